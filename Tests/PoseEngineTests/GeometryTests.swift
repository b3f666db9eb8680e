import PoseEngine
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("A quarter turn and back is the identity, both ways")
    func rotationRoundTrip() {
        let container = Size(width: 951, height: 669)
        let r = rect(884, 29, 37, 37)
        let cw = r.rotated(.clockwise, in: container)
        let back = cw.rotated(.counterclockwise, in: container.transposed)
        #expect(back == r)
        #expect(r.rotated(.counterclockwise, in: container) == rect(29, 951 - 884 - 37, 37, 37))
        #expect(cw == rect(669 - 29 - 37, 884, 37, 37))
    }

    @Test("Insets turn with their rectangle")
    func insetsRotation() {
        let insets = PhysicalInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.rotated(.clockwise) == PhysicalInsets(top: 2, left: 3, bottom: 4, right: 1))
        #expect(insets.rotated(.clockwise).rotated(.counterclockwise) == insets)
    }

    @Test("A zero-width line meets a rectangle when it lies within the closed range")
    func zeroWidthMeets() {
        let window = rect(0, 0, 469, 669)
        #expect(rect(469, 0, 0, 669).meets(window))
        #expect(!rect(475.5, 0, 0, 669).meets(window))
        #expect(!rect(469, 0, 10, 669).meets(window))
        #expect(rect(468, 0, 10, 669).meets(window))
    }

    @Test("Points print as people write them")
    func formatting() {
        #expect(formatPoints(127) == "127")
        #expect(formatPoints(455.5) == "455.5")
        #expect(formatPoints(-26.5) == "-26.5")
    }
}
