import SwiftSyntax

/// Small questions checks ask of syntax nodes, answered in one place.
extension ExprSyntax {
    /// `UIFont.systemFont` → `systemFont`; `Button` → `Button`; `.font` → `font`;
    /// `onDone?` and `handler!` (as in `onDone?()`) → `onDone`, `handler`.
    public var lastNameComponent: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = self.as(GenericSpecializationExprSyntax.self) { return specialized.expression.lastNameComponent }
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.lastNameComponent }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.lastNameComponent }
        return nil
    }

    /// The dotted path of a plain reference chain: `UIFont.systemFont`, `.system`; nil for anything else.
    public var dottedPath: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return "." + member.declName.baseName.text }
            return base.dottedPath.map { $0 + "." + member.declName.baseName.text }
        }
        return nil
    }

    /// The integer or float literal value, looking through a leading minus sign.
    public var numericLiteral: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) { return Self.number(integer.literal.text) }
        if let float = self.as(FloatLiteralExprSyntax.self) { return Self.number(float.literal.text) }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.numericLiteral.map { -$0 }
        }
        return nil
    }

    /// A literal's value, `1_000` read as 1000.
    private static func number(_ text: String) -> Double? {
        Double(text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text)
    }
}

extension FunctionCallExprSyntax {
    public var calleeName: String? { calledExpression.lastNameComponent }
    public var calleePath: String? { calledExpression.dottedPath }

    /// The first argument with this label (`nil` label for an unlabeled argument).
    public func argument(_ label: String?) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The HTTP method the call passes by label, upper-cased: `request(url, method: .get)` → `GET`,
    /// `perform(endpoint: e, method: "POST")` → `POST`; `""` for one held elsewhere (`method: verb`),
    /// nil when the call passes none.
    public var httpMethodArgument: String? {
        guard let argument = arguments.first(where: { ["method", "httpMethod"].contains($0.label?.text ?? "") }) else { return nil }
        if let text = argument.expression.as(StringLiteralExprSyntax.self)?.plainText { return text.uppercased() }
        if let member = argument.expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text.uppercased() }
        return ""
    }

    /// The labels of all arguments, `_` standing for an unlabeled one: `["ofSize"]`.
    public var argumentLabels: [String] {
        arguments.map { $0.label?.text ?? "_" }
    }

    /// `Task { … }`, `Task(priority: .high) { … }`, `Task.detached { … }`; not a model type
    /// that happens to be named `Task`.
    public var isTaskStart: Bool {
        guard trailingClosure != nil, arguments.allSatisfy({ $0.label?.text == "priority" }) else { return false }
        return calleePath == "Task" || calleePath == "Task.detached"
    }

    /// For a modifier call `content.font(...)`, the expression it modifies.
    public var modifiedExpression: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The trailing closure, or a closure passed as the last argument.
    public var bodyClosure: ClosureExprSyntax? {
        trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
    }
}

extension StringLiteralExprSyntax {
    /// The literal text with interpolations left out, or nil when it has none.
    public var plainText: String {
        segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    public var hasInterpolation: Bool {
        segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing function, initializer, accessor or closure-free declaration name.
    public var enclosingFunctionName: String? {
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if node.is(InitializerDeclSyntax.self) { return "init" }
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.pattern.trimmedSourceText
            }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing type or extension declaration.
    public var enclosingTypeDeclaration: DeclSyntax? {
        // One switch on the node's kind per ancestor: five `is` casts each cost a generic
        // conversion, and checks ask this of most names in most files.
        var current = parent
        while let node = current {
            switch node.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return node.as(DeclSyntax.self)
            default: current = node.parent
            }
        }
        return nil
    }

    /// The name of the nearest enclosing type or extended type.
    public var enclosingTypeName: String? {
        guard let decl = enclosingTypeDeclaration else { return nil }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let a = decl.as(ActorDeclSyntax.self) { return a.name.text }
        if let x = decl.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedSourceText }
        return nil
    }

    /// The node's source without its outer trivia, equal to `trimmedDescription` but read
    /// straight from the source bytes instead of from a trimmed copy of the tree, which
    /// costs a hundred times more; use it wherever it runs on every file.
    public var trimmedSourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when any ancestor satisfies the predicate.
    public func hasAncestor(where predicate: (Syntax) -> Bool) -> Bool {
        ancestor(where: predicate) != nil
    }

    /// The nearest ancestor that satisfies the predicate.
    public func ancestor(where predicate: (Syntax) -> Bool) -> Syntax? {
        var current = parent
        while let node = current {
            if predicate(node) { return node }
            current = node.parent
        }
        return nil
    }

    /// The function, initializer, accessor or closure this node is written in.
    public var enclosingCodeBody: Syntax? { ancestor(where: \.isCodeBody) }

    /// The nearest ancestor that satisfies the predicate without leaving the function,
    /// initializer, accessor or closure the node is written in: a `catch`, loop or `do` outside
    /// a closure does not handle what runs inside it.
    public func ancestorInCodeBody(where predicate: (Syntax) -> Bool) -> Syntax? {
        var current = parent
        while let node = current, !node.isCodeBody {
            if predicate(node) { return node }
            current = node.parent
        }
        return nil
    }
}

extension Syntax {
    /// True for a node that holds its own body of code: a function, initializer, deinitializer,
    /// accessor or closure.
    public var isCodeBody: Bool {
        `is`(FunctionDeclSyntax.self) || `is`(ClosureExprSyntax.self) || `is`(InitializerDeclSyntax.self)
            || `is`(DeinitializerDeclSyntax.self) || `is`(AccessorDeclSyntax.self) || `is`(AccessorBlockSyntax.self)
    }

    /// The outermost of the parentheses wrapped around this node alone (`(flag)` and `((flag))`
    /// for `flag`), or the node itself: `if(flag)` tests the flag as `if flag` does.
    public var outsideParentheses: Syntax {
        var node = self
        while let element = node.parent?.as(LabeledExprSyntax.self), element.label == nil,
              let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
              let tuple = list.parent?.as(TupleExprSyntax.self) {
            node = Syntax(tuple)
        }
        return node
    }

    /// The expression inside the parentheses wrapped around it alone (`flag` for `((flag))`), or the node itself.
    public var insideParentheses: Syntax {
        var node = self
        while let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            node = Syntax(only.expression)
        }
        return node
    }
}

extension AccessorBlockSyntax {
    /// The one expression a computed property's getter returns (`{ flag }`, `{ get { return flag } }`),
    /// or nil when the getter does more.
    public var getterExpression: ExprSyntax? {
        let statements: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let items): statements = items
        case .accessors(let accessors): statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }
}

extension TryExprSyntax {
    /// True for a plain `try` whose error ends a `Task { … }` started as a statement: no `do`
    /// inside the task's closure catches it and nothing keeps the task to read its result, so
    /// the error goes nowhere (`Button("Buy") { Task { try await store.buy(product) } }`).
    public var throwsIntoDroppedTask: Bool {
        guard questionOrExclamationMark == nil,
              ancestorInCodeBody(where: { $0.as(DoStmtSyntax.self)?.body.encloses(self) == true }) == nil,
              let closure = enclosingCodeBody?.as(ClosureExprSyntax.self),
              let task = closure.parent?.as(FunctionCallExprSyntax.self),
              task.trailingClosure?.id == closure.id, task.isTaskStart
        else { return false }
        return task.parent?.is(CodeBlockItemSyntax.self) == true
    }
}
