import CellGrid
import Foundation
import PoseEngine
import Simulator

// MARK: - PathText

enum PathText {
    /// The last part of a path (`a/b.tape` → `b.tape`).
    static func last(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
