import ThumbruleCore
import ThumbruleFrontEnds

/// `USE_EXACT_ALARM` in the app's manifest: granted at install and never revocable, so Google
/// Play allows it only for alarm clock, timer and calendar apps. A note: the check cannot tell
/// what the app is, and stays silent when shipping code sets alarm clocks or reads calendars. Android Lint's `ExactAlarm` flags the same permission.
struct AndroidUseExactAlarm: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-exact-time.use-exact-alarm",
        ruleId: "bg-exact-time",
        summary: "USE_EXACT_ALARM requested: Play allows it only for alarm, timer and calendar apps",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    ↓<uses-permission android:name="android.permission.USE_EXACT_ALARM" />
                    <application />
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.SCHEDULE_EXACT_ALARM" />
                    <application />
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.USE_EXACT_ALARM" />
                    <application />
                """),
                AndroidExample.kotlin("WakeUpAlarm", """
                fun setWakeUp(alarmManager: AlarmManager, time: Long, show: PendingIntent, fire: PendingIntent) {
                    alarmManager.setAlarmClock(AlarmManager.AlarmClockInfo(time, show), fire)
                }
                """),
            ]),
        ]
    )

    /// Names an alarm clock, timer or calendar app uses: such an app may hold the permission.
    static let alarmAppNames: Set<String> = ["setAlarmClock", "AlarmClockInfo", "AlarmClock", "CalendarContract"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCodeNames(Self.alarmAppNames) else { return }
        var reported = Set<SourcePosition>()
        for app in android.apps {
            for permission in app.manifest.permissions where permission.name == "android.permission.USE_EXACT_ALARM" {
                guard let position = app.position(of: permission), reported.insert(position).inserted else { continue }
                output.report(
                    "USE_EXACT_ALARM is granted at install and the user cannot revoke it, so Google Play's exact alarm policy allows it only for alarm clock, timer and calendar apps. Unless that is the app's core function, use SCHEDULE_EXACT_ALARM with canScheduleExactAlarms(), setAlarmClock for user-set times, or inexact alarms.",
                    at: position, confidence: .low)
            }
        }
    }
}
