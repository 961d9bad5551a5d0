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
///
/// The places a reader looks for the missing row are named as related places: the purchase
/// (in the file that shows the sale, RevenueCat's `Purchases.shared.purchaseProduct` included,
/// else the first that ships), and the list of the app's settings, account or profile screen
/// (`SettingsView`, `ProfileView`), preferring one that reads the store, where the row belongs.
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
            // cleanswipe / naturefm: the settings screen shows the subscription's status and an
            // Upgrade button, but no Manage row (named as a related place).
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                final class Store: ObservableObject {
                    @Published var products: [Product] = []
                    var plans: [Product] { products.filter { $0.type == ↓.autoRenewable } }
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
                ("App/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    @ObservedObject var store: Store
                    var body: some View {
                        List {
                            Section("Premium") { Text(store.plans.isEmpty ? "Free" : "Premium") }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The nearest correct settings screen: its Premium section links to the App Store's subscriptions page.
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                final class Store: ObservableObject {
                    @Published var products: [Product] = []
                    var plans: [Product] { products.filter { $0.type == .autoRenewable } }
                }
                """),
                ("App/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    var body: some View {
                        List {
                            Section("Premium") {
                                Link("Manage subscription", destination: URL(string: "https://apps.apple.com/account/subscriptions")!)
                            }
                        }
                    }
                }
                """),
            ]),
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
        var purchase: SourcePosition? = nil
        /// The list of a settings, account or profile screen, and whether that screen names the store.
        var accountList: SourcePosition? = nil
        var accountReadsStore = false
    }

    static let accountWords: Set<String> = ["settings", "account", "profile"]
    static let screenSuffixes: Set<String> = ["view", "controller", "screen", "page"]
    static let listNames: [String] = ["List", "Form"]
    static let uikitListNames: [String] = ["UIStackView", "UITableView"]
    /// Words between `Settings` and the suffix that name the top settings screen.
    static let topScreenWords: Set<String> = ["main", "root", "home", "menu", "list", "overview"]
    /// Words of a name inside a screen that say it reads the purchase state.
    static let storeWords: Set<String> = ["store", "purchase", "purchases", "subscription", "premium", "entitlement", "entitlements"]

    package static let evidence = FactKey<Evidence>("pay-cancel.evidence")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let sold = code.subscriptionEvidence
        var evidence = Evidence(subscription: sold.map { file.position(of: $0.node) }, strong: sold?.strong ?? false,
                                manages: code.offersManageSubscriptions)
        // RevenueCat 3's `Purchases.shared.purchaseProduct(_:)`, which `purchases` leaves out, stands in when it is the file's only buy.
        let revenueCat = RevenueCatPendingUnhandled.modules.isDisjoint(with: file.index.importedModules) ? nil
            : file.index.calls(Array(RevenueCatPendingUnhandled.purchaseNames)).first { call in
                call.calleeName.map { call.calleePath == "Purchases.shared.\($0)" } ?? false
            }
        evidence.purchase = (code.purchases.first ?? revenueCat).map { file.position(of: $0) }
        if let (list, readsStore) = Self.accountList(in: file) {
            evidence.accountList = file.position(of: list)
            evidence.accountReadsStore = readsStore
        }
        output.facts.add(evidence, for: Self.evidence)
    }

    /// The first `List` or `Form` of a view named for settings, an account or a profile
    /// (`SettingsView`, `AccountScreen`, `ProfileViewController`), and whether that view names the store.
    /// A UIKit controller with neither stands its rows in the first `UIStackView` or `UITableView`
    /// it builds (primal-ios: `SettingsMainViewController`'s stack of option buttons).
    static func accountList(in file: SwiftFile) -> (FunctionCallExprSyntax, Bool)? {
        for type in file.index.typeDeclarations where !type.isExtension {
            let words = NameWords.split(type.name)
            guard words.count >= 2, let last = words.last, screenSuffixes.contains(last) else { continue }
            let isController = type.inherits("UIViewController")
            // A settings controller may name the screen first when the rest says it is the top
            // screen (`SettingsMainViewController`); a sub-page (`SettingsMutedUsersController`)
            // or a profile's card (`ProfilePremiumCardController`) is no place for the row.
            let middle = words.dropFirst().filter { !screenSuffixes.contains($0) }
            let named = accountWords.contains(words[words.count - 2])
                || (isController && words.first == "settings" && middle.allSatisfy(topScreenWords.contains))
            guard named else { continue }
            let lists = file.index.calls(listNames).filter { type.node.encloses($0) }
            // A controller builds its rows in its body or an extension of it in the file (primal-ios: `private extension`).
            let declarations = file.index.typeDeclarations.filter { $0.name == type.name }.map(\.node)
            let rows = lists.isEmpty && isController ? file.index.calls(uikitListNames).filter { call in declarations.contains { $0.encloses(call) } } : lists
            guard let list = rows.min(by: { $0.position < $1.position }) else { continue }
            let readsStore = file.index.names(within: type.node).contains { !storeWords.isDisjoint(with: NameWords.split($0)) }
            return (list, readsStore)
        }
        return nil
    }

    /// The settings or account screen's list that ships, preferring one that reads the store:
    /// where a row for the subscription (Manage, Restore Purchases) belongs.
    static func accountScreen(_ lists: [(position: SourcePosition, readsStore: Bool)], _ project: Project) -> SourcePosition? {
        lists.filter { project.ships($0.position) }.min { ($0.readsStore ? 0 : 1, $0.position) < ($1.readsStore ? 0 : 1, $1.position) }?.position
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.manages) else { return }
        let sold = evidence.filter { $0.subscription.map(project.ships) ?? false }.sorted { ($0.strong ? 0 : 1, $0.subscription!) < ($1.strong ? 0 : 1, $1.subscription!) }
        guard let first = sold.first, let position = first.subscription else { return }
        var related: [RelatedLocation] = []
        // The purchase in the file that shows the sale, else the first one that ships.
        if let purchase = first.purchase ?? evidence.compactMap(\.purchase).filter(project.ships).min() {
            related.append(RelatedLocation(purchase, "the first purchase"))
        }
        if let screen = Self.accountScreen(evidence.compactMap { item in item.accountList.map { ($0, item.accountReadsStore) } }, project) {
            related.append(RelatedLocation(screen, "the settings or account screen, where a Manage subscription row belongs"))
        }
        output.report(
            "The app sells auto-renewing subscriptions but nothing opens the store's page to manage or cancel them. Add a Manage subscription row at the top of the account screen that calls AppStore.showManageSubscriptions(in:) or uses .manageSubscriptionsSheet(isPresented:).",
            at: position, confidence: first.strong ? .high : .medium, related: related)
    }
}
