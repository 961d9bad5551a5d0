import SwiftSyntax
import ThumbruleCore

/// A RevenueCat purchase (`Purchases.shared.purchase(package:)`, `purchaseProduct`,
/// `purchasePackage`) in a project where nothing reads `ErrorCode.paymentPendingError`.
/// RevenueCat reports a purchase that waits for a parent's approval (Ask to Buy) or a bank's
/// check as that error, so code that never names it shows the buyer a failure, or nothing,
/// while the purchase may still complete later.
///
/// Judged over the project, since apps handle RevenueCat's errors in one shared place: any
/// mention of `paymentPendingError` anywhere counts as handling it. RevenueCat's own paywall
/// views handle it themselves and are not purchases here.
struct RevenueCatPendingUnhandled: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.revenuecat-pending-unhandled",
        ruleId: "pay-outcome",
        summary: "A RevenueCat purchase in a project that never handles the pending-payment error",
        triggering: [
            CheckExample("""
            import RevenueCat
            @MainActor final class TipJar: ObservableObject {
                @Published var thanked = false
                @Published var failed = false
                func tip(_ product: StoreProduct) async {
                    do {
                        let result = try await ↓Purchases.shared.purchase(product: product)
                        if !result.userCancelled { thanked = true }
                    } catch {
                        failed = true
                    }
                }
            }
            """),
            CheckExample("""
            import Purchases
            final class PlanStore {
                func buy(_ product: SKProduct, done: @escaping () -> Void) {
                    ↓Purchases.shared.purchaseProduct(product) { _, _, error, userCancelled in
                        if error == nil && !userCancelled { done() }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The pending error is read where errors are turned into messages, in another file.
            CheckExample(files: [
                ("App/TipJar.swift", """
                import RevenueCat
                @MainActor final class TipJar: ObservableObject {
                    @Published var message: String?
                    func tip(_ package: Package) async {
                        do {
                            _ = try await Purchases.shared.purchase(package: package)
                        } catch {
                            message = PurchaseMessages.text(for: error)
                        }
                    }
                }
                """),
                ("App/PurchaseMessages.swift", """
                import RevenueCat
                enum PurchaseMessages {
                    static func text(for error: Error) -> String {
                        if case ErrorCode.paymentPendingError = error as? ErrorCode ?? .unknownError {
                            return "Waiting for approval. We'll unlock it as soon as it goes through."
                        }
                        return "The purchase didn't go through."
                    }
                }
                """),
            ]),
            // StoreKit's own purchase is pay-outcome.pending-unhandled's business.
            CheckExample("""
            import StoreKit
            final class Store {
                func buy(_ product: Product) async throws {
                    _ = try await product.purchase()
                }
            }
            """),
        ]
    )

    static let purchaseNames: Set<String> = ["purchase", "purchaseProduct", "purchasePackage"]
    static let modules: Set<String> = ["RevenueCat", "Purchases"]
    static let purchases = FactKey<SourcePosition>("pay-outcome.revenuecat-purchase")
    static let pendingReads = FactKey<SourcePosition>("pay-outcome.revenuecat-pending-read")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !Self.modules.isDisjoint(with: file.index.importedModules) else { return }
        for call in file.index.calls(Array(Self.purchaseNames)) {
            guard let path = call.calleePath, let name = call.calleeName, path == "Purchases.shared.\(name)" else { continue }
            output.facts.add(file.position(of: call), for: Self.purchases)
        }
        for access in file.index.memberAccesses("paymentPendingError") {
            output.facts.add(file.position(of: access), for: Self.pendingReads)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.shippingFacts(Self.pendingReads, at: { $0 }).isEmpty else { return }
        for purchase in project.shippingFacts(Self.purchases, at: { $0 }).sorted() {
            output.report(
                "Nothing in the app reads RevenueCat's ErrorCode.paymentPendingError, so a purchase waiting for a parent's approval (Ask to Buy) or the bank comes back from this call as an error and is shown as a failure or not at all, though it may still complete; catch that error, show a pending state that says so, and unlock when the customer info updates.",
                at: purchase, confidence: .medium)
        }
    }
}
