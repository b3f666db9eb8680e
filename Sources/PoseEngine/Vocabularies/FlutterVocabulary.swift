// MARK: - FlutterVocabulary

/// Flutter's words: `MediaQueryData.displayFeatures`, a list of `DisplayFeature`.
///
/// The Android list in logical pixels (points here): `type` `hinge` when the feature occludes
/// (occlusion FULL), else `fold`; `state` `postureFlat` / `postureHalfOpened`. Cameras and the
/// island become `cutout` features with state `unknown`. Also the sub-screen `DisplayFeatureSubScreen`
/// would pick: it avoids a feature that spans the full width or height and either has a shortest
/// side above 0 or is half-opened, and takes the part nearest the top-left corner (top-right in
/// right-to-left).
///
/// On iOS, `MediaQueryData.displayFeatures` is documented as populated on Android only: a Flutter
/// app on iPhone Duo receives an empty list today (`receivedOnIOS`), and its sub-screen is the
/// whole window. The windows above are what the Android mapping would give.
public enum FlutterVocabulary {
    /// A `DisplayFeature` as Flutter's `MediaQuery` reports it.
    public struct DisplayFeature: Hashable, Sendable {
        /// Its bounds, in window coordinates.
        public var bounds: Rect
        /// `fold`, `hinge` or `cutout`.
        public var type: DisplayFeatureType
        /// `postureFlat`, `postureHalfOpened` or `unknown`.
        public var state: DisplayFeatureState
        /// For cutouts: which of Apple's regions it is.
        public var region: RegionID?
    }

    /// Flutter's `DisplayFeatureType`.
    public enum DisplayFeatureType: String, Hashable, Sendable, CaseIterable {
        case fold
        case hinge
        case cutout
    }

    /// Flutter's `DisplayFeatureState`.
    public enum DisplayFeatureState: String, Hashable, Sendable, CaseIterable {
        case postureFlat
        case postureHalfOpened
        case unknown
    }

    /// What one window's `MediaQuery` reports.
    public struct WindowReport: Hashable, Sendable {
        /// The window reported.
        public var window: WindowID
        /// Its display features.
        public var displayFeatures: [DisplayFeature]
        /// The rectangle `DisplayFeatureSubScreen` lays its child out in, in window coordinates.
        public var subScreen: Rect
        /// The features it avoided.
        public var avoided: [DisplayFeature]
    }

    /// What Flutter reports for the whole pose.
    public struct Report: Hashable, Sendable {
        /// One report per window, as the Android mapping would give it.
        public var windows: [WindowReport]
        /// Where Apple's hinge status and the posture Flutter's states follow disagree.
        public var disagreements: [PostureDisagreement]
        /// The pose's hinge angle.
        public var angle: Double

        /// What a Flutter app on an iPhone receives today: `displayFeatures` is documented as
        /// populated only on Android (api.flutter.dev, `MediaQueryData.displayFeatures`).
        public var receivedOnIOS: [DisplayFeature] { [] }
    }

    /// The scene in Flutter's words.
    ///
    /// ```swift
    /// FlutterVocabulary.report(book, profile: duo).windows.first?.displayFeatures   // the hinge
    /// ```
    public static func report(_ scene: PoseScene, profile: DeviceProfile) -> Report {
        let android = AndroidVocabulary.report(scene, profile: profile)
        let windows = scene.windows.map { window -> WindowReport in
            let reported = android.windows.first { $0.window == window.id }?.reported ?? []
            let folds: [DisplayFeature] = reported.map(displayFeature(_:))
            let cutouts: [DisplayFeature] = activeOcclusions(scene, in: window).map { region in
                DisplayFeature(bounds: region.frame, type: .cutout, state: .unknown, region: region.id)
            }
            let features: [DisplayFeature] = folds + cutouts
            let size = window.size
            let avoided = features.filter { feature in
                let b = feature.bounds
                let spans = (b.minX <= 0 && b.maxX >= size.width) || (b.minY <= 0 && b.maxY >= size.height)
                return spans && (min(b.width, b.height) > 0 || feature.state == .postureHalfOpened)
            }
            let pieces = subScreens(
                Rect(x: 0, y: 0, width: size.width, height: size.height), avoiding: avoided.map(\.bounds))
            let anchor = scene.layoutDirection == .rightToLeft ? (size.width, 0.0) : (0.0, 0.0)
            let chosen =
                pieces.min { distance(anchor, $0) < distance(anchor, $1) }
                ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
            return WindowReport(
                window: window.id, displayFeatures: features, subScreen: chosen, avoided: avoided)
        }
        return Report(windows: windows, disagreements: android.disagreements, angle: scene.angle)
    }

    /// The parts of `area` left when each of `features` cuts it along its long axis.
    static func subScreens(_ area: Rect, avoiding features: [Rect]) -> [Rect] {
        var pieces = [area]
        for feature in features {
            pieces = pieces.flatMap { piece -> [Rect] in
                guard feature.meets(piece) else { return [piece] }
                if feature.isVertical {
                    let left = Rect(
                        x: piece.minX, y: piece.minY, width: max(0, feature.minX - piece.minX), height: piece.height)
                    let right = Rect(
                        x: feature.maxX, y: piece.minY, width: max(0, piece.maxX - feature.maxX), height: piece.height)
                    return [left, right].filter { $0.width > 0 }
                }
                let top = Rect(
                    x: piece.minX, y: piece.minY, width: piece.width, height: max(0, feature.minY - piece.minY))
                let bottom = Rect(
                    x: piece.minX, y: feature.maxY, width: piece.width, height: max(0, piece.maxY - feature.maxY))
                return [top, bottom].filter { $0.height > 0 }
            }
        }
        return pieces
    }

    /// Android's folding feature as Flutter reports it: a full occlusion is a hinge, else a fold.
    static func displayFeature(_ feature: AndroidVocabulary.FoldingFeature) -> DisplayFeature {
        let type: DisplayFeatureType = feature.occlusionType == .full ? .hinge : .fold
        let state: DisplayFeatureState = feature.state == .halfOpened ? .postureHalfOpened : .postureFlat
        return DisplayFeature(bounds: feature.bounds, type: type, state: state, region: nil)
    }

    /// How far a point is from a rectangle (0 inside or on its edge).
    static func distance(_ point: (Double, Double), _ rect: Rect) -> Double {
        let dx = max(rect.minX - point.0, 0, point.0 - rect.maxX)
        let dy = max(rect.minY - point.1, 0, point.1 - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
