#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// MARK: - Locked

/// A value behind a lock, for the one place the engine shares mutable state between threads (its
/// app-layout cache). `Synchronization.Mutex` would do, but it exists only from macOS 15 and
/// iOS 18, above the package's declared minimums; a POSIX mutex exists on every platform
/// PoseEngine builds for. The mutex lives in the storage's own allocation (a `ManagedBuffer`'s
/// tail), so it never moves and a lock costs one allocation, as a `Mutex` in a class would.
///
/// Sendable by hand: the value is only reached through `withLock`, which holds the mutex.
package struct Locked<Value: Sendable>: @unchecked Sendable {
    /// The value as the header, the mutex as the one tail element.
    private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        deinit {
            withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
        }
    }

    private let storage: Storage

    /// A lock guarding `value`.
    package init(_ value: Value) {
        // `create` makes an instance of the class it is called on, so the downcast always holds.
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_init(mutex, nil) }
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}
