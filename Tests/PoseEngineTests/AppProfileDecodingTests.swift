import Foundation
import PoseEngine
import Testing

/// Reading an app profile: every complaint names the JSON path and what is accepted there.
@Suite("App profile decoding")
struct AppProfileDecodingTests {
    // MARK: Validation

    @Test(
        "App profile errors name the JSON path",
        arguments: [
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a"}]}"#, "$.toolbar[0]",
                "missing key \"placement\""
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "middle"}]}"#,
                "$.toolbar[0].placement", "is not one of"
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "topBar"}, {"id": "a", "placement": "topBar"}]}"#,
                "$.toolbar[1].id", "already used"
            ),
            (
                #"{"name": "x", "source": "assumed", "presentations": [{"kind": "sheet"}]}"#, "$.presentations[0]",
                "needs its preferred size"
            ),
            (#"{"name": "x"}"#, "$", "missing key \"source\""),
            (
                #"{"name": "x", "source": "assumed", "grid": {"minimumItemWidth": 0, "spacing": 1, "padding": 1, "source": "assumed"}}"#,
                "$.grid.minimumItemWidth", "must be within 1…10000"
            ),
            (#"{"name": "x", "source": "assumed", "compression": "squeeze"}"#, "$.compression", "is not one of"),
        ])
    func validation(json: String, path: String, reason: String) {
        do {
            _ = try AppProfile.decode(Data(json.utf8), file: "app.json")
            Issue.record("decoded")
        } catch let error as DataError {
            #expect(error.location == path)
            #expect(error.reason.contains(reason), "\(error.reason)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("An app profile lists at most Limits.controls controls and Limits.items items of each kind")
    func listLimits() throws {
        func app(_ key: String, _ count: Int, _ entry: (Int) -> String) -> String {
            let list = (0..<count).map(entry).joined(separator: ",")
            return key == "tabBar"
                ? #"{"name": "x", "source": "assumed", "tabBar": {"items": [\#(list)]}}"#
                : #"{"name": "x", "source": "assumed", "\#(key)": [\#(list)]}"#
        }
        let lists: [(key: String, path: String, limit: Int, what: String, entry: (Int) -> String)] = [
            (
                "controls", "$.controls", Limits.controls, "controls",
                { #"{"id": "c\#($0)", "fraction": {"x": 0.5, "y": 0.5}, "size": {"width": 44, "height": 44}}"# }
            ),
            ("toolbar", "$.toolbar", Limits.items, "toolbar items", { #"{"id": "i\#($0)", "placement": "topBar"}"# }),
            ("tabBar", "$.tabBar.items", Limits.items, "tabs", { #"{"id": "t\#($0)", "symbol": "square"}"# }),
            ("groups", "$.groups", Limits.items, "groups", { #"{"id": "g\#($0)", "visibilityPriority": "low"}"# }),
            (
                "presentations", "$.presentations", Limits.items, "presentations",
                { #"{"id": "a\#($0)", "kind": "alert"}"# }
            ),
        ]
        for list in lists {
            let most = try AppProfile.decode(Data(app(list.key, list.limit, list.entry).utf8), file: "app.json")
            #expect(
                most.controls.count + most.toolbarItems.count + most.tabItems.count + most.presentations.count
                    == (list.key == "groups" ? 0 : list.limit), "\(list.key)")
            do {
                _ = try AppProfile.decode(Data(app(list.key, list.limit + 1, list.entry).utf8), file: "app.json")
                Issue.record("\(list.key): \(list.limit + 1) decoded")
            } catch let error as DataError {
                #expect(error.location == list.path)
                #expect(
                    error.reason.hasPrefix("\(list.limit + 1) \(list.what), more than the \(list.limit)"),
                    "\(error.reason)")
            }
        }
    }

    @Test("Every bundled sample app decodes")
    func samples() {
        #expect(
            EmbeddedProfiles.apps.map(\.name).sorted() == [
                "files", "hud", "mail", "notes", "player", "reader", "scrubber", "sketch",
            ])
        for entry in EmbeddedProfiles.apps {
            #expect(AppProfile.bundled(entry.name) != nil, "\(entry.name)")
        }
    }

    @Test(
        "App profiles with a value the schema doesn't know fail with the path and the accepted values",
        arguments: [
            (
                #"{"name": "x", "source": "assumed", "container": "window"}"#, "$.container",
                "is not one of \"navigationStack\", \"tabView\", \"navigationSplitView\", \"custom\""
            ),
            (
                #"{"name": "x", "source": "assumed", "container": "navigationSplitView"}"#, "$.container",
                "needs a \"splitView\""
            ),
            (
                #"{"name": "x", "source": "assumed", "compression": "squeeze"}"#, "$.compression",
                "\"automatic\", \"prefersTabBar\", \"prefersToolbarItems\""
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "topBar", "axisBehavior": "sideways"}]}"#,
                "$.toolbar[0].axisBehavior", "\"verticalPreferred\""
            ),
            (
                #"{"name": "x", "source": "assumed", "toolbar": [{"id": "a", "placement": "topBar", "visibilityPriority": {"higherThan": "b"}}]}"#,
                "$.toolbar[0].visibilityPriority", "no toolbar item \"b\""
            ),
            (
                #"{"name": "x", "source": "assumed", "verticalBars": {"disabledIn": ["middle"]}}"#,
                "$.verticalBars.disabledIn[0]", "\"main\""
            ),
            (
                #"{"name": "x", "source": "assumed", "grid": {"minimumItemWidth": 100, "spacing": 1, "padding": 1, "evenColumns": "roundUp", "source": "assumed"}}"#,
                "$.grid.evenColumns", "\"roundDown\", \"addOne\""
            ),
            (
                #"{"name": "x", "source": "assumed", "presentations": [{"kind": "alert", "presentationPlacement": "middle"}]}"#,
                "$.presentations[0].presentationPlacement", "\"leading\", \"trailing\""
            ),
        ])
    func schemaErrors(json: String, path: String, message: String) {
        do {
            _ = try AppProfile.decode(Data(json.utf8), file: "x.json")
            Issue.record("accepted: \(json)")
        } catch let error as DataError {
            #expect(error.location == path, "\(error)")
            #expect(error.reason.contains(message), "\(error.reason)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("The old compression names are still read")
    func legacyCompression() throws {
        let old = try AppProfile.decode(
            Data(#"{"name": "x", "source": "assumed", "compression": "taskOriented"}"#.utf8), file: "x.json")
        #expect(old.compression == .prefersToolbarItems)
        let focused = try AppProfile.decode(
            Data(#"{"name": "x", "source": "assumed", "compression": "navigationFocused"}"#.utf8), file: "x.json")
        #expect(focused.compression == .automatic)
    }
}
