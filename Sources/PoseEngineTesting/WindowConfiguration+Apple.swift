import PoseEngine

// A window's configuration in SwiftUI's and UIKit's types, where they exist. Not built here
// (Linux has neither): each conversion is one case or one field to one field.

#if canImport(SwiftUI)
    import SwiftUI

    extension EdgeInsets {
        /// The insets by leading and trailing edge, as SwiftUI has them.
        public init(_ insets: SafeAreaInsets) {
            self.init(
                top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
                trailing: CGFloat(insets.trailing))
        }
    }

    extension LayoutDirection {
        /// `.leftToRight` or `.rightToLeft`.
        public init(_ direction: UserInterfaceLayoutDirection) {
            self = direction == .leftToRight ? .leftToRight : .rightToLeft
        }
    }

    #if !os(macOS)
        extension UserInterfaceSizeClass {
            /// `.compact` or `.regular`.
            public init(_ sizeClass: SizeClass) {
                self = sizeClass == .compact ? .compact : .regular
            }
        }
    #endif
#endif

#if canImport(UIKit)
    import UIKit

    extension UIEdgeInsets {
        /// The insets by physical side: leading is left in left-to-right, right in right-to-left.
        public init(_ insets: SafeAreaInsets, direction: UserInterfaceLayoutDirection) {
            let physical = insets.physical(direction)
            self.init(
                top: CGFloat(physical.top), left: CGFloat(physical.left), bottom: CGFloat(physical.bottom),
                right: CGFloat(physical.right))
        }
    }

    extension NSDirectionalEdgeInsets {
        /// The insets by leading and trailing edge.
        public init(_ insets: SafeAreaInsets) {
            self.init(
                top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
                trailing: CGFloat(insets.trailing))
        }
    }

    extension UIUserInterfaceSizeClass {
        /// `.compact` or `.regular`.
        public init(_ sizeClass: SizeClass) {
            self = sizeClass == .compact ? .compact : .regular
        }
    }

    extension UITraitEnvironmentLayoutDirection {
        /// `.leftToRight` or `.rightToLeft`.
        public init(_ direction: UserInterfaceLayoutDirection) {
            self = direction == .leftToRight ? .leftToRight : .rightToLeft
        }
    }

    extension WindowConfiguration {
        /// The window's size as a `CGSize`.
        public var cgSize: CGSize { CGSize(width: size.width, height: size.height) }

        /// The system's safe area by physical side, as `UIWindow.safeAreaInsets` gives it.
        public var uiSafeAreaInsets: UIEdgeInsets { UIEdgeInsets(safeArea, direction: layoutDirection) }

        /// Both size classes and the layout direction, as one trait collection (what a snapshot
        /// library's `traits:` takes).
        public var traitCollection: UITraitCollection {
            UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: UIUserInterfaceSizeClass(horizontalSizeClass)),
                UITraitCollection(verticalSizeClass: UIUserInterfaceSizeClass(verticalSizeClass)),
                UITraitCollection(layoutDirection: UITraitEnvironmentLayoutDirection(layoutDirection)),
            ])
        }
    }
#endif
