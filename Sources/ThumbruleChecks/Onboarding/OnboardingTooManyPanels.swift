import SwiftSyntax
import ThumbruleCore

/// A paged onboarding with more than 3 panels. Each explanation panel is read once at best
/// and is an exit point; the rulebook caps them at 3.
///
/// Counts what the code states: literal children of a page-style `TabView`, or the array,
/// range or `allCases` a `ForEach` walks, or a UIKit onboarding's array literal of pages, or
/// the cases of a `switch` over the step. A switch that draws a navigation stack's destinations
/// pushes setup screens one by one, and is not counted as panels.
/// Known false negatives: panels built from data loaded at run time or declared in another
/// file. A pager whose every screen is opened only from a help or support view (a tutorial
/// replayed on request) is left alone. Known false positive: a "panel" that is a real setup step the app cannot start
/// without (those belong to `form-steps`, not here).
struct OnboardingTooManyPanels: SwiftFileCheck, ProjectCheck {
    static let maximumPanels = 3

    package static let description = CheckDescription(
        id: "onboard-screens.too-many-panels",
        ruleId: "onboard-screens",
        summary: "A paged onboarding with more than 3 panels",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct OnboardingView: View {
                var body: some View {
                    ↓TabView {
                        WelcomePanel()
                        PlanPanel()
                        ShopPanel()
                        CookPanel()
                    }
                    .tabViewStyle(.page)
                    .overlay(alignment: .topTrailing) { Button("Skip") { finish() } }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            enum IntroStep: CaseIterable { case welcome, plan, shop, cook, share }

            struct IntroView: View {
                var body: some View {
                    ↓TabView {
                        ForEach(IntroStep.allCases, id: \\.self) { step in IntroPanel(step: step) }
                    }
                    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
                    .toolbar { Button("Skip", action: finish) }
                }
            }
            """),
            // A switch over the step enum is a flow of panels too.
            CheckExample("""
            import SwiftUI
            struct OnboardingFlow: View {
                @State private var step = Step.welcome
                var body: some View {
                    ↓switch step {
                    case .welcome: WelcomePanel(next: { step = .plan })
                    case .plan: PlanPanel(next: { step = .shop })
                    case .shop: ShopPanel(next: { step = .cook })
                    case .cook: CookPanel(done: finish)
                    }
                }
            }
            """),
            // A tutorial model stepping an index through its panels behind a Next button (giganeko TutorialModel).
            CheckExample("""
            import SwiftUI
            class TutorialViewModel: ObservableObject {
                @Published var currentScreen = 0
                let tutorials: [TutorialContent] = ↓[
                    TutorialContent(title: "Welcome", imageName: "Cat"),
                    TutorialContent(title: "Points", imageName: "Points"),
                    TutorialContent(title: "Food", imageName: "Food"),
                    TutorialContent(title: "Stress", imageName: "Stress"),
                    TutorialContent(title: "Ready", imageName: "Ready"),
                ]
                func nextScreen() {
                    if currentScreen < tutorials.count - 1 { currentScreen += 1 }
                }
            }
            """),
            // Titles mapped over a range, one page built per title (stepik-ios OnboardingViewController).
            CheckExample("""
            import UIKit
            final class OnboardingViewController: UIViewController {
                @IBOutlet weak var pageControl: UIPageControl!
                private var pages: [OnboardingPageView] = []
                private var titles = ↓(1...4).map { NSLocalizedString("OnboardingTitle\\($0)", comment: "") }
                private func reloadPages() {
                    for i in 0..<titles.count {
                        let pageView = OnboardingPageView()
                        pageView.pageTitleLabel.text = titles[i]
                        pages.append(pageView)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // An onboarding's list of features shown together, and a title array no loop builds
            // pages from: nothing steps through them one panel at a time.
            CheckExample("""
            import UIKit
            final class WelcomeViewController: UIViewController {
                @IBOutlet weak var pageControl: UIPageControl!
                private let features = ["Sync", "Share", "Search", "Backup", "Widgets"]
                private let titles = (1...5).map { "Feature \\($0)" }
                func showFeatures() {
                    for feature in features { stack.addArrangedSubview(FeatureRow(feature)) }
                    pageControl.numberOfPages = titles.count
                }
            }
            """),
            // A viewer that steps through photos is not onboarding.
            CheckExample("""
            import SwiftUI
            class PhotoViewerModel: ObservableObject {
                @Published var index = 0
                let photos = ["a", "b", "c", "d", "e"]
                func next() { if index < photos.count - 1 { index += 1 } }
            }
            """),
            // A setup flow that collects input is form steps, not panels.
            CheckExample("""
            import SwiftUI
            struct OnboardingFlow: View {
                @State private var step = Step.name
                @State private var name = ""
                var body: some View {
                    switch step {
                    case .name: TextField("Name", text: $name)
                    case .goal: GoalPicker()
                    case .plan: PlanPanel()
                    case .done: DonePanel()
                    }
                }
            }
            """),
            // Setup screens pushed one by one onto a navigation stack are a flow of screens, not panels.
            CheckExample("""
            import SwiftUI
            struct OnboardingNavigation: View {
                @StateObject private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        stepDestination(for: .welcome)
                            .navigationDestination(for: OnboardingStep.self) { step in
                                stepDestination(for: step)
                            }
                    }
                }
                @ViewBuilder
                private func stepDestination(for step: OnboardingStep) -> some View {
                    switch step {
                    case .welcome: WelcomeScreen()
                    case .analyticsConsent: AnalyticsConsentScreen()
                    case .phoneNumber: PhoneNumberScreen()
                    case .connectPayment: ConnectPaymentScreen()
                    case .theme: ThemeScreen()
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                let pages = ["Plan", "Shop", "Cook"]
                var body: some View {
                    TabView {
                        ForEach(pages, id: \\.self) { Text($0) }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            // A tutorial's screenshots page in a carousel beside its written steps; the page
            // indicator's colours are set through UIPageControl's appearance proxy.
            CheckExample("""
            import SwiftUI
            struct SyncTutorialView: View {
                private let steps = ["Open Settings", "Tap the profile", "Tap Install", "Enter the code", "Done"]
                private let shots = ["shot1", "shot2", "shot3", "shot4", "shot5"]
                init() {
                    UIPageControl.appearance().currentPageIndicatorTintColor = .tintColor
                }
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(steps, id: \\.self) { Text($0) }
                            TabView {
                                ForEach(shots, id: \\.self) { Image($0).resizable().scaledToFit() }
                            }
                            .tabViewStyle(.page)
                            .frame(height: 400)
                        }
                    }
                }
            }
            """),
            // gymdiary-ios: a tutorial pager whose only way in is a card on the Help & Support
            // screen: replayed on request, not first-run onboarding.
            CheckExample("""
            import SwiftUI
            struct HelpCenterView: View {
                @State private var showingGuide = false
                var body: some View {
                    List {
                        Button("Learn the basics") { showingGuide = true }
                    }
                    .sheet(isPresented: $showingGuide) { GuideTutorialView() }
                }
            }
            struct GuideTutorialView: View {
                var body: some View {
                    TabView {
                        WelcomePanel()
                        PlanPanel()
                        ShopPanel()
                        CookPanel()
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            // A photo gallery pages through many items but is not onboarding.
            CheckExample("""
            import SwiftUI
            struct GalleryView: View {
                var body: some View {
                    TabView { Image("a"); Image("b"); Image("c"); Image("d"); Image("e") }.tabViewStyle(.page)
                }
            }
            """),
        ]
    )

    struct Pager: Sendable, Codable {
        let typeName: String
        let message: String
        let position: SourcePosition
    }
    static let pagers = FactKey<Pager>("onboard-screens.too-many-panels.pagers")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for flow in PagedOnboarding.find(in: file) {
            guard let count = flow.panelCount, count > Self.maximumPanels else { continue }
            output.facts.add(Pager(
                typeName: flow.typeName,
                message: "\(flow.typeName) pages through \(count) onboarding panels; each is an exit point, and the rulebook caps them at \(Self.maximumPanels). Keep the \(Self.maximumPanels) that show real product UI, and teach the rest in place with a TipKit tip at the control it explains.",
                position: file.position(of: flow.node)), for: Self.pagers)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let pagers = project.facts.values(Self.pagers)
        guard !pagers.isEmpty else { return }
        let graph = project.screenGraph
        for pager in pagers where !Self.openedOnlyFromHelp(pager.typeName, graph) {
            output.report(pager.message, at: pager.position)
        }
    }

    /// Words naming a help screen, where a tutorial replayed on request belongs.
    static let helpWords: Set<String> = ["help", "support", "faq", "faqs"]

    /// True when every screen the pager is drawn on is opened, and only from views named for
    /// help or support: a tutorial someone asks for there, not first-run onboarding.
    static func openedOnlyFromHelp(_ typeName: String, _ graph: ScreenGraph) -> Bool {
        let roots = Set(graph.standaloneScreens.map(\.id))
        let screens = Set(graph.screens(containing: typeName).map(\.id)).intersection(roots)
        guard !screens.isEmpty else { return false }
        var opened = Set<String>()
        for (from, edges) in graph.opens {
            for edge in edges where screens.contains(edge.to) {
                let words = Set(NameWords.split(graph.owningType(of: from)))
                guard !words.isDisjoint(with: helpWords) else { return false }
                opened.insert(edge.to)
            }
        }
        return opened == screens
    }
}
