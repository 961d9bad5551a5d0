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
}
