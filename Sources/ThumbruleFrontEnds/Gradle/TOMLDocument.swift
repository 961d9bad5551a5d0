/// A small reader for the TOML that `gradle/libs.versions.toml` uses: `[table]` headers, bare,
/// quoted and dotted keys, basic and literal strings (single- and multi-line), numbers,
/// booleans, arrays and inline tables, `#` comments. A line it cannot read is recorded in
/// `issues` and skipped; reading never stops early.
public struct TOMLDocument: Sendable {
    /// Top-level keys and tables.
    public private(set) var root: [String: TOMLValue] = [:]
    /// Lines that were not read, with a reason.
    public private(set) var issues: [(line: Int, reason: String)] = []

    public init(_ text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        var currentTable: [String] = []
        while reader.skipBlankLinesAndComments() {
            let line = reader.line
            do {
                if reader.peek == UInt8(ascii: "[") {
                    currentTable = try reader.tableHeader()
                    if !currentTable.isEmpty { Self.ensureTable(&root, at: currentTable) }
                } else {
                    let key = try reader.key()
                    try reader.expect(UInt8(ascii: "="))
                    let value = try reader.value(depth: 0)
                    Self.insert(&root, at: currentTable + key, value)
                }
                try reader.endOfLine()
            } catch {
                issues.append((line, "\(error)"))
                reader.skipLine()
            }
        }
    }

    /// The table at a header path, e.g. `["versions"]`.
    public func table(_ name: String) -> [String: TOMLValue] {
        root[name]?.table ?? [:]
    }

    static func ensureTable(_ table: inout [String: TOMLValue], at path: [String]) {
        insert(&table, at: path, nil)
    }

    /// Inserts `value` at a key path, creating tables on the way; nil only creates the tables.
    static func insert(_ table: inout [String: TOMLValue], at path: [String], _ value: TOMLValue?) {
        guard let first = path.first else { return }
        if path.count == 1 {
            if let value { table[first] = value } else if table[first] == nil { table[first] = .table([:]) }
            return
        }
        var inner = table[first]?.table ?? [:]
        insert(&inner, at: Array(path.dropFirst()), value)
        table[first] = .table(inner)
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// A cursor over the bytes.
    struct Reader {
        let bytes: [UInt8]
        var i = 0
        var line = 1

        var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        mutating func skipSpaces() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
        }

        /// Skips blank lines and comments; false at the end.
        mutating func skipBlankLinesAndComments() -> Bool {
            while i < bytes.count {
                skipSpaces()
                guard let byte = peek else { return false }
                if byte == 0x0A {
                    i += 1
                    line += 1
                } else if byte == UInt8(ascii: "#") {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                } else {
                    return true
                }
            }
            return false
        }

        mutating func skipLine() {
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        }

        /// Spaces, then a comment or the end of the line.
        mutating func endOfLine() throws {
            skipSpaces()
            if peek == UInt8(ascii: "#") { skipLine() }
            guard peek == nil || peek == 0x0A else { throw ReadError(description: "unexpected text after a value") }
        }

        /// Spaces, newlines and comments inside arrays.
        mutating func skipWhitespaceAndComments() {
            while i < bytes.count {
                skipSpaces()
                if peek == 0x0A {
                    i += 1
                    line += 1
                } else if peek == UInt8(ascii: "#") {
                    skipLine()
                } else {
                    return
                }
            }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipSpaces()
            guard peek == byte else { throw ReadError(description: "expected '\(Character(Unicode.Scalar(byte)))'") }
            i += 1
        }

        mutating func tableHeader() throws -> [String] {
            i += 1
            let isArray = peek == UInt8(ascii: "[")
            if isArray { i += 1 }
            let path = try key()
            try expect(UInt8(ascii: "]"))
            if isArray { try expect(UInt8(ascii: "]")) }
            return path
        }

        /// `a`, `"a b"`, `a.b.c`
        mutating func key() throws -> [String] {
            var parts: [String] = []
            repeat {
                skipSpaces()
                guard let byte = peek else { throw ReadError(description: "expected a key") }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    parts.append(try string())
                } else {
                    let start = i
                    while let c = peek, Self.isBareKeyByte(c) { i += 1 }
                    guard i > start else { throw ReadError(description: "expected a key") }
                    parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
                }
                skipSpaces()
                guard peek == UInt8(ascii: ".") else { break }
                i += 1
            } while true
            return parts
        }

        static func isBareKeyByte(_ c: UInt8) -> Bool {
            (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
        }

        mutating func value(depth: Int) throws -> TOMLValue {
            guard depth < 32 else { throw ReadError(description: "values nested too deeply") }
            skipSpaces()
            guard let byte = peek else { throw ReadError(description: "expected a value") }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .string(try string())
            case UInt8(ascii: "["):
                i += 1
                var items: [TOMLValue] = []
                while true {
                    skipWhitespaceAndComments()
                    guard let next = peek else { throw ReadError(description: "unclosed array") }
                    if next == UInt8(ascii: "]") { i += 1; break }
                    items.append(try value(depth: depth + 1))
                    skipWhitespaceAndComments()
                    if peek == UInt8(ascii: ",") { i += 1; continue }
                    skipWhitespaceAndComments()
                    guard peek == UInt8(ascii: "]") else { throw ReadError(description: "expected ',' or ']' in an array") }
                    i += 1
                    break
                }
                return .array(items)
            case UInt8(ascii: "{"):
                i += 1
                var table: [String: TOMLValue] = [:]
                skipSpaces()
                if peek == UInt8(ascii: "}") { i += 1; return .table(table) }
                while true {
                    let path = try key()
                    try expect(UInt8(ascii: "="))
                    let item = try value(depth: depth + 1)
                    TOMLDocument.insert(&table, at: path, item)
                    skipSpaces()
                    if peek == UInt8(ascii: ",") { i += 1; continue }
                    try expect(UInt8(ascii: "}"))
                    break
                }
                return .table(table)
            default:
                let start = i
                while let c = peek, c != 0x0A, c != UInt8(ascii: ","), c != UInt8(ascii: "]"), c != UInt8(ascii: "}"),
                      c != UInt8(ascii: "#"), c != 0x20, c != 0x09, c != 0x0D { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                if word == "true" { return .boolean(true) }
                if word == "false" { return .boolean(false) }
                let digits = word.filter { $0 != "_" }
                if let number = Int(digits) { return .integer(number) }
                if let number = Double(digits) { return .double(number) }
                throw ReadError(description: "unreadable value '\(word)'")
            }
        }

        /// A basic (`"…"`, escapes) or literal (`'…'`) string, single- or multi-line.
        mutating func string() throws -> String {
            let quote = bytes[i]
            let multiline = i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
            i += multiline ? 3 : 1
            if multiline, peek == 0x0A { i += 1; line += 1 }
            var result: [UInt8] = []
            while i < bytes.count {
                let c = bytes[i]
                if c == quote {
                    if !multiline { i += 1; return String(decoding: result, as: UTF8.self) }
                    if i + 2 < bytes.count, bytes[i + 1] == quote, bytes[i + 2] == quote {
                        i += 3
                        return String(decoding: result, as: UTF8.self)
                    }
                }
                if c == 0x0A {
                    guard multiline else { throw ReadError(description: "unterminated string") }
                    line += 1
                }
                if c == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), i + 1 < bytes.count {
                    let escaped = bytes[i + 1]
                    switch escaped {
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(escaped)
                    default: result.append(contentsOf: [c, escaped])
                    }
                    i += 2
                    continue
                }
                result.append(c)
                i += 1
            }
            throw ReadError(description: "unterminated string")
        }
    }
}
