import ThumbruleCore
import ThumbruleFrontEnds

/// What the React Native checks share: the touchables, and questions about a file's code.
enum ReactNativeCode {
    /// React Native's press-handling components.
    static let touchables: Set<String> = [
        "Pressable", "TouchableOpacity", "TouchableHighlight", "TouchableWithoutFeedback", "TouchableNativeFeedback",
    ]

    /// Whether an element is one of React Native's touchables (`Pressable`, `Animated.Pressable`
    /// or React Native Gesture Handler's touchable of the same name).
    static func isTouchable(_ element: JSXElement) -> Bool {
        touchables.contains(String(element.simpleName))
    }

    /// The literal number an expression holds (`44`, `-2`), if it is one.
    static func number(_ range: Range<Int>, in file: JSFile) -> Double? {
        if case .number(let value) = file.value(of: range) { return value }
        return nil
    }

    /// The value a name is bound to by `const name = …` in the file, if exactly one such binding exists.
    static func constant(_ name: String, in file: JSFile) -> Range<Int>? {
        let source = file.source
        var found: [Range<Int>] = []
        for index in source.tokens.indices where source.isWord(name, at: index) {
            guard ["const", "let", "var"].contains(where: { source.isWord($0, at: index - 1) }), source.kind(at: index + 1) == .assign else { continue }
            let start = index + 2
            var end = start
            while end < source.tokens.count {
                let kind = source.tokens[end].kind
                if kind == .semicolon || kind == .comma || kind == .rightBrace || kind == .rightParen || (end > start && source.tokens[end].followsNewline && kind != .dot && kind != .operator) { break }
                if let partner = source.partner(of: end), partner > end { end = partner }
                end += 1
            }
            if end > start { found.append(start..<end) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The functions a set of token ranges calls that the file declares, followed a few levels:
    /// the bodies code in `ranges` reaches within the file.
    static func reachedBodies(from ranges: [Range<Int>], in file: JSFile, depth: Int = 3) -> [Range<Int>] {
        var bodies = ranges
        var seen = Set<String>()
        var frontier = ranges
        for _ in 0..<depth {
            var next: [Range<Int>] = []
            for range in frontier {
                for call in file.calls where range.contains(call.nameToken) && (call.receiver.isEmpty || call.receiver == ["this"]) {
                    guard seen.insert(call.name).inserted else { continue }
                    for function in file.functions where function.name == call.name { next.append(function.body) }
                }
            }
            bodies += next
            frontier = next
            if next.isEmpty { break }
        }
        return bodies
    }
}

/// Files for React Native examples.
enum ReactNativeExample {
    /// A `package.json` naming React Native and these packages.
    static func package(_ dependencies: [String] = []) -> (String, String) {
        let entries = (["\"react-native\": \"0.74.0\""] + dependencies.map { "\"\($0)\": \"1.0.0\"" }).joined(separator: ", ")
        return ("package.json", "{ \"name\": \"example\", \"dependencies\": { \(entries) } }")
    }
}
