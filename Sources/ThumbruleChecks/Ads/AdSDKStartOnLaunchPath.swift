import SwiftSyntax
import ThumbruleCore

/// An ad SDK started on the launch path: `MobileAds.shared.start`, `ALSdk.shared().initializeSdk`
/// and their kin (the `AdNetworks` table) in `didFinishLaunching`, scene connect, the `App`'s
/// `init`, or the root screen's first appearance. The rulebook asks for the start after the
/// first frame, off the path `perf-cold-start` measures.
///
/// High confidence in the launch callbacks, which run before the first frame; medium in
/// the root screen's `onAppear` / `task`, and through a wrapper (`AdManager.shared.configure()`,
/// or creating a type whose `init` starts the SDK). Known false negatives: wrappers more than
/// one call deep, and a manager created as a stored property of the `App`.
struct AdSDKStartOnLaunchPath: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-cost.start-on-launch-path",
        ruleId: "ads-cost",
        summary: "An ad SDK started or initialised on the launch path, before the first frame",
        triggering: [
            CheckExample("""
            import GoogleMobileAds
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ↓GADMobileAds.sharedInstance().start(completionHandler: nil)
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample(files: [
                ("App/AdManager.swift", """
                import GoogleMobileAds

                final class AdManager {
                    static let shared = AdManager()
                    func configure() {
                        MobileAds.shared.start()
                    }
                }
                """),
                ("App/DemoApp.swift", """
                @main
                struct DemoApp: App {
                    init() {
                        ↓AdManager.shared.configure()
                    }
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/AdManager.swift", """
                import GoogleMobileAds

                final class AdManager {
                    static let shared = AdManager()
                    func configure() { MobileAds.shared.start() }
                }
                """),
                ("App/HomeView.swift", """
                struct SettingsView: View {
                    var body: some View {
                        Form { Text("Settings") }.task { AdManager.shared.configure() }
                    }
                }
                """),
            ]),
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    analytics.start()
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
        ]
    )

    static let launchUses = FactKey<AdLaunchUse>("ads-cost.launch-use")
    static let wrappers = FactKey<AdWrapper>("ads-cost.wrapper")
    static let sites = FactKey<AdCallSite>("ads-cost.site")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for start in AdCode.shared(file).starts {
            if let wrapper = AdWrapper(around: start, format: nil) { output.facts.add(wrapper, for: Self.wrappers) }
            if let context = file.launchContext(of: start) {
                output.facts.add(AdLaunchUse(position: file.position(of: start), context: context, format: nil, viaWrapper: false), for: Self.launchUses)
            }
        }
        for site in AdCallSite.inLaunchOrLeaveContext(file) where site.launch != nil { output.facts.add(site, for: Self.sites) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.adLaunchUses(direct: project.facts.values(Self.launchUses), wrappers: project.facts.values(Self.wrappers),
                                        sites: project.facts.values(Self.sites))
        for use in uses {
            let what = use.viaWrapper ? "This call starts the ad SDK" : "The ad SDK is started here"
            output.report(
                "\(what) in \(use.context), on the launch path; the SDK's start-up work competes with the first frame. Start it lazily, just before the first ad request (for example in the ad manager's first load), so launch draws the first screen without it.",
                at: use.position, confidence: use.viaWrapper || !use.context.isUnconditional ? .medium : .high)
        }
    }
}
