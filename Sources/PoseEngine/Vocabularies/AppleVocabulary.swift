// MARK: - AppleVocabulary

/// Apple's words: the reserved regions `duosim query` prints already, plus the hinge as SwiftUI's
/// `onHingeChange` reports it (degrees and status) and UIKit's `UIHinge` (radians).
public enum AppleVocabulary {
    /// What UIKit and SwiftUI report for the pose.
    public struct Report: Hashable, Sendable {
        /// Degrees, as `onHingeChange` reports the angle.
        public var angle: Double
        /// The hinge status.
        public var status: HingeStatus
        /// `UIHinge.angle`, in radians.
        public var radians: Double
        /// The hinge reports nothing: `UIHinge.status` is `.unknown` and SwiftUI's `DeviceHinge`
        /// is nil, so `onHingeChange` never fires (003).
        public var hingeUnknown = false
    }

    /// The scene in Apple's words.
    ///
    /// ```swift
    /// AppleVocabulary.report(book).status   // .partiallyOpen
    /// ```
    public static func report(_ scene: PoseScene) -> Report {
        Report(
            angle: scene.angle, status: scene.status, radians: scene.angle * Double.pi / 180,
            hingeUnknown: scene.hingeUnknown)
    }
}
