/// A node of the YAML subset pubspecs use: block maps by indentation, block lists, plain and
/// quoted scalars, comments, and folded or literal block scalars (kept as text). Flow
/// collections other than `{}` and `[]` stay scalars: pubspecs rarely use them.
public indirect enum YAMLNode: Sendable, Hashable {
    case scalar(String)
    case map([YAMLEntry])
    case list([YAMLNode])

    /// The value under `key` of a map.
    public subscript(key: String) -> YAMLNode? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The entry (with its line) under `key` of a map.
    public func entry(_ key: String) -> YAMLEntry? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }
    }

    public var scalar: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    public var entries: [YAMLEntry] {
        if case .map(let entries) = self { return entries }
        return []
    }
}

/// A key of a block map, its value and the 1-based line of the key.
public struct YAMLEntry: Sendable, Hashable {
    public let key: String
    public let value: YAMLNode
    public let line: Int
}

/// Reads the YAML subset into `YAMLNode`s line by line; text it cannot read becomes scalars or
/// is skipped, never an error.
public enum YAMLSubset {
    struct Line {
        let indent: Int
        let text: String
        let number: Int
    }

    public static func parse(_ text: String) -> YAMLNode {
        var lines: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let indent = line.prefix { $0 == " " }.count
            let content = stripComment(String(line.dropFirst(indent))).trimmed
            if content.isEmpty || content == "---" || content == "..." { continue }
            lines.append(Line(indent: indent, text: content, number: number))
        }
        var index = 0
        return block(&index, lines, indent: lines.first?.indent ?? 0)
    }

    /// The text before a ` #` comment that is outside quotes.
    static func stripComment(_ text: String) -> String {
        if text.hasPrefix("#") { return "" }
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                if previous == " " || previous == ":" || result.isEmpty || previous == "-" { quote = character }
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// A block starting at `lines[index]` whose lines are indented `indent`.
    static func block(_ index: inout Int, _ lines: [Line], indent: Int) -> YAMLNode {
        guard index < lines.count else { return .scalar("") }
        if lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            var items: [YAMLNode] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
                let line = lines[index]
                let rest = String(line.text.dropFirst(1)).trimmed
                index += 1
                if rest.isEmpty {
                    items.append(index < lines.count && lines[index].indent > indent ? block(&index, lines, indent: lines[index].indent) : .scalar(""))
                } else if splitKey(rest) != nil {
                    // `- key: value` opens a map whose other keys line up with `key`.
                    let inner = indent + (line.text.count - rest.count)
                    var mapLines = [Line(indent: inner, text: rest, number: line.number)]
                    while index < lines.count, lines[index].indent > indent {
                        mapLines.append(lines[index])
                        index += 1
                    }
                    var mapIndex = 0
                    items.append(block(&mapIndex, mapLines, indent: inner))
                } else {
                    items.append(.scalar(unquote(rest)))
                }
            }
            return .list(items)
        }
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            index += 1
            guard let (key, rest) = splitKey(line.text) else { continue }
            let value: YAMLNode
            if rest.isEmpty {
                if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) {
                    value = block(&index, lines, indent: lines[index].indent)
                } else {
                    value = .scalar("")
                }
            } else if rest == "|" || rest == ">" || rest.hasPrefix("|") || rest.hasPrefix(">") {
                var text: [String] = []
                while index < lines.count, lines[index].indent > indent {
                    text.append(lines[index].text)
                    index += 1
                }
                value = .scalar(text.joined(separator: rest.hasPrefix("|") ? "\n" : " "))
            } else if rest == "{}" {
                value = .map([])
            } else if rest == "[]" {
                value = .list([])
            } else {
                value = .scalar(unquote(rest))
            }
            entries.append(YAMLEntry(key: key, value: value, line: line.number))
        }
        // Lines indented deeper than a map's keys with no key to own them are skipped.
        while index < lines.count, lines[index].indent > indent { index += 1 }
        return .map(entries)
    }

    /// `key: value` → (key, value); `key:` → (key, ""). Nil when the line holds no key.
    static func splitKey(_ text: String) -> (String, String)? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if (character == "'" || character == "\"") && index == text.startIndex {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " {
                    let key = unquote(String(text[..<index]).trimmed)
                    let rest = next == text.endIndex ? "" : String(text[next...]).trimmed
                    return key.isEmpty ? nil : (key, rest)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "'" || first == "\"" else { return text }
        let inner = String(text.dropFirst().dropLast())
        return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner.replacingOccurrences(of: "\\\"", with: "\"")
    }
}

/// A `pubspec.yaml`: the package, its SDK constraints and its dependencies.
public struct Pubspec: Sendable {
    /// One dependency: `http: ^1.2.0`, `flutter: {sdk: flutter}`, a `git:` or `path:` source.
    public struct Dependency: Sendable, Hashable {
        public enum Source: Sendable, Hashable { case hosted, sdk(String), git, path }
        public let name: String
        /// The version constraint, if one is given (`^1.2.0`, `any`).
        public let constraint: String?
        public let source: Source
        /// 1-based line of the name.
        public let line: Int
    }

    public let name: String?
    /// `environment.sdk`, the Dart SDK constraint.
    public let sdkConstraint: String?
    /// `environment.flutter`, the Flutter SDK constraint.
    public let flutterConstraint: String?
    public let dependencies: [Dependency]
    public let devDependencies: [Dependency]
    public let dependencyOverrides: [Dependency]
    /// Whether the package is a Flutter one: it depends on the `flutter` SDK or has a `flutter:` section.
    public let usesFlutter: Bool
    /// For a Flutter plugin (`flutter: plugin:`), the files under `lib/` that the build's
    /// generated registrant may import, with no import in the app's code: `<name>.dart` and each
    /// platform's `fileName:` or `dartFileName:`. Empty for other packages.
    public let pluginLibraries: [String]
    /// `publish_to: none`: the package is never published, so the repository holds all its clients.
    public let isUnpublished: Bool

    public init(text: String) {
        let root = YAMLSubset.parse(text)
        name = root["name"]?.scalar
        isUnpublished = root["publish_to"]?.scalar == "none"
        sdkConstraint = root["environment"]?["sdk"]?.scalar
        flutterConstraint = root["environment"]?["flutter"]?.scalar
        dependencies = Self.dependencies(root["dependencies"])
        devDependencies = Self.dependencies(root["dev_dependencies"])
        dependencyOverrides = Self.dependencies(root["dependency_overrides"])
        usesFlutter = root.entry("flutter") != nil || dependencies.contains { $0.source == .sdk("flutter") }
        if let plugin = root["flutter"]?["plugin"] {
            let named = plugin["platforms"]?.entries.flatMap { platform in
                ["fileName", "dartFileName"].compactMap { platform.value[$0]?.scalar }
            } ?? []
            pluginLibraries = (name.map { [$0 + ".dart"] } ?? []) + named
        } else {
            pluginLibraries = []
        }
    }

    /// Whether the app itself (not only its tests) depends on the package.
    public func dependsOn(_ package: String) -> Bool {
        dependencies.contains { $0.name == package }
    }

    static func dependencies(_ node: YAMLNode?) -> [Dependency] {
        (node?.entries ?? []).map { entry in
            switch entry.value {
            case .scalar(let text):
                return Dependency(name: entry.key, constraint: text.isEmpty ? nil : text, source: .hosted, line: entry.line)
            case .map:
                let source: Dependency.Source
                if let sdk = entry.value["sdk"]?.scalar {
                    source = .sdk(sdk)
                } else if entry.value.entry("git") != nil {
                    source = .git
                } else if entry.value.entry("path") != nil {
                    source = .path
                } else {
                    source = .hosted
                }
                return Dependency(name: entry.key, constraint: entry.value["version"]?.scalar, source: source, line: entry.line)
            case .list:
                return Dependency(name: entry.key, constraint: nil, source: .hosted, line: entry.line)
            }
        }
    }
}
