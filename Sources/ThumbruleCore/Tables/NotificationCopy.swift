/// Notification wording facts: titles that name no event, and the expressions that put
/// the app's own name into a title. One entry per line.
public enum NotificationCopy {
    /// Titles that say nothing about what happened, lowercased, without end punctuation.
    public static let genericTitles: Set<String> = [
        "notification", "new notification", "new notifications", "you have a new notification", "you have new notifications",
        "update", "new update", "new updates", "you have a new update", "you have new updates", "updates available",
        "alert", "new alert", "you have a new alert", "new message", "you have a new message", "you have new messages",
        "new activity", "something new", "something happened", "check this out", "don't miss out", "hey there", "hi there",
    ]
    /// Names whose use in a title puts the app's name there: `Bundle.main.bundleDisplayName`,
    /// `infoDictionary["CFBundleName"]`.
    public static let appNameSources: Set<String> = [
        "CFBundleDisplayName", "CFBundleName", "bundleDisplayName", "bundleName", "appName", "applicationName", "appDisplayName",
    ]

    /// Phrases of re-engagement copy: the notification asks the person to come back rather
    /// than reporting an event. Lowercased, matched as whole words.
    public static let comeBackPhrases: [String] = [
        "we miss you", "we missed you", "miss you", "come back", "haven't seen you", "have not seen you", "it's been a while",
        "it has been a while", "been a while", "where have you been", "don't forget to open", "open the app", "long time no see",
        "your friends are waiting", "see what you missed", "see what's new", "check out what's new", "you've been away",
    ]

    /// Phrases that sell: offers, upgrades, feature news and review requests. Guideline 4.5.4
    /// allows these in a notification only after an opt-in shown in the app's own interface.
    /// Lowercased, matched as whole words.
    public static let promotionalPhrases: [String] = [
        "% off", "sale", "discount", "special offer", "limited time", "limited-time", "deal", "deals", "upgrade to",
        "go premium", "go pro", "get premium", "get pro", "unlock premium", "unlock all", "free trial", "start your trial",
        "subscribe now", "buy now", "shop now", "promo code", "coupon", "rate us", "rate the app", "leave a review",
        "new feature", "new features", "try our", "black friday", "cyber monday",
    ]

    /// Words in a setting's name that say it records the person's choice to receive offers
    /// or reminders (`marketingOptIn`, `promoNotificationsEnabled`, `allowOffers`).
    public static let optInWords: Set<String> = [
        "optin", "opt", "opted", "marketing", "promo", "promos", "promotional", "promotions", "offers", "newsletter",
        "consent", "reengagement", "engagement", "nudges", "nudge", "tips",
    ]
}
