import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A purpose-string key that the code needs, present but empty or a placeholder ("TODO",
/// the key's own name, "Privacy - Camera Usage Description"). The permission alert shows
/// this text as the reason, and App Review rejects vague or empty purpose strings
/// (Guideline 5.1.1).
///
/// Reported on the key's line in the Info.plist (or the `INFOPLIST_KEY_*` line of the Xcode
/// project), with the code that needs it as a related location. Skipped when an
/// InfoPlist.strings or .xcstrings file localises the key, since the plist value is then
/// only a fallback, and for values made of build settings. Known false negative: a real
/// sentence that still says nothing ("This app needs the camera").
struct PurposeStringPlaceholder: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-purpose-string.placeholder",
        ruleId: "perm-purpose-string",
        summary: "A purpose string the code needs that is empty or a placeholder",
        triggering: [
            CheckExample(files: [
                ("App/Scanner.swift", """
                import AVFoundation
                func start() {
                    AVCaptureDevice.requestAccess(for: .video) { _ in }
                    AVAudioSession.sharedInstance().requestRecordPermission { _ in }
                }
                """),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓    <key>NSCameraUsageDescription</key>
                    <string></string>
                ↓    <key>NSMicrophoneUsageDescription</key>
                    <string>TODO: explain</string>
                </dict>
                </plist>
                """),
            ]),
            CheckExample(files: [
                ("App/Contacts.swift", "import Contacts\nfunc load(_ store: CNContactStore) { store.requestAccess(for: .contacts) { _, _ in } }\n"),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓    <key>NSContactsUsageDescription</key>
                    <string>Privacy - Contacts Usage Description</string>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Scanner.swift", "import AVFoundation\nfunc start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist([
                    "NSCameraUsageDescription": "Scan a receipt to attach it to the expense.",
                    "NSMicrophoneUsageDescription": "",
                ])),
            ]),
            CheckExample(files: [
                ("App/Scanner.swift", "import AVFoundation\nfunc start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "NSCameraUsageDescription"])),
                ("App/en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scan a receipt to attach it to the expense.\";\n"),
            ]),
        ]
    )

    package static let uses = FactKey<PurposeStringUse>("perm-purpose-string.placeholder.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in PurposeStringUse.collect(file) { output.facts.add(use, for: Self.uses) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        let localized = InfoPlistLocalizations(project)
        for use in project.shippingFacts(Self.uses, at: \.position) {
            for requirement in use.requirements {
                guard case .placeholder(let key, let value, let position) = use.verdict(requirement, in: project, localized: localized),
                      reported.insert(position).inserted else { continue }
                let shown = value.trimmingCharacters(in: .whitespacesAndNewlines)
                let what = shown.isEmpty ? "is empty" : "holds the placeholder \"\(shown)\""
                output.report(
                    "\(key) \(what), and the \(use.api.resource.rawValue) permission alert shows this text as the reason; App Review rejects empty or vague purpose strings (Guideline \(AppReview.guideline(.dataCollection))). Write one sentence naming the feature and what happens to the data, e.g. \"Photos you pick are attached to this expense.\"",
                    at: position,
                    related: [RelatedLocation(use.position, "\(use.api.name) needs it here")])
            }
        }
    }
}
