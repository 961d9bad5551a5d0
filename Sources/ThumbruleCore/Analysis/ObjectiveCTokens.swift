/// The words and punctuation of an Objective-C (or other C-family) file, which the engine does
/// not parse: `//` and `/* */` comments are skipped, and so are string and character literals
/// (`@"…"`, `"…"`, `'…'`) unless the caller keeps string literals as tokens of their own.
package enum ObjectiveCTokens {
    package struct Token: Sendable {
        /// A run of word bytes (`WrittenNames.isWordByte`): a name, a keyword or a number.
        package let isWord: Bool
        /// A string literal's contents, kept only when asked for.
        package let isString: Bool
        package let text: String

        /// A single punctuation mark: no word and no string.
        package var isPunctuation: Bool { !isWord && !isString }
    }

    /// The file's tokens in order. Preprocessor lines (`#import`, `#define`) are skipped when
    /// `skippingDirectives`, so a header's name in `#import <Kit/Kit.h>` reads as no code.
    package static func tokens(of text: String, keepingStrings: Bool = false, skippingDirectives: Bool = false) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
            defer { lineStart = false }
            if skippingDirectives, lineStart, byte == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != byte, bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if keepingStrings, byte == UInt8(ascii: "\"") {
                    tokens.append(Token(isWord: false, isString: true, text: String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)))
                }
                index += 1
            } else if WrittenNames.isWordByte(byte) {
                let start = index
                while index < bytes.count, WrittenNames.isWordByte(bytes[index]) { index += 1 }
                tokens.append(Token(isWord: true, isString: false, text: String(decoding: bytes[start..<index], as: UTF8.self)))
            } else {
                if byte > 0x20 { tokens.append(Token(isWord: false, isString: false, text: String(UnicodeScalar(byte)))) }
                index += 1
            }
        }
        return tokens
    }
}
