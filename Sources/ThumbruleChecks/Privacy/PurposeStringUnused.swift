import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// A purpose string declared (in the Info.plist, or as an `INFOPLIST_KEY_*` build setting of a
/// generated one) for a permission that nothing in the app's code can raise: no
/// shipping Swift file, nor Kotlin Multiplatform code of an Apple target (`iosMain`), imports
/// the permission's framework or names one of its APIs (`PurposeStringUsers`; a Keychain item
/// created behind a biometric access-control flag asks for Face ID when read). Review reads each key as a permission the app may ask for and can
/// ask what it is for; a stale key also hides which permissions the app really needs.
///
/// A note (the code cannot prove that no SDK raises it). Silent in projects with Objective-C,
/// vendored frameworks or cross-platform code (Flutter, React Native, Capacitor lock files),
/// in a workspace that opens an Xcode project missing from the checkout (a submodule left out,
/// whose code the app builds unseen),
/// and for a key when the name of a dependency (locked, or a package product the app target links
/// in its Xcode project) suggests it raises the permission itself or the app
/// depends on an SDK, plugin or npm package known to raise it (`PurposeStringSDKs`: YubiKit
/// reads YubiKeys over NFC, `add_2_calendar` writes to the calendar from its iOS plugin).
struct PurposeStringUnused: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-purpose-string.unused-key",
        ruleId: "perm-purpose-string",
        summary: "A purpose string declared for a permission no shipping code asks for",
        triggering: [
            CheckExample(files: [
                ("App/Scanner.swift", """
                import AVFoundation

                final class Scanner {
                    let session = AVCaptureSession()
                    func start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                }
                """),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>NSCameraUsageDescription</key>
                    <string>Scan a receipt to attach it to the expense.</string>
                ↓    <key>NSContactsUsageDescription</key>
                    <string>Pick a colleague to split the expense with.</string>
                </dict>
                </plist>
                """),
            ]),
            // The key as a build setting of Xcode's generated Info.plist.
            CheckExample(files: [
                ("App/Recorder.swift", "import AVFoundation\nfunc record() { AVAudioApplication.requestRecordPermission { _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist([
                    "NSMicrophoneUsageDescription": "Record a voice memo.", "NSSpeechRecognitionUsageDescription": "Turn memos into text.",
                ]).replacingOccurrences(of: "\t\t\t\tINFOPLIST_KEY_NSSpeech", with: "↓\t\t\t\tINFOPLIST_KEY_NSSpeech")),
            ]),
            // Only a test of the Kotlin iOS target records audio: nothing the app ships asks.
            CheckExample(files: [
                ("iosApp/iosApp/ContentView.swift", "import SwiftUI\nimport Shared\nstruct ContentView: View { var body: some View { CallScreen() } }\n"),
                ("iosApp/iosApp/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                ↓    <key>NSMicrophoneUsageDescription</key>
                    <string>Talk in calls.</string>
                </dict>
                </plist>
                """),
                ("shared/src/iosTest/kotlin/com/example/MicrophoneTest.kt", """
                package com.example

                import platform.AVFAudio.AVAudioSession

                class MicrophoneTest {
                    fun grants() = AVAudioSession.sharedInstance().requestRecordPermission { _ -> }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // wire-android's wireone-kmp: a simulator-only iOS host nested in an Android repository ships nothing.
            CheckExample(files: XcodeProjectExamples.nestedKMPHost(
                frameworks: "$(PROJECT_DIR)/../build/bin/iosSimulatorArm64/debugFramework",
                infoPlist: PlistExamples.infoPlist(["NSCameraUsageDescription": "Labs needs the camera for video calls."]))),
            CheckExample(files: [
                ("App/Recorder.swift", "import Speech\nfunc transcribe() { SFSpeechRecognizer.requestAuthorization { _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["NSSpeechRecognitionUsageDescription": "Turn memos into text."])),
            ]),
            CheckExample(files: [
                ("App/Split.swift", "import ContactsUI\nfunc pick() -> CNContactPickerViewController { CNContactPickerViewController() }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSContactsUsageDescription": "Pick a colleague to split the expense with."])),
            ]),
            // A web view can ask for the camera on a page's behalf.
            CheckExample(files: [
                ("App/Help.swift", "import WebKit\nlet help = WKWebView()\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Video calls with support."])),
            ]),
            // A Quick Look preview of a 3D model opens AR Quick Look, which asks for the camera.
            CheckExample(files: [
                ("App/ExerciseDetail.swift", """
                import SwiftUI
                import QuickLook

                struct ExerciseDetail: View {
                    @State private var model: URL?
                    var body: some View {
                        Button("View in AR") { model = Bundle.main.url(forResource: "stance", withExtension: "usdz") }
                            .quickLookPreview($model)
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Shows the exercise in your room."])),
            ]),
            // A dependency whose name says it scans codes may ask for the camera itself.
            CheckExample(files: [
                ("App/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a ticket's code."])),
                ("Package.resolved", """
                {"pins":[{"identity":"codescanner","location":"https://github.com/twostraws/CodeScanner","state":{"version":"2.5.0"}}],"version":2}
                """),
            ]),
            // YubiKit reads a YubiKey over NFC itself: the app only calls the SDK.
            CheckExample(files: [
                ("App/KeyReader.swift", "import YubiKit\nfunc read() { YubiKitManager.shared.startNFCConnection() }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NFCReaderUsageDescription": "Read your YubiKey."])),
                ("Package.resolved", """
                {"pins":[{"identity":"yubikit-ios","location":"https://github.com/Yubico/yubikit-ios.git","state":{"version":"4.4.0"}}],"version":2}
                """),
            ]),
            // rocketchat-ios: the full Jitsi Meet SDK syncs the calendar from its own bundled code.
            CheckExample(files: [
                ("App/Call.swift", "import JitsiMeetSDK\nfunc join() -> JitsiMeetView { JitsiMeetView() }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCalendarsUsageDescription": "See your scheduled calls."])),
                ("Podfile.lock", "PODS:\n  - JitsiMeetSDK (2.4.2)\n\nDEPENDENCIES:\n  - JitsiMeetSDK\n"),
            ]),
            // A Flutter app's calendar plugin asks for the calendar from its own iOS code.
            CheckExample(files: [
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n@main\nclass AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["NSCalendarsUsageDescription": "Add a launch to your calendar."])),
                ("pubspec.yaml", "name: tracker\ndependencies:\n  flutter:\n    sdk: flutter\n  add_2_calendar: ^2.1.0\n"),
            ]),
            // Kotlin Multiplatform code of the iOS target asks for the microphone; the app's Swift only hosts it.
            CheckExample(files: [
                ("iosApp/iosApp/ContentView.swift", "import SwiftUI\nimport Shared\nstruct ContentView: View { var body: some View { CallScreen() } }\n"),
                ("iosApp/iosApp/Info.plist", PlistExamples.infoPlist(["NSMicrophoneUsageDescription": "Talk in calls."])),
                ("shared/src/iosMain/kotlin/com/example/Microphone.ios.kt", """
                package com.example

                import platform.AVFAudio.AVAudioSession

                actual fun requestMicrophone(onResult: (Boolean) -> Unit) {
                    AVAudioSession.sharedInstance().requestRecordPermission { granted -> onResult(granted) }
                }
                """),
            ]),
            // trio: the workspace builds a submodule's project that is not checked out (a sensor
            // plugin that pairs over NFC); what its code asks for cannot be read.
            CheckExample(files: [
                ("App/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NFCReaderUsageDescription": "Pair your glucose sensor."])),
                ("App.xcworkspace/contents.xcworkspacedata", """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:SensorKit/SensorKit.xcodeproj"></FileRef>
                </Workspace>
                """),
            ]),
            // Objective-C code may ask for anything.
            CheckExample(files: [
                ("App/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Legacy.m", "#import <Contacts/Contacts.h>\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSContactsUsageDescription": "Find friends."])),
            ]),
            // A Keychain item that only opens after Face ID (or the passcode) asks for Face ID when read.
            CheckExample(files: [
                ("App/TokenStore.swift", """
                import Security

                func lockedItem(_ data: Data) -> [String: Any] {
                    let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlocked, .userPresence, nil)
                    return [kSecValueData as String: data, kSecAttrAccessControl as String: access as Any]
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSFaceIDUsageDescription": "Unlock tokens you locked."])),
            ]),
            // fintechkids-ios: Face ID is asked for by a package product the app target links (an auth
            // module), whose code is not in the tree and whose Package.resolved is not checked in.
            CheckExample(files: [
                ("App/Login.swift", "import SwiftUI\nimport KidsAuth\nstruct Login: View { var body: some View { Button(\"Log in\") { Task { await Security.unlock() } } } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["NSFaceIDUsageDescription": "Log in with Face ID."])
                    .replacingOccurrences(of: "fileSystemSynchronizedGroups = (SOURCES);", with: "fileSystemSynchronizedGroups = (SOURCES); packageProductDependencies = (PRODUCT);")
                    .replacingOccurrences(of: "\t\tROOT = {isa = PBXProject;", with: "\t\tPRODUCT = {isa = XCSwiftPackageProductDependency; productName = KidsAuth; };\n\t\tROOT = {isa = PBXProject;")),
            ]),
            // A map that shows where the user is raises the location permission without CLLocationManager.
            CheckExample(files: [
                ("App/Nearby.swift", "import SwiftUI\nimport MapKit\nstruct Nearby: View { var body: some View { Map { UserAnnotation() } } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSLocationWhenInUseUsageDescription": "Shows cafés near you."])),
            ]),
        ]
    )

    /// The purpose-string keys a file's imports or names may raise.
    struct Users: Sendable, Codable {
        let position: SourcePosition
        let keys: Set<String>
    }

    static let users = FactKey<Users>("perm-purpose-string.unused-key.users")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let imported = Set(file.index.importedModules.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        let typeNames = Set(file.index.typeNamesInOrder.compactMap { $0.as(IdentifierTypeSyntax.self)?.name.text })
        let keys = Self.keys(imported: imported, names: { file.index.mentions($0) || typeNames.contains($0) },
                             biometricFlag: { !file.index.memberAccesses([$0]).isEmpty || !file.index.references([$0]).isEmpty })
        if !keys.isEmpty { output.facts.add(Users(position: SourcePosition(path: file.path, line: 1, column: 1), keys: keys), for: Self.users) }
    }

    /// The keys code raises that imports `imported` and names what `names` accepts: by a
    /// framework or SDK it imports, a name it uses, or a Keychain item guarded by biometry
    /// (`biometricFlag`), which asks for Face ID when it is read.
    static func keys(imported: Set<String>, names: (String) -> Bool, biometricFlag: (String) -> Bool) -> Set<String> {
        var keys = Set<String>()
        let sdkKeys = PurposeStringSDKs.all.filter { $0.modules.contains(where: imported.contains) }.flatMap(\.keys)
        for key in PurposeStringUsers.all {
            if sdkKeys.contains(key.key) || key.modules.contains(where: imported.contains) || key.names.contains(where: names) {
                keys.insert(key.key)
            }
        }
        if names("SecAccessControlCreateWithFlags"), PurposeStringUsers.biometricAccessControlFlags.contains(where: biometricFlag) {
            keys.insert("NSFaceIDUsageDescription")
        }
        return keys
    }

    /// The keys Kotlin Multiplatform code raises from an Apple target's source set (`iosMain`,
    /// `appleMain`): it calls Apple's frameworks through `platform.<Framework>` imports, and the
    /// framework Gradle builds from it ships inside the iOS app, so its uses are the app's.
    static func kotlinKeys(_ project: Project) -> Set<String> {
        guard project.files.contains(where: { $0.kind == .kotlin }) else { return [] }
        var keys = Set<String>()
        for kotlin in project.android.kotlinFiles where SourceSet.containing(path: kotlin.path)?.isAppleMain == true {
            let imported = Set(kotlin.file.imports.compactMap { found -> String? in
                let parts = found.path.split(separator: ".")
                return parts.count >= 2 && parts[0] == "platform" ? String(parts[1]) : nil
            })
            let names = Set(kotlin.file.source.tokens.indices.filter { kotlin.file.source.tokens[$0].kind == .identifier }.map(kotlin.file.source.name(at:)))
            keys.formUnion(Self.keys(imported: imported, names: names.contains, biometricFlag: names.contains))
        }
        return keys
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        guard !project.swiftFiles.isEmpty, !project.files.contains(where: { $0.kind == .objectiveC }),
              !project.hasFile(named: ["pubspec.lock", "package-lock.json", "yarn.lock"]),
              !project.dependencies.contains(where: { $0.source == .vendored }), project.missingWorkspaceProjects.isEmpty else { return }
        let used = project.shippingFacts(Self.users, at: \.position).reduce(into: Self.kotlinKeys(project)) { $0.formUnion($1.keys) }
        let dependencyNames = project.dependencies.map { $0.name.lowercased() }
        let sdks = Self.permissionSDKs(project, lockedNames: Set(dependencyNames))
        // A permission library asks for whatever the app configures it to.
        guard !sdks.contains(where: \.keys.isEmpty) else { return }
        let sdkKeys = Set(sdks.flatMap(\.keys))
        var reported = Set<String>()
        for target in project.appTargets {
            let plistPath = target.infoPlistPath
            let plist = plistPath.flatMap { project.infoPlists[$0] }
            // The key in the Info.plist file, or as an `INFOPLIST_KEY_*` build setting of a generated one.
            let projectPath = project.xcodeProjects.first { $0.targets.contains { $0.name == target.name } }?.path
            // The package products the target links in its Xcode project: a package whose code is
            // not in the tree (fintechkids-ios's `FHKAuth`, resolved with no Package.resolved checked in)
            // may ask for the permission as any locked dependency may.
            let linkedProducts = project.xcodeProjects.flatMap(\.targets).filter { $0.name == target.name }
                .flatMap(\.packageProducts).map { $0.lowercased() }
            for key in PurposeStringUsers.all where !used.contains(key.key) && !sdkKeys.contains(key.key) {
                let position: SourcePosition
                if let plist, let plistPath, plist.root[key.key] != nil {
                    position = SourcePosition(path: plistPath, line: plist.line(of: key.key), column: 1)
                } else if target.generatedInfoPlistKeys[key.key] != nil, let projectPath {
                    position = project.generatedKeyPosition(key.key, fallback: SourcePosition(path: projectPath, line: 1, column: 1))
                } else {
                    continue
                }
                guard !(dependencyNames + linkedProducts).contains(where: { name in key.dependencyWords.contains { name.contains($0) } }),
                      reported.insert(position.path + "\u{0}" + key.key).inserted else { continue }
                let frameworks = key.modules.prefix(2).joined(separator: " or ")
                output.report(
                    "\(key.key) declares a reason to use \(key.resource), but no shipping code imports \(frameworks) or calls an API that asks for it: if no SDK asks either, remove the key, since review may ask what it is for.",
                    at: position, confidence: .low)
            }
        }
    }

    /// The SDKs of `PurposeStringSDKs` the app depends on: by a lock file, or by a
    /// `pubspec.yaml` or `package.json` dependency (a Flutter or React Native app's iOS folder
    /// need not sit beside a lock file).
    static func permissionSDKs(_ project: Project, lockedNames: Set<String>) -> [PurposeStringSDKs.SDK] {
        var names = lockedNames
        for file in project.files where file.kind == .pubspec {
            if let text = project.text(of: file) { names.formUnion(Pubspec(text: text).dependencies.map { $0.name.lowercased() }) }
        }
        for file in project.files where file.kind == .packageJSON {
            if let data = try? file.readData(), let package = PackageJSON(data: data) { names.formUnion(package.dependencies.keys.map { $0.lowercased() }) }
        }
        return PurposeStringSDKs.all.filter { $0.names.contains(where: names.contains) }
    }
}
