import SwiftSyntax

/// Code that runs only outside the app's production environment: the body of
/// `if !environment.isProduction`, the code after `guard env != .production else { return }`,
/// the `else` of `if isProduction` when that test is the whole condition. An App Store build runs
/// in production, so such code (a debug screen's rows, a pull-request ribbon) ships to
/// developers only. Only a test whose meaning is plain counts: a `Bool` named `isProduction`,
/// `isAppStore` or `isRelease` (with an optional `Build`/`Environment` after it), negated or
/// compared to a literal, or an `==`/`!=` comparison with a `.production`, `.appStore` or `.release`
/// case; any other condition (`||`, a `switch`, a helper's result) leaves the code shipping.
/// The file's private functions and computed properties only such code uses are gated with it.
enum ProductionGates {
    /// The flag the outline records such code under; the model always turns it off.
    static let flag = "outsideProduction"

    static let flagTopics: [[String]] = [["production"], ["prod"], ["app", "store"], ["release"]]
    static let flagSuffixes: [[String]] = [[], ["build"], ["environment"], ["env"]]
    static let caseNames: Set<String> = ["production", "appStore", "release"]

    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var regions: [Range<AbsolutePosition>] = []
        for reference in file.index.referencesInOrder {
            guard let (test, outsideWhenTrue) = productionTest(reference) else { continue }
            regions += outsideWhenTrue ? ConditionGates.runningWhenHolds(test) : runningWhenFails(test)
        }
        guard !regions.isEmpty else { return [:] }
        return [flag: ConditionGates(regions: regions).addingPrivateFunctions(onlyCalledFromGates: file, computedProperties: true).regions]
    }

    /// `isProduction`, `isAppStoreBuild`: a name saying the build is the store's.
    static func isProductionFlag(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard words.first == "is" else { return false }
        let rest = Array(words.dropFirst())
        return flagTopics.contains { topic in flagSuffixes.contains { rest == topic + $0 } }
    }

    /// The test `reference` makes, and whether it holds outside production (`!isProduction`,
    /// `env != .production`) or in production (`isProduction`, `env == .production`).
    private static func productionTest(_ reference: DeclReferenceExprSyntax) -> (Syntax, Bool)? {
        var expression = Syntax(reference)
        if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { expression = Syntax(member) }
        let name = reference.baseName.text
        if isProductionFlag(name) {
            if let prefix = expression.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return (Syntax(prefix), true) }
            if let (sequence, equal, other) = comparison(expression) {
                guard let literal = other.as(BooleanLiteralExprSyntax.self) else { return nil }
                return (Syntax(sequence), equal == (literal.literal.tokenKind == .keyword(.false)))
            }
            return (expression, false)
        }
        guard caseNames.contains(name), expression.is(MemberAccessExprSyntax.self), let (sequence, equal, _) = comparison(expression) else { return nil }
        return (Syntax(sequence), !equal)
    }

    /// For `expression` as one side of `a == b` or `a != b` alone: the comparison, whether it is `==`, and the other side.
    private static func comparison(_ expression: Syntax) -> (SequenceExprSyntax, Bool, ExprSyntax)? {
        guard let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "!="].contains(operation) else { return nil }
        let other = elements[0].id == expression.id ? elements[2] : elements[0]
        return (sequence, operation == "==", other)
    }

    /// The code that runs only while `test` fails: it is the whole condition of an `if`, a
    /// `guard` or a ternary.
    private static func runningWhenFails(_ test: Syntax) -> [Range<AbsolutePosition>] {
        if let ternary = Ternary.withCondition(test) { return [ternary.elseRange] }
        guard let element = test.parent?.as(ConditionElementSyntax.self), let list = element.parent?.as(ConditionElementListSyntax.self),
              list.count == 1 else { return [] }
        if let guardStatement = list.parent?.as(GuardStmtSyntax.self) { return [guardStatement.body.range] }
        guard let branch = list.parent?.as(IfExprSyntax.self) else { return [] }
        if let other = branch.elseBody { return [other.range] }
        return [ConditionGates.restOfBlock(afterExit: branch)].compactMap { $0 }
    }
}
