import ThumbruleCore
import ThumbruleFrontEnds

/// `IMPORTANCE_MAX` in shipping code: the `NotificationManager` reference marks it unused, and a
/// channel created at the loudest level cannot be made quieter by the app afterwards. Android
/// Lint has no check for this. A parameter's default value that every call passes a level for
/// (`importance: Int = IMPORTANCE_MAX`, always called with `IMPORTANCE_LOW`) is never used and
/// is left alone.
struct AndroidNotificationImportanceMax: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-level.android-importance-max",
        ruleId: "notify-level",
        summary: "A notification channel created at IMPORTANCE_MAX",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                package com.example.app

                fun createChannels(manager: NotificationManager, context: Context) {
                    manager.createNotificationChannel(NotificationChannel("deals", context.getString(R.string.channel_deals), NotificationManager.↓IMPORTANCE_MAX))
                }
                """),
            ]),
            // A branch that yields the level for a channel, followed by the next branch.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Levels", """
                fun levelFor(kind: AlertKind): Int = when (kind) {
                    AlertKind.CALL -> NotificationManager.↓IMPORTANCE_MAX
                    else -> NotificationManager.IMPORTANCE_DEFAULT
                }
                """),
            ]),
            // The same default, used by a call that passes no level.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                fun createChannel(manager: NotificationManager, id: String, importance: Int = NotificationManager.↓IMPORTANCE_MAX) {
                    manager.createNotificationChannel(NotificationChannel(id, id, importance))
                }

                fun createChannels(manager: NotificationManager) {
                    createChannel(manager, "deals", NotificationManager.IMPORTANCE_LOW)
                    createChannel(manager, "calls")
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                fun createChannels(manager: NotificationManager, context: Context) {
                    manager.createNotificationChannel(NotificationChannel("deals", context.getString(R.string.channel_deals), NotificationManager.IMPORTANCE_LOW))
                }
                """),
            ]),
            // A default every call replaces with a quieter level.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                fun createChannel(manager: NotificationManager, id: String, importance: Int = NotificationManager.IMPORTANCE_MAX) {
                    manager.createNotificationChannel(NotificationChannel(id, id, importance))
                }

                fun createChannels(manager: NotificationManager) {
                    createChannel(manager, "deals", NotificationManager.IMPORTANCE_LOW)
                    createChannel(manager, "orders", importance = NotificationManager.IMPORTANCE_DEFAULT)
                }
                """),
            ]),
            // Reading a channel's level: a `when` branch and a comparison set nothing.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Priorities", """
                fun compatPriority(importance: Int): Int = when (importance) {
                    NotificationManager.IMPORTANCE_HIGH, NotificationManager.IMPORTANCE_MAX -> NotificationCompat.PRIORITY_HIGH
                    else -> NotificationCompat.PRIORITY_DEFAULT
                }

                fun isLoudest(channel: NotificationChannel) = channel.importance == NotificationManager.IMPORTANCE_MAX
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for token in file.identifierTokens(["IMPORTANCE_MAX"]) where !Self.isTested(token, in: file.file.source)
            && !Self.isOverriddenDefault(token, in: file.file, android: android) {
                output.report(
                    "IMPORTANCE_MAX is marked unused in the NotificationManager reference and is the loudest level there is; once a channel exists only the user can lower it. Use IMPORTANCE_HIGH for true interruptions and the quietest visible level (DEFAULT or LOW) for everything else.",
                    at: file.position(ofToken: token))
            }
        }
    }

    /// Whether the constant is a parameter's default value that every call of the function, and
    /// there is at least one, passes an argument for (by label, or by position).
    static func isOverriddenDefault(_ token: Int, in file: KotlinFile, android: AndroidModel) -> Bool {
        for function in file.functions where !function.hasAnnotation("JvmOverloads") {
            guard let position = function.parameters.firstIndex(where: { $0.defaultValue?.tokenRange.contains(token) == true }) else { continue }
            let name = function.parameters[position].name
            let calls = android.kotlinFiles.flatMap { $0.file.calls(named: function.name) }
            return !calls.isEmpty && calls.allSatisfy { call in
                call.arguments.contains { $0.label == name } || call.arguments.filter { $0.label == nil }.count > position
            }
        }
        return false
    }

    /// Whether the constant is a value compared against, not one passed on: a `when` branch
    /// condition (`IMPORTANCE_HIGH, IMPORTANCE_MAX -> …`) or an operand of `==` / `!=`.
    static func isTested(_ token: Int, in source: KotlinSource) -> Bool {
        let tokens = source.tokens
        func isEquality(_ index: Int) -> Bool {
            tokens.indices.contains(index) && tokens[index].kind == .operator && ["==", "!="].contains(source.text(of: tokens[index]))
        }
        // A branch condition list: qualified names joined by commas, then `->`. A name right
        // after a name starts the next branch, so the walk stops there.
        var after = token + 1
        while after + 1 < tokens.count, [.dot, .comma].contains(tokens[after].kind), tokens[after + 1].kind == .identifier { after += 2 }
        if after < tokens.count, tokens[after].kind == .arrow { return true }
        var before = token - 1
        while before >= 0, tokens[before].kind == .dot || (tokens[before].kind == .identifier && tokens[before + 1].kind == .dot) { before -= 1 }
        return isEquality(before) || isEquality(token + 1)
    }
}
