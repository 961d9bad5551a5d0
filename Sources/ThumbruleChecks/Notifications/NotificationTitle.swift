import SwiftSyntax
import ThumbruleCore

/// A notification title that opens with the app's own name, or that names no event
/// ("New notification", "You have a new update"). iOS prints the app name beside every
/// notification, and the first line is often all a glance, or a stranger, sees.
///
/// Reads titles assigned to notification content (`content.title = …`,
/// `bestAttemptContent?.title = …`) in files that import UserNotifications, as literals,
/// `NSLocalizedString`/`String(localized:)` keys or `.localized` strings. The app's name
/// comes from `CFBundleDisplayName` / `CFBundleName` of the app targets' Info.plists;
/// build-setting values such as `$(PRODUCT_NAME)` are not resolved. Known false
/// negatives: titles from string tables, constants or the server's payload. Known false
/// positive: a localisation key that reads like a generic title while its translation is specific.
/// A generic title that is one branch of an `if` or `switch` giving the same content specific
/// titles in its other branches is left alone: it is said only in its own case, and names it.
struct NotificationTitle: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "notify-lockscreen.title",
        ruleId: "notify-lockscreen",
        summary: "A notification title that repeats the app's name or names no event",
        triggering: [
            CheckExample(files: [
                ("App/Reminders.swift", """
                import UserNotifications

                func scheduleReminder(for order: Order) {
                    let content = UNMutableNotificationContent()
                    content.title = ↓"Parcelly: your order shipped"
                    content.body = order.summary
                }

                func announceRelease() {
                    let content = UNMutableNotificationContent()
                    content.title = ↓NSLocalizedString("You have a new update!", comment: "")
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleDisplayName": "Parcelly", "CFBundleName": "Parcelly"])),
            ]),
            CheckExample("""
            import UserNotifications

            final class NotificationService: UNNotificationServiceExtension {
                var bestAttemptContent: UNMutableNotificationContent?

                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    bestAttemptContent = request.content.mutableCopy() as? UNMutableNotificationContent
                    bestAttemptContent?.title = ↓Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? ""
                    bestAttemptContent?.subtitle = "New notification"
                }
            }
            """, path: "NotificationService/NotificationService.swift"),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Reminders.swift", """
                import UserNotifications

                func scheduleReminder(for order: Order) {
                    let content = UNMutableNotificationContent()
                    content.title = "Your order #\\(order.number) shipped"
                    content.body = "Parcelly will tell you when it is out for delivery."
                    let label = UILabel()
                    label.title = "Parcelly"
                }

                func remind() {
                    let content = UNMutableNotificationContent()
                    content.title = "Parcel lockers near you"
                    content.title = String(localized: "Time to take your 8 pm dose")
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleDisplayName": "Parcelly", "CFBundleName": "$(PRODUCT_NAME)"])),
            ]),
            // The short titles are each picked for one case: a message with no sender, a kind of event.
            CheckExample("""
            import UserNotifications

            func notify(_ message: Message) {
                let content = UNMutableNotificationContent()
                if let sender = message.sender {
                    content.title = "New message from \\(sender)"
                } else {
                    content.title = "New message"
                }
                content.body = message.text
            }

            func notify(_ event: FeedEvent) {
                let content = UNMutableNotificationContent()
                switch event.kind {
                case .comment: content.title = NSLocalizedString("Someone commented on your photo", comment: "")
                case .directMessage: content.title = NSLocalizedString("New message", comment: "")
                }
            }
            """),
            CheckExample("""
            struct Banner: View {
                var body: some View {
                    let model = BannerModel()
                    model.content.title = "New notification"
                }
            }
            """),
        ]
    )

    /// A title assigned in code, as far as the file can tell what it says.
    struct Title: Sendable, Codable {
        package let position: SourcePosition
        package let target: BuildTarget
        /// The literal text, or its text before the first interpolation.
        package let text: String?
        /// True when `text` is the whole title.
        let isComplete: Bool
        /// The name that puts the app's name into the title (`CFBundleDisplayName`), if any.
        let appNameSource: String?
    }

    static let titles = FactKey<Title>("notify-lockscreen.title")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("UserNotifications") else { return }
        for member in file.index.memberAccesses("title") {
            guard NotificationQueries.isContentReceiver(member), let (op, value, following) = ExprSyntax(member).assignment,
                  op == "=" else { continue }
            let (text, isComplete) = Self.text(of: value)
            let source = NotificationCopy.appNameSources.first { value.trimmedSourceText.contains($0) }
            guard text != nil || source != nil else { continue }
            if let text, isComplete, NotificationCopy.genericTitles.contains(NotificationCopy.normalized(text)),
               Self.isBranchChoice(member, file) { continue }
            output.facts.add(Title(position: file.position(of: value), target: file.target, text: text,
                                   isComplete: isComplete && following.isEmpty, appNameSource: source), for: Self.titles)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let appNames = Self.appNames(in: project)
        for title in project.facts.values(Self.titles) {
            if let source = title.appNameSource, title.text?.isEmpty ?? true {
                output.report(
                    "This notification title is the app's name (from \(source)), which iOS already shows beside every notification; make the title say what happened (who wrote, which order, what changed).",
                    at: title.position, confidence: .high)
            } else if let text = title.text, let (name, key) = appNames.first(where: { Self.title(text, startsWith: $0.name) }) {
                output.report(
                    "This notification title starts with the app's name \"\(name)\", which iOS already shows beside every notification; start with the event itself, e.g. \"\(Self.remainder(of: text, after: name))\".",
                    at: title.position, confidence: .high, related: [RelatedLocation(key, "the app's name is set here")])
            } else if let text = title.text, title.isComplete, NotificationCopy.genericTitles.contains(NotificationCopy.normalized(text)) {
                output.report(
                    "\"\(text)\" names no event, so the lock screen tells nobody anything; write a title that says what happened and to what, e.g. \"Anna replied to your post\" or \"Order #1042 shipped\".",
                    at: title.position, confidence: .medium)
            }
        }
    }

    /// True when the title is one branch's pick: an `if`/`else` or `switch` around it gives the
    /// same content a different, specific title in another branch ("New message from \(author)"
    /// beside "New message!", a title per kind of event). The short title is then said only for
    /// its own case (a message with no author, a direct message), and names that case.
    static func isBranchChoice(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        let receiver = member.basePath
        var branch: Syntax?
        var node = Syntax(member)
        while let parent = node.parent, !parent.isCodeBody {
            if parent.is(CodeBlockSyntax.self) || parent.is(SwitchCaseSyntax.self) { branch = branch ?? parent }
            if let branch, parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) {
                let others = file.index.memberAccesses(within: parent).filter { other in
                    other.declName.baseName.text == "title" && other.basePath == receiver && !branch.encloses(other)
                }
                if others.contains(where: { other in
                    guard let value = ExprSyntax(other).assignment?.value else { return false }
                    let (text, complete) = Self.text(of: value)
                    return !(complete && text.map { NotificationCopy.genericTitles.contains(NotificationCopy.normalized($0)) } ?? false)
                }) { return true }
            }
            node = parent
        }
        return false
    }

    /// The literal text of a title expression: a string literal, a localisation key or a `.localized` literal.
    package static func text(of value: ExprSyntax) -> (String?, Bool) {
        var literal = value.as(StringLiteralExprSyntax.self)
        if let call = value.as(FunctionCallExprSyntax.self), ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(call.calleeName ?? "") {
            literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("localized") {
            literal = member.base?.as(StringLiteralExprSyntax.self)
        }
        guard let literal else { return (nil, false) }
        let leading = literal.segments.prefix { $0.is(StringSegmentSyntax.self) }
            .compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return (leading, !literal.hasInterpolation)
    }

    /// The app's display names, from the app targets' Info.plists, with the key's position.
    static func appNames(in project: Project) -> [(name: String, key: SourcePosition)] {
        var names: [(name: String, key: SourcePosition)] = []
        for target in project.appTargets {
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                guard case .present(let value, let position) = project.infoPlistKey(key, for: target) else { continue }
                let name = value.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, !name.contains("$("), !names.contains(where: { $0.name == name }) { names.append((name, position)) }
            }
        }
        return names
    }

    /// True when `text` starts with `name` as a whole word: "Parcelly: …", not "Parcel lockers".
    package static func title(_ text: String, startsWith name: String) -> Bool {
        guard text.lowercased().hasPrefix(name.lowercased()) else { return false }
        let next = text.dropFirst(name.count).first
        return next.map { !$0.isLetter && !$0.isNumber } ?? true
    }

    static func remainder(of text: String, after name: String) -> String {
        let rest = text.dropFirst(name.count).drop { !$0.isLetter && !$0.isNumber }
        guard let first = rest.first else { return "Order #1042 shipped" }
        return first.uppercased() + rest.dropFirst()
    }
}
