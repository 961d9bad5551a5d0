import Foundation
import ThumbruleCore

/// An entitlement in a target's Release entitlements that no shipping Swift code uses:
/// `aps-environment` with no `registerForRemoteNotifications()`, Sign in with Apple with no
/// `ASAuthorizationAppleIDProvider` or `SignInWithAppleButton`, `applinks:` associated domains
/// with no code that receives a link or a user activity, the Siri entitlement with no code that
/// imports SiriKit (`Intents`, `IntentsUI`; App Intents and Shortcuts donations need none). An unused capability widens
/// what the build may do and draws questions in review. A note: an SDK can use the capability
/// on the app's behalf, so projects with Objective-C sources or an SDK known to register for
/// push or sign in with Apple itself are skipped, and so are `applinks:` domains that an App
/// Clip target of the project serves (`appclips:`), which the full app takes over.
struct UnusedEntitlement: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "store-entitlements.unused",
        ruleId: "store-entitlements",
        summary: "An entitlement the shipping code never uses",
        optIn: "Judged true in 2 of 9 findings on apps nobody tuned it on: entitlements are often used by code the check cannot see: Flutter and React Native plugins, or an App Clip's links.",
        triggering: [
            CheckExample(files: [
                ("App/ContentView.swift", """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Recipes") }
                }
                """),
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓<key>com.apple.developer.applesignin</key>
                <array>
                    <string>Default</string>
                </array>
                </dict>
                </plist>
                """),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Recipes") }
                }
                """),
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓<key>com.apple.developer.associated-domains</key>
                <array>
                    <string>applinks:recipes.example.com</string>
                </array>
                </dict>
                </plist>
                """),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/Shortcuts.swift", """
                import AppIntents

                struct StartTimer: AppIntent {
                    static let title: LocalizedStringResource = "Start timer"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """),
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓<key>com.apple.developer.siri</key>
                <true/>
                </dict>
                </plist>
                """),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/IntentHandler.swift", """
                import Intents

                final class IntentHandler: INExtension, INStartWorkoutIntentHandling {
                    func handle(intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void) {
                        completion(INStartWorkoutIntentResponse(code: .continueInApp, userActivity: nil))
                    }
                }
                """),
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                <key>com.apple.developer.siri</key>
                <true/>
                </dict>
                </plist>
                """),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            // The domain also serves an App Clip, and a Flutter app signs in from Dart.
            CheckExample(files: [
                ("App/RecipesApp.swift", "import SwiftUI\n@main\nstruct RecipesApp: App {\n    var body: some Scene { WindowGroup { Text(\"Recipes\") } }\n}\n"),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:recipes.example.com", "appclips:recipes.example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            // The domains match the App Clip target's, whose links the full app opens once installed.
            CheckExample(files: [
                ("App/RecipesApp.swift", "import SwiftUI\n@main\nstruct RecipesApp: App {\n    var body: some Scene { WindowGroup { Text(\"Recipes\") } }\n}\n"),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:recipes.example.com?mode=developer", "applinks:www.recipes.example.com"]])),
                ("Clip/Clip.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["appclips:www.recipes.example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.projectWithAppClip(app: "App/App.entitlements", clip: "Clip/Clip.entitlements")),
            ]),
            // A Flutter app that commits no lock file: push comes from a Dart plugin.
            CheckExample(files: [
                ("ios/Runner/AppDelegate.swift", "import Flutter\n@main\nclass AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Runner.entitlements", StoreExamples.entitlements(["aps-environment": ["development"]])),
                ("pubspec.yaml", "name: breathe\ndependencies:\n  firebase_messaging: ^15.0.0\n"),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "ios/Runner/Runner.entitlements", release: "ios/Runner/Runner.entitlements")),
            ]),
            // The app mails itself a confirmation link on its app-link host.
            CheckExample(files: [
                ("App/SignUp.swift", """
                import Foundation

                struct SignUp {
                    let redirect = URL(string: "https://links.recipes.example.com/confirm/")!
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:links.recipes.example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/AppDelegate.swift", "import Flutter\n@main\nclass AppDelegate: FlutterAppDelegate {}\n"),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                ("pubspec.lock", "packages:\n  sign_in_with_apple:\n    version: \"6.1.0\"\n"),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/RecipesApp.swift", """
                import SwiftUI

                @main
                struct RecipesApp: App {
                    var body: some Scene {
                        WindowGroup { Text("Recipes").onOpenURL { url in print(url) } }
                    }
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.associated-domains": ["applinks:recipes.example.com"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/SignIn.swift", """
                import AuthenticationServices
                import SwiftUI

                struct SignIn: View {
                    var body: some View {
                        SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }
                    }
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ("App/Push.swift", """
                import OneSignalFramework

                func start() { OneSignal.initialize("app-id", withLaunchOptions: nil) }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["aps-environment": ["production"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
        ]
    )

    /// Capabilities this check judges, and modules of SDKs that use each for the app.
    static let sdkModules: [Capability: Set<String>] = [
        .remoteNotifications: ["CloudKit", "FirebaseMessaging", "OneSignal", "OneSignalFramework", "OneSignalNotifications", "BrazeKit", "AppboyKit",
                               "Pushwoosh", "PushwooshFramework", "Airship", "AirshipCore", "AirshipKit", "Iterable_iOS_SDK", "IterableSDK",
                               "CleverTapSDK", "Batch", "Intercom", "Leanplum", "Kumulos", "MoEngageSDK", "Customerio", "CioMessagingPushAPN",
                               "ExponeaSDK", "Sendbird", "StreamChat", "PusherSwift", "PushNotifications", "Mixpanel", "Pushy"],
        .signInWithApple: ["FirebaseAuthUI", "FirebaseOAuthUI", "Auth0", "Supabase", "Auth", "ClerkSDK", "Clerk", "Amplify", "AWSCognitoAuthPlugin",
                           "Stytch", "StytchCore", "Descope", "Realm", "RealmSwift", "Appwrite", "PocketBase", "Kinde", "KindeSDK", "PhantomConnect"],
        .universalLinks: ["BranchSDK", "Branch", "FirebaseDynamicLinks", "AppsFlyerLib", "Adjust", "AdjustSdk", "Airbridge", "Singular"],
        // SiriKit intents and their UI are handled through these frameworks; App Intents need no entitlement.
        .siri: ["Intents", "IntentsUI"],
    ]

    static let uses = FactKey<Capability.Use>("store-entitlements.unused-use")
    static let imports = FactKey<String>("store-entitlements.imports")
    /// Code that receives a link or an activity: any of it may handle a universal link.
    static let linkHandlers = FactKey<SourcePosition>("store-entitlements.link-handler")
    static let linkHosts = FactKey<LinkHost>("store-entitlements.link-host")

    /// The host of an `https://` URL written in shipping code.
    struct LinkHost: Codable, Sendable {
        let host: String
        let position: SourcePosition
    }

    /// `https://example.com/confirm/` → `example.com`; nil for any other text.
    static func webHost(_ text: String) -> String? {
        guard text.hasPrefix("https://") else { return nil }
        let host = text.dropFirst(8).prefix { $0 != "/" && $0 != "?" && $0 != ":" && $0 != "#" }
        return host.isEmpty ? nil : host.lowercased()
    }

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in Capability.uses(in: file) { output.facts.add(use, for: Self.uses) }
        let handlers: [SourcePosition] = file.index.references("NSUserActivityTypeBrowsingWeb").map { file.position(of: $0) }
            + file.index.memberAccesses("webpageURL").map { file.position(of: $0) }
            + file.index.calls("onContinueUserActivity", "onOpenURL").map { file.position(of: $0) }
            + file.index.functions.filter { $0.signature.parameterClause.parameters.contains { $0.firstName.text == "continue" } }.map { file.position(of: $0) }
        for position in handlers { output.facts.add(position, for: Self.linkHandlers) }
        for literal in file.index.stringLiterals {
            guard let host = Self.webHost(literal.plainText) else { continue }
            output.facts.add(LinkHost(host: host, position: file.position(of: literal)), for: Self.linkHosts)
        }
        let wanted = Self.sdkModules.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for module in Set(file.index.importedModules) where wanted.contains(module) { output.facts.add(module, for: Self.imports) }
    }

    /// True when the associated domains also list an `appclips:` domain.
    static func servesAnAppClip(_ plist: PropertyList) -> Bool {
        !domains("appclips", in: plist).isEmpty
    }

    /// The hosts of the associated domains with this service (`applinks`, `appclips`), without
    /// the `?mode=` suffix: `applinks:example.com?mode=developer` → `example.com`.
    static func domains(_ service: String, in plist: PropertyList) -> Set<String> {
        guard case .array(let entries)? = plist.root["com.apple.developer.associated-domains"] else { return [] }
        return Set(entries.compactMap { entry -> String? in
            guard case .string(let domain) = entry, domain.hasPrefix(service + ":") else { return nil }
            return String(domain.dropFirst(service.count + 1).prefix { $0 != "?" }).lowercased()
        })
    }

    /// The `appclips:` hosts of the project's App Clip targets: the full app that lists one of
    /// them under `applinks:` takes over the clip's invocation links once installed, so it
    /// needs those domains whatever its own code handles.
    static func appClipDomains(_ project: Project) -> Set<String> {
        project.xcodeProjects.flatMap(\.targets).filter { $0.kind == .appClip }.reduce(into: Set<String>()) { hosts, clip in
            guard let signing = SigningEntitlements.of(target: clip.name, in: project) else { return }
            hosts.formUnion(domains("appclips", in: signing.release.plist))
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        // A Flutter or React Native app's capabilities are used from Dart or JavaScript, not read here.
        // A repository need not commit its lock file: a `pubspec.yaml` or a React Native `package.json` says the same.
        let crossPlatformLocks: Set<String> = ["pubspec.lock", "package-lock.json", "yarn.lock"]
        guard project.files(of: .objectiveC).isEmpty, !project.swiftFiles.isEmpty, project.files(of: .pubspec).isEmpty,
              ReactNativeModel.appRoots(in: project).isEmpty,
              !project.files(of: .dependencyLock).contains(where: { crossPlatformLocks.contains(($0.path as NSString).lastPathComponent) })
        else { return }
        var used = Set(project.shippingFacts(Self.uses, at: \.position).map(\.capability))
        if !project.shippingFacts(Self.linkHandlers, at: { $0 }).isEmpty { used.insert(.universalLinks) }
        let imported = Set(project.facts.values(Self.imports))
        var reported = Set<String>()
        let clipDomains = Self.appClipDomains(project)
        // A link the app builds on its own app-link host (a sign-up confirmation, a share link) comes back through that domain.
        let linkHosts = Set(project.shippingFacts(Self.linkHosts, at: \.position).map(\.host))
        for target in project.xcodeProjects.flatMap(\.targets) where target.kind.shipsInfoPlist {
            guard let signing = SigningEntitlements.of(target: target.name, in: project) else { continue }
            for capability in [Capability.remoteNotifications, .signInWithApple, .universalLinks, .siri] where !used.contains(capability) {
                // CloudKit delivers its change notifications by push, so iCloud apps keep aps-environment.
                if capability == .remoteNotifications, signing.release.plist.root["com.apple.developer.icloud-services"] != nil || imported.contains("CloudKit") { continue }
                // An App Clip's domain is also the full app's link, so iOS opens the installed app instead of the clip.
                if capability == .universalLinks, Self.servesAnAppClip(signing.release.plist)
                    || !Self.domains("applinks", in: signing.release.plist).isDisjoint(with: clipDomains.union(linkHosts)) { continue }
                guard imported.isDisjoint(with: Self.sdkModules[capability] ?? []),
                      capability.isGranted(by: signing.release.plist, group: nil),
                      reported.insert(signing.release.path + "\u{0}" + capability.rawValue).inserted else { continue }
                output.report(
                    "\(capability.entitlement) grants \(capability.title), but no shipping Swift code uses it; remove the capability from \(target.name) (and this key), or add the code that needs it.",
                    at: SourcePosition(path: signing.release.path, line: signing.release.plist.line(of: capability.entitlement), column: 1),
                    confidence: .low)
            }
        }
    }
}
