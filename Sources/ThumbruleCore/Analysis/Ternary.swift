import SwiftSyntax

/// A conditional `c ? a : b` as the parser leaves it. SwiftParser does not fold operators: it
/// builds a sequence holding the condition's elements, an `UnresolvedTernaryExprSyntax` (`? a :`,
/// which holds the then expression) and the else expression's elements. A `TernaryExprSyntax`
/// only exists after SwiftOperators folding, which Thumbrule does not run, so code asks this
/// reader instead.
///
/// The conditional binds looser than every operator but assignment, and nests to the right:
/// in `x = a && b ? c : d ? e : f` the first conditional's condition is `a && b` and its else is
/// `d ? e : f`. Operators declared looser than `?:` in the app are not known here.
public struct Ternary {
    public enum Part { case condition, then, otherwise }

    /// The sequence the conditional sits in (it may hold more, as in `x = c ? a : b`).
    public let sequence: SequenceExprSyntax
    /// The `? a :` element.
    public let marker: UnresolvedTernaryExprSyntax
    /// The condition's elements, operators included (`a`, `&&`, `b`).
    public let conditionElements: [ExprSyntax]
    /// The else expression's elements: one, or more for `c ? a : x + 1` or a nested `c ? a : d ? e : f`.
    public let elseElements: [ExprSyntax]

    public var thenExpression: ExprSyntax { marker.thenExpression }
    /// The condition when it is one element (`flag`, `!flag`, `state.isOn`).
    public var condition: ExprSyntax? { conditionElements.count == 1 ? conditionElements[0] : nil }
    /// The else expression when it is one element.
    public var elseExpression: ExprSyntax? { elseElements.count == 1 ? elseElements[0] : nil }
    /// The else expression when it is itself a conditional (`c ? a : d ? e : f`).
    public var elseTernary: Ternary? {
        guard let next = elseElements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return Ternary(marker: next)
    }

    public var conditionText: String { conditionElements.map(\.trimmedDescription).joined(separator: " ") }
    public var conditionRange: Range<AbsolutePosition> { Self.span(conditionElements) }
    public var thenRange: Range<AbsolutePosition> { thenExpression.range }
    public var elseRange: Range<AbsolutePosition> { Self.span(elseElements) }
    /// From the condition's start to the else expression's end.
    public var range: Range<AbsolutePosition> { conditionRange.lowerBound..<elseRange.upperBound }

    /// True when `node` is the whole condition.
    public func isWholeCondition(_ node: some SyntaxProtocol) -> Bool { condition?.id == node.id }

    /// The operands of a condition that only joins them with `operation` (`a && b && c`), or
    /// the one operand of a condition with no operator; nil otherwise.
    public func conditionOperands(joinedBy operation: String) -> [ExprSyntax]? {
        let operands = stride(from: 0, to: conditionElements.count, by: 2).map { conditionElements[$0] }
        let operators = stride(from: 1, to: conditionElements.count, by: 2).map { conditionElements[$0] }
        guard conditionElements.count % 2 == 1,
              operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == operation }) else { return nil }
        return operands
    }

    /// The conditional a `? a :` element starts.
    public init?(marker: UnresolvedTernaryExprSyntax) {
        guard let list = marker.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == marker.id }) else { return nil }
        let segment = Self.segment(around: index, in: elements)
        let start = elements[segment.lowerBound..<index].lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }).map { $0 + 1 } ?? segment.lowerBound
        guard start < index, index + 1 < segment.upperBound else { return nil }
        self.sequence = sequence
        self.marker = marker
        conditionElements = Array(elements[start..<index])
        elseElements = Array(elements[(index + 1)..<segment.upperBound])
    }

    /// The conditional that is the whole of `expression` (`c ? a : b`, or the same in
    /// parentheses), not one in part of it (`x + (c ? a : b)` is not one).
    public init?(whole expression: some SyntaxProtocol) {
        var node = Syntax(expression)
        while let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            node = Syntax(only.expression)
        }
        guard let sequence = node.as(SequenceExprSyntax.self),
              let first = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self),
              let ternary = Ternary(marker: first),
              ternary.conditionElements.first?.id == sequence.elements.first?.id,
              ternary.elseElements.last?.id == sequence.elements.last?.id else { return nil }
        self = ternary
    }

    /// Every conditional in `sequence`, outermost first.
    public static func all(in sequence: SequenceExprSyntax) -> [Ternary] {
        sequence.elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self).flatMap(Ternary.init(marker:)) }
    }

    /// The conditionals whose condition, then or else expression holds `child`, innermost first,
    /// for `child` an element of a sequence or the then expression of a `? a :`. In
    /// `a ? b : c ? d : e`, `c` is the inner condition and in the outer else.
    public static func parts(holding child: some SyntaxProtocol) -> [(ternary: Ternary, part: Part)] {
        let child = Syntax(child)
        guard let parent = child.parent else { return [] }
        if let marker = parent.as(UnresolvedTernaryExprSyntax.self) {
            guard marker.thenExpression.id == child.id, let ternary = Ternary(marker: marker) else { return [] }
            return [(ternary, .then)] + parts(holding: marker).filter { $0.part != .condition }
        }
        guard let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return [] }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == child.id }) else { return [] }
        let segment = segment(around: index, in: elements)
        var found: [(ternary: Ternary, part: Part)] = []
        if !child.is(UnresolvedTernaryExprSyntax.self),
           let next = elements[(index + 1)..<segment.upperBound].first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self),
           let ternary = Ternary(marker: next) {
            found.append((ternary, .condition))
        }
        for before in elements[segment.lowerBound..<index].reversed() {
            if let marker = before.as(UnresolvedTernaryExprSyntax.self), let ternary = Ternary(marker: marker) { found.append((ternary, .otherwise)) }
        }
        return found
    }

    /// The conditional whose whole condition is `node`.
    public static func withCondition(_ node: some SyntaxProtocol) -> Ternary? {
        parts(holding: node).first { $0.part == .condition && $0.ternary.isWholeCondition(node) }?.ternary
    }

    /// The branch an enclosing `if` settles: inside `if !searching { … }`, `searching ? 0 : 1`
    /// always gives 1, so nothing it decides ever changes there. Nil when no `if` around the
    /// conditional, up to the first declaration or closure, tests its one-element condition
    /// (or that negated) alone.
    public var branchSettledByEnclosingIf: Part? {
        guard let condition else { return nil }
        let (tested, negated) = Self.test(condition)
        var child = Syntax(sequence)
        while let parent = child.parent, !parent.is(DeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), branch.conditions.count == 1,
               let outer = branch.conditions.first?.condition.as(ExprSyntax.self),
               branch.body.id == child.id || branch.elseBody?.id == child.id {
                let (outerTested, outerNegated) = Self.test(outer)
                if outerTested == tested {
                    let outerHolds = branch.body.id == child.id
                    return (outerHolds != outerNegated) != negated ? .then : .otherwise
                }
            }
            child = parent
        }
        return nil
    }

    /// The expression a condition tests and whether it is negated (`!(flag)` tests `flag`, negated).
    private static func test(_ condition: ExprSyntax) -> (tested: String, negated: Bool) {
        var node = Syntax(condition).insideParentheses
        var negated = false
        while let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated.toggle()
            node = Syntax(prefix.expression).insideParentheses
        }
        return (node.trimmedDescription, negated)
    }

    /// The conditionals whose then or else expression holds `node`, at any depth, up to (not
    /// through) the first declaration or closure: the code `node` is in runs only on one branch.
    public static func branchesHolding(_ node: some SyntaxProtocol) -> [Ternary] {
        var found: [Ternary] = []
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(DeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            found += parts(holding: child).filter { $0.part != .condition }.map(\.ternary)
            child = parent
        }
        return found
    }

    /// The elements of `elements` around `index` that no assignment splits (`x = c ? a : b`,
    /// `y += c ? 1 : 2`): assignment binds looser than `?:`.
    private static func segment(around index: Int, in elements: [ExprSyntax]) -> Range<Int> {
        let lower = elements[..<index].lastIndex(where: isAssignment).map { $0 + 1 } ?? 0
        let upper = elements[(index + 1)...].firstIndex(where: isAssignment) ?? elements.count
        return lower..<upper
    }

    private static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let operation = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return operation.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
    }

    private static func span(_ elements: [ExprSyntax]) -> Range<AbsolutePosition> {
        guard let first = elements.first, let last = elements.last else { return AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 0) }
        return first.positionAfterSkippingLeadingTrivia..<last.endPositionBeforeTrailingTrivia
    }
}
