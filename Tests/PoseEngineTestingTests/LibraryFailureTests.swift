import PoseEngine
import PoseEngineTesting
import TestSupport
import Testing

/// Docs/LIBRARY.md's failure messages are what the checks say.
@Suite("PoseEngineTesting: LIBRARY.md's failures")
struct LibraryFailureTests {
    static let page =
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("Docs/LIBRARY.md"), encoding: .utf8)) ?? ""

    /// The lines of the page's plain code block after `marker`, up to its `…` line.
    static func sample(after marker: String) -> [String]? {
        guard let at = page.range(of: marker), let open = page.range(of: "```\n", range: at.upperBound..<page.endIndex),
            let close = page.range(of: "\n```", range: open.upperBound..<page.endIndex)
        else { return nil }
        return page[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init).filter { $0 != "  …" }
    }

    /// Each line of the sample is the failure's line at its place.
    static func expectShows(_ sample: [String]?, _ failure: some CustomStringConvertible) throws {
        let shown = try #require(sample)
        let lines = failure.description.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(shown.count)) == shown, "the check says:\n\(failure)")
    }

    @Test("The fold moved under the side column: the compose button's failure, as the page shows it")
    func composeFailure() throws {
        let duo = try #require(DeviceProfile.bundled())
        let mail = try #require(AppProfile.bundled("mail"))
        let failure = try #require(throws: LayoutCheckFailure.self) {
            try PoseMatrix(device: try duo.withFold(.vertical(x: 890)), app: mail)
                .requireClearOfFoldAndCameras("the compose button") { window in
                    window.layout?.bars.items.first { $0.id == "compose" }?.frame
                }
        }
        try Self.expectShows(Self.sample(after: "the first test\nbelow reads:"), failure)
    }

    @Test("The floating button under the side column and the bars: the audit check's failure, as the page shows it")
    func auditFailure() throws {
        let floater = try #require(PoseMatrixAuditTests.floater)
        let failure = try #require(throws: AuditCheckFailure.self) {
            try PoseMatrix(device: duo, app: floater).requireAuditPasses()
        }
        try Self.expectShows(Self.sample(after: "the audit's check reads:"), failure)
    }
}
