import SwiftSyntax

extension SwiftFile {
    /// The launch context a node runs in: its own (`launchContext`), or that of a chain of calls
    /// in this file to the function that encloses it, such as `didFinishLaunching` calling
    /// `registerForPush()` or `.onAppear(perform: askForLocation)`.
    /// `via` names that function when the context came through it, and `entry` is then the
    /// first step of the chain, made in the context itself (the `registerForPush()` call in
    /// `didFinishLaunching`): where a reader looks for the launch-time code.
    public func launchContext(reaching node: some SyntaxProtocol) -> (context: LaunchContext, via: String?, entry: Syntax?)? {
        if let context = launchContext(of: node) { return (context, nil, nil) }
        guard !node.runsOnLaterEvent, let function = node.enclosingFunction, let reached = launchContext(through: function) else { return nil }
        return (reached.context, reached.via, reached.entry)
    }

    /// The context of a chain of calls in this file that reaches `function` from a launch context
    /// (`didFinishLaunching` calls `setUp()`, which calls `registerForPush()`), or of `function`
    /// passed to an appearance modifier: the second half of `launchContext(reaching:)`. Follows
    /// at most `LaunchContext.maxCallDepth` calls, the shortest chain first; `depth` counts them.
    package func launchContext(through function: FunctionDeclSyntax) -> (context: LaunchContext, via: String?, depth: Int, entry: Syntax)? {
        let memo = shared(LaunchChainMemo.self) { LaunchChainMemo() }
        return shortestChain(to: function, memo).map { ($0.context, function.name.text, $0.depth, $0.entry) }
    }

    /// The shortest chain of calls in this file from a launch context to `function`, worked out
    /// once per function: from the calls to it, or one more than the chain to a function that
    /// calls it. A function met again on its own chain (recursion) adds nothing, and none reaches
    /// a handler of the link the app was opened with (`handlesWhatTheUserOpened`). `entry` is the
    /// chain's step in the launch context: the call made there, or the function's name passed
    /// to an appearance modifier.
    private func shortestChain(to function: FunctionDeclSyntax, _ memo: LaunchChainMemo) -> LaunchChain? {
        if let known = memo.chains[function.id] { return known }
        memo.chains[function.id] = .some(nil)
        // The link or activity the app was opened with is handled at the user's request.
        guard !LaunchContext.handlesWhatTheUserOpened(function) else { return nil }
        let name = function.name.text
        let optIn = notificationOptInGates
        let calls = index.calls(name).filter { !function.encloses($0) && !optIn.gate($0) }
        var shortest: LaunchChain? = calls.lazy.compactMap { call in self.launchContext(of: call).map { (call, $0) } }.first
            .map { (context: $0.1, depth: 1, entry: Syntax($0.0)) }
        // `.onAppear(perform: name)`, `.task(name)`: the function passed to an appearance modifier.
        if shortest == nil {
            for reference in index.references(name) where !function.encloses(reference) {
                guard let argument = reference.parent?.as(LabeledExprSyntax.self),
                      let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      ["onAppear", "task"].contains(modifier.calleeName ?? ""), modifier.modifiedExpression != nil,
                      let type = reference.enclosingTypeName else { continue }
                shortest = (.appearance(of: type), 1, Syntax(reference))
                break
            }
        }
        if shortest == nil {
            for call in calls {
                guard let caller = call.enclosingFunction, let outer = shortestChain(to: caller, memo),
                      outer.depth < LaunchContext.maxCallDepth, outer.depth + 1 < (shortest?.depth ?? .max) else { continue }
                shortest = (outer.context, outer.depth + 1, outer.entry)
            }
        }
        memo.chains[function.id] = shortest
        return shortest
    }

    /// False when nothing in this file can run on the launch path: no launch or appearance
    /// callback, no appearance modifier, no `init` (of an `App`). Then no node has a launch
    /// context, through a helper or not, and the ancestor walks can be skipped.
    package var mayHaveLaunchContext: Bool {
        !index.calls("onAppear", "task").isEmpty
            || index.functions.contains { LaunchPathReachNames.roots.contains($0.name.text) }
            || index.typeDeclarations.contains { $0.inherits("App") }
    }
}

/// The shortest launch chain to each function of a file already worked out (nil: none).
final class LaunchChainMemo {
    var chains: [SyntaxIdentifier: LaunchChain?] = [:]
}

/// A chain of calls in one file from a launch context to a function: the context, how many
/// calls it takes, and the first of them, made in the context.
typealias LaunchChain = (context: LaunchContext, depth: Int, entry: Syntax)

enum LaunchPathReachNames {
    /// Functions that can be a launch context themselves (`launchContext` decides by labels).
    package static let roots = Set(["application", "scene", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        .union(LaunchContext.activationMethods)
}

extension LaunchContext {
    /// "in application(_:didFinishLaunchingWithOptions:)", or "in registerForPush(), which runs
    /// from …" when the context was reached through that function.
    public func phrase(via helper: String?) -> String {
        helper.map { "in \($0)(), which runs from \(self)" } ?? "in \(self)"
    }
}
