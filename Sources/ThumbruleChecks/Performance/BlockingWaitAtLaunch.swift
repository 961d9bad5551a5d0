import SwiftSyntax
import ThumbruleCore

/// The main thread blocked before the first frame: `Thread.sleep`, `sleep` / `usleep`, a
/// `DispatchSemaphore` or `DispatchGroup` `wait`, or `Data(contentsOf:)` / `String(contentsOf:)`
/// of an `http(s)` address, written straight in `application(_:didFinishLaunchingWithOptions:)`
/// (or `willFinishLaunching`), `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`
/// or the SwiftUI `App`'s `init`, or in a method of the same type that one of them calls directly.
/// Nothing draws while the main thread waits, and iOS's launch watchdog ends an app that takes too
/// long to launch (crash code 0x8badf00d), which a slow network or a lost `signal()` turns into.
///
/// Left alone: calls inside any closure (a background queue, a completion handler, a `Task`),
/// since where a closure runs is not read; waits on values whose type the file does not show;
/// and `contentsOf:` reads of local files.
struct BlockingWaitAtLaunch: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "perf-cold-start.blocking-wait-at-launch",
        ruleId: "perf-cold-start",
        summary: "A sleep, semaphore or group wait, or a synchronous download on the main thread before the first frame",
        triggering: [
            CheckExample("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let semaphore = DispatchSemaphore(value: 0)
                    RemoteConfig.shared.fetch { _ in semaphore.signal() }
                    ↓semaphore.wait()
                    ↓Thread.sleep(forTimeInterval: 0.5)
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample("""
            import SwiftUI
            @main
            struct NewsApp: App {
                let featured: Data?
                init() {
                    featured = loadFeatured()
                }
                var body: some Scene { WindowGroup { ContentView() } }

                func loadFeatured() -> Data? {
                    try? ↓Data(contentsOf: URL(string: "https://news.example.com/featured.json")!)
                }
            }
            """, path: "App/NewsApp.swift"),
        ],
        nonTriggering: [
            // On a background queue, and a bundled file read.
            CheckExample("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    DispatchQueue.global().async {
                        let group = DispatchGroup()
                        group.enter()
                        Cache.shared.warm { group.leave() }
                        group.wait()
                        _ = try? Data(contentsOf: URL(string: "https://example.com/config.json")!)
                    }
                    let defaults = try? Data(contentsOf: Bundle.main.url(forResource: "Defaults", withExtension: "json")!)
                    Settings.register(defaults)
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // A wait in a method the launch never calls, and a type-less `wait()`.
            CheckExample("""
            import UIKit
            final class Exporter {
                let group = DispatchGroup()
                func exportAll(_ queue: WorkQueue) {
                    queue.wait()
                    group.wait()
                }
            }
            """),
        ]
    )

    static let names = ["sleep", "usleep", "wait", "Data", "String"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.mayHaveLaunchContext else { return }
        for call in file.index.calls(Self.names) {
            guard let what = Self.blocking(call, file), let function = Self.launchFunction(of: call, file) else { continue }
            output.report(
                "\(what) blocks the main thread \(function), before the first frame: nothing draws while it waits, and iOS's launch watchdog ends an app that takes too long to launch (0x8badf00d), which a slow network or a missing signal makes likely. Start the work asynchronously, show the first screen at once, and update it when the result arrives.",
                at: file.position(of: call), confidence: .high)
        }
    }

    /// What the call is, when it blocks: a sleep, a wait on a semaphore or group the file
    /// declares, or a synchronous read of a web address.
    static func blocking(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> String? {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        switch call.calleeName {
        case "sleep" where base?.trimmedSourceText == "Thread": return "Thread.sleep"
        case "sleep", "usleep":
            guard base == nil, call.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
            return call.calleeName.map { "\($0)()" }
        case "wait":
            guard let base, let kind = waitable(base, file) else { return nil }
            return "This \(kind) wait"
        case "Data", "String":
            guard base == nil, let argument = call.argument("contentsOf")?.expression, readsWeb(argument) else { return nil }
            return "\(call.calleeName ?? "")(contentsOf:) of a web address"
        default:
            return nil
        }
    }

    /// "DispatchSemaphore" or "DispatchGroup" when `receiver` names a variable the file declares
    /// as one (by its type or its initial value).
    static func waitable(_ receiver: ExprSyntax, _ file: SwiftFile) -> String? {
        guard let name = receiver.lastNameComponent else { return nil }
        for variable in file.index.variables {
            for binding in variable.bindings where binding.pattern.trimmedSourceText == name {
                let text = (binding.typeAnnotation?.type.trimmedSourceText ?? "") + " " + (binding.initializer?.value.trimmedSourceText ?? "")
                for kind in ["DispatchSemaphore", "DispatchGroup"] where text.contains(kind) { return kind }
            }
        }
        return nil
    }

    /// True when the argument is, or builds a URL from, a string literal of an `http(s)` address.
    static func readsWeb(_ argument: ExprSyntax) -> Bool {
        argument.trimmedSourceText.contains("\"http://") || argument.trimmedSourceText.contains("\"https://")
    }

    /// Where the call runs when that is on the main thread before the first frame: written
    /// straight (outside any closure) in a launch callback or the App's `init`, or in a method of
    /// the same type that such a callback calls straight.
    static func launchFunction(of call: FunctionCallExprSyntax, _ file: SwiftFile) -> String? {
        guard let body = call.enclosingCodeBody, !body.is(ClosureExprSyntax.self) else { return nil }
        if let context = launchContextBeforeFrame(of: call, file) { return "in \(context)" }
        guard let function = body.as(FunctionDeclSyntax.self) else { return nil }
        let type = function.enclosingTypeName
        for caller in file.index.calls(function.name.text) where !function.encloses(caller) && caller.enclosingTypeName == type {
            guard caller.calledExpression.is(DeclReferenceExprSyntax.self) || caller.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "self",
                  let outer = caller.enclosingCodeBody, !outer.is(ClosureExprSyntax.self),
                  let context = launchContextBeforeFrame(of: caller, file) else { continue }
            return "in \(function.name.text)(), which runs from \(context)"
        }
        return nil
    }

    static func launchContextBeforeFrame(of node: some SyntaxProtocol, _ file: SwiftFile) -> LaunchContext? {
        guard let context = file.launchContext(of: node), context.isBeforeActive else { return nil }
        return context
    }
}
