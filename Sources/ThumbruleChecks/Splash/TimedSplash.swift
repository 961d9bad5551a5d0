import SwiftSyntax
import ThumbruleCore

/// A splash that copies the launch screen and holds it on a fixed timer before switching to the
/// real first screen: after `asyncAfter`, a `Timer`'s `scheduledTimer` or `Task.sleep`, the code
/// turns off a flag named for the splash (`showSplash = false`, in any type), or, in a type named
/// `…Splash…`, switches the root (`rootViewController =`, `setViewControllers`, `present`,
/// `performSegue`), or turns on a flag that says the wait is over (`isActive`, `isFinished`,
/// `showMain`…). iOS has already shown the launch screen while the app started, so the timer is a
/// second wait on every launch with nothing to do but look at a logo.
///
/// Only a splash the app shows at launch is reported: where the project's reachability is
/// decided, the view holding the wait (or, for a view model, a view that names it) must be
/// within two uses of the entry points (the `App` shows it, or the root view the `App` shows
/// does). A "splash" pushed after sign-in (klock-ios's `SplashView`, shown from the sign-in and
/// account screens while launch shows a loading view) adds no wait to a launch.
///
/// Left alone: a wait written shorter than `shortestHold` (brrow-ios: `asyncAfter(deadline: .now() +
/// 0.1)` to leave a launch-coloured view at once: no wait anyone sees), a splash with a tap (`onTapGesture`, a `Button`, a gesture recogniser: the person
/// can skip it), a splash that also ends the same way without waiting (the wait is then a timeout
/// cap on real work, or one branch among others), and waits that change only animation state
/// (`scale`, `opacity`, `showLogo`).
struct TimedSplash: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "splash-hold.timed-splash",
        ruleId: "splash-hold",
        summary: "A splash view or view controller that holds the launch on a fixed timer before showing the first screen",
        triggering: [
            CheckExample("""
            struct SplashView: View {
                @State private var isActive = false
                var body: some View {
                    if isActive {
                        ContentView()
                    } else {
                        Image("Logo")
                            .onAppear {
                                ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isActive = true }
                            }
                    }
                }
            }
            """),
            CheckExample("""
            @main
            struct RecipesApp: App {
                @State private var showSplash = true
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            ContentView()
                            if showSplash { LogoView() }
                        }
                        .task {
                            try? await ↓Task.sleep(for: .seconds(2))
                            withAnimation { showSplash = false }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            final class SplashViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                        self.view.window?.rootViewController = MainTabBarController()
                    }
                }
            }
            """),
            // The root view the app shows first is the splash, whose model holds the wait.
            CheckExample(files: [
                ("App/TimerApp.swift", """
                import SwiftUI
                @main
                struct TimerApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """),
                ("App/RootView.swift", "import SwiftUI\nstruct RootView: View { var body: some View { SplashView() } }\n"),
                ("App/SplashModel.swift", """
                import Foundation
                final class SplashModel: ObservableObject {
                    @Published var isFinished = false
                    init() {
                        ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.isFinished = true }
                    }
                }
                """),
                ("App/SplashView.swift", """
                import SwiftUI
                struct SplashView: View {
                    @StateObject var model = SplashModel()
                    var body: some View {
                        if model.isFinished { HomeView() } else { Image("Logo") }
                    }
                }
                """),
                ("App/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Home\") } }\n"),
            ]),
        ],
        nonTriggering: [
            // brrow-ios: a launch-coloured view left after a tenth of a second, and a
            // quarter-second sleep: hops no one sees as a wait.
            CheckExample("""
            struct SplashView: View {
                @State private var isActive = false
                var body: some View {
                    if isActive { ContentView() } else {
                        Color.accentColor
                            .ignoresSafeArea()
                            .onAppear {
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { isActive = true }
                            }
                    }
                }
            }
            """),
            CheckExample("""
            struct LaunchSplash: View {
                @State private var showSplash = true
                var body: some View {
                    ZStack {
                        ContentView()
                        if showSplash { Color.accentColor.ignoresSafeArea() }
                    }
                    .task {
                        try? await Task.sleep(for: .milliseconds(250))
                        showSplash = false
                    }
                }
            }
            """),
            // klock-ios SplashView: the "splash" is pushed after sign-in; launch shows the sign-in screen.
            CheckExample(files: [
                ("App/TimerApp.swift", """
                import SwiftUI
                @main
                struct TimerApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """),
                ("App/RootView.swift", "import SwiftUI\nstruct RootView: View { var body: some View { SignInView() } }\n"),
                ("App/SignInView.swift", """
                import SwiftUI
                struct SignInView: View {
                    @State private var signedIn = false
                    var body: some View {
                        NavigationStack {
                            Button("Sign in") { signedIn = true }
                                .navigationDestination(isPresented: $signedIn) { SplashView() }
                        }
                    }
                }
                """),
                ("App/SplashModel.swift", """
                import Foundation
                final class SplashModel: ObservableObject {
                    @Published var isFinished = false
                    init() {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self.isFinished = true }
                    }
                }
                """),
                ("App/SplashView.swift", """
                import SwiftUI
                struct SplashView: View {
                    @StateObject var model = SplashModel()
                    var body: some View {
                        if model.isFinished { HomeView() } else { Image("Logo") }
                    }
                }
                """),
                ("App/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Home\") } }\n"),
            ]),
            CheckExample("""
            struct SplashView: View {
                @State private var scale = 0.8
                @State private var showLogo = false
                var body: some View {
                    Image("Logo").scaleEffect(scale).opacity(showLogo ? 1 : 0)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { withAnimation { scale = 1; showLogo = true } }
                        }
                }
            }
            """),
            CheckExample("""
            struct IntroSplash: View {
                @Binding var isActive: Bool
                var body: some View {
                    Image("Logo")
                        .onTapGesture { isActive = true }
                        .task {
                            try? await Task.sleep(for: .seconds(3))
                            isActive = true
                        }
                }
            }

            struct LaunchGate: View {
                @State private var showSplash = true
                let session: Session
                var body: some View {
                    ContentView()
                        .overlay { if showSplash { LogoView() } }
                        .task {
                            await session.restore()
                            showSplash = false
                        }
                        .task {
                            try? await Task.sleep(for: .seconds(3))
                            showSplash = false
                        }
                }
            }

            struct ToastHost: View {
                @State private var isShowingToast = true
                var body: some View {
                    Text("Saved").onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isShowingToast = false }
                    }
                }
            }
            """),
        ]
    )

    /// A timed splash found in a file: the type that waits (nil outside a type) and whether it
    /// is itself a screen (a view, view controller or the app) rather than a model behind one.
    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let holder: String?
        let holderIsScreen: Bool
    }

    static let candidates = FactKey<Candidate>("splash-hold.timed-splash.candidate")
    /// The names of the screen types a file declares, for the views that name a model holding a wait.
    static let screens = FactKey<String>("splash-hold.timed-splash.screen")
    /// What a screen type inherits from (`View`, `App`, `UIViewController`…).
    static let screenBases: Set<String> = ["View", "App", "Scene", "UIViewController", "UIView", "UIWindowSceneDelegate", "UIApplicationDelegate"]
    /// How many uses from the entry points a splash shown at launch sits: the `App` names it (1),
    /// or the root view the `App` names does (2).
    static let launchHops = 2

    static let waits = ["asyncAfter", "scheduledTimer", "sleep"]
    /// Calls that replace what the window shows.
    static let rootSwitches: Set<String> = ["setViewControllers", "present", "performSegue", "setRootViewController", "pushViewController"]
    /// Words of a flag that says the splash's wait is over when turned on.
    static let doneWords: Set<String> = ["active", "finished", "done", "complete", "completed", "main", "home", "ready", "launched"]
    /// Calls that give the person a way to skip the splash.
    static let skipCalls = ["onTapGesture", "Button", "UITapGestureRecognizer", "addTarget", "addGestureRecognizer"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for declaration in file.index.typeDeclarations where !declaration.isExtension && Self.isScreen(declaration) {
            output.facts.add(declaration.name, for: Self.screens)
        }
        guard file.index.mentions("asyncAfter") || file.index.mentions("scheduledTimer") || file.index.mentions("sleep") else { return }
        let waits = file.index.calls(Self.waits).filter { $0.calleeName != "sleep" || $0.calleeText.contains("Task") }
        let later = waits.compactMap { wait in Self.codeAfter(wait).map { (wait: wait, scope: $0.scope, after: $0.after) } }
        func isWaitedFor(_ node: some SyntaxProtocol) -> Bool {
            later.contains { $0.scope.encloses(node) && $0.after.map { node.position >= $0 } ?? true }
        }
        for (wait, scope, after) in later {
            if let seconds = Self.writtenSeconds(of: wait), seconds < Self.shortestHold { continue }
            let type = wait.enclosingTypeDeclaration
            let isSplashType = type.flatMap { file.index.typeDeclaration(of: $0) }?.name.contains("Splash") ?? false
            if let type, isSplashType, !file.index.calls(Self.skipCalls, inside: type).isEmpty { continue }
            let ends = Self.splashEnds(in: scope, file.index, splashType: isSplashType) { node in after.map { node.position >= $0 } ?? true }
            guard !ends.isEmpty else { continue }
            // The same end reached without a wait too: the wait caps real work, or is one branch.
            let container = type.map(Syntax.init) ?? Syntax(file.tree)
            guard Self.splashEnds(in: container, file.index, splashType: isSplashType, where: { !isWaitedFor($0) }).isDisjoint(with: ends) else { continue }
            let declaration = type.flatMap { file.index.typeDeclaration(of: $0) }
            output.facts.add(Candidate(position: file.position(of: wait), holder: declaration?.name,
                                       holderIsScreen: declaration.map(Self.isScreen) ?? false), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let model = project.model
        let nearLaunch = model?.declarations(withinHops: Self.launchHops)
        let reached = model?.declarations(withinHops: Int(Int16.max))
        let screenNames = Set(project.facts.values(Self.screens))
        for candidate in project.facts.values(Self.candidates) {
            if let model, let nearLaunch, let reached, let holder = candidate.holder {
                // The screens that show the wait: the holder, or the views that name a model holding it.
                let screens = candidate.holderIsScreen ? [holder] : model.declarations(naming: holder).intersection(screenNames)
                if !screens.isEmpty, screens.allSatisfy(reached.contains), screens.isDisjoint(with: nearLaunch) { continue }
            }
            output.report(
                "This splash waits on a fixed timer before the first screen shows, so every launch adds that wait to the launch screen iOS has already shown, with nothing to do but look at a logo. Drop the timer: let the launch screen (UILaunchScreen or the launch storyboard) cover the start, then show the first screen as soon as local state picks it, and load remote content inside it.",
                at: candidate.position, confidence: .medium)
        }
    }

    /// Below this many seconds a wait is a hop to the next run-loop turn or a blink, not a hold
    /// anyone sees (the shortest reported splash holds are half a second).
    static let shortestHold = 0.3

    /// The seconds a wait's literal says: `asyncAfter(deadline: .now() + 0.1)`,
    /// `.now() + .milliseconds(100)`, `Task.sleep(for: .seconds(2))`, `Task.sleep(nanoseconds:
    /// 100_000_000)`, `scheduledTimer(withTimeInterval: 1.5, …)`; nil when not a plain literal.
    static func writtenSeconds(of wait: FunctionCallExprSyntax) -> Double? {
        for label in ["deadline", "wallDeadline", "for", "withTimeInterval", "timeInterval"] {
            if let argument = wait.argument(label)?.expression { return argument.seconds }
        }
        return wait.argument("nanoseconds")?.expression.numericLiteral.map { $0 / 1_000_000_000 }
    }

    /// A view, view controller, the app or its delegate: a type that is, or shows, a screen.
    static func isScreen(_ declaration: TypeDeclaration) -> Bool {
        !screenBases.isDisjoint(with: declaration.inheritedNames) || declaration.name.hasSuffix("ViewController") || declaration.name.hasSuffix("View")
    }

    /// The code that runs once the wait is over: the closure of `asyncAfter` or a timer, or the
    /// rest of the body `Task.sleep` is awaited in.
    static func codeAfter(_ wait: FunctionCallExprSyntax) -> (scope: Syntax, after: AbsolutePosition?)? {
        if wait.calleeName == "sleep" {
            return wait.enclosingCodeBody.map { ($0, wait.endPosition) }
        }
        return wait.bodyClosure.map { (Syntax($0), nil) }
    }

    /// How the code in `scope` (the nodes `included` keeps) ends the splash: a splash flag turned
    /// off (`splash:showSplash`), or, in a splash type, the root switched (`root`) or a flag
    /// saying the wait is over turned on (`done:isActive`).
    static func splashEnds(in scope: Syntax, _ index: SwiftFileIndex, splashType: Bool, where included: (Syntax) -> Bool) -> Set<String> {
        var ends = Set<String>()
        let targets = index.references(within: scope).map(ExprSyntax.init) + index.memberAccesses(within: scope).map(ExprSyntax.init)
        for target in targets where included(Syntax(target)) {
            guard let value = target.assignedValue, let name = target.lastNameComponent else { continue }
            let words = Set(NameWords.split(name).map { $0.lowercased() })
            let literal = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
            if words.contains("splash"), literal == .keyword(.false) { ends.insert("splash:" + name) }
            guard splashType else { continue }
            if name == "rootViewController" { ends.insert("root") }
            if literal == .keyword(.true), !words.isDisjoint(with: doneWords) { ends.insert("done:" + name) }
        }
        if splashType, index.calls(within: scope).contains(where: { included(Syntax($0)) && rootSwitches.contains($0.calleeName ?? "") }) {
            ends.insert("root")
        }
        return ends
    }
}
