import Foundation
import ThumbruleCore

/// What makes a string literal words a person reads, shared by the checks that report literal
/// text in localised Flutter and React Native apps.
enum LiteralText {
    /// A literal holding a word (two letters in a row) that is not a name: the app's own
    /// name (`appNames`, lowercased, of one word or more), or one word with a capital inside it (`LocalSend`, `GitHub`), not a code in
    /// capitals (`PROD`, `TEST ENV`), and not a key, identifier or address (one token joined by
    /// `_` or `-`, or with `@`, `:`, `/` or a dot between letters: `@bad_guy:domain.abc`,
    /// `example.com`), which reads the same in every language.
    /// A type specimen (`Aa`, a font picker's sample), lorem-ipsum filler (`Nisi mollit voluptate
    /// amet.`, sizing a loading skeleton's bars) and a developer's diagnostic that names code
    /// (`MediaItem isn't null`) are no words either.
    static func isWords(_ text: String, appNames: Set<String>) -> Bool {
        // HTML entities (`&nbsp;`, `&lt;1%`) are symbols: their names are no words.
        let text = withoutEntities(text)
        guard text.contains(where: isReadLetter), !isTypeSpecimen(text), !isLoremIpsum(text), !isDiagnostic(text), !isQuantity(text) else { return false }
        // Only handles and tags (`@channel, @all`).
        let tokens = text.split(whereSeparator: { $0.isWhitespace }).map { $0.trimmingCharacters(in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: "@#"))) }
        if tokens.allSatisfy({ $0.hasPrefix("@") || $0.hasPrefix("#") }) { return false }
        if appNames.contains(text.lowercased()) { return false }
        if !text.contains(where: \.isWhitespace) {
            if text.dropFirst().contains(where: \.isUppercase) && text.contains(where: \.isLowercase) { return false }
            if isAddress(text) || isKey(text) { return false }
        }
        return hasWord(text)
    }

    /// A lowercase letter, or a letter of a script without case (kana, kanji, hangul, Arabic,
    /// Thai…): text in those scripts has no lowercase letter yet is words all the same
    /// (pilll's Japanese `Text('閉じる')`); a run of capitals alone stays a code.
    static func isReadLetter(_ character: Character) -> Bool {
        character.isLowercase || character.isLetter && !character.isCased
    }

    /// A number with a unit symbol (`0 Hz`, `2 kHz`, `1.5GB`): the symbol is the same in every
    /// language (beep-rn's frequency slider ends), so the literal has nothing to translate.
    static func isQuantity(_ text: String) -> Bool {
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard number.first?.isNumber == true else { return false }
        return UnitSymbols.symbols.contains(text.dropFirst(number.count).trimmingCharacters(in: .whitespaces))
    }

    /// Whether the text holds two letters in a row, the least a word is.
    static func hasWord(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isLetter ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }

    /// Glyphs drawn as a picture: a literal with something to see but no word and no digit
    /// (`¯\_(ツ)_/¯`, `→`, `•••`), which nobody reads as text of the type hierarchy.
    static func isGlyphPicture(_ text: String) -> Bool {
        text.contains { !$0.isWhitespace } && !text.contains(where: \.isNumber) && !hasWord(text)
    }

    /// The text with each HTML entity (`&lt;`, `&nbsp;`, `&#8226;`) replaced by a space.
    static func withoutEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = "", rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
            if !name.isEmpty, name.count <= 10, after[name.endIndex...].first == ";" {
                result += " "
                rest = after[after.index(after: name.endIndex)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// The words of the lorem-ipsum passage (Cicero's, as typesetters cut it) that are words of
    /// no living language.
    static let loremWords: Set<String> = [
        "lorem", "ipsum", "dolor", "amet", "consectetur", "adipiscing", "elit", "eiusmod", "tempor", "incididunt",
        "labore", "dolore", "aliqua", "veniam", "nostrud", "exercitation", "ullamco", "laboris", "aliquip",
        "commodo", "consequat", "duis", "aute", "irure", "reprehenderit", "voluptate", "velit", "esse", "cillum",
        "fugiat", "pariatur", "excepteur", "occaecat", "cupidatat", "proident", "culpa", "officia", "deserunt",
        "mollit", "anim", "laborum", "nisi", "magna", "minim", "quis", "nulla", "sint", "sunt", "enim",
    ]
    /// Its short words, which other languages share (`in`, `non`, `et`).
    static let loremConnectives: Set<String> = ["sit", "sed", "do", "ut", "et", "ad", "ex", "ea", "in", "non", "qui", "id", "est"]

    /// Placeholder text a layout is sized with (`Lorem ipsum`): every word from the
    /// lorem-ipsum passage, at least two of them its own: the same filler in every language.
    static func isLoremIpsum(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.filter(loremWords.contains).count >= 2 && words.allSatisfy { loremWords.contains($0) || loremConnectives.contains($0) }
    }

    /// Letters shown to preview a typeface or text style, each a capital and its small letter
    /// (`Aa`, `Aa Bb`): the same glyphs in every language.
    static func isTypeSpecimen(_ text: String) -> Bool {
        let tokens = text.split(separator: " ")
        return !tokens.isEmpty && tokens.allSatisfy { token in
            token.count == 2 && token.first!.isUppercase && token.last!.isLowercase && token.first!.lowercased() == String(token.last!)
        }
    }

    /// A sentence naming a code value (`null`, `nil`, `undefined`) and an identifier with an inner
    /// capital (`MediaItem`): a message for the developer of an impossible state, not copy.
    static func isDiagnostic(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: { $0.isWhitespace }).map { $0.trimmingCharacters(in: .punctuationCharacters) }
        return tokens.contains { ["null", "nil", "undefined"].contains($0) }
            && tokens.contains { $0.dropFirst().contains(where: \.isUppercase) && $0.contains(where: \.isLowercase) && $0.allSatisfy(\.isLetter) }
    }

    /// One token joined by `_` (`Send_message`, `settings_title`), or a lowercase one joined by
    /// `-` (`profile-header`): a translation key, test id or route name, not words.
    static func isKey(_ text: String) -> Bool {
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return false }
        return text.contains("_") || text.contains("-") && !text.contains(where: \.isUppercase)
    }

    /// One token shaped like an identifier or address: it starts with `@` or holds `@`, `:`,
    /// `/` or a dot between two letters (`@bad_guy:domain.abc`, `https://…`, `matrix.org`);
    /// a colon or slash at the end is punctuation (`Name:`).
    static func isAddress(_ text: String) -> Bool {
        let characters = Array(text)
        if characters.first == "@" { return true }
        return characters.indices.dropFirst().dropLast().contains { offset in
            "@:/".contains(characters[offset]) || characters[offset] == "." && characters[offset - 1].isLetter && characters[offset + 1].isLetter
        }
    }

    /// Folders of screens only developers open: component galleries, examples, sandboxes.
    static let developerFolders: Set<String> = [
        "example", "examples", "sample", "samples", "sandbox", "playground", "storybook", "component_library", "componentlibrary",
    ]

    /// A developer's page: a `debug` or `Developer…` folder or one of `developerFolders`, or a file named for
    /// debugging or dev mode (`user_preferences_dev_debug_info.dart`, `DevMenu.tsx`), whose
    /// text is English on purpose.
    static func isDeveloperPage(_ path: String) -> Bool {
        let folders = path.lowercased().split(separator: "/").dropLast()
        if folders.contains(where: { $0.contains("debug") || $0.hasPrefix("developer") || developerFolders.contains(String($0)) }) { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split { $0 == "_" || $0 == "." || $0 == "-" }
        let words: [String] = parts.flatMap { NameWords.split(String($0)) }
        return !Set(words).isDisjoint(with: ["debug", "dev", "developer"])
    }

    /// The note both checks write: the count, the first literal, and where translations live.
    static func message(count: Int, first: String, translations: String) -> String {
        let counted = count == 1 ? "one literal string" : "\(count) literal strings"
        let shown = first.count > 40 ? String(first.prefix(40)) + "…" : first
        return "This file shows \(counted) (first: '\(shown)') in an app that is localised, so they stay in one language for every user. Move them to \(translations)."
    }
}

/// Whether a literal is nothing but emoji, the pictographs a screen uses as icons.
enum EmojiText {
    /// True for a non-empty text of emoji only (`👋`, `🇫🇷`, `👍🏽`, `❤️`), spaces allowed between
    /// them: every character holds a scalar shown as an emoji by default, or one made an emoji by a
    /// variation selector, with joiners and skin-tone modifiers inside it. A digit, a letter or a
    /// symbol with no emoji look (`★`, `→`) makes it text.
    static func isOnlyEmoji(_ text: String) -> Bool {
        var sawEmoji = false
        for character in text where !character.isWhitespace {
            let scalars = character.unicodeScalars
            let pictured = scalars.contains { $0.properties.isEmojiPresentation }
                || scalars.contains { $0.value == 0xFE0F } && scalars.contains { $0.properties.isEmoji && $0.value > 0x7F }
            guard pictured, !character.isLetter, !character.isNumber else { return false }
            sawEmoji = true
        }
        return sawEmoji
    }
}
