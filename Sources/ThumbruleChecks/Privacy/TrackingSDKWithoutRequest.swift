import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// An attribution or social SDK (`TrackingSDKs`) linked while nothing in the app requests
/// tracking authorization. These SDKs exist to measure ads across apps; Apple counts that as
/// tracking when it links the app's data with other companies', which needs App Tracking
/// Transparency first (Guideline 5.1.2). The app either asks, or configures the SDK not to
/// collect the advertising identifier and says so in its filings; the code cannot tell
/// which was meant, so this is a note, once per SDK.
///
/// Evidence is an import in shipping Swift code or an entry in the dependency inventory.
/// Silent when any shipping code requests tracking (`ATTrackingManager`, or a consent
/// platform that does: `UserMessagingPlatform`), when a dependency named for tracking
/// transparency is linked (a Flutter or React Native plugin asks from Dart or JavaScript),
/// when shipping JavaScript asks through react-native-permissions
/// (`request(PERMISSIONS.IOS.APP_TRACKING_TRANSPARENCY)`) or an SDK's own prompt
/// (`Adjust.requestAppTrackingAuthorization`), and for the Facebook SDK when the Info.plist turns its automatic app events and
/// advertiser ID collection off, or when it is a pod nothing imports and no property list gives its
/// app ID (`facebookPodUnused`), and for an SDK that sends nothing until the app starts it
/// (AppsFlyer's `start()`) when no shipping Swift file importing it calls that method and no
/// Objective-C, React Native or Flutter code could (`neverStarted`): configured, never run.
/// Ad networks alone are `ads-consent`'s business.
struct TrackingSDKWithoutRequest: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-tracking.tracking-sdk",
        ruleId: "perm-tracking",
        summary: "An attribution or social SDK linked while the app never requests tracking authorization",
        triggering: [
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                ↓import AppsFlyerLib

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        AppsFlyerLib.shared().start()
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
            ]),
            CheckExample(files: [
                ("App/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("Podfile.lock", "PODS:\n↓  - FBSDKCoreKit (17.0.0)\n  - FBSDKLoginKit (17.0.0):\n    - FBSDKCoreKit (= 17.0.0)\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop", "FacebookAppID": "1234567890"])),
            ]),
            // A React Native app whose installed package brings the SDK's pod.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-appsflyer"]),
                ("yarn.lock", "react-native@0.74.0:\n  version \"0.74.0\"\n\nreact-native-appsflyer@1.0.0:\n  version \"1.0.0\"\n"),
                ("index.js", "import { AppRegistry } from 'react-native';\nimport App from './App';\nAppRegistry.registerComponent('Shop', () => App);\n"),
                ("ios/Podfile.lock", Self.appsFlyerPodfileLock(marked: true)),
                ("ios/Shop/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Attribution.swift", """
                import AppsFlyerLib
                import AppTrackingTransparency

                func startAttribution() {
                    ATTrackingManager.requestTrackingAuthorization { _ in AppsFlyerLib.shared().start() }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": "Lets us measure which ads brought you here."])),
            ]),
            // The attribution SDK is configured at launch but nothing ever calls its start(), so it
            // sends nothing and there is no tracking to ask about yet.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                import AppsFlyerLib

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        AppsFlyerLib.shared().appsFlyerDevKey = Keys.attribution
                        AppsFlyerLib.shared().appleAppID = "123456789"
                        return true
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
            ]),
            // The Facebook SDK with automatic app events and advertiser ID collection turned off.
            CheckExample(files: [
                ("App/Login.swift", "import FacebookCore\nimport FacebookLogin\nlet login = LoginManager()\n"),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>FacebookAutoLogAppEventsEnabled</key>
                    <false/>
                    <key>FacebookAdvertiserIDCollectionEnabled</key>
                    <false/>
                </dict>
                </plist>
                """),
            ]),
            // A React Native app asks from JavaScript, through react-native-permissions, before starting the SDK.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-permissions", "react-native-appsflyer"]),
                ("index.js", "import { AppRegistry } from 'react-native';\nimport App from './App';\nAppRegistry.registerComponent('Shop', () => App);\n"),
                ("App.js", """
                import { request, PERMISSIONS } from 'react-native-permissions';
                import appsFlyer from 'react-native-appsflyer';

                export default function App() {
                  request(PERMISSIONS.IOS.APP_TRACKING_TRANSPARENCY).then(() => appsFlyer.initSdk({ devKey: 'key' }));
                  return null;
                }
                """),
                ("ios/Shop/AppDelegate.swift", "import UIKit\nimport AppsFlyerLib\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("ios/Shop/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": "Lets us measure which ads brought you here."])),
            ]),
            // A React Native app that removed the SDK's package: its pod is left in Podfile.lock,
            // which the next `pod install` cleans, and no build links it.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("yarn.lock", "react-native@0.74.0:\n  version \"0.74.0\"\n"),
                ("index.js", "import { AppRegistry } from 'react-native';\nimport App from './App';\nAppRegistry.registerComponent('Shop', () => App);\n"),
                ("ios/Podfile.lock", Self.appsFlyerPodfileLock(marked: false)),
                ("ios/Shop/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
            ]),
            // A React Native app that shows the prompt through the attribution SDK's own method.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-adjust"]),
                ("index.js", "import { AppRegistry } from 'react-native';\nimport App from './App';\nAppRegistry.registerComponent('Shop', () => App);\n"),
                ("App.js", """
                import { Adjust, AdjustConfig } from 'react-native-adjust';

                export default function App() {
                  Adjust.initSdk(new AdjustConfig('token', AdjustConfig.EnvironmentProduction));
                  Adjust.requestAppTrackingAuthorization(() => undefined);
                  return null;
                }
                """),
                ("ios/Podfile.lock", "PODS:\n  - Adjust (5.0.0)\n  - react-native-adjust (5.0.0):\n    - Adjust (= 5.0.0)\n"),
                ("ios/Shop/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": "Lets us measure which ads brought you here."])),
            ]),
            // The Facebook pod is linked but nothing imports it and no property list names its app
            // ID, so it never starts and logs no app events.
            CheckExample(files: [
                ("App/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
                ("Podfile.lock", """
                PODS:
                  - FBSDKCoreKit (18.0.1)
                  - FBSDKLoginKit (18.0.1):
                    - FBSDKCoreKit (= 18.0.1)

                DEPENDENCIES:
                  - FBSDKLoginKit

                """),
            ]),
            // futuristic-flutter: the Facebook pods come with a Flutter login plugin, and no property
            // list gives the SDK its app ID, which Dart cannot hand it on iOS: it logs no app events.
            CheckExample(files: [
                ("pubspec.yaml", "name: dating\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_facebook_auth: ^6.0.3\n"),
                ("lib/main.dart", "import 'package:flutter/material.dart';\nvoid main() => runApp(const SizedBox());\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n@main @objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Dating"])),
                ("ios/Podfile.lock", """
                PODS:
                  - FBSDKCoreKit (17.0.0)
                  - FBSDKLoginKit (17.0.0):
                    - FBSDKCoreKit (= 17.0.0)
                  - flutter_facebook_auth (6.0.3):
                    - FBSDKLoginKit (~> 17.0.0)

                """),
            ]),
            // Only a test imports it.
            CheckExample(files: [
                ("AppTests/AttributionTests.swift", "import AppsFlyerLib\nfunc testStart() { AppsFlyerLib.shared().start() }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
            ]),
        ]
    )

    /// A React Native app's Podfile.lock with AppsFlyer's pod, which `react-native-appsflyer` brings.
    static func appsFlyerPodfileLock(marked: Bool) -> String {
        """
        PODS:
        \(marked ? "↓" : "")  - AppsFlyerFramework (6.1.3):
            - AppsFlyerFramework/Main (= 6.1.3)
          - AppsFlyerFramework/Main (6.1.3)
          - React-Core (0.74.0)
          - react-native-appsflyer (6.1.30):
            - AppsFlyerFramework (= 6.1.3)
            - React

        DEPENDENCIES:
          - React-Core (from `../node_modules/react-native/`)
          - react-native-appsflyer (from `../node_modules/react-native-appsflyer`)

        EXTERNAL SOURCES:
          React-Core:
            :path: "../node_modules/react-native/"
          react-native-appsflyer:
            :path: "../node_modules/react-native-appsflyer"

        """
    }

    struct Evidence: Sendable, Codable {
        let position: SourcePosition
        let sdk: String?
        let requestsTracking: Bool
    }

    static let evidence = FactKey<Evidence>("perm-tracking.tracking-sdk.evidence")
    /// Where a Swift file imports any of the Facebook SDK's modules (`FBSDKLoginKit`, `FacebookLogin`).
    static let facebookImports = FactKey<SourcePosition>("perm-tracking.tracking-sdk.facebook-import")
    static let requestModules: Set<String> = ["UserMessagingPlatform"]
    /// A call of one of an SDK's `startMethods` in a file importing the SDK.
    struct Start: Sendable, Codable {
        let sdk: String
        let position: SourcePosition
    }
    static let starts = FactKey<Start>("perm-tracking.tracking-sdk.start")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = !file.index.calls("requestTrackingAuthorization").isEmpty
        for declaration in file.index.imports {
            let module = declaration.path.first?.name.text ?? ""
            if module.hasPrefix("FBSDK") || module.hasPrefix("Facebook") {
                output.facts.add(file.position(of: declaration), for: Self.facebookImports)
            }
            if Self.requestModules.contains(module) {
                output.facts.add(Evidence(position: file.position(of: declaration), sdk: nil, requestsTracking: true), for: Self.evidence)
            } else if let sdk = TrackingSDKs.all.first(where: { $0.modules.contains(module) }) {
                output.facts.add(Evidence(position: file.position(of: declaration), sdk: sdk.name, requestsTracking: false), for: Self.evidence)
                for call in file.index.calls(sdk.startMethods) {
                    output.facts.add(Start(sdk: sdk.name, position: file.position(of: call)), for: Self.starts)
                }
            }
        }
        if requests {
            for call in file.index.calls("requestTrackingAuthorization") {
                output.facts.add(Evidence(position: file.position(of: call), sdk: nil, requestsTracking: true), for: Self.evidence)
            }
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.shippingFacts(Self.evidence, at: \.position)
        guard !evidence.contains(where: \.requestsTracking),
              !project.dependencies.contains(where: { $0.name.lowercased().contains("tracking_transparency") || $0.name.lowercased().contains("tracking-transparency") }),
              !(project.hasReactNative && Self.javaScriptRequestsTracking(in: project.reactNative))
        else { return }
        var found: [(sdk: TrackingSDKs.SDK, position: SourcePosition)] = []
        for item in evidence {
            if let name = item.sdk, let sdk = TrackingSDKs.all.first(where: { $0.name == name }) { found.append((sdk, item.position)) }
        }
        for dependency in project.dependencies where dependency.source != .gradle {
            if let sdk = TrackingSDKs.all.first(where: { $0.names.contains(dependency.name.lowercased()) }) { found.append((sdk, dependency.position)) }
        }
        var reported = Set<String>()
        for (sdk, position) in found.sorted(by: { $0.position < $1.position }) where reported.insert(sdk.name).inserted {
            guard !optedOut(sdk, in: project), !(sdk.name == "Facebook SDK" && Self.facebookPodUnused(project)),
                  !Self.neverStarted(sdk, in: project) else { continue }
            output.report(
                "\(sdk.name) is linked for \(sdk.purpose), but nothing in the app requests tracking authorization: if it collects the advertising identifier or links data with other companies', request tracking with ATTrackingManager before it starts; if not, configure it that way and say so in the privacy filings.",
                at: position, confidence: .low)
        }
    }

    /// Methods of SDK wrappers that show the tracking prompt: `Adjust.requestAppTrackingAuthorization(…)`.
    static let sdkRequestMethods: Set<String> = ["requestAppTrackingAuthorization", "requestTrackingAuthorization"]

    /// Whether shipping JavaScript asks for tracking through react-native-permissions
    /// (`request(PERMISSIONS.IOS.APP_TRACKING_TRANSPARENCY)` or `requestMultiple([…])`), or
    /// through an SDK object's own prompt (`RNAdjust.requestAppTrackingAuthorization(…)`).
    static func javaScriptRequestsTracking(in model: ReactNativeModel) -> Bool {
        model.files.contains { file in
            guard file.scope == .app else { return false }
            let permissions = file.file.imports("react-native-permissions")
            return file.file.calls.contains { call in
                guard file.ships(call.nameToken) else { return false }
                if sdkRequestMethods.contains(call.name) { return !call.receiver.isEmpty }
                return permissions && ["request", "requestMultiple"].contains(call.name) && call.receiver.isEmpty
                    && call.arguments.contains { file.file.text(of: $0).contains("APP_TRACKING_TRANSPARENCY") }
            }
        }
    }

    /// True when the Facebook SDK is only a pod no code uses: no Swift file imports any of its
    /// modules, no property list holds the `FacebookAppID` it needs before it sends anything, and
    /// no Objective-C or React Native code could give it one unseen (brrow-ios's
    /// `pod 'FBSDKLoginKit'`, never imported; JavaScript can set it, `Settings.setAppID`). A
    /// Flutter plugin's SDK (a Facebook login) reads its app ID from the property list alone. A
    /// linked SDK without its app ID logs no events.
    static func facebookPodUnused(_ project: Project) -> Bool {
        project.facts.values(facebookImports).isEmpty
            && !project.infoPlists.values.contains { $0.root["FacebookAppID"] != nil }
            && project.files(of: .objectiveC).isEmpty && !project.hasReactNative
    }

    /// True when the SDK sends nothing until a start method runs and nothing can run it: no
    /// shipping Swift file that imports the SDK calls one (any receiver counts), and no Objective-C,
    /// React Native or Flutter code could start it unseen (rarime-ios sets AppsFlyer's keys at
    /// launch but never calls `start()`).
    static func neverStarted(_ sdk: TrackingSDKs.SDK, in project: Project) -> Bool {
        !sdk.startMethods.isEmpty
            && !project.shippingFacts(starts, at: \.position).contains { $0.sdk == sdk.name }
            && project.files(of: .objectiveC).isEmpty && !project.hasReactNative && !project.hasFlutterFiles
    }

    /// Every app Info.plist sets each of the SDK's opt-out keys to false.
    private func optedOut(_ sdk: TrackingSDKs.SDK, in project: Project) -> Bool {
        guard !sdk.optOutKeys.isEmpty else { return false }
        let plists = project.appTargets.compactMap { $0.infoPlistPath.flatMap { project.infoPlists[$0] } }
        return !plists.isEmpty && plists.allSatisfy { plist in
            sdk.optOutKeys.allSatisfy { key in
                switch plist.root[key] {
                case .bool(false)?: return true
                case .number(0)?: return true
                default: return false
                }
            }
        }
    }
}
