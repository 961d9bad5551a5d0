import ThumbruleCore
import ThumbruleFrontEnds

/// A splash screen that holds the launch on a fixed timer before moving on: a splash activity
/// (its class is named `…Splash…`, or it is the manifest's launcher activity and `finish()`es
/// behind the next screen) whose `onCreate`
/// posts the next screen with `postDelayed`, a `Timer`'s `schedule`, or a coroutine `delay(…)`
/// followed by `startActivity`/`navigate`; or a `@Composable` named `…Splash…` whose
/// `LaunchedEffect` waits with `delay(…)` and then navigates or calls the caller's callback. Also a
/// `setKeepOnScreenCondition` whose condition blocks (`runBlocking`, a synchronous `execute()`,
/// Rx `blockingGet`), which runs before every frame. From Android 12 the system already shows a
/// splash, so a timed one is a second logo the person waits through on every launch. Android
/// Lint's `CustomSplashScreen` flags the activity's name; this flags the wait.
///
/// Left alone: a splash with a tap handler (the person can skip it), a splash that also moves on
/// outside the wait (the wait is then a timeout cap on real work, which the rulebook asks for, or
/// one branch among others), a delay outside `onCreate` (a timeout path of some other callback),
/// and a condition that reads a flag.
struct AndroidSplashTimer: AndroidCheck {
    package static let description = CheckDescription(
        id: "splash-hold.android-timed-splash",
        ruleId: "splash-hold",
        summary: "An Android splash activity or splash composable that waits on a fixed timer before moving on, or a keep-on-screen condition that blocks",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("SplashActivity", """
                class SplashActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContentView(R.layout.activity_splash)
                        Handler(Looper.getMainLooper()).↓postDelayed({
                            startActivity(Intent(this, MainActivity::class.java))
                            finish()
                        }, 2500)
                    }
                }
                """),
                AndroidExample.kotlin("SplashScreen", """
                @Composable
                fun SplashScreen(onFinished: () -> Unit) {
                    LaunchedEffect(Unit) {
                        ↓delay(2000)
                        onFinished()
                    }
                    Image(painterResource(R.drawable.logo), contentDescription = null)
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                <application>
                    <activity android:name=".LaunchActivity" android:exported="true">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                    </activity>
                </application>
                """),
                AndroidExample.kotlin("LaunchActivity", """
                class LaunchActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        lifecycleScope.launch {
                            ↓delay(3.seconds)
                            startActivity(Intent(this@LaunchActivity, HomeActivity::class.java))
                            finish()
                        }
                    }
                }
                """),
                AndroidExample.kotlin("HomeActivity", """
                class HomeActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        val splash = installSplashScreen()
                        super.onCreate(savedInstanceState)
                        splash.↓setKeepOnScreenCondition { runBlocking { settings.data.first().onboarded == null } }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        val splash = installSplashScreen()
                        super.onCreate(savedInstanceState)
                        splash.setKeepOnScreenCondition { viewModel.uiState.value.isLoading }
                        lifecycleScope.launch {
                            delay(300)
                            startActivity(Intent(this@MainActivity, WhatsNewActivity::class.java))
                        }
                    }
                }
                """),
                AndroidExample.kotlin("SplashActivity", """
                class SplashActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        startActivity(Intent(this, if (session.isSignedIn) MainActivity::class.java else LoginActivity::class.java))
                        finish()
                    }

                    private fun waitForWatch() {
                        lifecycleScope.launch {
                            delay(40_000)
                            startActivity(Intent(this@SplashActivity, LoginActivity::class.java))
                        }
                    }
                }
                """),
                AndroidExample.kotlin("RoutingSplash", """
                class RoutingSplashActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        viewModel.route.observe(this) { target -> startActivity(Intent(this, target)); finish() }
                        Handler(Looper.getMainLooper()).postDelayed({
                            startActivity(Intent(this, MainActivity::class.java))
                            finish()
                        }, 5000)
                    }
                }
                """),
                AndroidExample.kotlin("SplashIntro", """
                class SplashIntroActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        binding.root.setOnClickListener { openHome() }
                        binding.root.postDelayed({ openHome() }, 1500)
                    }

                    private fun openHome() = startActivity(Intent(this, MainActivity::class.java))
                }
                """),
            ]),
        ]
    )

    /// Calls that move on to the next screen.
    static let moveOn: Set<String> = ["startActivity", "navigate", "startActivities"]
    /// Calls that wait a fixed time and take the code to run after it.
    static let timers: Set<String> = ["postDelayed", "schedule"]
    /// Calls in a keep-on-screen condition that block the main thread.
    static let blocking: Set<String> = ["runBlocking", "execute", "blockingGet", "blockingFirst", "blockingSingle"]
    /// Names that give a way to skip the wait.
    static let skipNames: Set<String> = ["setOnClickListener", "clickable", "onClick"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let launchers = Set(android.apps.compactMap(\.launcherActivityName))
        for file in android.shippingKotlin {
            let bytes = file.file.source.bytes
            if bytes.contains(utf8: "setKeepOnScreenCondition") { checkCondition(file, &output) }
            guard bytes.contains(utf8: "Splash") || launchers.contains(where: { bytes.contains(utf8: $0) }) else { continue }
            let kotlin = file.file
            for (typeIndex, type) in kotlin.types.enumerated() {
                guard let name = type.name, type.supertypes.contains(where: { $0.hasSuffix("Activity") }),
                      name.contains("Splash") || launchers.contains(name),
                      let onCreate = kotlin.functions.indices.first(where: { kotlin.functions[$0].name == "onCreate" && kotlin.functions[$0].enclosingType == typeIndex }),
                      !kotlin.calls.indices.contains(where: { Self.skipNames.contains(kotlin.calls[$0].name) && file.call($0, isInType: typeIndex) }) else { continue }
                let inCreate = kotlin.calls.indices.filter { file.call($0, isInFunction: onCreate) }
                let inType = kotlin.calls.indices.filter { file.call($0, isInType: typeIndex) }
                // A launcher activity not named as a splash is one only when it closes itself behind the next screen.
                report(waitsIn: inCreate, whole: inType, of: file, moveOn: { Self.moveOn.contains(kotlin.calls[$0].name) },
                       alsoNeeds: name.contains("Splash") ? nil : "finish", &output)
            }
            for (index, function) in kotlin.functions.enumerated() where function.isComposable && function.name.contains("Splash") {
                let calls = kotlin.calls.indices.filter { file.call($0, isInFunction: index) }
                guard !calls.contains(where: { Self.skipNames.contains(kotlin.calls[$0].name) || kotlin.calls[$0].arguments.contains { $0.label == "onClick" } }) else { continue }
                let callbacks = Set(function.parameters.filter { $0.type?.contains("->") ?? false }.map(\.name))
                let effects = calls.filter { kotlin.calls[$0].name == "LaunchedEffect" }
                let inEffects = calls.filter { call in effects.contains { kotlin.calls[$0].tokenRange.contains(kotlin.calls[call].nameToken) } }
                report(waitsIn: inEffects, whole: calls, of: file, moveOn: { call in
                    Self.moveOn.contains(kotlin.calls[call].name) || kotlin.calls[call].receiver.isEmpty && callbacks.contains(kotlin.calls[call].name)
                }, &output)
            }
        }
    }

    /// Reports each wait among `calls` whose delayed code moves on: a timer whose argument or
    /// lambda does, or a `delay(…)` followed, in the same lambda, by a call that does. Nothing
    /// when `whole` (the activity or composable) also moves on outside every wait: the wait is
    /// then a timeout cap on real work, or one branch among others.
    func report(waitsIn calls: [Int], whole: [Int], of file: AndroidKotlinFile, moveOn: (Int) -> Bool, alsoNeeds: String? = nil, _ output: inout CheckOutput) {
        let kotlin = file.file
        let waits: [(call: Int, scope: Range<Int>)] = calls.compactMap { call in
            let wait = kotlin.calls[call]
            if Self.timers.contains(wait.name) {
                // `Timer().schedule(…)` or a Handler's or a view's `postDelayed`.
                if wait.name == "schedule", !wait.receiverNames(in: kotlin).contains(where: { $0.lowercased().contains("timer") }) { return nil }
                return (call, wait.tokenRange)
            }
            if wait.name == "delay", wait.receiver.isEmpty, case .lambda(let outer)? = wait.container {
                return (call, wait.nameToken..<kotlin.calls[outer].tokenRange.upperBound)
            }
            return nil
        }
        guard !whole.contains(where: { call in moveOn(call) && !waits.contains { $0.scope.contains(kotlin.calls[call].nameToken) } }) else { return }
        for (call, scope) in waits {
            let after = calls.filter { $0 != call && scope.contains(kotlin.calls[$0].nameToken) }
            guard after.contains(where: moveOn), alsoNeeds.map({ needed in after.contains { kotlin.calls[$0].name == needed } }) ?? true else { continue }
            output.report(
                "This splash waits on a fixed timer before it moves on, so every launch shows a logo for that long while the first screen could already be drawn, and from Android 12 it comes after the system's own splash: two splashes. Drop the wait: keep the system splash (installSplashScreen()) only while local state picks the first screen, and go there as soon as it is known.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }

    /// A keep-on-screen condition that blocks: it runs before every frame while the splash shows.
    func checkCondition(_ file: AndroidKotlinFile, _ output: inout CheckOutput) {
        let kotlin = file.file
        for index in kotlin.callIndices(named: "setKeepOnScreenCondition") {
            let range = kotlin.calls[index].tokenRange
            guard let blocking = kotlin.calls.first(where: { range.contains($0.nameToken) && Self.blocking.contains($0.name) }) else { continue }
            output.report(
                "This keep-on-screen condition calls \(blocking.name), which blocks the main thread; the condition runs before every frame, so the splash stays up for as long as that work takes and the app drops frames once it draws. Do the read once in a ViewModel or coroutine and let the condition return an in-memory flag it sets, with a timeout.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }
}
