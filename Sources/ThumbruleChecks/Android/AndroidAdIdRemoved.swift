import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// AD_ID removed with `tools:node="remove"` from an app that targets Android 13 (API 33) or
/// later and links an ads SDK: from API 33 the advertising ID reads as zeros without the
/// permission, so the ads SDK loses frequency capping and measurement while the app still
/// serves ads. In a Flutter app the ads SDK comes from a plugin the pubspec beside `android/`
/// names (`google_mobile_ads`), not from Gradle. (Android Lint has no check for this.)
struct AndroidAdIdRemoved: AndroidCheck {
    package static let description = CheckDescription(
        id: "ads-consent.ad-id-removed",
        ruleId: "ads-consent",
        summary: "AD_ID removed from the manifest of an app targeting API 33+ that links an ads SDK",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(targetSdk: 34, dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.manifest("""
                    ↓<uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />
                    <application><activity android:name=".MainActivity" /></application>
                """),
            ]),
            // A Flutter app: google_mobile_ads in the pubspec brings the Mobile Ads SDK in.
            CheckExample(files: flutterApp(plugin: "google_mobile_ads", removal: "↓")),
        ],
        nonTriggering: [
            // Analytics alone, no ads: removing AD_ID is the documented opt-out.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(targetSdk: 34, dependencies: ["com.google.firebase:firebase-analytics:22.0.0"]),
                AndroidExample.manifest("""
                    <uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />
                    <application><activity android:name=".MainActivity" /></application>
                """),
            ]),
            // Targeting API 32, the ID is still readable without the permission.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(targetSdk: 32, dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.manifest("""
                    <uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />
                    <application><activity android:name=".MainActivity" /></application>
                """),
            ]),
            // A Flutter app whose only Google plugin is analytics.
            CheckExample(files: flutterApp(plugin: "firebase_analytics", removal: "")),
        ]
    )

    /// A Flutter app on one plugin whose Android manifest removes AD_ID (`removal` marks the line).
    static func flutterApp(plugin: String, removal marker: String) -> [(String, String)] {
        [
            FlutterExample.pubspec([plugin]),
            FlutterExample.dart("main", "void main() => runApp(const App());"),
            ("android/settings.gradle", "include ':app'"),
            ("android/app/build.gradle", """
            plugins {
                id "com.android.application"
                id "dev.flutter.flutter-gradle-plugin"
            }
            android {
                namespace "com.example.app"
                defaultConfig { targetSdkVersion 35 }
            }
            """),
            ("android/app/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                \(marker)<uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />
                <application><activity android:name=".MainActivity" /></application>
            </manifest>
            """),
        ]
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where app.targetSdk.isAtLeast(33) {
            guard let build = android.build(of: app),
                  let sdk = app.shippingDependencies(in: build).first(where: { AndroidAdSDKs.isAdSDK($0) })?.module
                    ?? Self.flutterAdPlugin(of: app, in: project) else { continue }
            for removal in app.manifest.removedPermissions where removal.removal.name == LibraryManifestContributions.adIdPermission {
                guard let position = app.position(removal.removal.position, in: removal.origin), reported.insert(position).inserted else { continue }
                output.report(
                    "AD_ID is removed here while the app links \(sdk) and targets API \(app.targetSdk.lowerBound ?? 33); from Android 13 the advertising ID then reads as zeros, so the ads SDK serves ads without frequency capping or measurement. Keep the permission and read consent when each request is built, or remove the ads SDK.",
                    at: position, confidence: .high)
            }
        }
    }
}

extension AndroidAdIdRemoved {
    /// The ads plugin the Flutter app around this Android build depends on (its pubspec sits
    /// in the folder holding `android/`), if any.
    static func flutterAdPlugin(of app: AndroidApp, in project: Project) -> String? {
        guard app.linksCrossPlatformModules, project.hasFlutterFiles else { return nil }
        let folder = (app.buildRoot as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? "pubspec.yaml" : folder + "/pubspec.yaml"
        guard let pubspec = project.flutter.pubspecs.first(where: { $0.path == path })?.pubspec else { return nil }
        return AdNetworks.flutterPackages.sorted().first(where: pubspec.dependsOn).map { "the Flutter plugin " + $0 }
    }
}

/// Ads SDKs by Maven group or `group:artifact`.
enum AndroidAdSDKs {
    static let modules: Set<String> = [
        "com.google.android.gms:play-services-ads", "com.google.android.gms:play-services-ads-lite",
        "com.facebook.android:audience-network-sdk", "com.unity3d.ads:unity-ads", "com.applovin:applovin-sdk",
        "com.ironsource.sdk:mediationsdk", "com.startapp:inapp-sdk", "com.inmobi.monetization:inmobi-ads",
        "com.vungle:vungle-ads", "com.chartboost:chartboost-sdk", "com.mbridge.msdk.oversea:mbridge_android_sdk",
        "com.pangle.global:ads-sdk", "com.yandex.android:mobileads",
    ]

    static func isAdSDK(_ dependency: GradleDependency) -> Bool {
        modules.contains(dependency.module)
    }
}
