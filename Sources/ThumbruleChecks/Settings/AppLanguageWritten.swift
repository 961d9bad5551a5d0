import SwiftSyntax
import ThumbruleCore

/// An in-app language switch that writes the user's choice into the `AppleLanguages` key of
/// `UserDefaults`. Since iOS 13 the Settings app offers a per-app language for every app with
/// more than one localization; the app's own copy of that setting bypasses it, only takes
/// effect after a relaunch, and leaves Settings showing a language the app no longer uses.
/// The app's language row should open its page in Settings (`UIApplication.openSettingsURLString`).
///
/// Reported at the write, when its key is the literal `"AppleLanguages"` or a `let` constant
/// of the same file holding it. Left alone: writes of literals only (`["en"]`), which pin the
/// app to one language (a build or feature switch, not a picker), reads, and
/// `removeObject(forKey:)`, which hands the choice back to the system. Known false negative:
/// a key constant declared in another file.
struct AppLanguageWritten: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "set-system-owned.app-language-written",
        ruleId: "set-system-owned",
        summary: "An in-app language picker that writes the AppleLanguages key instead of opening the app's language in Settings",
        triggering: [
            CheckExample("""
            enum LanguageStore {
                static func choose(_ option: LanguageOption) {
                    ↓UserDefaults.standard.set([option.code], forKey: "AppleLanguages")
                }
            }
            """),
            CheckExample("""
            final class LocaleSwitcher {
                private let languagesKey = "AppleLanguages"
                private let store = UserDefaults.standard

                var current: String {
                    get { (store.array(forKey: languagesKey)?.first as? String) ?? "en" }
                    set { ↓store.set([newValue, "en"], forKey: languagesKey) }
                }
            }
            """),
        ],
        nonTriggering: [
            // The language row opens the app's page in Settings.
            CheckExample("""
            func openLanguageSettings() {
                guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
                UIApplication.shared.open(url)
            }
            """),
            // Only literals are written: the build pins one language, no user picks it.
            CheckExample("""
            func pinEnglishWhileTranslationsAreIncomplete() {
                UserDefaults.standard.set(["en"], forKey: "AppleLanguages")
            }
            """),
            // Reading the preferred languages, and handing the choice back to the system.
            CheckExample("""
            func resetLanguage() -> [String] {
                UserDefaults.standard.removeObject(forKey: "AppleLanguages")
                return UserDefaults.standard.stringArray(forKey: "AppleLanguages") ?? []
            }
            """),
            // Another key: the app's own content language, not the interface's.
            CheckExample("""
            func chooseArticleLanguage(_ code: String) {
                UserDefaults.standard.set(code, forKey: "articleLanguage")
            }
            """),
        ]
    )

    static let key = "AppleLanguages"

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Most files never name the key; only those that do are searched for writes.
        guard file.index.stringLiterals.contains(where: { $0.plainText == Self.key }) else { return }
        for write in StorageWrites.all(in: file) where write.store == .userDefaults {
            guard let call = write.node.as(FunctionCallExprSyntax.self), let value = write.value,
                  let key = call.argument("forKey")?.expression, Self.isLanguagesKey(key, file.index),
                  Self.namesSomething(value) else { continue }
            output.report(
                "This writes the user's language choice to AppleLanguages, an in-app copy of the per-app language iOS keeps in Settings; open the app's page in Settings with UIApplication.openSettingsURLString instead.",
                at: file.position(of: call), confidence: .high)
        }
    }

    /// The literal `"AppleLanguages"`, or a constant of this file (`languagesKey`, `Keys.languages`) holding it.
    static func isLanguagesKey(_ expression: ExprSyntax, _ index: SwiftFileIndex) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.plainText == key }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName,
              let value = index.constantValue(of: reference)?.as(StringLiteralExprSyntax.self) else { return false }
        return value.plainText == key
    }

    /// Whether the written value names anything (`[option.code]`, `[newValue]`), rather than being literals only.
    static func namesSomething(_ value: ExprSyntax) -> Bool {
        value.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier = token.tokenKind { return true }
            return false
        }
    }
}
