/// What a Restore Purchases control must reach and what shows its outcome, for
/// `pay-restore.silent-restore`. One entry per fact.
public enum RestoreFeedback {
    /// Words in a control's title that name a restore: "Restore Purchases", `restore_purchases`.
    public static let titleWords: Set<String> = ["restore", "restored"]
    /// Names that re-read what the user owns besides `PurchaseAPIs.restoreCalls`: StoreKit 2's
    /// current entitlements, RevenueCat's `syncPurchases`, a customer-info refresh.
    public static let entitlementReads: Set<String> = ["currentEntitlements", "currentEntitlement", "syncPurchases", "getCustomerInfo", "customerInfo"]
    /// Words in a name the code sets or calls that say the user is told the outcome: an alert,
    /// a message, a toast, a result or status shown, an error, a dismissal of the paywall.
    public static let outcomeWords: Set<String> = [
        "alert", "message", "toast", "banner", "hud", "error", "errors", "show", "showing", "present", "presented",
        "notice", "restored", "success", "succeeded", "failure", "failed", "nothing", "dismiss",
        "feedback", "snackbar", "notify",
    ]
    /// Words beside "restore" in a title that say it restores purchases, not a backup or defaults.
    public static let purchaseWords: Set<String> = ["purchase", "purchases", "purchased", "subscription", "subscriptions", "premium", "pro", "iap", "unlock"]
    /// Words in a callee's chain that say it logs or reports to the developer
    /// (`MPLogger.error`, `AnalyticsService.capture`), which the user never sees.
    public static let loggingWords: Set<String> = ["log", "logger", "logging", "analytics", "capture", "track", "crashlytics", "telemetry", "breadcrumb"]
    /// Calls that only log: an action made of them does nothing the user sees.
    public static let logCalls: Set<String> = ["print", "debugPrint", "NSLog", "dump", "log", "debug", "info"]
}

/// Names of a flag that holds what the user bought, and the reads that keep it true to the
/// store, for `pay-outcome.entitlement-never-revoked`.
public enum EntitlementFlags {
    /// Words in a flag's name that say it unlocks something bought: `isPro`, `hasPremium`,
    /// `adsRemoved`, `isSubscribed`.
    public static let words: Set<String> = [
        "pro", "premium", "purchased", "unlocked", "subscribed", "subscriber", "plus", "vip", "paid", "entitled", "supporter",
        "removed", "lifetime", "full",
    ]
    /// Reads that follow refunds and expiry: the current entitlements (which leave refunded
    /// transactions out), the revocation date, and StoreKit's view modifiers that track them.
    public static let storeReads: Set<String> = [
        "currentEntitlements", "currentEntitlement", "revocationDate", "revocationReason", "currentEntitlementTask",
        "subscriptionStatusTask", "latest", "status",
    ]
}
