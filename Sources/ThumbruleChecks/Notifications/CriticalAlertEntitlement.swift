import SwiftSyntax
import ThumbruleCore

/// Critical alerts (`.criticalAlert` authorization, `interruptionLevel = .critical`,
/// `UNNotificationSound.defaultCritical…`) in a project where no entitlements file grants
/// `com.apple.developer.usernotifications.critical-alerts`. Critical alerts override the
/// Ring/Silent switch and Focus, and without the Apple-granted entitlement the system
/// delivers them as ordinary notifications: the app believes it escalated, and nothing did.
///
/// The entitlement belongs to the app, and a notification service extension that sets a
/// critical sound relies on the app's (Bark does this), so any entitlements file of the
/// project that grants it settles the question. With no entitlements file at all, only a
/// project with an Xcode project proves the entitlement missing. Silent when the build
/// can add entitlements itself: a Run Script phase that names entitlements or the key, or
/// a `CODE_SIGN_ENTITLEMENTS` chosen by another build setting; the checked-in files then
/// cannot say what ships. A note (low confidence) otherwise: a provisioning step outside
/// the project can still add it. Reported once, at the first use.
struct CriticalAlertEntitlement: SwiftFileCheck, ProjectCheck {
    /// An entitlements file granting critical alerts, for the examples.
    static let criticalAlertsEntitlement = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>com.apple.developer.usernotifications.critical-alerts</key>
            <true/>
        </dict>
        </plist>
        """

    package static let description = CheckDescription(
        id: "notify-level.critical-entitlement",
        ruleId: "notify-level",
        summary: "Critical alerts used in a target without the critical-alerts entitlement",
        triggering: [
            CheckExample(files: [
                ("App/Alarms.swift", """
                import UserNotifications

                func askForAlarms() async throws {
                    try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, ↓.criticalAlert])
                }

                func lowGlucoseAlarm() -> UNMutableNotificationContent {
                    let content = UNMutableNotificationContent()
                    content.interruptionLevel = .critical
                    content.sound = .defaultCritical
                    return content
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Glucose"])),
                ("App/App.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Alarms.swift", """
                import UserNotifications

                func lowGlucoseAlarm() -> UNMutableNotificationContent {
                    let content = UNMutableNotificationContent()
                    content.interruptionLevel = .critical
                    content.sound = .defaultCriticalSound(withAudioVolume: 0.8)
                    return content
                }
                """),
                ("App/App.entitlements", Self.criticalAlertsEntitlement),
            ]),
            CheckExample(files: [
                ("NotificationService/LevelProcessor.swift", """
                import UserNotifications

                func escalate(_ content: UNMutableNotificationContent) {
                    content.sound = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("alarm.caf"), withAudioVolume: 1)
                }
                """),
                ("NotificationService/NotificationService.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
                ("App/App.entitlements", Self.criticalAlertsEntitlement),
            ]),
            CheckExample(files: [
                ("App/Thermal.swift", """
                import Foundation

                func describe(_ state: ProcessInfo.ThermalState) -> String {
                    switch state {
                    case .critical: return "critical"
                    default: return "fine"
                    }
                }
                let level = logger.critical("disk full")

                extension Reminder.Urgency {
                    var savedNumber: NSNumber {
                        switch self {
                        case .normal: return NSNumber(value: UNNotificationInterruptionLevel.active.rawValue)
                        case .critical: return NSNumber(value: UNNotificationInterruptionLevel.critical.rawValue)
                        }
                    }
                }
                """),
                ("App/App.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
            ]),
            CheckExample("""
            import UserNotifications

            let content = UNMutableNotificationContent()
            content.interruptionLevel = .critical
            """, path: "Sources/Alarms.swift"),

            CheckExample(files: [
                ("App/Escalation.swift", """
                import UserNotifications

                func pageOnCall(_ content: UNMutableNotificationContent) {
                    content.interruptionLevel = .critical
                }
                """),
                ("App/App.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(
                    ["CFBundleDisplayName": "Pager"], buildScript: "exec Scripts/add_special_entitlements.sh")),
            ]),
        ]
    )

    static let entitlementKey = "com.apple.developer.usernotifications.critical-alerts"

    package struct Use: Sendable, Codable {
        package let position: SourcePosition
        package let api: String
    }

    package static let uses = FactKey<Use>("notify-level.critical-use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var found: [(MemberAccessExprSyntax, String)] = []
        for member in file.index.memberAccesses("critical") where NotificationQueries.isInterruptionLevel(member) {
            found.append((member, "interruptionLevel = .critical"))
        }
        for member in file.index.memberAccesses("criticalAlert") where NotificationQueries.isAuthorizationOption(member) {
            found.append((member, ".criticalAlert authorization"))
        }
        for name in ["defaultCritical", "defaultCriticalSound", "criticalSoundNamed"] {
            for member in file.index.memberAccesses(name) where member.base == nil || member.basePath == "UNNotificationSound" {
                found.append((member, "UNNotificationSound.\(name)"))
            }
        }
        for (member, api) in found {
            output.facts.add(Use(position: file.position(of: member), api: api), for: Self.uses)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.shippingFacts(Self.uses, at: \.position).sorted { $0.position < $1.position }
        guard let first = uses.first, !project.entitlements.values.contains(where: Self.grants),
              !Self.buildAddsEntitlements(project) else { return }
        let related: RelatedLocation
        if let path = project.entitlements.keys.sorted().first {
            related = RelatedLocation(SourcePosition(path: path, line: 1, column: 1), "no entitlements file of the project has \(Self.entitlementKey)")
        } else if let xcode = project.xcodeProjects.first {
            related = RelatedLocation(SourcePosition(path: xcode.path, line: 1, column: 1), "the project signs with no entitlements file")
        } else {
            return
        }
        let others = uses.dropFirst().prefix(5).map { RelatedLocation($0.position, "also uses \($0.api)") }
        output.report(
            "\(first.api) needs the Apple-granted critical-alerts entitlement, which no entitlements file of the project has, so these arrive as ordinary notifications; use .timeSensitive for urgent events, or request the entitlement from Apple and add \(Self.entitlementKey) to the app's entitlements.",
            at: first.position, confidence: .low, related: [related] + others)
    }

    /// True when a target's build can change its entitlements: a Run Script phase that
    /// names an entitlements file or the key, or `CODE_SIGN_ENTITLEMENTS` built from
    /// another setting (`$(…)`).
    static func buildAddsEntitlements(_ project: Project) -> Bool {
        project.xcodeProjects.flatMap(\.targets).contains { target in
            target.entitlementsPath?.contains("$(") == true
                || target.buildScripts.contains { $0.contains(entitlementKey) || $0.lowercased().contains("entitlements") }
        }
    }

    static func grants(_ plist: PropertyList) -> Bool {
        switch plist.root[entitlementKey] {
        case .bool(true)?, .number(1)?: return true
        default: return false
        }
    }
}
