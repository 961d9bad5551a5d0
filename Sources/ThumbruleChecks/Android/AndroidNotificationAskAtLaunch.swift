import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// `POST_NOTIFICATIONS` requested at launch: from the launcher activity's `onCreate`, `onStart`
/// or `onResume` (each runs every time the app opens) or a helper of the activity they call, or
/// from a `LaunchedEffect` in a composable that `onCreate` shows
/// (up to `maxDepth` calls deep, through a nav host to its start destination only), with
/// no user action around the request. People refuse a prompt about messages from an app they
/// just opened, and the refusal sticks. Destinations a navigation graph opens later are not
/// followed, whether declared with `composable` or with the app's own `NavGraphBuilder`
/// extensions (`composableFromEnd<Route> { }`, a wrapper adding transitions); a start
/// destination named by a computed value is not found (a false negative). Android Lint has no
/// check for this.
struct AndroidNotificationAskAtLaunch: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.android-at-launch",
        ruleId: "perm-notify-ask",
        summary: "POST_NOTIFICATIONS requested from the launcher activity's onCreate, onStart or onResume or a LaunchedEffect of its first screen",
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
            // Through a helper of the activity, behind a check that only skips it once granted.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    private val askNotifications = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }

                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        askIfNeeded()
                    }

                    private fun askIfNeeded() {
                        if (ContextCompat.checkSelfPermission(this, Manifest.permission.POST_NOTIFICATIONS) == PERMISSION_GRANTED) return
                        askNotifications.↓launch(Manifest.permission.POST_NOTIFICATIONS)
                    }
                }
                """),
            ]),
            // From onResume, through a helper that waits for the signed-in user to load.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : AppCompatActivity() {
                    private val askNotifications = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }

                    override fun onResume() {
                        super.onResume()
                        if (Build.VERSION.SDK_INT >= 33) watchPermission()
                    }

                    private fun watchPermission() {
                        viewModel.shouldAsk.observe(this) { ask ->
                            if (ask) askNotifications.↓launch(Manifest.permission.POST_NOTIFICATIONS)
                        }
                    }
                }
                """),
            ]),
            // The nav host's start destination, but not the other destinations.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                Self.navHostActivity,
                AndroidExample.kotlin("Screens", """
                @Composable
                fun FeedScreen(onOpen: () -> Unit) {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(permission) { permission.↓launchPermissionRequest() }
                }

                @Composable
                fun ProfileScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(permission) { permission.launchPermissionRequest() }
                }
                """),
            ]),
            // The start destination, declared through the app's own destination builder.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                Self.wrapperNavHostActivity,
                AndroidExample.kotlin("Screens", """
                @Composable
                fun FeedScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(permission) { permission.↓launchPermissionRequest() }
                }

                @Composable
                fun AlertsScreen() { Text("Alerts") }
                """),
            ]),
        ],
        nonTriggering: [
            // Only a later destination asks, declared through the app's own destination builder.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                Self.wrapperNavHostActivity,
                AndroidExample.kotlin("Screens", """
                @Composable
                fun FeedScreen() { Text("Feed") }

                @Composable
                fun AlertsScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(permission) { permission.launchPermissionRequest() }
                }
                """),
            ]),
            // Only a later destination asks.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest(Self.launcherManifest),
                Self.navHostActivity,
                AndroidExample.kotlin("Screens", """
                @Composable
                fun FeedScreen(onOpen: () -> Unit) { Text("Feed") }

                @Composable
                fun ProfileScreen() {
                    val permission = rememberPermissionState(Manifest.permission.POST_NOTIFICATIONS)
                    LaunchedEffect(permission) { permission.launchPermissionRequest() }
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

    /// A launcher activity whose nav host starts at `FeedScreen` and leads to `ProfileScreen`.
    static let navHostActivity = AndroidExample.kotlin("MainActivity", """
        class MainActivity : ComponentActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContent { AppNavHost(rememberNavController()) }
            }
        }

        @Composable
        fun AppNavHost(navController: NavHostController) {
            NavHost(navController, startDestination = FeedRoute) {
                composable<FeedRoute> { FeedScreen(onOpen = { navController.navigate(ProfileRoute) }) }
                composable<ProfileRoute> { ProfileScreen() }
            }
        }
        """)

    /// The same, its destinations declared through the app's own `NavGraphBuilder` extension.
    static let wrapperNavHostActivity = AndroidExample.kotlin("MainActivity", """
        class MainActivity : ComponentActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContent { AppNavHost(rememberNavController()) }
            }
        }

        @Composable
        fun AppNavHost(navController: NavHostController) {
            NavHost(navController, startDestination = FeedRoute) {
                slidingComposable<FeedRoute> { FeedScreen() }
                slidingComposable<AlertsRoute> { AlertsScreen() }
            }
        }

        inline fun <reified T : Any> NavGraphBuilder.slidingComposable(noinline content: @Composable (NavBackStackEntry) -> Unit) {
            composable<T>(enterTransition = { slideInHorizontally() }, content = { content(it) })
        }
        """)

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

    /// Calls followed from onCreate: deep enough for an app's root composable, its nav host and
    /// the start destination's screen (nowinandroid: onCreate → NiaApp → NiaNavHost → ForYouScreen
    /// → NotificationPermissionEffect, with overloads in between).
    static let maxDepth = 8
    /// The launcher activity's callbacks that run each time the app opens.
    static let lifecycleStarts = ["onCreate", "onStart", "onResume"]
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
        // The app's own destination builders (`fun NavGraphBuilder.composableFromEnd(…)`) declare destinations too.
        let builders = Self.navigationBuilders.union(android.shippingKotlin.flatMap { file in
            file.file.functions.filter { $0.receiverType == "NavGraphBuilder" }.map(\.name)
        })
        let destinations = NavigationDestinations(android.shippingKotlin, builders: builders)
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
                let members = Dictionary(grouping: file.file.functions.indices.filter { file.file.functions[$0].enclosingType == type }) { file.file.functions[$0].name }
                for entry in Self.lifecycleStarts {
                    guard let start = members[entry]?.first else { continue }
                    // What the callback runs: the activity's own helpers (their requests count wherever they
                    // are) and the composables it shows (a request there counts in a LaunchedEffect),
                    // followed a few calls deep, never through a user action or a navigation destination.
                    var seen = Set<String>()
                    var frontier: [(file: AndroidKotlinFile, function: Int, isActivity: Bool)] = [(file, start, true)]
                    for _ in 0...Self.maxDepth {
                        var next: [(file: AndroidKotlinFile, function: Int, isActivity: Bool)] = []
                        for (current, function, isActivity) in frontier {
                            let calls = current.file.calls.indices.filter {
                                current.call($0, isInFunction: function) && !Self.isUserAction($0, in: current) && !Self.isInNavigationBuilder($0, in: current, builders: builders)
                            }
                            let functionName = current.file.functions[function].name
                            for call in calls where Self.requestsNotifications(call, in: current, function: function) {
                                if isActivity {
                                    report(current, call, functionName == entry ? "in \(name).\(entry)" : "from \(functionName), which \(name).\(entry) calls")
                                } else if let effect = current.file.ancestors(of: call).first(where: { current.file.calls[$0].name == "LaunchedEffect" }), calls.contains(effect) {
                                    report(current, call, "from a LaunchedEffect of \(functionName), which \(name) shows at launch")
                                }
                            }
                            // A nav host opens its start destination at launch, and only that one.
                            let opened = calls.flatMap { destinations.startScreenCalls(of: $0, in: current) }
                            for callee in Set(calls.map { current.file.calls[$0].name } + opened) where seen.insert(callee).inserted {
                                if isActivity, let helpers = members[callee] { next += helpers.map { (file, $0, true) } }
                                next += (composables[callee] ?? []).map { ($0.file, $0.function, false) }
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

    static func isInNavigationBuilder(_ call: Int, in file: AndroidKotlinFile, builders: Set<String>) -> Bool {
        file.file.ancestors(of: call).contains { builders.contains(file.file.calls[$0].name) }
    }
}

/// The destinations of the app's navigation graphs (`composable<Route> { }`,
/// `composable("home") { }`, `navigation<Graph>(startDestination = Route) { }`, the app's own
/// `NavGraphBuilder` extensions called like `composable`), by the route as written, so a nav
/// host's `startDestination` leads to the screen shown at launch.
struct NavigationDestinations {
    private var byRoute: [String: [(file: AndroidKotlinFile, call: Int)]] = [:]

    /// `builders`: the names that declare a destination besides `composable` and `navigation`.
    init(_ files: [AndroidKotlinFile], builders: Set<String>) {
        let declaring = builders.subtracting(["dialog", "bottomSheet"]).union(["composable", "navigation"])
        for file in files {
            for index in file.file.calls.indices where declaring.contains(file.file.calls[index].name) {
                guard let route = Self.route(of: file.file.calls[index]) else { continue }
                byRoute[route, default: []].append((file, index))
            }
        }
    }

    /// The route a destination is declared with: its type argument, its `route`, or its first argument.
    static func route(of call: KotlinCall) -> String? {
        if let type = call.typeArguments { return Self.normalized(String(type.dropFirst().dropLast())) }
        return (call.argument("route") ?? call.positionalArguments.first).map { Self.normalized($0.text) }
    }

    static func normalized(_ route: String) -> String {
        route.hasSuffix("::class") ? String(route.dropLast("::class".count)).trimmingCharacters(in: .whitespaces) : route.trimmingCharacters(in: .whitespaces)
    }

    /// For a call with a `startDestination` (a nav host or a nested graph): the names of the
    /// calls its start screen's destination makes, following nested graphs to their own start.
    func startScreenCalls(of index: Int, in file: AndroidKotlinFile) -> [String] {
        guard var route = file.file.calls[index].argument("startDestination").map({ Self.normalized($0.text) }) else { return [] }
        var visited = Set<String>()
        while visited.insert(route).inserted, let destinations = byRoute[route] {
            var nested: String?
            var names: [String] = []
            for (destinationFile, call) in destinations {
                let destination = destinationFile.file.calls[call]
                if destination.name == "navigation" {
                    nested = destination.argument("startDestination").map { Self.normalized($0.text) }
                } else {
                    names += destinationFile.file.calls.indices.filter { destinationFile.file.ancestors(of: $0).contains(call) }
                        .map { destinationFile.file.calls[$0].name }
                }
            }
            guard names.isEmpty, let next = nested else { return names }
            route = next
        }
        return []
    }
}
