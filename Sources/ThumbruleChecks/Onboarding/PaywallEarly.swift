import SwiftSyntax
import ThumbruleCore

/// A paywall or purchase prompt shown at launch or inside onboarding, before the user has
/// had a single success with the app (`onboard-defer`).
///
/// Recognised by name: a call whose name holds "Paywall" (`PaywallView()`, `showPaywall()`,
/// RevenueCat's `.presentPaywallIfNeeded`), StoreKit's `SubscriptionStoreView`, a
/// `purchase(...)` call in a file that imports StoreKit or RevenueCat, or `…paywall… = true`.
/// Known false negatives: paywalls with other names, and ones opened from another file.
/// Known false positive: an app whose first screen is deliberately a hard paywall (the rule
/// still asks for a success first).
struct PaywallEarly: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-defer.paywall-early",
        ruleId: "onboard-defer",
        summary: "A paywall or purchase prompt shown at launch or inside onboarding",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct OnboardingFlow: View {
                var body: some View {
                    TabView {
                        Text("Plan your meals")
                        Text("Shop in one tap")
                        ↓PaywallView()
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            // Two prompts at the same moment of one onboarding are one finding.
            struct WelcomeFlow: View {
                @State private var step = 0
                var body: some View {
                    TabView(selection: $step) {
                        Text("Track habits").tag(0)
                        ↓PaywallView().tag(1)
                    }
                    .tabViewStyle(.page)
                    .overlay { if step == 1 { PaywallView(compact: true) } }
                }
            }
            """),
            CheckExample(files: [
                ("App/RecipesApp.swift", "import SwiftUI\n@main\nstruct RecipesApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n"),
                ("App/Home.swift", """
                import SwiftUI
                struct Home: View {
                    @State private var showPaywall = false
                    var body: some View {
                        List { Text("Soup") }
                            .onAppear { ↓showPaywall = true }
                            .sheet(isPresented: $showPaywall) { PaywallView() }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = ListsViewController()
                    }
                }
                """),
                ("App/ListsViewController.swift", """
                import UIKit
                final class ListsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        createRows()
                    }
                    func createRows() {
                        if !UserDefaults.standard.bool(forKey: "hasPlan") {
                            present(↓PaywallViewController(), animated: true)
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // convos-ios ConversationOnboardingCoordinator: recording that the paywall was shown, once it closes.
            CheckExample("""
            import SwiftUI
            @MainActor final class WelcomeCoordinator: ObservableObject {
                @AppStorage("hasShownIntroPaywall") private var hasShownIntroPaywall = false
                func introPaywallClosed() {
                    hasShownIntroPaywall = true
                    finishOnboarding()
                }
            }
            """),
            // lockdown-ios: the rows are built when the screen loads, but the paywall opens only
            // when the user selects a locked row, i.e. reaches the paid feature.
            CheckExample("""
            import UIKit
            final class BlockListViewController: UIViewController {
                let tableView = StaticTableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    createCuratedRows()
                }
                func createCuratedRows() {
                    for group in blockLists {
                        tableView.addRow { contentView in
                            contentView.addSubview(BlockListView(group))
                        }.onSelect { [unowned self] in
                            if group.accessLevel == "advanced" {
                                present(VPNPaywallViewController(), animated: true)
                            } else {
                                navigationController?.pushViewController(BlockListGroupViewController(group), animated: true)
                            }
                        }
                    }
                }
            }
            """),
            // A purchase asked for by a link the user opened: the launch hands the link on, and
            // the link is the user's request.
            CheckExample("""
            import StoreKit
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if connectionOptions.urlContexts.count > 0 {
                        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                    }
                }

                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    if URLContexts.first?.url.host == "upgrade" { purchase(id: .upgrade) }
                }
            }
            """),
            // In onboarding, a check that lets subscribers skip the paywall is not the paywall.
            CheckExample("""
            import SwiftUI
            struct RunnerOnboarding: View {
                @State private var paywallCheckComplete = false
                var body: some View {
                    TabView {
                        Text("Log your runs")
                        Text("See your streak")
                            .task {
                                await checkMembershipBeforePaywall()
                                paywallCheckComplete = true
                            }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct ExportButton: View {
                @State private var showPaywall = false
                var body: some View {
                    Button("Export PDF") { showPaywall = true }
                        .sheet(isPresented: $showPaywall) { PaywallView() }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct OnboardingFlow: View {
                @AppStorage("shouldShowPaywall") var shouldShowPaywall = false
                var body: some View {
                    TabView { Text("Plan your meals"); Text("Shop in one tap") }.tabViewStyle(.page)
                }
            }
            """),
        ]
    )

    static let prompts = FactKey<EarlyMoment>("onboard-defer.paywall-early.prompt")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]
    static let storeModules: Set<String> = ["StoreKit", "RevenueCat", "RevenueCatUI"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for node in Self.paywallNodes(in: file) {
            if let moment = EarlyMoment.of(node, in: file) {
                output.facts.add(moment, for: Self.prompts)
            } else if let modifier = node.as(FunctionCallExprSyntax.self), modifier.calleeName == "presentPaywallIfNeeded",
                      modifier.modifiedExpression != nil, let type = modifier.enclosingTypeName {
                // A paywall modifier on a view presents when that view appears.
                output.facts.add(EarlyMoment(position: file.position(of: node), launch: .appearance(of: type), via: nil, onboardingType: nil, helper: nil),
                                 for: Self.prompts)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        EarlyMoment.reportConfirmed(project.shippingFacts(Self.prompts, at: \.position), in: project, &output) { when in
            "A paywall or purchase prompt is shown \(when), before the user has had a single success with the app. Let the first run end in the product, and present the paywall when the user reaches a paid feature or after a first success."
        }
    }


    private static let paywallWord = TextSearch(anyOf: ["paywall"], ignoringCase: true)

    /// Calls and assignments that show a paywall or start a purchase.
    static func paywallNodes(in file: SwiftFile) -> [Syntax] {
        var nodes: [Syntax] = []
        for (name, calls) in file.index.callsByName where showsPaywall(name) {
            nodes += calls.map(Syntax.init)
        }
        let imports = Set(file.index.importedModules)
        if imports.contains("StoreKit") { nodes += file.index.calls("SubscriptionStoreView").map(Syntax.init) }
        if !imports.isDisjoint(with: storeModules) { nodes += file.index.calls("purchase").map(Syntax.init) }
        for (name, references) in file.index.referencesByName where paywallWord.matches(name) {
            // A member's name is also indexed as a reference; the member loop below covers `x.paywall = true`.
            guard !namesCheck(name) else { continue }
            nodes += references.filter { !($0.parent?.is(MemberAccessExprSyntax.self) ?? false) && $0.isSetToTrue }.map(Syntax.init)
        }
        for (name, members) in file.index.memberAccessesByName where paywallWord.matches(name) && !namesCheck(name) {
            nodes += members.filter(\.isSetToTrue).map(Syntax.init)
        }
        return nodes.sorted { $0.position < $1.position }
    }

    /// `PaywallView`, `showPaywall`, `presentPaywallIfNeeded`; not questions such as `shouldShowPaywall`.
    static func showsPaywall(_ name: String) -> Bool {
        guard paywallWord.matches(name) else { return false }
        let question = ["should", "can", "is", "has", "was", "will"]
        return !question.contains { name.hasPrefix($0) } && !name.hasSuffix("Dismissed") && !name.hasSuffix("Closed") && !namesCheck(name)
    }

    /// Words of a name for the check made before a paywall, not for showing it:
    /// `checkSubscriptionOnPaywallAppear()`, which lets subscribers skip it, a
    /// `paywallCheckComplete = true` flag, or a record that it was shown (`recordWords`).
    static let checkWords: Set<String> = ["check", "checked", "complete", "completed"]

    static func namesCheck(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return !checkWords.isDisjoint(with: words) || words.first.map(recordWords.contains) == true
    }

    /// First words of a flag that records a paywall already shown (`hasShownNUXPaywall = true`
    /// once it closes): setting it shows nothing.
    static let recordWords: Set<String> = ["has", "had", "was", "did"]
}
