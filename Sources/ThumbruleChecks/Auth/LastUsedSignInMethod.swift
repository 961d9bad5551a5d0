import SwiftSyntax
import ThumbruleCore

/// A sign-in screen offering two or more methods (Apple, Google, Facebook, a passkey, an
/// email link, email and password, phone) in a project that never records which one last
/// worked on this device, so a returning user guesses and a wrong guess opens a second
/// account.
///
/// A screen is one view type named for signing in or for the way in (`LoginView`,
/// `WelcomeScreen`, `AccountGate`) drawing the methods: provider buttons and SDK calls,
/// a passkey or email-link request, a `SecureField`; a settings screen with an Apple
/// button and a password field is not a sign-in screen. A record is any
/// name or key in the project that speaks of the last or previous sign-in method
/// (`lastSignInMethod`, `"last_login_provider"`, `previousProvider`). A note (low
/// confidence): the record may live on a server, and the rule asks for it as a courtesy.
/// An email link beside a password counts as one way in (both reach the account of the
/// address typed), and a method the screen draws only where the store build never runs
/// (under a switch hard-coded off) is not offered.
struct LastUsedSignInMethod: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-last-used.unmarked-method",
        ruleId: "auth-last-used",
        summary: "A sign-in screen with two or more methods that never records which one last worked (a note)",
        triggering: [
            CheckExample("""
            import AuthenticationServices
            import GoogleSignInSwift
            import SwiftUI

            struct ↓SignInView: View {
                @State private var email = ""
                @State private var password = ""
                var body: some View {
                    VStack {
                        SignInWithAppleButton(.signIn) { $0.requestedScopes = [.email] } onCompletion: { handle($0) }
                        GoogleSignInButton { signInWithGoogle() }
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // orestsjournal-ios: a password and a magic link for the same email address.
            CheckExample("""
            import SwiftUI

            struct AuthView: View {
                @State private var email = ""
                @State private var password = ""
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                        Button("Email me a sign-in link") { Task { try await auth.signInWithOTP(email: email) } }
                    }
                }
            }
            """),
            // resumebuilder-ios: Sign in with Apple drawn only under a switch hard-coded off, so
            // the shipped screen offers email and password alone.
            CheckExample(files: [
                ("App/ResumeApp.swift", """
                import SwiftUI
                @main
                struct ResumeApp: App {
                    var body: some Scene { WindowGroup { OnboardingView() } }
                }
                """),
                ("App/Config.swift", """
                enum AuthConfig {
                    static let isAppleSignInEnabled = false
                }
                """),
                ("App/OnboardingView.swift", """
                import AuthenticationServices
                import SwiftUI

                struct OnboardingView: View {
                    @State private var email = ""
                    @State private var password = ""
                    var body: some View {
                        VStack {
                            if AuthConfig.isAppleSignInEnabled {
                                SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }
                            }
                            TextField("Email", text: $email)
                            SecureField("Password", text: $password)
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import AuthenticationServices
            import GoogleSignInSwift
            import SwiftUI

            struct SignInView: View {
                @AppStorage("lastSignInMethod") private var lastMethod = ""
                var body: some View {
                    VStack {
                        SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in lastMethod = "apple" }
                            .overlay(alignment: .topTrailing) { if lastMethod == "apple" { Text("Last used") } }
                        GoogleSignInButton { lastMethod = "google" }
                    }
                }
            }
            """),
            CheckExample("""
            import AuthenticationServices
            import SwiftUI

            struct SignInView: View {
                var body: some View {
                    SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }
                }
            }
            """),
            CheckExample("""
            import AuthenticationServices
            import SwiftUI

            struct SecuritySettingsView: View {
                @State private var apiKey = ""
                var body: some View {
                    Form {
                        SecureField("API key", text: $apiKey)
                        SignInWithAppleButton(.continue) { _ in } onCompletion: { _ in }
                    }
                }
            }
            """),
        ]
    )

    package struct Screen: Sendable, Codable {
        package let type: String
        package let position: SourcePosition
        package let methods: [String]
        /// By method, where the screen names it: a method drawn only under a switch the store
        /// build leaves off (`if Config.isAppleSignInEnabled`, a `static let` set to `false`) is
        /// not offered.
        package var uses: [String: [SourcePosition]] = [:]
    }

    package static let screens = FactKey<Screen>("auth-last-used.screen")
    package static let records = FactKey<Bool>("auth-last-used.record")

    /// Names whose use in a type shows one sign-in method, by method.
    static let methodNames: [String: Set<String>] = [
        "Sign in with Apple": ["SignInWithAppleButton", "ASAuthorizationAppleIDButton", "ASAuthorizationAppleIDProvider"],
        "Google": ["GoogleSignInButton", "GIDSignInButton", "GIDSignIn", "GoogleAuthProvider"],
        "Facebook": ["FBLoginButton", "FBSDKLoginButton", "FacebookAuthProvider"],
        "passkey": ["ASAuthorizationPlatformPublicKeyCredentialProvider"],
        "email link": ["sendSignInLink", "signInWithOTP"],
        "phone": ["PhoneAuthProvider", "verifyPhoneNumber"],
        "password": ["SecureField"],
    ]
    /// Methods that sign in the account of the email address typed, whichever is chosen.
    static let emailMethods: Set<String> = ["email link", "password"]
    /// Words of a screen name where sign-in is offered besides the sign-in views themselves.
    static let entryScreenWords: Set<String> = ["welcome", "onboarding", "account", "landing", "start", "intro", "gate"]
    static let recordText = TextSearch(anyOf: ["last", "previous", "recent"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if Self.recordText.mayMatch(in: file), recordsLastMethod(file) { output.facts.add(true, for: Self.records) }
        let present = Self.methodNames.filter { $0.value.contains(where: file.index.mentions) }
        let buttons = ProviderButton.all(in: file)
        guard present.count + Set(buttons.map(\.provider.rawValue)).count >= 2 else { return }
        for type in file.index.typeDeclarations where !type.isExtension {
            let words = NameWords.split(type.name)
            guard type.inherits("View") || type.inherits("UIViewController") || words.contains("view"),
                  SignInWall.isSignInView(type.name) || !Self.entryScreenWords.isDisjoint(with: words) else { continue }
            let names = file.index.names(within: type.node)
            var methods = present.filter { !$0.value.isDisjoint(with: names) }.map(\.key)
            var uses: [String: [SourcePosition]] = [:]
            for token in type.node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                for method in methods where Self.methodNames[method]?.contains(name) == true { uses[method, default: []].append(file.position(of: token)) }
            }
            for button in buttons where type.node.encloses(button.node) && !methods.contains(where: { $0.contains(button.provider.rawValue) }) {
                methods.append(button.provider.rawValue)
            }
            for button in buttons where type.node.encloses(button.node) {
                uses[button.provider.rawValue, default: []].append(file.position(of: button.node))
            }
            guard Set(methods).count >= 2 else { continue }
            output.facts.add(Screen(type: type.name, position: file.position(of: Self.nameToken(of: type.node) ?? Syntax(type.node)), methods: methods.sorted(),
                                    uses: uses), for: Self.screens)
        }
    }

    static func nameToken(of declaration: DeclSyntax) -> Syntax? {
        if let decl = declaration.as(StructDeclSyntax.self) { return Syntax(decl.name) }
        if let decl = declaration.as(ClassDeclSyntax.self) { return Syntax(decl.name) }
        return nil
    }

    /// A name or key that speaks of the last or previous sign-in method.
    private func recordsLastMethod(_ file: SwiftFile) -> Bool {
        let methodWords: Set<String> = ["method", "provider", "login", "signin", "sign", "auth", "account", "used"]
        func speaks(_ text: String) -> Bool {
            guard Self.recordText.matches(text) else { return false }
            let words = NameWords.split(text)
            return !Set(["last", "previous", "recent", "recently"]).isDisjoint(with: words) && !methodWords.isDisjoint(with: words)
        }
        return file.index.referencesByName.keys.contains(where: speaks) || file.index.memberAccessesByName.keys.contains(where: speaks)
            || file.index.stringLiterals.contains { !$0.plainText.contains(" ") && speaks($0.plainText) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.facts.values(Self.records).isEmpty else { return }
        for screen in project.facts.values(Self.screens) {
            // A method counts when the screen names it somewhere that ships.
            let methods = screen.methods.filter { method in (screen.uses[method] ?? []).isEmpty || screen.uses[method]!.contains(where: project.ships) }
            // An email link and a password both sign in the one account of the address typed: a
            // wrong guess between them opens no second account.
            guard Set(methods.map { Self.emailMethods.contains($0) ? "email" : $0 }).count >= 2 else { continue }
            output.report(
                "\(screen.type) offers \(methods.count) ways to sign in (\(methods.joined(separator: ", "))) and nothing records which one last worked on this device, so a returning user guesses and a wrong guess opens a second account. Keep the last successful method locally and badge its button \"Last used\" (the method, never the address).",
                at: screen.position, confidence: .low)
        }
    }
}
