import ThumbruleCore
import ThumbruleFrontEnds

/// The notification permission asked at launch (`FlutterLaunchPath`: `main()`, the first
/// screen's `initState` or its flutter_hooks mount effect, one call deep) rather than after
/// something the user did:
/// permission_handler's `Permission.notification.request()`, firebase_messaging's
/// `requestPermission()`, flutter_local_notifications' `requestNotificationsPermission()` /
/// `requestPermissions()`, awesome_notifications' `requestPermissionToSendNotifications()`
/// and OneSignal's `Notifications.requestPermission()`; and flutter_local_notifications'
/// `DarwinInitializationSettings()` without `requestAlertPermission`, `requestSoundPermission`
/// and `requestBadgePermission` all `false`, which asks on iOS as the plugin is initialised.
/// Provisional requests (`provisional: true`) show no prompt and are left alone, and so is a
/// request under a condition that names finished setup or onboarding (`if (finishedSetup)`,
/// the `else` of `if (!onboardingDone)`): on that launch the user has already set the app up.
/// Darwin settings built under a condition that rules out iOS (`if (!Platform.isIOS)`,
/// `if (Platform.isAndroid)`) ask nothing and are left alone.
///
/// Known false negatives: a request reached through more than one helper, or from a
/// provider, bloc or service locator set up at launch.
struct FlutterNotificationAskAtLaunch: FlutterCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.flutter-at-launch",
        ruleId: "perm-notify-ask",
        summary: "A Flutter app asks for notification permission at launch",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["firebase_messaging"]), FlutterExample.dart("main", """
            import 'package:firebase_messaging/firebase_messaging.dart';
            import 'package:flutter/material.dart';

            import 'home.dart';

            Future<void> main() async {
              WidgetsFlutterBinding.ensureInitialized();
              await setUpPush();
              runApp(const MaterialApp(home: HomeScreen()));
            }

            Future<void> setUpPush() async {
              await FirebaseMessaging.instance.↓requestPermission(alert: true, badge: true, sound: true);
              await FlutterLocalNotificationsPlugin().initialize(
                const InitializationSettings(iOS: ↓DarwinInitializationSettings(requestBadgePermission: false)),
              );
            }
            """), FlutterExample.dart("home", """
            import 'package:permission_handler/permission_handler.dart';

            class HomeScreen extends StatefulWidget {
              const HomeScreen({super.key});
              @override
              State<HomeScreen> createState() => HomeScreenState();
            }

            class HomeScreenState extends State<HomeScreen> {
              @override
              void initState() {
                super.initState();
                Permission.notification.↓request();
              }
            }
            """)]),
            // A flutter_hooks first screen asks in a mount effect, through a local helper and a
            // function of another file.
            CheckExample(files: [FlutterExample.pubspec(["flutter_hooks", "firebase_messaging"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            import 'feed.dart';

            void main() => runApp(const MaterialApp(home: FeedPage()));
            """), FlutterExample.dart("feed", """
            import 'package:flutter_hooks/flutter_hooks.dart';

            import 'push.dart';

            class FeedPage extends HookWidget {
              const FeedPage({super.key});

              @override
              Widget build(BuildContext context) {
                useEffect(() {
                  Future<void> register() async {
                    await askForPush();
                  }

                  register();
                  return null;
                }, []);
                return const FeedList();
              }
            }
            """), FlutterExample.dart("push", """
            import 'package:firebase_messaging/firebase_messaging.dart';

            Future<void> askForPush() async {
              await FirebaseMessaging.instance.↓requestPermission(alert: true, sound: true);
            }
            """)]),
        ],
        nonTriggering: [
            // stack-wallet: iOS settings that ask nothing at launch, and the Mac build's settings,
            // which only macOS shows.
            CheckExample(files: [FlutterExample.pubspec(["flutter_local_notifications"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            Future<void> main() async {
              const iOS = DarwinInitializationSettings(requestAlertPermission: false, requestSoundPermission: false, requestBadgePermission: false);
              const macOS = DarwinInitializationSettings();
              await FlutterLocalNotificationsPlugin().initialize(const InitializationSettings(iOS: iOS, macOS: macOS));
              runApp(const MaterialApp(home: HomeScreen()));
            }
            """)]),
            // Darwin settings built only off iOS: the plugin asks nothing on Android.
            CheckExample(files: [FlutterExample.pubspec(["flutter_local_notifications"]), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            Future<void> main() async {
              if (!Platform.isIOS) {
                await FlutterLocalNotificationsPlugin().initialize(
                  InitializationSettings(android: AndroidInitializationSettings('ic_stat'), iOS: DarwinInitializationSettings()),
                );
              }
              runApp(const MaterialApp(home: HomeScreen()));
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["permission_handler"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() {
              quietPush();
              FlutterLocalNotificationsPlugin().initialize(
                const InitializationSettings(
                  iOS: DarwinInitializationSettings(requestAlertPermission: false, requestSoundPermission: false, requestBadgePermission: false),
                ),
              );
              runApp(const MaterialApp(home: HomeScreen()));
            }
            """), FlutterExample.dart("home", """
            import 'package:permission_handler/permission_handler.dart';

            class HomeScreenState extends State<HomeScreen> {
              @override
              Widget build(BuildContext context) {
                return FilledButton(
                  onPressed: () async {
                    await Permission.notification.request();
                    _scheduleReminder();
                  },
                  child: const Text('Remind me'),
                );
              }
            }

            Future<void> quietPush() => FirebaseMessaging.instance.requestPermission(provisional: true);

            class SettingsScreenState extends State<SettingsScreen> {
              @override
              void initState() {
                super.initState();
                Permission.notification.request();
              }
            }
            """)]),
            // The first screen asks only once the user has finished setting the app up.
            CheckExample(files: [FlutterExample.pubspec(["permission_handler"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            import 'home.dart';

            void main() => runApp(const MaterialApp(home: HomeScreen()));
            """), FlutterExample.dart("home", """
            import 'package:permission_handler/permission_handler.dart';

            class HomeScreenState extends State<HomeScreen> {
              @override
              void initState() {
                super.initState();
                if (!store.onboardingDone) {
                  _showWelcome();
                } else {
                  Permission.notification.request();
                }
                if (store.hasCompletedSetup && mounted) {
                  FirebaseMessaging.instance.requestPermission();
                }
              }
            }
            """)]),
            // A mount effect that asks for nothing, a request a tap makes, and a mount effect of a
            // screen that is not the first.
            CheckExample(files: [FlutterExample.pubspec(["flutter_hooks", "firebase_messaging"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            import 'feed.dart';

            void main() => runApp(const MaterialApp(home: FeedPage()));
            """), FlutterExample.dart("feed", """
            import 'package:firebase_messaging/firebase_messaging.dart';
            import 'package:flutter_hooks/flutter_hooks.dart';

            class FeedPage extends HookWidget {
              @override
              Widget build(BuildContext context) {
                useEffect(() {
                  FirebaseMessaging.instance.subscribeToTopic(topic);
                  return null;
                }, [topic]);
                return FilledButton(
                  onPressed: () => FirebaseMessaging.instance.requestPermission(),
                  child: const Text('Follow'),
                );
              }
            }

            class ReminderPage extends HookWidget {
              @override
              Widget build(BuildContext context) {
                useEffect(() {
                  FirebaseMessaging.instance.requestPermission();
                  return null;
                }, []);
                return const ReminderList();
              }
            }
            """)]),
        ]
    )

    static let requests: Set<String> = [
        "request", "requestPermission", "requestNotificationsPermission", "requestPermissions", "requestPermissionToSendNotifications",
        "DarwinInitializationSettings", "IOSInitializationSettings",
    ]
    static let darwinRequests = ["requestAlertPermission", "requestSoundPermission", "requestBadgePermission"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        // A byte search first: most apps name none of the requests, and the launch path costs more.
        guard flutter.shippingFiles.contains(where: { file in ["requestPermission", "requestNotificationsPermission", "notification", "InitializationSettings"].contains(where: file.file.source.mentions) }) else { return }
        var reported = Set<SourcePosition>()
        for reached in FlutterLaunchPath(flutter).reached where Self.requests.contains(reached.file.file.calls[reached.call].name) {
            let call = reached.file.file.calls[reached.call]
            guard Self.asksForNotifications(reached.call, in: reached.file.file),
                  !Self.waitsForSetup(call.nameToken, in: reached.file.file.source),
                  !(Self.darwinSettings.contains(call.name) && (Self.runsOffApple(call.nameToken, in: reached.file.file.source)
                      || Self.goesOnlyToMacOS(call.nameToken, in: reached.file.file))) else { continue }
            let position = reached.file.position(ofCall: reached.call)
            guard reported.insert(position).inserted else { continue }
            let darwin = reached.file.file.calls[reached.call].name.hasSuffix("InitializationSettings")
            let how = darwin ? "by initialising flutter_local_notifications with DarwinInitializationSettings, whose permission requests default to true, " : ""
            let settings = darwin ? " Set requestAlertPermission, requestSoundPermission and requestBadgePermission to false here and call requestPermissions() then." : ""
            output.report(
                "Notification permission is requested \(how)\(reached.place), before the user has done anything worth being notified about; most people refuse, and a refusal is hard to reverse. Ask right after the user does something a notification would follow up (a reminder, a follow, an order) and say what will be sent.\(settings)",
                at: position, confidence: .medium)
        }
    }

    /// Whether a token sits in a branch of an `if` whose condition names setup or onboarding
    /// (`finishedSetup`, `onboardingDone`, `hasCompletedOnboarding`), either branch: the
    /// `else` of `if (!finishedSetup)` runs after setup just the same.
    static func waitsForSetup(_ token: Int, in source: DartSource) -> Bool {
        source.tokensAround(before: token).contains { index in
            guard source.kind(at: index) == .leftBrace else { return false }
            var close = index - 1
            if source.text(at: close) == "else", source.kind(at: close - 1) == .rightBrace, let open = source.partner(of: close - 1) {
                close = open - 1
            }
            guard source.kind(at: close) == .rightParen, let open = source.partner(of: close), source.text(at: open - 1) == "if" else { return false }
            return (open + 1..<close).contains { source.kind(at: $0) == .identifier && namesSetup(source.text(at: $0)) }
        }
    }

    /// The settings whose permission requests only an Apple platform shows.
    static let darwinSettings: Set<String> = ["DarwinInitializationSettings", "IOSInitializationSettings"]

    /// Whether Darwin settings are handed only to the `macOS:` slot of `InitializationSettings`,
    /// directly or through a local no other code reads (`const macOS = DarwinInitializationSettings();`):
    /// the Mac build asks, not the phone.
    static func goesOnlyToMacOS(_ token: Int, in file: DartFile) -> Bool {
        let source = file.source
        var start = token - 1
        if ["const", "new"].contains(source.text(at: start)) { start -= 1 }
        func isMacOSArgument(_ before: Int) -> Bool { source.kind(at: before) == .colon && source.text(at: before - 1) == "macOS" }
        if isMacOSArgument(start) { return true }
        guard source.kind(at: start) == .assign, source.kind(at: start - 1) == .identifier,
              ["const", "final", "var"].contains(source.text(at: start - 2)) else { return false }
        // Uses of the local, not argument labels spelled alike (`macOS: macOS`).
        let uses = file.identifierTokens([source.text(at: start - 1)]).filter { $0 != start - 1 && source.kind(at: $0 + 1) != .colon }
        return !uses.isEmpty && uses.allSatisfy { isMacOSArgument($0 - 1) }
    }

    /// Whether a token sits in the body of an `if` whose condition rules out iOS: it reads
    /// `isIOS` only negated (`!Platform.isIOS`, `platform != PlatformOS.isIOS`), or names
    /// `isAndroid` and no Apple platform. Darwin settings built there never reach iOS.
    static func runsOffApple(_ token: Int, in source: DartSource) -> Bool {
        source.tokensAround(before: token).contains { index in
            guard source.kind(at: index) == .leftBrace, source.kind(at: index - 1) == .rightParen,
                  let open = source.partner(of: index - 1), source.text(at: open - 1) == "if" else { return false }
            let condition = open + 1..<index - 1
            let apple = condition.filter { ["isIOS", "isMacOS"].contains(source.text(at: $0)) }
            if apple.isEmpty { return condition.contains { source.text(at: $0) == "isAndroid" } }
            return apple.allSatisfy { name in
                let start = (condition.lowerBound..<name).last { !(source.kind(at: $0) == .identifier || source.kind(at: $0) == .dot) } ?? condition.lowerBound - 1
                return source.kind(at: start) == .bang || source.text(at: start) == "!="
            }
        }
    }

    static func namesSetup(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("setup") || lower.contains("onboard")
    }

    /// Whether a call is one of the known notification permission requests.
    static func asksForNotifications(_ index: Int, in file: DartFile) -> Bool {
        let call = file.calls[index]
        // Provisional authorization delivers quietly and shows no prompt.
        guard !FlutterCode.isTrue(call.argument("provisional")) else { return false }
        let names = file.receiverNames(of: index)
        switch call.name {
        case "request": return names.suffix(2) == ["Permission", "notification"]
        case "requestPermission":
            return names.contains { $0.lowercased().contains("messaging") } || names.contains("OneSignal") || names.last == "Notifications"
        case "requestNotificationsPermission", "requestPermissionToSendNotifications": return true
        case "requestPermissions": return names.contains { $0.contains("resolvePlatformSpecificImplementation") || $0.contains("Notification") }
        case _ where darwinSettings.contains(call.name):
            return call.receiver.isEmpty && !darwinRequests.allSatisfy { call.argument($0)?.value == .boolean(false) }
        default: return false
        }
    }
}
