import Foundation
import ThumbruleReport
import ThumbruleRules

/// `.thumbrule/review/`: every review run as `<slug>-<yyyy-mm-dd-hhmm>.json` and `.md`,
/// and the earlier runs of the same target, for the trend.
public struct ReviewArchive {
    public let folder: String

    public init(root: String) {
        folder = (root as NSString).appendingPathComponent("\(ProjectBrief.folder)/review")
    }

    /// Earlier runs of the same target, oldest first. Unreadable files are passed over.
    public func runs(of target: String) -> [Scorecard] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let cards = names.filter { ReviewArchive.isRun($0, of: target) }.compactMap { name -> Scorecard? in
            let path = (folder as NSString).appendingPathComponent(name)
            return FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(Scorecard.self, from: $0) }
        }
        return cards.filter { $0.target == target }.sorted { ($0.date, $0.percent) < ($1.date, $1.percent) }
    }

    /// Writes the run as JSON and Markdown and returns the two paths. A second run in the
    /// same minute gets a `-2` suffix rather than replacing the first.
    @discardableResult
    public func write(_ card: Scorecard, markdown: String, date: Date) throws -> (json: String, markdown: String) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem = "\(card.target)-\(ReviewArchive.minuteStamp(date))"
        var candidate = stem
        var counter = 1
        while FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(candidate + ".json")) {
            counter += 1
            candidate = "\(stem)-\(counter)"
        }
        let json = (folder as NSString).appendingPathComponent(candidate + ".json")
        let md = (folder as NSString).appendingPathComponent(candidate + ".md")
        try Data(SortedJSON.encode(card).utf8).write(to: URL(fileURLWithPath: json))
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: md))
        return (json, md)
    }

    /// `yyyy-mm-dd-hhmm` in UTC.
    static func minuteStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd-HHmm"
        return formatter.string(from: date)
    }

    /// `<target>-2026-11-30-1340.json` or `<target>-2026-11-30-1340-2.json`.
    static func isRun(_ name: String, of target: String) -> Bool {
        guard name.hasPrefix(target + "-"), name.hasSuffix(".json") else { return false }
        let rest = name.dropFirst(target.count + 1).dropLast(5)
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        let shapes = [4, 2, 2, 4]
        guard parts.count == 4 || parts.count == 5 else { return false }
        return zip(parts, shapes).allSatisfy { part, width in part.count == width && part.allSatisfy(\.isNumber) }
            && (parts.count == 4 || parts[4].allSatisfy(\.isNumber))
    }

    /// A slug for a target name: lowercase letters, digits and single hyphens.
    public static func slug(_ text: String) -> String {
        var out = ""
        for character in text.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber { out.append(character) } else if !out.hasSuffix("-") { out.append("-") }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "project" : trimmed
    }
}

/// How this run compares with the earlier runs of the same target: the score line, the
/// rules that moved, and any change of scope or rulebook under the scores.
public struct ReviewTrend {
    public let current: Scorecard
    public let previous: [Scorecard]

    public init(current: Scorecard, previous: [Scorecard]) {
        self.current = current
        self.previous = previous
    }

    public func render(limit: Int = 5) -> String {
        guard let last = previous.last else { return "Trend for \(current.target): first run.\n" }
        var out = "Trend for \(current.target) (\(previous.count + 1) runs):\n"
        for card in previous.suffix(limit - 1) {
            out += "  \(card.date)  \(card.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))  \(card.percent)%\n"
        }
        let delta = current.percent - last.percent
        out += "  now                   \(current.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))  \(current.percent)% (\(delta >= 0 ? "+" : "")\(delta))\n"

        let before = Dictionary(last.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let moved = current.rules.compactMap { line -> String? in
            guard let old = before[line.id] else { return nil }
            let was = old.score.map(String.init) ?? old.state.rawValue, now = line.score.map(String.init) ?? line.state.rawValue
            return was == now ? nil : "\(line.id) \(was) -> \(now)"
        }
        if !moved.isEmpty { out += "Changed since \(last.date): \(moved.joined(separator: "; "))\n" }

        let addedAreas = current.scope.areas.filter { !last.scope.areas.contains($0) }
        let removedAreas = last.scope.areas.filter { !current.scope.areas.contains($0) }
        let addedRules = current.scope.rules.filter { !last.scope.rules.contains($0) && !addedAreas.contains(Self.area(of: $0)) }
        let removedRules = last.scope.rules.filter { !current.scope.rules.contains($0) && !removedAreas.contains(Self.area(of: $0)) }
        var scope: [String] = []
        if !addedAreas.isEmpty { scope.append("+ areas " + addedAreas.joined(separator: ", ")) }
        if !removedAreas.isEmpty { scope.append("- areas " + removedAreas.joined(separator: ", ")) }
        if !addedRules.isEmpty { scope.append("+ rules " + addedRules.joined(separator: ", ")) }
        if !removedRules.isEmpty { scope.append("- rules " + removedRules.joined(separator: ", ")) }
        if !scope.isEmpty { out += "Scope changed: \(scope.joined(separator: "; "))\n" }
        if last.version != current.version || last.rulebook != current.rulebook {
            out += "Rulebook changed: thumbrule \(last.version) (\(last.rulebook)) -> \(current.version) (\(current.rulebook)); scores may move with the rules\n"
        }
        return out
    }

    package static func area(of id: String) -> String { String(id.prefix { $0 != "-" }) }
}
