import Foundation
import Testing
@testable import ThumbruleFrontEnds

/// Manifest parsing, positions, merging and bad XML.
@Suite struct AndroidManifestTests {
    static let app = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- The app. <not-an-element> -->
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools"
            package="com.example.app">

            <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
            <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" android:maxSdkVersion="32" />
            <uses-permission android:name="com.google.android.gms.permission.AD_ID" tools:node="remove" />
            <uses-permission android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" />

            <application
                android:name=".App"
                android:allowBackup="true"
                android:usesCleartextTraffic="false"
                android:networkSecurityConfig="@xml/network_security_config">
                <activity
                    android:name=".MainActivity"
                    android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
                <service
                    android:name="androidx.work.impl.foreground.SystemForegroundService"
                    android:foregroundServiceType="dataSync|shortService"
                    tools:node="merge" />
                <receiver android:name=".BootReceiver" android:exported="false">
                    <intent-filter>
                        <action android:name="android.intent.action.BOOT_COMPLETED" />
                    </intent-filter>
                </receiver>
                <meta-data android:name="com.google.android.gms.ads.APPLICATION_ID" android:value="ca-app-pub-1~2" />
            </application>
        </manifest>
        """

    @Test func parsesPermissionsApplicationAndComponents() throws {
        let manifest = try AndroidManifest(text: Self.app)
        #expect(manifest.package == "com.example.app")
        #expect(manifest.permissions.map(\.name) == [
            "android.permission.POST_NOTIFICATIONS", "android.permission.READ_EXTERNAL_STORAGE",
            "com.google.android.gms.permission.AD_ID", "android.permission.FOREGROUND_SERVICE_DATA_SYNC",
        ])
        #expect(manifest.permissions[1].maxSdkVersion == 32)
        #expect(manifest.permissions[2].isRemoval)
        #expect(!manifest.requests("com.google.android.gms.permission.AD_ID"))
        #expect(manifest.requests("android.permission.POST_NOTIFICATIONS"))
        let application = try #require(manifest.application)
        #expect(application.name == ".App" && application.allowBackup == true && application.usesCleartextTraffic == false)
        #expect(application.networkSecurityConfig == "@xml/network_security_config")
        #expect(manifest.components.map(\.kind) == [.activity, .service, .receiver])
        let main = manifest.components[0]
        #expect(main.isLauncher && main.exported == true)
        #expect(main.qualifiedName(in: manifest.package) == "com.example.app.MainActivity")
        #expect(manifest.components[1].foregroundServiceTypes == ["dataSync", "shortService"])
        #expect(manifest.components[2].intentFilters.first?.actions == ["android.intent.action.BOOT_COMPLETED"])
        #expect(manifest.metaData.map(\.name) == ["com.google.android.gms.ads.APPLICATION_ID"])
    }

    @Test func elementPositionsAreTheirStartTags() throws {
        let manifest = try AndroidManifest(text: Self.app)
        #expect(manifest.tree.root?.position.line == 3)
        #expect(manifest.permissions.map(\.position.line) == [7, 8, 9, 10])
        #expect(manifest.permissions[0].position.column == 5)
        // Multi-line start tags: the line of `<application`, not of its `>`.
        #expect(manifest.application?.position.line == 12)
        #expect(manifest.components.map(\.position.line) == [17, 25, 29])
        #expect(manifest.components[0].intentFilters[0].position.line == 20)
    }

    @Test func otherPrefixesForTheAndroidNamespaceAreNormalised() throws {
        let manifest = try AndroidManifest(text: """
            <manifest xmlns:a="http://schemas.android.com/apk/res/android" package="p">
              <uses-permission a:name="android.permission.CAMERA"/>
            </manifest>
            """)
        #expect(manifest.permissions.map(\.name) == ["android.permission.CAMERA"])
    }

    @Test func malformedXMLIsAnErrorWithItsLine() {
        let cases: [(String, Int)] = [
            ("<manifest>\n  <application>\n</manifest>", 3),
            ("<manifest>\n  <uses-permission android:name=\"x\n", 2),
            ("", 1),
            ("<manifest", 1),
            ("not xml at all", 1),
        ]
        for (text, line) in cases {
            #expect(throws: XMLReadError.self, "\(text)") { try AndroidManifest(text: text) }
            do {
                _ = try AndroidManifest(text: text)
            } catch {
                #expect(error.line >= 1 && error.line <= max(line, 3), "\(text): \(error)")
            }
        }
        #expect(throws: XMLReadError.self) { try AndroidManifest(text: "<resources/>") }
    }

    @Test func truncatedManifestsNeverCrash() {
        let bytes = Array(Self.app.utf8)
        var parsed = 0
        for cut in stride(from: 0, to: bytes.count, by: 13) {
            if (try? AndroidManifest(bytes: Array(bytes[..<cut]))) != nil { parsed += 1 }
        }
        #expect(parsed == 0)
    }

    @Test func mergeUnionsLibrariesHonoursRemoveAndAddsKnownContributions() throws {
        let app = try AndroidManifest(text: Self.app)
        let library = try AndroidManifest(text: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.core">
                <uses-permission android:name="android.permission.INTERNET" />
                <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
                <application>
                    <service android:name=".SyncService" android:foregroundServiceType="dataSync" />
                </application>
            </manifest>
            """)
        let merged = ManifestMerger.merge(
            app: (app, "app/src/main/AndroidManifest.xml"), libraries: [(library, "core/src/main/AndroidManifest.xml")],
            dependencies: ["com.google.android.gms:play-services-ads", "androidx.work:work-runtime-ktx"])
        #expect(merged.requests("android.permission.INTERNET"))
        #expect(merged.permissions.first { $0.name == "android.permission.POST_NOTIFICATIONS" }?.origin == .file("app/src/main/AndroidManifest.xml"))
        #expect(merged.permissions.first { $0.name == "android.permission.INTERNET" }?.origin == .file("core/src/main/AndroidManifest.xml"))
        // The ads SDK's AD_ID is removed by the app's tools:node="remove".
        #expect(!merged.requests(LibraryManifestContributions.adIdPermission))
        #expect(merged.removes(LibraryManifestContributions.adIdPermission))
        #expect(merged.removedPermissions.first?.removedFrom == [.library("com.google.android.gms:play-services-ads")])
        #expect(merged.removedPermissions.first?.removal.position.line == 9)
        // WorkManager's permissions and service arrive; the app's merge adds the service type.
        #expect(merged.permissions.first { $0.name == "android.permission.FOREGROUND_SERVICE" }?.origin == .library("androidx.work:work-runtime-ktx"))
        let foreground = try #require(merged.components.first { $0.name == "androidx.work.impl.foreground.SystemForegroundService" })
        #expect(foreground.origin == .file("app/src/main/AndroidManifest.xml"))
        #expect(foreground.foregroundServiceTypes == ["dataSync", "shortService"])
        #expect(foreground.attribute("android:exported") == "false")
        #expect(merged.components.map(\.name).contains("com.example.core.SyncService"))
    }

    @Test func withoutRemovalAnalyticsAddsAdId() throws {
        let app = try AndroidManifest(text: "<manifest package=\"p\"><application/></manifest>")
        let merged = ManifestMerger.merge(app: (app, "m.xml"), libraries: [], dependencies: ["com.google.firebase:firebase-analytics"])
        #expect(merged.permissions.map(\.name) == [LibraryManifestContributions.adIdPermission])
        #expect(merged.permissions[0].origin == .library("com.google.firebase:firebase-analytics"))
        #expect(!merged.removes(LibraryManifestContributions.adIdPermission))
    }

    @Test func mergedManifestOfAGradleApplicationModule() throws {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle.kts", "include(\":app\", \":core\")")
        try folder.write("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { namespace = "com.example.app" }
            dependencies {
                implementation(project(":core"))
                testImplementation("com.google.firebase:firebase-analytics:21.0.0")
            }
            """)
        try folder.write("app/src/main/AndroidManifest.xml", "<manifest><application/></manifest>")
        try folder.write("core/build.gradle.kts", """
            plugins { id("com.android.library") }
            dependencies { implementation("com.google.android.gms:play-services-ads:23.0.0") }
            """)
        try folder.write("core/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <uses-permission android:name="android.permission.INTERNET" />
            </manifest>
            """)
        let project = GradleProject.load(root: folder.url)
        let (merged, errors) = project.mergedManifest(of: try #require(project.module(":app")))
        #expect(errors.isEmpty)
        #expect(merged?.package == "com.example.app")
        #expect(merged?.permissions.map(\.name) == ["android.permission.INTERNET", LibraryManifestContributions.adIdPermission])
        #expect(merged?.permissions.last?.origin == .library("com.google.android.gms:play-services-ads"))
    }
}
