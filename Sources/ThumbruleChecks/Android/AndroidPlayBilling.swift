import ThumbruleCore
import ThumbruleFrontEnds

/// Names the Play Billing checks share.
enum PlayBilling {
    /// Starting a purchase: the app sells through Play Billing.
    static let purchaseCalls: Set<String> = ["launchBillingFlow"]
    /// Acknowledging or consuming a purchase, on the client (`BillingClient`, billing-ktx).
    static let settleNames: Set<String> = ["acknowledgePurchase", "consumeAsync", "consumePurchase"]
    /// Consuming a purchase: it is used up, so the account keeps nothing.
    static let consumeNames: Set<String> = ["consumeAsync", "consumePurchase"]
    /// What a purchase the account keeps goes through: acknowledging it, or a subscription.
    static let keptPurchaseNames: Set<String> = ["acknowledgePurchase", "SUBS"]
    /// Reading the purchases the account already owns.
    static let queryNames: Set<String> = ["queryPurchasesAsync", "queryPurchases"]
}
