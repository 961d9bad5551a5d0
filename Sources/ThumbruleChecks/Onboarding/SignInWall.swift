import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// The app's first screen is a sign-in wall: a root view (`Project.rootViewNames`) whose
/// whole body is one decision on a signed-in flag, showing a sign-in or sign-up view
/// until the flag flips and everything else after it. Nobody can look around before
/// making an account (App Review 5.1.1(v) when the app has features that need no identity).
///
/// The decision is an `if`, `if`-`else` chain or `switch` that is the body's only
/// statement (inside at most `WindowGroup`, `Group`, `ZStack`, `NavigationStack`), its
/// condition names the session (`isLoggedIn`, `currentUser`, `authState`), and one arm
/// draws a view named for signing in (`LoginView`, `SignInScreen`, `AuthView`) while
/// another draws something else. A project with a guest path (`guest`, `anonymous`,
/// "without an account") is passed over, and so is one whose sign-in admits only one
/// institution's accounts (`InstitutionAccounts`: an app for a school's or company's members,
/// every feature tied to that account). Always a note: the code cannot tell which of
/// the app's features truly need an account, and some apps (a bank, a team chat) need
/// one for everything.
struct SignInWall: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-look-first.sign-in-wall",
        ruleId: "onboard-look-first",
        summary: "The app's first screen is a sign-in wall every other screen sits behind (a note)",
        triggering: [
            CheckExample(files: [
                ("App/RecipesApp.swift", """
                import SwiftUI
                @main
                struct RecipesApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    @AppStorage("isLoggedIn") private var isLoggedIn = false
                    var body: some View {
                        if isLoggedIn {
                            RecipeTabs()
                        } else {
                            ↓LoginView()
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import SwiftUI
            @main
            struct NotesApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        switch session.state {
                        case .signedIn: NotesList()
                        case .signedOut: ↓SignUpView()
                        }
                    }
                }
            }
            """, path: "App/NotesApp.swift"),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/RecipesApp.swift", """
                import SwiftUI
                @main
                struct RecipesApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    @AppStorage("isLoggedIn") private var isLoggedIn = false
                    var body: some View {
                        TabView {
                            RecipeList()
                            if isLoggedIn { ProfileView() } else { LoginView() }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/RecipesApp.swift", """
                import SwiftUI
                @main
                struct RecipesApp: App {
                    @State private var signedIn = false
                    var body: some Scene {
                        WindowGroup {
                            if signedIn { RecipeTabs() } else { LoginView(onGuest: { signedIn = true }) }
                        }
                    }
                }
                """),
                ("App/LoginView.swift", """
                import SwiftUI
                struct LoginView: View {
                    var onGuest: () -> Void
                    var body: some View { Button("Continue as guest", action: onGuest) }
                }
                """),
            ]),
            // coursegrab-ios: only one school's accounts may sign in, so every feature is the member's own.
            CheckExample(files: [
                ("App/CampusApp.swift", """
                import SwiftUI
                @main
                struct CampusApp: App {
                    @StateObject private var session = Session()
                    var body: some Scene {
                        WindowGroup {
                            if session.isSignedIn { TrackedCourses() } else { LoginView(onEmail: session.accept) }
                        }
                    }
                }
                """),
                ("App/Session.swift", """
                import GoogleSignIn
                final class Session: ObservableObject {
                    @Published var isSignedIn = false
                    func accept(_ email: String) {
                        guard email.hasSuffix("@state.edu") else { return GIDSignIn.sharedInstance.signOut() }
                        isSignedIn = true
                    }
                }
                """),
            ]),
            // The same app asking Google for one Workspace domain through the configuration's label.
            CheckExample(files: [
                ("App/CampusApp.swift", """
                import SwiftUI
                @main
                struct CampusApp: App {
                    @StateObject private var session = Session()
                    var body: some Scene {
                        WindowGroup {
                            if session.isSignedIn { TrackedCourses() } else { LoginView(onSignIn: session.signIn) }
                        }
                    }
                }
                """),
                ("App/Session.swift", """
                import GoogleSignIn
                final class Session: ObservableObject {
                    @Published var isSignedIn = false
                    func signIn() {
                        GIDSignIn.sharedInstance.configuration = GIDConfiguration(clientID: "id", hostedDomain: "state.edu")
                        isSignedIn = true
                    }
                }
                """),
            ]),
            CheckExample("""
            import SwiftUI
            struct AccountGate: View {
                var isLoggedIn: Bool
                var body: some View {
                    if isLoggedIn { AccountDetails() } else { LoginView() }
                }
            }
            """),
        ]
    )

    package struct Wall: Sendable, Codable {
        package let type: String
        package let signInView: String
        package let position: SourcePosition
    }

    package static let walls = FactKey<Wall>("onboard-look-first.wall")
    package static let guestPaths = FactKey<SourcePosition>("onboard-look-first.guest-path")
    /// Where sign-in turns away every account outside one school or company.
    static let institutionLogins = FactKey<SourcePosition>("onboard-look-first.institution-login")

    static let sessionWords: Set<String> = ["logged", "signed", "authenticated", "session", "user", "token", "auth", "login", "signin", "account", "credential", "credentials"]
    static let signInNameWords: Set<String> = ["login", "logon", "signin", "signup", "auth", "authentication", "register", "registration"]
    static let signInPhrases = [" sign in ", " sign up ", " log in ", " log on "]
    /// Every stem of a sign-in view's name, to pass over other names unsplit.
    static let signInNameText = TextSearch(anyOf: ["login", "logon", "signin", "signup", "auth", "register", "registration", "sign", "log"], ignoringCase: true)
    static let wrappers: Set<String> = ["WindowGroup", "Group", "ZStack", "NavigationStack", "NavigationView"]
    static let guestWords: Set<String> = ["guest", "anonymous", "anonymously"]
    /// Every needle of `guestWords` and `guestText`, to rule a file or a name out unread.
    static let guestNameText = TextSearch(anyOf: ["guest", "anonymous", "without", "skip sign", "skip login", "not now", "maybe later"], ignoringCase: true)
    static let guestText = TextSearch(anyOf: ["without an account", "without signing", "without logging", "as a guest", "as guest", "skip sign", "skip login", "not now", "maybe later"], ignoringCase: true)

    /// True for a type name that speaks of signing in: `LoginView`, `SignUpScreen`, `AuthFlow`.
    static func isSignInView(_ name: String) -> Bool {
        let words = NameWords.split(name)
        if !signInNameWords.isDisjoint(with: words) { return true }
        let spaced = " " + words.joined(separator: " ") + " "
        return signInPhrases.contains { spaced.contains($0) }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if let guest = guestPath(in: file) { output.facts.add(file.position(of: guest), for: Self.guestPaths) }
        if let restriction = InstitutionAccounts.restriction(in: file) { output.facts.add(file.position(of: restriction), for: Self.institutionLogins) }
        let signInCalls = file.index.callsByName.filter { $0.key.first?.isUppercase == true && Self.signInNameText.matches($0.key) && Self.isSignInView($0.key) }.values.joined()
        for call in signInCalls.sorted(by: { $0.position < $1.position }) {
            guard let name = call.calleeName, let type = call.enclosingTypeName, Self.isWholeBodyDecision(around: call) else { continue }
            output.facts.add(Wall(type: type, signInView: name, position: file.position(of: call)), for: Self.walls)
        }
    }

    private func guestPath(in file: SwiftFile) -> Syntax? {
        guard Self.guestNameText.mayMatch(in: file) else { return nil }
        for (name, nodes) in file.index.referencesByName where Self.guestNameText.matches(name) && !Self.guestWords.isDisjoint(with: NameWords.split(name)) {
            if let first = nodes.first { return Syntax(first) }
        }
        for (name, nodes) in file.index.memberAccessesByName where Self.guestNameText.matches(name) && !Self.guestWords.isDisjoint(with: NameWords.split(name)) {
            if let first = nodes.first { return Syntax(first) }
        }
        return file.index.stringLiterals.first { Self.guestText.matches($0.plainText) }.map(Syntax.init)
    }

    /// True when `call` is drawn in one arm of a decision on the session that is the whole
    /// `body`, and another arm of it draws a different view.
    static func isWholeBodyDecision(around call: FunctionCallExprSyntax) -> Bool {
        var decision: Syntax?
        var current = Syntax(call)
        while let parent = current.parent {
            if decision == nil, let branch = parent.as(IfExprSyntax.self), branch.conditions.encloses(current) == false {
                guard mentionsSession(Syntax(branch.conditions)) || outerIfMentionsSession(branch) else { return false }
                decision = Syntax(outermostIf(branch))
                current = decision!
                continue
            }
            if decision == nil, let switchCase = parent.as(SwitchExprSyntax.self) {
                guard mentionsSession(Syntax(switchCase.subject)) else { return false }
                decision = parent
                current = parent
                continue
            }
            if let statements = parent.as(CodeBlockItemListSyntax.self), statements.count != 1 { return false }
            if let container = parent.as(FunctionCallExprSyntax.self), container.calledExpression.encloses(current) == false,
               !wrappers.contains(container.calleeName ?? "") {
                return false
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard let decision, binding.pattern.trimmedSourceText == "body" else { return false }
                return drawsAnotherView(decision, besides: call)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) && parent.parent?.is(FunctionCallExprSyntax.self) == false
                && parent.parent?.is(MultipleTrailingClosureElementSyntax.self) == false && parent.parent?.is(LabeledExprSyntax.self) == false {
                return false
            }
            current = parent
        }
        return false
    }

    private static func outermostIf(_ branch: IfExprSyntax) -> IfExprSyntax {
        var outer = branch
        while let parent = outer.parent?.as(IfExprSyntax.self), parent.elseBody?.id == outer.id { outer = parent }
        return outer
    }

    private static func outerIfMentionsSession(_ branch: IfExprSyntax) -> Bool {
        var outer = branch
        while let parent = outer.parent?.as(IfExprSyntax.self), parent.elseBody?.id == outer.id {
            if mentionsSession(Syntax(parent.conditions)) { return true }
            outer = parent
        }
        return false
    }

    private static func mentionsSession(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return !sessionWords.isDisjoint(with: NameWords.split(name))
        }
    }

    /// True when the decision also draws a view other than the sign-in one and a progress indicator.
    private static func drawsAnotherView(_ decision: Syntax, besides call: FunctionCallExprSyntax) -> Bool {
        decision.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                  token.parent?.parent?.is(FunctionCallExprSyntax.self) == true, token.position != call.position else { return false }
            return !isSignInView(name) && !["ProgressView", "Text", "Color", "EmptyView", "Image", "Spacer"].contains(name)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.shippingFacts(Self.guestPaths, at: { $0 }).isEmpty,
              project.shippingFacts(Self.institutionLogins, at: { $0 }).isEmpty else { return }
        let roots = project.rootViewNames
        var reported = Set<String>()
        for wall in project.facts.values(Self.walls) where roots.contains(wall.type) && reported.insert(wall.type).inserted {
            output.report(
                "The app's first screen is \(wall.signInView) until a signed-in flag flips, so every other screen sits behind an account. People who cannot look around first leave, and App Review \(AppReview.guideline(.accountSignIn)) asks that an app without account-based features be usable without logging in. Let people browse and try what needs no identity, and ask for an account from the feature that needs it (save, sync, post). A note: the code cannot tell which features need an account; if all of them do, say so in PRODUCT.md and suppress this.",
                at: wall.position, confidence: .low)
        }
    }
}
