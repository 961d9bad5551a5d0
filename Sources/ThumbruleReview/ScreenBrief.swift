import Foundation
import ThumbruleCore

/// A problem in a screen brief, at `file:line`.
public struct BriefIssue: Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): \(message)" }

    public static func < (lhs: BriefIssue, rhs: BriefIssue) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}

/// `.thumbrule/screens/<name>.md`: what one screen is for, in what situation, its primary
/// action, the states it draws, and which rule areas apply to it.
public struct ScreenBrief: Sendable {
    public enum PrimaryAction: Sendable, Equatable {
        /// `"Label"`, or `"A" or "B"` when the screen offers one of two.
        case labels([String])
        /// `none <reason>`: a screen for reading, with no action to single out.
        case none(reason: String)
    }

    public struct State: Sendable {
        public var name: String
        public var text: String
        public var line: Int
        /// `n/a` with its reason: the screen cannot be in this state.
        public var notApplicable: Bool
    }

    public var name: String
    public var path: String
    public var target: String
    public var userGoal: String
    public var context: [String: String]
    public var primaryAction: PrimaryAction
    public var primaryActionLine: Int
    public var states: [State]
    public var openAreas: [String]
    public var closedAreas: [String: String]

    public static let keys = ["target", "user_goal", "context", "primary_action", "states", "scope"]
    public static let contextFields = ["environment", "posture", "hands", "attention", "session_length", "frequency", "interruption", "urgency"]
    public static let stateNames = ["loading", "empty", "error", "offline", "partial", "permission"]

    /// The folder screen briefs live in, relative to the project root.
    public static let folder = "\(ProjectBrief.folder)/screens"

    /// Reads a brief and checks its form: every key present and well formed, the target
    /// on disk, the areas known. A brief with any problem comes back nil.
    public static func parse(_ text: String, path: String, root: String, areas: Set<String>) -> (brief: ScreenBrief?, issues: [BriefIssue]) {
        let frontMatter: FrontMatter
        do {
            frontMatter = try FrontMatter(text)
        } catch let problem as FrontMatter.Problem {
            return (nil, [BriefIssue(file: path, line: problem.line, message: problem.message)])
        } catch {
            return (nil, [BriefIssue(file: path, line: 1, message: "\(error)")])
        }
        var reader = Reader(path: path, root: root, areas: areas, top: frontMatter.root)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var brief = ScreenBrief(
            name: name, path: path, target: "", userGoal: "", context: [:], primaryAction: .none(reason: ""),
            primaryActionLine: 1, states: [], openAreas: [], closedAreas: [:])
        reader.unknownKeys()
        brief.target = reader.target()
        brief.userGoal = reader.userGoal()
        brief.context = reader.context()
        (brief.primaryAction, brief.primaryActionLine) = reader.primaryAction()
        brief.states = reader.states()
        (brief.openAreas, brief.closedAreas) = reader.scope()
        return reader.issues.isEmpty ? (brief, []) : (nil, reader.issues.sorted())
    }

    /// Reads each key of the front matter, noting every problem at its line.
    struct Reader {
        package let path: String
        package let root: String
        package let areas: Set<String>
        let top: FrontMatterNode
        package var issues: [BriefIssue] = []

        package init(path: String, root: String, areas: Set<String>, top: FrontMatterNode) {
            self.path = path
            self.root = root
            self.areas = areas
            self.top = top
        }

        package mutating func issue(_ line: Int, _ message: String) {
            issues.append(BriefIssue(file: path, line: line, message: message))
        }

        mutating func required(_ key: String) -> FrontMatterNode? {
            guard let node = top[key] else { issue(1, "missing '\(key)'"); return nil }
            return node
        }

        mutating func unknownKeys() {
            for entry in top.entries ?? [] where !keys.contains(entry.key) {
                issue(entry.line, "unknown key '\(entry.key)'; a screen brief has \(keys.joined(separator: ", "))")
            }
        }

        package mutating func target() -> String {
            guard let node = required("target") else { return "" }
            guard let value = node.scalarValue, !value.isEmpty else {
                issue(node.line, "target needs a path: the source file of the screen, relative to the project root")
                return ""
            }
            if !FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent(value)) {
                issue(node.line, "target '\(value)' does not exist; give the screen's source file relative to the project root")
            }
            return value
        }

        mutating func userGoal() -> String {
            guard let node = required("user_goal") else { return "" }
            guard let value = node.scalarValue, !MarkdownSections.isPlaceholder(value) else {
                issue(node.line, "user_goal needs one sentence: what the person came to this screen to get done")
                return ""
            }
            return value
        }

        package mutating func context() -> [String: String] {
            guard let node = required("context") else { return [:] }
            guard let entries = node.entries else {
                issue(node.line, "context needs the fields \(contextFields.joined(separator: ", ")), one per line, indented")
                return [:]
            }
            var context: [String: String] = [:]
            for entry in entries {
                guard contextFields.contains(entry.key) else {
                    issue(entry.line, "unknown context field '\(entry.key)'; context has \(contextFields.joined(separator: ", "))")
                    continue
                }
                guard let value = entry.value.scalarValue, !MarkdownSections.isPlaceholder(value) else {
                    issue(entry.line, "context.\(entry.key) needs a value")
                    continue
                }
                context[entry.key] = value
            }
            let missing = contextFields.filter { field in !entries.contains { $0.key == field } }
            if !missing.isEmpty { issue(node.line, "context is missing \(missing.joined(separator: ", "))") }
            return context
        }

        mutating func primaryAction() -> (PrimaryAction, Int) {
            guard let node = required("primary_action") else { return (.none(reason: ""), 1) }
            guard case .scalar(_, let raw, _) = node, let parsed = parsePrimaryAction(raw) else {
                issue(node.line, #"primary_action must be "Label", "A" or "B", or none <reason>"#)
                return (.none(reason: ""), node.line)
            }
            return (parsed, node.line)
        }

        package mutating func states() -> [State] {
            guard let node = required("states") else { return [] }
            guard let entries = node.entries else {
                issue(node.line, "states needs \(stateNames.joined(separator: ", ")), one per line, indented")
                return []
            }
            var states: [State] = []
            for entry in entries {
                guard stateNames.contains(entry.key) else {
                    issue(entry.line, "unknown state '\(entry.key)'; states are \(stateNames.joined(separator: ", "))")
                    continue
                }
                let value = entry.value.scalarValue ?? ""
                let reason = notApplicableReason(value)
                if MarkdownSections.isPlaceholder(value) {
                    issue(entry.line, "states.\(entry.key) needs what the screen shows, or n/a with a reason")
                } else if reason?.isEmpty == true {
                    issue(entry.line, "states.\(entry.key) is n/a without a reason; write n/a - <why this screen cannot be \(entry.key)>")
                } else {
                    states.append(State(name: entry.key, text: value, line: entry.line, notApplicable: reason != nil))
                }
            }
            let missing = stateNames.filter { name in !entries.contains { $0.key == name } }
            if !missing.isEmpty { issue(node.line, "states is missing \(missing.joined(separator: ", ")); give each, or n/a with a reason") }
            return states
        }

        package mutating func scope() -> (open: [String], closed: [String: String]) {
            guard let node = required("scope") else { return ([], [:]) }
            guard let entries = node.entries else {
                issue(node.line, "scope needs open (a list of areas) and closed (area: reason)")
                return ([], [:])
            }
            let known = areas.sorted().joined(separator: ", ")
            for entry in entries where entry.key != "open" && entry.key != "closed" {
                issue(entry.line, "unknown scope key '\(entry.key)'; scope has open (a list of areas) and closed (area: reason)")
            }
            var open: [String] = []
            if let list = node["open"] {
                if list.listItems == nil { issue(list.line, "scope.open is a list of areas: [ads, pay]") }
                for item in list.listItems ?? [] {
                    guard let area = item.scalarValue, !area.isEmpty else { continue }
                    if areas.contains(area) { open.append(area) } else { issue(item.line, "scope.open names '\(area)', which is no rule area; areas are \(known)") }
                }
            }
            var closed: [String: String] = [:]
            if let map = node["closed"] {
                if map.entries == nil, !(map.scalarValue ?? "").isEmpty {
                    issue(map.line, "scope.closed maps each area to its reason: 'notify: the screen sends nothing'")
                }
                for entry in map.entries ?? [] {
                    let reason = entry.value.scalarValue ?? ""
                    if !areas.contains(entry.key) {
                        issue(entry.line, "scope.closed names '\(entry.key)', which is no rule area; areas are \(known)")
                    } else if MarkdownSections.isPlaceholder(reason) {
                        issue(entry.line, "scope.closed.\(entry.key) needs a reason")
                    } else if open.contains(entry.key) {
                        issue(entry.line, "'\(entry.key)' is both open and closed")
                    } else {
                        closed[entry.key] = reason
                    }
                }
            }
            return (open, closed)
        }
    }

    /// `"Save"`, `"Save" or "Share"`, `none reading only`; nil for anything else.
    static func parsePrimaryAction(_ raw: String) -> PrimaryAction? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("none") {
            let reason = text.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " -:—–"))
            return reason.isEmpty ? nil : .none(reason: reason)
        }
        let pieces = text.components(separatedBy: "\" or \"")
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count > 2, pieces.count <= 2 else { return nil }
        let labels = pieces.enumerated().map { index, piece -> String in
            var label = piece[...]
            if index == 0 { label = label.dropFirst() }
            if index == pieces.count - 1 { label = label.dropLast() }
            return String(label)
        }
        guard labels.allSatisfy({ !$0.isEmpty && !$0.contains("\"") }) else { return nil }
        return .labels(labels)
    }

    /// The reason after `n/a`, empty when none is given; nil when the value is not `n/a`.
    static func notApplicableReason(_ value: String) -> String? {
        let lower = value.lowercased()
        guard lower == "n/a" || lower.hasPrefix("n/a ") || lower.hasPrefix("n/a-") || lower.hasPrefix("n/a:") || lower.hasPrefix("n/a,")
                || lower.hasPrefix("n/a(") || lower.hasPrefix("n/a—") else { return nil }
        return value.dropFirst(3).trimmingCharacters(in: CharacterSet(charactersIn: " -:,—–()"))
    }
}
