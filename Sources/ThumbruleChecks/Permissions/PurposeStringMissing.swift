import SwiftSyntax
import ThumbruleCore

/// A permission API called in a target whose Info.plist lacks the purpose-string key it
/// needs: the request crashes the app (or, for location and a few others, is silently
/// refused), and App Store Connect rejects the upload with ITMS-90683.
///
/// Keys come from `PermissionAPIs`, including Xcode's generated Info.plist (`INFOPLIST_KEY_*`).
/// Code an `#available` check confines to older iOS is held to the older keys (for example
/// `NSCalendarsUsageDescription` below iOS 17), and so is a project in Swift 3 mode, which only
/// an SDK older than iOS 17 builds (`sdkCeiling`). One finding per target and key, at its
/// first use. Code compiled into several products counts as declared when any of them
/// declares the key, and a key found only in an InfoPlist.strings file counts as declared.
/// No finding when the Info.plist cannot be found or read (unresolved targets, packages
/// linked by several apps). Known false negatives: SDKs that call the APIs from binaries or
/// Objective-C, and wrappers declared in another module. Known false positive: a call
/// that only ever runs in a target other than the one the file is compiled into.
struct PurposeStringMissing: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-purpose-string.missing-key",
        ruleId: "perm-purpose-string",
        summary: "A permission API called in a target whose Info.plist lacks its purpose-string key",
        triggering: [
            CheckExample(files: [
                ("App/Scanner.swift", """
                import AVFoundation
                import CoreLocation

                final class Scanner {
                    let locations = CLLocationManager()
                    func start() {
                        ↓AVCaptureDevice.requestAccess(for: .video) { _ in }
                        AVCaptureDevice.requestAccess(for: .video) { _ in }
                        ↓locations.requestWhenInUseAuthorization()
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSMicrophoneUsageDescription": "Voice notes are recorded with your clips."])),
            ]),
            CheckExample(files: [
                ("App/Calendar.swift", """
                import EventKit

                func askForCalendar(_ store: EKEventStore) {
                    if #available(iOS 17, *) {
                        ↓store.requestFullAccessToEvents { _, _ in }
                    } else {
                        ↓store.requestAccess(to: .event) { _, _ in }
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
            // The same project in Swift 5 mode builds with the iOS 17 SDK, which asks for the full-access key.
            CheckExample(files: [
                ("App/Calendar.swift", "import EventKit\nfunc ask(_ store: EKEventStore) { ↓store.requestAccess(to: .event) { _, _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Debug", XcodeProjectExamples.infoPlistSettings(
                    ["NSCalendarsUsageDescription": "Your lectures are added to your calendar."]).merging(["SWIFT_VERSION": "5.0"]) { $1 })])),
            ]),
            CheckExample(files: [
                ("App/Health.swift", """
                import HealthKit

                func authorize(_ store: HKHealthStore, types: Set<HKSampleType>) async throws {
                    try await ↓store.requestAuthorization(toShare: types, read: types)
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSHealthShareUsageDescription": "Your step count fills the weekly chart."])),
            ]),
            CheckExample(files: [
                ("App/Scanner.swift", "import AVFoundation\nfunc start() { ↓AVCaptureDevice.requestAccess(for: .audio) { _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["NSCameraUsageDescription": "Scan a receipt to attach it."])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Scanner.swift", """
                import AVFoundation
                import Photos

                func start() {
                    AVCaptureDevice.requestAccess(for: .video) { _ in }
                    PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
                    UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([
                    "NSCameraUsageDescription": "Scan a receipt to attach it to the expense.",
                    "NSPhotoLibraryAddUsageDescription": "Saved receipts go to your photo library.",
                ])),
            ]),
            // The key lives in Xcode's generated Info.plist, as an INFOPLIST_KEY_* build setting.
            CheckExample(files: [
                ("App/Scanner.swift", "import AVFoundation\nfunc start() { AVCaptureDevice.requestAccess(for: .audio) { _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["NSMicrophoneUsageDescription": "Voice notes are recorded with your clips."])),
            ]),
            // hofplan-ios: a project still in Swift 3 mode, which only Xcode 10.1 and older build, so the
            // app links an SDK older than iOS 17, where this call asks with NSCalendarsUsageDescription.
            CheckExample(files: [
                ("App/Calendar.swift", "import EventKit\nfunc ask(_ store: EKEventStore) { store.requestAccess(to: .event) { _, _ in } }\n"),
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Debug", XcodeProjectExamples.infoPlistSettings(
                    ["NSCalendarsUsageDescription": "Your lectures are added to your calendar."]).merging(["SWIFT_VERSION": "3.0"]) { $1 })])),
            ]),
            CheckExample(files: [
                ("App/Health.swift", """
                import HealthKit

                func authorize(_ store: HKHealthStore, types: Set<HKObjectType>) {
                    store.requestAuthorization(toShare: nil, read: types) { _, _ in }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["NSHealthShareUsageDescription": "Your step count fills the weekly chart."])),
            ]),
            // A method of the app's own that happens to share a name, without the framework imported.
            CheckExample(files: [
                ("App/Permissions.swift", """
                func ask(_ permissions: PermissionCenter) {
                    permissions.requestAccess(for: .video)
                    permissions.requestWhenInUseAuthorization()
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            CheckExample(files: [
                ("AppTests/ScannerTests.swift", "import AVFoundation\nfunc testAccess() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            CheckExample("import AVFoundation\nfunc start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n", path: "Sources/Camera/Camera.swift"),
        ]
    )

    package static let uses = FactKey<PurposeStringUse>("perm-purpose-string.missing-key.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in PurposeStringUse.collect(file) { output.facts.add(use, for: Self.uses) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<[String]>()
        let localized = InfoPlistLocalizations(project)
        let sdkCeiling = Self.sdkCeiling(project)
        for use in project.shippingFacts(Self.uses, at: \.position) {
            for requirement in use.requirements(sdkCeiling: sdkCeiling) {
                guard case .missing(let plist) = use.verdict(requirement, in: project, localized: localized),
                      reported.insert([plist.path] + requirement.keys).inserted else { continue }
                let key = PurposeStringUse.keyList(requirement)
                if let replacement = Self.fullAccessReplacement(use.api, requirement) {
                    // workout-ios: on iOS 17 the deprecated call fails without asking; it does not crash.
                    output.report(
                        "\(use.api.name) needs \(key) on iOS 17 and later, and this target's Info.plist has none: there the request returns an error without asking, so the feature never gets \(use.api.resource.rawValue) access. Call \(replacement) (which replaces this deprecated call on iOS 17) and add the key (or INFOPLIST_KEY_\(requirement.keys[0]) in a generated Info.plist) with a sentence saying what the app does with the \(use.api.resource.rawValue).",
                        at: use.position, confidence: use.api.exact ? .high : .medium,
                        related: [RelatedLocation(plist, "this Info.plist has no \(requirement.keys[0])")])
                    continue
                }
                let effect = use.api.effect == .crash
                    ? "the app crashes at this request"
                    : "the request returns without asking, so the feature never gets \(use.api.resource.rawValue) access"
                output.report(
                    "\(use.api.name) needs \(key)\(PurposeStringUse.versionNote(requirement)), and this target's Info.plist has none: \(effect), and App Store Connect rejects the upload (ITMS-90683). Add the key (or INFOPLIST_KEY_\(requirement.keys[0]) in a generated Info.plist) with a sentence saying what the app does with the \(use.api.resource.rawValue).",
                    at: use.position, confidence: use.api.exact ? .high : .medium,
                    related: [RelatedLocation(plist, "this Info.plist has no \(requirement.keys[0])")])
            }
        }
    }

    /// The iOS version below which the app's SDK lies, when its Xcode projects show it cannot be
    /// built with a current one: every `SWIFT_VERSION` they set is 3 or older, a language mode
    /// Xcode dropped in 10.2, so the app links the iOS 12 SDK or older, and iOS keeps that SDK's
    /// behaviour for it (an iOS 17 device asks for calendar access with NSCalendarsUsageDescription,
    /// hofplan-ios). Nil when no project sets the version or any sets a newer one.
    static func sdkCeiling(_ project: Project) -> Int? {
        var versions: [Substring] = []
        for file in project.files(of: .xcodeProject) {
            guard let text = project.text(of: file) else { return nil }
            for line in text.split(whereSeparator: \.isNewline) {
                let setting = line.filter { !$0.isWhitespace && $0 != "\"" }
                guard setting.hasPrefix("SWIFT_VERSION=") else { continue }
                versions.append(setting.dropFirst("SWIFT_VERSION=".count).prefix { $0 != ";" })
            }
        }
        guard !versions.isEmpty, versions.allSatisfy({ ($0.split(separator: ".").first.flatMap { Int($0) } ?? 99) <= 3 }) else { return nil }
        return 13
    }

    /// The iOS 17 full-access request that replaces `EKEventStore.requestAccess(to:)`, when the
    /// missing key is the iOS 17 full-access one that this deprecated call is held to.
    static func fullAccessReplacement(_ api: PermissionAPIs.API, _ requirement: PermissionAPIs.Requirement) -> String? {
        guard requirement.since == 17, api.name.hasPrefix("EKEventStore.requestAccess(to:") else { return nil }
        return api.resource == .reminders ? "requestFullAccessToReminders()" : "requestFullAccessToEvents()"
    }
}
