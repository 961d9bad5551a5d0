/// Store numbers that change every year, in one place with the date they were checked:
/// Google Play's target API level and the Play Billing Library support windows. When a
/// store moves a floor, change it here (and the date); the checks and their messages follow.
public enum StoreRequirements {
    /// When the numbers below were last read against their sources.
    public static let checked = "2026-12-01"

    /// Play's floor for new apps and app updates (developer.android.com/google/play/requirements/target-sdk):
    /// from August 31, 2026, Android 16 (API level 36). Wear OS, Android TV and Automotive apps
    /// have floors of their own, which this table does not hold.
    public static let playTargetSdk = (level: 36, android: "Android 16", since: "August 31, 2026")

    /// The last day each major Play Billing Library version may ship in new apps and updates,
    /// and the end of the extension Play may grant
    /// (developer.android.com/google/play/billing/deprecation-faq).
    public static let billingLibrarySupport: [(major: Int, lastRelease: String, extensionEnds: String)] = [
        (5, "2024-08-31", "2024-11-01"),
        (6, "2025-08-31", "2025-11-01"),
        (7, "2026-08-31", "2026-11-01"),
        (8, "2027-08-31", "2027-11-01"),
        (9, "2028-08-31", "2028-11-01"),
    ]
}

/// Keys and identifiers SDKs publish for testing, which a release build must not carry.
/// One line per SDK; matched against string literals and plist values (`SDKTestKeys.match`).
public enum SDKTestKeys {
    public struct Entry: Sendable {
        /// Text the whole value starts with.
        public let prefix: String
        /// How many characters at least follow the prefix, all letters, digits or `_~/`, so
        /// a placeholder (`"pk_test_YOUR_KEY"` counts, `"pk_test_"` alone does not).
        public let minimumTail: Int
        /// What the value is, for the message.
        public let kind: String
        /// What the release build should carry instead.
        public let instead: String
    }

    public static let entries: [Entry] = [
        // Google Mobile Ads: every sample app ID and test ad unit sits under this publisher
        // (developers.google.com/admob/ios/test-ads, …/android/test-ads).
        Entry(prefix: "ca-app-pub-3940256099942544", minimumTail: 0,
              kind: "Google's sample AdMob ID, which only ever serves test ads and earns nothing",
              instead: "the app's own AdMob app ID and ad unit IDs from the AdMob console"),
        // Stripe: keys name their mode (docs.stripe.com/keys).
        Entry(prefix: "pk_test_", minimumTail: 16,
              kind: "a Stripe test-mode publishable key, so no card is ever charged",
              instead: "the live publishable key (pk_live_…)"),
        Entry(prefix: "sk_test_", minimumTail: 16,
              kind: "a Stripe test-mode secret key, and a secret key never belongs in an app",
              instead: "no secret key at all: create payment intents on the server and ship only the live publishable key"),
        Entry(prefix: "rk_test_", minimumTail: 16,
              kind: "a Stripe test-mode restricted key, and a server key never belongs in an app",
              instead: "no server key at all: call Stripe from the server"),
    ]
}
