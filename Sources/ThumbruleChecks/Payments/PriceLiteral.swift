import SwiftSyntax
import ThumbruleCore

/// A currency amount typed into a string ("$4.99", "€39,99", "9.99 USD") where the code ties
/// it to something the app sells: a price the store did not supply, wrong in every other
/// storefront and after every price change.
///
/// A dollar amount is not a store price by itself: a savings goal, another service's price in
/// a subscription tracker, an API cost or a liability cap are amounts the app does not sell.
/// So a literal is reported only when its code is about the app's own sale: the declaration
/// around it reads a store price (`product?.displayPrice ?? "$2.99"`, a `priceText` that falls
/// back to a typed amount), or names a store product (`Product`, `SKProduct`, RevenueCat's
/// `StoreProduct` / `Package`) in a file that uses a purchase API; or the type around it
/// reads a store price (in a file that uses a purchase API, or on a product), or draws a screen (a view, a controller) and is a paywall or plan view
/// (`PaywallView`, `UpgradeSheet`, `PlansView`) or makes a purchase. A model or service type's
/// name or purchase call ties nothing: a price table in `enum PricingTier` may never be shown. High confidence inside a text-showing call (`Text`, `Button`, `setTitle`,
/// …) or a store-price fallback; medium elsewhere.
/// Skips amounts of zero (`"$0.00"`: nothing sold in an app is free of charge), sample data (types and functions named mock, sample, preview, stub), logging, regex templates (`replacement: "$1"`), translator comments, the fallback of a formatter given the product's price (`formatter.string(from: product.price) ?? "$4.99"`, which shows the store's amount), and raw strings (`#"…"#`), which
/// hold patterns and embedded code rather than copy, and struck-through amounts, which
/// `pay-price-source.invented-was-price` reports. Previews, tests, `#if DEBUG` code and code
/// nothing reaches are the engine's to leave out. Known false negative: a typed price in a view
/// whose name and code say nothing of selling, shown from a paywall in another file.
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
            struct PlanNotes {
                let product: Product?
                var annualNote: String { product?.displayPrice ?? ↓"Only USD 29.99 a year" }
                var monthlyNote: String { product.map { "or \\($0.displayPrice) a month" } ?? ↓"or 2.99EUR a month" }
                var weeklyNote: String { product?.displayPrice ?? ↓"just GBP1.49" }
            }
            """),
            CheckExample("""
            import RevenueCat
            final class UpgradeModel {
                func buttonTitle(for package: Package?) -> String {
                    guard let package else { return ↓"Upgrade for $19.99" }
                    return "Upgrade for \\(package.storeProduct.localizedPriceString)"
                }
            }
            """),
            // "Paywall" spelled as two words in the type's name (from thoughts-ios and thinker-ios).
            CheckExample("""
            final class PayWallPriceView: UIView {
                private let priceLabel: UILabel = {
                    let label = UILabel()
                    label.text = ↓"$2.99 a month"
                    return label
                }()
            }
            """),
        ],
        nonTriggering: [
            // A marketplace listing: its own model's displayPrice is the seller's asking price, and
            // the amount is a damage cover; the app sells nothing through the store here.
            CheckExample("""
            import SwiftUI
            struct RentalDetailView: View {
                let rental: Rental
                var body: some View {
                    VStack { Text(rental.displayPrice); coverNote }
                }
                var coverNote: some View {
                    Text("Damage cover up to $250 per rental")
                }
            }
            """),
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
            // Amounts the app does not sell: a savings goal, other services' prices, an API
            // cost, a liability cap, and a translation placeholder that lost its `%`.
            CheckExample("""
            import StoreKit
            struct SavingsCard: View {
                var body: some View { Text("Save $25 a month by cancelling unused trials") }
            }
            struct TrackedService { let name: String; let price: String }
            let suggestions = [TrackedService(name: "Video+", price: "$15.49"), TrackedService(name: "Tunes", price: "$10.99")]
            enum Costs { static let perThousandTokens = "$0.002" }
            let liability = NSLocalizedString("terms.liability", value: "Our liability is limited to $100.", comment: "")
            let broken = String(format: "Remaining: 1$@", remaining)
            """),
            // A wallet balance that starts at zero, in a type that also reads a price string: no
            // store price is ever zero.
            CheckExample("""
            import StoreKit
            final class AccountActivityStore: ObservableObject {
                @Published private(set) var accountTotalFiat: String = "$0.00"
                func update(_ priceString: String, balance: Double) {
                    accountTotalFiat = formatter.string(from: NSNumber(value: balance * (Double(priceString) ?? 0))) ?? "$0.00"
                }
            }
            """),
            // The store's price through a currency formatter set to the product's locale; the
            // typed amount only stands in for a nil the formatter does not return.
            CheckExample("""
            import StoreKit
            final class TipJarViewController: UIViewController {
                let tipLabel = UILabel()
                func show(_ product: SKProduct) {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.locale = product.priceLocale
                    tipLabel.text = "Leave a tip of \\(formatter.string(from: product.price) ?? "$1.99")"
                }
            }
            """),
            CheckExample("""
            print("charged $4.99 in sandbox")
            let template = text.replacingOccurrences(of: "(\\\\d+)", with: "$1", options: .regularExpression)
            """),
            // A model type named for pricing, with a label per product id, and a service that
            // buys: neither draws a screen, and nothing here shows their amounts.
            CheckExample("""
            import StoreKit
            enum PricingTier: String, CaseIterable {
                case starter = "com.example.notes.starter"
                case studio = "com.example.notes.studio"
                var label: String {
                    switch self {
                    case .starter: return "$2.99"
                    case .studio: return "$7.99"
                    }
                }
            }
            final class BillingService {
                func fixedPlans() -> [Plan] { [Plan(id: "studio.yearly", title: "59.99 USD a year")] }
                func buy(_ product: Product) async throws { _ = try await product.purchase() }
            }
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
            guard literal.openingPounds == nil, let amount = Currency.price(in: literal.plainText) else { continue }
            let call = literal.enclosingCallName
            if let call, Self.ignoredCalls.contains(call) { continue }
            if literal.isStruckThrough || literal.isInSampleCode || literal.isTemplateArgument || literal.isFormatterFallback { continue }
            guard let tie = Self.sale(tiedTo: literal, in: file, sellsInApp: sellsInApp) else { continue }
            let visible = call.map(Self.textCalls.contains) ?? false || literal.isAssignedToTextProperty
            output.report(
                "\"\(amount)\" is a price typed into \(tie.phrase); show the store product's own price (Product.displayPrice in StoreKit 2, or SKProduct.price formatted with its priceLocale) so each storefront sees its currency and current amount.",
                at: file.position(of: literal), confidence: visible || tie.fallback ? .high : .medium)
        }
    }
}

extension PriceLiteral {
    /// How the code ties a literal to something the app sells, for the message.
    struct Sale {
        let phrase: String
        /// True when the declaration around the literal reads a store price: the literal stands in for it.
        let fallback: Bool
    }

    /// Words of a type name that draw a paywall or a plan picker. "Subscription" is left out:
    /// a subscription tracker lists other services' plans; so are "premium", "pro" and
    /// "unlock", which as often name the paid feature itself (`PremiumAnalyticsView`).
    static let sellingTypeWords: Set<String> = ["paywall", "upgrade", "membership", "plans", "pricing", "iap", "purchase", "purchases", "subscribe"]

    /// Name endings and inherited types of a type that draws a screen or a part of one.
    static let screenNameEndings = ["View", "ViewController", "Controller", "Screen", "Sheet", "Page", "Cell"]

    /// True when the type draws what the user sees: a SwiftUI view, a UIKit view or controller,
    /// or a type named as one. Only there do the type's name or its purchase call tie a literal
    /// to the sale: a model or service type (`enum PricingTier` with a `title` per product id,
    /// an account service's table of plans) holds amounts whose display, if any, is out of this
    /// file's sight, unless it reads the store's price beside them.
    static func drawsScreen(_ type: DeclSyntax, named name: String, in file: SwiftFile) -> Bool {
        let inherited = file.index.typeDeclaration(of: type)?.inheritedNames ?? []
        return ([name] + inherited).contains { candidate in
            screenNameEndings.contains { candidate.hasSuffix($0) }
        }
    }

    /// True when the type reads a store price: a price member (`displayPrice`, `priceLocale`) in a
    /// file that uses a purchase API, or on a product (`product.displayPrice`,
    /// `package.storeProduct.localizedPriceString`). A marketplace's own model field of that name
    /// (`listing.displayPrice` in brrow-ios, which sells nothing in the app) is no store price.
    static func readsStorePrice(in type: DeclSyntax, file: SwiftFile, sellsInApp: Bool) -> Bool {
        let names = file.index.names(within: type)
        guard !names.isDisjoint(with: PurchaseAPIs.priceFormattingNames) else { return false }
        if sellsInApp { return true }
        return file.index.memberAccesses(within: type).contains { member in
            guard PurchaseAPIs.priceFormattingNames.contains(member.declName.baseName.text) else { return false }
            let base = member.base?.lastNameComponent?.lowercased() ?? ""
            return base.contains("product") || base.contains("package")
        }
    }

    /// The sale a literal is tied to, or nil when nothing around it is about the app's own sale.
    static func sale(tiedTo literal: StringLiteralExprSyntax, in file: SwiftFile, sellsInApp: Bool) -> Sale? {
        if let scope = literal.enclosingScope {
            let names = file.index.names(within: scope)
            if !names.isDisjoint(with: PurchaseAPIs.priceFormattingNames) {
                return Sale(phrase: "a fallback for the store price read beside it", fallback: true)
            }
            if sellsInApp, !names.isDisjoint(with: PurchaseAPIs.storeProductNames) {
                return Sale(phrase: "code that handles a store product", fallback: false)
            }
        }
        guard let type = literal.enclosingTypeDeclaration, let name = literal.enclosingTypeName else { return nil }
        if drawsScreen(type, named: name, in: file) {
            if !sellingTypeWords.isDisjoint(with: Paywalls.words(of: name)) {
                return Sale(phrase: "\(name), which sells the app's plans", fallback: false)
            }
            if !PurchaseCode(file).purchases.filter({ type.encloses($0) }).isEmpty {
                return Sale(phrase: "\(name), which makes a purchase", fallback: false)
            }
        }
        if readsStorePrice(in: type, file: file, sellsInApp: sellsInApp) {
            return Sale(phrase: "\(name), which shows a store price", fallback: false)
        }
        return nil
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

    /// True for the fallback of a formatter given a store product's price
    /// (`formatter.string(from: product.price) ?? "$4.99"`): the text shown is the store's amount
    /// in the product's own locale; the literal stands only for the nil a currency formatter does
    /// not return for a real price, so nobody sees it.
    var isFormatterFallback: Bool {
        guard let list = parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard elements.count == 3, elements[2].id == id, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let call = elements[0].as(FunctionCallExprSyntax.self), call.calleeName == "string",
              let amount = call.argument("from")?.expression else { return false }
        return amount.lastNameComponent == "price"
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
