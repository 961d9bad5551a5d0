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
/// unless its file builds a fixed font (`systemFontOfSize:18`, `fontWithName:size:`, which may reach
/// the write through attributes kept in an ivar) and the method writing it reaches no text style
/// (`preferredFontForTextStyle:`, `UIFontMetrics`) before the statement ends: a fixed font in code
/// keeps the text as fixed as the document's, and no check
/// reads Objective-C to report it there. Any other font (a design system's
/// `[SRGFont fontWithStyle:SRGFontStyleBody]`, a class method returning one) counts as replacing
/// it: this reader cannot follow it, and a false finding costs more than a missed one. Attributed
/// text built from the outlet's own font or attributed text (`UIFont *font = self.userLabel.font;`) keeps the document's.
///
/// A category's method setting a member on `self` (`self.font = …` in `@implementation UILabel (PlaySRG)`)
/// is kept as a helper under its selector's first part, and a message to an outlet
/// (`[self.availabilityLabel play_displayAvailabilityBadgeForMedia:media]`) as a call of it,
/// as Swift's extension helpers are. A class's own setting on `self`, or its override of the
/// `accessibilityLabel` getter, counts for every view of that class. An owner that makes itself
/// an outlet's delegate (`self.playbackButton.delegate = self`) and implements a delegate method
/// supplying a label (`playbackButton:accessibilityLabelForState:`) names that outlet, and a
/// view hidden whenever VoiceOver runs (`self.detailsButton.hidden = … || UIAccessibilityIsVoiceOverRunning()`)
/// is kept as `InterfaceBuilderCode.hiddenFromVoiceOver`.
enum ObjectiveCOutletSettings {
    /// Members whose value replaces the document's font.
    static let fontReplacing: Set<String> = ["font", "attributedText", "attributedTitle", "titleTextAttributes"]
    /// Words by which Objective-C reaches a font that follows the reader's text size.
    static let scalingFontWords: Set<String> = ["preferredFontForTextStyle", "UIFontMetrics", "scaledFontForFont", "metricsForTextStyle"]
    /// UIKit's constructors of a font of one literal size.
    static let fixedFontWords: Set<String> = ["systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize",
                                              "monospacedDigitSystemFontOfSize", "monospacedSystemFontOfSize", "fontWithName",
                                              "fontWithSize", "fontWithDescriptor"]
    /// The selector part of a delegate method that supplies a view's accessibility label.
    static let labelSupplyingPrefix = "accessibilityLabel"

    /// Members that hide a view from VoiceOver, with the value that hides it.
    static let hidingValues: [String: String] = ["isAccessibilityElement": "NO", "accessibilityElementsHidden": "YES"]

    static func settings(in text: String, members: Set<String>, ownedParts: Set<String>) -> [InterfaceBuilderCode.Setting] {
        let tokens = ObjectiveCTokens.tokens(of: text)
        var found: [InterfaceBuilderCode.Setting] = []
        // Values written to the members that hide a view, by owner, outlet and member: they
        // settle its name only when every one of them hides it.
        var hiding: [InterfaceBuilderCode.Setting: Bool] = [:]
        // Outlets each owner makes itself the delegate of, and the owners whose delegate methods supply a label.
        var delegated: [InterfaceBuilderCode.Setting] = []
        var labelSuppliers: Set<String> = []
        var owner: String?
        var isCategory = false
        var method: String?
        var depth = 0
        var blockStart = 0
        var index = 0
        func word(_ at: Int) -> String? { at >= 0 && at < tokens.count && tokens[at].isWord ? tokens[at].text : nil }
        func punct(_ at: Int, _ mark: String) -> Bool { at >= 0 && at < tokens.count && !tokens[at].isWord && tokens[at].text == mark }
        // A file that builds a fixed font anywhere may hand it to a write elsewhere (attributes kept in an ivar).
        let fileBuildsFixedFont = tokens.contains { $0.isWord && fixedFontWords.contains($0.text) }
        /// True when the file builds a fixed font and the method up to `end` reaches no text style.
        func buildsFixedFont(upTo end: Int) -> Bool {
            fileBuildsFixedFont && !tokens[blockStart..<min(end, tokens.count)].contains { $0.isWord && scalingFontWords.contains($0.text) }
        }
        /// True when the method up to `end` reads the outlet's own font or attributed text
        /// (`UIFont *font = self.userLabel.font;`, `initWithAttributedString:self.userLabel.attributedText`):
        /// attributed text built from them keeps the document's font.
        func readsOwnFont(of outlet: String, upTo end: Int) -> Bool {
            let own: Set<String> = ["font", "attributedText"]
            return (blockStart..<min(end, tokens.count)).contains { at in
                let named = (word(at) == "self" && punct(at + 1, ".") && word(at + 2) == outlet) ? at + 3
                    : word(at) == "_" + outlet ? at + 1 : nil
                guard let next = named else { return false }
                if punct(next, "."), let read = word(next + 1), own.contains(read) { return !punct(next + 2, "=") }
                return word(next).map(own.contains) == true
            }
        }
        while index < tokens.count {
            defer { index += 1 }
            if punct(index, "{") { if depth == 0 { blockStart = index }; depth += 1; continue }
            if punct(index, "}") { depth = max(0, depth - 1); continue }
            if punct(index, "@"), word(index + 1) == "implementation", let name = word(index + 2) {
                owner = name
                isCategory = punct(index + 3, "(")
                continue
            }
            // What an interface declares, and what follows an implementation's end, belongs to no implementation.
            if punct(index, "@"), word(index + 1) == "interface" || word(index + 1) == "end" { owner = nil; continue }
            guard let owner else { continue }
            // A method's header, `- (NSString *)playbackButton:(…)button accessibilityLabelForState:(…)state`:
            // its selector's first part, and whether a later part supplies a label.
            if depth == 0, punct(index, "-") || punct(index, "+"), punct(index + 1, "(") {
                var at = index + 2
                var open = 1
                while at < tokens.count, open > 0 { if punct(at, "(") { open += 1 } else if punct(at, ")") { open -= 1 }; at += 1 }
                method = word(at)
                if method == "accessibilityLabel", !punct(at + 1, ":"), members.contains("accessibilityLabel") {
                    found.append(.init(member: "accessibilityLabel", outlet: nil, qualified: false, type: owner))
                }
                var part = at + 1
                while part < tokens.count, !punct(part, "{"), !punct(part, ";") {
                    if let name = word(part), punct(part + 1, ":"), part > at + 1, name.hasPrefix(labelSupplyingPrefix) { labelSuppliers.insert(owner) }
                    part += 1
                }
                continue
            }
            // A member set on `self` itself: `self.font = …` in a category's method or a class of its own.
            if depth > 0, word(index) == "self", !punct(index - 1, "."), punct(index + 1, "."), let member = word(index + 2),
               punct(index + 3, "="), !punct(index + 4, "="), members.contains(member) {
                var end = index + 4
                while end < tokens.count, !punct(end, ";") { end += 1 }
                if tokens[min(index + 4, end)..<end].first?.text == "nil" { continue }
                if fontReplacing.contains(member), buildsFixedFont(upTo: end) { continue }
                found.append(.init(member: member, outlet: nil, qualified: false, type: owner, function: isCategory ? method : nil))
                continue
            }
            // The receiver: `self.outlet` (not after a `.`, so `other.self.x` is no match) or `_outlet`.
            let receiver: (outlet: String, end: Int)
            if word(index) == "self", !punct(index - 1, "."), punct(index + 1, "."), let name = word(index + 2) {
                receiver = (name, index + 3)
            } else if let name = word(index), name.hasPrefix("_"), name.count > 1, !punct(index - 1, "."), punct(index + 1, ".") || punct(index - 1, "[") {
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
                // A message to the outlet, `[self.webFirstLabel play_setWebFirstBadge]`: a call of a helper a category may declare.
                if punct(index - 1, "["), let name = word(next), punct(next + 1, "]") || punct(next + 1, ":") {
                    found.append(.init(member: InterfaceBuilderCode.callPrefix + name, outlet: receiver.outlet, qualified: false, type: owner))
                }
                continue
            }
            // The value: after `=`, or after the setter's `:`, up to the end of the statement.
            var end = next
            while end < tokens.count, !punct(end, ";") { end += 1 }
            let valueStart = punct(next, ".") ? next + 3 : next + 2
            let value = tokens[min(valueStart, end)..<end]
            if member == "delegate", value.count == 1, value.first?.text == "self" {
                delegated.append(.init(member: "accessibilityLabel", outlet: receiver.outlet, qualified: false, type: owner))
                continue
            }
            // `hidden = … || UIAccessibilityIsVoiceOverRunning()`: hidden whenever VoiceOver runs.
            if member == "hidden", let test = value.firstIndex(where: { $0.isWord && $0.text == "UIAccessibilityIsVoiceOverRunning" }),
               !punct(test - 1, "!"), !value.contains(where: { $0.text == "&" }) {
                found.append(.init(member: InterfaceBuilderCode.hiddenFromVoiceOver, outlet: receiver.outlet, qualified: false, type: owner))
                continue
            }
            guard members.contains(member) else { continue }
            // Clearing a value (`[self.sendButton setTitle:nil forState:…]`) sets nothing.
            if value.first?.text == "nil" { continue }
            if fontReplacing.contains(member), buildsFixedFont(upTo: end) || readsOwnFont(of: receiver.outlet, upTo: end) { continue }
            let setting = InterfaceBuilderCode.Setting(member: member, outlet: receiver.outlet, qualified: false, type: owner)
            if let hides = hidingValues[member] {
                let hidden = value.count == 1 && value.first?.text == hides
                hiding[setting] = (hiding[setting] ?? true) && hidden
                continue
            }
            found.append(setting)
        }
        let supplied = members.contains("accessibilityLabel") ? delegated.filter { $0.type.map(labelSuppliers.contains) == true } : []
        return found + supplied + hiding.filter(\.value).keys
    }
}
