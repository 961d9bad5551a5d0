import Foundation
import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// Purchases are made (`Product.purchase()`, `SKPaymentQueue.add`, RevenueCat `purchase`,
/// a StoreKit `StoreView`) but nothing in the project restores them: no `AppStore.sync()`,
/// `restoreCompletedTransactions()`, `restorePurchases()`, RevenueCat paywall, or StoreKit
/// view with `.storeButton(.visible, for: .restorePurchases)`.
///
/// High confidence when the project also shows it sells something restorable (a
/// subscription API, `Transaction.currentEntitlements`, `.nonConsumable`); medium otherwise.
/// Consumables cannot be restored, so no finding when everything sold is one: every product of
/// the project's StoreKit configuration files (`.storekit`) is `Consumable`, or the code names
/// `.consumable` products and nothing restorable, or every purchase is made by a tip jar or a
/// donation screen (`DonationViewController`, `func tip(_:)`): App Store tips are consumables
/// that unlock nothing; so is a non-consumable tip when no paywall sells anything and the app reads
/// `Transaction.currentEntitlements`, which brings it back on a new phone. A purchase tied to the app's own account
/// (made only when signed in, `guard session.isLoggedIn`, or carrying `appAccountToken` /
/// `applicationUsername`), or made by calling the app's own function that does so, comes back by signing in when the server keeps it, which the code
/// cannot show: a low-confidence note there. Reported once, at the first purchase. Known false
/// negative: a restore reached through a server or web view.
///
/// Reported where the control belongs: at the `body` of each paywall, a view named for
/// selling whose button buys (`Button { model.buyAnnual() }`), or at the stack of buy buttons
/// of a UIKit view controller named for selling that shows subscription prices, with the
/// purchase as a related place; at the first purchase when no such screen is found. The list of
/// the settings or account screen (`MissingManageSubscriptions.accountList`), where the other
/// Restore Purchases row belongs, is a related place too.
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
            // Reported on the paywall, where the Restore button belongs.
            CheckExample(files: [
                ("App/PlanPicker.swift", """
                import SwiftUI
                struct PremiumView: View {
                    @StateObject var model = PlansModel()
                    ↓var body: some View {
                        VStack {
                            Text("Get every feature")
                            Button { model.buyAnnual() } label: { Text(model.annualPrice) }
                        }
                    }
                }
                """),
                ("App/PlansModel.swift", """
                import StoreKit
                @MainActor final class PlansModel: ObservableObject {
                    @Published var annualPrice = ""
                    var annual: Product?
                    func buyAnnual() {
                        Task { _ = try? await annual?.purchase() }
                    }
                    func refresh() async {
                        for await entitlement in Transaction.currentEntitlements { print(entitlement) }
                    }
                }
                """),
            ]),
            // A UIKit paywall: reported at the column of buy buttons, where Restore belongs.
            CheckExample(files: [
                ("App/Plans/PremiumPlansController.swift", """
                import StoreKit
                import UIKit
                final class PremiumPlansController: UIViewController {
                    let yearlyButton = UIButton(type: .system)
                    let monthlyButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let column = ↓UIStackView(arrangedSubviews: [yearlyButton, monthlyButton])
                        view.addSubview(column)
                    }
                    func fill(yearly: Product, monthly: Product) {
                        yearlyButton.setTitle("Yearly plan, \\(yearly.displayPrice)", for: .normal)
                        monthlyButton.setTitle("Monthly plan, \\(monthly.displayPrice)", for: .normal)
                    }
                }
                """),
                ("App/Plans/PlanStore.swift", """
                import StoreKit
                final class PlanStore {
                    func buy(_ plan: Product) async throws { _ = try await plan.purchase() }
                }
                """),
            ]),
            // A purchase tied to the app's account: a note, since signing in may bring it back.
            CheckExample("""
            import StoreKit

            final class MembershipStore {
                func join(_ product: Product) async throws {
                    guard session.isLoggedIn else { return }
                    _ = try await ↓product.purchase(options: [.appAccountToken(session.accountID)])
                }
            }
            """),
            // damus: the screen buys through the app's own wrapper, which passes the account's token;
            // the wrapper's call is account-tied too, so the note, not the paywall finding.
            CheckExample(files: [
                ("App/Membership/MembershipModel.swift", """
                import StoreKit
                final class MembershipModel {
                    func join(_ product: Product) async throws {
                        _ = try await ↓manager.purchase(product: product, id: accountID)
                    }
                }
                """),
                ("App/Membership/MembershipStoreView.swift", """
                import StoreKit
                import SwiftUI
                struct MembershipStoreView: View {
                    var body: some View {
                        Button("Subscribe") { Task { try await model.join(product) } }
                    }
                }
                """),
                ("App/Membership/StoreManager.swift", """
                import StoreKit
                final class StoreManager {
                    func purchase(product: Product, id: UUID) async throws -> Product.PurchaseResult {
                        try await product.purchase(options: [.appAccountToken(id)])
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Restore by sending the App Store receipt to the app's server.
            CheckExample("""
            import StoreKit
            import SwiftyStoreKit

            final class UpgradeViewModel: ObservableObject {
                func buy(_ product: SKProduct) {
                    SwiftyStoreKit.purchaseProduct(product) { _ in self.sendReceipt() }
                }
                func restorePurchase() { sendReceipt() }
                private func sendReceipt() {
                    SwiftyStoreKit.fetchReceipt(forceRefresh: false) { result in self.upload(result) }
                }
            }
            """),
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
            // The same UIKit paywall in an app that restores from its settings screen.
            CheckExample(files: [
                ("App/Plans/PremiumPlansController.swift", """
                import StoreKit
                import UIKit
                final class PremiumPlansController: UIViewController {
                    let yearlyButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(UIStackView(arrangedSubviews: [yearlyButton]))
                    }
                    func fill(yearly: Product) { yearlyButton.setTitle("Yearly plan, \\(yearly.displayPrice)", for: .normal) }
                    func buy(_ plan: Product) async throws { _ = try await plan.purchase() }
                }
                """),
                ("App/Settings/AccountSettingsController.swift", """
                import StoreKit
                import UIKit
                final class AccountSettingsController: UITableViewController {
                    @objc func restoreTapped() { Task { try? await AppStore.sync(); showRestoreResult() } }
                }
                """),
            ]),
            CheckExample("""
            final class Cart {
                func checkout() { api.purchase(items) }
            }
            """),
            // Coin packs only: the configuration file says every product is consumable.
            CheckExample(files: [
                ("App/CoinShop.swift", """
                import StoreKit
                final class CoinShop {
                    func buy(_ pack: Product) async throws { _ = try await pack.purchase() }
                }
                """),
                ("App/Coins.storekit", """
                {
                  "products" : [
                    { "productID" : "coins.small", "type" : "Consumable", "referenceName" : "Small pack" },
                    { "productID" : "coins.large", "type" : "Consumable", "referenceName" : "Large pack" }
                  ],
                  "subscriptionGroups" : [ ],
                  "nonRenewingSubscriptions" : [ ],
                  "version" : { "major" : 3, "minor" : 0 }
                }
                """),
            ]),
            // A tip jar: tips are consumables that unlock nothing.
            CheckExample("""
            import StoreKit

            final class TipJarViewController: UITableViewController {
                func leaveTip(_ product: SKProduct) {
                    SKPaymentQueue.default().add(SKPayment(product: product))
                }
            }
            """),
            // foqos (TipManager): a non-consumable tip that gates nothing, read back from the
            // current entitlements at launch; no paywall sells anything.
            CheckExample("""
            import StoreKit

            final class TipJar: ObservableObject {
                @Published var tipped = Set<String>()
                func refresh() async {
                    for await result in Transaction.currentEntitlements {
                        if case .verified(let transaction) = result { tipped.insert(transaction.productID) }
                    }
                }
                func purchase(_ product: Product) async throws { _ = try await product.purchase() }
            }
            """),
            // Consumables named in code, with nothing restorable.
            CheckExample("""
            import StoreKit
            final class HintStore {
                func buy(_ product: Product) async throws {
                    guard product.type == .consumable else { return }
                    _ = try await product.purchase()
                }
            }
            """),
        ]
    )

    package struct Evidence: Sendable, Codable {
        let purchases: [SourcePosition]
        let restores: Bool
        let restorable: Bool
        /// The file names `.consumable` products.
        var consumable = false
        /// Purchases made in a tip jar or a donation screen (a type or function named for it).
        var tips: [SourcePosition] = []
        /// Purchases made only by a signed-in account, or carrying the account's token.
        var accountTied: [SourcePosition] = []
        /// The bodies of paywalls: views named for selling with a button that buys.
        var paywalls: [SourcePosition] = []
        /// The file reads `Transaction.currentEntitlements`, which brings back what was kept.
        var readsEntitlements = false
        /// Each purchase's call as written, `purchase(product:id:)`, parallel to `purchases`.
        var calls: [String]? = nil
        /// The functions that make an account-tied purchase, `purchase(product:id:)`: the app's
        /// own wrappers, whose callers buy through the account as well.
        var accountTiedFunctions: [String]? = nil
        /// The list of the file's settings, account or profile screen, and whether that screen
        /// reads the store: where the settings' Restore Purchases row belongs.
        var accountList: SourcePosition? = nil
        var accountReadsStore = false
    }

    package static let evidence = FactKey<Evidence>("pay-restore.evidence")
    /// Names that show a purchase is restorable: owned entitlements, non-consumables, subscriptions.
    static let restorableNames: Set<String> = ["currentEntitlements", "currentEntitlement", "nonConsumable", "entitlements", "isEntitled"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let restorable = code.subscriptionEvidence?.strong == true || Self.restorableNames.contains { file.index.mentions($0) }
        let purchases = code.purchases
        let account = MissingManageSubscriptions.accountList(in: file)
        output.facts.add(Evidence(purchases: purchases.map { file.position(of: $0) }, restores: code.offersRestore, restorable: restorable,
                                  consumable: file.index.mentions("consumable"),
                                  tips: purchases.filter(Self.isTip).map { file.position(of: $0) },
                                  accountTied: purchases.filter { Self.isAccountTied($0, file) }.map { file.position(of: $0) },
                                  paywalls: Self.paywallBodies(in: file), readsEntitlements: file.index.mentions("currentEntitlements"),
                                  calls: purchases.map(Self.callSignature),
                                  accountTiedFunctions: purchases.filter { Self.isAccountTied($0, file) }.compactMap { purchase in
                                      purchase.enclosingFunction.map(Self.declarationSignature)
                                  },
                                  accountList: account.map { file.position(of: $0.0) }, accountReadsStore: account?.1 ?? false),
                         for: Self.evidence)
    }

    /// A call's name and argument labels, `purchase(product:id:)`.
    static func callSignature(_ call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.lastNameComponent ?? call.calledExpression.trimmedSourceText
        return name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    /// A function's name and argument labels, written as a call to it would be.
    static func declarationSignature(_ function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Where each paywall of the file would hold its Restore button: the `body` of a SwiftUI
    /// view named for selling whose buttons include one that buys, or the first stack view
    /// arranging buttons (else the declaration) of a UIKit view controller named for selling,
    /// in a file that shows store prices and subscription periods.
    static func paywallBodies(in file: SwiftFile) -> [SourcePosition] {
        let sellsSubscriptions = PurchaseAPIs.priceNames.contains { file.index.mentions($0) } && PurchaseCode(file).subscriptionEvidence != nil
        return Paywalls.types(in: file).compactMap { type in
            guard !Paywalls.nameWords.isDisjoint(with: NameWords.split(type.name)) else { return nil }
            if type.inherits("UIViewController") {
                return sellsSubscriptions ? file.position(of: buttonStack(of: type, file) ?? Syntax(type.node)) : nil
            }
            guard type.inherits("View"),
                  file.index.calls("Button").contains(where: { type.node.encloses($0) && PaywallWithoutRestore.isPurchaseButton($0, file) }),
                  let body = file.index.variables.first(where: { type.node.encloses($0) && $0.bindings.first?.pattern.trimmedSourceText == "body" })
            else { return nil }
            return file.position(of: body)
        }
    }

    /// The first `UIStackView(…)` of a view controller (or its extensions in the file) whose
    /// arranged views include a button (`buyButton`): the column the buy buttons stand in.
    static func buttonStack(of controller: TypeDeclaration, _ file: SwiftFile) -> Syntax? {
        let declarations = file.index.typeDeclarations.filter { $0.name == controller.name }
        return file.index.calls("UIStackView").first { stack in
            declarations.contains { $0.node.encloses(stack) }
                && file.index.references(within: stack).contains { NameWords.split($0.baseName.text).contains("button") }
        }.map(Syntax.init)
    }

    /// True when the function making the purchase checks a sign-in (`isLoggedIn`, `isSignedIn`)
    /// or passes the account's token with it (`appAccountToken`, `applicationUsername`).
    static func isAccountTied(_ purchase: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = purchase.enclosingScope else { return false }
        return file.index.names(within: scope).contains { name in
            if accountTokenNames.contains(name) { return true }
            guard SessionAPIs.signInLetters.matches(name) || name.lowercased().contains("signedin") else { return false }
            let words = Set(NameWords.split(name))
            return words.contains("in") && !words.isDisjoint(with: ["logged", "signed"])
        }
    }

    static let accountTokenNames: Set<String> = ["appAccountToken", "applicationUsername"]

    /// Words of a type or function that takes tips or donations.
    static let tipWords: Set<String> = ["tip", "tips", "donation", "donations", "donate", "donating"]

    /// True when the purchase is made inside a type or function named for tips or donations.
    static func isTip(_ purchase: FunctionCallExprSyntax) -> Bool {
        let names = [purchase.enclosingTypeName, purchase.enclosingFunction?.name.text].compactMap { $0 }
        return names.contains { !tipWords.isDisjoint(with: NameWords.split($0).map { $0.lowercased() }) }
    }

    /// What the project's StoreKit configuration files sell: nil without one, else true when
    /// every product in them is consumable.
    static func configurationSellsOnlyConsumables(_ project: Project) -> Bool? {
        let files = project.files(of: .storeKitConfiguration)
        guard !files.isEmpty else { return nil }
        var types: [String] = []
        for file in files {
            guard let data = try? file.readData(), let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            types += ((json["products"] as? [[String: Any]]) ?? []).map { ($0["type"] as? String) ?? "" }
            let groups = (json["subscriptionGroups"] as? [[String: Any]]) ?? []
            let subscriptions = groups.flatMap { ($0["subscriptions"] as? [Any]) ?? [] }.count
                + ((json["nonRenewingSubscriptions"] as? [Any]) ?? []).count
            if subscriptions > 0 { return false }
        }
        return !types.isEmpty && types.allSatisfy { $0 == "Consumable" }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.restores), let purchase = evidence.flatMap(\.purchases).filter(project.ships).min() else { return }
        let paywalls = evidence.flatMap(\.paywalls).filter(project.ships).sorted()
        let restorable = evidence.contains(where: \.restorable)
        // Consumables cannot be restored: nothing to offer when they are all the app sells.
        if let onlyConsumables = Self.configurationSellsOnlyConsumables(project) {
            if onlyConsumables && !restorable { return }
        } else if !restorable && evidence.contains(where: \.consumable) {
            return
        }
        let tips = Set(evidence.flatMap(\.tips))
        // A tip that unlocks something is still no paywall's: with no paywall and the app reading
        // its entitlements at launch (which brings a kept tip back), there is nothing to restore.
        if evidence.flatMap(\.purchases).filter(project.ships).allSatisfy(tips.contains),
           !restorable || (paywalls.isEmpty && evidence.contains(where: \.readsEntitlements)) { return }
        // A call to the app's own wrapper around an account-tied purchase is one too (damus).
        let wrappers = Set(evidence.flatMap { $0.accountTiedFunctions ?? [] })
        let wrapperCalls = evidence.flatMap { item in zip(item.purchases, item.calls ?? []).filter { wrappers.contains($0.1) }.map(\.0) }
        if (evidence.flatMap(\.accountTied) + wrapperCalls).contains(purchase) {
            output.report(
                "Purchases are made only through the app's own account and the app offers no Restore Purchases; if the server keeps them, signing in on a new phone brings them back, which the code does not show: confirm it, or add a Restore Purchases button that calls AppStore.sync() (App Review \(AppReview.guideline(.inAppPurchase))).",
                at: purchase, confidence: .low)
            return
        }
        // The settings screen lacks it too: named where its row belongs (primal-ios).
        let settings = MissingManageSubscriptions.accountScreen(evidence.compactMap { item in item.accountList.map { ($0, item.accountReadsStore) } }, project)
            .map { [RelatedLocation($0, "the settings or account screen, where a Restore Purchases row belongs")] } ?? []
        // Each paywall lacks the control; with none found, the first purchase stands for them.
        for paywall in paywalls.isEmpty ? [purchase] : paywalls {
            output.report(
                "The app sells in-app purchases but offers no way to restore them, so a customer on a new phone or after a reinstall meets a paywall for something they own (App Review \(AppReview.guideline(.inAppPurchase))). Add a labelled Restore Purchases button on \(paywalls.isEmpty ? "the paywall" : "this paywall") and in settings that calls AppStore.sync() (StoreKit 2) or Purchases.shared.restorePurchases() (RevenueCat) and says what it found.",
                at: paywall, confidence: restorable ? .high : .medium, related: (paywalls.isEmpty ? [] : [RelatedLocation(purchase, "the first purchase")]) + settings)
        }
    }
}
