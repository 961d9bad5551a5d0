import ThumbruleCore

/// Code that uses a capability in a target whose Release configuration signs with an
/// entitlements file lacking it: remote notifications without `aps-environment` (ITMS-90078),
/// Sign in with Apple without `com.apple.developer.applesignin`, universal links without an
/// `applinks:` associated domain, an App Group container without the group. Xcode adds a
/// capability to the configuration being edited, so the Debug build on the desk works and the
/// shipped one does not. Decided only where the Xcode project names the Release file and the
/// checkout has it (`SigningEntitlements.of`); once per target and capability, at the first use.
struct CapabilityWithoutEntitlement: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "store-entitlements.capability-missing",
        ruleId: "store-entitlements",
        summary: "A capability the code uses is missing from the Release configuration's entitlements",
        optIn: "Judged true in 1 of 8 findings on apps nobody tuned it on: the capability's code is often dead boilerplate (a stock universal-link branch) or compiled only into another target.",
        triggering: [
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        application.↓registerForRemoteNotifications()
                        return true
                    }
                }
                """),
                ("App/App-Debug.entitlements", StoreExamples.entitlements(["aps-environment": ["development"]])),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App-Debug.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/SignIn.swift", """
                import AuthenticationServices

                func appleRequest() -> ASAuthorizationAppleIDRequest {
                    let request = ↓ASAuthorizationAppleIDProvider().createRequest()
                    request.requestedScopes = [.email]
                    return request
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["aps-environment": ["production"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
        ],
        nonTriggering: [
            // A share extension compiles the app's shared push setup, but an extension gets no
            // push token of its own: the containing app registers.
            CheckExample(files: [
                ("App/PushSetup.swift", """
                import UIKit

                func startPushes(_ app: UIApplication) {
                    app.registerForRemoteNotifications()
                }
                """),
                ("App/Share.entitlements", StoreExamples.entitlements(["com.apple.security.application-groups": ["group.com.example.notes"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/Share.entitlements", release: "App/Share.entitlements")
                    .replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.app-extension")),
            ]),
            // React Native's template hands web activities to JavaScript; the app may open none.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        if userActivity.activityType == NSUserActivityTypeBrowsingWeb {
                            return RCTLinkingManager.application(application, continue: userActivity, restorationHandler: restorationHandler)
                        }
                        return false
                    }
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["aps-environment": ["production"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                func register(_ application: UIApplication) {
                    application.registerForRemoteNotifications()
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["aps-environment": ["development"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/Links.swift", """
                import UIKit

                func handle(_ activity: NSUserActivity) -> URL? {
                    activity.activityType == NSUserActivityTypeBrowsingWeb ? activity.webpageURL : nil
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: nil, release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/Shared.swift", """
                import Foundation

                let shared = UserDefaults(suiteName: "group.com.example.recipes")
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.security.application-groups": ["group.com.example.recipes"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            // No Xcode project: which file the Release build signs with is unknown.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                func register(_ application: UIApplication) {
                    application.registerForRemoteNotifications()
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:example.com"]])),
            ]),
        ]
    )

    static let uses = FactKey<Capability.Use>("store-entitlements.capability-use")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in Capability.uses(in: file) { output.facts.add(use, for: Self.uses) }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<String>()
        for use in project.shippingFacts(Self.uses, at: \.position).sorted(by: { $0.position < $1.position }) {
            // watchOS hands a complication's or widget's URL over as a browsing-web activity too.
            // An app extension that compiles a shared file registering for pushes never gets a
            // token of its own: the containing app registers, and its entitlements answer.
            for target in project.shippingTargets(compiling: use.path, resolved: use.target)
            where !(use.capability == .universalLinks && target.kind == .watchApp)
                && !(use.capability == .remoteNotifications && { if case .appExtension = target.kind { return true }; return false }()) {
                guard let signing = SigningEntitlements.of(target: target.name, in: project),
                      !use.capability.isGranted(by: signing.release.plist, group: use.group),
                      reported.insert(target.name + "\u{0}" + use.capability.rawValue).inserted else { continue }
                let what = use.capability == .appGroups && use.group != nil ? "\(use.capability.entitlement) with \(use.group!)" : use.capability.entitlement
                var related = [RelatedLocation(SourcePosition(path: signing.release.path, line: 1, column: 1), "the Release configuration signs with this file, which lacks \(what)")]
                for other in signing.others where use.capability.isGranted(by: other.plist, group: use.group) {
                    related.append(RelatedLocation(SourcePosition(path: other.path, line: other.plist.line(of: use.capability.entitlement), column: 1),
                                                   "the \(other.configuration) configuration has it"))
                }
                output.report(
                    "\(use.api) uses \(use.capability.title), but \(target.name)'s Release entitlements (\(signing.release.path)) lack \(what), so in the shipped build \(use.capability.consequence); add the capability to the Release configuration's entitlements file.",
                    at: use.position, confidence: .medium, related: related)
            }
        }
    }
}
