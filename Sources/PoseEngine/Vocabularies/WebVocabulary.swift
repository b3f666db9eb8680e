// MARK: - WebVocabulary

/// The web's words: the Device Posture API and the Viewport Segments API.
///
/// - `navigator.devicePosture.type` is `folded` while half-opened, else `continuous`; the CSS
///   `device-posture` media feature says the same.
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
        /// What `navigator.devicePosture.type` and the `device-posture` media feature say.
        public var devicePosture: DevicePostureType

        /// `viewport-segment-NAME X Y` for each segment, with its value in px.
        public var environment: [EnvironmentVariable] {
            var out: [EnvironmentVariable] = []
            for (index, segment) in segments.enumerated() {
                let x = index % horizontalSegments, y = index / horizontalSegments
                for (name, value) in [
                    ("top", segment.minY), ("left", segment.minX), ("bottom", segment.maxY), ("right", segment.maxX),
                    ("width", segment.width), ("height", segment.height),
                ] {
                    out.append(EnvironmentVariable(name: "viewport-segment-\(name) \(x) \(y)", value: value))
                }
            }
            return out
        }
    }

    /// A CSS environment variable (`env(viewport-segment-top 0 0)`) and its value in CSS pixels.
    public struct EnvironmentVariable: Hashable, Sendable, Codable {
        /// `viewport-segment-top 0 0`, as `env()` names it.
        public var name: String
        /// In CSS pixels.
        public var value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// `DevicePostureType`: what `navigator.devicePosture.type` says.
    public enum DevicePostureType: String, Hashable, Sendable, CaseIterable {
        /// Flat, closed, or anything but half-opened.
        case continuous
        /// Half-opened.
        case folded
    }

    /// One of the two APIs, and the browsers that ship it.
    public struct Support: Hashable, Sendable {
        /// The API's name.
        public var api: String
        /// What a page uses of it.
        public var features: String
        /// The browsers shipping it, with their first version.
        public var shippedIn: [String]
        /// Where that comes from.
        public var source: String

        /// The Device Posture API and the Viewport Segments API as browsers ship them: neither in
        /// Safari nor in any browser on iOS (all use WebKit), so a page on iPhone Duo sees neither today.
        public static let all = [
            Support(
                api: "Device Posture API", features: "navigator.devicePosture, @media (device-posture)",
                shippedIn: ["Chrome 132", "Chrome Android 132", "Edge 132", "Samsung Internet 16.2"],
                source:
                    "documented: MDN browser-compat-data api.DevicePosture, css.at-rules.media.device-posture (web-features: device-posture)"
            ),
            Support(
                api: "Viewport Segments API",
                features: "window.viewport.segments, env(viewport-segment-*), @media (*-viewport-segments)",
                shippedIn: ["Chrome 138", "Chrome Android 138", "Edge 138"],
                source:
                    "documented: MDN browser-compat-data api.Viewport.segments (web-features: viewport-segments); developer.chrome.com/blog/viewport-segments-api-shipped"
            ),
        ]
    }

    /// What the web platform reports for the whole pose.
    public struct Report: Hashable, Sendable {
        /// `folded` or `continuous`: `navigator.devicePosture.type` and `@media (device-posture: …)`.
        public var devicePosture: DevicePostureType
        /// One report per window.
        public var windows: [WindowReport]
        /// Where Apple's hinge status and the posture disagree.
        public var disagreements: [PostureDisagreement]
        /// The pose's hinge angle.
        public var angle: Double
    }

    /// The scene in the web's words (Device Posture API, Viewport Segments, safe areas).
    ///
    /// ```swift
    /// WebVocabulary.report(book, profile: duo).windows.first?.horizontalSegments   // 2
    /// ```
    public static func report(_ scene: PoseScene, profile: DeviceProfile) -> Report {
        let android = AndroidVocabulary.report(scene, profile: profile)
        let posture: DevicePostureType = android.posture == .halfOpened ? .folded : .continuous
        let windows = scene.windows.map { window -> WindowReport in
            let size = window.size
            let viewport = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let fold = android.windows.first { $0.window == window.id }?.computed.first { $0.isSeparating }
            var segments = [viewport]
            var horizontal = 1, vertical = 1
            if let fold {
                let b = fold.bounds
                if fold.orientation == .vertical {
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
                safeAreaInsets: insets(activeOcclusions(scene, in: window).map(\.frame), in: size), size: size,
                devicePosture: posture)
        }
        return Report(
            devicePosture: posture, windows: windows,
            disagreements: android.disagreements, angle: scene.angle)
    }

    /// Each occlusion reserves the edge that costs the least to keep clear of it.
    static func insets(_ occlusions: [Rect], in size: Size) -> Insets {
        var insets = Insets()
        for frame in occlusions {
            let options = [
                (0, frame.maxY), (1, size.width - frame.minX), (2, size.height - frame.minY), (3, frame.maxX),
            ]
            // The cheapest edge; the first of equals (top, right, bottom, left).
            var (edge, value) = options[0]
            for (other, cost) in options.dropFirst() where cost < value { (edge, value) = (other, cost) }
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
