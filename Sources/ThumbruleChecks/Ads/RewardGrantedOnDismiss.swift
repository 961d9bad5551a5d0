import SwiftSyntax
import ThumbruleCore

/// A reward granted in the full-screen dismissal callback (`adDidDismissFullScreenContent`,
/// MAX `didHide`, …) instead of in the SDK's reward handler. Mediation adapters do not all
/// order the two callbacks like Google's SDK, and the process may end while the ad is up,
/// so a reward waiting for dismissal can be lost.
///
/// Only in files that deal in rewarded ads. A grant is a call whose name speaks of rewarding
/// (`grantReward()`, `onReward?()`, `rewardFunction()`), not of loading or showing one.
/// Medium confidence: the name is the only sign that the call grants. Known false negatives:
/// grants written inline (`coins += 10`) in a dismissal shared with interstitials.
struct RewardGrantedOnDismiss: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "ads-rewarded.granted-on-dismiss",
        ruleId: "ads-rewarded",
        summary: "A rewarded ad's reward granted when the ad is dismissed rather than in the reward handler",
        triggering: [
            CheckExample("""
            import GoogleMobileAds

            final class RewardedCoordinator: NSObject, GADFullScreenContentDelegate {
                private var rewardedAd: GADRewardedAd?
                private var earned = false
                var onReward: (() -> Void)?

                func show(from root: UIViewController) {
                    rewardedAd?.present(fromRootViewController: root) { self.earned = true }
                }

                func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
                    if earned { ↓onReward?() }
                    loadRewardedAd()
                }
            }
            """),
            CheckExample("""
            import AppLovinSDK

            final class Rewards: NSObject, MARewardedAdDelegate {
                let ad = MARewardedAd.shared(withAdUnitIdentifier: "unit")
                func didRewardUser(for ad: MAAd, with reward: MAReward) { pending = true }
                func didHide(_ ad: MAAd) { ↓grantReward() }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds

            final class RewardedCoordinator: NSObject, GADFullScreenContentDelegate {
                private var rewardedAd: GADRewardedAd?
                func show(from root: UIViewController) {
                    rewardedAd?.present(fromRootViewController: root) { Wallet.shared.grantReward() }
                }
                func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
                    loadRewardedAd()
                    delegate?.rewardedAdDidDismiss()
                }
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class Interstitials: NSObject, GADFullScreenContentDelegate {
                private var interstitial: GADInterstitialAd?
                func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) { onReward?() }
            }
            """),
        ]
    )

    static let grantWords: Set<String> = ["reward", "earn", "earned", "grant", "award", "credit"]
    static let notGrantWords: Set<String> = [
        "load", "reload", "request", "fetch", "preload", "prepare", "show", "present", "reset", "clear", "log", "track", "print", "dismiss",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = AdCode.shared(file)
        guard code.dealsInRewardedAds else { return }
        for callback in code.callbacks(\.dismissCallbacks) {
            for call in file.index.calls(within: callback) where Self.grants(call) {
                output.report(
                    "The reward is granted when the ad is dismissed; mediation adapters may report dismissal first or the app may be killed mid-ad, and the reward is lost. Grant it inside the reward handler (userDidEarnRewardHandler, or the SDK's didRewardUser callback) and save it before updating the UI.",
                    at: file.position(of: call), confidence: .medium)
            }
        }
    }

    static func grants(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        let words = Set(NameWords.split(name))
        return !words.isDisjoint(with: grantWords) && words.isDisjoint(with: notGrantWords)
    }
}
