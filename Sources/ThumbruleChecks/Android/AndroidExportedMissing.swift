import ThumbruleCore
import ThumbruleFrontEnds

/// An activity, activity alias, service or receiver of the app's own manifests with an intent
/// filter and no `android:exported` (after merging): apps targeting Android 12 or later fail to
/// build or install without it, and Play requires a target far above 12. Library components are
/// the library's to fix and are not reported. An app Play never receives (`AndroidApp.isNeverUploaded`)
/// that targets below Android 12 builds and installs as it is, and no store makes it raise its
/// target, so it is not reported; below 12, an app on Play is, since Play's target floor forces the raise.
struct AndroidExportedMissing: AndroidCheck {
    package static let description = CheckDescription(
        id: "store-exported-components.exported-missing",
        ruleId: "store-exported-components",
        summary: "A component with an intent filter that does not state android:exported",
        // Below Android 12 (29) the app builds today, but Play's target floor will make it raise the target.
        triggering: [36, 29].map { target in
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: target),
                AndroidExample.manifest("""
                    <application>
                        ↓<activity android:name=".MainActivity">
                            <intent-filter>
                                <action android:name="android.intent.action.MAIN" />
                                <category android:name="android.intent.category.LAUNCHER" />
                            </intent-filter>
                        </activity>
                    </application>
                """),
            ])
        },
        nonTriggering: [
            // quranacademy-android's database generator beside the app: a developer's utility, never installed by users.
            CheckExample(files: [
                AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application>
                        <activity android:name=".MainActivity" android:exported="true">
                            <intent-filter>
                                <action android:name="android.intent.action.MAIN" />
                                <category android:name="android.intent.category.LAUNCHER" />
                            </intent-filter>
                        </activity>
                    </application>
                """),
            ] + AndroidExample.buildToolModule(targetSdk: 34)),
            // The F-Droid build below Android 12: no store makes it raise its target.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":fdroid\")"),
                ("fdroid/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "org.example.player"; defaultConfig { minSdk = 21; targetSdk = 29 } }
                """),
                ("fdroid/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application>
                        <activity android:name=".MainActivity">
                            <intent-filter>
                                <action android:name="android.intent.action.MAIN" />
                                <category android:name="android.intent.category.LAUNCHER" />
                            </intent-filter>
                        </activity>
                    </application>
                </manifest>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application>
                        <activity android:name=".MainActivity" android:exported="true">
                            <intent-filter>
                                <action android:name="android.intent.action.MAIN" />
                                <category android:name="android.intent.category.LAUNCHER" />
                            </intent-filter>
                        </activity>
                        <service android:name=".SyncService" />
                    </application>
                """),
            ]),
        ]
    )

    static let kinds: Set<ManifestComponent.Kind> = [.activity, .activityAlias, .service, .receiver]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps {
            if app.isNeverUploaded, case .known(let level) = app.targetSdk, level < 31 { continue }
            for component in app.manifest.components where Self.kinds.contains(component.kind) && !component.component.intentFilters.isEmpty {
                guard component.attribute("android:exported") == nil, app.declaresInProject(component.origin),
                      let position = app.position(of: component), reported.insert(position).inserted else { continue }
                let name = component.name.split(separator: ".").last.map(String.init) ?? component.name
                output.report(
                    "\(component.kind.rawValue) \(name) has an intent filter but no android:exported, so a build targeting Android 12 (API 31) or later fails and cannot be installed; add android:exported=\"\(component.component.isLauncher ? "true" : "false")\"\(component.component.isLauncher ? " (the launcher must be started by the home screen)" : ", or true if other apps or the system start it").",
                    at: position, confidence: .high)
            }
        }
    }
}
