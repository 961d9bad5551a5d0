import SwiftSyntax
import ThumbruleCore

/// A screen that hides the tab bar when it is pushed or while it scrolls:
/// `.toolbar(.hidden, for: .tabBar)`, `.toolbarVisibility(.hidden, for: .tabBar)`, a
/// visibility chosen by a condition (`.toolbar(scrolling ? .hidden : .visible, for: .tabBar)`),
/// `hidesBottomBarWhenPushed = true` or an override returning `true`. The tab bar is the
/// app's map; when it comes and goes the user loses the way back to the other tabs.
///
/// Reported only when the project has a tab bar (`TabView`, `UITabBarController`). The UIKit
/// flag is not reported in a project whose own code reads it (a navigation controller that
/// hides its own footer for screens that set it): there the flag drives the app's bar, and
/// its screens may sit in modally presented navigation with no tab bar at all.
/// `hidesBarsOnSwipe` is not reported: it hides the navigation bar and toolbar, never the
/// tab bar. Medium confidence: a full-screen flow pushed inside a tab (a player, a camera)
/// may hide the bar on purpose, though presenting it modally is the better fit.
struct HiddenTabBar: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "button-tabs.hidden-tab-bar",
        ruleId: "button-tabs",
        summary: "A screen inside a tab bar that hides the bar on push or on scroll",
        triggering: [
            CheckExample(files: [
                ("App/Root.swift", """
                struct RootView: View {
                    var body: some View {
                        TabView {
                            NavigationStack { FeedView() }.tabItem { Label("Feed", systemImage: "list.bullet") }
                            SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                            ProfileView().tabItem { Label("Profile", systemImage: "person") }
                        }
                    }
                }
                """),
                ("App/Detail.swift", """
                struct PostDetailView: View {
                    @State private var scrolling = false
                    var body: some View {
                        ScrollView { Text("Post") }
                            .↓toolbar(.hidden, for: .tabBar)
                            .↓toolbarVisibility(scrolling ? .hidden : .visible, for: .tabBar)
                            .↓toolbar(isEditing || !path.isEmpty ? .hidden : .visible, for: .tabBar)
                    }
                }
                final class ChatViewController: UIViewController {
                    override var hidesBottomBarWhenPushed: Bool { get { ↓true } set {} }
                    func openThread() {
                        let thread = ThreadViewController()
                        thread.↓hidesBottomBarWhenPushed = true
                        navigationController?.pushViewController(thread, animated: true)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Detail.swift", """
                struct PostDetailView: View {
                    var body: some View {
                        ScrollView { Text("Post") }.toolbar(.hidden, for: .tabBar)
                    }
                }
                """),
            ]),
            // The app's own navigation controller reads the flag to hide its footer.
            CheckExample(files: [
                ("App/MainTabs.swift", """
                final class MainTabBarController: UITabBarController {}
                """),
                ("App/FooterNavigationController.swift", """
                final class FooterNavigationController: UINavigationController {
                    let footer = FooterView()
                    func updateFooter(for screen: UIViewController) {
                        footer.isHidden = screen.hidesBottomBarWhenPushed
                    }
                }
                """),
                ("App/ConsentViewController.swift", """
                final class ConsentViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        hidesBottomBarWhenPushed = true
                    }
                }
                """),
            ]),
            // An editing toolbar in the tab bar's place, a file viewer with its own toolbar,
            // and a conversation whose composer docks at the bottom.
            CheckExample(files: [
                ("App/RootView.swift", """
                struct RootView: View {
                    @State private var isEditing = false
                    var body: some View {
                        TabView {
                            NotesList(isEditing: $isEditing)
                                .toolbar(isEditing ? .hidden : .visible, for: .tabBar)
                                .tabItem { Label("Notes", systemImage: "note.text") }
                        }
                    }
                }
                """),
                ("App/AttachmentViewer.swift", """
                final class AttachmentViewer: QLPreviewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        hidesBottomBarWhenPushed = true
                    }
                }
                final class ConversationViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        hidesBottomBarWhenPushed = true
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setUpMessageInputBar()
                    }
                }
                """),
            ]),
            CheckExample("""
            struct RootView: View {
                var body: some View {
                    TabView {
                        FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                        SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                        ProfileView().tabItem { Label("Profile", systemImage: "person") }
                    }
                    .toolbar(.visible, for: .tabBar)
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hidesBottomBarWhenPushed = true
                }
            }
            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.hidesBarsOnSwipe = true
                    hidesBottomBarWhenPushed = false
                }
            }
            """),
        ]
    )

    struct Hiding: Sendable, Codable {
        package let position: SourcePosition
        package let how: String
        /// True for `hidesBottomBarWhenPushed`, false for a SwiftUI toolbar visibility.
        package let setsTheUIKitFlag: Bool
    }

    static let hidings = FactKey<Hiding>("button-tabs.hiding")
    static let tabBars = FactKey<SourcePosition>("button-tabs.tab-bar")
    /// Where the project's own code reads `hidesBottomBarWhenPushed` of a screen.
    static let flagReads = FactKey<SourcePosition>("button-tabs.flag-read")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for tabBar in file.index.calls("TabView") + file.index.calls("UITabBarController") {
            output.facts.add(file.position(of: tabBar), for: Self.tabBars)
        }
        for type in file.index.typeDeclarations where type.inheritedNames.contains("UITabBarController") {
            output.facts.add(file.position(of: type.node), for: Self.tabBars)
        }
        for modifier in file.index.calls("toolbar", "toolbarVisibility") {
            guard modifier.argument("for")?.expression.trimmedSourceText.contains("tabBar") == true,
                  let visibility = modifier.arguments.first?.expression.trimmedSourceText, visibility.contains(".hidden"),
                  let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName,
                  !Self.hidesWhileEditing(modifier) else { continue }
            let how = visibility == ".hidden" ? "hides the tab bar on this screen" : "hides the tab bar while \(visibility.prefix { $0 != "?" }.trimmingCharacters(in: .whitespaces)) holds"
            output.facts.add(Hiding(position: file.position(of: name), how: how, setsTheUIKitFlag: false), for: Self.hidings)
        }
        let assigned = file.index.memberAccesses("hidesBottomBarWhenPushed").map(ExprSyntax.init)
            + file.index.references("hidesBottomBarWhenPushed").filter { $0.parent?.is(MemberAccessExprSyntax.self) == false }.map(ExprSyntax.init)
        for target in assigned {
            if target.is(MemberAccessExprSyntax.self), target.assignment == nil {
                output.facts.add(file.position(of: target), for: Self.flagReads)
            }
            guard target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                  target.is(MemberAccessExprSyntax.self) || !Self.isTabBarController(target.enclosingTypeDeclaration, file),
                  !Self.takesTheBarsPlace(target, file) else { continue }
            let name = target.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(target)
            output.facts.add(Hiding(position: file.position(of: name), how: "hides the tab bar when this screen is pushed", setsTheUIKitFlag: true), for: Self.hidings)
        }
        for variable in file.index.variables where variable.bindings.first?.pattern.trimmedSourceText == "hidesBottomBarWhenPushed" {
            guard let body = variable.bindings.first?.accessorBlock, let literal = Self.returnedTrue(by: body) else { continue }
            output.facts.add(Hiding(position: file.position(of: literal), how: "hides the tab bar whenever this screen is pushed", setsTheUIKitFlag: true), for: Self.hidings)
        }
    }

    /// True for a visibility chosen by edit mode (`.toolbar(list.isEditing ? .hidden : .visible,
    /// for: .tabBar)`): while the user selects items an editing toolbar takes the tab bar's
    /// place, as in Photos and Files; nothing is hidden on push or on scroll. A condition that
    /// also hides it for another reason (`isEditing || !path.isEmpty`) is not this.
    static func hidesWhileEditing(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let visibility = modifier.arguments.first?.expression, let question = visibility.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .infixQuestionMark }) else { return false }
        let condition = visibility.tokens(viewMode: .sourceAccurate).prefix(while: { $0.id != question.id })
        // `isEditing || !path.isEmpty` hides it on push too.
        guard !condition.contains(where: { $0.tokenKind == .binaryOperator("||") }) else { return false }
        let words = condition.flatMap { token -> [String] in
            if case .identifier(let name) = token.tokenKind { return NameWords.split(name) }
            return []
        }
        return words.contains("editing") || (words.contains("edit") && words.contains("mode"))
    }

    /// True when the screen that sets its own flag (`hidesBottomBarWhenPushed = true` in its
    /// type) puts a bar of its own where the tab bar was, the platform's pattern: a subclass of
    /// a full-screen system viewer with its own bottom toolbar (`QLPreviewController`,
    /// `AVPlayerViewController`), or a conversation (a type named for a chat or conversation)
    /// that builds a message input bar or composer docked at the bottom.
    static func takesTheBarsPlace(_ target: ExprSyntax, _ file: SwiftFile) -> Bool {
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText != "self" { return false }
        guard let node = target.enclosingTypeDeclaration, let type = file.index.typeDeclaration(of: node) else { return false }
        if type.inheritedNames.contains(where: ["QLPreviewController", "AVPlayerViewController"].contains) { return true }
        guard !Set(NameWords.split(type.name)).isDisjoint(with: ["chat", "conversation"]) else { return false }
        return file.index.names(within: type.node).contains { name in
            let lowered = name.lowercased()
            return lowered.contains("inputbar") || lowered.contains("composer")
        }
    }

    /// A tab bar controller that sets its own `hidesBottomBarWhenPushed` hides no tab bar of its own screens.
    static func isTabBarController(_ type: DeclSyntax?, _ file: SwiftFile) -> Bool {
        guard let type else { return false }
        return file.index.typeDeclarations.contains { $0.node.id == type.id && ($0.inherits("UITabBarController") || $0.name.hasSuffix("TabBarController")) }
    }

    /// The `true` a computed property's getter returns, when that is all it does.
    private static func returnedTrue(by block: AccessorBlockSyntax) -> BooleanLiteralExprSyntax? {
        guard let literal = block.getterExpression?.as(BooleanLiteralExprSyntax.self), literal.literal.tokenKind == .keyword(.true) else { return nil }
        return literal
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard let tabBar = project.shippingFacts(Self.tabBars, at: { $0 }).first else { return }
        let flagDrivesTheAppsOwnBar = !project.shippingFacts(Self.flagReads, at: { $0 }).isEmpty
        for hiding in project.facts.values(Self.hidings) where !(hiding.setsTheUIKitFlag && flagDrivesTheAppsOwnBar) {
            output.report(
                "This \(hiding.how), so the user loses the map of the app and the way to the other tabs; keep the tab bar visible on screens pushed inside a tab, and present a full-screen flow modally (.fullScreenCover, modalPresentationStyle = .fullScreen) if it needs the whole screen.",
                at: hiding.position, confidence: .medium, related: [RelatedLocation(tabBar, "the app's tab bar")])
        }
    }
}
