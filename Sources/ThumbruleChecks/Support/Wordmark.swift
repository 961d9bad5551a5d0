import ThumbruleCore

/// The app's name set in type at a display size: a logo, not a step of the text hierarchy,
/// so the type-scale checks leave its literal size alone (React Native's inline style on
/// `<Text>ZEUS Pay+</Text>`, a UIKit label reading "MAGE" beside the logo's glyph).
enum Wordmark {
    /// The smallest size a wordmark is drawn at; below it the name is a label among others.
    static let displaySize = 28.0

    /// Words of an app's names too common to name a brand.
    static let genericNameWords: Set<String> = ["app", "apps", "mobile", "native", "react", "client", "ios", "android", "frontend", "wallet"]

    /// The distinctive words of the names an app goes by (`zeus`), lowercased.
    static func nameWords(_ names: some Sequence<String>) -> Set<String> {
        Set(names.flatMap(NameWords.split).filter { $0.count >= 3 && !genericNameWords.contains($0) })
    }

    /// The distinctive words of an iOS app's names: its app targets and the bundle names their
    /// Info.plists write out (a `$(PRODUCT_NAME)` reference is not read).
    static func iOSNameWords(_ project: Project) -> Set<String> {
        nameWords(project.appTargets.flatMap { target -> [String] in
            let bundleNames = ["CFBundleDisplayName", "CFBundleName"].compactMap { key -> String? in
                guard case .present(let value, _) = project.infoPlistKey(key, for: target), !value.contains("$") else { return nil }
                return value
            }
            return [target.name] + bundleNames
        })
    }

    /// Whether a short text (three words at most) names the app.
    static func namesApp(_ text: String, nameWords: Set<String>) -> Bool {
        let words = NameWords.split(text)
        return !words.isEmpty && words.count <= 3 && words.contains(where: nameWords.contains)
    }
}
