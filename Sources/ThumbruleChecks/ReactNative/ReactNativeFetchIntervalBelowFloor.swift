import ThumbruleCore
import ThumbruleFrontEnds

/// A background fetch asked to run more often than the system allows: react-native-background-fetch's
/// `BackgroundFetch.configure({ minimumFetchInterval })` under 15 (minutes), and
/// expo-background-fetch's `registerTaskAsync(name, { minimumInterval })` under 900 (seconds).
/// Android's WorkManager and iOS's background refresh never run periodic work more often than
/// every 15 minutes, and usually far less: an app built on a shorter interval shows stale data
/// and its users blame it.
///
/// An interval computed in code is not read (a false negative).
struct ReactNativeFetchIntervalBelowFloor: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "bg-periodic.rn-fetch-interval-below-floor",
        ruleId: "bg-periodic",
        summary: "A React Native background fetch interval under the 15-minute floor",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-background-fetch", "expo-background-fetch"]),
                ("src/sync.ts", """
                import BackgroundFetch from 'react-native-background-fetch';
                import * as ExpoFetch from 'expo-background-fetch';

                export function startSync() {
                  BackgroundFetch.configure({ ↓minimumFetchInterval: 5, stopOnTerminate: false }, onFetch, onTimeout);
                  ExpoFetch.registerTaskAsync('sync', { ↓minimumInterval: 60 });
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-background-fetch", "expo-background-fetch"]),
                ("src/sync.ts", """
                import BackgroundFetch from 'react-native-background-fetch';
                import * as ExpoFetch from 'expo-background-fetch';

                export function startSync(interval) {
                  BackgroundFetch.configure({ minimumFetchInterval: 15 }, onFetch, onTimeout);
                  BackgroundFetch.configure({ minimumFetchInterval: interval }, onFetch, onTimeout);
                  ExpoFetch.registerTaskAsync('sync', { minimumInterval: 60 * 15 });
                  player.configure({ minimumFetchInterval: 1 });
                }
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            let fetch = Set(js.localNames(importing: "default", from: "react-native-background-fetch"))
            let expo = Set(js.localNames(importing: "*", from: "expo-background-fetch"))
            let expoNamed = Set(js.localNames(importing: "registerTaskAsync", from: "expo-background-fetch"))
            guard !fetch.isEmpty || !expo.isEmpty || !expoNamed.isEmpty else { continue }
            for call in js.calls {
                let key: String, floor: Double, unit: String, options: Range<Int>?
                if call.name == "configure", call.receiver.count == 1, fetch.contains(call.receiver[0]) {
                    (key, floor, unit, options) = ("minimumFetchInterval", 15, "minutes", call.arguments.first)
                } else if call.name == "registerTaskAsync", call.receiver.count == 1 ? expo.contains(call.receiver[0]) : expoNamed.contains(call.name), call.arguments.count >= 2 {
                    (key, floor, unit, options) = ("minimumInterval", 900, "seconds", call.arguments[1])
                } else {
                    continue
                }
                guard let options, case .object(let brace) = js.value(of: options), let property = js.property(key, ofObjectAt: brace),
                      let value = ReactNativeCode.number(property.value, in: js), value < floor else { continue }
                output.report(
                    "This asks for background fetch every \(ReactNativeSmallTouchable.format(value)) \(unit), but Android and iOS run periodic work at most every 15 minutes and often far less, so the data is staler than the code assumes. Set \(key) to \(ReactNativeSmallTouchable.format(floor)) or more, and refresh when the app comes to the foreground.",
                    at: file.position(js.source.tokens[property.keyToken].position))
            }
        }
    }
}
