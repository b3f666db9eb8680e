// MARK: - The state matrix

/// One state of the matrix a device's poses span, with what made it.
package struct MatrixState: Hashable, Sendable {
    /// The named pose it starts from.
    package var pose: PosePreset
    /// The orientation of the display in use.
    package var orientation: Orientation
    package var splitView: Bool
    package var direction: UserInterfaceLayoutDirection
    package var innerCamera: Bool
    package var liveActivity: Bool
    /// The state itself.
    package var state: PoseState
}

extension DeviceProfile {
    /// Every named pose × orientation × Split View (where the display in use has it) × layout
    /// direction × inner camera × Live Activity, in that order: what `Audit` checks and
    /// PoseEngineTesting's `PoseStates` walks. Each list narrows its dimension (an audit's `Scope`); `presets` may be poses the profile
    /// doesn't name (an audit's `--angle`).
    package func stateMatrix(
        presets: [PosePreset]? = nil, orientations: [Orientation] = Orientation.allCases,
        splitView splits: [Bool] = [false, true],
        directions: [UserInterfaceLayoutDirection] = UserInterfaceLayoutDirection.allCases,
        innerCamera cameras: [Bool] = [false, true], liveActivity lives: [Bool] = [false, true]
    ) -> [MatrixState] {
        var matrix: [MatrixState] = []
        for preset in presets ?? poses {
            let display = displayInUse(at: preset.angle)
            for orientation in orientations {
                for split in splits where !split || display == splitView.display {
                    for direction in directions {
                        for camera in cameras {
                            for live in lives {
                                var state = state(at: preset)
                                state.setOrientation(orientation, of: display)
                                state.splitView = split
                                state.layoutDirection = direction
                                state.innerCameraInUse = camera
                                state.liveActivity = live
                                matrix.append(
                                    MatrixState(
                                        pose: preset, orientation: orientation, splitView: split, direction: direction,
                                        innerCamera: camera, liveActivity: live, state: state))
                            }
                        }
                    }
                }
            }
        }
        return matrix
    }
}
