// MARK: - systemControls regions in a query

extension Engine {
    /// The window's systemControls regions as the query reads them: only for a query that names
    /// the kind (003 lists the device's reserved regions as the fold and the cameras, so a query
    /// for every kind keeps to those) [derived]; always active, so `.includeInactive` changes
    /// nothing; mirrored in right to left under `.mirrors`, as every region is.
    static func systemControlsRegions(
        _ layout: AppLayout?, width: Double, direction: UserInterfaceLayoutDirection, query: RegionQuery
    ) -> [PoseRegion] {
        guard query.kind == .systemControls, let layout else { return [] }
        let mirrors = direction == .rightToLeft && query.appliedBehavior == .mirrors
        return layout.systemControls.map { region in
            var seen = region
            if mirrors { seen.frame = region.frame.mirrored(inWidth: width) }
            return seen
        }
    }
}
