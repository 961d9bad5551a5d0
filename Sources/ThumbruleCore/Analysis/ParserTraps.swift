/// Shapes of Swift source the Swift parser takes exponential or steep time over, found by fuzz/.
/// A file with one is skipped with a notice before it reaches the parser, so one file
/// cannot stall a run for minutes.
extension SwiftFile {
    /// Runs of `[` longer than this are refused: with nothing but whitespace or comments
    /// between them, each further `[` doubles SwiftParser's time (18 take seconds, 25 take
    /// many minutes), and real code does not nest array literals or types this deep.
    package static let maxBracketRun = 12

    /// More `(` than `)` by this many is refused: SwiftParser's recovery from unclosed
    /// parentheses grows much faster than the file (a fuzzed 796-byte line leaving 411 open took
    /// 4.5 s; closing them at the end of the line, 0.02 s). Counted byte by byte, strings and
    /// comments included; no Swift file of the tuning apps leaves more than 29 open.
    package static let maxUnclosedParentheses = 64

    /// Why the file must not reach the parser (a notice's text), or nil when it may.
    package static func parserTrap(in text: String) -> String? {
        if let run = bracketTrap(in: text) {
            return "the file opens \(run) '[' in a row, and each one past a dozen doubles the Swift parser's time; split the literal or exclude the file in .thumbrule.json"
        }
        if let open = unclosedParentheses(in: text) {
            return "the file leaves \(open) '(' unclosed, and the Swift parser takes seconds to recover from that many; fix the file or exclude it in .thumbrule.json"
        }
        return nil
    }

    /// How many more `(` than `)` the file has, when that is over `maxUnclosedParentheses`.
    package static func unclosedParentheses(in text: String) -> Int? {
        var open = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { open += 1 } else if byte == UInt8(ascii: ")") { open -= 1 }
        }
        return open > maxUnclosedParentheses ? open : nil
    }

    /// The length of the longest run of `[` (whitespace and comments between them allowed)
    /// when it is over `maxBracketRun`; nil when the file has none. Runs are counted twice,
    /// once stepping over comments and once reading every byte, and the longer counts: a `/*`
    /// inside a string literal is no comment to the parser, so the brackets after it still
    /// cost parse time (found by fuzz/ with a string holding `/*` and no `*/` anywhere).
    package static func bracketTrap(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            let longest = max(longestBracketRun(in: bytes, skippingComments: true),
                              longestBracketRun(in: bytes, skippingComments: false))
            return longest > maxBracketRun ? longest : nil
        }
    }

    private static func longestBracketRun(in bytes: UnsafeBufferPointer<UInt8>, skippingComments: Bool) -> Int {
        var longest = 0
        var run = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["):
                run += 1
                longest = max(longest, run)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where skippingComments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where skippingComments && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            default:
                run = 0
                index += 1
            }
        }
        return longest
    }
}
