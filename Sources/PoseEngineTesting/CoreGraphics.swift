import PoseEngine

// CGRect, CGSize and CGPoint come with CoreGraphics on Apple platforms and with Foundation
// elsewhere, so these conversions build (and are tested) on Linux too.
#if canImport(CoreGraphics)
    import CoreGraphics
#elseif canImport(Foundation)
    import Foundation
#endif

#if canImport(CoreGraphics) || canImport(Foundation)
    // MARK: - CoreGraphics

    extension Rect {
        /// A `CGRect` (a frame from UIKit, AppKit or SwiftUI's `GeometryProxy`) as a `Rect`.
        public init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }

        /// A point as a rectangle of no size, so checks that take rects take a touch point too.
        public init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y), width: 0, height: 0)
        }

        /// Its top-left corner.
        public var origin: CGPoint { CGPoint(x: x, y: y) }

        /// Its centre.
        public var center: CGPoint { CGPoint(x: midX, y: midY) }
    }

    extension CGRect {
        /// A `Rect` from PoseEngine as a `CGRect`.
        public init(_ rect: Rect) {
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    extension Size {
        /// A `CGSize` as a `Size`.
        public init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension CGSize {
        /// A `Size` from PoseEngine as a `CGSize`.
        public init(_ size: Size) {
            self.init(width: size.width, height: size.height)
        }
    }
#endif
