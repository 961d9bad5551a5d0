/// The formats an ad SDK serves.
public enum AdFormat: String, Sendable, Hashable, Codable {
    case banner
    case interstitial
    case rewarded
    case rewardedInterstitial = "rewarded interstitial"
    case appOpen = "app-open"

    public var isFullScreen: Bool { self != .banner }

    /// Formats the user did not ask for: everything full-screen but an opted-in rewarded ad.
    public var interrupts: Bool { isFullScreen && self != .rewarded }
}

/// One ad SDK: the modules that bring it in and the API names the ads checks look for.
/// Calls are written as `APICall`s; delegate callbacks as selectors (`didHide(_:)`).
public struct AdSDK: Sendable {
    public let name: String
    public let modules: [String]
    /// Names whose use proves the SDK is linked where its module is not imported by name:
    /// through an umbrella module (`import Firebase` with Firebase/AdMob) or an Objective-C bridging header.
    public var bridgedSymbols: [String] = []
    /// Ad classes by the format they serve.
    public var classes: [String: AdFormat] = [:]
    /// Calls that start or initialise the SDK.
    public var start: [APICall] = []
    /// Calls that request an ad, besides `load` on one of `classes` (always a request).
    public var load: [APICall] = []
    /// Calls that show a loaded full-screen ad.
    public var present: [APICall] = []
    /// Argument labels of the closure a present call takes to report the reward.
    public var rewardHandlerLabels: [String] = []
    /// Delegate callbacks that report the user earned a reward.
    public var rewardCallbacks: [String] = []
    /// Delegate callbacks that report a full-screen ad was dismissed.
    public var dismissCallbacks: [String] = []
    /// Delegate callbacks that report a banner filled.
    public var bannerLoadedCallbacks: [String] = []
    /// Views that lay out a native ad in the app's own design, which must carry the app's own Ad label.
    public var nativeAdViews: [String] = []
}

/// Ad SDKs, one entry each. Sources: each network's iOS integration guide (class,
/// start, load, show and delegate names as of 2025; older Google names with the `GAD` prefix kept).
public enum AdNetworks {
    public static let sdks: [AdSDK] = [
        AdSDK(
            name: "Google Mobile Ads (AdMob)", modules: ["GoogleMobileAds"],
            bridgedSymbols: ["GADMobileAds", "GADRequest", "GADBannerView", "GADInterstitialAd", "GADRewardedAd", "GADAppOpenAd", "GADInterstitial"],
            classes: [
                "GADInterstitialAd": .interstitial, "InterstitialAd": .interstitial, "GADInterstitial": .interstitial,
                "GAMInterstitialAd": .interstitial, "AdManagerInterstitialAd": .interstitial,
                "GADRewardedAd": .rewarded, "RewardedAd": .rewarded, "GADRewardBasedVideoAd": .rewarded,
                "GADRewardedInterstitialAd": .rewardedInterstitial, "RewardedInterstitialAd": .rewardedInterstitial,
                "GADAppOpenAd": .appOpen, "AppOpenAd": .appOpen,
                "GADBannerView": .banner, "BannerView": .banner, "GAMBannerView": .banner, "AdManagerBannerView": .banner,
            ],
            start: ["MobileAds.start"],
            load: ["GADRequest", "Request", "GAMRequest", "AdManagerRequest"],
            present: ["present(fromRootViewController:)", "present(from:)"],
            rewardHandlerLabels: ["userDidEarnRewardHandler"],
            rewardCallbacks: ["rewardedAd(_:userDidEarn:)", "rewardBasedVideoAd(_:didRewardUserWith:)"],
            dismissCallbacks: [
                "adDidDismissFullScreenContent(_:)", "adWillDismissFullScreenContent(_:)", "interstitialDidDismissScreen(_:)",
                "rewardedAdDidDismiss(_:)", "rewardBasedVideoAdDidClose(_:)",
            ],
            bannerLoadedCallbacks: ["bannerViewDidReceiveAd(_:)", "adViewDidReceiveAd(_:)"],
            nativeAdViews: ["GADNativeAdView", "NativeAdView", "GADUnifiedNativeAdView"]),
        AdSDK(
            name: "AppLovin MAX", modules: ["AppLovinSDK"],
            bridgedSymbols: ["ALSdk", "MAInterstitialAd", "MARewardedAd", "MAAdView"],
            classes: [
                "MAInterstitialAd": .interstitial, "MARewardedAd": .rewarded, "MARewardedInterstitialAd": .rewardedInterstitial,
                "MAAppOpenAd": .appOpen, "MAAdView": .banner,
            ],
            start: ["ALSdk.initializeSdk", "ALSdk.initialize"],
            load: ["loadAd()"],
            present: ["showAd()", "showAd(forPlacement:)"],
            rewardCallbacks: ["didRewardUser(for:with:)"],
            dismissCallbacks: ["didHide(_:)"],
            bannerLoadedCallbacks: ["didLoad(_:)"],
            nativeAdViews: ["MANativeAdView"]),
        AdSDK(
            name: "Unity Ads", modules: ["UnityAds"],
            bridgedSymbols: ["UnityAds"],
            classes: ["UADSBannerView": .banner],
            start: ["UnityAds.initialize"],
            load: ["UnityAds.load"]),
        AdSDK(
            name: "ironSource / LevelPlay", modules: ["IronSource", "IronSourceSDK", "LevelPlay"],
            bridgedSymbols: ["IronSource", "LPMInterstitialAd", "LPMRewardedAd"],
            classes: ["LPMInterstitialAd": .interstitial, "LPMRewardedAd": .rewarded, "LPMBannerAdView": .banner, "ISBannerView": .banner],
            start: ["IronSource.initWithAppKey", "LevelPlay.initWith"],
            load: ["IronSource.loadInterstitial", "IronSource.loadBanner", "loadAd()"],
            present: ["showInterstitial(with:)", "showRewardedVideo(with:)", "showAd(viewController:)"],
            rewardCallbacks: ["didReceiveReward(forPlacement:with:)", "rewardedVideoDidReceiveReward(forPlacement:)", "didRewardAd(with:reward:)"],
            dismissCallbacks: ["rewardedVideoDidClose()", "interstitialDidClose()", "didClose(with:)", "didCloseAd(with:)"],
            bannerLoadedCallbacks: ["bannerDidLoad(_:)", "didLoadAd(with:)"],
            nativeAdViews: ["ISNativeAdView"]),
        AdSDK(
            name: "Meta Audience Network", modules: ["FBAudienceNetwork"],
            bridgedSymbols: ["FBInterstitialAd", "FBRewardedVideoAd", "FBAdView", "FBAudienceNetworkAds"],
            classes: [
                "FBInterstitialAd": .interstitial, "FBRewardedVideoAd": .rewarded, "FBRewardedInterstitialAd": .rewardedInterstitial,
                "FBAdView": .banner,
            ],
            start: ["FBAudienceNetworkAds.initialize"],
            load: ["loadAd()"],
            present: ["show(fromRootViewController:)"],
            rewardCallbacks: ["rewardedVideoAdVideoComplete(_:)"],
            dismissCallbacks: ["rewardedVideoAdDidClose(_:)", "interstitialAdDidClose(_:)"],
            bannerLoadedCallbacks: ["adViewDidLoad(_:)"]),
        AdSDK(
            name: "InMobi", modules: ["InMobiSDK"],
            bridgedSymbols: ["IMSdk", "IMInterstitial", "IMBanner"],
            classes: ["IMInterstitial": .interstitial, "IMBanner": .banner],
            start: ["IMSdk.initWithAccountID", "IMSdk.initWith"],
            load: ["load()"],
            present: ["show(from:)"],
            rewardCallbacks: ["interstitial(_:rewardActionCompletedWithRewards:)"],
            dismissCallbacks: ["interstitialDidDismiss(_:)"],
            bannerLoadedCallbacks: ["bannerDidFinishLoading(_:)"]),
        AdSDK(
            name: "Liftoff Vungle", modules: ["VungleAdsSDK", "VungleSDK"],
            bridgedSymbols: ["VungleAds", "VungleInterstitial", "VungleRewarded"],
            classes: ["VungleInterstitial": .interstitial, "VungleRewarded": .rewarded, "VungleBannerView": .banner],
            start: ["VungleAds.initWithAppId"],
            load: ["load()"],
            present: ["present(with:)"],
            rewardCallbacks: ["rewardedAdDidRewardUser(_:)"],
            dismissCallbacks: ["interstitialAdDidClose(_:)", "rewardedAdDidClose(_:)"],
            bannerLoadedCallbacks: ["bannerAdDidLoad(_:)"]),
        AdSDK(
            name: "Chartboost", modules: ["ChartboostSDK"],
            bridgedSymbols: ["Chartboost", "CHBInterstitial", "CHBRewarded", "CHBBanner"],
            classes: ["CHBInterstitial": .interstitial, "CHBRewarded": .rewarded, "CHBBanner": .banner],
            start: ["Chartboost.start"],
            load: ["cache()"],
            present: ["show(from:)"],
            rewardCallbacks: ["didEarnReward(_:)"],
            dismissCallbacks: ["didDismissAd(_:)"]),
        AdSDK(
            name: "Pangle", modules: ["PAGAdSDK", "BUAdSDK"],
            bridgedSymbols: ["PAGSdk", "PAGLInterstitialAd", "PAGRewardedAd"],
            classes: [
                "PAGLInterstitialAd": .interstitial, "PAGRewardedAd": .rewarded, "PAGLAppOpenAd": .appOpen, "PAGBannerAd": .banner,
            ],
            start: ["PAGSdk.start"],
            present: ["present(fromRootViewController:)"],
            rewardCallbacks: ["rewardedAd(_:userDidEarnReward:)"],
            dismissCallbacks: ["adDidDismiss(_:)"]),
        AdSDK(name: "Mintegral", modules: ["MTGSDK"]),
        AdSDK(name: "DT Exchange (Fyber)", modules: ["IASDKCore"]),
        AdSDK(name: "Yandex Mobile Ads", modules: ["YandexMobileAds"]),
        AdSDK(name: "AdColony", modules: ["AdColony"]),
        AdSDK(name: "Start.io", modules: ["StartApp"]),
        AdSDK(name: "Amazon Publisher Services", modules: ["AmazonAdsSDK", "DTBiOSSDK"]),
    ]

    /// Flutter plugins (pub packages) that bundle an ads SDK into the app's Android and iOS builds.
    public static let flutterPackages: Set<String> = [
        "google_mobile_ads", "applovin_max", "unity_ads_plugin", "facebook_audience_network", "easy_audience_network",
    ]

    /// Words that mark an app's own identifier as being about ads: `AdManager.shared.showInterstitial()`.
    public static let adWords: Set<String> = ["ad", "ads", "admob", "interstitial", "rewarded", "banner", "advert", "advertisement", "applovin"]

    /// Word sequences that name ad removal in a product id or a flag: `com.app.removeads`, `isAdFree`.
    public static let adRemovalPhrases: [[String]] = [
        ["remove", "ads"], ["removeads"], ["remove", "ad"], ["removead"], ["ads", "removed"], ["removed", "ads"],
        ["ad", "free"], ["ads", "free"], ["adfree"], ["adsfree"], ["no", "ads"], ["noads"], ["hide", "ads"],
        ["disable", "ads"], ["ads", "disabled"], ["without", "ads"],
    ]

    /// Words of a flag that, checked before an ad request, stand for "this user sees no ads".
    public static let entitlementWords: Set<String> = [
        "premium", "pro", "subscribed", "subscriber", "purchased", "entitled", "entitlement", "entitlements",
        "paid", "vip", "unlocked", "supporter",
    ]
}
