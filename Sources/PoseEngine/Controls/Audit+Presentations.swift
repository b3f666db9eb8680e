// MARK: - Presentations in the audit

extension Audit {
    /// One kind of finding about one presentation, and everywhere it happens.
    public struct PresentationFinding: Sendable {
        /// What the audit found.
        public enum Kind: String, Sendable, CaseIterable {
            /// Over an active fold's frame: the system never puts one there (an engine fault if seen).
            case crossesFold
            /// Over an active occlusion.
            case overlapsOcclusion
            /// No room beside its anchor on its side of the fold: centred there instead.
            case notBesideAnchor
            /// Over the view it points at.
            case coversAnchor
            /// Shrunk to the side it must stay on.
            case constrained
            /// Its anchor isn't shown in the window.
            case anchorHidden
            /// A popover a compact width shows as a sheet.
            case adaptedToSheet
            /// Items of its own toolbar in the overflow menu.
            case toolbarOverflow
            /// An arrangement view inside a NavigationSplitView, a List or a ScrollView, which 003 rules out.
            case insideContainer
        }

        /// What was found, with its numbers and ids in the first configuration where it happens.
        public enum Problem: Hashable, Sendable {
            /// Over an active fold's frame by this many points across it.
            case crossesFold(by: Double)
            /// Over this active occlusion.
            case overlapsOcclusion(RegionID)
            /// No room beside its anchor on its side of the fold: centred there instead.
            case notBesideAnchor
            /// Over the view it points at.
            case coversAnchor
            /// Its anchor isn't shown: it points at the overflow button or the content's centre.
            case anchorHidden
            /// Shrunk from its preferred size to the size shown, in points.
            case constrained(preferred: Size, shown: Size)
            /// A popover a compact width shows as a sheet.
            case adaptedToSheet
            /// These items of its own toolbar (ids) are in the overflow menu.
            case toolbarOverflow([String])
            /// An arrangement view inside this container (`navigationSplitView`, `list`, `scrollView`), which 003 rules out.
            case insideContainer(String)

            /// The kind of finding it is.
            public var kind: Kind {
                switch self {
                case .crossesFold: .crossesFold
                case .overlapsOcclusion: .overlapsOcclusion
                case .notBesideAnchor: .notBesideAnchor
                case .coversAnchor: .coversAnchor
                case .anchorHidden: .anchorHidden
                case .constrained: .constrained
                case .adaptedToSheet: .adaptedToSheet
                case .toolbarOverflow: .toolbarOverflow
                case .insideContainer: .insideContainer
                }
            }
        }

        /// The presentation's id.
        public var presentation: String
        /// Error, warning or note.
        public var severity: Collision.Severity
        /// What was found in the first configuration where it happens.
        public var problem: Problem
        /// Every configuration where it happens.
        public var configurations: [Configuration]

        /// What was found.
        public var kind: Kind { problem.kind }
    }

    /// One thing a window shows about a presentation (`id`: the presentation's).
    package struct PresentationIssue: Hashable, Sendable {
        package var id: String
        package var severity: Collision.Severity
        package var problem: PresentationFinding.Problem

        package init(_ id: String, _ severity: Collision.Severity, _ problem: PresentationFinding.Problem) {
            self.id = id
            self.severity = severity
            self.problem = problem
        }
    }

    /// What one window shows about each presentation: the fold and occlusions it must stay off,
    /// its anchor, its size, its own toolbar (Docs/DOMAIN.md §6).
    /// - Parameter regions: the window's active regions, physical, in window coordinates.
    package static func presentationIssues(_ layout: AppLayout, regions: [PoseRegion]) -> [PresentationIssue] {
        var issues: [PresentationIssue] = []
        for placed in layout.presentations {
            let id = placed.id
            for region in regions {
                guard let common = region.frame.intersection(placed.frame), common.width > 0, common.height > 0
                else { continue }
                issues.append(
                    region.kind == .division
                        ? PresentationIssue(id, .error, .crossesFold(by: common.width))
                        : PresentationIssue(id, .error, .overlapsOcclusion(region.id)))
            }
            if let anchor = placed.anchorFrame {
                if placed.placement == .centered { issues.append(PresentationIssue(id, .warning, .notBesideAnchor)) }
                let covers =
                    anchor.width > 0
                    ? (placed.frame.intersection(anchor).map { $0.width * $0.height > 0 } ?? false)
                    : anchor.minX > placed.frame.minX && anchor.minX < placed.frame.maxX
                        && anchor.minY > placed.frame.minY && anchor.minY < placed.frame.maxY
                if covers { issues.append(PresentationIssue(id, .warning, .coversAnchor)) }
                if placed.anchorHidden { issues.append(PresentationIssue(id, .note, .anchorHidden)) }
            }
            if placed.constrained {
                let shown = Size(width: placed.frame.width, height: placed.frame.height)
                issues.append(PresentationIssue(id, .note, .constrained(preferred: placed.preferredSize, shown: shown)))
            }
            if placed.adaptedToSheet { issues.append(PresentationIssue(id, .note, .adaptedToSheet)) }
            if let overflowed = placed.bars?.overflowed, !overflowed.isEmpty {
                issues.append(PresentationIssue(id, .note, .toolbarOverflow(overflowed)))
            }
        }
        return issues
    }

    /// What a window shows about the arrangement: inside a container 003 rules out ("not inside a
    /// NavigationSplitView, List or ScrollView"), a warning (Docs/DOMAIN.md §6).
    package static func arrangementIssue(_ layout: AppLayout) -> PresentationIssue? {
        guard let inside = layout.arrangement?.options?.insideContainer else { return nil }
        return PresentationIssue("arrangement", .warning, .insideContainer(inside))
    }

    /// Adds an issue seen in `configuration` to the finding it belongs to (its presentation's of
    /// its kind), or starts one.
    static func record(
        _ issue: PresentationIssue, in configuration: Configuration, into findings: inout [PresentationFinding]
    ) {
        let kind = issue.problem.kind
        if let at = findings.firstIndex(where: { $0.presentation == issue.id && $0.kind == kind }) {
            findings[at].configurations.append(configuration)
        } else {
            findings.append(
                PresentationFinding(
                    presentation: issue.id, severity: issue.severity, problem: issue.problem,
                    configurations: [configuration]))
        }
    }

    /// A window's active regions in its own physical coordinates.
    package static func physicalRegions(_ scene: PoseScene, _ window: WindowScene) -> [PoseRegion] {
        let frame = window.frameInDisplay
        return scene.display(scene.displayInUse).regions.compactMap { region in
            guard region.isActive, region.frame.meets(frame) else { return nil }
            return PoseRegion(
                id: region.id, kind: region.kind, frame: region.frame.offsetBy(dx: -frame.minX, dy: -frame.minY),
                margins: DirectionalMargins(top: 0, leading: 0, bottom: 0, trailing: 0), isActive: true)
        }
    }
}
