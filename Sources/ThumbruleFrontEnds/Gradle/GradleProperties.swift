/// `gradle.properties`: the Java properties format's common subset (`key=value`,
/// `key: value`, `key value`, `#`/`!` comments, `\` line continuations).
public struct GradleProperties: Sendable {
    public let values: [String: String]

    public init(_ text: String) {
        var values: [String: String] = [:]
        var pending = ""
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            var logical = pending.isEmpty ? String(line.drop { $0 == " " || $0 == "\t" }) : pending + line.drop { $0 == " " || $0 == "\t" }
            pending = ""
            // An odd number of trailing backslashes continues the line.
            let backslashes = logical.reversed().prefix { $0 == "\\" }.count
            if backslashes % 2 == 1 {
                logical.removeLast()
                pending = logical
                continue
            }
            guard let first = logical.first, first != "#", first != "!" else { continue }
            var key = ""
            var rest = Substring(logical)
            while let c = rest.first, c != "=", c != ":", c != " ", c != "\t" {
                key.append(c)
                rest = rest.dropFirst()
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if let c = rest.first, c == "=" || c == ":" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if !key.isEmpty { values[key] = String(rest) }
        }
        if !pending.isEmpty, let separator = pending.firstIndex(where: { $0 == "=" || $0 == ":" }) {
            values[String(pending[..<separator]).trimmed] = String(pending[pending.index(after: separator)...]).trimmed
        }
        self.values = values
    }

    public subscript(key: String) -> String? { values[key] }
}
