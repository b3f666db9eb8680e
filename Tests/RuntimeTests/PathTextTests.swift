import CellGrid
import FileIO
import PoseEngine
import Runtime
import Simulator
import TestSupport
import Testing

@Suite("Paths as text")
struct PathTextTests {
    @Test(
        "The folder part and the last part",
        arguments: [
            ("a/b/c.txt", "a/b", "c.txt"), ("c.txt", "", "c.txt"), ("/c.txt", "/", "c.txt"), ("a/b/", "a", "b"),
            ("a//b", "a", "b"), ("//b", "/", "b"), ("/", "/", ""), ("out/é.txt", "out", "é.txt"), ("", "", ""),
        ])
    func parts(path: String, parent: String, last: String) {
        #expect(PathText.parent(path) == parent)
        #expect(PathText.lastComponent(path) == last)
    }
}
