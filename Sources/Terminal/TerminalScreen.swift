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
    private var previous: Grid?
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
    /// - Parameter mouse: ask the terminal for clicks and button-motion reports.
    /// - Throws: `TerminalError` when the terminal type is unusable.
    public init(mouse: Bool) throws {
        setlocale(LC_ALL, "")
        unicode = duosim_locale_is_utf8() != 0
        self.mouse = mouse
        duosim_save_terminal()
        Signals.install()
        duosim_install_crash_handlers()
        guard duosim_newterm() != nil else {
            let term = FileSystem.environment("TERM") ?? "(unset)"
            throw TerminalError(description: "can't use terminal type '\(term)' (TERM); try TERM=xterm-256color")
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
    public var size: (columns: Int, rows: Int) {
        (Int(duosim_cols()), Int(duosim_lines()))
    }

    // MARK: Colours

    private func setUpColors() {
        let noColor = !(FileSystem.environment("NO_COLOR") ?? "").isEmpty
        guard !noColor, has_colors() else {
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
            _ = duosim_put_cell(
                Int32(row), Int32(column), wchar_t(bitPattern: cell.scalar.value), attributes(for: cell.style),
                pair(for: cell.style))
        }
        previous = grid
        refresh()
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

    // MARK: Input

    /// The next event, or `.idle` after the poll interval (so the caller can look at signals).
    public func nextEvent() -> InputEvent {
        var character: wint_t = 0
        let result = get_wch(&character)
        if result == ERR { return .idle }
        if result == KEY_CODE_YES {
            let code = Int32(character)
            switch code {
            case KEY_RESIZE:
                previous = nil
                return .resize(columns: Int(duosim_cols()), rows: Int(duosim_lines()))
            case KEY_MOUSE: return mouseEvent() ?? .idle
            case KEY_LEFT: return .key(.left)
            case KEY_RIGHT: return .key(.right)
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_SLEFT: return .key(.shiftLeft)
            case KEY_SRIGHT: return .key(.shiftRight)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            case KEY_BTAB: return .key(.backTab)
            case KEY_ENTER: return .key(.enter)
            default:
                for n in 1...12 where code == duosim_key_f(Int32(n)) { return .key(.function(n)) }
                return .idle
            }
        }
        switch character {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return escapeSequence()
        case 1...26: return .key(.control(Character(UnicodeScalar(UInt8(character) + 96))))
        default:
            guard let scalar = UnicodeScalar(UInt32(character)) else { return .idle }
            return .key(.character(Character(scalar)))
        }
    }

    /// ESC alone is the Escape key. ESC followed at once by more bytes is a sequence ncurses
    /// didn't recognise: an SGR mouse report (`ESC [ < b ; x ; y M|m`, for terminals whose terminfo
    /// doesn't know it) becomes a mouse event; anything else is read to its end and ignored, never
    /// taken as keys.
    private func escapeSequence() -> InputEvent {
        timeout(0)
        defer { timeout(100) }
        var bytes: [UInt32] = []
        func next() -> UInt32? {
            var character: wint_t = 0
            let result = get_wch(&character)
            guard result != ERR else { return nil }
            // A function key in the middle means the sequence was cut: stop there.
            return result == KEY_CODE_YES ? nil : UInt32(character)
        }
        guard let first = next() else { return .key(.escape) }
        bytes.append(first)
        if first == UInt32(UInt8(ascii: "[")) {
            // CSI: parameters and intermediates, then one final byte in @…~.
            while bytes.count < 32, let byte = next() {
                bytes.append(byte)
                if (0x40...0x7E).contains(byte) { break }
            }
        } else if first == UInt32(UInt8(ascii: "O")) {
            _ = next()  // SS3 and one byte
            return .idle
        } else {
            return .idle  // Alt+key: not bound
        }
        let text = String(String.UnicodeScalarView(bytes.compactMap(Unicode.Scalar.init)))
        if text.hasPrefix("[<"), let last = text.last, last == "M" || last == "m" {
            let numbers = text.dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return .idle }
            let (button, column, row) = (numbers[0], numbers[1] - 1, numbers[2] - 1)
            let kind: PointerKind
            if last == "m" {
                kind = .release
            } else if button & 32 != 0 {
                kind = .drag
            } else if button & 3 == 0 && button & 64 == 0 {
                kind = .press
            } else {
                return .idle
            }
            return .mouse(MouseEvent(kind: kind, column: column, row: row))
        }
        return .idle
    }

    private func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        let kind: PointerKind
        if state & duosim_button1_pressed() != 0 || state & duosim_button1_clicked() != 0 {
            kind = .press
        } else if state & duosim_button1_released() != 0 {
            kind = .release
        } else if state & duosim_report_position() != 0 {
            kind = .drag
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind: kind, column: Int(event.x), row: Int(event.y)))
    }

    private func enableMouse() {
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

    /// The signal that arrived since the last call, if any.
    public func takePendingSignal() -> PendingSignal? {
        let number = Signals.take()
        if number == SIGTSTP { return .suspend }
        if Signals.quitting.contains(number) { return .quit(number) }
        return nil
    }

    // MARK: Suspend and close

    /// Leaves the screen and stops the process (Ctrl-Z); returns when it is continued.
    public func suspend() {
        if mouse { disableMouse() }
        endwin()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Continued.
        Signals.installHandler(SIGTSTP)
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
