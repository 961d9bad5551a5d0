import ThumbruleCore
import ThumbruleFrontEnds

/// A notification built with more than three `addAction` calls: Android shows at most three
/// buttons, so the fourth never appears (`NotificationCompat.Builder.addAction`), and the
/// rulebook plans for two. Android Lint has no check for this.
///
/// A media notification (its builder's `setStyle` is given a `MediaStyle`, written there or as
/// a `val` of the file) shows up to five actions when expanded, so it is reported past five.
///
/// Actions in either-or branches (`if … else`, the branches of a `when`) are not summed: a
/// notification gets the most that any one path adds (`when { hasNext -> addAction(next);
/// else -> addAction(fastForward) }` adds one).
struct AndroidNotificationTooManyActions: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-actions.android-too-many",
        ruleId: "notify-actions",
        summary: "A notification with more than three actions (Android shows three)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OrderNotifications", """
                package com.example.app

                fun orderNotification(context: Context, actions: OrderActions) = NotificationCompat.Builder(context, "orders")
                    .setSmallIcon(R.drawable.ic_order)
                    .addAction(R.drawable.ic_track, context.getString(R.string.track), actions.track)
                    .addAction(R.drawable.ic_chat, context.getString(R.string.contact), actions.contact)
                    .addAction(R.drawable.ic_receipt, context.getString(R.string.receipt), actions.receipt)
                    .↓addAction(R.drawable.ic_cancel, context.getString(R.string.cancel_order), actions.cancel)
                    .build()
                """),
            ]),
            // A media notification shows five when expanded: the sixth never appears.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PlayerNotifications", """
                fun playerNotification(context: Context, session: MediaSessionCompat, actions: PlayerActions) = NotificationCompat.Builder(context, "playback")
                    .setStyle(androidx.media.app.NotificationCompat.MediaStyle().setMediaSession(session.sessionToken))
                    .addAction(actions.previous)
                    .addAction(actions.rewind)
                    .addAction(actions.pause)
                    .addAction(actions.fastForward)
                    .addAction(actions.next)
                    .↓addAction(actions.stop)
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OrderNotifications", """
                fun orderNotification(context: Context, actions: OrderActions) = NotificationCompat.Builder(context, "orders")
                    .setSmallIcon(R.drawable.ic_order)
                    .addAction(R.drawable.ic_track, context.getString(R.string.track), actions.track)
                    .addAction(R.drawable.ic_chat, context.getString(R.string.contact), actions.contact)
                    .build()
                """),
            ]),
            // A media notification's transport row: five actions, all shown when expanded.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PlayerNotifications", """
                fun playerNotification(context: Context, session: MediaSession, actions: PlayerActions): Notification {
                    val style = Notification.MediaStyle().apply { setMediaSession(session.sessionToken) }
                    return Notification.Builder(context, "playback").apply {
                        setStyle(style)
                        addAction(actions.previous)
                        addAction(actions.rewind)
                        addAction(actions.pause)
                        addAction(actions.fastForward)
                        addAction(actions.next)
                    }.build()
                }
                """),
            ]),
            // A player's transport row: each `when` and `if … else` adds one of its two actions, three in all.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PlayerNotifications", """
                fun playerNotification(context: Context, hasPrevious: Boolean, hasNext: Boolean, playing: Boolean) =
                    NotificationCompat.Builder(context, "playback").apply {
                        setSmallIcon(R.drawable.ic_play)
                        when {
                            hasPrevious -> addAction(previousAction(context))
                            else -> addAction(rewindAction(context))
                        }
                        if (playing) {
                            addAction(pauseAction(context))
                        } else {
                            addAction(playAction(context))
                        }
                        when (hasNext) {
                            true -> { addAction(nextAction(context)) }
                            false -> addAction(fastForwardAction(context))
                        }
                    }.build()
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for builder in AndroidNotificationBuilders.builders(in: file) {
                let calls = AndroidNotificationBuilders.calls(on: builder, in: file)
                let actions = calls.filter { file.file.calls[$0].name == "addAction" }.sorted()
                let count = mostOnOnePath(actions, in: file.file)
                let shown = Self.hasMediaStyle(calls, in: file.file) ? 5 : 3
                guard count > shown else { continue }
                output.report(
                    "This notification adds \(count) actions, but Android shows at most \(shown == 5 ? "five buttons in an expanded media notification" : "three buttons"), so the rest never appear. Keep the two the user most often needs, the safe one first, and move the others into the app.",
                    at: file.position(ofCall: actions[shown]))
            }
        }
    }

    /// Whether a builder's `setStyle` is given a `MediaStyle`: written in the argument, or a
    /// name every property of which in the file is initialised with one.
    static func hasMediaStyle(_ builderCalls: [Int], in file: KotlinFile) -> Bool {
        builderCalls.contains { index in
            guard file.calls[index].name == "setStyle", let style = file.calls[index].arguments.first else { return false }
            if style.text.contains("MediaStyle") { return true }
            guard case .reference(let path) = style.value, path.count == 1 else { return false }
            let properties = file.properties.filter { $0.name == path[0] }
            return !properties.isEmpty && properties.allSatisfy { $0.initializer?.text.contains("MediaStyle") == true }
        }
    }

    /// The most actions one path through the builder adds: actions outside either-or branches
    /// count once each; of an `if … else` or a `when`, only its fullest branch counts. An action
    /// is assigned to its innermost such branch (nested ones are summed, which can only overcount
    /// toward the plain total).
    func mostOnOnePath(_ actions: [Int], in file: KotlinFile) -> Int {
        var plain = 0
        var branches: [Int: [Int: Int]] = [:]
        for action in actions {
            let start = AndroidBranch.chainStart(endingAt: file.calls[action].nameToken, in: file.source)
            if let (construct, branch) = exclusiveBranch(ofStatementAt: start, in: file.source) {
                branches[construct, default: [:]][branch, default: 0] += 1
            } else {
                plain += 1
            }
        }
        return plain + branches.values.map { $0.values.max() ?? 0 }.reduce(0, +)
    }

    /// The either-or construct a statement sits in directly, and which of its branches:
    /// a `when` (keyed by its brace, the branch by its `->`) or an `if … else` (keyed by the
    /// condition, the branch by whether it is the `else`).
    func exclusiveBranch(ofStatementAt start: Int, in source: KotlinSource) -> (Int, Int)? {
        let tokens = source.tokens
        // The branch's own block (`x -> { … }`) or the `when` block itself (`x -> statement`).
        if let open = source.enclosingOpener(of: start), tokens[open].kind == .leftBrace {
            if isWhenBlock(open, source), let arrow = branchArrow(before: start, in: open, source) { return (open, arrow) }
            if open > 0, tokens[open - 1].kind == .arrow, let outer = source.enclosingOpener(of: open - 1),
               tokens[outer].kind == .leftBrace, isWhenBlock(outer, source) { return (outer, open - 1) }
        }
        if let branch = AndroidBranch.enclosing(statementAt: start, in: source) {
            return (branch.condition.lowerBound, branch.isElse ? 1 : 0)
        }
        return nil
    }

    /// Whether a `{` opens a `when`: `when {` or `when (subject) {`.
    func isWhenBlock(_ open: Int, _ source: KotlinSource) -> Bool {
        guard open > 0 else { return false }
        var before = open - 1
        if source.tokens[before].kind == .rightParen, let paren = source.partner(of: before), paren < before, paren > 0 { before = paren - 1 }
        return source.tokens[before].kind == .identifier && source.name(at: before) == "when"
    }

    /// The `->` of the `when` branch holding the token at `start`: the last one directly in the
    /// block before it.
    func branchArrow(before start: Int, in open: Int, _ source: KotlinSource) -> Int? {
        var index = start - 1
        while index > open {
            if let partner = source.partner(of: index), partner < index { index = partner - 1; continue }
            if source.tokens[index].kind == .arrow { return index }
            index -= 1
        }
        return nil
    }
}
