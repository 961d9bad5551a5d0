import ThumbruleCore
import ThumbruleFrontEnds

/// A promotional notification opt-in switched on for the user: a setting whose name says it
/// is about offers, promotions or marketing notifications (`offersNotification`,
/// `promoPushEnabled`, `marketingNotifications`) set to `true` by the app itself
/// (`settings.offersNotification.set(true)`, `prefs.marketingNotifications = true`). The rule
/// asks that promotional sends sit behind an opt-in inside the app that starts off; an opt-in
/// the app ticks is no opt-in. A user's own switch (`set(checked)`, `= isChecked`), a value
/// set to `false`, and settings about other kinds (`newEpisodesNotification`) are left alone.
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

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let message = "This switches the promotional-notifications opt-in on for the user, so offers are pushed to people who never asked for them; promotional sends need an opt-in inside the app that starts off. Leave the setting off until the user turns it on, and ask where they can see what they would get."
        for file in android.shippingKotlin {
            let bytes = file.file.source.bytes
            guard ["ffer", "romo", "arketing", "eals", "ewsletter"].contains(where: { bytes.contains(utf8: $0) }) else { continue }
            for (index, call) in file.file.calls.enumerated() where call.name == "set" {
                guard case .boolean(true)? = call.positionalArguments.first?.value,
                      let setting = call.receiverNames(in: file.file).last, Self.isPromoOptIn(setting) else { continue }
                output.report(message, at: file.position(ofCall: index), confidence: .medium)
            }
            for assignment in file.file.assignments where assignment.operatorText == "=" {
                guard case .boolean(true) = assignment.value.value, let setting = assignment.target.last, Self.isPromoOptIn(setting) else { continue }
                output.report(message, at: file.position(assignment.position), confidence: .medium)
            }
        }
    }
}
