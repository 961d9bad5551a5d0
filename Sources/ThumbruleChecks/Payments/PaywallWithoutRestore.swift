import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A paywall that sells a restorable purchase with no restore control on it, while the app
/// restores elsewhere (a settings row). Someone who already paid meets the paywall first, on a
/// new phone or after a reinstall, and finds only a buy button there.
///
/// A paywall is a view type named for selling (`UpgradeView`, `PaywallScreen`), in a file that shows a store price (`displayPrice`, `priceLocale`, …) and
/// buys: a purchase call in the file, or an import of a project module whose files make
/// StoreKit purchases (an app's own wrapper such as a `StoreKitClient` dependency, whose
/// `addPayment` the paywall's reducer calls). On the screen means the file: no restore call,
/// no "Restore" text, no name mentioning restore in the view, and no view it names that comes
/// from a file offering restore; a paywall that a view of such a file draws (a container with
/// its own Restore button) is left alone too, even when that view only presents it. When nothing in the project restores, `pay-restore.missing`
/// reports instead; apps that sell only consumables are skipped as there.
struct PaywallWithoutRestore: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-restore.paywall-without-restore",
        ruleId: "pay-restore",
        summary: "A paywall offers a purchase but no restore control, though the app restores elsewhere",
        triggering: [
            CheckExample(files: [
                ("Sources/UpgradeFeature/UpgradeView.swift", """
                import StoreKitClient
                import SwiftUI
                struct UpgradeView: View {
                    let product: StoreProduct
                    let store: UpgradeStore
                    var body: some View {
                        VStack {
                            Text("Unlock everything")
                            ↓Button { store.upgradeButtonTapped() } label: { Text("Upgrade for \\(product.displayPrice)") }
                        }
                    }
                }
                """),
                ("Sources/StoreKitClient/Live.swift", """
                import StoreKit
                public struct StoreKitClient {
                    public func addPayment(_ id: String) { let payment = SKMutablePayment(); payment.productIdentifier = id; SKPaymentQueue.default().add(payment) }
                    public func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
                }
                """),
                ("Sources/SettingsFeature/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    let client: StoreKitClient
                    var body: some View { Button("Restore purchases") { client.restore() } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The paywall shows a restore row drawn by a view from another file.
            CheckExample(files: [
                ("Sources/UpgradeFeature/UpgradeView.swift", """
                import StoreKitClient
                import SwiftUI
                struct UpgradeView: View {
                    let product: StoreProduct
                    let store: UpgradeStore
                    var body: some View {
                        VStack {
                            Button { store.upgradeButtonTapped() } label: { Text("Upgrade for \\(product.displayPrice)") }
                            PurchaseFooter()
                        }
                    }
                }
                """),
                ("Sources/StoreKitClient/Live.swift", """
                import StoreKit
                public struct StoreKitClient {
                    public func addPayment(_ id: String) { SKPaymentQueue.default().add(SKMutablePayment()) }
                    public func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
                }
                """),
                ("Sources/UpgradeFeature/PurchaseFooter.swift", """
                import SwiftUI
                struct PurchaseFooter: View {
                    @Dependency(\\.storeKit) var client
                    var body: some View { Button("Restore purchases") { client.restore() } }
                }
                """),
            ]),
            // A container that draws the paywall shows Restore beside it.
            CheckExample(files: [
                ("App/UpgradeView.swift", """
                import StoreKit
                import SwiftUI
                struct UpgradeView: View {
                    let product: Product
                    var body: some View { Button("Upgrade for \\(product.displayPrice)") { Task { _ = try await product.purchase() } } }
                }
                """),
                ("App/StoreScreen.swift", """
                import StoreKit
                import SwiftUI
                struct StoreScreen: View {
                    let product: Product
                    var body: some View {
                        VStack {
                            UpgradeView(product: product)
                            Button("Restore Purchases") { Task { try await AppStore.sync() } }
                        }
                    }
                }
                """),
            ]),
            // One tip of a tip jar: a view that buys, not named for selling; its screen holds Restore.
            CheckExample(files: [
                ("App/TipButton.swift", """
                import StoreKit
                import SwiftUI
                struct TipButton: View {
                    let product: Product
                    var body: some View { Button("Tip \\(product.displayPrice)") { Task { _ = try await product.purchase() } } }
                }
                """),
                ("App/Support.swift", "import StoreKit\nfunc restoreTips() async { try? await AppStore.sync() }\n"),
            ]),
            // Restore on the paywall itself.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PaywallView: View {
                let product: Product
                var body: some View {
                    Button("Subscribe for \\(product.displayPrice)") { Task { _ = try await product.purchase() } }
                    Button("Restore Purchases") { Task { try await AppStore.sync() } }
                }
            }
            """),
            // Consumable packs only: nothing to restore.
            CheckExample(files: [
                ("App/CoinShopView.swift", """
                import StoreKit
                import SwiftUI
                struct CoinShopView: View {
                    let pack: Product
                    var body: some View { Button("Buy for \\(pack.displayPrice)") { Task { _ = try await pack.purchase() } } }
                }
                """),
                ("App/Support.swift", "import StoreKit\nfunc restore() async { try? await AppStore.sync() }\n"),
                ("App/Coins.storekit", """
                { "products" : [ { "productID" : "coins.small", "type" : "Consumable" } ], "subscriptionGroups" : [ ], "version" : { "major" : 3, "minor" : 0 } }
                """),
            ]),
        ]
    )

    /// What one file says about restore and selling.
    package struct FileEvidence: Sendable, Codable {
        var restores: Bool
        /// Views the file declares, when it offers restore: a paywall that shows one has it on screen.
        var restoreViews: [String]
        /// The module the file belongs to (`Sources/<Module>/…`) when it makes a purchase.
        var sellingModule: String?
        /// Capitalised names those views use: a paywall one of them draws may share its restore.
        var namedByRestoreViews: [String] = []
    }

    package struct Paywall: Sendable, Codable {
        let position: SourcePosition
        let name: String
        let sellsInFile: Bool
        let imports: [String]
        /// Capitalised names the paywall type uses: the views it draws.
        let typeNames: [String]
    }

    static let fileEvidence = FactKey<FileEvidence>("pay-restore.paywall-without-restore.file")
    static let paywalls = FactKey<Paywall>("pay-restore.paywall-without-restore.paywall")
    static let restoreText = TextSearch(anyOf: ["restore"], ignoringCase: true)
    static let purchaseWords: Set<String> = ["upgrade", "buy", "purchase", "subscribe", "unlock", "pay"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let purchases = code.purchases
        let restores = code.offersRestore || file.index.stringLiterals.contains { Self.restoreText.matches($0.plainText) }
        let views = restores ? file.index.typeDeclarations.filter { type in
            !type.isExtension && ["View", "UIView", "UIViewController"].contains(where: type.inherits)
        } : []
        output.facts.add(FileEvidence(restores: restores, restoreViews: views.map(\.name),
                                      sellingModule: purchases.isEmpty ? nil : Self.module(of: file.path),
                                      namedByRestoreViews: Set(views.flatMap { file.index.names(within: $0.node) }).filter { $0.first?.isUppercase == true }.sorted()),
                         for: Self.fileEvidence)
        guard !restores, PurchaseAPIs.priceFormattingNames.contains(where: { file.index.mentions($0) }) else { return }
        // Named for selling: a view that only makes a purchase may be one row of a tip jar or store screen.
        for type in Paywalls.types(in: file) where type.inherits("View") && !Paywalls.nameWords.isDisjoint(with: Paywalls.words(of: type.name)) {
            let names = file.index.names(within: type.node)
            guard !names.contains(where: { Self.restoreText.matches($0) }),
                  let button = file.index.calls("Button").first(where: { type.node.encloses($0) && Self.isPurchaseButton($0, file) }) else { continue }
            output.facts.add(Paywall(position: file.position(of: button), name: type.name, sellsInFile: !purchases.isEmpty,
                                     imports: file.index.importedModules,
                                     typeNames: names.filter { $0.first?.isUppercase == true }.sorted()),
                             for: Self.paywalls)
        }
    }

    /// True when the button's label or action speaks of buying (`Text("Upgrade for …")`, `.upgradeButtonTapped`).
    static func isPurchaseButton(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let words = file.index.names(within: button).flatMap { NameWords.split($0) }
            + file.index.stringLiterals(within: button).flatMap { NameWords.split($0.plainText) }
        return !purchaseWords.isDisjoint(with: words.map { $0.lowercased() })
    }

    /// The folder after `Sources/`, which SwiftPM names the module by default.
    static func module(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let files = project.facts.values(Self.fileEvidence)
        guard files.contains(where: \.restores), MissingRestore.configurationSellsOnlyConsumables(project) != true else { return }
        let sellingModules = Set(files.compactMap(\.sellingModule))
        let restoreViews = Set(files.flatMap(\.restoreViews))
        let drawnBesideRestore = Set(files.flatMap(\.namedByRestoreViews))
        for paywall in project.facts.values(Self.paywalls) where project.ships(paywall.position) {
            guard paywall.sellsInFile || paywall.imports.contains(where: sellingModules.contains),
                  restoreViews.isDisjoint(with: paywall.typeNames), !drawnBesideRestore.contains(paywall.name) else { continue }
            output.report(
                "This paywall sells a purchase but has no Restore Purchases control, so someone who already paid meets it on a new phone or after a reinstall with only a buy button; the app restores elsewhere, so add a labelled Restore Purchases button here that does the same and says what it found (App Review \(AppReview.guideline(.inAppPurchase))).",
                at: paywall.position, confidence: .medium)
        }
    }
}
