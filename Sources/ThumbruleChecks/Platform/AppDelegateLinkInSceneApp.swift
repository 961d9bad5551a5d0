import SwiftSyntax
import ThumbruleCore

/// A link handler in the app delegate of an app that runs in scenes: its Info.plist's
/// `UIApplicationSceneManifest` names a scene delegate for the app's windows. From then on UIKit
/// delivers universal links and other user activities to the scene delegate
/// (`scene(_:continue:)`, or `connectionOptions.userActivities` at a cold launch) and URLs to
/// `scene(_:openURLContexts:)`, and never calls the app delegate's
/// `application(_:continue:restorationHandler:)` or `application(_:open:options:)`. When nothing on
/// the scene side (no scene method, no read of the connection options, no SwiftUI `onOpenURL` /
/// `onContinueUserActivity`) receives that kind, every link of that kind opens the app on
/// whatever screen it was on.
///
/// Left alone: handlers that never read the activity or URL they are given (stubs), and apps
/// whose scene delegate is set in code rather than in the Info.plist (not read).
struct AppDelegateLinkInSceneApp: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "nav-deeplink.app-delegate-handler-in-scene-app",
        ruleId: "nav-deeplink",
        summary: "A link handler in the app delegate of a scene-based app, which UIKit never calls",
        triggering: [
            CheckExample(files: [
                ("App/Info.plist", Self.sceneManifest),
                ("App/AppDelegate.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

                    func ↓application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        guard let url = userActivity.webpageURL else { return false }
                        return LinkRouter.shared.open(url)
                    }
                }
                """),
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                        window?.makeKeyAndVisible()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The scene delegate receives the activity and hands it to the app delegate's handler.
            CheckExample(files: [
                ("App/Info.plist", Self.sceneManifest),
                ("App/AppDelegate.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        guard let url = userActivity.webpageURL else { return false }
                        return LinkRouter.shared.open(url)
                    }
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        LinkRouter.shared.open(url)
                    }
                }
                """),
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        _ = (UIApplication.shared.delegate as? AppDelegate)?.application(.shared, continue: userActivity) { _ in }
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        URLContexts.forEach { _ = LinkRouter.shared.open($0.url) }
                    }
                }
                """),
            ]),
            // Without a scene manifest UIKit calls the app delegate, cold and warm.
            CheckExample(files: [
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>Recipes</string></dict></plist>
                """),
                ("App/AppDelegate.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        guard let url = userActivity.webpageURL else { return false }
                        return LinkRouter.shared.open(url)
                    }
                }
                """),
            ]),
        ]
    )

    static let sceneManifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict>
                        <key>UISceneConfigurationName</key><string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                    </dict></array>
                </dict>
            </dict>
        </dict></plist>
        """

    enum Kind: String, Codable, Sendable {
        case activities, urls
    }

    /// An app delegate handler (`isHandler`), or code on the scene side that receives the kind.
    struct Receiver: Codable, Sendable {
        let kind: Kind
        let isAppDelegateHandler: Bool
        let position: SourcePosition
    }

    static let receivers = FactKey<Receiver>("nav-deeplink.app-delegate-handler-in-scene-app.receiver")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        func add(_ kind: Kind, _ node: some SyntaxProtocol, handler: Bool = false) {
            output.facts.add(Receiver(kind: kind, isAppDelegateHandler: handler, position: file.position(of: node)), for: Self.receivers)
        }
        for function in file.index.functions where ["application", "scene"].contains(function.name.text) {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count >= 2, let body = function.body else { continue }
            let labels = parameters.map(\.firstName.text)
            let kind: Kind
            switch (function.name.text, labels.dropFirst().first ?? "") {
            case ("scene", "continue"): add(.activities, function.name); continue
            case ("scene", "openURLContexts"): add(.urls, function.name); continue
            case ("application", "continue") where labels.contains("restorationHandler"): kind = .activities
            case ("application", "open") where labels.contains("options") && parameters.count == 3: kind = .urls
            default: continue
            }
            // A handler that never reads what it is given handles nothing.
            let given = (parameters[1].secondName ?? parameters[1].firstName).text
            guard file.index.references(within: body).contains(where: { $0.baseName.text == given }) else { continue }
            add(kind, function.name, handler: true)
        }
        for access in file.index.memberAccesses("userActivities") { add(.activities, access) }
        for access in file.index.memberAccesses("urlContexts") { add(.urls, access) }
        for call in file.index.calls("onContinueUserActivity") { add(.activities, call) }
        // SwiftUI hands universal links to onOpenURL too.
        for call in file.index.calls("onOpenURL") { add(.urls, call); add(.activities, call) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let facts = project.shippingFacts(Self.receivers, at: \.position)
        let received = Set(facts.filter { !$0.isAppDelegateHandler }.map(\.kind))
        let targets = Dictionary(project.swiftFiles.map { ($0.path, $0.target) }, uniquingKeysWith: { first, _ in first })
        for handler in facts where handler.isAppDelegateHandler && !received.contains(handler.kind) {
            guard let target = targets[handler.position.path], target.kind == .app,
                  let manifest = target.infoPlistPath.flatMap({ project.infoPlists[$0] }), let plistPath = target.infoPlistPath,
                  Self.namesSceneDelegate(manifest) else { continue }
            let what = handler.kind == .activities
                ? ("universal links and other user activities", "scene(_:continue:) and connectionOptions.userActivities in scene(_:willConnectTo:options:)")
                : ("URLs opened in the app", "scene(_:openURLContexts:) and connectionOptions.urlContexts in scene(_:willConnectTo:options:)")
            output.report(
                "This app runs in scenes (its Info.plist names a scene delegate), so UIKit delivers \(what.0) to the scene delegate and never calls this app delegate method: every such link opens the app where it was, not on what it names, cold or warm. Receive them in \(what.1), and send both to this handler's router.",
                at: handler.position, confidence: .high,
                related: [RelatedLocation(SourcePosition(path: plistPath, line: manifest.line(of: "UIApplicationSceneManifest"), column: 1), "the scene manifest that names a scene delegate")])
        }
    }

    /// True when the manifest configures app windows with a scene delegate class.
    static func namesSceneDelegate(_ plist: PropertyList) -> Bool {
        guard case .dictionary(let configurations)? = plist.dictionary("UIApplicationSceneManifest")?["UISceneConfigurations"],
              case .array(let roles)? = configurations["UIWindowSceneSessionRoleApplication"] else { return false }
        return roles.contains { role in
            guard case .dictionary(let configuration) = role, case .string(let name)? = configuration["UISceneDelegateClassName"] else { return false }
            return !name.isEmpty
        }
    }
}
