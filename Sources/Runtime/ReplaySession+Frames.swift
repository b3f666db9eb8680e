import CellGrid
import FileIO
import PoseEngine
import Simulator

// MARK: - ReplayOutput

/// One `Output` being written: its path and its writer (`OutputFormat.makeWriter`).
struct ReplayOutput {
    let path: String
    var writer: any FrameWriter
}

// MARK: - Frames, captures, assertions

extension ReplaySession {
    mutating func record(_ command: ScriptCommand) throws {
        try start(showing: command != .show(false))
        switch command {
        case .sleep(let seconds): advance(by: seconds)
        case .capture(let name): try capture(name: name)
        case .screenshot(let path):
            guard let format = OutputFormat.of(path: path)?.capture else {
                if !skipped.contains(path) { skipped.append(path) }
                return
            }
            try writeCapture(path: path, format: format)
        case .show(let on):
            recordingFrames = on
            if on {
                shownGrid = nil
                try show()
            }
        case .wait(let scope, let pattern): try wait(scope, pattern ?? waitPattern)
        default: break
        }
    }

    /// The screen changed: it becomes a frame of every output, when frames are recorded.
    mutating func show() throws {
        current = nil
        guard recordingFrames, !outputs.isEmpty else { return }
        let grid = currentGrid()
        guard grid != shownGrid else { return }
        shownGrid = grid
        frames += 1
        for index in outputs.indices {
            outputs[index].writer.add(grid, at: recorded)
            try write(outputs[index].writer.take(), to: outputs[index].path)
        }
    }

    /// The screen shown now, drawn once after each change.
    mutating func currentGrid() -> Grid {
        if let current { return current }
        let grid = inUI ? currentScreen().grid : promptGrid()
        current = grid
        return grid
    }

    /// The UI as shown now, with its layout (for the mouse).
    mutating func currentScreen() -> RenderedScreen {
        // `current` in the UI is only ever set here, so with it the layout is the current one too.
        if current != nil, let screen { return screen }
        let drawn = renderUI()
        screen = drawn
        current = drawn.grid
        return drawn
    }

    /// The screen as this replay draws it, without keeping it.
    func renderGrid() -> Grid {
        inUI ? renderUI().grid : promptGrid()
    }

    /// The UI (in ASCII and without colour when `Env` asks).
    func renderUI() -> RenderedScreen {
        var screen = ScreenRenderer.render(
            state, columns: columns, rows: rows, options: RenderOptions(unicode: unicode, recordsElements: false))
        if noColor { screen.grid = screen.grid.withoutColors() }
        return screen
    }

    func promptGrid() -> Grid {
        let grid = prompt.draw(columns: columns, rows: rows)
        return noColor ? grid.withoutColors() : grid
    }

    mutating func capture(name: String) throws {
        let ext = PathText.pathExtension(name)
        guard ext.isEmpty || OutputFormat.named(ext)?.capture != nil else {
            throw error(
                "Capture \"\(name)\": unknown format '.\(ext)' (use \(OutputFormat.extensions { $0.capture != nil }), or no extension)"
            )
        }
        let format = OutputFormat.named(ext)?.capture
        try writeCapture(path: format == nil ? name + ".txt" : name, format: format ?? .text)
    }

    mutating func writeCapture(path: String, format: CaptureFormat) throws {
        files.line = position.line
        files.lineFile = lineFile
        let grid = currentGrid()
        try files.writeCapture(path: path, format: format, grid: grid, title: state.captureTitle)
    }

    /// The screen shown must match: at the prompt `Wait+Line` reads the cursor's row (as VHS does),
    /// in the UI (which has no cursor) any row.
    mutating func wait(_ scope: WaitScope, _ source: String) throws {
        let pattern: TapePattern
        if let cached = patterns[source] {
            pattern = cached
        } else {
            do { pattern = try TapePattern(source) } catch {
                throw self.error("Wait: /\(Token.inert(source, limit: 80))/ is not a regular expression (\(error))")
            }
            patterns[source] = pattern
        }
        let grid = currentGrid()
        let lines = (0..<grid.height).map(grid.line)
        let matched: Bool
        switch scope {
        case .screen: matched = pattern.matches(lines.joined(separator: "\n"))
        case .line where inUI: matched = lines.contains(where: pattern.matches)
        case .line:
            let row = prompt.cursorRow(columns: columns, rows: rows)
            matched = lines.indices.contains(row) && pattern.matches(lines[row])
        }
        guard matched else {
            throw WaitFailure(
                file: lineFile ?? file, line: position.line, column: position.column, scope: scope, pattern: source,
                screen: grid.text)
        }
    }

    mutating func finish() throws -> Recording {
        if !started { try start() }
        // Each output ends at the session's end (a cast's last event then, for a trailing Sleep).
        for index in outputs.indices {
            try write(outputs[index].writer.finish(at: recorded), to: outputs[index].path)
        }
        return Recording(
            files: files.paths.map { ($0, "") }, frames: frames, duration: recorded, clock: clock, notRun: notRun,
            skipped: skipped)
    }
}
