import SwiftSyntax
import ThumbruleCore

/// A saving typed into copy beside the store's prices ("Save 20%", "30% off", a "-16%" badge).
/// Regional prices are not a fixed ratio of each other, and a price change moves the ratio, so
/// a percentage saved that is not computed from the products' own prices is right in one
/// storefront at best (the rulebook's derived-figures bullet under `pay-price-source`).
///
/// A percentage counts as a saving when its literal says so (save, off, discount, less), when
/// it is a signed badge on its own ("-16%"), or when the declaration around it is named for
/// one (`discountText`). It is reported only where `PriceLiteral.sale(tiedTo:)` ties the code
/// to the app's own sale, once per declaration. A percentage built from an interpolated value
/// ("Save \(saving)%") is computed and left alone. Known false negative: a saving kept in a
/// strings file rather than in Swift.
struct TypedSavingsPercent: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.typed-saving",
        ruleId: "pay-price-source",
        summary: "A percentage saved typed into a paywall instead of computed from the store's prices",
        triggering: [
            CheckExample("""
            import StoreKit
            struct PlansView: View {
                let products: [Product]
                var body: some View {
                    VStack {
                        Text(↓"Save 20% with the annual plan")
                        ForEach(products) { product in Text(product.displayPrice) }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            struct Plan {
                let product: Product
                let months: Int
                var priceText: String { product.displayPrice }
                var discountText: String? {
                    switch months {
                    case 12: return ↓"-16%"
                    case 24: return "-30%"
                    default: return nil
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            struct PlansView: View {
                let monthly: Product
                let annual: Product
                var saving: Int { Int(((1 - annual.price / (monthly.price * 12)) * 100 as NSDecimalNumber).intValue) }
                var body: some View {
                    Text("Save \\(saving)% with the annual plan")
                    Text(annual.displayPrice)
                    Text("100% of the proceeds fund the project")
                }
            }
            """),
            // Percentages the app does not sell with: a budget, a battery level, a coupon in
            // a shopping list that has nothing to do with the app's own products.
            CheckExample("""
            struct BudgetCard: View {
                var body: some View {
                    Text("Save 20% of each pay cheque")
                    Text("Low power mode turns off at 20%")
                }
            }
            """),
        ]
    )

    /// Words that make a percentage a saving.
    static let savingWords: Set<String> = ["save", "saving", "savings", "off", "discount", "discounted", "less", "cheaper"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let sellsInApp = file.index.importedModules.contains { PriceLiteral.purchaseMarkers.contains($0) }
        var reportedScopes: Set<SyntaxIdentifier> = []
        for literal in file.index.stringLiterals {
            guard literal.openingPounds == nil, let percent = Self.typedSaving(in: literal) else { continue }
            if let call = literal.enclosingCallName, PriceLiteral.ignoredCalls.contains(call) { continue }
            if literal.isInSampleCode || Currency.amount(in: literal.plainText) != nil { continue }
            guard PriceLiteral.sale(tiedTo: literal, in: file, sellsInApp: sellsInApp) != nil else { continue }
            if let scope = literal.enclosingScope, !reportedScopes.insert(scope.id).inserted { continue }
            output.report(
                "\"\(percent)\" is a saving typed in beside the store's prices; store prices differ by storefront and change, so compute the percentage from the products' own prices (for example from Product.price of the two plans) or leave it out.",
                at: file.position(of: literal))
        }
    }

    /// The typed percentage when the literal states a saving with a number written in it.
    static func typedSaving(in literal: StringLiteralExprSyntax) -> String? {
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self)?.content.text, let percent = percentage(in: text) else { continue }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let words = Set(NameWords.split(text.lowercased()).map { $0.lowercased() })
            let badge = trimmed.count <= 5 && ["-", "−", "–"].contains(where: { trimmed.hasPrefix($0) })
            let namedForSaving = literal.enclosingScopeName.map { !savingWords.union(["badge"]).isDisjoint(with: NameWords.split($0).map { $0.lowercased() }) } ?? false
            if !savingWords.isDisjoint(with: words) || badge || namedForSaving { return percent }
        }
        return nil
    }

    /// The first "NN%" (or "NN %") of a text, when NN is a whole number between 1 and 99.
    static func percentage(in text: String) -> String? {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "%" {
            var end = index
            if end > 0, characters[end - 1] == " " { end -= 1 }
            var start = end
            while start > 0, characters[start - 1].isASCII, characters[start - 1].isNumber { start -= 1 }
            guard start < end, let value = Int(String(characters[start..<end])), (1...99).contains(value) else { continue }
            if start > 0, characters[start - 1] == "." || characters[start - 1] == "," { continue }
            return String(characters[start...index])
        }
        return nil
    }
}
