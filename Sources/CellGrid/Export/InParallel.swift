import CTerminalRestore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - inParallel

/// `(0..<count).map(work)`, on as many POSIX threads as the machine has cores: thread `k` does
/// the indices `k`, `k + threads`, … and writes each result to its own slot, so no two threads
/// touch the same memory; the results come back in index order. One core, or one item: no thread
/// (`threads` asks for a number of threads, for the tests). Each thread has an alternate signal
/// stack of its own while it runs, so a stack overflow in it still reaches the crash handler (its
/// one line, the terminal restored): Docs/RELIABILITY.md.
public func inParallel<Result: Sendable>(
    _ count: Int, threads asked: Int? = nil, _ work: @escaping @Sendable (Int) -> Result
) -> [Result] {
    let threads = min(count, max(1, asked ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    guard threads > 1 else { return (0..<count).map(work) }
    let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
    defer {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    let shares = (0..<threads).map { ParallelShare(first: $0, step: threads, count: count, slots: slots, work: work) }
    var started: [pthread_t] = []
    for share in shares {
        #if canImport(Darwin)
            var made: pthread_t?
        #else
            var made = pthread_t()
        #endif
        let context = Unmanaged.passRetained(share).toOpaque()
        let result = pthread_create(
            &made, nil,
            { context in
                guard let context else { return nil }
                // The thread's alternate signal stack, given back when its share is done.
                let stack = duosim_signal_stack_enter()
                defer { duosim_signal_stack_leave(stack) }
                Unmanaged<ParallelShareBase>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        #if canImport(Darwin)
            let thread = made
        #else
            let thread: pthread_t? = made
        #endif
        if result == 0, let thread {
            started.append(thread)
        } else {
            // No thread to spare: this one does the share.
            Unmanaged<ParallelShareBase>.fromOpaque(context).takeRetainedValue().run()
        }
    }
    for thread in started { pthread_join(thread, nil) }
    return (0..<count).map { index in slots[index] ?? work(index) }
}

/// What a thread runs, without its result's type (a C thread's entry can't be generic).
class ParallelShareBase {
    func run() {}
}

/// One thread's share of the indices and where their results go.
final class ParallelShare<Result>: ParallelShareBase {
    let first: Int
    let step: Int
    let count: Int
    let slots: UnsafeMutablePointer<Result?>
    let work: (Int) -> Result

    init(first: Int, step: Int, count: Int, slots: UnsafeMutablePointer<Result?>, work: @escaping (Int) -> Result) {
        self.first = first
        self.step = step
        self.count = count
        self.slots = slots
        self.work = work
    }

    override func run() {
        for index in stride(from: first, to: count, by: step) { slots[index] = work(index) }
    }
}
