import PoseEngine

// The vocabularies' reports as JSON (`duosim query --vocabulary`); the reports themselves are the engine's.

extension AndroidVocabulary.FoldingFeature {
    public var json: JSONValue {
        .object([
            ("type", .string("FoldingFeature")),
            (
                "bounds",
                .object([
                    ("left", .number(bounds.minX)), ("top", .number(bounds.minY)),
                    ("right", .number(bounds.maxX)), ("bottom", .number(bounds.maxY)),
                ])
            ),
            ("orientation", .string(orientation.rawValue)), ("occlusionType", .string(occlusionType.rawValue)),
            ("state", .string(state.rawValue)), ("isSeparating", .bool(isSeparating)),
        ])
    }
}

extension AndroidVocabulary.Report {
    public var json: JSONValue {
        .object([
            ("posture", .string(posture.rawValue)),
            (
                "windows",
                .array(
                    windows.map { window in
                        .object([
                            ("id", .string(window.window.rawValue)),
                            ("windowLayoutInfo", .object([("displayFeatures", .array(window.reported.map(\.json)))])),
                            ("computed", .object([("displayFeatures", .array(window.computed.map(\.json)))])),
                            ("difference", window.difference.map { .string($0.text) } ?? .null),
                            ("lost", .array(window.lost.map { .string($0.text) })),
                        ])
                    })
            ),
        ])
    }
}

extension AppleVocabulary.Report {
    public var json: JSONValue {
        .object([
            ("onHingeChange", .object([("angle", .number(angle)), ("status", .string(status.rawValue))])),
            ("uiHinge", .object([("angle", .number(radians)), ("unit", .string("radians"))])),
        ])
    }
}

extension FlutterVocabulary.DisplayFeature {
    public var json: JSONValue {
        .object(
            [
                (
                    "bounds",
                    .object([
                        ("left", .number(bounds.minX)), ("top", .number(bounds.minY)),
                        ("right", .number(bounds.maxX)), ("bottom", .number(bounds.maxY)),
                    ])
                ),
                ("type", .string("DisplayFeatureType.\(type.rawValue)")),
                ("state", .string("DisplayFeatureState.\(state.rawValue)")),
            ] + (region.map { [("appleRegion", JSONValue.string($0))] } ?? []))
    }
}

extension FlutterVocabulary.Report {
    public var json: JSONValue {
        .object([
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
            )
        ])
    }
}

extension WebVocabulary.Report {
    public var json: JSONValue {
        .object([
            ("navigator.devicePosture.type", .string(devicePosture.rawValue)),
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
