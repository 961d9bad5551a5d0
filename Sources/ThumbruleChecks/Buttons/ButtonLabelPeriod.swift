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
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for label in ButtonLabel.all(in: file) {
            let text = label.text.trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix("."), !text.hasSuffix(".."), text.contains(" ") || text.count > 1,
                  !Self.looksLikeKey(text) else { continue }
            output.report(
                "\"\(text)\" ends with a period; a button label is a command, not a sentence: drop the period (\"\(text.dropLast())\").",
                at: file.position(of: label.literal), confidence: .high)
        }
    }

    /// `settings.title.` and similar localisation keys are not copy.
    static func looksLikeKey(_ text: String) -> Bool {
        !text.contains(" ") && text.dropLast().contains(".")
    }
}
