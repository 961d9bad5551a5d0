import ThumbruleCore

/// A privacy manifest entry App Store Connect cannot accept: an `NSPrivacyAccessedAPIType`
/// that is not one of Apple's categories (ITMS-91054; `UserDefaults` where
/// `NSPrivacyAccessedAPICategoryUserDefaults` is meant), or a reason code that is not one of
/// the category's approved reasons. Either way the upload is refused as if the category
/// were not declared. Only the project's own manifests, not those inside vendored frameworks.
struct PrivacyManifestInvalidDeclaration: ProjectCheck {
    package static let description = CheckDescription(
        id: "priv-declared.invalid-declaration",
        ruleId: "priv-declared",
        summary: "A privacy manifest names an unknown API category or a reason code its category does not accept",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>NSPrivacyAccessedAPITypes</key>
                	<array>
                		<dict>
                			<key>NSPrivacyAccessedAPIType</key>
                ↓			<string>UserDefaults</string>
                			<key>NSPrivacyAccessedAPITypeReasons</key>
                			<array>
                				<string>CA92.1</string>
                			</array>
                		</dict>
                		<dict>
                			<key>NSPrivacyAccessedAPIType</key>
                			<string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
                			<key>NSPrivacyAccessedAPITypeReasons</key>
                			<array>
                ↓				<string>CA92.1</string>
                			</array>
                		</dict>
                	</array>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults, PrivacyExamples.fileTimestamp, ("NSPrivacyAccessedAPICategoryDiskSpace", ["E174.1", "85F4.1"])])),
            ]),
            // A vendored SDK's manifest is the vendor's to fix.
            CheckExample(files: [
                ("Vendor/Kit.xcframework/ios-arm64/Kit.framework/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([("UserDefaults", ["CA92.1"])])),
            ]),
        ]
    )

    func check(_ project: Project, _ output: inout CheckOutput) {
        for manifest in project.privacyManifests where !manifest.isInsideFramework {
            for (key, reasons) in manifest.accessedAPIs.sorted(by: { $0.key < $1.key }) {
                guard let category = RequiredReasonAPIs.category(key) else {
                    let meant = RequiredReasonAPIs.categories.first { $0.key.hasSuffix(key) && !key.isEmpty }
                    output.report(
                        "\(key) is not a required-reason API category, so App Store Connect refuses the upload (ITMS-91054)\(meant.map { ": write \($0.key)" } ?? "; use one of " + RequiredReasonAPIs.categories.map(\.key).joined(separator: ", ")).",
                        at: SourcePosition(path: manifest.path, line: manifest.line(ofCategory: key), column: 1), confidence: .high)
                    continue
                }
                for reason in reasons where !category.reasons.contains(reason) {
                    output.report(
                        "\(reason) is not a reason Apple accepts for \(key), so App Store Connect refuses the declaration: use one of \(category.appReasons.joined(separator: ", ")) that fits.",
                        at: SourcePosition(path: manifest.path, line: manifest.line(ofReason: reason, in: key), column: 1), confidence: .high)
                }
            }
        }
    }
}
