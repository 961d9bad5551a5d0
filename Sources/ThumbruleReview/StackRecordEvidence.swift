import ThumbruleChecks

/// Where code shows what STACK.md records, for `thumbrule doctor`. One line per API or word.
public enum StackRecordEvidence {
    /// Text that a file scheduling background tasks contains, for the search before the parse;
    /// the identifiers are then read as the background checks read them (`TaskIdentifierUse`).
    public static let backgroundTaskTextMarkers = ["forTaskWithIdentifier", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest", "appRefresh"]
    /// The Info.plist key listing every task identifier the app may schedule.
    public static let backgroundTaskPlistKey = "BGTaskSchedulerPermittedIdentifiers"

    /// A constant is the session lifetime when its type-and-name holds a subject and a duration word.
    public static let sessionSubjects = ["session", "token"]
    /// Framework types whose "session" is no sign-in session.
    public static let unrelatedSessionTypes = ["urlsession", "avcapturesession", "avaudiosession", "wcsession", "arsession"]
    public static let lifetimeWords = ["lifetime", "timeout", "duration", "ttl", "expiry", "expiration", "maxage", "validity"]
    /// A constant is the re-authentication window when its type-and-name holds one of each of these.
    public static let reauthSubjects = ["reauth", "reauthentication", "freshauth", "recentauth", "stepup", "reverify"]
    public static let windowWords = ["window", "interval", "timeout", "duration", "maxage", "grace", "validity"]

    /// StoreKit types that show or open an outside purchase (`pay-steering`).
    public static let externalPurchaseAPIs = ["ExternalPurchaseLink", "ExternalPurchase", "ExternalPurchaseCustomLink"]
    public static let externalPurchaseEntitlements = [
        "com.apple.developer.storekit.external-purchase-link",
        "com.apple.developer.storekit.external-purchase",
    ]
}
