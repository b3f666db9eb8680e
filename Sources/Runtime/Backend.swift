import CellGrid

// MARK: - Backend

/// Where the live loop draws and what it reads (ratatui's `Backend`): the ncurses terminal, or a
/// `MemoryBackend` in tests. The loop never knows which.
public protocol Backend: AnyObject {
    /// The terminal's size in cells.
    var size: TerminalSize { get }
    /// Whether box drawing can be used (a UTF-8 locale).
    var unicode: Bool { get }
    /// Shows `grid`, sending only the cells that changed (`Grid.changedCells(from:)`).
    func draw(_ grid: Grid)
    /// The next key, click, resize, or `.idle` after a short poll; `.end` when input is over.
    func nextEvent() -> InputEvent
    /// A signal that arrived since the last call.
    func takePendingSignal() -> PendingSignal?
    /// Leaves the screen and stops the process until it is continued (Ctrl-Z).
    func suspend()
    /// Restores the terminal. Safe to call twice.
    func close()
}

// MARK: - TerminalSize

/// A terminal's size in cells: its columns and its rows.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

// MARK: - MemoryBackend

/// A backend in memory (ratatui's `TestBackend`): events queued by a test, every drawn grid kept.
public final class MemoryBackend: Backend {
    public var size: TerminalSize
    public let unicode: Bool
    private var events: [InputEvent]
    private var signals: [PendingSignal] = []
    /// Every grid drawn, in order; the last is the screen.
    public private(set) var frames: [Grid] = []
    /// Cells sent by the last draw (changed cells only).
    public private(set) var lastCellsSent = 0
    public private(set) var closed = false

    /// - Parameters:
    ///   - events: what the "user" does, in order; after them the input ends.
    public init(columns: Int = 120, rows: Int = 40, unicode: Bool = true, events: [InputEvent]) {
        self.size = TerminalSize(columns: columns, rows: rows)
        self.unicode = unicode
        self.events = events
    }

    /// The screen as text, as a capture writes it.
    public var screen: String { frames.last?.text ?? "" }

    /// Queues a signal, delivered before the next event.
    public func send(_ signal: PendingSignal) { signals.append(signal) }

    public func draw(_ grid: Grid) {
        lastCellsSent = grid.changedCells(from: frames.last).count
        frames.append(grid)
    }

    public func nextEvent() -> InputEvent {
        guard !events.isEmpty else { return .end }
        let event = events.removeFirst()
        if case .resize(let columns, let rows) = event { size = TerminalSize(columns: columns, rows: rows) }
        return event
    }

    public func takePendingSignal() -> PendingSignal? {
        signals.isEmpty ? nil : signals.removeFirst()
    }

    public func suspend() {}

    public func close() { closed = true }
}
