extension Audit {
    /// The layouts an audit keeps. A layout depends on the window, not on the angle: poses of one
    /// hinge status share theirs (book and laptop, 48 windows of 208). Each one met again later is
    /// kept until its last use, without its placed controls (what the audit reads of it is its
    /// collisions, moves and presentations), so that the work per control is the same for any
    /// app: the engine's own cache keeps fewer layouts the larger the app, and lost them all at
    /// 10,000.
    struct LayoutKeeper {
        private var uses: [AppLayoutCache.Key: Int] = [:]
        private var kept: [AppLayoutCache.Key: AppLayout] = [:]

        /// Counts how often each layout key comes up in `states`.
        init(_ engine: Engine, _ states: [PoseState]) {
            for state in states {
                for key in engine.layoutKeys(for: state) { uses[key, default: 0] += 1 }
            }
        }

        /// The layout for `key`: the one kept, or `make()`'s, kept when it will be met again.
        mutating func layout(_ key: AppLayoutCache.Key, _ make: () -> AppLayout) -> AppLayout {
            let left = uses[key, default: 1] - 1
            uses[key] = left
            if let layout = kept[key] {
                if left <= 0 { kept[key] = nil }
                return layout
            }
            let layout = make()
            if left > 0 {
                var slim = layout
                slim.controls = []
                kept[key] = slim
            }
            return layout
        }
    }
}
