import ThumbruleCore

/// Checks of Android apps: they read the Android model (`Project.android`: Gradle builds,
/// merged manifests, Kotlin structure) rather than Swift files, so they live together.
enum AndroidChecks {
    package static let all: [any Check.Type] = [
        AndroidBatteryExemptionRequest.self,
        AndroidAdIdRemoved.self,
        AndroidAdRequestWithoutConsent.self,
        AndroidServiceTypePermission.self,
        AndroidBootForegroundStart.self,
        AndroidUnusedServiceType.self,
        AndroidUseExactAlarm.self,
        AndroidExactAlarmForAppTime.self,
        AndroidNotificationAskAtLaunch.self,
        AndroidBroadMediaPermission.self,
        AndroidSecretInPreferences.self,
        AndroidSmallTouchTarget.self,
        AndroidUnnamedControl.self,
        AndroidNavigationBarTabs.self,
        AndroidFixedFontScale.self,
        AndroidLiteralFontSize.self,
    ]
}
