import Testing
import ThumbruleFrontEnds
@testable import ThumbruleCore

/// Reports every Kotlin `flag()` call; the engine decides which findings survive from its scopes.
private struct KotlinFlagCheck: AndroidCheck {
    static let description = CheckDescription(id: "test-scope.kotlin-flag", ruleId: "test-scope", summary: "Flags flag().",
                                              triggering: [], nonTriggering: [])
    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles {
            for index in file.file.callIndices(named: "flag") { output.report("flag", at: file.position(ofCall: index)) }
        }
    }
}

@Suite struct AndroidModelTests {
    static let build: [(String, String)] = [
        ("settings.gradle.kts", "include(\":app\")"),
        ("gradle/libs.versions.toml", "[versions]\ntargetSdk = \"34\"\n"),
        ("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android {
                namespace = "com.example.app"
                defaultConfig { minSdk = 26; targetSdk = libs.versions.targetSdk.get().toInt() }
            }
            """),
        ("app/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
                <application><activity android:name=".MainActivity" /></application>
            </manifest>
            """),
    ]

    func findings(_ files: [(String, String)]) -> [Finding] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        return Engine(checks: [KotlinFlagCheck.self], jobs: 2).run(files: workspace, root: "").findings
    }

    @Test func classifiesAndroidFiles() {
        let kinds: [String: FileKind] = [
            "settings.gradle.kts": .gradleSettings, "android/settings.gradle": .gradleSettings, "app/build.gradle.kts": .gradle,
            "gradle/dependencies.gradle": .gradle, "gradle/libs.versions.toml": .versionCatalog, "gradle.properties": .gradleProperties,
            "app/src/main/java/com/example/Main.kt": .kotlin, "scripts/tool.main.kts": .kotlin,
            "app/src/main/AndroidManifest.xml": .androidManifest, "app/src/main/res/layout/main.xml": .androidLayout,
            "app/src/main/res/layout-land/main.xml": .androidLayout, "app/src/main/java/com/example/Holder.java": .java,
        ]
        for (path, kind) in kinds { #expect(FileKind.classify(path) == kind, "\(path)") }
        #expect(FileKind.classify("app/src/main/res/values/strings.xml") == .androidStrings)
        #expect(FileKind.classify("app/src/main/res/values/styles.xml") == .androidResource)
        #expect(FileKind.classify("app/src/main/res/xml/network_security_config.xml") == .androidResource)
        #expect(FileKind.classify("app/src/main/res/drawable/ic_add.xml") == nil)
    }

    /// A layout no code or resource names (by `R.layout`, `@layout/` or its binding class) does
    /// not ship; a library-style name, or a project that looks resources up by built names,
    /// is never decided.
    @Test func layoutsNothingNamesAreUnreachable() {
        let layout = "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\" />"
        let files = Self.build + [
            ("app/src/main/res/layout/activity_login.xml", layout),
            ("app/src/main/res/layout/fragment_home.xml", layout),
            ("app/src/main/res/layout/item_row.xml", layout),
            ("app/src/main/res/layout/activity_main.xml", "<FrameLayout><include layout=\"@layout/item_row\" /></FrameLayout>"),
            ("app/src/main/res/layout/exo_player_control_view.xml", layout),
            ("app/src/main/java/com/example/app/MainActivity.kt", """
                class MainActivity : AppCompatActivity() {
                    override fun onCreate(state: Bundle?) { setContentView(R.layout.activity_main); show(HomeFragment()) }
                }
                class HomeFragment : Fragment() { val binding = FragmentHomeBinding.inflate(layoutInflater) }
                """),
        ]
        func scope(_ files: [(String, String)], _ name: String) -> CodeScope {
            let android = Project(root: "", files: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }).android
            return android.scope(at: SourcePosition(path: "app/src/main/res/layout/\(name).xml", line: 1, column: 1))
        }
        #expect(scope(files, "activity_login") == .unreachable)
        #expect(scope(files, "activity_main") == .app)
        #expect(scope(files, "fragment_home") == .app)
        #expect(scope(files, "item_row") == .app)
        #expect(scope(files, "exo_player_control_view") == .app)
        let lookedUp = files + [("app/src/main/java/com/example/app/Screens.kt", "fun id(name: String) = resources.getIdentifier(name, \"layout\", packageName)")]
        #expect(scope(lookedUp, "activity_login") == .app)
    }

    /// A fragment no running code, layout, manifest, navigation graph or Java names (mole-android's
    /// dev showcase, opened only by another such fragment and a commented-out call) does not ship,
    /// nor the layouts only it inflates and those only they include.
    @Test func layoutsOnlyUnnamedFragmentsInflateAreUnreachable() {
        let files = Self.build + [
            ("app/src/main/res/layout/test_screen.xml", "<FrameLayout><include layout=\"@layout/test_buttons\" /></FrameLayout>"),
            ("app/src/main/res/layout/test_buttons.xml", "<LinearLayout />"),
            ("app/src/main/res/layout/main_screen.xml", "<LinearLayout />"),
            ("app/src/main/java/com/example/app/MainActivity.kt", """
                class MainActivity : AppCompatActivity() {
                    override fun onCreate(state: Bundle?) {
                        setContentView(R.layout.main_screen)
                        // show(ShowcaseFragment())
                    }
                }
                """),
            ("app/src/main/java/com/example/app/ShowcaseFragment.kt", """
                class ShowcaseFragment : Fragment() {
                    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?) =
                        inflater.inflate(R.layout.test_screen, container, false)
                }
                """),
            ("app/src/main/java/com/example/app/TabsFragment.kt", """
                class TabsFragment : Fragment() {
                    fun open() { childFragmentManager.beginTransaction().replace(R.id.tab, ShowcaseFragment()).commit() }
                }
                """),
        ]
        func scope(_ files: [(String, String)], _ path: String, line: Int = 1) -> CodeScope {
            let android = Project(root: "", files: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }).android
            return android.scope(at: SourcePosition(path: path, line: line, column: 1))
        }
        #expect(scope(files, "app/src/main/res/layout/test_screen.xml") == .unreachable)
        #expect(scope(files, "app/src/main/res/layout/test_buttons.xml") == .unreachable)
        #expect(scope(files, "app/src/main/res/layout/main_screen.xml") == .app)
        #expect(scope(files, "app/src/main/java/com/example/app/ShowcaseFragment.kt", line: 3) == .unreachable)
        // Once running code opens the tabs, the showcase and its layouts ship.
        let opened = files + [("app/src/main/java/com/example/app/Home.kt", "fun home(m: FragmentManager) { m.beginTransaction().add(TabsFragment(), null).commit() }")]
        #expect(scope(opened, "app/src/main/res/layout/test_buttons.xml") == .app)
        #expect(scope(opened, "app/src/main/java/com/example/app/ShowcaseFragment.kt", line: 3) == .app)
        // A layout naming it (`<fragment android:name>`) is a use too.
        let hosted = files + [("app/src/main/res/layout/host.xml", "<fragment android:name=\"com.example.app.ShowcaseFragment\" />")]
        #expect(scope(hosted, "app/src/main/res/layout/test_screen.xml") == .app)
    }

    @Test func readsBuildsAndManifestsFromMemory() {
        let files = Self.build.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let android = Project(root: "", files: files).android
        #expect(android.builds.map(\.root) == [""])
        #expect(android.apps.count == 1)
        #expect(android.apps.first?.targetSdk == .known(34))
        #expect(android.apps.first?.manifest.requests("android.permission.POST_NOTIFICATIONS") == true)
        #expect(android.apps.first?.mainManifestPath == "app/src/main/AndroidManifest.xml")
    }

    /// A variant's own manifest that removes a permission is read beside the merged `main` one;
    /// debug and test source sets do not ship, so their removals do not count. Java files are
    /// lexed for names, with their source set's scope.
    @Test func variantRemovalsAndJavaFiles() {
        let removal = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
            <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" tools:node="remove" />
            </manifest>
            """
        let files = (Self.build + [
            ("app/src/googlePlayRelease/AndroidManifest.xml", removal),
            ("app/src/debug/AndroidManifest.xml", removal.replacingOccurrences(of: "READ_MEDIA_IMAGES", with: "CAMERA")),
            ("app/src/main/java/com/example/Holder.java", "class Holder { /* a /* b */ void bind() { icon.setContentDescription(title); } }"),
            ("app/src/test/java/com/example/HolderTest.java", "class HolderTest { void setContentDescription() {} }"),
            ("app/src/main/java/com/example/Other.java", "class Other {}"),
        ]).compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let project = Project(root: "", files: files)
        #expect(project.android.apps.first?.permissionsRemovedByVariants == ["android.permission.READ_MEDIA_IMAGES": ["googlePlayRelease"]])
        let java = project.androidJavaFiles(mentioning: "ContentDescription")
        #expect(java.map(\.path) == ["app/src/main/java/com/example/Holder.java", "app/src/test/java/com/example/HolderTest.java"])
        #expect(java.map(\.scope) == [.app, .test])
        let holder = java[0].source
        #expect(holder.tokens.indices.contains { holder.text(at: $0) == "setContentDescription" })
        #expect(holder.issues.isEmpty)
    }

    @Test func aLoneModuleIsABuild() {
        let files = [("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\nandroid { defaultConfig { targetSdk = 35 } }"),
                     ("app/src/main/AndroidManifest.xml", "<manifest><application /></manifest>")].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let android = Project(root: "", files: files).android
        #expect(android.builds.map(\.root) == ["app"])
        #expect(android.apps.first?.targetSdk == .known(35))
        #expect(android.apps.first?.mainManifestPath == "app/src/main/AndroidManifest.xml")
    }

    @Test func findsTheAndroidFolderOfAFlutterApp() {
        let files = [
            ("lib/main.dart", "void main() {}"),
            ("android/settings.gradle", "include ':app'"),
            ("android/app/build.gradle", """
                apply plugin: 'com.android.application'
                android { defaultConfig { targetSdkVersion flutter.targetSdkVersion } }
                """),
            ("android/app/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
            ("android/app/src/main/kotlin/com/example/MainActivity.kt", "class MainActivity : FlutterActivity()"),
        ].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let android = Project(root: "", files: files).android
        #expect(android.builds.map(\.root) == ["android"])
        #expect(android.apps.first?.targetSdk == .unknownAtLeast(33))
        #expect(android.apps.first?.mainManifestPath == "android/app/src/main/AndroidManifest.xml")
        #expect(android.kotlinFiles.map(\.path) == ["android/app/src/main/kotlin/com/example/MainActivity.kt"])
    }

    /// A build made for F-Droid and GitHub releases, with no Play flavor and nothing only a Play
    /// app links, never reaches Play; a Play flavor or Firebase says it may.
    @Test func appsBuiltForOtherChannelsAreNotOnPlay() {
        func app(flavors: String, dependencies: String = "") -> AndroidApp? {
            let files = [
                ("settings.gradle.kts", "include(\":app\")"),
                ("app/build.gradle.kts", """
                    plugins { id("com.android.application") }
                    android {
                        defaultConfig { applicationId = "org.downloader.app"; targetSdk = 34 }
                        productFlavors { \(flavors) }
                    }
                    dependencies { \(dependencies) }
                    """),
                ("app/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
            ].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
            return Project(root: "", files: files).android.apps.first
        }
        #expect(app(flavors: #"create("generic") { }; create("githubPreview") { }; create("fdroid") { }"#)?.isNeverUploaded == true)
        #expect(app(flavors: #"create("standard") { }; create("fdroid") { }"#, dependencies: #"implementation("com.google.firebase:firebase-crashlytics:19.0.0")"#)?.isNeverUploaded == false)
        #expect(app(flavors: #"create("gplay") { }; create("fdroid") { }"#)?.isNeverUploaded == false)
        #expect(app(flavors: #"create("free") { }"#)?.isNeverUploaded == false)
    }

    /// A README that lists only F-Droid or another store for open-source apps says the app is not on Play; one
    /// that links the Play listing, or names no channel at all, says nothing of the kind.
    @Test func readmeNamingOnlyOtherChannels() {
        #expect(ReadmeChannels.namesOnlyOtherChannels("**Download**: [GitHub Releases](https://github.com/o/app/releases/latest) • [F-Droid](https://f-droid.org/packages/o.app)"))
        // A release badge or another project's releases page says nothing about Play.
        #expect(!ReadmeChannels.namesOnlyOtherChannels("[![Stable](https://img.shields.io/github/release/o/app.svg)](https://o.app/download)"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("Download bundletool (https://github.com/google/bundletool/releases)"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("Get it on [Google Play](https://play.google.com/store/apps/details?id=o.app) or [F-Droid](https://f-droid.org/packages/o.app)"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("# App\n\nBuild with ./gradlew assembleRelease."))
        // Another app's Play listing, recommended beside the app's own F-Droid badge, says nothing
        // about this app; its own listing (or a suffixed variant's), or any Play link when the
        // application id is unknown, names Play.
        let recommends = "[F-Droid](https://f-droid.org/packages/o.app)\n\nFor scrobbling we recommend [Scrobbler](https://play.google.com/store/apps/details?id=com.other.scrobble)."
        #expect(ReadmeChannels.namesOnlyOtherChannels(recommends, applicationId: "o.app"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels(recommends))
        #expect(!ReadmeChannels.namesOnlyOtherChannels(recommends, applicationId: "com.other.scrobble"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("[F-Droid](https://f-droid.org/packages/o.app) [Play](https://play.google.com/store/apps/details?id=o.app.foss&hl=en)", applicationId: "o.app"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("[F-Droid](https://f-droid.org/packages/o.app) [More apps](https://play.google.com/store/apps/dev?id=123)", applicationId: "o.app"))
        // An APK attached to a release, linked as the download, is a channel of its own; with Play
        // named beside it, or linking the release's page or a non-APK asset, it says nothing.
        #expect(ReadmeChannels.namesOnlyOtherChannels("<a href=\"https://github.com/o/app/releases/download/v0.0.3%2B2/app-v0.0.3+2.apk\">Download APK</a>"))
        #expect(ReadmeChannels.namesOnlyOtherChannels("[APK](https://github.com/o/app/releases/latest/download/App-android.apk)"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("[APK](https://github.com/o/app/releases/latest/download/App.apk) or [Google Play](https://play.google.com/store/apps/details?id=o.app)"))
        #expect(!ReadmeChannels.namesOnlyOtherChannels("[Windows](https://github.com/o/app/releases/latest/download/App.msi) [Releases](https://github.com/o/app/releases)"))
    }

    /// One application module per channel: the module named for F-Droid never reaches Play,
    /// the one named for the store may.
    @Test func appModuleNamedForAnotherChannelIsNotOnPlay() {
        let script = """
            plugins { id("com.android.application") }
            android { defaultConfig { applicationId = "net.vpn.client"; targetSdk = 34 } }
            dependencies { implementation(project(":core")) }
            """
        let files = [
            ("settings.gradle.kts", "include(\":core\", \":store\", \":fdroid\")"),
            ("core/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
            ("store/build.gradle.kts", script),
            ("fdroid/build.gradle.kts", script),
            ("store/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
            ("fdroid/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
        ].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let apps = Project(root: "", files: files).android.apps
        #expect(apps.map(\.module.path).sorted() == [":fdroid", ":store"])
        #expect(apps.first { $0.module.path == ":fdroid" }?.isNeverUploaded == true)
        #expect(apps.first { $0.module.path == ":store" }?.isNeverUploaded == false)
    }

    /// A package's example app (`packages/reader/example/android`) beside the app's own build
    /// is a developer's app: it ships nothing, and its Kotlin is not the app's.
    @Test func aPackagesExampleBuildBesideTheAppIsTheDevelopers() {
        func build(_ root: String, id: String) -> [(String, String)] {
            [("\(root)/settings.gradle", "include ':app'"),
             ("\(root)/app/build.gradle", "apply plugin: 'com.android.application'\nandroid { defaultConfig { applicationId \"\(id)\"; targetSdkVersion 34 } }"),
             ("\(root)/app/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
             ("\(root)/app/src/main/kotlin/Main.kt", "class MainActivity : FlutterActivity()")]
        }
        let files = (build("android", id: "org.books.app") + build("packages/reader/example/android", id: "org.reader.example"))
            .compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let android = Project(root: "", files: files).android
        #expect(android.apps.map(\.buildRoot) == ["android"])
        #expect(android.scope(at: SourcePosition(path: "packages/reader/example/android/app/src/main/kotlin/Main.kt", line: 1, column: 1)) == .test)
        // Checked alone, the example is the app being checked.
        let alone = Project(root: "", files: build("packages/reader/example/android", id: "org.reader.example").compactMap { WorkspaceFile.inMemory($0.0, $0.1) }).android
        #expect(alone.apps.count == 1)
    }

    @Test func dropsFindingsInTestsDebugCodeAndPreviews() {
        let found = findings(Self.build + [
            ("app/src/main/java/com/example/Home.kt", """
                fun home() { flag() }

                @Preview
                @Composable
                fun HomePreview() {
                    flag()
                }
                """),
            ("app/src/test/java/com/example/HomeTest.kt", "fun test() { flag() }"),
            ("app/src/debug/java/com/example/Debug.kt", "fun debug() { flag() }"),
            ("build-logic/convention/src/main/kotlin/Conventions.kt", "fun configure() { flag() }"),
            ("build-logic/settings.gradle.kts", "rootProject.name = \"build-logic\""),
            ("app/src/main/java/com/example/Channel.g.kt", "// Autogenerated from Pigeon (v26.0.0), do not edit directly.\npackage com.example\n\nfun send() { flag() }"),
            ("app/src/main/java/com/example/Api.kt", "/**\n * This class is auto generated by OpenAPI Generator.\n */\npackage com.example\n\nfun call() { flag() }"),
        ])
        #expect(found.map { "\($0.position.path):\($0.position.line)" } == ["app/src/main/java/com/example/Home.kt:1"])
    }

    @Test func composablesOnlyPreviewsCallArePreviews() {
        let found = findings(Self.build + [
            ("app/src/main/java/com/example/Home.kt", """
                @Composable
                fun Home() { com.example.Badge(); flag() }

                @Composable
                fun Badge() { flag() }

                @Composable
                fun SwatchSample() { flag(); Chip() }

                @Composable
                fun Chip() { flag() }

                @Composable
                fun Unused() { flag() }

                @Preview
                @Composable
                fun SwatchPreview() { SwatchSample() }
                """),
            ("app/src/test/java/com/example/ChipTest.kt", "fun test() { Chip() }"),
            ("app/src/main/java/com/example/MainActivity.kt", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(state: Bundle?) { setContent { Home() } }
                }
                """),
        ])
        // Home and Badge (called by its package-qualified name) are drawn; SwatchSample is drawn only by a preview, Chip only by it and
        // a test, and Unused by nothing (a composable only Kotlin can call never runs).
        #expect(found.map(\.position.line) == [2, 5])
    }

    /// The braces of `if (BuildConfig.DEBUG)`, of a conjunction with it and of a project flag
    /// defined as it are debug-only; `||`, `!`, `else` and a flag some parameter shadows ship.
    @Test func debugBuildBlocksAreDebugOnly() {
        let found = findings(Self.build + [
            ("app/src/main/java/com/example/Diagnostics.kt", """
                object Diagnostics {
                    val enabled = BuildConfig.DEBUG && Build.VERSION.SDK_INT >= 26
                    fun verbose() = enabled
                }
                val isDebug = BuildConfig.DEBUG
                val verboseLogs = BuildConfig.DEBUG

                fun start(app: Application) {
                    if (BuildConfig.DEBUG) {
                        flag()
                    } else {
                        flag()
                    }
                    if (com.example.app.BuildConfig.DEBUG && app.isTest) {
                        flag()
                    }
                    if (Diagnostics.verbose()) {
                        flag()
                    }
                    if (BuildConfig.DEBUG || app.isInternal) {
                        flag()
                    }
                    if (!BuildConfig.DEBUG) {
                        flag()
                    }
                    if (isDebug) {
                        flag()
                    }
                }

                fun report(verboseLogs: Boolean) {
                    if (verboseLogs) {
                        flag()
                    }
                }
                """),
        ])
        // Only the else branch, the `||` and `!` tests and the flag a parameter shadows ship.
        #expect(found.map(\.position.line) == [12, 21, 24, 33])
    }

    @Test func codeNoUserReachesIsUnreachable() {
        let found = findings(Self.build + [
            ("app/src/main/java/com/example/MainActivity.kt", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(state: Bundle?) { setContent { Home() }; flag() }
                }

                @Composable
                fun Home() { flag() }

                val route = Routes.NextHome
                val link = Deeplink.NextHome("id")
                """),
            // An activity the manifest never declares and no code starts: a rewrite in progress.
            ("app/src/main/java/com/example/NextActivity.kt", """
                class NextActivity : ComponentActivity() {
                    override fun onCreate(state: Bundle?) { setContent { NextHome() }; flag() }
                }

                @Composable
                fun NextHome() { Shared(); flag() }

                @Composable
                fun Shared() { flag() }

                private fun leftover() { flag() }

                private fun used() { flag() }

                fun caller() { used() }
                """),
        ])
        // NextActivity, NextHome (drawn only by it), Shared (drawn only by NextHome) and the
        // private leftover no code names never run; `used` and the public `caller` may, and
        // `Routes.NextHome` is some member and `Deeplink.NextHome("id")` a nested class, not the
        // top-level composable.
        #expect(found.map { "\($0.position.path.hasSuffix("MainActivity.kt") ? "main" : "next"):\($0.position.line)" }
                == ["main:2", "main:6", "next:13"])
    }

    /// A navigation destination whose route only dead code names (a navigate function nothing
    /// calls) never opens, nor what only its screen draws; one running code navigates to, the
    /// start destination and one with a deep link do.
    @Test func destinationsOnlyDeadCodeOpensAreUnreachable() {
        let files = Self.build + [
            ("app/src/main/java/com/example/MainActivity.kt", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(state: Bundle?) { setContent { AppNavigation(rememberNavController()) } }
                }
                """),
            ("app/src/main/java/com/example/Navigation.kt", """
                object Routes {
                    const val HOME = "home"
                    const val STATS = "stats"
                    const val LINKED = "linked"
                }

                @Composable
                fun AppNavigation(navController: NavHostController) {
                    NavHost(navController, startDestination = Routes.HOME) {
                        composable(Routes.HOME) { Home(navController) }
                        composable(route = Routes.STATS) {
                            Stats()
                        }
                        composable(Routes.LINKED, deepLinks = listOf(navDeepLink { uriPattern = "app://linked" })) {
                            Linked()
                        }
                    }
                }

                fun NavController.openHome() { navigate(Routes.HOME) }
                fun NavController.openStats() { navigate(Routes.STATS) }
                fun NavController.openLinked() { navigate(Routes.LINKED) }

                @Composable
                fun Home(navController: NavController) { Button(onClick = { navController.openHome() }) { flag() } }
                @Composable
                fun Stats() { flag() }
                @Composable
                fun Linked() { flag() }
                """),
        ]
        #expect(findings(files).map(\.position.line) == [25, 29])
        let opened = files + [("app/src/main/java/com/example/Menu.kt", "fun menu(navController: NavController) { navController.openStats() }")]
        #expect(findings(opened).map(\.position.line) == [25, 27, 29])
    }

    /// In a Flutter app, the handler of a method channel whose name no Dart code spells never
    /// runs, nor a private function only it calls; a channel Dart opens, a channel whose name
    /// Kotlin does not write as a literal, and any channel once Dart builds a channel's name, run.
    @Test func handlersOfChannelsNoDartOpensAreUnreachable() {
        let activity = ("app/src/main/java/com/example/MainActivity.kt", """
            class MainActivity : FlutterActivity() {
                override fun configureFlutterEngine(engine: FlutterEngine) {
                    MethodChannel(engine.dartExecutor.binaryMessenger, "app/main").setMethodCallHandler { _, result ->
                        flag()
                    }
                    val storage = MethodChannel(engine.dartExecutor.binaryMessenger, "app/storage")
                    storage.setMethodCallHandler { _, result ->
                        askStorage()
                    }
                    MethodChannel(engine.dartExecutor.binaryMessenger, CHANNEL).setMethodCallHandler { _, result ->
                        flag()
                    }
                }
                private fun askStorage() { flag() }
            }
            """)
        func lines(_ dart: String) -> [Int] {
            findings(Self.build + [activity, ("lib/main.dart", dart)]).map(\.position.line).sorted()
        }
        #expect(lines("const main = MethodChannel('app/main');\n") == [4, 11])
        #expect(lines("const main = MethodChannel('app/main');\nconst storage = MethodChannel('app/storage');\n") == [4, 11, 14])
        #expect(lines("const main = MethodChannel('app/main');\nfinal other = MethodChannel('$prefix/storage');\n") == [4, 11, 14])
        #expect(findings(Self.build + [activity]).map(\.position.line).sorted() == [4, 11, 14])
    }

    @Test func aTestHarnessAppIsTheDevelopers() {
        let found = findings([
            ("settings.gradle.kts", "include(\":app\", \":testharness\")"),
            AndroidModelTests.build[2],
            AndroidModelTests.build[3],
            ("testharness/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "com.example.harness"; defaultConfig { minSdk = 26; targetSdk = 34 } }
                """),
            ("testharness/src/main/AndroidManifest.xml", "<manifest><application /></manifest>"),
            ("app/src/main/java/com/example/Home.kt", "fun home() { flag() }"),
            ("testharness/src/main/java/com/example/harness/Harness.kt", "fun harness() { flag() }"),
        ])
        #expect(found.map(\.position.path) == ["app/src/main/java/com/example/Home.kt"])
        #expect(AndroidModel.isDeveloperApp("testharness") && AndroidModel.isDeveloperApp("samples/sample-app"))
        #expect(!AndroidModel.isDeveloperApp("app") && !AndroidModel.isDeveloperApp("wear"))
    }

    @Test func suppressionCommentsWorkInKotlin() {
        let found = findings(Self.build + [
            ("app/src/main/java/com/example/Home.kt", """
                fun home() {
                    // thumbrule:disable:next test-scope - a demo
                    flag()
                    flag()
                }
                """),
        ])
        #expect(found.map(\.position.line) == [4])
    }
}

/// Reports every `<uses-permission>` of the app's manifest.
private struct PermissionFlagCheck: AndroidCheck {
    static let description = CheckDescription(id: "test-scope.permission-flag", ruleId: "test-scope", summary: "Flags permissions.",
                                              triggering: [], nonTriggering: [])
    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for app in android.apps {
            for permission in app.manifest.permissions {
                if let position = app.position(permission.permission.position, in: permission.origin) { output.report("flag", at: position) }
            }
        }
    }
}

@Suite struct AndroidManifestSuppressionTests {
    @Test func suppressionCommentsWorkInManifests() {
        let files = [
            ("settings.gradle.kts", "include(\":app\")"),
            ("app/build.gradle.kts", "plugins { id(\"com.android.application\") }"),
            ("app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <!-- thumbrule:disable:next test-scope - an alarm clock app -->
                    <uses-permission android:name="android.permission.USE_EXACT_ALARM" />
                    <uses-permission android:name="android.permission.CAMERA" />
                    <application />
                </manifest>
                """),
        ].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let findings = Engine(checks: [PermissionFlagCheck.self], jobs: 1).run(files: files, root: "").findings
        #expect(findings.map { "\($0.checkId):\($0.position.line)" } == ["test-scope.permission-flag:4"])
    }
}
