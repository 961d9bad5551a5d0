import SwiftSyntax
import Testing
@testable import ThumbruleCore

/// The parser leaves `c ? a : b` unfolded; `Ternary` reads it, and the gates that ask about a
/// ternary's branches go through it.
struct TernaryTests {
    private func file(_ source: String) -> SwiftFile {
        SwiftFile(path: "App/A.swift", text: source, target: BuildTarget(name: "app", kind: .app, infoPlistPath: nil,
                                                                          generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
    }

    /// The expression of the one identifier token spelled `name`.
    private func reference(_ name: String, in file: SwiftFile) -> ExprSyntax {
        let token = file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == name }!
        return token.parent!.as(ExprSyntax.self)!
    }

    /// The initial value of `let v = …`.
    private func value(_ file: SwiftFile) -> ExprSyntax {
        file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "v" }!.parent!.parent!.as(PatternBindingSyntax.self)!.initializer!.value
    }

    @Test func readsConditionThenAndElse() {
        let source = file("let v = a ? b : c\n")
        let ternary = Ternary(whole: value(source))!
        #expect(ternary.conditionText == "a")
        #expect(ternary.thenExpression.trimmedDescription == "b")
        #expect(ternary.elseExpression?.trimmedDescription == "c")
        #expect(Ternary.withCondition(reference("a", in: source)) != nil)
        #expect(Ternary.parts(holding: reference("b", in: source)).map(\.part) == [.then])
        #expect(Ternary.parts(holding: reference("c", in: source)).map(\.part) == [.otherwise])
    }

    @Test func nestsToTheRight() {
        let source = file("let v = a ? b : c ? d : e\n")
        let outer = Ternary(whole: value(source))!
        #expect(outer.conditionText == "a")
        #expect(outer.thenExpression.trimmedDescription == "b")
        #expect(outer.elseExpression == nil)
        let inner = outer.elseTernary!
        #expect(inner.conditionText == "c")
        #expect(inner.thenExpression.trimmedDescription == "d")
        #expect(inner.elseExpression?.trimmedDescription == "e")
        #expect(Ternary.all(in: value(source).as(SequenceExprSyntax.self)!).count == 2)
        // `c` is the inner condition and in the outer else; `d` is the inner then and in the outer else.
        let c = Ternary.parts(holding: reference("c", in: source))
        #expect(c.map(\.part) == [.condition, .otherwise])
        #expect(c.map(\.ternary.conditionText) == ["c", "a"])
        #expect(Ternary.parts(holding: reference("d", in: source)).map(\.part) == [.then, .otherwise])
        #expect(Ternary.parts(holding: reference("e", in: source)).map(\.ternary.conditionText) == ["c", "a"])
        #expect(Ternary.withCondition(reference("c", in: source))?.thenExpression.trimmedDescription == "d")
    }

    @Test func readsOneInsideALargerSequence() {
        let source = file("let v = x + (a ? 1 : 2)\n")
        #expect(Ternary(whole: value(source)) == nil)
        #expect(Ternary.parts(holding: reference("x", in: source)).isEmpty)
        let ternary = Ternary.withCondition(reference("a", in: source))!
        #expect(ternary.thenExpression.trimmedDescription == "1")
        #expect(ternary.elseExpression?.trimmedDescription == "2")
        let tuple = value(source).as(SequenceExprSyntax.self)!.elements.last!
        #expect(Ternary(whole: tuple)?.conditionText == "a")
    }

    @Test func aConditionOfSeveralOperands() {
        let source = file("let v = a && b ? c : d\n")
        let ternary = Ternary(whole: value(source))!
        #expect(ternary.conditionText == "a && b")
        #expect(ternary.condition == nil)
        #expect(ternary.conditionOperands(joinedBy: "&&")?.map(\.trimmedDescription) == ["a", "b"])
        #expect(ternary.conditionOperands(joinedBy: "||") == nil)
        #expect(ternary.thenExpression.trimmedDescription == "c")
        #expect(ternary.elseExpression?.trimmedDescription == "d")
        #expect(Ternary.parts(holding: reference("b", in: source)).map(\.part) == [.condition])
        #expect(Ternary.withCondition(reference("b", in: source)) == nil)
    }

    @Test func assignmentBindsLooser() {
        let source = file("func f() { x = a ? b : c; y += p ? 1 : 2 }\n")
        #expect(Ternary.withCondition(reference("a", in: source))?.elseExpression?.trimmedDescription == "c")
        #expect(Ternary.parts(holding: reference("x", in: source)).isEmpty)
        #expect(Ternary.withCondition(reference("p", in: source))?.thenExpression.trimmedDescription == "1")
    }

    /// `isProduction ? realView : debugView`: the else branch runs only outside production.
    @Test func productionGateReadsATernary() {
        let source = file("let v = isProduction ? realView : debugView\nlet w = !isAppStore ? debugRow : storeRow\n")
        let regions = ProductionGates.byFlag(in: source)[ProductionGates.flag] ?? []
        func gated(_ name: String) -> Bool { regions.contains { $0.contains(reference(name, in: source).positionAfterSkippingLeadingTrivia) } }
        #expect(gated("debugView"))
        #expect(!gated("realView"))
        #expect(gated("debugRow"))
        #expect(!gated("storeRow"))
    }

    /// `showDebug ? debugRow : row`: the first branch runs only while the flag holds.
    @Test func conditionGateReadsATernary() {
        let source = file("let v = showDebug ? debugRow : row\nlet w = ready && !showDebug ? plain : other\n")
        let gates = ConditionGates.find(in: source, whenSet: true) { $0 == "showDebug" }
        #expect(gates.gate(reference("debugRow", in: source)))
        #expect(!gates.gate(reference("row", in: source)))
        // `!showDebug`: the condition is negated, so its first branch is not the flag's.
        #expect(!gates.gate(reference("plain", in: source)))
        let every = ConditionGates.find(in: source, whenSet: false) { $0 == "showDebug" }
        #expect(every.gate(reference("row", in: source)))
        #expect(every.gate(reference("other", in: source)))
    }
}
