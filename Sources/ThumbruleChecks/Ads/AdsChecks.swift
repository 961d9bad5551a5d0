import ThumbruleCore

enum AdsChecks {
    package static let all: [any Check.Type] = [
        AdsTrackingUsageDescription.self,
        AdRequestWithoutConsent.self,
        FullScreenAdPlacement.self,
        AdInSecondaryProduct.self,
        AdSDKStartOnLaunchPath.self,
        FullScreenAdPool.self,
        UncappedInterstitial.self,
        BannerWithoutReservedHeight.self,
        BannerSlotMadeOnLoad.self,
        RewardGrantedOnDismiss.self,
        RewardKeptInMemory.self,
        AdRequestWithoutEntitlementCheck.self,
        RestoreClearsAdEntitlement.self,
        NativeAdWithoutLabel.self,
        BannerWithoutLabel.self,
        ChildAudienceAdSetup.self,
    ]
}
