import ThumbruleCore
import ThumbruleFrontEnds

/// permission_handler's `Permission.ignoreBatteryOptimizations.request()`, which opens
/// Android's direct prompt to exempt the app from battery optimisation
/// (`ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS`). Google Play allows that prompt only for
/// apps whose core feature fails without it.
///
/// With an `android/` app whose merged manifest lacks `REQUEST_IGNORE_BATTERY_OPTIMIZATIONS`
/// the request shows nothing and is left alone; without an `android/` folder the finding is
/// medium confidence. A VPN app (`AndroidBatteryExemptionRequest.isVPN`) qualifies and is left alone.
///
/// Known false positives: an app that does qualify (an alarm clock, a companion device app);
/// the finding then asks for the settings screen instead, which Play always allows.
struct FlutterBatteryExemptionRequest: FlutterCheck {
    package static let description = CheckDescription(
        id: "bg-exemption.flutter-request",
        ruleId: "bg-exemption",
        summary: "A Flutter app opens the direct battery optimisation exemption prompt",
        triggering: [
            CheckExample(files: [
                FlutterExample.pubspec(["permission_handler"]), AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                <uses-permission android:name="android.permission.REQUEST_IGNORE_BATTERY_OPTIMIZATIONS" />
                <application><activity android:name=".MainActivity" /></application>
                """),
                FlutterExample.dart("sync", """
                import 'package:permission_handler/permission_handler.dart';

                Future<void> keepSyncing() => Permission.ignoreBatteryOptimizations.↓request();
                """),
            ]),
            CheckExample(files: [FlutterExample.pubspec(["permission_handler"]), FlutterExample.dart("sync", """
            import 'package:permission_handler/permission_handler.dart';

            Future<void> keepSyncing() async {
              if (!await Permission.ignoreBatteryOptimizations.isGranted) {
                await Permission.ignoreBatteryOptimizations.↓request();
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["permission_handler"]), FlutterExample.dart("sync", """
            import 'package:permission_handler/permission_handler.dart';

            Future<bool> isExempt() => Permission.ignoreBatteryOptimizations.isGranted;

            Future<void> askForCamera() => Permission.camera.request();
            """)]),
            CheckExample(files: [
                FlutterExample.pubspec(["permission_handler"]), AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                FlutterExample.dart("sync", """
                import 'package:permission_handler/permission_handler.dart';

                Future<void> keepSyncing() => Permission.ignoreBatteryOptimizations.request();
                """),
            ]),
        ]
    )

    static let permission = "android.permission.REQUEST_IGNORE_BATTERY_OPTIMIZATIONS"

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        // The prompt needs the permission in the manifest: with an `android/` app that lacks it,
        // the request returns without asking, so nothing reaches Play's policy.
        var related: [RelatedLocation] = []
        var confidence = Confidence.medium
        if project.hasAndroidFiles, !project.android.apps.isEmpty {
            guard let app = project.android.apps.first(where: { $0.manifest.requests(Self.permission) }),
                  !AndroidBatteryExemptionRequest.isVPN(app) else { return }
            confidence = .high
            if let declaration = app.manifest.permissions.first(where: { $0.name == Self.permission }), let position = app.position(of: declaration) {
                related = [RelatedLocation(position, "REQUEST_IGNORE_BATTERY_OPTIMIZATIONS is requested here")]
            }
        }
        for (file, index) in flutter.shippingCalls(named: ["request"]) where file.file.receiverNames(of: index).suffix(2) == ["Permission", "ignoreBatteryOptimizations"] {
            output.report(
                "This opens Android's direct prompt to exempt the app from battery optimisation; Google Play allows it only when a core feature (an alarm clock, a companion device, a VPN…) fails without it, and removes other apps that ask. Fix the scheduling first (workmanager constraints, exact alarms where allowed); if a qualifying feature still needs it, explain the cost and open the battery optimisation settings instead.",
                at: file.position(ofCall: index), confidence: confidence, related: related)
        }
    }
}
