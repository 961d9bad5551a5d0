import SwiftSyntax
import ThumbruleCore

/// A tab bar with fewer than three or more than five tabs: two places are a toggle, and
/// past five iOS folds the rest behind More.
///
/// Counts the children of a SwiftUI `TabView` written out one by one (a `Tab` or a view
/// with `.tabItem`), and the array literal a `UITabBarController` subclass assigns to
/// `viewControllers` or passes to `setViewControllers(_:animated:)`. Skipped: page-style
/// tab views (`.tabViewStyle(.page)`) and tab views whose children carry no tab item, which
/// are paging, not a tab bar; files that hide the tab bar's appearance and draw their own
/// switcher; tab views built
/// with `ForEach`, `if`, `#if` or `TabSection`, whose count the source does not settle;
/// watchOS, tvOS and macOS code.
struct TabCount: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-tabs.tab-count",
        ruleId: "button-tabs",
        summary: "A tab bar with fewer than 3 or more than 5 tabs",
        triggering: [
            CheckExample("""
            struct RootView: View {
                var body: some View {
                    ↓TabView {
                        FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                        ProfileView().tabItem { Label("Profile", systemImage: "person") }
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = ↓[home, search, inbox, library, downloads, settings]
                }
            }
            """),
        ],
        nonTriggering: [
            // Each tab's navigation controller gets its one root; the tab bar has four tabs.
            CheckExample("""
            final class MainTabController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [page(HomeViewController()), page(SearchViewController()), page(InboxViewController()), page(SettingsViewController())]
                }
                private func page(_ root: UIViewController) -> UIViewController {
                    let navigation = UINavigationController()
                    navigation.viewControllers = [root]
                    return navigation
                }
            }
            """),
            CheckExample("""
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Feed", systemImage: "list.bullet") { FeedView() }
                        Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                        Tab("Profile", systemImage: "person") { ProfileView() }
                    }
                    TabView {
                        IntroPage()
                        PermissionsPage()
                    }
                    .tabViewStyle(.page)
                    TabView {
                        ForEach(sections) { section in SectionView(section).tabItem { Text(section.title) } }
                    }
                    TabView(selection: $page) {
                        WelcomePage(next: { page = 1 }).tag(0)
                        SetupPage(done: finish).tag(1)
                    }
                }
            }
            """),
            // A custom two-option switcher drives a TabView whose bar is hidden.
            CheckExample("""
            struct RelaysView: View {
                @State private var selection = 0
                init() { UITabBar.appearance().isHidden = true }
                var body: some View {
                    VStack {
                        CapsuleSwitcher(selection: $selection, options: ["Mine", "Recommended"])
                        TabView(selection: $selection) {
                            MyRelays().tabItem { Text("Mine") }.tag(0)
                            RecommendedRelays().tabItem { Text("Recommended") }.tag(1)
                        }
                    }
                }
            }
            """),
        ]
    )

    package static let range = 3...5

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // `UITabBar.appearance().isHidden = true`: the file draws its own switcher over the TabView.
        let hidesTheTabBar = file.index.memberAccesses("isHidden").contains { access in
            access.base?.trimmedSourceText == "UITabBar.appearance()" && access.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        for tabView in file.index.calls("TabView") where !file.isOutsideIOS(tabView) && !hidesTheTabBar {
            guard !Self.isPaging(tabView),
                  let count = Self.literalTabCount(tabView), !Self.range.contains(count) else { continue }
            report(count, at: tabView, file, &output)
        }
        for type in file.index.typeDeclarations where type.inheritedNames.contains("UITabBarController") && !file.isOutsideIOS(type.node) {
            // The controller's own tabs (`viewControllers`, `self.viewControllers`), not those of a
            // navigation controller it builds for one tab (`navigator.viewControllers = [root]`).
            let ownTabs = { (base: ExprSyntax?) in base == nil || base?.trimmedSourceText == "self" }
            let targets = file.index.memberAccesses("viewControllers").filter { ownTabs($0.base) }.map(ExprSyntax.init)
                + file.index.references("viewControllers").filter { $0.parent?.is(MemberAccessExprSyntax.self) == false }.map(ExprSyntax.init)
            let assigned = targets.compactMap { target in type.node.encloses(target) ? target.assignedValue?.as(ArrayExprSyntax.self) : nil }
            let passed = file.index.calls("setViewControllers").compactMap { call in
                type.node.encloses(call) && ownTabs(call.receiver) ? call.arguments.first?.expression.as(ArrayExprSyntax.self) : nil
            }
            for array in assigned + passed where !Self.range.contains(array.elements.count) {
                report(array.elements.count, at: array, file, &output)
            }
        }
    }

    private func report(_ count: Int, at node: some SyntaxProtocol, _ file: SwiftFile, _ output: inout CheckOutput) {
        let advice = count < Self.range.lowerBound
            ? "two places read as a toggle; fold them into one screen with a segmented Picker, or add the app's other top-level places"
            : "iOS moves every tab past the fifth behind More; keep the four most used and put the rest in one tab, such as Library or Settings"
        output.report(
            "This tab bar has \(count) tab\(count == 1 ? "" : "s"), outside the 3 to 5 a tab bar works with: \(advice).",
            at: file.position(of: node), confidence: .high)
    }

    /// `.tabViewStyle(.page)`, `PageTabViewStyle()`, `.verticalPage`, `.carousel`: pages, not a tab bar.
    static func isPaging(_ tabView: FunctionCallExprSyntax) -> Bool {
        tabView.modifiersApplied.contains { modifier in
            let style = modifier.arguments.first?.expression.trimmedSourceText.lowercased() ?? ""
            return modifier.calleeName == "tabViewStyle" && (style.contains("page") || style.contains("carousel"))
        }
    }

    /// The number of tabs written out one by one, or nil when a loop, condition or section builds them.
    static func literalTabCount(_ tabView: FunctionCallExprSyntax) -> Int? {
        guard let content = tabView.trailingClosure ?? tabView.argument("content")?.expression.as(ClosureExprSyntax.self) else { return nil }
        var count = 0, labelled = false
        for statement in content.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return nil }
            let root = call.rootViewCall
            if ["ForEach", "TabSection", "Group"].contains(root.calleeName ?? "") { return nil }
            labelled = labelled || root.calleeName == "Tab" || root.modifierNames.contains("tabItem")
            count += 1
        }
        // Children with no tab item (pages advanced by a Next button) make no tab bar.
        return count == 0 || !labelled ? nil : count
    }
}
