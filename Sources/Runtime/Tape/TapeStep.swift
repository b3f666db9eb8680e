// MARK: - TapeStep

/// What a verb's (or a setting's) row makes of one command, from the values its parse read: how it
/// runs in the replay, and what checking the whole tape learns from it (`record`, `--validate`).
/// Both close over the same parsed values, so running a line is one call, and the check and the run
/// can't read a command two ways.
struct TapeStep: Sendable {
    /// The command acts on duosim's UI, so it can't run at the prompt (`Pose`, `Click`).
    var needsUI = false
    /// Runs the command.
    let perform: @Sendable (inout ReplaySession) throws -> Void
    /// Notes what the command tells about the tape (`TapeFacts`); a problem only the whole tape or
    /// the output formats' table shows, or nil.
    let check: @Sendable (inout TapeFacts, ScriptLine) -> String?

    /// A step whose perform and check both read `value`.
    init<Value: Sendable>(
        _ value: Value, check: @escaping @Sendable (inout TapeFacts, Value, ScriptLine) -> String?,
        perform: @escaping @Sendable (inout ReplaySession, Value) throws -> Void
    ) {
        self.perform = { try perform(&$0, value) }
        self.check = { check(&$0, value, $1) }
    }
}

/// A row's parsed value, what the command is, and its step: the shape every row's `parse`,
/// `command` and `perform` are put together in (`TapeVerb.init`, `TapeSetting.init`).
struct TapeRowReader: Sendable {
    let read: @Sendable (inout TapeParser) -> (ScriptCommand, TapeStep)?

    init<Value: Sendable>(
        parse: @escaping @Sendable (inout TapeParser) -> Value?,
        command: @escaping @Sendable (Value) -> ScriptCommand,
        check: @escaping @Sendable (inout TapeFacts, Value, ScriptLine) -> String?,
        perform: @escaping @Sendable (inout ReplaySession, Value) throws -> Void, needsUI: Bool = false
    ) {
        read = { parser in
            parse(&parser).map { value in
                var step = TapeStep(value, check: check, perform: perform)
                step.needsUI = needsUI
                return (command(value), step)
            }
        }
    }

    init(read: @escaping @Sendable (inout TapeParser) -> (ScriptCommand, TapeStep)?) {
        self.read = read
    }
}
