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

    /// Static helpers apps add to build a colour from one hex value: `Color.hex(0xF2E29F)`,
    /// `.hex(0xE26C5E)` where a colour is expected.
    public static let hexFunctions: Set<String> = ["hex", "fromHex", "rgb"]

    /// Words in a type's name that mark it as the palette: literals there define roles.
    public static let paletteTypeWords = ["Color", "Colour", "Theme", "Palette"]

    /// Argument labels of initialisers that take one value per appearance, such as
    /// `Color(light:dark:)`, `UIColor(dynamicProvider:)` or an app's `UIColor.colorFor(darkStyle:lightStyle:)`:
    /// literals inside them are chosen per appearance.
    public static let appearanceLabels: Set<String> = ["dark", "darkMode", "darkColor", "darkStyle", "dynamicProvider", "anyDark"]

    /// Gradient types and initialisers, and `shadow`: a literal colour passed to them draws
    /// artwork or depth, not a text, surface or control role.
    public static let decorativeCalls: Set<String> = [
        "shadow",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Gradient", "Stop",
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "CAGradientLayer",
    ]
    /// Argument labels and properties that take a gradient's colours: `colors:`, `stops:`,
    /// `gradient:`, `Gradient.Stop(color:location:)`, `gradientLayer.colors = …`.
    public static let gradientLabels: Set<String> = ["colors", "stops", "gradient", "location", "gradientColors"]
    /// Endings of image-filter names (`BlendImageProcessor`, `CIFilter`): a colour there is a
    /// blend or tint of a picture, not of the interface.
    public static let imageProcessingWords = ["Processor", "Filter", "Blend"]

    /// Words in a type's name that mark it as artwork drawn in code: its colours paint a
    /// picture, not a text, surface or control. A QR code is drawn in fixed colours so that
    /// a camera can read it in either appearance.
    public static let artworkTypeWords = ["Confetti", "Particle", "Firework", "Sparkle", "Illustration", "Artwork", "QRCode"]

    /// Semantic roles to suggest, by framework.
    public static let swiftUIRoles = ".primary, .secondary, Color(.systemBackground), .accentColor"
    public static let uiKitRoles = ".label, .secondaryLabel, .systemBackground, .tintColor"
}
