import Foundation

/// Stable, pretty JSON with sorted keys and unescaped slashes: every JSON document the
/// tool writes (reports, the rulebook graph, the rubric) goes through here, so output is
/// byte-identical across runs.
public enum SortedJSON {
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
