import PoseEngine

// MARK: - The engine's values in words

// The engine answers in values (kinds, reasons and problems with their numbers and ids); these
// are their words, the one place they are written. The query and audit text and JSON, the
// screen, the demo page and the test kit read them from here.

extension Collision {
    /// For people: "crosses the active fold by 24 pt (its frame with margins)".
    public var message: String {
        Collision.message(kind, with: with, amount: amount, overlap: overlap)
    }

    /// The words of a collision of `kind` with `with` by `amount` points (an occlusion's `overlap`).
    static func message(_ kind: Kind, with: String, amount: Double, overlap: Size?) -> String {
        switch kind {
        case .offWindow: return "\(formatPoints(amount)) pt past the window's \(with) edge"
        case .fold: return "crosses the active fold by \(formatPoints(amount)) pt (its frame with margins)"
        case .inactiveFold: return "straddles the inactive fold: it will cross it when folded"
        case .occlusion:
            let size = overlap ?? Size(width: amount, height: amount)
            return
                "overlaps \(with) by \(formatPoints(size.width)) × \(formatPoints(size.height)) pt (touches there may be suppressed)"
        case .sideBar: return "under the side column by \(formatPoints(amount)) pt"
        case .safeArea: return "\(formatPoints(amount)) pt outside the safe area (under the bars)"
        }
    }
}

extension Audit.Finding {
    /// The message of the first configuration where it happens.
    public var message: String {
        Collision.message(kind, with: with, amount: amount, overlap: overlap)
    }
}

extension GroupMove {
    /// "move 120 pt right and 16 pt up", "stay", or "no room: " and why.
    public var description: String {
        if let noRoom { return "no room: \(noRoom.text)" }
        var parts: [String] = []
        if dx != 0 { parts.append("\(formatPoints(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if dy != 0 { parts.append("\(formatPoints(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        return parts.isEmpty ? "stay" : "move " + parts.joined(separator: " and ")
    }
}

extension GroupMove.NoRoom {
    /// Why a group has no move, in words (`query`'s and the audit's `noRoom`).
    public var text: String {
        switch self {
        case .largerThanSafeArea(let box):
            "the group (\(formatPoints(box.width)) × \(formatPoints(box.height)) pt) is larger than the safe area"
        case .noPlace: "no place in the safe area keeps the group together clear of the fold, cameras and bars"
        }
    }
}

extension Audit.PresentationFinding.Problem {
    /// For people: "crosses the active fold by 24 pt", "covers the view it points at".
    public var message: String {
        switch self {
        case .crossesFold(let width): "crosses the active fold by \(formatPoints(width)) pt"
        case .overlapsOcclusion(let region): "overlaps \(region.rawValue)"
        case .notBesideAnchor: "no room beside its anchor on its side: centred there"
        case .coversAnchor: "covers the view it points at"
        case .anchorHidden: "its anchor isn't shown: it points at the overflow button or the content's centre"
        case .constrained(let preferred, let shown):
            "shrunk from its preferred \(Self.size(preferred)) pt to its side (\(Self.size(shown)) pt in the first)"
        case .adaptedToSheet: "shown as a sheet: a compact width adapts a popover"
        case .toolbarOverflow(let items): "its toolbar's overflow menu holds " + items.joined(separator: ", ")
        case .insideContainer(let inside):
            "is inside \(Self.containers[inside] ?? inside): 003 places an arrangement view in none of a NavigationSplitView, a List or a ScrollView"
        }
    }

    /// The containers 003 rules out, as a person names them.
    private static let containers = [
        "navigationSplitView": "a NavigationSplitView", "list": "a List", "scrollView": "a ScrollView",
    ]

    private static func size(_ size: Size) -> String { "\(formatPoints(size.width)) × \(formatPoints(size.height))" }
}

extension Audit.PresentationFinding {
    /// The message of the first configuration where it happens.
    public var message: String { problem.message }
}

extension Audit.PresentationIssue {
    /// What inspect mode's panel says of it.
    package var message: String { problem.message }
}

extension PlacedArrangement.Reason {
    /// Why the arrangement looks this way, for people: "split horizontally at the fold".
    public var text: String {
        switch self {
        case .secondaryCollapsed: return "the secondary view is collapsed: only the primary view shows"
        case .overlaid(let cause, let edge, let secondaryOnTop):
            var text: String
            switch cause {
            case .noFold: text = "primary over secondary"
            case .axisNotAllowed(let axis):
                text =
                    "the fold would part the views \(axis.rawValue)ly, an axis that isn't allowed: primary over secondary"
            }
            if let edge { text += ", the primary at the \(edge.rawValue) edge" }
            return secondaryOnTop ? text + "; the secondary on top (overlayArrangementZIndex)" : text
        case .partedSideBySide(let edge):
            let other: ArrangementSpec.OverlayEdge = edge == .trailing ? .leading : .trailing
            return "partially folded: primary \(edge.rawValue), secondary \(other.rawValue)"
        case .partedAboveAndBelow: return "partially folded: primary bottom, secondary top"
        case .oneView(let view, let cause): return "\(cause.text): only the \(view) view shows"
        case .split(let axis, let atFold): return "split \(axis.rawValue)ly" + (atFold ? " at the fold" : "")
        }
    }
}

extension PlacedArrangement.OneViewCause {
    /// Why a split shows one view, in words.
    public var text: String {
        switch self {
        case .naturalAxisNotAllowed(let axis): "its natural axis (\(axis.rawValue)) isn't allowed"
        case .compactSizeClass: "a compact size class (reading compactSplit: anyCompact)"
        case .needsRegularWidth: "a horizontal split needs regular width"
        case .needsRegularHeight: "a vertical split needs regular height"
        case .foldAlongSplit: "the fold runs along the split, so the views can't sit on its two sides"
        case .paneBelowMinimum: "a pane would be smaller than its minimum"
        }
    }
}

extension WindowEventOutcome.Reason {
    /// Why a window event came to what it did, in the documents' words (`windowEvent.reason`).
    public var text: String {
        switch self {
        case .closed(let window, let other, let display):
            "closing the \(window.rawValue) window leaves the \(other.rawValue) app alone: its window takes the whole display (\(Self.whole(display))) as the full-screen window"
        case .opensNoWindows(let display):
            "the \(display.rawValue) display opens no new windows: the app's window stays"
        case .opensFullScreen(let id, let display, let endsSplitView):
            "openWindow takes the whole \(id.rawValue) display: the new window is full screen (\(Self.whole(display)))"
                + (endsSplitView ? ", and Split View ends" : ", over the app's window")
        }
    }

    private static func whole(_ size: Size) -> String {
        "\(formatPoints(size.width)) × \(formatPoints(size.height)) pt"
    }
}

extension WindowEventRefusal {
    /// What is wrong, for people.
    public var message: String {
        switch self {
        case .noSplitView: "there is no Split View, so no window to close (give --split)"
        case .notInSplitView(let window, let windows):
            "this Split View's windows are \(windows.map(\.rawValue).joined(separator: " or ")), not \(window.rawValue)"
        }
    }
}

extension PlacedItem.Role {
    /// The title of a button the engine adds: "More (6)" (the side column's overflow button, with
    /// its menu's count), "More" (a horizontal bar's, and the More tab); `nil` for the app's items,
    /// whose titles are the profile's.
    public var title: String? {
        switch self {
        case .item: nil
        case .overflowButton(let count?): "More (\(count))"
        case .overflowButton(nil), .moreTab: "More"
        }
    }
}

extension PlacedItem {
    /// Its title as the outputs show it: the profile's, or the words of the engine's button.
    public var shownTitle: String { role.title ?? title }
}

extension WebVocabulary.Support {
    /// Who ships neither API (`--vocabulary web`'s panel, JSON and CSS).
    public static let shipsNeither =
        "Safari (macOS and iOS), every browser on iOS (all WebKit) and Firefox ship neither API: a page on iPhone Duo sees neither today"
}
