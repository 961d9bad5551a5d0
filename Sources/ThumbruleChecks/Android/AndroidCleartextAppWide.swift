import ThumbruleCore
import ThumbruleFrontEnds

/// `android:usesCleartextTraffic="true"` on the app's `<application>` with no network security
/// configuration: plain HTTP is allowed to every host. (With `android:networkSecurityConfig`
/// set, Android 7 and later ignore the attribute and the configuration decides.)
struct AndroidCleartextAppWide: AndroidCheck {
    package static let description = CheckDescription(
        id: "store-transport-security.cleartext-app-wide",
        ruleId: "store-transport-security",
        summary: "Cleartext HTTP allowed to every host",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    ↓<application android:usesCleartextTraffic="true" />
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:usesCleartextTraffic="true" android:networkSecurityConfig="@xml/network_security_config" />
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:usesCleartextTraffic="false" />
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<String>()
        for app in android.apps {
            guard let application = app.manifest.application, application.usesCleartextTraffic == true,
                  application.networkSecurityConfig == nil, let path = app.mainManifestPath, reported.insert(path).inserted else { continue }
            output.report(
                "android:usesCleartextTraffic=\"true\" allows plain HTTP to every host, so anyone on the same network can read and change that traffic; serve it over HTTPS, or allow cleartext only for the hosts that need it in a network security configuration (domain-config with cleartextTrafficPermitted) and remove this attribute.",
                at: SourcePosition(path: path, line: application.position.line, column: application.position.column), confidence: .medium)
        }
    }
}
