import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// The screen graph: which views compose which across files, and which are screens.
@Suite struct ScreenGraphTests {
    /// Builds the graph the way the engine does: facts per file, then the project pass.
    func graph(_ files: [(String, String)]) -> ScreenGraph {
        let resolver = TargetResolver(projects: [], infoPlists: [:], packageManifests: [])
        var facts = FactStore()
        for (path, text) in files {
            CoreFacts.collect(SwiftFile(path: path, text: text, target: resolver.target(for: path)), into: &facts)
        }
        return ScreenGraph(facts: facts)
    }

    func screenKinds(_ graph: ScreenGraph, containing unit: String) -> [ScreenKind] {
        graph.screens(containing: unit).map(\.kind)
    }

    @Test func windowRootComposesViewsAcrossFiles() {
        let graph = graph([
            ("App/App.swift", "@main struct DemoApp: App { var body: some Scene { WindowGroup { HomeView() } } }"),
            ("App/Home.swift", "struct HomeView: View { var body: some View { VStack { Header(); Text(\"x\") } } }"),
            ("App/Header.swift", "struct Header: View { var body: some View { Text(\"Hi\") } }"),
        ])
        #expect(screenKinds(graph, containing: "Header") == [.window])
        let window = graph.screens(containing: "Header")[0]
        #expect(graph.viewsOnScreen(window.id) == [window.id, "HomeView", "Header"])
        #expect(window.title == "the window in DemoApp (HomeView)")
        #expect(graph.standaloneScreens.map(\.id) == [window.id])
    }

    /// An app's own modifier that hands its closure to `.sheet` (directly or through one more
    /// such modifier) presents it; one that draws its closure in place does not.
    @Test func projectPresentationModifiersPresentTheirContent() {
        let graph = graph([
            ("App/Modifiers.swift", """
            extension View {
                func panel<Inner: View>(isShown: Binding<Bool>, @ViewBuilder inner: @escaping () -> Inner) -> some View {
                    sheet(isPresented: isShown) { VStack { inner() } }
                }
                func cover<Body: View>(_ shown: Binding<Bool>, body: @escaping () -> Body) -> some View {
                    fullScreenCover(isPresented: shown, content: body)
                }
                func roundedPanel<Inner: View>(isShown: Binding<Bool>, @ViewBuilder inner: @escaping () -> Inner) -> some View {
                    panel(isShown: isShown) { inner().clipShape(.rect(cornerRadius: 8)) }
                }
                func framed<Inner: View>(@ViewBuilder inner: () -> Inner) -> some View {
                    overlay { inner() }
                }
                func badge<Inner: View, Mark: View>(@ViewBuilder inner: () -> Inner, isShown: Binding<Bool>, @ViewBuilder mark: @escaping () -> Mark) -> some View {
                    overlay { inner() }.popover(isPresented: isShown) { mark() }
                }
            }
            """),
            ("App/Home.swift", """
            struct HomeView: View {
                @State var shown = false
                var body: some View {
                    VStack {
                        Text("a").panel(isShown: $shown) { if shown { Settings() } }
                        Text("b").cover($shown) { Player() }
                        Text("c").roundedPanel(isShown: $shown) { Help() }
                        Text("d").framed { Banner() }
                        Text("e").badge(inner: { Dot() }, isShown: $shown) { Tip() }
                    }
                }
            }
            """),
            ("App/Views.swift", """
            struct Settings: View { var body: some View { Text("s") } }
            struct Player: View { var body: some View { Text("p") } }
            struct Help: View { var body: some View { Text("h") } }
            struct Banner: View { var body: some View { Text("b") } }
            struct Dot: View { var body: some View { Text("d") } }
            struct Tip: View { var body: some View { Text("t") } }
            """),
        ])
        #expect(screenKinds(graph, containing: "Settings") == [.sheet])
        #expect(screenKinds(graph, containing: "Player") == [.fullScreenCover])
        #expect(screenKinds(graph, containing: "Help") == [.sheet])
        #expect(screenKinds(graph, containing: "Tip") == [.popover])
        #expect(graph.screens(containing: "Banner").map(\.id) == graph.screens(containing: "HomeView").map(\.id))
        #expect(graph.screens(containing: "Dot").map(\.id) == graph.screens(containing: "HomeView").map(\.id))
        let sheet = graph.screens(containing: "Settings")[0]
        #expect(graph.reach(from: sheet.id).last?.arms.count == 1)
        #expect(graph.opens["HomeView"]?.count == 4)
    }

    @Test func presentedContentIsItsOwnScreen() {
        let graph = graph([
            ("App/List.swift", """
            struct ListScreen: View {
                @State var showing = false
                var body: some View {
                    VStack { Row() }
                        .sheet(isPresented: $showing, onDismiss: { Toast() }) { Paywall() }
                        .fullScreenCover(isPresented: $showing) { Player() }
                        .popover(isPresented: $showing) { Info() }
                        .alert("Delete?", isPresented: $showing) { Button("Delete", role: .destructive) {} } message: { Text("Gone") }
                        .confirmationDialog("Share", isPresented: $showing) { Button("Copy") {} }
                }
            }
            """),
            ("App/Views.swift", """
            struct Row: View { var body: some View { Text("r") } }
            struct Paywall: View { var body: some View { Text("p") } }
            struct Player: View { var body: some View { Text("p") } }
            struct Info: View { var body: some View { Text("i") } }
            struct Toast: View { var body: some View { Text("t") } }
            """),
        ])
        #expect(screenKinds(graph, containing: "Paywall") == [.sheet])
        #expect(screenKinds(graph, containing: "Player") == [.fullScreenCover])
        #expect(screenKinds(graph, containing: "Info") == [.popover])
        // onDismiss runs code; it presents nothing, so what it builds stays on the presenter.
        #expect(screenKinds(graph, containing: "Toast") == [.unreached])
        #expect(screenKinds(graph, containing: "Row") == [.unreached])
        let kinds = Set(graph.screens.map(\.kind))
        #expect(kinds.isSuperset(of: [.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog]))
        let alerts = graph.screens.filter { $0.kind == .alert }
        #expect(alerts.count == 1, "an alert's actions and message are one screen")
        #expect(!graph.viewsOnScreen("ListScreen").contains("Paywall"))
    }

    @Test func placementFindsTheInnermostRegion() throws {
        let file = SwiftFile(path: "App/A.swift", text: """
        struct Screen: View {
            var body: some View {
                Button("Save") {}
                    .alert("Saved", isPresented: .constant(true)) { Button("OK") {} }
            }
        }
        """, target: TargetResolver(projects: [], infoPlists: [:], packageManifests: []).target(for: "App/A.swift"))
        let buttons = file.index.calls("Button")
        #expect(file.placement(of: buttons[0])?.unit == "Screen")
        let alertButton = try #require(file.placement(of: buttons[1]))
        #expect(alertButton.unit == "Screen/alert@App/A.swift:4:14")
    }

    @Test func navigationRootsDestinationsAndLinks() {
        let graph = graph([
            ("App/Root.swift", """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Feed()
                            .navigationDestination(for: Int.self) { id in Detail(id: id) }
                    }
                }
            }
            """),
            ("App/Feed.swift", """
            struct Feed: View {
                var body: some View {
                    List {
                        NavigationLink(destination: Settings()) { Text("Settings") }
                        NavigationLink { Profile() } label: { Text("Me") }
                        NavigationLink(value: 3) { Badge() }
                        NavigationLink("Help") { Help() }
                    }
                }
            }
            struct Detail: View { let id: Int; var body: some View { Text("d") } }
            struct Settings: View { var body: some View { Text("s") } }
            struct Profile: View { var body: some View { Text("p") } }
            struct Badge: View { var body: some View { Text("b") } }
            struct Help: View { var body: some View { Text("h") } }
            """),
        ])
        // Root is not shown by anything in this project, so it stands as an unreached screen.
        #expect(screenKinds(graph, containing: "Feed") == [.navigationRoot, .unreached])
        #expect(screenKinds(graph, containing: "Detail") == [.navigationDestination])
        #expect(screenKinds(graph, containing: "Settings") == [.navigationLink])
        #expect(screenKinds(graph, containing: "Profile") == [.navigationLink])
        // After a title, the one closure is the destination.
        #expect(screenKinds(graph, containing: "Help") == [.navigationLink])
        // A value link's closure is its label, drawn in the list.
        #expect(screenKinds(graph, containing: "Badge") == [.navigationRoot, .unreached])
        #expect(graph.standaloneScreens.map(\.id).contains("Root"))
    }

    @Test func tabChildrenAreSeparateScreens() {
        let graph = graph([
            ("App/Tabs.swift", """
            struct Tabs: View {
                var body: some View {
                    TabView {
                        Home().tabItem { Label("Home", systemImage: "house") }
                        NavigationStack { Search() }.tabItem { Label("Search", systemImage: "magnifyingglass") }
                        Tab("Me", systemImage: "person") { Me() }
                    }
                }
            }
            struct Home: View { var body: some View { Text("h") } }
            struct Search: View { var body: some View { Text("s") } }
            struct Me: View { var body: some View { Text("m") } }
            """),
        ])
        let home = graph.screens(containing: "Home")
        let search = graph.screens(containing: "Search")
        #expect(home.map(\.kind) == [.tab])
        #expect(search.map(\.kind).contains(.tab))
        #expect(home[0].id != search.first { $0.kind == .tab }?.id)
        #expect(graph.screens(containing: "Me").map(\.kind).allSatisfy { $0 == .tab })
        #expect(!graph.viewsOnScreen("Tabs").contains("Home"))
    }

    @Test func uiKitControllersAndHostingRoots() {
        let graph = graph([
            ("App/Base.swift", "class BaseViewController: UIViewController {}"),
            ("App/Home.swift", """
            final class HomeViewController: BaseViewController {
                let header = HeaderView()
                func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
                func openSettings() { present(UIHostingController(rootView: SettingsView()), animated: true) }
            }
            final class DetailViewController: UIViewController {}
            final class HeaderView: UIView {}
            final class Tabs: UITabBarController {}
            struct SettingsView: View { var body: some View { Text("s") } }
            """),
        ])
        #expect(screenKinds(graph, containing: "HeaderView") == [.viewController])
        #expect(graph.screens(containing: "HeaderView").map(\.id) == ["HomeViewController"])
        #expect(screenKinds(graph, containing: "DetailViewController") == [.viewController])
        #expect(screenKinds(graph, containing: "SettingsView") == [.hostingRoot])
        #expect(graph.screen("BaseViewController")?.kind == .viewController)
        #expect(graph.screen("Tabs") == nil, "a container controller only holds screens")
        #expect(graph.opens["HomeViewController"]?.map(\.to).contains("DetailViewController") == true)
    }

    @Test func decisionsRepetitionAndEnvironmentAlongThePath() throws {
        let graph = graph([
            ("App/Switcher.swift", """
            struct Switcher: View {
                var loggedIn: Bool
                var body: some View {
                    if loggedIn { Dashboard() } else { SignIn().buttonStyle(.borderedProminent) }
                    ForEach(0..<3) { _ in Card() }
                }
            }
            struct Dashboard: View { var body: some View { Text("d") } }
            struct SignIn: View { var body: some View { Form { Fields() } } }
            struct Fields: View { var body: some View { Text("f") } }
            struct Card: View { var body: some View { Text("c") } }
            """),
        ])
        let reach = Dictionary(graph.reach(from: "Switcher").map { ($0.unit, $0) }, uniquingKeysWith: { a, _ in a })
        let dashboard = try #require(reach["Dashboard"])
        let fields = try #require(reach["Fields"])
        #expect(!ViewPlacement.canCoexist(dashboard.arms, fields.arms))
        #expect(fields.environment["buttonStyle"] == ".borderedProminent")
        #expect(dashboard.environment["buttonStyle"] == nil)
        #expect(reach["Card"]?.repeated == true)
        #expect(dashboard.repeated == false)
        #expect(fields.path.map(\.line) == [4, 9])
        #expect(fields.via == ["Switcher", "SignIn"])
        #expect(graph.isRepeated("Card"))
        #expect(!graph.isRepeated("SignIn"))
    }

    @Test func helpersCarryTheDecisionsOfWhereTheyAreShown() throws {
        let graph = graph([
            ("App/Gate.swift", """
            struct Gate: View {
                var unlocked: Bool
                var body: some View {
                    if unlocked { content } else { Paywall() }
                }
                private var content: some View { VStack { Library(); footer(count: 2) } }
                @ViewBuilder func footer(count: Int) -> some View { Stats() }
            }
            struct Paywall: View { var body: some View { Text("p") } }
            struct Library: View { var body: some View { Text("l") } }
            struct Stats: View { var body: some View { Text("s") } }
            """),
        ])
        let reach = Dictionary(graph.reach(from: "Gate").map { ($0.unit, $0) }, uniquingKeysWith: { a, _ in a })
        let library = try #require(reach["Library"])
        let stats = try #require(reach["Stats"])
        let paywall = try #require(reach["Paywall"])
        #expect(!ViewPlacement.canCoexist(library.arms, paywall.arms))
        #expect(!ViewPlacement.canCoexist(stats.arms, paywall.arms))
        #expect(reach["Gate.content"] != nil)
        #expect(graph.viewsOnScreen("Gate") == ["Gate", "Library", "Stats", "Paywall"])
        #expect(graph.screen("Gate.content") == nil)
        #expect(graph.owningType(of: "Gate.footer") == "Gate")
    }

    @Test func helpersDeclaredInAnotherFileAreUsedWhereTheirTypeShowsThem() {
        let graph = graph([
            ("App/Settings.swift", """
            struct SettingsView: View {
                var body: some View { Form { Settings(); self.footer; item.header } }
            }
            """),
            ("App/SettingsHelper.swift", """
            extension SettingsView {
                @ViewBuilder func Settings() -> some View { NavigationLink("About") { About() } }
                var footer: some View { Version() }
                var header: some View { Banner() }
            }
            struct About: View { var body: some View { Text("a") } }
            struct Version: View { var body: some View { Text("v") } }
            struct Banner: View { var body: some View { Text("b") } }
            """),
        ])
        #expect(graph.viewsOnScreen("SettingsView") == ["SettingsView", "Version"])
        #expect(graph.reach(from: "SettingsView").map(\.unit).contains("SettingsView.Settings"))
        #expect(!graph.reach(from: "SettingsView").map(\.unit).contains("SettingsView.header"))
    }

    @Test func aViewUsedTwiceOccursTwice() {
        let graph = graph([
            ("App/Form.swift", """
            struct Checkout: View {
                var body: some View { VStack { PayButton(); PayButton(); Comments() } }
            }
            struct PayButton: View { var body: some View { Button("Pay") {} } }
            struct Comments: View { var body: some View { ForEach(0..<2) { _ in Comments() } } }
            """),
        ])
        #expect(graph.reach(from: "Checkout").map(\.unit) == ["Checkout", "PayButton", "PayButton", "Comments"])
        #expect(graph.viewsOnScreen("Checkout") == ["Checkout", "PayButton", "Comments"])
    }

    @Test func previewsAndTestsComposeNothing() {
        let graph = graph([
            ("App/Card.swift", """
            struct Card: View { var body: some View { Text("c") } }
            #Preview { Card() }
            struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }
            """),
            ("AppTests/CardTests.swift", "struct Harness: View { var body: some View { Card() } }"),
        ])
        #expect(screenKinds(graph, containing: "Card") == [.unreached])
        #expect(graph.units["Harness"] == nil)
    }
}
