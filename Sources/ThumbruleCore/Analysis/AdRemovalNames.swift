import SwiftSyntax

/// Whether a name or text speaks of removing ads, read from `AdNetworks.adRemovalPhrases`.
extension AdNetworks {
    /// True when the words contain one of the ad-removal phrases, in order and adjacent.
    public static func namesAdRemoval(_ words: [String]) -> Bool {
        adRemovalPhrases.contains { phrase in
            words.count >= phrase.count && (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
        }
    }

    /// True when the words of `text` (an identifier, a product id, copy) name ad removal.
    public static func namesAdRemoval(in text: String) -> Bool {
        // Every phrase has "ad" and one of the companion words in it: text without those
        // letters is settled before the split.
        adLetters.matches(text) && companionLetters.matches(text) && namesAdRemoval(NameWords.split(text))
    }

    /// False when the source of `node` cannot name ad removal, tested on the file's bytes
    /// before any text is built.
    public static func mayNameAdRemoval(_ node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        adLetters.matches(node, in: file) && companionLetters.matches(node, in: file)
    }

    private static let adLetters = TextSearch(anyOf: ["ad"], ignoringCase: true)
    /// What each phrase says besides "ad": "remove" for `remove ads` and `removeads`, "free" for `adfree`.
    private static let companionLetters = TextSearch(anyOf: adRemovalPhrases.map { phrase in
        phrase.count > 1 ? phrase.filter { $0 != "ad" && $0 != "ads" }.joined()
            : phrase[0].replacingOccurrences(of: "ads", with: "").replacingOccurrences(of: "ad", with: "")
    }, ignoringCase: true)
}
