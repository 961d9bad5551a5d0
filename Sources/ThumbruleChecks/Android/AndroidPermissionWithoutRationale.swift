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
/// launched) asks for nothing and is not a request. Android Lint has no check for this.
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
        let token = file.file.calls[call].nameToken
        let name: String
        if let assignment = file.file.assignments.first(where: { $0.operatorText == "=" && $0.value.tokenRange.contains(token) }), assignment.target.count == 1 {
            name = assignment.target[0]
        } else if let property = file.file.properties.first(where: { $0.initializer?.tokenRange.contains(token) == true }) {
            name = property.name
        } else { return false }
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

    package func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let calls = android.shippingCalls(named: Self.requests).filter { !Self.neverLaunched($0.call, in: $0.file) }
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
            "This app requests runtime permissions (\(count == 1 ? "1 file" : "\(count) files")) but its code never asks shouldShowRequestPermissionRationale, Android's sign that the person already refused once and needs the reason first; the bare dialog comes back, and after a second refusal Android stops showing it, so the feature is lost without a word. Before each request, check it and, when true, explain in the app's own UI what the feature does with the grant, then ask.",
            at: first, confidence: .medium)
    }
}
