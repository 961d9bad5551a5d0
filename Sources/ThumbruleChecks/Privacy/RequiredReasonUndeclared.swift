import SwiftSyntax
import ThumbruleCore

/// A required-reason API called in shipping code whose category the target's privacy
/// manifest does not declare with a reason: App Store Connect refuses the upload (ITMS-91053).
///
/// Which manifests count: those the Xcode target bundles (Copy Bundle Resources, or its
/// synchronized folders); for a local Swift package, its own and every app target's; without
/// an Xcode project, those under the folder of the target's Info.plist. A target that bundles
/// no manifest at all is `priv-declared.no-manifest`'s finding, so this check stays silent
/// there, as it does when no manifest can be tied to the code. One finding per target and
/// category, at its first use. Known false negatives: calls through a variable whose type
/// the file does not name (`let info = ProcessInfo.processInfo; info.systemUptime`),
/// Objective-C, and SDK code (each SDK declares its own).
struct RequiredReasonUndeclared: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "priv-declared.required-reason",
        ruleId: "priv-declared",
        summary: "A required-reason API called where the target's privacy manifest does not declare its category",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("Planner/Settings.swift", """
                import Foundation
                import SwiftUI

                struct SettingsView: View {
                    @AppStorage("compact") var compact = false
                    var body: some View { Toggle("Compact rows", isOn: $compact) }
                }

                func lastBackup(of url: URL) throws -> Date? {
                    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
                    return attributes[↓.modificationDate] as? Date
                }

                func freeSpace() throws -> Int64? {
                    let values = try URL.documentsDirectory.resourceValues(forKeys: [↓.volumeAvailableCapacityForImportantUsageKey])
                    return values.volumeAvailableCapacityForImportantUsage
                }
                """),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Settings.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            CheckExample(files: [
                ("Planner/Uptime.swift", """
                import Foundation

                func sessionLength(since start: TimeInterval) -> TimeInterval {
                    ↓ProcessInfo.processInfo.systemUptime - start
                }
                """),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults, ("NSPrivacyAccessedAPICategorySystemBootTime", [])])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Uptime.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // A local Swift package whose declared resource manifest lacks the category.
            CheckExample(files: [
                ("Packages/Storage/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Storage",
                    targets: [.target(name: "Storage", resources: [.process("PrivacyInfo.xcprivacy")])]
                )
                """),
                ("Packages/Storage/Sources/Storage/Disk.swift", """
                import Foundation

                public func freeBytes(at path: String) -> UInt64 {
                    var info = statfs()
                    guard ↓statfs(path, &info) == 0 else { return 0 }
                    return UInt64(info.f_bavail) * UInt64(info.f_bsize)
                }
                """),
                ("Packages/Storage/Sources/Storage/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.fileTimestamp])),
            ]),
        ],
        nonTriggering: [
            // Declared with reasons: user defaults and file timestamps.
            CheckExample(files: [
                ("Planner/Store.swift", """
                import Foundation

                let defaults = UserDefaults(suiteName: "group.planner")
                func modified(_ url: URL) throws -> Date? {
                    try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                }
                """),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults, PrivacyExamples.fileTimestamp])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // Look-alikes: a photo's creation date, the app's own sort key and uptime property.
            CheckExample(files: [
                ("Planner/Library.swift", """
                import Photos

                enum SortKey { case creationDate, modificationDate }
                struct Clock { var systemUptime: Double }

                func describe(_ asset: PHAsset, sort: SortKey, clock: Clock) -> String {
                    switch sort {
                    case .creationDate: return "\\(asset.creationDate as Any)"
                    case .modificationDate: return "\\(asset.modificationDate as Any) \\(clock.systemUptime)"
                    }
                }
                let order: [SortKey] = [.creationDate]
                """),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Library.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // The app declares its own type named UserDefaults.
            CheckExample(files: [
                ("Planner/Prefs.swift", "struct UserDefaults { static let standard = UserDefaults() }\nlet prefs = UserDefaults.standard\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.fileTimestamp])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Prefs.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // The target bundles no manifest: that is priv-declared.no-manifest's finding.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: [])),
            ]),
            // Simulator-only code is not in the device binary App Store Connect scans.
            CheckExample(files: [
                ("Planner/Keyboard.swift", "import UIKit\nfunc disableHardwareKeyboard() {\n#if targetEnvironment(simulator)\n    _ = UITextInputMode.activeInputModes\n#endif\n}\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Keyboard.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // Debug-only code does not ship.
            CheckExample(files: [
                ("Planner/Debug.swift", "import Foundation\n#if DEBUG\nlet uptime = ProcessInfo.processInfo.systemUptime\n#endif\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Debug.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
        ]
    )

    static let uses = FactKey<RequiredReasonUse>("priv-declared.required-reason.use")

    static let platforms = FactKey<RequiredReasonUses.Platform>("priv-declared.required-reason.platform")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in RequiredReasonUses.collect(file) { output.facts.add(use, for: Self.uses) }
        output.facts.add(RequiredReasonUses.platform(of: file), for: Self.platforms)
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<[String]>()
        let platforms = project.facts.values(Self.platforms)
        for use in RequiredReasonUses.real(project.shippingFacts(Self.uses, at: \.position), in: project) {
            let key = [use.target.name, use.target.infoPlistPath ?? "", use.category.key]
            guard !reported.contains(key), !(use.target.decidedBy == .xcodeProject && RequiredReasonUses.isMacOnly(use.target.name, in: project, platforms: platforms)),
                  let manifests = project.privacyManifests(covering: use.path, in: use.target), let manifest = manifests.first,
                  !manifests.contains(where: { $0.declares(use.category.key) }) else { continue }
            reported.insert(key)
            let listed = manifest.accessedAPIs[use.category.key] != nil
            let state = listed ? "lists it with no reason" : "does not declare it"
            output.report(
                "\(use.api) is a required-reason API (\(use.category.title)): the privacy manifest this code ships with (\(manifest.path)) \(state), so App Store Connect refuses the upload (ITMS-91053). Add \(use.category.key) to NSPrivacyAccessedAPITypes with the reason that fits (\(use.category.appReasons.joined(separator: ", "))).",
                at: use.position, confidence: .high,
                related: [RelatedLocation(manifest.accessedAPIsPosition, "the manifest's accessed API types")])
        }
    }
}
