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
    /// `USD 10` or `10 zł`; nil when there is none. Amounts need a digit next to the currency.
    public static func amount(in text: String) -> String? {
        // Most literals (keys, names, formats) are ASCII without a digit, so hold no amount:
        // a byte test settles them before the character-by-character scan below.
        if text.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return nil }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if symbols.contains(character) {
                var end = index + 1
                if end < characters.count, characters[end] == " " { end += 1 }
                let number = numberLength(characters, from: end)
                if number > 0 { return String(characters[index..<(end + number)]) }
            }
            if character.isNumber, index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber && characters[index - 1] != "." {
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
                if codes.contains(word), after + 1 < characters.count, characters[after] == " ", characters[after + 1].isNumber {
                    return String(characters[index..<(after + 1 + numberLength(characters, from: after + 1))])
                }
            }
            index += 1
        }
        return nil
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
