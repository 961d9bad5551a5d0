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
/// from the product (`product.displayPrice`) is left alone. A struck price read from a
/// helper (`plan.wasPrice(for: product)`, or a name bound to its result) is followed into the
/// project: the helper is recorded in the file pass when its own body scales a price by a
/// number other than a count of periods (12 months, 52 weeks, 365 days), and matched in the
/// project pass.
struct InventedReferencePrice: SwiftFileCheck, ProjectCheck {
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
            CheckExample(files: [
                ("App/Plan.swift", """
                import StoreKit
                enum PlanKind {
                    case yearly, monthly
                    func regularPrice(of product: Product) -> String? {
                        self == .yearly ? (product.price * 1.25).formatted(product.priceFormatStyle) : nil
                    }
                }
                """),
                ("App/PlanRow.swift", """
                import StoreKit
                struct PlanRow: View {
                    let kind: PlanKind
                    let product: Product
                    var body: some View {
                        if let regular = kind.regularPrice(of: product) {
                            ↓Text(regular).strikethrough()
                        }
                        Text(product.displayPrice)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A helper that scales by a count of periods (twelve months of the monthly plan),
            // and one that reads the store's own regular price.
            CheckExample(files: [
                ("App/Plan.swift", """
                import StoreKit
                struct Plans {
                    let monthly: Product
                    func twelveMonthsPrice() -> String { (monthly.price * 12).formatted(monthly.priceFormatStyle) }
                    func regularPrice(of product: Product) -> String { product.displayPrice }
                }
                """),
                ("App/PlanRow.swift", """
                struct PlanRow: View {
                    let plans: Plans
                    let offer: Product
                    var body: some View {
                        Text(plans.twelveMonthsPrice()).strikethrough()
                        Text(plans.regularPrice(of: offer)).strikethrough()
                    }
                }
                """),
            ]),
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

    static let helperReads = FactKey<HelperRead>("invented-was-price.helper-read")
    /// Functions and computed properties whose body scales a price by a made-up factor.
    static let priceScalers = FactKey<String>("invented-was-price.price-scaler")
    /// Factors that convert between billing periods rather than invent a saving.
    static let periodCounts: Set<Double> = [12, 52, 365]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var struck: [FunctionCallExprSyntax] = []
        for strike in file.index.calls("strikethrough") where strike.rootViewCall.calleeName == "Text" {
            struck.append(strike.rootViewCall)
        }
        for style in file.index.memberAccesses("strikethroughStyle") {
            if let string = style.enclosingCall(named: Self.attributedStrings) { struck.append(string) }
        }
        for call in struck {
            if let reason = inventedAmount(in: call, file: file) {
                output.report(Self.message(reason), at: file.position(of: call))
            } else if let helper = Self.helper(read: call.arguments.first?.expression, file: file) {
                output.facts.add(HelperRead(position: file.position(of: call), helper: helper), for: Self.helperReads)
            }
        }
        for scaler in Self.priceScalers(in: file) { output.facts.add(scaler, for: Self.priceScalers) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for read in project.helperReads(Self.helperReads, through: Self.priceScalers) {
            output.report(Self.message("made up in \(read.helper) by multiplying or dividing the real price by a fixed factor"), at: read.position)
        }
    }

    static func message(_ reason: String) -> String {
        "This struck-through price is \(reason), not a price the store charged, so the saving it shows is invented (App Review \(AppReview.guideline(.codeOfConduct)), and \(AppReview.guideline(.subscriptions)) for a subscription). Strike through only a store value, such as a regular product's displayPrice beside its introductory offer, or drop the reference price."
    }

    /// The function or computed property a struck text reads its amount from, directly
    /// (`plan.wasPrice(for: product)`, `plan.wasPrice`) or through a name bound to it.
    static func helper(read argument: ExprSyntax?, file: SwiftFile) -> String? {
        var value = argument
        if let reference = value?.as(DeclReferenceExprSyntax.self) {
            value = reference.optionalBindingValue ?? file.index.initialValue(of: reference)
        }
        while let wrapped = value?.as(OptionalChainingExprSyntax.self)?.expression ?? value?.as(ForceUnwrapExprSyntax.self)?.expression
            ?? value?.as(TryExprSyntax.self)?.expression ?? value?.as(AwaitExprSyntax.self)?.expression {
            value = wrapped
        }
        if let call = value?.as(FunctionCallExprSyntax.self) { return call.calleeName }
        return value?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Names of the functions and computed properties of a file that multiply or divide a
    /// price by a number other than a count of periods.
    static func priceScalers(in file: SwiftFile) -> [String] {
        file.index.binaryOperators("*", "/").compactMap { operation in
            let factors = operation.operands.compactMap(\.numericLiteral)
            guard let factor = factors.first, factor != 1, !periodCounts.contains(factor),
                  operation.operands.contains(where: { operand in file.index.names(within: operand).contains { NameWords.split($0).contains("price") } }),
                  let scope = operation.enclosingScope, scope.is(FunctionDeclSyntax.self) || scope.is(VariableDeclSyntax.self) else { return nil }
            return operation.enclosingScopeName
        }
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
