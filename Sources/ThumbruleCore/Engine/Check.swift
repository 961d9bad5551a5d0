import Foundation

/// A check: one small type that finds one kind of problem and names the rule it serves.
///
/// Its static `description` carries its metadata and its examples; the examples are
/// its tests (see `ExampleHarness`).
public protocol Check: Sendable {
    static var description: CheckDescription { get }
    /// Per-file facts this check reads in the project pass that other checks read too; the
    /// engine records each once per file when an enabled check asks for it.
    static var fileFacts: Set<FileFact> { get }
    /// The check as a file check or a project check, and the language model it reads, told
    /// by the type itself (the defaults below pick the answer from the protocols it adopts).
    /// A cast such as `check as? any SwiftFileCheck.Type` makes the runtime search every
    /// conformance record of the binary, half a million instructions for each check and
    /// protocol on the first ask of a run: 6% of a full check of a 400-file app.
    static var asFileCheck: (any SwiftFileCheck.Type)? { get }
    static var asProjectCheck: (any ProjectCheck.Type)? { get }
    static var languageModel: LanguageModel? { get }
    init()
}

/// The model of another language a project check reads, which the engine builds before the project checks run.
public enum LanguageModel: Sendable, Hashable {
    case android, flutter, reactNative
}

extension Check {
    public static var fileFacts: Set<FileFact> { [] }
    public static var asFileCheck: (any SwiftFileCheck.Type)? { nil }
    public static var asProjectCheck: (any ProjectCheck.Type)? { nil }
    public static var languageModel: LanguageModel? { nil }
}

extension SwiftFileCheck {
    public static var asFileCheck: (any SwiftFileCheck.Type)? { self }
    public static var documentsRead: Set<FileKind>? { nil }
}

extension ProjectCheck {
    public static var asProjectCheck: (any ProjectCheck.Type)? { self }
}

/// Facts about every Swift file that several project checks share.
public enum FileFact: Sendable, Hashable {
    /// `SwiftFile.launchPathCalls`, under `LaunchPathCall.facts`, and the calls between named
    /// functions, under `FunctionCallEdge.facts`: how launch-time code reaches helpers in other files.
    case launchPathCalls
}

/// A check that reads one Swift file at a time. It runs in parallel and must not keep state.
public protocol SwiftFileCheck: Check {
    /// The kinds of project file without which the check's file pass can serve nothing: the
    /// storyboard checks read Swift only for what code does to the documents' views. Nil
    /// (the default) when any project needs it. In a project with none of these kinds the
    /// engine leaves the check off every Swift file.
    static var documentsRead: Set<FileKind>? { get }
    func check(_ file: SwiftFile, _ output: inout CheckOutput)
}

/// A check that runs once over the whole project: the plists, the Xcode targets, and the
/// facts file checks recorded. A type may be both: collect per file, then validate here.
public protocol ProjectCheck: Check {
    func check(_ project: Project, _ output: inout CheckOutput)
}

/// A check's static metadata. A class, so the engine and each check's output share one
/// copy instead of copying seven fields for every check on every file.
public final class CheckDescription: Sendable {
    /// Stable sub-id, `<rule id>.<what>`, e.g. `type-scale.fixed-size`.
    public let id: String
    /// The rulebook rule this check serves; its findings carry this id.
    public let ruleId: String
    /// Further rules the same evidence settles in part (the touch-floor checks also measure
    /// `button-target`), so `rules` and `rubric` list the check under them too.
    public let alsoServes: [String]
    /// One line: what the check finds.
    public let summary: String
    /// Where the rule applies; the engine drops findings elsewhere (default: shipping code).
    public let scopes: Set<CodeScope>
    public let triggering: [CheckExample]
    public let nonTriggering: [CheckExample]
    /// Why the check is off unless a configuration turns it on (its check id, rule id or area
    /// set to `"on"`), or nil for a check that runs by default. Reserved for checks whose
    /// findings independent judges found true too rarely on apps nobody tuned them on: a
    /// noisy check teaches people to ignore every finding.
    public let optIn: String?
    /// Whether the harm the check reports is App Store Connect refusing an upload or App Review
    /// rejecting the app. Such findings are dropped from the iOS side of a project whose release
    /// builds go elsewhere (`Project.releasedOutsideAppStore`): there is no upload to refuse.
    public let appStoreOnly: Bool

    public init(id: String, ruleId: String, alsoServes: [String] = [], summary: String, scopes: Set<CodeScope> = CodeScope.shipping,
                optIn: String? = nil, appStoreOnly: Bool = false, triggering: [CheckExample], nonTriggering: [CheckExample]) {
        self.id = id
        self.ruleId = ruleId
        self.alsoServes = alsoServes
        self.summary = summary
        self.scopes = scopes
        self.optIn = optIn
        self.appStoreOnly = appStoreOnly
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// An example project for a check: one or more files, with `↓` marking each expected finding.
public struct CheckExample: Sendable {
    public static let marker: Character = "↓"
    public let files: [(path: String, text: String)]

    /// A one-file example; the path decides the file's kind and its target.
    public init(_ text: String, path: String = "App/ContentView.swift") {
        self.files = [(path, text)]
    }

    /// A multi-file example, e.g. Swift source plus an Info.plist.
    public init(files: [(String, String)]) {
        self.files = files.map { (path: $0.0, text: $0.1) }
    }
}

/// What a check hands back: findings, and facts for project checks to read.
public struct CheckOutput {
    public let check: CheckDescription
    public private(set) var findings: [Finding] = []
    public var facts = FactStore()

    public init(check: CheckDescription) {
        self.check = check
    }

    /// Reports a problem. The engine sets the final severity from the rule's priority,
    /// this confidence and the configuration.
    public mutating func report(
        _ message: String, at position: SourcePosition, confidence: Confidence = .high,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        findings.append(Finding(
            ruleId: check.ruleId, checkId: check.id, severity: .warning, confidence: confidence,
            message: CheckOutput.oneLine(message), position: position, related: related, fix: fix))
    }

    /// A message on one line, whatever source text it quotes: each run of white space that
    /// holds a line break becomes one space, so the `file:line: message` format holds.
    package static func oneLine(_ message: String) -> String {
        guard message.contains(where: \.isNewline) else { return message }
        var result = ""
        var pending = ""
        for character in message {
            if character.isWhitespace {
                pending.append(character)
                continue
            }
            if !pending.isEmpty {
                result += pending.contains(where: \.isNewline) ? " " : pending
                pending = ""
            }
            result.append(character)
        }
        return result
    }
}

/// A typed name for facts: `static let adImports = FactKey<AdImport>("ads.import")`.
/// Facts are `Codable` so a file's facts can be cached and read back (`ResultCache`)
/// without parsing the file again.
public struct FactKey<Value: Codable & Sendable>: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// Facts recorded in the file pass, in file order, for the project pass.
///
/// A file read from the cache brings its facts still encoded, one JSON array per key; they
/// are decoded when a project check asks for the key, the only place their type is known.
public struct FactStore: Sendable {
    private enum Entry: Sendable {
        case value(any Codable & Sendable)
        case encoded(Data)
    }

    private var storage: [String: [Entry]] = [:]
    /// Values decoded from the cache, by key, so checks that ask for the same key decode it
    /// once. Shared by copies of the store until one of them changes. Only a store holding
    /// encoded facts has one: the file pass makes a store for every check on every file, and
    /// a lock and a table for each cost more than most checks' own work.
    private var decoded: DecodedFacts?

    public init() {}

    public mutating func add<Value>(_ value: Value, for key: FactKey<Value>) {
        storage[key.name, default: []].append(.value(value))
        if decoded != nil { decoded = DecodedFacts() }
    }

    public func values<Value>(_ key: FactKey<Value>) -> [Value] {
        guard let entries = storage[key.name] else { return [] }
        guard entries.contains(where: { if case .encoded = $0 { return true } else { return false } }) else {
            return entries.compactMap { if case .value(let value) = $0 { return value as? Value } else { return nil } }
        }
        // A store with encoded entries always has a table (see `decoded`).
        return (decoded ?? DecodedFacts()).values(key.name) {
            let decoder = JSONDecoder()
            var result: [Value] = []
            for entry in entries {
                switch entry {
                case .value(let value):
                    if let value = value as? Value { result.append(value) }
                case .encoded(let data):
                    // The cache entry was checked against its digest and this binary when read.
                    if let values = try? decoder.decode([Value].self, from: data) { result += values }
                }
            }
            return result
        }
    }

    package mutating func merge(_ other: FactStore) {
        for (name, values) in other.storage { storage[name, default: []].append(contentsOf: values) }
        if decoded != nil || other.decoded != nil { decoded = DecodedFacts() }
    }

    /// The facts as JSON arrays by key, for the cache: recorded values are encoded in order,
    /// values that came from the cache are passed on as they are.
    package func encoded() throws -> [String: [Data]] {
        var result: [String: [Data]] = [:]
        let encoder = JSONEncoder()
        for (name, entries) in storage {
            var chunks: [Data] = []
            var pending: [any Codable & Sendable] = []
            func flush() throws {
                guard !pending.isEmpty else { return }
                chunks.append(try encoder.encode(EncodedValues(values: pending)))
                pending = []
            }
            for entry in entries {
                switch entry {
                case .value(let value): pending.append(value)
                case .encoded(let data):
                    try flush()
                    chunks.append(data)
                }
            }
            try flush()
            result[name] = chunks
        }
        return result
    }

    /// Facts as `encoded()` wrote them.
    package init(encoded: [String: [Data]]) {
        storage = encoded.mapValues { $0.map(Entry.encoded) }
        decoded = DecodedFacts()
    }
}

/// Decoded fact values by key, built once per key under a lock (project checks run side by side).
private final class DecodedFacts: @unchecked Sendable {
    private var values: [String: Any] = [:]
    private let lock = NSLock()

    func values<Value>(_ name: String, _ decode: () -> [Value]) -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = values[name] as? [Value] { return cached }
        let result = decode()
        values[name] = result
        return result
    }
}

/// Values of one fact key, of one type, encoded as one JSON array.
private struct EncodedValues: Encodable {
    let values: [any Codable & Sendable]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in values { try container.encode(value) }
    }
}
