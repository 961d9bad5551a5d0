import Foundation

/// Questions about the shape of a piece of text that the tables' words answer: an amount
/// with a currency, a product id, an authorisation URL, a placeholder purpose string, a
/// notification title as compared. Kept apart from the tables, which hold data only.

extension NotificationCopy {
    /// The title as compared against `genericTitles`.
    public static func normalized(_ title: String) -> String {
        title.lowercased().trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".!…:"))
            .replacingOccurrences(of: "’", with: "'")
    }
}

extension OAuthURLs {
    /// True when a URL literal's text carries an authorisation marker.
    public static func isAuthorizationURL(_ text: String) -> Bool {
        let normalised = "/" + text.lowercased() + " "
        return fragments.contains { normalised.contains($0) }
    }
}

extension PurposeStringPlaceholders {
    /// True when `value` cannot be the sentence the alert shows: empty, no letters, the key's own
    /// name, or a template fragment as whole words ("TODO", not "Mastodon"). Values made only of
    /// build settings (`$(X)`) are not judged.
    public static func isPlaceholder(_ value: String, key: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || !trimmed.contains(where: \.isLetter) { return true }
        if trimmed == key { return true }
        let words = " " + trimmed.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ") + " "
        return fragments.contains { words.contains(" " + $0 + " ") }
    }
}

extension Currency {
    /// The first amount in `text` (`amount(in:)`) when the text can hold a price: never when
    /// every digit in it is 0 ("$0.00", a balance before it loads; "pay 0 SEK", free), since
    /// the App Store has no zero price for anything sold in an app.
    public static func price(in text: String) -> String? {
        guard text.contains(where: { $0.isNumber && $0 != "0" }) else { return nil }
        return amount(in: text)
    }

    /// The first amount written with a currency in `text`, such as `$4.99`, `39,99 €`,
    /// `USD 10`, `GBP1.49` or `10 zł`; nil when there is none. Amounts need a digit next to
    /// the currency; format specifiers (`%1$@`) and back-references (`\$1`) are not amounts.
    public static func amount(in text: String) -> String? {
        // Every amount has an ASCII digit, and most texts (keys, names, formats, translated
        // sentences) have none: a byte test settles them before the character scan below.
        guard text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // `\$1`, and `$1` … `$2` in one text, are regex back-references, not dollar amounts.
            if symbols.contains(character), index == 0 || characters[index - 1] != "\\", !(character == "$" && isBackReferenceTemplate(characters)) {
                var end = index + 1
                if end < characters.count, characters[end] == " " { end += 1 }
                let number = numberLength(characters, from: end)
                if number > 0 { return String(characters[index..<(end + number)]) }
            }
            // `%1$@` is a positional format specifier, not one dollar.
            if character.isNumber, index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber && !".%٪".contains(characters[index - 1]) {
                let number = numberLength(characters, from: index)
                var end = index + number
                if end < characters.count, characters[end] == " " || characters[end] == "\u{00A0}" { end += 1 }
                // `1$@`, a positional specifier that lost its `%`, is a broken placeholder, not one dollar.
                if end < characters.count, symbols.contains(characters[end]), !isFormatConversion(characters, dollarAt: end) {
                    return String(characters[index...end])
                }
                let word = String(characters[end...].prefix { $0.isLetter })
                if end > index + number || word.count == 3, (codes.contains(word) || suffixWords.contains(word)),
                   end + word.count == characters.count || !characters[end + word.count].isLetter {
                    return String(characters[index..<(end + word.count)])
                }
                index += max(number, 1)
                continue
            }
            if character.isUppercase, index == 0 || !characters[index - 1].isLetter {
                let word = String(characters[index...].prefix { $0.isLetter })
                let after = index + word.count
                let gap = after < characters.count && (characters[after] == " " || characters[after] == "\u{00A0}") ? 1 : 0
                if codes.contains(word), after + gap < characters.count, characters[after + gap].isASCII, characters[after + gap].isNumber {
                    return String(characters[index..<(after + gap + numberLength(characters, from: after + gap))])
                }
            }
            index += 1
        }
        return nil
    }

    /// True when the `$` at `index` is followed by a format conversion (`$@`, `$d`, `$s`, `$ld`).
    private static func isFormatConversion(_ characters: [Character], dollarAt index: Int) -> Bool {
        guard characters[index] == "$", index + 1 < characters.count else { return false }
        // A machine translation may space the pieces out: `1 $ @`.
        let at = characters[index + 1] == " " && index + 2 < characters.count ? index + 2 : index + 1
        let next = characters[at]
        let followsWord = at + 1 < characters.count && characters[at + 1].isLetter
        return next == "@" || ("dsfilux".contains(next) && !followsWord)
    }

    /// True when the text holds two or more `$` + single-digit references, as a regex template does.
    private static func isBackReferenceTemplate(_ characters: [Character]) -> Bool {
        var references = 0
        for index in characters.indices.dropLast() where characters[index] == "$" && characters[index + 1].isNumber {
            let next = index + 2 < characters.count ? characters[index + 2] : " "
            if !next.isNumber && next != "." && next != "," { references += 1 }
        }
        return references >= 2
    }

    /// Length of a number such as `4`, `4.99`, `1,299.00` or `39,99` starting at `start`.
    private static func numberLength(_ characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count {
            if characters[end].isASCII, characters[end].isNumber { end += 1; continue }
            if characters[end] == "." || characters[end] == ",", end > start, end + 1 < characters.count,
               characters[end + 1].isASCII, characters[end + 1].isNumber { end += 1; continue }
            break
        }
        return end - start
    }
}

extension PurchaseAPIs {
    /// True for a string shaped like a store product id: `com.example.pro_monthly`.
    public static func looksLikeProductID(_ text: String) -> Bool {
        !text.isEmpty && text.count < 120 && !text.contains(" ") && (text.contains(".") || text.contains("_"))
            && !text.contains("/") && text.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) }
    }
}
