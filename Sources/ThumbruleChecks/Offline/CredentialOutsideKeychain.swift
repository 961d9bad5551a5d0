import SwiftSyntax
import ThumbruleCore

/// A token, password, secret or API key written to `UserDefaults`, `@AppStorage`, the
/// iCloud key-value store or a plain file. Those stores are plain property lists and
/// files: they travel in unencrypted backups and are readable by anyone holding the
/// unlocked device; the Keychain is the only store meant for secrets.
///
/// Matches the key or file name and the value's name against the credential vocabulary
/// in `CredentialNames` (high confidence for a key name, medium for a value name or a
/// file), plus literal values shaped like secrets (JWTs, `sk_live_…`). Look-alikes are
/// skipped: push and device tokens, CloudKit change tokens, paging cursors, flags such as
/// `hasPassword`. `UserDefaults` is recognised as `.standard`, suites, extensions on
/// `UserDefaults`, and injected instances typed `UserDefaults` or named `…defaults`.
/// Known false positive: a password manager exporting passwords to a file the user asked
/// for. Known false negatives: values stored through wrappers whose type the file does not show.
struct CredentialOutsideKeychain: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "off-cache-policy.credential-outside-keychain",
        ruleId: "off-cache-policy",
        summary: "A credential written to UserDefaults, @AppStorage, the iCloud key-value store or a plain file",
        triggering: [
            CheckExample("""
            import SwiftUI

            final class Session {
                private let defaults: UserDefaults

                init(defaults: UserDefaults = .standard) { self.defaults = defaults }

                func signedIn(_ response: AuthResponse) throws {
                    ↓defaults.set(response.accessToken, forKey: "accessToken")
                    ↓UserDefaults(suiteName: "group.app")?.set(response.refresh, forKey: Keys.refreshToken.rawValue)
                    ↓NSUbiquitousKeyValueStore.default.set(response.user, forKey: "sessionToken")
                    try ↓response.accessToken.data(using: .utf8)?.write(to: folder.appendingPathComponent("token.txt"))
                }
            }

            struct SettingsView: View {
                ↓@AppStorage("apiKey") private var apiKey = ""
                var body: some View { SecureField("API key", text: $apiKey) }
            }
            """),
            CheckExample("""
            extension UserDefaults {
                var nightscoutPassword: String? {
                    get { string(forKey: "nightscoutPassword") }
                    set { ↓set(newValue, forKey: "nightscoutPassword") }
                }
            }

            func store(_ token: String) {
                ↓UserDefaults.standard.set("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc", forKey: "k1")
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            func registered(deviceToken: Data) {
                UserDefaults.standard.set(deviceToken, forKey: "apnsDeviceToken")
                UserDefaults.standard.set(token, forKey: "pushToken")
                defaults.set(changeToken, forKey: "serverChangeTokenKey")
                defaults.set(true, forKey: "hasPassword")
                defaults.set(Date(), forKey: "tokenExpiry")
                keychain.set(token, forKey: "accessToken")
                cache.set(token, forKey: "accessToken")
            }

            final class Accounts {
                @OptionalUserDefault(key: "sessionId") var sessionId: String?

                func remember(_ name: String) {
                    tokenNames.append(name)
                    UserDefaults.standard.set(tokenNames, forKey: "SAVED_TOKENS")
                }
            }

            struct SettingsView: View {
                @AppStorage("showPasswordHints") private var showHints = true
                var body: some View { Toggle("Hints", isOn: $showHints) }
            }
            """),
            CheckExample("""
            func save(_ credentials: Credentials) throws {
                try keychain.store(credentials.password, for: credentials.user)
                let data = try JSONEncoder().encode(credentials.preferences)
                try data.write(to: folder.appendingPathComponent("preferences.json"))
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for write in StorageWrites.all(in: file) {
            guard let (reason, confidence) = Self.credential(in: write) else { continue }
            output.report(
                "\(reason), and it is written to \(write.store.rawValue), which lands in unencrypted backups and is readable on an unlocked device; keep it in the Keychain (SecItemAdd with kSecAttrAccessibleAfterFirstUnlock, or a wrapper such as KeychainAccess) and store at most a non-secret flag here.",
                at: file.position(of: write.node), confidence: confidence)
        }
    }

    /// Why the write holds a credential, and how sure the names make that.
    static func credential(in write: StorageWrite) -> (String, Confidence)? {
        if let value = write.value, value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(FloatLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self) {
            return nil
        }
        // A value named like a look-alike (`tokenNames`, `tokenExpiry`) is not the credential itself.
        let valueName = write.value.flatMap(StorageWrites.name(of:))
        if let valueName, CredentialNames.match(valueName) == .lookAlike { return nil }
        var sawLookAlike = false
        for name in write.names {
            switch CredentialNames.match(name) {
            case .credential(let word): return ("\"\(name)\" names \(Self.article(word)) \(word)", write.store == .file ? .medium : .high)
            case .lookAlike: sawLookAlike = true
            case .unrelated: break
            }
        }
        guard !sawLookAlike, let value = write.value else { return nil }
        if let literal = value.as(StringLiteralExprSyntax.self), CredentialNames.isSecretValue(literal.plainText) {
            return ("The value written has the shape of a secret key or token", .high)
        }
        if let name = valueName, case .credential(let word) = CredentialNames.match(name) {
            return ("The value \(name) is \(Self.article(word)) \(word)", .medium)
        }
        return nil
    }

    static func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}
