import SwiftSyntax
import ThumbruleCore

/// A purchase function that grants the entitlement when it has no product to buy: the
/// `else` of a `guard let product = products.first` before `product.purchase()` sets
/// `isPremium = true`. Products fail to load offline, in a storefront without them or when
/// App Store Connect is misconfigured, and then every tap unlocks the app for free.
///
/// Only a flag named for something bought (`EntitlementFlags.words`) set to `true` inside the
/// `else` of a `guard` whose conditions name a product, package or offering, in the function
/// that calls the purchase, before the call. Debug-only code is not shipped and not judged.
struct GrantWithoutProduct: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.grant-without-product",
        ruleId: "pay-outcome",
        summary: "A purchase that grants the entitlement when no product was loaded",
        triggering: [
            // tally-counter: a "fallback for testing" left in the shipping purchase path.
            CheckExample("""
            import StoreKit
            @MainActor final class Upgrade: ObservableObject {
                @Published var products: [Product] = []
                var settings = Settings()
                func buy() async {
                    guard let product = products.first else {
                        ↓settings.isPremium = true
                        return
                    }
                    if case .success(.verified(let transaction)) = try? await product.purchase() {
                        settings.isPremium = true
                        await transaction.finish()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The nearest correct purchase: a missing product shows an error and grants nothing.
            CheckExample("""
            import StoreKit
            @MainActor final class Upgrade: ObservableObject {
                @Published var products: [Product] = []
                @Published var isPremium = false
                @Published var errorMessage: String?
                func buy() async {
                    guard let product = products.first else {
                        errorMessage = "The store is unavailable. Try again later."
                        return
                    }
                    if case .success(.verified(let transaction)) = try? await product.purchase() {
                        isPremium = true
                        await transaction.finish()
                    }
                }
            }
            """),
            // Already unlocked: the guard tests the flag and leaves it as it is.
            CheckExample("""
            import StoreKit
            final class Upgrade {
                var isPremium = false
                func buy(_ product: Product?) async throws {
                    guard !isPremium, let product else { return }
                    _ = try await product.purchase()
                }
            }
            """),
        ]
    )

    /// Words of a name in a guard's condition that say it holds the thing to buy.
    static let productWords: Set<String> = ["product", "products", "package", "packages", "offering", "offerings", "sku"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for purchase in PurchaseCode(file).purchases where purchase.receiver != nil {
            guard let scope = purchase.enclosingScope else { continue }
            let targets: [ExprSyntax] = file.index.references(within: scope).map(ExprSyntax.init)
                + file.index.memberAccesses(within: scope).map(ExprSyntax.init)
            for target in targets where target.position < purchase.position {
                guard target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { continue }
                let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.trimmedSourceText
                guard !EntitlementFlags.words.isDisjoint(with: NameWords.split(name)),
                      let guardStatement = Self.enclosingGuard(of: target), guardStatement.body.encloses(target),
                      Self.namesProduct(guardStatement.conditions) else { continue }
                output.report(
                    "When no product is loaded this purchase sets \(name) to true, so a person offline, in a storefront without the product or at any store hiccup gets what is sold for free; show that the store is unavailable and let them try again instead.",
                    at: file.position(of: target), confidence: .high)
            }
        }
    }

    /// The nearest `guard` around `node`, stopping at a closure or function.
    static func enclosingGuard(of node: some SyntaxProtocol) -> GuardStmtSyntax? {
        var current = node.parent
        while let next = current {
            if let found = next.as(GuardStmtSyntax.self) { return found }
            if next.is(ClosureExprSyntax.self) || next.is(FunctionDeclSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// True when a condition names a product, package or offering (`let product = products.first`).
    static func namesProduct(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return !productWords.isDisjoint(with: NameWords.split(name))
        }
    }
}
