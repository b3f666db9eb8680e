// MARK: - Points as text

// The engine's only text is a `DataError`'s reason (a profile that doesn't decode, thrown to the
// caller) and the profile format's own descriptions in its key tables; its reasons and findings
// are values, whose words Reports writes. They all print numbers with this one formatter
// (`package`: it is no part of the library's API).

/// A number as a person reads it: `127`, `455.5`, `-26.5`, `82.95` — at most two decimals, never
/// binary noise (`82.94999999999999`); a value too small or too large for that keeps its exact form
/// (`5e-324`), so a message about it still says what was found.
package func formatPoints(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return value == 0 ? "0" : String(value) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}

/// The number `formatPoints` shows: `value` to the hundredth of a point (what the engine's answers
/// are given in), or `value` itself where `formatPoints` keeps the exact form. Two values show
/// the same text exactly when they have the same `shownPoints`: what tells two answers apart.
package func shownPoints(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e15 else { return value }
    let rounded = (value * 100).rounded() / 100
    return rounded == 0 ? value : rounded
}
