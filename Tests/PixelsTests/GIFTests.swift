import CellGrid
import Foundation
import PoseEngine
import Simulator
import TestSupport
import Testing

@testable import Pixels

@Suite("Pixels: GIF")
struct GIFTests {
    @Test("A hinge sweep at 50 frames a second: every frame changes, each lasts 2 cs")
    func sweep() throws {
        let style = PictureStyle()
        let gif = try GIFAnimation(style: style)
        var state = simState("book", split: true)
        var bytes: [UInt8] = []
        var expected: [[UInt32]] = []
        let reference = try TerminalCanvas(style: style, coverageLevels: GIFAnimation.coverageLevels)
        for step in 0..<100 {
            let grid = ScreenRenderer.render(state, columns: gif.layout.columns, rows: gif.layout.rows).grid
            try gif.add(grid, cursor: nil, at: Double(step) * 0.02)
            reference.draw(grid, cursor: nil)
            if expected.last != reference.pixels { expected.append(reference.pixels) }
            bytes += gif.take()
            state = reduce(state, .hingeBy(1))
        }
        bytes += try gif.finish(at: 2.0)
        let decoded = try DecodedGIF(bytes)
        #expect(decoded.width == 1200 && decoded.height == 600)
        #expect(decoded.loops)
        #expect(decoded.duration == 200)
        #expect(gif.totalFrames == 100)
        // Each frame as a viewer composes it is the picture drawn directly, pixel for pixel.
        #expect(decoded.pictures.count == expected.count)
        for (index, (picture, wanted)) in zip(decoded.pictures, expected).enumerated() where picture != wanted {
            let first = zip(picture, wanted).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record(
                "frame \(index) \(String(picture[first?.offset ?? 0], radix: 16)) vs \(String(wanted[first?.offset ?? 0], radix: 16)) differs at pixel \(first.map { "\($0.offset % 1200),\($0.offset / 1200)" } ?? "?")"
            )
            break
        }
    }
}
