import ThumbruleFrontEnds

/// Optional props no code passes: a component's `iconLeft?:` prop, destructured from its props
/// without a default (`const { iconLeft } = props;`, or in its parameter: `function Header({
/// title, onHelpPress }: Props)`), whose name no other file spells (as code, an
/// attribute or a string) and no element of its own file passes. It is always `undefined`, so what
/// only it shows (`{iconLeft ? (<TouchableOpacity>…) : …}`, `{iconLeft && (…)}`) never renders:
/// those lines are unreachable, and a touchable handed it as a handler (`onPress={onHelpPress}`)
/// has none. Any other use of the name in the file (an object's key, an assignment) keeps them.
enum UnpassedReactNativeProps {
    /// By path, the unpassed props with the lines only each shows.
    static func props(files: [ReactNativeFile]) -> [String: [(name: String, lines: [ClosedRange<Int>])]] {
        var candidates: [(file: Int, name: String, lines: [ClosedRange<Int>])] = []
        for (index, file) in files.enumerated() where file.scope == .app {
            for (name, lines) in shownOnlyWhenPassed(in: file.file) { candidates.append((index, name, lines)) }
        }
        guard !candidates.isEmpty else { return [:] }
        let names = Set(candidates.map(\.name))
        let lengths = Set(names.map(\.utf8.count))
        var spelledIn: [String: Set<Int>] = [:]
        for (index, file) in files.enumerated() {
            let source = file.file.source
            for token in source.tokens.indices {
                let text: String?
                switch source.kind(at: token) {
                case .identifier?, .jsxAttribute?:
                    text = lengths.contains(source.tokens[token].byteRange.count) ? source.text(at: token) : nil
                case .string?:
                    text = source.stringValue(at: token)
                default:
                    text = nil
                }
                if let text, names.contains(text) { spelledIn[text, default: []].insert(index) }
            }
        }
        var result: [String: [(name: String, lines: [ClosedRange<Int>])]] = [:]
        for candidate in candidates where spelledIn[candidate.name] == [candidate.file] {
            result[files[candidate.file].path, default: []].append((candidate.name, candidate.lines))
        }
        return result
    }

    /// Optional props the file takes from `props` or in a parameter, with the lines of what each
    /// shows when set as a JSX condition; only names every mention of which is the type's
    /// `name?:`, the destructuring, or a read.
    static func shownOnlyWhenPassed(in file: JSFile) -> [(String, [ClosedRange<Int>])] {
        let source = file.source
        var destructured: [String: Int] = [:]
        for open in source.tokens.indices where source.kind(at: open) == .leftBrace {
            guard let close = source.partner(of: open) else { continue }
            let fromProps = source.kind(at: close + 1) == .assign && source.isWord("props", at: close + 2)
            let inParameter = source.kind(at: open - 1) == .leftParen && [.colon, .rightParen].contains(source.kind(at: close + 1))
            guard fromProps || inParameter else { continue }
            for token in (open + 1)..<close where source.kind(at: token) == .identifier
                && (source.kind(at: token - 1) == .leftBrace || source.kind(at: token - 1) == .comma)
                && (source.kind(at: token + 1) == .comma || source.kind(at: token + 1) == .rightBrace) {
                destructured[source.text(at: token)] = token
            }
        }
        guard !destructured.isEmpty else { return [] }
        var result: [(String, [ClosedRange<Int>])] = []
        for (name, binding) in destructured.sorted(by: { $0.value < $1.value }) {
            var optional = false
            var plain = true
            var shown: [ClosedRange<Int>] = []
            for token in source.tokens.indices where token != binding && source.tokens[token].byteRange.count == name.utf8.count {
                let kind = source.kind(at: token)
                guard kind == .identifier || kind == .jsxAttribute, source.text(at: token) == name else { continue }
                if kind == .jsxAttribute || source.kind(at: token - 1) == .dot || source.kind(at: token - 1) == .optionalDot {
                    plain = false
                } else if source.kind(at: token + 1) == .question, source.kind(at: token + 2) == .colon {
                    optional = true
                } else if source.kind(at: token + 1) == .colon || source.kind(at: token + 1) == .assign {
                    plain = false
                } else if source.kind(at: token - 1) == .leftBrace, let container = source.partner(of: token - 1) {
                    // `{name ? (…) : …}` or `{name && …}` in JSX.
                    if source.kind(at: token + 1) == .question, let end = source.partner(of: token + 2), end < container {
                        shown.append(source.tokens[token + 2].line...source.tokens[end].line)
                    } else if source.text(at: token + 1) == "&&", token + 2 < container {
                        shown.append(source.tokens[token + 2].line...source.tokens[container - 1].line)
                    }
                }
            }
            if optional, plain { result.append((name, shown)) }
        }
        return result
    }
}
