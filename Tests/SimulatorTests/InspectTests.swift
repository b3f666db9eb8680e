import PoseEngine
import Simulator
import TestSupport
import Testing

/// Inspect mode: where `Enter` starts, where each arrow and `Tab` go, what leaves, what an
/// unknown id says — held to rules over every bundled app and pose, not to one example.
@Suite("Inspect mode")
struct InspectTests {
    /// Every bundled app (and none) in every pose, full screen and in Split View.
    static var states: [SimState] {
        let apps: [AppProfile?] = [nil] + bundledApps
        return apps.flatMap { app in
            duo.poses.flatMap { pose in
                [false, true].map { split in simState(pose.name, split: split, app: app) }
            }
        }
    }

    static func name(_ state: SimState) -> String {
        "\(state.app?.name ?? "no app") \(state.scene.poseName)\(state.pose.splitView ? " split" : "")"
    }

    @Test("Enter starts on the element nearest the centre of the display in use (the focused window's in Split View)")
    func enterStartsAtTheCentre() throws {
        for state in Self.states {
            let started = reduce(state, .toggleInspect)
            let scene = state.scene
            let elements = SceneElements(scene: scene)
            let inspected = try #require(started.inspected, "\(Self.name(state))")
            let element = try #require(elements.find(inspected))
            let focused = scene.windows[state.focusedIndex(in: scene)]
            let centre =
                scene.windows.count > 1
                ? (focused.frameInDisplay.midX, focused.frameInDisplay.midY)
                : (scene.display(scene.displayInUse).size.width / 2, scene.display(scene.displayInUse).size.height / 2)
            func distance(_ e: SceneElement) -> Double {
                let f = elements.displayFrame(e, in: scene)
                let dx = max(f.minX - centre.0, 0, centre.0 - f.maxX), dy = max(f.minY - centre.1, 0, centre.1 - f.maxY)
                return (dx * dx + dy * dy).squareRoot()
            }
            let others = elements.elements.filter {
                $0.kind != .window && (scene.windows.count == 1 || $0.window == focused.id)
            }
            if others.isEmpty {
                #expect(element.kind == .window, "\(Self.name(state))")
                continue
            }
            #expect(element.kind != .window, "\(Self.name(state))")
            let nearest = others.map(distance).min() ?? 0
            #expect(distance(element) <= nearest + 0.5, "\(Self.name(state)): \(element.id)")
            #expect(scene.windows.count == 1 || element.window == focused.id)
        }
    }

    @Test("Enter and Esc leave inspect mode")
    func leaving() {
        let on = reduce(simState(app: bundledApp("mail")), .toggleInspect)
        #expect(on.inspected != nil)
        #expect(reduce(on, .toggleInspect).inspected == nil)
        #expect(reduce(on, .endInspect).inspected == nil)
        let keys = KeyMap(profile: duo)
        #expect(keys.action(for: .enter) == .toggleInspect)
        #expect(keys.action(for: .enter, inspecting: true) == .toggleInspect)
        #expect(keys.action(for: .escape, inspecting: true) == .endInspect)
        #expect(keys.action(for: .escape) == .showHelp(false), "outside inspect mode Esc closes the help")
    }

    @Test(
        "Each arrow moves to an element whose centre lies that way, and says so at the edge",
        arguments: InspectDirection.allCases)
    func arrows(direction: InspectDirection) throws {
        let key: [InspectDirection: Key] = [.left: .left, .right: .right, .up: .up, .down: .down]
        let keys = KeyMap(profile: duo)
        #expect(keys.action(for: try #require(key[direction]), inspecting: true) == .inspectMove(direction))
        for state in Self.states where state.app != nil {
            let scene = state.scene
            let elements = SceneElements(scene: scene)
            var at = reduce(state, .toggleInspect)
            var seen: Set<String> = []
            // Walk that way until the edge: every step goes the way asked, and the walk ends.
            while let inspected = at.inspected, seen.insert("\(inspected.window):\(inspected.id)").inserted {
                let from = try #require(elements.find(inspected))
                let next = reduce(at, .inspectMove(direction))
                let moved = try #require(next.inspected.flatMap(elements.find))
                if moved == from {
                    #expect(next.message?.note?.contains("nothing further \(direction.rawValue)") == true)
                    break
                }
                let a = elements.displayFrame(from, in: scene), b = elements.displayFrame(moved, in: scene)
                let along: Double
                switch direction {
                case .left: along = a.midX - b.midX
                case .right: along = b.midX - a.midX
                case .up: along = a.midY - b.midY
                case .down: along = b.midY - a.midY
                }
                #expect(along > 0, "\(Self.name(state)): \(from.id) → \(moved.id)")
                #expect(moved.kind != .window, "arrows never land on a window")
                at = next
            }
        }
    }

    @Test("Tab and Shift-Tab step through every element in reading order, and back")
    func tabVisitsEveryElement() throws {
        let keys = KeyMap(profile: duo)
        #expect(keys.action(for: .tab, inspecting: true) == .inspectStep(1))
        #expect(keys.action(for: .backTab, inspecting: true) == .inspectStep(-1))
        #expect(keys.action(for: .tab) == .focusNext(1), "outside inspect mode Tab focuses the next window")
        for state in Self.states {
            let elements = SceneElements(scene: state.scene)
            var at = reduce(state, .toggleInspect)
            let first = try #require(at.inspected)
            var visited: [Inspected] = []
            for _ in elements.elements.indices {
                visited.append(try #require(at.inspected))
                at = reduce(at, .inspectStep(1))
            }
            #expect(at.inspected == first, "\(Self.name(state)): Tab comes round again")
            #expect(Set(visited.map { "\($0.window):\($0.id)" }).count == elements.elements.count)
            // Shift-Tab walks the same list backwards.
            let back = reduce(reduce(at, .inspectStep(1)), .inspectStep(-1))
            #expect(back.inspected == first)
            // The order read is the window, then top to bottom: no element starts a row above the one before it.
            for window in state.scene.windows {
                let rows = elements.elements(in: window.id).dropFirst().map { ($0.physical.minY * 2).rounded() }
                #expect(rows == rows.sorted(), "\(Self.name(state)) \(window.id)")
            }
        }
    }

    @Test("The focus follows the inspected element's window")
    func focusFollows() throws {
        let state = simState(split: true, app: bundledApp("mail"))
        let elements = SceneElements(scene: state.scene)
        let right = try #require(elements.elements(in: .right).last)
        let next = reduce(state, .inspectElement("right:\(right.id)"))
        #expect(next.inspected == Inspected(window: .right, id: right.id))
        #expect(state.scene.windows[next.focusedIndex(in: state.scene)].id == .right)
    }

    @Test("A click inspects the topmost element that meets the cell, the one under its centre first")
    func clickHits() throws {
        for state in Self.states where state.app != nil {
            let scene = state.scene
            let elements = SceneElements(scene: scene)
            for element in elements.elements {
                let f = elements.displayFrame(element, in: scene)
                let cell = Rect(x: f.midX - 2, y: f.midY - 4, width: 4, height: 8)
                let next = reduce(reduce(state, .toggleInspect), .inspectArea(cell))
                let hit = try #require(next.inspected.flatMap(elements.find), "\(Self.name(state)) \(element.id)")
                let h = elements.displayFrame(hit, in: scene)
                #expect(h.intersection(cell) != nil)
                #expect(hit.layer >= element.layer, "\(Self.name(state)): \(element.id) is under \(hit.id)")
                // Nothing higher meets the cell.
                for other in elements.elements where other.layer > hit.layer {
                    let o = elements.displayFrame(other, in: scene)
                    let common = o.intersection(cell)
                    #expect(common.map { $0.width * $0.height == 0 } ?? true, "\(other.id) is over \(hit.id)")
                }
            }
        }
    }

    @Test("An unknown id changes nothing and names the nearest ids")
    func unknownId() {
        let state = reduce(simState(app: bundledApp("mail")), .toggleInspect)
        let next = reduce(state, .inspectElement("trsh"))
        #expect(next.inspected == state.inspected)
        let message = next.message?.note ?? ""
        #expect(message.hasPrefix("no element 'trsh' in this state (nearby: trash"), "\(message)")
        #expect(reduce(state, .inspectElement("TRASH")).inspected?.id == "trash", "another case still finds it")
    }
}
