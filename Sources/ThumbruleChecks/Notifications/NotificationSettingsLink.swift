import SwiftSyntax
import ThumbruleCore

/// More than one notification category registered while nothing requests
/// `providesAppNotificationSettings`. Several categories mean several kinds of
/// notification, and iOS has no per-kind switches of its own: without the in-app
/// settings link, a user tired of one kind can only turn them all off in Settings.
///
/// Medium confidence: the app may offer per-kind switches on its own screen and only lack
/// the system link to it. Exactly two categories are a note (low confidence): two
/// categories can be one kind of notification with two sets of actions (one new episode,
/// several new episodes), which the code does not tell apart. A category built in a loop
/// or `map` counts as several. A category whose identifier is made at run time is a set of
/// actions for one notification, not a kind, and does not count: a fresh `UUID()`, or a
/// parameter of the function that builds it when nothing in the file calls that function (a
/// script supplies it); each call in the file counts as one category. In an app that never
/// registers for remote notifications (nor has a notification service extension), only its own
/// code posts notifications: when every `categoryIdentifier` it sets names a registered
/// category, a category whose only post sits in a function nothing calls (spot-ios's follow
/// request, posted by a method no code calls) is no kind anyone receives, and does not count.
/// Known false negative: categories registered only from a server payload or a framework.
struct NotificationSettingsLink: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "notify-channels.settings-link",
        ruleId: "notify-channels",
        summary: "Several notification categories registered with no providesAppNotificationSettings link",
        triggering: [
            CheckExample("""
            import UserNotifications

            func registerCategories() {
                let message = UNNotificationCategory(identifier: "message", actions: [reply], intentIdentifiers: [])
                let order = UNNotificationCategory(identifier: "order", actions: [track], intentIdentifiers: [])
                ↓UNUserNotificationCenter.current().setNotificationCategories([message, order])
            }
            """),
            CheckExample(files: [
                ("App/Categories.swift", """
                import UserNotifications

                func registerCategories(_ kinds: [Kind]) {
                    let categories = kinds.map { UNNotificationCategory(identifier: $0.id, actions: [], intentIdentifiers: []) }
                    ↓center.setNotificationCategories(Set(categories))
                }
                """),
                ("App/Permissions.swift", """
                import UserNotifications

                func ask() async throws {
                    try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
                }
                """),
            ]),
            // A helper builds each category from the identifier its caller names.
            CheckExample("""
            import UserNotifications

            func category(_ id: String) -> UNNotificationCategory {
                UNNotificationCategory(identifier: id, actions: [], intentIdentifiers: [])
            }

            func registerCategories() {
                ↓UNUserNotificationCenter.current().setNotificationCategories([category("message"), category("order")])
            }
            """),
            // No remote push, and both categories are posted by code the app calls.
            CheckExample(files: [
                ("App/GardenApp.swift", """
                import SwiftUI
                @main
                struct GardenApp: App {
                    var body: some Scene {
                        WindowGroup {
                            Button("Water") { Task { await Reminders.shared.notifyWatered(bed: "Herbs") } }
                            Button("Invite") { Reminders.shared.notifyInvited(by: "Sam") }
                        }
                    }
                }
                """),
                ("App/Reminders.swift", """
                import UserNotifications

                final class Reminders {
                    static let shared = Reminders()
                    enum Kind: String { case invite = "INVITE", watered = "WATERED" }

                    func registerCategories() {
                        let invite = UNNotificationCategory(identifier: Kind.invite.rawValue, actions: [join], intentIdentifiers: [])
                        let watered = UNNotificationCategory(identifier: Kind.watered.rawValue, actions: [view], intentIdentifiers: [])
                        ↓UNUserNotificationCenter.current().setNotificationCategories([invite, watered])
                    }

                    func notifyInvited(by name: String) {
                        let content = UNMutableNotificationContent()
                        content.categoryIdentifier = Kind.invite.rawValue
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: name, content: content, trigger: nil))
                    }

                    func notifyWatered(bed: String) async {
                        registerCategories()
                        let content = UNMutableNotificationContent()
                        content.categoryIdentifier = Kind.watered.rawValue
                        try? await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: bed, content: content, trigger: nil))
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Categories.swift", """
                import UserNotifications

                func registerCategories() {
                    let message = UNNotificationCategory(identifier: "message", actions: [reply], intentIdentifiers: [])
                    let order = UNNotificationCategory(identifier: "order", actions: [track], intentIdentifiers: [])
                    UNUserNotificationCenter.current().setNotificationCategories([message, order])
                }
                """),
                ("App/Permissions.swift", """
                import UserNotifications

                func ask() async throws {
                    try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .providesAppNotificationSettings])
                }
                """),
            ]),
            CheckExample("""
            import UserNotifications

            func registerCategories() {
                let message = UNNotificationCategory(identifier: "message", actions: [reply], intentIdentifiers: [])
                UNUserNotificationCenter.current().setNotificationCategories([message])
            }
            """),
            // spot-ios NotificationService: no remote push, and one of the two categories is posted only
            // by a method nothing calls, so one kind of notification ever arrives.
            CheckExample(files: [
                ("App/GardenApp.swift", """
                import SwiftUI
                @main
                struct GardenApp: App {
                    var body: some Scene { WindowGroup { Button("Water") { Task { await Reminders.shared.notifyWatered(bed: "Herbs") } } } }
                }
                """),
                ("App/Reminders.swift", """
                import UserNotifications

                final class Reminders {
                    static let shared = Reminders()
                    enum Kind: String { case invite = "INVITE", watered = "WATERED" }

                    func registerCategories() {
                        let invite = UNNotificationCategory(identifier: Kind.invite.rawValue, actions: [join], intentIdentifiers: [])
                        let watered = UNNotificationCategory(identifier: Kind.watered.rawValue, actions: [view], intentIdentifiers: [])
                        UNUserNotificationCenter.current().setNotificationCategories([invite, watered])
                    }

                    func notifyInvited(by name: String) {
                        let content = UNMutableNotificationContent()
                        content.categoryIdentifier = Kind.invite.rawValue
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: name, content: content, trigger: nil))
                    }

                    func notifyWatered(bed: String) async {
                        registerCategories()
                        let content = UNMutableNotificationContent()
                        content.categoryIdentifier = Kind.watered.rawValue
                        try? await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: bed, content: content, trigger: nil))
                    }
                }
                """),
            ]),
            // Categories made per notification or per script call: their identifiers are run-time values.
            CheckExample("""
            import UserNotifications

            enum ScriptNotifications {
                static func addCategory(_ id: String, actions: [UNNotificationAction]) {
                    let category = UNNotificationCategory(identifier: id, actions: actions, intentIdentifiers: [])
                    UNUserNotificationCenter.current().setNotificationCategories([category])
                }

                static func send(_ message: String, actions: [UNNotificationAction], existing: Set<UNNotificationCategory>) {
                    let id = UUID().uuidString
                    var categories = existing
                    categories.insert(UNNotificationCategory(identifier: id, actions: actions, intentIdentifiers: []))
                    UNUserNotificationCenter.current().setNotificationCategories(categories)
                }
            }
            """),
        ]
    )

    enum Site: Sendable, Codable {
        /// A category construction; `repeated` when built once per element of a collection;
        /// `identifier` the source text of its identifier when the construction names it itself.
        case category(SourcePosition, repeated: Bool, identifier: String?)
        /// `content.categoryIdentifier = identifier` (source text), in the function `function` (nil outside one).
        case post(identifier: String, function: String?)
        /// The app registers for remote notifications, or has a notification service extension.
        case remotePush
        case registration(SourcePosition)
        case settingsLink
    }

    static let sites = FactKey<Site>("notify-channels.site")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.target.buildsOnlyForOtherPlatforms else { return }
        for call in file.index.calls("UNNotificationCategory") {
            for site in Self.kindSites(of: call, in: file) {
                let identifier = site.id == call.id ? call.argument("identifier")?.expression.trimmedSourceText : nil
                output.facts.add(.category(file.position(of: site), repeated: site.isRepeated, identifier: identifier), for: Self.sites)
            }
        }
        for member in file.index.memberAccesses("categoryIdentifier") {
            guard let value = member.assignedValue else { continue }
            output.facts.add(.post(identifier: value.trimmedSourceText, function: member.enclosingFunction?.name.text), for: Self.sites)
        }
        if !file.index.calls("registerForRemoteNotifications").isEmpty || file.index.mentions("UNNotificationServiceExtension") {
            output.facts.add(.remotePush, for: Self.sites)
        }
        for call in file.index.calls("setNotificationCategories") {
            output.facts.add(.registration(file.position(of: call)), for: Self.sites)
        }
        if !file.index.memberAccesses("providesAppNotificationSettings").isEmpty {
            output.facts.add(.settingsLink, for: Self.sites)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var categories: [SourcePosition] = []
        var kinds = 0
        var registrations: [SourcePosition] = []
        var identifiers: [String?] = []
        var posts: [(identifier: String, function: String?)] = []
        var remotePush = false
        for site in project.facts.values(Self.sites) {
            switch site {
            case .category(let position, let repeated, let identifier):
                categories.append(position)
                kinds += repeated ? 2 : 1
                identifiers.append(repeated ? nil : identifier)
            case .registration(let position): registrations.append(position)
            case .settingsLink: return
            case .post(let identifier, let function): posts.append((identifier, function))
            case .remotePush: remotePush = true
            }
        }
        guard kinds > 1 else { return }
        if !remotePush, let posted = Self.postedKinds(identifiers: identifiers, posts: posts, shippingNames: project.model?.shippingNames),
           posted < 2 { return }
        let related = categories.prefix(5).map { RelatedLocation($0, "a notification category") }
        let onlyTwo = kinds == 2
        let premise = onlyTwo
            ? "The app registers two notification categories; if they are two kinds of notification (not one kind with different actions), iOS offers no per-kind switches and nothing requests providesAppNotificationSettings"
            : "The app registers several notification categories, but iOS offers no per-kind switches and nothing requests providesAppNotificationSettings"
        for registration in registrations {
            output.report(
                premise + "; add per-kind toggles to an in-app settings screen, request .providesAppNotificationSettings, and open that screen from userNotificationCenter(_:openSettingsFor:).",
                at: registration, confidence: onlyTwo ? .low : .medium, related: Array(related))
        }
    }

    /// How many registered categories the app's own code posts from a function shipping code
    /// calls (by name), when that can be told: every category names its identifier, some
    /// notification sets one, and every identifier set is a registered category's (a run-time
    /// value or an unregistered one could stand for any category). Nil when it cannot.
    static func postedKinds(identifiers: [String?], posts: [(identifier: String, function: String?)], shippingNames: Set<String>?) -> Int? {
        guard let shippingNames, !posts.isEmpty else { return nil }
        let registered = identifiers.compactMap { $0 }
        guard registered.count == identifiers.count, posts.allSatisfy({ registered.contains($0.identifier) }) else { return nil }
        let live = Set(posts.filter { $0.function.map(shippingNames.contains) ?? true }.map(\.identifier))
        return registered.filter(live.contains).count
    }

    /// Where the kinds of notification a category construction stands for are named: the
    /// construction itself, or, when its identifier is a parameter of the function that builds
    /// it, each call of that function in the file (none when a script supplies it). Nothing
    /// for an identifier that holds a fresh `UUID()` (directly or through a local): one
    /// notification's own set of actions.
    static func kindSites(of call: FunctionCallExprSyntax, in file: SwiftFile) -> [FunctionCallExprSyntax] {
        guard let identifier = call.argument("identifier")?.expression else { return [call] }
        if identifier.trimmedSourceText.contains("UUID()") { return [] }
        guard let reference = identifier.as(DeclReferenceExprSyntax.self) else { return [call] }
        if let function = call.enclosingFunction,
           function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) {
            return file.index.calls(function.name.text).filter { !function.encloses($0) }
        }
        return file.index.initialValue(of: reference)?.trimmedSourceText.contains("UUID()") == true ? [] : [call]
    }
}
