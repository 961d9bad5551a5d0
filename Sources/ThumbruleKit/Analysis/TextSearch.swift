import SwiftSyntax

/// A set of substrings to look for in source text, compared on UTF-8 bytes. Foundation's
/// `String.contains` goes through NSString and UTF-16 and cost more than parsing the same
/// file; checks that look for words in names and source text build one of these once (a
/// `static let`) and ask it instead.
public struct TextSearch: Sendable {
    private let patterns: [[UInt8]]
    private let ignoringCase: Bool
    /// Which bytes start some pattern, so most positions are passed over with one lookup.
    private let starts: [Bool]

    /// With `ignoringCase`, ASCII letters match either case (the needles' case does not
    /// matter); other bytes always match exactly.
    public init(anyOf needles: some Sequence<String>, ignoringCase: Bool) {
        let patterns = needles.map { Array($0.utf8).map { ignoringCase ? TextSearch.fold($0) : $0 } }.filter { !$0.isEmpty }
        var starts = [Bool](repeating: false, count: 256)
        for pattern in patterns { starts[Int(pattern[0])] = true }
        self.patterns = patterns
        self.ignoringCase = ignoringCase
        self.starts = starts
    }

    /// True when `text` contains one of the needles; `range` limits the search to those
    /// UTF-8 offsets of `text`.
    public func matches(_ text: String, in range: Range<Int>? = nil) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            let bytes = UnsafeBufferPointer(rebasing: buffer[(range ?? 0..<buffer.count).clamped(to: 0..<buffer.count)])
            for start in bytes.indices {
                let first = ignoringCase ? TextSearch.fold(bytes[start]) : bytes[start]
                guard starts[Int(first)] else { continue }
                for pattern in patterns where pattern[0] == first && start + pattern.count <= bytes.count {
                    var offset = 1
                    while offset < pattern.count, (ignoringCase ? TextSearch.fold(bytes[start + offset]) : bytes[start + offset]) == pattern[offset] {
                        offset += 1
                    }
                    if offset == pattern.count { return true }
                }
            }
            return false
        }
    }

    /// True when the source of `node`, trivia included, contains one of the needles.
    public func matches(_ node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        matches(file.text, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    @inline(__always)
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
