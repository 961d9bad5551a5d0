import SwiftSyntax
import ThumbruleCore

/// Auto-renewing subscriptions are sold but no route leads to managing them:
/// no `AppStore.showManageSubscriptions(in:)`, `.manageSubscriptionsSheet`, App Store
/// subscriptions URL, RevenueCat `managementURL` or Customer Center.
///
/// High confidence when a StoreKit subscription API shows the sale (`SubscriptionStoreView`,
/// `subscriptionStatus`, `Product.SubscriptionInfo`, …); medium when only a product id names
/// a period (`com.app.pro.yearly`). Reported once. Known false negative: a management link
/// built from parts at runtime.
struct MissingManageSubscriptions: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-cancel.missing-manage-route",
        ruleId: "pay-cancel",
        summary: "Subscriptions are sold but nothing opens the store's subscription management page",
        triggering: [
            CheckExample("""
            import SwiftUI
            import StoreKit

            struct PaywallView: View {
                var body: some View {
                    ↓SubscriptionStoreView(groupID: "21482913")
                        .storeButton(.visible, for: .restorePurchases)
                }
            }
            """),
            CheckExample("""
            import StoreKit

            enum ProductID {
                static let monthly = ↓"com.example.pro.monthly"
            }
            """),
            // RevenueCat packages sold under price labels that name the period.
            CheckExample("""
            import RevenueCat

            final class PlansModel: ObservableObject {
                @Published var monthly = ""
                func load() {
                    Purchases.shared.getOfferings { offerings, _ in
                        guard let packages = offerings?.current?.availablePackages else { return }
                        self.monthly = ↓"\\(packages[0].localizedPriceString) Monthly"
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/PaywallView.swift", """
                import StoreKit
                struct PaywallView: View {
                    var body: some View { SubscriptionStoreView(groupID: "21482913") }
                }
                """),
                ("App/AccountView.swift", """
                struct AccountView: View {
                    @State private var managing = false
                    var body: some View {
                        Button("Manage subscription") { managing = true }
                            .manageSubscriptionsSheet(isPresented: $managing)
                    }
                }
                """),
            ]),
            CheckExample("""
            import StoreKit

            enum ProductID {
                static let lifetime = "com.example.pro.lifetime"
                static let manage = URL(string: "https://apps.apple.com/account/subscriptions")!
            }
            """),
        ]
    )

    package struct Evidence: Sendable, Codable {
        let subscription: SourcePosition?
        let strong: Bool
        let manages: Bool
    }

    package static let evidence = FactKey<Evidence>("pay-cancel.evidence")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let sold = code.subscriptionEvidence
        output.facts.add(Evidence(subscription: sold.map { file.position(of: $0.node) }, strong: sold?.strong ?? false,
                                  manages: code.offersManageSubscriptions), for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.manages) else { return }
        let sold = evidence.filter { $0.subscription.map(project.ships) ?? false }.sorted { ($0.strong ? 0 : 1, $0.subscription!) < ($1.strong ? 0 : 1, $1.subscription!) }
        guard let first = sold.first, let position = first.subscription else { return }
        output.report(
            "The app sells auto-renewing subscriptions but nothing opens the store's page to manage or cancel them. Add a Manage subscription row at the top of the account screen that calls AppStore.showManageSubscriptions(in:) or uses .manageSubscriptionsSheet(isPresented:).",
            at: position, confidence: first.strong ? .high : .medium)
    }
}
