import PoseEngine

// MARK: - A fold or an occlusion anywhere

/// Where a fold runs on its display, in the display's native coordinates (points, origin at its
/// top-left as it is built: the iPhone Duo's inner display is 951 × 669 that way).
public enum FoldLine: Hashable, Sendable {
    /// A vertical line at `x`.
    case vertical(x: Double)
    /// A horizontal line at `y`.
    case horizontal(y: Double)
}

/// A fold or an occlusion that doesn't fit its display.
public struct TestDeviceError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension DeviceProfile {
    /// This device with its fold on `display` moved to `line` (its margin kept unless given), or a
    /// fold added where it had none: a hypothetical device, with no profile file to write.
    ///
    /// ```swift
    /// let offCentre = try duo.withFold(.vertical(x: 400))              // the iPhone Duo, folded at x = 400
    /// let wide = try duo.withFold(.vertical(x: 475.5), margin: 40)      // a wider hinge
    /// ```
    /// - Throws: `TestDeviceError` when the line or its margins leave the display.
    public func withFold(_ line: FoldLine, margin: Double? = nil, on display: DisplayID = .inner) throws
        -> DeviceProfile
    {
        let size = self.display(display).nativeSize
        let old = features.first { $0.display == display && $0.kind == .division }
        let margin = margin ?? old?.margin ?? 0
        let frame: Rect, position: Double, extent: Double
        switch line {
        case .vertical(let x):
            (frame, position, extent) = (Rect(x: x, y: 0, width: 0, height: size.height), x, size.width)
        case .horizontal(let y):
            (frame, position, extent) = (Rect(x: 0, y: y, width: size.width, height: 0), y, size.height)
        }
        guard margin >= 0, position - margin >= 0, position + margin <= extent else {
            throw TestDeviceError(
                description:
                    "a fold at \(formatPoints(position)) with \(formatPoints(margin)) pt margins leaves the \(display.rawValue) display (0 to \(formatPoints(extent)))"
            )
        }
        var device = self
        device.features.removeAll { $0.display == display && $0.kind == .division }
        device.features.append(
            HardwareFeature(
                id: old?.id ?? "fold", kind: .division, display: display, frame: frame, margin: margin,
                activeWhen: old?.activeWhen ?? .partiallyOpen))
        return device
    }

    /// This device with one more occlusion (a camera, a sensor housing) on `display`, in its
    /// native coordinates.
    ///
    /// ```swift
    /// let sensor = try duo.addingOcclusion("sensor", Rect(x: 600, y: 0, width: 60, height: 30))
    /// ```
    /// - Throws: `TestDeviceError` when the frame leaves the display or the id is taken there.
    public func addingOcclusion(
        _ id: RegionID, _ frame: Rect, on display: DisplayID = .inner,
        activeWhen: HardwareFeature.ActivationRule = .always
    ) throws -> DeviceProfile {
        let size = self.display(display).nativeSize
        guard frame.isInside(size) else {
            throw TestDeviceError(
                description:
                    "\(frame) leaves the \(display.rawValue) display (\(formatPoints(size.width)) × \(formatPoints(size.height)))"
            )
        }
        guard !features.contains(where: { $0.display == display && $0.id == id }) else {
            throw TestDeviceError(description: "\"\(id)\" is already a feature of the \(display.rawValue) display")
        }
        var device = self
        device.features.append(
            HardwareFeature(id: id, kind: .occlusion, display: display, frame: frame, activeWhen: activeWhen))
        return device
    }
}
