import SwiftSyntax
import ThumbruleCore

/// The amount shown where the user commits to pay is not the amount billed.
///
/// Apple Pay: the sheet shows the last `PKPaymentSummaryItem` of `paymentSummaryItems` as the
/// grand total. Reported when that last item is labelled as a component (shipping, tax, a
/// fee, a subtotal) after other items, so the sheet presents a part as the total; or when
/// its amount is a subtotal, or the very expression of an earlier line while another line
/// adds something, so the fees listed above are not in it. A pay button: its title names
/// the subtotal (`Button("Pay \(cart.subtotal)")`, `setTitle("Place order · \(subtotal)",
/// for: .normal)`), so the figure beside the commitment leaves out what is added after.
///
/// Only literal labels and the expressions written in the array are read; items built
/// elsewhere decide nothing. Known false negative: a total computed wrongly by arithmetic.
struct PartialTotalAtCommit: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-total.partial-total",
        ruleId: "pay-total",
        summary: "An Apple Pay summary whose last item (the total) is a component or a subtotal, or a pay button that names the subtotal",
        triggering: [
            CheckExample("""
            import PassKit

            func request(for cart: Cart) -> PKPaymentRequest {
                let request = PKPaymentRequest()
                request.paymentSummaryItems = [
                    PKPaymentSummaryItem(label: "Espresso beans", amount: cart.subtotal),
                    ↓PKPaymentSummaryItem(label: "Shipping", amount: cart.shipping),
                ]
                return request
            }
            """),
            CheckExample("""
            import PassKit

            func request(for cart: Cart) -> PKPaymentRequest {
                let request = PKPaymentRequest()
                request.paymentSummaryItems = [
                    PKPaymentSummaryItem(label: "Subtotal", amount: cart.itemsAmount),
                    PKPaymentSummaryItem(label: "Delivery", amount: cart.deliveryFee),
                    ↓PKPaymentSummaryItem(label: "Roastery Ltd", amount: cart.itemsAmount),
                ]
                return request
            }
            """),
            CheckExample("""
            import SwiftUI

            struct CheckoutFooter: View {
                let cart: Cart
                var body: some View {
                    ↓Button("Pay \\(cart.subtotal.formatted(.currency(code: cart.currency)))") { cart.placeOrder() }
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                let payButton = UIButton(type: .system)
                func render(_ cart: Cart) {
                    ↓payButton.setTitle("Place order – \\(cart.formattedSubtotal)", for: .normal)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import PassKit

            func request(for cart: Cart) -> PKPaymentRequest {
                let request = PKPaymentRequest()
                request.paymentSummaryItems = [
                    PKPaymentSummaryItem(label: "Subtotal", amount: cart.subtotal),
                    PKPaymentSummaryItem(label: "Shipping", amount: cart.shipping),
                    PKPaymentSummaryItem(label: "Tax", amount: cart.tax),
                    PKPaymentSummaryItem(label: "Roastery Ltd", amount: cart.total),
                ]
                return request
            }
            """),
            // One line for a donation: its amount is the total.
            CheckExample("""
            import PassKit

            func donation(_ amount: NSDecimalNumber) -> PKPaymentRequest {
                let request = PKPaymentRequest()
                request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Wikimedia CH", amount: amount)]
                return request
            }
            """),
            CheckExample("""
            import SwiftUI

            struct CheckoutFooter: View {
                let cart: Cart
                var body: some View {
                    VStack {
                        Text("Subtotal \\(cart.subtotal.formatted(.currency(code: cart.currency)))")
                        Button("Pay \\(cart.total.formatted(.currency(code: cart.currency)))") { cart.placeOrder() }
                    }
                }
            }
            """),
        ]
    )

    static let summaryItemTypes: Set<String> = [
        "PKPaymentSummaryItem", "PKRecurringPaymentSummaryItem", "PKDeferredPaymentSummaryItem", "PKAutomaticReloadPaymentSummaryItem",
    ]
    /// Label words of a line that is a part of the total, not the total.
    static let componentWords: Set<String> = [
        "shipping", "delivery", "postage", "handling", "tax", "taxes", "vat", "gst", "fee", "fees", "surcharge", "tip", "discount", "subtotal",
    ]
    /// Words of a button title that commit to paying.
    static let commitWords: Set<String> = ["pay", "checkout", "order", "buy", "purchase", "confirm"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("paymentSummaryItems") {
            guard let items = ExprSyntax(member).assignedValue?.as(ArrayExprSyntax.self) else { continue }
            checkSummary(Array(items.elements.map(\.expression)), file, &output)
        }
        for call in file.index.calls("Button", "setTitle") {
            guard let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  !Self.commitWords.isDisjoint(with: NameWords.split(title.plainText)) else { continue }
            let shown = title.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
            guard shown.contains(where: Self.namesSubtotal) else { continue }
            output.report(
                "This pay button shows the subtotal, so the amount beside the commitment leaves out the shipping, tax or fees billed with it. Show the final total (everything the card is charged) in the button and itemise the parts above it.",
                at: file.position(of: call))
        }
    }

    private func checkSummary(_ elements: [ExprSyntax], _ file: SwiftFile, _ output: inout CheckOutput) {
        let lines = elements.map { $0.as(FunctionCallExprSyntax.self) }
        guard lines.count >= 2, let last = lines.last ?? nil, Self.summaryItemTypes.contains(last.calleeName ?? "") else { return }
        let label = last.argument("label")?.expression.as(StringLiteralExprSyntax.self)?.plainText
        if let label, !Self.componentWords.isDisjoint(with: NameWords.split(label)) {
            output.report(
                "The last PKPaymentSummaryItem is the grand total on the Apple Pay sheet, and here it is \"\(label)\", so the sheet presents one part as the whole amount. End paymentSummaryItems with an item labelled with your business name whose amount is the sum of the lines above it.",
                at: file.position(of: last))
            return
        }
        guard let amount = last.argument("amount")?.expression else { return }
        let amounts = lines.dropLast().compactMap { $0?.argument("amount")?.expression.trimmedSourceText }
        let repeated = amounts.contains(amount.trimmedSourceText) && amounts.contains { $0 != amount.trimmedSourceText }
        guard repeated || Self.namesSubtotal(amount) else { return }
        output.report(
            "The last PKPaymentSummaryItem is the grand total on the Apple Pay sheet, but its amount (\(amount.trimmedSourceText)) is the subtotal, so the lines above it that add shipping, tax or fees are not in the total the person approves. Give it the sum of every line.",
            at: file.position(of: last))
    }

    /// True when an expression names a subtotal: `cart.subtotal`, `formattedSubtotal`, `subTotal`.
    static func namesSubtotal(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            let words = NameWords.split(name)
            return words.contains("subtotal") || zip(words, words.dropFirst()).contains { $0 == "sub" && $1 == "total" }
        }
    }
}
