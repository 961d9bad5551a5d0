import Foundation
import SwiftSyntax
import ThumbruleCore

/// An Apple Pay button drawn by hand: a SwiftUI `Button` whose label says Apple Pay (or
/// shows the `applelogo` symbol beside "Pay"), or a `UIButton` titled so, instead of the
/// system's `PayWithApplePayButton` / `PKPaymentButton`. A copy breaks the Apple Pay brand
/// rules and looks like phishing; the system button also localises and adapts itself.
///
/// High confidence for an action label ("Pay with Apple Pay", "Buy with Apple Pay"); medium
/// for a bare "Apple Pay", which may be a row in a list of payment methods, where the
/// Apple Pay mark belongs instead. Known false negatives: labels from localised keys or
/// variables, and images of the Apple Pay mark.
struct HandDrawnApplePayButton: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-wallet-first.hand-drawn-button",
        ruleId: "pay-wallet-first",
        summary: "An Apple Pay button drawn by hand instead of PayWithApplePayButton / PKPaymentButton",
        triggering: [
            CheckExample("""
            struct CheckoutView: View {
                var body: some View {
                    VStack {
                        ↓Button("Pay with Apple Pay") { startApplePay() }
                            .buttonStyle(.borderedProminent)
                        ↓Button { startApplePay() } label: {
                            HStack { Image(systemName: "applelogo"); Text("Pay") }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            final class CheckoutViewController: UIViewController {
                let payButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓payButton.setTitle("Buy with Apple Pay", for: .normal)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import PassKit

            struct CheckoutView: View {
                var body: some View {
                    VStack {
                        PayWithApplePayButton(.buy) { startApplePay() }
                        Text("Apple Pay is not set up on this device.")
                        Button("Learn more about Apple Pay") { openHelp() }
                        Button("Pay with card") { payByCard() }
                    }
                }
            }
            """),
        ]
    )

    /// Words of a label that make it a call to pay rather than a name in a list.
    static let actionWords: Set<String> = ["pay", "buy", "checkout", "check", "donate", "subscribe", "order", "book", "continue", "set", "use", "with"]
    static let explanatoryWords: Set<String> = ["not", "learn", "about", "help", "how", "why", "what", "unavailable", "available"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            let labelTexts = Self.labelLiterals(of: button, file: file)
            let drawsMark = button.labelClosure.map { closure in
                file.index.stringLiterals(within: closure).contains { $0.plainText == "applelogo" }
                    && labelTexts.contains { NameWords.split($0).contains("pay") }
            } ?? false
            if let label = labelTexts.first(where: Self.namesApplePay) {
                report(label: label, at: button, file: file, &output)
            } else if drawsMark {
                report(label: "the Apple logo and \"Pay\"", at: button, file: file, &output)
            }
        }
        for title in file.index.calls("setTitle") {
            guard let text = title.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText, Self.namesApplePay(text) else { continue }
            report(label: text, at: title, file: file, &output)
        }
    }

    private func report(label: String, at node: FunctionCallExprSyntax, file: SwiftFile, _ output: inout CheckOutput) {
        let rest = label.replacingOccurrences(of: "apple pay", with: "", options: .caseInsensitive)
        let isAction = !Self.actionWords.isDisjoint(with: NameWords.split(rest)) || label.hasPrefix("the Apple logo")
        output.report(
            "This button is drawn by hand to look like Apple Pay (\(label.hasPrefix("the Apple") ? label : "\"\(label)\"")); Apple's brand rules require the system button. Use PayWithApplePayButton in SwiftUI or PKPaymentButton in UIKit, shown first when PKPaymentAuthorizationController.canMakePayments() is true.",
            at: file.position(of: node), confidence: isAction ? .high : .medium)
    }

    /// "Pay with Apple Pay", "Apple Pay": short labels naming Apple Pay, not sentences about it.
    static func namesApplePay(_ text: String) -> Bool {
        let words = NameWords.split(text)
        guard words.count <= 6, !text.contains("?") else { return false }
        let named = zip(words, words.dropFirst()).contains { $0 == "apple" && $1 == "pay" }
        return named && explanatoryWords.isDisjoint(with: words)
    }

    /// The literal texts a Button shows: its title argument, or the literals in its label closure.
    static func labelLiterals(of button: FunctionCallExprSyntax, file: SwiftFile) -> [String] {
        if let title = button.arguments.first?.expression.as(StringLiteralExprSyntax.self), button.arguments.first?.label == nil {
            return [title.plainText]
        }
        guard let closure = button.labelClosure else { return [] }
        return file.index.stringLiterals(within: closure).map(\.plainText)
    }
}
