import ThumbruleCore
import ThumbruleFrontEnds

/// `MobileAds.instance.initialize()` (google_mobile_ads) called before `runApp` in the same
/// body, in `main()` or in a top-level function `main()` calls (two calls deep, across files:
/// a shared `entrypoint()` every flavour's `main` awaits), closures such as
/// `runZonedGuarded(() async { … })`'s body included: awaited, the first frame waits for the ad
/// SDK to start; not awaited, its start-up still competes with the app's on the launch path.
///
/// Known false negatives: other ad SDKs' initialisers, and a `runApp` in another function
/// than the initialiser.
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
            // Every flavour's main() awaits a shared start-up function, which starts the SDK
            // inside runZonedGuarded before runApp.
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("main_store", """
            import 'start.dart';

            Future<void> main() async {
              Flavor.current = Flavor.store;
              await start();
            }
            """), FlutterExample.dart("start", """
            import 'dart:async';
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            Future<void> start() async {
              runZonedGuarded(() async {
                WidgetsFlutterBinding.ensureInitialized();
                await MobileAds.instance.↓initialize();
                runApp(const PuzzleApp());
              }, (error, stack) => report(error, stack));
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
            // The SDK starts in a callback after the first frame, and in a helper main() never calls.
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            Future<void> main() async {
              await boot();
            }

            Future<void> boot() async {
              WidgetsFlutterBinding.ensureInitialized();
              WidgetsBinding.instance.addPostFrameCallback((_) {
                MobileAds.instance.initialize();
              });
              runApp(const PuzzleApp());
            }

            Future<void> bootForScreenshots() async {
              await MobileAds.instance.initialize();
              runApp(const ScreenshotApp());
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard flutter.shippingFiles.contains(where: { $0.file.source.mentions("MobileAds") }) else { return }
        let reached = Self.functionsFromMain(flutter)
        for (file, index) in flutter.shippingCalls(named: ["initialize"]) {
            let dart = file.file
            let body = dart.calls[index].enclosingFunction
            guard dart.receiverNames(of: index) == ["MobileAds", "instance"],
                  let function = dart.namedFunction(around: index), let place = reached[file.path + "#\(function)"],
                  // Closures between the named function and the call run at once (`runZonedGuarded`'s body)
                  // only when runApp sits in the same one: a callback would hold runApp too.
                  dart.callIndices(named: "runApp").contains(where: {
                      dart.calls[$0].receiver.isEmpty && dart.calls[$0].enclosingFunction == body && dart.calls[index].nameToken < dart.calls[$0].nameToken
                  }) else { continue }
            let awaited = dart.source.text(at: dart.calls[index].startToken - 1) == "await"
            if awaited {
                output.report(
                    "\(place) awaits MobileAds.instance.initialize() before runApp, so the first frame waits for the ad SDK to start on every launch. Call runApp first and initialise the SDK after the first frame, or just before the first ad is loaded.",
                    at: file.position(ofCall: index), confidence: .medium)
            } else {
                output.report(
                    "\(place) starts the ad SDK before runApp, so its start-up competes with the app's on every launch. Call runApp first and initialise the SDK after the first frame, or just before the first ad is loaded.",
                    at: file.position(ofCall: index), confidence: .low)
            }
        }
    }

    /// `main()` and the top-level functions it calls, two calls deep (same file first, else the
    /// one file that declares the name), keyed `path#function`, with how a message names them.
    static func functionsFromMain(_ flutter: FlutterModel) -> [String: String] {
        var topLevel: [String: [(FlutterDartFile, Int)]] = [:]
        for file in flutter.shippingFiles {
            for (index, function) in file.file.functions.enumerated() where function.enclosingClass == nil && function.enclosingFunction == nil {
                if let name = function.name { topLevel[name, default: []].append((file, index)) }
            }
        }
        var result: [String: String] = [:]
        var queue: [(FlutterDartFile, Int, Int, String)] = (topLevel["main"] ?? []).map { ($0.0, $0.1, 0, "main()") }
        while let (file, function, depth, place) = queue.popLast() {
            guard result[file.path + "#\(function)"] == nil else { continue }
            result[file.path + "#\(function)"] = place
            guard depth < 2 else { continue }
            let dart = file.file
            let body = dart.functions[function].bodyRange
            for call in dart.calls where call.receiver.isEmpty && body.contains(call.nameToken) {
                let local = dart.functions.indices.filter { dart.functions[$0].name == call.name && dart.functions[$0].enclosingClass == nil && dart.functions[$0].enclosingFunction == nil }
                let targets = local.isEmpty ? (topLevel[call.name].flatMap { $0.count == 1 ? $0 : nil } ?? []) : local.map { (file, $0) }
                for (targetFile, target) in targets {
                    queue.append((targetFile, target, depth + 1, "\(call.name)(), which main() calls,"))
                }
            }
        }
        return result
    }
}
