import SwiftSyntax

/// Questions about where a node sits: inside which scope, in which statement, on which
/// side of an assignment, and whether the code around it repeats. They climb parents, so
/// they never walk a tree.
extension SyntaxProtocol {
    /// True when `node` lies inside this node's source range.
    public func encloses(_ node: some SyntaxProtocol) -> Bool {
        position <= node.position && node.endPosition <= endPosition
    }

    /// The statement or member declaration this node belongs to.
    public var enclosingStatement: Syntax? {
        var current = parent
        while let node = current {
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing function declaration.
    public var enclosingFunction: FunctionDeclSyntax? {
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            current = node.parent
        }
        return nil
    }

    /// True inside a loop body or an iteration closure (`forEach`, `map`, …) of the same
    /// function: code that runs once per element.
    public var isRepeated: Bool {
        var current = parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(InitializerDeclSyntax.self) {
            if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) { return true }
            if let closure = node.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName,
               ["forEach", "map", "compactMap", "flatMap", "reduce"].contains(name) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// True when the node only runs under a condition of its function: inside an `if`,
    /// `guard`, `switch` case or ternary. `if #available` is not a condition.
    public var isConditional: Bool {
        var current = parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self) {
            if let ifExpression = node.as(IfExprSyntax.self),
               !ifExpression.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            if node.is(SwitchCaseSyntax.self) || node.is(TernaryExprSyntax.self) || node.is(GuardStmtSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}

extension ExprSyntax {
    /// For the target of `x.y = value` or `x.y += value`: the operator, the first element of
    /// the value, and the elements after it in an unfolded sequence (`a ?? b`, `a + 1`).
    public var assignedValue: (operator: String, value: ExprSyntax, following: [ExprSyntax])? {
        guard let list = parent?.as(ExprListSyntax.self), list.first?.id == id, list.count >= 3 else { return nil }
        let elements = Array(list)
        let following = Array(elements.dropFirst(3))
        if elements[1].is(AssignmentExprSyntax.self) { return ("=", elements[2], following) }
        if let binary = elements[1].as(BinaryOperatorExprSyntax.self) { return (binary.operator.text, elements[2], following) }
        return nil
    }
}

extension MemberAccessExprSyntax {
    /// The dotted path of the base, looking through `?` and `!`: `bestAttemptContent?.title` → `bestAttemptContent`.
    public var basePath: String? {
        var base = self.base
        while let current = base {
            if let optional = current.as(OptionalChainingExprSyntax.self) { base = optional.expression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { base = forced.expression; continue }
            break
        }
        return base?.dottedPath
    }
}

extension SwiftFileIndex {
    /// The bodies of the methods declared inside `container` that code in `scopes` calls
    /// by name, plus those named in `extra` (`#selector` targets): one hop, no recursion.
    public func bodiesOfMethods(calledFrom scopes: [Syntax], in container: some SyntaxProtocol, alsoNamed extra: Set<String> = []) -> [Syntax] {
        let called = Set(callsByName.values.joined().filter { call in scopes.contains { $0.encloses(call) } }.compactMap(\.calleeName))
            .union(extra)
        return functions.filter { container.encloses($0) && called.contains($0.name.text) }.compactMap { $0.body.map(Syntax.init) }
    }
}
