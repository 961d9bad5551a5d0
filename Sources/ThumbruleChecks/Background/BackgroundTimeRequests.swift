import SwiftSyntax
import ThumbruleCore

/// `UIApplication.beginBackgroundTask(withName:expirationHandler:)` calls and their
/// expiration handlers, shared by the `bg-leaving` checks.
struct BackgroundTimeRequest {
    package let call: FunctionCallExprSyntax
    /// The expiration handler closure, nil when none is passed or `nil` is.
    let handler: ClosureExprSyntax?
    /// True when a handler is passed as a function reference rather than a closure.
    let handlerIsReference: Bool

    /// Calls on an application object (`UIApplication.shared`, `application`, a mediator that
    /// forwards to it); a bare, `self.` or `self?.` call is the app's own helper of the same name
    /// (amakaflow-ios: a weak-self notification sink calling the engine's own wrapper). So is a
    /// call with an argument UIKit's `beginBackgroundTask(withName:expirationHandler:)` does not
    /// take (brrow-ios: an upload manager's `beginBackgroundTask(for: uploadId, estimatedDuration:)`,
    /// which keeps and ends the system's task itself).
    package static func all(in file: SwiftFile) -> [BackgroundTimeRequest] {
        return file.index.calls("beginBackgroundTask").filter { call in
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
            guard call.arguments.allSatisfy({ ["withName", "expirationHandler"].contains($0.label?.text ?? "") }) else { return false }
            return !["self", "Self", "self?", "self!"].contains(base.trimmedSourceText)
        }.map { call in
            let argument = call.argument("expirationHandler")?.expression
            let handler = call.trailingClosure ?? argument?.as(ClosureExprSyntax.self)
            let isReference = handler == nil && argument != nil && !(argument?.is(NilLiteralExprSyntax.self) ?? true)
            return BackgroundTimeRequest(call: call, handler: handler, handlerIsReference: isReference)
        }
    }

    /// True when the very next statement ends a task (`endBackgroundTask(id)`): nothing runs
    /// in the borrowed time, so it cannot expire with work undone.
    var endsAtOnce: Bool {
        guard let item = call.enclosingStatement?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }) else { return false }
        let next = list.index(after: index)
        guard next != list.endIndex else { return false }
        return list[next].item.as(FunctionCallExprSyntax.self)?.calleeName == "endBackgroundTask"
    }

    /// True when a later statement of the same block ends a task (`endBackgroundTask(id)`) and
    /// the statements between only make plain calls: no closure, `await`, `try`, loop or early
    /// exit, so nothing is handed on to run after the task ends and the block cannot leave
    /// without ending it (olvid-ios: a coordinator enqueueing operations on entering the
    /// background, a helper running its block before ending the task).
    var endsAfterPlainCalls: Bool {
        guard let item = call.enclosingStatement?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }) else { return false }
        var position = list.index(after: index)
        while position != list.endIndex {
            let statement = list[position]
            if statement.item.as(FunctionCallExprSyntax.self)?.calleeName == "endBackgroundTask" { return true }
            guard statement.item.is(FunctionCallExprSyntax.self) else { return false }
            let hasBlockOrExit = statement.tokens(viewMode: .sourceAccurate).contains { token in
                switch token.tokenKind {
                case .leftBrace, .keyword(.await), .keyword(.try), .keyword(.return), .keyword(.throw),
                     .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.break), .keyword(.continue):
                    return true
                default:
                    return false
                }
            }
            if hasBlockOrExit { return false }
            position = list.index(after: position)
        }
        return false
    }

    /// True when the returned task identifier is thrown away (`_ = …`, or a statement among
    /// others), so `endBackgroundTask(_:)` can never be called for it. A lone statement may be
    /// a wrapper's implicit return, so it does not count.
    var discardsIdentifier: Bool {
        var node = Syntax(call)
        // Look through `try` and `await`.
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        if let item = node.parent?.as(CodeBlockItemSyntax.self) {
            return (item.parent?.as(CodeBlockItemListSyntax.self)?.count ?? 1) > 1
        }
        if let sequence = node.parent?.as(ExprListSyntax.self), sequence.count == 3, sequence.last?.id == node.id,
           sequence.first?.is(DiscardAssignmentExprSyntax.self) == true { return true }
        return false
    }

    /// True when the identifier is handed to the caller (`return`, or a wrapper's lone
    /// expression), who is then the one to end it.
    var returnsIdentifier: Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        if node.parent?.is(ReturnStmtSyntax.self) == true { return true }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self) else { return false }
        return item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1
    }
}
