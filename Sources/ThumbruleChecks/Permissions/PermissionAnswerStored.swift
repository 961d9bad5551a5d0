import SwiftSyntax
import ThumbruleCore

/// The answer to a permission request, or an authorization status just read, written to
/// `UserDefaults`, `NSUbiquitousKeyValueStore` or an `@AppStorage` property. The grant is the
/// system's, and the person can revoke it in Settings while the app sits in the background (and
/// iOS resets it on reinstall, a restore keeps the defaults): code that later reads the stored
/// Bool trusts an answer that may no longer hold, and the feature fails silently or crashes.
///
/// An answer is the parameter of a request's or settings read's completion
/// (`requestAuthorization { granted, _ in }`, `getNotificationSettings { settings in }`), the
/// constant bound to an awaited request (`let granted = try await center.requestAuthorization(…)`)
/// or to an `authorizationStatus` read, and any expression that reads `authorizationStatus`.
/// Reported when the value written names that answer inside its scope (the completion, or the
/// rest of the function after the binding).
///
/// Not reported: HealthKit's `requestAuthorization(toShare:read:)`, whose answer says only that
/// the sheet was shown; a flag that records only that the app asked (a key or property named for asking,
/// prompting or showing, or a value that compares with `.notDetermined`), which is not a grant;
/// a literal value; writes to in-memory properties. No Android Lint check covers this.
struct PermissionAnswerStored: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "perm-recheck.answer-stored",
        ruleId: "perm-recheck",
        summary: "The answer to a permission request or a status read is saved to UserDefaults or @AppStorage",
        triggering: [
            CheckExample("""
            import UserNotifications
            final class ReminderSettings {
                func enableReminders() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
                        DispatchQueue.main.async {
                            ↓UserDefaults.standard.set(granted, forKey: "remindersEnabled")
                        }
                    }
                }
            }
            """),
            // An awaited request, and a status read, each stored.
            CheckExample("""
            import AVFoundation
            import Photos
            final class MediaAccess {
                let defaults = UserDefaults.standard
                func askForCamera() async {
                    let granted = await AVCaptureDevice.requestAccess(for: .video)
                    ↓defaults.set(granted, forKey: "cameraGranted")
                }
                func rememberLibrary() {
                    let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
                    ↓defaults.set(status == .authorized, forKey: "photosAllowed")
                }
            }
            """),
            // An @AppStorage flag set from the settings read.
            CheckExample("""
            import SwiftUI
            import UserNotifications
            struct AlertsToggle: View {
                @AppStorage("alertsAllowed") private var alertsAllowed = false
                var body: some View {
                    Toggle("Alerts", isOn: $alertsAllowed)
                        .task {
                            UNUserNotificationCenter.current().getNotificationSettings { settings in
                                ↓alertsAllowed = settings.authorizationStatus == .authorized
                            }
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            // Only that the app asked: not a grant.
            CheckExample("""
            import UserNotifications
            final class ReminderSettings {
                func enableReminders() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
                        UserDefaults.standard.set(true, forKey: "didAskForReminders")
                        UserDefaults.standard.set(granted, forKey: "hasShownReminderPrompt")
                    }
                }
            }
            """),
            // The answer kept in memory, and the status read fresh where it is used.
            CheckExample("""
            import AVFoundation
            final class Scanner {
                private var cameraAllowed = false
                func prepare() {
                    AVCaptureDevice.requestAccess(for: .video) { granted in
                        self.cameraAllowed = granted
                        UserDefaults.standard.set(Date(), forKey: "lastScanPrepared")
                    }
                }
                var canScan: Bool { AVCaptureDevice.authorizationStatus(for: .video) == .authorized }
            }
            """),
            // HealthKit's success says the sheet was shown, not what was allowed.
            CheckExample("""
            import HealthKit
            final class StepsAccess {
                func ask(_ store: HKHealthStore) {
                    store.requestAuthorization(toShare: [], read: [HKQuantityType(.stepCount)]) { success, _ in
                        UserDefaults.standard.set(success, forKey: "healthSheetDone")
                    }
                }
            }
            """),
            // A status compared with .notDetermined records whether the app asked.
            CheckExample("""
            import Photos
            func recordPhotosAsked() {
                let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
                UserDefaults.standard.set(status != .notDetermined, forKey: "photosState")
            }
            """),
        ]
    )

    /// Calls whose completion or awaited result is a permission answer.
    static let answerCalls: Set<String> = [
        "requestAuthorization", "requestAccess", "requestRecordPermission", "requestTrackingAuthorization",
        "requestFullAccessToEvents", "requestFullAccessToReminders", "requestWriteOnlyAccessToEvents",
        "getNotificationSettings", "notificationSettings",
    ]
    /// Words in a key or property name that mark an "asked already" flag rather than a grant.
    static let askedWords = ["ask", "prompt", "shown", "show", "request", "seen", "did", "display", "onboard"]

    /// A name that holds an answer, and the code where it does.
    struct Answer {
        let name: String
        let scope: Syntax
        let after: AbsolutePosition
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let answers = Self.answers(in: file)
        let writes = StorageWrites.all(in: file)
        guard !writes.isEmpty else { return }
        for write in writes where write.store != .file {
            if let value = write.value {
                guard !write.names.contains(where: Self.namesAskedFlag),
                      let answer = Self.answerNamed(in: value, answers, file) else { continue }
                output.report(Self.message(store: write.store.rawValue, answer: answer), at: file.position(of: write.node), confidence: .medium)
            } else if let property = write.names.last, !write.names.contains(where: Self.namesAskedFlag) {
                // A property wrapper: the writes are assignments to the property.
                let store = write.store == .appStorage ? "the @AppStorage property \(property)" : "the UserDefaults-backed property \(property)"
                for target in Self.assignments(to: property, in: file) {
                    guard let value = target.assignedValue, let answer = Self.answerNamed(in: value, answers, file) else { continue }
                    output.report(Self.message(store: store, answer: answer), at: file.position(of: target), confidence: .medium)
                }
            }
        }
    }

    static func message(store: String, answer: String) -> String {
        "This saves a permission answer (\(answer)) to \(store); the person can revoke the grant in Settings at any time, and code that trusts the saved value then calls into a feature the system no longer allows, which fails silently or crashes. Read the status from the framework at each use and on each return to the foreground (authorizationStatus, getNotificationSettings), and save at most that the app has asked."
    }

    /// True for a key or property named for having asked, not for the grant.
    static func namesAskedFlag(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return askedWords.contains { lowered.contains($0) }
    }

    /// The answer the written value reads, described for the message, or nil.
    static func answerNamed(in value: ExprSyntax, _ answers: [Answer], _ file: SwiftFile) -> String? {
        let text = value.trimmedSourceText
        if text.contains(".notDetermined") { return nil }
        for reference in file.index.references(within: value) {
            let name = reference.baseName.text
            if answers.contains(where: { $0.name == name && $0.scope.encloses(reference) && $0.after <= reference.position }) { return name }
        }
        return text.contains("authorizationStatus") ? "authorizationStatus" : nil
    }

    /// The targets of `name = …` and `self.name = …` in the file.
    static func assignments(to name: String, in file: SwiftFile) -> [ExprSyntax] {
        let plain = file.index.references(name).map(ExprSyntax.init).filter(\.isAssigned)
        let viaSelf = file.index.memberAccesses(name).filter { $0.isAssigned && $0.base?.trimmedSourceText == "self" }.map(ExprSyntax.init)
        return plain + viaSelf
    }

    /// The names in the file that hold a permission answer.
    static func answers(in file: SwiftFile) -> [Answer] {
        var answers: [Answer] = []
        // HealthKit's `requestAuthorization(toShare:read:)` answers whether the sheet was shown,
        // never whether reading was allowed: saving it records that the app asked.
        for call in file.index.calls(Array(answerCalls)) where call.argument("toShare") == nil {
            if let closure = call.bodyClosure, let parameters = closure.signature?.parameterClause {
                var names: [String] = []
                if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { names = shorthand.map(\.name.text) }
                if let list = parameters.as(ClosureParameterClauseSyntax.self) { names = list.parameters.map { ($0.secondName ?? $0.firstName).text } }
                for name in names where name != "_" && !name.lowercased().contains("error") {
                    answers.append(Answer(name: name, scope: Syntax(closure), after: closure.position))
                }
            }
            if let bound = boundAnswer(ExprSyntax(call)) { answers.append(bound) }
        }
        for access in file.index.memberAccesses("authorizationStatus") {
            let read = access.parent.flatMap { $0.as(FunctionCallExprSyntax.self) }.map(ExprSyntax.init) ?? ExprSyntax(access)
            if let bound = boundAnswer(read) { answers.append(bound) }
        }
        return answers
    }

    /// `let granted = try await request(…)`, `guard let granted = try? await …`: the bound name,
    /// holding the answer for the rest of the enclosing body.
    static func boundAnswer(_ expression: ExprSyntax) -> Answer? {
        var node = Syntax(expression)
        while let parent = node.parent, parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) { node = parent }
        guard let clause = node.parent?.as(InitializerClauseSyntax.self), let holder = clause.parent else { return nil }
        let pattern = holder.as(PatternBindingSyntax.self)?.pattern ?? holder.as(OptionalBindingConditionSyntax.self)?.pattern
        guard let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.text, let scope = holder.enclosingCodeBody else { return nil }
        return Answer(name: name, scope: scope, after: holder.endPosition)
    }
}
