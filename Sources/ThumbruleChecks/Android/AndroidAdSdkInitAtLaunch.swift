import ThumbruleCore
import ThumbruleFrontEnds

/// An ads SDK initialised (`MobileAds.initialize`, `AppLovinSdk…initializeSdk`/`initialize`,
/// `IronSource.init`, `UnityAds.initialize`) directly in `Application.onCreate` or the launcher
/// activity's `onCreate`, on the main thread: its start-up then sits on the cold-start path the
/// user waits through before the first frame. Calls inside a coroutine, thread, executor or
/// posted runnable are left alone. Android Lint has no check for this.
struct AndroidAdSdkInitAtLaunch: AndroidCheck {
    package static let description = CheckDescription(
        id: "ads-cost.android-init-at-launch",
        ruleId: "ads-cost",
        summary: "An ads SDK initialised on the main thread in Application.onCreate or the launcher activity's onCreate",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.kotlin("PuzzleApp", """
                package com.example.app

                class PuzzleApp : Application() {
                    override fun onCreate() {
                        super.onCreate()
                        MobileAds.↓initialize(this)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.applovin:applovin-sdk:12.6.0"]),
                AndroidExample.manifest(AndroidNotificationAskAtLaunch.launcherManifest),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        AppLovinSdk.getInstance(this).↓initializeSdk { }
                        setContent { GameScreen() }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.kotlin("PuzzleApp", """
                class PuzzleApp : Application() {
                    private val scope = CoroutineScope(SupervisorJob())

                    override fun onCreate() {
                        super.onCreate()
                        scope.launch(Dispatchers.IO) { MobileAds.initialize(this@PuzzleApp) }
                    }
                }

                class LevelActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        MobileAds.initialize(this)
                    }
                }
                """),
            ]),
        ]
    )

    /// Initialisers by the type they are called on (the last receiver name before the call).
    static let initialisers: [String: Set<String>] = [
        "MobileAds": ["initialize"], "IronSource": ["init"], "LevelPlay": ["init"], "UnityAds": ["initialize"],
        "getInstance": ["initializeSdk", "initialize"], "AppLovinSdk": ["initializeSdk", "initialize"],
    ]
    /// Calls whose lambdas run later or on another thread.
    static let offMainCalls: Set<String> = [
        "launch", "async", "thread", "Thread", "execute", "submit", "post", "postDelayed", "withContext",
        "runOnUiThread", "doOnPreDraw", "addOnPreDrawListener", "enqueue", "schedule", "Runnable",
    ]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let launchers = Set(android.apps.compactMap(\.launcherActivityName))
        let applications = Set(android.apps.compactMap { $0.manifest.application?.name?.split(separator: ".").last.map(String.init) })
        for (file, call) in android.shippingCalls(named: ["initialize", "init", "initializeSdk"]) {
            let names = file.file.calls[call].receiverNames(in: file.file)
            guard let owner = names.last, Self.initialisers[owner]?.contains(file.file.calls[call].name) == true,
                  owner != "getInstance" || names.contains("AppLovinSdk"),
                  let function = file.file.calls[call].enclosingFunction, file.file.functions[function].name == "onCreate",
                  let type = file.file.functions[function].enclosingType, let typeName = file.file.types[type].name,
                  !file.file.ancestors(of: call).contains(where: { Self.offMainCalls.contains(file.file.calls[$0].name) }) else { continue }
            let place: String
            if applications.contains(typeName) || file.file.types[type].supertypes.contains(where: { $0.hasSuffix("Application") }) {
                place = "Application.onCreate"
            } else if launchers.contains(typeName) {
                place = "\(typeName).onCreate, the launcher activity"
            } else {
                continue
            }
            output.report(
                "The ads SDK starts on the main thread in \(place), on the cold-start path every launch waits through before the first frame. Start it after the first frame, off the main thread (a background coroutine), or just before the first ad is requested.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
