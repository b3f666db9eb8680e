import FileIO
import Pixels
import PoseEngine
import Runtime
import Simulator

// MARK: - ExitCode

/// The exit codes of Docs/CONTRACT.md (sysexits).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case findings = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case cantCreate = 73
    case ioError = 74

    /// The code of a fault with a file, as CONTRACT's table of faults gives it.
    public init(_ fault: FileFault) {
        switch fault {
        case .badData: self = .dataError
        case .noInput: self = .noInput
        case .cantCreate: self = .cantCreate
        case .ioError: self = .ioError
        }
    }
}

// MARK: - CLIError

/// An error for a person: a one-line message and the exit code it carries.
public struct CLIError: Error, Sendable, Equatable {
    public var code: ExitCode
    public var message: String
    /// A second line, such as "see 'duosim query --help'".
    public var hint: String?
    /// Lines shown after the message (a failed `Wait`'s screen).
    public var detail: String?
    /// Further messages, each its own `duosim: …` line (a profile's other errors).
    public var others: [String] = []

    public init(_ code: ExitCode, _ message: String, hint: String? = nil, detail: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.detail = detail
    }

    /// A bad command line (exit 64).
    public static func usage(_ message: String, command: String? = nil) -> CLIError {
        CLIError(.usage, message, hint: "see 'duosim \(command.map { "\($0) " } ?? "")--help'")
    }

    /// Maps an error from the engine or the file system to what the user reads.
    public static func from(_ error: Error) -> CLIError {
        switch error {
        case let error as CLIError: return error
        case let error as DataError:
            var cli = CLIError(.dataError, error.description)
            cli.others = error.rest.map(\.description)
            return cli
        case let error as ScriptError: return CLIError(ExitCode(error.fault), error.description)
        case let error as FileError: return CLIError(ExitCode(error.fault), error.description)
        case let error as UnknownProfileError:
            return CLIError(.usage, "\(error.kind == .app ? "--app" : "--profile"): \(error.description)")
        case let error as PictureError: return CLIError(.dataError, error.reason)
        case let error as FontError: return CLIError(.dataError, error.reason)
        case let error as VideoRecording.Failure:
            switch error {
            case .ffmpegMissing:
                return CLIError(
                    .cantCreate,
                    "a video needs ffmpeg, which isn't on PATH (apt-get install ffmpeg, brew install ffmpeg)")
            case .ffmpegFailed(let status, let message):
                return CLIError(.ioError, "ffmpeg failed (status \(status)): \(message)")
            case .io(let reason): return CLIError(.ioError, "ffmpeg: \(reason)")
            }
        default: return CLIError(.ioError, "\(error)")
        }
    }
}
