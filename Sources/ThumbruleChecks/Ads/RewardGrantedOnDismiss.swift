import SwiftSyntax
import ThumbruleCore

/// A reward granted in the full-screen dismissal callback (`adDidDismissFullScreenContent`,
/// MAX `didHide`, …) instead of in the SDK's reward handler. Mediation adapters do not all
/// order the two callbacks like Google's SDK, and the process may end while the ad is up,
/// so a reward waiting for dismissal can be lost.
///
/// Only in files that deal in rewarded ads. A grant is a call whose name speaks of rewarding
/// (`grantReward()`, `onReward?()`, `rewardFunction()`), not of loading or showing one, or
/// anything the dismissal does with a flag the reward handler set when that handler grants
/// nothing itself (`earned = true` in the handler, `if earned { coins += 10 }` or
/// `completion(earned)` on dismiss): the flag carries the reward to the dismissal. A flag
/// read on dismiss after the handler already granted (to thank the user) is not reported.
/// Medium confidence: the name is the only sign that the call grants. Known false negatives:
/// grants written inline (`coins += 10`) in a dismissal shared with interstitials, with no
/// flag from the reward handler.
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
            CheckExample("""
            import AppLovinSDK

            final class BonusAd: NSObject, MARewardedAdDelegate {
                let ad = MARewardedAd.shared(withAdUnitIdentifier: "bonus")
                private var bonusUnlocked = false
                @AppStorage("bonusLevels") private var bonusLevels = 0
                func didRewardUser(for ad: MAAd, with reward: MAReward) { markUnlocked() }
                func didHide(_ ad: MAAd) { finish() }
                private func markUnlocked() { bonusUnlocked = true }
                private func finish() {
                    guard ↓bonusUnlocked else { return }
                    bonusLevels += 1
                }
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class HintAd: NSObject, GADFullScreenContentDelegate {
                private var rewardedAd: GADRewardedAd?
                private var didEarnHint = false
                private var earnedAmount = 0
                var onClose: ((Bool) -> Void)?
                @AppStorage("hints") private var hints = 0

                func show(from root: UIViewController) {
                    rewardedAd?.present(from: root) { [weak self] in
                        self?.didEarnHint = true
                        self?.earnedAmount = 1
                    }
                }

                func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
                    if ↓didEarnHint { hints += earnedAmount }
                    onClose?(↓didEarnHint)
                    didEarnHint = false
                }
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
            CheckExample("""
            import GoogleMobileAds

            final class HintAd: NSObject, GADFullScreenContentDelegate {
                private var rewardedAd: GADRewardedAd?
                private var didEarnHint = false
                let wallet: Wallet

                func show(from root: UIViewController) {
                    rewardedAd?.present(from: root) { [weak self] in
                        self?.wallet.grantHint()
                        self?.didEarnHint = true
                    }
                }

                func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
                    if didEarnHint { showThanks() }
                    if !didEarnHint { logSkipped() }
                    didEarnHint = false
                }
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
        let handlers = code.rewardHandlers
        var reported = Set<SyntaxIdentifier>()
        for callback in code.callbacks(\.dismissCallbacks) {
            let grants = file.index.calls(within: callback).filter(Self.grants)
            for call in grants {
                output.report(
                    "The reward is granted when the ad is dismissed; mediation adapters may report dismissal first or the app may be killed mid-ad, and the reward is lost. Grant it inside the reward handler (userDidEarnRewardHandler, or the SDK's didRewardUser callback) and save it before updating the UI.",
                    at: file.position(of: call), confidence: .medium)
            }
            guard let type = callback.enclosingTypeDeclaration else { continue }
            // Each side with the methods of the type it calls: `markEarned()`, `finish()`.
            let flags = Set(handlers.filter { $0.enclosingTypeDeclaration?.id == type.id }.flatMap { handler -> [String] in
                let code = [handler] + file.index.bodiesOfMethods(calledFrom: [handler], in: type)
                return code.contains(where: { Self.grantsItself($0, file) }) ? [] : code.flatMap { Self.flagsSet(in: $0, file) }
            })
            let dismissal = [Syntax(callback)] + file.index.bodiesOfMethods(calledFrom: [Syntax(callback)], in: type)
            // A statement already reported for its grant call is not reported again for its flag.
            for read in dismissal.flatMap({ Self.grantingReads(of: flags, in: $0, file) })
            where !grants.contains(where: { read.enclosingStatement?.encloses($0) ?? false }) && reported.insert(read.id).inserted {
                let name = read.lastNameComponent ?? "the flag"
                output.report(
                    "The reward handler only sets \(name), and the dismissal callback grants the reward from it; mediation adapters may report dismissal first or the app may be killed mid-ad, and the reward is lost. Grant and save the reward inside the reward handler itself, and keep the dismissal for loading the next ad.",
                    at: file.position(of: read), confidence: .medium)
            }
        }
    }

    /// True when a reward handler grants by itself: a call named as a grant, or a count changed.
    static func grantsItself(_ handler: Syntax, _ file: SwiftFile) -> Bool {
        file.index.calls(within: handler).contains(where: grants)
            || file.index.binaryOperators("+=", "-=").contains { handler.encloses($0) }
    }

    /// Names the handler sets to a value other than `false`, `nil` or `0`: `earned = true`,
    /// `self?.pendingReward = reward`.
    static func flagsSet(in handler: Syntax, _ file: SwiftFile) -> [String] {
        let targets = file.index.references(within: handler).map(ExprSyntax.init) + file.index.memberAccesses(within: handler).map(ExprSyntax.init)
        return targets.compactMap { target in
            guard let value = target.assignedValue, !Self.isReset(value) else { return nil }
            return target.lastNameComponent
        }
    }

    private static func isReset(_ value: ExprSyntax) -> Bool {
        value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) || value.is(NilLiteralExprSyntax.self) || value.numericLiteral == 0
    }

    /// Reads of `flags` in a dismissal that act on the reward: the condition of an `if` or
    /// `guard` (not negated), or an argument passed on (`completion(earned)`).
    static func grantingReads(of flags: Set<String>, in callback: some SyntaxProtocol, _ file: SwiftFile) -> [ExprSyntax] {
        guard !flags.isEmpty else { return [] }
        let reads = file.index.references(within: callback).map(ExprSyntax.init) + file.index.memberAccesses(within: callback).map(ExprSyntax.init)
        return reads.filter { read in
            guard let name = read.lastNameComponent, flags.contains(name), !read.isAssigned,
                  read.parent?.is(MemberAccessExprSyntax.self) != true else { return false }
            var value = Syntax(read)
            while let parent = value.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { value = parent }
            if value.parent?.is(PrefixOperatorExprSyntax.self) == true { return false }
            if value.parent?.is(ConditionElementSyntax.self) == true { return true }
            if let argument = value.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                return Set(NameWords.split(call.calleeName ?? "")).isDisjoint(with: notGrantWords)
            }
            return false
        }
    }

    static func grants(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        let words = Set(NameWords.split(name))
        return !words.isDisjoint(with: grantWords) && words.isDisjoint(with: notGrantWords)
    }
}
