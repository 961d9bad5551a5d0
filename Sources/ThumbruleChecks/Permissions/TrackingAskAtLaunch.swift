import SwiftSyntax
import ThumbruleCore

/// App Tracking Transparency requested at launch. In `didFinishLaunching`, scene connect,
/// entering the foreground or the App's `init` the app is not active yet, so the request
/// returns `.notDetermined` without showing the alert (high confidence). Once the app or scene
/// becomes active, from the first screen's `onAppear` / `task`, or delayed with `asyncAfter`,
/// the alert shows before the app has given the user anything (medium).
///
/// Follows one call inside the file, and launch-path calls into a helper declared in another
/// file. Known false negative: requests made through an ad SDK's own consent flow.
struct TrackingAskAtLaunch: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-tracking.at-launch",
        ruleId: "perm-tracking",
        summary: "Tracking authorization requested at launch or on the first screen's appearance",
        triggering: [
            CheckExample("""
            import AppTrackingTransparency
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ↓ATTrackingManager.requestTrackingAuthorization { _ in }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample("""
            import AppTrackingTransparency
            import SwiftUI

            @main
            struct NewsApp: App {
                var body: some Scene {
                    WindowGroup {
                        Headlines().onAppear { ↓ATTrackingManager.requestTrackingAuthorization { _ in } }
                    }
                }
            }
            """, path: "App/NewsApp.swift"),
        ],
        nonTriggering: [
            // A Flutter host app hands the channel a handler at launch; it runs when Dart asks.
            CheckExample("""
            import AppTrackingTransparency
            import Flutter
            import UIKit

            func askForTracking(reply: @escaping FlutterResult) {
                ATTrackingManager.requestTrackingAuthorization { status in reply(status.rawValue) }
            }

            @main
            final class AppDelegate: FlutterAppDelegate {
                override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let channel = FlutterMethodChannel(name: "privacy", binaryMessenger: window.rootViewController as! FlutterBinaryMessenger)
                    channel.setMethodCallHandler { call, reply in
                        if call.method == "askForTracking" { askForTracking(reply: reply) }
                    }
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }
            """, path: "ios/Runner/AppDelegate.swift"),
            CheckExample("""
            import AppTrackingTransparency
            import SwiftUI
            struct AdPreferences: View {
                var body: some View {
                    Button("Personalise ads") { ATTrackingManager.requestTrackingAuthorization { _ in } }
                }
            }
            """),
            CheckExample("""
            import AppTrackingTransparency
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let status = ATTrackingManager.trackingAuthorizationStatus
                    return status != .restricted
                }
            }
            """, path: "App/AppDelegate.swift"),
        ]
    )

    static let prompts = FactKey<LaunchPrompt>("perm-tracking.at-launch.prompt")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let prompts = LaunchPrompt.collect(file, resources: [.tracking])
        for prompt in prompts { output.facts.add(prompt, for: Self.prompts) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for confirmed in LaunchPrompt.confirmed(project.shippingFacts(Self.prompts, at: \.position), in: project) {
            let beforeActive = confirmed.context.isBeforeActive && !confirmed.prompt.delayed
            let problem = beforeActive
                ? "the app is not active yet, so the request returns .notDetermined without showing the alert"
                : "the alert appears as the app opens, before it has shown the user anything"
            output.report(
                "Tracking authorization is requested \(confirmed.whereItRuns): \(problem). Ask once, while the app is active and after the product has shown its worth (for example before the first personalised ad), and build the non-personalised path first.",
                at: confirmed.prompt.position, confidence: beforeActive ? .high : .medium, related: confirmed.related)
        }
    }
}
