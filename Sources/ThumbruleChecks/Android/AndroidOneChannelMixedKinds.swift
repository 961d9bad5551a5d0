import ThumbruleCore
import ThumbruleFrontEnds

/// One channel that carries both a foreground job's ongoing notification and alerts posted
/// elsewhere. Channels are the switch users get in system settings: whoever silences the
/// "app is working" notice also silences the messages or reminders, or keeps both.
///
/// A builder is a foreground notification when its file starts foreground work
/// (`startForeground`, `setForeground`) and it is not cancelled on tap; an alert when its file
/// starts none and its chain calls `setAutoCancel(true)`. The channel id is compared by value:
/// a string literal, or a constant whose string value the code declares once (two classes each
/// with a `CHANNEL_ID` of their own are told apart). Ids the code computes are skipped, so a
/// channel chosen at run time is a false negative. Android Lint has no check for this.
struct AndroidOneChannelMixedKinds: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-channels.android-one-channel-mixed-kinds",
        ruleId: "notify-channels",
        summary: "A foreground job's ongoing notification and the app's alerts share one channel",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                package com.example.app

                object Channels {
                    const val GENERAL = "general"
                }
                """),
                AndroidExample.kotlin("SyncService", """
                class SyncService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        val notification = NotificationCompat.Builder(this, Channels.GENERAL)
                            .setContentTitle(getString(R.string.syncing))
                            .setOngoing(true)
                            .build()
                        startForeground(SYNC_ID, notification)
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("MessageNotifier", """
                class MessageNotifier(private val context: Context) {
                    fun show(message: Message) {
                        val notification = NotificationCompat.Builder(context, ↓Channels.GENERAL)
                            .setContentTitle(message.sender)
                            .setContentText(message.text)
                            .setAutoCancel(true)
                            .build()
                        NotificationManagerCompat.from(context).notify(message.id, notification)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Each kind has its own channel.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SyncService", """
                class SyncService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        startForeground(SYNC_ID, NotificationCompat.Builder(this, "sync").setOngoing(true).build())
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("MessageNotifier", """
                class MessageNotifier(private val context: Context) {
                    fun show(message: Message) {
                        val notification = NotificationCompat.Builder(context, "messages").setAutoCancel(true).build()
                        NotificationManagerCompat.from(context).notify(message.id, notification)
                    }
                }
                """),
            ]),
            // Two classes, each with a private CHANNEL_ID of its own: different values.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("DownloadService", """
                private const val CHANNEL_ID = "downloads"

                class DownloadService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        startForeground(1, NotificationCompat.Builder(this, CHANNEL_ID).build())
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("Reminders", """
                private const val CHANNEL_ID = "reminders"

                fun remind(context: Context, text: String) {
                    val notification = NotificationCompat.Builder(context, CHANNEL_ID).setContentText(text).setAutoCancel(true).build()
                    NotificationManagerCompat.from(context).notify(2, notification)
                }
                """),
            ]),
            // Both builders take a `channelId` passed in; the one constant of that name is
            // private to a third file, so it says nothing about either.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UploadService", """
                class UploadService(private val channelId: String) : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        startForeground(3, NotificationCompat.Builder(this, channelId).setOngoing(true).build())
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("DueNotifier", """
                fun notifyDue(context: Context, channelId: String, text: String) {
                    val notification = NotificationCompat.Builder(context, channelId).setContentText(text).setAutoCancel(true).build()
                    NotificationManagerCompat.from(context).notify(4, notification)
                }
                """),
                AndroidExample.kotlin("FeedParser", """
                private val channelId = "feed-42"

                fun parse(line: String): String = line.removePrefix(channelId)
                """),
            ]),
        ]
    )

    private enum Kind { case foreground, alert }

    private struct Use {
        let kind: Kind
        let file: AndroidKotlinFile
        let argument: KotlinArgument
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let builders = android.shippingKotlin.flatMap { file in AndroidNotificationBuilders.builders(in: file).map { (file, $0) } }
        guard builders.count >= 2 else { return }
        let constants = ChannelConstants(android.shippingKotlin)
        var uses: [String: [Use]] = [:]
        for (file, builder) in builders {
            guard let argument = AndroidNotificationBuilders.channelArgument(of: builder, in: file),
                  let id = constants.value(of: argument.value, in: file),
                  let kind = kind(of: builder, in: file) else { continue }
            uses[id, default: []].append(Use(kind: kind, file: file, argument: argument))
        }
        for id in uses.keys.sorted() {
            let all = uses[id] ?? []
            guard let foreground = all.first(where: { $0.kind == .foreground }),
                  let alert = all.first(where: { $0.kind == .alert && $0.file.path != foreground.file.path }) else { continue }
            output.report(
                "The channel \"\(id)\" carries this alert and the ongoing notification of the foreground job in \(foreground.file.path); whoever silences one in the system's settings silences both. Give the foreground job a channel of its own (IMPORTANCE_LOW) and keep this one for alerts.",
                at: alert.file.position(alert.argument.expression.position), confidence: .medium)
        }
    }

    private func kind(of builder: Int, in file: AndroidKotlinFile) -> Kind? {
        let chain = AndroidNotificationBuilders.calls(on: builder, in: file).map { file.file.calls[$0] }
        let cancelsOnTap = chain.contains { $0.name == "setAutoCancel" && $0.arguments.first?.value == .boolean(true) }
        let startsForeground = file.file.calls.contains { AndroidForegroundWithoutStop.foregroundCalls.contains($0.name) }
        if startsForeground { return cancelsOnTap ? nil : .foreground }
        return cancelsOnTap ? .alert : nil
    }
}

/// String constants of shipping Kotlin, by simple name: enough to compare channel ids by value.
private struct ChannelConstants {
    /// Name -> the values declared under it, per file path; a `private` one is seen only
    /// from its own file.
    private var values: [String: [(path: String, value: String, isPrivate: Bool)]] = [:]

    init(_ files: [AndroidKotlinFile]) {
        for file in files {
            for property in file.file.properties where !property.isMutable && property.enclosingFunction == nil {
                guard case .string(let value)? = property.initializer?.value else { continue }
                values[property.name, default: []].append((file.path, value, property.modifiers.contains("private")))
            }
        }
    }

    /// The string an argument stands for: a literal, a constant of its own file, or a constant
    /// declared with one value across the project. Nil when it cannot be told.
    func value(of argument: KotlinValue, in file: AndroidKotlinFile) -> String? {
        switch argument {
        case .string(let text):
            return text
        case .reference(let path):
            guard let name = path.last, let declared = values[name], !declared.isEmpty else { return nil }
            if path.count == 1, let local = declared.first(where: { $0.path == file.path }) { return local.value }
            let distinct = Set(declared.filter { !$0.isPrivate }.map(\.value))
            return distinct.count == 1 ? distinct.first : nil
        default:
            return nil
        }
    }
}
