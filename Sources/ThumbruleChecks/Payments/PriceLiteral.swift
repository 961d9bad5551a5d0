import SwiftSyntax
import ThumbruleCore

/// A currency amount typed into a string ("$4.99", "€39,99", "9.99 USD"): a price the
/// store did not supply, wrong in every other storefront and after every price change.
///
/// High confidence inside a text-showing call (`Text`, `Button`, `Label`, `setTitle`,
/// `NSLocalizedString`, …) or in a file that uses a purchase API; medium elsewhere.
/// Skips sample data (types and functions named mock, sample, preview, stub), logging, regex templates (`replacement: "$1"`), translator comments and raw strings (`#"…"#`), which
/// hold patterns and embedded code rather than copy, and struck-through amounts, which
/// `pay-price-source.invented-was-price` reports. Known false positive: an app that shows
/// fixed amounts that are not store prices (a tip jar with fixed web prices). Previews, tests,
/// `#if DEBUG` code and code nothing reaches are the engine's to leave out.
struct PriceLiteral: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.currency-literal",
        ruleId: "pay-price-source",
        summary: "A currency amount written into a user-visible string instead of the store product's price",
        triggering: [
            CheckExample("""
            struct Paywall: View {
                var body: some View {
                    VStack {
                        Text(↓"Pro for $4.99 / month")
                        Button(↓"Unlock for 39,99 €") { buy() }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            let annualNote = ↓"Only USD 29.99 a year"
            let monthlyNote = ↓"or 2.99EUR a month"
            let weeklyNote = ↓"just GBP1.49"
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            struct Paywall: View {
                let product: Product
                var body: some View {
                    Text("Pro for \\(product.displayPrice) / month")
                    Text("Save 40%")
                }
            }
            """),
            CheckExample("""
            #if DEBUG
            let samplePlan = Plan(name: "Standard", price: "¥1200")
            #endif
            struct OfferInfoMock: OfferInfo {
                var priceAfterOffer: String { "$39.99 USD" }
            }
            let newline = RegexFilter(pattern: "([!?.])\\s+", replacement: "$1\\n")
            struct AnnualRow: View {
                var body: some View { Text("$59.99").strikethrough() }
            }
            """),
            CheckExample("""
            print("charged $4.99 in sandbox")
            let template = text.replacingOccurrences(of: "(\\\\d+)", with: "$1", options: .regularExpression)
            """),
            // A price tester only the debug build links to, and a paywall nothing shows any more.
            CheckExample(files: [
                ("App/ShopApp.swift", "@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { StoreView() } }\n}\n"),
                ("App/StoreView.swift", """
                import StoreKit
                struct StoreView: View {
                    var body: some View {
                        List {
                            ProductRow()
                            #if DEBUG
                            NavigationLink("Price tester") { PriceTester() }
                            #endif
                        }
                    }
                }
                """),
                ("App/Debug/PriceTester.swift", """
                struct PriceTester: View {
                    var body: some View { Text("Pro for $4.99 / month") }
                }
                """),
                ("App/Legacy/LegacyPaywall.swift", """
                struct LegacyPaywall: View {
                    var body: some View { Button("Unlock for $9.99") { buy() } }
                }
                """),
            ]),
        ]
    )

    static let textCalls: Set<String> = [
        "Text", "Button", "Label", "Link", "Toggle", "NavigationLink", "setTitle", "NSLocalizedString", "LocalizedStringKey",
        "String", "alert", "confirmationDialog", "navigationTitle", "UIAlertController", "UIAlertAction",
    ]
    static let ignoredCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "assert", "precondition", "fatalError", "replacingOccurrences",
        "stringByReplacingMatches", "replaceMatches",
        "NSRegularExpression", "Regex", "Decimal", "number", "range",
    ]
    static let purchaseMarkers = ["StoreKit", "RevenueCat", "Purchases"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let sellsInApp = file.index.importedModules.contains { Self.purchaseMarkers.contains($0) }
        for literal in file.index.stringLiterals {
            guard literal.openingPounds == nil, let amount = Currency.amount(in: literal.plainText) else { continue }
            let call = literal.enclosingCallName
            if let call, Self.ignoredCalls.contains(call) { continue }
            if literal.isStruckThrough || literal.isInSampleCode || literal.isTemplateArgument { continue }
            let visible = call.map(Self.textCalls.contains) ?? false || literal.isAssignedToTextProperty
            output.report(
                "\"\(amount)\" is a price typed into the app; show the store product's own price (Product.displayPrice in StoreKit 2, or SKProduct.price formatted with its priceLocale) so each storefront sees its currency and current amount.",
                at: file.position(of: literal), confidence: visible || sellsInApp ? .high : .medium)
        }
    }
}

extension StringLiteralExprSyntax {
    /// True for the text of a `Text(…).strikethrough()` or of an attributed string given
    /// `.strikethroughStyle`: a reference price, which its own check reports.
    var isStruckThrough: Bool {
        guard let argument = parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if call.calleeName == "Text" { return call.modifierNames.contains("strikethrough") }
        return InventedReferencePrice.attributedStrings.contains(call.calleeName ?? "")
            && call.arguments.contains { $0.expression.trimmedSourceText.contains("strikethroughStyle") }
    }

    /// True for an argument no user reads as copy: a regex replacement template (`replacement: "$1"`,
    /// `withTemplate:`) or a translator's note (`NSLocalizedString(…, comment: "e.g. $12/year")`).
    var isTemplateArgument: Bool {
        ["replacement", "template", "withTemplate", "replacementTemplate", "comment"].contains(parent?.as(LabeledExprSyntax.self)?.label?.text ?? "")
    }

    /// The name of the call this literal is an argument of, directly.
    var enclosingCallName: String? {
        guard let argument = parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calleeName
    }

    /// `label.text = "…"`, `button.title = "…"` and similar assignments.
    var isAssignedToTextProperty: Bool {
        guard let target = ExprSyntax(self).assignmentTarget?.as(MemberAccessExprSyntax.self) else { return false }
        return ["text", "title", "placeholder", "attributedText"].contains(target.declName.baseName.text)
    }
}
