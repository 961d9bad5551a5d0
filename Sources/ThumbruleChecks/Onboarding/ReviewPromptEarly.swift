import SwiftSyntax
import ThumbruleCore

/// The App Store review prompt (`requestReview`, `SKStoreReviewController.requestReview`,
/// `AppStore.requestReview(in:)`) requested at launch or during onboarding. The system shows
/// it at most three times a year, and Apple advises never to ask at launch: the user has not
/// had a success yet, so the one chance goes to a stranger.
///
/// Only calls in files that import StoreKit count, so an app's own `requestReview()` for,
/// say, code review is not mistaken for it. Follows one call inside the file, and
/// launch-path calls into a review helper declared in another file (`ReviewHelper.requestReviewIfAppropriate()`
/// from `didFinishLaunching`), even when the helper waits for a launch count: Apple advises
/// against asking at any launch. Known false negative: deeper call chains.
struct ReviewPromptEarly: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "fb-review-prompt.early",
        ruleId: "fb-review-prompt",
        summary: "The App Store review prompt requested at launch or during onboarding",
        triggering: [
            CheckExample("""
            import StoreKit
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    ↓SKStoreReviewController.requestReview(in: windowScene)
                }
            }
            """, path: "App/SceneDelegate.swift"),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct OnboardingFinish: View {
                @Environment(\\.requestReview) private var requestReview
                var body: some View {
                    Button("Start cooking") {
                        ↓requestReview()
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        ReviewHelper.requestReviewIfAppropriate()
                        return true
                    }
                }
                """),
                ("App/ReviewHelper.swift", """
                import StoreKit
                enum ReviewHelper {
                    static func requestReviewIfAppropriate() {
                        let launches = UserDefaults.standard.integer(forKey: "launches")
                        if launches > 5 { ↓SKStoreReviewController.requestReview() }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct OrderConfirmation: View {
                @Environment(\\.requestReview) private var requestReview
                let isThirdOrder: Bool
                var body: some View {
                    Text("Order placed").task {
                        if isThirdOrder { requestReview() }
                    }
                }
            }
            """),
            CheckExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let pullRequests = PullRequestStore()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    pullRequests.requestReview(from: "octocat")
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
        ]
    )

    static let prompts = FactKey<EarlyMoment>("fb-review-prompt.early.prompt")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("StoreKit") else { return }
        for call in file.index.calls("requestReview") {
            if let moment = EarlyMoment.of(call, in: file) { output.facts.add(moment, for: Self.prompts) }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        EarlyMoment.reportConfirmed(project.shippingFacts(Self.prompts, at: \.position), in: project, &output) { when in
            "The App Store review prompt is requested \(when), before the user has had a success with the app; iOS shows it at most three times a year, so this spends a chance on a stranger. Call requestReview() right after a completed success (an order delivered, a goal reached), well past the first run."
        }
    }

}
