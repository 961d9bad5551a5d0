import SwiftSyntax
import ThumbruleCore

/// An interstitial shown with no cap in sight: no count or time comparison in the function
/// that presents it, in a same-file helper it calls, or around any call to that function.
///
/// Always a note (low confidence): a cap may live where the code cannot be followed, such as
/// a remote config or a caller two calls away. What counts as a cap: a comparison (`<`, `>`,
/// `<=`, `>=`) or a modulo, a time-interval API (`timeIntervalSince…`), or a name that speaks
/// of counting or timing (`adCounter`, `lastShown`, `canShowAd()`). Known false negatives:
/// any such name, even one unrelated to the ad, silences the note.
struct UncappedInterstitial: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-frequency.no-cap",
        ruleId: "ads-frequency",
        summary: "An interstitial shown with no count or time interval guarding it",
        triggering: [
            CheckExample("""
            import GoogleMobileAds

            final class AdCoordinator {
                private var interstitial: GADInterstitialAd?
                func levelFinished(from root: UIViewController) {
                    ↓interstitial?.present(fromRootViewController: root)
                }
            }
            """),
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds

                final class Ads {
                    static let shared = Ads()
                    var interstitial: InterstitialAd?
                    func showInterstitial() { ↓interstitial?.present(from: nil) }
                }
                """),
                ("App/ResultView.swift", """
                struct ResultView: View {
                    var body: some View {
                        Button("Next") { Ads.shared.showInterstitial(); next() }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds

            final class AdCoordinator {
                private var interstitial: GADInterstitialAd?
                private var lastShown = Date.distantPast
                func levelFinished(from root: UIViewController) {
                    guard Date().timeIntervalSince(lastShown) > 120 else { return }
                    interstitial?.present(fromRootViewController: root)
                }
                func rewardTapped(from root: UIViewController, ad: GADRewardedAd) {
                    ad.present(fromRootViewController: root) { grant() }
                }
            }
            """),
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds

                final class Ads {
                    static let shared = Ads()
                    var interstitial: InterstitialAd?
                    func showInterstitial() { interstitial?.present(from: nil) }
                }
                """),
                ("App/ResultView.swift", """
                struct ResultView: View {
                    @AppStorage("games") var games = 0
                    func finish() {
                        games += 1
                        if games % 3 == 0 { Ads.shared.showInterstitial() }
                    }
                }
                """),
            ]),
        ]
    )

    struct Uncapped: Sendable, Codable {
        package let position: SourcePosition
        let wrapper: AdWrapper?
    }

    static let uncapped = FactKey<Uncapped>("ads-frequency.uncapped")
    static let sites = FactKey<AdCallSite>("ads-frequency.site")
    /// Words of a name that counts or times something.
    static let capWords: Set<String> = [
        "count", "counter", "interval", "cooldown", "frequency", "cap", "capping", "threshold", "limit", "elapsed", "last", "since",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for presentation in AdCode.shared(file).presentations {
            guard let format = presentation.format, format == .interstitial || format == .rewardedInterstitial,
                  !Self.hasCapInSight(around: presentation.call, in: file) else { continue }
            output.facts.add(Uncapped(position: file.position(of: presentation.call), wrapper: AdWrapper(around: presentation.call, format: format)),
                             for: Self.uncapped)
        }
        for site in AdCallSite.speakingOfAds(file, guarded: { Self.hasCapInSight(around: $0, in: file) }) {
            output.facts.add(site, for: Self.sites)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let sites = project.facts.values(Self.sites)
        for present in project.facts.values(Self.uncapped) {
            if let wrapper = present.wrapper, sites.contains(where: { $0.guarded && wrapper.isCalled(by: $0) }) { continue }
            output.report(
                "Nothing around this interstitial counts or times it, here or where it is called; AdMob's guidance allows at most one interstitial per two user actions. Gate it in one function with a persisted count and a minimum interval (for example UserDefaults-backed `adsShown` and `lastShown`), unless a cap exists where the code cannot show it.",
                at: present.position, confidence: .low)
        }
    }

    /// True when the code around `node`, or a same-file function it calls, counts or times.
    static func hasCapInSight(around node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        guard let scope = node.enclosingScope else { return false }
        if hasCap(in: scope, file: file) { return true }
        let called = Set(file.index.calls(within: scope).compactMap(\.calleeName))
        return file.index.functions.contains { called.contains($0.name.text) && hasCap(in: $0, file: file) }
    }

    private static func hasCap(in scope: some SyntaxProtocol, file: SwiftFile) -> Bool {
        if file.index.binaryOperators("<", ">", "<=", ">=", "%").contains(where: { scope.encloses($0) }) { return true }
        return file.index.names(within: scope).contains { name in
            let words = NameWords.split(name)
            return !capWords.isDisjoint(with: words) || ["can", "should"].contains(words.first ?? "")
        }
    }
}
