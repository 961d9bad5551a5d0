import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// The app creates accounts (`Auth.auth().createUser(withEmail:password:)`,
/// `auth.signUp(email:password:)`, `Amplify.Auth.signUp(username:password:)`…) but nothing
/// in it starts deleting one. App Review Guideline 5.1.1(v) rejects an app that lets people
/// create an account without letting them start its deletion in the app (`auth-delete`).
///
/// Deletion counts as offered when any shipping Swift code (not a preview, not `#if DEBUG` code
/// or code only it reaches) calls a deletion API (`deleteUser()`,
/// Firebase `currentUser.delete()`), names a function, property or literal after it
/// (`deleteAccount()`, `"Delete my account"`, `"/account/delete"`, `"delete_user"`), or any
/// `.strings` / `.xcstrings` file holds such a phrase. The creation calls are in
/// `AccountLifecycle`. Medium confidence: the deletion route may be a web page whose URL
/// comes from the server. Firebase sign-in with a Google, Facebook, Twitter or GitHub credential
/// counts as creation: the first one makes the account. Known false negatives: accounts created
/// through a custom backend call that is not named `signUp` / `createAccount`, and through other
/// social sign-in alone.
struct AccountWithoutDeletion: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-account.in-app-deletion",
        ruleId: "onboard-account",
        summary: "Accounts are created in the app but nothing in it starts deleting one (App Review \(AppReview.guideline(.accountSignIn)))",
        triggering: [
            CheckExample(files: [
                ("App/Account/SignUpModel.swift", """
                import FirebaseAuth

                final class SignUpModel {
                    func createAccount(email: String, password: String) async throws {
                        let result = try await ↓Auth.auth().createUser(withEmail: email, password: password)
                        try await saveProfile(for: result.user)
                    }
                }
                """),
                ("App/Settings/SettingsView.swift", """
                struct SettingsView: View {
                    var body: some View {
                        Button("Sign out", role: .destructive) { try? Auth.auth().signOut() }
                    }
                }
                """),
            ]),
            // The only way to delete an account is a developer menu the release build leaves out.
            CheckExample(files: [
                ("App/ClubApp.swift", "@main\nstruct ClubApp: App {\n    var body: some Scene { WindowGroup { SettingsView() } }\n}\n"),
                ("App/Account/SignUpModel.swift", """
                import FirebaseAuth

                final class SignUpModel {
                    func createAccount(email: String, password: String) async throws {
                        _ = try await ↓Auth.auth().createUser(withEmail: email, password: password)
                    }
                }
                """),
                ("App/Settings/SettingsView.swift", """
                struct SettingsView: View {
                    @State private var signUp = SignUpModel()
                    var body: some View {
                        List {
                            Button("Sign out") { try? Auth.auth().signOut() }
                            Button("Join") { Task { try? await signUp.createAccount(email: "a@b.c", password: "secret") } }
                            #if DEBUG
                            NavigationLink("Developer") { DeveloperMenu() }
                            #endif
                        }
                    }
                }
                """),
                ("App/Debug/DeveloperMenu.swift", """
                struct DeveloperMenu: View {
                    var body: some View {
                        Button("Delete account") { Task { try? await Auth.auth().currentUser?.delete() } }
                    }
                }
                """),
            ]),
            // The first sign-in with a GitHub credential makes the Firebase account.
            CheckExample(files: [
                ("App/Account/GitHubLogin.swift", """
                import FirebaseAuth
                final class GitHubLogin {
                    func finish(token: String) async throws {
                        let credential = GitHubAuthProvider.credential(withToken: token)
                        _ = try await ↓Auth.auth().signIn(with: credential)
                    }
                    func leave() throws { try Auth.auth().signOut() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // hdrezka-ios: a site's sign-up in an app whose Release configuration signs it with no
            // identity and no team; the IPA is sideloaded and never reaches App Review.
            CheckExample(files: [
                ("App/Account/AccountRepository.swift", """
                final class AccountRepository {
                    func register(email: String, login: String, password: String) async throws {
                        try await api.signUp(email: email, password: password)
                    }
                }
                """),
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", XcodeProjectExamples.unsignedRelease)])),
            ]),
            // Signing in with an email credential opens an account made elsewhere.
            CheckExample(files: [
                ("App/Account/EmailLogin.swift", """
                import FirebaseAuth
                final class EmailLogin {
                    func finish(email: String, password: String) async throws {
                        let credential = EmailAuthProvider.credential(withEmail: email, password: password)
                        _ = try await Auth.auth().signIn(with: credential)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Account/SignUpModel.swift", """
                func register(email: String, password: String) async throws {
                    try await supabase.auth.signUp(email: email, password: password)
                }
                """),
                ("App/Settings/AccountView.swift", """
                struct AccountView: View {
                    var body: some View {
                        Button("Delete Account", role: .destructive) { showDeletion = true }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Account/SignUpModel.swift", """
                func register(email: String, password: String) async throws {
                    try await Auth.auth().createUser(withEmail: email, password: password)
                }
                func removeEverything() async throws {
                    try await Auth.auth().currentUser?.delete()
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Account/SignUpModel.swift", """
                func register(email: String, password: String) async throws {
                    try await api.signUp(email: email, password: password)
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"settings.delete\" = \"Delete my account\";\n"),
            ]),
        ]
    )

    static let creations = FactKey<SourcePosition>("onboard-account.account-creation")
    static let deletions = FactKey<SourcePosition>("onboard-account.account-deletion")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in Self.accountCreations(in: file) { output.facts.add(file.position(of: call), for: Self.creations) }
        for deletion in deletionRoutes(in: file) { output.facts.add(deletion, for: Self.deletions) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // A release build signed by no team never reaches App Review.
        guard project.sideloadedIOSRelease == nil else { return }
        let creations = project.shippingFacts(Self.creations) { $0 }.sorted()
        guard let first = creations.first, project.shippingFacts(Self.deletions, at: { $0 }).isEmpty, !localisedDeletionCopy(project) else { return }
        output.report(
            "The app creates accounts here but nothing in it lets a person delete theirs; App Review Guideline \(AppReview.guideline(.accountSignIn)) rejects that. Add a Delete Account action in account settings that starts deletion in the app (it may finish on your website), revokes Sign in with Apple tokens, and states what is removed and when.",
            at: first, confidence: .medium,
            related: creations.dropFirst().prefix(5).map { RelatedLocation($0, "an account is also created here") })
    }

    /// The places in the file that delete an account or offer to; the project pass keeps those
    /// that ship (a deletion only a debug menu offers is no deletion path).
    private func deletionRoutes(in file: SwiftFile) -> [SourcePosition] {
        // Every route below names a deletion verb, so the file must hold one (7 in 10 do not).
        guard Self.deletionVerbs.mayMatch(in: file) else { return [] }
        var routes: [SyntaxProtocol] = []
        for call in file.index.calls(in: file.tree, named: AccountLifecycle.deletionCalls.union(["delete"])) {
            if call.calleeName != "delete" || call.calledExpression.trimmedSourceText.lowercased().contains("user") { routes.append(call) }
        }
        routes += file.index.functions.filter { Self.namesDeletion($0.name.text) } as [SyntaxProtocol]
        for (name, references) in file.index.referencesByName where Self.namesDeletion(name) { routes += references as [SyntaxProtocol] }
        for (name, members) in file.index.memberAccessesByName where Self.namesDeletion(name) { routes += members as [SyntaxProtocol] }
        routes += file.index.stringLiterals.filter { Self.namesDeletion($0.plainText) } as [SyntaxProtocol]
        return routes.map { file.position(of: $0) }
    }

    /// The calls in the file that create an account: `AccountLifecycle.creationCalls`, and a
    /// Firebase sign-in with a provider's credential.
    static func accountCreations(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        file.index.calls(in: file.tree, named: AccountLifecycle.creationCalls.keys).filter { $0.matches(AccountLifecycle.creationCalls) }
            + providerSignIns(in: file)
    }

    /// Firebase `Auth.auth().signIn(with:)` in a file that makes a provider credential
    /// (`GoogleAuthProvider.credential(…)`): the first sign-in with Google, Facebook or Twitter
    /// creates the Firebase account.
    static func providerSignIns(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        guard file.index.importedModules.contains(where: { $0 == "Firebase" || $0 == "FirebaseAuth" }),
              AccountLifecycle.firebaseProviderCredentials.contains(where: { file.index.mentions($0) }) else { return [] }
        return file.index.calls("signIn").filter { call in
            call.argumentLabels == ["with"] && call.receiver?.trimmedSourceText.hasPrefix("Auth.auth()") == true
        }
    }

    private func localisedDeletionCopy(_ project: Project) -> Bool {
        (project.files(of: .strings) + project.files(of: .stringCatalog)).contains { file in
            project.text(of: file).map(Self.namesDeletion) ?? false
        }
    }

    /// Verbs every deletion phrase starts with or holds, checked before splitting into words.
    static let deletionVerbs = TextSearch(anyOf: ["delet", "remov", "clos", "deactiv"], ignoringCase: true)

    static func namesDeletion(_ text: String) -> Bool {
        guard deletionVerbs.matches(text) else { return false }
        return deletionPhrases.matches(spacedWords(text))
    }

    /// The phrases as whole words of `spacedWords`' output, which pads every word with spaces.
    private static let deletionPhrases = TextSearch(anyOf: AccountLifecycle.deletionPhrases.map { " \($0) " }, ignoringCase: false)
}
