import ThumbruleCore
import ThumbruleFrontEnds

/// A preference in a preference XML (`SwitchPreferenceCompat`, `CheckBoxPreference`,
/// `ListPreference`, `RingtonePreference`, …) that sets a notification's sound, vibration, light
/// or importance, in an app that creates notification channels and whose minSdk is 26 or more.
/// From API 26 those belong to the channel: once it exists only the user can change them, in
/// the system's channel settings, so the in-app switch does nothing on every phone the app runs
/// on. The row should open `Settings.ACTION_CHANNEL_NOTIFICATION_SETTINGS` instead.
///
/// A preference counts when its key or title (a literal, or the default string it names) has a
/// word for the attribute (sound, ringtone, vibrate, light, LED, importance) and one for
/// notifications (notification, alert, channel, reminder), or it is a `RingtonePreference` of
/// `ringtoneType="notification"`. Left alone: apps with a minSdk below 26, where the preference
/// may serve older phones, and apps that create no channel. An importance preference is left
/// alone too when the app's code names two or more channel importance levels: it then picks
/// which of the app's channels a notification goes to (a "high priority" reminder posted to the
/// app's urgent channel), a choice that stays the app's. So is a preference about Do Not Disturb
/// (`dnd` or "disturb" in its key or title: "Always play notification sound", key
/// `override_dnd`) in an app that requests `ACCESS_NOTIFICATION_POLICY`: the app changes the
/// ringer or the Do Not Disturb policy itself, which no channel owns. Known false negatives: preferences
/// built in code (the preference DSL, Compose).
struct AndroidChannelSettingMirrored: AndroidCheck {
    package static let description = CheckDescription(
        id: "set-system-owned.android-channel-setting-mirrored",
        ruleId: "set-system-owned",
        summary: "An in-app preference for a notification's sound, vibration, light or importance, which the channel owns from API 26",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), channels,
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="pref_reminder_vibrate_title">Vibrate for reminders</string>
                </resources>
                """),
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    ↓<SwitchPreferenceCompat
                        android:key="reminder_vibrate"
                        android:title="@string/pref_reminder_vibrate_title" />
                    ↓<RingtonePreference
                        android:key="alert_tone"
                        android:ringtoneType="notification" />
                </PreferenceScreen>
                """),
            ]),
            // Two channels of different importance excuse an importance list, not a vibration switch.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), twoChannels,
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <ListPreference android:key="notification_importance" android:title="Reminder priority" />
                    ↓<SwitchPreferenceCompat android:key="reminder_vibrate" android:title="Vibrate" />
                </PreferenceScreen>
                """),
            ]),
            // Without policy access, a Do Not Disturb sound switch can only be the channel's.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), channels,
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    ↓<SwitchPreferenceCompat android:key="override_dnd" android:title="Always play notification sound" />
                </PreferenceScreen>
                """),
            ]),
        ],
        nonTriggering: [
            // A product preference: which updates to be told about, not how the channel sounds.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), channels,
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <SwitchPreferenceCompat android:key="notify_new_followers" android:title="New followers" />
                    <SwitchPreferenceCompat android:key="button_sounds" android:title="Sounds when tapping buttons" />
                </PreferenceScreen>
                """),
            ]),
            // Two channels of different importance: the list picks the channel a reminder goes to.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), twoChannels,
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <ListPreference android:key="notification_importance" android:title="Reminder priority" />
                </PreferenceScreen>
                """),
            ]),
            // Playing the sound through Do Not Disturb, which the app changes itself with policy access.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), channels,
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.ACCESS_NOTIFICATION_POLICY" />
                    <application><activity android:name=".MainActivity" /></application>
                """),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="override_dnd">Always play notification sound</string>
                </resources>
                """),
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <SwitchPreferenceCompat android:key="override_dnd" android:title="@string/override_dnd" />
                </PreferenceScreen>
                """),
            ]),
            // minSdk 24: the switch still sets the sound on phones before channels.
            CheckExample(files: [
                AndroidExample.settings, channels,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 24; targetSdk = 34 }
                }
                """),
                ("app/src/main/res/xml/preferences.xml", """
                <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                    <CheckBoxPreference android:key="notification_sound" android:title="Notification sound" />
                </PreferenceScreen>
                """),
            ]),
        ]
    )

    static let channels = AndroidExample.kotlin("Channels", """
        fun createChannels(manager: NotificationManager) {
            manager.createNotificationChannel(NotificationChannel("reminders", "Reminders", NotificationManager.IMPORTANCE_DEFAULT))
        }
        """)

    static let twoChannels = AndroidExample.kotlin("Channels", """
        fun createChannels(manager: NotificationManager) {
            manager.createNotificationChannel(NotificationChannel("reminders", "Reminders", NotificationManager.IMPORTANCE_DEFAULT))
            manager.createNotificationChannel(NotificationChannel("urgent", "Urgent reminders", NotificationManager.IMPORTANCE_HIGH))
        }
        """)

    static let importanceLevels: Set<String> = ["IMPORTANCE_MIN", "IMPORTANCE_LOW", "IMPORTANCE_DEFAULT", "IMPORTANCE_HIGH", "IMPORTANCE_MAX"]

    static let preferenceElements: Set<String> = [
        "SwitchPreference", "SwitchPreferenceCompat", "CheckBoxPreference", "ListPreference", "RingtonePreference",
        "DropDownPreference", "MultiSelectListPreference",
    ]
    static let attributeWords: Set<String> = ["sound", "sounds", "ringtone", "vibrate", "vibration", "vibrations", "light", "lights", "led", "importance"]
    static let notificationWords: Set<String> = ["notification", "notifications", "notify", "alert", "alerts", "channel", "reminder", "reminders"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard let minSdk = android.lowestKnownMinSdk, minSdk >= 26,
              !android.shippingCalls(named: ["NotificationChannel", "NotificationChannelCompat"]).isEmpty else { return }
        let strings = project.androidDefaultStrings
        let levels = Set(android.shippingKotlin.flatMap { file in
            file.identifierTokens(Self.importanceLevels).map { file.file.source.text(at: $0) }
        })
        let attributes = levels.count >= 2 ? Self.attributeWords.subtracting(["importance"]) : Self.attributeWords
        let ownsDoNotDisturb = android.apps.contains { $0.manifest.requests(Self.policyPermission) }
        for (path, tree) in project.androidXMLResources() where tree.root.map({ $0.name.hasSuffix("PreferenceScreen") }) == true {
            for element in tree.elements where Self.mirrorsChannel(element, strings, attributes: attributes, ownsDoNotDisturb: ownsDoNotDisturb) {
                let label = element.attribute("android:key") ?? element.name
                output.report(
                    "The preference \(label) sets a notification's sound, vibration, light or importance, which from API 26 (this app's minSdk is \(minSdk)) belong to the notification channel and only the user can change; replace it with a row that opens Settings.ACTION_CHANNEL_NOTIFICATION_SETTINGS for the channel.",
                    at: SourcePosition(path: path, line: element.position.line, column: element.position.column), confidence: .medium)
            }
        }
    }

    /// The permission to change the Do Not Disturb policy and the ringer mode.
    static let policyPermission = "android.permission.ACCESS_NOTIFICATION_POLICY"
    static let doNotDisturbWords: Set<String> = ["dnd", "disturb"]

    /// A preference element whose key or title names a notification attribute, or a notification
    /// ringtone picker; when the app `ownsDoNotDisturb`, not one about Do Not Disturb.
    static func mirrorsChannel(_ element: XMLElementNode, _ strings: [String: String], attributes: Set<String>, ownsDoNotDisturb: Bool = false) -> Bool {
        let type = String(element.name.split(separator: ".").last ?? "")
        guard preferenceElements.contains(type) else { return false }
        if type == "RingtonePreference", element.attribute("android:ringtoneType")?.contains("notification") == true { return true }
        let texts = ["android:key", "android:title", "app:key", "app:title"].compactMap { name -> String? in
            guard let value = element.attribute(name) else { return nil }
            return value.hasPrefix("@string/") ? strings[String(value.dropFirst("@string/".count))] : value
        }
        let words = Set(texts.flatMap(NameWords.split))
        if ownsDoNotDisturb, !words.isDisjoint(with: doNotDisturbWords) { return false }
        return !words.isDisjoint(with: attributes) && !words.isDisjoint(with: notificationWords)
    }
}
