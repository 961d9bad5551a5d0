import SwiftSyntax
import ThumbruleCore

/// `.deviceOwnerAuthenticationWithBiometrics` guarding money or credentials with no route
/// that does not need the sensor. When Face ID fails, locks out, or is not enrolled, the
/// person who owns the phone is locked out of their own passwords or payments, and tapping
/// the fallback button returns `.userFallback` to an app that ignores it.
///
/// Reported when the file neither uses `.deviceOwnerAuthentication` (which lets the device
/// passcode stand in) nor handles `LAError.userFallback`, and the call sits in a function or
/// type, or runs success code, whose names speak of credentials or money (`SessionAPIs.sensitiveWords`:
/// password, keychain, wallet, payment…). Medium confidence: the app's own password screen
/// may be the fallback, reached from another file. Not reported either when the gate's function
/// throws on failure and every call of it in the file is in a `do` whose catch-all clause goes
/// on to the app's own password entry (codeapp RemoteContainer: a failed or cancelled Face ID
/// falls through to `requestManualAuthenticationForHost`). Known false negatives: a policy passed
/// in a variable, and gates whose names say nothing of what they protect.
struct BiometricOnlyGate: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "sense-biometric.no-fallback",
        ruleId: "sense-biometric",
        summary: "Biometrics-only policy guarding credentials or money with no device-passcode or app-password fallback",
        triggering: [
            CheckExample("""
            import LocalAuthentication

            final class PasswordVault {
                func revealPassword(for item: Item, completion: @escaping (String?) -> Void) {
                    let context = LAContext()
                    context.localizedFallbackTitle = ""
                    ↓context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Show password") { success, _ in
                        completion(success ? self.keychain.password(for: item) : nil)
                    }
                }
            }
            """),
            CheckExample("""
            import LocalAuthentication

            struct TransferView: View {
                func confirm() async throws {
                    guard try await ↓LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Confirm") else { return }
                    try await bank.sendTransfer(amount)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import LocalAuthentication

            final class PasswordVault {
                func revealPassword(for item: Item) async throws -> String {
                    try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Show password")
                    return try keychain.password(for: item)
                }
            }
            """),
            CheckExample("""
            import LocalAuthentication

            final class WalletLock {
                func unlockWallet() {
                    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
                        if (error as? LAError)?.code == .userFallback { self.showAppPassword() }
                    }
                }
            }
            """),
            CheckExample("""
            import LocalAuthentication

            final class NotesLock {
                func unlock() {
                    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock notes") { success, _ in
                        if success { self.showNotes() }
                    }
                }
            }
            """),
            CheckExample("""
            import LocalAuthentication

            final class RemoteContainer {
                private func requestBiometricAuthenticationForHost(host: RemoteHost) async throws -> URLCredential {
                    let context = LAContext()
                    context.localizedCancelTitle = "Enter credentials"
                    guard try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Authenticate") else {
                        throw AuthError.failed
                    }
                    guard let credential = keychain.credentials(for: host.url) else { throw AuthError.failed }
                    return credential
                }

                private func requestAuthenticationForHost(host: RemoteHost) async throws -> URLCredential {
                    do {
                        return try await requestBiometricAuthenticationForHost(host: host)
                    } catch {
                        return try await requestManualAuthenticationForHost(host: host)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.mentions("deviceOwnerAuthentication"), !file.index.mentions("userFallback") else { return }
        for evaluation in BiometricEvaluation.all(in: file) where evaluation.usesBiometricsOnly {
            guard !callersFallBackToPassword(evaluation, file), let guarded = guardedWord(evaluation, file) else { continue }
            output.report(
                "Only Face ID / Touch ID can open this \(guarded) gate, so a failed, locked-out or unenrolled sensor locks the owner out. Use the .deviceOwnerAuthentication policy so the device passcode can stand in, or handle LAError.userFallback with the app's own password.",
                at: file.position(of: evaluation.call), confidence: .medium)
        }
    }

    /// True when the gate's function throws when the match fails and each of its calls in the
    /// file sits in a `do` whose catch-all clause calls a password or credential entry: the
    /// caller, not the gate, offers the route that does not need the sensor.
    private func callersFallBackToPassword(_ evaluation: BiometricEvaluation, _ file: SwiftFile) -> Bool {
        guard let function = evaluation.call.enclosingFunction,
              function.signature.effectSpecifiers?.throwsClause != nil else { return false }
        let callers = file.index.calls(function.name.text).filter { !function.encloses($0) }
        return !callers.isEmpty && callers.allSatisfy { caller in
            guard let tried = RestoreErrorOnlyLogged.tryExpression(of: caller),
                  let attempt = tried.ancestorInCodeBody(where: { $0.as(DoStmtSyntax.self)?.body.encloses(tried) == true })?.as(DoStmtSyntax.self)
            else { return false }
            return attempt.catchClauses.contains { clause in
                RestoreErrorOnlyLogged.catchesAll(clause) && file.index.calls(within: clause.body).contains { call in
                    call.calleeName.map { !Set(NameWords.split($0)).isDisjoint(with: Self.passwordEntryWords) } ?? false
                }
            }
        }
    }

    /// Words naming the app's own way in without the sensor: `requestManualAuthentication`,
    /// `showPasswordEntry`, `askForPasscode`, `enterPIN`.
    private static let passwordEntryWords: Set<String> = ["password", "passcode", "passphrase", "pin", "credential", "credentials", "manual"]

    /// The word that shows the gate protects money or credentials, from the enclosing
    /// function and type names, the reply closure and the code that runs on success.
    private func guardedWord(_ evaluation: BiometricEvaluation, _ file: SwiftFile) -> String? {
        var names = [evaluation.call.enclosingFunctionName, evaluation.call.enclosingTypeName].compactMap { $0 }
        var scopes = evaluation.successScopes
        if let reply = evaluation.call.trailingClosure { scopes.append(Syntax(reply)) }
        for scope in scopes {
            names += file.index.referencedNames(in: scope).union(file.index.memberNames(in: scope)).sorted()
        }
        for name in names {
            let words = NameWords.split(name)
            let candidates = Set(words + zip(words, words.dropFirst()).map { $0 + $1 })
            if let word = SessionAPIs.sensitiveWords.first(where: { candidates.contains($0) || candidates.contains($0 + "s") }) {
                return word
            }
        }
        return nil
    }
}
