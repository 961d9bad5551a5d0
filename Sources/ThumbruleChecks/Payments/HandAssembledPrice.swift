import SwiftSyntax
import ThumbruleCore

/// A store price assembled by hand: the product's `priceLocale.currencySymbol` shown beside
/// the amount (often with a typed `?? "$"` fallback and a `%.2f` format) instead of the
/// store's formatted price. Symbol placement, spacing, decimals and grouping differ by locale
/// (`12,99 €`, `¥1200`, `CHF 12.00`), and the fallback shows dollars wherever the symbol is
/// missing.
///
/// Reported where the symbol is shown: inside a `Text`, a string interpolation or a `+`, or
/// given a literal fallback. Handing it to a formatter (`formatter.currencySymbol = …`) is left
/// alone. High confidence with a literal fallback or a fixed-decimals format in the same
/// declaration; medium otherwise.
struct HandAssembledPrice: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.hand-assembled-price",
        ruleId: "pay-price-source",
        summary: "A store price put together from the currency symbol and a number instead of the store's formatted price",
        triggering: [
            CheckExample("""
            import SwiftUI
            struct PriceTag: View {
                let product: StoreKitClient.Product
                var body: some View {
                    HStack(alignment: .top, spacing: 0) {
                        Text(↓product.priceLocale.currencySymbol ?? "$")
                        Text("\\(product.price.doubleValue, specifier: "%.2f")")
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            func priceLabel(_ product: SKProduct) -> String {
                "\\(↓product.priceLocale.currencySymbol ?? "")\\(String(format: "%.2f", product.price.doubleValue))"
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            func cost(_ product: SKProduct) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.locale = product.priceLocale
                return formatter.string(from: product.price) ?? ""
            }
            """),
            CheckExample("""
            import StoreKit
            func formatter(for product: SKProduct) -> NumberFormatter {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.currencySymbol = product.priceLocale.currencySymbol
                return formatter
            }
            """),
            // The device's own locale, not a store price.
            CheckExample("""
            import SwiftUI
            struct BudgetField: View {
                var body: some View { Text(Locale.current.currencySymbol ?? "$") }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for symbol in file.index.memberAccesses("currencySymbol") {
            guard let base = symbol.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "priceLocale",
                  !symbol.isAssigned, ExprSyntax(symbol).assignmentTarget == nil else { continue }
            let fallback = Self.literalFallback(of: symbol)
            guard fallback != nil || Self.isShown(symbol) else { continue }
            let fixedDecimals = symbol.enclosingScope.map { scope in
                file.index.stringLiterals(within: scope).contains { Self.isFixedDecimals($0.plainText) }
            } ?? false
            var how = "shows the store's currency symbol next to a number it formats itself"
            if let fallback { how += ", falling back to a typed \"\(fallback)\"" }
            if fixedDecimals { how += ", with a fixed number of decimals" }
            output.report(
                "This \(how), so buyers see symbol placement, decimals and separators that are wrong for their storefront; show the store's formatted price (Product.displayPrice in StoreKit 2, or a NumberFormatter with numberStyle .currency and the SKProduct's priceLocale).",
                at: file.position(of: symbol), confidence: fallback != nil || fixedDecimals ? .high : .medium)
        }
    }

    /// The literal after `?? "…"` when the symbol is given one.
    static func literalFallback(of symbol: MemberAccessExprSyntax) -> String? {
        guard let sequence = symbol.parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == symbol.id }) else { return nil }
        let rest = sequence[sequence.index(after: index)...]
        guard let op = rest.first?.as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
              let literal = rest.dropFirst().first?.as(StringLiteralExprSyntax.self), !literal.hasInterpolation,
              !literal.plainText.isEmpty else { return nil }
        return literal.plainText
    }

    /// True when the symbol is drawn: an argument of `Text`, inside an interpolation, or joined with `+`.
    static func isShown(_ symbol: MemberAccessExprSyntax) -> Bool {
        var node: Syntax? = symbol.parent
        while let current = node {
            if current.is(ExpressionSegmentSyntax.self) { return true }
            if let call = current.as(FunctionCallExprSyntax.self) { return call.calleeName == "Text" }
            if let sequence = current.as(ExprListSyntax.self),
               sequence.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// `%.2f`, `%.0f`: a decimal count fixed in the format.
    static func isFixedDecimals(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.indices.contains { index in
            index + 3 < characters.count && characters[index] == "%" && characters[index + 1] == "."
                && characters[index + 2].isNumber && characters[index + 3] == "f"
        }
    }
}
