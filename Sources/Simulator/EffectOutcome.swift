// MARK: - EffectOutcome

/// What carrying out an effect came to, as a value: the runner gives it back as an action
/// (`.effectFinished`), the reducer keeps it for the status line (`StatusMessage.effect`), and the
/// screen writes its words (CellGrid's `StatusMessage.words`), not the sink that carried it out.
public enum EffectOutcome: Hashable, Sendable {
    /// A capture saved, at its path.
    case captureSaved(path: String)
    /// A capture that couldn't be saved, and why.
    case captureFailed(reason: String)
    /// A recording started.
    case recordingStarted
    /// A recording that couldn't start: why its folder refused it, and why the temporary folder did too.
    case recordingRefused(reason: String, temporaryFolder: String, temporaryReason: String)
    /// A recording stopped, and how saving it went.
    case recordingStopped(RecordingSave)
    /// Asked to stop a recording when none runs.
    case notRecording
    /// An effect that threw: what the error says.
    case failed(String)
}

// MARK: - RecordingSave

/// How saving a recording went (the live UI's `a`, or the recording still running when it ends).
public enum RecordingSave: Hashable, Sendable {
    case saved(path: String)
    /// The capture folder refused it (why); it went to the temporary folder instead, at `path`.
    case fellBack(folder: String, reason: String, path: String)
    /// The file stopped taking frames (a full disk): saved as far as it got, at `seconds`.
    case cutShort(path: String, seconds: Double, reason: String)
    /// It couldn't be saved (nothing of it could be written: no `.cast` is left).
    case lost(reason: String)
}

// MARK: - ReloadOutcome

/// What looking at the watched profile files again found (hot reload): the files read again, and
/// the edits that don't read (the last good profile kept for each).
public struct ReloadOutcome: Hashable, Sendable {
    /// The names of the files read again, in order (device first).
    public var reloaded: [String]
    /// Each edit that doesn't read: its first error, and how many more the file has.
    public var problems: [ReloadProblem]

    public init(reloaded: [String] = [], problems: [ReloadProblem] = []) {
        self.reloaded = reloaded
        self.problems = problems
    }
}

/// An edited profile that doesn't read: the decoder's first error, and how many more it found.
public struct ReloadProblem: Hashable, Sendable {
    public var error: String
    public var more: Int

    public init(error: String, more: Int = 0) {
        self.error = error
        self.more = more
    }
}

// MARK: - StatusMessage

/// What the status line says after an action: the reducer's own note (`no pose named x`), an
/// effect's outcome, or a reload's. Its words are the screen's (CellGrid's `StatusMessage.words`).
public enum StatusMessage: Hashable, Sendable {
    case note(String)
    case effect(EffectOutcome)
    case reload(ReloadOutcome)

    /// The reducer's note, if this is one.
    public var note: String? {
        if case .note(let text) = self { return text }
        return nil
    }
}
