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
/// file. Known false positive: a "panel" that is a real setup step the app cannot start
/// without (those belong to `form-steps`, not here).
struct OnboardingTooManyPanels: SwiftFileCheck {
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
        ],
        nonTriggering: [
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

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for flow in PagedOnboarding.find(in: file) {
            guard let count = flow.panelCount, count > Self.maximumPanels else { continue }
            output.report(
                "\(flow.typeName) pages through \(count) onboarding panels; each is an exit point, and the rulebook caps them at \(Self.maximumPanels). Keep the \(Self.maximumPanels) that show real product UI, and teach the rest in place with a TipKit tip at the control it explains.",
                at: file.position(of: flow.node))
        }
    }
}
