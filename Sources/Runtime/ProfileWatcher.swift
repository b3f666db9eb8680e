import FileIO
import PoseEngine
import Simulator

// MARK: - ActionSource

/// Something besides the keyboard and mouse that can ask the live loop for an action (a changed
/// profile file). The loop asks it on every turn; what it answers goes through the reducer like a key.
public protocol ActionSource: AnyObject {
    /// The action to apply now, if any. Called often: it must be cheap when nothing happened.
    func poll() -> Action?
}

// MARK: - ProfileWatcher

/// Hot reload: watches the device and app profile files the UI was started with, by polling.
///
/// A poll costs nothing until `interval` has passed since the last look, then one `stat` a file;
/// a file is read (bounded by `Limits.profileBytes`, and only if it is still a regular file: never
/// a FIFO, a socket or a device swapped in, which is reported instead) and decoded only when its
/// stamp changed and its bytes differ from the last read. What it finds becomes an action: `.reload`
/// with the new profiles, if any, and its outcome (`ReloadOutcome`: the files read again, and why an
/// edit doesn't read — the decoder's file, JSON path, line and column — while the state keeps the
/// last good profile), whose words the status line writes. No thread, no new dependency.
public final class ProfileWatcher: ActionSource {
    /// One watched file and how to turn its bytes into a profile.
    private struct Watched {
        enum Decoded {
            case device(DeviceProfile)
            case app(AppProfile)
        }

        let path: String
        let decode: ([UInt8]) throws -> Decoded
        var stamp: FileStamp?
        var bytes: [UInt8]?
    }

    private var files: [Watched]
    /// The least time between two looks at the files.
    public let interval: Duration
    private let clock: () -> ContinuousClock.Instant
    private var lastLook: ContinuousClock.Instant?

    /// - Parameters:
    ///   - device: the device profile's file, if the UI was given one (nil for a bundled name).
    ///   - app: the app profile's file, likewise.
    ///   - adjustApp: what the command line did to the app after reading it (`--even-columns`,
    ///     `--reading`), done again to every reloaded app.
    ///   - interval: the least time between two looks (a quarter second by default).
    ///   - clock: the time now (tests pass their own).
    public init(
        device: String?, app: String?, adjustApp: @escaping (inout AppProfile) -> Void = { _ in },
        interval: Duration = .milliseconds(250), clock: @escaping () -> ContinuousClock.Instant = { .now }
    ) {
        var files: [Watched] = []
        if let device {
            files.append(
                Watched(path: device) { bytes in
                    .device(try DeviceProfile.decode(bytes, file: device, poseKeys: KeyMap.reservedReason))
                })
        }
        if let app {
            files.append(
                Watched(path: app) { bytes in
                    var profile = try AppProfile.decode(bytes, file: app)
                    adjustApp(&profile)
                    return .app(profile)
                })
        }
        self.files = files
        self.interval = interval
        self.clock = clock
        // What is on disk now is what the UI starts with: only later changes reload.
        for index in self.files.indices {
            self.files[index].stamp = FileSystem.stamp(of: self.files[index].path)
            self.files[index].bytes = try? Self.read(self.files[index].path)
        }
    }

    /// A watched file's bytes: only ever a regular file's (its type checked at every change,
    /// before the open and on the descriptor), opened without blocking, so the UI's loop never
    /// waits on a FIFO, a socket or a device that was swapped in (`/dev/tty` would eat its keys).
    static func read(_ path: String) throws -> [UInt8] {
        try InputFile.readRegular(path, limit: Limits.profileBytes, what: "a profile")
    }

    /// The paths watched, in order (device first).
    public var paths: [String] { files.map(\.path) }

    public func poll() -> Action? {
        guard !files.isEmpty else { return nil }
        let now = clock()
        if let lastLook, lastLook.duration(to: now) < interval { return nil }
        lastLook = now
        var device: DeviceProfile?, app: AppProfile?
        var outcome = ReloadOutcome()
        for index in files.indices {
            let stamp = FileSystem.stamp(of: files[index].path)
            guard stamp != files[index].stamp else { continue }
            files[index].stamp = stamp
            do {
                let bytes = try Self.read(files[index].path)
                guard bytes != files[index].bytes else { continue }
                files[index].bytes = bytes
                switch try files[index].decode(bytes) {
                case .device(let profile): device = profile
                case .app(let profile): app = profile
                }
                outcome.reloaded.append(PathText.lastComponent(files[index].path))
            } catch {
                // Read again once it's fixed, even if it's fixed back to the bytes last read.
                files[index].bytes = nil
                // The first error on the status line; how many more the file has after it.
                let more = (error as? DataError)?.rest.count ?? 0
                outcome.problems.append(ReloadProblem(error: "\(error)", more: more))
            }
        }
        if device == nil && app == nil && outcome.problems.isEmpty { return nil }
        return .reload(device: device, app: app, outcome: outcome)
    }
}
