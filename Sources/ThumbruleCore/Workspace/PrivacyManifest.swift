import Foundation

/// One `PrivacyInfo.xcprivacy`: what a bundle declares about tracking, collected data and
/// the required-reason APIs it calls. Read with the same property-list reader as Info.plists.
public struct PrivacyManifest: Sendable {
    public let path: String
    /// `NSPrivacyTracking`; nil when the key is absent.
    public let tracking: Bool?
    public let trackingDomains: [String]
    /// `NSPrivacyCollectedDataTypes`: each entry's `NSPrivacyCollectedDataType`.
    public let collectedDataTypes: [String]
    /// `NSPrivacyAccessedAPITypes`: each declared category with its reason codes.
    public let accessedAPIs: [String: [String]]
    let plist: PropertyList
    /// Lines of each accessed-API entry's category and of its reason codes, from the XML text.
    private let entryLines: [String: (category: Int, reasons: [String: Int])]

    public init(path: String, data: Data) throws {
        let plist = try PropertyList(path: path, data: data)
        self.path = path
        self.plist = plist
        switch plist.root["NSPrivacyTracking"] {
        case .bool(let value)?: tracking = value
        case .number(let value)?: tracking = value != 0
        default: tracking = nil
        }
        trackingDomains = plist.strings("NSPrivacyTrackingDomains")
        var collected: [String] = []
        if case .array(let entries)? = plist.root["NSPrivacyCollectedDataTypes"] {
            for case .dictionary(let entry) in entries {
                if let type = entry["NSPrivacyCollectedDataType"]?.stringValue { collected.append(type) }
            }
        }
        collectedDataTypes = collected
        var accessed: [String: [String]] = [:]
        if case .array(let entries)? = plist.root["NSPrivacyAccessedAPITypes"] {
            for case .dictionary(let entry) in entries {
                guard let category = entry["NSPrivacyAccessedAPIType"]?.stringValue else { continue }
                var reasons: [String] = []
                if case .array(let values)? = entry["NSPrivacyAccessedAPITypeReasons"] { reasons = values.compactMap(\.stringValue) }
                accessed[category, default: []].append(contentsOf: reasons)
            }
        }
        accessedAPIs = accessed
        entryLines = PrivacyManifest.entryLines(data)
    }

    /// Walks the XML text: a `<string>` after `<key>NSPrivacyAccessedAPIType</key>` opens an
    /// entry, and the `<string>`s after `<key>NSPrivacyAccessedAPITypeReasons</key>` up to the
    /// next `<key>` or `</dict>` are its reasons. Empty for a binary plist.
    private static func entryLines(_ data: Data) -> [String: (category: Int, reasons: [String: Int])] {
        guard let text = String(data: data, encoding: .utf8) else { return [:] }
        var result: [String: (category: Int, reasons: [String: Int])] = [:]
        var expecting: String?
        var current: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("<key>NSPrivacyAccessedAPITypeReasons</key>") { expecting = "reasons"; continue }
            if line.contains("<key>NSPrivacyAccessedAPIType</key>") { expecting = "category"; continue }
            if line.contains("<key>") || line.contains("</dict>") { expecting = nil; continue }
            guard let open = line.range(of: "<string>"), let close = line.range(of: "</string>"), open.upperBound <= close.lowerBound else { continue }
            let value = String(line[open.upperBound..<close.lowerBound])
            if expecting == "category" {
                current = value
                if result[value] == nil { result[value] = (index + 1, [:]) }
                expecting = nil
            } else if expecting == "reasons", let category = current, result[category]?.reasons[value] == nil {
                result[category]?.reasons[value] = index + 1
            }
        }
        return result
    }

    /// Whether the manifest declares the category with at least one reason: a category listed
    /// with no reason is refused like an undeclared one.
    public func declares(_ category: String) -> Bool {
        !(accessedAPIs[category] ?? []).isEmpty
    }

    /// Where a finding about the manifest's API declarations points: the
    /// `NSPrivacyAccessedAPITypes` key, or the top of the file when it has none.
    public var accessedAPIsPosition: SourcePosition {
        SourcePosition(path: path, line: plist.line(of: "NSPrivacyAccessedAPITypes"), column: 1)
    }

    /// The line of a category's `<string>` under `NSPrivacyAccessedAPIType`, or of the key
    /// `NSPrivacyAccessedAPITypes` when the text does not show it.
    public func line(ofCategory category: String) -> Int {
        entryLines[category]?.category ?? plist.line(of: "NSPrivacyAccessedAPITypes")
    }

    /// The line of a reason code in a category's `NSPrivacyAccessedAPITypeReasons`.
    public func line(ofReason reason: String, in category: String) -> Int {
        entryLines[category]?.reasons[reason] ?? line(ofCategory: category)
    }

    /// Whether the manifest belongs to a vendored binary framework (it ships in that SDK's bundle, not the app's).
    public var isInsideFramework: Bool { PrivacyManifest.isInsideFramework(path) }

    /// Whether a manifest at this path ships in a vendored framework's or resource bundle's bundle.
    public static func isInsideFramework(_ path: String) -> Bool {
        path.contains(".xcframework/") || path.contains(".framework/") || path.contains(".bundle/")
    }
}

extension Project {
    /// Every privacy manifest of the project that could be read, in path order.
    public var privacyManifests: [PrivacyManifest] {
        memo("privacy-manifests") {
            files(of: .privacyManifest).compactMap { file in
                (try? file.readData()).flatMap { try? PrivacyManifest(path: file.path, data: $0) }
            }
        }
    }

    /// The Xcode target that builds a product of this name, if the project has one.
    public func xcodeTarget(named name: String) -> XcodeProject.Target? {
        for project in xcodeProjects {
            if let target = project.targets.first(where: { $0.name == name }) { return target }
        }
        return nil
    }

    /// The manifests an Xcode target puts in its bundle: listed in its Copy Bundle Resources
    /// phase (or inside a folder reference listed there), or inside one of its synchronized
    /// folders and not excepted from it.
    public func privacyManifests(bundledBy target: XcodeProject.Target) -> [PrivacyManifest] {
        privacyManifests.filter { manifest in
            !manifest.isInsideFramework && (target.resourceFiles.contains(manifest.path)
                || target.resourceFiles.contains { manifest.path.hasPrefix($0 + "/") }
                || (target.synchronizedFolders.contains { manifest.path.hasPrefix($0 + "/") } && !target.membershipExceptions.contains(manifest.path)))
        }
    }
}
