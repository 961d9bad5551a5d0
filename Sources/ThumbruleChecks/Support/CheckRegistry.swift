import ThumbruleCore

/// Every check Thumbrule ships, area by area. Each area folder lists its own checks.
public enum CheckRegistry {
    public static let all: [any Check.Type] =
        AdsChecks.all
        + ButtonsChecks.all
        + AuthChecks.all
        + PaymentsChecks.all
        + PlatformChecks.all
        + InterfaceBuilderChecks.all
        + NotificationsChecks.all
        + OfflineChecks.all
        + NetworkChecks.all
        + PermissionsChecks.all
        + OnboardingChecks.all
        + BackgroundChecks.all
        + AndroidChecks.all
        + FlutterChecks.all
        + ReactNativeChecks.all
        + StoreChecks.all
        + PrivacyChecks.all
        + StatesChecks.all
        + DataChecks.all
        + IconsChecks.all
        + FeedbackChecks.all
        + CopyChecks.all
        + FormsChecks.all
        + SplashChecks.all
        + SettingsChecks.all
        + PerformanceChecks.all

    /// The check with this id, if any.
    public static func check(_ id: String) -> (any Check.Type)? {
        all.first { $0.description.id == id }
    }

    /// The checks that serve a rule, as their own rule or as one they also serve.
    public static func checks(forRule ruleId: String) -> [any Check.Type] {
        all.filter { $0.description.ruleId == ruleId || $0.description.alsoServes.contains(ruleId) }
    }
}
