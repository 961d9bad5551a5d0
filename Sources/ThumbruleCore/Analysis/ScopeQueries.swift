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
        if !Ternary.branchesHolding(self).isEmpty { return true }
        var current = parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self) {
            if let ifExpression = node.as(IfExprSyntax.self),
               !ifExpression.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            if node.is(SwitchCaseSyntax.self) || node.is(GuardStmtSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}

extension ExprSyntax {
    /// For the target of `x.y = value` or `x.y += value`: the operator, the first element of
    /// the value, and the elements after it in an unfolded sequence (`a ?? b`, `a + 1`).
    public var assignment: (operator: String, value: ExprSyntax, following: [ExprSyntax])? {
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
        let called = Set(scopes.flatMap { calls(within: $0) }.compactMap(\.calleeName))
            .union(extra)
        return functions.filter { container.encloses($0) && called.contains($0.name.text) }.compactMap { $0.body.map(Syntax.init) }
    }
}

extension ExprSyntax {
    /// The expression without a trailing `?` or `!`: `interstitial?` → `interstitial`.
    public var strippingOptionality: ExprSyntax {
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.strippingOptionality }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.strippingOptionality }
        return self
    }
}

extension FunctionCallExprSyntax {
    /// For `x.method(…)`, the expression `x` without `?` / `!`; nil for a free function call.
    public var receiver: ExprSyntax? {
        calledExpression.strippingOptionality.as(MemberAccessExprSyntax.self)?.base?.strippingOptionality
    }

    /// The called expression as written, e.g. `GADMobileAds.sharedInstance().start`.
    public var calleeText: String { calledExpression.trimmedSourceText }

    /// The names along the callee, joined by dots, leaving out arguments and closures:
    /// `AdManager.shared.showInterstitial` for `AdManager.shared.showInterstitial()`,
    /// `adManager.show` for `self.adManager?.show()`, `Ads.shared.show` for `Ads.shared().show()`,
    /// `VStack.padding` for `VStack { … }.padding()`. Short whatever the chain holds, where
    /// `calleeText` of a modifier chain is the whole view above it.
    public var calleeChain: String {
        var names: [String] = []
        forEachCalleeName { names.append($0) }
        return names.reversed().joined(separator: ".")
    }

    /// Calls `body` with each name of `calleeChain`, the last first, building no string.
    public func forEachCalleeName(_ body: (String) -> Void) {
        var current: ExprSyntax? = calledExpression
        while let expression = current {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                body(member.declName.baseName.text)
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let wrapped = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
                current = wrapped
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.text != "self" { body(reference.baseName.text) }
                current = nil
            } else {
                current = nil
            }
        }
    }
}

extension FunctionDeclSyntax {
    /// The Objective-C style selector of the declaration: `rewardedAd(_:userDidEarn:)`.
    public var selectorName: String {
        name.text + "(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

extension SyntaxProtocol {
    /// The declaration whose body this code runs in: the nearest function, initializer,
    /// deinitializer, or member or global variable (a computed property such as `body`, or
    /// a stored closure), looking through closures and local variables.
    public var enclosingScope: Syntax? {
        var current = parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self) {
                return node
            }
            if node.is(VariableDeclSyntax.self), node.parent?.is(MemberBlockItemSyntax.self) == true
                || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                return node
            }
            current = node.parent
        }
        return nil
    }

    /// The name of `enclosingScope`: a function's name, `init`, `deinit`, or the variable's name.
    public var enclosingScopeName: String? {
        guard let scope = enclosingScope else { return nil }
        if let function = scope.as(FunctionDeclSyntax.self) { return function.name.text }
        if scope.is(InitializerDeclSyntax.self) { return "init" }
        if scope.is(DeinitializerDeclSyntax.self) { return "deinit" }
        return scope.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedSourceText
    }

    /// True in sample data: a type or function named as a mock, preview, sample, stub, fake or
    /// fixture (`ReferralsOfferInfoMock`, `sampleData()`). `#if DEBUG` code is the engine's to
    /// drop (`CodeScope.debugOnly`).
    public var isInSampleCode: Bool {
        let sampleWords: Set<String> = ["mock", "mocks", "mocked", "preview", "previews", "sample", "samples", "stub", "stubs", "fake", "dummy", "fixture", "fixtures"]
        let names = [enclosingTypeName, enclosingScopeName].compactMap { $0 }
        return names.contains { !sampleWords.isDisjoint(with: NameWords.split($0)) }
    }
}

extension SwiftFileIndex {
    /// Names referenced, accessed as members, or called inside `scope`: what a piece of
    /// code mentions, answered from the index.
    public func names(within scope: some SyntaxProtocol) -> Set<String> {
        var names = Set(referenceSpans.indices(within: scope).map { referenceNames[$0] })
        for index in memberAccessSpans.indices(within: scope) { names.insert(memberAccessNames[index]) }
        return names
    }

    /// The plain references inside `scope`, in source order (a member's name is one too).
    public func references(within scope: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        referenceSpans.indices(within: scope).map { referencesInOrder[$0] }
    }

    /// The member accesses inside `scope`, in source order.
    public func memberAccesses(within scope: some SyntaxProtocol) -> [MemberAccessExprSyntax] {
        memberAccessSpans.indices(within: scope).map { memberAccessesInOrder[$0] }
    }

    /// The calls made inside `scope`, in source order.
    public func calls(within scope: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        callSpans.indices(within: scope).map { callsInOrder[$0] }
    }

    /// The string literals inside `scope`.
    public func stringLiterals(within scope: some SyntaxProtocol) -> [StringLiteralExprSyntax] {
        stringLiteralSpans.indices(within: scope).map { stringLiterals[$0] }
    }
}

/// Permission, loop and value questions the permission and background checks ask.
extension SyntaxProtocol {
    /// True when an enclosing condition shows the permission is already decided, so a request
    /// here shows no alert: the body of `if status == .authorized`, a `case .authorized:`, or
    /// the `else` of `if status == .notDetermined`.
    public var isUnderDecidedPermission: Bool {
        var child = Syntax(self)
        var current = parent
        while let node = current {
            if let branch = node.as(IfExprSyntax.self) {
                let condition = branch.conditions.trimmedSourceText
                if branch.body.id == child.id, condition.contains(".authorized"), !condition.contains("!=") { return true }
                if branch.elseBody?.id == child.id, condition.contains("== .notDetermined") { return true }
            }
            if let switchCase = node.as(SwitchCaseSyntax.self), switchCase.label.trimmedSourceText.contains(".authorized") { return true }
            if node.is(FunctionDeclSyntax.self) { return false }
            child = node
            current = node.parent
        }
        return false
    }

    /// The nearest `while` or `repeat` loop around this node within its function.
    public var enclosingLoop: Syntax? {
        ancestorInCodeBody { $0.is(WhileStmtSyntax.self) || $0.is(RepeatStmtSyntax.self) }
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
        ExprSyntax(self).assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}
