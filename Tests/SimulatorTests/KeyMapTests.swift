import FileIO
import PoseEngine
import Simulator
import TestSupport
import Testing

@Suite("Key map")
struct KeyMapTests {
    let keys = KeyMap(profile: duo)

    @Test(
        "The bindings the issue asks for",
        arguments: [
            (Key.left, Action.hingeBy(-1)), (.right, .hingeBy(1)),
            (.shiftLeft, .hingeBy(-10)), (.shiftRight, .hingeBy(10)), (.pageUp, .hingeBy(10)),
            (.pageDown, .hingeBy(-10)),
            (.home, .setAngle(0)), (.end, .setAngle(180)),
            (.character("1"), .pose("closed")), (.character("2"), .pose("book")), (.character("3"), .pose("flat")),
            (.character("4"), .pose("laptop")), (.character("5"), .pose("tent")),
            (.character("o"), .rotate), (.character("s"), .toggleSplitView), (.tab, .focusNext(1)),
            (.backTab, .focusNext(-1)),
            (.character("r"), .toggleRightToLeft), (.character("i"), .toggleIncludeInactive),
            (.character("f"), .toggleBehavior),
            (.character("e"), .togglePartialRegions), (.character("c"), .toggleInnerCamera),
            (.character("l"), .toggleLiveActivity),
            (.character("?"), .toggleHelp), (.function(1), .toggleHelp), (.escape, .showHelp(false)),
            (.character("q"), .quit), (.function(10), .quit), (.control("c"), .quit),
        ])
    func binding(key: Key, action: Action) {
        #expect(keys.action(for: key) == action)
    }

    @Test("No key is bound twice, and unbound keys do nothing")
    func unique() {
        let all = keys.bindings.flatMap(\.keys)
        #expect(Set(all).count == all.count)
        #expect(keys.action(for: .character("Q")) == nil)
    }

    @Test("Every binding appears in the help")
    func helpCoversBindings() {
        let rows = keys.helpRows
        let helpKeys = rows.map(\.keys).joined(separator: " ")
        for binding in keys.bindings {
            let covered: Bool
            if case .pose = binding.action {
                covered = rows.contains { $0.text.hasPrefix("poses:") }
            } else {
                covered = binding.label.split(separator: " ").allSatisfy { helpKeys.contains($0) }
            }
            #expect(covered, "\(binding.label) is missing from the help")
        }
    }

    @Test(
        "Key names round-trip for scripts",
        arguments: [
            Key.left, .right, .shiftLeft, .shiftRight, .pageUp, .pageDown, .home, .end, .tab, .backTab,
            .escape, .enter, .function(1), .function(10), .control("c"), .character("q"), .character(" "),
        ])
    func names(key: Key) {
        #expect(Key(name: key.name) == key)
    }

    @Test("Unknown key names are rejected")
    func badNames() {
        #expect(Key(name: "Hyper+Q") == nil)
        #expect(Key(name: "F13") == nil)
        #expect(Key(name: "") == nil)
    }

    @Test("recipe: a key is one row of the table; the help, the hint line, Docs/UI.md's table and the dispatch follow")
    func recipe() {
        var keys = KeyMap(profile: duo)
        let key = Key.character("Z")
        #expect(keys.action(for: key) == nil, "the throwaway key is free")
        keys.groups.append(KeyGroup("hinge at 90°", hint: "Z ninety", [Binding([key], .setAngle(90), "hinge at 90°")]))
        #expect(keys.action(for: key) == .setAngle(90))
        #expect(keys.helpRows.contains { $0.keys == "Z" && $0.text == "hinge at 90°" })
        #expect(keys.helpText.contains("hinge at 90°"))
        #expect(keys.markdownTable.contains("| `Z` | hinge at 90° |"))
        #expect(keys.hints.contains { $0.text == "Z ninety" })
        // The shipped table is untouched: the row lived in this copy alone.
        #expect(KeyMap(profile: duo).action(for: key) == nil)
    }
}
