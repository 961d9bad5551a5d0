import SwiftSyntax

extension SwiftFile {
    /// The launch context a node runs in: its own (`launchContext`), or one step out, the
    /// context of a call in this file to the function that encloses it, such as
    /// `didFinishLaunching` calling `registerForPush()` or `.onAppear(perform: askForLocation)`.
    /// `via` names that function when the context came through it.
    public func launchContext(reaching node: some SyntaxProtocol) -> (context: LaunchContext, via: String?)? {
        if let context = node.launchContext { return (context, nil) }
        guard let function = node.enclosingFunction else { return nil }
        let name = function.name.text
        for call in index.calls(name) where !function.encloses(call) {
            if let context = call.launchContext { return (context, name) }
        }
        // `.onAppear(perform: name)`, `.task(name)`: the function passed to an appearance modifier.
        for reference in index.references(name) where !function.encloses(reference) {
            guard let argument = reference.parent?.as(LabeledExprSyntax.self),
                  let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  ["onAppear", "task"].contains(modifier.calleeName ?? ""), modifier.modifiedExpression != nil,
                  let type = reference.enclosingTypeName else { continue }
            return (.appearance(of: type), name)
        }
        return nil
    }
}

extension LaunchContext {
    /// "in application(_:didFinishLaunchingWithOptions:)", or "in registerForPush(), which runs
    /// from …" when the context was reached through that function.
    public func phrase(via helper: String?) -> String {
        helper.map { "in \($0)(), which runs from \(self)" } ?? "in \(self)"
    }
}
