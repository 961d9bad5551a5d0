import SwiftSyntax
import ThumbruleCore

/// A count glued to an English plural noun in a `String` set as UIKit text or read aloud
/// (`peopleLabel.accessibilityLabel = "\(Int(stepper.value)) people"`), in an app localised into
/// two languages or more. An interpolated `String` has no plural variants, so one person reads
/// "1 people", and no catalog translates the noun while the rest of the app is translated.
///
/// The value must be a count: an `Int(…)` conversion or a name with `count`, `number` or
/// `quantity` in it. The noun is the word right after it: one ending in `s` (not `ss`, `us`,
/// `is`) or an irregular plural (`people`, `children`). SwiftUI's `Text("\(n) items")` is left
/// alone: its literal is a localised key a catalog can give plural variants. An app of one
/// language is left alone too.
struct CountGluedToNoun: SwiftFileCheck, ProjectCheck {
    static var documentsRead: Set<FileKind>? { [.strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "l10n-strings.count-glued-noun",
        ruleId: "l10n-strings",
        summary: "A count glued to an English plural noun in UIKit text of a localised app, with no plural variant",
        triggering: [
            // tip-calculator: the split stepper's people count, read by VoiceOver.
            CheckExample(files: [
                ("App/SplitView.swift", """
                import UIKit
                final class SplitView: UIView {
                    let peopleLabel = UILabel()
                    let itemsButton = UIButton(type: .system)
                    func update(_ stepper: UIStepper, itemCount: Int) {
                        peopleLabel.text = "\\(Int(stepper.value))x"
                        peopleLabel.accessibilityLabel = ↓"\\(Int(stepper.value)) people"
                        itemsButton.setTitle(↓"\\(itemCount) items", for: .normal)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
        ],
        nonTriggering: [
            // Units, SwiftUI keys, a value that is no count, and a localised format.
            CheckExample(files: [
                ("App/SplitView.swift", """
                import UIKit
                import SwiftUI
                final class SplitView: UIView {
                    let distanceLabel = UILabel()
                    func update(distance: Int, name: String, count: Int) {
                        distanceLabel.text = "\\(Int(distance)) km"
                        distanceLabel.accessibilityLabel = "\\(name) logs"
                        distanceLabel.text = String(format: NSLocalizedString("%d people", comment: ""), count)
                        print("\\(count) items")
                    }
                }
                struct Summary: View {
                    let count: Int
                    var body: some View { Text("\\(count) items") }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
            // The same label in an app of one language.
            CheckExample(files: [
                ("App/SplitView.swift", """
                import UIKit
                final class SplitView: UIView {
                    let peopleLabel = UILabel()
                    func update(_ stepper: UIStepper) { peopleLabel.accessibilityLabel = "\\(Int(stepper.value)) people" }
                }
                """),
            ]),
        ]
    )

    /// UIKit properties whose text is shown or read aloud.
    static let textProperties: Set<String> = ["text", "title", "placeholder", "accessibilityLabel", "accessibilityValue"]
    /// Plurals that do not end in `s`.
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice", "geese"]
    static let countWords: Set<String> = ["count", "number", "quantity"]

    static let glued = FactKey<SourcePosition>("l10n-strings.count-glued-noun")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for literal in file.index.stringLiterals where literal.hasInterpolation && Self.gluesCountToNoun(literal) && Self.isUIKitText(ExprSyntax(literal)) {
            output.facts.add(file.position(of: literal), for: Self.glued)
        }
    }

    /// An interpolated count followed by a space and a plural noun.
    static func gluesCountToNoun(_ literal: StringLiteralExprSyntax) -> Bool {
        let segments = Array(literal.segments)
        for (index, segment) in segments.enumerated() {
            guard let value = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression, isCount(value),
                  index + 1 < segments.count, let next = segments[index + 1].as(StringSegmentSyntax.self)?.content.text,
                  next.first == " " else { continue }
            let word = next.dropFirst().prefix { $0.isLetter }.lowercased()
            if irregularPlurals.contains(word) { return true }
            if word.count >= 3, word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) { return true }
        }
        return false
    }

    /// `Int(…)`, or a name of a count (`itemCount`, `splitQuantity`).
    static func isCount(_ value: ExprSyntax) -> Bool {
        if value.as(FunctionCallExprSyntax.self)?.calleeName == "Int" { return true }
        guard let name = value.lastNameComponent, value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) else { return false }
        return !countWords.isDisjoint(with: NameWords.split(name))
    }

    /// The literal is assigned to a UIKit text property or passed as a title, message or
    /// `setTitle`'s text.
    static func isUIKitText(_ value: ExprSyntax) -> Bool {
        if let target = value.assignmentTarget?.as(MemberAccessExprSyntax.self) {
            return target.base != nil && textProperties.contains(target.declName.baseName.text)
        }
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        return UIKitLiteralText.textArguments[name]?.contains(argument.label?.text ?? "") == true
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let languages = UIKitLiteralText.languages(project)
        guard languages.count >= 2 else { return }
        for position in project.shippingFacts(Self.glued, at: { $0 }).sorted() {
            output.report(
                "This text glues a count to an English plural noun in a plain String, which has no plural variants and no translation: one reads \"1 …s\" and every language of the app's \(languages.count) sees English; use a catalog string with plural variants (String(localized:) with the count, or a .stringsdict).",
                at: position, confidence: .medium)
        }
    }
}
