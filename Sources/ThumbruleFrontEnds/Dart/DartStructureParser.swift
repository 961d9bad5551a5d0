/// The bracket-aware pass that turns `DartSource`'s tokens into `DartFile`'s records.
///
/// Two modes, by region. Declaration regions (the file's top level, class bodies) hold members:
/// a name followed by `(…)` there declares a function or constructor, `=` and `=>` start an
/// expression, and `{` opens a class or function body. Code regions (bodies, initialisers,
/// arguments) hold statements and expressions: a name followed by `(…)` is a call unless a body
/// (`{`, `=>`, `async`) follows it, which makes it a local function; `(…)` followed by a body is
/// a closure. Every bracket is jumped with the lexer's pairs, so unbalanced input degrades to
/// fewer records, never to a hang; nesting past `maximumDepth` is recorded and skipped.
struct DartStructureParser {
    let source: DartSource
    private let tokens: [DartToken]
    private(set) var imports: [DartImport] = []
    private(set) var classes: [DartClass] = []
    private(set) var functions: [DartFunction] = []
    private(set) var calls: [DartCall] = []
    private(set) var issues: [SyntaxIssue] = []
    /// Calls by the index of their closing parenthesis, to link chains.
    private var callByCloser: [Int: Int] = [:]

    static let maximumDepth = 120

    /// Words followed by `(` that are statements or operators, not calls.
    static let controlWords: Set<String> = [
        "if", "for", "while", "switch", "catch", "return", "assert", "await", "throw", "yield",
        "in", "is", "as", "on", "when", "Function", "sync", "async", "else", "do", "case",
    ]

    private struct Context {
        var enclosingClass: Int?
        var enclosingFunction: Int?
        var container: DartCallContainer?
        var depth: Int
    }

    init(source: DartSource) {
        self.source = source
        tokens = source.tokens
    }

    mutating func run() {
        parseDeclarations(0..<tokens.count, Context(enclosingClass: nil, enclosingFunction: nil, container: nil, depth: 0))
    }

    // MARK: - Helpers

    private func word(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return source.text(of: tokens[index])
    }

    private func kind(_ index: Int) -> DartTokenKind? { source.kind(at: index) }

    /// The closer paired with an opener, kept inside `limit` (an unclosed opener runs to the limit).
    private func closer(of open: Int, limit: Int) -> Int {
        guard let partner = source.partner(of: open), partner > open, partner < limit else { return limit }
        return partner
    }

    /// The first `;` (or, with `commas`, `,`) at this level from `start`, or `end`. Type
    /// arguments (`typeArgumentsEnd`) nest like brackets: the comma of
    /// `StoreConnector<AppState, _ViewModel>(…)` or `Map<String, int>.from(…)` ends no argument.
    private func expressionEnd(from start: Int, to end: Int, commas: Bool) -> Int {
        var k = start
        while k < end {
            let kind = tokens[k].kind
            if kind == .semicolon || (commas && kind == .comma) { return k }
            if kind.isOpener || kind == .stringOpen {
                k = closer(of: k, limit: end) + 1
            } else if commas, kind == .less, let close = typeArgumentsEnd(at: k, first: k == start, limit: end) {
                k = close + 1
            } else {
                k += 1
            }
        }
        return end
    }

    /// The `>` closing type arguments that open at the `<` at `open`, or nil when the `<` is a
    /// comparison. Type arguments follow a type's name, capitalised (`Map<`, `_ViewModel<`,
    /// `prefix.Type<`), or any name when they close right before a call's `(` (`read<A, B>(…)`,
    /// which Dart itself reads as a generic call); a lower-case name or a number before `<` is
    /// otherwise a comparison (`a < b, c > d`). Inside, only what a type holds: names, `,`, `.`,
    /// `?`, nested `<…>` and parenthesised record or function parameter types; and a number or
    /// string right after the `>` makes it a comparison after all. A collection literal's type
    /// arguments (`<String, int>{…}`, `<Widget>[…]`) start an operand and close before its `{` or `[`.
    private func typeArgumentsEnd(at open: Int, first: Bool, limit: Int) -> Int? {
        // A keyword before `<` (`const <String, int>{…}`) starts an operand as punctuation does.
        let name = first ? nil : word(open - 1).flatMap { ["const", "return", "await", "yield", "else"].contains($0) ? nil : $0 }
        if name == nil {
            // Only where an operand starts: not after `)`, `]`, a number or a string.
            let previous = first || word(open - 1) != nil ? nil : kind(open - 1)
            if let previous, previous != .comma && previous != .leftParen && previous != .leftBracket && previous != .colon
                && previous != .assign && previous != .arrow && previous != .question { return nil }
        }
        let capitalised = name?.drop { $0 == "_" || $0 == "$" }.first?.isUppercase == true
        var depth = 0
        var k = open
        while k < limit, k - open < 256 {
            switch tokens[k].kind {
            case .less: depth += 1
            case .greater:
                depth -= 1
                if depth == 0 {
                    let next = k + 1 < limit ? tokens[k + 1].kind : nil
                    if name == nil { return next == .leftBrace || next == .leftBracket ? k : nil }
                    if next == .leftParen { return k }
                    guard capitalised else { return nil }
                    switch next {
                    case .integer?, .decimal?, .stringOpen?, .identifier?: return nil
                    default: return k
                    }
                }
            case .identifier, .comma, .dot, .question: break
            case .leftParen:
                k = closer(of: k, limit: limit)
            default: return nil
            }
            k += 1
        }
        return nil
    }

    /// Whether a function body starts at `index`: `{`, `=>`, or `async`/`sync` (with `*`) before one.
    private func bodyStart(at index: Int, limit: Int) -> Int? {
        var k = index
        if let word = word(k), word == "async" || word == "sync" {
            k += 1
            if kind(k) == .operator, source.tokenIs(k, "*") { k += 1 }
        }
        return k < limit && (kind(k) == .leftBrace || kind(k) == .arrow) ? k : nil
    }

    private func isAsync(at index: Int) -> Bool {
        word(index) == "async"
    }

    private mutating func tooDeep(_ index: Int, _ depth: Int) -> Bool {
        guard depth > Self.maximumDepth else { return false }
        if index < tokens.count { issues.append(SyntaxIssue(kind: .nestingTooDeep, position: tokens[index].position)) }
        return true
    }

    /// Skips an annotation starting at `@`: the dotted name and its arguments.
    private func skipAnnotation(_ at: Int, limit: Int) -> Int {
        var k = at + 1
        guard k < limit, kind(k) == .identifier else { return k }
        k += 1
        while k + 1 < limit, kind(k) == .dot, kind(k + 1) == .identifier { k += 2 }
        if k < limit, kind(k) == .leftParen { k = closer(of: k, limit: limit) + 1 }
        return k
    }

    /// Where a `(` starts a call: right after the name, or after type arguments `<…>` that close
    /// just before it (read as `typeArgumentsEnd` reads them). Returns the `(`'s index.
    private func callParen(after name: Int, limit: Int) -> Int? {
        let next = name + 1
        guard next < limit else { return nil }
        if tokens[next].kind == .leftParen { return next }
        guard tokens[next].kind == .less, let close = typeArgumentsEnd(at: next, first: false, limit: limit),
              close + 1 < limit, tokens[close + 1].kind == .leftParen else { return nil }
        return close + 1
    }

    // MARK: - Declarations

    private mutating func parseDeclarations(_ range: Range<Int>, _ context: Context) {
        guard !tooDeep(range.lowerBound, context.depth) else { return }
        let end = range.upperBound
        var i = range.lowerBound
        var typeKind: DartClass.Kind?
        var typeName: String?
        var typePosition: TextPosition?
        var superclass: String?
        var superclassArguments: [String] = []
        var interfaces: [String] = []
        var clause = ""
        var pendingFunction: Int?
        func reset() {
            typeKind = nil
            typeName = nil
            typePosition = nil
            superclass = nil
            superclassArguments = []
            interfaces = []
            clause = ""
            pendingFunction = nil
        }
        while i < end {
            let token = tokens[i]
            switch token.kind {
            case .at:
                i = skipAnnotation(i, limit: end)
            case .semicolon:
                reset()
                i += 1
            case .identifier:
                let name = source.text(of: token)
                if context.enclosingClass == nil, typeKind == nil, pendingFunction == nil,
                   let kind = DartImport.Kind(rawValue: name), kind != .part || word(i + 1) != "of" {
                    i = parseDirective(kind, at: i, limit: end)
                    continue
                }
                if typeKind == nil, pendingFunction == nil, let kind = DartClass.Kind(rawValue: name) {
                    // `extension type` and `mixin class` are still one declaration.
                    typeKind = kind == .mixin && word(i + 1) == "class" ? .class : kind
                    typePosition = token.position
                    i += 1
                    continue
                }
                if typeKind != nil {
                    switch name {
                    case "extends", "with", "implements", "on": clause = name
                    case "type" where typeKind == .extension && typeName == nil: break
                    case "class" where typeName == nil: break
                    default:
                        if typeName == nil && clause.isEmpty {
                            typeName = name
                        } else if (clause == "extends" || (clause == "on" && superclass == nil)) && superclass == nil {
                            superclass = name
                        } else if clause == "extends" && kind(i - 1) != .dot {
                            superclassArguments.append(name)
                        } else if kind(i - 1) != .dot {
                            interfaces.append(name)
                        }
                    }
                    i += 1
                    continue
                }
                if pendingFunction == nil, name == "get" || name == "set", let next = word(i + 1), kind(i + 2) != .leftParen || name == "set" {
                    let index = functions.count
                    let parameters: Range<Int>
                    if name == "set", kind(i + 2) == .leftParen {
                        parameters = (i + 2)..<(closer(of: i + 2, limit: end) + 1)
                    } else {
                        parameters = (i + 2)..<(i + 2)
                    }
                    functions.append(DartFunction(name: next, position: tokens[i + 1].position, enclosingClass: context.enclosingClass,
                                                  enclosingFunction: context.enclosingFunction, parameterRange: parameters, bodyRange: 0..<0, isAsync: false))
                    pendingFunction = index
                    i = parameters.isEmpty ? i + 2 : parameters.upperBound
                    continue
                }
                i += 1
            case .leftParen:
                let close = closer(of: i, limit: end)
                if typeKind == nil, pendingFunction == nil, let nameToken = declarationName(before: i) {
                    var name = source.text(of: tokens[nameToken])
                    if nameToken >= 2, kind(nameToken - 1) == .dot, let owner = word(nameToken - 2) { name = owner + "." + name }
                    if word(nameToken - 1) == "operator" { name = "operator" + name }
                    pendingFunction = functions.count
                    functions.append(DartFunction(name: name, position: tokens[nameToken].position, enclosingClass: context.enclosingClass,
                                                  enclosingFunction: context.enclosingFunction, parameterRange: i..<min(close + 1, end),
                                                  bodyRange: 0..<0, isAsync: isAsync(at: close + 1)))
                }
                i = close + 1
            case .assign, .arrow:
                let stop = expressionEnd(from: i + 1, to: end, commas: false)
                var inner = context
                inner.depth += 1
                if let function = pendingFunction {
                    inner.enclosingFunction = function
                    if token.kind == .arrow { functions[function].bodyRange = (i + 1)..<stop }
                }
                parseCode((i + 1)..<stop, inner)
                i = stop
            case .colon where pendingFunction != nil:
                // A constructor's initializer list runs to its body or the end of the member.
                var stop = i + 1
                while stop < end, tokens[stop].kind != .leftBrace, tokens[stop].kind != .semicolon, tokens[stop].kind != .arrow {
                    stop = tokens[stop].kind.isOpener || tokens[stop].kind == .stringOpen ? closer(of: stop, limit: end) + 1 : stop + 1
                }
                var inner = context
                inner.enclosingFunction = pendingFunction
                inner.depth += 1
                parseCode((i + 1)..<min(stop, end), inner)
                i = stop
            case .leftBrace:
                let close = closer(of: i, limit: end)
                var inner = context
                inner.depth += 1
                if let typeKind, let typePosition {
                    let index = classes.count
                    classes.append(DartClass(kind: typeKind, name: typeName, superclass: superclass, superclassArguments: superclassArguments,
                                             interfaces: interfaces, position: typePosition, bodyRange: i..<min(close + 1, end)))
                    inner.enclosingClass = index
                    parseDeclarations((i + 1)..<close, inner)
                } else if let function = pendingFunction {
                    functions[function].bodyRange = i..<min(close + 1, end)
                    inner.enclosingFunction = function
                    parseCode((i + 1)..<close, inner)
                } else {
                    parseCode((i + 1)..<close, inner)
                }
                reset()
                i = close + 1
            case .leftBracket, .stringOpen, .interpolationOpen:
                i = closer(of: i, limit: end) + 1
            default:
                i += 1
            }
        }
    }

    /// The name token of a declaration whose parameters open at `paren`: `build(`, `Home.named(`,
    /// `map<T>(`, `operator ==(`; nil when the parenthesis follows no name (a record type).
    private func declarationName(before paren: Int) -> Int? {
        var k = paren - 1
        if kind(k) == .greater {
            var depth = 0
            while k >= 0 {
                if tokens[k].kind == .greater { depth += 1 }
                if tokens[k].kind == .less { depth -= 1; if depth == 0 { break } }
                k -= 1
            }
            k -= 1
        }
        guard k >= 0 else { return nil }
        if tokens[k].kind == .identifier { return Self.controlWords.contains(source.text(of: tokens[k])) ? nil : k }
        if tokens[k].kind == .operator || tokens[k].kind == .less || tokens[k].kind == .greater || tokens[k].kind == .assign, word(k - 1) == "operator" { return k }
        return nil
    }

    private mutating func parseDirective(_ kind: DartImport.Kind, at index: Int, limit: Int) -> Int {
        let stop = expressionEnd(from: index + 1, to: limit, commas: false)
        var k = index + 1
        if k < stop, tokens[k].kind == .stringOpen, let uri = source.stringLiteral(at: k) {
            var prefix: String?
            var alternatives: [ConditionalURI] = []
            while k < stop {
                if word(k) == "as", let name = word(k + 1) { prefix = name }
                if word(k) == "if", source.kind(at: k + 1) == .leftParen {
                    let close = closer(of: k + 1, limit: stop)
                    if source.kind(at: close + 1) == .stringOpen, let alternative = source.stringLiteral(at: close + 1) {
                        let condition = (k + 2..<close).map { source.text(of: tokens[$0]) }.joined()
                        alternatives.append(ConditionalURI(condition: condition, uri: alternative))
                    }
                }
                k += 1
            }
            imports.append(DartImport(kind: kind, uri: uri, prefix: prefix, position: tokens[index].position, alternatives: alternatives))
        }
        return stop + 1
    }

    // MARK: - Code

    private mutating func parseCode(_ range: Range<Int>, _ context: Context) {
        guard !range.isEmpty, !tooDeep(range.lowerBound, context.depth) else { return }
        let end = min(range.upperBound, tokens.count)
        var inner = context
        inner.depth += 1
        var i = range.lowerBound
        while i < end {
            let token = tokens[i]
            switch token.kind {
            case .identifier:
                guard let paren = callParen(after: i, limit: end) else { i += 1; continue }
                let name = source.text(of: token)
                let close = closer(of: paren, limit: end)
                if Self.controlWords.contains(name) || kind(i - 1) == .at {
                    parseCode((paren + 1)..<close, inner)
                    i = close + 1
                    continue
                }
                if declaresLocalFunction(at: i), let body = bodyStart(at: close + 1, limit: end) {
                    let function = functions.count
                    functions.append(DartFunction(name: name, position: token.position, enclosingClass: context.enclosingClass,
                                                  enclosingFunction: context.enclosingFunction, parameterRange: paren..<min(close + 1, end),
                                                  bodyRange: 0..<0, isAsync: isAsync(at: close + 1)))
                    i = parseBody(of: function, at: body, limit: end, context)
                    continue
                }
                recordCall(name: i, paren: paren, close: close, limit: end, context)
                i = close + 1
            case .leftParen:
                let close = closer(of: i, limit: end)
                if let body = bodyStart(at: close + 1, limit: end) {
                    let function = functions.count
                    functions.append(DartFunction(name: nil, position: token.position, enclosingClass: context.enclosingClass,
                                                  enclosingFunction: context.enclosingFunction, parameterRange: i..<min(close + 1, end),
                                                  bodyRange: 0..<0, isAsync: isAsync(at: close + 1)))
                    i = parseBody(of: function, at: body, limit: end, context)
                    continue
                }
                parseCode((i + 1)..<close, inner)
                i = close + 1
            case .leftBrace, .leftBracket, .interpolationOpen:
                let close = closer(of: i, limit: end)
                parseCode((i + 1)..<close, inner)
                i = close + 1
            case .at:
                i = skipAnnotation(i, limit: end)
            default:
                i += 1
            }
        }
    }

    /// Whether the name at `index` can start a local function (`int twice(int x) => …`): a
    /// return type precedes it. `A() => …` in a switch expression's case is a pattern and a
    /// call, not a declaration.
    private func declaresLocalFunction(at index: Int) -> Bool {
        switch kind(index - 1) {
        case .greater?, .question?: return true
        case .identifier?:
            let previous = source.text(at: index - 1)
            return !Self.controlWords.contains(previous) && !["new", "const", "return", "else", "case", "default", "final", "var"].contains(previous)
        default: return false
        }
    }

    /// Parses a function's body starting at `{` or `=>`; returns the index after it.
    private mutating func parseBody(of function: Int, at body: Int, limit: Int, _ context: Context) -> Int {
        var inner = context
        inner.enclosingFunction = function
        inner.depth += 1
        if tokens[body].kind == .leftBrace {
            let close = closer(of: body, limit: limit)
            functions[function].bodyRange = body..<min(close + 1, limit)
            parseCode((body + 1)..<close, inner)
            return close + 1
        }
        let stop = expressionEnd(from: body + 1, to: limit, commas: true)
        functions[function].bodyRange = (body + 1)..<stop
        parseCode((body + 1)..<stop, inner)
        return stop
    }

    // MARK: - Calls

    private mutating func recordCall(name: Int, paren: Int, close: Int, limit: Int, _ context: Context) {
        let chain = receiver(before: name)
        var beforeStart = chain.start - 1
        if kind(beforeStart) == .cascade || kind(beforeStart) == .dot { beforeStart = -1 }
        let isConst = word(beforeStart) == "const" || word(beforeStart) == "new"
        let index = calls.count
        calls.append(DartCall(
            name: source.text(of: tokens[name]), nameToken: name, position: tokens[name].position, receiver: chain.links,
            isCascade: chain.cascade, isNullAware: chain.nullAware, isConst: isConst,
            typeArguments: paren > name + 1 ? source.text(of: (name + 1)..<paren) : nil,
            arguments: [], container: context.container, enclosingFunction: context.enclosingFunction,
            enclosingClass: context.enclosingClass, nextInChain: nil, startToken: chain.start,
            tokenRange: chain.start..<min(close + 1, tokens.count)))
        if case .call(let previous)? = chain.links.first { calls[previous].nextInChain = index }
        if close < limit { callByCloser[close] = index }

        var arguments: [DartArgument] = []
        var start = paren + 1
        while start < close {
            let stop = expressionEnd(from: start, to: close, commas: true)
            if stop > start {
                var valueStart = start
                var label: String?
                if stop - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
                    label = source.text(of: tokens[start])
                    valueStart = start + 2
                }
                var inner = context
                inner.container = DartCallContainer(call: index, argument: arguments.count)
                inner.depth += 1
                let functionsBefore = functions.count
                parseCode(valueStart..<stop, inner)
                let value = self.value(of: valueStart..<stop, firstFunction: functionsBefore)
                let position = valueStart < tokens.count ? tokens[min(valueStart, stop - 1)].position : tokens[start].position
                arguments.append(DartArgument(label: label, tokenRange: valueStart..<stop, position: position, value: value))
            }
            start = stop + 1
        }
        calls[index].arguments = arguments
    }

    /// The chain before a call's name, the index of its first token, and how the call is reached.
    private func receiver(before name: Int) -> (links: [DartChainLink], start: Int, cascade: Bool, nullAware: Bool) {
        var k = name - 1
        guard let access = kind(k), access == .dot || access == .nullAwareDot || access == .cascade else { return ([], name, false, false) }
        var links: [DartChainLink] = []
        var start = name
        var steps = 0
        loop: while steps < 256 {
            steps += 1
            // `k` is at a `.`, `?.` or `..`; what precedes it is the receiver.
            k -= 1
            while kind(k) == .bang { k -= 1 }
            primary: while true {
                switch kind(k) {
                case .rightBracket?:
                    // `a[0].b()`: a subscript applies to what precedes it.
                    guard let open = source.partner(of: k), open < k else { break loop }
                    links.insert(.subscript, at: 0)
                    start = open
                    k = open - 1
                    while kind(k) == .bang { k -= 1 }
                case .identifier?:
                    links.insert(.name(source.text(of: tokens[k])), at: 0)
                    start = k
                    break primary
                case .rightParen?:
                    if let call = callByCloser[k] {
                        links.insert(.call(call), at: 0)
                        start = calls[call].startToken
                    } else if let open = source.partner(of: k), open < k {
                        links.insert(.expression(String(source.text(of: open..<(k + 1)).prefix(120))), at: 0)
                        start = open
                    }
                    break loop
                case .stringClose?, .integer?, .decimal?:
                    let open = kind(k) == .stringClose ? min(source.partner(of: k) ?? k, k) : k
                    links.insert(.expression(String(source.text(of: open..<(k + 1)).prefix(120))), at: 0)
                    start = open
                    break loop
                default:
                    break loop
                }
            }
            guard let next = kind(k - 1), next == .dot || next == .nullAwareDot else { break }
            k -= 1
        }
        return (links, start, access == .cascade, access == .nullAwareDot)
    }

    /// What an argument's tokens hold, when it is one simple thing.
    private func value(of range: Range<Int>, firstFunction: Int) -> DartValue {
        guard var first = range.first else { return .other }
        let last = range.upperBound - 1
        if word(first) == "const", first < last { first += 1 }
        let token = tokens[first]
        if first == last {
            switch token.kind {
            case .integer:
                let text = source.text(of: token).replacingOccurrences(of: "_", with: "")
                if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map(DartValue.integer) ?? .other }
                return Int(text).map(DartValue.integer) ?? .other
            case .decimal:
                return Double(source.text(of: token).replacingOccurrences(of: "_", with: "")).map(DartValue.decimal) ?? .other
            case .identifier:
                switch source.text(of: token) {
                case "true": return .boolean(true)
                case "false": return .boolean(false)
                case "null": return .null
                default: return .reference([source.text(of: token)])
                }
            default: return .other
            }
        }
        if token.kind == .operator, source.tokenIs(first, "-"), first + 1 == last, let number = value(of: (first + 1)..<(last + 1), firstFunction: firstFunction).number {
            return .decimal(-number)
        }
        if token.kind == .stringOpen, source.partner(of: first) == last {
            return source.stringLiteral(at: first).map(DartValue.string) ?? .interpolated
        }
        if token.kind == .leftBracket || token.kind == .less, tokens[last].kind == .rightBracket { return .list }
        if tokens[last].kind == .rightParen, let call = callByCloser[last], calls[call].startToken == first {
            return .call(call)
        }
        if token.kind == .leftParen,
           firstFunction < functions.count, functions[firstFunction].isClosure, functions[firstFunction].parameterRange.lowerBound == first,
           functions[firstFunction].bodyRange.upperBound >= last {
            return .function(firstFunction)
        }
        // A dotted name: `BoxFit.scaleDown`, `widget.title`.
        var names: [String] = []
        var k = first
        while k <= last {
            guard tokens[k].kind == .identifier else { return .other }
            names.append(source.text(of: tokens[k]))
            k += 1
            if k > last { break }
            guard tokens[k].kind == .dot else { return .other }
            k += 1
            if k > last { return .other }
        }
        return names.isEmpty ? .other : .reference(names)
    }
}
