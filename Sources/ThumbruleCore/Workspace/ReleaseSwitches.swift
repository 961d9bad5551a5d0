import Foundation

/// What the build that ships leaves switched off: build settings that a target's `Release`
/// configuration sets to `NO` while another of its configurations (a QA or beta build) sets
/// them to `YES`, and the Info.plist keys that carry such a setting into the bundle
/// (`<key>IS_QA_BUILD</key><string>$(IS_QA_BUILD)</string>`). Code that runs only while such a
/// key reads true is for testers, not for the people who install the app from the store.
///
/// Conservative: a key counts only when every Info.plist that has it is some target's plist and
/// gives it as one setting's value, every target using such a plist has the setting off in
/// Release, and some target has it on in another configuration (so it is a switch, not a
/// setting nothing turns on). A setting whose value names another setting
/// (`$(inherited)`, `$(QA)`) is unknown, neither off nor on.
public struct ReleaseSwitches: Sendable {
    /// Info.plist keys whose value is off in the Release build of every target that ships them.
    public let offInfoPlistKeys: Set<String>

    init(projects: [XcodeProject], infoPlists: [String: PropertyList], buildSettingsFiles: [String: String]) {
        let targetsByPlist = Dictionary(grouping: projects.flatMap(\.targets).filter { $0.infoPlistPath != nil }, by: { $0.infoPlistPath! })
        var onElsewhere = Set<String>(), notOff = Set<String>()
        for (path, plist) in infoPlists {
            for (key, value) in plist.root {
                let targets = targetsByPlist[path] ?? []
                // A key written as a plain value is on or off whatever the settings say.
                guard let setting = value.stringValue.flatMap(ReleaseSwitches.settingReference), !targets.isEmpty else {
                    notOff.insert(key)
                    continue
                }
                for target in targets {
                    let values = target.settingsLayers.mapValues { ReleaseSwitches.value(of: setting, in: $0, files: buildSettingsFiles) }
                    if values["Release"]??.isOffValue != true { notOff.insert(key) }
                    if values.contains(where: { $0.key != "Release" && $0.value?.isOnValue == true }) { onElsewhere.insert(key) }
                }
            }
        }
        offInfoPlistKeys = onElsewhere.subtracting(notOff)
    }

    /// `IS_QA_BUILD` for `$(IS_QA_BUILD)` or `${IS_QA_BUILD}`, nil for any other value.
    static func settingReference(_ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard text.count > 3, text.hasPrefix("$(") && text.hasSuffix(")") || text.hasPrefix("${") && text.hasSuffix("}") else { return nil }
        let name = text.dropFirst(2).dropLast()
        return name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
    }

    /// A setting's value in a configuration: the last layer that sets it wins; nil when no
    /// layer does or the value names another setting.
    static func value(of setting: String, in layers: [XcodeProject.SettingsLayer], files: [String: String]) -> String? {
        var found: String?
        for layer in layers {
            switch layer {
            case .file(let path): if let value = fileSettings(path, files: files)[setting] { found = value }
            case .settings(let settings): if let value = settings[setting] { found = value }
            }
        }
        guard let found, !found.contains("$") else { return nil }
        return found.trimmingCharacters(in: .whitespaces)
    }

    /// The unconditional settings of an `.xcconfig` file and the files it includes (an
    /// include's settings first, so the including file's own lines win). Conditional
    /// assignments (`NAME[sdk=iphoneos*] = …`) are left out. Each file is read once, however
    /// often it is included, and a file including itself (directly or not) is cut there.
    public static func fileSettings(_ path: String, files: [String: String]) -> [String: String] {
        var read: [String: [String: String]] = [:]
        var reading = Set<String>()
        func settings(of path: String) -> [String: String] {
            if let known = read[path] { return known }
            guard reading.insert(path).inserted, let text = files[path] else { return [:] }
            defer { reading.remove(path) }
            var values: [String: String] = [:]
            let folder = (path as NSString).deletingLastPathComponent
            for rawLine in text.split(whereSeparator: \.isNewline) {
                let line = rawLine.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("#include") {
                    if let included = line.split(separator: "\"").dropFirst().first.map({ ProjectPath.join(folder, String($0)) }) {
                        values.merge(settings(of: included)) { _, new in new }
                    }
                    continue
                }
                guard let equals = line.firstIndex(of: "=") else { continue }
                let name = line[..<equals].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                values[name] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
            read[path] = values
            return values
        }
        return settings(of: path)
    }
}

fileprivate extension String {
    /// A build setting's value that reads false: `NO`, `false`, `0` or empty.
    var isOffValue: Bool { ["", "NO", "FALSE", "0"].contains(uppercased()) }
    /// A build setting's value that reads true: `YES`, `true` or `1`.
    var isOnValue: Bool { ["YES", "TRUE", "1"].contains(uppercased()) }
}

extension Project {
    /// What the Release build leaves switched off (`ReleaseSwitches`), read once.
    public var releaseSwitches: ReleaseSwitches {
        memo("release-switches") {
            let files = Dictionary(files(of: .buildSettings).compactMap { file in text(of: file).map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
            return ReleaseSwitches(projects: xcodeProjects, infoPlists: infoPlists, buildSettingsFiles: files)
        }
    }
}
