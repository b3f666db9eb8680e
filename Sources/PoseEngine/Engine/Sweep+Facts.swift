// MARK: - What a sweep follows

extension Sweep {
    /// What a sweep follows of an app's layout.
    package struct AppFacts: Hashable, Sendable {
        /// Where the bars are.
        package enum Bars: Hashable, Sendable {
            /// The app has no bars at all.
            case none
            case horizontal
            /// A side column, at its physical edge.
            case vertical(PhysicalEdge?)
        }

        /// A collision, without its amount: what it is and with what.
        package struct CollisionFact: Hashable, Sendable {
            /// The control's id.
            package var control: String
            /// What it collides with (a region id, `fold`, `sideBar`, an edge).
            package var with: String
            /// How bad it is.
            package var severity: Collision.Severity

            package init(control: String, with: String, severity: Collision.Severity) {
                self.control = control
                self.with = with
                self.severity = severity
            }
        }

        /// A presentation's placement.
        package struct PresentationFact: Hashable, Sendable {
            /// The presentation's id.
            package var id: String
            /// Where the system put it.
            package var placement: PlacedPresentation.Placement
            /// Whether it was shrunk to fit.
            package var constrained: Bool

            package init(id: String, placement: PlacedPresentation.Placement, constrained: Bool) {
                self.id = id
                self.placement = placement
                self.constrained = constrained
            }
        }

        /// How the arrangement's two views share the window.
        package enum Arrangement: Hashable, Sendable {
            /// Both views, split or overlaid along an axis.
            case along(ArrangementSpec.Style, ArrangementAxis)
            /// A split arrangement showing one view, by its pane id.
            case oneView(String)
            /// Overlaid with no axis.
            case overlaid
        }

        /// The grid's columns: how they were counted, and how many.
        package struct GridFact: Hashable, Sendable {
            /// `even` or `aroundFold`.
            package var mode: PlacedAdaptiveGrid.Mode
            /// How many columns.
            package var count: Int

            package init(mode: PlacedAdaptiveGrid.Mode, count: Int) {
                self.mode = mode
                self.count = count
            }
        }

        /// Where the bars are.
        package var bars: Bars
        /// The items in the overflow menu.
        package var overflowed: [String]
        /// The controls' collisions.
        package var collisions: [CollisionFact]
        /// The presentations' placements.
        package var presentations: [PresentationFact]
        /// The arrangement, if the app has one.
        package var arrangement: Arrangement?
        /// A NavigationSplitView's columns shown, by id (empty for another container).
        package var columns: [String]
        /// The grid, if the app has one.
        package var grid: GridFact?

        init(_ layout: AppLayout) {
            bars =
                layout.bars.isEmpty ? .none : layout.bars.axis == .vertical ? .vertical(layout.bars.edge) : .horizontal
            overflowed = layout.bars.overflowed
            collisions = layout.collisions.map {
                CollisionFact(control: $0.control, with: $0.with, severity: $0.severity)
            }
            presentations = layout.presentations.map {
                PresentationFact(id: $0.id, placement: $0.placement, constrained: $0.constrained)
            }
            arrangement = layout.arrangement.map { arrangement in
                if let axis = arrangement.axis { return .along(arrangement.style, axis) }
                return arrangement.style == .split ? .oneView(arrangement.panes.first?.id ?? "") : .overlaid
            }
            columns = layout.columns.map(\.id)
            grid = layout.grid.map { GridFact(mode: $0.mode, count: $0.columns.count) }
        }
    }

    /// What a platform says of a window, reduced to the words that change with the pose.
    package enum Words: Hashable, Sendable {
        /// `onHingeChange`'s status.
        case apple(HingeStatus)
        /// The posture, and each reported `FoldingFeature`.
        case android(DevicePosture, [AndroidFeature])
        /// Each fold or hinge (cutouts left out), and the rectangle `DisplayFeatureSubScreen` picks.
        case flutter([FlutterFeature], subScreen: Rect)
        /// `navigator.devicePosture.type` and how many viewport segments.
        case web(WebVocabulary.DevicePostureType, segments: Int)

        /// A `FoldingFeature` without its bounds.
        package struct AndroidFeature: Hashable, Sendable {
            /// `HORIZONTAL` or `VERTICAL`.
            package var orientation: AndroidVocabulary.FoldingFeature.Orientation
            /// `FLAT` or `HALF_OPENED`.
            package var state: AndroidVocabulary.FoldingFeature.State
            /// Whether it separates the window.
            package var isSeparating: Bool

            package init(
                orientation: AndroidVocabulary.FoldingFeature.Orientation,
                state: AndroidVocabulary.FoldingFeature.State,
                isSeparating: Bool
            ) {
                self.orientation = orientation
                self.state = state
                self.isSeparating = isSeparating
            }
        }

        /// A `DisplayFeature` without its bounds.
        package struct FlutterFeature: Hashable, Sendable {
            /// `fold` or `hinge`.
            package var type: FlutterVocabulary.DisplayFeatureType
            /// `postureFlat` or `postureHalfOpened`.
            package var state: FlutterVocabulary.DisplayFeatureState

            package init(type: FlutterVocabulary.DisplayFeatureType, state: FlutterVocabulary.DisplayFeatureState) {
                self.type = type
                self.state = state
            }
        }

        /// What `vocabulary` says of each window of `scene`.
        static func of(_ vocabulary: PlatformVocabulary, scene: PoseScene, profile: DeviceProfile) -> [WindowID: Words]
        {
            var out: [WindowID: Words] = [:]
            switch vocabulary {
            case .apple:
                for window in scene.windows { out[window.id] = .apple(scene.status) }
            case .android:
                let report = AndroidVocabulary.report(scene, profile: profile)
                for window in report.windows {
                    out[window.window] = .android(
                        report.posture,
                        window.reported.map {
                            AndroidFeature(orientation: $0.orientation, state: $0.state, isSeparating: $0.isSeparating)
                        })
                }
            case .flutter:
                for window in FlutterVocabulary.report(scene, profile: profile).windows {
                    let features = window.displayFeatures.filter { $0.type != .cutout }.map {
                        FlutterFeature(type: $0.type, state: $0.state)
                    }
                    out[window.window] = .flutter(features, subScreen: window.subScreen)
                }
            case .web:
                let report = WebVocabulary.report(scene, profile: profile)
                for window in report.windows {
                    out[window.window] = .web(report.devicePosture, segments: window.segments.count)
                }
            }
            return out
        }
    }
}
