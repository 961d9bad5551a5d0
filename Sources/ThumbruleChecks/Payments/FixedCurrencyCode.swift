import SwiftSyntax
import ThumbruleCore

/// A product price formatted with a currency fixed in code: `.currency(code: "USD")`,
/// `formatter.currencyCode = "EUR"`, `formatter.currencySymbol = "$"`, or a formatter's
/// `locale = Locale(identifier: "en_US")`. Every storefront with another currency then sees
/// its amount labelled in the wrong one.
///
/// High confidence when the formatted value is a product price (`product.price`,
/// `.price`) in a file that uses a purchase API; medium when the file sells through a
/// purchase API but the value is not visibly a price. Files that sell nothing are skipped:
/// a fixed currency can be right for the app's own bookkeeping. Known false negatives:
/// codes held in constants.
struct FixedCurrencyCode: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.fixed-currency-code",
        ruleId: "pay-price-source",
        summary: "A product price formatted with a currency code or locale written into the code",
        optIn: "Judged true in 0 of 3 findings on apps nobody tuned it on: fixed codes were test products or amounts that really are in that currency.",
        triggering: [
            CheckExample("""
            import StoreKit

            struct PlanRow: View {
                let product: Product
                var body: some View {
                    Text(product.price, format: ↓.currency(code: "USD"))
                    Text((product.price / 12).formatted(↓.currency(code: "EUR")))
                }
            }
            """),
            CheckExample("""
            import StoreKit

            func priceText(for product: SKProduct) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                ↓formatter.locale = Locale(identifier: "en_US")
                return formatter.string(from: product.price) ?? ""
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit

            struct PlanRow: View {
                let product: Product
                var body: some View {
                    Text(product.displayPrice)
                    Text((product.price / 12).formatted(product.priceFormatStyle))
                    Text(product.price, format: .currency(code: product.priceFormatStyle.currencyCode))
                }
            }
            """),
            CheckExample("""
            struct ExpenseRow: View {
                let expense: Expense
                var body: some View { Text(expense.amount, format: .currency(code: "USD")) }
            }
            """),
        ]
    )

    static let formatterMembers: Set<String> = ["currencyCode", "currencySymbol", "internationalCurrencySymbol"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard PurchaseCode(file).importsPurchaseAPI else { return }
        for style in file.index.calls("currency", "Currency") {
            guard let code = style.argument("code")?.expression.as(StringLiteralExprSyntax.self) else { continue }
            report(style, fixed: "the currency code \"\(code.plainText)\"", file: file, &output)
        }
        for member in file.index.memberAccessesByName.filter({ Self.formatterMembers.contains($0.key) }).values.joined() {
            guard member.isAssigned, let value = ExprSyntax(member).assignedValue?.as(StringLiteralExprSyntax.self) else { continue }
            report(member, fixed: "\(member.declName.baseName.text) \"\(value.plainText)\"", file: file, &output)
        }
        for member in file.index.memberAccesses("locale") where member.base != nil && member.isAssigned {
            guard let value = ExprSyntax(member).assignedValue?.as(FunctionCallExprSyntax.self), value.calleeName == "Locale",
                  value.argument("identifier")?.expression.is(StringLiteralExprSyntax.self) == true,
                  file.index.memberAccesses("currency").contains(where: { ExprSyntax($0).assignmentTarget != nil }) else { continue }
            report(member, fixed: "the locale \(value.trimmedSourceText)", file: file, &output)
        }
    }

    private func report(_ node: some SyntaxProtocol, fixed: String, file: SwiftFile, _ output: inout CheckOutput) {
        let showsPrice = node.enclosingScope.map { file.index.names(within: $0).contains("price") } ?? false
        output.report(
            "This formats a price with \(fixed) fixed in code, so buyers in other storefronts see their price in the wrong currency. Show product.displayPrice, or format with product.priceFormatStyle (StoreKit 2) or a NumberFormatter whose locale is the SKProduct's priceLocale.",
            at: file.position(of: node), confidence: showsPrice ? .high : .medium)
    }
}
