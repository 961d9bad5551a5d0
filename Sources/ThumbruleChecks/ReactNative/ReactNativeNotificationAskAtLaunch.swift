import ThumbruleCore
import ThumbruleFrontEnds

/// Notification permission asked as the app starts: `PermissionsAndroid.request(POST_NOTIFICATIONS)`,
/// Firebase's `messaging().requestPermission()`, notifee's `requestPermission()`,
/// expo-notifications' `requestPermissionsAsync()`, react-native-permissions'
/// `requestNotifications()` or `request(PERMISSIONS.ANDROID.POST_NOTIFICATIONS)`, OneSignal's
/// and `PushNotificationIOS.requestPermissions()`, react-native-notifications'
/// `Notifications.registerRemoteNotifications()` (which asks on iOS), reached from the root
/// component's mount (a `useEffect` with empty dependencies or `componentDidMount`) or from the
/// entry file's top level. The root is `App.*`, the entry `index.*` beside the app's
/// `package.json`, the component `AppRegistry.registerComponent` or Expo's
/// `registerRootComponent` names, and a component of the app's own files that a root renders
/// around other elements (`<PushManager>…</PushManager>`), which mounts with the whole tree. People
/// refuse a prompt about notifications from an app they just opened, and the refusal sticks.
///
/// Followed from the mount: functions of the same file (a few calls deep) and, one step, a
/// function imported by relative path. Known false negatives: screens the root shows, stores
/// and sagas started at boot, and navigation libraries that register screens by name.
struct ReactNativeNotificationAskAtLaunch: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.rn-at-launch",
        ruleId: "perm-notify-ask",
        summary: "React Native notification permission asked from the root component's mount",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-firebase/messaging"]),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import Root from './src/Root';

                AppRegistry.registerComponent('example', () => Root);
                """),
                ("src/Root.tsx", """
                import React, { useEffect } from 'react';
                import { PermissionsAndroid } from 'react-native';
                import messaging from '@react-native-firebase/messaging';
                import { setUpPush } from './push';

                export default function Root() {
                  useEffect(() => {
                    PermissionsAndroid.↓request(PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS);
                    setUpPush();
                  }, []);
                  return <Home />;
                }
                """),
                ("src/push.ts", """
                import messaging from '@react-native-firebase/messaging';

                export async function setUpPush() {
                  await messaging().↓requestPermission();
                }
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["expo-notifications"]),
                ("App.js", """
                import * as Notifications from 'expo-notifications';

                export default class App extends React.Component {
                  componentDidMount() {
                    this.register();
                  }
                  async register() {
                    await Notifications.↓requestPermissionsAsync();
                  }
                  render() { return <Main />; }
                }
                """),
            ]),
            // zeus: a class component wrapping the root's whole tree registers for remote
            // notifications in its componentDidMount.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-notifications"]),
                ("App.tsx", """
                import PushGate from './src/PushGate';

                export default function App() {
                  return (
                    <PushGate>
                      <MainStack />
                    </PushGate>
                  );
                }
                """),
                ("src/PushGate.tsx", """
                import { Notifications } from 'react-native-notifications';

                export default class PushGate extends React.Component {
                  componentDidMount() {
                    this.register();
                  }
                  register = () => {
                    Notifications.↓registerRemoteNotifications();
                  };
                  render() { return this.props.children; }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@notifee/react-native"]),
                ("App.tsx", """
                import notifee from '@notifee/react-native';

                export default function App() {
                  useEffect(() => { loadSettings(); }, []);
                  useEffect(() => { notifee.requestPermission(); }, [remindersOn]);
                  const onEnableReminders = async () => {
                    await notifee.requestPermission();
                  };
                  return <Button title="Remind me" onPress={onEnableReminders} />;
                }
                """),
                ("src/settings/Notifications.tsx", """
                import notifee from '@notifee/react-native';

                export function NotificationSettings() {
                  useEffect(() => { notifee.requestPermission(); }, []);
                  return null;
                }
                """),
            ]),
            // A wrapper of the root's tree whose mount asks for nothing; it asks on a tap.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-notifications"]),
                ("App.tsx", """
                import Theme from './src/Theme';

                export default function App() {
                  return (
                    <Theme>
                      <MainStack />
                    </Theme>
                  );
                }
                """),
                ("src/Theme.tsx", """
                import { Notifications } from 'react-native-notifications';

                export default function Theme({ children }) {
                  useEffect(() => { loadPalette(); }, []);
                  const onRemind = () => { Notifications.registerRemoteNotifications(); };
                  return <View><Button title="Remind me" onPress={onRemind} />{children}</View>;
                }
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for (path, ranges) in Self.launchBodies(in: reactNative) {
            guard let file = reactNative.file(at: path), file.scope == .app else { continue }
            for (index, call) in file.file.calls.enumerated() where ranges.contains(where: { $0.contains(call.nameToken) }) {
                guard file.ships(call.nameToken), Self.asksForNotifications(index, in: file.file) else { continue }
                let position = file.position(call.position)
                guard reported.insert(position).inserted else { continue }
                output.report(
                    "This asks for notification permission as the app starts (from the mount of the root component or of a component wrapping its whole tree), before the user has done anything worth being told about, so many refuse and the refusal sticks. Ask when the user turns on something that notifies (a reminder, replies), after saying what they will get.",
                    at: position)
            }
        }
    }

    /// Whether the call asks for notification permission.
    static func asksForNotifications(_ index: Int, in file: JSFile) -> Bool {
        let call = file.calls[index]
        let receiver = call.receiver
        func mentionsPostNotifications() -> Bool {
            call.arguments.contains { file.text(of: $0).contains("POST_NOTIFICATIONS") }
        }
        switch call.name {
        case "request", "requestMultiple":
            return (receiver.last == "PermissionsAndroid" || receiver.isEmpty && file.imports("react-native-permissions")) && mentionsPostNotifications()
        case "requestPermission":
            return receiver.contains("messaging") || receiver.last == "notifee" || receiver.last == "Notifications" && file.imports("react-native-onesignal")
        case "requestPermissionsAsync":
            return file.imports("expo-notifications")
        case "requestNotifications":
            return file.imports("react-native-permissions")
        case "requestPermissions":
            return receiver.last == "PushNotificationIOS"
        case "promptForPushNotificationsWithUserResponse":
            return receiver.last == "OneSignal"
        case "registerRemoteNotifications":
            // react-native-notifications asks for authorization on iOS as it registers.
            return receiver.last == "Notifications" && file.imports("react-native-notifications")
        default:
            return false
        }
    }

    /// The token ranges, by file, that run as the app starts.
    static func launchBodies(in model: ReactNativeModel) -> [String: [Range<Int>]] {
        var result: [String: [Range<Int>]] = [:]
        for path in rootFiles(in: model) {
            guard let file = model.file(at: path) else { continue }
            let js = file.file
            var starts: [Range<Int>] = []
            for call in js.calls where ["useEffect", "useLayoutEffect"].contains(call.name) && call.arguments.count == 2 {
                if case .array(let bracket) = js.value(of: call.arguments[1]), js.elements(ofArrayAt: bracket).isEmpty { starts.append(call.arguments[0]) }
            }
            starts += js.functions.filter { $0.name == "componentDidMount" }.map(\.body)
            if isEntry(path, in: model) {
                // The entry file's top level runs at launch.
                starts += js.calls.filter { call in !js.functions.contains { $0.body.contains(call.nameToken) } }.map { $0.nameToken..<($0.closeParen + 1) }
            }
            guard !starts.isEmpty else { continue }
            let bodies = ReactNativeCode.reachedBodies(from: starts, in: js)
            result[path, default: []] += bodies
            // One step into a function imported by relative path.
            for call in js.calls where call.receiver.isEmpty && bodies.contains(where: { $0.contains(call.nameToken) }) {
                guard let module = js.imports.first(where: { $0.bindings.contains { $0.local == call.name && $0.imported != "*" } }),
                      let binding = module.bindings.first(where: { $0.local == call.name }),
                      let target = model.resolve(module.module, from: path), let other = model.file(at: target) else { continue }
                let name = binding.imported == "default" ? call.name : binding.imported
                let entry = other.file.functions.filter { $0.name == name }.map(\.body)
                result[target, default: []] += ReactNativeCode.reachedBodies(from: entry, in: other.file)
            }
        }
        return result
    }

    /// Files whose mount is the app's start: `App.*` and the entry `index.*` of each app root, and
    /// the files of the components the app registers as its root.
    static func rootFiles(in model: ReactNativeModel) -> [String] {
        var roots = Set(model.files.filter { $0.baseName == "App" || isEntry($0.path, in: model) }.map(\.path))
        for file in model.files where file.scope == .app {
            let js = file.file
            for call in js.calls {
                let component: Range<Int>?
                if call.name == "registerComponent", call.receiver == ["AppRegistry"], call.arguments.count >= 2 {
                    component = call.arguments[1]
                } else if call.name == "registerRootComponent", let first = call.arguments.first {
                    component = first
                } else {
                    continue
                }
                guard let range = component else { continue }
                let names = range.filter { js.source.kind(at: $0) == .identifier }.map { js.source.text(at: $0) }
                for name in names {
                    if let module = js.imports.first(where: { $0.bindings.contains { $0.local == name } }),
                       let target = model.resolve(module.module, from: file.path) {
                        roots.insert(target)
                    } else if js.functions.contains(where: { $0.name == name }) {
                        roots.insert(file.path)
                    }
                }
            }
        }
        // Components of the app's own files that a root renders around other elements
        // (`<PushManager><Navigator/></PushManager>`): a wrapper of the whole tree mounts with it.
        for path in roots.sorted() {
            guard let file = model.file(at: path) else { continue }
            let js = file.file
            for element in js.elements where element.name.first?.isUppercase == true && !element.name.contains(".") && !element.children.isEmpty {
                guard let module = js.imports.first(where: { $0.bindings.contains { $0.local == element.name && !$0.isType } }),
                      module.module.hasPrefix("."), let target = model.resolve(module.module, from: path),
                      model.file(at: target)?.scope == .app else { continue }
                roots.insert(target)
            }
        }
        return roots.sorted()
    }

    /// `index.js` (or `.ts`, `.tsx`) beside an app's `package.json`.
    static func isEntry(_ path: String, in model: ReactNativeModel) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last, name.hasPrefix("index.") else { return false }
        let folder = parts.dropLast().joined(separator: "/")
        return model.appRoots.contains(folder)
    }
}
