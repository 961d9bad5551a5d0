/// How loudly a finding speaks. Ordered: `note < warning < error`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How sure a check is that the code breaks the rule, not just that it looks like it might.
public enum Confidence: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A position in a file, with a path relative to the checked root and 1-based line and column.
public struct SourcePosition: Hashable, Codable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// Another place that explains a finding, such as the Info.plist that lacks a key.
public struct RelatedLocation: Hashable, Codable, Sendable {
    public var position: SourcePosition
    public var message: String

    public init(_ position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
    }
}

/// A mechanical edit that fixes a finding: replace the text between two positions of one file.
public struct TextEdit: Hashable, Codable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition
    public var replacement: String

    public init(start: SourcePosition, end: SourcePosition, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

/// A fix: a description of the change plus the edits that make it.
public struct Fix: Hashable, Codable, Sendable {
    public var description: String
    public var edits: [TextEdit]

    public init(_ description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

/// One problem found at one place, tied to the rulebook rule it breaks.
public struct Finding: Hashable, Codable, Sendable {
    /// The rulebook id, e.g. `pay-price-source`, or `thumbrule.*` for the tool's own notices.
    public var ruleId: String
    /// The check that found it, e.g. `pay-price-source.currency-literal`.
    public var checkId: String
    public var severity: Severity
    public var confidence: Confidence
    public var message: String
    public var position: SourcePosition
    public var related: [RelatedLocation]
    public var fix: Fix?

    public init(
        ruleId: String, checkId: String, severity: Severity, confidence: Confidence,
        message: String, position: SourcePosition, related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.ruleId = ruleId
        self.checkId = checkId
        self.severity = severity
        self.confidence = confidence
        self.message = message
        self.position = position
        self.related = related
        self.fix = fix
    }

    /// The one order every report uses: path, line, column, then rule, check and message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.ruleId != rhs.ruleId { return lhs.ruleId < rhs.ruleId }
        if lhs.checkId != rhs.checkId { return lhs.checkId < rhs.checkId }
        return lhs.message < rhs.message
    }
}

/// The tool's own notices. They are not rulebook rules, so they live in their own namespace.
public enum ToolNotice {
    public static let unusedSuppression = "thumbrule.unused-suppression"
    public static let skippedFile = "thumbrule.skipped-file"
    public static let unreadableInput = "thumbrule.unreadable-input"

    public static let all: [(id: String, summary: String)] = [
        (unusedSuppression, "A thumbrule:disable comment that suppresses nothing"),
        (skippedFile, "A file Thumbrule could not analyse, and why"),
        (unreadableInput, "A property list, project or manifest Thumbrule could not read"),
    ]
}
