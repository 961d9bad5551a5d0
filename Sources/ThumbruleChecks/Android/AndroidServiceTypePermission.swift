import ThumbruleCore
import ThumbruleFrontEnds

/// A foreground service type declared without its `FOREGROUND_SERVICE_*` permission in an app
/// targeting API 34 or later: `startForeground` throws a `SecurityException` and the app
/// crashes. Android Lint's `ForegroundServicePermission` checks the same pair; this check reads
/// the merged manifest, so a type the app adds to a library's service counts too.
struct AndroidServiceTypePermission: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-service-last.type-permission",
        ruleId: "bg-service-last",
        summary: "A foreground service type without its FOREGROUND_SERVICE_* permission at targetSdk 34+",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
                    <application>
                        ↓<service android:name=".UploadService" android:foregroundServiceType="dataSync" android:exported="false" />
                    </application>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_DATA_SYNC" />
                    <application>
                        <service android:name=".UploadService" android:foregroundServiceType="dataSync" android:exported="false" />
                        <service android:name=".TimerService" android:foregroundServiceType="shortService" android:exported="false" />
                    </application>
                """),
            ]),
            // Below API 34 the type needs no permission of its own.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 33),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".UploadService" android:foregroundServiceType="dataSync" />
                    </application>
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where app.targetSdk.isAtLeast(34) {
            for service in app.manifest.components(.service) {
                guard let position = app.position(of: service), !reported.contains(position) else { continue }
                let missing = service.foregroundServiceTypes.compactMap(AndroidForegroundServices.permission(forType:))
                    .filter { !app.manifest.requests($0) }
                guard !missing.isEmpty else { continue }
                reported.insert(position)
                let names = missing.map { String($0.split(separator: ".").last!) }.joined(separator: " and ")
                output.report(
                    "\(service.name.split(separator: ".").last.map(String.init) ?? service.name) declares foreground service type \(service.foregroundServiceTypes.joined(separator: "|")) but the app does not request \(names); from API 34 startForeground then throws a SecurityException. Add <uses-permission android:name=\"android.permission.\(names.split(separator: " ").first!)\" />, and first rule out a narrower API (a user-initiated data transfer job, WorkManager).",
                    at: position, confidence: .high)
            }
        }
    }
}
