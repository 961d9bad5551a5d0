import Foundation

/// Every store citation the rulebook makes, with the page it was checked against and the
/// date: App Review guideline numbers, Google Play policy names, and store or platform
/// limits. Apple renumbers and Google renames every year or so, and a stale number misleads
/// both the agent reading a rule and the person reading a finding, so the numbers live in one
/// data file (`Resources/citations.json`) that lint holds the rulebook to.
public struct CitationTable: Sendable, Codable {
    /// One App Review guideline as the rulebook cites it, subsection included: `5.1.1(v)`.
    public struct Guideline: Sendable, Codable {
        public var number: String
        /// A stable name for code to look the number up by; see `GuidelineTopic`.
        public var topic: String
        public var title: String
        public var source: String
        /// The day the number and topic were last checked against the source, `yyyy-mm-dd`.
        public var checked: String
        /// The number or reading this one replaced, when it changed.
        public var previously: String?
        /// The page actually read on `checked`, when it was not `source` itself.
        public var checkedAgainst: String?
    }

    /// One Google Play policy; `aliases` are the phrases rules name it by.
    public struct PlayPolicy: Sendable, Codable {
        public var name: String
        public var aliases: [String]
        public var source: String
        public var checked: String
        public var checkedAgainst: String?
    }

    /// A number a store or platform sets (an interval, a size, a release); `phrases` are the
    /// words that carry it in the rules.
    public struct Limit: Sendable, Codable {
        public var value: String
        public var subject: String
        public var phrases: [String]
        public var source: String
        public var checked: String
        public var checkedAgainst: String?
    }

    public var about: String
    public var guidelines: [Guideline]
    public var playPolicies: [PlayPolicy]
    public var limits: [Limit]

    /// The table bundled with Thumbrule, read once per process. An unreadable table is
    /// empty, so lint then reports every guideline number rather than passing silently.
    public static let bundled: CitationTable = {
        guard let text = EmbeddedResources.files.first(where: { $0.path == "citations.json" })?.text,
              let table = try? JSONDecoder().decode(CitationTable.self, from: Data(text.utf8)) else {
            return CitationTable(about: "", guidelines: [], playPolicies: [], limits: [])
        }
        return table
    }()

    /// The guideline number for a topic, as checks quote it in messages.
    public func number(_ topic: GuidelineTopic) -> String {
        guidelines.first { $0.topic == topic.rawValue }?.number ?? "?"
    }

    public func guideline(_ number: String) -> Guideline? {
        guidelines.first { $0.number == number }
    }

    /// The guideline numbers a text cites: numbers such as `2.5.18` or `5.1.1(v)` that follow
    /// "Guideline", "guideline" or "App Review", and any joined to them by "and", "or" or a
    /// comma (`Guideline 3.1.1(a) and 3.1.3`). Other dotted numbers, such as WCAG criteria or
    /// OS releases, are not guideline citations and are left alone.
    public static func guidelineNumbers(in text: String) -> [String] {
        // Asked of every rulebook line on every run: a line naming neither is ruled out by
        // its bytes before Foundation's `range(of:)`, which cost 2.5% of a full check.
        guard text.utf8.contains(UInt8(ascii: ".")),
              containsBytes(text, guidelineBytes) || containsBytes(text, appReviewBytes) else { return [] }
        var numbers: [String] = []
        var rest = Substring(text)
        while let lead = ["Guideline", "guideline", "App Review"].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            rest = rest[lead.upperBound...]
            rest = rest.drop { $0.isLetter }  // "Guidelines"
            while let (number, tail) = leadingNumber(rest.drop { $0 == " " }) {
                numbers.append(number)
                rest = tail
                guard let joiner = [", ", " and ", " or "].first(where: { tail.hasPrefix($0) }) else { break }
                rest = tail.dropFirst(joiner.count)
            }
        }
        return numbers
    }

    private static let guidelineBytes = Array("uideline".utf8)
    private static let appReviewBytes = Array("App Review".utf8)

    /// Whether `needle` occurs in the UTF-8 bytes of `text`.
    private static func containsBytes(_ text: String, _ needle: [UInt8]) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { haystack -> Bool in
            guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
            for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                if (1..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
        return found ?? text.contains(String(decoding: needle, as: UTF8.self))
    }

    /// `3.2.2(iii)` at the start of `text`, with what follows it; nil when no number starts there.
    private static func leadingNumber(_ text: Substring) -> (String, Substring)? {
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        var end = text.startIndex
        var groups = 0
        while true {
            let groupEnd = text[end...].firstIndex { !isDigit($0) } ?? text.endIndex
            guard groupEnd > end else { break }
            groups += 1
            end = groupEnd
            guard end < text.endIndex, text[end] == "." else { break }
            let next = text.index(after: end)
            guard next < text.endIndex, isDigit(text[next]) else { break }
            end = next
        }
        guard groups >= 2 else { return nil }
        while end < text.endIndex, text[end] == "(" {
            let letters = text[text.index(after: end)...].prefix { $0.isASCII && $0.isLowercase }
            guard !letters.isEmpty, letters.endIndex < text.endIndex, text[letters.endIndex] == ")" else { break }
            end = text.index(after: letters.endIndex)
        }
        return (String(text[..<end]), text[end...])
    }
}

/// The guidelines check messages quote, by name, so a renumbering is one edit in `citations.json`.
public enum GuidelineTopic: String, Sendable, CaseIterable {
    case advertising
    case backgroundModes
    case inAppPurchase
    case subscriptions
    case codeOfConduct
    case loginServices
    case dataCollection
    case accountSignIn
    case publicAPIs
    case executableCode
}

/// The current App Review guideline number for a topic, as a check message writes it:
/// `"(App Review \(AppReview.guideline(.advertising)))"`.
public enum AppReview {
    public static func guideline(_ topic: GuidelineTopic) -> String {
        CitationTable.bundled.number(topic)
    }
}

extension Rule {
    /// Everything a rule says, for finding what it cites: rationale, facts, Instead, Verify and Device.
    public var fullText: String {
        ([rationale] + facts + [instead, verify, device ?? ""]).joined(separator: "\n")
    }
}
