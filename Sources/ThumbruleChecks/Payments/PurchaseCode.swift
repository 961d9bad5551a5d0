import SwiftSyntax
import ThumbruleCore

/// What one Swift file does with in-app purchases, answered from its index and the
/// `PurchaseAPIs` table. Every payments check reads purchase code through this one place.
struct PurchaseCode {
    package let file: SwiftFile
    /// True when the file imports StoreKit, RevenueCat or another store wrapper.
    let importsPurchaseAPI: Bool

    package init(_ file: SwiftFile) {
        self.file = file
        importsPurchaseAPI = file.index.importedModules.contains { PurchaseAPIs.modules.contains($0) }
    }

    /// True when the file sells through the store rather than only importing StoreKit: it
    /// imports a store SDK (`PurchaseAPIs.storeSDKs`), buys, restores, or names StoreKit's
    /// products, prices, transactions or subscriptions. StoreKit imported for the review prompt
    /// (`SKStoreReviewController`) or an App Store page sells nothing.
    var sellsThroughStore: Bool {
        guard importsPurchaseAPI else { return false }
        if file.index.importedModules.contains(where: PurchaseAPIs.storeSDKs.contains) || !purchases.isEmpty
            || !file.index.calls(matching: PurchaseAPIs.restoreCalls).isEmpty { return true }
        return [PurchaseAPIs.storeProductNames, PurchaseAPIs.transactionNames, PurchaseAPIs.priceNames, PurchaseAPIs.subscriptionMarkers].contains { names in
            names.contains(where: file.index.mentions)
        }
    }

    /// Calls that buy a product, and StoreKit / RevenueCat views that sell by themselves.
    /// Only in files that import a purchase API: elsewhere `purchase` is anyone's name.
    package var purchases: [FunctionCallExprSyntax] {
        guard importsPurchaseAPI else { return [] }
        let views = PurchaseAPIs.sellingViews.flatMap { file.index.calls($0) }
        return (file.index.calls(matching: PurchaseAPIs.purchaseCalls) + views).sorted { $0.position < $1.position }
    }

    /// True when the file offers a restore: a restore call, a RevenueCat paywall, or a
    /// StoreKit view given `.storeButton(.visible, for: .restorePurchases)`.
    var offersRestore: Bool {
        if !file.index.calls(matching: PurchaseAPIs.restoreCalls).isEmpty { return true }
        if importsPurchaseAPI, PurchaseAPIs.viewsWithRestore.contains(where: { !file.index.calls($0).isEmpty }) { return true }
        return file.index.calls("storeButton").contains { call in
            call.arguments.first?.expression.lastNameComponent == "visible"
                && call.arguments.contains { $0.expression.trimmedSourceText.contains("restorePurchases") }
        }
    }

    static let manageURLSearch = TextSearch(anyOf: PurchaseAPIs.manageURLs, ignoringCase: false)

    /// True when the file routes to the system's subscription management page.
    var offersManageSubscriptions: Bool {
        !file.index.calls(matching: PurchaseAPIs.manageCalls).isEmpty
            || PurchaseAPIs.manageMembers.contains { !file.index.memberAccesses($0).isEmpty }
            || file.index.stringLiterals.contains { PurchaseCode.manageURLSearch.matches($0.plainText) }
    }

    /// The first place the file shows it sells an auto-renewing subscription: a StoreKit
    /// subscription API (strong), or a product id naming a period in a purchase file (weaker).
    var subscriptionEvidence: (node: Syntax, strong: Bool)? {
        for marker in PurchaseAPIs.subscriptionMarkers.sorted() {
            let nodes: [Syntax] = file.index.calls(marker).map(Syntax.init) + file.index.references(marker).map(Syntax.init)
                + file.index.memberAccesses(marker).map(Syntax.init)
            if let first = nodes.min(by: { $0.position < $1.position }) { return (first, true) }
        }
        guard importsPurchaseAPI else { return nil }
        // A product id that names a period (`com.app.pro.yearly`), or, in a file that reads a
        // store price, a price label that does (`"\(package.localizedPriceString) Monthly"`).
        let readsPrice = PurchaseAPIs.priceNames.contains { file.index.mentions($0) }
        let literal = file.index.stringLiterals.first { literal in
            (readsPrice || PurchaseAPIs.looksLikeProductID(literal.plainText))
                && !PurchaseAPIs.subscriptionIDWords.isDisjoint(with: NameWords.split(literal.plainText))
        }
        return literal.map { (Syntax($0), false) }
    }

    /// True when the file reads the App Store storefront at runtime.
    var readsStorefront: Bool {
        PurchaseAPIs.storefrontNames.contains { file.index.mentions($0) }
    }
}

/// Types that draw a paywall: a view or view controller whose name speaks of selling
/// (`PaywallView`, `PremiumSheet`, `UpgradeViewController`), or one that makes purchases.
enum Paywalls {
    static let nameWords: Set<String> = ["paywall", "subscribe", "subscription", "subscriptions", "premium", "upgrade", "purchase", "pro", "plus", "unlock", "membership", "plans", "iap"]
    static let viewWords: Set<String> = ["view", "screen", "sheet", "controller", "page", "modal"]

    /// The words of a type name, with "paywall" spelled as two (`PayWallViewController`, from
    /// thoughts-ios and thinker-ios) joined back into one, so it reads as the paywall it is.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for word in NameWords.split(name) {
            if word == "wall", words.last == "pay" { words[words.count - 1] = "paywall" } else { words.append(word) }
        }
        return words
    }

    package static func types(in file: SwiftFile) -> [TypeDeclaration] {
        let purchases = PurchaseCode(file).purchases
        return file.index.typeDeclarations.filter { type in
            guard !type.isExtension else { return false }
            let words = Set(words(of: type.name))
            let isView = type.inherits("View") || type.inherits("UIViewController") || !viewWords.isDisjoint(with: words)
            return isView && (!nameWords.isDisjoint(with: words) || purchases.contains { type.node.encloses($0) })
        }
    }
}
