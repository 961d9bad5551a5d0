import ThumbruleFrontEnds

/// A JavaScript or TypeScript file of a React Native app: its structure, its scope from its
/// path, and the lines that only development builds, a debug switch or a simulator show:
/// `if (__DEV__) { … }` and `if (isSimulator) { … }` blocks, `{isDebug && …}` JSX children,
/// the branch `if (isDevice)` leaves to a simulator (`simulatorBranches`), and what a component
/// renders after returning nothing in production (`if (isProd) { return null }`).
public struct ReactNativeFile: Sendable {
    public let path: String
    public let file: JSFile
    public let scope: CodeScope
    /// Lines of `if (__DEV__) { … }` bodies, `{__DEV__ && …}` / `{isDebug && …}` children,
    /// `{(isQAEnv || __DEV__ || profile?.debug) && …}` children (`isDevelopmentDisjunction`),
    /// the rest of a function after `if (isProduction) return null`, and the functions only
    /// such code names (`debugOnlyFunctions`).
    public let debugLines: [ClosedRange<Int>]
    /// Lines of top-level declarations nothing exports or names (`unusedDeclarations`).
    public let unusedLines: [ClosedRange<Int>]
    /// Lines only an optional prop that no code passes shows (`UnpassedReactNativeProps`), set by the model.
    public internal(set) var unpassedLines: [ClosedRange<Int>] = []
    /// Optional props of the file's components that no code passes, always `undefined` (`UnpassedReactNativeProps`), set by the model.
    public internal(set) var unpassedProps: Set<String> = []
    /// Names the file exports only as types: importing them loads none of its code
    /// (`JSImport.Binding.loadsCode(from:)`).
    public let typeExports: Set<String>

    init(path: String, file: JSFile, scope: CodeScope) {
        self.path = path
        self.file = file
        self.scope = scope
        let source = file.source
        /// `__DEV__`, a flag named for debugging (`isDebug`, `debugMode`), which users of a release
        /// build never turn on, or one named for a simulator or emulator (`isSimulator`, from
        /// `DeviceInfo.isEmulator()`), which is true only on developers' machines.
        func isDebugFlag(_ index: Int) -> Bool {
            guard source.kind(at: index) == .identifier else { return false }
            return source.isWord("__DEV__", at: index)
                || NameWords.split(source.text(at: index)).contains { $0 == "debug" || $0 == "simulator" || $0 == "emulator" }
        }
        let flagLines = source.tokens.indices.compactMap { index -> ClosedRange<Int>? in
            guard isDebugFlag(index) else { return nil }
            if source.isWord("if", at: index - 2), source.kind(at: index - 1) == .leftParen,
               source.kind(at: index + 1) == .rightParen, source.kind(at: index + 2) == .leftBrace,
               let close = source.partner(of: index + 2) {
                return source.tokens[index + 2].line...source.tokens[close].line
            }
            if source.kind(at: index - 1) == .leftBrace, source.text(at: index + 1) == "&&", let close = source.partner(of: index - 1) {
                return source.tokens[index - 1].line...source.tokens[close].line
            }
            // `{(… || __DEV__ || …) && …}`.
            if source.isWord("__DEV__", at: index), let group = source.enclosingOpener(of: index), source.kind(at: group) == .leftParen,
               source.kind(at: group - 1) == .leftBrace, let groupEnd = source.partner(of: group), source.text(at: groupEnd + 1) == "&&",
               let close = source.partner(of: group - 1), Self.isDevelopmentDisjunction(group + 1..<groupEnd, in: source, isDebugFlag: isDebugFlag) {
                return source.tokens[group - 1].line...source.tokens[close].line
            }
            return nil
        } + Self.nonProductionRest(of: file) + Self.simulatorBranches(in: source)
        debugLines = flagLines + Self.debugOnlyFunctions(of: file, debugLines: flagLines)
        unusedLines = Self.unusedDeclarations(of: file)
        typeExports = Self.typeExports(of: file)
    }

    /// Lines only a simulator or emulator runs, from expo-device's `isDevice` (true on real
    /// hardware): the `else` block of `if (isDevice) { … }` or `if (Device.isDevice) { … }`, and
    /// the body of `if (!isDevice) { … }` (disciple's "Must use physical device" alert).
    static func simulatorBranches(in source: JSSource) -> [ClosedRange<Int>] {
        source.tokens.indices.compactMap { index -> ClosedRange<Int>? in
            guard source.isWord("isDevice", at: index), source.kind(at: index + 1) == .rightParen, source.kind(at: index + 2) == .leftBrace,
                  let close = source.partner(of: index + 2) else { return nil }
            var start = index - 1
            if source.kind(at: start) == .dot, source.kind(at: start - 1) == .identifier { start -= 2 }
            let negated = source.text(at: start) == "!"
            if negated { start -= 1 }
            guard source.kind(at: start) == .leftParen, source.isWord("if", at: start - 1) else { return nil }
            if negated { return source.tokens[index + 2].line...source.tokens[close].line }
            guard source.isWord("else", at: close + 1), source.kind(at: close + 2) == .leftBrace, let end = source.partner(of: close + 2) else { return nil }
            return source.tokens[close + 2].line...source.tokens[end].line
        }
    }

    /// Lines of top-level components (a capitalised function that renders JSX) the file neither
    /// exports nor names again (`const CreatedByInfoItem = () => …` left behind as work in
    /// progress): no code reaches them, so nothing they render is shown. A name is counted in
    /// code, JSX tags (`<CreatedByInfoItem />`) and strings alike, so any other mention keeps
    /// the declaration. Other functions are left in: a handler may be passed in ways a file
    /// alone does not show.
    static func unusedDeclarations(of file: JSFile) -> [ClosedRange<Int>] {
        let source = file.source
        var declarations: [String: (token: Int, body: Range<Int>)] = [:]
        for function in file.functions {
            guard let name = function.name, name.first?.isUppercase == true, let first = function.body.first,
                  function.body.contains(where: { source.kind(at: $0) == .jsxOpen }) else { continue }
            // The declaration: `const name =` or `function name(`, at the top level, not exported.
            // A function named inside brackets is an expression whose value goes elsewhere
            // (`export default observer(function CommentListHeader() { … })`), no declaration.
            guard let token = (0..<first).reversed().first(where: { source.isWord(name, at: $0) }),
                  ["const", "let", "var", "function"].contains(where: { source.isWord($0, at: token - 1) }),
                  !source.isWord("export", at: token - 2), !source.isWord("default", at: token - 2),
                  source.enclosingOpener(of: token) == nil else { continue }
            declarations[name] = (token, function.body)
        }
        guard !declarations.isEmpty else { return [] }
        var mentioned = Set<String>()
        for index in source.tokens.indices {
            let word = mentionedName(at: index, in: source)
            if let word, let declaration = declarations[word], declaration.token != index { mentioned.insert(word) }
        }
        return declarations.filter { !mentioned.contains($0.key) }.values.map { declaration in
            source.tokens[declaration.token].line...source.tokens[max(declaration.token, declaration.body.upperBound - 1)].line
        }
    }

    /// The name a token mentions, as these declarations count mentions: an identifier, a JSX
    /// tag's first name (`Row` of `<Row.Item>`) or a string's text (a name passed by string).
    private static func mentionedName(at index: Int, in source: JSSource) -> String? {
        switch source.kind(at: index) {
        case .identifier?: return source.text(at: index)
        case .jsxName?: return source.text(at: index).split(separator: ".").first.map(String.init)
        case .string?: return source.stringValue(at: index)
        default: return nil
        }
    }

    /// Lines of named functions of the file that only debug code names: a handler such as
    /// `handleDevClearLegacy = async () => {…}` whose one use is `onPress={this.handleDevClearLegacy}`
    /// on a button drawn under `{__DEV__ && …}`, and the functions only such handlers name. Every
    /// mention counts, in code, JSX tags and strings, outside the function's own declaration and
    /// body; a function nothing names (a lifecycle method React calls, a handler passed on in ways
    /// the file does not show) or that the file exports stays shipping.
    static func debugOnlyFunctions(of file: JSFile, debugLines: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        guard !debugLines.isEmpty else { return [] }
        let source = file.source
        /// `const name = …`, `function name(…)` or a member of a class body; an object's key
        /// (`{ onPress: () => … }`) is left out, since a library may call it by that name.
        func isDeclaration(_ token: Int) -> Bool {
            if ["const", "let", "var", "function"].contains(where: { source.isWord($0, at: token - 1) }) || source.isWord("function", at: token - 2) {
                return true
            }
            guard let body = source.enclosingBrace(of: token) else { return false }
            var cursor = body.lowerBound - 1
            while cursor >= 0, body.lowerBound - cursor < 40 {
                if source.isWord("class", at: cursor) { return true }
                if [.semicolon, .leftBrace, .rightBrace, .assign, .arrow, .leftParen].contains(source.kind(at: cursor)) { return false }
                cursor -= 1
            }
            return false
        }
        var declarations: [String: [(token: Int, body: Range<Int>)]] = [:]
        for function in file.functions {
            guard let name = function.name, let first = function.body.first,
                  let token = (0..<first).reversed().first(where: { source.isWord(name, at: $0) }),
                  isDeclaration(token) else { continue }
            declarations[name, default: []].append((token, function.body))
        }
        guard !declarations.isEmpty else { return [] }
        // Each name's mentions outside its declarations and their bodies; an exported name is shipping.
        var mentions: [String: [Int]] = [:]
        var exported = Set<String>()
        for index in source.tokens.indices {
            let word = mentionedName(at: index, in: source)
            guard let word, let owned = declarations[word] else { continue }
            if owned.contains(where: { $0.token == index }) {
                if (1...3).contains(where: { source.isWord("export", at: index - $0) }) { exported.insert(word) }
                continue
            }
            if owned.contains(where: { $0.body.contains(index) }) { continue }
            mentions[word, default: []].append(index)
        }
        var debugRanges = debugLines
        var debugNames = Set<String>()
        // Passes until no name is added: a helper only a debug-only handler calls is debug-only too.
        var changed = true
        while changed {
            changed = false
            for (name, tokens) in mentions where !debugNames.contains(name) && !exported.contains(name) && !tokens.isEmpty {
                guard tokens.allSatisfy({ token in
                    let line = source.tokens[token].line
                    return debugRanges.contains { $0.contains(line) }
                }) else { continue }
                debugNames.insert(name)
                debugRanges += declarations[name, default: []].map { source.tokens[$0.token].line...source.tokens[max($0.token, $0.body.upperBound - 1)].line }
                changed = true
            }
        }
        return Array(debugRanges.dropFirst(debugLines.count))
    }

    /// Whether a condition is `__DEV__` or-ed only with flags of other builds a user of the
    /// store build never has: each operand of its top-level `||` names a debug flag or one named
    /// for a QA environment (`JSON.parse(IS_QA_ENV || 'false')`, `customerProfile?.debug`), and
    /// negates nothing. A developer menu drawn on that condition is no release feature.
    static func isDevelopmentDisjunction(_ range: Range<Int>, in source: JSSource, isDebugFlag: (Int) -> Bool) -> Bool {
        /// A lone `!` negates; `!!` only coerces.
        func negates(_ token: Int) -> Bool {
            source.text(at: token) == "!" && source.text(at: token + 1) != "!" && source.text(at: token - 1) != "!"
        }
        // Or-ing and coercion only: `&&`, `??`, comparisons and negations make another condition.
        guard !range.contains(where: { source.kind(at: $0) == .operator && (!["||", "!", "!!"].contains(source.text(at: $0)) || negates($0)) }) else { return false }
        var operands: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = source.partner(of: index), partner > index {
                index = partner + 1
                continue
            }
            if source.text(at: index) == "||" {
                operands.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        operands.append(start..<range.upperBound)
        return operands.count > 1 && operands.allSatisfy { operand in
            operand.contains { token in
                isDebugFlag(token) || source.kind(at: token) == .identifier && NameWords.split(source.text(at: token)).contains("qa")
            }
        }
    }

    /// `if (isProd) { return null }` in a function: a component that renders nothing in
    /// production builds (a flag named for production, `isProd`, `IS_PRODUCTION`), so the lines
    /// after it, to the function's end, show only in other builds.
    static func nonProductionRest(of file: JSFile) -> [ClosedRange<Int>] {
        let source = file.source
        return source.tokens.indices.compactMap { index -> ClosedRange<Int>? in
            guard source.kind(at: index) == .identifier, source.isWord("if", at: index - 2), source.kind(at: index - 1) == .leftParen,
                  source.kind(at: index + 1) == .rightParen,
                  NameWords.split(source.text(at: index)).contains(where: { ["prod", "production"].contains($0.lowercased()) }) else { return nil }
            var cursor = index + 2
            let braced = source.kind(at: cursor) == .leftBrace
            if braced { cursor += 1 }
            guard source.isWord("return", at: cursor), source.isWord("null", at: cursor + 1) else { return nil }
            cursor += 2
            if source.kind(at: cursor) == .semicolon { cursor += 1 }
            if braced {
                guard source.kind(at: cursor) == .rightBrace else { return nil }
            } else {
                cursor -= 1
            }
            guard let function = file.functions.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count }),
                  function.body.upperBound - 1 > cursor else { return nil }
            return source.tokens[cursor].line...source.tokens[function.body.upperBound - 1].line
        }
    }

    /// The scope of a line: a `__DEV__` block's, an unused declaration's or unpassed prop's, else the file's.
    public func scope(atLine line: Int) -> CodeScope {
        guard scope == .app else { return scope }
        if debugLines.contains(where: { $0.contains(line) }) { return .debugOnly }
        if unusedLines.contains(where: { $0.contains(line) }) || unpassedLines.contains(where: { $0.contains(line) }) { return .unreachable }
        return scope
    }

    /// Whether code at this token ships.
    public func ships(_ token: Int) -> Bool {
        scope(atLine: file.source.tokens[token].line) == .app
    }

    public func position(_ position: TextPosition) -> SourcePosition {
        SourcePosition(path: path, line: position.line, column: position.column)
    }

    /// The position of a token.
    public func position(ofToken index: Int) -> SourcePosition {
        position(file.source.tokens[index].position)
    }

    /// The file's name without folders or extension: `App` for `src/App.tsx`.
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Comments holding `text`, with their first line, for suppressions.
    func comments(containing text: String) -> [(text: String, line: Int)] {
        file.source.comments.compactMap { comment in
            let body = file.source.text(bytes: comment.byteRange)
            return body.contains(text) ? (body, comment.line) : nil
        }
    }

    /// Lines in the file.
    var lineCount: Int {
        max(file.source.tokens.last?.line ?? 1, file.source.comments.last?.line ?? 1)
    }
}
