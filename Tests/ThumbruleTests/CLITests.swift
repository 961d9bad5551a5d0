import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// The CLI's words, exit codes and formats, run as a user runs them.
@Suite struct CLITests {
    @Test func checkOnShowcaseFindsProblemsAndExitsByFailLevel() throws {
        let text = try CLI.run(["check", "Examples/Showcase"])
        #expect(text.stdout.contains("Examples/Showcase/Showcase/PaywallView.swift:"), "\(text.stdout)")
        #expect(text.stdout.contains("warning:") && text.stdout.contains("[pay-price-source]"))
        #expect(text.status == (text.stdout.contains(": error: ") ? 1 : 0), "exit 1 exactly when an error is reported")
        let warningsOnly = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale"])
        #expect(warningsOnly.status == 0 && warningsOnly.stdout.contains("warning:"))
        let strict = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale", "--fail-on", "warning"])
        #expect(strict.status == 1)
    }

    /// The README's Showcase excerpt is what the check prints: every line of it, the tally,
    /// and the counts in its prose, so a newcomer sees what the README promises.
    @Test func readmeExcerptIsTheShowcaseOutput() throws {
        let run = try CLI.run(["check", "Examples/Showcase"])
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        let excerpt = readme.components(separatedBy: "\n").filter { $0.hasPrefix("Examples/Showcase/") && $0.contains(": ") && $0.hasSuffix("]") }
        #expect(excerpt.count >= 10)
        for line in excerpt { #expect(run.stdout.contains(line + "\n"), "README line not in the output: \(line)") }
        let tally = try #require(run.stderr.components(separatedBy: "\n").first { $0.hasPrefix("thumbrule: ") })
        #expect(readme.contains(tally), "README tally differs from: \(tally)")
        let counts = tally.dropFirst("thumbrule: ".count).replacingOccurrences(of: " in ", with: " in\n")
            .components(separatedBy: "\n")[0]
        #expect(readme.replacingOccurrences(of: "\n", with: " ").contains("reports \(counts)"), "README prose: \(counts)")
    }

    /// Checks an example app as JSON, with every opt-in check turned on (each showcase holds
    /// one violation per check): the run, its findings, and each as "check file:line".
    func showcaseFindings(_ folder: String) throws -> (result: CLI.Result, findings: [[String: Any]], found: Set<String>) {
        let optIn = CheckRegistry.all.filter { $0.description.optIn != nil }.map { "\"\($0.description.id)\": \"on\"" }
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("thumbrule-opt-in-\(UUID().uuidString).json")
        try Data("{\"rules\": {\(optIn.joined(separator: ", "))}}".utf8).write(to: configuration)
        defer { try? FileManager.default.removeItem(at: configuration) }
        let result = try CLI.run(["check", folder, "--format", "json", "--config", configuration.path])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        let found = Set(findings.compactMap { finding -> String? in
            guard let check = finding["checkId"] as? String, let path = finding["path"] as? String, let line = finding["line"] as? Int else { return nil }
            return "\(check) \(path.split(separator: "/").last!):\(line)"
        })
        return (result, findings, found)
    }

    /// The Android showcase: one finding per deliberate violation, in the manifest and in
    /// Kotlin, and none from the test source set or the `@Preview` function.
    @Test func checkOnAndroidShowcaseFindsEachViolation() throws {
        let (result, _, found) = try showcaseFindings("Examples/AndroidShowcase")
        let expected: Set<String> = [
            "bg-exact-time.use-exact-alarm AndroidManifest.xml:10",
            "perm-scope.broad-media AndroidManifest.xml:11",
            "bg-declared.unused-service-type AndroidManifest.xml:12",
            "ads-consent.ad-id-removed AndroidManifest.xml:13",
            "bg-declared.unused-service-type AndroidManifest.xml:27",
            "bg-service-last.type-permission AndroidManifest.xml:27",
            "perm-scope.play-declaration AndroidManifest.xml:14",
            "store-transport-security.cleartext-app-wide AndroidManifest.xml:16",
            "store-exported-components.exported-missing AndroidManifest.xml:38",
            "store-test-keys.sdk-test-key AndroidManifest.xml:43",
            "perf-size.android-release-not-shrunk build.gradle.kts:6",
            "store-play-target.target-sdk build.gradle.kts:12",
            "store-play-target.billing-library build.gradle.kts:26",
            "onboard-account.android-no-deletion Account.kt:13",
            "auth-signout.android-credential-state Account.kt:17",
            "auth-biometric-session.android-device-credential Account.kt:28",
            "bg-service-last.boot-start BackgroundWork.kt:22",
            "bg-exact-time.app-chosen-time BackgroundWork.kt:28",
            "bg-exemption.direct-request BackgroundWork.kt:33",
            "pay-cancel.play-no-manage-link Billing.kt:18",
            "pay-outcome.play-unacknowledged Billing.kt:22",
            "pay-restore.play-no-query Billing.kt:22",
            "ads-consent.request-without-consent HomeScreen.kt:19",
            "perm-notify-ask.android-at-launch MainActivity.kt:15",
            "perm-rationale.android-never-explains MainActivity.kt:11",
            "notify-channels.android-literal-name Notifications.kt:12",
            "notify-level.android-importance-max Notifications.kt:12",
            "notify-quiet.android-full-screen-unchecked Notifications.kt:19",
            "notify-shade.android-group-alerts Notifications.kt:20",
            "notify-actions.android-too-many Notifications.kt:24",
            "notify-actions.android-conversation-no-reply Notifications.kt:34",
            "notify-lockscreen.android-message-visibility Notifications.kt:34",
            "off-cache-policy.secret-in-preferences SessionStore.kt:9",
            "ads-cost.android-init-at-launch ShowcaseApplication.kt:10",
            "bg-now-or-later.android-network-unconstrained Sync.kt:21",
            "bg-periodic.android-interval-floor Sync.kt:21",
            "bg-periodic.android-undocumented-work Sync.kt:21",
            "bg-visible-stoppable.android-no-stop-action Sync.kt:31",
            "notify-level.android-foreground-channel-min Sync.kt:40",
            "button-tabs.android-navigation-bar Controls.kt:24",
            "touch-floor.android-small-target Controls.kt:37",
            "a11y-name.android-unnamed-control Controls.kt:37",
            "type-scaling.android-fixed-font-scale Controls.kt:46",
            "type-scale.android-literal-font-size Controls.kt:54",
            "type-scaling.android-fixed-font-scale settings_row.xml:8",
            "touch-floor.android-small-target settings_row.xml:16",
            "a11y-name.android-unnamed-control settings_row.xml:16",
            "form-autofill.android-credential-field sign_in.xml:8",
            "form-autofill.android-credential-field sign_in.xml:14",
            "pay-price-source.android-literal-fallback PlanCard.kt:9",
            "pay-restore.android-paywall-without-restore UpgradeScreen.kt:11",
            "pay-subscription-terms.android-paywall-terms UpgradeScreen.kt:11",
            "copy-case.android-runtime-transform UpgradeScreen.kt:16",
        ]
        #expect(found == expected, "\(found.symmetricDifference(expected).sorted())")
        #expect(!result.stdout.contains("SessionStoreTest.kt"), "test code does not ship")
        #expect(result.status == 1, "errors fail the run")
    }

    @Test func checkOnReactNativeShowcaseFindsEachViolation() throws {
        let (result, _, found) = try showcaseFindings("Examples/ReactNativeShowcase")
        let expected: Set<String> = [
            "perm-notify-ask.rn-at-launch App.tsx:16",
            "button-tabs.rn-tab-labels-hidden App.tsx:24",
            "motion-reduced.rn-loop-ignores-setting LivePulse.tsx:8",
            "a11y-name.rn-unnamed-touchable HomeScreen.tsx:13",
            "touch-floor.rn-small-touchable HomeScreen.tsx:17",
            "type-scaling.rn-font-scaling-off HomeScreen.tsx:22",
            "ads-consent.rn-request-without-consent HomeScreen.tsx:29",
            "type-scale.rn-literal-font-size HomeScreen.tsx:40",
            "form-autofill.rn-field-without-content-type SignInScreen.tsx:13",
            "form-input.rn-keyboard-mismatch SignInScreen.tsx:15",
            "off-cache-policy.rn-secret-in-plain-storage session.ts:9",
            "pay-outcome.rn-purchase-never-finished store.ts:6",
            "bg-periodic.rn-fetch-interval-below-floor sync.ts:6",
            "auth-signout.rn-any-error account.ts:9",
            "state-error.rn-raw-error-text account.ts:18",
            "pay-restore.rn-restore-claims-success account.ts:25",
        ]
        #expect(found == expected, "\(found.symmetricDifference(expected).sorted())")
        #expect(!result.stdout.contains("HomeScreen.test.tsx"), "test code does not ship")
    }

    /// The Flutter showcase: one finding per Flutter check, and none from its test or its
    /// generated file.
    @Test func checkOnFlutterShowcaseFindsEachViolation() throws {
        let (result, findings, found) = try showcaseFindings("Examples/FlutterShowcase")
        let expected: Set<String> = [
            "ads-cost.flutter-init-before-run-app main.dart:10",
            "perm-tracking.flutter-at-launch main.dart:12",
            "type-scaling.flutter-fixed-scale app.dart:25",
            "net-timeout.flutter-http-without-timeout trail_api.dart:6",
            "perm-notify-ask.flutter-at-launch home_screen.dart:22",
            "l10n-strings.flutter-literal-text home_screen.dart:36", "l10n-strings.flutter-caseless-script-text home_screen.dart:38",
            "a11y-name.flutter-icon-button home_screen.dart:41",
            "button-tabs.flutter-navigation-bar home_screen.dart:53",
            "button-fab.flutter-on-ios home_screen.dart:62",
            "state-offline.flutter-connectivity-alert home_screen.dart:26",
            "layout-keyboard.flutter-no-resize-over-field sign_in_screen.dart:21",
            "copy-case.flutter-runtime-transform sign_in_screen.dart:23",
            "form-autofill.flutter-credential-field sign_in_screen.dart:33",
            "form-input.flutter-keyboard-type sign_in_screen.dart:39",
            "off-cache-policy.flutter-secret-in-preferences session_store.dart:10",
            "motion-reduced.flutter-repeating-animation trail_marker.dart:15",
            "type-scale.flutter-literal-font-size trail_marker.dart:21",
            "touch-floor.flutter-small-target trail_marker.dart:23",
            "touch-destructive.flutter-unguarded-delete trail_marker.dart:32",
            "ads-consent.flutter-request-without-consent trail_banner.dart:9",
            "ads-reserve.flutter-slot-until-loaded trail_banner.dart:26",
            "pay-outcome.flutter-never-completed upgrade_dialog.dart:32",
            "pay-outcome.flutter-listener-in-screen upgrade_dialog.dart:32",
            "pay-outcome.flutter-pending-spinner upgrade_dialog.dart:36",
            "state-error.flutter-purchase-error-silent upgrade_dialog.dart:38",
            "pay-subscription-terms.flutter-paywall upgrade_dialog.dart:59",
            "pay-subscription-terms.flutter-paywall upgrade_dialog.dart:64",
            "pay-honest-paywall.flutter-paywall upgrade_dialog.dart:68",
            "pay-restore.flutter-silent-restore upgrade_dialog.dart:70",
            "perm-scope.flutter-permission-before-picker track_import.dart:8",
            "state-permission.flutter-settings-on-refusal track_import.dart:14",
            "state-error.flutter-stack-trace-shown track_import.dart:23",
            "perm-scope.flutter-unused-manifest-permission AndroidManifest.xml:4",
            "pay-price-source.flutter-device-currency pro_store.dart:6",
            "pay-price-source.flutter-literal-fallback pro_store.dart:10",
            "l10n-format.flutter-fixed-locale l10n.dart:12",
            "nav-modal.flutter-close-discards-input sign_in_screen.dart:72",
            "auth-provider-button.flutter-google-glyph sign_in_screen.dart:96",
            "bg-periodic.flutter-interval-below-floor sync.dart:6",
            "bg-exemption.flutter-request sync.dart:8",
            "state-error.flutter-raw-error-text track_import.dart:23",
            "auth-signout.flutter-any-error session_store.dart:27",
            "pay-outcome.flutter-pending-only-logged upgrade_dialog.dart:40",
            "state-error.flutter-cancel-as-error plan_offer.dart:9",
            "pay-price-source.flutter-hand-built-price plan_offer.dart:17",
            "pay-restore.flutter-restore-claims-success plan_offer.dart:23",
            "splash-hold.flutter-timed-splash splash_screen.dart:18",
            "onboard-screens.flutter-no-skip welcome_screen.dart:21",
            "fb-review-prompt.flutter-review-gating trail_feedback.dart:6",
        ]
        #expect(found == expected, "\(found.symmetricDifference(expected).sorted())")
        let flutterChecks = Set(CheckRegistry.all.map { $0.description.id }.filter { $0.contains(".flutter-") })
        #expect(Set(findings.compactMap { $0["checkId"] as? String }) == flutterChecks, "every Flutter check shows once")
        #expect(!result.stdout.contains("widget_test.dart") && !result.stdout.contains("trail.g.dart"), "tests and generated code are not reported")
        #expect(result.status == 1, "errors fail the run")
    }

    /// `--timings` adds a table on stderr (every stage and each check that ran, with its
    /// share) and leaves stdout as it was.
    @Test func timingsListStagesAndChecksOnStderr() throws {
        let plain = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale,ads-consent", "--format", "json"])
        let timed = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale,ads-consent", "--format", "json", "--timings"])
        #expect(timed.stdout == plain.stdout && timed.status == plain.status)
        let rows = timed.stderr.split(separator: "\n").filter { $0.hasSuffix("%") }.map(String.init)
        for label in ["parse", "index", "core facts: outline", "core facts: symbols", "project files", "type-scale.swiftui-fixed-size", "ads-consent.tracking-usage-description"] {
            #expect(rows.contains { $0.contains("  \(label) ") }, "\(label) in \(timed.stderr)")
        }
        #expect(!rows.contains { $0.contains("a11y-name") }, "only the checks that ran")
    }

    @Test func onlySelectsRulesAndRejectsUnknownOnes() throws {
        let only = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty && findings.allSatisfy { $0["ruleId"] as? String == "type-scale" })
        let bad = try CLI.run(["check", "--only", "no-such-rule"])
        #expect(bad.status == 2 && bad.stderr.contains("matches no rule"))
    }

    @Test func usageAndConfigErrorsExitTwo() throws {
        #expect(try CLI.run(["check", "--format", "xml"]).status == 2)
        #expect(try CLI.run(["check", "--bogus"]).status == 2)
        #expect(try CLI.run(["frobnicate"]).status == 2)
        let folder = try ScratchFolder()
        try folder.write(".thumbrule.json", #"{"rules": {"type-scale": 3}}"#)
        try folder.write("A.swift", "let a = 1\n")
        let broken = try CLI.run(["check", "."], in: folder.path)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains(".thumbrule.json: $.rules.type-scale:"), "\(broken.stderr)")
    }

    @Test func helpOnEveryCommand() throws {
        for command in ["check", "rules", "explain", "rulebook", "config", "version", "rubric", "init", "doctor", "spec", "review", "install", "mcp"] {
            let result = try CLI.run([command, "--help"])
            #expect(result.status == 0 && result.stdout.contains("usage: thumbrule \(command)"), "\(command)")
        }
    }

    @Test func explainPrintsRuleAndChecksOrSuggests() throws {
        let known = try CLI.run(["explain", "type-scale"])
        #expect(known.status == 0 && known.stdout.contains("Check type-scale.swiftui-fixed-size") && known.stdout.contains("Verify:"))
        let unknown = try CLI.run(["explain", "type-scal"])
        #expect(unknown.status == 1 && unknown.stderr.contains("type-scale"))
    }

    @Test func configPrintShowsEffectiveConfiguration() throws {
        let folder = try ScratchFolder()
        try folder.write(".thumbrule.json", #"{"failOn": "warning", "rules": {"motion": "off"}}"#)
        let result = try CLI.run(["config", "--print"], in: folder.path)
        #expect(result.status == 0 && result.stdout.contains("\"failOn\" : \"warning\"") && result.stdout.contains("\"enabled\" : false"))
    }

    /// The SARIF log validates against the official OASIS 2.1.0 schema (via Tests/tools/validate_sarif.py).
    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        let sarif = try CLI.run(["check", "Examples/Showcase", "--format", "sarif"])
        let folder = try ScratchFolder()
        let log = try folder.write("log.sarif", sarif.stdout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CLI.packageRoot + "/Tests/tools/validate_sarif.py", log]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        let document = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let run = try #require((document?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "pay-price-source" && $0["help"] != nil })
    }
}

/// The MCP server, driven by the official MCP Python SDK client (Tests/mcp/test_mcp_roundtrip.py).
@Suite struct MCPTests {
    @Test func roundTripWithTheOfficialClient() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", CLI.packageRoot + "/Tests/mcp/test_mcp_roundtrip.py", CLI.executable]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
