import CNcurses
import CellGrid
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Input

extension TerminalScreen {
    // MARK: Input

    /// The next event, or `.idle` after the poll interval (so the caller can look at signals).
    public func nextEvent() -> InputEvent {
        var character: wint_t = 0
        let result = get_wch(&character)
        if result == ERR {
            if inputIsGone() { terminalGone = true }
            return .idle
        }
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
            if button & 64 != 0 {
                // The wheel: 64 up, 65 down (a press only).
                guard last == "M", button & 3 <= 1 else { return .idle }
                kind = button & 1 == 0 ? .wheelUp : .wheelDown
            } else if last == "m" {
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
        } else if state & duosim_wheel_up() != 0 {
            kind = .wheelUp
        } else if state & duosim_wheel_down() != 0 {
            kind = .wheelDown
        } else if state & duosim_report_position() != 0 {
            kind = .drag
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind: kind, column: Int(event.x), row: Int(event.y)))
    }

    /// Whether standard input has hung up or failed (a pty whose other end closed, a terminal
    /// that went away without a SIGHUP reaching duosim): reading it would fail at once, forever.
    func inputIsGone() -> Bool {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        if request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        // Readable but nothing to read: the end of input.
        var waiting: Int32 = 0
        return request.revents & Int16(POLLIN) != 0 && ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) == 0
            && waiting == 0
    }
}
