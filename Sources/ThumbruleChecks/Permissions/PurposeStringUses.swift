import Foundation
import SwiftSyntax
import ThumbruleCore

/// A permission API called in a shipping target, recorded for the project pass that
/// compares it with the target's Info.plist.
struct PurposeStringUse: Sendable, Codable {
    package let api: PermissionAPIs.API
    package let position: SourcePosition
    package let target: BuildTarget
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

    /// The requirements of `requirements`, for an app linked against an SDK older than iOS
    /// `sdkCeiling` (if known): iOS holds such an app to that SDK's keys.
    func requirements(sdkCeiling: Int?) -> [PermissionAPIs.Requirement] {
        guard let sdkCeiling else { return requirements }
        let ceiling = min(iOSCeiling ?? sdkCeiling, sdkCeiling)
        return api.requirements.filter { ($0.since ?? 0) < ceiling }
    }

    package static func collect(_ file: SwiftFile) -> [PurposeStringUse] {
        return PermissionUses.matches(in: file, where: { !$0.requirements.isEmpty }).map { match in
            PurposeStringUse(api: match.api, position: file.position(of: match.node), target: file.target,
                             iOSCeiling: match.node.iOSVersionCeiling)
        }
    }

    /// Where a requirement stands across the targets that ship this code.
    enum Verdict {
        /// A target that ships the code has a usable value, or the plists cannot be found.
        case satisfied, unknown
        /// No target that ships the code declares any of the keys; `plist` is the first one's.
        case missing(plist: SourcePosition)
        /// The keys that are declared hold placeholders; the first, with its position.
        case placeholder(key: String, value: String, position: SourcePosition)
    }

    /// Checks the requirement against every target that compiles the file. Code shared by
    /// several products (a framework compiled into the app and a Mac bundle) counts as
    /// declared when any of them declares the key, which errs towards silence.
    func verdict(_ requirement: PermissionAPIs.Requirement, in project: Project, localized: InfoPlistLocalizations) -> Verdict {
        let targets = project.shippingTargets(compiling: position.path, resolved: target)
        guard !targets.isEmpty else { return .unknown }
        var missing: SourcePosition?
        var placeholder: (key: String, value: String, position: SourcePosition)?
        for target in targets {
            // An Info.plist that exists but could not be read proves nothing.
            if let path = target.infoPlistPath, project.infoPlists[path] == nil, project.files.contains(where: { $0.path == path }) { return .unknown }
            for key in requirement.keys {
                // A key only in InfoPlist.strings is left alone: whether iOS accepts it there is not settled.
                if localized.contains(key) { return .satisfied }
                switch project.infoPlistKey(key, for: target) {
                case .unknown:
                    return .unknown
                case .missing(let plist):
                    missing = missing ?? plist
                case .present(let value, let position):
                    if value.contains("$(") || !PurposeStringPlaceholders.isPlaceholder(value, key: key) {
                        return .satisfied
                    }
                    let place = position.path.hasSuffix("project.pbxproj") ? project.generatedKeyPosition(key, fallback: position) : position
                    placeholder = placeholder ?? (key, value, place)
                }
            }
        }
        if let placeholder { return .placeholder(key: placeholder.key, value: placeholder.value, position: placeholder.position) }
        return missing.map { .missing(plist: $0) } ?? .unknown
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

/// The InfoPlist.strings and InfoPlist.xcstrings files of a project, read once per project
/// pass: a key they localise has its Info.plist value only as the development-language fallback.
struct InfoPlistLocalizations {
    /// Each file's path and text, in path order.
    let files: [(path: String, text: String)]

    package init(_ project: Project) {
        files = (project.files(of: .strings) + project.files(of: .stringCatalog))
            .filter { ($0.path as NSString).lastPathComponent.lowercased().hasPrefix("infoplist.") }
            .sorted { $0.path < $1.path }
            .compactMap { file in project.text(of: file).map { (file.path, $0) } }
    }

    package func contains(_ key: String) -> Bool { files.contains { $0.text.contains(key) } }

    /// The `.strings` files of the English or Base localisation (`en.lproj`, `Base.lproj`).
    var english: [(path: String, text: String)] {
        files.filter { file in
            let parts = file.path.lowercased().split(separator: "/")
            return parts.last == "infoplist.strings" && parts.dropLast().last.map { ["en.lproj", "base.lproj", "en-us.lproj"].contains($0) } == true
        }
    }
}

extension Project {
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
