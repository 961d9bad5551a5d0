import ThumbruleCore

/// What an Objective-C owner sets on its outlets, read from a `.m` / `.mm` file's words and
/// punctuation (`ObjectiveCTokens`: comments and string literals skipped; the engine parses no Objective-C):
/// `self.emailField.textContentType = …`, `_emailField.textContentType = …` and
/// `[self.emailField setTextContentType:…]`, each kept with the `@implementation` class it is
/// written in. A view an owned part leads to counts for the outlet (`self.button.titleLabel.font`).
///
/// Clearing a value (`setTitle:nil`) sets nothing, and hiding a view from VoiceOver
/// (`isAccessibilityElement = NO`) counts only when every value the file writes there hides it.
/// A font written over the document's (`font`, `attributedText`, an attributed title) counts
/// only when the method writing it reaches a text style (`preferredFontForTextStyle:`,
/// `UIFontMetrics`) before the statement ends: a fixed `systemFontOfSize:18` in code keeps the
/// text as fixed as the document's, and no check reads Objective-C to report it there.
enum ObjectiveCOutletSettings {
    /// Members whose value replaces the document's font.
    static let fontReplacing: Set<String> = ["font", "attributedText", "attributedTitle", "titleTextAttributes"]
    /// Words by which Objective-C reaches a font that follows the reader's text size.
    static let scalingFontWords: Set<String> = ["preferredFontForTextStyle", "UIFontMetrics", "scaledFontForFont", "metricsForTextStyle"]

    /// Members that hide a view from VoiceOver, with the value that hides it.
    static let hidingValues: [String: String] = ["isAccessibilityElement": "NO", "accessibilityElementsHidden": "YES"]

    static func settings(in text: String, members: Set<String>, ownedParts: Set<String>) -> [InterfaceBuilderCode.Setting] {
        let tokens = ObjectiveCTokens.tokens(of: text)
        var found: [InterfaceBuilderCode.Setting] = []
        // Values written to the members that hide a view, by owner, outlet and member: they
        // settle its name only when every one of them hides it.
        var hiding: [InterfaceBuilderCode.Setting: Bool] = [:]
        var owner: String?
        var depth = 0
        var blockStart = 0
        var index = 0
        func word(_ at: Int) -> String? { at < tokens.count && tokens[at].isWord ? tokens[at].text : nil }
        func punct(_ at: Int, _ mark: String) -> Bool { at < tokens.count && !tokens[at].isWord && tokens[at].text == mark }
        while index < tokens.count {
            defer { index += 1 }
            if punct(index, "{") { if depth == 0 { blockStart = index }; depth += 1; continue }
            if punct(index, "}") { depth = max(0, depth - 1); continue }
            if punct(index, "@"), word(index + 1) == "implementation", let name = word(index + 2) { owner = name; continue }
            guard let owner else { continue }
            // The receiver: `self.outlet` (not after a `.`, so `other.self.x` is no match) or `_outlet`.
            let receiver: (outlet: String, end: Int)
            if word(index) == "self", !punct(index - 1, "."), punct(index + 1, "."), let name = word(index + 2) {
                receiver = (name, index + 3)
            } else if let name = word(index), name.hasPrefix("_"), name.count > 1, !punct(index - 1, "."), punct(index + 1, ".") {
                receiver = (String(name.dropFirst()), index + 1)
            } else {
                continue
            }
            var next = receiver.end
            if punct(next, "."), let part = word(next + 1), ownedParts.contains(part) { next += 2 }
            let member: String
            if punct(next, "."), let name = word(next + 1), punct(next + 2, "="), !punct(next + 3, "=") {
                member = name
            } else if punct(index - 1, "["), let setter = word(next), setter.hasPrefix("set"), setter.count > 3, punct(next + 1, ":") {
                let rest = setter.dropFirst(3)
                member = rest.prefix(1).lowercased() + rest.dropFirst()
            } else {
                continue
            }
            guard members.contains(member) else { continue }
            // The value: after `=`, or after the setter's `:`, up to the end of the statement.
            var end = next
            while end < tokens.count, !punct(end, ";") { end += 1 }
            let valueStart = punct(next, ".") ? next + 3 : next + 2
            let value = tokens[min(valueStart, end)..<end]
            // Clearing a value (`[self.sendButton setTitle:nil forState:…]`) sets nothing.
            if value.first?.text == "nil" { continue }
            if fontReplacing.contains(member) {
                let method = tokens[blockStart..<min(end, tokens.count)]
                guard method.contains(where: { $0.isWord && scalingFontWords.contains($0.text) }) else { continue }
            }
            let setting = InterfaceBuilderCode.Setting(member: member, outlet: receiver.outlet, qualified: false, type: owner)
            if let hides = hidingValues[member] {
                let hidden = value.count == 1 && value.first?.text == hides
                hiding[setting] = (hiding[setting] ?? true) && hidden
                continue
            }
            found.append(setting)
        }
        return found + hiding.filter(\.value).keys
    }
}
