import ThumbruleCore
import ThumbruleFrontEnds

/// A promotional notification opt-in switched on for the user: a setting whose name says it
/// is about offers, promotions or marketing notifications (`offersNotification`,
/// `promoPushEnabled`, `marketingNotifications`) set to `true` by the app itself
/// (`settings.offersNotification.set(true)`, `prefs.marketingNotifications = true`). The rule
/// asks that promotional sends sit behind an opt-in inside the app that starts off; an opt-in
/// the app ticks is no opt-in. A user's own switch (`set(checked)`, `= isChecked`), a `true`
/// set inside a tap handler (`Button(onClick = { … })`, a function named `onAcceptOffersClick`),
/// a value set to `false`, and settings about other kinds (`newEpisodesNotification`) are left
/// alone.
struct AndroidPromoNotificationsOnByDefault: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-earns-it.android-promo-opt-in-on",
        ruleId: "notify-earns-it",
        summary: "An Android app switches the promotional-notifications opt-in on for the user",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("FirstRun", """
                class FirstRun(private val settings: Settings, private val prefs: NotificationPrefs) {
                    fun onNewInstall() {
                        settings.newEpisodesNotification.set(true)
                        settings.offersNotification.↓set(true, updateModifiedAt = false)
                        ↓prefs.marketingPushEnabled = true
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("NotificationSettings", """
                class NotificationSettings(private val settings: Settings, private val prefs: NotificationPrefs) {
                    fun onOffersToggled(checked: Boolean) {
                        settings.offersNotification.set(checked)
                        prefs.marketingPushEnabled = checked
                    }

                    @Composable
                    fun OffersPrompt() {
                        Button(onClick = { settings.offersNotification.set(true) }) { Text("Send me offers") }
                    }

                    fun onAcceptOffersClicked() {
                        prefs.marketingPushEnabled = true
                    }

                    fun onNewInstall() {
                        settings.offersNotification.set(false)
                        settings.newEpisodesNotification.set(true)
                        settings.offersShown.set(true)
                    }
                }
                """),
            ]),
        ]
    )

    static let promoWords: Set<String> = ["offer", "offers", "promo", "promos", "promotion", "promotions", "promotional", "marketing", "deals", "newsletter"]
    static let notificationWords: Set<String> = ["notification", "notifications", "notify", "push", "pushes", "alerts"]

    static func isPromoOptIn(_ name: String) -> Bool {
        let words = Set(NameWords.split(name).map { $0.lowercased() })
        return !words.isDisjoint(with: promoWords) && !words.isDisjoint(with: notificationWords)
    }

    /// Calls whose lambdas run when the user taps or toggles something.
    static let userActionCalls: Set<String> = [
        "Button", "TextButton", "OutlinedButton", "FilledTonalButton", "ElevatedButton", "IconButton", "clickable", "toggleable",
        "Switch", "Checkbox", "setOnClickListener", "setOnCheckedChangeListener", "setPositiveButton", "setNegativeButton",
    ]
    /// Words of a function name that say it answers the user: `onAcceptOffersClicked`, `enableOffers`.
    static let userActionWords: Set<String> = ["click", "clicked", "tap", "tapped", "toggle", "toggled", "accept", "accepted", "enable", "confirm", "changed", "checked", "opt", "allow"]

    /// Whether code at this call runs because the user acted: inside a tap handler's lambda or
    /// arguments, or in a function named for a tap or a toggle.
    static func answersUser(enclosingCalls: [Int], function: Int?, in file: KotlinFile) -> Bool {
        if enclosingCalls.contains(where: { userActionCalls.contains(file.calls[$0].name) || file.calls[$0].argument("onClick") != nil }) { return true }
        return file.enclosingFunctions(startingAt: function).contains { index in
            !userActionWords.isDisjoint(with: NameWords.split(file.functions[index].name).map { $0.lowercased() })
        }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let message = "This switches the promotional-notifications opt-in on for the user, so offers are pushed to people who never asked for them; promotional sends need an opt-in inside the app that starts off. Leave the setting off until the user turns it on, and ask where they can see what they would get."
        for file in android.shippingKotlin {
            let bytes = file.file.source.bytes
            guard ["ffer", "romo", "arketing", "eals", "ewsletter"].contains(where: { bytes.contains(utf8: $0) }) else { continue }
            for (index, call) in file.file.calls.enumerated() where call.name == "set" {
                guard case .boolean(true)? = call.positionalArguments.first?.value,
                      let setting = call.receiverNames(in: file.file).last, Self.isPromoOptIn(setting),
                      !Self.answersUser(enclosingCalls: file.file.ancestors(of: index), function: call.enclosingFunction, in: file.file) else { continue }
                output.report(message, at: file.position(ofCall: index), confidence: .medium)
            }
            for assignment in file.file.assignments where assignment.operatorText == "=" {
                guard case .boolean(true) = assignment.value.value, let setting = assignment.target.last, Self.isPromoOptIn(setting),
                      !Self.answersUser(enclosingCalls: assignment.container.map { [$0.call] + file.file.ancestors(of: $0.call) } ?? [],
                                        function: assignment.enclosingFunction, in: file.file) else { continue }
                output.report(message, at: file.position(assignment.position), confidence: .medium)
            }
        }
    }
}
