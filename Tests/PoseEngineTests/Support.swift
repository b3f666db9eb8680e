import Foundation
import PoseEngine
import TestSupport
import Testing

let engine = Engine(profile: duo)

/// A state at a named pose, changed by `change`.
func state(_ pose: String, _ change: (inout PoseState) -> Void = { _ in }) -> PoseState {
    var state = duo.state(at: duo.pose(named: pose)!)
    change(&state)
    return state
}

/// The scene at a named pose.
func scene(_ pose: String, query: RegionQuery = RegionQuery(), _ change: (inout PoseState) -> Void = { _ in })
    -> PoseScene
{
    engine.scene(for: state(pose, change), query: query)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
