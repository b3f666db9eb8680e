// MARK: - The device profile's keys

/// Every key a device profile may hold, as `DeviceProfile.decode` reads it (Docs/DOMAIN.md §1–§2).
/// A new key goes here, in its object's list, and is read with `node.read(Keys.…)`: the JSON
/// Schema (`duosim profiles --schema device`, `Schemas/device-profile.schema.json`) follows.
extension DeviceProfile {
    /// The device profile's schema.
    package static let schema: ProfileSchema = ProfileSchema(
        title: "duosim device profile",
        meaning:
            "A foldable device for duosim: its displays, the fold and cameras as reserved regions, the hinge, named poses, Split View, the side column and bar sizes. Coordinates are points, origin at the top-left of a display in its native orientation. Every object holding numbers names its source.",
        root: Keys.root)

    enum Keys {
        /// `source`, read by `requireSource`.
        static let sourceKey: ProfileKey<JSONNode> = .node(
            "source",
            "Where the numbers beside it come from: text starting with measured, documented, assumed or derived (Docs/DOMAIN.md).",
            .source)
        /// `source` where only some values need one (a sheet's size, a sidebar's width).
        static let optionalSourceKey: ProfileKey<JSONNode> = .node(
            "source", sourceKey.schema.meaning + " Needed when the object holds numbers.", .source, required: false)

        static let root: SchemaObject = SchemaObject(
            "A device profile.",
            [
                name, displayName, displays, features, hinge, poses, splitView, sideColumn, bars, postures,
                presentations,
            ])

        static let name: ProfileKey<String> = .text(
            "name", "The short name for the command line (--profile NAME) and reports.", .name)
        static let displayName: ProfileKey<String> = .text("displayName", "The name people read (iPhone Duo).")

        // MARK: Displays

        static let displays: ProfileKey<JSONNode> = .node(
            "displays", "The two displays.", .object(SchemaObject("The outer and inner displays.", [outer, inner])))
        static let outer: ProfileKey<JSONNode> = .node(
            "outer", "The outer display, in use while the device is closed.", .object(display))
        static let inner: ProfileKey<JSONNode> = .node(
            "inner", "The inner display, in use while the device is open.", .object(display))
        static let display: SchemaObject = SchemaObject(
            "One display.",
            [displayWidth, displayHeight, diagonalInches, sourceKey, scale, rotation, sizeClasses])
        static let displayWidth: ProfileKey<Double> = .number(
            "width", "The display's width in its native orientation.", in: Limits.displaySide, .points)
        static let displayHeight: ProfileKey<Double> = .number(
            "height", "The display's height in its native orientation.", in: Limits.displaySide, .points)
        static let diagonalInches: ProfileKey<Double> = .number(
            "diagonalInches", "The display's diagonal, for people (the engine doesn't use it).", in: 0.1...100,
            .inches, required: false)
        static let scale: ProfileKey<JSONNode> = .node(
            "scale",
            "The display's pixels per point (UIScreen.scale), for vocabularies that count device pixels (Android's FoldingFeature.bounds); without it those pixels are not reported.",
            .object(SchemaObject("The display's scale.", [pixelsPerPoint, sourceKey])), required: false,
            default: .described("no pixels reported"))
        static let pixelsPerPoint: ProfileKey<Double> = .number(
            "pixelsPerPoint", "Device pixels per point.", in: Limits.pixelsPerPoint, .none)
        static let rotation: ProfileKey<JSONNode> = .node(
            "rotation", "How the picture turns to reach the other orientation; features turn with it.",
            .object(SchemaObject("The display's rotation.", [direction, sourceKey])))
        static let direction: ProfileKey<QuarterTurn> = .choice(
            "direction", "Which way the picture turns from the native orientation to the other.")
        static let sizeClasses: ProfileKey<JSONNode> = .node(
            "sizeClasses", "The size classes of a full-screen window, per interface orientation.",
            .object(SchemaObject("Size classes by orientation.", orientationClasses + [sourceKey])))
        static let orientationClasses = Orientation.allCases.map { orientation in
            ProfileKey.node(
                orientation.rawValue, "The size classes in \(orientation.rawValue).",
                .object(SchemaObject("Horizontal and vertical size classes.", [horizontalClass, verticalClass])))
        }
        static let horizontalClass: ProfileKey<SizeClass> = .choice("horizontal", "The horizontal size class.")
        static let verticalClass: ProfileKey<SizeClass> = .choice("vertical", "The vertical size class.")

        // MARK: Features

        static let features: ProfileKey<JSONNode> = .node(
            "features",
            "The fold, cameras and the island: each reserves part of one display, in its native coordinates.",
            .list(.object(feature), minItems: 0))
        static let feature: SchemaObject = SchemaObject(
            "A piece of hardware that reserves part of a display; its id is unique on its display.",
            [featureID, kind, featureDisplay, frame, line, margin, activeWhen, sourceKey, liveActivity],
            rules: [
                SchemaRule(when: .equals("kind", ["division"]), .required(["line"]), "a division is a line"),
                SchemaRule(when: .equals("kind", ["division"]), .absent(["frame"]), "a division has no frame"),
                SchemaRule(when: .equals("kind", ["occlusion"]), .required(["frame"]), "an occlusion is a frame"),
                SchemaRule(when: .equals("kind", ["occlusion"]), .absent(["line"]), "an occlusion has no line"),
            ])
        static let featureID: ProfileKey<String> = .text(
            "id", "The feature's id (fold, camera, island, …).", .identifier)
        static let kind: ProfileKey<ReservedRegionKind> = .choice(
            "kind", "division: the fold, which splits the space; occlusion: pixels hardware covers.",
            only: ReservedRegionKind.hardware)
        static let featureDisplay: ProfileKey<DisplayID> = .choice("display", "The display it is on.")
        static let frame: ProfileKey<JSONNode> = .node(
            "frame", "An occlusion's frame, inside its display.", .object(rect), required: false)
        static let rect: SchemaObject = SchemaObject(
            "A rectangle in the display's native coordinates.", [rectX, rectY, rectWidth, rectHeight])
        static let rectX: ProfileKey<Double> = .number("x", "Its left edge.", in: Limits.coordinate, .points)
        static let rectY: ProfileKey<Double> = .number("y", "Its top edge.", in: Limits.coordinate, .points)
        static let rectWidth: ProfileKey<Double> = .number("width", "Its width.", in: Limits.length, .points)
        static let rectHeight: ProfileKey<Double> = .number("height", "Its height.", in: Limits.length, .points)
        static let line: ProfileKey<JSONNode> = .node(
            "line", "A division's line, inside its display.",
            .object(SchemaObject("A line across the display.", [axis, position])), required: false)
        static let axis: ProfileKey<String> = .choice("axis", "Which way the line runs.", ["vertical", "horizontal"])
        static let position: ProfileKey<Double> = .number(
            "position", "The line's x (vertical) or y (horizontal).", in: Limits.length, .points)
        static let margin: ProfileKey<Double> = .number(
            "margin", "A division's margin each side of its line while active (Apple's recommended clearance).",
            in: Limits.length, .points, required: false, default: 0)
        static let activeWhen: ProfileKey<HardwareFeature.ActivationRule> = .choice(
            "activeWhen",
            "When the feature reserves its region: always, while partially open (a fold), or while the inner camera is in use."
        )
        static let liveActivity: ProfileKey<JSONNode> = .node(
            "liveActivity", "An occlusion's frame while a Live Activity runs (the island grows).",
            .object(SchemaObject("The frame during a Live Activity.", [liveFrame, sourceKey])), required: false)
        static let liveFrame: ProfileKey<JSONNode> = .node(
            "frame", "The grown frame, inside the display.", .object(rect))

        // MARK: The hinge and poses

        static let hinge: ProfileKey<JSONNode> = .node(
            "hinge", "The angles where the hinge status changes.",
            .object(
                SchemaObject(
                    "Hinge thresholds, closedAtMost below fullyOpenAtLeast.",
                    [closedAtMost, fullyOpenAtLeast, sourceKey])))
        static let closedAtMost: ProfileKey<Double> = .number(
            "closedAtMost", "At or below this angle the hinge is closed.", in: Limits.angle, .degrees)
        static let fullyOpenAtLeast: ProfileKey<Double> = .number(
            "fullyOpenAtLeast", "At or above this angle the hinge is fully open.", in: Limits.angle, .degrees)
        static let poses: ProfileKey<JSONNode> = .node(
            "poses",
            "The named poses, each name and key used once; the first is the default unless one is called book.",
            .list(.object(pose), minItems: 1))
        static let pose: SchemaObject = SchemaObject(
            "A named pose: a hinge angle and the orientation of the display in use.",
            [poseName, angle, orientation, poseKey, sourceKey])
        static let poseName: ProfileKey<String> = .text("name", "The pose's name (book, laptop, …).", .identifier)
        static let angle: ProfileKey<Double> = .number(
            "angle", "The hinge angle, 0 closed to 180 flat.", in: Limits.angle, .degrees)
        static let orientation: ProfileKey<Orientation> = .choice(
            "orientation", "The interface orientation of the display in use in this pose.")
        static let poseKey: ProfileKey<String> = .text(
            "key",
            "The key that selects the pose in the terminal UI: one character, neither a control character nor a key the UI keeps for itself, such as q (quit) or ? (help)",
            .key(reserved: []), required: false,
            default: "no key")

        // MARK: Split View, the side column, bars

        static let splitView: ProfileKey<JSONNode> = .node(
            "splitView", "How Split View divides its display.",
            .object(
                SchemaObject(
                    "Split View's windows.", [splitDisplay, dividerWidth, fraction, tallOrientation, sourceKey])))
        static let splitDisplay: ProfileKey<DisplayID> = .choice("display", "The display Split View is on.")
        static let dividerWidth: ProfileKey<Double> = .number(
            "dividerWidth", "The gap between the two windows; less than the display's shorter side.", in: Limits.length,
            .points)
        static let fraction: ProfileKey<Double> = .openFraction(
            "fraction", "The first window's share of the space left after the divider.")
        static let tallOrientation: ProfileKey<String> = .choice(
            "tallOrientation", "In a tall orientation, the windows stack (above and below) or stay side by side.",
            ["stacked", "sideBySide"])
        static let sideColumn: ProfileKey<JSONNode> = .node(
            "sideColumn", "The column vertical bars stand in.",
            .object(SchemaObject("The side column.", [columnWidth, fullScreenEdge, sourceKey])))
        static let columnWidth: ProfileKey<Double> = .number(
            "width", "The column's width; narrower than every display side.", in: Limits.itemSize, .points)
        static let fullScreenEdge: ProfileKey<PhysicalEdge> = .choice(
            "fullScreenEdge", "The physical edge of a full-screen window the column stands on.")
        static let bars: ProfileKey<JSONNode> = .node(
            "bars", "Sizes of bar items and system components.",
            .object(SchemaObject("Bar sizes.", barMetrics + [alertSize, sourceKey])))
        static let barMetrics = [
            ProfileKey.number(
                "itemHeight", "A toolbar item's height in the side column.", in: Limits.itemSize, .points),
            ProfileKey.number(
                "tabItemHeight", "A tab bar item's height in the side column.", in: Limits.itemSize, .points),
            ProfileKey.number(
                "groupGap", "The space between items from the top bar and items from the bottom bar.",
                in: 0...Limits.itemSize.upperBound, .points),
            ProfileKey.number(
                "statusAreaHeight", "The status area's height, where the island isn't.", in: Limits.itemSize, .points),
            ProfileKey.number(
                "horizontalItemWidth", "A toolbar item's width in a horizontal bar.", in: Limits.itemSize, .points),
            ProfileKey.number(
                "navigationBarHeight", "A horizontal navigation bar's height.", in: Limits.itemSize, .points),
            ProfileKey.number("toolbarHeight", "A horizontal toolbar's height.", in: Limits.itemSize, .points),
            ProfileKey.number("tabBarHeight", "A horizontal tab bar's height.", in: Limits.itemSize, .points),
        ]
        static let alertSize: ProfileKey<JSONNode> = .node("alertSize", "An alert's size.", .object(size))
        /// A size that must be positive (an alert, a sheet, a control).
        static let size: SchemaObject = SchemaObject("A size.", [sizeWidth, sizeHeight])
        static let sizeWidth: ProfileKey<Double> = .number("width", "The width.", in: Limits.size, .points)
        static let sizeHeight: ProfileKey<Double> = .number("height", "The height.", in: Limits.size, .points)

        // MARK: Postures and presentations

        static let postures: ProfileKey<JSONNode> = .node(
            "postures", "The postures other platforms derive from the hinge angle (Android, the web).",
            .object(
                SchemaObject(
                    "Posture ranges; together they hold every angle from 0 to 180.", [ranges, foldType, sourceKey])),
            required: false,
            default: .described(
                PostureRange.assumedDefault.map {
                    "\($0.posture.rawValue) \(formatPoints($0.from))–\(formatPoints($0.to))°"
                }
                .joined(separator: ", ")))
        static let ranges: ProfileKey<JSONNode> = .node(
            "ranges", "The ranges, inclusive; the first that holds an angle names its posture.",
            .list(.object(postureRange), minItems: 1))
        static let postureRange: SchemaObject = SchemaObject(
            "One posture's angles, from at most to.", [rangeFrom, rangeTo, posture])
        static let rangeFrom: ProfileKey<Double> = .number(
            "from", "The range's first angle.", in: Limits.angle, .degrees)
        static let rangeTo: ProfileKey<Double> = .number(
            "to", "The range's last angle, not below from.", in: Limits.angle, .degrees)
        static let posture: ProfileKey<DevicePosture> = .choice("posture", "The posture these angles are.")
        static let foldType: ProfileKey<FoldType> = .choice(
            "foldType", "What the fold is to Android: a fold of one flexible screen, or a hinge between two panels.",
            default: .fold)
        static let presentations: ProfileKey<JSONNode> = .node(
            "presentations", "Where the system puts presentations the platform leaves unpublished.",
            .object(SchemaObject("Presentation placement.", [horizontalFold, sourceKey])), required: false)
        static let horizontalFold: ProfileKey<JSONNode> = .node(
            "horizontalFold", "Which half of a horizontal fold each kind of presentation takes.",
            .object(SchemaObject("Halves by presentation kind.", halves)))
        /// The kinds a half is named for: popovers and context menus go by their anchor, and a
        /// popover shown as a sheet takes a sheet's half.
        static let halfKinds: [PresentationSpec.Kind] = [.sheet, .alert]
        static let halves = halfKinds.map { kind in
            ProfileKey<VerticalHalf>.choice(
                kind.rawValue, "The half \(kind.rawValue)s take.", required: false,
                default: DeviceProfile.defaultPresentationHalves[kind])
        }
    }
}
