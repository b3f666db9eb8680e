import CNcurses
import CTerminalRestore
import CellGrid
import FileIO
import Runtime
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - TerminalError

/// Why the terminal UI can't start.
public struct TerminalError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

// MARK: - ColorMode

/// How many colours the terminal shows.
public enum ColorMode: String, Sendable {
    case xterm256
    case basic16
    case basic8
    case none
}

// MARK: - TerminalScreen

/// The only code that talks to ncurses: starts and restores the terminal, draws grids
/// by sending only changed cells, and reads keys, mouse and resizes.
public final class TerminalScreen: Backend {
    public private(set) var colorMode: ColorMode = .none
    /// The locale is UTF-8, so box drawing can be used.
    public let unicode: Bool
    private let mouse: Bool
    /// Colours asked for (`--color`, `NO_COLOR`); without them only attributes are drawn.
    private let color: Bool
    var previous: Grid?
    /// Input failed in a way that means the terminal is gone (its other end closed, a hang-up
    /// that reached no one): the UI ends as on SIGHUP.
    var terminalGone = false
    private var pairs: [UInt16: Int16] = [:]
    /// Frames go out in duosim's own shortest ANSI sequences (`ANSIStream`: the whole screen, then
    /// the changed runs; about 60 % of the bytes ncurses sends), when the terminal takes them:
    /// ANSI cursor addressing and 256 colours. Otherwise ncurses draws every frame.
    private var sendsOwnFrames = false
    /// Whether ncurses has refreshed the screen once (the first own frame spares it that).
    private var ncursesHasRefreshed = false
    private var stream = ANSIStream()
    private var isOpen = false

    /// Starts the terminal UI.
    /// - Parameters:
    ///   - mouse: ask the terminal for clicks and button-motion reports.
    ///   - color: draw in colour when the terminal has colours (the command line's `--color`
    ///     and `NO_COLOR`, resolved); without, only bold, dim, reverse and underline.
    /// - Throws: `TerminalError` when the terminal type is unusable.
    public init(mouse: Bool, color: Bool = true) throws {
        setlocale(LC_ALL, "")
        unicode = duosim_locale_is_utf8() != 0
        self.mouse = mouse
        self.color = color
        duosim_save_terminal()
        Signals.install()
        guard duosim_newterm() != nil else {
            let term = FileSystem.environment("TERM") ?? "(unset)"
            throw TerminalError(description: "can't use terminal type '\(term)' (TERM); try TERM=xterm-256color")
        }
        guard duosim_can_draw_screen() != 0 else {
            endwin()
            let term = FileSystem.environment("TERM") ?? "(unset)"
            throw TerminalError(
                description:
                    "can't use terminal type '\(term)' (TERM): it can't move the cursor or clear the screen; try TERM=xterm-256color"
            )
        }
        isOpen = true
        cbreak()
        noecho()
        nonl()
        keypad(duosim_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        timeout(100)
        setUpColors()
        sendsOwnFrames = colorMode == .xterm256 && duosim_cup_is_ansi() != 0
        defineAlternateKeys()
        if mouse { enableMouse() }
    }

    /// Sequences other terminals (tmux, screen, a mismatched TERM over ssh) send for keys
    /// that the terminfo entry may spell differently.
    private func defineAlternateKeys() {
        let alternates: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
            ("\u{1B}[1;2C", KEY_SRIGHT), ("\u{1B}[1;2D", KEY_SLEFT), ("\u{1B}[Z", KEY_BTAB),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
            ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ]
        for (sequence, code) in alternates where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }

    deinit { close() }

    /// The terminal's size in cells.
    public var size: TerminalSize {
        TerminalSize(columns: Int(duosim_cols()), rows: Int(duosim_lines()))
    }

    // MARK: Colours

    private func setUpColors() {
        guard color, has_colors() else {
            colorMode = .none
            return
        }
        start_color()
        use_default_colors()
        let count = duosim_colors()
        colorMode = count >= 256 ? .xterm256 : count >= 16 ? .basic16 : count >= 8 ? .basic8 : .none
    }

    private func colorNumber(_ color: PaletteColor?) -> Int16 {
        guard let color else { return -1 }
        switch colorMode {
        case .xterm256: return color.xterm256
        case .basic16: return color.basic16
        case .basic8: return color.basic16 % 8
        case .none: return -1
        }
    }

    private func pair(for style: Style) -> Int16 {
        guard colorMode != .none, style.foreground != nil || style.background != nil else { return 0 }
        let key =
            UInt16(style.foreground.map { $0.rawValue + 1 } ?? 0) << 8
            | UInt16(style.background.map { $0.rawValue + 1 } ?? 0)
        if let pair = pairs[key] { return pair }
        let next = Int16(pairs.count + 1)
        guard Int32(next) < duosim_color_pairs() else { return 0 }
        init_pair(next, colorNumber(style.foreground), colorNumber(style.background))
        pairs[key] = next
        return next
    }

    private func attributes(for style: Style) -> attr_t {
        var attrs = duosim_a_normal()
        if style.bold { attrs |= duosim_a_bold() }
        if style.dim { attrs |= duosim_a_dim() }
        if style.reverse { attrs |= duosim_a_reverse() }
        if style.underline { attrs |= duosim_a_underline() }
        // Eight colours have no bright half: bold stands in for it.
        if colorMode == .basic8, let fg = style.foreground, fg.basic16 >= 8 { attrs |= duosim_a_bold() }
        return attrs
    }

    // MARK: Drawing

    /// Draws `grid`, sending only the cells that changed since the last draw.
    public func draw(_ grid: Grid) {
        // Ctrl-Z waits until the frame is out: the suspend handler writes to the terminal too.
        duosim_hold_suspend(1)
        defer { duosim_hold_suspend(0) }
        let full = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
        if sendsOwnFrames {
            drawOwnFrame(grid, full: full)
            return
        }
        if full { erase() }
        // Only the cells that changed: the grid's one diff.
        for index in grid.changedCells(from: full ? nil : previous) {
            let row = index / grid.width, column = index % grid.width
            let cell = grid[column, row]
            // After an erase every cell is a plain blank already.
            if full, cell == .blank { continue }
            putCell(grid.shownScalars(index, column: column), row: row, column: column, style: cell.style)
        }
        previous = grid
        refresh()
    }

    /// Puts one cell's character through ncurses, which places it by the C library's widths: a
    /// cluster is its first scalar and the zero-width ones after it (a skin tone or a second
    /// emoji can't join it there), and a cell it leaves of a wide character's two is a blank.
    private func putCell(_ shown: ShownScalars?, row: Int, column: Int, style: Style) {
        guard let shown, let first = shown.scalars.first else { return }  // a right half: its left half drew it
        var chars = [wchar_t(bitPattern: first.value)]
        for scalar in shown.scalars.dropFirst() where DisplayWidth.of(scalar) == 0 && chars.count < 5 {
            chars.append(wchar_t(bitPattern: scalar.value))
        }
        let (attrs, colors) = (attributes(for: style), pair(for: style))
        _ = duosim_put_text(Int32(row), Int32(column), chars, Int32(chars.count), attrs, colors)
        if shown.cells == 2, DisplayWidth.of(first) != 2 {
            _ = duosim_put_cell(Int32(row), Int32(column + 1), wchar_t(bitPattern: 0x20), attrs, colors)
        }
    }

    /// A frame in duosim's own sequences: the whole screen (cleared first) the first time and
    /// after a resize or a suspend, else only its changed runs. ncurses still owns the terminal
    /// (modes, the alternate screen, input): it refreshes a blank screen before each whole
    /// frame, so it has nothing of its own left to draw and `getch` never repaints over ours.
    private func drawOwnFrame(_ grid: Grid, full: Bool) {
        if full {
            if ncursesHasRefreshed {
                erase()
                refresh()
            } else {
                // The first frame: ncurses has drawn nothing yet, and its blank screen needs no
                // refresh (a whole one, about 0.5 ms at start-up) as long as `getch` finds nothing to draw.
                _ = duosim_untouch_stdscr()
                ncursesHasRefreshed = true
            }
            stream = ANSIStream()
        }
        // Each frame ends in the plain style, where ncurses expects the terminal.
        let text = stream.frame(from: full ? nil : previous, to: grid, endPlain: true)
        if !text.isEmpty { writeAll(text, to: STDOUT_FILENO) }
        previous = grid
    }

    /// Forgets what is on the screen, so the next draw sends everything.
    public func invalidate() {
        previous = nil
        clearok(duosim_stdscr(), true)
    }

    func enableMouse() {
        mouseinterval(0)
        _ = mousemask(duosim_mouse_mask(), nil)
        // ncurses asks for clicks only; dragging the slider needs button-motion reports, and
        // columns past 223 need SGR reports (1006), whatever the terminfo entry says.
        duosim_write_escape("\u{1B}[?1002h\u{1B}[?1006h")
    }

    private func disableMouse() {
        duosim_write_escape("\u{1B}[?1006l\u{1B}[?1002l")
        _ = mousemask(0, nil)
    }

    // MARK: Signals

    /// The signal that arrived since the last call, if any; a terminal that is gone reads as SIGHUP.
    public func takePendingSignal() -> PendingSignal? {
        if Signals.takeResumed() { return .suspend }
        let number = Signals.take()
        if Signals.quitting.contains(number) { return .quit(number) }
        if terminalGone { return .quit(SIGHUP) }
        return nil
    }

    // MARK: Suspend and close

    /// Takes the screen back after a Ctrl-Z: the suspend handler already restored the terminal
    /// and stopped the process, which has been continued. `endwin` and `refresh` are ncurses' own
    /// way back (program modes, the alternate screen, keypad); then everything is drawn again.
    public func suspend() {
        endwin()
        refresh()
        if mouse { enableMouse() }
        invalidate()
    }

    /// Restores the terminal. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        if mouse { disableMouse() }
        curs_set(1)
        endwin()
    }
}
