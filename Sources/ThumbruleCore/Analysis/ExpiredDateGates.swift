import Foundation
import SwiftSyntax

/// Code that runs only before a fixed day written in the source: the body of
/// `if let end = Calendar.current.date(from: DateComponents(year: 2025, month: 2, day: 1)),
/// Date() < end`, the rest of a block after `guard Date() < end`, and the bodies of private
/// functions only such code calls (a time-limited offer's presenter). Recorded under a flag
/// naming the day; the model turns the flag off when the project's own files prove they were
/// written after that day (`SourceDate`), so the result depends on the source, never on the
/// day the tool runs.
enum ExpiredDateGates {
    /// The flag the outline records code running only before `day` (`yyyymmdd`) under.
    static func flag(before day: Int) -> String { "before(\(day))" }

    /// The day of a flag from `flag(before:)`, nil for any other flag.
    static func day(ofFlag flag: String) -> Int? {
        guard flag.hasPrefix("before("), flag.hasSuffix(")") else { return nil }
        return Int(flag.dropFirst("before(".count).dropLast())
    }

    /// By flag, the code that runs only while `Date()` is earlier than a literal day.
    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var regions: [String: [Range<AbsolutePosition>]] = [:]
        for now in file.index.calls("Date") where now.arguments.isEmpty {
            guard let comparison = now.parent?.parent?.as(SequenceExprSyntax.self), comparison.elements.count == 3,
                  comparison.parent?.is(ConditionElementSyntax.self) == true else { continue }
            let elements = Array(comparison.elements)
            guard let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { continue }
            // `Date() < end` or `end > Date()`: true only before `end`.
            let other: ExprSyntax
            if elements[0].id == now.id, ["<", "<="].contains(operatorText) { other = elements[2] }
            else if elements[2].id == now.id, [">", ">="].contains(operatorText) { other = elements[0] }
            else { continue }
            guard let day = literalDay(other, in: file) else { continue }
            let gates = ConditionGates.decidedWhenHolding(Syntax(comparison))
            if !gates.isEmpty { regions[flag(before: day), default: []] += gates }
        }
        return regions.mapValues { ConditionGates(regions: $0).addingPrivateFunctions(onlyCalledFromGates: file).regions }
    }

    /// The day (`yyyymmdd`) an expression names with literals: `Calendar.current.date(from:
    /// DateComponents(year: 2025, month: 2, day: 1))`, directly, force-unwrapped, or through a
    /// `let` or a binding earlier in the same condition list.
    private static func literalDay(_ expression: ExprSyntax, in file: SwiftFile) -> Int? {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return literalDay(unwrapped.expression, in: file) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = boundEarlier(reference) ?? file.index.constantValue(of: reference) else { return nil }
            return literalDay(value, in: file)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "date",
              let components = call.arguments.first(where: { $0.label?.text == "from" })?.expression.as(FunctionCallExprSyntax.self),
              components.calleeName == "DateComponents" else { return nil }
        func value(_ label: String) -> Int? {
            components.arguments.first { $0.label?.text == label }?.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
        }
        guard let year = value("year"), let month = value("month"), let day = value("day"),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        return year * 10000 + month * 100 + day
    }

    /// The value `if let end = …, Date() < end` binds to `reference` in an earlier element of its condition list.
    private static func boundEarlier(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard let element = reference.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) }),
              let list = element.parent?.as(ConditionElementListSyntax.self) else { return nil }
        return list.filter { $0.endPosition <= element.position }
            .compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
            .last { $0.pattern.trimmedDescription == reference.baseName.text }?.initializer?.value
    }
}

/// The day (`yyyymmdd`) a Swift file's Xcode header says it was created on (`//  Created by
/// Ann on 13/2/25.`): the source cannot predate it. The header writes the day in the author's
/// locale (`13/2/25`, `2/13/25`, `28.09.2020`, `2025-02-13`), so where day and month could be
/// either, the earlier reading is taken.
enum SourceDate {
    static func createdDay(of file: SwiftFile) -> Int? {
        for piece in file.tree.leadingTrivia {
            guard case .lineComment(let text) = piece, let on = text.range(of: " on ", options: .backwards),
                  text.contains("Created by") else { continue }
            return day(written: text[on.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: ". ")))
        }
        return nil
    }

    static func day(written text: String) -> Int? {
        let parts = text.split(whereSeparator: { "/.-".contains($0) }).map { Int($0) }
        guard parts.count == 3, let first = parts[0], let second = parts[1], let third = parts[2] else { return nil }
        func valid(_ year: Int, _ month: Int, _ day: Int) -> Int? {
            (1...12).contains(month) && (1...31).contains(day) ? year * 10000 + month * 100 + day : nil
        }
        if text.split(whereSeparator: { "/.-".contains($0) })[0].count == 4 { return valid(first, second, third) }
        let year = third < 100 ? 2000 + third : third
        return [valid(year, second, first), valid(year, first, second)].compactMap { $0 }.min()
    }
}
