import SwiftSyntax

/// Where one value goes next, for checks that reason per value rather than per file: a
/// font literal is fixed unless *that* font reaches `scaledFont(for:)`, a flag is a busy
/// state only for the button that reads it. Answered by climbing the value's parents, so
/// it never walks a tree.
public enum ValueDestination {
    /// Stored under a name: `let base = value`, `if let base = value`, `self.base = value`.
    /// `scope` is the function a local lives in; nil for a property, whose readers may be
    /// anywhere in the file.
    case stored(name: String, path: String, scope: Syntax?)
    /// Returned by a function or computed property of this name.
    case returned(from: String)
    /// Passed to a call, at this argument position.
    case argument(FunctionCallExprSyntax, position: Int)
}

extension ExprSyntax {
    /// The place this expression's value goes, looking through what keeps it the same value:
    /// `!`, `?`, parentheses, `try`, `await`, `?? fallback`, and chained members on it
    /// (`UIFont(name: "Brand", size: 17)!.withSize(20)` is still that font).
    public var valueDestination: ValueDestination? {
        var value = Syntax(self)
        while let parent = value.parent {
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(TryExprSyntax.self)
                || parent.is(AwaitExprSyntax.self) || parent.as(MemberAccessExprSyntax.self)?.base?.id == value.id
                || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == value.id {
                value = parent
            } else if let element = parent.as(LabeledExprSyntax.self), let list = element.parent?.as(LabeledExprListSyntax.self) {
                if let tuple = list.parent?.as(TupleExprSyntax.self), list.count == 1 {
                    value = Syntax(tuple)
                } else if let call = list.parent?.as(FunctionCallExprSyntax.self) {
                    return .argument(call, position: list.firstIndex { $0.id == element.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0)
                } else {
                    return nil
                }
            } else if let list = parent.as(ExprListSyntax.self) {
                let elements = Array(list)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id {
                    guard let path = elements[0].strippingOptionality.dottedPath.map(Self.withoutSelf),
                          let name = elements[0].lastNameComponent else { return nil }
                    return .stored(name: name, path: path, scope: nil)
                }
                // `value ?? fallback`: the result may be this value.
                let operators = elements.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
                guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
                      let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
                value = Syntax(sequence)
            } else if let clause = parent.as(InitializerClauseSyntax.self) {
                // `if let font = UIFont(name: …)` / `guard let font = …`: a local of the enclosing function.
                if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self) {
                    guard let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    return .stored(name: name, path: name, scope: condition.enclosingScope)
                }
                guard let binding = clause.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
                let isMember = variable.parent?.is(MemberBlockItemSyntax.self) == true
                return .stored(name: name, path: name, scope: isMember ? nil : variable.enclosingScope)
            } else if parent.is(ReturnStmtSyntax.self) {
                return Self.returningDeclarationName(of: parent).map { .returned(from: $0) }
            } else if let item = parent.as(CodeBlockItemSyntax.self) {
                // The lone expression of a function or computed property body is its result.
                guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
                      let owner = list.parent, owner.is(CodeBlockSyntax.self) || owner.is(AccessorBlockSyntax.self) else { return nil }
                return Self.returningDeclarationName(of: parent).map { .returned(from: $0) }
            } else {
                return nil
            }
        }
        return nil
    }

    /// The function or computed property whose body holds `node`, if no closure is in between.
    private static func returningDeclarationName(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = ancestor.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            current = ancestor.parent
        }
        return nil
    }

    /// `self.base` → `base`.
    private static func withoutSelf(_ path: String) -> String {
        path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }
}

extension FunctionDeclSyntax {
    /// The name a parameter has inside the body: `font` in `func scaled(_ font: UIFont)`.
    public func parameterName(at position: Int) -> String? {
        let parameters = Array(signature.parameterClause.parameters)
        guard parameters.indices.contains(position) else { return nil }
        let parameter = parameters[position]
        return (parameter.secondName ?? parameter.firstName).text
    }
}

extension SwiftFileIndex {
    /// The initial value of the variable a reference names: the binding in the same
    /// function if there is one, else the file's only binding of that name.
    public func initialValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        let bindings = variables.flatMap(\.bindings).filter { $0.pattern.trimmedSourceText == name }
        let function = reference.enclosingFunction
        let sameScope = bindings.filter { binding in function.map { $0.encloses(binding) } ?? false }
        let chosen = sameScope.last { $0.position < reference.position } ?? (bindings.count == 1 ? bindings.first : nil)
        return chosen?.initializer?.value
    }

    /// The value of the `let` constant a reference names (see `initialValue(of:)`); nil for a
    /// `var`, which later code may set to something else.
    public func constantValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard let value = initialValue(of: reference),
              value.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) })?.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return value
    }
}

extension DeclReferenceExprSyntax {
    /// The value an `if let name = value` or `guard let name = value` above this reference
    /// gives it: the nearest such condition of an enclosing `if`, or of a `guard` earlier in
    /// the same block.
    public var optionalBindingValue: ExprSyntax? {
        let name = baseName.text
        func bound(in conditions: ConditionElementListSyntax) -> ExprSyntax? {
            conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
                .last { $0.pattern.trimmedDescription == name }?.initializer?.value
        }
        var current = parent
        while let node = current {
            if let branch = node.as(IfExprSyntax.self), branch.body.position <= position, position < branch.body.endPosition, let value = bound(in: branch.conditions) { return value }
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block where item.endPosition <= position {
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let value = bound(in: guardStatement.conditions) { return value }
                }
            }
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

extension SwiftFileIndex {
    /// The views this file makes bar button items' custom views: `UIBarButtonItem(customView: button)`,
    /// or `alertItem.customView = button` on an item a storyboard made.
    public var barItemCustomViews: [ExprSyntax] {
        calls("UIBarButtonItem").compactMap { $0.argument("customView")?.expression }
            + memberAccesses("customView").compactMap { ExprSyntax($0).assignedValue }
    }

    /// True when the view a function keeps in the local `let name = …` of `binding` never
    /// leaves the function for the screen: every later use of the name is the receiver of a
    /// member it calls or sets as a statement of its own (`button.addTarget(…)`,
    /// `button.frame = …`, `button.imageView?.tintColor = …`), or the `customView:` of a
    /// `UIBarButtonItem` kept in a local that is itself never placed. Any other use counts as
    /// placing it (`addSubview(button)`, `[button]`, `return button`, `item = button`, a
    /// member read into a value), as does a name the function declares twice. False for
    /// properties, whose readers may be anywhere, and outside functions and initializers.
    public func isLocalViewNeverPlaced(_ binding: PatternBindingSyntax) -> Bool {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.parent?.is(MemberBlockItemSyntax.self) == false,
              let function = variable.enclosingScope, function.is(FunctionDeclSyntax.self) || function.is(InitializerDeclSyntax.self)
        else { return false }
        let declarations = variables.filter { function.encloses($0) }.flatMap(\.bindings)
            .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        guard declarations.count == 1 else { return false }
        let uses = references(within: function).filter { $0.baseName.text == name && $0.position >= binding.endPosition }
        return uses.allSatisfy { use in
            if Self.isOnlyReceiver(use) { return true }
            guard let argument = use.parent?.as(LabeledExprSyntax.self), argument.label?.text == "customView",
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedSourceText == "UIBarButtonItem",
                  let wrapper = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
            return isLocalViewNeverPlaced(wrapper)
        }
    }

    /// True when `member` is set (`formatter.dateFormat = "dd MMMM"`) on an object the function
    /// made itself (`let formatter = DateFormatter()`) and then leaves unused: every earlier use
    /// of the local only sets or calls a member of it as a statement of its own, so the object
    /// never went elsewhere; and the statements after the setting in its block never name it and
    /// end in a `return` or `throw`. False when a closure or a `defer` names the local.
    public func isSetThenDropped(_ member: MemberAccessExprSyntax) -> Bool {
        guard let receiver = member.base?.as(DeclReferenceExprSyntax.self), ExprSyntax(member).assignedValue != nil,
              let body = member.enclosingCodeBody,
              let item = member.ancestorInCodeBody(where: { $0.is(CodeBlockItemSyntax.self) })?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self),
              let last = block.last, last.item.is(ReturnStmtSyntax.self) || last.item.is(ThrowStmtSyntax.self) else { return false }
        let name = receiver.baseName.text
        let bindings = variables.filter { $0.enclosingCodeBody?.id == body.id }.flatMap(\.bindings)
            .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        // One local, made here by a type's initializer: no one else holds the object.
        guard bindings.count == 1, let made = bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
              made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { return false }
        let uses = references(within: body).filter { $0.baseName.text == name }
        return uses.allSatisfy { use in
            guard use.enclosingCodeBody?.id == body.id, use.ancestorInCodeBody(where: { $0.is(DeferStmtSyntax.self) }) == nil else { return false }
            if use.position >= item.endPosition { return !block.contains { $0.position > item.position && $0.position <= use.position && use.position < $0.endPosition } }
            return use.id == receiver.id || Self.isOnlyReceiver(use)
        }
    }

    /// True for `x` in `x.member(…)` as a statement, or in `x.member = value` (through `?`, `!`
    /// and further members): code that works on the view without handing it on.
    private static func isOnlyReceiver(_ reference: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(reference)
        var throughMember = false
        while let parent = node.parent {
            let isMember = parent.as(MemberAccessExprSyntax.self)?.base?.id == node.id
            let isCall = throughMember && parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            guard isMember || isCall || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) else { break }
            throughMember = throughMember || isMember
            node = parent
        }
        guard throughMember, let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        guard let list = parent.as(ExprListSyntax.self), list.count == 3, list.first?.id == node.id else { return false }
        return Array(list)[1].is(AssignmentExprSyntax.self)
    }
}
