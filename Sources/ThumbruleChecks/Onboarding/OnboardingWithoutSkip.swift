import SwiftSyntax
import ThumbruleCore

/// A paged onboarding with no visible way to skip it: no "Skip", "Not now" or "Later"
/// label, no close symbol, no close button that stores the choice and no code named for
/// skipping, in its own file or in the panel and parent views declared elsewhere, nor in a
/// view of the project's own drawn beside the pager (halofi-ios's `CloseOnboardingButton`
/// overlaid on the steps).
///
/// A pager with "Sign in" or "Create an account" beside it, outside the panels (titled so, or
/// a button whose code names signing in or up), has its way out on every panel and is left alone too, and so is one with a button beside it that stores
/// the flow as done (`Button("Let's get started!") { onboardingNeeded = false }` writing an
/// `@AppStorage` flag, under the `TabView`): a remembered skip shown on every panel.
///
/// A pager the app makes only as the content of a sheet or cover that a button opens
/// (`Button("Watch the tutorial") { showTutorial = true }` with `.sheet(isPresented: $showTutorial)
/// { ScanTutorialView() }`, rarime-ios's passport scan tutorial) is a guide the person asked
/// for, not a gate into the app, and is left alone. One whose flag other code turns on (at
/// launch, on appear) is still judged.
///
/// Flows that ask for permissions are left alone: before a system alert, App Review wants a
/// single continue button and no way out (Guideline 5.1.1(iv), `onboard-ask-order`).
/// Medium confidence: the skip may live in a view this check cannot connect to the pager
/// (a container two levels up). Known false negative: a skip labelled some other way
/// ("I'll explore myself").
struct OnboardingWithoutSkip: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-screens.no-skip",
        ruleId: "onboard-screens",
        summary: "A paged onboarding whose panels offer no skip",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct OnboardingView: View {
                @Binding var isDone: Bool
                var body: some View {
                    ↓TabView {
                        Text("Plan your meals")
                        Text("Shop in one tap")
                        Button("Start cooking") { isDone = true }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class WelcomeViewController: UIViewController {
                let pageControl = UIPageControl()
                let slides = ↓[PlanSlide(), ShopSlide(), CookSlide()]
            }
            """),
            // The steps of an @Observable model, switched over in the view.
            CheckExample(files: [
                ("App/OnboardingModel.swift", """
                import Observation
                @Observable final class OnboardingModel { var step = OnboardingStep.welcome }
                """),
                ("App/OnboardingView.swift", """
                import SwiftUI
                struct OnboardingView: View {
                    @State private var model = OnboardingModel()
                    var body: some View {
                        ↓switch model.step {
                        case .welcome: WelcomePanel { model.step = .plans }
                        case .plans: PlansPanel { model.step = .ready }
                        case .ready: ReadyPanel()
                        }
                    }
                }
                """),
            ]),
            // The same tutorial when the app opens it by itself on first appearance: a gate.
            CheckExample("""
            import SwiftUI
            struct KitchenView: View {
                @AppStorage("sawKnifeTutorial") private var sawKnifeTutorial = false
                @State private var showTutorial = false
                var body: some View {
                    Text("Knives")
                        .onAppear { if !sawKnifeTutorial { showTutorial = true } }
                        .sheet(isPresented: $showTutorial) { KnifeTutorialView() }
                }
            }
            struct KnifeTutorialView: View {
                var body: some View {
                    ↓TabView {
                        Text("Hold the handle")
                        Text("Curl your fingers")
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            // A storyboard pager known by its page-control outlet, its pages built one per title.
            CheckExample("""
            import UIKit

            final class OnboardingViewController: UIViewController {
                @IBOutlet weak var pageControl: UIPageControl!
                private var pages: [OnboardingPageView] = []
                private var titles = ↓(1...4).map { "Title \\($0)" }
                private func reloadPages() {
                    for i in 0..<titles.count { pages.append(OnboardingPageView(title: titles[i])) }
                }
            }
            """),
            // A Next button under the pager stores the flow as done only on the last panel.
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                @AppStorage("onboardingDone") var onboardingDone = false
                @State private var page = 0
                var body: some View {
                    VStack {
                        ↓TabView(selection: $page) {
                            Text("Plan your meals").tag(0)
                            Text("Shop in one tap").tag(1)
                        }
                        .tabViewStyle(.page)
                        Button("Next") {
                            if page == 1 { onboardingDone = true } else { page += 1 }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // iovmp-ios VehicleOrderDetailPage.Intro: a photo carousel in the intro section of an order's
            // detail page, a type named by the bare word inside the page's own type, not a first-run flow.
            CheckExample("""
            import SwiftUI
            struct OrderDetailPage: View {
                let photos: [String]
                var body: some View { ScrollView { Intro(photos: photos) } }
            }
            extension OrderDetailPage {
                struct Intro: View {
                    var photos: [String]
                    @State private var shown = 0
                    var body: some View {
                        TabView(selection: $shown) {
                            ForEach(0..<photos.count, id: \\.self) { index in
                                AsyncImage(url: URL(string: photos[index])).frame(height: 200).tag(index)
                            }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        .frame(height: 200)
                    }
                }
            }
            """),
            // windscribe WelcomeView: a marketing carousel above log-in and sign-up buttons whose
            // titles come from a string table.
            CheckExample("""
            import SwiftUI

            struct WelcomeView: View {
                @StateObject var model: WelcomeModel
                @State private var page = 0
                var body: some View {
                    VStack {
                        TabView(selection: $page) {
                            Text("Fast").tag(0)
                            Text("Private").tag(1)
                            Text("Everywhere").tag(2)
                        }
                        .tabViewStyle(.page)
                        Button(action: { model.showLogin = true }) {
                            Text(model.loginTitle)
                        }
                        Button(action: { model.openSignup() }) {
                            Text(model.signupTitle)
                        }
                    }
                }
            }
            """),
            // The storyboard's close button, wired to an action, leaves the pages (stepik-ios OnboardingViewController).
            CheckExample("""
            import UIKit

            final class OnboardingViewController: UIViewController {
                @IBOutlet var closeButton: UIBarButtonItem!
                @IBOutlet weak var pageControl: UIPageControl!
                private var pages: [OnboardingPageView] = []
                private var titles = (1...4).map { "Title \\($0)" }
                @IBAction func onCloseButtonClick(_ sender: Any) { dismiss(animated: true) }
                private func reloadPages() {
                    for i in 0..<titles.count { pages.append(OnboardingPageView(title: titles[i])) }
                }
            }
            """),
            // Account buttons under the pager, outside the panels: the way in is on every panel.
            CheckExample("""
            import SwiftUI

            struct WelcomeOnboardingView: View {
                let onAccount: (Bool) -> Void
                var body: some View {
                    VStack {
                        TabView {
                            Text("Your notes, everywhere")
                            Text("Locked with your key")
                        }
                        .tabViewStyle(.page)
                        accountButtons
                    }
                }
            }

            private extension WelcomeOnboardingView {
                var accountButtons: some View {
                    VStack {
                        Button("Create an account") { onAccount(true) }
                        Button("Sign in") { onAccount(false) }
                    }
                }
            }
            """),
            // A button under the pager, on every panel, that stores the flow as done (grocy-swiftui OnboardingView).
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                @AppStorage("onboardingNeeded") var onboardingNeeded: Bool = true
                var body: some View {
                    VStack {
                        TabView {
                            ForEach(OnboardingCards.allCases, id: \\.self) { card in OnboardingCardView(card: card) }
                        }
                        .tabViewStyle(PageTabViewStyle())
                        Button(action: { onboardingNeeded = false }, label: { Text("Let's get started!") })
                    }
                }
            }
            """),
            // A tutorial the person opens from a button, in a sheet: a guide asked for, not a
            // gate into the app (rarime-ios PassportScanTutorialView).
            CheckExample("""
            import SwiftUI
            struct KnifeTutorialButton: View {
                @State private var showTutorial = false
                var body: some View {
                    Button("Watch the knife tutorial") { self.showTutorial = true }
                        .sheet(isPresented: $showTutorial) { KnifeTutorialView() }
                }
            }
            struct KnifeTutorialView: View {
                var body: some View {
                    TabView {
                        Text("Hold the handle")
                        Text("Curl your fingers")
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            // Permission primers: no way out before the system alert.
            CheckExample("""
            import SwiftUI
            struct OnboardingScreen: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) { Text("Health").tag(0); Text("Notifications").tag(1) }
                        .tabViewStyle(.page)
                    Button("Continue") { requestHealthAccess() }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                @Binding var isDone: Bool
                var body: some View {
                    TabView {
                        Text("Plan your meals")
                        Text("Shop in one tap")
                    }
                    .tabViewStyle(.page)
                    .safeAreaInset(edge: .bottom) { Button("Not now") { isDone = true } }
                }
            }
            """),
            // Every step carries a close button that stores the choice: a remembered skip.
            CheckExample("""
            import SwiftUI
            struct OnboardingFlow: View {
                @State private var step = OnboardingStep.welcome
                @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
                var body: some View {
                    Group {
                        switch step {
                        case .welcome: WelcomePanel { step = .plans }
                        case .plans: PlansPanel { step = .ready }
                        case .ready: ReadyPanel()
                        }
                    }
                    .withDismissButton { hasSeenOnboarding = true }
                }
            }
            """),
            // The skip sits in the panel view, declared in another file.
            CheckExample(files: [
                ("App/OnboardingView.swift", """
                import SwiftUI
                struct OnboardingView: View {
                    var body: some View {
                        TabView { OnboardingPanel(title: "Plan"); OnboardingPanel(title: "Shop") }.tabViewStyle(.page)
                    }
                }
                """),
                ("App/OnboardingPanel.swift", """
                import SwiftUI
                struct OnboardingPanel: View {
                    let title: String
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        VStack { Text(title); Button("Skip") { dismiss() } }
                    }
                }
                """),
            ]),
            // A close control of the project's own, drawn beside the steps (an overlay of the
            // flow's view, outside the pager), leaves the flow from any step.
            CheckExample(files: [
                ("App/SetupFlowView.swift", """
                import SwiftUI
                struct SetupFlowView: View {
                    @State private var page = 0
                    let finish: () -> Void
                    var body: some View {
                        ZStack(alignment: .topTrailing) {
                            TabView(selection: $page) { Text("Budgets").tag(0); Text("Goals").tag(1) }.tabViewStyle(.page)
                            LeaveSetupButton(onLeave: finish)
                        }
                    }
                }
                """),
                ("App/LeaveSetupButton.swift", """
                import SwiftUI
                struct LeaveSetupButton: View {
                    let onLeave: () -> Void
                    var body: some View {
                        Button(action: onLeave) { Image(systemName: "xmark") }.frame(minWidth: 44, minHeight: 44)
                    }
                }
                """),
            ]),
        ]
    )

    struct Pager: Sendable, Codable {
        package let position: SourcePosition
        let typeName: String
        let panelTypes: [String]
        /// View types the pager's own type draws outside the pager (an overlay beside the steps).
        let besideTypes: [String]
    }

    struct SkipType: Sendable, Codable {
        package let name: String
        let composes: [String]
    }

    /// A first-run-named type the code makes (`KnifeTutorialView(…)`), and whether only a
    /// button opens the presentation it is made in.
    struct Construction: Sendable, Codable {
        let typeName: String
        let opensOnTap: Bool
    }

    static let pagers = FactKey<Pager>("onboard-screens.no-skip.pager")
    static let skipTypes = FactKey<SkipType>("onboard-screens.no-skip.skip-type")
    static let constructions = FactKey<Construction>("onboard-screens.no-skip.construction")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for skip in SkipControl.types(in: file) { output.facts.add(SkipType(name: skip.name, composes: skip.composes), for: Self.skipTypes) }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true && FirstRun.isOnboardingName(name) {
            for call in calls {
                output.facts.add(Construction(typeName: name, opensOnTap: Self.isOpenedOnTap(call, in: file)), for: Self.constructions)
            }
        }
        guard !SkipControl.present(in: file), !Self.asksForPermission(file) else { return }
        for flow in PagedOnboarding.find(in: file)
        where (flow.panelCount ?? 2) > 1 && !Self.offersAccountEntryBeside(flow, in: file) && !Self.storesDoneBeside(flow, in: file) {
            output.facts.add(Pager(position: file.position(of: flow.node), typeName: flow.typeName, panelTypes: flow.panelTypes,
                                   besideTypes: Self.typesBeside(flow, in: file)), for: Self.pagers)
        }
    }

    /// The view types the type holding the pager calls outside the pager (`CloseOnboardingButton(onClose:)`
    /// in an overlay over the steps): one that holds a skip or close control is a way out beside every panel.
    static func typesBeside(_ flow: PagedOnboarding, in file: SwiftFile) -> [String] {
        let declarations = file.index.typeDeclarations.filter { $0.name == flow.typeName }.map(\.node)
        return file.index.callsByName.compactMap { name, calls in
            guard name.first?.isUppercase == true, name != flow.typeName,
                  calls.contains(where: { call in !flow.node.encloses(call) && declarations.contains { $0.encloses(call) } }) else { return nil }
            return name
        }.sorted()
    }

    /// True when `call` is the content of a presentation (`.sheet(isPresented: $showTutorial) { … }`,
    /// the app's own `dynamicSheet(isPresented:)`) whose flag is a `false`-initialised variable
    /// of the file that only `Button` actions set to anything but `false`, with at least one
    /// doing so, and whose binding nothing else is given: the person opens it by a tap.
    static func isOpenedOnTap(_ call: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        var node = call.parent
        while let current = node {
            if let presenter = current.as(FunctionCallExprSyntax.self), presenter.id != call.id,
               let argument = presenter.arguments.first(where: { $0.label?.text == "isPresented" }),
               let binding = argument.expression.as(DeclReferenceExprSyntax.self), binding.baseName.text.hasPrefix("$"),
               !argument.range.contains(call.position) {
                return isSetOnlyOnTap(String(binding.baseName.text.dropFirst()), in: file)
            }
            if current.is(DeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func isSetOnlyOnTap(_ flag: String, in file: SwiftFile) -> Bool {
        let index = file.index
        let declared = index.variables.filter { variable in variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flag } }
        guard declared.count == 1, let binding = declared.first?.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flag }),
              binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
              index.references("_" + flag).isEmpty,
              index.references("$" + flag).allSatisfy({ $0.parent?.as(LabeledExprSyntax.self)?.label?.text == "isPresented" })
        else { return false }
        let buttons = index.calls("Button")
        var setOnTap = false
        // `showTutorial` and `self.showTutorial`, each where it is written.
        let uses = index.references(flag).map { reference -> ExprSyntax in
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return ExprSyntax(member) }
            return ExprSyntax(reference)
        } + index.memberAccesses(flag).map { ExprSyntax($0) }
        for use in uses {
            let toggles = use.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
            guard let value = use.assignedValue ?? (toggles ? use : nil) else { continue }
            if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { continue }
            guard buttons.contains(where: { $0.range.contains(use.position) }) else { return false }
            setOnTap = true
        }
        return setOnTap
    }

    /// Titles that take the person out of the flow to sign in or create an account.
    static let accountEntryTitles = ["sign in", "sign up", "log in", "create an account", "create account"]

    /// True when the type holding the pager titles a control "Sign in" or "Create an account"
    /// outside the pager (`TabView { … }` then the buttons below it): shown under every panel,
    /// it leads out of the flow from the first one, as a skip would.
    static func offersAccountEntryBeside(_ flow: PagedOnboarding, in file: SwiftFile) -> Bool {
        let declarations = file.index.typeDeclarations.filter { $0.name == flow.typeName }.map(\.node)
        let titled = file.index.stringLiterals.contains { literal in
            let title = literal.plainText.lowercased()
            return accountEntryTitles.contains(where: title.hasPrefix) && !flow.node.encloses(literal)
                && declarations.contains { $0.encloses(literal) }
        }
        // A title from a string table: the button's code names signing in (windscribe's
        // `router.shouldNavigateToLogin = true` with `Text(viewModel.loginText)`).
        return titled || file.index.calls("Button", "NavigationLink").contains { button in
            guard !flow.node.encloses(button), declarations.contains(where: { $0.encloses(button) }) else { return false }
            let names = file.index.references(within: button).map(\.baseName.text)
                + file.index.memberAccesses(within: button).map(\.declName.baseName.text)
            return names.contains { name in
                let words = NameWords.split(name)
                return zip(words, words.dropFirst()).contains { pair in accountEntryWordPairs.contains([pair.0, pair.1]) }
                    || words.contains(where: accountEntryWords.contains)
            }
        }
    }

    /// Words of a name that mean signing in or up (`loginText`, `showSignup`), and the pairs
    /// that do (`signInTapped`, `navigateToLogIn`).
    static let accountEntryWords: Set<String> = ["login", "signin", "signup"]
    static let accountEntryWordPairs: Set<[String]> = [["sign", "in"], ["sign", "up"], ["log", "in"]]

    /// True when the type holding the pager has a `Button` outside the pager (so under every
    /// panel) whose action writes one of the type's `@AppStorage` properties unconditionally: it
    /// leaves the flow from the first panel and remembers that, as a skip does (grocy-swiftui
    /// OnboardingView's "Let's get started!"). A Next button that writes the flag only on the last
    /// panel (`if page == last { done = true }`) is no skip.
    static func storesDoneBeside(_ flow: PagedOnboarding, in file: SwiftFile) -> Bool {
        let declarations = file.index.typeDeclarations.filter { $0.name == flow.typeName }.map(\.node)
        let stored = Set(declarations.flatMap { declaration in
            file.index.variables.filter { variable in
                declaration.encloses(variable)
                    && variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "AppStorage" }
            }.flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
        })
        guard !stored.isEmpty else { return false }
        return file.index.calls("Button").contains { button in
            guard !flow.node.encloses(button), declarations.contains(where: { $0.encloses(button) }) else { return false }
            func writesAlways(_ target: ExprSyntax) -> Bool {
                target.assignedValue != nil && !target.hasAncestor { node in
                    button.encloses(node) && (node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) || node.is(GuardStmtSyntax.self))
                }
            }
            let written = file.index.references(within: button).filter { writesAlways(ExprSyntax($0)) }.map(\.baseName.text)
                + file.index.memberAccesses(within: button).filter { writesAlways(ExprSyntax($0)) }.map(\.declName.baseName.text)
            return written.contains(where: stored.contains)
        }
    }

    /// A system permission request, or a helper named for one (`requestHealthAccess()`).
    private static let permissionWord = TextSearch(anyOf: ["permission"], ignoringCase: true)
    private static let accessWords = TextSearch(anyOf: ["access", "authoriz"], ignoringCase: true)

    static func asksForPermission(_ file: SwiftFile) -> Bool {
        if !PermissionUses.matches(in: file, where: \.prompts).isEmpty { return true }
        return file.index.callsByName.keys.contains { name in
            permissionWord.matches(name) || accessWords.matches(name) && name.lowercased().hasPrefix("request")
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let skips = project.facts.values(Self.skipTypes)
        var openedOnTap: [String: Bool] = [:]
        for made in project.facts.values(Self.constructions) { openedOnTap[made.typeName] = (openedOnTap[made.typeName] ?? true) && made.opensOnTap }
        for pager in project.facts.values(Self.pagers) where openedOnTap[pager.typeName] != true {
            let covered = skips.contains { skip in
                pager.panelTypes.contains(skip.name) || pager.besideTypes.contains(skip.name) || skip.composes.contains(pager.typeName)
            }
            guard !covered else { continue }
            output.report(
                "\(pager.typeName) pages through onboarding panels with no Skip, Not now or close control, so the only way into the app is through every panel. Put a Skip button (at least 44pt) on each panel that opens the app and stores the choice, for example in an @AppStorage flag.",
                at: pager.position, confidence: .medium)
        }
    }
}
