import ThumbruleCore

/// Checks of Flutter apps: they read the Flutter model (`Project.flutter`: Dart call trees and
/// pubspecs) rather than Swift files, so they live together. A Flutter app's `android/` and
/// `ios/` folders are read by the Android and iOS checks.
enum FlutterChecks {
    package static let all: [any Check.Type] = [
        FlutterIconButtonUnnamed.self,
        FlutterFixedTextScale.self,
        FlutterCredentialFieldWithoutAutofill.self,
        FlutterFieldKeyboardType.self,
        FlutterSmallTapTarget.self,
        FlutterAdSdkInitBeforeRunApp.self,
        FlutterAdRequestWithoutConsent.self,
        FlutterNotificationAskAtLaunch.self,
        FlutterTrackingAskAtLaunch.self,
        FlutterBatteryExemptionRequest.self,
        FlutterPeriodicIntervalBelowFloor.self,
        FlutterRepeatingAnimation.self,
        FlutterNavigationBarTabs.self,
        FlutterSecretInPreferences.self,
        FlutterPurchaseNeverCompleted.self,
        FlutterLiteralFontSize.self,
        FlutterLiteralText.self,
        FlutterDestructiveWithoutGuard.self,
        FlutterDeviceCurrencyPrice.self,
        FlutterPriceFallbackLiteral.self,
        FlutterFixedFormatLocale.self,
        FlutterModalDiscardsInput.self,
        FlutterAdSlotUntilLoaded.self,
        FlutterActionButtonOnIOS.self,
        FlutterPermissionBeforePicker.self,
        FlutterSilentRestore.self,
        FlutterSubscriptionTerms.self,
        FlutterPurchaseListenerInScreen.self,
        FlutterUnusedManifestPermission.self,
        FlutterPaywallHonesty.self,
        FlutterSettingsOnRefusal.self,
        FlutterPurchaseErrorSilent.self,
        FlutterPendingPurchaseSpinner.self,
        FlutterStackTraceShown.self,
        FlutterRequestWithoutTimeout.self,
        FlutterRawErrorShown.self,
        FlutterSignOutOnAnyError.self,
        FlutterCancelShownAsError.self,
        FlutterPendingPurchaseOnlyLogged.self,
    ]
}
