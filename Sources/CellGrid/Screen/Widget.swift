// MARK: - Widget

/// Draws one element of the picture (a value: a pane, a bar item, a sheet) into an area of a
/// canvas, and says what it drew: its cells, its label as drawn — whole, shortened, or not drawn
/// and why — and what it covered. `Canvas.place` files the report; the frame's accounting and
/// legend are read from the reports alone.
protocol Widget {
    func draw(in canvas: inout Canvas) -> DrawReport
}
