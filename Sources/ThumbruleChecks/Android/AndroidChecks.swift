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
        AndroidAdSdkInitAtLaunch.self,
        AndroidPeriodicWorkUndocumented.self,
        AndroidPeriodicIntervalBelowFloor.self,
        AndroidNetworkWorkUnconstrained.self,
        AndroidForegroundWithoutStop.self,
        AndroidPurchaseNeverAcknowledged.self,
        AndroidPendingPurchaseUnhandled.self,
        AndroidPurchasesNeverRestored.self,
        AndroidSubscriptionWithoutManageLink.self,
        AndroidAccountWithoutDeletion.self,
        AndroidCredentialStateNotCleared.self,
        AndroidDeviceCredentialOnOldApi.self,
        AndroidChannelNameLiteral.self,
        AndroidNotificationImportanceMax.self,
        AndroidForegroundChannelTooQuiet.self,
        AndroidFullScreenIntentUnchecked.self,
        AndroidGroupedNotificationAlerts.self,
        AndroidNotificationTooManyActions.self,
        AndroidConversationWithoutReply.self,
        AndroidPrivateNotificationVisibility.self,
    ]
}
