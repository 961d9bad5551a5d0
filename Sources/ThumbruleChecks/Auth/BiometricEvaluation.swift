import SwiftSyntax
import ThumbruleCore

/// One `LAContext.evaluatePolicy(_:localizedReason:…)` call with the code that runs only
/// when it succeeds, found from the index and the call's ancestors:
/// - reply closure: the body of `if success {…}` and what follows `guard success else {…}`;
/// - async form: the body of `if try await context.evaluatePolicy(…)`, what follows a
///   `guard`, or else the statements after the call (it throws when the user fails).
struct BiometricEvaluation {
    package let call: FunctionCallExprSyntax
    /// The policy argument: `.deviceOwnerAuthenticationWithBiometrics`.
    package let policy: ExprSyntax?
    /// Code that runs only after a successful match.
    let successScopes: [Syntax]
    /// Uses of the reply closure's success flag outside a condition: `isLoggedIn = success`.
    let successValues: [DeclReferenceExprSyntax]

    package static func all(in file: SwiftFile) -> [BiometricEvaluation] {
        file.index.calls("evaluatePolicy").compactMap { call in
            guard call.argument("localizedReason") != nil else { return nil }
            let policy = call.arguments.first?.expression
            guard let reply = call.trailingClosure ?? call.argument("reply")?.expression.as(ClosureExprSyntax.self) else {
                return BiometricEvaluation(call: call, policy: policy, successScopes: successScopes(following: Syntax(call)), successValues: [])
            }
            let flags = firstParameterName(reply).map { name in file.index.references(name).filter { reply.encloses($0) } } ?? []
            let conditions = flags.filter(\.isInCondition)
            return BiometricEvaluation(
                call: call, policy: policy,
                successScopes: conditions.filter { $0.parent?.is(PrefixOperatorExprSyntax.self) != true }.flatMap { successScopes(following: Syntax($0)) },
                successValues: flags.filter { !$0.isInCondition })
        }
    }

    var usesBiometricsOnly: Bool {
        policy?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "deviceOwnerAuthenticationWithBiometrics"
    }

    /// True when `node` runs only after the match succeeded.
    func onSuccessPath(_ node: some SyntaxProtocol) -> Bool {
        successScopes.contains { $0.encloses(node) }
    }

    /// The code that runs when the condition or statement holding `node` passes: an `if`
    /// body, the statements after a `guard`, or the statements after a plain statement.
    private static func successScopes(following node: Syntax) -> [Syntax] {
        var current = node.parent
        var inCondition = false
        while let ancestor = current {
            if ancestor.is(ConditionElementSyntax.self) { inCondition = true }
            if inCondition, let branch = ancestor.as(IfExprSyntax.self) { return [Syntax(branch.body)] }
            if let item = ancestor.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                if !inCondition || item.item.is(GuardStmtSyntax.self) {
                    return list.drop { $0.id != item.id }.dropFirst().map(Syntax.init)
                }
                return []
            }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return [] }
            current = ancestor.parent
        }
        return []
    }

    private static func firstParameterName(_ closure: ClosureExprSyntax) -> String? {
        guard let parameters = closure.signature?.parameterClause else { return nil }
        let name = parameters.as(ClosureShorthandParameterListSyntax.self)?.first?.name.text
            ?? parameters.as(ClosureParameterClauseSyntax.self)?.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        return name == "_" ? nil : name
    }
}

extension SyntaxProtocol {
    /// True when this node is part of an `if`, `guard` or `while` condition.
    var isInCondition: Bool {
        hasAncestor { $0.is(ConditionElementSyntax.self) }
    }

    /// For `target = value`, the value assigned to this node; nil when it is not assigned.
    /// A value written with operators (`2 * 60`) comes back as a detached sequence, good for
    /// reading but not for positions.
    var assignedValue: ExprSyntax? {
        guard let sequence = parent?.as(ExprListSyntax.self), sequence.count >= 3, sequence.first?.id == id,
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        if sequence.count == 3 { return sequence.last }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(sequence.dropFirst(2)))))
    }
}
