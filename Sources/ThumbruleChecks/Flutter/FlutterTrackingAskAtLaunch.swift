import ThumbruleCore
import ThumbruleFrontEnds

/// App Tracking Transparency asked at launch (`FlutterLaunchPath`: `main()` or the first
/// screen's `initState`, one call deep): app_tracking_transparency's
/// `requestTrackingAuthorization()` or permission_handler's
/// `Permission.appTrackingTransparency.request()`. In `main()` the app is not active yet, so
/// iOS returns without showing the alert; on the first screen the prompt comes before the app
/// has shown its worth.
///
/// Known false negatives: a request reached through more than one helper.
struct FlutterTrackingAskAtLaunch: FlutterCheck {
    package static let description = CheckDescription(
        id: "perm-tracking.flutter-at-launch",
        ruleId: "perm-tracking",
        summary: "A Flutter app asks for tracking authorization at launch",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["app_tracking_transparency"]), FlutterExample.dart("main", """
            import 'package:app_tracking_transparency/app_tracking_transparency.dart';
            import 'package:flutter/material.dart';

            Future<void> main() async {
              WidgetsFlutterBinding.ensureInitialized();
              await AppTrackingTransparency.↓requestTrackingAuthorization();
              runApp(const MaterialApp(home: HomeScreen()));
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["app_tracking_transparency"]), FlutterExample.dart("main", """
            import 'package:app_tracking_transparency/app_tracking_transparency.dart';
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: HomeScreen()));

            class OffersScreenState extends State<OffersScreen> {
              Future<void> _personalise() async {
                await AppTrackingTransparency.requestTrackingAuthorization();
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard flutter.shippingFiles.contains(where: { $0.file.source.mentions("requestTrackingAuthorization") || $0.file.source.mentions("appTrackingTransparency") }) else { return }
        var reported = Set<SourcePosition>()
        for reached in FlutterLaunchPath(flutter).reached {
            let dart = reached.file.file
            let call = dart.calls[reached.call]
            guard call.name == "requestTrackingAuthorization" || call.name == "request" && dart.receiverNames(of: reached.call).suffix(2) == ["Permission", "appTrackingTransparency"] else { continue }
            let position = reached.file.position(ofCall: reached.call)
            guard reported.insert(position).inserted else { continue }
            let problem = reached.place == "in main()"
                ? "the app is not active yet, so iOS returns without showing the alert and the answer stays undetermined"
                : "the prompt comes before the app has shown its worth, so most people refuse"
            output.report(
                "Tracking authorization is requested \(reached.place): \(problem). Ask once, while the app is active and after the product has shown its worth (for example before the first personalised ad), and build the non-personalised path first.",
                at: position, confidence: reached.place == "in main()" ? .high : .medium)
        }
    }
}
