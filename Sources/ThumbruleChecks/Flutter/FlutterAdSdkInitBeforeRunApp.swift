import ThumbruleCore
import ThumbruleFrontEnds

/// `MobileAds.instance.initialize()` (google_mobile_ads) called in `main()` before `runApp`:
/// awaited, the first frame waits for the ad SDK to start; not awaited, its start-up still
/// competes with the app's on the launch path.
///
/// Known false negatives: an initialiser reached through a helper `main()` calls, and other
/// ad SDKs' initialisers.
struct FlutterAdSdkInitBeforeRunApp: FlutterCheck {
    package static let description = CheckDescription(
        id: "ads-cost.flutter-init-before-run-app",
        ruleId: "ads-cost",
        summary: "The Google Mobile Ads SDK initialised in main() before runApp",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            Future<void> main() async {
              WidgetsFlutterBinding.ensureInitialized();
              await MobileAds.instance.↓initialize();
              runApp(const PuzzleApp());
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            void main() {
              runApp(const PuzzleApp());
              MobileAds.instance.initialize();
            }

            class LevelScreenState extends State<LevelScreen> {
              @override
              void initState() {
                super.initState();
                MobileAds.instance.initialize().then((_) => _loadBanner());
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["initialize"]) {
            let dart = file.file
            guard dart.receiverNames(of: index) == ["MobileAds", "instance"],
                  let function = dart.namedFunction(around: index), dart.functions[function].name == "main",
                  dart.functions[function].enclosingClass == nil,
                  let runApp = dart.callIndices(named: "runApp").first(where: { dart.namedFunction(around: $0) == function }),
                  dart.calls[index].nameToken < dart.calls[runApp].nameToken else { continue }
            let awaited = dart.source.text(at: dart.calls[index].startToken - 1) == "await"
            if awaited {
                output.report(
                    "main() awaits MobileAds.instance.initialize() before runApp, so the first frame waits for the ad SDK to start on every launch. Call runApp first and initialise the SDK after the first frame, or just before the first ad is loaded.",
                    at: file.position(ofCall: index), confidence: .medium)
            } else {
                output.report(
                    "main() starts the ad SDK before runApp, so its start-up competes with the app's on every launch. Call runApp first and initialise the SDK after the first frame, or just before the first ad is loaded.",
                    at: file.position(ofCall: index), confidence: .low)
            }
        }
    }
}
