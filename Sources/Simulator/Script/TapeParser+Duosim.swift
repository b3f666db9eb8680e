import FileIO
import PoseEngine

// MARK: - duosim's verbs

extension TapeParser {
    mutating func parsePose() -> ScriptCommand? {
        readString("Pose", "a pose name: Pose book").map(ScriptCommand.pose)
    }

    mutating func parseHinge() -> ScriptCommand? {
        readAngle("Hinge").map(ScriptCommand.hinge)
    }

    mutating func parseOpenClose() -> ScriptCommand? {
        .hinge(verbName == "Open" ? 180 : verbName == "Close" ? 0 : 90)
    }

    mutating func parseSweep() -> ScriptCommand? {
        guard let from = readAngle("Sweep"), let to = readAngle("Sweep") else { return nil }
        guard peek.kind == .number else { return .sweep(from: from, to: to, duration: abs(to - from) * 0.02) }
        return readTime("Sweep").map { .sweep(from: from, to: to, duration: $0) }
    }

    mutating func parseKey() -> ScriptCommand? {
        guard let (name, token) = readJoinedWord() else {
            fail(at: peek, "Key takes a key name and an optional count: Key Right 3\(found(peek))")
            return nil
        }
        guard let key = Key(name: name) else {
            fail(
                at: token,
                "unknown key \(Token.inert(name)) (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)")
            return nil
        }
        return readCount("Key").map { .key(key, count: $0) }
    }

    mutating func parseClick() -> ScriptCommand? {
        guard let column = readInteger("Click column", 0...999), let row = readInteger("Click row", 0...999) else {
            return nil
        }
        return .click(column: column, row: row)
    }

    mutating func parseDrag() -> ScriptCommand? {
        guard let c1 = readInteger("Drag column", 0...999), let r1 = readInteger("Drag row", 0...999),
            let c2 = readInteger("Drag column", 0...999), let r2 = readInteger("Drag row", 0...999)
        else { return nil }
        return .drag(fromColumn: c1, fromRow: r1, toColumn: c2, toRow: r2)
    }

    mutating func parseResize() -> ScriptCommand? {
        guard let columns = readInteger("Resize columns", 1...1000), let rows = readInteger("Resize rows", 1...1000)
        else { return nil }
        return .resize(columns: columns, rows: rows)
    }

    mutating func parseCapture() -> ScriptCommand? {
        guard let name = readString("Capture", "a name: Capture \"book-split\"") else { return nil }
        if let problem = OutputPolicy.nameProblem(name) {
            fail(at: current, "Capture \(current.shown): \(problem)")
            return nil
        }
        guard !name.isEmpty, isPlainName(name, orAnyOf: "-_."), !name.hasPrefix("."), name.count <= 100 else {
            fail(at: current, "Capture \(current.shown): use a plain file name (letters, digits, - _ .)")
            return nil
        }
        return .capture(name)
    }
}
