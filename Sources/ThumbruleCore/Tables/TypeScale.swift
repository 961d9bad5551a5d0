/// The iOS type scale at the default (Large) content size: text style → point size.
/// Source: Apple HIG, Typography, "Dynamic Type sizes". Listed largest first; where two
/// styles share a size, the first listed is the regular-weight one a fix suggests.
public enum TypeScale {
    public struct Style: Sendable {
        /// The SwiftUI `Font` member, e.g. `largeTitle`.
        public let swiftUI: String
        /// The UIKit `UIFont.TextStyle` member, e.g. `largeTitle`.
        public let uiKit: String
        public let points: Double
    }

    public static let styles: [Style] = [
        Style(swiftUI: "largeTitle", uiKit: "largeTitle", points: 34),
        Style(swiftUI: "title", uiKit: "title1", points: 28),
        Style(swiftUI: "title2", uiKit: "title2", points: 22),
        Style(swiftUI: "title3", uiKit: "title3", points: 20),
        Style(swiftUI: "body", uiKit: "body", points: 17),
        Style(swiftUI: "headline", uiKit: "headline", points: 17),
        Style(swiftUI: "callout", uiKit: "callout", points: 16),
        Style(swiftUI: "subheadline", uiKit: "subheadline", points: 15),
        Style(swiftUI: "footnote", uiKit: "footnote", points: 13),
        Style(swiftUI: "caption", uiKit: "caption1", points: 12),
        Style(swiftUI: "caption2", uiKit: "caption2", points: 11),
    ]

    /// SwiftUI views that show text: a font on a view holding one of these sizes text.
    public static let textViews: Set<String> = [
        "Text", "Label", "TextField", "SecureField", "TextEditor", "Link", "Toggle", "Picker", "DatePicker", "Stepper", "Menu",
    ]

    /// Words (lowercased) in the name of a label that sits in a navigation bar, whose system
    /// titles keep their size at every text size.
    public static let navigationBarWords = ["navigationbar", "navbar", "titleview"]

    /// The largest text style at the default size: Large Title, 34pt. A fixed size above it has
    /// no style to swap in (that would shrink the text), only a scaled size to keep.
    public static var largest: Style { styles[0] }

    /// Below this a literal size is a placeholder, not a size anyone reads.
    public static let smallestReadableSize: Double = 6

    /// The largest size any text style reaches at the largest accessibility size (AX5):
    /// Large Title at 60pt, where Body reaches 53pt (Apple HIG, "Dynamic Type sizes"). A
    /// fixed size at or above it (a 120pt countdown, a hero glucose value) is never smaller
    /// than the reader's own setting would make any text, so scaling it gives no reader
    /// anything; the type-scale checks leave it alone.
    public static let largestAccessibilitySize: Double = 60
}
