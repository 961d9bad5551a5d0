import SwiftSyntax
import ThumbruleCore

/// A Face ID / Touch ID success that signs the user in: it sets a signed-in state
/// (`isLoggedIn = true`, `state = .signedIn`, `UserDefaults…set(true, forKey: "isLoggedIn")`)
/// or calls a sign-in API (`signIn(…)`, `login(…)`). A `LocalAuthentication` match only says
/// an enrolled person holds this phone; the server learns nothing, so it may unlock a
/// session that already exists but never create one.
///
/// A flag counts only when the same file also signs in with a credential
/// (`signIn(withEmail:password:)`, `login(username:password:)`): then the match sets the
/// state a real sign-in sets (high confidence). Without one the flag is an app lock named
/// `loggedIn`, which is what a match may unlock, and nothing is reported, unless the match
/// sits in a function named for signing in (`signInWithFaceID`, `loginWithBiometrics`): then
/// the flag is the sign-in (medium confidence). A sign-in call on
/// success is medium: it may send a stored credential the server does check (still better
/// done through a Keychain item with `SecAccessControl` or a passkey). An
/// `isAuthenticated = true` is a note: app locks use the same word for unlocking. Known false
/// negatives: the success handed to a completion handler that signs in elsewhere, sign-in
/// APIs with other names, and a credential sign-in that lives in another file.
struct BiometricSignIn: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-biometric-session.sign-in",
        ruleId: "auth-biometric-session",
        summary: "A LocalAuthentication success that signs the user in instead of unlocking an existing session",
        triggering: [
            CheckExample("""
            import LocalAuthentication

            final class LoginModel: ObservableObject {
                @Published var isLoggedIn = false

                func login(email: String, password: String) async throws {
                    try await Auth.auth().signIn(withEmail: email, password: password)
                    isLoggedIn = true
                }

                func loginWithFaceID() {
                    let context = LAContext()
                    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Log in") { success, _ in
                        if success {
                            DispatchQueue.main.async { ↓self.isLoggedIn = true }
                        }
                    }
                }

                func quickLogin() async throws {
                    try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Log in")
                    let saved = try keychain.savedCredentials()
                    try await ↓api.login(email: saved.email, password: saved.password)
                }
            }
            """),
            // No credential sign-in in the file, but the function is named as the sign-in.
            CheckExample("""
            import LocalAuthentication

            final class SessionStore: ObservableObject {
                @Published var isSignedIn = false

                func signInWithFaceID() {
                    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Sign in") { success, _ in
                        if success { DispatchQueue.main.async { ↓self.isSignedIn = true } }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import LocalAuthentication

            final class AppLock: ObservableObject {
                @Published var isUnlocked = false
                @Published var isLoggedIn = true

                func unlock() {
                    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { success, _ in
                        if success {
                            DispatchQueue.main.async { self.isUnlocked = true }
                        } else {
                            DispatchQueue.main.async { self.isLoggedIn = false }
                        }
                    }
                }

                func showLogin() { api.login(email: email, password: password) }
            }
            """),
            CheckExample("""
            import LocalAuthentication

            final class VaultAuthenticator {
                enum State { case loggedIn, loggedOut }
                @Published private(set) var state = State.loggedOut

                func authenticate() {
                    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock saved passwords") { success, _ in
                        if success { self.state = .loggedIn }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let evaluations = BiometricEvaluation.all(in: file)
        guard !evaluations.isEmpty else { return }
        let signsInWithCredential = hasCredentialSignIn(file, outside: evaluations)
        for evaluation in evaluations {
            // A match inside `signInWithFaceID()` / `loginWithBiometrics()` is meant as the sign-in.
            let namedForSignIn = evaluation.call.enclosingFunctionName.map { SessionAPIs.signInLetters.matches($0) } ?? false
            for step in signIns(after: evaluation, file) where signsInWithCredential || !step.setsState || namedForSignIn {
                let confidence: Confidence = step.setsState && !signsInWithCredential ? min(step.confidence, .medium) : step.confidence
                output.report(
                    "A Face ID / Touch ID success \(step.what) here, but LocalAuthentication only proves an enrolled person holds the phone and tells the server nothing. Sign in with a credential the server checks (a passkey via ASAuthorizationPlatformPublicKeyCredentialProvider, or a token kept in the Keychain behind SecAccessControl .biometryCurrentSet) and use the prompt only to unlock a session that already exists.",
                    at: file.position(of: step.node), confidence: confidence)
            }
        }
    }

    /// True when the file signs in with a credential somewhere a match does not lead to.
    private func hasCredentialSignIn(_ file: SwiftFile, outside evaluations: [BiometricEvaluation]) -> Bool {
        let names = file.index.callsByName.keys.filter { SessionAPIs.signInLetters.matches($0) }
        return file.index.calls(in: file.tree, named: names).contains { call in
            call.argumentLabels.contains(where: SessionAPIs.credentialLabels.contains)
                && !evaluations.contains { $0.onSuccessPath(call) }
        }
    }

    /// Something a successful match leads to that signs the user in.
    struct Step {
        package let node: Syntax
        package let what: String
        package let confidence: Confidence
        /// A signed-in flag rather than a sign-in call.
        let setsState: Bool
    }

    private func signIns(after evaluation: BiometricEvaluation, _ file: SwiftFile) -> [Step] {
        var found: [Step] = []
        for scope in evaluation.successScopes {
            for call in file.index.calls(in: scope, lowercasedNames: SessionAPIs.signInCalls) {
                found.append(Step(node: Syntax(call), what: "calls \(call.calleeName ?? "a sign-in API")", confidence: .medium, setsState: false))
            }
            for call in file.index.calls(in: scope, named: ["set"]) where Self.setsSignedInDefault(call) {
                found.append(Step(node: Syntax(call), what: "stores a signed-in flag", confidence: .high, setsState: true))
            }
        }
        let targets: [Syntax] = file.index.referencesByName.flatMap { $0.value.map(Syntax.init) }
            + file.index.memberAccessesByName.flatMap { $0.value.map(Syntax.init) }
        for target in targets {
            guard let value = target.assignedValue, let name = Self.stateName(target) else { continue }
            var confidence: Confidence?
            if evaluation.onSuccessPath(target) {
                confidence = Self.isTrue(value) ? Self.stateConfidence(name) : Self.enumCase(value).flatMap(Self.stateConfidence)
            } else if evaluation.successValues.contains(where: { $0.id == value.id }) {
                confidence = Self.stateConfidence(name)
            }
            if let confidence { found.append(Step(node: target, what: "sets \(name)", confidence: confidence, setsState: true)) }
        }
        return found.sorted { $0.node.position < $1.node.position }
    }

    /// `isLoggedIn` for `self.isLoggedIn` or `isLoggedIn`; nil for a longer chain's base.
    private static func stateName(_ node: Syntax) -> String? {
        if let member = node.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if node.parent?.is(MemberAccessExprSyntax.self) == true { return nil }
        return node.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// High for a signed-in flag, low for an authenticated one, nil for anything else
    /// (`notLoggedIn` included).
    static func stateConfidence(_ name: String) -> Confidence? {
        let words = NameWords.split(name)
        guard !words.contains("not"), !words.contains("no") else { return nil }
        let squashed = words.joined()
        if SessionAPIs.signedInStateWords.contains(where: squashed.contains) { return .high }
        if SessionAPIs.authenticatedStateWords.contains(where: squashed.contains) { return .low }
        return nil
    }

    private static func isTrue(_ value: some SyntaxProtocol) -> Bool {
        value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// `signedIn` for `.signedIn` or `.signedIn(user)`.
    private static func enumCase(_ value: ExprSyntax) -> String? {
        let member = value.as(MemberAccessExprSyntax.self) ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let member, member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// `UserDefaults.standard.set(true, forKey: "isLoggedIn")`.
    private static func setsSignedInDefault(_ call: FunctionCallExprSyntax) -> Bool {
        guard let flag = call.arguments.first?.expression, isTrue(flag),
              let key = call.argument("forKey")?.expression.as(StringLiteralExprSyntax.self) else { return false }
        return stateConfidence(key.plainText) == .high
    }
}
