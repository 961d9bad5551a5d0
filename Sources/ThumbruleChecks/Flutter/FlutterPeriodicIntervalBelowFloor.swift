import ThumbruleCore
import ThumbruleFrontEnds

/// A periodic background job asked for more often than every 15 minutes: workmanager's
/// `registerPeriodicTask(…, frequency: Duration(minutes: 5))`, or background_fetch's
/// `BackgroundFetchConfig(minimumFetchInterval: 5)` (minutes). Android's WorkManager raises a
/// shorter interval to 15 minutes with only a log line, and iOS decides background fetch
/// times itself, so the app's schedule is not the one the code says.
///
/// Known false negatives: intervals from constants or settings.
struct FlutterPeriodicIntervalBelowFloor: FlutterCheck {
    package static let description = CheckDescription(
        id: "bg-periodic.flutter-interval-below-floor",
        ruleId: "bg-periodic",
        summary: "A Flutter periodic background task asks for less than 15 minutes",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["workmanager", "background_fetch"]), FlutterExample.dart("sync", """
            import 'package:workmanager/workmanager.dart';

            void scheduleSync() {
              Workmanager().registerPeriodicTask('sync', 'syncTask', ↓frequency: const Duration(minutes: 5));
              BackgroundFetch.configure(BackgroundFetchConfig(↓minimumFetchInterval: 1), _onFetch);
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["workmanager"]), FlutterExample.dart("sync", """
            import 'package:workmanager/workmanager.dart';

            void scheduleSync(Duration every) {
              Workmanager().registerPeriodicTask('sync', 'syncTask', frequency: const Duration(hours: 1));
              Workmanager().registerPeriodicTask('refresh', 'refreshTask', frequency: every);
              Workmanager().registerPeriodicTask('daily', 'dailyTask');
              BackgroundFetch.configure(BackgroundFetchConfig(minimumFetchInterval: 15), _onFetch);
            }
            """)]),
        ]
    )

    static let floorSeconds = 15.0 * 60

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["registerPeriodicTask", "BackgroundFetchConfig"]) {
            let dart = file.file
            let call = dart.calls[index]
            let seconds: Double?
            let argument: DartArgument?
            if call.name == "registerPeriodicTask" {
                argument = call.argument("frequency")
                seconds = FlutterCode.call(in: argument).flatMap { FlutterCode.seconds(ofDuration: $0, in: dart) }
            } else {
                argument = call.argument("minimumFetchInterval")
                seconds = FlutterCode.number(argument).map { $0 * 60 }
            }
            guard let argument, let seconds, seconds < Self.floorSeconds, argument.tokenRange.lowerBound >= 2 else { continue }
            let written = seconds >= 60 ? "\(Int(seconds / 60)) minute\(seconds == 60 ? "" : "s")" : "\(Int(seconds)) seconds"
            output.report(
                "This periodic task asks to run every \(written), but Android's WorkManager raises anything under 15 minutes to 15 (logging only a warning), and iOS schedules background fetch when it chooses. Ask for 15 minutes or more, and design the screen to work when the task has not run for hours.",
                at: file.position(dart.source.tokens[argument.tokenRange.lowerBound - 2].position), confidence: .high)
        }
    }
}
