import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A paywall selling an auto-renewable subscription whose screen lacks what App Review
/// checks in the binary (Guideline 3.1.2): a link to the Terms of Use (EULA), a link to
/// the privacy policy, and the period beside the price; and a trial shown with no word on
/// when paid billing starts.
///
/// A paywall is a view type that shows a store price (`displayPrice`,
/// `localizedPriceString`) and names a subscription (`product.subscription`,
/// `.autoRenewable`, `subscriptionPeriod`, a RevenueCat `Package` or `Offering`), or a
/// `SubscriptionStoreView`; a bare `.subscription` is an enum case (a promotion's kind on a
/// screen of consumables), not a product's subscription. Its screen is every view the screen graph draws on the screens
/// that hold it, so a legal footer composed from another file counts. A link is any
/// string or name on that screen that speaks of terms, EULA, privacy or legal pages, or
/// StoreKit's own policy buttons (`storeButton(.visible, for: .policies)`,
/// `subscriptionStorePolicyDestination`). Missing links: high confidence. Missing period:
/// medium (a label from a view model may carry it), and only when the product's own name is
/// not shown and the copy is not localised by key (`Text("supporter.subtitle")` may say
/// "monthly"). The trial warning is medium and silent on keyed copy too, since the text
/// cannot be read. A screen that never buys anything is passed over.
struct SubscriptionTerms: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-subscription-terms.paywall-terms",
        ruleId: "pay-subscription-terms",
        summary: "A subscription paywall without Terms of Use and privacy links, without the period beside the price, or with a trial that never says when billing starts",
        triggering: [
            // Terms and privacy buttons whose actions are empty: they look like links and open nothing.
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct ScannerPaywall: View {
                let weekly: Product
                var body: some View {
                    VStack {
                        if let period = weekly.subscription?.subscriptionPeriod {
                            Text("\\(↓weekly.displayPrice) every \\(period.unit.localizedDescription)")
                        }
                        Button("Continue") { Task { _ = try? await weekly.purchase() } }
                        HStack {
                            Button(action: {
                                // Open Terms of Service
                            }) { Text("Terms of Service") }
                            Button(action: {
                                // Open Privacy Policy
                            }) { Text("Privacy Policy") }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct ProPaywall: View {
                let product: Product
                var body: some View {
                    VStack {
                        Text("Unlimited recipes")
                        if let period = product.subscription?.subscriptionPeriod {
                            Text("\\(↓product.displayPrice) every \\(period.unit.localizedDescription)")
                        }
                        Button("Subscribe") { Task { _ = try? await product.purchase() } }
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/Paywall.swift", """
                import StoreKit
                import SwiftUI

                struct Paywall: View {
                    let annual: Product
                    var body: some View {
                        VStack {
                            Text("Start your 7-day free trial")
                            Text(↓annual.displayPrice)
                            Button("Continue") { Task { try? await annual.purchase() } }
                            LegalFooter()
                        }
                        .task { _ = await annual.subscription?.isEligibleForIntroOffer }
                    }
                }
                """),
                ("App/LegalFooter.swift", """
                import SwiftUI
                struct LegalFooter: View {
                    var body: some View {
                        HStack {
                            Link("Terms of Use", destination: URL(string: "https://example.com/terms")!)
                            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit

                @MainActor final class Store: ObservableObject {
                    @Published var plans: [Product] = []
                    func isSubscription(_ product: Product) -> Bool { product.type == .autoRenewable }
                    func buy(_ product: Product) async throws { _ = try await product.purchase() }
                }
                """),
                ("App/PaywallSheet.swift", """
                import SwiftUI

                struct ↓PaywallSheet: View {
                    @ObservedObject var store: Store
                    var body: some View {
                        ForEach(store.plans, id: \\.id) { plan in
                            Button(plan.displayName) { Task { try? await store.buy(plan) } }
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct UpgradeView: View {
                var body: some View {
                    ↓SubscriptionStoreView(groupID: "21482913")
                        .storeButton(.visible, for: .restorePurchases)
                }
            }
            """),
            // The price comes formatted from a plan model and the purchase from the screen's
            // owner; the renewal sentence says what is sold.
            CheckExample("""
            import SwiftUI

            struct WelcomePlanStep: View {
                let plan: PlanSummary
                let onPurchase: () -> Void
                var body: some View {
                    VStack {
                        Text("Go further with Vault Plus")
                        Button("Start Vault Plus", action: onPurchase)
                        Text(↓"Renews automatically at \\(plan.annualPriceText) each year")
                    }
                }
            }
            """),
            // The price comes from a model method that formats the product's price and period
            // in another file; the screen links its terms but not its privacy policy.
            CheckExample(files: [
                ("App/PurchasesModel.swift", """
                import StoreKit

                extension Product {
                    func formattedPriceWithPeriod() -> String? {
                        guard let period = subscription?.subscriptionPeriod else { return nil }
                        return "\\(displayPrice) / \\(period.unit.localizedDescription)"
                    }
                }

                @MainActor final class PurchasesModel: ObservableObject {
                    @Published var plus: Product?
                    func formattedPlusPrice() -> String? { plus?.formattedPriceWithPeriod() }
                    func purchasePlus() async { _ = try? await plus?.purchase() }
                    func openTermsOfUse() {}
                }
                """),
                ("App/OfferingsView.swift", """
                import SwiftUI

                struct OfferingsView: View {
                    @StateObject var purchases = PurchasesModel()
                    var body: some View {
                        VStack {
                            Text(purchases.↓formattedPlusPrice() ?? "")
                            Button("Subscribe") { Task { await purchases.purchasePlus() } }
                            Button("Terms") { purchases.openTermsOfUse() }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The same model-formatted price, on a screen that links both pages.
            CheckExample(files: [
                ("App/PurchasesModel.swift", """
                import StoreKit

                extension Product {
                    func formattedPriceWithPeriod() -> String? {
                        guard let period = subscription?.subscriptionPeriod else { return nil }
                        return "\\(displayPrice) / \\(period.unit.localizedDescription)"
                    }
                }

                @MainActor final class PurchasesModel: ObservableObject {
                    @Published var plus: Product?
                    func formattedPlusPrice() -> String? { plus?.formattedPriceWithPeriod() }
                    func purchasePlus() async { _ = try? await plus?.purchase() }
                }
                """),
                ("App/OfferingsView.swift", """
                import SwiftUI

                struct OfferingsView: View {
                    @StateObject var purchases = PurchasesModel()
                    var body: some View {
                        VStack {
                            Text(purchases.formattedPlusPrice() ?? "")
                            Button("Subscribe") { Task { await purchases.purchasePlus() } }
                            Link("Terms of Use", destination: URL(string: "https://example.com/terms")!)
                            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                        }
                    }
                }
                """),
            ]),
            // Terms of Use under the name "user agreement" (用户协议), beside the privacy policy (隐私政策).
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct ProPaywall: View {
                let product: Product
                var body: some View {
                    VStack {
                        if let period = product.subscription?.subscriptionPeriod {
                            Text("\\(product.displayPrice) every \\(period.unit.localizedDescription)")
                        }
                        Button("Subscribe") { Task { _ = try? await product.purchase() } }
                        HStack {
                            Link("用户协议", destination: URL(string: Config.userAgreement)!)
                            Link("隐私政策", destination: URL(string: Config.privacyURL)!)
                        }
                    }
                }
            }
            """),
            // A store of consumable gems whose promotion enum has a `.subscription` case and which
            // only segues to the subscription page; that page composes a disclaimer with both links.
            CheckExample(files: [
                ("App/GemStoreViewController.swift", """
                import StoreKit
                import UIKit

                final class GemStoreViewController: UICollectionViewController {
                    var products: [SKProduct] = []
                    var promoKind: PromoKind = .none

                    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Gem", for: indexPath) as! GemCell
                        cell.priceLabel.text = products[indexPath.item].localizedPrice
                        cell.promoBadge.isHidden = promoKind != .subscription
                        return cell
                    }

                    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                        GemStore.shared.buyGems(products[indexPath.item])
                    }

                    @IBAction func subscriptionPromoTapped(_ sender: Any) {
                        performSegue(withIdentifier: "subscriptionSegue", sender: self)
                    }
                }
                """),
                ("App/SubscriptionPage.swift", """
                import StoreKit
                import SwiftUI

                struct SubscriptionPage: View {
                    let plans: [Product]
                    var body: some View {
                        ScrollView {
                            ForEach(plans) { plan in
                                Button("\\(plan.displayName), \\(plan.displayPrice)") { Task { _ = try? await plan.purchase() } }
                                Text(plan.subscription?.subscriptionPeriod.unit.localizedDescription ?? "")
                            }
                            SubscriptionDisclaimer()
                        }
                    }
                }
                """),
                ("App/SubscriptionDisclaimer.swift", """
                import SwiftUI

                struct SubscriptionDisclaimer: View {
                    var body: some View {
                        HStack {
                            Link("Terms of Use", destination: URL(string: "https://example.com/terms")!)
                            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                        }
                    }
                }
                """),
            ]),
            // The paywall only opens its purchase sheet, and the sheet carries the legal links.
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\nfunc period(_ p: Product) -> Any? { p.subscription?.subscriptionPeriod }\n"),
                ("App/UpgradePaywall.swift", """
                import SwiftUI
                struct UpgradePaywall: View {
                    @State private var showingPlans = false
                    var body: some View {
                        VStack {
                            Text("Unlimited boards")
                            Button("See plans") { showingPlans = true }
                        }
                        .sheet(isPresented: $showingPlans) { PlanPurchaseSheet() }
                    }
                    func purchaseSelected() async { await store.purchase(selected) }
                }
                """),
                ("App/PlanPurchaseSheet.swift", """
                import SwiftUI
                struct PlanPurchaseSheet: View {
                    var body: some View {
                        VStack {
                            Button("Continue") { }
                            LegalFooter()
                        }
                    }
                }
                """),
                ("App/LegalFooter.swift", """
                import SwiftUI
                struct LegalFooter: View {
                    var body: some View {
                        HStack {
                            Link("Terms of Use", destination: termsURL)
                            Link("Privacy Policy", destination: privacyURL)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Paywall.swift", """
                import StoreKit
                import SwiftUI

                struct Paywall: View {
                    let monthly: Product
                    var body: some View {
                        VStack {
                            Text("7-day free trial, then \\(monthly.displayPrice) a month. Cancel anytime.")
                            Text("\\(monthly.displayPrice) per month")
                            Button("Subscribe") { Task { _ = try? await monthly.purchase() } }
                            LegalFooter()
                        }
                        .task { _ = monthly.subscription?.subscriptionPeriod }
                    }
                }
                """),
                ("App/LegalFooter.swift", """
                import SwiftUI
                struct LegalFooter: View {
                    var body: some View {
                        HStack {
                            Link("Terms of Use", destination: URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")!)
                            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct UpgradeView: View {
                var body: some View {
                    SubscriptionStoreView(groupID: "21482913")
                        .storeButton(.visible, for: .restorePurchases, .policies)
                    SubscriptionStoreView(groupID: "21482914")
                        .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/terms")!, for: .termsOfService)
                }
            }
            """),
            CheckExample("""
            import RevenueCat
            import SwiftUI

            struct SupporterView: View {
                @State private var subscription: StoreProduct?
                var body: some View {
                    if let subscription {
                        Text("settings.supporter.subtitle")
                        Button(subscription.localizedPriceString) {
                            Task { _ = try? await Purchases.shared.purchase(product: subscription) }
                        }
                        Link("settings.links.terms", destination: URL(string: "https://example.com/terms")!)
                        Link("settings.links.privacy", destination: URL(string: "https://example.com/privacy")!)
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct TipJar: View {
                let tip: Product
                var body: some View {
                    Button("Leave a tip of \\(tip.displayPrice)") { Task { _ = try? await tip.purchase() } }
                }
            }
            """),
            // A renewal date on the account screen: nothing is bought here.
            CheckExample("""
            import SwiftUI

            struct CurrentPlanRow: View {
                let plan: PlanSummary
                var body: some View {
                    Text("Your plan renews at \\(plan.annualPriceText) on \\(plan.renewalDate)")
                }
            }
            """),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct SubscriptionStatusRow: View {
                let product: Product
                var body: some View {
                    Text("You pay \\(product.displayPrice) every \\(product.subscription?.subscriptionPeriod.unit.localizedDescription ?? "")")
                }
            }
            """),
        ]
    )

    /// What one view type shows that the paywall terms depend on. Recorded only for types
    /// where something was found; flags of extensions and the type merge in the project pass.
    package struct OfferView: Sendable, Codable {
        package let type: String
        /// The first store price shown, or a `SubscriptionStoreView`: where to report.
        package var offer: SourcePosition?
        package var storeView = false
        package var sellsSubscription = false
        package var buys = false
        package var terms = false
        package var privacy = false
        package var period = false
        package var productName = false
        package var trial = false
        package var billingStart = false
        /// Copy read through localisation keys: what the screen says cannot be read.
        package var localizedCopy = false
        /// The declaration of a view named for selling (`PaywallView`, `PremiumSheet`) that makes a purchase call.
        package var namedPaywall: SourcePosition?

        var isEmpty: Bool {
            offer == nil && namedPaywall == nil && !buys && !terms && !privacy && !period && !productName && !trial && !billingStart && !localizedCopy
        }

        mutating func merge(_ other: OfferView) {
            if let position = other.offer, offer.map({ position < $0 }) ?? true { offer = position }
            storeView = storeView || other.storeView
            sellsSubscription = sellsSubscription || other.sellsSubscription
            buys = buys || other.buys
            terms = terms || other.terms
            privacy = privacy || other.privacy
            period = period || other.period
            productName = productName || other.productName
            trial = trial || other.trial
            billingStart = billingStart || other.billingStart
            localizedCopy = localizedCopy || other.localizedCopy
            namedPaywall = namedPaywall ?? other.namedPaywall
        }
    }

    /// A function or computed property named for a price (`formattedPriceWithPeriod()`): whether
    /// it reads a store price itself, whether it speaks of a subscription, and the other
    /// price-named members it calls. The project pass follows those calls, so a paywall that
    /// shows `model.formattedPlusPrice()` from another file is seen to show a store price.
    package struct PriceMember: Sendable, Codable {
        package let name: String
        package let readsStorePrice: Bool
        package let subscription: Bool
        /// Its name or body speaks of the period (`…WithPeriod`, `subscriptionPeriod`).
        package let period: Bool
        package let calls: [String]
    }

    /// A price-named member a view type uses, where it is first used.
    package struct PriceUse: Sendable, Codable {
        package let type: String
        package let name: String
        package let position: SourcePosition
    }

    package static let views = FactKey<OfferView>("pay-subscription-terms.view")
    package static let priceMembers = FactKey<PriceMember>("pay-subscription-terms.price-member")
    package static let priceUses = FactKey<PriceUse>("pay-subscription-terms.price-use")
    /// Files that show the app sells an auto-renewable subscription (`PurchaseCode.subscriptionEvidence`, strong).
    package static let sellsSubscriptions = FactKey<SourcePosition>("pay-subscription-terms.sells")
    /// Words of a view name that speak of selling; "subscribe" and "subscription" are left
    /// out, since feed and podcast apps subscribe to content.
    static let paywallNameWords: Set<String> = ["paywall", "premium", "upgrade", "membership", "plans"]
    static let purchaseCallWords: Set<String> = ["purchase", "buy"]

    /// Names that only code selling a subscription uses.
    static let subscriptionNames: Set<String> = [
        "subscription", "subscriptionPeriod", "autoRenewable", "SubscriptionInfo", "subscriptionGroupID", "isEligibleForIntroOffer",
        "introductoryOffer", "availablePackages", "storeProduct", "packageType", "currentOffering",
    ]
    /// RevenueCat types, counted only in files that import RevenueCat.
    static let revenueCatNames: Set<String> = ["Package", "Offering", "Offerings"]
    /// Ready-made paywalls that draw their own terms, period and links.
    static let completePaywalls: Set<String> = ["PaywallView", "paywallFooter", "presentPaywallIfNeeded", "presentPaywall", "originalTemplatePaywallFooter"]
    static let buyWords: Set<String> = ["purchase", "buy", "subscribe"]
    private static let buyText = TextSearch(anyOf: buyWords, ignoringCase: true)

    /// Whether a call's name holds a buy word in any case. An ASCII name (nearly all) is
    /// searched as bytes; Foundation's search, asked of every call name of every file, cost
    /// more than the rest of this check's file pass.
    static func namesBuying(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 } ? buyText.matches(name) : buyWords.contains(where: name.lowercased().contains)
    }
    /// A "user agreement" (`userAgreement`, 用户协议) is the Terms of Use under another name.
    static let termsWords: Set<String> = ["terms", "eula", "tos", "legal", "conditions", "agreement"]
    static let privacyWords: Set<String> = ["privacy", "legal"]
    static let periodWords: Set<String> = [
        "period", "periods", "monthly", "yearly", "annual", "annually", "weekly", "month", "months", "year", "years", "week", "weeks",
        "duration", "interval", "renewal", "per",
    ]
    static let productNameNames: Set<String> = ["displayName", "localizedTitle", "displayDescription", "localizedDescription"]
    static let billingWords: Set<String> = ["billing", "billed", "renewal", "renews", "charged", "charge", "expiration", "then", "after"]
    static let localizationNames: Set<String> = ["NSLocalizedString", "localized", "L10n", "LocalizedStringKey", "LocalizedStringResource", "Strings"]

    static let termsText = TextSearch(anyOf: ["terms", "eula", "legal", "conditions", "agreement", "协议", "協議", "条款", "條款"], ignoringCase: true)
    static let privacyText = TextSearch(anyOf: ["privacy", "legal", "隐私", "隱私"], ignoringCase: true)
    static let periodText = TextSearch(anyOf: ["month", "year", "week", "annual", "day", "/mo", "/yr", "/wk", "per "], ignoringCase: true)
    static let trialText = TextSearch(anyOf: ["trial", "free for", "introductory"], ignoringCase: true)
    static let billingText = TextSearch(anyOf: [" then", "after", "bill", "charge", "renew", "starts", "starting", "until", " ends"], ignoringCase: true)

    /// Every needle the name and literal tests below look for: a name or literal without one is passed over unread.
    static let anyNameWord = TextSearch(anyOf: termsWords.union(privacyWords).union(periodWords).union(billingWords).subtracting(["per"]), ignoringCase: true)
    static let anyLiteralWord = TextSearch(anyOf: ["terms", "eula", "legal", "conditions", "agreement", "协议", "協議", "条款", "條款", "隐私", "隱私", "privacy", "month", "year", "week", "annual", "day", "/mo", "/yr", "/wk", "per ",
                                                   "trial", "free for", "introductory", "then", "after", "bill", "charge", "renew", "starts", "starting", "until", "ends"],
                                            ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var views: [String: OfferView] = [:]
        func mark(_ node: some SyntaxProtocol, _ update: (inout OfferView) -> Void) {
            guard let type = node.enclosingTypeName else { return }
            update(&views[type, default: OfferView(type: type)])
        }
        let revenueCat = file.index.importedModules.contains { $0.hasPrefix("RevenueCat") || $0 == "Purchases" }
        let subscriptionNames = revenueCat ? Self.subscriptionNames.union(Self.revenueCatNames) : Self.subscriptionNames
        for name in Set(file.index.referencesByName.keys).union(file.index.memberAccessesByName.keys) {
            let sells = subscriptionNames.contains(name)
            let productName = Self.productNameNames.contains(name)
            let localized = Self.localizationNames.contains(name)
            let words = Self.anyNameWord.matches(name) ? Set(NameWords.split(name)) : []
            let terms = !words.isDisjoint(with: Self.termsWords), privacy = !words.isDisjoint(with: Self.privacyWords)
            let period = !words.isDisjoint(with: Self.periodWords), billing = !words.isDisjoint(with: Self.billingWords)
            guard sells || productName || localized || terms || privacy || period || billing else { continue }
            let nodes: [Syntax] = (file.index.referencesByName[name] ?? []).map(Syntax.init) + (file.index.memberAccessesByName[name] ?? []).map(Syntax.init)
            for node in nodes {
                let sells = sells && !(name == "subscription" && !revenueCat && Self.isImplicitMember(node))
                let dead = (terms || privacy) && Self.labelsDeadButton(node)
                mark(node) { view in
                    view.sellsSubscription = view.sellsSubscription || sells
                    view.productName = view.productName || productName
                    view.localizedCopy = view.localizedCopy || localized
                    view.terms = view.terms || terms && !dead
                    view.privacy = view.privacy || privacy && !dead
                    view.period = view.period || period
                    view.billingStart = view.billingStart || billing
                }
            }
        }
        for literal in file.index.stringLiterals {
            let key = Self.isLocalizationKey(literal)
            guard key || Self.anyLiteralWord.matches(literal, in: file) else { continue }
            let text = literal.plainText
            let trial = text.contains(" ") && Self.trialText.matches(text)
            let terms = Self.termsText.matches(text), privacy = Self.privacyText.matches(text), period = Self.periodText.matches(text)
            let billing = Self.billingText.matches(text)
            guard trial || terms || privacy || period || billing || key else { continue }
            let dead = (terms || privacy) && Self.labelsDeadButton(literal)
            mark(literal) { view in
                view.trial = view.trial || trial
                view.terms = view.terms || terms && !dead
                view.privacy = view.privacy || privacy && !dead
                view.period = view.period || period
                view.billingStart = view.billingStart || billing
                view.localizedCopy = view.localizedCopy || key
            }
        }
        for (name, calls) in file.index.callsByName where Self.namesBuying(name) {
            for call in calls { mark(call) { $0.buys = true } }
        }
        // A purchase handed in by the screen's owner: `Button(action: onPurchase)`.
        for (name, references) in file.index.referencesByName where Self.namesBuying(name) && !Self.buyWords.isDisjoint(with: NameWords.split(name)) {
            for reference in references where reference.parent?.is(LabeledExprSyntax.self) == true {
                mark(reference) { $0.buys = true }
            }
        }
        // "Auto renews at \(plan.yearlyPrice) every year": a renewal sentence around a price is a
        // subscription offer, whatever type formatted the price.
        for literal in file.index.stringLiterals where Self.statesRenewalPrice(literal) {
            mark(literal) { view in
                if view.offer == nil { view.offer = file.position(of: literal) }
                view.sellsSubscription = true
            }
        }
        for call in file.index.calls(Array(Self.completePaywalls)) {
            mark(call) { view in
                view.terms = true
                view.privacy = true
                view.period = true
            }
        }
        for call in file.index.calls("storeButton", "subscriptionStorePolicyDestination") where Self.showsPolicies(call) {
            mark(call) { view in
                view.terms = true
                view.privacy = true
            }
        }
        let fileSellsSubscription = PurchaseCode(file).subscriptionEvidence?.strong == true
        if fileSellsSubscription { output.facts.add(file.position(at: file.tree.position), for: Self.sellsSubscriptions) }
        for type in file.index.typeDeclarations where !type.isExtension && !Self.paywallNameWords.isDisjoint(with: Paywalls.words(of: type.name)) {
            let purchases = file.index.calls(within: type.node).contains { call in
                call.calleeName.map { !Self.purchaseCallWords.isDisjoint(with: NameWords.split($0)) } ?? false
            }
            guard purchases else { continue }
            let name = LastUsedSignInMethod.nameToken(of: type.node).map { file.position(of: $0) } ?? file.position(of: type.node)
            views[type.name, default: OfferView(type: type.name)].namedPaywall = name
        }
        for member in PurchaseAPIs.priceNames.flatMap({ file.index.memberAccesses($0) }).sorted(by: { $0.position < $1.position }) {
            mark(member) { view in
                if view.offer == nil { view.offer = file.position(of: member) }
                view.sellsSubscription = view.sellsSubscription || fileSellsSubscription
            }
        }
        for call in file.index.calls("SubscriptionStoreView") {
            mark(call) { view in
                if !view.storeView { view.offer = file.position(of: call) }
                view.storeView = true
                view.sellsSubscription = true
                view.buys = true
                view.period = true
            }
        }
        for view in views.values.sorted(by: { $0.type < $1.type }) where !view.isEmpty { output.facts.add(view, for: Self.views) }
        collectPriceMembers(file, sellsSubscription: fileSellsSubscription, &output)
    }

    static func namesPrice(_ name: String) -> Bool {
        name.range(of: "price", options: .caseInsensitive) != nil && NameWords.split(name).contains("price")
    }

    /// Records the file's price-named functions and computed properties, and each view type's
    /// first use of a price-named member (a call or a member access).
    private func collectPriceMembers(_ file: SwiftFile, sellsSubscription: Bool, _ output: inout CheckOutput) {
        var bodies: [(name: String, body: Syntax)] = file.index.functions.compactMap { function in
            guard Self.namesPrice(function.name.text), let body = function.body else { return nil }
            return (function.name.text, Syntax(body))
        }
        for binding in file.index.variables.flatMap(\.bindings) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.namesPrice(name),
                  let accessors = binding.accessorBlock else { continue }
            bodies.append((name, Syntax(accessors)))
        }
        // Inside an extension of the product the price is a bare name: `\(displayPrice)`.
        func reads(_ names: [String]) -> [AbsolutePosition] {
            file.index.memberAccesses(names).map(\.position) + file.index.references(names).map(\.position)
        }
        let priceReads = bodies.isEmpty ? [] : reads(Array(PurchaseAPIs.priceNames))
        let subscriptionReads = bodies.isEmpty ? [] : reads(Array(Self.subscriptionNames))
        let periodReads = bodies.isEmpty ? [] : reads(["subscriptionPeriod"])
        for (name, body) in bodies {
            let range = body.range
            let calls = file.index.calls(within: body).compactMap(\.calleeName).filter(Self.namesPrice)
            output.facts.add(PriceMember(
                name: name,
                readsStorePrice: priceReads.contains { range.contains($0) },
                subscription: sellsSubscription || subscriptionReads.contains { range.contains($0) },
                period: !Self.periodWords.isDisjoint(with: NameWords.split(name)) || periodReads.contains { range.contains($0) },
                calls: Array(Set(calls)).sorted()), for: Self.priceMembers)
        }
        var firstUse: [String: PriceUse] = [:]
        for (name, members) in file.index.memberAccessesByName where Self.namesPrice(name) {
            for member in members {
                guard let type = member.enclosingTypeName else { continue }
                let position = file.position(of: member.declName)
                let key = type + "." + name
                if firstUse[key].map({ position < $0.position }) ?? true { firstUse[key] = PriceUse(type: type, name: name, position: position) }
            }
        }
        for use in firstUse.values.sorted(by: { $0.position < $1.position }) { output.facts.add(use, for: Self.priceUses) }
    }

    /// What a price-named member shows once the members it calls are followed.
    struct ShownPrice: Equatable {
        var subscription: Bool
        var period: Bool
    }

    /// The price-named members that reach a store price, directly or through other price-named
    /// members, each with whether a subscription and its period are in sight on the way.
    static func storePriceMembers(_ members: [PriceMember]) -> [String: ShownPrice] {
        var found: [String: ShownPrice] = [:]
        var changed = true
        while changed {
            changed = false
            for member in members {
                let reached = member.calls.compactMap { found[$0] }
                guard member.readsStorePrice || !reached.isEmpty else { continue }
                let old = found[member.name]
                let shown = ShownPrice(
                    subscription: member.subscription || reached.contains(where: \.subscription) || old?.subscription == true,
                    period: member.period || reached.contains(where: \.period) || old?.period == true)
                if shown != old {
                    found[member.name] = shown
                    changed = true
                }
            }
        }
        return found
    }

    /// True inside the label of a `Button` whose action is empty (`Button(action: { // Open
    /// Terms of Service }) { Text("Terms") }`): a link that looks like one and opens nothing.
    static func labelsDeadButton(_ node: some SyntaxProtocol) -> Bool {
        guard let button = node.ancestor(where: { $0.as(FunctionCallExprSyntax.self)?.calleeName == "Button" })?.as(FunctionCallExprSyntax.self),
              let label = SwiftUIControls.label(of: button), label.range.contains(node.position),
              let action = SwiftUIControls.action(of: button)?.as(ClosureExprSyntax.self) else { return false }
        return action.statements.isEmpty
    }

    /// True for `.subscription` with no base: an enum case such as a promotion's type, never
    /// StoreKit's `product.subscription` (RevenueCat's `ProductCategory.subscription` aside).
    /// The index lists the member's name as a reference too, so its parent is asked as well.
    static func isImplicitMember(_ node: Syntax) -> Bool {
        let member = node.as(MemberAccessExprSyntax.self) ?? node.parent?.as(MemberAccessExprSyntax.self)
        return member.map { $0.base == nil } ?? false
    }

    /// True for a sentence that says the subscription renews and shows a price inside it:
    /// `"Renews at \(plan.displayYearlyPrice) every year"`.
    static func statesRenewalPrice(_ literal: StringLiteralExprSyntax) -> Bool {
        guard literal.hasInterpolation, literal.plainText.range(of: "renew", options: .caseInsensitive) != nil else { return false }
        return literal.segments.contains { segment in
            guard let expression = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression,
                  let name = expression.lastNameComponent else { return false }
            return NameWords.split(name).contains("price")
        }
    }

    /// True for a key handed to a text view or a localisation call: `Text("paywall.trial")`.
    static func isLocalizationKey(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let call = literal.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              keyedTextCalls.contains(call.calleeName ?? "") else { return false }
        let text = literal.plainText
        return !text.isEmpty && !text.contains(" ") && (text.contains(".") || text.contains("_")) && !text.contains("/")
    }

    static let keyedTextCalls: Set<String> = ["Text", "Label", "NSLocalizedString", "LocalizedStringKey", "String", "Button"]

    /// True when StoreKit's own policy buttons are on: `.storeButton(.visible, for: .policies)`
    /// or a `subscriptionStorePolicyDestination`.
    static func showsPolicies(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calleeName == "subscriptionStorePolicyDestination" { return true }
        return call.calleeName == "storeButton" && call.arguments.first?.expression.lastNameComponent == "visible"
            && call.arguments.contains { $0.expression.lastNameComponent == "policies" || $0.expression.trimmedSourceText.contains(".policies") }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var byType: [String: OfferView] = [:]
        for view in project.facts.values(Self.views) {
            if byType[view.type] == nil { byType[view.type] = view } else { byType[view.type]?.merge(view) }
        }
        // A view showing a store price through a price-named member of a model or extension.
        let storePrices = Self.storePriceMembers(project.facts.values(Self.priceMembers))
        for use in project.facts.values(Self.priceUses) {
            guard let price = storePrices[use.name] else { continue }
            var shown = OfferView(type: use.type)
            shown.offer = use.position
            shown.sellsSubscription = price.subscription
            shown.period = price.period
            if byType[use.type] == nil { byType[use.type] = shown } else { byType[use.type]?.merge(shown) }
        }
        let graph = project.screenGraph
        let offers = byType.values.filter { $0.offer != nil && $0.sellsSubscription && graph.units[$0.type] != nil }
            .sorted { $0.offer! < $1.offer! }
        var reportedScreens = Set<[String]>()
        let sellsSubscriptions = !project.facts.values(Self.sellsSubscriptions).isEmpty
        let named = sellsSubscriptions ? byType.values.filter { $0.offer == nil && $0.namedPaywall != nil && graph.units[$0.type] != nil } : []
        for offer in offers + named.sorted(by: { $0.namedPaywall! < $1.namedPaywall! }) {
            let screens = graph.screens(containing: offer.type).map(\.id)
            let key = screens.isEmpty ? [offer.type] : screens.sorted()
            var units = Set(screens.flatMap(graph.viewsOnScreen).map(graph.owningType))
            if screens.isEmpty { units.insert(offer.type) }
            var screen = offer
            for unit in units where unit != offer.type {
                if let view = byType[unit] { screen.merge(view) }
            }
            // The purchase sheet or modal the paywall presents may carry the legal links.
            for unit in Self.presented(from: screens.isEmpty ? [offer.type] : screens, graph) {
                guard let view = byType[unit] else { continue }
                screen.terms = screen.terms || view.terms
                screen.privacy = screen.privacy || view.privacy
            }
            guard screen.buys, reportedScreens.insert(key).inserted else { continue }
            if let position = offer.offer {
                report(offer: offer, screen: screen, at: position, &output)
            } else if let position = offer.namedPaywall {
                reportLinks(offer: offer, screen: screen, at: position, confidence: .medium, &output)
            }
        }
    }

    /// The types drawn on the screens that the given screens present (a `.sheet`, a pushed or
    /// presented controller), and on the screens those present in turn: where a paywall that
    /// only opens its purchase modal keeps its Terms and Privacy links.
    static func presented(from screens: [String], _ graph: ScreenGraph) -> Set<String> {
        var found = Set<String>()
        var seen = Set(screens)
        var frontier = screens
        for _ in 0..<2 {
            let opened = frontier.flatMap { graph.reach(from: $0).map(\.unit) }.flatMap { graph.opens[$0] ?? [] }.map(\.to)
            frontier = opened.filter { seen.insert($0).inserted }
            found.formUnion(frontier.flatMap(graph.viewsOnScreen).map(graph.owningType))
        }
        return found
    }

    /// The links finding: high confidence where the view itself shows a subscription's
    /// price, medium for a view named for selling in an app that sells subscriptions.
    private func reportLinks(offer: OfferView, screen: OfferView, at position: SourcePosition, confidence: Confidence, _ output: inout CheckOutput) {
        let missing = [screen.terms ? nil : "the Terms of Use (EULA)", screen.privacy ? nil : "the privacy policy"].compactMap { $0 }
        guard !missing.isEmpty else { return }
        let how = offer.storeView
            ? "Add .storeButton(.visible, for: .policies) with .subscriptionStorePolicyDestination(url:for:) for each, or links beside the view."
            : "Add Link buttons to both (Apple's standard EULA is https://www.apple.com/legal/internet-services/itunes/dev/stdeula/) under the subscribe button."
        let sells = offer.offer == nil ? "is a paywall in an app that sells auto-renewable subscriptions" : "sells an auto-renewable subscription"
        output.report(
            "\(offer.type) \(sells), but nothing on its screen links to \(missing.joined(separator: " or to ")). App Review rejects a build under Guideline \(AppReview.guideline(.subscriptions)) unless the app itself carries working links to the Terms of Use and the privacy policy, whatever the App Store page says. \(how)",
            at: position, confidence: confidence)
    }

    private func report(offer: OfferView, screen: OfferView, at position: SourcePosition, _ output: inout CheckOutput) {
        let guideline = AppReview.guideline(.subscriptions)
        reportLinks(offer: offer, screen: screen, at: position, confidence: .high, &output)
        if !screen.period && !screen.productName && !screen.localizedCopy {
            output.report(
                "\(offer.type) shows the subscription's price but nothing on its screen says how long each period lasts. Guideline \(guideline) asks for the length beside the price; show product.subscription?.subscriptionPeriod (\"$4.99 / month\"). Medium confidence: a label built in a view model may carry it.",
                at: position, confidence: .medium)
        }
        if screen.trial && !screen.billingStart && !screen.localizedCopy {
            output.report(
                "\(offer.type) offers a trial but nothing on its screen says when paid billing starts or what it costs after. State it beside the offer (\"7 days free, then $29.99 a year from 14 March\"), with the billed price as the most prominent figure (Guideline \(guideline)).",
                at: position, confidence: .medium)
        }
    }
}
