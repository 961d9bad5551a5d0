/// Where code shows what STACK.md records, for `thumbrule doctor`. One line per API or word.
public enum StackRecordEvidence {
    /// Calls that name a `BGTaskScheduler` task, with the label of the argument holding the
    /// identifier (`nil` for the first, unlabeled one).
    public static let backgroundTaskIdentifierArguments: [(callee: String, label: String?)] = [
        ("register", "forTaskWithIdentifier"),  // BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)
        ("BGAppRefreshTaskRequest", "identifier"),
        ("BGProcessingTaskRequest", "identifier"),
        ("appRefresh", nil),  // SwiftUI .backgroundTask(.appRefresh("id"))
    ]
    /// Text that a file scheduling background tasks contains, for the search before the parse.
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
