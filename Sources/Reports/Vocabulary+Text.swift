import PoseEngine

// The vocabularies' reports for people: the panel's lines (`vocabularySummary`) and the web's CSS.
// The reports themselves are the engine's values.

extension PoseScene {
    /// One or two lines per window for a person: what `vocabulary` reports for `window`.
    public func vocabularySummary(_ vocabulary: PlatformVocabulary, window: WindowID, profile: DeviceProfile)
        -> [String]
    {
        switch vocabulary {
        case .apple: return AppleVocabulary.report(self).summary
        case .android: return AndroidVocabulary.report(self, profile: profile).summary(window)
        case .flutter: return FlutterVocabulary.report(self, profile: profile).summary(window)
        case .web: return WebVocabulary.report(self, profile: profile).summary(window)
        }
    }
}

extension Rect {
    /// `x,y w×h` for a summary line.
    var short: String { "\(formatPoints(x)),\(formatPoints(y)) \(formatPoints(width))×\(formatPoints(height))" }
}

// MARK: - Where Apple and the platforms disagree

extension PostureDisagreement {
    /// `(5°, 30°]`: the range with its ends, included or not.
    public var anglesText: String {
        "\(fromIncluded ? "[" : "(")\(formatPoints(from))°, \(formatPoints(to))°\(toIncluded ? "]" : ")")"
    }

    /// Where the numbers come from.
    public static let sourceText =
        "derived: Apple's status from the profile's hinge.closedAtMost / hinge.fullyOpenAtLeast, the posture from its postures.ranges (Android emulator's foldable model); Android's FoldingFeature.State is FLAT or HALF_OPENED only (developer.android.com/reference/kotlin/androidx/window/layout/FoldingFeature.State)"

    /// What Apple says over the range.
    var appleText: String {
        switch apple {
        case .closed: return "Apple closed (the outer display)"
        case .partiallyOpen:
            return "Apple partiallyOpen (the inner display; the fold a division, active with its margins)"
        case .fullyOpen: return "Apple fullyOpen (the inner display; the fold inactive)"
        }
    }

    /// What `platform` says over the range, in its words.
    func platformText(_ platform: PlatformVocabulary) -> String {
        switch (platform, posture) {
        case (.android, .closed):
            return
                "Android closed: no FoldingFeature (its state is FLAT or HALF_OPENED only: Android reports no closed state to an app on the inner display)"
        case (.android, .halfOpened): return "Android HALF_OPENED, separating"
        case (.android, .flat): return "Android FLAT, separating only for a hinge"
        case (.flutter, .closed): return "Flutter (Android mapping): no fold in displayFeatures"
        case (.flutter, .halfOpened): return "Flutter (Android mapping): postureHalfOpened"
        case (.flutter, .flat): return "Flutter (Android mapping): postureFlat"
        case (.web, .halfOpened): return "the web: device-posture folded"
        case (.web, _): return "the web: device-posture continuous, one viewport segment"
        case (.apple, _): return posture.rawValue
        }
    }

    /// Both answers, for people.
    public func meaning(_ platform: PlatformVocabulary) -> String { "\(appleText); \(platformText(platform))" }
}

extension Array where Element == PostureDisagreement {
    /// A line for the range holding `angle`, if one does (the JSON lists them all).
    func summary(_ platform: PlatformVocabulary, angle: Double) -> [String] {
        filter { $0.holds(angle) }.map {
            "\(platform.rawValue) · unlike Apple at \($0.anglesText): \($0.meaning(platform))"
        }
    }
}

// MARK: - Apple

extension AppleVocabulary.Report {
    /// One line for a person.
    /// An unknown hinge: no `DeviceHinge`, `UIHinge.status .unknown`.
    public var summary: [String] {
        if hingeUnknown { return ["apple · no DeviceHinge (onHingeChange never fires) · UIHinge.status .unknown"] }
        return [
            "apple · onHingeChange \(formatPoints(angle))° \(status.rawValue) · UIHinge.angle \(formatDecimals(radians, 4)) rad"
        ]
    }
}

// MARK: - Android

extension AndroidVocabulary.FoldingFeature {
    var short: String {
        "FoldingFeature \(orientation.rawValue) \(state.rawValue) \(isSeparating ? "separating" : "not separating") occlusion \(occlusionType.rawValue) at "
            + (pixelBounds.map { "\($0.short) px (\(bounds.short) pt)" } ?? "\(bounds.short) pt")
    }
}

extension AndroidVocabulary.PixelRect {
    /// `x,y w×h` in pixels.
    var short: String { "\(left),\(top) \(right - left)×\(bottom - top)" }

    /// How points become pixels, or why there are none.
    public static func roundingText(_ scale: Double?) -> String {
        guard let scale else {
            return
                "no pixels: the display's scale isn't in the profile (displays.*.scale.pixelsPerPoint); boundsInPoints only"
        }
        return
            "points × \(formatPoints(scale)), each edge rounded as RectF.round does (Math.round: the nearest pixel, a half up), so a zero-width crease stays zero-width"
    }
}

extension AndroidVocabulary.Difference {
    /// Why what a window is told differs from the geometry, for people.
    public var text: String {
        switch self {
        case .multiWindowMode:
            return
                "Split View is multi-window mode: Android reports display features only to a window that fills the display"
        }
    }
}

extension AndroidVocabulary.Lost {
    /// What Apple says that Android has no field for, for people.
    public var text: String {
        switch self {
        case .foldMargins(let each): return "the fold's margins (\(formatPoints(each)) pt each side of the crease)"
        case .occlusion(let id, let size):
            return
                "\(id) occlusion \(formatPoints(size.width)) × \(formatPoints(size.height)) (a DisplayCutout, not a display feature)"
        }
    }
}

extension AndroidVocabulary.Report {
    /// One or two lines for a person about window `id`.
    public func summary(_ id: WindowID) -> [String] {
        guard let window = windows.first(where: { $0.window == id }) else { return [] }
        var line = "android · posture \(posture.rawValue) · "
        line += window.reported.isEmpty ? "displayFeatures []" : window.reported.map(\.short).joined(separator: "; ")
        var lines = [line]
        if let difference = window.difference {
            lines.append(
                "android · computed: "
                    + (window.computed.isEmpty ? "[]" : window.computed.map(\.short).joined(separator: "; "))
                    + " · \(difference.text)")
        }
        if !window.lost.isEmpty {
            lines.append("android · no field for: " + window.lost.map(\.text).joined(separator: "; "))
        }
        return lines + disagreements.summary(.android, angle: angle)
    }
}

// MARK: - Flutter

extension FlutterVocabulary.DisplayFeature {
    /// `fold at x,y w×h`, `cutout island at …`: how the sub-screen's avoided features are listed.
    public var avoidedText: String { "\(type.rawValue)\(region.map { " \($0)" } ?? "") at \(bounds.short)" }
}

extension FlutterVocabulary.Report {
    /// One or two lines for a person about window `id`.
    public func summary(_ id: WindowID) -> [String] {
        guard let window = windows.first(where: { $0.window == id }) else { return [] }
        let features = window.displayFeatures.map {
            "\($0.type.rawValue)\($0.region.map { " (\($0))" } ?? "") \($0.state.rawValue) at \($0.bounds.short)"
        }
        let avoided = window.avoided.map(\.avoidedText)
        return [
            "flutter · on iPhone today: displayFeatures [] (\(FlutterVocabulary.Report.onIOSSource)); the Android mapping below",
            "flutter · displayFeatures " + (features.isEmpty ? "[]" : features.joined(separator: "; ")),
            "flutter · DisplayFeatureSubScreen \(window.subScreen.short)"
                + (avoided.isEmpty ? " (nothing avoided)" : " (avoids \(avoided.joined(separator: ", ")))"),
        ] + disagreements.summary(.flutter, angle: angle)
    }

    /// Why an iPhone gets no display features.
    public static let onIOSSource =
        "documented: MediaQueryData.displayFeatures is populated on Android only (api.flutter.dev/flutter/widgets/MediaQueryData/displayFeatures.html)"
}

// MARK: - Web

extension WebVocabulary.Report {
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
            "web · devicePosture \(devicePosture.rawValue) · \(window.segments.count) viewport segment\(window.segments.count == 1 ? "" : "s"): \(segments)"
                + " · horizontal-viewport-segments: \(window.horizontalSegments) · vertical-viewport-segments: \(window.verticalSegments)",
            "web · safe-area-inset " + (insets.isEmpty ? "0" : insets.joined(separator: ", ")),
            "web · shipped: "
                + WebVocabulary.Support.all.map { "\($0.api) in \($0.shippedIn.joined(separator: ", "))" }
                .joined(separator: "; ") + "; Safari and every iOS browser: neither",
        ] + disagreements.summary(.web, angle: angle)
    }

    /// `duosim query --css`: each window's CSS under a comment naming the pose.
    public func cssDocument(_ scene: PoseScene) -> String {
        windows.map { window in
            "/* duosim · \(scene.deviceName) · \(scene.poseName) · \(formatPoints(scene.angle))° · \(window.window.rawValue) "
                + "(\(formatPoints(window.size.width)) × \(formatPoints(window.size.height))) · devicePosture \(devicePosture.rawValue) */\n"
                + window.css
        }.joined(separator: "\n")
    }
}

extension WebVocabulary.WindowReport {
    /// A CSS snippet for this pose: the media query that matches it, with its `env()` values.
    public var css: String {
        var lines: [String] = []
        let px = { (value: Double) in "\(formatPoints(value))px" }
        let other: WebVocabulary.DevicePostureType = devicePosture == .folded ? .continuous : .folded
        lines.append(
            "@media (device-posture: \(devicePosture.rawValue)) {   /* matches in this pose; (device-posture: \(other.rawValue)) doesn't */"
        )
        lines.append("  :root { --device-posture: \(devicePosture.rawValue); }")
        lines.append("}")
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
        for support in WebVocabulary.Support.all {
            lines.append("/* \(support.api) (\(support.features)): \(support.shippedIn.joined(separator: ", ")) */")
        }
        lines.append("/* \(WebVocabulary.Support.shipsNeither) */")
        return lines.joined(separator: "\n") + "\n"
    }
}
