import SwiftSyntax
import ThumbruleCore

/// A tab with an icon and no text: `.tabItem { Image(systemName: "house") }`,
/// `Tab("", systemImage:)`, a `Tab` whose label is only an image, or a `UITabBarItem`
/// created with a nil or empty title in a file that assigns controllers' `tabBarItem`. Icon-only tabs make the user guess, and
/// VoiceOver reads the symbol's name.
///
/// Skipped: the system search tab (`Tab(value:, role: .search)`), which iOS draws as a bare
/// magnifying glass by design and names "Search" itself; tab items built by a custom view, whose text the source does not show;
/// page-style tab views, whose `tabItem`s are never drawn; a disabled `UITabBarItem` with neither
/// title nor image, the blank slot under a button laid over the tab bar; views placed straight in a stack
/// (`ZStack { Home().tabItem { … } }`, a hand-made tab switcher), where a `tabItem` draws nothing. Known false negatives: titles
/// set later through `tabBarItem.title`. Also skipped: an item a controller gives itself
/// (`self.tabBarItem = UITabBarItem(title: nil, …)` in its own class) when every place the project
/// builds that controller presents it modally (`let vc = SettingsFlowViewController(…)` then
/// `present(vc, …)` in the same function): it is never a tab, so its item never shows.
struct UnlabelledTab: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "button-tabs.unlabelled-tab",
        ruleId: "button-tabs",
        summary: "A tab item with an icon and no text label",
        triggering: [
            CheckExample("""
            struct RootView: View {
                var body: some View {
                    TabView {
                        FeedView().↓tabItem { Image(systemName: "house") }
                        SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                        Tab(↓"", systemImage: "person") { ProfileView() }
                        ↓Tab(value: 3) { SettingsView() } label: { Image(systemName: "gear") }
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            func makeTabs(_ home: UIViewController) {
                home.tabBarItem = ↓UITabBarItem(title: nil, image: UIImage(systemName: "house"), selectedImage: nil)
                let blank = ↓UITabBarItem(title: nil, image: nil, selectedImage: nil)
                blank.badgeValue = "1"
                home.tabBarItem = blank
            }
            """),
            // A controller that gives itself an item and is placed in a tab bar, not presented.
            CheckExample("""
            import UIKit
            final class ContactsFlowController: UINavigationController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    self.tabBarItem = ↓UITabBarItem(title: nil, image: UIImage(systemName: "person"), tag: 0)
                }
            }
            final class MainController: UIViewController {
                func setUpTabs(_ tabs: UITabBarController) {
                    let contacts = ContactsFlowController()
                    tabs.addChild(contacts)
                }
            }
            """),
        ],
        nonTriggering: [
            // olvid-ios SettingsFlowViewController: the controller gives itself an icon-only item, but the
            // only place that builds it presents it modally, so it is never a tab.
            CheckExample("""
            import UIKit
            final class PreferencesFlowController: UINavigationController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    self.title = "Preferences"
                    self.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "gear"), tag: 0)
                }
            }
            final class MainController: UIViewController {
                func showPreferences() {
                    let vc = PreferencesFlowController()
                    vc.modalPresentationStyle = .formSheet
                    present(vc, animated: true)
                }
            }
            """),
            CheckExample("""
            struct RootView: View {
                var body: some View {
                    TabView {
                        FeedView().tabItem { Image(systemName: "house"); Text("Home") }
                        SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                        ProfileView().tabItem { TabLabel(kind: .profile) }
                        Tab("Settings", systemImage: "gear") { SettingsView() }
                    }
                    TabView {
                        IntroPage().tabItem { Image(systemName: "circle") }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            // The system search tab: iOS draws it as a bare magnifying glass and names it itself.
            CheckExample("""
            struct RootView: View {
                @State private var page: Page = .home
                var body: some View {
                    TabView(selection: $page) {
                        Tab("Home", systemImage: "house", value: .home) { HomeView() }
                        Tab(value: .search, role: .search) { SearchView() } label: { Image(systemName: "magnifyingglass") }
                    }
                }
            }
            """),
            // alphawallet-ios ActiveWalletViewModel .swap: a disabled blank item, the slot under a
            // button laid over the tab bar, shows no icon and is no tab.
            CheckExample("""
            import UIKit
            func makeTabs(_ home: UIViewController, _ spacer: UIViewController) {
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: nil)
                let item = UITabBarItem(title: nil, image: nil, selectedImage: nil)
                item.isEnabled = false
                spacer.tabBarItem = item
            }
            """),
            // A hand-made switcher: the screens sit in a ZStack, so their tab items are never drawn.
            CheckExample("""
            struct WideLayout: View {
                @State private var current = "feed"
                var body: some View {
                    ZStack {
                        FeedView().tabItem { Image(systemName: "house") }.opacity(current == "feed" ? 1 : 0)
                        InboxView().tabItem { Image(systemName: "tray") }.opacity(current == "inbox" ? 1 : 0)
                    }
                }
            }
            """),
        ]
    )

    static let message = "This tab shows only an icon; give it a short text label as well (Label(\"Home\", systemImage: \"house\")), so the user need not guess and VoiceOver reads a name."

    /// An icon-only item a controller gives itself (`self.tabBarItem = UITabBarItem(title: nil, …)`
    /// in its own class), settled in the project pass by where the controller is built.
    struct OwnItem: Sendable, Codable {
        let typeName: String
        let position: SourcePosition
    }

    /// A place the project builds a controller (`SettingsFlowController(…)`), and whether the
    /// function there presents what it built (`present(vc, …)`).
    struct Construction: Sendable, Codable {
        let typeName: String
        let presented: Bool
    }

    static let ownItems = FactKey<OwnItem>("button-tabs.unlabelled-tab.own-item")
    static let constructions = FactKey<Construction>("button-tabs.unlabelled-tab.construction")

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let items = project.facts.values(Self.ownItems)
        guard !items.isEmpty else { return }
        let built = Dictionary(grouping: project.facts.values(Self.constructions), by: \.typeName)
        for item in items {
            if let sites = built[item.typeName], !sites.isEmpty, sites.allSatisfy(\.presented) { continue }
            output.report(Self.message, at: item.position, confidence: .high)
        }
    }

    /// Records each construction of a type whose name is an own item's candidate: a call named
    /// like a type, bound to a local that a `present` call of the same function hands on.
    static func recordConstructions(_ file: SwiftFile, _ output: inout CheckOutput) {
        for (name, calls) in file.index.callsByName where name.hasSuffix("Controller") && name.first?.isUppercase == true {
            for call in calls where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                var presented = false
                if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                   let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let function = call.enclosingFunction {
                    presented = file.index.calls(within: function).contains { present in
                        present.calleeName == "present" && present.arguments.first.map { argument in
                            argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == local }
                        } == true
                    }
                } else if let argument = call.parent?.as(LabeledExprSyntax.self), let present = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                          present.calleeName == "present", present.arguments.first?.id == argument.id {
                    presented = true
                }
                output.facts.add(Construction(typeName: name, presented: presented), for: Self.constructions)
            }
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let message = Self.message
        Self.recordConstructions(file, &output)
        func report(_ node: some SyntaxProtocol) {
            guard !file.isOutsideIOS(node) else { return }
            output.report(message, at: file.position(of: node), confidence: .high)
        }
        for item in file.index.calls("tabItem") {
            guard let content = item.trailingClosure, !content.statements.isEmpty,
                  content.statements.allSatisfy({ $0.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Image" }),
                  !Self.isInPagingTabView(item), !Self.isInStack(item),
                  let name = item.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { continue }
            report(name)
        }
        for tab in file.index.calls("Tab") where !Self.isSearchRole(tab) {
            if let title = tab.arguments.first, title.label == nil, let literal = title.expression.as(StringLiteralExprSyntax.self),
               literal.plainText.trimmingCharacters(in: .whitespaces).isEmpty, !literal.hasInterpolation {
                report(literal)
            } else if let label = tab.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure,
                      label.statements.allSatisfy({ $0.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Image" }) {
                report(tab)
            }
        }
        // A `UITabBarItem` labels a tab of the app when the file gives it to a controller's `tabBarItem`;
        // items of a stand-alone `UITabBar` (an emoji category strip) are a picker, not the app's tabs.
        let labelsAppTabs = !file.index.memberAccesses("tabBarItem").isEmpty || !file.index.references("tabBarItem").isEmpty
        for item in file.index.calls("UITabBarItem") where labelsAppTabs {
            guard let title = item.argument("title")?.expression, !Self.isDisabledSpacer(item, file) else { continue }
            guard title.is(NilLiteralExprSyntax.self) || title.as(StringLiteralExprSyntax.self)?.plainText.isEmpty == true else { continue }
            // `self.tabBarItem = …` in the controller's own class: where the class is built settles it.
            if let target = ExprSyntax(item).assignmentTarget, ["tabBarItem", "self.tabBarItem"].contains(target.trimmedSourceText),
               let type = item.enclosingTypeName, !file.isOutsideIOS(item) {
                output.facts.add(OwnItem(typeName: Symbols.bareName(type), position: file.position(of: item)), for: Self.ownItems)
                continue
            }
            report(item)
        }
    }

    /// `let item = UITabBarItem(title: nil, image: nil, …)` then `item.isEnabled = false`: no icon
    /// and no tab, the blank slot a custom button laid over the tab bar sits on.
    static func isDisabledSpacer(_ item: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard item.argument("image")?.expression.is(NilLiteralExprSyntax.self) == true,
              let binding = item.parent?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let body = item.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: body).contains {
            $0.declName.baseName.text == "isEnabled" && $0.receiverKey == name && $0.assignedValue?.trimmedSourceText == "false"
        }
    }

    /// `Tab(value: .search, role: .search)`: the system search tab.
    static func isSearchRole(_ tab: FunctionCallExprSyntax) -> Bool {
        tab.argument("role")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "search"
    }

    static let stacks: Set<String> = ["ZStack", "VStack", "HStack", "LazyVStack", "LazyHStack", "ScrollView"]

    /// A `tabItem` on a view written straight in a stack's content: no `TabView` holds it, so nothing reads the item.
    static func isInStack(_ item: FunctionCallExprSyntax) -> Bool {
        let container = item.outermostModifiedExpression.parent?.parent?.as(CodeBlockItemListSyntax.self)?.parent?.as(ClosureExprSyntax.self)?.invokingCall
        return container.map { stacks.contains($0.calleeName ?? "") } ?? false
    }

    /// A `tabItem` on a child of a page-style `TabView`.
    static func isInPagingTabView(_ item: FunctionCallExprSyntax) -> Bool {
        item.hasAncestor { node in
            guard let tabView = node.as(ClosureExprSyntax.self)?.invokingCall, tabView.calleeName == "TabView" else { return false }
            return TabCount.isPaging(tabView)
        }
    }
}
