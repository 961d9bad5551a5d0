import SwiftSyntax
import ThumbruleCore

/// The app buys with StoreKit 2 (`product.purchase()`) but nothing in the project listens to
/// `Transaction.updates`. Purchases approved later (Ask to Buy, a bank's check), made on another
/// device, renewed, or refunded arrive only there; without a listener they are never granted,
/// never finished, or never revoked.
///
/// A listener: `Transaction.updates` anywhere, StoreKit's view modifiers that follow
/// transactions (`currentEntitlementTask`, `subscriptionStatusTask`), or a StoreKit 1
/// `SKPaymentTransactionObserver`. A purchase SDK (RevenueCat and the others of
/// `PurchaseAPIs.modules`) listens for the app, so a project importing one is not judged.
/// Reported once, at the first shipping purchase.
///
/// Known false negatives: a listener in a binary framework. Known false positives: a listener
/// in a package the project does not contain.
struct TransactionListenerMissing: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.no-transaction-listener",
        ruleId: "pay-outcome",
        summary: "StoreKit 2 purchases with no Transaction.updates listener anywhere in the project",
        triggering: [
            CheckExample("""
            import StoreKit
            @MainActor final class Store: ObservableObject {
                @Published var isPro = false
                func buy(_ product: Product) async throws {
                    if case .success(.verified(let transaction)) = try await ↓product.purchase() {
                        isPro = true
                        await transaction.finish()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                final class Store {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
                ("App/TransactionObserver.swift", """
                import StoreKit
                final class TransactionObserver {
                    private var task: Task<Void, Never>?
                    init() {
                        task = Task.detached {
                            for await update in Transaction.updates { await self.handle(update) }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                final class Store {
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
                ("App/Purchases.swift", """
                import RevenueCat
                enum Billing { static func configure() { Purchases.configure(withAPIKey: key) } }
                """),
            ]),
        ]
    )

    struct Evidence: Codable, Sendable {
        var purchases: [SourcePosition] = []
        var listens = false
        var usesPurchaseSDK = false
    }

    static let evidence = FactKey<Evidence>("pay-outcome.transaction-listener")
    /// Names that follow StoreKit transactions for the app.
    static let listenerNames: Set<String> = ["currentEntitlementTask", "subscriptionStatusTask", "SKPaymentTransactionObserver"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let modules = Set(file.index.importedModules)
        var evidence = Evidence()
        evidence.usesPurchaseSDK = !modules.isDisjoint(with: PurchaseAPIs.storeSDKs)
        evidence.listens = file.index.memberAccesses("updates").contains { $0.base?.trimmedSourceText.hasSuffix("Transaction") == true }
            || Self.listenerNames.contains { file.index.mentions($0) }
            || file.index.typeDeclarations.contains { $0.inherits("SKPaymentTransactionObserver") }
        if modules.contains("StoreKit"), !evidence.usesPurchaseSDK {
            evidence.purchases = file.index.calls("purchase").filter { call in
                call.receiver != nil && call.arguments.allSatisfy { $0.label?.text == "options" || $0.label?.text == "confirmIn" }
            }.map { file.position(of: $0) }
        }
        guard evidence.listens || evidence.usesPurchaseSDK || !evidence.purchases.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: { $0.listens || $0.usesPurchaseSDK }),
              let purchase = evidence.flatMap(\.purchases).filter(project.ships).min() else { return }
        output.report(
            "This StoreKit 2 purchase has no Transaction.updates listener anywhere in the app, so a purchase approved later (Ask to Buy), bought on another device, renewed or refunded never reaches it; start a task at launch that iterates Transaction.updates, grants or revokes the entitlement and calls finish() on each transaction.",
            at: purchase, confidence: .medium)
    }
}
