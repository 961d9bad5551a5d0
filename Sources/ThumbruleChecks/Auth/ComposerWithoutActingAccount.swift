import SwiftSyntax
import ThumbruleCore

/// A compose screen that posts or sends, in an app that keeps several signed-in accounts
/// and switches between them, where nothing on the screen names an account, a user, an
/// avatar or an author: the person cannot see which identity the post goes out under.
///
/// Several accounts: a stored collection named for accounts (`accounts`, `signedInAccounts`)
/// and a way to switch between them (`switchAccount(to:)`, `setActiveAccount`, an
/// assignment to `currentAccount`), both in shipping code. A compose screen: a view or view controller named for composing
/// (`ComposeView`, `NewPostViewController`, `StatusEditorView`) that calls a function that
/// posts, publishes or sends (building a view named for posts, `PostPicker(…)`, is none). Its screen is every view the screen graph draws with it, so an
/// author header composed from another file counts. Any name there that speaks of an
/// account, a user, an avatar, a profile or an author silences the check, so it errs
/// towards silence; medium confidence, since a navigation title set by the presenting
/// screen may carry the account.
struct ComposerWithoutActingAccount: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-active-account.composer-without-identity",
        ruleId: "auth-active-account",
        summary: "A compose screen in a multi-account app that never shows which account posts",
        triggering: [
            CheckExample(files: [
                ("App/AccountStore.swift", """
                import Foundation

                @MainActor final class AccountStore: ObservableObject {
                    @Published var signedInAccounts: [Account] = []
                    @Published var current: Account?
                    func switchAccount(to account: Account) { current = account }
                }
                """),
                ("App/ComposeView.swift", """
                import SwiftUI

                struct ↓ComposeView: View {
                    @State private var text = ""
                    let client: Client
                    var body: some View {
                        VStack {
                            TextEditor(text: $text)
                            Button("Publish") { Task { try await client.publish(text) } }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/AccountStore.swift", """
                import Foundation

                @MainActor final class AccountStore: ObservableObject {
                    @Published var signedInAccounts: [Account] = []
                    @Published var current: Account?
                    func switchAccount(to account: Account) { current = account }
                }
                """),
                ("App/ComposeView.swift", """
                import SwiftUI

                struct ComposeView: View {
                    @State private var text = ""
                    let client: Client
                    var body: some View {
                        VStack {
                            PostingAsHeader()
                            TextEditor(text: $text)
                            Button("Publish") { Task { try await client.publish(text) } }
                        }
                    }
                }
                """),
                ("App/PostingAsHeader.swift", """
                import SwiftUI

                struct PostingAsHeader: View {
                    @EnvironmentObject var store: AccountStore
                    var body: some View {
                        HStack {
                            AsyncImage(url: store.current?.avatarURL)
                            Text(store.current?.displayName ?? "")
                        }
                    }
                }
                """),
            ]),
            // A view model draws nothing; the screen that shows it is judged on its own.
            CheckExample(files: [
                ("App/AccountStore.swift", """
                import Foundation

                @MainActor final class AccountStore: ObservableObject {
                    var signedInAccounts: [Account] = []
                    func switchAccount(to account: Account) { }
                }
                """),
                ("App/ComposeViewModel.swift", """
                import Foundation

                @MainActor final class ComposeViewModel: ObservableObject {
                    @Published var text = ""
                    let client: Client
                    func send() async throws { try await client.publish(text) }
                }
                """),
            ]),
            // One account: search results that list accounts and a sign-in that sets the current user.
            CheckExample(files: [
                ("App/Session.swift", """
                import Foundation

                struct SearchResults: Decodable { let accounts: [Account]; let statuses: [Status] }
                @MainActor final class Session: ObservableObject {
                    @Published var currentUser: User?
                    func selectUser(_ user: User) { currentUser = user }
                }
                """),
                ("App/ComposeView.swift", """
                import SwiftUI

                struct ComposeView: View {
                    @State private var text = ""
                    let client: Client
                    var body: some View {
                        Button("Publish") { Task { try await client.publish(text) } }
                    }
                }
                """),
            ]),
            // minty-ios: a sheet that picks related posts to link; it builds views named for posts and posts nothing.
            CheckExample(files: [
                ("App/AccountStore.swift", """
                import Foundation

                @MainActor final class AccountStore: ObservableObject {
                    @Published var signedInAccounts: [Account] = []
                    @Published var current: Account?
                    func switchAccount(to account: Account) { current = account }
                }
                """),
                ("App/RelatedPostEditor.swift", """
                import SwiftUI

                struct RelatedPostEditorSheet: ViewModifier {
                    @Binding var isPresented: Bool
                    let posts: [PostModel]
                    func body(content: Content) -> some View {
                        content.sheet(isPresented: $isPresented) {
                            NavigationStack {
                                PostPicker(posts: posts)
                                    .navigationTitle(posts.countOf(type: "Post"))
                            }
                        }
                    }
                }
                """),
            ]),
            // One account only: nothing to confuse.
            CheckExample("""
            import SwiftUI

            struct ComposeView: View {
                @State private var text = ""
                let client: Client
                var body: some View {
                    Button("Publish") { Task { try await client.publish(text) } }
                }
            }
            """),
        ]
    )

    struct Composer: Codable, Sendable {
        let type: String
        let position: SourcePosition
    }

    struct Evidence: Codable, Sendable {
        var composers: [Composer] = []
        /// Types (and extensions) that name an account, a user, an avatar or an author.
        var showsIdentity: [String] = []
        var accountCollections: [SourcePosition] = []
        var accountSwitches: [SourcePosition] = []
    }

    static let evidence = FactKey<Evidence>("auth-active-account.composers")
    static let composeWords: Set<String> = ["compose", "composer", "composition"]
    static let postKinds: Set<String> = ["post", "status", "toot", "tweet", "message"]
    static let screenWords: Set<String> = ["view", "screen", "controller", "sheet"]
    static let postCallWords: Set<String> = ["post", "publish", "send", "submit", "toot", "tweet"]
    static let identityWords: Set<String> = [
        "account", "accounts", "user", "username", "avatar", "profile", "author", "identity", "acct", "handle", "sender", "me", "signature",
    ]
    static let switchWords: Set<String> = ["switch", "select", "activate", "change"]
    static let switchedWords: Set<String> = ["account", "accounts", "user", "profile"]
    static let activeWords: Set<String> = ["active", "current", "selected"]
    static let anyActiveWord = TextSearch(anyOf: ["active", "current", "selected"], ignoringCase: true)
    static let anyIdentityWord = TextSearch(anyOf: ["account", "user", "avatar", "profile", "author", "identity", "acct", "handle", "sender", "me", "signature"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        for type in file.index.typeDeclarations where !type.isExtension {
            let words = Set(NameWords.split(type.name))
            let composes = !words.isDisjoint(with: Self.composeWords)
                || (words.contains("new") || words.contains("editor")) && !words.isDisjoint(with: Self.postKinds)
            // A view model or a coordinator draws nothing: `ComposerToolbarViewModel` is not a screen.
            guard composes, words.isDisjoint(with: ["model", "coordinator"]),
                  !words.isDisjoint(with: Self.screenWords) || type.inherits("View") || type.inherits("UIViewController") else { continue }
            // A function that posts; building a type named for posts (`PostListEditor(…)`) posts nothing.
            let posts = file.index.calls(within: type.node).contains { call in
                call.calleeName.map { $0.first?.isLowercase == true && !Self.postCallWords.isDisjoint(with: NameWords.split($0)) } ?? false
            }
            guard posts else { continue }
            let name = LastUsedSignInMethod.nameToken(of: type.node).map { file.position(of: $0) } ?? file.position(of: type.node)
            evidence.composers.append(Composer(type: type.name, position: name))
        }
        var identity = Set<String>()
        for name in Set(file.index.referencesByName.keys).union(file.index.memberAccessesByName.keys) where Self.anyIdentityWord.matches(name) {
            guard !Self.identityWords.isDisjoint(with: NameWords.split(name)) else { continue }
            let nodes: [Syntax] = (file.index.referencesByName[name] ?? []).map(Syntax.init) + (file.index.memberAccessesByName[name] ?? []).map(Syntax.init)
            identity.formUnion(nodes.compactMap(\.enclosingTypeName))
        }
        evidence.showsIdentity = identity.sorted()
        // A mutable list the app adds accounts to: `var signedInAccounts: [Account] = []`; an
        // API entity's `let accounts: [Account]` (search results) is not one.
        for variable in file.index.variables where variable.bindingSpecifier.tokenKind == .keyword(.var) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      NameWords.split(name).last == "accounts",
                      binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) == true || binding.initializer?.value.is(ArrayExprSyntax.self) == true
                else { continue }
                evidence.accountCollections.append(file.position(of: binding))
            }
        }
        for function in file.index.functions {
            let words = NameWords.split(function.name.text)
            // `switchAccount(to:)`, `selectUser(_:)`, `setActiveAccount(_:)`; not `setUserAgent` or `setActiveUserStatus`.
            guard let first = words.first, !Self.switchedWords.isDisjoint(with: words.dropFirst()) else { continue }
            guard Self.switchWords.contains(first) || first == "set" && Self.namesActiveAccount(Array(words.dropFirst())) else { continue }
            evidence.accountSwitches.append(file.position(of: function.name))
        }
        // `manager.currentAccount = account`; not `currentUser = user`, which a single-account app writes at sign-in.
        for name in Set(file.index.referencesByName.keys).union(file.index.memberAccessesByName.keys)
        where Self.anyActiveWord.matches(name) && Self.namesActiveAccount(NameWords.split(name)) && NameWords.split(name).last == "account" {
            let assigned: [Syntax] = (file.index.memberAccessesByName[name] ?? []).filter(\.isAssigned).map(Syntax.init)
                + (file.index.referencesByName[name] ?? []).filter { ExprSyntax($0).isAssigned }.map(Syntax.init)
            evidence.accountSwitches.append(contentsOf: assigned.map { file.position(of: $0) })
        }
        guard !evidence.composers.isEmpty || !evidence.showsIdentity.isEmpty || !evidence.accountCollections.isEmpty || !evidence.accountSwitches.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    /// True for words that are exactly the active account: `active account`, `current user`.
    static func namesActiveAccount(_ words: [String]) -> Bool {
        words.count == 2 && activeWords.contains(words[0]) && switchedWords.contains(words[1])
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard evidence.flatMap(\.accountCollections).contains(where: project.ships),
              evidence.flatMap(\.accountSwitches).contains(where: project.ships) else { return }
        let identity = Set(evidence.flatMap(\.showsIdentity))
        let graph = project.screenGraph
        for composer in evidence.flatMap(\.composers).filter({ project.ships($0.position) }).sorted(by: { $0.position < $1.position }) {
            var units: Set<String> = [composer.type]
            for screen in graph.screens(containing: composer.type) {
                units.formUnion(graph.viewsOnScreen(screen.id).map(graph.owningType))
            }
            guard units.isDisjoint(with: identity) else { continue }
            output.report(
                "\(composer.type) posts under the signed-in account in an app that keeps several accounts and switches between them, but nothing on its screen shows which account acts. Show the acting account's avatar and handle on the compose screen, before the person taps to post.",
                at: composer.position, confidence: .medium)
        }
    }
}
