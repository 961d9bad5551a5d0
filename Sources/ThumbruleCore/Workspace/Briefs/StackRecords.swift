import Foundation

/// What STACK.md records for the rules that ask for a written decision.
public struct StackRecords: Sendable {
    public struct Value: Sendable {
        public var text: String
        public var line: Int
        public var isPlaceholder: Bool { MarkdownSections.isPlaceholder(text) }
        public var isNone: Bool { MarkdownSections.isNone(text) }
        /// The first backticked name in the value: the constant the code reads it from.
        public var constant: String? { MarkdownSections.codeSpans(text).first }
    }

    public struct Row: Sendable {
        public var cells: [String]
        public var line: Int
    }

    package static let codebase = "Codebase"
    package static let session = "Session"
    package static let periodicJobs = "Periodic jobs"
    package static let offlineCollections = "Offline collections"
    package static let externalPurchaseLinks = "External purchase links"
    package static let adsPerStore = "Ads per store"
    package static let sections = [codebase, session, periodicJobs, offlineCollections, externalPurchaseLinks, adsPerStore]

    package static let sessionLifetimeKey = "session lifetime"
    package static let reauthWindowKey = "re-authentication window"
    package static let storefrontsKey = "storefronts"
    package static let collectionColumns = ["Collection", "Cache policy", "Sync scope", "Conflict strategy"]

    public var sessionLifetime: Value?
    public var reauthWindow: Value?
    /// `Identifier | Reason` rows (`bg-periodic`).
    public var periodicJobs: [Row] = []
    /// `Collection | Cache policy | Sync scope | Conflict strategy` rows.
    public var offlineCollections: [Row] = []
    public var storefronts: Value?
    /// `Store | Ad configuration` rows (`ads-children`).
    public var adsPerStore: [Row] = []

    public init(_ document: MarkdownSections) {
        func value(_ section: String, _ key: String) -> Value? {
            document.section(section)?.records[key].map { Value(text: $0.value, line: $0.line) }
        }
        func rows(_ section: String) -> [Row] {
            document.section(section)?.tableRows.map { Row(cells: $0.cells, line: $0.line) } ?? []
        }
        sessionLifetime = value(Self.session, Self.sessionLifetimeKey)
        reauthWindow = value(Self.session, Self.reauthWindowKey)
        periodicJobs = rows(Self.periodicJobs)
        offlineCollections = rows(Self.offlineCollections)
        storefronts = value(Self.externalPurchaseLinks, Self.storefrontsKey)
        adsPerStore = rows(Self.adsPerStore)
    }

}

/// The project's STACK.md and what it records.
public struct StackBrief: Sendable {
    public let file: WorkspaceFile
    public let records: StackRecords

    /// Where a finding points to the brief it asks to be completed.
    public var related: RelatedLocation {
        RelatedLocation(SourcePosition(path: file.path, line: 1, column: 1), "the project's STACK.md")
    }
}

extension Project {
    /// The project's STACK.md, if it has one, and what it records. Checks and `doctor`
    /// read the same records.
    public var stackBrief: StackBrief? {
        memo("brief.stack") { () -> StackBrief? in
            files(of: .brief).first { ($0.path as NSString).lastPathComponent == "STACK.md" }
                .map { StackBrief(file: $0, records: StackRecords(MarkdownSections(text(of: $0) ?? ""))) }
        }
    }
}
