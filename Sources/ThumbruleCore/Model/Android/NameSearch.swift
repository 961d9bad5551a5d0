/// Whether any of some texts contains a word, as `String.contains` answers it, asked many times:
/// the texts are one byte buffer (a NUL between them, which no name holds) and each word is
/// searched once. A text that could not be read (nil) may name anything, so then every word is named.
final class NameSearch {
    private let bytes: [UInt8]
    private let holdsUnreadText: Bool
    private var answers: [String: Bool] = [:]

    init(_ texts: [String?]) {
        holdsUnreadText = texts.contains { $0 == nil }
        bytes = Array(texts.compactMap { $0 }.joined(separator: "\u{0}").utf8)
    }

    func names(_ word: String) -> Bool {
        if holdsUnreadText { return true }
        if let known = answers[word] { return known }
        let answer = !word.isEmpty && bytes.contains(utf8: word)
        answers[word] = answer
        return answer
    }
}
