import ThumbruleCore
import ThumbruleFrontEnds

/// `POST_NOTIFICATIONS` requested at launch: from the launcher activity's `onCreate`, or from a
/// `LaunchedEffect` in a composable that `onCreate` shows (up to `maxDepth` calls deep), with
/// no user action around the request. People refuse a prompt about messages from an app they
/// just opened, and the refusal sticks. Destinations a navigation graph opens later are not
/// followed (a known false negative). Android Lint has no check for this.
struct AndroidNotificationAskAtLaunch: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.android-at-launch",
        ruleId: "perm-notify-ask",
        summary: "POST_NOTIFICATIONS requested from the launcher activity's onCreate or a LaunchedEffect of its first screen",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                package com.example.app

                class MainActivity : ComponentActivity() {
                    private val askNotifications = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }

                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        askNotifications.↓launch(Manifest.permission.POST_NOTIFICATIONS)
                        setContent { HomeScreen() }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { AppTheme { HomeScreen() } }
                    }
                }
                """),
                AndroidExample.kotlin("HomeScreen", """
                @Composable
                fun HomeScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(Unit) {
                        permission.↓launchPermissionRequest()
                    }
                    Text("Home")
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { HomeScreen() }
                    }
                }
                """),
                AndroidExample.kotlin("HomeScreen", """
                @Composable
                fun HomeScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    Button(onClick = { permission.launchPermissionRequest() }) { Text("Remind me when my order ships") }
                }
                """),
            ]),
        ]
    )

    static let launcherManifest = """
        <application>
            <activity android:name=".MainActivity" android:exported="true">
                <intent-filter>
                    <action android:name="android.intent.action.MAIN" />
                    <category android:name="android.intent.category.LAUNCHER" />
                </intent-filter>
            </activity>
        </application>
    """

    static let maxDepth = 3
    /// Calls that show the permission dialog; `launch` and `requestPermissions` only with the permission in their arguments.
    static let requestCalls: Set<String> = ["launch", "requestPermissions", "launchPermissionRequest", "launchMultiplePermissionRequest"]
    /// Calls and argument labels that mean the user did something.
    static let userActionCalls: Set<String> = [
        "setOnClickListener", "clickable", "Button", "TextButton", "OutlinedButton", "IconButton", "FilledTonalButton",
        "ElevatedButton", "FloatingActionButton", "ExtendedFloatingActionButton", "Switch", "Checkbox", "toggleable", "selectable",
    ]
    /// Navigation graph builders: their destinations open later, not at launch.
    static let navigationBuilders: Set<String> = ["composable", "navigation", "dialog", "bottomSheet"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let launchers = Set(android.apps.compactMap(\.launcherActivityName))
        guard !launchers.isEmpty else { return }
        var composables: [String: [(file: AndroidKotlinFile, function: Int)]] = [:]
        for file in android.shippingKotlin {
            for (index, function) in file.file.functions.enumerated() where function.isComposable {
                composables[function.name, default: []].append((file, index))
            }
        }
        var reported = Set<SourcePosition>()
        func report(_ file: AndroidKotlinFile, _ call: Int, _ place: String) {
            let position = file.position(ofCall: call)
            guard reported.insert(position).inserted else { return }
            output.report(
                "POST_NOTIFICATIONS is requested \(place), before the user has done anything worth being notified about; most people refuse, and a refusal is hard to reverse. Ask right after the user does something a notification would follow up (an order, a follow, a reminder) and name it in the explanation.",
                at: position, confidence: .medium)
        }
        for name in launchers.sorted() {
            for (file, type) in android.shippingTypes(named: name) {
                for onCreate in file.file.functions.indices where file.file.functions[onCreate].name == "onCreate" && file.file.functions[onCreate].enclosingType == type {
                    let calls = file.file.calls.indices.filter { file.call($0, isInFunction: onCreate) }
                    for call in calls where Self.requestsNotifications(call, in: file) && !Self.isUserAction(call, in: file) {
                        report(file, call, "in \(name).onCreate")
                    }
                    // Composables onCreate shows, followed a few calls deep.
                    var seen = Set<String>()
                    var frontier = calls.filter { !Self.isInNavigationBuilder($0, in: file) }.map { file.file.calls[$0].name }
                    for _ in 0..<Self.maxDepth {
                        var next: [String] = []
                        for callee in frontier where seen.insert(callee).inserted {
                            for (calleeFile, function) in composables[callee] ?? [] {
                                let inner = calleeFile.file.calls.indices.filter { calleeFile.call($0, isInFunction: function) }
                                for effect in inner where calleeFile.file.calls[effect].name == "LaunchedEffect" {
                                    for call in inner where calleeFile.file.ancestors(of: call).contains(effect)
                                        && Self.requestsNotifications(call, in: calleeFile, function: function) && !Self.isUserAction(call, in: calleeFile) {
                                        report(calleeFile, call, "from a LaunchedEffect of \(callee), which \(name) shows at launch")
                                    }
                                }
                                next += inner.filter { !Self.isInNavigationBuilder($0, in: calleeFile) }.map { calleeFile.file.calls[$0].name }
                            }
                        }
                        frontier = next
                    }
                }
            }
        }
    }

    /// A request call whose arguments name POST_NOTIFICATIONS, or a permission state's launch in
    /// a function that names it.
    static func requestsNotifications(_ call: Int, in file: AndroidKotlinFile, function: Int? = nil) -> Bool {
        let name = file.file.calls[call].name
        guard requestCalls.contains(name) else { return false }
        if name == "launchPermissionRequest" || name == "launchMultiplePermissionRequest" {
            guard let function = function ?? file.file.calls[call].enclosingFunction, let body = file.file.functions[function].bodyRange else { return false }
            return file.identifierTokens(["POST_NOTIFICATIONS"]).contains { body.contains($0) }
        }
        return file.call(call, names: "POST_NOTIFICATIONS")
    }

    static func isUserAction(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        var current = file.file.calls[call].container
        while let container = current {
            let owner = file.file.calls[container.call]
            if userActionCalls.contains(owner.name) { return true }
            if case .argument(_, let index) = container, let label = owner.arguments[index].label, label.hasPrefix("on") { return true }
            current = owner.container
        }
        return false
    }

    static func isInNavigationBuilder(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        file.file.ancestors(of: call).contains { navigationBuilders.contains(file.file.calls[$0].name) }
    }
}
