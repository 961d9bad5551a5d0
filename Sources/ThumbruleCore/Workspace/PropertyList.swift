import Foundation

/// A parsed property list (XML or binary) that can say on which line a key is written,
/// so findings about a plist point at the key rather than at the top of the file.
public struct PropertyList: Sendable {
    public let path: String
    /// The top-level dictionary, with values made Sendable-safe by re-encoding as `PlistValue`.
    public let root: [String: PlistValue]
    private let keyLines: [String: Int]
    /// Lines of `<string>` values, keyed by the nearest `<key>` above them and the value.
    private let stringLines: [String: Int]

    public init(path: String, data: Data) throws {
        let object: Any
        do {
            object = try PropertyList.object(from: data)
        } catch {
            // An Info.plist run through the C preprocessor (INFOPLIST_PREPROCESS) carries `#ifdef`
            // lines; read it with them blanked, so keys of every branch count as present.
            guard let unprocessed = PropertyList.withoutPreprocessorLines(data),
                  let retried = try? PropertyList.object(from: unprocessed) else {
                throw PropertyListError.malformed(path)
            }
            object = retried
        }
        guard let dictionary = object as? [String: Any] else { throw PropertyListError.notADictionary(path) }
        self.path = path
        self.root = dictionary.mapValues(PlistValue.init)
        (self.keyLines, self.stringLines) = PropertyList.lines(in: data)
    }

    /// Foundation's reading of a property list (XML, binary or old-style), refusing a binary
    /// list that holds a set: swift-corelibs-foundation crashes the process when it hands
    /// one over (found by fuzz/), and no Apple tool writes sets into plists or projects.
    /// On Linux, what Core Foundation does not read is refused before Foundation sees it:
    /// Foundation loses the error of every list it fails to read (`CoreFoundationPropertyList`).
    package static func object(from data: Data) throws -> Any {
        if holdsBinarySet(data) { throw CocoaError(.propertyListReadCorrupt) }
        #if os(Linux)
        if CoreFoundationPropertyList.reads(data) == false { throw CocoaError(.propertyListReadCorrupt) }
        #endif
        return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// Whether `data` is a binary plist (`bplist`) with a set (object marker `0xC_`) in its
    /// offset table. A trailer or table that does not fit the data is left to Foundation,
    /// which refuses it.
    static func holdsBinarySet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist".utf8)) else { return false }
        let trailer = bytes.count - 32
        func number(at start: Int, size: Int) -> UInt64 {
            bytes[start..<(start + size)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let offsetSize = Int(bytes[trailer + 6])
        let objectCount = number(at: trailer + 8, size: 8)
        let tableStart = number(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), tableStart <= UInt64(trailer),
              objectCount <= UInt64(trailer - Int(tableStart)) / UInt64(offsetSize) else { return false }
        for index in 0..<Int(objectCount) {
            let offset = number(at: Int(tableStart) + index * offsetSize, size: offsetSize)
            if offset < UInt64(trailer), bytes[Int(offset)] >> 4 == 0xC { return true }
        }
        return false
    }

    /// The text with every preprocessor directive line (`#if…`, `#else`, `#elif`, `#endif`,
    /// `#include`, `#define`) blanked, keeping line numbers; nil when there is none.
    static func withoutPreprocessorLines(_ data: Data) -> Data? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let directives = ["#if", "#else", "#elif", "#endif", "#include", "#define", "#undef"]
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard directives.contains(where: { trimmed.hasPrefix($0) }) else { return line }
            changed = true
            return ""
        }
        return changed ? Data(lines.joined(separator: "\n").utf8) : nil
    }

    /// The line of `<key>name</key>` in an XML plist; 1 when the key is absent or the plist is binary.
    public func line(of key: String) -> Int { keyLines[key] ?? 1 }

    /// The line of `<string>value</string>` in the array under `key` (such as one entry of
    /// `UIBackgroundModes`); the key's line when the value is not found.
    public func line(of value: String, inArray key: String) -> Int {
        stringLines[key + "\u{0}" + value] ?? line(of: key)
    }

    public func string(_ key: String) -> String? {
        if case .string(let value)? = root[key] { return value }
        return nil
    }

    public func strings(_ key: String) -> [String] {
        if case .array(let values)? = root[key] { return values.compactMap { if case .string(let s) = $0 { return s } else { return nil } } }
        return []
    }

    public func dictionary(_ key: String) -> [String: PlistValue]? {
        if case .dictionary(let value)? = root[key] { return value }
        return nil
    }

    /// Lines of the first `<key>` tag for each key name, and of each `<string>` value under
    /// the nearest key above it, read from the raw XML text.
    private static func lines(in data: Data) -> (keys: [String: Int], strings: [String: Int]) {
        guard data.starts(with: Array("<?xml".utf8)) || data.starts(with: Array("<plist".utf8)),
              let text = String(data: data, encoding: .utf8) else { return ([:], [:]) }
        var keys: [String: Int] = [:]
        var strings: [String: Int] = [:]
        var lastKey = ""
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var rest = line[...]
            while let open = rest.range(of: "<key>") {
                let after = rest[open.upperBound...]
                guard let close = after.range(of: "</key>") else { break }
                lastKey = String(after[..<close.lowerBound])
                if keys[lastKey] == nil { keys[lastKey] = lineNumber }
                rest = after[close.upperBound...]
            }
            if let open = rest.range(of: "<string>"), let close = rest[open.upperBound...].range(of: "</string>") {
                let value = String(rest[open.upperBound..<close.lowerBound])
                if strings[lastKey + "\u{0}" + value] == nil { strings[lastKey + "\u{0}" + value] = lineNumber }
            }
        }
        return (keys, strings)
    }
}

/// A property-list value in a form that is `Sendable` and easy to match on.
public indirect enum PlistValue: Sendable, Hashable {
    case string(String)
    /// Numbers; on Linux a plist `<true/>` may also arrive as `.bool`, and 0 or 1 as either.
    case number(Double)
    case bool(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    case other

    package init(_ any: Any) {
        switch any {
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as [Any]: self = .array(value.map(PlistValue.init))
        case let value as [String: Any]: self = .dictionary(value.mapValues(PlistValue.init))
        default: self = .other
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

public enum PropertyListError: Error, CustomStringConvertible {
    case malformed(String)
    case notADictionary(String)

    public var description: String {
        switch self {
        case .malformed(let path): return "\(path) is not a valid property list (XML or binary)"
        case .notADictionary(let path): return "\(path) does not hold a dictionary at its top level"
        }
    }
}
