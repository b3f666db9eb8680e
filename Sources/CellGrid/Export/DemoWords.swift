import PoseEngine
import Simulator

// MARK: - DemoWords

/// The demo page's plain words beside Apple's: each value the page names gets a phrase a person
/// who never read Apple's documentation can follow. The switches are exhaustive, so a new case
/// in the engine needs its words here before the page builds.
enum DemoWords {
    /// The hinge's status as people say it.
    static func status(_ status: HingeStatus) -> String {
        switch status {
        case .closed: return "closed"
        case .partiallyOpen: return "partly open: the fold is active, and apps keep clear of it"
        case .fullyOpen: return "open flat: the fold is there, but reserves nothing"
        }
    }

    /// Where a window lies, as people say it (after "is").
    static func foldSide(_ side: FoldSide) -> String {
        switch side {
        case .leftOfFold: return "left of the fold"
        case .rightOfFold: return "right of the fold"
        case .aboveFold: return "above the fold"
        case .belowFold: return "below the fold"
        case .acrossFold: return "across the fold: its content meets it"
        case .noFold: return "away from any fold"
        }
    }

    /// A reserved region's kind as people name it.
    static func regionKind(_ kind: ReservedRegionKind) -> String {
        switch kind {
        case .division: return "fold"
        case .occlusion: return "camera or island"
        case .systemControls: return "system controls"
        }
    }

    /// A window's name (`the left window`).
    static func window(_ id: WindowID) -> String {
        switch id {
        case .main: return "the app's window"
        case .left, .right, .top, .bottom: return "the \(id.rawValue) window of Split View"
        }
    }

    /// What a drawn element is called, plainly and in Apple's words, by its kind.
    static func element(_ kind: DrawnElement.Kind) -> (plain: String, api: String) {
        switch kind {
        case .window: return ("Window", "UIWindowScene")
        case .region: return ("Reserved region", "ReservedRegion")
        case .margins: return ("Fold margins", "ReservedRegion margins")
        case .bar: return ("Bar", "toolbar / tab bar")
        case .sideBarItem: return ("Bar button", "ToolbarItem")
        case .tab: return ("Tab", "Tab")
        case .overflow: return ("Overflow button", "ToolbarItem (overflow menu)")
        case .presentation: return ("Sheet or alert", "presentation")
        case .pane: return ("Pane", "NavigationSplitView column")
        case .gridColumn: return ("Grid column", "grid column")
        case .control: return ("Custom control", "custom control")
        case .collision: return ("Collision", "collision")
        case .suggestion: return ("Suggested place", "suggested frame")
        case .label: return ("Label", "label")
        case .panelLine: return ("Panel line", "panel line")
        }
    }

    /// A switch of the page: its words, and Apple's when it has some.
    static func toggle(_ toggle: DemoToggle) -> (plain: String, api: String) {
        switch toggle {
        case .split: return ("Split View", "two windows side by side")
        case .rightToLeft: return ("Right to left", "layoutDirection .rightToLeft")
        case .includeInactive: return ("Inactive regions too", ".includeInactive")
        case .rotate: return ("Rotate", "portrait ↔ landscape")
        case .overlay(let kind): return (overlay(kind), "overlay")
        case .focus: return ("Second window", "focus")
        }
    }

    /// An overlay's name on its button.
    static func overlay(_ kind: OverlayKind) -> String {
        switch kind {
        case .margins: return "Fold margins"
        case .occlusions: return "Cameras"
        case .sideBars: return "Side-bar column"
        case .labels: return "Labels"
        case .grid: return "App grid"
        case .arrangement: return "Panes"
        case .presentations: return "Sheets"
        case .controls: return "Custom controls"
        }
    }
}

extension String {
    /// The text with its first letter a capital.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
