import Foundation
import SwiftSyntax

/// A permission API called in a shipping target, recorded for the project pass that
/// compares it with the target's Info.plist.
struct PurposeStringUse: Sendable {
    let api: PermissionAPIs.API
    let position: SourcePosition
    let target: BuildTarget
    /// The code runs only below this iOS version (an `#available` else branch), if bounded.
    let iOSCeiling: Int?

    /// The key requirements this use is held to: those of the newest iOS, or, for code an
    /// `#available` check confines to older versions, those of the versions it runs on.
    var requirements: [PermissionAPIs.Requirement] {
        api.requirements.filter { requirement in
            guard let ceiling = iOSCeiling else { return requirement.isCurrent }
            return (requirement.since ?? 0) < ceiling
        }
    }

    static func collect(_ file: SwiftFile) -> [PurposeStringUse] {
        guard file.target.kind != .tests else { return [] }
        return PermissionUses.matches(in: file, where: { !$0.requirements.isEmpty }).map { match in
            PurposeStringUse(api: match.api, position: file.position(of: match.node), target: file.target,
                             iOSCeiling: match.node.iOSVersionCeiling)
        }
    }

    /// "NSPhotoLibraryAddUsageDescription (or NSPhotoLibraryUsageDescription)".
    static func keyList(_ requirement: PermissionAPIs.Requirement) -> String {
        let first = requirement.keys[0]
        let others = requirement.keys.dropFirst()
        return others.isEmpty ? first : "\(first) (or \(others.joined(separator: ", ")))"
    }

    /// " on iOS below 17", when the requirement only holds on older versions.
    static func versionNote(_ requirement: PermissionAPIs.Requirement) -> String {
        requirement.until.map { " on iOS below \($0)" } ?? ""
    }
}

extension Project {
    /// True when an InfoPlist.strings or InfoPlist.xcstrings file localises this key, so the
    /// Info.plist value is only the development-language fallback.
    func localizesInfoPlistKey(_ key: String) -> Bool {
        (files(of: .strings) + files(of: .stringCatalog))
            .filter { ($0.path as NSString).lastPathComponent.hasPrefix("InfoPlist.") }
            .contains { text(of: $0)?.contains(key) ?? false }
    }

    /// The line of `INFOPLIST_KEY_<key>` in the Xcode project that generates the Info.plist, or line 1.
    func generatedKeyPosition(_ key: String, fallback: SourcePosition) -> SourcePosition {
        guard let file = files(of: .xcodeProject).first(where: { $0.path == fallback.path }),
              let text = text(of: file) else { return fallback }
        var line = 0
        for content in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line += 1
            if content.contains("INFOPLIST_KEY_\(key)") { return SourcePosition(path: file.path, line: line, column: 1) }
        }
        return fallback
    }
}
