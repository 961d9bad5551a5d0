import Testing
@testable import ThumbruleFrontEnds

/// Build script forms real projects use, in both DSLs.
@Suite struct GradleScriptTests {
    @Test func kotlinDSLPluginsAndAndroidBlock() {
        let script = GradleScript(text: """
            plugins {
                id("com.android.application")
                alias(libs.plugins.kotlin.android)
                kotlin("kapt")
                id("com.google.gms.google-services") version "4.4.0" apply false
            }
            android {
                namespace = "com.example.app"
                compileSdk = 34
                defaultConfig {
                    applicationId = "com.example.app"
                    minSdk = 24
                    targetSdk = libs.versions.targetSdk.get().toInt()
                }
            }
            """, kotlinDSL: true)
        #expect(script.plugins.map(\.id) == ["com.android.application", nil, "org.jetbrains.kotlin.kapt", "com.google.gms.google-services"])
        #expect(script.plugins[1].catalog == "libs" && script.plugins[1].alias == "kotlin.android")
        #expect(script.plugins[3].version == "4.4.0" && !script.plugins[3].isApplied)
        #expect(script.plugins[0].isApplied)
        #expect(script.namespace?.value == .string("com.example.app"))
        #expect(script.compileSdk?.value == .integer(34))
        #expect(script.compileSdk?.position.line == 9)
        #expect(script.minSdk?.value == .integer(24))
        #expect(script.targetSdk?.value == .catalogVersion(catalog: "libs", key: "targetSdk"))
    }

    @Test func bareAccessorsInPluginsBlockNameLegacyIds() {
        let app = GradleScript(text: "plugins {\n    android\n    id(\"kotlin-android\")\n}\n", kotlinDSL: true)
        #expect(app.plugins.map(\.id) == ["android", "kotlin-android"])
        #expect(app.plugins[0].position.line == 2)
        let library = GradleScript(text: "plugins {\n  `android-library`; kotlin(\"kapt\")\n}", kotlinDSL: true)
        #expect(library.plugins.map(\.id) == ["android-library", "org.jetbrains.kotlin.kapt"])
        // A name that is part of a longer statement, or outside `plugins { }`, is not a plugin.
        let other = GradleScript(text: "plugins {\n    id(\"x\") version\n    libs.versions\n}\nandroid\n", kotlinDSL: true)
        #expect(other.plugins.map(\.id) == ["x"])
    }

    @Test func sdkLevelsInEveryForm() {
        let forms: [(String, Bool, GradleValue)] = [
            ("android { defaultConfig { targetSdk = 34 } }", true, .integer(34)),
            ("android { defaultConfig { targetSdkVersion(34) } }", true, .integer(34)),
            ("android { defaultConfig { targetSdk(34) } }", true, .integer(34)),
            ("android { defaultConfig { targetSdkVersion 34 } }", false, .integer(34)),
            ("android { defaultConfig { targetSdk 34 } }", false, .integer(34)),
            ("android { defaultConfig { targetSdkVersion = 34 } }", false, .integer(34)),
            ("android { defaultConfig { targetSdkVersion \"34\" } }", false, .integer(34)),
            ("android {\n defaultConfig {\n targetSdkVersion rootProject.ext.targetSdkVersion\n }\n}", false,
             .reference(["rootProject", "ext", "targetSdkVersion"])),
            ("android { defaultConfig { targetSdk = rootProject.extra[\"targetSdk\"] as Int } }", true,
             .reference(["rootProject", "extra", "targetSdk"])),
            ("android { defaultConfig { targetSdk = flutter.targetSdkVersion } }", true, .reference(["flutter", "targetSdkVersion"])),
            ("android { defaultConfig { targetSdkVersion flutter.targetSdkVersion } }", false, .reference(["flutter", "targetSdkVersion"])),
            ("android { defaultConfig { targetSdk = libs.versions.targetSdk.get().toInt() } }", true,
             .catalogVersion(catalog: "libs", key: "targetSdk")),
            ("android { defaultConfig { targetSdk libs.versions.target.sdk.get().toInteger() } }", false,
             .catalogVersion(catalog: "libs", key: "target.sdk")),
            ("android { defaultConfig { targetSdk = AppConfig.targetSdk } }", true, .reference(["AppConfig", "targetSdk"])),
            ("android { defaultConfig { targetSdk = (findProperty(\"app.targetSdk\") as String).toInt() } }", true,
             .property("app.targetSdk")),
            ("android { defaultConfig { targetSdkVersion Integer.parseInt(project.property('targetSdk')) } }", false,
             .property("targetSdk")),
            ("android.defaultConfig.targetSdk = 33", true, .integer(33)),
        ]
        for (text, kotlin, expected) in forms {
            let script = GradleScript(text: text, kotlinDSL: kotlin)
            #expect(script.targetSdk?.value == expected, "\(text)")
        }
    }

    @Test func compileSdkForms() {
        #expect(GradleScript(text: "android { compileSdk = 35 }", kotlinDSL: true).compileSdk?.value == .integer(35))
        #expect(GradleScript(text: "android { compileSdkVersion(33) }", kotlinDSL: true).compileSdk?.value == .integer(33))
        #expect(GradleScript(text: "android { compileSdkVersion 31 }", kotlinDSL: false).compileSdk?.value == .integer(31))
        #expect(GradleScript(text: "android { compileSdk { version = release(36) } }", kotlinDSL: true).compileSdk?.value == .integer(36))
        #expect(GradleScript(text: "android { compileSdk = flutter.compileSdkVersion }", kotlinDSL: true).compileSdk?.value
                == .reference(["flutter", "compileSdkVersion"]))
    }

    @Test func groovyPluginsAndApplyPlugin() {
        let script = GradleScript(text: """
            plugins {
                id 'com.android.library'
                id "org.jetbrains.kotlin.android" version "1.9.0" apply false
            }
            apply plugin: 'kotlin-kapt'
            apply from: "$rootDir/versions.gradle"
            """, kotlinDSL: false)
        #expect(script.plugins.map(\.id) == ["com.android.library", "org.jetbrains.kotlin.android", "kotlin-kapt"])
        #expect(script.plugins.map(\.isApplied) == [true, false, true])
        #expect(script.plugins[1].version == "1.9.0")
        #expect(script.appliedScripts == ["$rootDir/versions.gradle"])
        let kotlin = GradleScript(text: "apply(plugin = \"com.android.application\")\npluginManager.apply(\"kotlin-parcelize\")", kotlinDSL: true)
        #expect(kotlin.plugins.map(\.id) == ["com.android.application", "kotlin-parcelize"])
    }

    @Test func dependencyNotations() {
        let kotlin = GradleScript(text: """
            dependencies {
                implementation("com.google.android.gms:play-services-ads:23.0.0")
                implementation(libs.play.services.ads)
                implementation(platform(libs.firebase.bom))
                implementation(platform("com.google.firebase:firebase-bom:32.7.0"))
                implementation(libs.bundles.compose)
                implementation(project(":core:data"))
                implementation(projects.feature.settings)
                debugImplementation("com.squareup.leakcanary:leakcanary-android:2.12")
                testImplementation(kotlin("test"))
                implementation(files("libs/a.jar"))
                "implementation"("x:y:1")
            }
            """, kotlinDSL: true)
        #expect(kotlin.dependencies.map(\.notation) == [
            .coordinate(group: "com.google.android.gms", artifact: "play-services-ads", version: "23.0.0"),
            .catalogLibrary(catalog: "libs", alias: "play.services.ads"),
            .catalogLibrary(catalog: "libs", alias: "firebase.bom"),
            .coordinate(group: "com.google.firebase", artifact: "firebase-bom", version: "32.7.0"),
            .catalogBundle(catalog: "libs", alias: "compose"),
            .project(path: ":core:data"),
            .projectAccessor(["feature", "settings"]),
            .coordinate(group: "com.squareup.leakcanary", artifact: "leakcanary-android", version: "2.12"),
            .coordinate(group: "org.jetbrains.kotlin", artifact: "kotlin-test", version: nil),
            .other("files(\"libs/a.jar\")"),
        ])
        #expect(kotlin.dependencies.map(\.isPlatform) == [false, false, true, true, false, false, false, false, false, false])
        #expect(kotlin.dependencies[7].configuration == "debugImplementation")

        let groovy = GradleScript(text: """
            dependencies {
                implementation 'androidx.work:work-runtime-ktx:2.9.0'
                implementation "com.google.firebase:firebase-analytics:$firebaseVersion"
                implementation platform('com.google.firebase:firebase-bom:32.0.0')
                implementation group: 'com.squareup.okhttp3', name: 'okhttp', version: '4.12.0'
                implementation project(':core')
                implementation project(path: ':feature')
                androidTestImplementation libs.androidx.test.runner
                implementation fileTree(dir: 'libs', include: ['*.jar'])
            }
            """, kotlinDSL: false)
        #expect(groovy.dependencies.map(\.notation) == [
            .coordinate(group: "androidx.work", artifact: "work-runtime-ktx", version: "2.9.0"),
            .coordinate(group: "com.google.firebase", artifact: "firebase-analytics", version: "$firebaseVersion"),
            .coordinate(group: "com.google.firebase", artifact: "firebase-bom", version: "32.0.0"),
            .coordinate(group: "com.squareup.okhttp3", artifact: "okhttp", version: "4.12.0"),
            .project(path: ":core"),
            .project(path: ":feature"),
            .catalogLibrary(catalog: "libs", alias: "androidx.test.runner"),
            .other("fileTree(dir: 'libs', include: ['*.jar'])"),
        ])
        #expect(groovy.dependencies[2].isPlatform)
    }

    @Test func definitionsFromExtExtraAndTopLevelValues() {
        let groovy = GradleScript(text: """
            buildscript {
                ext.kotlin_version = '1.9.0'
                ext {
                    compileSdkVersion = 34
                    targetSdkVersion = 33
                }
            }
            ext.set("minSdk", 21)
            def appName = "x"
            """, kotlinDSL: false)
        #expect(groovy.definitions["kotlin_version"] == .string("1.9.0"))
        #expect(groovy.definitions["compileSdkVersion"] == .integer(34))
        #expect(groovy.definitions["targetSdkVersion"] == .integer(33))
        #expect(groovy.definitions["minSdk"] == .integer(21))
        #expect(groovy.definitions["appName"] == .string("x"))
        let kotlin = GradleScript(text: """
            val targetSdk by extra(34)
            extra["minSdk"] = 23
            val compileSdkLevel = 35
            """, kotlinDSL: true)
        #expect(kotlin.definitions == ["targetSdk": .integer(34), "minSdk": .integer(23), "compileSdkLevel": .integer(35)])
    }

    @Test func settingsIncludes() {
        let kotlin = GradleSettings(text: """
            pluginManagement { includeBuild("build-logic") }
            rootProject.name = "Now in Android"
            include(":app", ":core:data")
            include(":feature:settings")
            """, kotlinDSL: true)
        #expect(kotlin.includes == [":app", ":core:data", ":feature:settings"])
        #expect(kotlin.includedBuilds == ["build-logic"])
        #expect(kotlin.rootProjectName == "Now in Android")
        let groovy = GradleSettings(text: "include ':app', ':core'\ninclude 'lib'", kotlinDSL: false)
        #expect(groovy.includes == [":app", ":core", ":lib"])
    }

    @Test func gradleProperties() {
        let properties = GradleProperties("""
            # comment
            ! also a comment
            android.useAndroidX=true
            targetSdk = 34
            key: value
            spaced value here
            long=first \\
                 second
            """)
        #expect(properties["android.useAndroidX"] == "true")
        #expect(properties["targetSdk"] == "34")
        #expect(properties["key"] == "value")
        #expect(properties["spaced"] == "value here")
        #expect(properties["long"] == "first second")
    }
}
