import ThumbruleCore
import ThumbruleFrontEnds

/// The direct Doze exemption prompt: the manifest requests `REQUEST_IGNORE_BATTERY_OPTIMIZATIONS`
/// and shipping code builds an `ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS` intent. Google Play
/// removes apps that ask for it unless a core feature breaks without it. Android Lint's
/// `BatteryLife` warns about the same intent; this check adds Play's policy and reports only
/// when the permission that makes the prompt work is merged in.
struct AndroidBatteryExemptionRequest: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-exemption.direct-request",
        ruleId: "bg-exemption",
        summary: "The app prompts for a direct battery-optimisation exemption (REQUEST_IGNORE_BATTERY_OPTIMIZATIONS)",
        optIn: "Judged true in 2 of 11 findings on apps nobody tuned it on: Play allows the request when the app's core function needs it, which the code does not say.",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.REQUEST_IGNORE_BATTERY_OPTIMIZATIONS" />
                    <application><activity android:name=".MainActivity" /></application>
                """),
                AndroidExample.kotlin("SyncSettings", """
                package com.example.app

                import android.content.Intent
                import android.net.Uri
                import android.provider.Settings
                import android.provider.Settings.ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS

                fun askForExemption(context: Context) {
                    val intent = Intent(Settings.↓ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS, Uri.parse("package:" + context.packageName))
                    context.startActivity(intent)
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A VPN app: its tunnel is the core feature the exemption keeps alive.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.REQUEST_IGNORE_BATTERY_OPTIMIZATIONS" />
                    <application>
                        <activity android:name=".MainActivity" />
                        <service android:name=".TunnelService" android:permission="android.permission.BIND_VPN_SERVICE" android:exported="false">
                            <intent-filter><action android:name="android.net.VpnService" /></intent-filter>
                        </service>
                    </application>
                """),
                AndroidExample.kotlin("TunnelSettings", """
                fun keepTunnelAlive(context: Context) {
                    context.startActivity(Intent(Settings.ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS, Uri.parse("package:" + context.packageName)))
                }
                """),
            ]),
            // The general settings list needs no permission and is what Play allows.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("SyncSettings", """
                fun openBatterySettings(context: Context) {
                    context.startActivity(Intent(Settings.ACTION_IGNORE_BATTERY_OPTIMIZATION_SETTINGS))
                }
                """),
            ]),
            // Without the permission the prompt never shows.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("SyncSettings", """
                fun ask(context: Context) {
                    context.startActivity(Intent(Settings.ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS))
                }
                """),
            ]),
        ]
    )

    static let permission = "android.permission.REQUEST_IGNORE_BATTERY_OPTIMIZATIONS"

    /// Whether the app is a VPN: a service only the system binds as a `VpnService`.
    static func isVPN(_ app: AndroidApp) -> Bool {
        app.manifest.components(.service).contains { $0.component.permission == "android.permission.BIND_VPN_SERVICE" }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard let app = android.apps.first(where: { $0.manifest.requests(Self.permission) && !$0.isNeverUploaded }), !Self.isVPN(app) else { return }
        let declaration = app.manifest.permissions.first { $0.name == Self.permission }.flatMap(app.position(of:))
        for file in android.kotlinFiles {
            for token in file.identifierTokens(["ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS"]) {
                output.report(
                    "This opens the direct prompt to exempt the app from battery optimisation; Google Play allows it only when a core feature (an alarm clock, a companion device, a VPN…) fails without it, and removes other apps that ask. Fix the scheduling with WorkManager constraints first; if a qualifying feature still needs it, explain the cost and open ACTION_IGNORE_BATTERY_OPTIMIZATION_SETTINGS instead.",
                    at: file.position(ofToken: token), confidence: .high,
                    related: declaration.map { [RelatedLocation($0, "REQUEST_IGNORE_BATTERY_OPTIMIZATIONS is requested here")] } ?? [])
            }
        }
    }
}
