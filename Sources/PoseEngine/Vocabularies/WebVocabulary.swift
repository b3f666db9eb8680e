// MARK: - WebVocabulary

/// The web's words: the Device Posture API and the Viewport Segments API.
///
/// - `navigator.devicePosture.type` is `folded` while half-opened, else `continuous`.
/// - `window.viewport.segments`: the viewport minus the fold when the fold separates and crosses
///   the window (two DOMRects that abut when the fold has no width), else one segment, the viewport.
/// - The `env(viewport-segment-*)` variables and the `horizontal-viewport-segments` /
///   `vertical-viewport-segments` media features follow from the segments.
/// - Cameras and the island become `safe-area-inset-*` only: each occlusion pushes the edge it
///   is cheapest to keep clear of (the inset that reserves the least).
public enum WebVocabulary {
    /// `safe-area-inset-*`, in px (points).
    public struct Insets: Hashable, Sendable {
        /// CSS pixels from each edge.
        public var top = 0.0, right = 0.0, bottom = 0.0, left = 0.0

        public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    /// What one window's page sees.
    public struct WindowReport: Hashable, Sendable {
        /// The window reported.
        public var window: WindowID
        /// Row by row, left to right: `window.viewport.segments`.
        public var segments: [Rect]
        /// The media features' values: segments side by side, and stacked.
        public var horizontalSegments: Int
        /// How many segments stack vertically (`vertical-viewport-segments`).
        public var verticalSegments: Int
        /// `env(safe-area-inset-*)`.
        public var safeAreaInsets: Insets
        /// The viewport's size, in CSS pixels.
        public var size: Size

        /// `viewport-segment-NAME X Y` for each segment, with its value in px.
        public var environment: [(name: String, value: Double)] {
            var out: [(String, Double)] = []
            for (index, segment) in segments.enumerated() {
                let x = index % horizontalSegments, y = index / horizontalSegments
                for (name, value) in [
                    ("top", segment.minY), ("left", segment.minX), ("bottom", segment.maxY), ("right", segment.maxX),
                    ("width", segment.width), ("height", segment.height),
                ] {
                    out.append(("viewport-segment-\(name) \(x) \(y)", value))
                }
            }
            return out
        }

        /// A CSS snippet for this pose: the media query that matches it, with its `env()` values.
        public var css: String {
            var lines: [String] = []
            let px = { (value: Double) in "\(formatPoints(value))px" }
            if horizontalSegments == 2 {
                lines.append("@media (horizontal-viewport-segments: 2) {")
                lines.append(
                    "  .pane-list   { width: env(viewport-segment-width 0 0); }   /* \(px(segments[0].width)) */")
                lines.append(
                    "  .pane-detail { margin-left: calc(env(viewport-segment-left 1 0) - env(viewport-segment-right 0 0));"
                )
                lines.append(
                    "                 width: env(viewport-segment-width 1 0); }   /* gap \(px(segments[1].minX - segments[0].maxX)), \(px(segments[1].width)) */"
                )
                lines.append("}")
            } else if verticalSegments == 2 {
                lines.append("@media (vertical-viewport-segments: 2) {")
                lines.append(
                    "  .pane-top    { height: env(viewport-segment-height 0 0); }  /* \(px(segments[0].height)) */")
                lines.append(
                    "  .pane-bottom { margin-top: calc(env(viewport-segment-top 0 1) - env(viewport-segment-bottom 0 0));"
                )
                lines.append(
                    "                 height: env(viewport-segment-height 0 1); }  /* gap \(px(segments[1].minY - segments[0].maxY)), \(px(segments[1].height)) */"
                )
                lines.append("}")
            } else {
                lines.append("@media (horizontal-viewport-segments: 1) and (vertical-viewport-segments: 1) {")
                lines.append("  /* one segment: \(px(size.width)) × \(px(size.height)); nothing to split */")
                lines.append("}")
            }
            let i = safeAreaInsets
            lines.append(
                "body { padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left); }"
            )
            lines.append(
                "/* safe-area-inset: top \(px(i.top)), right \(px(i.right)), bottom \(px(i.bottom)), left \(px(i.left)) */"
            )
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// What the web platform reports for the whole pose.
    public struct Report: Hashable, Sendable {
        /// `folded` or `continuous`.
        public var devicePosture: String
        /// One report per window.
        public var windows: [WindowReport]

        /// One or two lines for a person about window `id`.
        public func summary(_ id: WindowID) -> [String] {
            guard let window = windows.first(where: { $0.window == id }) else { return [] }
            let segments = window.segments.map(\.short).joined(separator: " | ")
            let i = window.safeAreaInsets
            var insets: [String] = []
            for (name, value) in [("top", i.top), ("right", i.right), ("bottom", i.bottom), ("left", i.left)]
            where value > 0 {
                insets.append("\(name) \(formatPoints(value))px")
            }
            return [
                "web · devicePosture \(devicePosture) · \(window.segments.count) viewport segment\(window.segments.count == 1 ? "" : "s"): \(segments)"
                    + " · horizontal-viewport-segments: \(window.horizontalSegments) · vertical-viewport-segments: \(window.verticalSegments)",
                "web · safe-area-inset " + (insets.isEmpty ? "0" : insets.joined(separator: ", ")),
            ]
        }
    }

    /// The scene in the web's words (Device Posture API, Viewport Segments, safe areas).
    ///
    /// ```swift
    /// WebVocabulary.report(book, profile: duo).windows.first?.horizontalSegments   // 2
    /// ```
    public static func report(_ scene: PoseScene, profile: DeviceProfile) -> Report {
        let android = AndroidVocabulary.report(scene, profile: profile)
        let windows = scene.windows.map { window -> WindowReport in
            let size = window.size
            let viewport = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let fold = android.windows.first { $0.window == window.id }?.computed.first { $0.isSeparating }
            var segments = [viewport]
            var horizontal = 1, vertical = 1
            if let fold {
                let b = fold.bounds
                if fold.orientation == "VERTICAL" {
                    segments = [
                        Rect(x: 0, y: 0, width: b.minX, height: size.height),
                        Rect(x: b.maxX, y: 0, width: size.width - b.maxX, height: size.height),
                    ]
                    horizontal = 2
                } else {
                    segments = [
                        Rect(x: 0, y: 0, width: size.width, height: b.minY),
                        Rect(x: 0, y: b.maxY, width: size.width, height: size.height - b.maxY),
                    ]
                    vertical = 2
                }
            }
            return WindowReport(
                window: window.id, segments: segments, horizontalSegments: horizontal, verticalSegments: vertical,
                safeAreaInsets: insets(activeOcclusions(scene, in: window).map(\.frame), in: size), size: size)
        }
        return Report(devicePosture: android.posture == .halfOpened ? "folded" : "continuous", windows: windows)
    }

    /// Each occlusion reserves the edge that costs the least to keep clear of it.
    static func insets(_ occlusions: [Rect], in size: Size) -> Insets {
        var insets = Insets()
        for frame in occlusions {
            let options = [
                (0, frame.maxY), (1, size.width - frame.minX), (2, size.height - frame.minY), (3, frame.maxX),
            ]
            let (edge, value) = options.min { $0.1 < $1.1 }!
            switch edge {
            case 0: insets.top = max(insets.top, value)
            case 1: insets.right = max(insets.right, value)
            case 2: insets.bottom = max(insets.bottom, value)
            default: insets.left = max(insets.left, value)
            }
        }
        return insets
    }
}
