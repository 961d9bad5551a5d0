import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A "Delete account" action that only signs out. The button's title, or the alert or
/// dialog it confirms, promises to delete the account; the code it runs signs out and at most
/// clears local state, so the account and its data stay on the server while the person
/// believes them gone, and App Review's account deletion requirement (5.1.1(v)) is not met.
///
/// Candidates: a SwiftUI `Button` whose text names account deletion (`AccountWithoutDeletion`'s
/// phrases), and a destructive button inside an `.alert` / `.confirmationDialog` whose title or
/// message names it. Reported when the action, and the project's functions it calls (one hop,
/// any file), call a sign-out (`SessionAPIs.signOutCalls`) and nothing else but closing the
/// screen or clearing local state (`LocalSessionCleanup`). Any other call, or one the project
/// does not declare, may be the deletion: nothing is reported.
///
/// Not reported in an app that creates no accounts (no `AccountWithoutDeletion.accountCreations`)
/// and has people type the address of the server they sign in to (moememos, a client of a
/// person's own Memos server): the account is theirs on their server, not one the app made,
/// so 5.1.1(v) asks nothing of it, and "Delete account" there removes the app's copy.
///
/// Known false negatives: deletion requests two calls away; UIKit alert actions.
struct DeletionOnlySignsOut: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-delete.signs-out-only",
        ruleId: "auth-delete",
        summary: "A Delete Account action that only signs out",
        triggering: [
            CheckExample(files: [
                ("App/Session.swift", """
                import FirebaseAuth
                @Observable final class Session {
                    var user: User?
                    func endSession() {
                        try? Auth.auth().signOut()
                        user = nil
                    }
                }
                """),
                ("App/AccountView.swift", """
                import SwiftUI
                struct AccountView: View {
                    let session: Session
                    @State private var confirming = false
                    var body: some View {
                        Button("Delete Account", role: .destructive) { confirming = true }
                            .alert("Delete your account?", isPresented: $confirming) {
                                ↓Button("Delete", role: .destructive) { session.endSession() }
                                Button("Cancel", role: .cancel) { }
                            } message: {
                                Text("Your account and all its data will be permanently deleted.")
                            }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Session.swift", """
                import FirebaseAuth
                @Observable final class Session {
                    func deleteAccount() async throws {
                        try await Auth.auth().currentUser?.delete()
                        try Auth.auth().signOut()
                    }
                }
                """),
                ("App/AccountView.swift", """
                import SwiftUI
                struct AccountView: View {
                    let session: Session
                    var body: some View {
                        Button("Delete Account", role: .destructive) { Task { try? await session.deleteAccount() } }
                        Button("Sign Out") { try? Auth.auth().signOut() }
                    }
                }
                """),
            ]),
            // moememos: a client of the person's own Memos server, signed in to with its address
            // and an access token; it creates no accounts, and "Delete account" removes its copy.
            CheckExample(files: [
                ("App/AddAccountView.swift", """
                import SwiftUI
                struct AddMemosAccountView: View {
                    @State private var host = ""
                    @State private var accessToken = ""
                    var body: some View {
                        TextField("login.host", text: $host).keyboardType(.URL)
                        SecureField("login.access-token", text: $accessToken)
                    }
                }
                """),
                ("App/MemosAccountView.swift", """
                import SwiftUI
                struct MemosAccountView: View {
                    let accountManager: AccountManager
                    @State private var confirming = false
                    var body: some View {
                        Button("Delete account", role: .destructive) { confirming = true }
                            .alert("Delete account?", isPresented: $confirming) {
                                Button("Delete", role: .destructive) { accountManager.logout() }
                            } message: {
                                Text("All local data for this account will be removed.")
                            }
                    }
                }
                """),
            ]),
            // A sign-out dialog chained after a deletion dialog promises only to sign out.
            CheckExample("""
            import SwiftUI
            struct SettingsView: View {
                @State private var confirmDelete = false
                @State private var confirmLogout = false
                var body: some View {
                    Form { accountRows }
                        .alert("Permanently Delete Account", isPresented: $confirmDelete) {
                            Button("Delete", role: .destructive) { Task { await api.deleteAccount(); auth.signOut() } }
                        }
                        .alert("Log out", isPresented: $confirmLogout) {
                            Button("Log out", role: .destructive) { auth.signOut() }
                        }
                }
            }
            """),
            // The request goes through code the project does not declare: it may delete.
            CheckExample("""
            import SwiftUI
            struct AccountView: View {
                var body: some View {
                    Button("Delete my account", role: .destructive) {
                        api.send(.closeAccount)
                        auth.signOut()
                    }
                }
            }
            """),
        ]
    )

    /// A promise of deletion and the code that keeps it.
    struct Control: Codable, Sendable {
        let position: SourcePosition
        /// The action signs out itself.
        let signsOut: Bool
        /// The action calls something other than a sign-out or local cleanup that the project
        /// pass must find in the project's functions.
        let callees: [ProjectCall]
    }

    /// A function of the project: whether it signs out, and whether it does nothing else.
    struct Summary: Codable, Sendable {
        let position: SourcePosition
        let signsOut: Bool
        let onlySignsOut: Bool
    }

    static let controls = FactKey<Control>("auth-delete.promise")
    static let summaries = FactKey<Summary>("auth-delete.function")
    static let accountCreations = FactKey<SourcePosition>("auth-delete.account-creation")
    static let serverAddressFields = FactKey<SourcePosition>("auth-delete.server-address-field")

    /// Words of a text field's binding that hold a server's address: `$host`, `$serverURL`, `$instance`.
    static let serverAddressWords: Set<String> = ["host", "server", "instance"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in AccountWithoutDeletion.accountCreations(in: file) { output.facts.add(file.position(of: call), for: Self.accountCreations) }
        for field in file.index.calls("TextField") {
            guard let binding = field.argument("text")?.expression.lastNameComponent,
                  !Self.serverAddressWords.isDisjoint(with: NameWords.split(String(binding.drop { $0 == "$" })).map { $0.lowercased() }) else { continue }
            output.facts.add(file.position(of: field), for: Self.serverAddressFields)
        }
        for function in file.index.functions {
            guard let body = function.body else { continue }
            let calls = file.index.calls(within: body)
            let signsOut = calls.contains(where: Self.signsOut)
            guard signsOut else { continue }
            let onlySignsOut = calls.allSatisfy { Self.signsOut($0) || Self.cleansUp($0) || Self.isPartOfSignOut($0, calls) }
            output.facts.add(Summary(position: file.position(of: function.name), signsOut: true, onlySignsOut: onlySignsOut), for: Self.summaries)
        }
        for button in file.index.calls("Button") where Self.promisesDeletion(button, file) {
            guard let action = SwiftUIControls.action(of: button)?.as(ClosureExprSyntax.self) else { continue }
            let calls = file.index.calls(within: action)
            var callees: [ProjectCall] = []
            for call in calls where !Self.signsOut(call) && !Self.cleansUp(call) && !Self.isPartOfSignOut(call, calls) {
                guard let callee = ProjectCall(call, in: file) else { continue }
                callees.append(callee)
            }
            output.facts.add(Control(position: file.position(of: button), signsOut: calls.contains(where: Self.signsOut), callees: callees), for: Self.controls)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // A client of the person's own server, with no sign-up: no account of the app's to delete.
        if project.shippingFacts(Self.accountCreations, at: { $0 }).isEmpty,
           !project.shippingFacts(Self.serverAddressFields, at: { $0 }).isEmpty { return }
        let summaries = Dictionary(project.facts.values(Self.summaries).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for control in project.facts.values(Self.controls) {
            var signsOut = control.signsOut
            var onlySignsOut = true
            for callee in control.callees {
                let functions = callee.functions(in: project)
                // A call the project does not declare, or a function that does more, may delete.
                guard functions.count == 1, let summary = summaries[functions[0].position], summary.onlySignsOut else {
                    onlySignsOut = false
                    break
                }
                signsOut = signsOut || summary.signsOut
            }
            guard signsOut, onlySignsOut else { continue }
            output.report(
                "This action promises to delete the account but only signs out, so the account and its data stay on the server while the person believes them gone (App Review \(AppReview.guideline(.accountSignIn))); call the deletion itself (your server's delete endpoint, Firebase user.delete(), revoking Sign in with Apple tokens), then sign out and say when deletion completes.",
                at: control.position)
        }
    }

    /// A button whose text names account deletion, or a destructive button in an alert or
    /// dialog whose title or message does.
    static func promisesDeletion(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let action = SwiftUIControls.action(of: button)
        let ownText = file.index.stringLiterals(within: button).filter { literal in action.map { !$0.encloses(literal) } ?? true }
        if ownText.contains(where: { AccountWithoutDeletion.namesDeletion($0.plainText) }) { return true }
        guard button.hasDestructiveRole, let dialog = enclosingDialog(of: button) else { return false }
        // The dialog's own title, message and actions: its receiver is the rest of the modifier
        // chain, which may hold a neighbouring dialog about deletion.
        return file.index.stringLiterals(within: dialog).contains { literal in
            !dialog.calledExpression.encloses(literal) && AccountWithoutDeletion.namesDeletion(literal.plainText)
        }
    }

    /// The `.alert(…)` / `.confirmationDialog(…)` whose actions hold the node.
    static func enclosingDialog(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let call = closure.invokingCall,
               ["alert", "confirmationDialog"].contains(call.calleeName ?? "") {
                return call
            }
            if parent.is(DeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    static func signsOut(_ call: FunctionCallExprSyntax) -> Bool {
        SessionAPIs.signOutCalls.contains((call.calleeName ?? "").lowercased())
    }

    static func cleansUp(_ call: FunctionCallExprSyntax) -> Bool {
        LocalSessionCleanup.calls.contains((call.calleeName ?? "").lowercased())
    }

    /// A call inside the receiver chain of a sign-out (`Auth.auth()` in `Auth.auth().signOut()`).
    static func isPartOfSignOut(_ call: FunctionCallExprSyntax, _ calls: [FunctionCallExprSyntax]) -> Bool {
        calls.contains { signsOut($0) && $0.calledExpression.encloses(call) }
    }
}
