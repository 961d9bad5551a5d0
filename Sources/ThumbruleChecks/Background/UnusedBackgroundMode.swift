import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A `UIBackgroundModes` entry that no code in the project uses: App Review rejects
/// background modes without a feature behind them (Guideline 2.5.4).
///
/// Each mode's proof is a line of `BackgroundModes`: an API mentioned anywhere in the
/// project's Swift code, an app-delegate callback, or an SDK module that uses the mode.
/// Reported on the entry's line. Skipped when the app target compiles Objective-C or C
/// sources, or hosts Flutter, React Native, Capacitor, Cordova or Unity, whose code
/// Thumbrule does not read, and for modes the table does not know. Known false positive:
/// a mode used only by a binary SDK imported under a module name the table lacks.
struct UnusedBackgroundMode: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-declared.unused-mode",
        ruleId: "bg-declared",
        summary: "A UIBackgroundModes entry with no code that uses it",
        triggering: [
            CheckExample(files: [
                ("App/Player.swift", """
                import AVFoundation
                final class Player {
                    let player = AVPlayer()
                    func play() { player.play() }
                }
                """),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UIBackgroundModes</key>
                    <array>
                        <string>audio</string>
                ↓        <string>location</string>
                ↓        <string>fetch</string>
                    </array>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import BackgroundTasks
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        completionHandler(.newData)
                    }
                    func scheduleRefresh() {
                        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["fetch", "remote-notification", "newsstand-content"]])),
            ]),
            // SwiftData syncing through iCloud learns of changes by silent push.
            CheckExample(files: [
                ("App/TasksApp.swift", """
                import SwiftData
                import SwiftUI
                @main struct TasksApp: App {
                    var body: some Scene { WindowGroup { TaskList() }.modelContainer(for: TaskItem.self) }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["remote-notification"]])),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.icloud-services": ["CloudKit"]])),
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [
                    ("Release", ["INFOPLIST_FILE": "App/Info.plist", "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements"]),
                ])),
            ]),
            // A location wrapper configured through an argument label.
            CheckExample(files: [
                ("App/RideTracker.swift", """
                import ComposableCoreLocation
                func startRide(_ manager: LocationManager) async {
                    await manager.set(activityType: .fitness, allowsBackgroundLocationUpdates: true)
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["location"]])),
            ]),
            // A video-call SDK whose setup guide asks for the audio and voip modes keeps its calls alive.
            CheckExample(files: [
                ("App/Calls/MeetingRoom.swift", """
                import JitsiMeetSDK
                func joinMeeting(in view: JitsiMeetView, room: String) {
                    view.join(JitsiMeetConferenceOptions.fromBuilder { $0.room = room })
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio", "voip"]])),
            ]),
            // medsenger-ios: doctor calls over WebRTC, with the audio session in voice-chat mode.
            CheckExample(files: [
                ("App/Calls/CallClient.swift", """
                import AVFoundation
                import WebRTC
                final class CallClient {
                    let session = RTCAudioSession.sharedInstance()
                    func startAudio() throws {
                        try session.setCategory(AVAudioSession.Category.playAndRecord.rawValue)
                        try session.setMode(AVAudioSession.Mode.voiceChat.rawValue)
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["voip"]])),
            ]),
            // A reader whose web view plays its pages' video inline and in Picture in Picture.
            CheckExample(files: [
                ("App/ReaderView.swift", """
                import WebKit
                func makeReader() -> WKWebView {
                    let configuration = WKWebViewConfiguration()
                    configuration.allowsInlineMediaPlayback = true
                    return WKWebView(frame: .zero, configuration: configuration)
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // cisum-ios: a music player whose engine lives in a Swift package; the app imports
            // MediaPlayer for the lock-screen controls of its background playback.
            CheckExample(files: [
                ("App/NowPlaying.swift", """
                import MediaPlayer
                import PlayerPackage
                final class NowPlaying { let engine = PackagePlayer() }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // A React Native app whose push SDK handles data messages: the SDK's native part,
            // in node_modules, registers for remote notifications.
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-firebase/messaging"]),
                ("ios/App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """),
                ("ios/App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["remote-notification"]])),
            ]),
            // A Flutter app: its plug-ins use the modes from Dart and Objective-C.
            CheckExample(files: [
                ("ios/Runner/AppDelegate.swift", """
                import Flutter
                import UIKit
                @main
                @objc class AppDelegate: FlutterAppDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        GeneratedPluginRegistrant.register(with: self)
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                }
                """),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio", "location"]])),
            ]),
        ]
    )

    package struct Evidence: Sendable, Codable {
        let modes: Set<String>
        let foreignHost: Bool
    }

    package static let evidence = FactKey<Evidence>("bg-declared.unused-mode.evidence")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let imported = Set(file.index.importedModules.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        let labels = Set(file.index.functions.flatMap { $0.signature.parameterClause.parameters.map(\.firstName.text) })
        let modes = BackgroundModes.all.filter { mode in
            mode.names.contains(where: file.index.mentions) || mode.modules.contains(where: imported.contains)
                || mode.delegateLabels.contains(where: labels.contains) || Self.passesAsArgument(mode, in: file)
        }.map(\.value) + (Self.runsWebRTCCalls(file, imported: imported) ? ["voip"] : [])
        let foreign = BackgroundModes.foreignHostNames.contains(where: file.index.mentions) || imported.contains("Flutter")
        if !modes.isEmpty || foreign { output.facts.add(Evidence(modes: Set(modes), foreignHost: foreign), for: Self.evidence) }
    }

    /// True when the file imports a WebRTC build and sets the audio session's `voiceChat` mode:
    /// the app places voice or video calls over WebRTC, which the voip mode keeps running
    /// in the background, with or without PushKit and CallKit.
    static func runsWebRTCCalls(_ file: SwiftFile, imported: Set<String>) -> Bool {
        imported.contains("WebRTC") && file.index.mentions("voiceChat")
    }

    static let nameSearches = Dictionary(BackgroundModes.all.map { ($0.value, TextSearch(anyOf: $0.names, ignoringCase: false)) }, uniquingKeysWith: { first, _ in first })

    /// Names a wrapper takes as argument labels (`manager.set(allowsBackgroundLocationUpdates: true)`
    /// in ComposableCoreLocation), read only in files whose text holds one of the mode's names.
    static func passesAsArgument(_ mode: BackgroundModes.Mode, in file: SwiftFile) -> Bool {
        guard nameSearches[mode.value]?.mayMatch(in: file) == true else { return false }
        let names = Set(mode.names)
        return file.index.callsByName.values.contains { calls in
            calls.contains { call in call.arguments.contains { $0.label.map { names.contains($0.text) } ?? false } }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.foreignHost) else { return }
        let used = evidence.reduce(into: Set<String>()) { $0.formUnion($1.modes) }
        var seen = Set<String>()
        for target in project.appTargets where !Self.compilesOtherLanguages(target, in: project) {
            guard let path = target.infoPlistPath, seen.insert(path).inserted, let plist = project.infoPlists[path] else { continue }
            for value in plist.strings("UIBackgroundModes") {
                guard let mode = BackgroundModes.mode(value), !used.contains(value) else { continue }
                // iCloud sync (CloudKit, SwiftData and Core Data mirroring) learns of changes by silent push.
                // A React Native or Flutter push SDK receives data messages through this mode.
                if value == "remote-notification", Self.linksPushPackage(project) { continue }
                if value == "remote-notification", let signing = SigningEntitlements.of(target: target.name, in: project),
                   signing.release.plist.root["com.apple.developer.icloud-services"] != nil { continue }
                output.report(
                    "UIBackgroundModes declares \"\(value)\" (\(mode.purpose)), but no code in the project uses it; App Review rejects background modes without a feature behind them (Guideline \(AppReview.guideline(.backgroundModes))). Remove the entry, or ship the feature that needs it (\(mode.names.prefix(2).joined(separator: ", ")), …).",
                    at: SourcePosition(path: path, line: plist.line(of: value, inArray: "UIBackgroundModes"), column: 1), confidence: .medium)
            }
        }
    }

    /// True when a React Native or Flutter app of the project depends on a push SDK
    /// (`BackgroundModes.pushPackages`): its native part registers for remote notifications
    /// from code in `node_modules` or the pub cache, which Thumbrule does not read.
    static func linksPushPackage(_ project: Project) -> Bool {
        BackgroundModes.pushPackages.contains { package in
            (project.hasReactNative && project.reactNative.dependsOn(package)) || (project.hasFlutterFiles && project.flutter.dependsOn(package))
        }
    }

    /// True when the target's Xcode sources include Objective-C, C or C++ files.
    static func compilesOtherLanguages(_ target: BuildTarget, in project: Project) -> Bool {
        let sources = project.xcodeProjects.flatMap(\.targets).filter { $0.name == target.name }.flatMap(\.sourceFiles)
        return sources.contains { path in [".m", ".mm", ".c", ".cpp"].contains { path.hasSuffix($0) } }
    }
}
