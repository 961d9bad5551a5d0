import SwiftSyntax
import ThumbruleCore

/// A sign-out button and a delete-account button side by side: consecutive items of one
/// SwiftUI menu, section, stack or dialog. A thumb aimed at one lands on the other, and the
/// two read as variants of one choice, when one ends a session and the other erases the
/// account for good (auth-signout: they never share a neighbouring position).
///
/// A control names sign-out or deletion by its title or its label's localized key
/// (`Button(L10n.logOut)`), or, when a key says neither, by the calls of its action
/// (`model.onDeleteAccountTap()`); one that names both, or a cancel button, is left alone.
/// An item wrapped in an `if` counts as the item. Reported at the sign-out button. Known
/// false negatives: UIKit menus and alert actions; a divider or spacer between the two.
struct SignOutBesideDeletion: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-signout.beside-deletion",
        ruleId: "auth-signout",
        summary: "Sign-out and account deletion are neighbouring items of one menu or section",
        triggering: [
            CheckExample("""
            import SwiftUI
            struct ProfileHeader: View {
                @ObservedObject var model: ProfileModel
                var body: some View {
                    Menu {
                        Button(Strings.editProfile) { model.edit() }
                        if model.ownsAccount {
                            Button(Strings.removeAccount, role: .destructive) { model.onDeleteAccountTap() }
                        }
                        ↓Button(Strings.signOut) { model.onLogoutTap() }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct AccountSection: View {
                let session: Session
                var body: some View {
                    Section("Account") {
                        ↓Button("Log Out") { session.end() }
                        Button("Delete Account", role: .destructive) { session.deleteAccount() }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // Kept apart: deletion sits in its own section at the bottom.
            CheckExample("""
            import SwiftUI
            struct AccountSettings: View {
                let session: Session
                var body: some View {
                    Form {
                        Section("Account") {
                            Button("Log Out") { session.end() }
                            NavigationLink("Devices") { DevicesPage() }
                        }
                        Section {
                            Button("Delete Account", role: .destructive) { session.deleteAccount() }
                        }
                    }
                }
            }
            """),
            // A deletion alert: its "Delete" button signs out once the account is gone.
            CheckExample("""
            import SwiftUI
            struct DangerZone: View {
                @State private var confirming = false
                let session: Session
                var body: some View {
                    Button("Delete account…") { confirming = true }
                        .alert("Delete your account?", isPresented: $confirming) {
                            Button(NSLocalizedString("Cancel", comment: "Keep the account instead of deleting the user."), role: .cancel) { }
                            Button(NSLocalizedString("Delete", comment: "Confirms deleting the account.")) {
                                Task { await session.eraseEverything(); logout(session) }
                            }
                        }
                }
            }
            """),
            // Signing out of a linked service beside removing a download: no account deletion.
            CheckExample("""
            import SwiftUI
            struct CloudRow: View {
                let cloud: CloudLink
                var body: some View {
                    Menu("Cloud") {
                        Button("Sign out of Dropbox") { cloud.disconnect() }
                        Button("Remove downloads", role: .destructive) { cloud.purgeCache() }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let buttons = file.index.calls("Button")
        guard buttons.count >= 2 else { return }
        let kinds = Dictionary(buttons.map { ($0.id, Self.kind(of: $0, file)) }, uniquingKeysWith: { first, _ in first })
        for button in buttons where kinds[button.id] == .signOut {
            guard let item = Self.item(of: button, among: buttons),
                  let items = item.parent?.as(CodeBlockItemListSyntax.self).map(Array.init),
                  let index = items.firstIndex(where: { $0.id == item.id }) else { continue }
            let neighbours = [index - 1, index + 1].filter(items.indices.contains).map { items[$0].id }
            let besideDeletion = buttons.contains { other in
                guard kinds[other.id] == .deletion, let otherItem = Self.item(of: other, among: buttons) else { return false }
                return neighbours.contains(otherItem.id)
            }
            guard besideDeletion else { continue }
            output.report(
                "Sign-out sits right beside deleting the account, so a thumb aimed at one can land on the other and the two read as one choice; set deletion apart (its own section or a separate screen behind a confirmation), away from sign-out.",
                at: file.position(of: button), confidence: .medium)
        }
    }

    enum Kind { case signOut, deletion, other }

    /// What the button's title names, signing out or deleting the account; when the title is
    /// a localized key that says neither, what its action's calls name. A title written out
    /// that names neither ("Delete", "Cancel") decides: the action may sign out after deleting.
    static func kind(of button: FunctionCallExprSyntax, _ file: SwiftFile) -> Kind {
        if button.argument("role")?.expression.lastNameComponent == "cancel" { return .other }
        let action = SwiftUIControls.action(of: button)
        let outside = { (node: Syntax) in action.map { !$0.encloses(node) } ?? true }
        // A localizer's `comment:` describes the string for translators; it is no title.
        let literals = file.index.stringLiterals(within: button).filter { literal in
            outside(Syntax(literal)) && literal.parent?.as(LabeledExprSyntax.self)?.label?.text != "comment"
        }
        let keys = file.index.memberAccesses(within: button).filter { outside(Syntax($0)) }.map(\.declName.baseName.text)
        if let kind = Self.kind(naming: literals.map(\.plainText) + keys) { return kind }
        guard literals.isEmpty, let action else { return .other }
        return Self.kind(naming: file.index.calls(within: action).compactMap(\.calleeName)) ?? .other
    }

    /// Sign-out or deletion when the texts or names say one and not the other.
    static func kind(naming texts: [String]) -> Kind? {
        let spaced = texts.map { " " + NameWords.split($0).joined(separator: " ") + " " }
        let signsOut = spaced.contains { text in signOutPhrases.contains { text.contains($0) } }
        let deletes = spaced.contains { AccountWithoutDeletion.namesDeletion($0) }
        if signsOut == deletes { return nil }
        return signsOut ? .signOut : .deletion
    }

    /// Sign-out as whole words of a title or name (`Log Out`, `onLogoutTap`).
    static let signOutPhrases = [" sign out ", " signout ", " log out ", " logout ", " log off ", " sign off "]

    /// The item of its container the button stands as: its own statement, or the `if` that
    /// holds only it. Nil when the statement holds other buttons too.
    static func item(of button: FunctionCallExprSyntax, among buttons: [FunctionCallExprSyntax]) -> CodeBlockItemSyntax? {
        guard var item = button.enclosingStatement?.as(CodeBlockItemSyntax.self) else { return nil }
        while let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
              let block = list.parent?.as(CodeBlockSyntax.self), let condition = block.parent?.as(IfExprSyntax.self),
              condition.body.id == block.id, condition.elseBody == nil,
              let outer = condition.enclosingStatement?.as(CodeBlockItemSyntax.self) {
            item = outer
        }
        let holds = buttons.filter { item.encloses($0) }
        return holds.count == 1 ? item : nil
    }
}
