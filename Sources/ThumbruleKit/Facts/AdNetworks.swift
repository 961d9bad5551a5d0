/// Ad SDKs by the Swift module an app imports to use them. One line per SDK.
public enum AdNetworks {
    public static let modules: [String: String] = [
        "GoogleMobileAds": "Google Mobile Ads (AdMob)",
        "AppLovinSDK": "AppLovin MAX",
        "UnityAds": "Unity Ads",
        "IronSource": "ironSource / LevelPlay",
        "IronSourceSDK": "ironSource / LevelPlay",
        "LevelPlay": "ironSource / LevelPlay",
        "FBAudienceNetwork": "Meta Audience Network",
        "InMobiSDK": "InMobi",
        "VungleAdsSDK": "Liftoff Vungle",
        "VungleSDK": "Liftoff Vungle",
        "ChartboostSDK": "Chartboost",
        "PAGAdSDK": "Pangle",
        "BUAdSDK": "Pangle",
        "MTGSDK": "Mintegral",
        "IASDKCore": "DT Exchange (Fyber)",
        "YandexMobileAds": "Yandex Mobile Ads",
        "AdColony": "AdColony",
        "StartApp": "Start.io",
        "AmazonAdsSDK": "Amazon Publisher Services",
        "DTBiOSSDK": "Amazon Publisher Services",
    ]
}
