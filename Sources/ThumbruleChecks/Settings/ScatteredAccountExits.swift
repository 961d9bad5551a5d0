import SwiftSyntax
import ThumbruleCore

/// The account's exits scattered: the app's sign-out control and its delete-account control
/// sit on different screens, so a person looking for the way out finds one and not the other.
/// Reported once, at the first delete-account control, naming the screen that holds sign-out.
///
/// Only labelled controls count: a SwiftUI `Button` / `NavigationLink`, a UIKit button title,
/// bar item, menu action or alert action whose literal title names signing out ("Sign out",
/// "Log out", `DestructiveActions.signOutPhrases`) or deleting the account ("Delete account",
/// `AccountWithoutDeletion`'s phrases). Screens come from the screen graph: two views drawn on
/// one screen (a settings list composing an account section and a danger-zone section) are one
/// place. Silent when a deletion control's view calls a sign-out itself (its sign-out may be
/// titled by a variable, and a deletion page it opens is a second way in), when any deletion control shares a screen with any sign-out control (a link to
/// a deletion page beside sign-out keeps them together), when either is found only in code
/// names or localisation keys, or when either lies outside shipping code.
struct ScatteredAccountExits: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "set-account-exit.scattered",
        ruleId: "set-account-exit",
        summary: "The sign-out control and the delete-account control sit on different screens",
        triggering: [
            CheckExample(files: [
                ("App/ProfileMenu.swift", """
                import SwiftUI
                struct ProfileMenu: View {
                    let session: Session
                    var body: some View {
                        List { Button("Sign out") { session.end() } }
                    }
                }
                """),
                ("App/HelpScreen.swift", """
                import SwiftUI
                struct HelpScreen: View {
                    let session: Session
                    var body: some View {
                        List { Button(↓"Delete account", role: .destructive) { session.requestDeletion() } }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Both in one Account section.
            CheckExample("""
            import SwiftUI
            struct AccountSettings: View {
                let session: Session
                var body: some View {
                    Form {
                        Section("Account") {
                            Button("Log out") { session.end() }
                            NavigationLink("Delete account") { DeletionPage(session: session) }
                        }
                    }
                }
            }
            """),
            // The deletion screen signs out too, under a title kept in a variable.
            CheckExample(files: [
                ("App/ProfileMenu.swift", """
                import SwiftUI
                struct ProfileMenu: View {
                    var body: some View { Button("Sign out") { session.end() } }
                }
                """),
                ("App/AccountPage.swift", """
                import SwiftUI
                struct AccountPage: View {
                    let leaveTitle: LocalizedStringKey = "account.leave"
                    var body: some View {
                        List {
                            Button(leaveTitle) { auth.signOut() }
                            Button("Delete account", role: .destructive) { session.requestDeletion() }
                        }
                    }
                }
                """),
            ]),
            // minty-ios: the Account screen holds sign-out and a deletion row pushing a page with its own button.
            CheckExample(files: [
                ("App/AccountScreen.swift", """
                import SwiftUI
                struct AccountScreen: View {
                    @State private var deleting = false
                    var body: some View {
                        NavigationStack {
                            List {
                                Section { Button(role: .destructive, action: leave) { Text("Sign Out") } }
                                Section { Button(role: .destructive, action: { deleting = true }) { Text("Delete Account") } }
                            }
                            .navigationDestination(isPresented: $deleting) { RemoveMember() }
                        }
                    }
                    private func leave() { Task { try await store.signOut(keepingPassword: false) } }
                }
                """),
                ("App/RemoveMember.swift", """
                import SwiftUI
                struct RemoveMember: View {
                    var body: some View {
                        List { Button("Delete Account") { Task { try await store.deleteAccount() } } }
                    }
                }
                """),
            ]),
            // Two sections of one settings screen, drawn by their own views.
            CheckExample("""
            import SwiftUI
            struct SettingsScreen: View {
                var body: some View { List { SessionRows(); DangerRows() } }
            }
            struct SessionRows: View {
                var body: some View { Button("Sign Out") { signOut() } }
            }
            struct DangerRows: View {
                var body: some View { Button("Delete My Account", role: .destructive) { deleteAccount() } }
            }
            """),
        ]
    )

    struct Control: Codable, Sendable {
        let position: SourcePosition
        let label: String
        let screen: String
        let deletes: Bool
        /// A deletion control whose view also signs out: sign-out is on its screen, titled or not.
        let signsOutBeside: Bool
    }

    static let controls = FactKey<Control>("set-account-exit.control")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for label in ButtonLabel.all(in: file) {
            let deletes = AccountWithoutDeletion.namesDeletion(label.text)
            guard deletes || Self.namesSignOut(label.text), let screen = label.literal.enclosingTypeDeclaration else { continue }
            // A deletion screen that signs out itself may show sign-out under a title no literal gives.
            let signsOutBeside = deletes && file.index.calls(within: screen).contains { call in
                DeletionOnlySignsOut.signsOut(call) && !(label.control?.encloses(call) ?? false)
            }
            output.facts.add(Control(position: file.position(of: label.literal), label: label.text, screen: label.literal.enclosingTypeName ?? "",
                                     deletes: deletes, signsOutBeside: signsOutBeside), for: Self.controls)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let controls = project.shippingFacts(Self.controls) { $0.position }
        let deletions = controls.filter(\.deletes).sorted { $0.position < $1.position }
        let signOuts = controls.filter { !$0.deletes }
        // One deletion beside a sign-out keeps the exits together, so the control elsewhere is a
        // second way in (minty's Account screen also pushes a deletion page).
        guard let first = deletions.first, let signOut = signOuts.first, !deletions.contains(where: \.signsOutBeside) else { return }
        let graph = project.screenGraph
        func screens(_ control: Control) -> Set<String> { Set(graph.screens(containing: control.screen).map(\.id)).union([control.screen]) }
        let signOutScreens = signOuts.reduce(into: Set<String>()) { $0.formUnion(screens($1)) }
        guard deletions.allSatisfy({ screens($0).isDisjoint(with: signOutScreens) }) else { return }
        let place = graph.screens(containing: signOut.screen).first?.title ?? signOut.screen
        output.report(
            "\"\(first.label)\" is on \(first.screen), but \"\(signOut.label)\" is on \(place), so the account's ways out are split across screens; put sign-out and delete account in one Account section reachable from the settings root, with deletion set apart from sign-out.",
            at: first.position, confidence: .medium,
            related: [RelatedLocation(signOut.position, "sign-out is here")])
    }

    /// "Sign out", "Log out", "Log off", a title run together (`Logout`).
    static func namesSignOut(_ label: String) -> Bool {
        let joined = label.lowercased().filter(\.isLetter)
        return DestructiveActions.signOutPhrases.contains { $0 != "disconnect" && joined.hasPrefix($0) } && joined.count <= 20
    }
}
