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

    /// Whether a touchable does nothing when tapped: no handler (`onPress`, `onLongPress`,
    /// `onPressIn`, …), no role and no spread on it or on anything inside it, and no parent that
    /// hands it one (`<Link href="/x" asChild>` gives its child the press). Such a placeholder
    /// (`<TouchableOpacity><Image … /></TouchableOpacity>`) has no action to name, is not
    /// announced as a button and is no target to miss; a dead touchable is another defect. A
    /// handler that is an optional prop no caller passes (`onPress={onHelpPress}`) is none.
    static func isInert(_ element: JSXElement, in file: ReactNativeFile) -> Bool {
        let source = file.file.source
        func acts(_ element: JSXElement) -> Bool {
            element.attributes.contains { attribute in
                if let value = attribute.expression, value.count == 1, file.unpassedProps.contains(source.text(at: value.lowerBound)) { return false }
                return attribute.name.isEmpty || attribute.name == "accessibilityRole" || attribute.name == "role"
                    || attribute.name.hasPrefix("on") && attribute.name.dropFirst(2).first?.isUppercase == true
            }
        }
        let file = file.file
        if let parent = element.parent, file.elements[parent].attribute("asChild") != nil { return false }
        return !acts(element) && !file.elements.contains { element.content.contains($0.openToken) && acts($0) }
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

    /// Words in a call's name (or its receiver's) that say it shows its text to the user.
    static let messageHostWords: Set<String> = ["alert", "toast", "snackbar", "snack", "dialog", "flash"]
    /// Calls that show a message without saying so in their words.
    static let messageHostNames: Set<String> = ["showMessage", "showError", "showErrorMessage"]

    /// Whether a call puts its text in front of the user: `Alert.alert`, `presentAlert`,
    /// `Toast.show`, `showSnackbar`, react-native-flash-message's `showMessage`.
    static func showsMessage(_ call: JSCall) -> Bool {
        if messageHostNames.contains(call.name) { return true }
        let names = [call.name] + (call.receiver.last.map { [$0] } ?? [])
        return names.contains { name in NameWords.split(name).contains { messageHostWords.contains($0.lowercased()) } }
    }

    /// NetInfo's connectivity flags.
    static let netInfoFlags: Set<String> = ["isConnected", "isInternetReachable"]

    /// Code that reacts to a change of NetInfo's flags: the arguments of `NetInfo.addEventListener`
    /// (its callback), and of effects whose dependency list names a flag
    /// (`useEffect(() => { … }, [isConnected])`).
    static func netInfoReactions(in js: JSFile) -> [Range<Int>] {
        let source = js.source
        return js.calls.compactMap { call -> Range<Int>? in
            if call.name == "addEventListener" && call.receiver.last == "NetInfo" { return call.argumentTokens }
            guard ["useEffect", "useLayoutEffect", "useFocusEffect"].contains(call.name), call.arguments.count >= 2,
                  case .array = js.value(of: call.arguments[1]),
                  call.arguments[1].contains(where: { source.kind(at: $0) == .identifier && netInfoFlags.contains(source.text(at: $0)) }) else { return nil }
            return call.argumentTokens
        }
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

/// A block of code that runs when something failed: a `catch (e) { … }` clause, the callback
/// of a promise's `.catch(…)` or an error boundary's `getDerivedStateFromError(error)`, with the name the error is bound to (nil for `catch {` and
/// `.catch(() => …)`). Read by the checks that ask what a failure leads to.
struct ReactNativeErrorHandler {
    /// The error's name, when the handler binds one.
    let variable: String?
    /// The handler's body tokens (braces included, or an arrow's expression).
    let body: Range<Int>
    /// The `catch` token (a boundary's body's `{`).
    let token: Int

    /// Every handler in a file.
    static func all(in js: JSFile) -> [ReactNativeErrorHandler] {
        let source = js.source
        guard source.bytes.contains(utf8: "catch") || source.bytes.contains(utf8: "getDerivedStateFromError") else { return [] }
        var handlers: [ReactNativeErrorHandler] = []
        for function in js.functions where function.name == "getDerivedStateFromError" {
            let first = function.parameters.first.flatMap { source.kind(at: $0) == .identifier ? source.text(at: $0) : nil }
            handlers.append(ReactNativeErrorHandler(variable: first, body: function.body, token: function.body.lowerBound))
        }
        for index in source.tokens.indices where source.isWord("catch", at: index) {
            let previous = source.kind(at: index - 1)
            if previous == .dot || previous == .optionalDot {
                // `.catch((e) => …)`, `.catch(e => …)`, `.catch(function (e) { … })` (`catch` is a
                // keyword to the structure pass, so the call is read here).
                guard source.kind(at: index + 1) == .leftParen, let close = source.partner(of: index + 1),
                      let argument = JSFile.split((index + 2)..<close, in: source).first,
                      let callback = js.functions.first(where: { argument.contains($0.body.lowerBound) && $0.body.upperBound == argument.upperBound }) else { continue }
                let parameters = callback.parameters
                let variable = parameters.first.flatMap { source.kind(at: $0) == .identifier ? source.text(at: $0) : nil }
                handlers.append(ReactNativeErrorHandler(variable: variable, body: callback.body, token: index))
            } else if source.kind(at: index - 1) == .rightBrace {
                // `} catch (e) {` or `} catch {`.
                var open = index + 1
                var variable: String?
                if source.kind(at: open) == .leftParen, let close = source.partner(of: open) {
                    if source.kind(at: open + 1) == .identifier { variable = source.text(at: open + 1) }
                    open = close + 1
                }
                guard source.kind(at: open) == .leftBrace, let end = source.partner(of: open) else { continue }
                handlers.append(ReactNativeErrorHandler(variable: variable, body: open..<(end + 1), token: index))
            }
        }
        return handlers
    }
}
