import ThumbruleCore
import ThumbruleFrontEnds

/// A typed-in price standing in for a store product's in Kotlin:
/// `product?.formattedPrice ?: "$30"`, or a currency symbol glued to a number by hand,
/// `?.price ?: "$$amount"`. When the product query fails or returns fewer products, the screen
/// shows an amount in one currency that the person's storefront may not charge, as
/// `pay-price-source.flutter-literal-fallback` finds in Dart. The left side must end in a price
/// name read through `.` or `?.` (`price`, `formattedPrice`, `getFormattedPrice()`…), and the
/// string must hold a currency symbol or code with a digit or a template beside it.
struct AndroidPriceFallbackLiteral: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.android-literal-fallback",
        ruleId: "pay-price-source",
        summary: "An Android store price that falls back to a typed-in amount when the product is missing",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlanPicker", """
                @Composable
                fun PlanPicker(products: List<StoreProduct>, tier: Int) {
                    Row {
                        PlanCard(price = products.find { it.id == "yearly" }?.price ↓?: "€24.99")
                        PlanCard(price = products.find { it.id == "tier_$tier" }?.formattedPrice ↓?: "$$tier")
                        Text(details?.oneTimePurchaseOfferDetails?.getFormattedPrice() ↓?: "US$ 5")
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlanPicker", """
                @Composable
                fun PlanPicker(products: List<StoreProduct>, item: Item) {
                    val yearly = products.find { it.id == "yearly" }
                    Row {
                        PlanCard(price = yearly?.price ?: "—")
                        Text(item.price ?: stringResource(R.string.free))
                        Text(item.label ?: "$5 off")
                        Text(yearly?.price ?: "Loading")
                    }
                }
                """),
            ]),
        ]
    )

    static let priceNames: Set<String> = ["price", "formattedPrice", "priceString", "localizedPrice", "displayPrice", "priceText"]
    static let priceGetters: Set<String> = ["getFormattedPrice", "getPrice"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "?:") && file.file.source.bytes.contains(utf8: "rice") {
            let source = file.file.source
            let tokens = source.tokens
            for index in tokens.indices.dropFirst(2).dropLast() where tokens[index].kind == .operator && source.text(at: index) == "?:" {
                guard Self.endsInPrice(before: index, in: source), tokens[index + 1].kind == .stringOpen,
                      let close = source.partner(of: index + 1), Self.isHandTypedAmount(index + 1, close, in: source) else { continue }
                output.report(
                    "When the store product is missing, this shows a typed-in price instead, an amount in one currency that the person's storefront may not charge. Show a loading or error state until the product loads, and take every price from the store's formatted price.",
                    at: file.position(ofToken: index), confidence: .high)
            }
        }
    }

    /// `….price ?:`, `?.formattedPrice ?:`, `….getFormattedPrice() ?:`.
    static func endsInPrice(before index: Int, in source: KotlinSource) -> Bool {
        let tokens = source.tokens
        var name = index - 1
        if tokens[name].kind == .rightParen, source.partner(of: name) == name - 1 {
            name -= 2
            guard name >= 1, tokens[name].kind == .identifier, priceGetters.contains(source.name(at: name)) else { return false }
        } else {
            guard tokens[name].kind == .identifier, priceNames.contains(source.name(at: name)) else { return false }
        }
        return [.dot, .safeDot].contains(tokens[name - 1].kind)
    }

    /// A string whose text holds a currency symbol or code and either a digit or a template
    /// (`"$30"`, `"€24.99"`, `"$$price"`).
    static func isHandTypedAmount(_ open: Int, _ close: Int, in source: KotlinSource) -> Bool {
        var text = ""
        var hasTemplate = false
        for index in (open + 1)..<close {
            switch source.tokens[index].kind {
            case .stringText: text += source.text(at: index)
            case .templateName, .templateOpen: hasTemplate = true
            default: continue
            }
        }
        let hasCurrency = text.contains(where: Currency.symbols.contains)
            || text.split(whereSeparator: { !$0.isLetter }).contains { Currency.codes.contains(String($0)) }
        return hasCurrency && (text.contains(where: \.isNumber) || hasTemplate)
    }
}
