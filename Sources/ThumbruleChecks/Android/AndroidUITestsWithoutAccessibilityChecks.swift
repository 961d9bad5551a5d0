import ThumbruleCore
import ThumbruleFrontEnds

/// An Android project with Espresso or Compose UI tests that never turns on the accessibility
/// checks: `AccessibilityChecks.enable()` (espresso-accessibility, the Accessibility Test
/// Framework) or `enableAccessibilityChecks()` on a Compose test rule. Those run the same
/// audits as Accessibility Scanner on every view the tests touch (missing labels, small touch
/// targets, low contrast); without them the suite passes while the screens fail TalkBack users.
/// One note per project, at the first UI test file. Driving the flows with TalkBack stays a
/// device task. Android Lint has no check for this; the iOS counterpart is
/// `UITestsWithoutAccessibilityAudit`.
///
/// UI test files are test-source-set files (`test/`, `androidTest/`) importing
/// `androidx.test.espresso`, or importing `androidx.compose.ui.test` and finding a node
/// (`onNode…`, `onAllNodes…`, `onRoot`): a Compose test whose `setContent` only calls helpers
/// and asserts their values draws no screen for the checks to audit. A file anywhere that names
/// `AccessibilityChecks` or `enableAccessibilityChecks` silences it.
struct AndroidUITestsWithoutAccessibilityChecks: AndroidCheck {
    package static let description = CheckDescription(
        id: "a11y-test.android-ui-tests-without-checks",
        ruleId: "a11y-test",
        summary: "Espresso or Compose UI tests that never enable the accessibility checks",
        scopes: [.test],
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(),
                AndroidExample.manifest("<application />"),
                ("app/src/androidTest/java/com/example/app/CheckoutTest.kt", """
                package com.example.app

                ↓import androidx.test.espresso.Espresso.onView
                import androidx.test.espresso.action.ViewActions.click
                import androidx.test.espresso.matcher.ViewMatchers.withId

                class CheckoutTest {
                    @Test fun buys() { onView(withId(R.id.buy)).perform(click()) }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(),
                AndroidExample.manifest("<application />"),
                ("app/src/androidTest/java/com/example/app/GreetingTest.kt", """
                package com.example.app

                ↓import androidx.compose.ui.test.junit4.createComposeRule
                import androidx.compose.ui.test.onNodeWithText

                class GreetingTest {
                    @get:Rule val rule = createComposeRule()
                    @Test fun greets() {
                        rule.setContent { Greeting("Ada") }
                        rule.onNodeWithText("Hello Ada").assertExists()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(),
                AndroidExample.manifest("<application />"),
                ("app/src/androidTest/java/com/example/app/CheckoutTest.kt", """
                package com.example.app

                import androidx.test.espresso.Espresso.onView
                import androidx.test.espresso.accessibility.AccessibilityChecks
                import androidx.test.espresso.action.ViewActions.click
                import androidx.test.espresso.matcher.ViewMatchers.withId

                class CheckoutTest {
                    init { AccessibilityChecks.enable() }
                    @Test fun buys() { onView(withId(R.id.buy)).perform(click()) }
                }
                """),
            ]),
            // Unit tests only.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(),
                AndroidExample.manifest("<application />"),
                ("app/src/test/java/com/example/app/CartTest.kt", """
                package com.example.app

                import org.junit.Test

                class CartTest {
                    @Test fun total() { assertEquals(3, Cart(listOf(1, 2)).total) }
                }
                """),
            ]),
            // govuk-android: a Compose rule whose content only asserts a helper's value renders no UI.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(),
                AndroidExample.manifest("<application />"),
                ("app/src/androidTest/java/com/example/app/PermissionStatusTest.kt", """
                package com.example.app

                import androidx.compose.ui.test.junit4.createComposeRule
                import org.junit.Rule
                import org.junit.Test

                class PermissionStatusTest {
                    @get:Rule val rule = createComposeRule()
                    @Test fun grantedOnOldVersions() {
                        rule.setContent { assertTrue(alertsPermissionState(30).granted) }
                    }
                }
                """),
            ]),
        ]
    )

    static let uiTestImports = ["androidx.test.espresso", "androidx.compose.ui.test"]
    static let auditNames = ["AccessibilityChecks", "enableAccessibilityChecks"]
    /// Prefixes of the Compose test calls that find a node of the drawn screen.
    static let nodeFinders = ["onNode", "onAllNodes", "onRoot"]

    /// Whether a Kotlin test file drives a screen: Espresso, or Compose testing that finds a node.
    static func drivesUI(_ file: KotlinFile) -> Bool {
        file.imports.contains { $0.path.hasPrefix("androidx.test.espresso") }
            || file.calls.contains { call in nodeFinders.contains { call.name.hasPrefix($0) } }
    }

    package func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        if android.kotlinFiles.contains(where: { file in Self.auditNames.contains { file.file.source.bytes.contains(utf8: $0) } })
            || Self.auditNames.contains(where: { !project.androidJavaFiles(mentioning: $0).isEmpty }) { return }
        var tests: [SourcePosition] = []
        for file in android.kotlinFiles where Self.isTestSourceSet(file.path, file.scope) {
            guard let first = file.file.imports.first(where: { entry in Self.uiTestImports.contains { entry.path.hasPrefix($0) } }),
                  Self.drivesUI(file.file) else { continue }
            tests.append(file.position(first.position))
        }
        for word in Self.uiTestImports {
            for file in project.androidJavaFiles(mentioning: word) where Self.isTestSourceSet(file.path, file.scope) {
                guard let token = file.source.tokens.first else { continue }
                tests.append(SourcePosition(path: file.path, line: token.position.line, column: token.position.column))
            }
        }
        guard let first = tests.min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) else { return }
        let count = Set(tests.map(\.path)).count
        output.report(
            "This project's UI tests (\(count == 1 ? "1 file" : "\(count) files") using Espresso or Compose testing) never turn on the accessibility checks, so missing content descriptions, small touch targets and low contrast on the screens they reach pass unnoticed until a TalkBack user meets them. Call AccessibilityChecks.enable() (espresso-accessibility) in the Espresso tests, or enableAccessibilityChecks() on the Compose test rule; walking the flows with TalkBack on a device is still needed.",
            at: first, confidence: .medium)
    }

    /// A file of a test source set, not of a developer's sample module.
    static func isTestSourceSet(_ path: String, _ scope: CodeScope) -> Bool {
        scope == .test && (path.contains("/androidTest") || path.contains("/test/") || path.contains("/testDebug") || path.contains("/sharedTest/"))
    }
}
