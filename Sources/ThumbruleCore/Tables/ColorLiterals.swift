/// How Swift code writes a colour value instead of naming a role (`color-roles`), and the
/// roles to name instead. One line per initialiser family or replacement.
public enum ColorLiterals {
    /// Colour types whose initialisers build a colour from numbers or hex.
    public static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// First component label of the SDK initialisers that take numbers:
    /// `Color(red:green:blue:)`, `Color(hue:saturation:brightness:)`, `Color(white:)`,
    /// `UIColor(red:green:blue:alpha:)`, `UIColor(displayP3Red:…)`, `NSColor(srgbRed:…)`.
    public static let componentLabels: Set<String> = ["red", "hue", "white", "displayP3Red", "srgbRed", "calibratedRed", "deviceRed"]

    /// Argument labels of the hex initialisers apps add in extensions: `Color(hex: "#FF3B30")`,
    /// `UIColor(hexString: "FF3B30")`, `UIColor(rgb: 0xFF3B30)`.
    public static let hexLabels: Set<String> = [
        "hex", "hexString", "hexValue", "hexCode", "hexColor", "hexInt", "hexa", "rgb", "rgba", "argb", "rgbValue", "rgbHex",
    ]

    /// Words in a type's name that mark it as the palette: literals there define roles.
    public static let paletteTypeWords = ["Color", "Colour", "Theme", "Palette"]

    /// Argument labels of initialisers that take one value per appearance, such as
    /// `Color(light:dark:)` or `UIColor(dynamicProvider:)`: literals inside them adapt.
    public static let appearanceLabels: Set<String> = ["dark", "darkMode", "darkColor", "dynamicProvider", "anyDark"]

    /// Semantic roles to suggest, by framework.
    public static let swiftUIRoles = ".primary, .secondary, Color(.systemBackground), .accentColor"
    public static let uiKitRoles = ".label, .secondaryLabel, .systemBackground, .tintColor"
}
