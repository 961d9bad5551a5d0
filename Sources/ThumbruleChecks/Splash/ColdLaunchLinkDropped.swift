import SwiftSyntax
import ThumbruleCore

/// A scene delegate that acts on a link, a user activity or a Home Screen quick action while
/// running (`scene(_:openURLContexts:)`, `scene(_:continue:)`,
/// `windowScene(_:performActionFor:completionHandler:)`), but whose
/// `scene(_:willConnectTo:options:)` never reads the same thing from its connection options
/// (`urlContexts`, `userActivities`, `shortcutItem`) nor hands the options on. When the tap starts
/// the app from nothing, UIKit delivers the URL, activity or quick action only in the connection
/// options, not to the warm-start method, so the app opens on its first screen and what the person
/// tapped is lost.
///
/// Matched by type across files (an extension may hold either method). Left alone: a warm
/// handler that never reads its parameter (a stub that only logs; for a quick action, one that
/// does nothing but answer its completion handler or log, even when the log names what arrived), and a `willConnectTo` that passes
/// `connectionOptions` itself anywhere (a router that reads it).
struct ColdLaunchLinkDropped: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "splash-entry.cold-launch-link-dropped",
        ruleId: "splash-entry",
        summary: "A scene delegate that handles links, activities or quick actions only when already running, and drops the one that cold-launches the app",
        triggering: [
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let router = Router()

                func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = HomeViewController()
                    window.makeKeyAndVisible()
                    self.window = window
                }

                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url else { return }
                    router.open(url)
                }
            }
            """, path: "App/SceneDelegate.swift"),
            // The URL is read at cold launch, the universal link (an activity) is not; the
            // warm handler sits in an extension in another file.
            CheckExample(files: [
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        if let url = connectionOptions.urlContexts.first?.url { Router.shared.open(url) }
                    }
                }
                """),
                ("App/SceneDelegate+Links.swift", """
                import UIKit
                extension SceneDelegate {
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        if let url = userActivity.webpageURL { Router.shared.open(url) }
                    }
                }
                """),
            ]),
            // A quick action acted on while running; at a cold launch it is never read.
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                    window?.makeKeyAndVisible()
                }
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    Player.shared.resumeLastEpisode()
                    completionHandler(true)
                }
            }
            """, path: "App/SceneDelegate.swift"),
        ],
        nonTriggering: [
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    handle(connectionOptions.urlContexts)
                    if let activity = connectionOptions.userActivities.first { self.scene(scene, continue: activity) }
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { handle(URLContexts) }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { Router.shared.open(userActivity) }
                func handle(_ contexts: Set<UIOpenURLContext>) { contexts.forEach { Router.shared.open($0.url) } }
            }
            """, path: "App/SceneDelegate.swift"),
            // The options go to a router that reads them.
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                    LaunchRouter.shared.route(connectionOptions)
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    URLContexts.forEach { LaunchRouter.shared.open($0.url) }
                }
            }
            """, path: "App/SceneDelegate.swift"),
            // The quick action is read at connection too; a stub quick-action handler is no handler.
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var pending: UIApplicationShortcutItem?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    pending = connectionOptions.shortcutItem
                }
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    pending = shortcutItem
                    completionHandler(true)
                }
            }

            final class WidgetSceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
                func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    print("unsupported")
                    completionHandler(false)
                }
            }
            """, path: "App/SceneDelegate.swift"),
            // A warm handler that only logs handles nothing, so nothing is lost cold either.
            CheckExample("""
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                    Log.info("scene continue userActivity")
                }
            }
            """, path: "App/SceneDelegate.swift"),
            // Warm handlers that only log what arrived: no link or activity is acted on while
            // running, so none is dropped at a cold launch.
            CheckExample("""
            import UIKit
            import os.log
            final class SettingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let log = OSLog(subsystem: "app", category: "settings")
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window = (scene as? UIWindowScene).map(UIWindow.init(windowScene:))
                }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                    os_log("Settings: scene launch via userActivity: %s", log: self.log, type: .info, userActivity.activityType)
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    print("openURLContexts \\(URLContexts.count)")
                }
            }
            """, path: "App/SettingsSceneDelegate.swift"),
        ]
    )

    /// What a scene delegate method does with links, activities and quick actions.
    struct Entry: Codable, Sendable {
        enum Kind: String, Codable, Sendable {
            /// `scene(_:willConnectTo:options:)`, with what it reads from the options.
            case connect
            /// `scene(_:openURLContexts:)` reading its contexts.
            case urls
            /// `scene(_:continue:)` reading its activity.
            case activities
            /// `windowScene(_:performActionFor:completionHandler:)` doing something.
            case shortcuts

            /// What the person tapped, and where the connection options hold it.
            var launch: (what: String, property: String, method: String) {
                switch self {
                case .urls: return ("a URL (a custom-scheme link, a file opened in the app)", "urlContexts", "scene(_:openURLContexts:)")
                case .activities: return ("a user activity (a universal link, Handoff, a Spotlight result)", "userActivities", "scene(_:continue:)")
                case .shortcuts, .connect: return ("a Home Screen quick action", "shortcutItem", "windowScene(_:performActionFor:completionHandler:)")
                }
            }
        }
        let type: String
        let kind: Kind
        /// For `connect`: the warm kinds the connection options are read for.
        let reads: [Kind]
        let position: SourcePosition
    }

    static let entries = FactKey<Entry>("splash-entry.cold-launch-link-dropped.entry")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions where function.name.text == "scene" || function.name.text == "windowScene" {
            guard let body = function.body, let type = function.enclosingTypeName else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count >= 2 else { continue }
            let label = parameters[1].firstName.text
            let given = (parameters[1].secondName ?? parameters[1].firstName).text
            let position = file.position(of: function.name)
            let references = file.index.references(within: body)
            switch (function.name.text, label) {
            case ("scene", "willConnectTo"):
                guard parameters.count == 3 else { continue }
                let options = (parameters[2].secondName ?? parameters[2].firstName).text
                output.facts.add(Entry(type: type, kind: .connect, reads: Self.reads(of: options, in: body, file), position: position), for: Self.entries)
            case ("scene", "openURLContexts"), ("scene", "continue"):
                guard parameters.count == 2, references.contains(where: { $0.baseName.text == given && !Self.isLogged($0) }) else { continue }
                output.facts.add(Entry(type: type, kind: label == "continue" ? .activities : .urls, reads: [], position: position), for: Self.entries)
            case ("windowScene", "performActionFor"):
                // Acting on the item, or doing anything besides answering the completion handler.
                guard parameters.count == 3 else { continue }
                let completion = (parameters[2].secondName ?? parameters[2].firstName).text
                let acts = references.contains { $0.baseName.text == given && !Self.isLogged($0) }
                    || file.index.calls(within: body).contains { $0.calleeName != completion && !Self.logs($0) }
                guard acts else { continue }
                output.facts.add(Entry(type: type, kind: .shortcuts, reads: [], position: position), for: Self.entries)
            default:
                continue
            }
        }
    }

    /// A logging call (`print`, `Log.info`, `logger.debug`), which handles nothing.
    static func logs(_ call: FunctionCallExprSyntax) -> Bool {
        let text = call.calleeText.lowercased()
        return ["print", "debugprint", "nslog"].contains(text) || text.hasPrefix("log.") || text.hasPrefix("logger.") || text.hasPrefix("os_log")
    }

    /// A use inside a logging call's arguments (`os_log("…", userActivity.activityType)`), which
    /// records the link or activity but does nothing with it.
    static func isLogged(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.ancestorInCodeBody { $0.as(FunctionCallExprSyntax.self).map(logs) ?? false } != nil
    }

    /// The warm kinds `willConnectTo` reads from its options: `.urlContexts`, `.userActivities`,
    /// `.shortcutItem`, or all of them when the options themselves go somewhere (an argument,
    /// a stored property).
    static func reads(of options: String, in body: CodeBlockSyntax, _ file: SwiftFile) -> [Entry.Kind] {
        var reads = Set<Entry.Kind>()
        for reference in file.index.references(within: body) where reference.baseName.text == options {
            guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id else {
                return [.activities, .shortcuts, .urls]
            }
            switch access.declName.baseName.text {
            case "urlContexts": reads.insert(.urls)
            case "userActivities": reads.insert(.activities)
            case "shortcutItem": reads.insert(.shortcuts)
            default: continue
            }
        }
        return reads.sorted { $0.rawValue < $1.rawValue }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let byType = Dictionary(grouping: project.shippingFacts(Self.entries, at: \.position), by: \.type)
        for (_, entries) in byType.sorted(by: { $0.key < $1.key }) {
            for connect in entries where connect.kind == .connect {
                let dropped = entries.filter { $0.kind != .connect && !connect.reads.contains($0.kind) }
                let kinds = [Entry.Kind.urls, .activities, .shortcuts].filter { kind in dropped.contains { $0.kind == kind } }
                guard !kinds.isEmpty else { continue }
                let what = Self.list(kinds.map(\.launch.what), joiner: "or")
                let properties = Self.list(kinds.map { "connectionOptions.\($0.launch.property)" }, joiner: "and")
                output.report(
                    "This scene delegate handles \(what) only while the app is running: when the tap starts the app from nothing, UIKit hands it over only in the connection options, which scene(_:willConnectTo:options:) never reads, so the person lands on the first screen and what they opened is lost. Read \(properties) here and send it through the same code as the warm-start method.",
                    at: connect.position, confidence: .high,
                    related: dropped.map { RelatedLocation($0.position, "\($0.kind.launch.method) handles this only on a warm start") })
            }
        }
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ items: [String], joiner: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + items[items.count - 1]
    }
}
