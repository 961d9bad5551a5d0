import SwiftSyntax

/// A set of substrings to look for in source text, compared on UTF-8 bytes. Foundation's
/// `String.contains` goes through NSString and UTF-16 and cost more than parsing the same
/// file; checks that look for words in names and source text build one of these once (a
/// `static let`) and ask it instead.
public struct TextSearch: Sendable {
    private let patterns: [[UInt8]]
    private let ignoringCase: Bool
    /// Which pairs of first two bytes (folded when ignoring case) start some pattern, as a
    /// 65,536-bit set: most positions of a text are passed over with one lookup, even when
    /// a pattern starts with a common letter.
    private let startPairs: [UInt64]
    /// Which single bytes are a whole pattern.
    private let singleBytes: [Bool]
    /// The letter runs of each pattern, for `mayMatch(in:)`.
    private let letterRuns: [[[UInt8]]]

    /// With `ignoringCase`, ASCII letters match either case (the needles' case does not
    /// matter); other bytes always match exactly.
    public init(anyOf needles: some Sequence<String>, ignoringCase: Bool) {
        let patterns = needles.map { Array($0.utf8).map { ignoringCase ? TextSearch.fold($0) : $0 } }.filter { !$0.isEmpty }
        var startPairs = [UInt64](repeating: 0, count: 1024)
        var singleBytes = [Bool](repeating: false, count: 256)
        for pattern in patterns {
            if pattern.count == 1 { singleBytes[Int(pattern[0])] = true; continue }
            let pair = Int(pattern[0]) << 8 | Int(pattern[1])
            startPairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        self.patterns = patterns
        self.ignoringCase = ignoringCase
        self.startPairs = startPairs
        self.singleBytes = singleBytes
        self.letterRuns = patterns.map { pattern in
            pattern.map(TextSearch.fold).split { !LetterGrams.isLetter($0) }.map(Array.init)
        }
    }

    /// True when `text` contains one of the needles; `range` limits the search to those
    /// UTF-8 offsets of `text`.
    public func matches(_ text: String, in range: Range<Int>? = nil) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            matches(UnsafeBufferPointer(rebasing: buffer[(range ?? 0..<buffer.count).clamped(to: 0..<buffer.count)]))
        }
    }

    /// True when `bytes` (a file read but not decoded) contain one of the needles.
    public func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var current = byte(bytes[0])
        for start in bytes.indices {
            if singleBytes[Int(current)] { return true }
            guard start + 1 < bytes.count else { break }
            let next = byte(bytes[start + 1])
            let pair = Int(current) << 8 | Int(next)
            current = next
            guard startPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
            for pattern in patterns where pattern.count > 1 && start + pattern.count <= bytes.count {
                var offset = 0
                while offset < pattern.count, byte(bytes[start + offset]) == pattern[offset] { offset += 1 }
                if offset == pattern.count { return true }
            }
        }
        return false
    }

    /// True when the source of `node`, trivia included, contains one of the needles.
    public func matches(_ node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        matches(file.text, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// False only when no needle can occur anywhere in the file: some run of letters in
    /// each needle has a pair or triple of letters the file never writes. Answered from the
    /// file's `LetterGrams` without reading the text again, so a check can rule a file out
    /// before it looks at a single name. True is no promise of a match.
    public func mayMatch(in file: SwiftFile) -> Bool {
        let grams = file.letterGrams
        return letterRuns.contains { runs in runs.allSatisfy(grams.mayContain) }
    }

    @inline(__always)
    private func byte(_ value: UInt8) -> UInt8 { ignoringCase ? TextSearch.fold(value) : value }

    @inline(__always)
    package static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

/// The pairs and triples of consecutive ASCII letters a text holds, either case, as bit
/// sets (676 and 17,576 bits): built in one pass over a file's bytes and shared by every
/// check that wants to rule the file out by the words it cannot contain.
public struct LetterGrams {
    private var pairs = [UInt64](repeating: 0, count: 11)
    private var triples = [UInt64](repeating: 0, count: 275)

    package init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            pairs.withUnsafeMutableBufferPointer { pairs in
                triples.withUnsafeMutableBufferPointer { triples in
                    // A rolling code of the last two letters; -1 after anything else.
                    var previous = -1, lastTwo = -1
                    for byte in bytes {
                        let letter = Int(byte | 0x20) &- Int(UInt8(ascii: "a"))
                        guard letter >= 0, letter < 26, byte >= UInt8(ascii: "A") else { previous = -1; lastTwo = -1; continue }
                        if previous >= 0 {
                            let pair = previous &* 26 &+ letter
                            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
                            if lastTwo >= 0 {
                                let triple = lastTwo &* 26 &+ letter
                                triples[triple >> 6] |= 1 << UInt64(triple & 63)
                            }
                            lastTwo = pair
                        }
                        previous = letter
                    }
                }
            }
        }
    }

    /// False when the text cannot contain `run`, a run of lowercase ASCII letters.
    func mayContain(_ run: [UInt8]) -> Bool {
        let letters = run.map { Int($0 - UInt8(ascii: "a")) }
        if letters.count == 2 { return LetterGrams.isSet(pairs, letters[0] * 26 + letters[1]) }
        guard letters.count > 2 else { return true }
        return (2..<letters.count).allSatisfy { LetterGrams.isSet(triples, (letters[$0 - 2] * 26 + letters[$0 - 1]) * 26 + letters[$0]) }
    }

    package static func isLetter(_ folded: UInt8) -> Bool { folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z") }

    private static func isSet(_ bits: [UInt64], _ index: Int) -> Bool { bits[index >> 6] & (1 << UInt64(index & 63)) != 0 }
}

extension SwiftFile {
    /// The letter pairs and triples of this file's text, built on first use.
    public var letterGrams: LetterGrams { shared(LetterGrams.self) { LetterGrams(text) } }
}
