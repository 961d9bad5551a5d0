/// A small command-line parser: positional words, `--option value` (or `--option=value`),
/// and `--flag`, plus the short forms `-q`, `-j` and `-f` where the command has those options.
/// Unknown options are errors, so typos never pass silently.
struct Arguments {
    /// The common short flags: `-q` quiet, `-j` jobs, `-f` format.
    static let shortNames: [String: String] = ["-q": "quiet", "-j": "jobs", "-f": "format"]

    var positional: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// Every option value in the order given, for options that pair up (`--format`/`--output`).
    var ordered: [(name: String, value: String)] = []

    init(_ words: [String], options: Set<String>, flags allowedFlags: Set<String>) throws {
        var index = 0
        while index < words.count {
            var word = words[index]
            index += 1
            if let long = Arguments.shortNames[word], allowedFlags.contains(long) || options.contains(long) { word = "--" + long }
            guard word.hasPrefix("--"), word.count > 2 else {
                if word == "-h" { flags.insert("help"); continue }
                if word.count > 1, word.hasPrefix("-") { throw UsageError("unknown option \(word)") }
                positional.append(word)
                continue
            }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" { flags.insert("help"); continue }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inlineValue { value = inlineValue } else {
                    guard index < words.count else { throw UsageError("--\(name) needs a value") }
                    value = words[index]
                    index += 1
                }
                values[name, default: []].append(value)
                ordered.append((name, value))
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    /// All values of a repeatable option, each split on commas: `--only a,b --only c` → `[a, b, c]`.
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    var help: Bool { flags.contains("help") }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
