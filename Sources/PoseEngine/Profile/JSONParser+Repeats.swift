// MARK: - Repeated keys

extension JSONSyntaxError {
    /// The error as seen from the container around it: `step` (a key, an index) goes in front of
    /// a repeated key's path.
    func inside(_ step: JSONPathStep) -> JSONSyntaxError {
        guard var repeated else { return self }
        repeated.steps.insert(step, at: 0)
        var error = self
        error.repeated = repeated
        return error
    }
}

/// One step of a JSON path: a member's key or an element's index.
enum JSONPathStep: Sendable, Equatable {
    case key(String)
    case index(Int)
}

/// A key given twice in one object, with where each is (lines and columns as syntax errors give).
struct RepeatedKey: Equatable {
    var key: String
    /// The path to the key, from the root: its object's path, then the key.
    var steps: [JSONPathStep]
    var first: (line: Int, column: Int)
    var second: (line: Int, column: Int)

    static func == (lhs: RepeatedKey, rhs: RepeatedKey) -> Bool {
        lhs.key == rhs.key && lhs.steps == rhs.steps && lhs.first == rhs.first && lhs.second == rhs.second
    }
}
