import Simulator

// MARK: - The status line's words

extension StatusMessage {
    /// What the status line says: the reducer's note as it is, an outcome in the screen's words.
    public var words: String {
        switch self {
        case .note(let text): text
        case .effect(let outcome): outcome.words
        case .reload(let outcome): outcome.words
        }
    }
}

extension EffectOutcome {
    /// `saved duosim-book-127.txt`, `recording… (a stops)`, `can't save: …`.
    public var words: String {
        switch self {
        case .captureSaved(let path): "saved \(path)"
        case .captureFailed(let reason): "can't save: \(reason)"
        case .recordingStarted: "recording… (a stops)"
        case .recordingRefused(let reason, let temporaryFolder, let temporaryReason):
            "can't record: \(reason); \(temporaryFolder): \(temporaryReason)"
        case .recordingStopped(let save): save.words
        case .notRecording: "not recording"
        case .failed(let text): text
        }
    }
}

extension RecordingSave {
    /// How saving a recording went, for the status line (the command line's last words share the cut short one).
    public var words: String {
        switch self {
        case .saved(let path): return "saved \(path)"
        case .fellBack(let folder, let reason, let path): return "can't save in \(folder) (\(reason)); saved \(path)"
        case .cutShort(let path, let seconds, let reason):
            let tenths = (seconds * 10).rounded() / 10
            return "the recording was cut short at \(tenths) s (\(reason)): \(path)"
        case .lost(let reason): return "can't save: \(reason)"
        }
    }
}

extension ReloadOutcome {
    /// `reloaded hud.json · duo.json: $.poses: … (and 2 more errors); kept the last good profile`.
    public var words: String {
        let kept = problems.map { problem in
            let more = problem.more
            return problem.error + (more > 0 ? " (and \(more) more error\(more == 1 ? "" : "s"))" : "")
                + "; kept the last good profile"
        }
        guard !reloaded.isEmpty else { return kept.joined(separator: " · ") }
        return (["reloaded " + reloaded.joined(separator: ", ")] + kept).joined(separator: " · ")
    }
}
