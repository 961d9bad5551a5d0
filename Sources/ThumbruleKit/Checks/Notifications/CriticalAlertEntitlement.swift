import Foundation
import SwiftSyntax

/// Critical alerts (`.criticalAlert` authorization, `interruptionLevel = .critical`,
/// `UNNotificationSound.defaultCritical…`) in a target whose entitlements lack
/// `com.apple.developer.usernotifications.critical-alerts`. Critical alerts override the
/// Ring/Silent switch and Focus, and without the Apple-granted entitlement the system
/// delivers them as ordinary notifications: the app believes it escalated, and nothing did.
///
/// Medium confidence: a build script or provisioning step can add the entitlement (Home
/// Assistant does), which the source cannot show. The entitlements file is the target's
/// `CODE_SIGN_ENTITLEMENTS`, else the nearest `.entitlements` in the file's folder or
/// above; with none, no finding unless the project has an Xcode project and no
/// entitlements at all. Reported once per target, at its first use.
struct CriticalAlertEntitlement: SwiftFileCheck, ProjectCheck {
    static let description = CheckDescription(
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
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>com.apple.developer.usernotifications.critical-alerts</key>
                    <true/>
                </dict>
                </plist>
                """),
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
                """),
                ("App/App.entitlements", PlistExamples.infoPlist(["aps-environment": "production"])),
            ]),
            CheckExample("""
            import UserNotifications

            let content = UNMutableNotificationContent()
            content.interruptionLevel = .critical
            """, path: "Sources/Alarms.swift"),
        ]
    )

    static let entitlementKey = "com.apple.developer.usernotifications.critical-alerts"

    struct Use: Sendable {
        let position: SourcePosition
        let target: BuildTarget
        let api: String
    }

    static let uses = FactKey<Use>("notify-level.critical-use")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests else { return }
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
        for (member, api) in found where !file.index.isInPreview(member) {
            output.facts.add(Use(position: file.position(of: member), target: file.target, api: api), for: Self.uses)
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.facts.values(Self.uses).sorted { $0.position < $1.position }
        var reported = Set<String>()
        for use in uses {
            let targetKey = use.target.name + (use.target.entitlementsPath ?? "")
            guard !reported.contains(targetKey) else { continue }
            let related: RelatedLocation
            switch Self.entitlements(for: use, in: project) {
            case .file(let plist):
                if Self.grants(plist) { continue }
                related = RelatedLocation(SourcePosition(path: plist.path, line: 1, column: 1), "these entitlements have no \(Self.entitlementKey)")
            case .none(let projectPath):
                related = RelatedLocation(SourcePosition(path: projectPath, line: 1, column: 1), "this target signs with no entitlements file")
            case .unknown:
                continue
            }
            reported.insert(targetKey)
            let others = uses.filter { $0.target == use.target && $0.position != use.position }.prefix(5)
                .map { RelatedLocation($0.position, "also uses \($0.api)") }
            output.report(
                "\(use.api) needs the Apple-granted critical-alerts entitlement, which this target's entitlements lack, so these arrive as ordinary notifications; use .timeSensitive for urgent events, or request the entitlement from Apple and add \(Self.entitlementKey) to the entitlements.",
                at: use.position, confidence: .medium, related: [related] + others)
        }
    }

    enum Entitlements {
        case file(PropertyList)
        /// The project proves the target has no entitlements: the path of the Xcode project.
        case none(String)
        case unknown
    }

    static func entitlements(for use: Use, in project: Project) -> Entitlements {
        if let path = use.target.entitlementsPath {
            return project.entitlements[path].map { .file($0) } ?? .unknown
        }
        var folder = (use.position.path as NSString).deletingLastPathComponent
        while true {
            if let path = project.entitlements.keys.filter({ ($0 as NSString).deletingLastPathComponent == folder }).sorted().first,
               let plist = project.entitlements[path] {
                return .file(plist)
            }
            if folder.isEmpty || folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        if project.entitlements.isEmpty, use.target.decidedBy == .xcodeProject, let xcode = project.xcodeProjects.first {
            return .none(xcode.path)
        }
        return .unknown
    }

    static func grants(_ plist: PropertyList) -> Bool {
        switch plist.root[entitlementKey] {
        case .bool(true)?, .number(1)?: return true
        default: return false
        }
    }
}
