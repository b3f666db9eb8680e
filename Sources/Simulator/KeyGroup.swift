// MARK: - Binding

/// Keys, the action they trigger, and what the help says about it.
public struct Binding: Sendable {
    public var keys: [Key]
    public var action: Action
    public var help: String

    public init(_ keys: [Key], _ action: Action, _ help: String) {
        self.keys = keys
        self.action = action
        self.help = help
    }

    /// How the keys are written in the help (`Shift+← PgDn`).
    public var label: String { keys.map(\.label).joined(separator: " ") }
}

// MARK: - KeyGroup

/// One row of the help: bindings that read as one (`← →  hinge 1° closed / open`), and the hint
/// line's words for them, if they have a place there.
public struct KeyGroup: Sendable {
    /// What the help's row says.
    public var text: String
    public var bindings: [Binding]
    /// The hint line's words; the hint line shows them in the table's order, as many as fit.
    public var hint: String?
    /// The hint line always shows this group's hint, at its end.
    public var essential: Bool
    /// The help writes the keys as a range, the first to the last (the poses' `1-5`).
    public var range: Bool = false

    public init(_ text: String, hint: String? = nil, essential: Bool = false, _ bindings: [Binding]) {
        self.text = text
        self.bindings = bindings
        self.hint = hint
        self.essential = essential
    }

    /// A row of one binding, its text the binding's help.
    init(_ keys: [Key], _ action: Action, _ help: String, hint: String? = nil, essential: Bool = false) {
        self.init(help, hint: hint, essential: essential, [Binding(keys, action, help)])
    }

    /// The row's keys: side by side, each binding's first key, then each one's second (`Shift+← Shift+→
    /// PgDn PgUp`) when the bindings have as many keys each, else one binding's keys after the other's;
    /// the first to the last (`1-5`) for a range such as the poses'.
    public var keysLabel: String {
        if range, let first = bindings.first, let last = bindings.last { return "\(first.label)-\(last.label)" }
        let counts = Set(bindings.map(\.keys.count))
        guard counts.count == 1, let count = counts.first else { return bindings.map(\.label).joined(separator: " ") }
        let interleaved = (0..<count).flatMap { index in bindings.map { $0.keys[index].label } }
        return interleaved.joined(separator: " ")
    }
}

// MARK: - Hint

/// A group's words on the hint line.
public struct Hint: Hashable, Sendable {
    public var text: String
    /// Always shown, at the line's end (help and quit); the others as many as fit, in order.
    public var essential: Bool
    /// The cells it takes (one a character: every hint is one scalar a character), worked out once.
    public let width: Int

    public init(text: String, essential: Bool) {
        self.text = text
        self.essential = essential
        width = text.unicodeScalars.count
    }
}

// MARK: - HelpRow

/// A row of a key table (the help overlay's, the demo page's): the keys, and what they do.
public struct HelpRow: Hashable, Sendable {
    public var keys: String
    public var text: String

    public init(keys: String, text: String) {
        self.keys = keys
        self.text = text
    }
}
