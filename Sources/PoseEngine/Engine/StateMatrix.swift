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
    /// PoseEngineTesting's `PoseStates` walks.
    package func stateMatrix() -> [MatrixState] {
        var matrix: [MatrixState] = []
        for preset in poses {
            let display = displayInUse(at: preset.angle)
            for orientation in Orientation.allCases {
                for split in [false, true] where !split || display == splitView.display {
                    for direction in UserInterfaceLayoutDirection.allCases {
                        for camera in [false, true] {
                            for live in [false, true] {
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
