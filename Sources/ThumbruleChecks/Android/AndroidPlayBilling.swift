import ThumbruleCore
import ThumbruleFrontEnds

/// Names the Play Billing checks share.
enum PlayBilling {
    /// Starting a purchase: the app sells through Play Billing.
    static let purchaseCalls: Set<String> = ["launchBillingFlow"]
    /// Acknowledging or consuming a purchase, on the client (`BillingClient`, billing-ktx).
    static let settleNames: Set<String> = ["acknowledgePurchase", "consumeAsync", "consumePurchase"]
    /// Reading the purchases the account already owns.
    static let queryNames: Set<String> = ["queryPurchasesAsync", "queryPurchases"]
}
