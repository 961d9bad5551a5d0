import SwiftSyntax
import ThumbruleCore

/// Whether a button's action starts work that ends later, and whether that button shows a
/// busy state: per button, never per view. Shared by the `button-state` checks.
enum AsyncAction {
    /// The first call inside `node` that starts work finishing later: a `Task { … await … }`
    /// (or `Task.detached`), or a completion-handler network call.
    static func startedWork(in node: some SyntaxProtocol, _ file: SwiftFile) -> FunctionCallExprSyntax? {
        for task in file.index.calls("Task", "detached") where node.encloses(task) && task.isTaskStart && !isInCallback(task, within: node) {
            guard let body = task.trailingClosure, file.index.awaits.contains(where: { body.encloses($0) }) else { continue }
            return task
        }
        for call in file.index.calls(Array(AsyncWork.networkCalls.map { String($0.split(separator: ".").last!) }))
        where node.encloses(call) && isNetworkCall(call) {
            return call
        }
        return nil
    }

    /// Labels of a closure argument that runs on a later event, not on the call: the row a
    /// pushed picker reports (`didSelect:`), a confirmation's button (`action:`), a completion.
    static let callbackLabels: Set<String> = ["action", "handler", "completion", "completionHandler"]

    /// True when `node` sits in a closure handed to a call inside `scope` as a callback
    /// (`router.showPicker(didSelect: { q in Task { await save(q) } })`): the tap only shows
    /// the picker, and the work starts when the user picks.
    static func isInCallback(_ node: some SyntaxProtocol, within scope: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != scope.id {
            if ancestor.is(ClosureExprSyntax.self), let label = ancestor.parent?.as(LabeledExprSyntax.self)?.label?.text,
               callbackLabels.contains(label) || label.hasPrefix("did") || label.hasPrefix("on") {
                return true
            }
            // A destination built with a callback and handed on: `openSheet(.picker(current: x) { picked in … })`.
            if let closure = ancestor.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil,
               let built = closure.parent?.as(FunctionCallExprSyntax.self), built.trailingClosure?.id == closure.id,
               built.parent?.is(LabeledExprSyntax.self) == true {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// What runs on a tap: a closure or expression, or a function of the type named by a
    /// reference (`Button(action: save)`) or a selector (`#selector(save)`).
    enum Handler {
        case body(Syntax)
        case function(String)

        package init(_ expression: ExprSyntax) {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                self = .function(reference.baseName.text)
            } else {
                self = .body(Syntax(expression))
            }
        }
    }

    /// Work a tap starts: the call that starts it, and the names that say what it does
    /// (the calls it awaits, the function of the type that starts it).
    struct Work {
        package let call: FunctionCallExprSyntax
        package let names: [String]
    }

    /// The work a handler starts, looking one call deep into functions of the same type:
    /// `Button("Save") { save() }` where `save()` starts a `Task`.
    static func startedWork(by handler: Handler, in type: DeclSyntax?, _ file: SwiftFile) -> Work? {
        var names: [String] = []
        switch handler {
        case .function(let name):
            names = [name]
        case .body(let body):
            if let call = startedWork(in: body, file) { return Work(call: call, names: awaitedNames(in: call, file)) }
            if let closure = body.as(ClosureExprSyntax.self) {
                names = closure.statements.compactMap { item in
                    let expression = item.item.as(ExprSyntax.self).map(unwrapped)
                    return expression?.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
                }
            }
        }
        for name in names {
            let functions = file.index.functions.filter { $0.name.text == name && $0.enclosingTypeDeclaration?.id == type?.id }
            if let call = functions.lazy.compactMap({ startedWork(in: $0, file) }).first {
                return Work(call: call, names: [name] + awaitedNames(in: call, file))
            }
        }
        return nil
    }

    /// The callee names a task awaits: `restorePurchases` for `await store.restorePurchases()`.
    private static func awaitedNames(in call: FunctionCallExprSyntax, _ file: SwiftFile) -> [String] {
        file.index.awaits.filter { call.encloses($0) }.compactMap { unwrapped($0.expression).as(FunctionCallExprSyntax.self)?.calleeName }
    }

    /// The first of `names` (or of the words of `title`) that names a write, such as
    /// `restorePurchases`, `placeOrder` or "Send message": work a second tap would repeat.
    /// Returns how a message names the write: `restorePurchases()`, or the button's title.
    package static func write(among names: [String], title: String?) -> String? {
        if let name = names.first(where: { name in AsyncWork.writeVerbs.contains(leadingWord(of: name)) }) { return name + "()" }
        let titleWords = (title ?? "").split { !$0.isLetter }.map { $0.lowercased() }
        return titleWords.contains(where: AsyncWork.writeVerbs.contains) ? "the work its title names" : nil
    }

    /// `restorePurchases` → `restore`; `sign_in` → `sign`.
    static func leadingWord(of name: String) -> String {
        let trimmed = name.drop { $0 == "_" }
        guard let first = trimmed.first else { return "" }
        return (String(first) + trimmed.dropFirst().prefix { $0.isLowercase }).lowercased()
    }

    /// The code a tap runs: the handler's closure or the type's function it names, and the
    /// functions of the type those call, two calls deep (`submit()` → `sendCurrent()`).
    static func scopes(of handler: Handler, in type: DeclSyntax, _ file: SwiftFile) -> [Syntax] {
        let direct: [Syntax]
        switch handler {
        case .body(let body): direct = [body]
        case .function(let name):
            direct = file.index.functions.filter { $0.name.text == name && type.encloses($0) }.compactMap { $0.body.map(Syntax.init) }
        }
        let once = file.index.bodiesOfMethods(calledFrom: direct, in: type)
        let twice = file.index.bodiesOfMethods(calledFrom: once, in: type)
        var seen = Set<SyntaxIdentifier>()
        return (direct + once + twice).filter { seen.insert($0.id).inserted }
    }

    /// Names the tap's code sets before it waits: `isSaving = true`, `self.phase = .sending`,
    /// `draft = ""`; the values that can mark this button's work in flight. What it sets after
    /// an `await` in the same body (`showReply = false` once sent) comes too late to.
    static func flagsSet(in scopes: [Syntax], _ file: SwiftFile) -> Set<String> {
        Set(scopes.flatMap { scope in
            (file.index.references(within: scope).map(ExprSyntax.init) + file.index.memberAccesses(within: scope).map(ExprSyntax.init))
                .filter { $0.isAssigned && !isAfterAwait($0, file) }.compactMap(\.lastNameComponent)
        })
    }

    /// True when an `await` of the same closure or function body runs before `node`. An
    /// `await` inside a closure nested in that body (`Task { await send() }; isSending = true`)
    /// runs later, on its own: the flag after it is set at once.
    private static func isAfterAwait(_ node: ExprSyntax, _ file: SwiftFile) -> Bool {
        guard let body = ownBody(of: Syntax(node)) else { return false }
        return file.index.awaits.contains { body.encloses($0) && $0.endPosition <= node.position && ownBody(of: Syntax($0))?.id == body.id }
    }

    /// The closure or function whose body runs `node`.
    private static func ownBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(ClosureExprSyntax.self), !ancestor.is(FunctionDeclSyntax.self) { current = ancestor.parent }
        return current
    }

    /// The objects whose methods the tap's code calls: `model` in `await model.accept(id)`.
    /// A flag such an object keeps is set by the work, out of this file's sight.
    static func workObjects(in scopes: [Syntax], _ file: SwiftFile) -> Set<String> {
        Set(scopes.flatMap { scope in
            file.index.calls(within: scope).compactMap { call -> String? in
                // `self.model.accept` → `model`; a type (`URLSession.shared…`) is no object of the view's.
                let names = call.calleeChain.split(separator: ".")
                guard names.count > 1, let root = names.first, root.first?.isLowercase == true else { return nil }
                return String(root)
            }
        })
    }

    /// True when a tap's code refuses a second tap itself: `guard !isSaving else { return }`
    /// on a flag it sets, or on a name that says work is in flight.
    static func guardsReentry(_ scopes: [Syntax], flags: Set<String>, _ file: SwiftFile) -> Bool {
        scopes.contains { scope in
            file.index.references(within: scope).contains { reference in
                let name = reference.baseName.text
                return (flags.contains(name) || isBusyName(name)) && reference.hasAncestor { $0.is(ConditionElementSyntax.self) }
            }
        }
    }

    /// True for a name that says work is in flight: `isLoading`, `isSaving`.
    static func isBusyName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return AsyncWork.busyNameWords.contains(where: lowered.contains)
    }

    /// True when code that draws this one control shows it busy: it reads a flag the tap
    /// sets or a name for work in flight, or holds one of `markers` (`ProgressView`).
    /// A computed property of the type is read through its body: `.disabled(!canSubmit)` reads
    /// `draft` when `canSubmit` is `!draft.isEmpty`.
    static func showsBusyState(in readers: [Syntax], flags: Set<String>, markers: [String], type: DeclSyntax, _ file: SwiftFile) -> Bool {
        let computed = Dictionary(file.index.variables.filter { type.encloses($0) }.flatMap { variable in
            variable.bindings.compactMap { binding -> (String, Syntax)? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let body = binding.accessorBlock else { return nil }
                return (name, Syntax(body))
            }
        }, uniquingKeysWith: { first, _ in first })
        return readers.contains { reader in
            let direct = file.index.names(within: reader)
            let names = direct.union(direct.compactMap { computed[$0] }.flatMap { file.index.names(within: $0) })
            return names.contains { flags.contains($0) || isBusyName($0) }
                || file.index.calls(within: reader).contains { markers.contains($0.calleeName ?? "") }
        }
    }

    /// True when the tap's code closes the screen at once (`dismiss()`, `popViewController`):
    /// a second tap cannot happen.
    static func dismisses(_ scopes: [Syntax], _ file: SwiftFile) -> Bool {
        scopes.contains { scope in
            file.index.calls(within: scope).contains { ["dismiss", "popViewController", "popToRootViewController"].contains($0.calleeName ?? "") }
        }
    }

    private static func isNetworkCall(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calleeName ?? ""
        if let path = call.calleePath, AsyncWork.networkCalls.contains(where: { $0.contains(".") && path.hasSuffix($0) }) { return true }
        // URLSession tasks report through a closure; `dataTask(with:)` alone is the async variant's cousin.
        return AsyncWork.networkCalls.contains(name) && (call.trailingClosure != nil || call.argument("completionHandler") != nil)
    }

    /// `try await save()` → `save()`.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let tried = expression.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        return expression
    }
}
