import SwiftSyntax
import ThumbruleCore

/// Account deletion run straight from a button or alert action, with no fresh proof of who
/// holds the phone, in an app that already asks for Face ID, Touch ID or the passcode
/// elsewhere (`LAContext.evaluatePolicy`), so it has the means (auth-reauth: deletion asks
/// for fresh proof).
///
/// A deletion: a call named for deleting the account (`deleteAccount()`,
/// `accountDeletionConfirm()`, `AccountLifecycle.deletionCalls`) in the action closure of a
/// control: a `Button` or an app's `…Button`, or an alert action (`.init(title:…handler:)`,
/// `UIAlertAction`). Fresh proof: any call in the outermost closure around it (the tap
/// handler that also builds the confirmation) or whose closure holds it, or in the function
/// the deletion call reaches
/// (one hop, any file), that evaluates a policy, calls a project function that does, or is
/// named for authenticating (`authenticate`, `reauthenticate`, `verifyPasscode`).
///
/// A control whose title says it signs out ("Log out", `Localizable.buttonAccountLogOut`) is
/// not a deletion, whatever its call is named: kmail-ios's "Log out" runs
/// `removeAccountFor(userId:)`, which forgets the account on this phone and deletes nothing.
///
/// A note: the proof may come before the screen opens (a password asked on the way in),
/// which the code does not show.
struct DeletionWithoutFreshProof: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-reauth.deletion-without-proof",
        ruleId: "auth-reauth",
        summary: "Account deletion runs from a tap with no fresh proof, though the app uses Face ID or the passcode elsewhere",
        triggering: [
            CheckExample(files: [
                ("App/Security/KeyVault.swift", """
                import LocalAuthentication
                final class KeyVault {
                    func reveal(then show: @escaping () -> Void) {
                        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Show your key") { ok, _ in if ok { show() } }
                    }
                }
                """),
                ("App/Settings/DangerZoneController.swift", """
                import UIKit
                final class DangerZoneController: UIViewController {
                    @objc func eraseTapped() {
                        let sheet = UIAlertController(title: "Erase your account?", message: nil, preferredStyle: .alert)
                        sheet.addAction(↓.init(title: "Erase", style: .destructive, handler: { _ in
                            Task { await AccountClient.shared.deleteAccount() }
                        }))
                        present(sheet, animated: true)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The deletion waits for Face ID or the passcode.
            CheckExample(files: [
                ("App/Security/FreshProof.swift", """
                import LocalAuthentication
                enum FreshProof {
                    static func confirm(_ reason: String, then run: @escaping () -> Void) {
                        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { ok, _ in if ok { run() } }
                    }
                }
                """),
                ("App/Settings/DangerZoneController.swift", """
                import UIKit
                final class DangerZoneController: UIViewController {
                    @objc func eraseTapped() {
                        let sheet = UIAlertController(title: "Erase your account?", message: nil, preferredStyle: .alert)
                        sheet.addAction(.init(title: "Erase", style: .destructive, handler: { _ in
                            FreshProof.confirm("Erase your account") { Task { await AccountClient.shared.deleteAccount() } }
                        }))
                        present(sheet, animated: true)
                    }
                }
                """),
            ]),
            // The proof comes first: the confirmation is built inside its completion.
            CheckExample(files: [
                ("App/Security/Owner.swift", """
                import LocalAuthentication
                enum Owner {
                    static func authenticate(reason: String, then run: @escaping () -> Void) {
                        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { ok, _ in if ok { run() } }
                    }
                }
                """),
                ("App/Settings/ProfilesController.swift", """
                import UIKit
                final class ProfilesController: UITableViewController {
                    func removeProfile(at row: Int) {
                        Owner.authenticate(reason: "Delete this profile") { [weak self] in
                            let sheet = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { _ in
                                KeyStore.deleteAccountSecret(row)
                            }))
                            self?.present(sheet, animated: true)
                        }
                    }
                }
                """),
            ]),
            // "Log out" forgets the account on this phone; nothing is deleted (kmail-ios
            // UnavailableMailboxesView, `removeAccountFor(userId:)`).
            CheckExample(files: [
                ("App/Security/AppLock.swift", """
                import LocalAuthentication
                enum AppLock {
                    static func unlock(then run: @escaping () -> Void) {
                        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { ok, _ in if ok { run() } }
                    }
                }
                """),
                ("App/Mailbox/UnavailableMailboxesView.swift", """
                import SwiftUI
                struct UnavailableMailboxesView: View {
                    let accountManager: AccountManager
                    let currentUserId: Int
                    var body: some View {
                        Button(MailResourcesStrings.Localizable.buttonAccountLogOut) {
                            accountManager.removeAccountFor(userId: currentUserId)
                        }
                    }
                }
                """),
            ]),
            // No LocalAuthentication anywhere: the app has no means to ask.
            CheckExample("""
            import SwiftUI
            struct DangerZone: View {
                let account: AccountClient
                var body: some View { Button("Delete account", role: .destructive) { Task { await account.deleteAccount() } } }
            }
            """),
        ]
    )

    struct Deletion: Codable, Sendable {
        let position: SourcePosition
        /// Calls around the deletion that may ask for proof, and the deletion call itself.
        let around: [ProjectCall]
        let deletion: ProjectCall
        /// The code around names an authentication itself.
        let proves: Bool
    }

    /// A function of the project that asks for proof: it evaluates a policy.
    struct Prover: Codable, Sendable {
        let position: SourcePosition
    }

    /// A function of the project that calls something named for proof, or a prover one hop on.
    struct Callees: Codable, Sendable {
        let position: SourcePosition
        let proves: Bool
        let calls: [ProjectCall]
    }

    static let deletions = FactKey<Deletion>("auth-reauth.deletion-without-proof.deletion")
    static let provers = FactKey<Prover>("auth-reauth.deletion-without-proof.prover")
    static let callees = FactKey<Callees>("auth-reauth.deletion-without-proof.callees")
    /// Words of a call that asks who holds the phone.
    static let proofWords: Set<String> = ["authenticate", "reauthenticate", "authentication", "biometric", "biometrics", "passcode", "evaluate", "reauth"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions {
            guard let body = function.body else { continue }
            let calls = file.index.calls(within: body)
            if calls.contains(where: { $0.calleeName == "evaluatePolicy" }) {
                output.facts.add(Prover(position: file.position(of: function.name)), for: Self.provers)
            }
            if Self.namesDeletion(function.name.text) {
                output.facts.add(Callees(position: file.position(of: function.name), proves: calls.contains(where: Self.namesProof),
                                         calls: calls.compactMap { ProjectCall($0, in: file) }), for: Self.callees)
            }
        }
        for call in file.index.callsInOrder where Self.namesDeletion(call.calleeName ?? "") {
            guard let control = Self.control(around: call), !Self.titledSignOut(control, running: call, file),
                  let deletion = ProjectCall(call, in: file) else { continue }
            let scope = Self.outermostClosure(around: call) ?? Syntax(control)
            let around = file.index.calls(within: scope) + Self.callsHolding(call)
            output.facts.add(Deletion(position: file.position(of: control), around: around.compactMap { ProjectCall($0, in: file) }, deletion: deletion,
                                      proves: around.contains(where: Self.namesProof)), for: Self.deletions)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let provers = project.shippingFacts(Self.provers, at: \.position)
        guard !provers.isEmpty else { return }
        let proverPositions = Set(provers.map(\.position))
        let callees = Dictionary(project.facts.values(Self.callees).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        func reachesProver(_ call: ProjectCall) -> Bool { call.functions(in: project).contains { proverPositions.contains($0.position) } }
        var reported = Set<SourcePosition>()
        for deletion in project.shippingFacts(Self.deletions, at: \.position) where !deletion.proves {
            guard !deletion.around.contains(where: reachesProver) else { continue }
            let reached = deletion.deletion.functions(in: project).compactMap { callees[$0.position] }
            guard !reached.contains(where: { $0.proves || $0.calls.contains(where: reachesProver) }),
                  reported.insert(deletion.position).inserted else { continue }
            output.report(
                "This deletes the account on a tap with no fresh proof of who holds the phone, though the app already asks for Face ID or the passcode elsewhere (\(provers[0].position.path):\(provers[0].position.line)); ask for it (or the password) right before deleting, and leave the account untouched when it is declined.",
                at: deletion.position, confidence: .low)
        }
    }

    /// A name that deletes the account: `deleteAccount`, `accountDeletionConfirm`, `deleteUser`;
    /// not a tap handler that opens the deletion flow (`onDeleteAccountTap`, `showDeleteAccount`).
    static func namesDeletion(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard !words.isEmpty, openingWords.isDisjoint(with: words) else { return false }
        return AccountLifecycle.deletionCalls.contains(name) || AccountWithoutDeletion.namesDeletion(" " + words.joined(separator: " ") + " ")
    }

    static let openingWords: Set<String> = ["on", "tap", "tapped", "press", "pressed", "show", "open", "present", "route", "navigate", "did"]

    static func namesProof(_ call: FunctionCallExprSyntax) -> Bool {
        !proofWords.isDisjoint(with: NameWords.split(call.calleeName ?? ""))
    }

    /// The control whose action closure holds the call: a `Button`, an app's `…Button`, an
    /// alert action (`UIAlertAction(title:…handler:)`, `.init(title:…handler:)`).
    static func control(around call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = call.parent
        while let node = current {
            if let candidate = node.as(FunctionCallExprSyntax.self), !candidate.calledExpression.encloses(call) {
                let name = candidate.calleeName ?? ""
                if name == "Button" || (name.hasSuffix("Button") && name.first?.isUppercase == true) { return candidate }
                if (name == "UIAlertAction" || name == "init"), candidate.argument("title") != nil, candidate.argument("handler") != nil { return candidate }
            }
            if node.is(FunctionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// True when the control's title, in the arguments and closures other than the one that
    /// runs the call, says it signs out: a literal ("Log out") or a localized key's name
    /// (`Localizable.buttonAccountLogOut`), its words run together (`DestructiveActions.signOutPhrases`).
    static func titledSignOut(_ control: FunctionCallExprSyntax, running call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let titleParts = control.arguments.map { Syntax($0.expression) } + (control.trailingClosure.map { [Syntax($0)] } ?? [])
            + control.additionalTrailingClosures.map { Syntax($0.closure) }
        return titleParts.filter { !$0.encloses(call) }.contains { part in
            let texts = file.index.stringLiterals(within: part).map(\.plainText) + file.index.names(within: part)
            return texts.contains { text in
                let joined = NameWords.split(text).joined()
                return DestructiveActions.signOutPhrases.contains { joined.contains($0) }
            }
        }
    }

    /// The calls whose closures hold the call (`Utils.authenticateOwner { … delete … }`).
    static func callsHolding(_ call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var holding: [FunctionCallExprSyntax] = []
        var current = call.parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if let outer = node.as(FunctionCallExprSyntax.self) { holding.append(outer) }
            current = node.parent
        }
        return holding
    }

    /// The outermost closure around the call inside its function or property.
    static func outermostClosure(around call: FunctionCallExprSyntax) -> Syntax? {
        var found: Syntax?
        var current = call.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(VariableDeclSyntax.self) {
            if node.is(ClosureExprSyntax.self) { found = node }
            current = node.parent
        }
        return found
    }
}
