import Foundation
import ThumbruleCore
import ThumbruleRules

/// A person's or an agent's score for one rule, from `--scores FILE`:
/// `{"rule-id": {"score": 4, "evidence": "device", "note": "ran it on an iPhone SE"}}`.
public struct Judgment: Sendable, Codable, Equatable {
    /// What the judgment rests on: reading the source, running a device, or a review of the design.
    public enum Evidence: String, Sendable, Codable, CaseIterable {
        case source, device, review
    }

    public var score: Int
    public var evidence: Evidence
    public var note: String?

    public init(score: Int, evidence: Evidence, note: String? = nil) {
        self.score = score
        self.evidence = evidence
        self.note = note
    }

    /// Parses and validates a scores document; every problem names its JSON path.
    public static func parse(_ data: Data, path: String, rulebook: Rulebook) throws -> [String: Judgment] {
        func fail(_ jsonPath: String, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, jsonPath: jsonPath, message: message)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("$", "not valid JSON")
        }
        return try parse(decoded: object, path: path, rulebook: rulebook)
    }

    /// Validates an already decoded scores object (the MCP `review` tool passes one).
    public static func parse(decoded object: Any, path: String, rulebook: Rulebook) throws -> [String: Judgment] {
        func fail(_ jsonPath: String, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, jsonPath: jsonPath, message: message)
        }
        guard let top = object as? [String: Any] else { throw fail("$", #"expected an object of rule id → {"score", "evidence", "note"}"#) }
        var judgments: [String: Judgment] = [:]
        for (id, value) in top.sorted(by: { $0.key < $1.key }) {
            let here = "$.\(id)"
            guard rulebook.rule(id) != nil else {
                throw fail(here, "no rule '\(id)'; nearest: \(rulebook.suggestions(for: id).joined(separator: ", "))")
            }
            guard let entry = value as? [String: Any] else { throw fail(here, #"expected {"score": 1-5, "evidence": "source|device|review", "note": "…"}"#) }
            for key in entry.keys.sorted() where !["score", "evidence", "note"].contains(key) {
                throw fail("\(here).\(key)", "unknown key; use score, evidence and note")
            }
            guard let score = JSONNumbers.integer(entry["score"]), (1...5).contains(score) else {
                throw fail("\(here).score", "expected a whole number from 1 to 5")
            }
            guard let evidenceText = entry["evidence"] as? String, let evidence = Evidence(rawValue: evidenceText) else {
                throw fail("\(here).evidence", #"expected "source", "device" or "review""#)
            }
            let note = entry["note"]
            guard note == nil || note is String else { throw fail("\(here).note", "expected a string") }
            judgments[id] = Judgment(score: score, evidence: evidence, note: note as? String)
        }
        return judgments
    }
}
