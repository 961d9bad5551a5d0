import SwiftSyntax

/// Where a node sits: its function, its loop, what encloses what, what it is assigned.
extension SyntaxProtocol {
    /// The nearest enclosing function declaration.
    public var enclosingFunctionDeclaration: FunctionDeclSyntax? {
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            current = node.parent
        }
        return nil
    }

    /// True when `node` lies inside this node's source range.
    public func encloses(_ node: some SyntaxProtocol) -> Bool {
        position <= node.position && node.endPosition <= endPosition
    }

    /// True when an enclosing condition shows the permission is already decided, so a request
    /// here shows no alert: the body of `if status == .authorized`, a `case .authorized:`, or
    /// the `else` of `if status == .notDetermined`.
    public var isUnderDecidedPermission: Bool {
        var child = Syntax(self)
        var current = parent
        while let node = current {
            if let branch = node.as(IfExprSyntax.self) {
                let condition = branch.conditions.trimmedDescription
                if branch.body.id == child.id, condition.contains(".authorized"), !condition.contains("!=") { return true }
                if branch.elseBody?.id == child.id, condition.contains("== .notDetermined") { return true }
            }
            if let switchCase = node.as(SwitchCaseSyntax.self), switchCase.label.trimmedDescription.contains(".authorized") { return true }
            if node.is(FunctionDeclSyntax.self) { return false }
            child = node
            current = node.parent
        }
        return false
    }

    /// The nearest `while` or `repeat` loop around this node within its function.
    public var enclosingLoop: Syntax? {
        var current = parent
        while let node = current {
            if node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) { return node }
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

extension ExprSyntax {
    /// The type or value a member chain starts from: `PHPhotoLibrary.shared().performChanges` → `PHPhotoLibrary`.
    public var rootTypeName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.base?.rootTypeName }
        if let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression.rootTypeName }
        return nil
    }
}

extension ExprSyntaxProtocol {
    /// True for the left side of `x = true` or `self.x = true`.
    public var isSetToTrue: Bool {
        guard let sequence = parent?.as(ExprListSyntax.self), sequence.count == 3, sequence.first?.id == id,
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let value = sequence.last?.as(BooleanLiteralExprSyntax.self) else { return false }
        return value.literal.tokenKind == .keyword(.true)
    }
}
