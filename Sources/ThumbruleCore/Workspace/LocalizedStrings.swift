/// The user-visible strings of a localisation file, each with where it starts: the values of
/// a `.strings` file's `"key" = "value";` lines, and a String Catalog's source strings (its
/// keys) and each localization's `stringUnit` value. Read from the bytes in one pass, without
/// a regular expression or a JSON parser: a String Catalog runs to megabytes.
package enum LocalizedStrings {
    package struct Entry {
        /// The value as the file writes it: with its quotes and escapes for a `.strings`
        /// line, decoded for a String Catalog.
        package let text: String
        /// The key it is filed under: a `.strings` line's key, a catalog's source string.
        package let key: String
        package let line: Int
        /// The byte column of the opening quote, from 1.
        package let column: Int
    }

    /// The values of a `.strings` file, one per `"key" = "value";` line.
    package static func strings(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var text = text
        text.withUTF8 { bytes in
            var line = 1
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if let (key, (start, end)) = valueOfAssignment(bytes, lineStart, lineEnd) {
                    entries.append(Entry(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self),
                                         key: String(decoding: UnsafeBufferPointer(rebasing: bytes[key]), as: UTF8.self),
                                         line: line, column: start - lineStart + 1))
                }
                line += 1
                lineStart = lineEnd + 1
            }
        }
        return entries
    }

    /// For `  "key" = "value" ;` between `start` and `end`, the range of the key inside its
    /// quotes and of `"value"` with its quotes.
    private static func valueOfAssignment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Range<Int>, (Int, Int))? {
        var index = start
        func skipSpace() { while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 } }
        /// Moves past a quoted string starting at `index`; false when there is none.
        func quoted() -> Bool {
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            while index < end, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            guard index < end else { return false }
            index += 1
            return true
        }
        skipSpace()
        let keyStart = index
        guard quoted() else { return nil }
        let key = (keyStart + 1)..<(index - 1)
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpace()
        let valueStart = index
        guard quoted() else { return nil }
        let valueEnd = index
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: ";") else { return nil }
        return (key, (valueStart, valueEnd))
    }

    /// A String Catalog's keys under `strings` and its `strings.*.localizations.*.stringUnit.value`
    /// strings, in file order; empty when the text is not well-formed JSON.
    package static func catalog(_ text: String) -> [Entry] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = CatalogScanner(bytes: bytes)
            return scanner.scan() ?? []
        }
    }
}

extension LocalizedStrings {
    /// The languages a String Catalog holds (its `sourceLanguage` and every language under a
    /// string's `localizations`) and its `sourceLanguage`, the language its keys are written in;
    /// nil when the text is not well-formed JSON.
    package static func catalogLanguages(_ text: String) -> (all: Set<String>, source: String?)? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = CatalogScanner(bytes: bytes)
            return scanner.scan() == nil ? nil : (scanner.languages, scanner.sourceLanguage)
        }
    }
}

/// A JSON scanner that keeps only the path of keys to where it is, which is all the catalog
/// reading needs.
private struct CatalogScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    /// One entry per open container: for an object, the key whose value is being read (nil
    /// while a key is expected); arrays hold `[]`.
    var keys: [String?] = []
    var isObject: [Bool] = []
    /// The source language and the keys of every string's `localizations`.
    var languages: Set<String> = []
    var sourceLanguage: String?

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func scan() -> [LocalizedStrings.Entry]? {
        var entries: [LocalizedStrings.Entry] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                keys.append(nil)
                isObject.append(byte == UInt8(ascii: "{"))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !keys.isEmpty else { return nil }
                keys.removeLast()
                isObject.removeLast()
                index += 1
            case UInt8(ascii: ","):
                if isObject.last == true { keys[keys.count - 1] = nil }
                index += 1
            case UInt8(ascii: "\""):
                let column = index - lineStart + 1
                let startLine = line
                guard let string = readString() else { return nil }
                if isObject.last == true, keys[keys.count - 1] == nil {
                    keys[keys.count - 1] = string
                    // A key of the `strings` object is a source string.
                    if keys.count == 2, keys[0] == "strings" { entries.append(.init(text: string, key: string, line: startLine, column: column)) }
                    if keys.count == 4, keys[0] == "strings", keys[2] == "localizations" { languages.insert(string) }
                } else if keys.count == 1, keys[0] == "sourceLanguage" {
                    languages.insert(string)
                    sourceLanguage = string
                } else if keys.count == 6, keys[0] == "strings", keys[2] == "localizations", keys[4] == "stringUnit", keys[5] == "value" {
                    entries.append(.init(text: string, key: keys[1] ?? "", line: startLine, column: column))
                }
            default:
                // Numbers, true, false, null: nothing to keep.
                index += 1
            }
        }
        return keys.isEmpty ? entries : nil
    }

    /// Reads the string whose opening quote is at `index`, decoding escapes; nil when it does not end.
    mutating func readString() -> String? {
        index += 1
        var decoded: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                decoded.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count,
                      let value = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self), radix: 16)
                else { return nil }
                index += 4
                var scalarValue = value
                if (0xD800..<0xDC00).contains(value) { pendingHighSurrogate = value; continue }
                if (0xDC00..<0xE000).contains(value), let high = pendingHighSurrogate {
                    scalarValue = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                pendingHighSurrogate = nil
                decoded.append(contentsOf: Array(String(Unicode.Scalar(scalarValue).map(Character.init) ?? "\u{FFFD}").utf8))
            default: decoded.append(escaped)
            }
        }
        return nil
    }
}
