import SwiftSyntax
import ThumbruleCore

/// A full-screen ad the user did not ask for (interstitial, rewarded interstitial, app-open)
/// shown on the launch path or on the way out of a screen or the app.
///
/// Launch path: `didFinishLaunching`, scene connect, the `App`'s `init`, and the root screen's
/// `onAppear` / `task` / `viewDidLoad` (interstitials only: app-open ads answer to their
/// network's own launch guidance, as the rulebook says). Way out: `viewWillDisappear` /
/// `viewDidDisappear` / `onDisappear`, and resign-active / background callbacks.
/// A direct SDK call is high confidence; a call to the app's own wrapper that shows one
/// (`AdManager.shared.showInterstitial()`) is medium, since the wrapper may still hold back.
/// Known false negatives: wrappers more than one call deep, formats the code does not name,
/// Unity Ads (placement ids carry the format), and a dismiss-then-show on a custom back button.
struct FullScreenAdPlacement: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-placement.full-screen-at-launch-or-exit",
        ruleId: "ads-placement",
        summary: "An interstitial or app-open ad shown at launch, or as the user leaves a screen or the app",
        triggering: [
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import GoogleMobileAds
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        GADInterstitialAd.load(withAdUnitID: unitID, request: GADRequest()) { ad, _ in
                            ↓ad?.present(fromRootViewController: self.window?.rootViewController)
                        }
                        return true
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/AdManager.swift", """
                import GoogleMobileAds

                final class AdManager {
                    static let shared = AdManager()
                    private var interstitial: InterstitialAd?
                    func showInterstitial() {
                        interstitial?.present(from: nil)
                    }
                }
                """),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    var body: some View {
                        List(items) { item in NavigationLink(item.title) { DetailView() } }
                            .onAppear { ↓AdManager.shared.showInterstitial() }
                    }
                }
                """),
                ("App/DemoApp.swift", """
                @main
                struct DemoApp: App {
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                """),
                ("App/DetailView.swift", """
                struct DetailView: View {
                    var body: some View {
                        Text("Recipe").onDisappear { ↓AdManager.shared.showInterstitial() }
                    }
                }
                """),
            ]),
            CheckExample("""
            import GoogleMobileAds

            final class ReaderViewController: UIViewController {
                var appOpenAd: GADAppOpenAd?
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    ↓appOpenAd?.present(fromRootViewController: self)
                }
            }
            """, path: "App/ReaderViewController.swift"),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/GameView.swift", """
                import GoogleMobileAds

                struct GameOverView: View {
                    let ads: InterstitialAd?
                    var body: some View {
                        Button("Play again") {
                            ads?.present(from: nil)
                            restart()
                        }
                    }
                }
                """),
                ("App/DetailView.swift", """
                struct DetailView: View {
                    var body: some View {
                        Text("Recipe").onAppear { AdManager.shared.showInterstitial() }
                    }
                }
                """),
            ]),
            CheckExample("""
            import GoogleMobileAds

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var rewarded: GADRewardedAd?
                func applicationDidBecomeActive(_ application: UIApplication) {
                    appOpenAd?.present(fromRootViewController: root)
                }
                func applicationWillResignActive(_ application: UIApplication) {
                    rewarded?.present(fromRootViewController: root) { grant() }
                    toast.show()
                }
            }
            """, path: "App/AppDelegate.swift"),
        ]
    )

    static let launchUses = FactKey<AdLaunchUse>("ads-placement.launch-use")
    static let wrappers = FactKey<AdWrapper>("ads-placement.wrapper")
    static let sites = FactKey<AdCallSite>("ads-placement.site")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for presentation in AdCode.shared(file).presentations {
            guard let format = presentation.format, format.interrupts else { continue }
            if let wrapper = AdWrapper(around: presentation.call, format: format) { output.facts.add(wrapper, for: Self.wrappers) }
            let position = file.position(of: presentation.call)
            if let context = file.launchContext(of: presentation.call), format != .appOpen {
                output.facts.add(AdLaunchUse(position: position, context: context, format: format, viaWrapper: false), for: Self.launchUses)
            } else if let leave = presentation.call.leaveContext {
                output.report(Self.message(format: format, at: .leave(leave), viaWrapper: false), at: position)
            }
        }
        for site in AdCallSite.inLaunchOrLeaveContext(file) { output.facts.add(site, for: Self.sites) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let wrappers = project.facts.values(Self.wrappers)
        let sites = project.facts.values(Self.sites)
        for site in sites {
            guard let leave = site.leave, let format = wrappers.first(where: { $0.isCalled(by: site) })?.format else { continue }
            output.report(Self.message(format: format, at: .leave(leave), viaWrapper: true), at: site.position, confidence: .medium)
        }
        let launchUses = project.adLaunchUses(direct: project.facts.values(Self.launchUses), wrappers: wrappers, sites: sites,
                                              counts: { $0.format != .appOpen })
        for use in launchUses {
            guard let format = use.format else { continue }
            output.report(Self.message(format: format, at: .launch(use.context), viaWrapper: use.viaWrapper),
                          at: use.position, confidence: use.viaWrapper ? .medium : .high)
        }
    }

    /// Where the ad is shown and the rule that bars it there.
    enum Moment {
        case launch(LaunchContext)
        case leave(LeaveContext)

        package var reason: String {
            switch self {
            case .launch(let context):
                return "in \(context), before the user has done anything; AdMob's guidance disallows interstitials on app load"
            case .leave(.screenExit(let name)):
                return "in \(name), as the user leaves the screen; an ad on the way back stands between the user and where they were going"
            case .leave(.appExit(let name)):
                return "in \(name), as the user leaves the app; AdMob's guidance disallows interstitials on app exit"
            }
        }
    }

    package static func message(format: AdFormat, at moment: Moment, viaWrapper: Bool) -> String {
        let shown = viaWrapper ? "This call shows \(format.withArticle) ad" : "\(format.withArticle.capitalizedFirst) ad is shown here"
        return "\(shown) \(moment.reason). Show it only at a natural break after the user finishes something (a level, a saved item), from a short list of call sites."
    }
}
