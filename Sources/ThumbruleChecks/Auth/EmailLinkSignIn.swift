import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// Email-link sign-in that cannot finish where it started: no `applinks:` associated
/// domain in any entitlements file (the tap opens Mail's browser, not the app), or the
/// address the link was sent to kept only in memory (a killed process forgets which
/// request the link completes).
///
/// Email-link sign-in is Firebase's `sendSignInLink(toEmail:)`, `isSignIn(withEmailLink:)`
/// and `signIn(withEmail:link:)`, Supabase's `signInWithOTP(email:redirectTo:)`, or a URL
/// handler (`onOpenURL`, `application(_:open:)`, `scene(_:openURLContexts:)`) that speaks
/// of a magic or sign-in link. The domain finding is high confidence where an entitlements
/// file exists without it, medium where the project has no entitlements file but an Xcode
/// project (a build step may add one); silent with neither. The memory finding needs a
/// send call and no write of an email to `UserDefaults`, `@AppStorage`, `@SceneStorage`
/// or the Keychain anywhere in the project: medium, since a server may hold the pending
/// request.
struct EmailLinkSignIn: SwiftFileCheck, ProjectCheck {
    static let associatedDomains = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>com.apple.developer.associated-domains</key>
            <array><string>applinks:links.example.com</string></array>
        </dict>
        </plist>
        """

    package static let description = CheckDescription(
        id: "auth-magic-link.email-link-setup",
        ruleId: "auth-magic-link",
        summary: "Email-link sign-in without an applinks associated domain, or with the pending email kept only in memory",
        triggering: [
            CheckExample(files: [
                ("App/EmailSignIn.swift", """
                import FirebaseAuth

                final class EmailSignIn {
                    func send(to email: String) async throws {
                        let settings = ActionCodeSettings()
                        settings.url = URL(string: "myapp://finish-sign-in")
                        settings.handleCodeInApp = true
                        try await ↓Auth.auth().sendSignInLink(toEmail: email, actionCodeSettings: settings)
                        UserDefaults.standard.set(email, forKey: "pendingSignInEmail")
                    }
                }
                """),
                ("App/App.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
            ]),
            CheckExample(files: [
                ("App/MagicLink.swift", """
                import Supabase

                @MainActor final class MagicLinkModel: ObservableObject {
                    @Published var sentTo: String?
                    func send(_ email: String) async throws {
                        try await ↓supabase.auth.signInWithOTP(email: email, redirectTo: URL(string: "https://links.example.com/auth"))
                        sentTo = email
                    }
                }
                """),
                ("App/App.entitlements", Self.associatedDomains),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/EmailSignIn.swift", """
                import FirebaseAuth

                final class EmailSignIn {
                    func send(to email: String) async throws {
                        let settings = ActionCodeSettings()
                        settings.url = URL(string: "https://links.example.com/finish")
                        settings.handleCodeInApp = true
                        try await Auth.auth().sendSignInLink(toEmail: email, actionCodeSettings: settings)
                        UserDefaults.standard.set(email, forKey: "pendingSignInEmail")
                    }
                    func finish(_ url: URL) async throws {
                        guard Auth.auth().isSignIn(withEmailLink: url.absoluteString),
                              let email = UserDefaults.standard.string(forKey: "pendingSignInEmail") else { return }
                        _ = try await Auth.auth().signIn(withEmail: email, link: url.absoluteString)
                    }
                }
                """),
                ("App/App.entitlements", Self.associatedDomains),
            ]),
            CheckExample("""
            import FirebaseAuth
            func signIn(email: String, password: String) async throws {
                _ = try await Auth.auth().signIn(withEmail: email, password: password)
            }
            """),
        ]
    )

    package struct Use: Sendable, Codable {
        package let position: SourcePosition
        package let api: String
        /// True for a call that sends the link, after which the address must be remembered.
        package let sends: Bool
    }

    package static let uses = FactKey<Use>("auth-magic-link.use")
    package static let persistedEmails = FactKey<SourcePosition>("auth-magic-link.persisted-email")

    static let mailText = TextSearch(anyOf: ["mail"], ignoringCase: true)
    static let keychainText = TextSearch(anyOf: ["keychain"], ignoringCase: true)
    static let linkWords = TextSearch(anyOf: ["magic", "emaillink", "signinlink", "loginlink", "login-link", "magic-link", "email-link", "sign-in-link"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var found: [(Syntax, String, Bool)] = []
        for call in file.index.calls("sendSignInLink") { found.append((Syntax(call), "sendSignInLink", true)) }
        for call in file.index.calls("isSignIn") where call.argumentLabels.contains("withEmailLink") {
            found.append((Syntax(call), "isSignIn(withEmailLink:)", false))
        }
        for call in file.index.calls("signIn") where call.argumentLabels.contains("link") && call.argumentLabels.contains("withEmail") {
            found.append((Syntax(call), "signIn(withEmail:link:)", false))
        }
        for call in file.index.calls("signInWithOTP") where call.argumentLabels.contains("email") && call.argumentLabels.contains("redirectTo") {
            found.append((Syntax(call), "signInWithOTP(email:redirectTo:)", true))
        }
        if found.isEmpty, let handler = linkHandler(in: file) { found.append((handler, "a sign-in link handled in the app's URL handler", false)) }
        for (node, api, sends) in found {
            output.facts.add(Use(position: file.position(of: node), api: api, sends: sends), for: Self.uses)
        }
        guard Self.mailText.mayMatch(in: file) else { return }
        for write in StorageWrites.all(in: file) where Self.mentionsEmail(write.names + [write.value?.trimmedSourceText].compactMap { $0 }) {
            output.facts.add(file.position(of: write.node), for: Self.persistedEmails)
        }
        for variable in file.index.variables where variable.attributes.contains(where: { $0.trimmedSourceText.hasPrefix("@SceneStorage") }) {
            if Self.mentionsEmail(variable.bindings.map(\.pattern.trimmedSourceText)) {
                output.facts.add(file.position(of: variable), for: Self.persistedEmails)
            }
        }
        for call in Self.keychainText.mayMatch(in: file) ? file.index.callsInOrder : [] where Self.keychainText.matches(call.calledExpression, in: file) {
            if Self.mentionsEmail(call.arguments.map(\.expression.trimmedSourceText)) {
                output.facts.add(file.position(of: call), for: Self.persistedEmails)
            }
        }
    }

    static func mentionsEmail(_ texts: [String]) -> Bool {
        texts.contains { text in NameWords.split(text).contains { $0 == "email" || $0 == "mail" } }
    }

    /// A URL handler whose body speaks of a magic or sign-in link.
    private func linkHandler(in file: SwiftFile) -> Syntax? {
        guard Self.linkWords.mayMatch(in: file) else { return nil }
        let handlers: [Syntax] = file.index.calls("onOpenURL").compactMap { $0.bodyClosure.map(Syntax.init) }
            + file.index.functions.filter { function in
                let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                return (function.name.text == "application" && labels.contains("open")) || (function.name.text == "scene" && labels.contains("openURLContexts"))
            }.map(Syntax.init)
        return handlers.first { Self.linkWords.matches($0, in: file) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.facts.values(Self.uses).sorted { $0.position < $1.position }
        guard let first = uses.first else { return }
        let hasAppLinks = project.entitlements.values.contains { entitlements in
            guard case .array(let domains)? = entitlements.root["com.apple.developer.associated-domains"] else { return false }
            return domains.contains { if case .string(let domain) = $0 { return domain.hasPrefix("applinks:") } else { return false } }
        }
        if !hasAppLinks, !project.entitlements.isEmpty || !project.xcodeProjects.isEmpty {
            output.report(
                "The app signs in with an email link (\(first.api)) but no entitlements file declares an applinks: associated domain, so tapping the link opens the mail app's browser instead of the app, and sign-in stops there. Add com.apple.developer.associated-domains with applinks:<your link domain> and serve its apple-app-site-association file.",
                at: first.position, confidence: project.entitlements.isEmpty ? .medium : .high)
        }
        if let send = uses.first(where: \.sends), project.facts.values(Self.persistedEmails).isEmpty {
            output.report(
                "The address this sign-in link is sent to is kept only in memory. Between the request and the tap the user is in Mail and the app is often killed; on return nothing knows which request the link completes. Store the pending email (UserDefaults or @SceneStorage) before sending, and restore the waiting screen from it.",
                at: send.position, confidence: .medium)
        }
    }
}
