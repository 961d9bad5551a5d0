import Foundation
import ThumbruleRules

/// `.thumbrule.json`: which rules run, how loud they are, which files are read, and
/// the level that fails the run.
///
/// ```json
/// {
///   "failOn": "warning",
///   "include": ["App/**"],
///   "exclude": ["App/Generated/**", "*.pb.swift"],
///   "maxFileSize": 2000000,
///   "baseline": "thumbrule-baseline.json",
///   "rules": {
///     "motion": "off",
///     "type-scale": "error",
///     "button-fab": { "enabled": true, "severity": "note" }
///   }
/// }
/// ```
/// A `rules` key is a rule id, an area prefix, a check id or a tool notice id
/// (`thumbrule.unused-suppression`); the most specific key wins. A key that names
/// nothing is an error in `thumbrule check`.
public struct Configuration: Sendable, Equatable {
    public struct RuleSetting: Sendable, Equatable {
        public var enabled: Bool?
        public var severity: Severity?
    }

    public var failOn: Severity = .error
    public var include: [String] = []
    public var exclude: [String] = []
    public var maxFileSize: Int = 2_000_000
    public var rules: [String: RuleSetting] = [:]
    /// The baseline file of accepted findings, resolved against the configuration file's folder.
    public var baseline: String?
    /// Where the configuration came from, or nil for the defaults.
    public var source: String?

    public init() {}

    public static let fileName = ".thumbrule.json"

    /// Finds `.thumbrule.json` in `folder` or the nearest folder above it.
    public static func discover(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    public static func load(path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, jsonPath: "$", message: "cannot read the file")
        }
        var configuration = try parse(data, path: path)
        configuration.source = path
        return configuration
    }

    /// Parses and validates; every unknown key or wrong type names its JSON path.
    public static func parse(_ data: Data, path: String) throws -> Configuration {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ConfigurationError(path: path, jsonPath: "$", message: "not valid JSON (\(Configuration.describe(error)))")
        }
        guard let top = object as? [String: Any] else {
            throw ConfigurationError(path: path, jsonPath: "$", message: "expected an object")
        }
        func fail(_ jsonPath: String, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, jsonPath: jsonPath, message: message)
        }
        func stringList(_ key: String) throws -> [String] {
            guard let value = top[key] else { return [] }
            guard let list = value as? [Any] else { throw fail("$.\(key)", "expected an array of strings") }
            return try list.enumerated().map { index, item in
                guard let string = item as? String else { throw fail("$.\(key)[\(index)]", "expected a string") }
                return string
            }
        }
        var configuration = Configuration()
        for key in top.keys.sorted() where !["failOn", "include", "exclude", "rules", "maxFileSize", "baseline"].contains(key) {
            throw fail("$.\(key)", "unknown key; known keys are baseline, failOn, include, exclude, maxFileSize, rules")
        }
        if let value = top["baseline"] {
            guard let relative = value as? String, !relative.isEmpty else { throw fail("$.baseline", "expected the path of a baseline file") }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            configuration.baseline = relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).standardizedFileURL.path
        }
        if let value = top["failOn"] {
            guard let string = value as? String, let level = Severity(rawValue: string) else {
                throw fail("$.failOn", "expected \"error\", \"warning\" or \"note\"")
            }
            configuration.failOn = level
        }
        if let value = top["maxFileSize"] {
            guard let number = value as? NSNumber, !isJSONBool(value), number.intValue > 0, Double(number.intValue) == number.doubleValue else {
                throw fail("$.maxFileSize", "expected a positive whole number of bytes")
            }
            configuration.maxFileSize = number.intValue
        }
        configuration.include = try stringList("include")
        configuration.exclude = try stringList("exclude")
        if let value = top["rules"] {
            guard let rules = value as? [String: Any] else { throw fail("$.rules", "expected an object of rule settings") }
            for (key, setting) in rules.sorted(by: { $0.key < $1.key }) {
                configuration.rules[key] = try parseSetting(setting, jsonPath: "$.rules.\(key)", fail: fail)
            }
        }
        return configuration
    }

    private static func parseSetting(
        _ value: Any, jsonPath: String, fail: (String, String) -> ConfigurationError
    ) throws -> RuleSetting {
        if let string = value as? String {
            switch string {
            case "on": return RuleSetting(enabled: true, severity: nil)
            case "off": return RuleSetting(enabled: false, severity: nil)
            default:
                guard let severity = Severity(rawValue: string) else {
                    throw fail(jsonPath, "expected \"on\", \"off\", \"error\", \"warning\", \"note\" or an object")
                }
                return RuleSetting(enabled: true, severity: severity)
            }
        }
        guard let object = value as? [String: Any] else {
            throw fail(jsonPath, "expected \"on\", \"off\", a severity, or {\"enabled\": …, \"severity\": …}")
        }
        var setting = RuleSetting()
        for key in object.keys.sorted() where key != "enabled" && key != "severity" {
            throw fail("\(jsonPath).\(key)", "unknown key; use enabled or severity")
        }
        if let enabled = object["enabled"] {
            guard let flag = enabled as? Bool, isJSONBool(enabled) else { throw fail("\(jsonPath).enabled", "expected true or false") }
            setting.enabled = flag
        }
        if let severity = object["severity"] {
            guard let string = severity as? String, let level = Severity(rawValue: string) else {
                throw fail("\(jsonPath).severity", "expected \"error\", \"warning\" or \"note\"")
            }
            setting.severity = level
        }
        return setting
    }

    /// True only for JSON `true` / `false`, not for the numbers 0 and 1 that also bridge to Bool.
    private static func isJSONBool(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func describe(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return text ?? "\(error.localizedDescription)"
    }

    /// The setting that applies to a check: check id, then rule id, then longest prefix.
    public func setting(ruleId: String, checkId: String) -> RuleSetting {
        var result = RuleSetting()
        let keys = rules.keys.filter { $0 == checkId || Rulebook.selector($0, matches: ruleId) }.sorted { specificity($0, checkId) < specificity($1, checkId) }
        for key in keys {
            let setting = rules[key]!
            if let enabled = setting.enabled { result.enabled = enabled }
            if let severity = setting.severity { result.severity = severity }
        }
        return result
    }

    private func specificity(_ key: String, _ checkId: String) -> Int {
        key == checkId ? Int.max : key.count
    }

    /// The effective configuration as JSON, for `thumbrule config --print`.
    public func json() -> String {
        var rulesObject: [String: Any] = [:]
        for (key, setting) in rules {
            var object: [String: Any] = [:]
            if let enabled = setting.enabled { object["enabled"] = enabled }
            if let severity = setting.severity { object["severity"] = severity.rawValue }
            rulesObject[key] = object
        }
        var object: [String: Any] = [
            "failOn": failOn.rawValue, "include": include, "exclude": exclude,
            "maxFileSize": maxFileSize, "rules": rulesObject,
        ]
        if let baseline { object["baseline"] = baseline }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A configuration problem: the file, the JSON path inside it, and what is wrong.
public struct ConfigurationError: Error, CustomStringConvertible {
    public var path: String
    public var jsonPath: String
    public var message: String

    public init(path: String, jsonPath: String, message: String) {
        self.path = path
        self.jsonPath = jsonPath
        self.message = message
    }

    public var description: String { "\(path): \(jsonPath): \(message)" }
}
