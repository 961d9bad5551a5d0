import ThumbruleCore
import ThumbruleFrontEnds

/// `IMPORTANCE_MAX` in shipping code: the `NotificationManager` reference marks it unused, and a
/// channel created at the loudest level cannot be made quieter by the app afterwards. Android
/// Lint has no check for this. A parameter's default value that every call passes a level for
/// (`importance: Int = IMPORTANCE_MAX`, always called with `IMPORTANCE_LOW`) is never used and
/// is left alone, and so is an enum constructor's default that every entry replaces by label,
/// and the constant as a comparison's operand or a range's bound, which reads a level and sets none.
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
            // An enum's default no entry keeps.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AppChannel", """
                enum class AppChannel(val id: String, val importance: Int = NotificationManager.IMPORTANCE_MAX) {
                    ORDERS(id = "orders", importance = NotificationManager.IMPORTANCE_HIGH),
                    NEWS(id = "news", importance = NotificationManager.IMPORTANCE_LOW);

                    fun create(manager: NotificationManager) = manager.createNotificationChannel(NotificationChannel(id, id, importance))
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
            // linshare-android's level wrapper: the constant only bounds a range check.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChannelLevel", """
                data class ChannelLevel(val value: Int) {
                    init {
                        require(value >= NotificationManager.IMPORTANCE_MIN &&
                                value <= NotificationManager.IMPORTANCE_MAX) { "bad level" }
                    }
                }

                fun isValid(level: Int) = level in NotificationManager.IMPORTANCE_NONE..NotificationManager.IMPORTANCE_MAX
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for token in file.identifierTokens(["IMPORTANCE_MAX"]) where !Self.isTested(token, in: file.file.source)
            && !Self.isOverriddenDefault(token, in: file.file, android: android) && !Self.isOverriddenEnumDefault(token, in: file.file) {
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

    /// Whether the constant is the default of an enum class's constructor parameter
    /// (`enum class Channel(val importance: Int = IMPORTANCE_MAX)`) that every entry passes by
    /// label (`ALERTS(importance = IMPORTANCE_HIGH)`): no channel takes the default.
    static func isOverriddenEnumDefault(_ token: Int, in file: KotlinFile) -> Bool {
        let source = file.source, tokens = source.tokens
        // The parenthesis that opens the parameter list holding the constant.
        var depth = 0, cursor = token - 1
        while cursor >= 0 {
            if tokens[cursor].kind == .rightParen { depth += 1 }
            if tokens[cursor].kind == .leftParen { if depth == 0 { break } else { depth -= 1 } }
            cursor -= 1
        }
        guard cursor > 0, tokens[cursor - 1].kind == .identifier, let close = source.partner(of: cursor),
              let type = file.types.first(where: { $0.kind == .enumClass && $0.name == source.name(at: cursor - 1) && ($0.bodyRange?.lowerBound ?? 0) > close }),
              !type.enumEntries.isEmpty, let body = type.bodyRange,
              let colon = (cursor..<token).last(where: { tokens[$0].kind == .colon }), tokens[colon - 1].kind == .identifier else { return false }
        let parameter = source.name(at: colon - 1)
        return type.enumEntries.allSatisfy { entry in
            guard let name = body.first(where: { tokens[$0].kind == .identifier && source.name(at: $0) == entry }),
                  name + 1 < body.upperBound, tokens[name + 1].kind == .leftParen, let end = source.partner(of: name + 1) else { return false }
            return (name + 2..<end).contains { tokens[$0].kind == .identifier && source.name(at: $0) == parameter && tokens[$0 + 1].kind == .assign }
        }
    }

    /// Operators whose operand is compared against or bounds a range, never handed on as a level.
    static let testingOperators: Set<String> = ["==", "!=", "<=", ">=", "..", "..<"]

    /// Whether the constant is a value compared against, not one passed on: a `when` branch
    /// condition (`IMPORTANCE_HIGH, IMPORTANCE_MAX -> …`), an operand of an equality or an
    /// ordering, or a bound of a range (`require(level <= IMPORTANCE_MAX)`, `MIN..MAX`).
    static func isTested(_ token: Int, in source: KotlinSource) -> Bool {
        let tokens = source.tokens
        func isEquality(_ index: Int) -> Bool {
            guard tokens.indices.contains(index) else { return false }
            switch tokens[index].kind {
            case .less, .greater: return true
            case .operator: return testingOperators.contains(source.text(of: tokens[index]))
            case .identifier: return ["until", "downTo"].contains(source.text(of: tokens[index]))
            default: return false
            }
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
