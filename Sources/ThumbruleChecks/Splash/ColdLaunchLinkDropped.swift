import SwiftSyntax
import ThumbruleCore

/// A scene delegate that acts on a link or user activity while running
/// (`scene(_:openURLContexts:)`, `scene(_:continue:)`), but whose `scene(_:willConnectTo:options:)`
/// never reads the same thing from its connection options (`urlContexts`, `userActivities`) nor
/// hands the options on. When the tap starts the app from nothing, UIKit delivers the URL or the
/// activity only in the connection options, not to the warm-start method, so the link, file or
/// Handoff opens the app on its first screen and what it named is lost.
///
/// Matched by type across files (an extension may hold either method). Left alone: a warm
/// handler that never reads its parameter (a stub that only logs), and a `willConnectTo` that
/// passes `connectionOptions` itself anywhere (a router that reads it).
struct ColdLaunchLinkDropped: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "splash-entry.cold-launch-link-dropped",
        ruleId: "splash-entry",
        summary: "A scene delegate that handles links or activities only when already running, and drops the one that cold-launches the app",
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
        ]
    )

    /// What a scene delegate method does with links and activities.
    struct Entry: Codable, Sendable {
        enum Kind: String, Codable, Sendable {
            /// `scene(_:willConnectTo:options:)`, with what it reads from the options.
            case connect
            /// `scene(_:openURLContexts:)` reading its contexts.
            case urls
            /// `scene(_:continue:)` reading its activity.
            case activities
        }
        let type: String
        let kind: Kind
        /// For `connect`: the warm kinds the connection options are read for.
        let reads: [Kind]
        let position: SourcePosition
    }

    static let entries = FactKey<Entry>("splash-entry.cold-launch-link-dropped.entry")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions where function.name.text == "scene" {
            guard let body = function.body, let type = function.enclosingTypeName else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count >= 2 else { continue }
            let label = parameters[1].firstName.text
            let name = (parameters[1].secondName ?? parameters[1].firstName).text
            let position = file.position(of: function.name)
            switch label {
            case "willConnectTo":
                guard parameters.count == 3 else { continue }
                let options = (parameters[2].secondName ?? parameters[2].firstName).text
                output.facts.add(Entry(type: type, kind: .connect, reads: Self.reads(of: options, in: body, file), position: position), for: Self.entries)
            case "openURLContexts", "continue":
                guard parameters.count == 2, !file.index.references(within: body).filter({ $0.baseName.text == name }).isEmpty else { continue }
                output.facts.add(Entry(type: type, kind: label == "continue" ? .activities : .urls, reads: [], position: position), for: Self.entries)
            default:
                continue
            }
        }
    }

    /// The warm kinds `willConnectTo` reads from its options: `.urlContexts`, `.userActivities`,
    /// or both when the options themselves go somewhere (an argument, a stored property).
    static func reads(of options: String, in body: CodeBlockSyntax, _ file: SwiftFile) -> [Entry.Kind] {
        var reads = Set<Entry.Kind>()
        for reference in file.index.references(within: body) where reference.baseName.text == options {
            guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id else {
                return [.urls, .activities]
            }
            switch access.declName.baseName.text {
            case "urlContexts": reads.insert(.urls)
            case "userActivities": reads.insert(.activities)
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
                guard !dropped.isEmpty else { continue }
                let kinds = Set(dropped.map(\.kind))
                let what = kinds.count == 2 ? "a link or a user activity (a universal link, Handoff, a Spotlight result)"
                    : kinds.contains(.urls) ? "a URL (a custom-scheme link, a file opened in the app)"
                    : "a user activity (a universal link, Handoff, a Spotlight result)"
                let property = kinds.count == 2 ? "connectionOptions.urlContexts and connectionOptions.userActivities"
                    : kinds.contains(.urls) ? "connectionOptions.urlContexts" : "connectionOptions.userActivities"
                output.report(
                    "This scene delegate handles \(what) only while the app is running: when the tap starts the app from nothing, UIKit hands it over only in the connection options, which scene(_:willConnectTo:options:) never reads, so the person lands on the first screen and what they opened is lost. Read \(property) here and send it through the same router as the warm-start method.",
                    at: connect.position, confidence: .high,
                    related: dropped.map { RelatedLocation($0.position, $0.kind == .urls ? "scene(_:openURLContexts:) handles URLs only on a warm start" : "scene(_:continue:) handles user activities only on a warm start") })
            }
        }
    }
}
