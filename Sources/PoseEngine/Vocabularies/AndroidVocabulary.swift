// MARK: - AndroidVocabulary

/// Jetpack WindowManager's words: `WindowLayoutInfo.displayFeatures` holding a `FoldingFeature`.
///
/// - Posture from the hinge angle by the profile's inclusive ranges, first match wins; closed
///   reports no feature, half-opened `HALF_OPENED`, flat `FLAT`.
/// - `bounds`: the crease intersected with the window, in window coordinates; omitted when it
///   doesn't meet the window or doesn't cross its full width or height.
/// - `orientation` HORIZONTAL iff width > height; `occlusionType` NONE iff width or height is 0.
/// - `isSeparating`: a fold of one flexible screen only while half-opened; a hinge between panels always.
/// - A window in multi-window mode (Split View) that doesn't fill the display gets an empty list.
public enum AndroidVocabulary {
    /// One `FoldingFeature`.
    public struct FoldingFeature: Hashable, Sendable {
        /// Window coordinates (points; Android would say pixels).
        public var bounds: Rect
        /// `HORIZONTAL` or `VERTICAL`.
        public var orientation: String
        /// `NONE` or `FULL`.
        public var occlusionType: String
        /// `FLAT` or `HALF_OPENED`.
        public var state: String
        /// Whether the feature separates the window into two areas (`isSeparating`).
        public var isSeparating: Bool

        var short: String {
            "FoldingFeature \(orientation) \(state) \(isSeparating ? "separating" : "not separating") occlusion \(occlusionType) at \(bounds.short)"
        }
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
        public var difference: String?
        /// What Apple's answer says that this vocabulary has no field for.
        public var lost: [String]
    }

    /// What Jetpack WindowManager reports for the whole pose.
    public struct Report: Hashable, Sendable {
        /// The posture from the profile's ranges.
        public var posture: DevicePosture
        /// One report per window.
        public var windows: [WindowReport]

        /// One or two lines for a person about window `id`.
        public func summary(_ id: WindowID) -> [String] {
            guard let window = windows.first(where: { $0.window == id }) else { return [] }
            var line = "android · posture \(posture.rawValue) · "
            line +=
                window.reported.isEmpty ? "displayFeatures []" : window.reported.map(\.short).joined(separator: "; ")
            var lines = [line]
            if let difference = window.difference {
                lines.append(
                    "android · computed: "
                        + (window.computed.isEmpty ? "[]" : window.computed.map(\.short).joined(separator: "; "))
                        + " · \(difference)")
            }
            if !window.lost.isEmpty { lines.append("android · no field for: " + window.lost.joined(separator: "; ")) }
            return lines
        }
    }

    /// The scene in Jetpack WindowManager's words.
    ///
    /// ```swift
    /// AndroidVocabulary.report(book, profile: duo).windows.first?.reported.first?.state   // "HALF_OPENED"
    /// ```
    public static func report(_ scene: PoseScene, profile: DeviceProfile) -> Report {
        let posture = profile.posture(at: scene.angle)
        let crease = Crease(scene)
        let fillsDisplay = scene.windows.count == 1
        let windows = scene.windows.map { window -> WindowReport in
            var computed: [FoldingFeature] = []
            if posture != .closed, let crease, let bounds = crease.bounds(in: window) {
                let halfOpened = posture == .halfOpened
                let occluding = bounds.width > 0 && bounds.height > 0
                computed = [
                    FoldingFeature(
                        bounds: bounds, orientation: bounds.width > bounds.height ? "HORIZONTAL" : "VERTICAL",
                        occlusionType: occluding ? "FULL" : "NONE", state: halfOpened ? "HALF_OPENED" : "FLAT",
                        isSeparating: profile.foldIsHinge ? true : halfOpened)
                ]
            }
            let reported = fillsDisplay ? computed : []
            var difference: String?
            if reported != computed {
                difference =
                    "Split View is multi-window mode: Android reports display features only to a window that fills the display"
            }
            return WindowReport(
                window: window.id, reported: reported, computed: computed, difference: difference,
                lost: lost(scene, window, crease))
        }
        return Report(posture: posture, windows: windows)
    }

    /// Apple's regions this vocabulary can't say: the fold's margins and the occlusions.
    static func lost(_ scene: PoseScene, _ window: WindowScene, _ crease: Crease?) -> [String] {
        var lost: [String] = []
        if let crease, crease.isActive, crease.bounds(in: window) != nil {
            let m = crease.margins
            let each = max(m.left, m.right, m.top, m.bottom)
            if each > 0 { lost.append("the fold's margins (\(formatPoints(each)) pt each side of the crease)") }
        }
        for occlusion in activeOcclusions(scene, in: window) {
            lost.append(
                "\(occlusion.id) occlusion \(formatPoints(occlusion.frame.width)) × \(formatPoints(occlusion.frame.height)) (a DisplayCutout, not a display feature)"
            )
        }
        return lost
    }
}
