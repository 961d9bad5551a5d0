import ThumbruleCore

/// An app target whose Info.plist (or generated Info.plist) has no
/// `ITSAppUsesNonExemptEncryption`: every build uploaded to App Store Connect then waits in
/// "Missing Compliance" until someone answers the export questionnaire by hand. Silent when
/// the target's plist is unknown (`Project.infoPlistKey` answers `.unknown`). Reported once
/// per plist, at its first line.
struct ExportComplianceMissing: ProjectCheck {
    static let key = "ITSAppUsesNonExemptEncryption"

    package static let description = CheckDescription(
        id: "store-export-compliance.key-missing",
        ruleId: "store-export-compliance",
        summary: "An app's Info.plist does not answer the encryption export question",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", "↓" + PlistExamples.infoPlist(["CFBundleName": "Recipes"])),
            ]),
            // A README that offers the IPA for SideStore and the app on TestFlight: builds are uploaded.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", "↓" + PlistExamples.infoPlist(["CFBundleName": "Recipes"])),
                ("README.md", "# Recipes\n\nJoin the TestFlight beta, or sideload Recipes.ipa with SideStore.\n"),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                (XcodeProjectExamples.path, "↓" + XcodeProjectExamples.generatedInfoPlist(["CFBundleDisplayName": "Recipes"])),
            ]),
            // The same Flutter app once built for iOS: the build wrote its Podfile.
            CheckExample(files: [
                ("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", "↓" + PlistExamples.infoPlist(["CFBundleName": "notes"])),
            ]),
            // The same nested iOS host with a release configuration that links a device framework: it can ship.
            CheckExample(files: XcodeProjectExamples.nestedKMPHost(
                frameworks: "$(SRCROOT)/../build/xcode-frameworks/$(CONFIGURATION)/$(SDK_NAME)",
                infoPlist: "↓" + PlistExamples.infoPlist(["CFBundleName": "Labs"]))),
            // An open-source app that clears its team before publishing but keeps Xcode's signing
            // identity: its maintainers sign and upload with their own team.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                (XcodeProjectExamples.path, "↓" + XcodeProjectExamples.project(configurations: [
                    ("Release", XcodeProjectExamples.infoPlistSettings(["CFBundleDisplayName": "Cinema"]).merging(["DEVELOPMENT_TEAM": ""]) { $1 }),
                ])),
            ]),
            // Unsigned in the project, but its Fastfile uploads to TestFlight, which is App Store Connect.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("fastlane/Fastfile", "lane :beta do\n  build_app(scheme: \"Cinema\")\n  upload_to_testflight\nend\n"),
                (XcodeProjectExamples.path, "↓" + XcodeProjectExamples.project(configurations: [
                    ("Release", XcodeProjectExamples.infoPlistSettings(["CFBundleDisplayName": "Cinema"]).merging(XcodeProjectExamples.unsignedRelease) { $1 }),
                ])),
            ]),
        ],
        nonTriggering: [
            // A Flutter app only a browser can run: its screen imports `dart:ui_web`, which iOS
            // lacks, so `flutter build ipa` stops at compile time and the `ios/` scaffold is never uploaded.
            CheckExample(files: [
                ("pubspec.yaml", "name: dashboard\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("lib/main.dart", "import 'package:flutter/material.dart';\nimport 'package:dashboard/panel.dart';\n\nvoid main() => runApp(const Panel());\n"),
                ("lib/panel.dart", "import 'dart:ui_web' as ui_web;\nimport 'package:flutter/widgets.dart';\n\nclass Panel extends StatelessWidget {\n  const Panel({super.key});\n}\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "dashboard"])),
            ]),
            // anilibria-ios: the README has people download the IPA from GitHub releases and
            // install it with AltStore, and never names the App Store: nothing waits for answers.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Reader"])),
                ("README.md", "# Reader\n\nDownload the ipa from the releases page.\nInstall it with [AltStore](https://altstore.io).\n"),
            ]),
            // hdrezka-ios: the Release configuration signs the iPad app with no identity and no team
            // (the Mac side ad hoc) while Debug names one; its IPA is sideloaded, never uploaded.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [
                    ("Debug", XcodeProjectExamples.infoPlistSettings(["CFBundleDisplayName": "Cinema"]).merging(["DEVELOPMENT_TEAM": "A1B2C3D4E5"]) { $1 }),
                    ("Release", XcodeProjectExamples.infoPlistSettings(["CFBundleDisplayName": "Cinema"]).merging(XcodeProjectExamples.unsignedRelease) { $1 }),
                ])),
            ]),
            // wire-android's wireone-kmp: an iOS host in a module of an Android repository whose every
            // configuration links the simulator's debug framework, and CI builds Android only: it never ships.
            CheckExample(files: XcodeProjectExamples.nestedKMPHost(
                frameworks: "$(PROJECT_DIR)/../build/bin/iosSimulatorArm64/debugFramework",
                infoPlist: PlistExamples.infoPlist(["CFBundleName": "Labs"]))),
            CheckExample(files: [
                ("Launcher/LauncherApp.swift", "import AppKit\n\nfinal class LauncherDelegate: NSObject, NSApplicationDelegate {}\n"),
                ("Launcher/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Launcher"]).replacingOccurrences(
                    of: "</dict>", with: "    <key>LSBackgroundOnly</key>\n    <true/>\n</dict>")),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>CFBundleName</key>
                    <string>Recipes</string>
                    <key>ITSAppUsesNonExemptEncryption</key>
                    <false/>
                </dict>
                </plist>
                """),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["ITSAppUsesNonExemptEncryption": "NO"])),
            ]),
            // A login-item helper whose generated Info.plist makes it background-only.
            CheckExample(files: [
                ("App/LoginItem.swift", "import AppKit\n\nfinal class LoginItemDelegate: NSObject, NSApplicationDelegate {}\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["LSBackgroundOnly": "YES"])),
            ]),
            // A Flutter app built for Android only: its plugins never made the template `ios/` folder a Podfile.
            CheckExample(files: [
                ("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "notes"])),
                (".github/workflows/release.yml", "jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: flutter build appbundle --release\n"),
            ]),
            // A Flutter app whose `ios/` folder was built once, long ago: its Podfile.lock still pins
            // the pod of a plugin (`file_picker`) its pubspec.lock has dropped, and CI builds Android only.
            CheckExample(files: [
                ("pubspec.yaml", "name: social\ndependencies:\n  flutter:\n    sdk: flutter\n  file_selector: ^1.0.0\n"),
                ("pubspec.lock", "packages:\n  file_selector:\n    dependency: \"direct main\"\n    version: \"1.0.3\"\n"),
                ("ios/Podfile", "platform :ios, '12.0'\n"),
                ("ios/Podfile.lock", "PODS:\n  - file_picker (0.0.1):\n    - Flutter\n  - Flutter (1.0.0)\n\nDEPENDENCIES:\n  - file_picker (from `.symlinks/plugins/file_picker/ios`)\n  - Flutter (from `Flutter`)\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "social"])),
                (".github/workflows/ci.yml", "jobs:\n  android:\n    runs-on: ubuntu-latest\n    steps:\n      - run: flutter build apk --release\n"),
            ]),
            // flutter-pos: releases through Play alone (appbundle lane, Play listing); its iOS Fastfile runs
            // `flutter build ios` and keeps the archive and TestFlight upload commented out: nothing is uploaded.
            CheckExample(files: [
                ("pubspec.yaml", "name: till\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "till"])),
                ("android/fastlane/metadata/android/en-US/title.txt", "Till\n"),
                ("android/fastlane/Fastfile", "platform :android do\n  lane :release do\n    sh \"flutter build appbundle\"\n    upload_to_play_store\n  end\nend\n"),
                ("ios/fastlane/Fastfile", "platform :ios do\n  desc \"Submit to App Store\"\n  lane :release do\n    sh \"flutter build ios\"\n    # build_app(scheme: \"Runner\")\n    # upload_to_app_store\n  end\nend\n"),
            ]),
            // An app whose build script strips the signature and packs an IPA for people to sign
            // and install themselves: App Store Connect never sees it.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Recipes"])),
                ("ipabuild.sh", "xcodebuild -scheme Recipes -configuration Release build CODE_SIGNING_ALLOWED=NO\ncodesign --remove build/Recipes.app\nmkdir Payload && cp -r build/Recipes.app Payload/\nzip -r Recipes.ipa Payload\n"),
            ]),
            // A plugin's example app beside the real one, both named Runner: only the example lacks the key.
            CheckExample(files: [
                ("ios/Runner/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Runner", "ITSAppUsesNonExemptEncryption": "NO"])),
                ("plugins/http/example/ios/Runner/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("plugins/http/example/ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Runner"])),
            ]),
            // A library's sample app kept in a `sampleapps` folder, its name running "Sample" into "iOSApp".
            CheckExample(files: [
                ("App/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Tunnel", "ITSAppUsesNonExemptEncryption": "NO"])),
                ("sampleapps/ChartsSampleiOSApp/ChartsSampleiOSApp/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("sampleapps/ChartsSampleiOSApp/ChartsSampleiOSApp/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Charts"])),
            ]),
            // An app that previews one feature, run by its developers and never uploaded.
            CheckExample(files: [
                ("Previews/HomePreview/App/HomePreviewApp.swift", "import SwiftUI\n\n@main struct HomePreviewApp: App { var body: some Scene { WindowGroup { Text(\"Home\") } } }\n"),
                ("Previews/HomePreview/HomeFeaturePreview.xcodeproj/project.pbxproj", XcodeProjectExamples.generatedInfoPlist(["CFBundleDisplayName": "Home"]).replacingOccurrences(of: "name = App;", with: "name = HomeFeaturePreview;")),
            ]),
            // A copy of the app that screenshot automation drives, named for it beside the app.
            CheckExample(files: [
                ("Recipes/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("Recipes/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Recipes", "ITSAppUsesNonExemptEncryption": "NO"])),
                ("Recipes copy-Info.plist", PlistExamples.infoPlist(["CFBundleName": "Recipes"])),
                ("Recipes.xcodeproj/project.pbxproj", XcodeProjectExamples.apps([("Recipes", "Recipes/Info.plist", []),
                                                                                  ("Recipes Screenshots", "Recipes copy-Info.plist", [])])),
            ]),
            // mixin-ios: a debug tool app named for it beside the app, with a plist of its own.
            CheckExample(files: [
                ("Courier/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("Courier/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Courier", "ITSAppUsesNonExemptEncryption": "NO"])),
                ("CourierDebug/Info.plist", PlistExamples.infoPlist(["CFBundleName": "CourierDebug"])),
                ("Courier.xcodeproj/project.pbxproj", XcodeProjectExamples.apps([("Courier", "Courier/Info.plist", []),
                                                                                  ("CourierDebug", "CourierDebug/Info.plist", [])])),
            ]),
            // An app whose release workflow publishes an unsigned IPA for people to sideload.
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Reader"])),
                (".github/workflows/deploy.yml", "jobs:\n  deploy:\n    steps:\n      - run: xcodebuild archive -scheme Reader -archivePath /tmp/Reader.xcarchive CODE_SIGNING_ALLOWED=NO\n      - run: zip -r /tmp/Reader.ipa Payload\n      - uses: softprops/action-gh-release@v2\n        with:\n          files: /tmp/Reader.ipa\n"),
            ]),
            // A Flutter app whose release job, its step titled after `flutter build ipa`, builds an
            // unsigned IPA and publishes it for sideloading.
            CheckExample(files: [
                ("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "notes"])),
                (".github/workflows/release.yml", "jobs:\n  ios:\n    steps:\n      - name: flutter build ipa\n        run: |\n          flutter build ios --release --no-codesign\n          zip -r9 notes.ipa Payload\n      - uses: ncipollo/release-action@v1\n        with:\n          artifacts: notes.ipa\n"),
            ]),
            // The same, beside a workflow titled after fastlane that only lints the Play listing's
            // metadata: it runs no lane that could upload.
            CheckExample(files: [
                ("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "notes"])),
                (".github/workflows/release.yml", "jobs:\n  ios:\n    steps:\n      - run: flutter build ios --release --no-codesign\n      - run: zip -r9 notes.ipa Payload\n      - uses: softprops/action-gh-release@v2\n        with:\n          files: notes.ipa\n"),
                (".github/workflows/fastlane.yml", "name: Validate Fastlane metadata\njobs:\n  go:\n    steps:\n      - name: Validate Fastlane Supply Metadata\n        uses: ashutoshgngwr/validate-fastlane-supply-metadata@v2.1.0\n"),
            ]),
            // A Flutter app whose release matrix builds an `ipa` target through the project's own
            // script, with Flutter's `--no-codesign`, and publishes it as a GitHub release.
            CheckExample(files: [
                ("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  shared_preferences: ^2.2.0\n"),
                ("ios/Podfile", "platform :ios, '13.0'\n"),
                ("ios/Runner/AppDelegate.swift", "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "notes"])),
                (".github/workflows/release.yml", "jobs:\n  build:\n    strategy:\n      matrix:\n        target: [apk, ipa]\n    steps:\n      - run: |\n          args=(build \"${{ matrix.target }}\")\n          if [[ \"${{ matrix.target }}\" == \"ipa\" ]]; then args+=(--no-codesign); fi\n          ./build.sh \"${args[@]}\"\n  publish:\n    steps:\n      - run: gh release create v1 artifacts/*\n"),
            ]),
            // A Tuist project's code generator, a Mac tool its manifest builds for macOS alone,
            // beside the phone app that answers the question.
            CheckExample(files: [
                ("Projects/App/Sources/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                ("Projects/App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Insurance", "ITSAppUsesNonExemptEncryption": "NO"])),
                ("Projects/Codegen/Project.swift", """
                import ProjectDescription

                let project = Project(name: "Codegen", targets: [
                    .target(name: "Codegen", destinations: .macOS, product: .app, bundleId: "com.example.codegen",
                            infoPlist: "Info.plist", sources: ["Sources/**"]),
                ])
                """),
                ("Projects/Codegen/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Codegen"])),
                ("Projects/Codegen/Sources/Codegen/main.swift", "import Foundation\n\nprint(\"generating\")\n"),
            ]),
            // A UI-test bundle's own Info.plist, its package type a bundle (BNDL) rather than an app.
            CheckExample(files: [
                ("Checkout/CheckoutView.swift", "import SwiftUI\n\nstruct CheckoutView: View { var body: some View { Text(\"Pay\") } }\n"),
                ("CheckoutUITests/Info.plist", PlistExamples.infoPlist(["CFBundleName": "CheckoutUITests", "CFBundlePackageType": "BNDL"])),
            ]),
            CheckExample(files: [
                ("Widget/Provider.swift", "import WidgetKit\n\nstruct Provider {}\n"),
                ("Widget/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Widget"]).replacingOccurrences(
                    of: "</dict>\n</plist>", with: "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>\n</dict>\n</plist>")),
            ]),
        ]
    )

    /// Whether a target is an app uploaded on its own: with an Xcode project, a target of the
    /// application product type (not a bundle or a folder the resolver guessed); never a helper
    /// app that runs without UI inside another (`LSBackgroundOnly`, `LSUIElement`), which ships
    /// in the main app's upload and its answer, never a developer's app (`isNeverUploaded`), and
    /// never a plist whose `CFBundlePackageType` is spelled out as something other than an app
    /// (`BNDL`: a test or resource bundle).
    static func isUploaded(_ target: BuildTarget, in project: Project) -> Bool {
        if project.isNeverUploaded(target) { return false }
        if case .string(let type)? = target.infoPlistPath.flatMap({ project.infoPlists[$0] })?.root["CFBundlePackageType"],
           !type.contains("$"), type != "APPL" { return false }
        if !project.xcodeProjects.isEmpty {
            guard target.decidedBy == .xcodeProject,
                  project.xcodeProjects.flatMap(\.targets).contains(where: { $0.name == target.name && $0.productType == XcodeProductTypes.application })
            else { return false }
        }
        // In the Info.plist file or as an `INFOPLIST_KEY_*` build setting of a generated one.
        return !["LSBackgroundOnly", "LSUIElement"].contains { key in
            switch project.infoPlistKey(key, for: target) {
            case .present(let value, _) where !value.isEmpty:
                return ArbitraryLoadsAllowed.isTrue(.string(value))
            case .present:
                // A `<true/>` in the file has no string form.
                return target.infoPlistPath.flatMap { project.infoPlists[$0] }.map { ArbitraryLoadsAllowed.isTrue($0.root[key]) } ?? false
            default:
                return false
            }
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        // A release build signed by no team is never uploaded, so nothing waits for the answer.
        guard project.sideloadedIOSRelease == nil else { return }
        var reported = Set<SourcePosition>()
        for target in project.appTargets where Self.isUploaded(target, in: project) {
            guard case .missing(let plist) = project.infoPlistKey(Self.key, for: target), reported.insert(plist).inserted else { continue }
            output.report(
                "\(target.name)'s Info.plist has no \(Self.key), so every upload waits in App Store Connect until the export-compliance questions are answered by hand; add the key (INFOPLIST_KEY_\(Self.key) for a generated Info.plist): NO when the only encryption is HTTPS and the system's own, YES when the app encrypts content itself.",
                at: plist, confidence: .high)
        }
    }
}
