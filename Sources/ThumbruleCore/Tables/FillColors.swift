/// How heavy a fill colour reads behind a control: the colour names that make a button
/// look prominent, and the ones that make it look quiet. Names are SwiftUI `Color` and
/// `ShapeStyle` members and UIKit `UIColor` system colours. One line per family.
public enum FillColors {
    /// Saturated or solid fills: a button filled with one of these is the heaviest thing around it.
    public static let strong: Set<String> = [
        "accentColor", "tint", "blue", "red", "green", "orange", "yellow", "pink", "purple", "indigo", "teal", "cyan",
        "mint", "brown", "black", "primary",
        "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemIndigo", "systemTeal", "systemCyan", "systemMint", "systemBrown", "tintColor", "label",
    ]

    /// Neutral or see-through fills: a button filled with one of these sits on a lower rung.
    public static let quiet: Set<String> = [
        "clear", "white", "gray", "secondary", "tertiary", "quaternary", "quinary", "background",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "lightGray", "darkGray", "secondaryLabel", "tertiaryLabel", "separator",
    ]

    /// Words in a project's own colour names that mark a brand or action colour.
    public static let strongNameWords = ["accent", "brand", "primary", "action", "theme", "main", "highlight"]

    /// Below this opacity a fill reads as a tint, not a solid.
    public static let minimumSolidOpacity = 0.5
}
