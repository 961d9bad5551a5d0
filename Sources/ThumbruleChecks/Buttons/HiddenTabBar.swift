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
/// Not reported either: a screen named for full-screen content (a PDF or e-book reader, an
/// audiobook or media player, a photo viewer), which takes the whole screen as Books and
/// Photos do, and a flag on a screen that is only ever built as the root of a navigation
/// controller its caller presents, which is never pushed inside a tab.
/// `hidesBarsOnSwipe` is not reported: it hides the navigation bar and toolbar, never the
/// tab bar. Medium confidence: a full-screen flow pushed inside a tab (a player, a camera)
/// may hide the bar on purpose, though presenting it modally is the better fit.
struct HiddenTabBar: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "button-tabs.hidden-tab-bar",
        ruleId: "button-tabs",
        summary: "A screen inside a tab bar that hides the bar on push or on scroll",
        optIn: "Judged true in 11 of 28 findings on apps nobody tuned it on: hiding the bar is often right for a full-screen reader or player, or moot where no tab bar is on screen.",
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
                            .onScrollPhaseChange { _, phase in scrolling = phase.isScrolling }
                    }
                }
                final class ChatViewController: UIViewController {
                    override var hidesBottomBarWhenPushed: Bool { get { ↓true } set {} }
                    func openThread() {
                        let thread = ThreadViewController()
                        thread.↓hidesBottomBarWhenPushed = true
                        navigationController?.pushViewController(thread, animated: true)
                    }
                    func openLesson() {
                        navigationController?.pushViewController(LessonAssembly().makeModule(), animated: true)
                    }
                    func presentLesson() {
                        present(UINavigationController(rootViewController: LessonAssembly().makeModule()), animated: true)
                    }
                }
                final class LessonAssembly {
                    func makeModule() -> UIViewController {
                        let viewController = LessonViewController()
                        viewController.↓hidesBottomBarWhenPushed = true
                        return viewController
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A book reader and an audiobook player given the whole screen, and an edit screen
            // only ever the root of a presented navigation controller, where no tab bar shows.
            CheckExample(files: [
                ("App/Root.swift", """
                struct RootView: View {
                    var body: some View {
                        TabView {
                            NavigationStack { LibraryView() }.tabItem { Label("Library", systemImage: "books.vertical") }
                        }
                    }
                }
                struct LibraryView: View {
                    let book: Book
                    var body: some View {
                        NavigationLink("Read") {
                            PDFReaderView(document: book.document)
                                .toolbar(.hidden, for: .tabBar)
                        }
                        NavigationLink("Listen") {
                            if let model = book.listening {
                                AudiobookPlayerView(model: model).toolbar(.hidden, for: .tabBar)
                            }
                        }
                    }
                }
                """),
                ("App/ReaderService.swift", """
                final class ReaderService {
                    func open(_ book: Book, in navigationController: UINavigationController) async throws {
                        let readerVC = try await module.makeReaderViewController(for: book)
                        readerVC.hidesBottomBarWhenPushed = true
                        navigationController.pushViewController(readerVC, animated: true)
                    }
                }
                """),
                ("App/ProfileEditAssembly.swift", """
                final class ProfileEditAssembly {
                    func makeModule() -> UIViewController {
                        let viewController = ProfileEditViewController()
                        viewController.hidesBottomBarWhenPushed = true
                        return viewController
                    }
                }
                final class ProfileViewController: UIViewController {
                    func editProfile() {
                        let assembly = ProfileEditAssembly()
                        let controller = UINavigationController(rootViewController: assembly.makeModule())
                        self.present(controller, animated: true)
                    }
                }
                """),
            ]),
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
        /// The classes whose construction shows the screen: the screen's own, and the factory
        /// whose function sets the flag and returns it (`ProfileEditAssembly`).
        var screenClasses: [String] = []
        /// The lines of the function that sets the flag, whose own construction of the screen does not count.
        var settingLines: ClosedRange<Int>? = nil
    }

    /// A class constructed only to become the root of a new navigation controller that the same
    /// function presents: `present(UINavigationController(rootViewController: EditAssembly().makeModule()))`.
    static let modalRoots = FactKey<SourcePosition>("button-tabs.modal-root")

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
                  !Self.hidesWhileEditing(modifier), !Self.showsFullScreenContent(Self.modifiedViewNames(modifier, file)) else { continue }
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
            let screen = Self.screenNames(settingFlagAt: target, file)
            guard !Self.showsFullScreenContent(screen.words) else { continue }
            let name = target.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(target)
            let body = target.enclosingCodeBody
            output.facts.add(Hiding(
                position: file.position(of: name), how: "hides the tab bar when this screen is pushed", setsTheUIKitFlag: true,
                screenClasses: screen.classes,
                settingLines: body.map { file.position(of: $0).line...file.position(at: $0.endPosition).line }), for: Self.hidings)
        }
        for variable in file.index.variables where variable.bindings.first?.pattern.trimmedSourceText == "hidesBottomBarWhenPushed" {
            guard let body = variable.bindings.first?.accessorBlock, let literal = Self.returnedTrue(by: body) else { continue }
            let type = variable.enclosingTypeName.map { [$0] } ?? []
            guard !Self.showsFullScreenContent(type) else { continue }
            output.facts.add(Hiding(position: file.position(of: literal), how: "hides the tab bar whenever this screen is pushed", setsTheUIKitFlag: true,
                                    screenClasses: type), for: Self.hidings)
        }
        for root in Self.modalRootConstructions(file) { output.facts.add(file.position(of: root), for: Self.modalRoots) }
    }

    /// The names that say what a screen setting the flag is, and the classes that construct it:
    /// for `hidesBottomBarWhenPushed = true` on itself, its type; for a local
    /// (`readerVC.hidesBottomBarWhenPushed = true`), the local's name, the call it is built by
    /// (`LessonViewController(…)`, `makeReaderViewController(…)`), and the type of the function
    /// when that function returns it (an assembly's `makeModule()`).
    static func screenNames(settingFlagAt target: ExprSyntax, _ file: SwiftFile) -> (words: [String], classes: [String]) {
        let base = target.as(MemberAccessExprSyntax.self)?.base
        let typeName = target.enclosingTypeName
        guard let base, base.trimmedSourceText != "self" else { return (typeName.map { [$0] } ?? [], typeName.map { [$0] } ?? []) }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return ([base.lastNameComponent].compactMap { $0 }, []) }
        var words = [reference.baseName.text], classes: [String] = []
        if let built = file.index.initialValue(of: reference).flatMap(Self.constructingCall), let callee = built.calleeName {
            words.append(callee)
            if callee.first?.isUppercase == true { classes.append(callee) }
        }
        if let function = target.enclosingFunction, let typeName,
           file.index.references(within: function).contains(where: { $0.baseName.text == reference.baseName.text && $0.parent?.is(ReturnStmtSyntax.self) == true }) {
            classes.append(typeName)
        }
        return (words, classes)
    }

    /// The names that say what view a SwiftUI modifier hides the tab bar for: the view at the
    /// start of its chain (`TPPPDFReaderView(…)`), what the locals it is built from are bound to
    /// (`UIViewControllerWrapper(vc)` with `if let vc = coordinator.resolveEPUBController(…)`),
    /// and the type whose body it is in.
    static func modifiedViewNames(_ modifier: FunctionCallExprSyntax, _ file: SwiftFile) -> [String] {
        var names = [modifier.enclosingTypeName].compactMap { $0 }
        var start = ExprSyntax(modifier)
        while let next = start.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base { start = next }
        guard start.id != ExprSyntax(modifier).id else { return names }
        if let view = start.as(FunctionCallExprSyntax.self) {
            names += [view.calleeName].compactMap { $0 }
            for argument in view.arguments {
                guard let local = argument.expression.as(DeclReferenceExprSyntax.self) else { continue }
                names.append(local.baseName.text)
                if let bound = Self.boundValue(of: local, file).flatMap(Self.constructingCall)?.calleeName { names.append(bound) }
            }
        } else if let reference = start.as(DeclReferenceExprSyntax.self) {
            names.append(reference.baseName.text)
        }
        return names
    }

    /// The value a local is bound to: by an `if let` around it, or by its declaration.
    static func boundValue(of reference: DeclReferenceExprSyntax, _ file: SwiftFile) -> ExprSyntax? {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current, !node.isCodeBody {
            for condition in node.as(IfExprSyntax.self)?.conditions ?? [] {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                   binding.pattern.trimmedSourceText == name, let value = binding.initializer?.value {
                    return value
                }
            }
            current = node.parent
        }
        return file.index.initialValue(of: reference)
    }

    /// The call an expression is, looking through `try` and `await`.
    static func constructingCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            if let tried = current.as(TryExprSyntax.self) { current = tried.expression; continue }
            if let awaited = current.as(AwaitExprSyntax.self) { current = awaited.expression; continue }
            return nil
        }
    }

    /// Last words of a screen's name that say it shows one piece of content full screen: an
    /// e-book or PDF reader, an audiobook or media player, a photo viewer, or the format such a
    /// screen shows (`resolveEPUBController`). A format word elsewhere in the name (`AudiobookShelfTabRoot`) is not one.
    static let contentScreenWords: Set<String> = ["reader", "player", "viewer", "pdf", "epub", "audiobook"]
    /// Words a screen's name ends with that say nothing of its content.
    static let screenSuffixWords: Set<String> = ["view", "views", "controller", "vc", "screen", "wrapper", "ui", "hosting", "scene", "page"]

    /// True when one of the names says the screen shows content full screen (`TPPPDFReaderView`,
    /// `AudiobookPlayerView`, `readerVC`, `makeReaderViewController`): hiding the tab bar
    /// there gives the page, the film or the book the whole screen, as Books and Photos do.
    static func showsFullScreenContent(_ names: [String]) -> Bool {
        names.contains { name in
            NameWords.split(name).reversed().first { !screenSuffixWords.contains($0) }.map(contentScreenWords.contains) ?? false
        }
    }

    /// The constructions (`EditProfileAssembly(…)`, `SettingsViewController()`) that build the
    /// root of a navigation controller a function presents: written in the `rootViewController:`
    /// argument, or the value of a local that argument starts from (`assembly.makeModule()`).
    static func modalRootConstructions(_ file: SwiftFile) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        let navigationNames = file.index.callsByName.keys.filter { $0.hasSuffix("NavigationController") }.sorted()
        for navigation in file.index.calls(navigationNames) {
            guard let root = navigation.argument("rootViewController")?.expression, let function = navigation.enclosingCodeBody,
                  file.index.calls(within: function).contains(where: { $0.calleeName?.hasPrefix("present") == true }) else { continue }
            found += file.index.calls(within: root).filter { $0.calleeName?.first?.isUppercase == true }
            var start = root
            while let member = start.as(MemberAccessExprSyntax.self)?.base ?? start.as(FunctionCallExprSyntax.self)?.calledExpression { start = member }
            if let local = start.as(DeclReferenceExprSyntax.self), let value = file.index.initialValue(of: local).flatMap(Self.constructingCall),
               value.calleeName?.first?.isUppercase == true {
                found.append(value)
            }
        }
        return found
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

    /// True when the screen is built only as the root of a navigation controller that is
    /// presented: it is never pushed inside a tab, and a presented stack shows no tab bar, so
    /// the flag changes nothing. Its construction inside the function that sets the flag (the
    /// factory) does not count; one construction anywhere else that is not such a root does.
    static func isOnlyAPresentedRoot(_ hiding: Hiding, constructions: [String: [ScreenFacts.UseFact]], modalRoots: Set<SourcePosition>) -> Bool {
        let path = hiding.position.path
        return hiding.screenClasses.contains { name in
            let uses = (constructions[name] ?? []).filter { use in
                !(use.position.path == path && hiding.settingLines?.contains(use.position.line) == true)
            }
            return !uses.isEmpty && uses.allSatisfy { modalRoots.contains($0.position) }
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
        let modalRoots = Set(project.facts.values(Self.modalRoots))
        let constructions = Dictionary(grouping: project.shippingFacts(ScreenFacts.uses, at: \.position), by: \.name)
        for hiding in project.facts.values(Self.hidings) where !(hiding.setsTheUIKitFlag && flagDrivesTheAppsOwnBar) {
            guard !Self.isOnlyAPresentedRoot(hiding, constructions: constructions, modalRoots: modalRoots) else { continue }
            output.report(
                "This \(hiding.how), so the user loses the map of the app and the way to the other tabs; keep the tab bar visible on screens pushed inside a tab, and present a full-screen flow modally (.fullScreenCover, modalPresentationStyle = .fullScreen) if it needs the whole screen.",
                at: hiding.position, confidence: .medium, related: [RelatedLocation(tabBar, "the app's tab bar")])
        }
    }
}
