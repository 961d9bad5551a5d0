/// Currency symbols and ISO codes that mark an amount as a price.
public enum Currency {
    /// Symbols written before or after an amount.
    public static let symbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "฿", "₴", "₦", "₡"]
    /// ISO 4217 codes commonly typed next to an amount in app copy.
    public static let codes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CNY", "INR", "KRW", "BRL", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN",
        "RUB", "TRY", "MXN", "ZAR", "SGD", "HKD", "NZD", "CZK", "HUF", "ILS", "IDR", "THB", "VND", "PHP", "UAH",
    ]
    /// Local abbreviations written after an amount.
    public static let suffixWords: Set<String> = ["zł", "kr", "Kč", "Ft", "lei", "руб"]
}

extension Currency {
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
            if character.isNumber, index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber && !".%".contains(characters[index - 1]) {
                let number = numberLength(characters, from: index)
                var end = index + number
                if end < characters.count, characters[end] == " " || characters[end] == "\u{00A0}" { end += 1 }
                if end < characters.count, symbols.contains(characters[end]) {
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
