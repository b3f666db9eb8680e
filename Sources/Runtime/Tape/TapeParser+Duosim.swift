import FileIO
import PoseEngine
import Simulator

// MARK: - duosim's verbs

extension TapeParser {
    mutating func parseOpenClose() -> Double {
        verbName == "Open" ? Limits.angle.upperBound : verbName == "Close" ? Limits.angle.lowerBound : 90
    }

    mutating func parseSweep() -> (Double, Double, Double)? {
        guard let from = readAngle("Sweep"), let to = readAngle("Sweep") else { return nil }
        guard peek.kind == .number else { return (from, to, abs(to - from) * 0.02) }
        return readTime("Sweep").map { (from, to, $0) }
    }

    /// An element's reference: quoted, or bare with its window joined on (`left:trash`).
    mutating func parseInspect() -> String? {
        if peek.kind == .string { return readString() }
        guard let (text, _) = readJoinedWord() else {
            fail(at: peek, "Inspect takes \(usage)\(found(peek))")
            return nil
        }
        return text
    }

    mutating func parseKey() -> (Key, Int)? {
        guard let (name, token) = readJoinedWord() else {
            fail(at: peek, "Key takes \(usage)\(found(peek))")
            return nil
        }
        guard let key = Key(name: name) else {
            fail(
                at: token,
                "unknown key \(Token.inert(name)) (for example Left, Shift+Right, PgUp, Home, Tab, Esc, F1, Ctrl+C, q)")
            return nil
        }
        return readCount("Key").map { (key, $0) }
    }

    mutating func parseClick() -> (Int, Int)? {
        guard let column = readInteger("Click column", Limits.cellIndex),
            let row = readInteger("Click row", Limits.cellIndex)
        else { return nil }
        return (column, row)
    }

    mutating func parseDrag() -> (Int, Int, Int, Int)? {
        guard let c1 = readInteger("Drag column", Limits.cellIndex), let r1 = readInteger("Drag row", Limits.cellIndex),
            let c2 = readInteger("Drag column", Limits.cellIndex), let r2 = readInteger("Drag row", Limits.cellIndex)
        else { return nil }
        return (c1, r1, c2, r2)
    }

    mutating func parseResize() -> (Int, Int)? {
        guard let columns = readInteger("Resize columns", Limits.terminalCells),
            let rows = readInteger("Resize rows", Limits.terminalCells)
        else { return nil }
        return (columns, rows)
    }

    mutating func parseCapture() -> String? {
        guard let name = readString() else { return nil }
        if let problem = OutputPolicy.nameProblem(name) {
            fail(at: current, "Capture \(current.shown): \(problem)")
            return nil
        }
        guard !name.isEmpty, isPlainName(name, orAnyOf: "-_."), !name.hasPrefix("."), name.count <= 100 else {
            fail(at: current, "Capture \(current.shown): use a plain file name (letters, digits, - _ .)")
            return nil
        }
        return name
    }
}
