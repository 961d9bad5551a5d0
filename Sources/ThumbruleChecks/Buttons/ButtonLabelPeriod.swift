import SwiftSyntax
import ThumbruleCore

/// A button, alert action or bar item title ending in a period: a label is a command,
/// not a sentence. An ellipsis ("Share…", "More...") is fine: it announces that more
/// input follows.
///
/// Known false negatives: titles from variables and string catalogs. Known false
/// positive: an abbreviation at the end of a label ("Contact Inc.").
struct ButtonLabelPeriod: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-label.trailing-period",
        ruleId: "button-label",
        summary: "A button or alert action title that ends with a period",
        triggering: [
            CheckExample("""
            struct Paywall: View {
                var body: some View {
                    VStack {
                        Button(↓"Start free trial.") { start() }
                        Button { restore() } label: { Label(↓"Restore purchases.", systemImage: "arrow.clockwise") }
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            func confirm(_ alert: UIAlertController) {
                alert.addAction(UIAlertAction(title: ↓"Delete photo.", style: .destructive))
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Paywall: View {
                var body: some View {
                    VStack {
                        Button("Start free trial") { start() }
                        Button("Share…") { share() }
                        Button("More...") { more() }
                        Text("Cancel anytime.")
                    }
                }
            }
            """),
            // The link that finishes a sentence its Text begins.
            CheckExample("""
            struct StuckView: View {
                var body: some View {
                    HStack {
                        Text("Also, please")
                        Button("file radar.") { openURL(radarURL) }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for label in ButtonLabel.all(in: file) {
            let text = label.text.trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix("."), !text.hasSuffix(".."), text.contains(" ") || text.count > 1,
                  !Self.looksLikeKey(text), !Self.finishesSentence(label) else { continue }
            output.report(
                "\"\(text)\" ends with a period; a button label is a command, not a sentence: drop the period (\"\(text.dropLast())\").",
                at: file.position(of: label.literal), confidence: .high)
        }
    }

    /// True for a lowercase title of a button laid in an `HStack` right after a `Text` whose
    /// words stop mid-sentence (`Text("Also, please")` then `Button("file radar.")`): the button
    /// is the link that ends the sentence, and its period ends the sentence, not a command.
    static func finishesSentence(_ label: ButtonLabel) -> Bool {
        guard let control = label.control, label.text.first?.isLowercase == true else { return false }
        // The statement the button (with any modifiers) makes in its builder.
        var node = Syntax(control)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            guard !parent.is(ClosureExprSyntax.self) else { return false }
            node = parent
        }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.parent?.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "HStack",
              let index = list.firstIndex(where: { $0.id == item.id }), index != list.startIndex else { return false }
        let previous = list[list.index(before: index)].item
        guard let text = previous.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)?.rootViewCall, text.calleeName == "Text",
              let words = text.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText.trimmingCharacters(in: .whitespaces),
              let last = words.last else { return false }
        return last.isLetter || last == ","
    }

    /// `settings.title.` and similar localisation keys are not copy.
    static func looksLikeKey(_ text: String) -> Bool {
        !text.contains(" ") && text.dropLast().contains(".")
    }
}
