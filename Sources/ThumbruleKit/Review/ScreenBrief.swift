import Foundation

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
    public var targetLine: Int
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
        var issues: [BriefIssue] = []
        func issue(_ line: Int, _ message: String) { issues.append(BriefIssue(file: path, line: line, message: message)) }
        let frontMatter: FrontMatter
        do {
            frontMatter = try FrontMatter(text)
        } catch let problem as FrontMatter.Problem {
            return (nil, [BriefIssue(file: path, line: problem.line, message: problem.message)])
        } catch {
            return (nil, [BriefIssue(file: path, line: 1, message: "\(error)")])
        }
        let top = frontMatter.root
        for entry in top.entries ?? [] where !keys.contains(entry.key) {
            issue(entry.line, "unknown key '\(entry.key)'; a screen brief has \(keys.joined(separator: ", "))")
        }
        func required(_ key: String) -> FrontMatterNode? {
            guard let node = top[key] else { issue(1, "missing '\(key)'"); return nil }
            return node
        }

        var target = "", targetLine = 1
        if let node = required("target") {
            targetLine = node.line
            if let value = node.scalarValue, !value.isEmpty {
                target = value
                let absolute = (root as NSString).appendingPathComponent(value)
                if !FileManager.default.fileExists(atPath: absolute) {
                    issue(node.line, "target '\(value)' does not exist; give the screen's source file relative to the project root")
                }
            } else {
                issue(node.line, "target needs a path: the source file of the screen, relative to the project root")
            }
        }

        var userGoal = ""
        if let node = required("user_goal") {
            if let value = node.scalarValue, !MarkdownSections.isPlaceholder(value) { userGoal = value } else {
                issue(node.line, "user_goal needs one sentence: what the person came to this screen to get done")
            }
        }

        var context: [String: String] = [:]
        if let node = required("context") {
            if let entries = node.entries {
                for entry in entries {
                    guard contextFields.contains(entry.key) else {
                        issue(entry.line, "unknown context field '\(entry.key)'; context has \(contextFields.joined(separator: ", "))")
                        continue
                    }
                    if let value = entry.value.scalarValue, !MarkdownSections.isPlaceholder(value) { context[entry.key] = value } else {
                        issue(entry.line, "context.\(entry.key) needs a value")
                    }
                }
                let missing = contextFields.filter { field in !entries.contains { $0.key == field } }
                if !missing.isEmpty { issue(node.line, "context is missing \(missing.joined(separator: ", "))") }
            } else {
                issue(node.line, "context needs the fields \(contextFields.joined(separator: ", ")), one per line, indented")
            }
        }

        var primaryAction = PrimaryAction.none(reason: ""), primaryActionLine = 1
        if let node = required("primary_action") {
            primaryActionLine = node.line
            if case .scalar(_, let raw, _) = node, let parsed = parsePrimaryAction(raw) {
                primaryAction = parsed
            } else {
                issue(node.line, #"primary_action must be "Label", "A" or "B", or none <reason>"#)
            }
        }

        var states: [State] = []
        if let node = required("states") {
            if let entries = node.entries {
                for entry in entries {
                    guard stateNames.contains(entry.key) else {
                        issue(entry.line, "unknown state '\(entry.key)'; states are \(stateNames.joined(separator: ", "))")
                        continue
                    }
                    let value = entry.value.scalarValue ?? ""
                    if MarkdownSections.isPlaceholder(value) {
                        issue(entry.line, "states.\(entry.key) needs what the screen shows, or n/a with a reason")
                    } else if let reason = notApplicableReason(value), reason.isEmpty {
                        issue(entry.line, "states.\(entry.key) is n/a without a reason; write n/a - <why this screen cannot be \(entry.key)>")
                    } else {
                        states.append(State(name: entry.key, text: value, line: entry.line, notApplicable: notApplicableReason(value) != nil))
                    }
                }
                let missing = stateNames.filter { name in !entries.contains { $0.key == name } }
                if !missing.isEmpty { issue(node.line, "states is missing \(missing.joined(separator: ", ")); give each, or n/a with a reason") }
            } else {
                issue(node.line, "states needs \(stateNames.joined(separator: ", ")), one per line, indented")
            }
        }

        var openAreas: [String] = [], closedAreas: [String: String] = [:]
        if let node = required("scope") {
            let known = areas.sorted().joined(separator: ", ")
            if let entries = node.entries {
                for entry in entries where entry.key != "open" && entry.key != "closed" {
                    issue(entry.line, "unknown scope key '\(entry.key)'; scope has open (a list of areas) and closed (area: reason)")
                }
                if let open = node["open"] {
                    for item in open.listItems ?? [] {
                        guard let area = item.scalarValue, !area.isEmpty else { continue }
                        if areas.contains(area) { openAreas.append(area) } else { issue(item.line, "scope.open names '\(area)', which is no rule area; areas are \(known)") }
                    }
                    if open.listItems == nil { issue(open.line, "scope.open is a list of areas: [ads, pay]") }
                }
                if let closed = node["closed"] {
                    for entry in closed.entries ?? [] {
                        let reason = entry.value.scalarValue ?? ""
                        if !areas.contains(entry.key) {
                            issue(entry.line, "scope.closed names '\(entry.key)', which is no rule area; areas are \(known)")
                        } else if MarkdownSections.isPlaceholder(reason) {
                            issue(entry.line, "scope.closed.\(entry.key) needs a reason")
                        } else if openAreas.contains(entry.key) {
                            issue(entry.line, "'\(entry.key)' is both open and closed")
                        } else {
                            closedAreas[entry.key] = reason
                        }
                    }
                    if closed.entries == nil, !(closed.scalarValue ?? "").isEmpty {
                        issue(closed.line, "scope.closed maps each area to its reason: 'notify: the screen sends nothing'")
                    }
                }
            } else {
                issue(node.line, "scope needs open (a list of areas) and closed (area: reason)")
            }
        }

        guard issues.isEmpty else { return (nil, issues.sorted()) }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return (ScreenBrief(
            name: name, path: path, target: target, targetLine: targetLine, userGoal: userGoal, context: context,
            primaryAction: primaryAction, primaryActionLine: primaryActionLine, states: states,
            openAreas: openAreas, closedAreas: closedAreas), [])
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
