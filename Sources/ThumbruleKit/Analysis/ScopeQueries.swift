import SwiftSyntax

/// The words an identifier is made of, so checks can ask "does this name talk about ads?"
/// without a list of every spelling: `showInterstitialAd` → `show interstitial ad`,
/// `GADBannerView` → `gad banner view`, `remove_ads` → `remove ads`.
public enum IdentifierWords {
    public static func of(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = character.isUppercase
                    && (previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true))
                if startsWord || previous.isNumber != character.isNumber {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// The capitalised identifiers in a piece of source text, such as the types a type
    /// annotation names: `[String: GADInterstitialAd]?` → `String`, `GADInterstitialAd`.
    public static func classNames(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// The words of every identifier in a piece of source text, e.g. a callee
    /// `AdManager.shared.showInterstitial` → `ad manager shared show interstitial`.
    public static func inText(_ text: String) -> Set<String> {
        Set(of(text))
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
    public var calleeText: String { calledExpression.trimmedDescription }
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
        return scope.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
    }

    /// True inside an `#if DEBUG` block: sample data and tooling that never ship.
    public var isInDebugOnlyCode: Bool {
        hasAncestor { node in
            guard let clause = node.as(IfConfigClauseSyntax.self) else { return false }
            return clause.poundKeyword.text != "#else" && clause.condition?.trimmedDescription == "DEBUG"
        }
    }

    /// True in sample data: an `#if DEBUG` block, or a type or function named as a mock,
    /// preview, sample, stub, fake or fixture (`ReferralsOfferInfoMock`, `sampleData()`).
    public var isInSampleCode: Bool {
        let sampleWords: Set<String> = ["mock", "mocks", "mocked", "preview", "previews", "sample", "samples", "stub", "stubs", "fake", "dummy", "fixture", "fixtures"]
        let names = [enclosingTypeName, enclosingScopeName].compactMap { $0 }
        return isInDebugOnlyCode || names.contains { !sampleWords.isDisjoint(with: IdentifierWords.of($0)) }
    }

    /// True when `other` lies inside this node's source range.
    public func encloses(_ other: some SyntaxProtocol) -> Bool {
        position <= other.position && other.endPosition <= endPosition
    }
}

extension SwiftFileIndex {
    /// Names referenced, accessed as members, or called inside `scope`: what a piece of
    /// code mentions, answered from the index.
    public func names(within scope: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        for (name, nodes) in referencesByName where nodes.contains(where: { scope.encloses($0) }) { names.insert(name) }
        for (name, nodes) in memberAccessesByName where nodes.contains(where: { scope.encloses($0) }) { names.insert(name) }
        return names
    }

    /// The calls made inside `scope`, in source order.
    public func calls(within scope: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        callsByName.values.flatMap { $0.filter { scope.encloses($0) } }.sorted { $0.position < $1.position }
    }

    /// The string literals inside `scope`.
    public func stringLiterals(within scope: some SyntaxProtocol) -> [StringLiteralExprSyntax] {
        stringLiterals.filter { scope.encloses($0) }
    }
}
