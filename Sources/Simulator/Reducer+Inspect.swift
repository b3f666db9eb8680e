import PoseEngine

// MARK: - Inspect mode

/// Inspect mode: which element it is on, found in the state's scene (`SceneElements`), and the
/// focus on that element's window, so the panel is the window's.
func reduceInspect(_ state: SimState, _ action: Action, into next: inout SimState) {
    let scene = state.scene
    let elements = SceneElements(scene: scene)
    let focused = scene.windows.isEmpty ? WindowID.main : scene.windows[state.focusedIndex(in: scene)].id
    let current = state.inspected.flatMap(elements.find)
    var chosen: SceneElement?
    switch action {
    case .toggleInspect:
        guard state.inspected == nil else {
            next.inspected = nil
            return
        }
        chosen = elements.start(in: scene, focused: focused)
    case .endInspect:
        next.inspected = nil
        return
    case .inspectMove(let direction):
        guard let current else {
            chosen = elements.start(in: scene, focused: focused)
            break
        }
        chosen = elements.next(from: current, direction, in: scene)
        if chosen == nil {
            next.message = .note("nothing further \(direction.rawValue) of \(current.reference(in: scene))")
            return
        }
    case .inspectStep(let step):
        chosen = current.flatMap { elements.step(from: $0, by: step) } ?? elements.start(in: scene, focused: focused)
    case .inspectArea(let area):
        chosen = elements.hit(area, in: scene)
        guard chosen != nil else { return }
    case .inspectElement(let reference):
        chosen = elements.resolve(reference, focused: focused)
        if chosen == nil {
            next.message = .note(unknownElement(reference, elements: elements, scene: scene))
            return
        }
    default:
        return
    }
    guard let chosen else { return }
    next.inspected = Inspected(window: chosen.window, id: chosen.id)
    if let index = scene.windows.firstIndex(where: { $0.id == chosen.window }) { next.focus = index }
}

/// What an unknown reference's message says: the reference and the nearest ones there are.
public func unknownElement(_ reference: String, elements: SceneElements, scene: PoseScene) -> String {
    let near = elements.nearby(reference, in: scene)
    return "no element '\(reference)' in this state"
        + (near.isEmpty ? "" : " (nearby: \(near.joined(separator: ", ")))")
}
