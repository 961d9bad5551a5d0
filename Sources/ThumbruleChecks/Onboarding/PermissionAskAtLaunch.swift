import SwiftSyntax
import ThumbruleCore

/// A system permission alert (camera, location, contacts, Bluetooth, …) raised at launch or
/// from the first screen's appearance instead of from the feature that needs it. iOS shows
/// each alert once, so a refusal given before the user knows why sticks.
///
/// Notifications and tracking have their own checks (`perm-notify-ask`, `perm-tracking`);
/// Face ID is left out, since an app lock asks for it at launch by design. Follows one call
/// inside the file, and launch-path calls into a helper of another file. Known false
/// positive: an app that cannot work at all without the resource and shows its explanation
/// as the first screen (medium confidence there). Known false negatives: deeper call chains,
/// and requests made from a store's `init`.
struct PermissionAskAtLaunch: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-ask-order.at-launch",
        ruleId: "onboard-ask-order",
        summary: "A system permission alert raised at launch or on the first screen's appearance",
        triggering: [
            CheckExample("""
            import CoreLocation
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let locations = CLLocationManager()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ↓locations.requestWhenInUseAuthorization()
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample(files: [
                ("App/MapApp.swift", "import SwiftUI\n@main\nstruct MapApp: App {\n    var body: some Scene { WindowGroup { HomeScreen() } }\n}\n"),
                ("App/HomeScreen.swift", """
                import AVFoundation
                import Contacts
                import SwiftUI
                struct HomeScreen: View {
                    let contacts = CNContactStore()
                    var body: some View {
                        Text("Home").onAppear(perform: askEverything)
                    }
                    func askEverything() {
                        ↓AVCaptureDevice.requestAccess(for: .video) { _ in }
                        ↓contacts.requestAccess(for: .contacts) { _, _ in }
                    }
                }
                """),
            ]),
            // A project modifier that only frames its content draws it in place: the scanner is on the first screen.
            CheckExample(files: [
                ("App/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { StartView() } }\n}\n"),
                ("App/View+Framed.swift", """
                import SwiftUI
                extension View {
                    func framed<Inner: View>(@ViewBuilder inner: @escaping () -> Inner) -> some View {
                        overlay { inner().padding(8) }
                    }
                }
                """),
                ("App/StartView.swift", """
                import AVFoundation
                import SwiftUI
                struct StartView: View {
                    var body: some View {
                        Color.gray.framed { BarcodeReader() }
                    }
                }
                struct BarcodeReader: View {
                    var body: some View {
                        Text("Point at a barcode").onAppear {
                            ↓AVCaptureDevice.requestAccess(for: .video) { _ in }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // rarime-ios: the app's own `.dynamicSheet` hands its closure to `.sheet`, so the scanner
            // only asks once the user opens it.
            CheckExample(files: [
                ("App/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { StartView() } }\n}\n"),
                ("App/View+Panel.swift", """
                import SwiftUI
                extension View {
                    func panel<Inner: View>(isShown: Binding<Bool>, title: String, @ViewBuilder inner: @escaping () -> Inner) -> some View {
                        sheet(isPresented: isShown) {
                            VStack { Text(title); inner() }
                        }
                    }
                }
                """),
                ("App/StartView.swift", """
                import AVFoundation
                import SwiftUI
                struct StartView: View {
                    @State private var scanning = false
                    var body: some View {
                        Button("Scan a barcode") { scanning = true }
                            .panel(isShown: $scanning, title: "Scan") { BarcodeReader() }
                    }
                }
                struct BarcodeReader: View {
                    var body: some View {
                        Text("Point at a barcode").onAppear {
                            AVCaptureDevice.requestAccess(for: .video) { _ in }
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import AVFoundation
            import SwiftUI
            struct ScanButton: View {
                var body: some View {
                    Button("Scan receipt") { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                }
            }
            """),
            CheckExample("""
            import LocalAuthentication
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { _, _ in }
                    return true
                }
            }
            """, path: "App/AppDelegate.swift"),
            // medsenger-ios: the app's init asks for Health access only while the stored setting the
            // Settings toggle turns on holds; a fresh install raises no alert.
            CheckExample(files: [
                ("App/ClinicApp.swift", """
                import SwiftUI
                @main
                struct ClinicApp: App {
                    init() {
                        if UserDefaults.isHealthSyncEnabled {
                            HealthSync.shared.authorize()
                        }
                    }
                    var body: some Scene { WindowGroup { Text("Chats") } }
                }
                """),
                ("App/HealthSync.swift", """
                import HealthKit
                final class HealthSync {
                    static let shared = HealthSync()
                    let store = HKHealthStore()
                    func authorize() {
                        store.requestAuthorization(toShare: [], read: [HKObjectType.quantityType(forIdentifier: .heartRate)!]) { _, _ in }
                    }
                }
                """),
            ]),
            // ios-kdrive: the photo alert comes from the Upload quick action the app was opened with.
            CheckExample(files: [
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var pendingShortcutItem: UIApplicationShortcutItem?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        pendingShortcutItem = connectionOptions.shortcutItem
                    }
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        guard let shortcutItem = pendingShortcutItem else { return }
                        switch shortcutItem.type {
                        case "upload": MediaPicker().pickPhotos()
                        default: break
                        }
                        pendingShortcutItem = nil
                    }
                }
                """),
                ("App/MediaPicker.swift", """
                import Photos
                struct MediaPicker {
                    func pickPhotos() {
                        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
                    }
                }
                """),
            ]),
        ]
    )

    static let askedResources = Set(PermissionAPIs.Resource.allCases).subtracting([.notifications, .tracking, .faceID])
    static let prompts = FactKey<LaunchPrompt>("onboard-ask-order.at-launch.prompt")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let prompts = LaunchPrompt.collect(file, resources: Self.askedResources)
        for prompt in prompts { output.facts.add(prompt, for: Self.prompts) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for confirmed in LaunchPrompt.confirmed(project.shippingFacts(Self.prompts, at: \.position), in: project) {
            let prompt = confirmed.prompt
            let resource = prompt.api.resource.rawValue
            output.report(
                "\(prompt.api.name) raises the \(resource) permission alert \(confirmed.whereItRuns), before the user has reached the feature that needs it; iOS shows each alert once, so a refusal here sticks. Request \(resource) access from the action that uses it, after a one-line explanation, and let the app work without it.",
                at: prompt.position, confidence: confirmed.confidence, related: confirmed.related)
        }
    }
}
