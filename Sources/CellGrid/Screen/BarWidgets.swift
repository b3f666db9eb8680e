import PoseEngine
import Simulator

// MARK: - A bar's items

/// What the bars' widgets share: an item's words, the cells it needs, its kind and style.
enum BarItems {
    static let itemStyle = Style(.sideBar, bold: true)
    static let barStyle = Style(.sideBar, dim: true)

    /// An item's words in `width` cells: its title and badge whole (`full`, its `fullLabel`), or
    /// its title shortened with `…` before the badge; or the overflow button's count.
    static func label(_ item: PlacedItem, full: String, width: Int) -> String {
        guard !item.isOverflowButton, characterCount(full) > width else { return full }
        let mark = item.badge.map { $0 > 0 ? "\(Glyphs.unicode.badge)\($0)" : "" } ?? ""
        return fit(item.title, max(1, width - characterCount(mark))) + mark
    }

    /// The cells an item needs to be drawn by the rule: its words whole (`full`, its
    /// `fullLabel`), or three cells of its title, `…` and its badge.
    static func needs(_ item: PlacedItem, full: String) -> Int {
        let whole = characterCount(full)
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
        // The id first: comparing whole items is slow.
        return bars.tabBar?.items.contains { $0.id == item.id && $0 == item } == true ? .tab : .sideBarItem
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
