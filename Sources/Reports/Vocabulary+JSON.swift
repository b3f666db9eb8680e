import PoseEngine

// The vocabularies' reports as JSON (`duosim query --vocabulary`); the reports themselves are the engine's.

/// `{left, top, right, bottom}`, as Android's and Flutter's rectangles name their edges.
func edgesJSON(left: Double, top: Double, right: Double, bottom: Double) -> JSONValue {
    .object([("left", .number(left)), ("top", .number(top)), ("right", .number(right)), ("bottom", .number(bottom))])
}

extension Rect {
    /// Its edges in points.
    var edgesJSON: JSONValue { Reports.edgesJSON(left: minX, top: minY, right: maxX, bottom: maxY) }
}

extension AndroidVocabulary.PixelRect {
    /// Its edges in integer pixels.
    var json: JSONValue {
        edgesJSON(left: Double(left), top: Double(top), right: Double(right), bottom: Double(bottom))
    }
}

extension AndroidVocabulary.FoldingFeature {
    public var json: JSONValue {
        .object([
            ("type", .string("FoldingFeature")),
            ("bounds", pixelBounds?.json ?? .null),
            ("boundsInPoints", bounds.edgesJSON),
            ("orientation", .string(orientation.rawValue)), ("occlusionType", .string(occlusionType.rawValue)),
            ("state", .string(state.rawValue)), ("isSeparating", .bool(isSeparating)),
        ])
    }
}

extension AndroidVocabulary.Report {
    public var json: JSONValue {
        let scale: JSONValue = pixelsPerPoint.map { JSONValue.number($0) } ?? .null
        let windows: [JSONValue] = windows.map(Self.windowJSON)
        return .object([
            ("posture", .string(posture.rawValue)),
            ("pixelsPerPoint", scale),
            ("pixelRounding", .string(AndroidVocabulary.PixelRect.roundingText(pixelsPerPoint))),
            ("hingeRangesUnlikeApple", disagreementsJSON(disagreements, .android, angle: angle)),
            ("windows", .array(windows)),
        ])
    }

    static func windowJSON(_ window: AndroidVocabulary.WindowReport) -> JSONValue {
        let difference: JSONValue = window.difference.map { JSONValue.string($0.text) } ?? .null
        let lost: [JSONValue] = window.lost.map { JSONValue.string($0.text) }
        return .object([
            ("id", .string(window.window.rawValue)),
            ("windowLayoutInfo", .object([("displayFeatures", .array(window.reported.map(\.json)))])),
            ("computed", .object([("displayFeatures", .array(window.computed.map(\.json)))])),
            ("difference", difference),
            ("lost", .array(lost)),
        ])
    }
}

extension AppleVocabulary.Report {
    /// An unknown hinge: no `DeviceHinge`, so no `onHingeChange` (null), and `UIHinge` with
    /// status `unknown` and no angle.
    public var json: JSONValue {
        if hingeUnknown {
            return .object([
                ("onHingeChange", .null),
                ("uiHinge", .object([("angle", .null), ("unit", .string("radians")), ("status", .string("unknown"))])),
            ])
        }
        return .object([
            ("onHingeChange", .object([("angle", .number(angle)), ("status", .string(status.rawValue))])),
            ("uiHinge", .object([("angle", .number(radians)), ("unit", .string("radians"))])),
        ])
    }
}

extension FlutterVocabulary.DisplayFeature {
    public var json: JSONValue {
        .object(
            [
                ("bounds", bounds.edgesJSON),
                ("type", .string("DisplayFeatureType.\(type.rawValue)")),
                ("state", .string("DisplayFeatureState.\(state.rawValue)")),
            ] + (region.map { [("appleRegion", JSONValue.string($0.rawValue))] } ?? []))
    }
}

extension FlutterVocabulary.Report {
    public var json: JSONValue {
        .object([
            (
                "onIOS",
                .object([
                    ("displayFeatures", .array(receivedOnIOS.map(\.json))),
                    ("displayFeatureSubScreen", .string("the whole window")),
                    ("source", .string(FlutterVocabulary.Report.onIOSSource)),
                ])
            ),
            ("windowsAre", .string("what the Android mapping would give")),
            ("hingeRangesUnlikeApple", disagreementsJSON(disagreements, .flutter, angle: angle)),
            (
                "windows",
                .array(
                    windows.map { window in
                        .object([
                            ("id", .string(window.window.rawValue)),
                            ("displayFeatures", .array(window.displayFeatures.map(\.json))),
                            ("displayFeatureSubScreen", window.subScreen.json),
                            ("avoided", .array(window.avoided.map { .string($0.avoidedText) })),
                        ])
                    })
            ),
        ])
    }
}

extension WebVocabulary.Report {
    public var json: JSONValue {
        .object([
            ("navigator.devicePosture.type", .string(devicePosture.rawValue)),
            ("device-posture", .string(devicePosture.rawValue)),
            (
                "browserSupport",
                .array(
                    WebVocabulary.Support.all.map { support in
                        .object([
                            ("api", .string(support.api)), ("features", .string(support.features)),
                            ("shippedIn", .array(support.shippedIn.map(JSONValue.string))),
                            ("source", .string(support.source)),
                        ])
                    } + [.object([("api", .string("neither")), ("who", .string(WebVocabulary.Support.shipsNeither))])])
            ),
            ("hingeRangesUnlikeApple", disagreementsJSON(disagreements, .web, angle: angle)),
            (
                "windows",
                .array(
                    windows.map { window in
                        .object([
                            ("id", .string(window.window.rawValue)),
                            (
                                "window.viewport.segments",
                                .array(
                                    window.segments.map { segment in
                                        .object([
                                            ("x", .number(segment.minX)), ("y", .number(segment.minY)),
                                            ("width", .number(segment.width)), ("height", .number(segment.height)),
                                        ])
                                    })
                            ),
                            ("horizontal-viewport-segments", .number(Double(window.horizontalSegments))),
                            ("vertical-viewport-segments", .number(Double(window.verticalSegments))),
                            (
                                "env",
                                .object(window.environment.map { ($0.name, .string("\(formatPoints($0.value))px")) })
                            ),
                            (
                                "safe-area-inset",
                                .object([
                                    ("top", .string("\(formatPoints(window.safeAreaInsets.top))px")),
                                    ("right", .string("\(formatPoints(window.safeAreaInsets.right))px")),
                                    ("bottom", .string("\(formatPoints(window.safeAreaInsets.bottom))px")),
                                    ("left", .string("\(formatPoints(window.safeAreaInsets.left))px")),
                                ])
                            ),
                            ("css", .string(window.css)),
                        ])
                    })
            ),
        ])
    }
}

/// The hinge ranges where Apple's status and `platform`'s posture disagree, each with what both say.
func disagreementsJSON(_ ranges: [PostureDisagreement], _ platform: PlatformVocabulary, angle: Double) -> JSONValue {
    .array(
        ranges.map { range in
            .object([
                ("angles", .string(range.anglesText)),
                ("from", .number(range.from)), ("fromIncluded", .bool(range.fromIncluded)),
                ("to", .number(range.to)), ("toIncluded", .bool(range.toIncluded)),
                ("apple", .string(range.apple.rawValue)), ("posture", .string(range.posture.rawValue)),
                ("meaning", .string(range.meaning(platform))),
                ("holdsThisAngle", .bool(range.holds(angle))),
                ("source", .string(PostureDisagreement.sourceText)),
            ])
        })
}

extension PoseScene {
    /// Every vocabulary's report of this scene, under the vocabularies' names (`apple`, `android`, …).
    public func vocabularyMembers(_ vocabularies: [PlatformVocabulary], profile: DeviceProfile) -> [(String, JSONValue)]
    {
        vocabularies.map { vocabulary in
            switch vocabulary {
            case .apple: return ("apple", AppleVocabulary.report(self).json)
            case .android: return ("android", AndroidVocabulary.report(self, profile: profile).json)
            case .flutter: return ("flutter", FlutterVocabulary.report(self, profile: profile).json)
            case .web: return ("web", WebVocabulary.report(self, profile: profile).json)
            }
        }
    }
}
