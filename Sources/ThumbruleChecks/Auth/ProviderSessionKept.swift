import SwiftSyntax
import ThumbruleCore

/// The app signs people in through a provider's SDK (`GIDSignIn…signIn()`,
/// `LoginManager().logIn(…)`) and signs them out of its own session
/// (`Auth.auth().signOut()`), but nothing anywhere ends the provider's session
/// (`GIDSignIn…signOut()` or `disconnect()`, `LoginManager().logOut()`). The provider's token
/// stays on the phone after sign-out, so on a shared phone the next sign-in can continue as
/// the previous account (`auth-signout`: the credential goes at sign-out).
///
/// A call belongs to the provider when its chain names the SDK's type or a property the file
/// declares of that type (`let sdkInstance: GIDSignIn`). Reported once, at the first shipping
/// call that ends the app's own session on a receiver (a backend's `signOut()`) inside the
/// app's sign-out function (`func signOut()`); a sign-out elsewhere (on a refresh error) is
/// another check's, and without a sign-out function nothing is reported. Providers are in `SignInProviders.providerSessions`.
struct ProviderSessionKept: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-signout.provider-session-kept",
        ruleId: "auth-signout",
        summary: "Sign-out ends the app's session but never the session of the provider it signs in with",
        triggering: [
            CheckExample("""
            import FirebaseAuth
            import GoogleSignIn
            import FBSDKLoginKit
            final class AccountStore {
                func signInWithGoogle() {
                    GIDSignIn.sharedInstance().signIn()
                }
                func signInWithFacebook(from screen: UIViewController) {
                    LoginManager().logIn(permissions: ["email"], from: screen) { _, _ in }
                }
                func signOut() {
                    try? ↓Auth.auth().signOut()
                    NotificationCenter.default.post(name: .signedOut, object: nil)
                }
            }
            """),
        ],
        nonTriggering: [
            // The provider's session ends with the app's.
            CheckExample("""
            import FirebaseAuth
            import GoogleSignIn
            final class AccountStore {
                func signInWithGoogle() { GIDSignIn.sharedInstance().signIn() }
                func signOut() {
                    try? Auth.auth().signOut()
                    GIDSignIn.sharedInstance().signOut()
                }
            }
            """),
            // The SDK is held in a property of its type; signing out before each sign-in ends it too.
            CheckExample("""
            import GoogleSignIn
            final class GoogleProvider {
                private let sdk: GIDSignIn = GIDSignIn.sharedInstance
                func credential(presenting screen: UIViewController) {
                    if sdk.hasPreviousSignIn() { sdk.signOut() }
                    sdk.signIn(withPresenting: screen) { _, _ in }
                }
            }
            final class Session {
                func logOut() { try? backend.auth.signOut() }
            }
            """),
            // The only sign-out is a refresh error's, in no sign-out function (auth-signout.on-refresh-error's to judge).
            CheckExample("""
            import FirebaseAuth
            import GoogleSignIn
            final class SessionRefresher {
                func signInWithGoogle() { GIDSignIn.sharedInstance.signIn(withPresenting: root) { _, _ in } }
                func refresh() async {
                    do { try await Auth.auth().currentUser?.getIDTokenResult(forcingRefresh: true) } catch { try? Auth.auth().signOut() }
                }
            }
            """),
            // The app never signs out, so there is no sign-out to end the provider's session in.
            CheckExample("""
            import GoogleSignIn
            final class Linker {
                func link() { GIDSignIn.sharedInstance.signIn(withPresenting: root) { _, _ in } }
            }
            """),
        ]
    )

    struct Evidence: Codable, Sendable {
        /// Providers this file signs in with, with the position of that sign-in.
        var signIns: [String: SourcePosition] = [:]
        /// Providers whose session this file ends.
        var signOuts: Set<String> = []
        /// The file's first call that ends the app's own session inside the app's sign-out
        /// function (`func signOut() { try Auth.auth().signOut() }`).
        var appSignOut: SourcePosition?
    }

    static let evidence = FactKey<Evidence>("auth-signout.provider-session-kept")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        let modules = Set(file.index.importedModules)
        var providerCalls = Set<SyntaxIdentifier>()
        for session in SignInProviders.providerSessions {
            let names = Set(session.types).union(Self.properties(of: Set(session.types), in: file))
            let belongs: (FunctionCallExprSyntax) -> Bool = { call in
                var found = false
                call.forEachCalleeName { if names.contains($0) { found = true } }
                return found
            }
            for call in session.signOuts.flatMap({ file.index.calls($0) }) where belongs(call) {
                evidence.signOuts.insert(session.provider)
                providerCalls.insert(call.id)
            }
            guard !modules.isDisjoint(with: session.modules) else { continue }
            if let call = file.index.calls(session.signIn).first(where: belongs) {
                evidence.signIns[session.provider] = file.position(of: call)
            }
        }
        let appSignOuts = file.index.calls(in: file.tree, lowercasedNames: SessionAPIs.signOutCalls).filter { call in
            guard !providerCalls.contains(call.id), let receiver = call.receiver else { return false }
            return receiver.trimmedSourceText != "self"
        }
        let inSignOut = appSignOuts.first { SessionAPIs.signOutCalls.contains(($0.enclosingFunction?.name.text ?? "").lowercased()) }
        evidence.appSignOut = inSignOut.map { file.position(of: $0) }
        guard !evidence.signIns.isEmpty || !evidence.signOuts.isEmpty || evidence.appSignOut != nil else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        let endedProviders = evidence.reduce(into: Set<String>()) { $0.formUnion($1.signOuts) }
        var kept: [String: SourcePosition] = [:]
        for fileEvidence in evidence {
            for (provider, position) in fileEvidence.signIns where !endedProviders.contains(provider) && project.ships(position) {
                kept[provider] = min(kept[provider] ?? position, position)
            }
        }
        guard !kept.isEmpty,
              let signOut = evidence.compactMap(\.appSignOut).filter(project.ships).min() else { return }
        let sessions = SignInProviders.providerSessions.filter { kept[$0.provider] != nil }
        let named = sessions.map { "\($0.provider) (\($0.types[0]))" }.joined(separator: " and ")
        let calls = sessions.map { session in "\(session.types[0])…\(session.signOuts.sorted().reversed().joined(separator: "() / "))()" }.joined(separator: ", ")
        output.report(
            "This sign-out ends the app's own session, but the app also signs in with \(named) and nothing ever ends \(sessions.count == 1 ? "that provider's session" : "their sessions") (\(calls) is called nowhere): its token stays on the phone after sign-out, so on a shared phone the next sign-in can continue as the previous account. End the provider's session in the same sign-out, and disconnect it when the account is deleted.",
            at: signOut, confidence: .medium)
    }

    /// Names of the stored properties and variables the file declares of one of `types`
    /// (`let sdk: GIDSignIn`, `let sdk = GIDSignIn.sharedInstance`).
    static func properties(of types: Set<String>, in file: SwiftFile) -> Set<String> {
        var names = Set<String>()
        for variable in file.index.variables {
            for binding in variable.bindings {
                let typed = [binding.typeAnnotation?.type.trimmedSourceText, binding.initializer?.value.trimmedSourceText].compactMap { $0 }
                guard typed.contains(where: { text in types.contains { text.hasPrefix($0) } }),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
