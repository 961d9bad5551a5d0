import Foundation
import Testing
@testable import ThumbruleFrontEnds

/// Whole builds read from disk: modules, kinds, SDK levels and dependencies resolved.
@Suite struct GradleProjectTests {
    @Test func multiModuleBuildWithCatalogExtAndProperties() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle.kts", "rootProject.name = \"Demo\"\ninclude(\":app\", \":core:data\", \":core:ui\", \":app:test\")")
        try folder.write("gradle.properties", "android.minSdk=23\n")
        try folder.write("gradle/libs.versions.toml", VersionCatalogTests.catalog)
        try folder.write("build.gradle", """
            ext {
                compileSdkVersion = 35
                targetSdkVersion = 34
            }
            """)
        try folder.write("app/build.gradle.kts", """
            plugins {
                alias(libs.plugins.android.application)
                alias(libs.plugins.kotlin.android)
            }
            android {
                namespace = "com.example.demo"
                compileSdk = rootProject.extra["compileSdkVersion"] as Int
                defaultConfig {
                    applicationId = "com.example.demo"
                    minSdk = (findProperty("android.minSdk") as String).toInt()
                    targetSdk = libs.versions.targetSdk.get().toInt()
                }
            }
            dependencies {
                implementation(projects.core.data)
                implementation(libs.bundles.ads)
                implementation(platform(libs.firebase.bom))
                implementation("androidx.work:work-runtime-ktx:2.9.0")
                testImplementation(libs.junit)
                debugImplementation(project(":core:ui"))
            }
            """)
        try folder.write("app/src/main/AndroidManifest.xml", "<manifest/>")
        try folder.write("app/src/debug/AndroidManifest.xml", "<manifest/>")
        try folder.write("core/data/build.gradle", """
            apply plugin: 'com.android.library'
            android {
                compileSdkVersion rootProject.ext.compileSdkVersion
                defaultConfig { minSdkVersion 21 }
            }
            dependencies { implementation project(':core:ui') }
            """)
        try folder.write("core/ui/build.gradle.kts", "plugins { id(\"com.android.library\") }")
        try folder.write("app/test/build.gradle.kts", "plugins { id(\"com.android.test\") }")

        let project = GradleProject.load(root: folder.url)
        #expect(project.notes.isEmpty, "\(project.notes)")
        #expect(project.modules.map(\.path) == [":app", ":core:data", ":core:ui", ":app:test"])
        #expect(project.modules.map(\.kind) == [.application, .library, .library, .test])
        let app = try #require(project.module(":app"))
        #expect(app.pluginIds == ["com.android.application", "org.jetbrains.kotlin.android"])
        #expect(app.namespace == "com.example.demo")
        #expect(app.compileSdk == .known(35))
        #expect(app.minSdk == .known(23))
        #expect(app.targetSdk == .known(34))
        #expect(app.dependencies.map(\.coordinate) == [
            "com.google.android.gms:play-services-ads:23.1.0", "com.google.firebase:firebase-analytics",
            "com.google.firebase:firebase-bom:33.1.0", "androidx.work:work-runtime-ktx:2.9.0", "junit:junit:4.13.2",
        ])
        #expect(app.dependencies.map(\.isPlatform) == [false, false, true, false, false])
        #expect(app.dependencies.last?.scope == .test)
        #expect(app.dependsOn("com.google.android.gms:play-services-ads"))
        #expect(app.moduleDependencies.map(\.path) == [":core:data", ":core:ui"])
        #expect(app.manifests == ["app/src/main/AndroidManifest.xml", "app/src/debug/AndroidManifest.xml"])
        #expect(project.moduleClosure(of: app).map(\.path) == [":core:data", ":core:ui"])
        #expect(project.moduleClosure(of: project.module(":core:ui")!).isEmpty)
        let data = try #require(project.module(":core:data"))
        #expect(data.compileSdk == .known(35))
        #expect(data.minSdk == .known(21))
    }

    /// A script that moves the main manifest (an older Eclipse-style layout) names it instead of
    /// `src/main`, in both DSLs; a variant's manifest stays in its source set.
    @Test func movedMainManifestStandsInForSrcMain() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle", "include ':app', ':legacy'")
        try folder.write("gradle/libs.versions.toml", VersionCatalogTests.catalog)
        // The plugin named by its catalog alias's id, as some convention-plugin builds do.
        try folder.write("app/build.gradle.kts", """
            plugins { id(libs.plugins.android.application.get().pluginId) }
            android {
                sourceSets {
                    getByName("main") {
                        manifest.srcFile("AndroidManifest.xml")
                        res.srcDirs("res")
                    }
                    getByName("test") { java.srcDir("src/test/java") }
                }
            }
            """)
        try folder.write("app/AndroidManifest.xml", "<manifest/>")
        try folder.write("app/src/release/AndroidManifest.xml", "<manifest/>")
        try folder.write("legacy/build.gradle", """
            apply plugin: 'com.android.application'
            android { sourceSets { main { manifest.srcFile 'manifest/AndroidManifest.xml' } } }
            """)
        try folder.write("legacy/manifest/AndroidManifest.xml", "<manifest/>")

        let project = GradleProject.load(root: folder.url)
        let app = try #require(project.module(":app"))
        #expect(app.kind == .application)
        #expect(app.manifests == ["app/AndroidManifest.xml", "app/src/release/AndroidManifest.xml"])
        #expect(app.mainManifest == "app/AndroidManifest.xml")
        #expect(project.module(":legacy")?.mainManifest == "legacy/manifest/AndroidManifest.xml")
        #expect(project.mergedManifest(of: app).manifest != nil)
    }

    @Test func flutterAppLevelsAreFloors() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle", "include \":app\"")
        try folder.write("app/build.gradle", """
            plugins {
                id "com.android.application"
                id "dev.flutter.flutter-gradle-plugin"
            }
            android {
                compileSdk flutter.compileSdkVersion
                defaultConfig {
                    minSdkVersion flutter.minSdkVersion
                    targetSdkVersion flutter.targetSdkVersion
                }
            }
            """)
        let app = try #require(GradleProject.load(root: folder.url).module(":app"))
        #expect(app.targetSdk == .unknownAtLeast(33))
        #expect(app.targetSdk.isAtLeast(33) && !app.targetSdk.isBelow(33))
        #expect(app.compileSdk == .unknownAtLeast(33))
        #expect(app.minSdk.lowerBound == 16)
    }

    @Test func buildSrcConstantsAndUnsetTarget() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle.kts", "include(\":app\")")
        try folder.write("buildSrc/src/main/kotlin/AppConfig.kt", """
            object AppConfig {
                const val compileSdk = 34
                const val minSdk = 26
                object Play { const val target = 33 }
            }
            """)
        try folder.write("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android {
                compileSdk = AppConfig.compileSdk
                defaultConfig { minSdk = AppConfig.minSdk }
            }
            """)
        let app = try #require(GradleProject.load(root: folder.url).module(":app"))
        #expect(app.compileSdk == .known(34))
        #expect(app.minSdk == .known(26))
        // No targetSdk anywhere: Android uses the minimum.
        #expect(app.targetSdk == .known(26))
    }

    @Test func conventionPluginsGiveKindAndLevels() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle.kts", """
            pluginManagement { includeBuild("build-logic") }
            include(":app", ":feature")
            """)
        try folder.write("gradle/libs.versions.toml", """
            [plugins]
            demo-android-application = { id = "demo.android.application" }
            demo-android-library = { id = "demo.android.library" }
            """)
        try folder.write("build-logic/convention/build.gradle.kts", """
            gradlePlugin {
                plugins {
                    register("androidApplication") {
                        id = libs.plugins.demo.android.application.asProvider().get().pluginId
                        implementationClass = "AndroidApplicationConventionPlugin"
                    }
                    register("androidLibrary") {
                        id = "demo.android.library"
                        implementationClass = "AndroidLibraryConventionPlugin"
                    }
                }
            }
            """)
        try folder.write("build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt", """
            class AndroidApplicationConventionPlugin : Plugin<Project> {
                override fun apply(target: Project) {
                    with(target) {
                        with(pluginManager) {
                            apply("com.android.application")
                            apply("org.jetbrains.kotlin.android")
                        }
                        extensions.configure<ApplicationExtension> {
                            configureKotlinAndroid(this)
                            defaultConfig.targetSdk = 35
                            testOptions.targetSdk = 99
                            lint { targetSdk = 98 }
                        }
                    }
                }
            }
            """)
        try folder.write("build-logic/convention/src/main/kotlin/AndroidLibraryConventionPlugin.kt", """
            class AndroidLibraryConventionPlugin : Plugin<Project> {
                override fun apply(target: Project) {
                    with(target) { pluginManager.apply("com.android.library") }
                }
            }
            """)
        try folder.write("build-logic/convention/src/main/kotlin/KotlinAndroid.kt", """
            internal fun Project.configureKotlinAndroid(commonExtension: CommonExtension<*, *, *, *, *, *>) {
                commonExtension.apply {
                    compileSdk = 35
                    defaultConfig.apply { minSdk = 21 }
                }
            }
            """)
        try folder.write("app/build.gradle.kts", "plugins { alias(libs.plugins.demo.android.application) }")
        try folder.write("feature/build.gradle.kts", "plugins { id(\"demo.android.library\") }")
        let project = GradleProject.load(root: folder.url)
        let app = try #require(project.module(":app"))
        #expect(app.kind == .application)
        #expect(app.pluginIds == ["demo.android.application", "com.android.application", "org.jetbrains.kotlin.android"])
        #expect(app.targetSdk == .known(35))
        #expect(app.compileSdk == .known(35))
        #expect(app.minSdk == .known(21))
        #expect(project.module(":feature")?.kind == .library)
    }

    @Test func rootsAreFoundBelowAFolder() throws {
        let folder = try ScratchFolder()
        try folder.write("mobile/android/settings.gradle", "include ':app'")
        try folder.write("mobile/android/build-logic/settings.gradle.kts", "")
        try folder.write("tools/settings.gradle.kts", "")
        try folder.write("node_modules/lib/android/settings.gradle", "")
        try folder.write("ios/App.swift", "")
        let roots = GradleProject.findRoots(under: folder.url).map { $0.path.replacingOccurrences(of: folder.url.standardizedFileURL.path + "/", with: "") }
        #expect(roots == ["tools", "mobile/android"])
    }

    @Test func missingAndBrokenFilesAreNotes() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle", "include ':gone', ':app'")
        try folder.write("app/build.gradle", "android { defaultConfig { targetSdkVersion 3")
        let project = GradleProject.load(root: folder.url)
        #expect(project.notes.contains { $0.contains(":gone") })
        #expect(project.module(":app")?.script?.file.isBalanced == false)
        #expect(project.module(":app")?.kind == .unknown)
        let empty = GradleProject.load(root: folder.url.appendingPathComponent("nothing"))
        #expect(empty.modules.isEmpty)
    }

    /// The release build type's shrinking: as set, AGP's default of off where nothing sets it,
    /// Flutter's default of on, and unknown where something not read could set it.
    @Test func releaseMinifyIsReadPerModule() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle", "include ':off', ':unset', ':on', ':flutter', ':computed', ':chained', ':shared', ':none', ':lib'")
        try folder.write("common.gradle", "android { buildTypes { release { minifyEnabled true } } }")
        try folder.write("off/build.gradle", """
            apply plugin: 'com.android.application'
            def shrink = false
            android { buildTypes { release { minifyEnabled shrink } } }
            """)
        try folder.write("unset/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { buildTypes { debug { isMinifyEnabled = true }; getByName("release") { signingConfig = null } } }
            """)
        try folder.write("on/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { buildTypes { getByName("release") { isMinifyEnabled = true } } }
            """)
        try folder.write("flutter/build.gradle", """
            plugins { id "com.android.application"; id "dev.flutter.flutter-gradle-plugin" }
            android { buildTypes { release { signingConfig signingConfigs.debug } } }
            """)
        try folder.write("computed/build.gradle", """
            apply plugin: 'com.android.application'
            android { buildTypes { release { minifyEnabled project.hasProperty('r8') } } }
            """)
        try folder.write("chained/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { buildTypes.getByName("release").isMinifyEnabled = true }
            """)
        try folder.write("shared/build.gradle", """
            apply plugin: 'com.android.application'
            apply from: '../common.gradle'
            android { buildTypes { release { } } }
            """)
        try folder.write("none/build.gradle.kts", "plugins { id(\"com.android.application\") }")
        try folder.write("lib/build.gradle.kts", """
            plugins { id("com.android.library") }
            android { buildTypes { release { isMinifyEnabled = false } } }
            """)

        let project = GradleProject.load(root: folder.url)
        guard case .disabled(let off)? = project.module(":off")?.releaseMinify else { Issue.record("off"); return }
        #expect((off.line, off.column) == (3, 34))
        guard case .unset(let unset)? = project.module(":unset")?.releaseMinify else { Issue.record("unset"); return }
        #expect((unset.line, unset.column) == (2, 58))
        #expect(project.module(":on")?.releaseMinify == .enabled)
        #expect(project.module(":flutter")?.releaseMinify == .enabled)
        for path in [":computed", ":chained", ":shared", ":none", ":lib"] {
            #expect(project.module(path)?.releaseMinify == .unknown, "\(path)")
        }
    }
}
