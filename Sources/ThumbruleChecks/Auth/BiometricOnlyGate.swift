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
/// may be the fallback, reached from another file. Known false negatives: a policy passed
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
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.mentions("deviceOwnerAuthentication"), !file.index.mentions("userFallback") else { return }
        for evaluation in BiometricEvaluation.all(in: file) where evaluation.usesBiometricsOnly {
            guard let guarded = guardedWord(evaluation, file) else { continue }
            output.report(
                "Only Face ID / Touch ID can open this \(guarded) gate, so a failed, locked-out or unenrolled sensor locks the owner out. Use the .deviceOwnerAuthentication policy so the device passcode can stand in, or handle LAError.userFallback with the app's own password.",
                at: file.position(of: evaluation.call), confidence: .medium)
        }
    }

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
