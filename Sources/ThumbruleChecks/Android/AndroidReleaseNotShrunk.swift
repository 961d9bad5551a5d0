import ThumbruleCore
import ThumbruleFrontEnds

/// An application module whose `release` build type does not run R8: `minifyEnabled false`
/// (`isMinifyEnabled = false`, or a script variable holding false, as React Native's
/// `enableProguardInReleaseBuilds`), or no setting at all, which the Android Gradle plugin
/// reads as off. The APK and bundle then ship every class of every library, unused or not,
/// unobfuscated and unoptimised. Android Lint has no check for this.
///
/// Settled by `GradleModule.releaseMinify`: nothing is reported when build logic (a
/// convention plugin in `buildSrc` or `build-logic`), the root script or a script the module
/// applies sets shrinking, when a block sets it for every build type, when `release`
/// `initWith`s another type, or when the value is computed. Flutter's Gradle plugin shrinks
/// release builds by default, so a Flutter app is reported only when it turns shrinking off.
/// Library modules are left out: the app that links them shrinks them.
struct AndroidReleaseNotShrunk: AndroidCheck {
    package static let description = CheckDescription(
        id: "perf-size.android-release-not-shrunk",
        ruleId: "perf-size",
        summary: "An Android app's release build type without R8 code shrinking",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes {
                        release {
                            ↓isMinifyEnabled = false
                            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // React Native's template keeps the switch in a variable, off.
            CheckExample(files: [
                ("android/settings.gradle", "include ':app'"),
                ("android/app/build.gradle", """
                apply plugin: "com.android.application"
                apply plugin: "com.facebook.react"

                def enableProguardInReleaseBuilds = false

                android {
                    namespace "com.example.wallet"
                    defaultConfig { minSdkVersion 24; targetSdkVersion 35 }
                    buildTypes {
                        debug { signingConfig signingConfigs.debug }
                        release {
                            signingConfig signingConfigs.release
                            ↓minifyEnabled enableProguardInReleaseBuilds
                        }
                    }
                }
                """),
                ("android/app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
            ]),
            // No setting: the Android Gradle plugin leaves release unshrunk; debug's own switch does not carry over.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle", """
                plugins { id 'com.android.application' }
                android {
                    namespace 'com.example.notes'
                    defaultConfig { minSdk 26; targetSdk 35 }
                    buildTypes {
                        debug { minifyEnabled true }
                        ↓release { signingConfig signingConfigs.release }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes {
                        ↓getByName("release") { signingConfig = signingConfigs.getByName("release") }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
        ],
        nonTriggering: [
            // quranacademy-android's database generator beside the app: a developer's utility, never shipped.
            CheckExample(files: [
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes {
                        release {
                            isMinifyEnabled = true
                            isShrinkResources = true
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ] + AndroidExample.buildToolModule(targetSdk: 34)),
            // The postprocessing block's spelling of the same R8 pass.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes {
                        release {
                            postprocessing {
                                isRemoveUnusedCode = true
                                isOptimizeCode = true
                            }
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes {
                        debug { isMinifyEnabled = false }
                        release {
                            isMinifyEnabled = true
                            isShrinkResources = true
                        }
                    }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // A library module: the app that links it shrinks it.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":core\")"),
                ("core/build.gradle.kts", """
                plugins { id("com.android.library") }
                android { namespace = "com.example.core"; buildTypes { release { isMinifyEnabled = false } } }
                """),
            ]),
            // A convention plugin in build-logic sets shrinking for every app module.
            CheckExample(files: [
                ("settings.gradle.kts", "pluginManagement { includeBuild(\"build-logic\") }\ninclude(\":app\")"),
                ("build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt", """
                class AndroidApplicationConventionPlugin : Plugin<Project> {
                    override fun apply(target: Project) {
                        with(target) {
                            pluginManager.apply("com.android.application")
                            extensions.configure<ApplicationExtension> {
                                buildTypes.getByName("release").isMinifyEnabled = true
                            }
                        }
                    }
                }
                """),
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 35 }
                    buildTypes { release { signingConfig = signingConfigs.getByName("release") } }
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
            // Flutter's Gradle plugin shrinks release builds unless told not to.
            CheckExample(files: [
                ("android/settings.gradle", "include ':app'"),
                ("android/app/build.gradle", """
                plugins {
                    id "com.android.application"
                    id "dev.flutter.flutter-gradle-plugin"
                }
                android {
                    namespace "com.example.player"
                    defaultConfig { minSdkVersion flutter.minSdkVersion; targetSdkVersion flutter.targetSdkVersion }
                    buildTypes {
                        release { signingConfig signingConfigs.release }
                        debug { minifyEnabled true }
                    }
                }
                """),
                ("android/app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
            ]),
            // Computed at configuration time, or set for every build type: not settled by reading.
            CheckExample(files: [
                ("settings.gradle", "include ':app'\ninclude ':tv'"),
                ("app/build.gradle", """
                plugins { id 'com.android.application' }
                android {
                    namespace 'com.example.app'
                    buildTypes { release { minifyEnabled project.hasProperty('shrink') } }
                }
                """),
                ("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
                ("tv/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.tv"
                    buildTypes.configureEach { isMinifyEnabled = name != "debug" }
                    buildTypes { release { } }
                }
                """),
                ("tv/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>"),
            ]),
            // The module's release settings come from a shared script it applies.
            CheckExample(files: [
                AndroidExample.settings,
                ("common.gradle", "android { buildTypes { release { minifyEnabled true } } }"),
                ("app/build.gradle", """
                plugins { id 'com.android.application' }
                apply from: "../common.gradle"
                android { namespace 'com.example.app'; buildTypes { release { signingConfig signingConfigs.release } } }
                """),
                AndroidExample.manifest("<application />"),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for app in android.apps {
            guard let buildFile = app.buildFilePath else { continue }
            let position: TextPosition
            let cause: String
            switch app.module.releaseMinify {
            case .disabled(let at):
                position = at
                cause = "The release build type turns R8 code shrinking off"
            case .unset(let at):
                position = at
                cause = "The release build type never turns on R8 code shrinking (minifyEnabled), and the Android Gradle plugin leaves it off"
            case .enabled, .unknown:
                continue
            }
            output.report(
                "\(cause), so the app people download carries every class of every library it links, used or not, unoptimised: a larger download on their data plan and a larger install on a full phone. Set isMinifyEnabled = true (minifyEnabled true in Groovy) and isShrinkResources = true in release, keep the classes reflection needs in proguard-rules.pro, and test the release build.",
                at: SourcePosition(path: buildFile, line: position.line, column: position.column), confidence: .high)
        }
    }
}
