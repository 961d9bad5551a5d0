import SwiftSyntax
import ThumbruleCore

/// Notification permission requested at launch (`didFinishLaunching`, scene connect, the
/// App's `init`, or the first screen's `onAppear` / `task`), before the user has done
/// anything worth being notified about; most people refuse, and the refusal sticks.
///
/// Scene and app activation (`sceneDidBecomeActive`, `applicationDidBecomeActive`) are launch
/// too, and so is the first screen of the storyboard the app launches with. Follows chains of calls (`didFinishLaunching` calling `registerForPush()`, helpers of
/// other files such as `PushRegistrar.shared.askForPermission()`) up to
/// `LaunchContext.maxCallDepth` calls deep.
/// Skipped when the request's own options hold `.provisional` (a `.provisional` elsewhere in the
/// file, such as a status `switch`, does not count), or when they are a parameter of its
/// function and the launch path reaches it only through callers that pass `.provisional`, and where the request runs
/// only once the permission is decided (`if status == .authorized`): neither shows an alert.
/// Skipped too behind the user's stored opt-in (`guard pushEnabled()`, `if settings.notificationsOn`)
/// or an existing account (`if !accounts.hasAccounts() { return }`, `guard isLoggedIn`),
/// on the request or anywhere on the chain of calls to it: a request gated by the user's earlier
/// choice follows that choice, and is not an unprompted ask at launch.
/// Known false negatives: deeper call chains, and requests made from a store's `init`.
/// Known false positive: a first screen that is itself the explanation for the request
/// (medium confidence there).
struct NotificationAskAtLaunch: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.at-launch",
        ruleId: "perm-notify-ask",
        summary: "Notification permission requested at launch or on the first screen's appearance",
        triggering: [
            CheckExample("""
            import UIKit
            import UserNotifications

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    registerForPush()
                    return true
                }

                func registerForPush() {
                    ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
                }
            }
            """, path: "App/AppDelegate.swift"),
            // `.provisional` in a status switch asks for nothing: only the request's options count.
            CheckExample("""
            import UIKit
            import UserNotifications

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    return true
                }

                func describe(_ status: UNAuthorizationStatus) -> String {
                    switch status {
                    case .provisional: return "quiet"
                    case .authorized: return "on"
                    default: return "off"
                    }
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample(files: [
                ("App/RecipesApp.swift", """
                import SwiftUI
                @main
                struct RecipesApp: App {
                    var body: some Scene { WindowGroup { RecipeList() } }
                }
                """),
                ("App/RecipeList.swift", """
                import SwiftUI
                import UserNotifications
                struct RecipeList: View {
                    var body: some View {
                        List { Text("Soup") }
                            .task {
                                _ = try? await ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
                            }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        PushRegistrar.shared.askForPermission()
                        return true
                    }
                }
                """),
                ("App/PushRegistrar.swift", """
                import UserNotifications
                final class PushRegistrar {
                    static let shared = PushRegistrar()
                    func askForPermission() {
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
                    }
                }
                """),
            ]),
            // The first tab appears at launch; so does any tab a bound selection may start on.
            CheckExample(files: [
                notesApp,
                ("App/ContentView.swift", """
                import SwiftUI
                import UserNotifications
                struct ContentView: View {
                    var body: some View {
                        TabView {
                            NotesView()
                                .tabItem { Label("Notes", systemImage: "doc") }
                                .onAppear {
                                    ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                                }
                            TasksView().tabItem { Label("Tasks", systemImage: "checklist") }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                notesApp,
                ("App/ContentView.swift", """
                import SwiftUI
                import UserNotifications
                struct ContentView: View {
                    @State private var tab = 1
                    var body: some View {
                        TabView(selection: $tab) {
                            Tab("Notes", systemImage: "doc", value: 0) { NotesView() }
                            Tab("Tasks", systemImage: "checklist", value: 1) {
                                TasksView()
                                    .onAppear {
                                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                                    }
                            }
                        }
                    }
                }
                """),
            ]),
            // Scene activation runs at launch, before the user has done anything.
            CheckExample(files: [
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        AlertsPrompter.shared.askOnce()
                    }
                }
                """),
                ("App/AlertsPrompter.swift", """
                import UserNotifications
                final class AlertsPrompter {
                    static let shared = AlertsPrompter()
                    func askOnce() {
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    }
                }
                """),
            ]),
            // The first screen of the storyboard the app launches with.
            CheckExample(files: [
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
                """),
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="feed">
                    <scenes><scene sceneID="s1"><objects>
                        <viewController id="feed" customClass="FeedViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects></scene></scenes>
                </document>
                """),
                ("App/FeedViewController.swift", """
                import UIKit
                import UserNotifications
                final class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
                    }
                }
                """),
            ]),
            // Four calls from launch to the request, across three files.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Bootstrap.shared.warmUpServices()
                        return true
                    }
                }
                """),
                ("App/Bootstrap.swift", """
                final class Bootstrap {
                    static let shared = Bootstrap()
                    func warmUpServices() {
                        Inbox.shared.prepareInbox()
                    }
                }
                """),
                ("App/Inbox.swift", """
                import UserNotifications
                final class Inbox {
                    static let shared = Inbox()
                    func prepareInbox() { linkDevice() }
                    private func linkDevice() { askForAlerts() }
                    private func askForAlerts() {
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                    }
                }
                """),
            ]),
            // The first tab of the main screen a readiness gate shows: it appears at every launch.
            CheckExample(files: [
                ("App/HabitsApp.swift", "import SwiftUI\n@main\nstruct HabitsApp: App {\n    var body: some Scene { WindowGroup { RootView() } }\n}\n"),
                ("App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    @State private var isReady = false
                    var body: some View {
                        Group {
                            if isReady { MainTabs() } else { ProgressView() }
                        }
                        .task { isReady = true }
                    }
                }
                """),
                ("App/MainTabs.swift", """
                import SwiftUI
                struct MainTabs: View {
                    var body: some View {
                        TabView {
                            TodayView().tabItem { Label("Today", systemImage: "sun.max") }
                            StatsView().tabItem { Label("Stats", systemImage: "chart.bar") }
                        }
                    }
                }
                """),
                ("App/TodayView.swift", """
                import SwiftUI
                import UserNotifications
                struct TodayView: View {
                    var body: some View {
                        Text("Today").task {
                            _ = try? await ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
                        }
                    }
                }
                """),
                ("App/StatsView.swift", """
                import SwiftUI
                import UserNotifications
                struct StatsView: View {
                    var body: some View {
                        Text("Stats").onAppear {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                        }
                    }
                }
                """),
            ]),
            // The same helper, reached at launch through the caller that asks for alerts.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        NotificationsManager.shared.requestPermissionForStandardNotifications()
                        return true
                    }
                }
                """),
                ("App/NotificationsManager.swift", """
                import UserNotifications
                final class NotificationsManager {
                    static let shared = NotificationsManager()
                    func requestPermissionForStandardNotifications() { requestPermission([.alert, .sound, .badge]) }
                    func requestPermissionForProvisionalNotifications() { requestPermission([.alert, .sound, .badge, .provisional]) }
                    private func requestPermission(_ options: UNAuthorizationOptions) {
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A launch call with the same base name but other argument labels (an SDK's
            // `register(with:application:)` on a property named like the type) is not a call to
            // the app's own `register(application:)`, which nothing calls.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Messenger.pushService.register(with: [.alert, .badge], application: application)
                        PushService.shared.listen()
                        return true
                    }
                }
                """),
                ("App/PushService.swift", """
                import UIKit
                import UserNotifications
                final class PushService {
                    static let shared = PushService()
                    func register(application: UIApplication) {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
                        application.registerForRemoteNotifications()
                    }
                    func listen() {}
                }
                """),
            ]),
            // Asked once StoreKit delivers a purchase: the observer and the handler are set up at
            // launch, the purchase comes later.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import SwiftyStoreKit
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        SwiftyStoreKit.completeTransactions { purchases in
                            for purchase in purchases { completePurchase(id: purchase.productId) }
                        }
                        SwiftyStoreKit.shouldAddStorePaymentHandler = { payment, product in
                            completePurchase(id: product.productIdentifier)
                            return false
                        }
                        return true
                    }
                }
                """),
                ("App/Purchases.swift", """
                func completePurchase(id: String) {
                    TrialReminders.scheduleNotification(title: "Trial ends", delay: 86_400)
                }
                """),
                ("App/TrialReminders.swift", """
                import UserNotifications

                enum TrialReminders {
                    static func scheduleNotification(title: String, delay: Double) {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    }
                }
                """),
            ]),
            // The tab the app opens on is the first; the reminders tab appears when the user picks it.
            CheckExample(files: [
                notesApp,
                ("App/ContentView.swift", """
                import SwiftUI
                import UserNotifications
                struct ContentView: View {
                    var body: some View {
                        TabView {
                            Tab("Notes", systemImage: "doc") { NotesView() }
                            Tab("Tasks", systemImage: "checklist") {
                                TasksView()
                                    .onAppear {
                                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                                    }
                            }
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import SwiftUI
            import UserNotifications
            struct ReminderEditor: View {
                var body: some View {
                    Button("Remind me") {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional]) { _, _ in }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // The options the request passes gain .provisional before it is made.
            CheckExample("""
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    var options: UNAuthorizationOptions = [.alert, .sound]
                    options.insert(.provisional)
                    UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // Launch asks through the caller that passes .provisional (phoenix NotificationsManager).
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        NotificationsManager.shared.requestPermissionForProvisionalNotifications()
                        return true
                    }
                }
                """),
                ("App/NotificationsManager.swift", """
                import UserNotifications
                final class NotificationsManager {
                    static let shared = NotificationsManager()
                    func requestPermissionForStandardNotifications() { requestPermission([.alert, .sound, .badge]) }
                    func requestPermissionForProvisionalNotifications() { requestPermission([.alert, .sound, .badge, .provisional]) }
                    private func requestPermission(_ options: UNAuthorizationOptions) {
                        UNUserNotificationCenter.current().requestAuthorization(options: options) { _, _ in }
                    }
                }
                """),
            ]),
            // Asked again only once granted: iOS answers without an alert.
            CheckExample("""
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UNUserNotificationCenter.current().getNotificationSettings { settings in
                        if settings.authorizationStatus == .authorized {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                        }
                    }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // Asked at launch only in debug builds, by a tool the release build leaves out.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        #if DEBUG
                        PushDebugger.shared.askForAlertsNow()
                        #endif
                        return true
                    }
                }
                """),
                ("App/Debug/PushDebugger.swift", """
                import UserNotifications
                final class PushDebugger {
                    static let shared = PushDebugger()
                    func askForAlertsNow() {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                    }
                }
                """),
            ]),
            // Asked at launch only when the user turned notifications on in an earlier session: the
            // stored choice gates the whole chain, so the launch never asks first.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        AlertsCoordinator.shared.resumeIfOptedIn()
                        return true
                    }
                }
                """),
                ("App/AlertsCoordinator.swift", """
                import UserNotifications
                final class AlertsCoordinator {
                    static let shared = AlertsCoordinator()
                    var settings = AlertSettings()
                    func resumeIfOptedIn() {
                        guard settings.remindersEnabled else { return }
                        askForAlerts()
                    }
                    func askForAlerts() {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
                    }
                }
                """),
            ]),
            CheckExample("""
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if UserDefaults.standard.bool(forKey: "pushOptIn"), Preferences.pushEnabled() {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                    }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // With no account yet (a fresh install) launch returns before the request: the first
            // ask comes once the user has set up an account.
            CheckExample("""
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let accounts = AccountStore()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    prepareAccounts()
                    return true
                }
                func prepareAccounts() {
                    accounts.load {
                        if !self.accounts.hasAccounts() {
                            UserDefaults.standard.set(20, forKey: "transferLimit")
                            return
                        }
                        self.registerNotifications()
                    }
                }
                func registerNotifications() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
                }
            }
            """, path: "App/AppDelegate.swift"),
            // onAppear of a screen that is not the first one: pushed, or a later tab.
            CheckExample(files: [
                ("App/RecipesApp.swift", "import SwiftUI\n@main\nstruct RecipesApp: App {\n    var body: some Scene { WindowGroup { RecipeList() } }\n}\n"),
                ("App/RecipeList.swift", "import SwiftUI\nstruct RecipeList: View {\n    var body: some View { NavigationLink(\"Order\") { OrderPlaced() } }\n}\n"),
                ("App/OrderPlaced.swift", """
                import SwiftUI
                import UserNotifications
                struct OrderPlaced: View {
                    var body: some View {
                        Text("Order placed").onAppear {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// The app whose window shows `ContentView`, for the tab examples.
    static let notesApp = ("App/NotesApp.swift", """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """)

    static let prompts = FactKey<LaunchPrompt>("perm-notify-ask.at-launch.prompt")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let prompts = LaunchPrompt.collect(file, resources: [.notifications])
        for prompt in prompts { output.facts.add(prompt, for: Self.prompts) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for confirmed in LaunchPrompt.confirmed(project.shippingFacts(Self.prompts, at: \.position), in: project) {
            let prompt = confirmed.prompt
            output.report(
                "Notification permission is requested \(confirmed.whereItRuns), before the user has done anything worth being notified about; most people refuse, and iOS never shows the alert again. Call requestAuthorization(options:) right after the action that creates something to follow (an order placed, a reminder set), or ask for .provisional authorization to deliver quietly first.",
                at: prompt.position, confidence: confirmed.confidence, related: confirmed.related)
        }
    }
}
