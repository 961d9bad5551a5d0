import SwiftSyntax

/// Facts the engine records from every Swift file whatever checks are enabled, because
/// many project checks need them: the file's outline for the project model (`FileOutline`),
/// which views and controllers are the app's root screens, the facts the screen graph
/// is built from (`ScreenFacts`), and the project's own button views (`ButtonViews`).
public enum CoreFacts {
    /// A type shown as the app's first screen.
    public struct RootView: Sendable, Hashable, Codable {
        public let name: String
        public let position: SourcePosition
    }

    public static let rootViews = FactKey<RootView>("core.root-view")

    /// Records every core fact of a file; each kind is timed on its own under `--timings`.
    package static func collect(_ file: SwiftFile, into facts: inout FactStore, timings: CheckTimings? = nil) {
        CheckTimings.measure(timings, "core facts: outline") { facts.add(FileOutline(file), for: FileOutline.facts) }
        CheckTimings.measure(timings, "core facts: root views") { for root in rootViews(in: file) { facts.add(root, for: rootViews) } }
        CheckTimings.measure(timings, "core facts: screens") { ScreenFacts.collect(file, into: &facts) }
        CheckTimings.measure(timings, "core facts: symbols") { Symbols.collect(file, into: &facts) }
        CheckTimings.measure(timings, "core facts: button views") { ButtonViews.collect(file, into: &facts) }
    }

    /// `WindowGroup { Root() }` in an `App`, `UIHostingController(rootView: Root())`, and
    /// `rootViewController = Root()` / `UINavigationController(rootViewController: Root())`.
    static func rootViews(in file: SwiftFile) -> [RootView] {
        var found: [RootView] = []
        func add(_ expression: ExprSyntax?) {
            guard let call = expression?.as(FunctionCallExprSyntax.self)?.rootViewCall, let name = call.calleeName,
                  name.first?.isUppercase == true else { return }
            if ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"].contains(name) {
                add(call.bodyClosure?.singleExpression)
                return
            }
            found.append(RootView(name: name, position: file.position(of: call)))
        }
        for group in file.index.calls("WindowGroup") { add(group.bodyClosure?.singleExpression) }
        // Modifiers inside the App's own body (`WindowGroup { Root().onAppear {…} }`) run at launch too.
        for type in file.index.typeDeclarations where type.inherits("App") {
            found.append(RootView(name: type.name, position: file.position(of: type.node)))
        }
        for host in file.index.calls("UIHostingController") { add(host.argument("rootView")?.expression) }
        for navigation in file.index.calls("UINavigationController") { add(navigation.argument("rootViewController")?.expression) }
        for member in file.index.memberAccesses("rootViewController") {
            add(ExprSyntax(member).assignedValue)
        }
        return found
    }
}

extension Project {
    /// Names of the types shown as the app's first screen, in Swift or as the initial view
    /// controller of the storyboard the app launches with.
    public var rootViewNames: Set<String> {
        Set(facts.values(CoreFacts.rootViews).map(\.name)).union(model?.storyboardRootNames ?? [])
    }

    /// Views on screen at launch: the root views, what they draw through every arm of their
    /// decisions (a loading view, then the content; onboarding on the first run, the main
    /// screen on every later one), and the first tab of each tab view among them. Rows drawn
    /// once per element, sheets, pushed screens and later tabs are not followed.
    public var launchViewNames: Set<String> {
        memo("core.launch-views") {
            let graph = screenGraph
            var found = Set<String>(), pending = Array(rootViewNames).sorted()
            while let start = pending.popLast() {
                for reach in graph.reach(from: start) where !reach.repeated && found.insert(reach.unit).inserted {
                    let tabs = (graph.opens[reach.unit] ?? []).filter { graph.units[$0.to]?.kind == .region(.tab) }
                    if let first = tabs.min(by: { $0.position < $1.position }) { pending.append(first.to) }
                }
            }
            return found
        }
    }

    /// True when code in this context runs before the user has done anything.
    public func isLaunchPath(_ context: LaunchContext?) -> Bool {
        switch context {
        case nil: return false
        case .appearance(let type)?: return rootViewNames.contains(type) || launchViewNames.contains(type)
        case .some: return true
        }
    }
}
