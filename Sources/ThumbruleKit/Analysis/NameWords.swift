/// Splits identifiers and keys into lowercase words, so checks can read what a name says:
/// `nightscoutAPIKey` → nightscout api key, `auth_token` → auth token, `m5Password2` → m5 password 2.
public enum NameWords {
    public static func split(_ name: String) -> [String] {
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
