import ThumbruleCore
import ThumbruleFrontEnds

/// A notification channel named with a string literal (`NotificationChannel(id, "Updates", …)`,
/// `NotificationChannelCompat.Builder(…).setName("Updates")`): the name is what users read in
/// the system's notification settings to decide which kind to silence, and a literal is never
/// translated. An app with no translations at all (no string resource in a `res/values-xx`
/// folder of any module, and no localisation of its own in a Flutter or React Native app)
/// loses nothing by it and is left alone. Android Lint has no check for this.
struct AndroidChannelNameLiteral: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-channels.android-literal-name",
        ruleId: "notify-channels",
        summary: "A notification channel named with a string literal instead of a string resource",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), Self.germanStrings,
                AndroidExample.kotlin("Channels", """
                package com.example.app

                fun createChannels(manager: NotificationManager) {
                    manager.createNotificationChannel(NotificationChannel("orders", ↓"Order updates", NotificationManager.IMPORTANCE_DEFAULT))
                    manager.createNotificationChannel(
                        NotificationChannelCompat.Builder("mentions", NotificationManagerCompat.IMPORTANCE_HIGH).setName(↓"Mentions").build())
                }
                """),
            ]),
        ],
        nonTriggering: [
            // An app with no translations: a resource would hold the same English words.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Tide Table</string></resources>"),
                ("app/src/main/res/values-night/strings.xml", "<resources />"),
                AndroidExample.kotlin("Channels", """
                fun createChannels(manager: NotificationManager) {
                    manager.createNotificationChannel(NotificationChannel("tides", "High tide alerts", NotificationManager.IMPORTANCE_DEFAULT))
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                fun createChannels(manager: NotificationManager, context: Context) {
                    manager.createNotificationChannel(NotificationChannel("orders", context.getString(R.string.channel_orders), NotificationManager.IMPORTANCE_DEFAULT))
                    manager.createNotificationChannel(
                        NotificationChannelCompat.Builder("mentions", NotificationManagerCompat.IMPORTANCE_HIGH).setName(context.getString(R.string.channel_mentions)).build())
                }
                """),
            ]),
        ]
    )

    /// A German translation of the app's strings, for the examples.
    static let germanStrings = ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"app_name\">Beispiel</string></resources>")

    /// Packages a Flutter or React Native app translates its own text with.
    static let localisationPackages = [
        "flutter_localizations", "easy_localization", "slang", "intl_utils", "i18next", "react-i18next", "i18n-js",
        "react-intl", "react-native-localize", "@lingui/core", "expo-localization",
    ]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let translates = Self.localisationPackages.contains { project.flutter.dependsOn($0) || project.reactNative.dependsOn($0) }
        guard translates || AndroidModel.hasTranslatedStrings(project) else { return }
        for (file, call) in android.shippingCalls(named: ["NotificationChannel", "setName"]) {
            let current = file.file.calls[call]
            let name: KotlinArgument?
            if current.name == "NotificationChannel" {
                name = current.arguments.count == 3 ? (current.argument("name") ?? current.arguments[1]) : nil
            } else {
                let onChannelBuilder = file.file.chain(of: call).contains { file.file.calls[$0].name == "Builder" && file.receiverType(ofCall: $0) == "NotificationChannelCompat" }
                name = onChannelBuilder ? current.arguments.first : nil
            }
            guard let name, case .string(let text) = name.value, !text.isEmpty else { continue }
            output.report(
                "The channel name \"\(text)\" is a string literal; users read it in the system's notification settings to choose which kind to silence, and a literal is never translated. Name each channel after the kind as the user would put it, from a string resource (context.getString(R.string.…)).",
                at: file.position(name.expression.position), confidence: .medium)
        }
    }
}
