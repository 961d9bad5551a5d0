import ThumbruleCore
import ThumbruleFrontEnds

/// An application module whose `targetSdk` is below the level Google Play requires of new apps
/// and updates (`StoreRequirements.playTargetSdk`): Play Console refuses the upload. Only a level
/// the scripts settle counts (Flutter's `flutter.targetSdkVersion` is not known exactly).
/// Wear OS, Android TV and Automotive apps (a `uses-feature` of the watch, leanback or
/// automotive type in the main manifest) have floors of their own and are skipped. So is an app
/// whose release build signs with the debug key and goes to Firebase App Distribution's testers
/// (`testersOnly`): Play Console refuses a debug-signed upload, so that build never reaches Play.
struct AndroidTargetSdkBelowPlay: AndroidCheck {
    package static let description = CheckDescription(
        id: "store-play-target.target-sdk",
        ruleId: "store-play-target",
        summary: "targetSdk below the level Google Play requires of new apps and updates",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig {
                        minSdk = 26
                        ↓targetSdk = 34
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // Testers get the release build, but it is signed with a release key Play takes.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle", """
                apply plugin: "com.android.application"
                android {
                    namespace "com.acme.callsample"
                    defaultConfig {
                        applicationId "com.acme.callsample"
                        minSdkVersion 24
                        ↓targetSdkVersion 34
                    }
                    signingConfigs { upload { storeFile file('upload.keystore') } }
                    buildTypes {
                        release {
                            signingConfig signingConfigs.upload
                            firebaseAppDistribution { groups = "QE" }
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // A database generator that is the build's only application: it is the app.
            CheckExample(files: AndroidExample.buildToolModule(targetSdk: 28, alone: true, marked: true)),
        ],
        nonTriggering: [
            // A Flutter app only a browser can run: its screen imports `dart:html`, which Android
            // lacks, so no APK is ever built from the `android/` scaffold `flutter create` left.
            CheckExample(files: [
                ("pubspec.yaml", "name: kiosk\ndependencies:\n  flutter:\n    sdk: flutter\n"),
                ("lib/main.dart", "import 'package:flutter/material.dart';\nimport 'screens/board.dart';\n\nvoid main() => runApp(const Board());\n"),
                ("lib/screens/board.dart", "import 'dart:html' as html;\nimport 'package:flutter/widgets.dart';\n\nclass Board extends StatelessWidget {\n  const Board({super.key});\n}\n"),
                ("android/settings.gradle", "include ':app'\n"),
                ("android/app/build.gradle", """
                apply plugin: "com.android.application"
                android {
                    namespace "org.kiosk.board"
                    defaultConfig {
                        applicationId "org.kiosk.board"
                        minSdkVersion 21
                        targetSdkVersion 30
                    }
                }
                """),
                ("android/app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
            ]),
            // quranacademy-android's database generator beside the app: a developer's utility, never uploaded.
            CheckExample(files: [
                AndroidExample.build(targetSdk: StoreRequirements.playTargetSdk.level), AndroidExample.manifest("<application />"),
            ] + AndroidExample.buildToolModule(targetSdk: 28)),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: StoreRequirements.playTargetSdk.level),
                AndroidExample.manifest("<application />"),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <uses-feature android:name="android.hardware.type.watch" />
                    <application />
                """),
            ]),
            // The module built for the app's own website download, beside the one for the store.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":store\")\ninclude(\":site\")"),
                ("store/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "com.example.vpn"; defaultConfig { minSdk = 26; targetSdk = \(StoreRequirements.playTargetSdk.level) } }
                """),
                ("store/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
                ("site/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "com.example.vpn"; defaultConfig { minSdk = 26; targetSdk = 34 } }
                """),
                ("site/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
            ]),
            // twilio-voice-rn: a reference app whose release build signs with the debug key and goes
            // to Firebase App Distribution testers; Play Console refuses a debug-signed upload.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle", """
                apply plugin: "com.android.application"
                apply plugin: "com.google.firebase.appdistribution"
                android {
                    namespace "com.acme.callsample"
                    defaultConfig {
                        applicationId "com.acme.callsample"
                        minSdkVersion 24
                        targetSdkVersion 34
                    }
                    signingConfigs { debug { storeFile file('debug.keystore') } }
                    buildTypes {
                        debug { signingConfig signingConfigs.debug }
                        release {
                            signingConfig signingConfigs.debug
                            firebaseAppDistribution {
                                artifactType = "APK"
                                groups = "QE"
                            }
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // A teaching sample whose application id is a template's: Play Console would not take it.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.android.todo"
                    defaultConfig { applicationId = "com.example.android.todo"; minSdk = 26; targetSdk = 33 }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
        ]
    )

    /// Device types whose apps Play holds to other target levels.
    static let otherFormFactors: Set<String> = ["android.hardware.type.watch", "android.software.leanback", "android.hardware.type.automotive"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let required = StoreRequirements.playTargetSdk
        for app in android.apps {
            guard case .known(let level) = app.targetSdk, level < required.level, let buildFile = app.buildFilePath, !app.isNeverUploaded,
                  !Self.isOtherFormFactor(app, in: project), !Self.testersOnly(app) else { continue }
            let setting = app.module.script?.targetSdk?.position
            output.report(
                "targetSdk is \(level), and since \(required.since) Google Play refuses new apps and updates that target below API \(required.level) (\(required.android)); raise targetSdk to \(required.level) and work through that release's behaviour changes.",
                at: SourcePosition(path: buildFile, line: setting?.line ?? 1, column: setting?.column ?? 1), confidence: .high)
        }
    }

    /// Whether the module's release build signs with the debug signing config, no `signingConfig`
    /// names another, and the release block sends the build to Firebase App Distribution: a
    /// reference or dogfooding app whose only release channel is its testers.
    static func testersOnly(_ app: AndroidApp) -> Bool {
        guard let buildTypes = app.module.script?.buildTypes else { return false }
        return buildTypes.debugSigned.contains("release") && buildTypes.testerDistributed.contains("release") && !buildTypes.signsOtherwise
    }

    /// Whether the app's main manifest declares a watch, TV or car feature.
    static func isOtherFormFactor(_ app: AndroidApp, in project: Project) -> Bool {
        guard let path = app.mainManifestPath, let input = project.files.first(where: { $0.path == path }),
              let text = project.text(of: input), let manifest = try? AndroidManifest(text: text) else { return false }
        return manifest.features.contains(where: otherFormFactors.contains)
    }
}
