import ThumbruleCore
import ThumbruleFrontEnds

/// `android:usesCleartextTraffic="true"` on the app's `<application>` with no network security
/// configuration, or a configuration whose `<base-config>` sets `cleartextTrafficPermitted="true"`:
/// plain HTTP is allowed to every host. (With `android:networkSecurityConfig` set, Android 7 and
/// later ignore the attribute and the configuration decides; its `debug-overrides` apply only
/// to debuggable builds and are not read. A configuration a library module's manifest sets
/// reaches the app through the manifest merger and decides the same way.) This is Android Lint's InsecureBaseConfiguration;
/// a base-config that silences it (`tools:ignore`) was kept on purpose, and one that also
/// trusts user-installed certificates serves self-hosted servers, as does one beside a
/// domain-config that holds the app's own hosts to HTTPS (`cleartextTrafficPermitted="false"`,
/// the setup the message advises for hosts people enter): none is reported.
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
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:networkSecurityConfig="@xml/network_rules" />
                """),
                ("app/src/main/res/xml/network_rules.xml", """
                <network-security-config>
                    ↓<base-config cleartextTrafficPermitted="true" />
                </network-security-config>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:networkSecurityConfig="@xml/network_rules" />
                """),
                ("app/src/main/res/xml/network_rules.xml", """
                <network-security-config>
                    <base-config cleartextTrafficPermitted="false" />
                    <domain-config cleartextTrafficPermitted="true">
                        <domain includeSubdomains="true">printer.local</domain>
                    </domain-config>
                </network-security-config>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:usesCleartextTraffic="true" android:networkSecurityConfig="@xml/network_security_config" />
                """),
            ]),
            // ente's locker app: cleartext for the servers people enter, HTTPS held for the app's own hosts.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:networkSecurityConfig="@xml/network_security_config" />
                """),
                ("app/src/main/res/xml/network_security_config.xml", """
                <network-security-config>
                    <base-config cleartextTrafficPermitted="true" />
                    <domain-config cleartextTrafficPermitted="false">
                        <domain includeSubdomains="true">example.com</domain>
                    </domain-config>
                </network-security-config>
                """),
            ]),
            // A client for servers people run themselves, and a configuration Lint was told to
            // leave alone.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:networkSecurityConfig="@xml/network_security_config" />
                """),
                ("app/src/main/res/xml/network_security_config.xml", """
                <network-security-config>
                    <base-config cleartextTrafficPermitted="true">
                        <trust-anchors>
                            <certificates src="system" />
                            <certificates src="user" />
                        </trust-anchors>
                    </base-config>
                </network-security-config>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:networkSecurityConfig="@xml/network_security_config" />
                """),
                ("app/src/main/res/xml/network_security_config.xml", """
                <network-security-config xmlns:tools="http://schemas.android.com/tools">
                    <base-config cleartextTrafficPermitted="true" tools:ignore="InsecureBaseConfiguration" />
                </network-security-config>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <application android:usesCleartextTraffic="false" />
                """),
            ]),
            // A library module's manifest names the configuration; the merged app uses it.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":app\", \":common\")"),
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "com.example.app"; defaultConfig { minSdk = 26; targetSdk = 36 } }
                dependencies { implementation(project(":common")) }
                """),
                AndroidExample.manifest("""
                    <application android:usesCleartextTraffic="true" />
                """),
                ("common/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
                ("common/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application android:networkSecurityConfig="@xml/network_security_config" />
                </manifest>
                """),
                ("common/src/main/res/xml/network_security_config.xml", """
                <network-security-config>
                    <base-config cleartextTrafficPermitted="false" />
                    <domain-config cleartextTrafficPermitted="true">
                        <domain includeSubdomains="true">radio.example.net</domain>
                    </domain-config>
                </network-security-config>
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<String>()
        for app in android.apps {
            guard let application = app.manifest.application else { continue }
            if let config = app.manifest.networkSecurityConfig {
                reportBaseConfig(config, of: app, android, project, &reported, &output)
                continue
            }
            guard application.usesCleartextTraffic == true, let path = app.mainManifestPath, reported.insert(path).inserted else { continue }
            output.report(
                "android:usesCleartextTraffic=\"true\" allows plain HTTP to every host, so anyone on the same network can read and change that traffic; serve it over HTTPS, or allow cleartext only for the hosts that need it in a network security configuration (domain-config with cleartextTrafficPermitted) and remove this attribute. \(Self.chosenHosts)",
                at: SourcePosition(path: path, line: application.position.line, column: application.position.column), confidence: .medium)
        }
    }

    /// The case the fix above does not fit: hosts people choose, which no domain-config can name.
    static let chosenHosts = "If the app connects to hosts people enter (their own servers, a LAN address), no domain-config can name them: then keep cleartext in the base-config and hold the app's own hosts to HTTPS with a domain-config whose cleartextTrafficPermitted is \"false\"."

    /// A base configuration that also trusts certificates the user installed
    /// (`<certificates src="user" />`) is written for servers people run themselves (a
    /// Nextcloud, a sync server at home, a self-signed certificate): their hosts are not known
    /// when the app is built, so no domain-config can name them.
    static func trustsUserCertificates(_ baseConfig: XMLElementNode, in tree: XMLTree) -> Bool {
        baseConfig.children.map { tree.elements[$0] }.contains { anchors in
            anchors.name == "trust-anchors" && anchors.children.contains { tree.elements[$0].name == "certificates" && tree.elements[$0].attribute("src") == "user" }
        }
    }

    /// A configuration with a `<domain-config cleartextTrafficPermitted="false">` beside its
    /// cleartext base-config is the setup `chosenHosts` advises: the app's own hosts are held to
    /// HTTPS by name and plain HTTP is left to hosts people enter, which no domain-config can
    /// name (ente's locker app and its self-hosted servers).
    static func holdsOwnHostsToHTTPS(_ tree: XMLTree) -> Bool {
        tree.children(of: 0).contains { $0.name == "domain-config" && $0.attribute("cleartextTrafficPermitted") == "false" }
    }

    /// A `<base-config cleartextTrafficPermitted="true">` in the configuration the manifest
    /// names (`@xml/network_security_config`), looked for in the app's and its library modules'
    /// resources.
    func reportBaseConfig(_ reference: String, of app: AndroidApp, _ android: AndroidModel, _ project: Project,
                          _ reported: inout Set<String>, _ output: inout CheckOutput) {
        guard reference.hasPrefix("@xml/"), let build = android.build(of: app) else { return }
        let folders = ([app.module] + build.gradle.moduleClosure(of: app.module)).map { build.projectPath($0.directory) }
        for (path, tree) in project.androidXMLResources(named: String(reference.dropFirst("@xml/".count)))
        where folders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) && reported.insert(path).inserted {
            guard tree.root?.name == "network-security-config" else { continue }
            for element in tree.children(of: 0) where element.name == "base-config" && element.attribute("cleartextTrafficPermitted") == "true"
                && !AndroidLint.isIgnored("InsecureBaseConfiguration", by: element.attribute("tools:ignore"))
                && !Self.trustsUserCertificates(element, in: tree) && !Self.holdsOwnHostsToHTTPS(tree) {
                output.report(
                    "This base-config sets cleartextTrafficPermitted=\"true\", which allows plain HTTP to every host, so anyone on the same network can read and change that traffic; serve it over HTTPS, or allow cleartext only for the hosts that need it in a domain-config. \(Self.chosenHosts)",
                    at: SourcePosition(path: path, line: element.position.line, column: element.position.column), confidence: .medium)
            }
        }
    }
}
