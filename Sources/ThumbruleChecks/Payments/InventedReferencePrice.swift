import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A struck-through "was" price the store never charged: a `Text(…).strikethrough()` or an
/// attributed string with `.strikethroughStyle` whose amount is typed in ("$9.99"), held in
/// a number constant (`let originalPrice = 9.99`), or made up from the real price by a
/// factor (`product.price * 2`, `price / 0.6`). App Review (5.6, and 3.1.2 for a subscription) treats an invented
/// reference price as a false price; the only honest one is the store's own.
///
/// High confidence: the code proves where the amount comes from. A struck price that reads
/// from the product (`product.displayPrice`) is left alone. Known false negatives: a
/// reference price built in a view model.
struct InventedReferencePrice: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.invented-was-price",
        ruleId: "pay-price-source",
        summary: "A struck-through reference price typed in or made up from the real price",
        triggering: [
            CheckExample("""
            import StoreKit

            struct AnnualPlanRow: View {
                let product: Product
                var body: some View {
                    HStack {
                        ↓Text("$59.99").strikethrough()
                        ↓Text(product.price * 2, format: product.priceFormatStyle).strikethrough(true, color: .red)
                        Text(product.displayPrice).bold()
                    }
                }
            }
            """),
            CheckExample("""
            let wasPrice = 19.99

            func wasLabel() -> NSAttributedString {
                ↓NSAttributedString(string: "\\(wasPrice)", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit

            struct UpgradeRow: View {
                let current: Product
                let introductory: Product.SubscriptionOffer
                var body: some View {
                    Text(current.displayPrice).strikethrough()
                    Text(introductory.displayPrice)
                    Text("Old recipe name").strikethrough()
                }
            }
            """),
        ]
    )

    static let attributedStrings: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for strike in file.index.calls("strikethrough") {
            let text = strike.rootViewCall
            guard text.calleeName == "Text", let reason = inventedAmount(in: text, file: file) else { continue }
            report(text, reason: reason, file: file, &output)
        }
        for style in file.index.memberAccesses("strikethroughStyle") {
            guard let string = style.enclosingCall(named: Self.attributedStrings), let reason = inventedAmount(in: string, file: file) else { continue }
            report(string, reason: reason, file: file, &output)
        }
    }

    private func report(_ node: FunctionCallExprSyntax, reason: String, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(
            "This struck-through price is \(reason), not a price the store charged, so the saving it shows is invented (App Review \(AppReview.guideline(.codeOfConduct)), and \(AppReview.guideline(.subscriptions)) for a subscription). Strike through only a store value, such as a regular product's displayPrice beside its introductory offer, or drop the reference price.",
            at: file.position(of: node))
    }

    /// Why the first argument of a struck text is invented, or nil when it is a store value.
    private func inventedAmount(in call: FunctionCallExprSyntax, file: SwiftFile) -> String? {
        guard let argument = call.arguments.first?.expression else { return nil }
        if let literal = argument.as(StringLiteralExprSyntax.self), let amount = Currency.amount(in: literal.plainText) {
            return "typed in (\(amount))"
        }
        let names = file.index.names(within: argument)
        let scaled = file.index.binaryOperators("*", "/").contains { operation in
            argument.encloses(operation) && operation.operands.contains { $0.numericLiteral != nil }
        }
        if scaled && names.contains(where: { NameWords.split($0).contains("price") }) {
            return "the real price multiplied or divided by a made-up factor"
        }
        if let constant = names.first(where: { Self.isNumberConstant($0, in: file) }) {
            return "a number written into the code (\(constant))"
        }
        return nil
    }

    static func isNumberConstant(_ name: String, in file: SwiftFile) -> Bool {
        file.index.variables.contains { variable in
            variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer?.value.numericLiteral != nil
            }
        }
    }
}
