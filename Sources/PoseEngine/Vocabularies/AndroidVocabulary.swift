// MARK: - AndroidVocabulary

/// Jetpack WindowManager's words: `WindowLayoutInfo.displayFeatures` holding a `FoldingFeature`.
///
/// - Posture from the hinge angle by the profile's inclusive ranges, first match wins; closed
///   reports no feature, half-opened `HALF_OPENED`, flat `FLAT`.
/// - `bounds`: the crease intersected with the window, in window coordinates; omitted when it
///   doesn't meet the window or doesn't cross its full width or height. Android's `Rect` counts
///   integer pixels: points × the display's `scale.pixelsPerPoint`, each edge rounded as
///   `RectF.round` does (`Math.round`: to the nearest pixel, a half up), so a zero-width crease
///   stays zero-width; the points are kept beside them.
/// - The hinge ranges where Apple's status and the posture disagree (`PostureDisagreement`).
/// - `orientation` HORIZONTAL iff width > height; `occlusionType` NONE iff width or height is 0.
/// - `isSeparating`: a fold of one flexible screen only while half-opened; a hinge between panels always.
/// - A window in multi-window mode (Split View) that doesn't fill the display gets an empty list.
public enum AndroidVocabulary {
    /// One `FoldingFeature`.
    public struct FoldingFeature: Hashable, Sendable {
        /// `FoldingFeature.Orientation`: `HORIZONTAL` iff the bounds are wider than tall.
        public enum Orientation: String, Hashable, Sendable, CaseIterable {
            case horizontal = "HORIZONTAL"
            case vertical = "VERTICAL"
        }

        /// `FoldingFeature.OcclusionType`: `NONE` when the bounds have no width or no height.
        public enum OcclusionType: String, Hashable, Sendable, CaseIterable {
            case none = "NONE"
            case full = "FULL"
        }

        /// `FoldingFeature.State`.
        public enum State: String, Hashable, Sendable, CaseIterable {
            case flat = "FLAT"
            case halfOpened = "HALF_OPENED"
        }

        /// Window coordinates, in points.
        public var bounds: Rect
        /// `HORIZONTAL` or `VERTICAL`.
        public var orientation: Orientation
        /// `NONE` or `FULL`.
        public var occlusionType: OcclusionType
        /// `FLAT` or `HALF_OPENED`.
        public var state: State
        /// Whether the feature separates the window into two areas (`isSeparating`).
        public var isSeparating: Bool
        /// `bounds` in Android's integer pixels, when the display's scale is known.
        public var pixelBounds: PixelRect? = nil
    }

    /// `android.graphics.Rect`: integer pixels.
    public struct PixelRect: Hashable, Sendable {
        public var left: Int, top: Int, right: Int, bottom: Int

        /// `rect` in points as pixels at `scale` pixels per point, each edge rounded as
        /// `RectF.round` rounds it (`Math.round`: the nearest integer, a half up).
        public init(_ rect: Rect, scale: Double) {
            func round(_ points: Double) -> Int { Int((points * scale + 0.5).rounded(.down)) }
            left = round(rect.minX)
            top = round(rect.minY)
            right = round(rect.maxX)
            bottom = round(rect.maxY)
        }
    }

    /// Why what a window is told differs from what the geometry says.
    public enum Difference: Hashable, Sendable, CaseIterable {
        /// Split View is multi-window mode: Android reports display features only to a window
        /// that fills the display.
        case multiWindowMode
    }

    /// What Apple's answer says that this vocabulary has no field for.
    public enum Lost: Hashable, Sendable {
        /// The fold's recommended margin, in points each side of the crease.
        case foldMargins(Double)
        /// An occlusion meeting the window (a `DisplayCutout`, not a display feature): its id and
        /// the size of the part inside the window.
        case occlusion(id: RegionID, size: Size)
    }

    /// What one window is told, and what the geometry says.
    public struct WindowReport: Hashable, Sendable {
        /// The window reported.
        public var window: WindowID
        /// `WindowLayoutInfo.displayFeatures` as Android delivers it.
        public var reported: [FoldingFeature]
        /// The same rule applied to the geometry, as if the window were alone.
        public var computed: [FoldingFeature]
        /// Why the two differ, when they do.
        public var difference: Difference?
        /// What Apple's answer says that this vocabulary has no field for.
        public var lost: [Lost]
    }

    /// What Jetpack WindowManager reports for the whole pose.
    public struct Report: Hashable, Sendable {
        /// The posture from the profile's ranges.
        public var posture: DevicePosture
        /// One report per window.
        public var windows: [WindowReport]
        /// The display in use's pixels per point, when the profile names it.
        public var pixelsPerPoint: Double?
        /// Where Apple's hinge status and this posture disagree, over the whole hinge range.
        public var disagreements: [PostureDisagreement]
        /// The pose's hinge angle.
        public var angle: Double
    }

    /// The scene in Jetpack WindowManager's words.
    ///
    /// ```swift
    /// AndroidVocabulary.report(book, profile: duo).windows.first?.reported.first?.state   // .halfOpened
    /// ```
    public static func report(_ scene: PoseScene, profile: DeviceProfile) -> Report {
        let posture = profile.posture(at: scene.angle)
        let crease = Crease(scene)
        let fillsDisplay = scene.windows.count == 1
        let scale = profile.display(scene.displayInUse).pixelsPerPoint
        let windows = scene.windows.map { window -> WindowReport in
            var computed: [FoldingFeature] = []
            if posture != .closed, let crease, let bounds = crease.bounds(in: window) {
                let halfOpened = posture == .halfOpened
                let occluding = bounds.width > 0 && bounds.height > 0
                computed = [
                    FoldingFeature(
                        bounds: bounds, orientation: bounds.width > bounds.height ? .horizontal : .vertical,
                        occlusionType: occluding ? .full : .none, state: halfOpened ? .halfOpened : .flat,
                        isSeparating: profile.foldIsHinge ? true : halfOpened,
                        pixelBounds: scale.map { PixelRect(bounds, scale: $0) })
                ]
            }
            let reported = fillsDisplay ? computed : []
            let difference: Difference? = reported != computed ? .multiWindowMode : nil
            return WindowReport(
                window: window.id, reported: reported, computed: computed, difference: difference,
                lost: lost(scene, window, crease))
        }
        return Report(
            posture: posture, windows: windows, pixelsPerPoint: scale,
            disagreements: PostureDisagreement.all(profile), angle: scene.angle)
    }

    /// Apple's regions this vocabulary can't say: the fold's margins and the occlusions.
    static func lost(_ scene: PoseScene, _ window: WindowScene, _ crease: Crease?) -> [Lost] {
        var lost: [Lost] = []
        if let crease, crease.isActive, crease.bounds(in: window) != nil {
            let m = crease.margins
            let each = max(m.left, m.right, m.top, m.bottom)
            if each > 0 { lost.append(.foldMargins(each)) }
        }
        for occlusion in activeOcclusions(scene, in: window) {
            lost.append(.occlusion(id: occlusion.id, size: occlusion.frame.size))
        }
        return lost
    }
}
