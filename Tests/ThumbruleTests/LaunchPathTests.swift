import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Launch-path questions follow `LaunchContext.maxCallDepth` calls, no more, within a file and across files.
@Suite struct LaunchPathTests {
    /// `didFinishLaunching` → `step1()` → … → `stepN()`, which asks for notification permission,
    /// each step in a file of its own.
    func chain(_ calls: Int) -> [(String, String)] {
        var files = [("App/AppDelegate.swift", """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Step1.shared.step1()
                return true
            }
        }
        """)]
        for step in 1...calls {
            let body = step == calls
                ? "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }"
                : "Step\(step + 1).shared.step\(step + 1)()"
            files.append(("App/Step\(step).swift", "import UserNotifications\nfinal class Step\(step) {\n    static let shared = Step\(step)()\n    func step\(step)() { \(body) }\n}\n"))
        }
        return files
    }

    func findings(_ files: [(String, String)]) -> [Finding] {
        ExampleHarness().findings(NotificationAskAtLaunch.self, files)
    }

    @Test func chainsAcrossFilesAreFollowedToTheDepthAndNoFurther() {
        #expect(LaunchContext.maxCallDepth >= 4)
        #expect(findings(chain(LaunchContext.maxCallDepth)).count == 1)
        #expect(findings(chain(LaunchContext.maxCallDepth + 1)).isEmpty)
    }

    @Test func chainsWithinAFileAreFollowedToTheDepthAndNoFurther() {
        func file(_ calls: Int) -> [(String, String)] {
            var functions = ""
            for step in 1...calls {
                let body = step == calls
                    ? "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }"
                    : "step\(step + 1)()"
                functions += "    func step\(step)() { \(body) }\n"
            }
            return [("App/AppDelegate.swift", """
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    step1()
                    return true
                }
            \(functions)}
            """)]
        }
        #expect(findings(file(LaunchContext.maxCallDepth)).count == 1)
        #expect(findings(file(LaunchContext.maxCallDepth + 1)).isEmpty)
    }

    /// A chain inside the prompt's file names its first call, the one made at launch, as related,
    /// the way a chain across files names its launch-time call.
    @Test func aChainWithinAFileNamesItsLaunchTimeCall() throws {
        let found = findings([("App/AppDelegate.swift", """
        import UserNotifications
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                prepare()
                return true
            }
            func prepare() { askForAlerts() }
            func askForAlerts() { UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in } }
        }
        """)])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.position.line == 8)
        #expect(finding.related.map(\.position.line) == [4])
        #expect(finding.related.first?.message.contains("prepare() is called here") == true)
        #expect(finding.related.first?.message.contains("leads to askForAlerts()") == true)
    }

    @Test func activationIsALaunchContext() {
        let source = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func sceneWillEnterForeground(_ scene: UIScene) { refresh() }
            func sceneDidBecomeActive(_ scene: UIScene) { resume() }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) { wake() }
        }
        final class MotionMonitor {
            // Observers of the activation notification run only once something registered them.
            @objc private func applicationDidBecomeActive() { poll() }
            func sceneDidBecomeActive(_ notification: Notification) { sample() }
        }
        """
        let file = SwiftFile(path: "App/Delegates.swift", text: source, target: BuildTarget(name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
        func context(_ name: String) -> LaunchContext? { file.index.calls(name).first.flatMap { file.launchContext(of: $0) } }
        #expect(context("refresh") == .activation("sceneWillEnterForeground"))
        #expect(context("resume") == .activation("sceneDidBecomeActive"))
        #expect(context("wake") == .activation("applicationDidBecomeActive"))
        #expect(context("wake")?.isUnconditional == true)
        #expect(context("poll") == nil)
        #expect(context("sample") == nil)
    }
}

@Suite struct LaunchActivationTests {
    /// A system alert asked for before the app is active is not shown; once it is active, it is.
    @Test func contextsBeforeTheAppIsActive() {
        #expect(LaunchContext.didFinishLaunching.isBeforeActive)
        #expect(LaunchContext.sceneWillConnect.isBeforeActive)
        #expect(LaunchContext.appInit.isBeforeActive)
        #expect(LaunchContext.activation("sceneWillEnterForeground").isBeforeActive)
        #expect(!LaunchContext.activation("sceneDidBecomeActive").isBeforeActive)
        #expect(!LaunchContext.activation("applicationDidBecomeActive").isBeforeActive)
        #expect(!LaunchContext.appearance(of: "HomeView").isBeforeActive)
    }
}
