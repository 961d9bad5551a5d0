import ThumbruleCore
import ThumbruleFrontEnds

/// The answer to a runtime permission request saved to SharedPreferences: inside the result
/// callback of a `RequestPermission` / `RequestMultiplePermissions` launcher, a `putBoolean`
/// (or `putString`, `putInt`) whose value names the callback's answer. The grant is the
/// system's: the person can revoke it in Settings, Android drops one-time grants when the app
/// leaves the foreground and auto-resets the grants of unused apps, so code that later trusts
/// the saved value calls a protected API without it (`SecurityException`) or shows a feature
/// that no longer works. `ContextCompat.checkSelfPermission` at each use is the answer. The iOS
/// counterpart is `PermissionAnswerStored`; Android Lint has no check for this.
///
/// Not reported: a key named for having asked (asked, prompt, shown, requested, seen, did),
/// which records the question, not the grant; a literal value.
struct AndroidPermissionAnswerStored: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-recheck.android-answer-stored",
        ruleId: "perm-recheck",
        summary: "The answer to a runtime permission request is saved to SharedPreferences",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" /><application />"),
                AndroidExample.kotlin("NearbyFragment", """
                package com.example.app

                class NearbyFragment : Fragment() {
                    private val askLocation = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        prefs.edit().↓putBoolean("location_permission_granted", granted).apply()
                        if (granted) showNearby()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.ACCESS_FINE_LOCATION\" /><application />"),
                AndroidExample.kotlin("NearbyFragment", """
                package com.example.app

                class NearbyFragment : Fragment() {
                    private val askLocation = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        prefs.edit().putBoolean("location_permission_asked", true).apply()
                        prefs.edit().putBoolean("has_shown_location_prompt", granted).apply()
                        prefs.edit().putLong("last_nearby_open", System.currentTimeMillis()).apply()
                        if (granted) showNearby()
                    }
                    fun canShowNearby() = ContextCompat.checkSelfPermission(requireContext(), ACCESS_FINE_LOCATION) == PERMISSION_GRANTED
                }
                """),
            ]),
        ]
    )

    static let launchers: Set<String> = ["registerForActivityResult", "rememberLauncherForActivityResult"]
    static let writes: Set<String> = ["putBoolean", "putString", "putInt"]
    static let askedWords = ["ask", "prompt", "shown", "show", "request", "seen", "did", "display", "onboard"]

    package func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in android.shippingCalls(named: Self.launchers) {
            let launcher = file.file.calls[index]
            guard launcher.arguments.first?.text.contains("RequestPermission") == true || launcher.argument("contract")?.text.contains("RequestPermission") == true,
                  let lambda = launcher.trailingLambda else { continue }
            let answers = Set(lambda.parameters.isEmpty ? ["it"] : lambda.parameters)
            for write in file.file.calls.indices where Self.writes.contains(file.file.calls[write].name) {
                let call = file.file.calls[write]
                guard lambda.tokenRange.contains(call.nameToken), call.positionalArguments.count == 2,
                      !Self.askedWords.contains(where: { call.positionalArguments[0].text.lowercased().contains($0) }),
                      Self.words(call.positionalArguments[1].text).contains(where: answers.contains), file.ships(call.position) else { continue }
                output.report(
                    "This saves the answer to a permission request to SharedPreferences; the person can revoke the grant in Settings, Android drops one-time grants when the app leaves the foreground and resets the grants of apps left unused, so code that trusts the saved value calls a protected API without the grant (SecurityException) or shows a feature that no longer works. Call ContextCompat.checkSelfPermission at each use instead, and save at most that the app has asked.",
                    at: file.position(call.position), confidence: .medium)
            }
        }
    }

    /// The identifiers of an expression's text: `granted && !denied` → granted, denied.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
