import Foundation
import PoseEngine
import PoseEngineTesting
import Testing

/// What a snapshot library's device configuration takes, per window of each state: size, safe
/// area, size classes, direction.
@Suite("A window's configuration for a snapshot library")
struct WindowConfigurationTests {
    static func windows(app: String? = nil) throws -> [String: WindowConfiguration] {
        let duo = try #require(DeviceProfile.bundled())
        let matrix = try PoseMatrix(
            device: duo, app: app.flatMap(AppProfile.bundled), varying: [.splitView, .orientation, .layoutDirection])
        return Dictionary(uniqueKeysWithValues: matrix.windows.map { ($0.description, $0.configuration) })
    }

    @Test("The outer display: compact width, its column's 84 pt on the side it stands, flipped names in right-to-left")
    func outerDisplay() throws {
        let windows = try Self.windows()
        let portrait = try #require(windows["closed 0° portrait: window main"])
        #expect(portrait.size == Size(width: 466, height: 662))
        #expect(portrait.safeArea == SafeAreaInsets(trailing: 84))
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.layoutDirection == .leftToRight)
        let rtl = try #require(windows["closed 0° portrait, right-to-left: window main"])
        #expect(rtl.safeArea == SafeAreaInsets(leading: 84) && rtl.layoutDirection == .rightToLeft)
        #expect(rtl.safeArea.physical(.rightToLeft) == PhysicalInsets(right: 84))
        let landscape = try #require(windows["closed 0° landscape: window main"])
        #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact)
    }

    @Test("The inner display: regular full screen; a Split View half (469 pt) compact in width")
    func innerDisplay() throws {
        let windows = try Self.windows(app: "mail")
        let book = try #require(windows["book 127° landscape: window main"])
        #expect(book.horizontalSizeClass == .regular && book.verticalSizeClass == .regular)
        let left = try #require(windows["book 127° landscape, Split View: window left"])
        #expect(left.size == Size(width: 469, height: 669))
        #expect(left.horizontalSizeClass == .compact && left.verticalSizeClass == .regular)
        #expect(left.safeArea == SafeAreaInsets(leading: 84))
        // Portrait has horizontal bars: the status bar's 44 pt, and Mail's bars in the content's.
        let portrait = try #require(windows["book 127° portrait: window main"])
        #expect(portrait.safeArea == SafeAreaInsets(top: 44))
        #expect(portrait.contentSafeArea == SafeAreaInsets(top: 94, bottom: 94))
        #expect(
            portrait.summary.hasPrefix("669 × 951 pt, safe area top 44 leading 0 bottom 0 trailing 0, content top 94"))
    }

    @Test("A configuration is Codable: it reads back equal")
    func codable() throws {
        let windows = try Self.windows(app: "mail")
        let configuration = try #require(windows["book 127° portrait, Split View, right-to-left: window top"])
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(WindowConfiguration.self, from: data) == configuration)
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.contains("\"layoutDirection\":\"rightToLeft\"") && text.contains("\"horizontalSizeClass\":\"compact\"")
        )
    }
}
