// MARK: - AppLayoutCache

/// Remembers app layouts by everything they depend on. A layout doesn't depend on the hinge
/// angle itself, only on the window, its regions and the hinge status, so while the hinge
/// moves within one status every frame reuses the layout the first one computed.
///
/// One cache serves one engine, so one device profile: the key holds what a window's regions
/// are made from (display, orientation, status, camera, Live Activity, the window's frame)
/// rather than the regions themselves, and hashing it touches no array or string.
package struct AppLayoutCache: Sendable {
    /// What a window's layout depends on.
    package struct Key: Hashable, Sendable {
        var frame: Rect
        var edge: PhysicalEdge?
        var status: HingeStatus
        var direction: UserInterfaceLayoutDirection
        var display: DisplayID
        var orientation: Orientation
        var innerCameraInUse: Bool
        var liveActivity: Bool
        var window: WindowID
    }

    /// Enough for every window of every pose and setting the UI cycles through.
    static let capacity = 128
    /// The most controls and toolbar items all the layouts kept may hold together: a layout of
    /// an app with 10,000 controls is about 3 MB, so a large app keeps fewer layouts (9 at
    /// 10,000 controls and 1,000 items) rather than 128 of them. An audit doesn't use this
    /// cache: it knows which windows it will meet again and keeps their layouts itself, slimmed
    /// (`Audit.LayoutKeeper`), so its work per control doesn't grow with the app.
    static let entryBudget = 100_000

    /// How many layouts this cache keeps: `capacity`, or fewer for a large app (at least 4).
    let limit: Int

    /// A cache for an app with `entries` controls and toolbar items.
    init(entries: Int = 0) {
        limit = max(4, min(Self.capacity, Self.entryBudget / max(1, entries)))
    }

    /// Keys and layouts, most recent last. A key compares as a few numbers, so a scan of the
    /// handful of windows a session revisits beats hashing (and a new engine allocates nothing
    /// until its first layout).
    private let entries = Locked<[(key: Key, layout: AppLayout)]>([])

    /// The layout for `key`, computing and remembering it the first time.
    func layout(for key: Key, make: () -> AppLayout) -> AppLayout {
        if let cached = entries.withLock({ entries in entries.last { $0.key == key }?.layout }) { return cached }
        let layout = make()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append((key, layout))
        }
        return layout
    }
}
