import SwiftSyntax

/// Questions about assignments, operators and closures, answered from the nodes around a
/// node (its parents and siblings), never by walking a subtree.
extension ExprSyntax {
    /// True when this expression is the target of a plain assignment: `x.constant = 50`.
    public var isAssigned: Bool {
        guard let sequence = parent?.as(ExprListSyntax.self), sequence.first?.id == id, sequence.count >= 3 else { return false }
        return sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// For the target of `x = value`, the value (see `assignment` for `+=` and the rest).
    public var assignedValue: ExprSyntax? {
        assignment.flatMap { $0.operator == "=" ? $0.value : nil }
    }

    /// For the value of `x = value`, the target `x`.
    public var assignmentTarget: ExprSyntax? {
        guard let sequence = parent?.as(ExprListSyntax.self), sequence.count == 3, sequence.last?.id == id,
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        return sequence.first
    }
}

extension MemberAccessExprSyntax {
    public var isAssigned: Bool { ExprSyntax(self).isAssigned }
}

extension BinaryOperatorExprSyntax {
    /// The operand on the left of this operator, in its unfolded sequence.
    public var leftOperand: ExprSyntax? {
        guard let sequence = parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == id }),
              index != sequence.startIndex else { return nil }
        return sequence[sequence.index(before: index)]
    }

    /// The operands on either side of this operator in its unfolded sequence.
    public var operands: [ExprSyntax] {
        guard let sequence = parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == id }) else { return [] }
        let after = sequence.index(after: index)
        return [leftOperand, after < sequence.endIndex ? sequence[after] : nil].compactMap { $0 }
    }

    /// For `coins += 1` or `self.coins -= 1`, the name changed: `coins`.
    public var assignedName: String? {
        guard let left = leftOperand else { return nil }
        if let reference = left.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = left.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}

extension ClosureExprSyntax {
    /// The name of the closure's first parameter: `ad` in `{ ad, error in … }`.
    public var firstParameterName: String? {
        guard let parameters = signature?.parameterClause else { return nil }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
        if let list = parameters.as(ClosureParameterClauseSyntax.self) { return list.parameters.first?.firstName.text }
        return nil
    }
}

extension SyntaxProtocol {
    /// The nearest closure around this node.
    public var ancestorClosure: ClosureExprSyntax? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) { return closure }
            current = node.parent
        }
        return nil
    }

    /// The nearest call around this node, within its statement, whose name is one of `names`.
    public func enclosingCall(named names: Set<String>) -> FunctionCallExprSyntax? {
        var current = parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), names.contains(call.calleeName ?? "") { return call }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The SwiftUI container whose builder closure holds this expression, e.g. the `VStack`
    /// of `VStack { Banner() }`, taken as the root call its modifiers apply to.
    public var enclosingContainerCall: FunctionCallExprSyntax? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) { return closure.invokingCall?.rootViewCall }
            if node.is(DeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
