/// Lookups by key in the tables, kept out of `Tables/`, which hold data only.
extension TypeScale {
    /// The style whose size is nearest; ties go to the larger style.
    public static func nearest(to points: Double) -> Style {
        styles.min { abs($0.points - points) < abs($1.points - points) }!
    }
}

extension BackgroundModes {
    /// The mode an `UIBackgroundModes` value names.
    public static func mode(_ value: String) -> Mode? { all.first { $0.value == value } }
}

extension AdNetworks {
    /// The SDK an imported module belongs to, if it is an ad SDK.
    public static func sdk(forModule module: String) -> AdSDK? {
        sdks.first { $0.modules.contains(module) }
    }
}

extension SymbolLabels {
    /// True when VoiceOver's built-in description of the SF Symbol names a common action or
    /// object (`described`), looked up without the suffixes that only restyle the glyph
    /// (`trash.circle.fill` is described as `trash` is).
    public static func describes(_ symbol: String) -> Bool {
        var parts = symbol.split(separator: ".").map(String.init)
        while true {
            if described.contains(parts.joined(separator: ".")) { return true }
            guard parts.count > 1, let last = parts.last, styleSuffixes.contains(last) else { return false }
            parts.removeLast()
        }
    }

    /// The symbol without the suffixes that only restyle it: `minus.circle.fill` is `minus`.
    public static func baseName(_ symbol: String) -> String {
        var parts = symbol.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, styleSuffixes.contains(last) { parts.removeLast() }
        return parts.joined(separator: ".")
    }
}
