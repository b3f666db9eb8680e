import PoseEngine
import Simulator

// MARK: - A bar's items

/// What the bars' widgets share: an item's words, the cells it needs, its kind and style.
enum BarItems {
    static let itemStyle = Style(.sideBar, bold: true)
    static let barStyle = Style(.sideBar, dim: true)

    /// An item's words in `width` cells: its title and badge whole, or its title shortened with
    /// `…` before the badge; or the overflow button's count.
    static func label(_ item: PlacedItem, in bars: BarLayout, width: Int) -> String {
        let glyphs = Glyphs.unicode
        if item.isOverflowButton { return "\(glyphs.overflow)\(bars.overflowMenu.count)" }
        let mark = item.badge.map { $0 > 0 ? "\(glyphs.badge)\($0)" : "" } ?? ""
        let whole = item.title + mark
        guard characterCount(whole) > width else { return whole }
        return fit(item.title, max(1, width - characterCount(mark))) + mark
    }

    /// The cells an item needs to be drawn by the rule: its words whole, or three cells of its
    /// title, `…` and its badge.
    static func needs(_ item: PlacedItem, in bars: BarLayout) -> Int {
        let whole = characterCount(fullLabel(item, in: bars))
        guard !item.isOverflowButton else { return whole }
        let mark = item.badge.map { $0 > 0 ? 1 + String($0).count : 0 } ?? 0
        return min(whole, 4 + mark)
    }

    /// An item's words uncut.
    static func fullLabel(_ item: PlacedItem, in bars: BarLayout) -> String {
        let glyphs = Glyphs.unicode
        return item.isOverflowButton
            ? "\(glyphs.overflow)\(bars.overflowMenu.count)"
            : item.title + (item.badge.map { $0 > 0 ? "\(glyphs.badge)\($0)" : "" } ?? "")
    }

    static func style(_ item: PlacedItem, tab: Bool) -> Style {
        item.isOverflowButton ? Style(.warning, bold: true) : tab ? Style(.text) : itemStyle
    }

    static func kind(of item: PlacedItem, in bars: BarLayout) -> DrawnElement.Kind {
        if item.isOverflowButton { return .overflow }
        return bars.tabBar?.items.contains(item) == true ? .tab : .sideBarItem
    }

    /// The legend looks at an item's words for its overflow or badge mark.
    static func spotMarks(_ item: PlacedItem, _ cells: CellRect, into drawn: inout DrawReport) {
        if item.isOverflowButton { drawn.spot(cells, Glyphs.unicode.overflow) }
        if (item.badge ?? 0) > 0 { drawn.spot(cells, Glyphs.unicode.badge) }
    }
}

// MARK: - The bars

/// An app's bars in its window: the side column or the horizontal bars, with their items,
/// badges and overflow markers; each item not drawn named, with why (the side-bars overlay off).
struct BarsWidget: Widget {
    let bars: BarLayout
    /// The window's area, or a sheet's inside its outline.
    let area: WindowArea
    /// Whether the side-bars overlay is on.
    let overlay: Bool

    func draw(in canvas: inout Canvas) -> DrawReport {
        guard overlay else {
            var drawn = canvas.newReport()
            let why = ScreenRenderer.overlayOff(.sideBars), window = area.id
            for item in bars.items + (bars.tabBar?.items ?? []) {
                drawn.note(BarItems.kind(of: item, in: bars), item.id, window: window, shown: .hidden(why))
                drawn.account(BarItems.fullLabel(item, in: bars), window: window, reason: why)
            }
            return drawn
        }
        return bars.axis == .vertical
            ? SideColumnWidget(bars: bars, area: area).draw(in: &canvas)
            : HorizontalBarsWidget(bars: bars, area: area).draw(in: &canvas)
    }
}
