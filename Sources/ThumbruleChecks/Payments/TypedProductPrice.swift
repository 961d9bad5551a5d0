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
///
/// The screens that show the typed number are named as related places: a string that writes a
/// currency symbol beside `\(item.price)`, in a type with a property of the catalogue's type
/// (`let product: PointPack`, `[PointPack]`), so the reader sees where `displayPrice` belongs.
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
            // giganeko: a point pack's typed yen price, shown on the shop card as "￥\(pack.price)" (a related place).
            CheckExample(files: [
                ("App/ShopData.swift", """
                struct ShopItem { let name: String; let price: Int; let productId: String }
                let packs = [ShopItem(name: "120pt", ↓price: 120, productId: "Points120")]
                """),
                ("App/ShopCard.swift", """
                import SwiftUI
                struct ShopCard: View {
                    let item: ShopItem
                    var body: some View { Text("￥\\(item.price)") }
                }
                """),
                ("App/Billing.swift", """
                import StoreKit
                final class Billing {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The nearest correct shop: the pack keeps only its identifier and the card shows the store's price.
            CheckExample(files: [
                ("App/ShopData.swift", """
                struct ShopItem { let name: String; let productId: String }
                let packs = [ShopItem(name: "120pt", productId: "Points120")]
                """),
                ("App/ShopCard.swift", """
                import SwiftUI
                import StoreKit
                struct ShopCard: View {
                    let product: Product
                    var body: some View { Text(product.displayPrice) }
                }
                """),
                ("App/Billing.swift", """
                import StoreKit
                final class Billing {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
            ]),
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

    /// A typed price: where, the catalogue's type (`PointPack`) and the argument's label (`price`).
    package struct Price: Sendable, Codable {
        let position: SourcePosition
        let type: String?
        let label: String
    }

    /// A string showing `\(x.<member>)` beside a currency symbol, and the types its enclosing type's properties are declared with.
    package struct Display: Sendable, Codable {
        let position: SourcePosition
        let member: String
        let types: Set<String>
    }

    static let prices = FactKey<Price>("pay-price-source.typed-product-price")
    static let displays = FactKey<Display>("pay-price-source.typed-product-price.display")
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
            output.facts.add(Price(position: file.position(of: price), type: call.calledExpression.lastNameComponent,
                                   label: price.label?.text ?? ""), for: Self.prices)
        }
        for literal in file.index.stringLiterals where literal.hasInterpolation {
            guard let member = Self.priceShownWithCurrency(literal),
                  let type = file.index.typeDeclarations.first(where: { !$0.isExtension && $0.node.encloses(literal) }) else { continue }
            let types = Set(file.index.variables.filter { type.node.encloses($0) }.flatMap { variable in
                variable.bindings.compactMap(\.typeAnnotation).flatMap { $0.type.tokens(viewMode: .sourceAccurate) }
                    .compactMap { token in if case .identifier(let name) = token.tokenKind { name } else { nil } }
            })
            output.facts.add(Display(position: file.position(of: literal), member: member, types: types), for: Self.displays)
        }
    }

    /// Currency signs a shown price starts or ends with: `Currency.symbols` and the full-width yen (`￥`) of Japanese text.
    static func isCurrencySign(_ character: Character) -> Bool {
        Currency.symbols.contains(character) || character == "￥"
    }

    /// The member name in `"￥\(product.price)"`: a currency sign in the text and one interpolated
    /// member access whose name speaks of a price.
    static func priceShownWithCurrency(_ literal: StringLiteralExprSyntax) -> String? {
        var member: String?
        var sign = false
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                sign = sign || text.content.text.contains(where: isCurrencySign)
            } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
                guard expression.expressions.count == 1, let access = expression.expressions.first?.expression.as(MemberAccessExprSyntax.self),
                      access.base != nil else { return nil }
                let name = access.declName.baseName.text
                guard name.lowercased().contains("price") || name.lowercased() == "cost", member == nil else { return nil }
                member = name
            }
        }
        return sign ? member : nil
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !project.shippingFacts(Self.buys, at: { $0 }).isEmpty else { return }
        let displays = project.shippingFacts(Self.displays, at: \.position)
        for price in project.shippingFacts(Self.prices, at: \.position).sorted(by: { $0.position < $1.position }) {
            let shown = displays.filter { display in display.member == price.label && price.type.map(display.types.contains) == true }
                .map { RelatedLocation($0.position, "the typed price shown") }
                .sorted { $0.position < $1.position }
            output.report(
                "This price is typed beside a store product's identifier; the App Store sets prices per storefront and changes them, so the number is wrong in most countries and after the first change. Show the store's price for the product (Product.displayPrice, or the SDK's localised price string) instead.",
                at: price.position, confidence: .medium, related: shown)
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
