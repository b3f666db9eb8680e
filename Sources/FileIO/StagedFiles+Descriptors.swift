#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - The open-file budget

extension StagedFiles {
    /// Descriptors left to the rest of the run: the standard streams, the tape and the files it
    /// sources, a profile being read, in-place targets' spools, the runtime's own.
    static let reservedDescriptors = 16
    /// The fewest staged files a run must be able to hold open: one file and its folder's lock.
    static let fewestOpen = 2
    /// The most staged files open at once, however high the limit (closing and reopening one to
    /// append is cheap; thousands of descriptors are not).
    static let mostOpen = 256

    /// The open-file limit of this process (`ulimit -n`, the soft limit), or nil when it has none.
    static var descriptorLimit: Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        // RLIM_INFINITY (all ones on Linux, 2^63 - 1 on macOS; not imported as a Swift constant).
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// How many staged files (the folders' locks counted) are open at once: what the open-file
    /// limit leaves after `reservedDescriptors`, at most `mostOpen`; the others are closed and
    /// reopened to append. Read once a process (the limit can't rise while it runs).
    public static let openLimit: Int = budget(for: descriptorLimit)

    static func budget(for limit: Int?) -> Int {
        guard let limit else { return mostOpen }
        return min(mostOpen, limit - reservedDescriptors)
    }

    /// The limit is too low to stage even one file: 73 naming it and what is needed, before
    /// anything is made (not `Too many open files` halfway through a run).
    func checkDescriptorBudget(_ display: String) throws {
        guard Self.openLimit < Self.fewestOpen else { return }
        let limit = Self.descriptorLimit.map(String.init) ?? "?"
        throw OutputFileError(
            path: display,
            reason:
                "can't be staged: the open-file limit (ulimit -n) is \(limit), and a run that writes files needs at least \(Self.reservedDescriptors + Self.fewestOpen)",
            fault: .cantCreate)
    }

    /// Why a staged file couldn't be opened: the open-file limit named when it is the cause.
    static func openFailure(_ code: Int32) -> String {
        let reason = FileSystem.describe(code)
        guard code == EMFILE, let limit = descriptorLimit else { return reason }
        return "\(reason): the open-file limit (ulimit -n) is \(limit), too low for this run's folders"
    }
}
