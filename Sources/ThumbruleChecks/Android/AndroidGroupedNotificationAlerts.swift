import ThumbruleCore
import ThumbruleFrontEnds

/// A grouped notification (`setGroup` on a notification builder or chained with its setters,
/// not a summary) in a file that never sets `setGroupAlertBehavior(GROUP_ALERT_SUMMARY)`: by default every child alerts, so a
/// burst of five events buzzes five times. Android Lint has no check for this.
///
/// A notification posted on a channel the same file creates at `IMPORTANCE_LOW` or below (a
/// sync or download status) is left alone: such a channel never sounds or peeks, so its
/// children have no alert to group. So is one a worker posts at most once per run: the
/// function that builds it is private and called once, from `doWork` or through private
/// functions each called once, and never from a loop unless a `break` or `return` follows the
/// call at once (try candidates, post the first that fits). Runs are spaced by the scheduler,
/// so there is never a burst of children to alert together. A channel created quiet in another
/// file counts too, and so does a value describing a channel built at a quiet importance
/// (`AndroidNotificationBuilders.QuietChannels`), as does `setSilent(true)` on the builder or
/// on the local value holding it.
struct AndroidGroupedNotificationAlerts: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-shade.android-group-alerts",
        ruleId: "notify-shade",
        summary: "A grouped notification child without GROUP_ALERT_SUMMARY, so every child alerts",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CommentNotifications", """
                package com.example.app

                fun commentNotification(context: Context, comment: Comment) = NotificationCompat.Builder(context, "comments")
                    .setSmallIcon(R.drawable.ic_comment)
                    .setContentTitle(comment.author)
                    .↓setGroup("comments-" + comment.postId)
                    .build()
                """),
                // A worker that posts one notification per new item.
                AndroidExample.kotlin("DigestWorker", """
                class DigestWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        for (item in repository.newItems()) showItem(item)
                        return Result.success()
                    }

                    private fun showItem(item: Item) {
                        manager.notify(item.id, NotificationCompat.Builder(applicationContext, "items")
                            .setContentTitle(item.title)
                            .↓setGroup("items")
                            .build())
                    }
                }
                """),
                // Another file's quiet channel held in a local of the same name is another channel.
                AndroidExample.kotlin("SyncChannels", """
                fun createSyncChannel(manager: NotificationManager, userId: String) {
                    val channelId = "sync-" + userId
                    manager.createNotificationChannel(NotificationChannel(channelId, "Sync", NotificationManager.IMPORTANCE_LOW))
                }
                """),
                AndroidExample.kotlin("ConversationNotifications", """
                fun conversation(context: Context, userId: String, message: Message) = run {
                    val channelId = "messages-" + userId
                    NotificationCompat.Builder(context, channelId)
                        .setContentTitle(message.sender)
                        .↓setGroup("messages-" + userId)
                        .build()
                }
                """),
                // Another value's setSilent does not quiet this builder, and a channel created at default importance alerts.
                AndroidExample.kotlin("MessageNotifications", """
                object Channels {
                    val MESSAGES = Channel("messages", R.string.messages, NotificationManagerCompat.IMPORTANCE_DEFAULT)
                }

                fun message(context: Context, message: Message, status: NotificationCompat.Builder): Notification {
                    val builder = NotificationCompat.Builder(context, Channels.MESSAGES.id)
                        .setContentTitle(message.sender)
                        .↓setGroup("messages")
                    status.setSilent(true)
                    return builder.build()
                }
                """),
                // Chained inside a lambda the builder is applied to, built in a helper.
                AndroidExample.kotlin("ReplyNotifications", """
                fun replyNotification(context: Context, reply: Reply) = context.notification {
                    setSmallIcon(R.drawable.ic_reply)
                        .setContentTitle(reply.author)
                        .↓setGroup(REPLIES)
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CommentNotifications", """
                fun commentNotification(context: Context, comment: Comment) = NotificationCompat.Builder(context, "comments").apply {
                    setSmallIcon(R.drawable.ic_comment)
                    setGroup("comments-" + comment.postId)
                    setGroupAlertBehavior(NotificationCompat.GROUP_ALERT_SUMMARY)
                }.build()

                fun commentSummary(context: Context, postId: String) = NotificationCompat.Builder(context, "comments")
                    .setSmallIcon(R.drawable.ic_comment)
                    .setGroup("comments-" + postId)
                    .setGroupSummary(true)
                    .build()

                fun channelGroup(channel: NotificationChannel) = channel.setGroup("social")
                """),
                // An ongoing status on a channel created quiet: no child can alert.
                AndroidExample.kotlin("BackupStatus", """
                private const val BACKUP_CHANNEL = "backup-status"

                fun backupStatus(context: Context, manager: NotificationManagerCompat): Notification {
                    manager.createNotificationChannel(NotificationChannel(BACKUP_CHANNEL, "Backups", NotificationManager.IMPORTANCE_LOW))
                    return NotificationCompat.Builder(context, BACKUP_CHANNEL)
                        .setContentTitle("Backing up")
                        .setGroup("backup")
                        .setOngoing(true)
                        .build()
                }
                """),
                // A download's progress on a channel another file describes at low importance.
                AndroidExample.kotlin("DownloadChannels", """
                internal object DownloadChannels {
                    val FILE_DOWNLOADING = Channel("com.example.downloading", R.string.downloading, NotificationManagerCompat.IMPORTANCE_LOW)
                }
                """),
                AndroidExample.kotlin("DownloadNotifications", """
                fun downloadProgress(context: Context, name: String, progress: Int) = NotificationCompat.Builder(context, DownloadChannels.FILE_DOWNLOADING.id)
                    .setContentTitle(name)
                    .setProgress(100, progress, false)
                    .setGroup("downloads")
                    .build()
                """),
                // A batch's progress, silenced in every branch on the value holding the builder.
                AndroidExample.kotlin("BatchProgress", """
                fun batchProgress(context: Context, batch: Batch): Notification {
                    val builder = NotificationCompat.Builder(context, BATCH_CHANNEL)
                        .setGroup(context.packageName)
                        .setContentTitle(batch.name)
                    if (batch.remaining > 0) {
                        builder.setSilent(true).setProgress(batch.total, batch.done, false)
                    } else {
                        builder.setSilent(true).setColor(0x66FF66)
                    }
                    return builder.build()
                }
                """),
                // An update of a notification already shown, told not to alert again.
                AndroidExample.kotlin("ReplyProgress", """
                fun replySending(context: Context, mention: Mention) = NotificationCompat.Builder(context, "mentions")
                    .setSmallIcon(R.drawable.ic_reply)
                    .setGroup(mention.accountId)
                    .setOnlyAlertOnce(true)
                    .build()
                """),
                // A worker that posts one suggestion per run: the first candidate that fits.
                AndroidExample.kotlin("SuggestionWorker", """
                class SuggestionWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        suggest()
                        return Result.success()
                    }

                    private suspend fun suggest() {
                        for (candidate in repository.candidates()) {
                            if (candidate.isHidden) continue
                            showSuggestion(candidate)
                            break
                        }
                    }

                    private fun showSuggestion(item: Item) {
                        val notification = NotificationCompat.Builder(applicationContext, "suggestions")
                            .setSmallIcon(R.drawable.ic_suggestion)
                            .setContentTitle(item.title)
                            .setGroup("suggestions")
                            .build()
                        manager.notify(item.id, notification)
                    }
                }
                """),
            ]),
        ]
    )

    /// The calls a function makes on the local value a builder is kept in (`val builder =
    /// NotificationCompat.Builder(…)…` then `builder.setSilent(true)` in each branch), with
    /// the calls chained after each.
    static func callsOnBuilderVariable(_ builder: Int, in file: KotlinFile) -> [Int] {
        let token = file.calls[builder].nameToken
        guard let function = file.calls[builder].enclosingFunction,
              let variable = file.properties.first(where: { $0.enclosingFunction == function && !$0.isMutable && $0.initializer?.tokenRange.contains(token) == true })
        else { return [] }
        return file.calls.indices.filter { index in
            file.calls[index].enclosingFunction.map { file.enclosingFunctions(startingAt: $0).contains(function) } == true
                && file.calls[index].receiverNames(in: file).first == variable.name
        }
    }

    /// Calls only a notification builder makes: a `setGroup` chained with one is a notification's.
    static let notificationSetters: Set<String> = ["setSmallIcon", "setContentTitle", "setContentText", "setContentIntent", "setStyle"]

    /// Whether the function runs at most once per run of a worker: it is `doWork` (an override in
    /// a `Worker`, `CoroutineWorker` or `ListenableWorker`), or a private function named once in
    /// its file, by one call that `postedOncePerWorkerRun` holds for and that `isRunOnce` allows,
    /// up to `maxDepth` calls away.
    static func postedOncePerWorkerRun(_ function: Int?, in file: KotlinFile, depth: Int = 0) -> Bool {
        guard let function, depth <= maxDepth else { return false }
        let declaration = file.functions[function]
        if declaration.name == "doWork", declaration.modifiers.contains("override"),
           let type = declaration.enclosingType, workerTypes.contains(where: file.types[type].inherits) { return true }
        guard declaration.modifiers.contains("private"), declaration.enclosingFunction == nil else { return false }
        let uses = file.source.tokens.indices.filter { file.source.tokens[$0].kind == .identifier && file.source.name(at: $0) == declaration.name }
        let calls = file.callIndices(named: declaration.name)
        guard uses.count == 2, calls.count == 1, let call = calls.first, isRunOnce(call, in: file) else { return false }
        return postedOncePerWorkerRun(file.calls[call].enclosingFunction, in: file, depth: depth + 1)
    }

    static let workerTypes = ["Worker", "CoroutineWorker", "ListenableWorker"]
    static let maxDepth = 4

    /// Whether a call runs at most once each time its function runs: it sits in no lambda, and
    /// in no loop of the function, or in one braced loop only with `break` or `return` right
    /// after it; a loop without braces before the call may hold it.
    static func isRunOnce(_ call: Int, in file: KotlinFile) -> Bool {
        let source = file.source
        guard file.calls[call].container == nil, let function = file.calls[call].enclosingFunction,
              let body = file.functions[function].bodyRange else { return false }
        let token = file.calls[call].nameToken
        var loops = 0
        for index in body where source.tokens[index].kind == .identifier && ["for", "while", "do"].contains(source.name(at: index)) {
            var open = index + 1
            if source.kind(at: open) == .leftParen, let close = source.partner(of: open) { open = close + 1 }
            guard open <= token else { continue }
            guard source.kind(at: open) == .leftBrace else { return false }
            if let end = source.partner(of: open), token < end { loops += 1 }
        }
        guard loops > 0 else { return true }
        let next = file.calls[call].tokenRange.upperBound
        return loops == 1 && next < source.tokens.count && source.kind(at: next) == .identifier && ["break", "return"].contains(source.name(at: next))
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var quiet: AndroidNotificationBuilders.QuietChannels?
        for (file, call) in android.shippingCalls(named: ["setGroup"]) {
            // An alert behaviour set anywhere in the file may be the shared builder's.
            guard file.identifierTokens(["setGroupAlertBehavior", "GROUP_ALERT_SUMMARY"]).isEmpty else { continue }
            let builders = AndroidNotificationBuilders.builders(in: file).map { ($0, AndroidNotificationBuilders.calls(on: $0, in: file)) }
            let builder = builders.first { $0.1.contains(call) }
            // A channel created at low importance (in any file) makes no sound and no heads-up, for any child.
            if let builder, let channel = AndroidNotificationBuilders.channelArgument(of: builder.0, in: file) {
                if AndroidNotificationBuilders.quietChannels(in: file).contains(channel.text) { continue }
                if quiet == nil { quiet = AndroidNotificationBuilders.QuietChannels(android) }
                if quiet?.contains(channel) == true { continue }
            }
            let chain = (builder?.1 ?? file.builderChain(of: call)) + (builder.map { Self.callsOnBuilderVariable($0.0, in: file.file) } ?? [])
            let names = Set(chain.map { file.file.calls[$0].name })
            let onNotification = builder != nil || !names.isDisjoint(with: Self.notificationSetters)
            // `setOnlyAlertOnce(true)` updates one already shown without alerting again; `setSilent(true)` never alerts.
            let alertsOnce = chain.contains { ["setOnlyAlertOnce", "setSilent"].contains(file.file.calls[$0].name) && file.file.calls[$0].arguments.first?.value == .boolean(true) }
            guard onNotification, !alertsOnce, !names.contains("setGroupSummary"),
                  !Self.postedOncePerWorkerRun(file.file.calls[call].enclosingFunction, in: file.file) else { continue }
            output.report(
                "This notification joins a group but keeps the default alert behaviour, so every child in the group makes a sound and a heads-up. Give each child setGroupAlertBehavior(GROUP_ALERT_SUMMARY) and post one summary (setGroupSummary(true)) that alone alerts.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
