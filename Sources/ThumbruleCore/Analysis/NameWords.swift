/// Splits identifiers and keys into lowercase words, so checks can read what a name says:
/// `nightscoutAPIKey` → nightscout api key, `auth_token` → auth token, `m5Password2` → m5 password 2.
public enum NameWords {
    public static func split(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(Array(name.utf8)) }
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(current.lowercased()) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else { flush(); continue }
            if let last = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = (last.isLowercase && character.isUppercase)
                    || (last.isLetter != character.isLetter)
                    || (last.isUppercase && character.isUppercase && next?.isLowercase == true)
                if startsWord { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// `split` for ASCII names (nearly every identifier), on bytes: the same rules, without
    /// the Unicode character classification that made `split` the costliest step of a check.
    private static func splitASCII(_ bytes: [UInt8]) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, byte) in bytes.enumerated() {
            let isLetter = isUpper(byte) || isLower(byte)
            guard isLetter || isDigit(byte) else { flush(); continue }
            if let last = current.last {
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let startsWord = (isLower(last) && isUpper(byte))
                    || ((isUpper(last) || isLower(last)) != isLetter)
                    || (isUpper(last) && isUpper(byte) && next.map(isLower) == true)
                if startsWord { flush() }
            }
            current.append(byte)
        }
        flush()
        return words
    }

    /// The capitalised identifiers in a piece of source text, such as the types a type
    /// annotation names: `[String: GADInterstitialAd]?` → `String`, `GADInterstitialAd`.
    public static func classNames(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// The words of every identifier in a piece of source text, e.g. a callee
    /// `AdManager.shared.showInterstitial` → `ad manager shared show interstitial`.
    public static func inText(_ text: String) -> Set<String> {
        Set(split(text))
    }
}
