import ThumbruleCore

/// Checks of React Native apps: they read the React Native model (`Project.reactNative`:
/// package.json, Expo configuration, JavaScript and TypeScript structure), so they live together.
enum ReactNativeChecks {
    package static let all: [any Check.Type] = [
        ReactNativeUnnamedTouchable.self,
        ReactNativeFontScalingOff.self,
        ReactNativeSmallTouchable.self,
        ReactNativeTabLabelsHidden.self,
        ReactNativeNotificationAskAtLaunch.self,
        ReactNativeSecretInPlainStorage.self,
        ReactNativeFetchIntervalBelowFloor.self,
        ReactNativePurchaseNeverFinished.self,
        ReactNativeAdRequestWithoutConsent.self,
        ReactNativeFieldWithoutAutofill.self,
        ReactNativeLiteralFontSize.self,
        ReactNativeLiteralText.self,
        ReactNativeRuntimeTextCase.self,
        ReactNativeLoopIgnoresReduceMotion.self,
        ReactNativeFieldKeyboardMismatch.self,
        ReactNativeUnusedAppleSignIn.self,
        ReactNativeLiteralColor.self,
        ReactNativeSlidingCardInterpolator.self,
        ReactNativeFetchGatedOnConnectivity.self,
        ReactNativeRawErrorShown.self,
        ReactNativeTapErrorOnlyLogged.self,
        ReactNativeSignOutOnAnyError.self,
        ReactNativeRestoreClaimsSuccess.self,
        ReactNativeUnsizedRemoteImage.self,
        ReactNativeConnectivityAlert.self,
    ]
}
