import ThumbruleCore
import ThumbruleFrontEnds

/// An Android app that requests runtime permissions (`ActivityResultContracts.RequestPermission`,
/// `RequestMultiplePermissions`, `requestPermissions`, Accompanist's `launchPermissionRequest`)
/// but whose code never asks `shouldShowRequestPermissionRationale` (or Accompanist's
/// `shouldShowRationale`). That call is Android's cue that the person refused once and needs the
/// reason before the dialog comes back; an app that never reads it shows the bare system dialog
/// again, and after a second refusal Android stops showing it at all, so the feature is lost
/// without the person ever hearing why. One note per project, at the first request. A launcher
/// kept in a private property the file only ever assigns (registered, later nulled, never
/// launched) asks for nothing and is not a request. Nor is one the app's own prompt asks: a
/// launcher registered in a dialog or bottom sheet fragment (`…DialogFragment`) that the file
/// launches only from that prompt's button (`onTurnOnClicked = { launcher.launch(…) }`,
/// `setOnClickListener { … }`), so the person reads the app's explanation and taps before every
/// system dialog. Nor is one whose result callback explains a refusal in the app's own dialog or
/// snackbar, or ignores the answer and carries on (`explainsOnRefusal`: `else showSettingsDialog()`,
/// a message and a button to the settings). Nor is a `requestPermissions(…)` call that names only
/// install-time permissions (`FOREGROUND_SERVICE_DATA_SYNC`): no dialog, so nothing to refuse.
/// Android Lint has no check for this.
struct AndroidPermissionWithoutRationale: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-rationale.android-never-explains",
        ruleId: "perm-rationale",
        summary: "Runtime permissions requested in an app that never consults shouldShowRequestPermissionRationale",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.CAMERA\" /><application />"),
                AndroidExample.kotlin("ScanFragment", """
                package com.example.app

                class ScanFragment : Fragment() {
                    private val askCamera = registerForActivityResult(ActivityResultContracts.↓RequestPermission()) { granted ->
                        if (granted) startScanner()
                    }
                    fun onScanTapped() { askCamera.launch(Manifest.permission.CAMERA) }
                }
                """),
                // Registered and released but never launched: the request above is the first.
                AndroidExample.kotlin("WelcomeFragment", """
                package com.example.app

                class WelcomeFragment : Fragment() {
                    private var askStorage: ActivityResultLauncher<String>? = null
                    override fun onCreate(savedInstanceState: Bundle?) {
                        askStorage = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }
                    }
                    override fun onDestroy() { askStorage = null }
                }
                """),
            ]),
            // The callback's snackbar reports a saved image; a refusal still does nothing.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" /><application />"),
                AndroidExample.kotlin("ImageMenuProvider", """
                package com.example.app

                class ImageMenuProvider(private val activity: ComponentActivity, private val host: View) {
                    private val permissionLauncher = activity.registerForActivityResult(ActivityResultContracts.↓RequestPermission()) { isGranted ->
                        if (isGranted) saveImage()
                    }

                    fun onSaveSelected() { permissionLauncher.launch(Manifest.permission.WRITE_EXTERNAL_STORAGE) }

                    private fun saveImage() {
                        Snackbar.make(host, R.string.image_saved, Snackbar.LENGTH_LONG).show()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.CAMERA\" /><application />"),
                AndroidExample.kotlin("ScanFragment", """
                package com.example.app

                class ScanFragment : Fragment() {
                    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        if (granted) startScanner()
                    }
                    fun onScanTapped() {
                        if (shouldShowRequestPermissionRationale(Manifest.permission.CAMERA)) {
                            showCameraExplanation { askCamera.launch(Manifest.permission.CAMERA) }
                        } else {
                            askCamera.launch(Manifest.permission.CAMERA)
                        }
                    }
                }
                """),
            ]),
            // Accompanist's state carries the same answer.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.CAMERA\" /><application />"),
                AndroidExample.kotlin("ScanScreen", """
                package com.example.app

                @Composable
                fun ScanScreen() {
                    val camera = rememberPermissionState(Manifest.permission.CAMERA)
                    if (camera.status.shouldShowRationale) CameraExplanation(onContinue = { camera.launchPermissionRequest() })
                    else Button(onClick = { camera.launchPermissionRequest() }) { Text("Scan") }
                }
                """),
            ]),
            // Asked only from the app's own sheet, whose button the person taps after reading it.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" /><application />"),
                AndroidExample.kotlin("NotificationPromptSheet", """
                package com.example.app

                class NotificationPromptSheet : BottomSheetDialogFragment() {
                    private val askNotifications = registerForActivityResult(ActivityResultContracts.RequestPermission()) { _ ->
                        prefs.promptDone = true
                        dismiss()
                    }

                    @Composable
                    fun Content() {
                        NotificationPrompt(
                            onTurnOnClicked = { askNotifications.launch(Manifest.permission.POST_NOTIFICATIONS) },
                            onNotNowClicked = { dismiss() },
                        )
                    }
                }
                """),
            ]),
            // An onboarding screen that explains before asking, and explains again in its own dialog on a refusal.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" /><application />"),
                AndroidExample.kotlin("NotificationsFragment", """
                package com.example.app

                class NotificationsFragment : Fragment() {
                    private val requestPermissionLauncher = registerForActivityResult(RequestPermission()) {
                        if (it) navigateToFinish() else showSettingsDialog()
                    }

                    private fun initView() {
                        binding.notificationsSkip.setOnClickListener { navigateToFinish() }
                        binding.notificationsEnable.setOnClickListener { requestPermissionLauncher.launch("android.permission.POST_NOTIFICATIONS") }
                    }

                    private fun showSettingsDialog() {
                        MaterialAlertDialogBuilder(requireContext())
                            .setTitle(R.string.notifications_header_title)
                            .setMessage(R.string.notifications_header_description)
                            .setPositiveButton(R.string.go_to_settings) { _, _ -> requireActivity().openNotificationSettings() }
                            .show()
                    }
                }
                """),
            ]),
            // A settings row that asks when tapped and answers a refusal with a snackbar leading to
            // the settings; an import button that imports whatever the answer.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" /><application />"),
                AndroidExample.kotlin("GeneralSettingsPanel", """
                package com.example.app

                @Composable
                fun NotificationsListItem(onNavigate: () -> Unit) {
                    val snackbar = LocalSnackbarHost.current
                    val scope = rememberCoroutineScope()
                    val context = LocalContext.current

                    fun showPermissionFailureMessage() {
                        scope.launch {
                            val result = snackbar.showSnackbar(
                                message = context.getString(R.string.notifications_permission_disabled_title),
                                actionLabel = context.getString(R.string.open_settings),
                            )
                            if (result == SnackbarResult.ActionPerformed) context.openAppSettings()
                        }
                    }

                    val permissions = rememberLauncherForActivityResult(RequestPermission()) { allowed ->
                        if (allowed) onNavigate() else showPermissionFailureMessage()
                    }
                    Box(Modifier.clickable { permissions.launch(Manifest.permission.POST_NOTIFICATIONS) }) {
                        ListItem(headlineContent = { Text(stringResource(R.string.settings_notifications)) })
                    }
                }

                @Composable
                fun ImportButton(onClick: () -> Unit) {
                    val permissions = rememberLauncherForActivityResult(RequestPermission()) { _ -> onClick() }
                    Button(onClick = { permissions.launch(Manifest.permission.POST_NOTIFICATIONS) }) { Text(stringResource(R.string.import_feeds)) }
                }
                """),
            ]),
            // A foreground-service permission asked at launch: install-time, granted with the app,
            // so no dialog and no refusal to explain (came from diafit-android).
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.FOREGROUND_SERVICE_DATA_SYNC\" /><application />"),
                AndroidExample.kotlin("HomeActivity", """
                package com.example.app

                class HomeActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        if (Build.VERSION.SDK_INT >= 34 && ContextCompat.checkSelfPermission(this, Manifest.permission.FOREGROUND_SERVICE_DATA_SYNC) != PackageManager.PERMISSION_GRANTED) {
                            ActivityCompat.requestPermissions(this, arrayOf(Manifest.permission.FOREGROUND_SERVICE_DATA_SYNC), 12)
                        }
                        startSyncService()
                    }
                }
                """),
            ]),
            // A Flutter app's storage request, made only by the handler of a channel no Dart code opens.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" />
                <application><activity android:name=".MainActivity" android:exported="true" /></application>
                """),
                AndroidExample.kotlin("MainActivity", """
                package com.example.app

                class MainActivity : FlutterActivity() {
                    private var storageDone: ((Boolean) -> Unit)? = null

                    override fun configureFlutterEngine(flutterEngine: FlutterEngine) {
                        MethodChannel(flutterEngine.dartExecutor.binaryMessenger, "reader/method_channel").setMethodCallHandler { _, result ->
                            result.success(null)
                        }
                        val storageChannel = MethodChannel(flutterEngine.dartExecutor.binaryMessenger, "reader/storage")
                        storageChannel.setMethodCallHandler { _, result ->
                            requestStorage { granted -> result.success(granted) }
                        }
                    }

                    private fun requestStorage(done: (Boolean) -> Unit) {
                        storageDone = done
                        ActivityCompat.requestPermissions(this, arrayOf(Manifest.permission.READ_EXTERNAL_STORAGE), 7)
                    }
                }
                """),
                ("lib/main.dart", """
                import 'package:flutter/services.dart';

                const channel = MethodChannel('reader/method_channel');

                void main() => channel.invokeMethod('ping');
                """),
            ]),
        ]
    )

    static let requests: Set<String> = [
        "RequestPermission", "RequestMultiplePermissions", "requestPermissions", "launchPermissionRequest", "launchMultiplePermissionRequest",
    ]
    static let rationaleNames: Set<String> = ["shouldShowRequestPermissionRationale", "shouldShowRationale"]

    /// Whether a request contract is registered into a private property of the file that is only
    /// ever assigned (`launcher = registerForActivityResult(RequestPermission()) {…}`, later
    /// `launcher = null`) and never read, so nothing launches it.
    static func neverLaunched(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        guard let name = launcherName(call, in: file) else { return false }
        let source = file.file.source
        guard file.file.properties.contains(where: { $0.name == name && $0.enclosingFunction == nil && $0.modifiers.contains("private") }) else { return false }
        return source.tokens.indices.allSatisfy { index in
            guard source.tokens[index].kind == .identifier, source.name(at: index) == name else { return true }
            // The declaration (`name: Type`, `val name =`) and assignments (`name = …`) only.
            guard index + 1 < source.tokens.count else { return false }
            let next = source.text(of: source.tokens[index + 1])
            return next == "=" || next == ":"
        }
    }

    /// The name of the property or variable a request contract's launcher is stored in.
    static func launcherName(_ call: Int, in file: AndroidKotlinFile) -> String? {
        let token = file.file.calls[call].nameToken
        if let assignment = file.file.assignments.first(where: { $0.operatorText == "=" && $0.value.tokenRange.contains(token) }), assignment.target.count == 1 {
            return assignment.target[0]
        }
        return file.file.properties.first(where: { $0.initializer?.tokenRange.contains(token) == true })?.name
    }

    /// Calls whose trailing lambda runs when the person taps a view or a dialog's button.
    static let clickListeners: Set<String> = ["setOnClickListener", "setPositiveButton"]

    /// Whether a request contract is registered in a dialog or bottom sheet fragment
    /// (`NotificationPermissionSheet : BottomSheetDialogFragment()`) whose every use of the
    /// launcher, past its declaration, is `launcher.launch(…)` directly inside a click handler:
    /// an `on…Click…` lambda argument or a click listener's lambda. The sheet is the app's own
    /// explanation, read before each system dialog.
    static func launchedFromOwnPrompt(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        let kotlin = file.file
        guard let name = launcherName(call, in: file), let holder = kotlin.calls[call].enclosingType else { return false }
        var type: Int? = holder, isPrompt = false
        while let index = type, !isPrompt {
            isPrompt = kotlin.types[index].supertypes.contains { $0.hasSuffix("DialogFragment") }
            type = kotlin.types[index].enclosingType
        }
        guard isPrompt else { return false }
        let source = kotlin.source
        var launches = 0
        for index in source.tokens.indices where source.tokens[index].kind == .identifier && source.name(at: index) == name {
            // The declaration (`val launcher =`, `launcher: Type`).
            if index > 0, ["val", "var"].contains(source.text(at: index - 1)) { continue }
            guard let launch = kotlin.calls.firstIndex(where: { $0.nameToken == index + 2 && $0.name == "launch" }),
                  source.kind(at: index + 1) == .dot else { return false }
            switch kotlin.calls[launch].container {
            case .argument(let owner, let argument)?:
                let label = kotlin.calls[owner].arguments[argument].label ?? ""
                guard label.hasPrefix("on"), label.contains("Click"), case .lambda = kotlin.calls[owner].arguments[argument].value else { return false }
            case .lambda(let owner)?:
                guard clickListeners.contains(kotlin.calls[owner].name) else { return false }
            case nil:
                return false
            }
            launches += 1
        }
        return launches > 0
    }

    /// Dialog builders whose `setMessage` is the app's own explanation.
    static let dialogBuilders: Set<String> = ["MaterialAlertDialogBuilder", "AlertDialog"]

    /// Whether a request's result callback answers a refusal: it explains it in the app's own
    /// dialog or snackbar, or carries on without the grant.
    /// `registerForActivityResult(RequestPermission()) { if (it) … else showSettingsDialog() }`
    /// (or Compose's `rememberLauncherForActivityResult`) where the callback, or a function of the
    /// file it calls, builds a dialog with a message (`MaterialAlertDialogBuilder(…).setMessage(…)`,
    /// usually with a button to the system settings) or, on its `else` branch, shows a snackbar
    /// (`snackbar.showSnackbar(message = …, actionLabel = …)`, `Snackbar.make(…)`): the person
    /// who refuses hears why at once, and the way back is the app's. A callback that ignores the
    /// answer (`{ _ -> onClick() }`) loses no feature to a refusal.
    static func explainsOnRefusal(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        let kotlin = file.file
        guard case .argument(let owner, _)? = kotlin.calls[call].container, launcherRegistrations.contains(kotlin.calls[owner].name),
              let lambda = kotlin.calls[owner].trailingLambda else { return false }
        if lambda.parameters == ["_"] { return true }
        func calls(in range: Range<Int>, where test: (KotlinCall) -> Bool) -> Bool {
            kotlin.calls.contains { range.contains($0.nameToken) && test($0) }
        }
        func dialog(_ call: KotlinCall) -> Bool { call.name == "setMessage" && !Set(call.receiverNames(in: kotlin)).isDisjoint(with: dialogBuilders) }
        func snackbar(_ call: KotlinCall) -> Bool { call.name == "showSnackbar" || call.name == "make" && call.receiverNames(in: kotlin).last == "Snackbar" }
        /// Whether the range, or a function of the file it calls, does what `test` asks.
        func reaches(_ range: Range<Int>, _ test: (KotlinCall) -> Bool) -> Bool {
            if calls(in: range, where: test) { return true }
            let called = Set(kotlin.calls.filter { range.contains($0.nameToken) && $0.receiver.isEmpty }.map(\.name))
            return kotlin.functions.contains { function in
                guard called.contains(function.name), let body = function.bodyRange else { return false }
                return calls(in: body, where: test)
            }
        }
        // A snackbar also reports success (`Snackbar.make(view, R.string.saved, …)`): it explains
        // a refusal only on the callback's `else` branch.
        return reaches(lambda.tokenRange, dialog) || Self.elseBranches(in: lambda.tokenRange, kotlin.source).contains { reaches($0, snackbar) }
    }

    /// The token ranges of the `else` branches in a range: a braced block, or the rest of the line.
    static func elseBranches(in range: Range<Int>, _ source: KotlinSource) -> [Range<Int>] {
        range.compactMap { index -> Range<Int>? in
            guard source.tokens[index].kind == .identifier, source.name(at: index) == "else", index + 1 < range.upperBound else { return nil }
            var end = index + 1, depth = 0
            if source.tokens[end].kind == .leftBrace {
                repeat {
                    if source.tokens[end].kind == .leftBrace { depth += 1 } else if source.tokens[end].kind == .rightBrace { depth -= 1 }
                    end += 1
                } while depth > 0 && end < range.upperBound
            } else {
                while end < range.upperBound, !source.tokens[end].followsNewline || end == index + 1 { end += 1 }
            }
            return (index + 1)..<end
        }
    }

    /// Calls that register a launcher for an activity result, its callback as their trailing lambda.
    static let launcherRegistrations: Set<String> = ["registerForActivityResult", "rememberLauncherForActivityResult"]

    /// Install-time ("normal") permissions: granted with the app, never shown in a dialog, so
    /// there is no refusal to explain. Every `FOREGROUND_SERVICE` and `FOREGROUND_SERVICE_<TYPE>`
    /// permission is one.
    static let normalPermissions: Set<String> = [
        "INTERNET", "ACCESS_NETWORK_STATE", "ACCESS_WIFI_STATE", "CHANGE_WIFI_STATE", "WAKE_LOCK", "VIBRATE",
        "RECEIVE_BOOT_COMPLETED", "USE_BIOMETRIC", "USE_FINGERPRINT", "NFC",
    ]

    static func isNormalPermission(_ name: String) -> Bool {
        name.hasPrefix("FOREGROUND_SERVICE") || normalPermissions.contains(name)
    }

    /// Whether a direct `requestPermissions(…)` call names its permissions
    /// (`Manifest.permission.FOREGROUND_SERVICE_DATA_SYNC`, `"android.permission.WAKE_LOCK"`) and
    /// every one is an install-time permission: the call shows no dialog and nothing can be refused.
    /// A call naming none (a variable) or any runtime permission still counts.
    static func requestsOnlyNormalPermissions(_ call: Int, in file: AndroidKotlinFile) -> Bool {
        let kotlin = file.file
        guard kotlin.calls[call].name == "requestPermissions" else { return false }
        let source = kotlin.source
        var names: [String] = []
        for index in kotlin.calls[call].tokenRange.dropFirst() {
            switch source.tokens[index].kind {
            case .identifier where index >= 2 && source.kind(at: index - 1) == .dot && source.name(at: index - 2) == "permission":
                names.append(source.name(at: index))
            case .stringText:
                let text = source.text(at: index)
                if text.hasPrefix("android.permission.") { names.append(String(text.dropFirst("android.permission.".count))) }
            default:
                continue
            }
        }
        return !names.isEmpty && names.allSatisfy(isNormalPermission)
    }

    package func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let calls = android.shippingCalls(named: Self.requests).filter {
            !Self.requestsOnlyNormalPermissions($0.call, in: $0.file) && !Self.neverLaunched($0.call, in: $0.file) && !Self.launchedFromOwnPrompt($0.call, in: $0.file) && !Self.explainsOnRefusal($0.call, in: $0.file)
        }
        var positions = calls.map { $0.file.position(ofCall: $0.call) }
        for name in ["RequestPermission", "requestPermissions"] {
            for file in project.androidJavaFiles(mentioning: name) where file.scope == .app {
                let source = file.source
                let importLines = Set(source.tokens.indices.filter { ($0 == 0 || source.tokens[$0].followsNewline) && source.name(at: $0) == "import" }.map { source.tokens[$0].line })
                guard let token = source.tokens.indices.first(where: {
                    source.tokens[$0].kind == .identifier && !importLines.contains(source.tokens[$0].line) && Self.requests.contains(source.name(at: $0))
                }) else { continue }
                positions.append(SourcePosition(path: file.path, line: source.tokens[token].line, column: source.tokens[token].position.column))
            }
        }
        guard let first = positions.min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) else { return }
        if android.kotlinFiles.contains(where: { !$0.identifierTokens(Self.rationaleNames).isEmpty })
            || Self.rationaleNames.contains(where: { !project.androidJavaFiles(mentioning: $0).isEmpty }) { return }
        let count = Set(positions.map(\.path)).count
        output.report(
            "This app requests runtime permissions (\(count == 1 ? "1 file" : "\(count) files")) but its code never asks shouldShowRequestPermissionRationale, Android's sign that the person already refused once and needs the reason first; the bare dialog comes back, and after a second refusal Android stops showing it. Unless the app's own screens explain the feature before asking, or show the way to Settings after a refusal, the person loses it without hearing why. Before each request, check it and, when true, explain in the app's own UI what the feature does with the grant, then ask.",
            at: first, confidence: .medium)
    }
}
