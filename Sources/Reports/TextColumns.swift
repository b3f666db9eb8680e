// MARK: - Text columns and decimals

// The reports' and the screen's number and column formatting (`formatPoints`, a number in
// points, is the engine's: its messages use it too).

/// `value` with exactly `places` decimals (`0.50`), as `%.Nf` writes it, without Foundation.
public func formatDecimals(_ value: Double, _ places: Int) -> String {
    var factor = 1
    for _ in 0..<max(0, places) { factor *= 10 }
    let scaled = Int(checked: abs(value) * Double(factor))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + String(scaled) }
    let fraction = String(scaled % factor)
    return sign + String(scaled / factor) + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// `text` cut or filled with spaces on the right to exactly `width` characters (a column in a table).
public func padColumn(_ text: String, _ width: Int) -> String {
    let count = text.count
    return count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - count)
}
