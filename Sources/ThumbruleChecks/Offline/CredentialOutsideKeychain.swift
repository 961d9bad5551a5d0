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
/// skipped: push and device tokens, CloudKit change tokens, StoreKit app account tokens,
/// paging cursors, flags such as `hasPassword`. `UserDefaults` is recognised as `.standard`, suites, extensions on
/// `UserDefaults`, and injected instances typed `UserDefaults` or named `…defaults`.
/// Known false positive: a password manager exporting passwords to a file the user asked
/// for. Known false negatives: values stored through wrappers whose type the file does not show.
///
/// By value, whatever the key says: a value typed into a `SecureField` (its bound variable
/// written, or the `@AppStorage` property it binds), a local whose initial value names a
/// credential (`let value = response.accessToken`), and JSON encoded from a type of the
/// project with a credential property (`JSONEncoder().encode(history)` where `history` holds
/// `GeneratedPassword`s), followed in the project pass to the type's declaration in any file.
struct CredentialOutsideKeychain: SwiftFileCheck, ProjectCheck {
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
            // By value: typed into a secure field, or taken from a sign-in response, under neutral keys.
            CheckExample("""
            import SwiftUI
            struct ServerSettings: View {
                ↓@AppStorage("server.value") private var value = ""
                var body: some View { SecureField("Password", text: $value) }
            }
            func signedIn(_ response: AuthResponse) {
                let value = response.accessToken
                ↓UserDefaults.standard.set(value, forKey: "session.value")
            }
            """),
            // Generated passwords kept as JSON under a neutral key; the type is declared in another file.
            CheckExample(files: [
                ("App/GeneratedPassword.swift", """
                struct GeneratedPassword: Codable {
                    let password: String
                    let createdAt: Date
                }
                """),
                ("App/History.swift", """
                import SwiftUI
                final class History {
                    private var items: [GeneratedPassword] = []
                    @AppStorage("recent.items") private var recent = Data()
                    func add(_ item: GeneratedPassword) {
                        items.append(item)
                        ↓UserDefaults.standard.set(try? JSONEncoder().encode(items), forKey: "recent.items")
                    }
                }
                """),
            ]),
            // One sign-in screen writes the key; the model and settings declare it only to read it,
            // so the finding is the write (grocy-swiftui: LoginView writes, GrocyViewModel reads).
            CheckExample(files: [
                ("App/LoginView.swift", """
                import SwiftUI
                struct LoginView: View {
                    ↓@AppStorage("grocyAPIKey") var grocyAPIKey: String = ""
                    @State private var apiKey = ""
                    var body: some View { Button("Log in") { grocyAPIKey = apiKey } }
                }
                struct LoginStatusView: View {
                    @AppStorage("grocyAPIKey") var grocyAPIKey: String = ""
                    var body: some View { Text("Checking").task { await check(apiKey: grocyAPIKey) } }
                }
                """),
                ("App/GrocyViewModel.swift", """
                import SwiftUI
                final class GrocyViewModel {
                    @AppStorage("grocyAPIKey") var grocyAPIKey: String = ""
                    func connect() { api.setLoginData(apiKey: grocyAPIKey) }
                }
                """),
                ("App/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    @AppStorage("grocyAPIKey") var grocyAPIKey: String = ""
                    var body: some View { Text("Settings") }
                }
                """),
            ]),
            // Declared only to read in two files and written through no code: still kept in the defaults, reported once.
            CheckExample(files: [
                ("App/A.swift", """
                import SwiftUI
                struct A: View {
                    ↓@AppStorage("authToken") var authToken = ""
                    var body: some View { Text(authToken) }
                }
                """),
                ("App/B.swift", """
                import SwiftUI
                struct B: View {
                    @AppStorage("authToken") var authToken = ""
                    var body: some View { Text(authToken) }
                }
                """),
            ]),
            // An account's token without StoreKit's "app account" is still a sign-in.
            CheckExample("""
            enum Account {
                static var userAccountToken: String?
                static func save(to defaults: UserDefaults) {
                    ↓defaults.set(Account.userAccountToken, forKey: "userAccountToken")
                }
            }
            """),
        ],
        nonTriggering: [
            // hound-ios: StoreKit's app account token, an opaque id a purchase carries as applicationUsername.
            CheckExample("""
            enum Account {
                static var userAppAccountToken: String?
                static func save(to defaults: UserDefaults) {
                    defaults.set(Account.userAppAccountToken, forKey: "userAppAccountToken")
                }
            }
            """),
            // A debug build's token the team registered for simulators (an attestation service's
            // debug token): it stands for the developers, not for a person's sign-in.
            CheckExample("""
            func useSimulatorAttestation(_ registered: String) {
                UserDefaults.standard.set(registered, forKey: "AttestationDebugToken")
            }
            """),
            // Markers of where a delta sync or a paged read left off: a server's generation or
            // sync token, a continuation, a next-page token. They unlock nothing.
            CheckExample("""
            final class SyncState {
                let defaults = UserDefaults.standard
                func save(_ payload: SyncPayload) {
                    defaults.set(try? JSONEncoder().encode(payload.generation), forKey: "synchronizationGenerationTokenData")
                    defaults.set(payload.deltaToken, forKey: "deltaToken")
                    defaults.set(payload.nextToken, forKey: "feed.nextToken")
                    defaults.set(payload.continuation, forKey: "continuationToken")
                }
            }
            """),
            // A push address kept under a constant key whose text says so: it unlocks nothing.
            CheckExample("""
            final class PushRelay {
                private let tokenKey = "relayPushFCMToken"
                func didReceive(_ token: String) {
                    UserDefaults.standard.set(token, forKey: tokenKey)
                }
            }
            """),
            // A language model's token limit is a number, not a secret.
            CheckExample("""
            final class ModelSettings {
                var maxTokens = 512
                func persist() { UserDefaults.standard.set(maxTokens, forKey: "maxTokens") }
            }
            """),
            // JSON of a type with no credential in it; a secure field's value kept in the Keychain.
            CheckExample(files: [
                ("App/Recipe.swift", """
                struct Recipe: Codable {
                    let title: String
                    let tokenCount: Int
                }
                """),
                ("App/Recents.swift", """
                import SwiftUI
                final class Recents {
                    private var items: [Recipe] = []
                    func save() { UserDefaults.standard.set(try? JSONEncoder().encode(items), forKey: "recent.items") }
                }
                struct Login: View {
                    @State private var secret = ""
                    var body: some View { SecureField("Password", text: $secret).onSubmit { keychain.set(secret, forKey: "pw") } }
                }
                """),
            ]),
            CheckExample("""
            import SwiftUI

            func registered(deviceToken: Data) {
                UserDefaults.standard.set(deviceToken, forKey: "apnsDeviceToken")
                UserDefaults.standard.set(token, forKey: "pushToken")
                // bittr-ios: the APNs token under a key written as one lowercase word.
                UserDefaults.standard.set(token, forKey: "notificationstoken")
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

    /// JSON encoded from a value of a named type and written to a store, for the project pass.
    struct EncodedWrite: Codable, Sendable {
        let position: SourcePosition
        let typeName: String
        let store: String
    }

    /// A stored property of a project type whose name says credential.
    struct CredentialProperty: Codable, Sendable {
        let typeName: String
        let property: String
        let word: String
    }

    static let encodedWrites = FactKey<EncodedWrite>("off-cache-policy.encoded-write")
    static let credentialProperties = FactKey<CredentialProperty>("off-cache-policy.credential-property")

    /// A property-wrapper declaration of a credential key that its file only reads; the project
    /// pass reports one per key, and only when no file writes that key.
    struct ReadOnlyDeclaration: Codable, Sendable {
        let position: SourcePosition
        let key: String
        let message: String
        let confidence: Confidence
    }

    static let readOnlyDeclarations = FactKey<ReadOnlyDeclaration>("off-cache-policy.read-only-declaration")
    static let writtenKeys = FactKey<String>("off-cache-policy.written-key")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let secureBound = Self.secureFieldBindings(in: file)
        for write in StorageWrites.all(in: file) {
            if let (reason, confidence) = Self.credential(in: write) ?? Self.credentialByValue(in: write, secureBound, file) {
                let message = Self.message(reason, write.store.rawValue)
                let position = file.position(of: write.node)
                if write.value == nil, let key = write.names.first, let property = write.names.last, !Self.isWritten(property, in: write.node.enclosingTypeName, file) {
                    output.facts.add(ReadOnlyDeclaration(position: position, key: key, message: message, confidence: confidence), for: Self.readOnlyDeclarations)
                    continue
                }
                if let key = write.names.first { output.facts.add(key, for: Self.writtenKeys) }
                output.report(message, at: position, confidence: confidence)
                continue
            }
            for value in Self.values(of: write, file) {
                guard let typeName = Self.encodedType(value, file) else { continue }
                output.facts.add(EncodedWrite(position: file.position(of: write.node), typeName: typeName, store: write.store.rawValue), for: Self.encodedWrites)
                break
            }
        }
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let members = type.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          case .credential(let word) = CredentialNames.match(name) else { continue }
                    output.facts.add(CredentialProperty(typeName: type.name, property: name, word: word), for: Self.credentialProperties)
                }
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        reportUnwrittenKeys(project, &output)
        let writes = project.facts.values(Self.encodedWrites)
        guard !writes.isEmpty else { return }
        var properties: [String: CredentialProperty] = [:]
        for property in project.facts.values(Self.credentialProperties) where properties[property.typeName] == nil {
            properties[property.typeName] = property
        }
        for write in writes {
            guard let property = properties[write.typeName] else { continue }
            output.report(
                "The JSON written here is encoded from \(write.typeName), whose \(property.property) is \(Self.article(property.word)) \(property.word), and it is written to \(write.store), which lands in unencrypted backups and is readable on an unlocked device; keep \(property.property) in the Keychain and encode the rest without it (leave it out of CodingKeys).",
                at: write.position, confidence: .medium)
        }
    }

    /// Several views declare `@AppStorage("apiKey")` to read a key that one sign-in screen
    /// writes; that write is the finding. A key that no file writes through code is reported
    /// once, at its first declaration, since the wrapper still keeps it in the defaults.
    private func reportUnwrittenKeys(_ project: Project, _ output: inout CheckOutput) {
        let written = Set(project.facts.values(Self.writtenKeys))
        var first: [String: ReadOnlyDeclaration] = [:]
        for declaration in project.facts.values(Self.readOnlyDeclarations) where !written.contains(declaration.key) {
            if let seen = first[declaration.key], seen.position <= declaration.position { continue }
            first[declaration.key] = declaration
        }
        for declaration in first.values.sorted(by: { $0.position < $1.position }) {
            output.report(declaration.message, at: declaration.position, confidence: declaration.confidence)
        }
    }

    /// True when the declaring type assigns the wrapped property (`apiKey = …`, `self.apiKey = …`),
    /// passes it `inout`, or hands out its binding (`$apiKey`), through which a field writes it.
    /// Another view of the same file declaring the same key is not this property.
    static func isWritten(_ property: String, in typeName: String?, _ file: SwiftFile) -> Bool {
        let inType = { (node: Syntax) in node.enclosingTypeName == typeName }
        if file.index.references("$" + property).contains(where: { inType(Syntax($0)) }) { return true }
        let uses = file.index.references(property).map(ExprSyntax.init)
            + file.index.memberAccesses(property).filter { $0.base?.trimmedSourceText == "self" }.map(ExprSyntax.init)
        return uses.contains { inType(Syntax($0)) && ($0.assignment != nil || $0.parent?.is(InOutExprSyntax.self) == true) }
    }

    static func message(_ reason: String, _ store: String) -> String {
        "\(reason), and it is written to \(store), which lands in unencrypted backups and is readable on an unlocked device; keep it in the Keychain (SecItemAdd with kSecAttrAccessibleAfterFirstUnlock, or a wrapper such as KeychainAccess) and store at most a non-secret flag here."
    }

    /// The variables whose values are typed into a `SecureField` (`SecureField("…", text: $password)`).
    static func secureFieldBindings(in file: SwiftFile) -> Set<String> {
        Set(file.index.calls("SecureField").compactMap { field in
            guard let bound = field.argument("text")?.expression.trimmedSourceText, bound.hasPrefix("$") else { return nil }
            let name = String(bound.dropFirst())
            return name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        })
    }

    /// A credential shown by where the value comes from: typed into a secure field, or
    /// taken from a name that says credential (`let value = response.accessToken`).
    static func credentialByValue(in write: StorageWrite, _ secureBound: Set<String>, _ file: SwiftFile) -> (String, Confidence)? {
        guard !write.names.contains(where: { CredentialNames.match($0) == .lookAlike }) else { return nil }
        if write.store == .appStorage, let bound = write.names.last, secureBound.contains(bound) {
            return ("\(bound) is typed into a SecureField", .high)
        }
        guard let value = write.value?.strippingOptionality, let reference = value.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if secureBound.contains(name) { return ("The value \(name) is typed into a SecureField", .high) }
        guard let initial = file.index.initialValue(of: reference), let source = StorageWrites.name(of: initial),
              case .credential(let word) = CredentialNames.match(source) else { return nil }
        return ("The value \(name) comes from \(initial.trimmedSourceText), \(article(word)) \(word)", .medium)
    }

    /// The expressions a write stores: its value, or what code assigns to an `@AppStorage` property.
    static func values(of write: StorageWrite, _ file: SwiftFile) -> [ExprSyntax] {
        if let value = write.value { return [value] }
        guard write.store == .appStorage, let name = write.names.last else { return [] }
        return file.index.references(name).compactMap { ExprSyntax($0).assignedValue }
            + file.index.memberAccesses(name).compactMap { ExprSyntax($0).assignedValue }
    }

    /// For `JSONEncoder().encode(items)` (through `try`, or a local `let data = …`), the type
    /// `items` is declared as in this file, without array or optional marks.
    static func encodedType(_ value: ExprSyntax, _ file: SwiftFile) -> String? {
        var current = value
        for _ in 0..<3 {
            if let wrapped = current.as(TryExprSyntax.self)?.expression ?? current.as(AwaitExprSyntax.self)?.expression {
                current = wrapped
            } else if let reference = current.as(DeclReferenceExprSyntax.self), let initial = file.index.initialValue(of: reference) {
                current = initial
            } else {
                break
            }
        }
        guard let call = current.strippingOptionality.as(FunctionCallExprSyntax.self), call.calleeName == "encode",
              call.arguments.count == 1, let argument = call.arguments.first?.expression.strippingOptionality else { return nil }
        let key = argument.receiverKey
        guard !key.contains("."), let declared = file.declaredVariables[key], declared.count == 1 else { return nil }
        if let typeName = declared[0].typeName {
            return Symbols.bareName(typeName.filter { $0 != "[" && $0 != "]" })
        }
        // `var items: [Entry] = []` has its annotation; `= [Entry]()` names the type in its initialiser.
        let initializer = declared[0].binding.initializer?.value.trimmedSourceText ?? ""
        guard initializer.hasPrefix("["), let end = initializer.firstIndex(of: "]") else { return nil }
        return Symbols.bareName(String(initializer[initializer.index(after: initializer.startIndex)..<end]))
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
