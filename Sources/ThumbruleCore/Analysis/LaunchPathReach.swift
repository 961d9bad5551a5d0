import SwiftSyntax

extension SwiftFile {
    /// The launch context a node runs in: its own (`launchContext`), or that of a chain of calls
    /// in this file to the function that encloses it, such as `didFinishLaunching` calling
    /// `registerForPush()` or `.onAppear(perform: askForLocation)`.
    /// `via` names that function when the context came through it.
    public func launchContext(reaching node: some SyntaxProtocol) -> (context: LaunchContext, via: String?)? {
        if let context = launchContext(of: node) { return (context, nil) }
        guard let function = node.enclosingFunction, let reached = launchContext(through: function) else { return nil }
        return (reached.context, reached.via)
    }

    /// The context of a chain of calls in this file that reaches `function` from a launch context
    /// (`didFinishLaunching` calls `setUp()`, which calls `registerForPush()`), or of `function`
    /// passed to an appearance modifier: the second half of `launchContext(reaching:)`. Follows
    /// at most `LaunchContext.maxCallDepth` calls, the nearest context first; `depth` counts them.
    package func launchContext(through function: FunctionDeclSyntax) -> (context: LaunchContext, via: String?, depth: Int)? {
        let name = function.name.text
        var frontier = [function]
        var visited: Set<SyntaxIdentifier> = [function.id]
        for depth in 1...LaunchContext.maxCallDepth {
            var next: [FunctionDeclSyntax] = []
            for callee in frontier {
                let calleeName = callee.name.text
                for call in index.calls(calleeName) where !callee.encloses(call) {
                    if let context = launchContext(of: call) { return (context, name, depth) }
                    if let caller = call.enclosingFunction, visited.insert(caller.id).inserted { next.append(caller) }
                }
                // `.onAppear(perform: name)`, `.task(name)`: the function passed to an appearance modifier.
                for reference in index.references(calleeName) where !callee.encloses(reference) {
                    guard let argument = reference.parent?.as(LabeledExprSyntax.self),
                          let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                          ["onAppear", "task"].contains(modifier.calleeName ?? ""), modifier.modifiedExpression != nil,
                          let type = reference.enclosingTypeName else { continue }
                    return (.appearance(of: type), name, depth)
                }
            }
            frontier = next
        }
        return nil
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
