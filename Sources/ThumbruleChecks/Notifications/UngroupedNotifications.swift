import SwiftSyntax
import ThumbruleCore

/// Notification requests created once per element of a collection (in a loop or `map`)
/// while nothing in the project sets `threadIdentifier`. A batch like this is usually
/// several notifications about one subject (new articles in one feed, doses of one
/// prescription); without a thread they cannot form a stack of their own with a summary,
/// and pile into the app's single stack with everything else.
///
/// A note (low confidence): the elements may be unrelated subjects (GitHawk posts one per
/// GitHub notification), and iOS already stacks an app's notifications by default, only
/// not by subject. Silent in an app that builds one kind of presented notification
/// (one content with a title, body or sound; badge-only updates do not count): there is
/// no other kind for it to mix with, and for requests one per day of a `for day in weekdays`
/// loop with a calendar trigger built from that day: a weekly schedule, not a burst. Known false negatives: requests posted one by one from separate events, and
/// remote notifications, whose `thread-id` lives in the server's payload.
struct UngroupedNotifications: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "notify-shade.no-thread",
        ruleId: "notify-shade",
        summary: "Notifications posted in a batch with no threadIdentifier anywhere in the project",
        triggering: [
            CheckExample("""
            import UserNotifications

            func notify(_ articles: [Article], in feed: Feed) {
                for article in articles {
                    let content = UNMutableNotificationContent()
                    content.title = article.title
                    content.subtitle = feed.name
                    let request = ↓UNNotificationRequest(identifier: article.id, content: content, trigger: nil)
                    UNUserNotificationCenter.current().add(request)
                }
            }

            func scheduleDoses(_ plan: Plan) {
                plan.times.forEach { time in
                    center.add(↓UNNotificationRequest(identifier: time.id, content: plan.content, trigger: time.trigger))
                }
            }

            func notifyMissed(_ missedDays: [Day]) {
                for day in missedDays {
                    center.add(↓UNNotificationRequest(identifier: day.id, content: day.content, trigger: nil))
                }
            }

            func remindToRefill(_ plan: Plan) {
                let content = UNMutableNotificationContent()
                content.title = "Time to refill \\(plan.name)"
                center.add(UNNotificationRequest(identifier: plan.id, content: content, trigger: plan.refillTrigger))
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            func notify(_ articles: [Article], in feed: Feed) {
                for article in articles {
                    let content = UNMutableNotificationContent()
                    content.title = article.title
                    content.threadIdentifier = feed.id
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: article.id, content: content, trigger: nil))
                }
            }
            """),
            CheckExample("""
            import UserNotifications

            func notifyShipped(_ order: Order) {
                let request = UNNotificationRequest(identifier: order.id, content: order.content, trigger: nil)
                UNUserNotificationCenter.current().add(request)
            }
            """),
            CheckExample("""
            import UserNotifications

            func scheduleStretchBreaks(_ hours: [Int]) {
                for hour in hours {
                    let content = UNMutableNotificationContent()
                    content.title = "Time to stretch"
                    content.sound = .default
                    let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: hour), repeats: true)
                    center.add(UNNotificationRequest(identifier: "stretch-\\(hour)", content: content, trigger: trigger))
                }
            }

            func showOverdueCount(_ overdue: Int) {
                let update = UNMutableNotificationContent()
                update.badge = NSNumber(value: overdue)
                center.add(UNNotificationRequest(identifier: "overdue", content: update, trigger: nil))
            }
            """),
            // sundee-ios: one weekly workout reminder per chosen weekday, the day set on the
            // date components the calendar trigger reads.
            CheckExample("""
            import UserNotifications

            func scheduleWorkoutReminders(_ weekdays: [Int]) {
                for weekday in weekdays {
                    var components = DateComponents()
                    components.weekday = weekday
                    components.hour = 8
                    let content = UNMutableNotificationContent()
                    content.title = "Workout time"
                    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
                    center.add(UNNotificationRequest(identifier: "workout-\\(weekday)", content: content, trigger: trigger))
                }
            }
            """),
            // balance-care NotificationManager: a weekly reminder, one request per weekday, each
            // with a calendar trigger for its own day.
            CheckExample("""
            import UserNotifications

            enum Reminders {
                static let exercise = content("Time to exercise")
                static let checkIn = content("Weekly check-in")
                static func content(_ title: String) -> UNMutableNotificationContent {
                    let content = UNMutableNotificationContent()
                    content.title = title
                    return content
                }
                static func scheduleWeekly(_ content: UNMutableNotificationContent, at date: Date, weekdays: [Int]) {
                    for day in weekdays {
                        let trigger = calendarTrigger(date: date, day: day)
                        center.add(UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger))
                    }
                }
                static func calendarTrigger(date: Date, day: Int) -> UNCalendarNotificationTrigger {
                    UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, weekday: day), repeats: true)
                }
                static func remindMissed() {
                    let missed = UNMutableNotificationContent()
                    missed.body = "You missed a session"
                    center.add(UNNotificationRequest(identifier: "missed", content: missed, trigger: nil))
                }
            }
            """),
        ]
    )

    enum Site: Sendable, Codable {
        case batchRequest(SourcePosition)
        case threadIdentifier
    }

    static let sites = FactKey<Site>("notify-shade.site")
    /// Where the project builds a notification that shows or sounds something (not a badge-only update).
    static let presentedContents = FactKey<SourcePosition>("notify-shade.presented-content")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for request in file.index.calls("UNNotificationRequest") where request.isRepeated && !Self.isOnePerDay(request, file) {
            output.facts.add(.batchRequest(file.position(of: request)), for: Self.sites)
        }
        for creation in file.index.calls("UNMutableNotificationContent") where !NotificationQueries.presentsNothing(creation, file.index) {
            output.facts.add(file.position(of: creation), for: Self.presentedContents)
        }
        if !file.index.memberAccesses("threadIdentifier").isEmpty {
            output.facts.add(.threadIdentifier, for: Self.sites)
        }
    }

    /// Names of a collection of days (`weekdays`, `days`): one request per element is a schedule.
    static let dayWords: Set<String> = ["day", "days", "weekday", "weekdays"]

    /// True when the request sits in a `for` over days (`for day in weekdays`) and its trigger is
    /// a calendar trigger built from that day, directly or by a function of the file returning
    /// `UNCalendarNotificationTrigger`: each fires on its own day, a weekly reminder, not a burst.
    static func isOnePerDay(_ request: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let loop = request.ancestorOrSelf(mapping: { $0.as(ForStmtSyntax.self) }),
              let day = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let days = (loop.sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? loop.sequence.as(MemberAccessExprSyntax.self)?.declName.baseName.text),
              !dayWords.isDisjoint(with: NameWords.split(days)),
              var trigger = request.argument("trigger")?.expression else { return false }
        if let local = trigger.as(DeclReferenceExprSyntax.self), let value = file.index.constantValue(of: local) { trigger = value }
        guard let call = trigger.as(FunctionCallExprSyntax.self), let callee = call.calleeName else { return false }
        // The day read directly, or set on date components the trigger reads
        // (sundee-ios: `components.weekday = weekday`, then `dateMatching: components`).
        let read = Set(file.index.references(within: call).map(\.baseName.text))
        let setsDay = loop.body.statements.contains { statement in
            guard let elements = statement.item.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
                  elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = elements.first?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
                  read.contains(target.baseName.text), let value = elements.last else { return false }
            return value.tokens(viewMode: .sourceAccurate).contains { $0.text == day }
        }
        guard read.contains(day) || setsDay else { return false }
        return callee == "UNCalendarNotificationTrigger" || file.index.functions.contains { function in
            function.name.text == callee && function.signature.returnClause?.type.trimmedSourceText == "UNCalendarNotificationTrigger"
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var batches: [SourcePosition] = []
        for site in project.facts.values(Self.sites) {
            switch site {
            case .batchRequest(let position): batches.append(position)
            case .threadIdentifier: return
            }
        }
        guard project.shippingFacts(Self.presentedContents, at: { $0 }).count != 1 else { return }
        for position in batches {
            output.report(
                "These notifications are posted one per element, and nothing in the project sets threadIdentifier, so they cannot stack by subject and mix with every other notification of the app; set content.threadIdentifier to the subject's id (the feed, the conversation) with a categorySummaryFormat, and reuse a request identifier to update one in place.",
                at: position, confidence: .low)
        }
    }
}
