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

        /// The presentation's id.
        public var presentation: String
        /// What was found.
        public var kind: Kind
        /// Error, warning or note.
        public var severity: Collision.Severity
        /// The message of the first configuration where it happens.
        public var message: String
        /// Every configuration where it happens.
        public var configurations: [Configuration]
    }

    /// What one window shows about each presentation: the fold and occlusions it must stay off,
    /// its anchor, its size, its own toolbar (Docs/DOMAIN.md §6).
    /// - Parameter regions: the window's active regions, physical, in window coordinates.
    package static func presentationIssues(_ layout: AppLayout, regions: [PoseRegion])
        -> [(id: String, kind: PresentationFinding.Kind, severity: Collision.Severity, message: String)]
    {
        var issues: [(String, PresentationFinding.Kind, Collision.Severity, String)] = []
        for placed in layout.presentations {
            let id = placed.id
            for region in regions {
                guard let common = region.frame.intersection(placed.frame), common.width > 0, common.height > 0
                else { continue }
                issues.append(
                    region.kind == .division
                        ? (id, .crossesFold, .error, "crosses the active fold by \(formatPoints(common.width)) pt")
                        : (id, .overlapsOcclusion, .error, "overlaps \(region.id)"))
            }
            if let anchor = placed.anchorFrame {
                if placed.placement == .centered {
                    issues.append(
                        (id, .notBesideAnchor, .warning, "no room beside its anchor on its side: centred there"))
                }
                let covers =
                    anchor.width > 0
                    ? (placed.frame.intersection(anchor).map { $0.width * $0.height > 0 } ?? false)
                    : anchor.minX > placed.frame.minX && anchor.minX < placed.frame.maxX
                        && anchor.minY > placed.frame.minY && anchor.minY < placed.frame.maxY
                if covers { issues.append((id, .coversAnchor, .warning, "covers the view it points at")) }
                if placed.anchorHidden {
                    issues.append(
                        (
                            id, .anchorHidden, .note,
                            "its anchor isn't shown: it points at the overflow button or the content's centre"
                        ))
                }
            }
            if placed.constrained {
                let size = "\(formatPoints(placed.frame.width)) × \(formatPoints(placed.frame.height))"
                let wanted =
                    "\(formatPoints(placed.preferredSize.width)) × \(formatPoints(placed.preferredSize.height))"
                issues.append(
                    (
                        id, .constrained, .note,
                        "shrunk from its preferred \(wanted) pt to its side (\(size) pt in the first)"
                    ))
            }
            if placed.adaptedToSheet {
                issues.append((id, .adaptedToSheet, .note, "shown as a sheet: a compact width adapts a popover"))
            }
            if let overflowed = placed.bars?.overflowed, !overflowed.isEmpty {
                issues.append(
                    (
                        id, .toolbarOverflow, .note,
                        "its toolbar's overflow menu holds " + overflowed.joined(separator: ", ")
                    ))
            }
        }
        return issues
    }

    /// What a window shows about the arrangement: inside a container 003 rules out ("not inside a
    /// NavigationSplitView, List or ScrollView"), a warning (Docs/DOMAIN.md §6).
    package static func arrangementIssue(_ layout: AppLayout) -> String? {
        guard let inside = layout.arrangement?.options?.insideContainer else { return nil }
        let names = ["navigationSplitView": "a NavigationSplitView", "list": "a List", "scrollView": "a ScrollView"]
        return
            "is inside \(names[inside] ?? inside): 003 places an arrangement view in none of a NavigationSplitView, a List or a ScrollView"
    }

    /// Adds an issue seen in `configuration` to the finding it belongs to, or starts one.
    static func record(
        presentation id: String, kind: PresentationFinding.Kind, severity: Collision.Severity, message: String,
        in configuration: Configuration, into findings: inout [PresentationFinding]
    ) {
        if let at = findings.firstIndex(where: { $0.presentation == id && $0.kind == kind }) {
            findings[at].configurations.append(configuration)
        } else {
            findings.append(
                PresentationFinding(
                    presentation: id, kind: kind, severity: severity, message: message, configurations: [configuration])
            )
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
