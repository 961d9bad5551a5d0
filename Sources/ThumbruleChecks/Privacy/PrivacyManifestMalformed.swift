import ThumbruleCore

/// A privacy manifest App Store Connect cannot read (ITMS-91056, TN3181): a file that is not
/// a property list with a dictionary at its top, `NSPrivacyTracking` that is not a Boolean,
/// tracking domains that are not bare host names, or the two declaration lists not written as
/// lists of dictionaries. Tracking declared with no domain is a lower-confidence finding: Apple
/// asks for the domains, but the upload is not known to stop on it. Keys the documentation
/// does not name are left alone, since Apple does not list what it accepts beyond them.
/// Only the project's own manifests: a vendored framework's is the vendor's to fix.
struct PrivacyManifestMalformed: ProjectCheck {
    package static let description = CheckDescription(
        id: "priv-declared.malformed-manifest",
        ruleId: "priv-declared",
        summary: "A privacy manifest App Store Connect refuses as invalid: unreadable, or a key holding the wrong kind of value",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓	<key>NSPrivacyTracking</key>
                	<string>NO</string>
                	<key>NSPrivacyTrackingDomains</key>
                	<array>
                ↓		<string>https://metrics.example.com/collect</string>
                	</array>
                ↓	<key>NSPrivacyAccessedAPITypes</key>
                	<string>NSPrivacyAccessedAPICategoryUserDefaults</string>
                </dict>
                </plist>
                """),
            ]),
            // A manifest Xcode's editor would not open: the array is never closed.
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", """
                ↓<?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                	<key>NSPrivacyAccessedAPITypes</key>
                	<array>
                </dict>
                </plist>
                """),
            ]),
            // Tracking declared with no domain to block until the person allows it.
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓	<key>NSPrivacyTracking</key>
                	<true/>
                	<key>NSPrivacyTrackingDomains</key>
                	<array/>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
            ]),
            CheckExample(files: [
                ("Planner/PrivacyInfo.xcprivacy", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                	<key>NSPrivacyTracking</key>
                	<true/>
                	<key>NSPrivacyTrackingDomains</key>
                	<array>
                		<string>metrics.example.com</string>
                	</array>
                	<key>NSPrivacyCollectedDataTypes</key>
                	<array/>
                </dict>
                </plist>
                """),
            ]),
            // A vendored SDK's manifest is the vendor's to fix.
            CheckExample(files: [
                ("Vendor/Kit.xcframework/ios-arm64/Kit.framework/PrivacyInfo.xcprivacy", "<plist><dict><key>NSPrivacyTracking</key><string>NO</string></dict></plist>"),
            ]),
        ]
    )

    private static let itms = "App Store Connect refuses a build whose privacy manifest is invalid (ITMS-91056)"

    func check(_ project: Project, _ output: inout CheckOutput) {
        for file in project.files(of: .privacyManifest) where !PrivacyManifest.isInsideFramework(file.path) {
            guard let data = try? file.readData() else { continue }
            let plist: PropertyList
            do {
                plist = try PropertyList(path: file.path, data: data)
            } catch {
                output.report(
                    "\(file.path) is not a property list with a dictionary at its top, and \(Self.itms): open it in Xcode's property list editor to find the broken element.",
                    at: SourcePosition(path: file.path, line: 1, column: 1), confidence: .high)
                continue
            }
            report(plist, &output)
        }
    }

    private func report(_ plist: PropertyList, _ output: inout CheckOutput) {
        func at(_ line: Int) -> SourcePosition { SourcePosition(path: plist.path, line: line, column: 1) }
        switch plist.root["NSPrivacyTracking"] {
        case .string?, .array?, .dictionary?, .other?:
            output.report("NSPrivacyTracking must be a Boolean (<true/> or <false/>), and \(Self.itms).", at: at(plist.line(of: "NSPrivacyTracking")), confidence: .high)
        case .bool(true)? where plist.strings("NSPrivacyTrackingDomains").isEmpty:
            output.report(
                "NSPrivacyTracking is true but NSPrivacyTrackingDomains lists no domain: Apple asks for the tracking domains, which iOS blocks until the person allows tracking; list them, or set tracking to false if the app does not track.",
                at: at(plist.line(of: "NSPrivacyTracking")), confidence: .medium)
        default:
            break
        }
        switch plist.root["NSPrivacyTrackingDomains"] {
        case .array(let values)?:
            for value in values {
                guard let domain = value.stringValue else {
                    output.report("NSPrivacyTrackingDomains must hold only strings, and \(Self.itms).", at: at(plist.line(of: "NSPrivacyTrackingDomains")), confidence: .high)
                    break
                }
                if !Self.isBareDomain(domain) {
                    output.report(
                        "\"\(domain)\" is not a bare domain: a tracking domain has no scheme, path, query or trailing slash, and \(Self.itms).",
                        at: at(plist.line(of: domain, inArray: "NSPrivacyTrackingDomains")), confidence: .high)
                }
            }
        case nil:
            break
        default:
            output.report("NSPrivacyTrackingDomains must be an array of domain strings, and \(Self.itms).", at: at(plist.line(of: "NSPrivacyTrackingDomains")), confidence: .high)
        }
        for key in ["NSPrivacyAccessedAPITypes", "NSPrivacyCollectedDataTypes"] {
            switch plist.root[key] {
            case nil:
                continue
            case .array(let entries)? where entries.allSatisfy({ if case .dictionary = $0 { return true } else { return false } }):
                continue
            default:
                output.report("\(key) must be an array of dictionaries, one per entry, and \(Self.itms).", at: at(plist.line(of: key)), confidence: .high)
            }
        }
    }

    /// A host name as TN3181 asks for it: no scheme, path, query or trailing slash, no spaces.
    static func isBareDomain(_ domain: String) -> Bool {
        !domain.isEmpty && !domain.contains(where: { "/?# :".contains($0) })
    }
}
