import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Reducer")
struct ReducerTests {
    @Test("The hinge moves by one and ten degrees and stays within 0…180")
    func hinge() {
        var state = simState()
        state = reduce(state, .hingeBy(1))
        #expect(state.pose.angle == 128)
        state = reduce(state, .hingeBy(-10))
        #expect(state.pose.angle == 118)
        state = reduce(state, .hingeBy(100))
        #expect(state.pose.angle == 180)
        state = reduce(state, .hingeBy(-500))
        #expect(state.pose.angle == 0)
        #expect(reduce(state, .setAngle(200)).pose.angle == 180)
    }

    @Test("Closing the hinge switches to the outer display in its own orientation")
    func closing() {
        let closed = reduce(simState(), .setAngle(0))
        #expect(closed.scene.displayInUse == .outer)
        #expect(closed.scene.orientation == .portrait)
        #expect(closed.scene.poseName == "closed")
        let reopened = reduce(closed, .setAngle(127))
        #expect(reopened.scene.orientation == .landscape)
        #expect(reopened.scene.poseName == "book")
    }

    @Test("A reload swaps the profiles in and keeps the pose, the settings, the overlays, the words and the focus")
    func reloadKeepsPlace() {
        var state = simState("laptop", split: true, rtl: true, app: bundledApp("hud")) {
            $0.pose.angle = 101
            $0.focus = 1
            $0.overlays.remove(.grid)
            $0.vocabulary = .flutter
            $0.query.includeInactive = true
        }
        var edited = bundledApp("hud")
        edited.name = "hud-edited"
        let before = state
        state = reduce(state, .reload(device: nil, app: edited, outcome: ReloadOutcome(reloaded: ["hud.json"])))
        #expect(state.app?.name == "hud-edited")
        #expect(state.message == .reload(ReloadOutcome(reloaded: ["hud.json"])))
        #expect(state.pose == before.pose && state.focus == 1 && state.overlays == before.overlays)
        #expect(state.vocabulary == .flutter && state.query == before.query)
        // A device reload keeps the place too, where `setProfile` starts afresh at the default pose.
        var device = duo
        device.name = "Duo edited"
        let reloaded = reduce(state, .reload(device: device, app: nil, outcome: ReloadOutcome(reloaded: ["duo.json"])))
        #expect(reloaded.profile.name == "Duo edited" && reloaded.app?.name == "hud-edited")
        #expect(reloaded.pose == before.pose && reloaded.focus == 1)
        #expect(reduce(state, .setProfile(device)).pose.angle != 101, "the reset a reload must not do")
    }

    @Test("A pose preset keeps the settings (Split View, RTL, camera, Live Activity)")
    func presetKeepsSettings() {
        var state = simState()
        state = reduce(state, .toggleSplitView)
        state = reduce(state, .toggleRightToLeft)
        state = reduce(state, .toggleInnerCamera)
        state = reduce(state, .toggleLiveActivity)
        state = reduce(state, .pose("laptop"))
        #expect(state.pose.angle == 100)
        #expect(state.scene.orientation == .portrait)
        #expect(state.pose.splitView && state.pose.innerCameraInUse && state.pose.liveActivity)
        #expect(state.pose.layoutDirection == .rightToLeft)
        #expect(state.scene.windows.map(\.id) == [.top, .bottom])
    }

    @Test("A pose preset keeps an unknown hinge (--hinge unknown): the scene still says so")
    func presetKeepsUnknownHinge() {
        var state = simState()
        state.pose.hingeUnknown = true
        state = reduce(state, .pose("laptop"))
        #expect(state.pose.hingeUnknown && state.scene.hingeUnknown)
        #expect(state.pose.angle == 100)
    }

    @Test("An unknown pose leaves the state and says so")
    func unknownPose() {
        let state = reduce(simState(), .pose("pretzel"))
        #expect(state.pose == simState().pose)
        #expect(state.message?.note?.contains("pretzel") == true)
    }

    @Test("Rotate turns the display in use")
    func rotate() {
        let rotated = reduce(simState(), .rotate)
        #expect(rotated.scene.orientation == .portrait)
        #expect(rotated.pose.outerOrientation == .portrait)
        let closedRotated = reduce(reduce(simState(), .setAngle(0)), .rotate)
        #expect(closedRotated.scene.orientation == .landscape)
        #expect(closedRotated.pose.innerOrientation == .landscape)
    }

    @Test("Focus cycles through the windows both ways and can be set")
    func focus() {
        var state = reduce(simState(), .toggleSplitView)
        #expect(state.focusedIndex(in: state.scene) == 0)
        state = reduce(state, .focusNext(1))
        #expect(state.scene.windows[state.focusedIndex(in: state.scene)].id == .right)
        state = reduce(state, .focusNext(1))
        #expect(state.focusedIndex(in: state.scene) == 0)
        state = reduce(state, .focusNext(-1))
        #expect(state.scene.windows[state.focusedIndex(in: state.scene)].id == .right)
        state = reduce(state, .focusWindow(.left))
        #expect(state.focusedIndex(in: state.scene) == 0)
    }

    @Test("Split View on the outer display says where it works")
    func splitOnOuter() {
        let state = reduce(reduce(simState(), .setAngle(0)), .toggleSplitView)
        #expect(state.pose.splitView)
        #expect(state.scene.windows.count == 1)
        #expect(state.message?.note?.contains("inner") == true)
    }

    @Test("Query toggles flip one option each")
    func queryToggles() {
        let state = simState()
        #expect(reduce(state, .toggleIncludeInactive).query.includeInactive)
        #expect(reduce(state, .toggleBehavior).query.behavior == .fixed)
        #expect(reduce(reduce(state, .toggleBehavior), .toggleBehavior).query.behavior == .mirrors)
        #expect(reduce(state, .togglePartialRegions).query.partialRegions == .extend)
    }

    @Test("Overlays, zoom, help and quit")
    func viewToggles() {
        let state = simState()
        #expect(!reduce(state, .toggleOverlay(.margins)).overlays.contains(.margins))
        #expect(!reduce(state, .toggleOverlay(.occlusions)).overlays.contains(.occlusions))
        #expect(!reduce(state, .toggleOverlay(.sideBars)).overlays.contains(.sideBars))
        #expect(!reduce(state, .toggleOverlay(.labels)).overlays.contains(.labels))
        #expect(reduce(state, .toggleZoom).zoomed)
        #expect(reduce(state, .toggleHelp).showHelp)
        #expect(!reduce(reduce(state, .toggleHelp), .showHelp(false)).showHelp)
        #expect(reduce(state, .quit).quit)
        // A tape's UI quit back to its prompt carries on: only the reducer says it no longer ends.
        let resumed = reduce(reduce(state, .quit), .resume)
        #expect(!resumed.quit && resumed.pose == state.pose && resumed.message == nil)
    }

    @Test("Effects and reloads come back as outcomes the reducer keeps as they are, for the status line to word")
    func outcomes() {
        let state = simState()
        let saved = EffectOutcome.recordingStopped(.cutShort(path: "s.cast", seconds: 2.44, reason: "disk full"))
        let next = reduce(state, .effectFinished(saved))
        #expect(next.message == .effect(saved) && next.pose == state.pose)
        let problem = ReloadOutcome(problems: [ReloadProblem(error: "hud.json:3:1: bad", more: 2)])
        let kept = reduce(state, .reload(device: nil, app: nil, outcome: problem))
        #expect(kept.message == .reload(problem) && kept.app == state.app && kept.profile == state.profile)
        #expect(reduce(next, .hingeBy(1)).message == nil)
    }
}
