import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// Purchases are made (`Product.purchase()`, `SKPaymentQueue.add`, RevenueCat `purchase`,
/// a StoreKit `StoreView`) but nothing in the project restores them: no `AppStore.sync()`,
/// `restoreCompletedTransactions()`, `restorePurchases()`, RevenueCat paywall, or StoreKit
/// view with `.storeButton(.visible, for: .restorePurchases)`.
///
/// High confidence when the project also shows it sells something restorable (a
/// subscription API, `Transaction.currentEntitlements`, `.nonConsumable`); medium otherwise,
/// since an app selling only consumables needs no restore. Reported once, at the first
/// purchase. Known false negative: a restore reached through a server or web view.
struct MissingRestore: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-restore.missing",
        ruleId: "pay-restore",
        summary: "In-app purchases are made but the app offers no way to restore them",
        triggering: [
            CheckExample("""
            import StoreKit

            @MainActor final class Store: ObservableObject {
                func buy(_ product: Product) async throws {
                    let result = try await ↓product.purchase()
                    if case .success(let verification) = result { await handle(verification) }
                }
                func refresh() async {
                    for await entitlement in Transaction.currentEntitlements { unlock(entitlement) }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            import StoreKit

            struct PaywallView: View {
                var body: some View {
                    ↓SubscriptionStoreView(groupID: "21482913")
                        .storeButton(.hidden, for: .restorePurchases)
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
                ("App/SettingsView.swift", """
                import StoreKit
                struct SettingsView: View {
                    var body: some View { Button("Restore Purchases") { Task { try? await AppStore.sync() } } }
                }
                """),
            ]),
            CheckExample("""
            import SwiftUI
            import StoreKit

            struct PaywallView: View {
                var body: some View {
                    SubscriptionStoreView(groupID: "21482913")
                        .storeButton(.visible, for: .restorePurchases, .policies)
                }
            }
            """),
            CheckExample("""
            final class Cart {
                func checkout() { api.purchase(items) }
            }
            """),
        ]
    )

    package struct Evidence: Sendable {
        let purchases: [SourcePosition]
        let restores: Bool
        let restorable: Bool
    }

    package static let evidence = FactKey<Evidence>("pay-restore.evidence")
    /// Names that show a purchase is restorable: owned entitlements, non-consumables, subscriptions.
    static let restorableNames: Set<String> = ["currentEntitlements", "currentEntitlement", "nonConsumable", "entitlements", "isEntitled"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let restorable = code.subscriptionEvidence?.strong == true || Self.restorableNames.contains { file.index.mentions($0) }
        output.facts.add(Evidence(purchases: code.purchases.map { file.position(of: $0) }, restores: code.offersRestore, restorable: restorable),
                         for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.restores), let purchase = evidence.flatMap(\.purchases).filter(project.ships).min() else { return }
        let restorable = evidence.contains(where: \.restorable)
        output.report(
            "The app sells in-app purchases but offers no way to restore them, so a customer on a new phone or after a reinstall meets a paywall for something they own (App Review \(AppReview.guideline(.inAppPurchase))). Add a labelled Restore Purchases button on the paywall and in settings that calls AppStore.sync() (StoreKit 2) or Purchases.shared.restorePurchases() (RevenueCat) and says what it found.",
            at: purchase, confidence: restorable ? .high : .medium)
    }
}
