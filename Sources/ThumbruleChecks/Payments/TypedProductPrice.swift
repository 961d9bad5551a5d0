import SwiftSyntax
import ThumbruleCore

/// A price typed into the app's own catalogue beside a store product's identifier
/// (`Pack(name: "120pt", price: 120, productId: "points.120")`): the App Store sets prices per
/// storefront and changes them, so the typed number is wrong in most countries and after the
/// first price change, while the store's own price (`Product.displayPrice`,
/// `SKProduct.localizedPrice…`) is right everywhere.
///
/// Reported once per catalogue (the array literal holding the entries, or the one call), at
/// the first typed price, and only in a project that buys through a store API: a product
/// identifier alone may name a server-side plan. Entries with an empty identifier (an item
/// bought with in-app points) are not store products.
struct TypedProductPrice: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.typed-product-price",
        ruleId: "pay-price-source",
        summary: "A store product's price typed into the app's catalogue beside its product identifier",
        triggering: [
            CheckExample(files: [
                ("App/Packs.swift", """
                struct PointPack { let name: String; let price: Int; let productId: String }
                enum Catalogue {
                    static let packs = [
                        PointPack(name: "120 points", ↓price: 120, productId: "points.120"),
                        PointPack(name: "600 points", price: 600, productId: "points.600"),
                    ]
                    static let pass = PointPack(name: "Season pass", ↓price: 480, productId: "pass.season")
                }
                """),
                ("App/Store.swift", """
                import StoreKit
                final class Store {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Items bought with points have no store identifier; the store's price is read for the rest.
            CheckExample(files: [
                ("App/Packs.swift", """
                struct Gift { let name: String; let price: Int; let productId: String }
                struct PointPack { let name: String; let productId: String }
                enum Catalogue {
                    static let gifts = [Gift(name: "Red bag", price: 1000, productId: "")]
                    static let packs = [PointPack(name: "120 points", productId: "points.120")]
                }
                """),
                ("App/Store.swift", """
                import StoreKit
                final class Store {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
            ]),
            // No store purchase anywhere: the identifier names a plan sold on the web.
            CheckExample("""
            struct Plan { let title: String; let price: Double; let productId: String }
            let plans = [Plan(title: "Team", price: 12.5, productId: "team-monthly")]
            """),
        ]
    )

    /// Argument labels, lowercased, that hold a store product's identifier.
    static let identifierLabels: Set<String> = ["productid", "productidentifier", "storeproductid", "iapid", "iapproductid", "skuid", "sku"]

    static let prices = FactKey<SourcePosition>("pay-price-source.typed-product-price")
    static let buys = FactKey<SourcePosition>("pay-price-source.typed-product-price.purchase")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if let purchase = PurchaseCode(file).purchases.first { output.facts.add(file.position(of: purchase), for: Self.buys) }
        var catalogues = Set<SyntaxIdentifier>()
        for call in file.index.callsInOrder {
            guard call.arguments.contains(where: Self.namesAStoreProduct),
                  let price = call.arguments.first(where: Self.typesAPrice) else { continue }
            // One finding per catalogue: the array literal the entry sits in, or the call itself.
            let catalogue = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.id ?? call.id
            guard catalogues.insert(catalogue).inserted else { continue }
            output.facts.add(file.position(of: price), for: Self.prices)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !project.shippingFacts(Self.buys, at: { $0 }).isEmpty else { return }
        for price in project.shippingFacts(Self.prices, at: { $0 }).sorted() {
            output.report(
                "This price is typed beside a store product's identifier; the App Store sets prices per storefront and changes them, so the number is wrong in most countries and after the first change. Show the store's price for the product (Product.displayPrice, or the SDK's localised price string) instead.",
                at: price, confidence: .medium)
        }
    }

    /// `productId: "points.120"`: a non-empty literal identifier.
    static func namesAStoreProduct(_ argument: LabeledExprSyntax) -> Bool {
        guard let label = argument.label?.text.lowercased(), identifierLabels.contains(label),
              let literal = argument.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return false }
        return !literal.plainText.isEmpty
    }

    /// `price: 120`, `price: "¥120"`: a number, or a string with digits, under a price label.
    static func typesAPrice(_ argument: LabeledExprSyntax) -> Bool {
        guard let label = argument.label?.text.lowercased(), label.contains("price") || label == "cost" else { return false }
        if let number = argument.expression.numericLiteral { return number > 0 }
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return false }
        return literal.plainText.contains(where: \.isNumber)
    }
}
