/// The sRGB values of the iOS system colours a text-contrast check can compute with, from
/// the colour specifications of Apple's Human Interface Guidelines
/// (https://developer.apple.com/design/human-interface-guidelines/color, "Specifications",
/// iOS and iPadOS system colours and the UIKit label colours, the values published for
/// iOS 15 to 18; iOS 26 retuned several hues slightly). Components are 0...255, alpha 0...1.
///
/// The light appearance is what a check computes with, and it says so; the dark values are
/// tabled too, for the colours reported without a known background and for watchOS, which
/// has only the dark appearance.
public enum SystemColors {
    public struct Value: Sendable, Equatable {
        public let red: Double, green: Double, blue: Double, alpha: Double
        public init(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    /// Light-appearance values by name. UIKit names (`systemGreen`) and the SwiftUI `Color`
    /// members that draw the same colour (`green`) share a value.
    public static let light: [String: Value] = [
        "white": Value(255, 255, 255), "black": Value(0, 0, 0),
        "systemRed": Value(255, 59, 48), "red": Value(255, 59, 48),
        "systemOrange": Value(255, 149, 0), "orange": Value(255, 149, 0),
        "systemYellow": Value(255, 204, 0), "yellow": Value(255, 204, 0),
        "systemGreen": Value(52, 199, 89), "green": Value(52, 199, 89),
        "systemMint": Value(0, 199, 190), "mint": Value(0, 199, 190),
        "systemTeal": Value(48, 176, 199), "teal": Value(48, 176, 199),
        "systemCyan": Value(50, 173, 230), "cyan": Value(50, 173, 230),
        "systemBlue": Value(0, 122, 255), "blue": Value(0, 122, 255),
        "systemIndigo": Value(88, 86, 214), "indigo": Value(88, 86, 214),
        "systemPurple": Value(175, 82, 222), "purple": Value(175, 82, 222),
        "systemPink": Value(255, 45, 85), "pink": Value(255, 45, 85),
        "systemBrown": Value(162, 132, 94), "brown": Value(162, 132, 94),
        "systemGray": Value(142, 142, 147), "gray": Value(142, 142, 147),
        "systemGray2": Value(174, 174, 178), "systemGray3": Value(199, 199, 204),
        "systemGray4": Value(209, 209, 214), "systemGray5": Value(229, 229, 234),
        "systemGray6": Value(242, 242, 247),
        "systemBackground": Value(255, 255, 255), "secondarySystemBackground": Value(242, 242, 247),
        "tertiarySystemBackground": Value(255, 255, 255), "systemGroupedBackground": Value(242, 242, 247),
        "secondarySystemGroupedBackground": Value(255, 255, 255), "tertiarySystemGroupedBackground": Value(242, 242, 247),
        "label": Value(0, 0, 0), "secondaryLabel": Value(60, 60, 67, alpha: 0.6),
        "tertiaryLabel": Value(60, 60, 67, alpha: 0.3), "quaternaryLabel": Value(60, 60, 67, alpha: 0.18),
        "placeholderText": Value(60, 60, 67, alpha: 0.3),
    ]

    /// Dark-appearance values: the colours reported without a known background, and the hues,
    /// fills and labels a watchOS app (which has only the dark appearance) is computed with.
    public static let dark: [String: Value] = [
        "tertiaryLabel": Value(235, 235, 245, alpha: 0.3), "quaternaryLabel": Value(235, 235, 245, alpha: 0.18),
        "placeholderText": Value(235, 235, 245, alpha: 0.3),
        "systemGray3": Value(72, 72, 74), "systemGray4": Value(58, 58, 60),
        "systemGray5": Value(44, 44, 46), "systemGray6": Value(28, 28, 30),
        "white": Value(255, 255, 255), "black": Value(0, 0, 0),
        "systemRed": Value(255, 69, 58), "red": Value(255, 69, 58),
        "systemOrange": Value(255, 159, 10), "orange": Value(255, 159, 10),
        "systemYellow": Value(255, 214, 10), "yellow": Value(255, 214, 10),
        "systemGreen": Value(48, 209, 88), "green": Value(48, 209, 88),
        "systemMint": Value(99, 230, 226), "mint": Value(99, 230, 226),
        "systemTeal": Value(64, 200, 224), "teal": Value(64, 200, 224),
        "systemCyan": Value(100, 210, 255), "cyan": Value(100, 210, 255),
        "systemBlue": Value(10, 132, 255), "blue": Value(10, 132, 255),
        "systemIndigo": Value(94, 92, 230), "indigo": Value(94, 92, 230),
        "systemPurple": Value(191, 90, 242), "purple": Value(191, 90, 242),
        "systemPink": Value(255, 55, 95), "pink": Value(255, 55, 95),
        "systemBrown": Value(172, 142, 104), "brown": Value(172, 142, 104),
        "systemGray": Value(142, 142, 147), "gray": Value(142, 142, 147),
        "systemGray2": Value(99, 99, 102),
        "systemBackground": Value(0, 0, 0), "secondarySystemBackground": Value(28, 28, 30),
        "tertiarySystemBackground": Value(44, 44, 46), "systemGroupedBackground": Value(0, 0, 0),
        "secondarySystemGroupedBackground": Value(28, 28, 30), "tertiarySystemGroupedBackground": Value(44, 44, 46),
        "label": Value(255, 255, 255), "secondaryLabel": Value(235, 235, 245, alpha: 0.6),
    ]

    /// Text colours so transparent that text in them stays under 3:1 on every opaque
    /// background, in both appearances (the check's examples compute the bound).
    public static let faintTextColors: Set<String> = ["tertiaryLabel", "quaternaryLabel", "placeholderText"]

    /// Grey fills that follow the system background (light in the light appearance, dark in
    /// the dark one): as text on the system backgrounds they stay under 3:1 in both.
    public static let backgroundGrays: Set<String> = ["systemGray3", "systemGray4", "systemGray5", "systemGray6"]

    /// The light-appearance base a translucent fill is composited over when nothing else is
    /// known beneath it: the system background.
    public static let lightBase = Value(255, 255, 255)

    /// The dark-appearance base, and watchOS's only background: black.
    public static let darkBase = Value(0, 0, 0)
}
