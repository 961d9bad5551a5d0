/// How much breaking a rule costs the user or the app.
public enum Priority: String, Sendable, Codable, CaseIterable, Comparable {
    /// The user cannot finish, loses work, or the app is rejected or crashes.
    case p0
    /// The user is excluded or misled.
    case p1
    /// The default.
    case p2
    /// Polish.
    case p3

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What can settle a rule: reading the code, running it on a device, or both in part.
public enum EvidenceKind: String, Sendable, Codable, CaseIterable {
    case source
    case device
    case sourceAndDevice = "source+device"

    public var needsDevice: Bool { self != .source }
}

/// One rulebook rule, as parsed from its Markdown file.
public struct Rule: Sendable, Codable {
    public var id: String
    public var area: String
    public var priority: Priority
    public var evidence: EvidenceKind
    public var description: String
    public var rationale: String
    public var facts: [String]
    public var instead: String
    public var verify: String
    public var device: String?
    /// Ids this rule cites, in order of first appearance, without repeats.
    public var citations: [String]
    public var file: String
    public var line: Int
}

/// One rulebook file: an area with its title and introduction.
public struct RuleArea: Sendable, Codable {
    public var prefix: String
    public var title: String
    public var introduction: String
    public var file: String
    public var ruleIds: [String]
}
