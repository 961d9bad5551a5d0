/// In-app purchase APIs (StoreKit 1 and 2, RevenueCat and other store wrappers), outside
/// payment SDKs and checkout hosts. One line per API; calls are `APICall`s.
/// Sources: Apple StoreKit documentation, RevenueCat iOS SDK reference.
public enum PurchaseAPIs {
    /// Modules whose import means the file talks to the App Store's purchase system.
    public static let modules: Set<String> = [
        "StoreKit", "RevenueCat", "RevenueCatUI", "Purchases", "SwiftyStoreKit", "Qonversion", "Adapty", "AdaptyUI", "ApphudSDK", "Glassfy",
    ]
    /// The store SDKs among `modules`: wrappers that exist to sell, where StoreKit also asks for
    /// reviews and opens App Store pages.
    public static let storeSDKs = modules.subtracting(["StoreKit"])
    /// Store product types and lookups (StoreKit, RevenueCat), meaningful only in a file that
    /// uses a purchase API.
    public static let storeProductNames: Set<String> = ["Product", "SKProduct", "StoreProduct", "Package", "Offering", "Offerings", "products", "storeProduct", "SKProductsRequest"]
    /// StoreKit's payment queue and transactions.
    public static let transactionNames: Set<String> = ["SKPaymentQueue", "SKPaymentTransaction", "Transaction"]

    /// Calls that buy a product. A bare `purchase` counts only in a file importing one of `modules`.
    public static let purchaseCalls: [APICall] = [
        "purchase",                         // StoreKit 2 Product.purchase(), RevenueCat Purchases.shared.purchase(package:)
        "SKPayment", "SKMutablePayment",    // StoreKit 1: the payment added to the queue (`add` also takes observers)
        "SwiftyStoreKit.purchaseProduct",
        "Adapty.makePurchase",
    ]

    /// StoreKit and RevenueCat views that sell by themselves.
    public static let sellingViews: Set<String> = [
        "StoreView", "SubscriptionStoreView", "ProductView", "PaywallView", "presentPaywallIfNeeded", "paywallFooter", "presentPaywall",
    ]

    /// Calls that restore earlier purchases, including re-reading the App Store receipt for
    /// a server to validate (`SKReceiptRefreshRequest`, SwiftyStoreKit's `fetchReceipt`), and
    /// RevenueCat 3's `restoreTransactions` (renamed `restorePurchases` in version 4).
    public static let restoreCalls: [APICall] = [
        "AppStore.sync", "restoreCompletedTransactions", "restorePurchases", "restoreTransactions", "SwiftyStoreKit.restorePurchases",
        "SwiftyStoreKit.fetchReceipt", "SKReceiptRefreshRequest",
    ]

    /// Views that show their own restore button: RevenueCat's paywalls. StoreKit's views
    /// need `.storeButton(.visible, for: .restorePurchases)`, which is read separately.
    public static let viewsWithRestore: Set<String> = ["PaywallView", "presentPaywallIfNeeded", "paywallFooter", "presentPaywall"]

    /// Routes to the system's subscription management page.
    public static let manageCalls: [APICall] = [
        "AppStore.showManageSubscriptions", "showManageSubscriptions", "manageSubscriptionsSheet", "CustomerCenterView", "presentCustomerCenter",
    ]
    /// Members that hold a management URL (RevenueCat `customerInfo.managementURL`).
    public static let manageMembers: Set<String> = ["managementURL"]
    /// Addresses of the App Store's subscription management page.
    public static let manageURLs: [String] = [
        "apps.apple.com/account/subscriptions", "itunes.apple.com/account/subscriptions",
        "buy.itunes.apple.com/WebObjects/MZFinance.woa/wa/manageSubscriptions", "finance-app.itunes.apple.com/account/subscriptions",
        "support.apple.com/HT202039", "support.apple.com/en-us/HT202039", "support.apple.com/118428", "support.apple.com/en-us/118428",
    ]

    /// Names that only appear in code selling auto-renewing subscriptions.
    public static let subscriptionMarkers: Set<String> = [
        "SubscriptionStoreView", "subscriptionStatus", "autoRenewable", "subscriptionPeriod", "SubscriptionInfo", "subscriptionGroupID",
        "subscriptionGroupIdentifier", "isEligibleForIntroOffer", "SKProductSubscriptionPeriod", "renewalInfo", "RenewalInfo",
    ]
    /// Members that read a store product's localised price (StoreKit, RevenueCat).
    public static let priceNames: Set<String> = ["displayPrice", "localizedPriceString", "priceString", "localizedPrice", "priceFormatStyle"]
    /// The price members and `priceLocale`, the locale a price is written in: code that reads
    /// either formats a store price.
    public static let priceFormattingNames = priceNames.union(["priceLocale"])
    /// Words of a product id that name a subscription period: `com.app.pro.yearly`.
    public static let subscriptionIDWords: Set<String> = ["monthly", "yearly", "annual", "annually", "weekly", "month", "year", "week"]

    /// StoreKit types that show or open an outside purchase (`pay-steering`): code using them
    /// already asks the storefront. Read by the check and by `thumbrule doctor`.
    public static let externalPurchaseAPIs = ["ExternalPurchaseLink", "ExternalPurchase", "ExternalPurchaseCustomLink"]
    /// Entitlements that allow outside purchase links.
    public static let externalPurchaseEntitlements = [
        "com.apple.developer.storekit.external-purchase-link",
        "com.apple.developer.storekit.external-purchase",
    ]

    /// Runtime storefront reads: StoreKit 2 `Storefront.current` / `.updates`, StoreKit 1 `SKPaymentQueue.default().storefront`.
    public static let storefrontNames: Set<String> = ["Storefront", "storefront", "SKStorefront"]

    /// Outside payment SDKs by module, for `pay-rail`.
    public static let outsidePaymentModules: [String: String] = [
        "Stripe": "Stripe", "StripePaymentSheet": "Stripe", "StripePayments": "Stripe", "StripePaymentsUI": "Stripe",
        "StripeApplePay": "Stripe", "StripeCore": "Stripe",
        "PayPalCheckout": "PayPal", "PayPalNativePayments": "PayPal", "PayPalWebPayments": "PayPal", "PayPalCore": "PayPal",
        "Braintree": "Braintree", "BraintreeCore": "Braintree", "BraintreeDropIn": "Braintree", "BraintreePayPal": "Braintree",
        "BraintreeCard": "Braintree",
        "Adyen": "Adyen", "AdyenDropIn": "Adyen", "Razorpay": "Razorpay", "SquareInAppPaymentsSDK": "Square",
    ]

    /// Hosts that sell digital goods or take payments outside the App Store.
    public static let checkoutHosts: [String] = [
        "checkout.stripe.com", "buy.stripe.com", "gumroad.com", "lemonsqueezy.com", "paddle.com", "pay.paddle.io", "fastspring.com",
        "payhip.com", "sellfy.com", "paypal.com", "paypal.me", "chargebee.com", "polar.sh",
    ]
    /// Hosts that take tips or memberships outside the App Store.
    public static let supportHosts: [String] = [
        "ko-fi.com", "buymeacoffee.com", "patreon.com", "github.com/sponsors", "opencollective.com", "liberapay.com",
    ]
    /// Path words of a developer's own purchase page: `example.com/pricing`.
    public static let purchasePathWords: Set<String> = ["checkout", "buy", "purchase", "pricing", "subscribe", "upgrade", "billing"]

    /// Path segments of an endpoint that clearly charges: `/v1/charges`, `/payment_intents`, `/pay`.
    public static let chargePathSegments: Set<String> = ["charge", "charges", "payment_intents", "paymentintents", "pay", "capture", "confirm_payment"]
    /// Path words of endpoints that move no money: they check a purchase made elsewhere
    /// (`/receipt`, `/verify`) or redeem a code (`/promocode`, `/coupons`).
    public static let nonChargingPathWords: Set<String> = [
        "receipt", "receipts", "verify", "verification", "validate", "validation", "status", "history",
        "promocode", "promocodes", "promo", "coupon", "coupons", "voucher", "vouchers", "redeem",
    ]
    /// Path segments of an endpoint that may take money: `/payments`, `/checkout`, `/orders`.
    /// (`/purchase` and `/transactions` are left out: next to StoreKit they register a receipt.)
    public static let paymentPathSegments: Set<String> = [
        "payment", "payments", "checkout", "checkouts", "order", "orders", "billing", "invoice", "invoices", "donate", "donation", "donations", "tip", "tips",
    ]
}
