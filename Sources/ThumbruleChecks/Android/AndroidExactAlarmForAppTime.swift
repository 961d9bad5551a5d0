import ThumbruleCore
import ThumbruleFrontEnds

/// An exact alarm (`setExact`, `setExactAndAllowWhileIdle`, `setAlarmClock`) whose trigger time
/// is "now plus an interval" the app picked (`System.currentTimeMillis() + …`,
/// `SystemClock.elapsedRealtime() + …`): a refresh or reminder time the user did not choose,
/// which an inexact window serves at a fraction of the battery. A time read from elsewhere may
/// be the user's, so it is not reported. Android Lint has no check for this (its `ExactAlarm`
/// and `ScheduleExactAlarm` are about the permission).
struct AndroidExactAlarmForAppTime: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-exact-time.app-chosen-time",
        ruleId: "bg-exact-time",
        summary: "An exact alarm set for a time the app computed from now, not one the user chose",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RefreshScheduler", """
                package com.example.app

                fun scheduleRefresh(alarmManager: AlarmManager, pending: PendingIntent) {
                    alarmManager.↓setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + 30 * 60 * 1000, pending)
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ReminderScheduler", """
                fun scheduleReminder(alarmManager: AlarmManager, reminder: Reminder, pending: PendingIntent) {
                    alarmManager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, reminder.triggerAtMillis, pending)
                }

                fun scheduleRefresh(alarmManager: AlarmManager, pending: PendingIntent) {
                    alarmManager.setWindow(AlarmManager.RTC, System.currentTimeMillis() + HOUR, 15 * MINUTE, pending)
                }
                """),
            ]),
        ]
    )

    static let exactCalls: Set<String> = ["setExact", "setExactAndAllowWhileIdle", "setAlarmClock"]
    static let clockCalls: Set<String> = ["currentTimeMillis", "elapsedRealtime", "now"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles {
            for index in file.file.calls.indices where Self.exactCalls.contains(file.file.calls[index].name) {
                let call = file.file.calls[index]
                // AlarmManagerCompat.setExact(manager, type, time, intent) takes the manager first.
                let isCompat = call.receiverNames(in: file.file).last == "AlarmManagerCompat"
                let timeIndex = call.name == "setAlarmClock" ? 0 : (isCompat ? 2 : 1)
                guard timeIndex < call.arguments.count, let time = Self.timeArgument(of: index, at: timeIndex, in: file),
                      Self.isNowPlusInterval(time, in: file) else { continue }
                output.report(
                    "This exact alarm fires at a time the app computed from now, not one the user chose; exact alarms wake the device and are rationed (Play's exact alarm policy, SCHEDULE_EXACT_ALARM is revocable). Use setWindow or set (inexact), or WorkManager, for refreshes and reminders the app schedules.",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// The trigger time: the argument itself, or for `setAlarmClock` the first argument of the
    /// `AlarmClockInfo(…)` it is given.
    static func timeArgument(of callIndex: Int, at index: Int, in file: AndroidKotlinFile) -> (call: Int, argument: Int)? {
        if file.file.calls[callIndex].name == "setAlarmClock" {
            guard let info = file.file.calls(inArgument: 0, of: callIndex).first(where: { file.file.calls[$0].name == "AlarmClockInfo" }),
                  !file.file.calls[info].arguments.isEmpty else { return nil }
            return (info, 0)
        }
        return (callIndex, index)
    }

    /// `clock() + interval`: an operator expression whose calls include a clock read.
    static func isNowPlusInterval(_ time: (call: Int, argument: Int), in file: AndroidKotlinFile) -> Bool {
        let argument = file.file.calls[time.call].arguments[time.argument]
        guard case .other = argument.value else { return false }
        let tokens = argument.expression.tokenRange
        guard tokens.contains(where: { file.file.source.tokens[$0].kind == .operator && file.file.source.tokenIs($0, "+") }) else { return false }
        return file.file.calls(inArgument: time.argument, of: time.call).contains { Self.clockCalls.contains(file.file.calls[$0].name) }
    }
}
