/// What reading the user's ad consent looks like in code: Google's User Messaging Platform
/// (UMP) on iOS and Android, other consent platforms (CMPs) by their iOS modules, and the IAB
/// TCF strings every TCF-registered CMP writes to `UserDefaults` / `SharedPreferences`.
/// Sources: Google's UMP SDK guides for iOS and Android, IAB Europe's TCF v2.2 technical
/// specification ("IABTCF_" keys), each CMP's integration guide; checked 2026-12-01.
public enum ConsentPlatforms {
    /// UMP names on both platforms (iOS 2.x and 1.x prefixed names, Android's Kotlin/Java API).
    public static let userMessagingPlatform: Set<String> = [
        "ConsentInformation", "UMPConsentInformation", "ConsentForm", "UMPConsentForm",
        "canRequestAds", "requestConsentInfoUpdate", "loadAndPresentIfRequired",
        "UserMessagingPlatform", "ConsentRequestParameters", "UMPRequestParameters",
        "loadAndShowConsentFormIfRequired",
    ]

    /// iOS modules of consent platforms other than UMP: linking one is taken as reading consent.
    public static let iOSModules: Set<String> = [
        "UserMessagingPlatform", "Didomi", "OTPublishersHeadlessSDK", "Usercentrics", "UsercentricsUI",
        "ConsentViewController", "AppConsent", "AppConsentUI", "InMobiCMP", "CMPConsentTool", "SourcepointCCPA",
    ]

    /// React Native: react-native-google-mobile-ads reads UMP through this object
    /// (`AdsConsent.requestInfoUpdate`, `gatherConsent`, `getConsentInfo`).
    public static let reactNativeConsentObject = "AdsConsent"

    /// npm packages of consent platforms other than UMP: depending on one is taken as reading consent.
    public static let reactNativePackages: Set<String> = [
        "@didomi/react-native", "react-native-onetrust-cmp", "@usercentrics/react-native-sdk",
    ]

    /// The prefix of the TCF keys a CMP stores the consent string and purposes under.
    public static let tcfKeyPrefix = "IABTCF_"

    /// The Google Mobile Ads extra that asks for non-personalised ads (`["npa": "1"]`).
    public static let nonPersonalisedExtraKey = "npa"
}
