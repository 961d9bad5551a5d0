/// Backslash escapes of string literals, decoded the way Kotlin, Groovy, Dart and JavaScript
/// share them: `\n`, `\t`, `\r`, `\b`, `\0`, `\uXXXX` and `\u{…}`; a backslash before a line
/// break continues the line; any other escaped character stands for itself (`\"`, `\$`, `\\`).
/// A `\u` with no valid hex digits is kept as written.
enum StringEscapes {
    static func decode(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "b": result += "\u{8}"
            case "0": result += "\0"
            case "\n": break
            case "u":
                var hex = ""
                if let first = scalars.next() {
                    if first == "{" {
                        while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                    } else {
                        hex.unicodeScalars.append(first)
                        for _ in 0..<3 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    }
                }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                } else if let value = UInt32(hex, radix: 16), (0xD800...0xDBFF).contains(value),
                          let low = lowSurrogate(after: &scalars), let decoded = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) {
                    // A UTF-16 pair written as two escapes (`\uD83D\uDC4B`, Kotlin's and Java's way to
                    // spell an emoji): one scalar.
                    result.unicodeScalars.append(decoded)
                } else {
                    result += "\\u" + hex
                }
            default: result.unicodeScalars.append(escaped)
            }
        }
        return result
    }

    /// The low surrogate of a `\uDC00`…`\uDFFF` escape next in `scalars`, consumed; nil, with
    /// `scalars` left as it was, for anything else.
    private static func lowSurrogate(after scalars: inout String.UnicodeScalarView.Iterator) -> UInt32? {
        var ahead = scalars
        guard ahead.next() == "\\", ahead.next() == "u" else { return nil }
        var hex = ""
        for _ in 0..<4 { if let digit = ahead.next() { hex.unicodeScalars.append(digit) } }
        guard let value = UInt32(hex, radix: 16), (0xDC00...0xDFFF).contains(value) else { return nil }
        scalars = ahead
        return value
    }
}

extension LexedSource {
    /// The text between a string's opening token and its partner, decoded unless `raw`; nil
    /// when the literal is unterminated or holds anything but text (an interpolation).
    func stringText(opening index: Int, open: Kind, text textKind: Kind, raw: Bool) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == open, let close = partner(of: index) else { return nil }
        var result = ""
        for k in (index + 1)..<max(index + 1, close) {
            guard tokens[k].kind == textKind else { return nil }
            let piece = text(of: tokens[k])
            result += raw ? piece : StringEscapes.decode(piece)
        }
        return result
    }
}
