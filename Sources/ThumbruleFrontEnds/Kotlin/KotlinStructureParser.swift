/// The structure pass behind `KotlinFile`: walks tokens region by region (a region is the
/// inside of a bracket pair the lexer matched) and records declarations, calls and
/// assignments. It is not a parser of Kotlin's grammar: it recognises shapes
/// (`name(…)`, `name { }`, `fun name(…)`, `a.b = v`) and steps over everything else.
///
/// Every loop advances at least one token, every region is bounded by its partner (or the
/// enclosing region's end when unclosed), and recursion stops at `maximumDepth`, so no input
/// can make it loop or exhaust the stack.
struct KotlinStructureParser {
    struct Context {
        var container: KotlinCallContainer?
        var function: Int?
        var type: Int?
        var depth: Int

        func with(container: KotlinCallContainer?) -> Context {
            var copy = self
            copy.container = container
            return copy
        }

        func deeper() -> Context {
            var copy = self
            copy.depth += 1
            return copy
        }
    }

    /// How deep brackets may nest before the pass skips their inside: far beyond real code
    /// (about 30 levels in large Compose apps) and well within a test thread's stack.
    static let maximumDepth = 120

    let source: KotlinSource
    let tokens: [KotlinToken]
    let words: [KotlinKeyword]
    let groovy: Bool
    let count: Int

    var packageName: String?
    var imports: [KotlinImport] = []
    var fileAnnotations: [KotlinAnnotation] = []
    var types: [KotlinTypeDeclaration] = []
    var functions: [KotlinFunction] = []
    var properties: [KotlinProperty] = []
    var calls: [KotlinCall] = []
    var assignments: [KotlinAssignment] = []
    var issues: [SyntaxIssue] = []
    private var reportedDepth = false

    init(source: KotlinSource) {
        self.source = source
        tokens = source.tokens
        count = tokens.count
        groovy = source.dialect == .groovy
        let groovy = self.groovy
        words = source.bytes.withUnsafeBufferPointer { bytes in
            source.tokens.map { token in
                let word = KotlinKeyword.classify(token, in: bytes)
                if !groovy && (word == .def || word == .new) { return .none }
                return word
            }
        }
    }

    mutating func run() {
        walk(0, count, Context(container: nil, function: nil, type: nil, depth: 0))
    }

    // MARK: - Token helpers

    @inline(__always) func kind(_ i: Int) -> KotlinTokenKind? { i < count ? tokens[i].kind : nil }

    @inline(__always) func isName(_ i: Int) -> Bool {
        guard i < count else { return false }
        let kind = tokens[i].kind
        return kind == .backtickIdentifier || (kind == .identifier && !words[i].isHard)
    }

    /// The index after the bracket or string opening at `i`, bounded by `end`.
    @inline(__always) func after(_ i: Int, _ end: Int) -> Int {
        if let partner = source.partner(of: i), partner > i, partner < end { return partner + 1 }
        return end
    }

    /// The end of the inside of the bracket opening at `i` (its partner, or `end`).
    @inline(__always) func inner(_ i: Int, _ end: Int) -> Int {
        if let partner = source.partner(of: i), partner > i, partner < end { return partner }
        return end
    }

    func position(_ i: Int) -> TextPosition {
        i < count ? tokens[i].position : TextPosition(offset: source.bytes.count, line: (tokens.last?.line ?? 1), column: 1)
    }

    func isAdjacent(_ a: Int, _ b: Int) -> Bool {
        a >= 0 && b < count && tokens[a].endOffset == tokens[b].offset
    }

    func isOperator(_ i: Int, _ text: StaticString) -> Bool {
        i < count && tokens[i].kind == .operator && source.tokenIs(i, text)
    }

    /// Whether `i` starts a statement: the region's first token, after a line break, `;`, `{` or `->`.
    func startsStatement(_ i: Int, regionStart: Int) -> Bool {
        if i == regionStart || tokens[i].followsNewline { return true }
        let previous = tokens[i - 1].kind
        return previous == .semicolon || previous == .leftBrace || previous == .arrow
    }

    // MARK: - Regions

    /// Whether the pass may go one level deeper; records the first time it may not.
    mutating func withinDepth(_ context: Context, _ start: Int) -> Bool {
        guard context.depth >= Self.maximumDepth else { return true }
        if !reportedDepth {
            reportedDepth = true
            issues.append(SyntaxIssue(kind: .nestingTooDeep, position: position(start)))
        }
        return false
    }

    /// Walks the tokens in `[start, end)`.
    mutating func walk(_ start: Int, _ end: Int, _ context: Context) {
        guard start < end, withinDepth(context, start) else { return }
        let context = context.deeper()
        var i = start
        var annotations: [KotlinAnnotation] = []
        var modifiers: [String] = []
        while i < end {
            let token = tokens[i]
            let before = i
            switch token.kind {
            case .at:
                if i > start, isAdjacent(i - 1, i), tokens[i - 1].kind == .identifier {
                    // A label: `return@forEach`, `this@Activity`, `loop@ for`.
                    i += (i + 1 < end && isAdjacent(i, i + 1) && tokens[i + 1].kind == .identifier) ? 2 : 1
                    continue
                }
                let (annotation, next) = parseAnnotation(i, end, context)
                if let annotation {
                    if annotation.useSite == "file" { fileAnnotations.append(annotation) } else { annotations.append(annotation) }
                }
                i = next
                continue
            case .identifier:
                let word = words[i]
                switch word {
                case .package:
                    let (path, next) = dottedName(i + 1, end)
                    if packageName == nil, !path.isEmpty { packageName = path }
                    i = next
                case .import:
                    i = parseImport(i, end)
                case .modifier, .companion:
                    if declarationFollows(i, end) {
                        modifiers.append(source.text(at: i))
                        i += 1
                        continue
                    }
                    i = statement(i, start, end, context)
                case .class, .interface:
                    i = parseType(i, end, context, annotations, modifiers)
                case .object:
                    i = parseType(i, end, context, annotations, modifiers)
                case .fun:
                    if i + 1 < end, words[i + 1] == .interface {
                        modifiers.append("fun")
                        i += 1
                        continue
                    }
                    i = parseFunction(i, end, context, annotations, modifiers)
                case .val, .var:
                    i = parseProperty(i, end, context, annotations, modifiers, mutable: word == .var)
                case .def:
                    if isName(i + 1) {
                        i = parseProperty(i, end, context, annotations, modifiers, mutable: true)
                    } else {
                        i += 1
                    }
                case .typealias:
                    i = skipTypeAlias(i, end)
                case .constructor where kind(i + 1) == .leftParen && context.type != nil:
                    i = parseSecondaryConstructor(i, end, context, annotations, modifiers)
                case .`init` where kind(i + 1) == .leftBrace:
                    var body = context
                    body.function = nil
                    walk(i + 2, inner(i + 1, end), body)
                    i = after(i + 1, end)
                case .this, .super, .null, .true, .false, .none, .get, .set, .where, .by, .constructor, .`init`, .new:
                    if (word == .get || word == .set), context.function == nil, let next = parseAccessor(i, end, context) {
                        i = next
                    } else {
                        i = statement(i, start, end, context)
                    }
                default:
                    i += 1
                }
            case .backtickIdentifier, .stringOpen, .integer, .floatingPoint, .character, .leftParen, .leftBracket:
                i = statement(i, start, end, context)
            case .leftBrace:
                walk(i + 1, inner(i, end), context)
                i = after(i, end)
            case .doubleColon:
                i += isName(i + 1) || kind(i + 1) == .identifier ? 2 : 1
            default:
                i += 1
            }
            if i <= before { i = before + 1 }
            if token.kind != .at && !(token.kind == .identifier && (words[before] == .modifier || words[before] == .companion)) {
                annotations.removeAll(keepingCapacity: true)
                modifiers.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Whether the modifier-like word at `i` is followed by more modifiers, annotations or a
    /// declaration keyword (so `data class` is a modifier, `data.size` is not).
    func declarationFollows(_ i: Int, _ end: Int) -> Bool {
        var k = i + 1
        while k < end {
            if tokens[k].kind == .at { return true }
            switch words[k] {
            case .modifier, .companion: k += 1
            case .class, .interface, .object, .fun, .val, .var, .typealias, .constructor: return true
            case .def: return groovy
            default: return false
            }
        }
        return false
    }

    /// A chain (with its calls) and, if `=` follows, an assignment.
    mutating func statement(_ i: Int, _ regionStart: Int, _ end: Int, _ context: Context) -> Int {
        let atStart = startsStatement(i, regionStart: regionStart)
        let chain = parseChain(i, end, context, commandAllowed: groovy && atStart)
        var next = chain.next
        guard next < end else { return next }
        let isAssign = tokens[next].kind == .assign
        let isCompound = !isAssign && tokens[next].kind == .operator
            && (source.tokenIs(next, "+=") || source.tokenIs(next, "-=") || source.tokenIs(next, "*=") || source.tokenIs(next, "/=") || source.tokenIs(next, "%="))
        if (isAssign || isCompound), chain.isAssignable, !chain.links.isEmpty {
            let valueStart = next + 1
            let valueEnd = expressionEnd(valueStart, end)
            let value = expression(valueStart, valueEnd, context)
            assignments.append(KotlinAssignment(
                target: chain.targetNames, operatorText: source.text(at: next), value: value,
                position: position(i), container: context.container,
                enclosingFunction: context.function, enclosingType: context.type))
            next = valueEnd
        }
        return next
    }

    // MARK: - Chains and calls

    struct Chain {
        var next: Int
        var links: [KotlinChainLink] = []
        /// Names and string subscripts only: can be assigned to.
        var isAssignable = true
        var targetNames: [String] = []
        /// A literal primary's value, for `48.dp` and plain literals.
        var literal: KotlinValue?
        var isCallableReference = false
    }

    /// Parses a primary and its suffixes (`.name`, `?.name`, `(…)`, `{…}`, `[…]`, `!!`),
    /// recording each call with the links before it as its receiver.
    mutating func parseChain(_ i: Int, _ end: Int, _ context: Context, commandAllowed: Bool = false) -> Chain {
        var chain = Chain(next: i + 1)
        var j = i
        let token = tokens[i]
        var safe = false
        switch token.kind {
        case .identifier, .backtickIdentifier:
            let word = words[i]
            if word == .null || word == .true || word == .false {
                chain.literal = word == .null ? .null : .boolean(word == .true)
                chain.links.append(.expression(clippedText(i..<(i + 1))))
                chain.isAssignable = false
                j = i + 1
                break
            }
            if word == .new { j += 1; if j >= end || !isName(j) { chain.next = j; return chain } }
            if word.isHard && word != .this && word != .super && word != .null && word != .true && word != .false {
                chain.next = i + 1
                return chain
            }
            j = nameLink(j, end, context, &chain, safe: false, commandAllowed: commandAllowed)
        case .stringOpen:
            walkString(i, end, context)
            if let value = source.stringLiteral(at: i) { chain.literal = .string(value) } else { chain.literal = .template }
            chain.links.append(.expression(clippedText(i..<min(after(i, end), count))))
            chain.isAssignable = false
            j = after(i, end)
        case .integer, .floatingPoint, .character:
            chain.literal = literalValue(i)
            chain.links.append(.expression(clippedText(i..<(i + 1))))
            chain.isAssignable = false
            j = i + 1
        case .leftParen, .leftBracket:
            walk(i + 1, inner(i, end), context)
            chain.links.append(.expression(clippedText(i..<min(after(i, end), count))))
            chain.isAssignable = false
            j = after(i, end)
        default:
            chain.next = i + 1
            return chain
        }
        // Suffixes.
        while j < end {
            let kind = tokens[j].kind
            if kind == .dot || kind == .safeDot || (groovy && isOperator(j, "*.")) {
                safe = kind == .safeDot
                guard j + 1 < end, tokens[j + 1].kind == .identifier || tokens[j + 1].kind == .backtickIdentifier else { break }
                j = nameLink(j + 1, end, context, &chain, safe: safe, commandAllowed: commandAllowed && !tokens[j + 1].followsNewline)
                continue
            }
            if kind == .doubleColon {
                chain.isCallableReference = true
                chain.isAssignable = false
                j += (j + 1 < end && (tokens[j + 1].kind == .identifier || tokens[j + 1].kind == .backtickIdentifier)) ? 2 : 1
                continue
            }
            if kind == .operator && source.tokenIs(j, "!!") {
                chain.isAssignable = false
                j += 1
                continue
            }
            if kind == .leftBracket && !tokens[j].followsNewline {
                walk(j + 1, inner(j, end), context)
                var key: String?
                if self.kind(j + 1) == .stringOpen, let close = source.partner(of: j + 1), close + 1 == inner(j, end) {
                    key = source.stringLiteral(at: j + 1)
                }
                chain.links.append(.subscript(key))
                if let key { chain.targetNames.append(key) } else { chain.isAssignable = false }
                j = after(j, end)
                continue
            }
            if kind == .leftParen && !tokens[j].followsNewline {
                // Calling a call's result or a parenthesized expression: `factory()(x)`.
                walk(j + 1, inner(j, end), context)
                chain.links.append(.expression(clippedText(j..<min(after(j, end), count))))
                chain.isAssignable = false
                j = after(j, end)
                continue
            }
            break
        }
        chain.next = j
        return chain
    }

    /// At a name inside a chain: records a call when call syntax follows, else a name link.
    /// Returns the index after what it consumed.
    mutating func nameLink(_ n: Int, _ end: Int, _ context: Context, _ chain: inout Chain, safe: Bool, commandAllowed: Bool) -> Int {
        let name = source.name(at: n)
        var j = n + 1
        var typeArguments: String?
        if j < end, tokens[j].kind == .less, let close = typeArgumentsEnd(j, end) {
            let follower = close < end ? tokens[close] : nil
            if let follower, !follower.followsNewline, follower.kind == .leftParen || follower.kind == .leftBrace || follower.kind == .doubleColon {
                typeArguments = source.text(of: j..<close)
                if follower.kind == .doubleColon {
                    chain.links.append(.name(name))
                    chain.isAssignable = false
                    return close
                }
                j = close
            }
        }
        let hasParens = j < end && tokens[j].kind == .leftParen && !tokens[j].followsNewline
        let lambdaAt = hasParens ? lambdaStart(after(j, end), end) : lambdaStart(j, end)
        let isNotCall = words[n].isHard
        if !isNotCall && (hasParens || lambdaAt != nil) {
            let index = recordCall(name: name, nameToken: n, receiver: Self.sincePreviousCall(chain.links), safe: safe, typeArguments: typeArguments, context)
            var k = j
            if hasParens {
                calls[index].hasParentheses = true
                calls[index].arguments = parseArguments(j, inner(j, end), index, context)
                k = after(j, end)
            }
            if let open = lambdaStart(k, end) {
                calls[index].trailingLambda = lambda(open, end, context.with(container: .lambda(call: index)))
                k = after(open, end)
            }
            calls[index].tokenRange = n..<min(k, count)
            chain.links.append(.call(index))
            chain.isAssignable = false
            chain.literal = nil
            return k
        }
        if commandAllowed && !isNotCall, let next = groovyCommand(name: name, nameToken: n, at: j, end, context, &chain, safe: safe) {
            return next
        }
        chain.links.append(.name(name))
        chain.targetNames.append(name)
        if chain.literal != nil, chain.links.count == 2, case .expression = chain.links[0] {
            // `48.dp`: a literal with a unit.
            switch chain.literal {
            case .integer(let value)?: chain.literal = .dimension(Double(value), unit: name)
            case .decimal(let value)?: chain.literal = .dimension(value, unit: name)
            default: chain.literal = nil
            }
        } else {
            chain.literal = nil
        }
        return j
    }

    /// The `{` of a trailing lambda at `k` on the same line, allowing a label (`run outer@{`).
    func lambdaStart(_ k: Int, _ end: Int) -> Int? {
        guard k < end, !tokens[k].followsNewline else { return nil }
        if tokens[k].kind == .leftBrace { return k }
        if tokens[k].kind == .identifier, k + 2 < end, tokens[k + 1].kind == .at, isAdjacent(k, k + 1),
           tokens[k + 2].kind == .leftBrace {
            return k + 2
        }
        return nil
    }

    /// A call keeps only the links since the previous call of its chain (which it names as
    /// `.call`), so a chain of n calls costs n records, not n² links.
    static func sincePreviousCall(_ links: [KotlinChainLink]) -> [KotlinChainLink] {
        guard let last = links.lastIndex(where: { if case .call = $0 { return true } else { return false } }), last > 0 else { return links }
        return Array(links[last...])
    }

    /// Source text of a token range, cut at `KotlinExpression.maximumTextLength` bytes.
    func clippedText(_ range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= count else { return "" }
        let start = tokens[first].offset
        let end = tokens[range.upperBound - 1].endOffset
        guard end - start > KotlinExpression.maximumTextLength else { return source.text(bytes: start..<end) }
        var cut = start + KotlinExpression.maximumTextLength
        // Back up to the start of a UTF-8 character.
        while cut > start, source.bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return source.text(bytes: start..<cut) + "…"
    }

    mutating func recordCall(name: String, nameToken: Int, receiver: [KotlinChainLink], safe: Bool, typeArguments: String?, _ context: Context) -> Int {
        let index = calls.count
        calls.append(KotlinCall(
            name: name, nameToken: nameToken, position: tokens[nameToken].position, receiver: receiver,
            isSafeCall: safe, typeArguments: typeArguments, arguments: [], hasParentheses: false,
            trailingLambda: nil, isCommand: false, container: context.container,
            enclosingFunction: context.function, enclosingType: context.type, nextInChain: nil,
            tokenRange: nameToken..<(nameToken + 1)))
        for link in receiver.reversed() {
            if case .call(let previous) = link {
                calls[previous].nextInChain = index
                break
            }
        }
        return index
    }

    /// Arguments inside `(open, close)`, split at top-level commas.
    mutating func parseArguments(_ open: Int, _ close: Int, _ call: Int, _ context: Context) -> [KotlinArgument] {
        var arguments: [KotlinArgument] = []
        var k = open + 1
        while k < close {
            var e = k
            while e < close, tokens[e].kind != .comma {
                let kind = tokens[e].kind
                if kind.isOpener || kind == .stringOpen {
                    e = after(e, close)
                } else if kind == .less, e > k, let typeEnd = typeArgumentsEnd(e, close),
                          typeEnd < close, tokens[typeEnd].kind == .leftParen || tokens[typeEnd].kind == .doubleColon {
                    e = typeEnd
                } else {
                    e += 1
                }
            }
            if e > k {
                arguments.append(argument(k, e, context.with(container: .argument(call: call, index: arguments.count))))
            }
            k = e + 1
        }
        return arguments
    }

    mutating func argument(_ start: Int, _ end: Int, _ context: Context) -> KotlinArgument {
        var valueStart = start
        var label: String?
        if start + 1 < end, tokens[start].kind == .identifier || tokens[start].kind == .backtickIdentifier,
           tokens[start + 1].kind == .assign {
            label = source.name(at: start)
            valueStart = start + 2
        } else if groovy, start + 1 < end, tokens[start + 1].kind == .colon,
                  tokens[start].kind == .identifier || tokens[start].kind == .stringOpen {
            label = tokens[start].kind == .identifier ? source.name(at: start) : nil
            valueStart = start + 2
        } else if groovy, tokens[start].kind == .stringOpen, let close = source.partner(of: start), close + 1 < end,
                  tokens[close + 1].kind == .colon {
            label = source.stringLiteral(at: start)
            valueStart = close + 2
        }
        var isSpread = false
        if valueStart < end, isOperator(valueStart, "*") {
            isSpread = true
            valueStart += 1
        }
        return KotlinArgument(label: label, isSpread: isSpread, expression: expression(valueStart, end, context))
    }

    /// Walks `[start, end)` as one expression and says what it is.
    mutating func expression(_ start: Int, _ end: Int, _ context: Context) -> KotlinExpression {
        let end = max(start, min(end, count))
        var value = KotlinValue.other
        let context = context.deeper()
        if start < end, withinDepth(context, start) {
            let first = tokens[start].kind
            if first == .leftBrace, after(start, end) == end {
                let lambda = lambda(start, end, context)
                value = .lambda(lambda)
            } else if first == .operator, source.tokenIs(start, "-"), start + 2 == end,
                      let literal = literalValue(start + 1) {
                switch literal {
                case .integer(let number): value = .integer(-number)
                case .decimal(let number): value = .decimal(-number)
                default: break
                }
            } else if first == .doubleColon || (isName(start) && kind(start + 1) == .doubleColon) {
                var names: [String] = []
                var k = start
                while k < end {
                    if tokens[k].kind == .identifier || tokens[k].kind == .backtickIdentifier { names.append(source.name(at: k)) }
                    else if tokens[k].kind != .doubleColon && tokens[k].kind != .dot { names = []; break }
                    k += 1
                }
                value = names.isEmpty ? .other : .callableReference(names)
                walk(start, end, context)
            } else if isName(start) || first == .stringOpen || first == .integer || first == .floatingPoint
                        || first == .character || first == .leftParen || first == .leftBracket
                        || (first == .identifier && [.this, .super, .null, .true, .false].contains(words[start])) {
                let chain = parseChain(start, end, context)
                if chain.next >= end {
                    value = chainValue(chain)
                } else {
                    walk(chain.next, end, context)
                }
            } else {
                walk(start, end, context)
            }
        }
        let text = start < end ? clippedText(start..<end) : ""
        return KotlinExpression(tokenRange: start..<end, position: position(start), text: text, value: value)
    }

    func chainValue(_ chain: Chain) -> KotlinValue {
        if chain.isCallableReference { return .other }
        if let literal = chain.literal { return literal }
        guard let last = chain.links.last else { return .other }
        if case .call(let index) = last { return .call(index) }
        var names: [String] = []
        for link in chain.links {
            guard case .name(let name) = link else { return .other }
            names.append(name)
        }
        return .reference(names)
    }

    func literalValue(_ i: Int) -> KotlinValue? {
        guard i < count else { return nil }
        switch tokens[i].kind {
        case .integer:
            var digits = Array(source.text(at: i).utf8.filter { $0 != UInt8(ascii: "_") })
            var radix = 10
            if digits.count > 2, digits[0] == UInt8(ascii: "0"), digits[1] | 0x20 == UInt8(ascii: "x") { radix = 16; digits.removeFirst(2) }
            else if digits.count > 2, digits[0] == UInt8(ascii: "0"), digits[1] | 0x20 == UInt8(ascii: "b") { radix = 2; digits.removeFirst(2) }
            while let last = digits.last, !(radix == 16 ? (last | 0x20) &- 0x61 < 6 || last &- 0x30 < 10 : last &- 0x30 < 10) {
                digits.removeLast()
            }
            if radix == 10 {
                while let last = digits.last, last &- 0x30 >= 10 { digits.removeLast() }
            }
            guard let number = Int(String(decoding: digits, as: UTF8.self), radix: radix) else { return .other }
            return .integer(number)
        case .floatingPoint:
            let text = source.text(at: i).filter { $0 != "_" }
            var trimmed = Substring(text)
            while let last = trimmed.last, last.isLetter, last != "e", last != "E" { trimmed = trimmed.dropLast() }
            guard let number = Double(trimmed) else { return .other }
            return .decimal(number)
        case .character:
            return .character
        default:
            return nil
        }
    }

    /// A lambda at `open`: its parameters, then its body walked in `context`.
    mutating func lambda(_ open: Int, _ end: Int, _ context: Context) -> KotlinLambda {
        let close = inner(open, end)
        let (parameters, bodyStart) = lambdaParameters(open, close)
        walk(bodyStart, close, context)
        return KotlinLambda(tokenRange: open..<min(close + 1, count), position: position(open), parameters: parameters)
    }

    /// `{ a, b: Int, (c, d) -> …`: names before a top-level `->` that only a parameter list can
    /// precede. Returns the names and where the body starts.
    func lambdaParameters(_ open: Int, _ close: Int) -> ([String], Int) {
        var names: [String] = []
        var k = open + 1
        var expectParameter = true
        let limit = min(close, open + 64)
        while k < limit {
            let token = tokens[k]
            switch token.kind {
            case .arrow:
                return expectParameter && !names.isEmpty ? ([], open + 1) : (names, k + 1)
            case .identifier, .backtickIdentifier:
                guard expectParameter, !words[k].isHard else { return ([], open + 1) }
                names.append(source.name(at: k))
                expectParameter = false
                k += 1
            case .leftParen:
                guard expectParameter else { return ([], open + 1) }
                let groupEnd = inner(k, close)
                var m = k + 1
                while m < groupEnd {
                    if tokens[m].kind == .identifier || tokens[m].kind == .backtickIdentifier,
                       tokens[m - 1].kind == .leftParen || tokens[m - 1].kind == .comma {
                        names.append(source.name(at: m))
                    }
                    m += 1
                }
                expectParameter = false
                k = groupEnd + 1
            case .colon:
                guard !expectParameter else { return ([], open + 1) }
                let stop = typeEnd(k + 1, close)
                k = max(stop, k + 1)
            case .comma:
                guard !expectParameter else { return ([], open + 1) }
                expectParameter = true
                k += 1
            default:
                return ([], open + 1)
            }
        }
        return ([], open + 1)
    }

    /// Walks the templates inside a string literal.
    mutating func walkString(_ open: Int, _ end: Int, _ context: Context) {
        let close = inner(open, end)
        var k = open + 1
        while k < close {
            if tokens[k].kind == .templateOpen {
                walk(k + 1, inner(k, close), context)
                k = after(k, close)
            } else {
                k += 1
            }
        }
    }

    // MARK: - Groovy commands

    /// `implementation 'g:a:v'`, `apply plugin: 'x'`, `id 'x' version '1' apply false`: a name
    /// at a statement's start followed on the same line by an argument.
    mutating func groovyCommand(name: String, nameToken: Int, at j: Int, _ end: Int, _ context: Context, _ chain: inout Chain, safe: Bool) -> Int? {
        guard startsCommandArgument(j, end) else { return nil }
        var k = j
        var receiver = chain.links
        var commandName = name
        var commandToken = nameToken
        var lastIndex = -1
        while true {
            let index = recordCall(name: commandName, nameToken: commandToken, receiver: Self.sincePreviousCall(receiver), safe: safe, typeArguments: nil, context)
            calls[index].isCommand = true
            var arguments: [KotlinArgument] = []
            while k < end {
                let argumentEnd = commandArgumentEnd(k, end)
                guard argumentEnd > k else { break }
                arguments.append(argument(k, argumentEnd, context.with(container: .argument(call: index, index: arguments.count))))
                k = argumentEnd
                if k < end, tokens[k].kind == .comma { k += 1 } else { break }
            }
            calls[index].arguments = arguments
            if let open = lambdaStart(k, end) {
                calls[index].trailingLambda = lambda(open, end, context.with(container: .lambda(call: index)))
                k = after(open, end)
            }
            calls[index].tokenRange = commandToken..<min(k, count)
            receiver.append(.call(index))
            lastIndex = index
            // A command chain continues with another name and argument on the same line.
            guard k + 1 < end, isName(k), !tokens[k].followsNewline, startsCommandArgument(k + 1, end) else { break }
            commandName = source.name(at: k)
            commandToken = k
            k += 1
        }
        chain.links = receiver
        chain.isAssignable = false
        chain.literal = nil
        _ = lastIndex
        return k
    }

    /// Whether the token at `j` can begin a command's argument on the same line.
    func startsCommandArgument(_ j: Int, _ end: Int) -> Bool {
        guard j < end, !tokens[j].followsNewline else { return false }
        switch tokens[j].kind {
        case .stringOpen, .integer, .floatingPoint: return true
        case .identifier:
            let word = words[j]
            if word == .in || word == .as || word == .is || word == .else { return false }
            if source.tokenIs(j, "instanceof") { return false }
            return true
        case .backtickIdentifier: return true
        case .operator: return source.tokenIs(j, "-") || source.tokenIs(j, "!")
        default: return false
        }
    }

    /// The end of one command argument: operands joined by binary operators, on one line.
    func commandArgumentEnd(_ start: Int, _ end: Int) -> Int {
        var k = start
        var expectOperand = true
        while k < end {
            let token = tokens[k]
            if k > start && token.followsNewline && !expectOperand { break }
            switch token.kind {
            case .comma, .semicolon, .rightParen, .rightBrace, .rightBracket, .templateClose, .arrow:
                return k
            case .leftBrace:
                // A closure after an argument is the command's trailing lambda.
                if !expectOperand { return k }
                k = after(k, end)
                expectOperand = false
                continue
            case .leftParen, .leftBracket, .stringOpen:
                k = after(k, end)
                expectOperand = false
                continue
            case .dot, .safeDot, .question, .less, .greater, .assign, .colon:
                expectOperand = true
            case .operator:
                expectOperand = !(source.tokenIs(k, "!!") || source.tokenIs(k, "++") || source.tokenIs(k, "--"))
            case .identifier, .backtickIdentifier, .integer, .floatingPoint, .character:
                if !expectOperand {
                    // `id 'x' version '1'`: a new name after a complete operand is a chained command.
                    if words[k] == .as || words[k] == .in || source.tokenIs(k, "instanceof") { expectOperand = true; break }
                    return k
                }
                expectOperand = false
            default:
                expectOperand = false
            }
            k += 1
        }
        return k
    }

    // MARK: - Expression extent

    /// The end of the expression starting at `start` (an assignment's or initializer's value):
    /// a line break ends it unless an operator is pending or the next line continues it.
    func expressionEnd(_ start: Int, _ end: Int) -> Int {
        var k = start
        var expectOperand = true
        while k < end {
            let token = tokens[k]
            if k > start && token.followsNewline && !expectOperand && !continuesExpression(k) { break }
            switch token.kind {
            case .semicolon, .comma, .rightParen, .rightBrace, .rightBracket, .templateClose:
                return k
            case .leftParen, .leftBracket, .leftBrace, .stringOpen:
                k = after(k, end)
                expectOperand = false
                continue
            case .less:
                // `mapOf<String, Int>(…)`: type arguments, whose commas do not end the expression.
                if !expectOperand, let close = typeArgumentsEnd(k, end), close < end,
                   tokens[close].kind == .leftParen || tokens[close].kind == .leftBrace || tokens[close].kind == .doubleColon {
                    k = close
                    continue
                }
                expectOperand = true
            case .dot, .safeDot, .doubleColon, .question, .greater, .assign, .arrow, .colon:
                expectOperand = true
            case .operator:
                expectOperand = !(source.tokenIs(k, "!!") || source.tokenIs(k, "++") || source.tokenIs(k, "--"))
            case .identifier:
                let word = words[k]
                expectOperand = word == .as || word == .is || word == .in || word == .else || word == .if || word == .when
                    || word == .try || word == .catch || word == .finally || word == .return || word == .throw || word == .object
            default:
                expectOperand = false
            }
            k += 1
        }
        return k
    }

    /// Tokens that continue an expression from the previous line.
    func continuesExpression(_ k: Int) -> Bool {
        switch tokens[k].kind {
        case .dot, .safeDot: return true
        case .operator: return source.tokenIs(k, "?:") || source.tokenIs(k, "&&") || source.tokenIs(k, "||")
        case .identifier: return words[k] == .else || words[k] == .catch || words[k] == .finally || words[k] == .as
        default: return false
        }
    }

    // MARK: - Types

    /// The index after type arguments opening at `less`, when the tokens between can only be a
    /// type list; nil when they could be a comparison.
    func typeArgumentsEnd(_ less: Int, _ end: Int) -> Int? {
        var depth = 0
        var k = less
        let limit = min(end, less + 160)
        while k < limit {
            let token = tokens[k]
            switch token.kind {
            case .less: depth += 1
            case .greater:
                depth -= 1
                if depth == 0 { return k + 1 }
            case .identifier, .backtickIdentifier, .dot, .comma, .question, .arrow, .at:
                if token.kind == .identifier, words[k].isHard, words[k] != .in { return nil }
            case .leftParen:
                let close = inner(k, limit)
                guard close < limit else { return nil }
                k = close
            case .operator:
                if !source.tokenIs(k, "*") { return nil }
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    /// The index after a type at `start` (`Map<String, Int>?`, `suspend () -> Unit`,
    /// `@Composable RowScope.() -> Unit`).
    func typeEnd(_ start: Int, _ end: Int) -> Int {
        // Function types chain to the right (`() -> () -> Unit`): loop rather than recurse.
        var k = typeAtomEnd(start, end)
        while k < end, k > start, tokens[k].kind == .arrow {
            let next = typeAtomEnd(k + 1, end)
            if next == k + 1 { return next }
            k = next
        }
        return k
    }

    func typeAtomEnd(_ start: Int, _ end: Int) -> Int {
        var k = start
        while k < end {
            if tokens[k].kind == .at {
                k += 1
                while k < end, tokens[k].kind == .identifier || tokens[k].kind == .dot { k += 1 }
                if k < end, tokens[k].kind == .leftParen, !tokens[k].followsNewline { k = after(k, end) }
            } else if tokens[k].kind == .identifier, words[k] == .modifier || source.tokenIs(k, "out") || (words[k] == .in && isName(k + 1)) {
                k += 1
            } else {
                break
            }
        }
        guard k < end else { return k }
        if tokens[k].kind == .leftParen {
            k = after(k, end)
        } else if tokens[k].kind == .identifier || tokens[k].kind == .backtickIdentifier {
            k += 1
            while k < end {
                if tokens[k].kind == .less, let close = angleEnd(k, end) {
                    k = close
                } else if tokens[k].kind == .dot, k + 1 < end, tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .backtickIdentifier {
                    k += 2
                } else if tokens[k].kind == .dot, k + 1 < end, tokens[k + 1].kind == .leftParen {
                    // A function type with a receiver: `RowScope.() -> Unit`.
                    k = after(k + 1, end)
                    break
                } else {
                    break
                }
            }
        } else if isOperator(k, "*") {
            return k + 1
        } else {
            return k
        }
        while k < end, tokens[k].kind == .question { k += 1 }
        return k
    }

    /// The index after `<…>` in a type, counting nested angles; nil if a token cannot be in a type.
    func angleEnd(_ less: Int, _ end: Int) -> Int? {
        var depth = 0
        var k = less
        while k < end {
            switch tokens[k].kind {
            case .less: depth += 1
            case .greater:
                depth -= 1
                if depth == 0 { return k + 1 }
            case .leftParen, .leftBracket:
                k = inner(k, end)
            case .leftBrace, .rightBrace, .semicolon, .assign, .rightParen, .stringOpen:
                return nil
            case .operator:
                if tokens[k].length == 2, source.bytes[tokens[k].offset] == UInt8(ascii: ">") {
                    // `>=` right after a type (`List<Int>= x`): the `>` closes.
                    depth -= 1
                    if depth == 0 { return k }
                } else if !source.tokenIs(k, "*") {
                    return nil
                }
            default:
                break
            }
            k += 1
        }
        return nil
    }

    func typeText(_ start: Int, _ end: Int) -> String? {
        end > start ? source.text(of: start..<end) : nil
    }

    /// A dotted name starting at `start`: `a.b.c`.
    func dottedName(_ start: Int, _ end: Int) -> (String, Int) {
        var k = start
        var parts: [String] = []
        while k < end, tokens[k].kind == .identifier || tokens[k].kind == .backtickIdentifier {
            parts.append(source.name(at: k))
            k += 1
            guard k + 1 < end, tokens[k].kind == .dot, !tokens[k + 1].followsNewline,
                  tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .backtickIdentifier else { break }
            k += 1
        }
        return (parts.joined(separator: "."), k)
    }

    // MARK: - Declarations

    mutating func parseImport(_ i: Int, _ end: Int) -> Int {
        let (path, afterPath) = dottedName(i + 1, end)
        var k = afterPath
        var wildcard = false
        var alias: String?
        if k + 1 < end, tokens[k].kind == .dot, isOperator(k + 1, "*") {
            wildcard = true
            k += 2
        }
        if k + 1 < end, words[k] == .as, !tokens[k].followsNewline, tokens[k + 1].kind == .identifier || tokens[k + 1].kind == .backtickIdentifier {
            alias = source.name(at: k + 1)
            k += 2
        }
        if !path.isEmpty {
            imports.append(KotlinImport(path: path, alias: alias, isWildcard: wildcard, position: position(i)))
        }
        return max(k, i + 1)
    }

    mutating func parseAnnotation(_ at: Int, _ end: Int, _ context: Context) -> (KotlinAnnotation?, Int) {
        var k = at + 1
        if k < end, tokens[k].kind == .leftBracket {
            // `@[A B]`: several annotations at once.
            walk(k + 1, inner(k, end), context)
            return (nil, after(k, end))
        }
        var useSite: String?
        if k + 1 < end, tokens[k].kind == .identifier, tokens[k + 1].kind == .colon, isAdjacent(k, k + 1) {
            useSite = source.text(at: k)
            k += 2
        }
        let (name, afterName) = dottedName(k, end)
        guard !name.isEmpty else { return (nil, max(k, at + 1)) }
        k = afterName
        if k < end, tokens[k].kind == .less, let close = angleEnd(k, end) { k = close }
        var arguments: [KotlinArgument] = []
        if k < end, tokens[k].kind == .leftParen, !tokens[k].followsNewline {
            arguments = annotationArguments(k, inner(k, end), context)
            k = after(k, end)
        }
        return (KotlinAnnotation(name: name, useSite: useSite, arguments: arguments, position: position(at)), k)
    }

    /// Annotation arguments, whose calls (rare: `@Foo(Bar())`) are walked but not contained.
    mutating func annotationArguments(_ open: Int, _ close: Int, _ context: Context) -> [KotlinArgument] {
        var arguments: [KotlinArgument] = []
        var k = open + 1
        while k < close {
            var e = k
            while e < close, tokens[e].kind != .comma {
                e = tokens[e].kind.isOpener || tokens[e].kind == .stringOpen ? after(e, close) : e + 1
            }
            if e > k { arguments.append(argument(k, e, context)) }
            k = e + 1
        }
        return arguments
    }

    mutating func parseType(_ i: Int, _ end: Int, _ context: Context, _ annotations: [KotlinAnnotation], _ modifiers: [String]) -> Int {
        var kind: KotlinTypeDeclaration.Kind
        switch words[i] {
        case .interface: kind = .interface
        case .object: kind = modifiers.contains("companion") ? .companionObject : .object
        default: kind = modifiers.contains("enum") ? .enumClass : modifiers.contains("annotation") ? .annotationClass : .class
        }
        var k = i + 1
        var name: String?
        if k < end, isName(k), !(words[k] == .where) {
            name = source.name(at: k)
            k += 1
        }
        if name == nil {
            if kind == .companionObject { name = "Companion" } else if kind == .object { kind = .objectExpression }
        }
        if k < end, tokens[k].kind == .less, let close = angleEnd(k, end) { k = close }
        // Primary constructor.
        var constructorStart: Int?
        while k < end, tokens[k].kind == .at || words[k] == .modifier || words[k] == .constructor {
            if tokens[k].kind == .at {
                k = parseAnnotation(k, end, context).1
            } else {
                k += 1
            }
        }
        if k < end, tokens[k].kind == .leftParen, !tokens[k].followsNewline {
            constructorStart = k
            k = after(k, end)
        }
        // Supertypes.
        var supertypes: [String] = []
        var supertypeArguments: [Range<Int>] = []
        var delegates: [Int] = []
        if k < end, tokens[k].kind == .colon {
            k += 1
            while k < end {
                while k < end, tokens[k].kind == .at { k = max(k + 1, parseAnnotation(k, end, context).1) }
                let typeStart = k
                let typeStop = typeEnd(k, end)
                guard typeStop > typeStart else { break }
                var nameEnd = typeStart
                while nameEnd < typeStop, tokens[nameEnd].kind != .less { nameEnd += 1 }
                supertypes.append(source.text(of: typeStart..<nameEnd))
                k = typeStop
                if k < end, tokens[k].kind == .leftParen, !tokens[k].followsNewline {
                    supertypeArguments.append(k..<inner(k, end))
                    k = after(k, end)
                }
                if k < end, words[k] == .by {
                    delegates.append(k + 1)
                    k = expressionEnd(k + 1, end)
                }
                guard k < end, tokens[k].kind == .comma else { break }
                k += 1
            }
        }
        if k < end, words[k] == .where {
            k += 1
            while k < end, tokens[k].kind != .leftBrace,
                  !(tokens[k].followsNewline && tokens[k - 1].kind != .comma && tokens[k - 1].kind != .colon) { k += 1 }
        }
        let index = types.count
        types.append(KotlinTypeDeclaration(
            kind: kind, name: name, modifiers: modifiers, annotations: annotations, supertypes: supertypes,
            enumEntries: [], position: position(i), bodyRange: nil, enclosingType: context.type,
            enclosingFunction: context.function))
        var inside = context
        inside.type = index
        inside.function = nil
        if let constructorStart {
            _ = parseParameters(constructorStart, inner(constructorStart, end), inside, recordProperties: true)
        }
        for range in supertypeArguments { walk(range.lowerBound + 1, range.upperBound, context) }
        for start in delegates { walk(start, expressionEnd(start, end), context) }
        if k < end, tokens[k].kind == .leftBrace, !tokens[k].followsNewline || kind != .objectExpression {
            let close = inner(k, end)
            types[index].bodyRange = (k + 1)..<close
            var bodyStart = k + 1
            if kind == .enumClass {
                let (entries, next) = parseEnumEntries(k + 1, close, inside)
                types[index].enumEntries = entries
                bodyStart = next
            }
            walk(bodyStart, close, inside)
            k = after(k, end)
        }
        return max(k, i + 1)
    }

    /// `A, B(1), C { override fun f() = 2 };` up to the `;` or the first member.
    mutating func parseEnumEntries(_ start: Int, _ end: Int, _ context: Context) -> ([String], Int) {
        var entries: [String] = []
        var k = start
        while k < end {
            while k < end, tokens[k].kind == .at { k = max(k + 1, parseAnnotation(k, end, context).1) }
            guard k < end, isName(k), words[k] != .modifier || !declarationFollows(k, end) else { break }
            if words[k] == .fun || words[k] == .val || words[k] == .var { break }
            entries.append(source.name(at: k))
            k += 1
            if k < end, tokens[k].kind == .leftParen {
                walk(k + 1, inner(k, end), context)
                k = after(k, end)
            }
            if k < end, tokens[k].kind == .leftBrace {
                walk(k + 1, inner(k, end), context)
                k = after(k, end)
            }
            if k < end, tokens[k].kind == .comma { k += 1; continue }
            if k < end, tokens[k].kind == .semicolon { k += 1 }
            break
        }
        return (entries, k)
    }

    /// Reads a dotted, possibly generic and nullable name from `k` (`Modifier.touchTarget`,
    /// `List<T>.second`, `Map.Entry?`): the last name with its token, and where the scan stopped.
    func dottedName(from start: Int, _ end: Int, stopAtHardKeyword: Bool) -> (last: (name: String, token: Int)?, next: Int) {
        var k = start
        var last: (name: String, token: Int)?
        var expectName = true
        while k < end {
            let kind = tokens[k].kind
            if (kind == .identifier || kind == .backtickIdentifier) && expectName {
                if stopAtHardKeyword, words[k].isHard { break }
                last = (source.name(at: k), k)
                expectName = false
                k += 1
            } else if kind == .less, !expectName, let close = angleEnd(k, end) {
                k = close
            } else if kind == .dot || kind == .question, !expectName {
                expectName = kind == .dot ? true : expectName
                k += 1
            } else {
                break
            }
        }
        return (last, k)
    }

    mutating func parseFunction(_ i: Int, _ end: Int, _ context: Context, _ annotations: [KotlinAnnotation], _ modifiers: [String]) -> Int {
        var k = i + 1
        if k < end, tokens[k].kind == .less, let close = angleEnd(k, end) { k = close }
        // Receiver and name: `fun Modifier.touchTarget(`, `fun <T> List<T>.second(`, `fun (A).b(`.
        let headerStart = k
        if k < end, tokens[k].kind == .leftParen, let close = source.partner(of: k), close + 2 < end, tokens[close + 1].kind == .dot {
            k = close + 2
        }
        let header = dottedName(from: k, end, stopAtHardKeyword: false)
        k = header.next
        let name = header.last?.name
        let nameToken = header.last?.token ?? i
        let receiverType = name != nil && nameToken - 1 > headerStart ? source.text(of: headerStart..<(nameToken - 1)) : nil
        var parameters: [KotlinParameter] = []
        var inside = context
        inside.function = functions.count
        let index = functions.count
        var parameterRange: Range<Int>?
        if k < end, tokens[k].kind == .leftParen {
            parameterRange = k..<inner(k, end)
            k = after(k, end)
        }
        var returnType: String?
        if k < end, tokens[k].kind == .colon {
            let typeStop = typeEnd(k + 1, end)
            returnType = typeText(k + 1, typeStop)
            k = max(typeStop, k + 1)
        }
        if k < end, words[k] == .where {
            k += 1
            while k < end, tokens[k].kind != .leftBrace, tokens[k].kind != .assign, !(tokens[k].followsNewline && tokens[k - 1].kind != .comma) { k += 1 }
        }
        guard let name else {
            // An anonymous function: walk it as code.
            if let parameterRange { walk(parameterRange.lowerBound + 1, parameterRange.upperBound, context) }
            if k < end, tokens[k].kind == .leftBrace {
                walk(k + 1, inner(k, end), context)
                return after(k, end)
            }
            return max(k, i + 1)
        }
        functions.append(KotlinFunction(
            name: name, receiverType: receiverType, annotations: annotations, modifiers: modifiers,
            parameters: [], returnType: returnType, position: tokens[nameToken].position, bodyRange: nil,
            enclosingType: context.type, enclosingFunction: context.function, isConstructor: false))
        if let parameterRange {
            parameters = parseParameters(parameterRange.lowerBound, parameterRange.upperBound, inside, recordProperties: false)
        }
        functions[index] = functions[index].with(parameters: parameters)
        k = body(k, end, index, inside)
        return max(k, i + 1)
    }

    /// A function body at `k` (`{ … }` or `= expression`), walked; returns the index after it.
    mutating func body(_ k: Int, _ end: Int, _ function: Int, _ inside: Context) -> Int {
        guard k < end else { return k }
        if tokens[k].kind == .leftBrace {
            let close = inner(k, end)
            functions[function].bodyRange = (k + 1)..<close
            walk(k + 1, close, inside)
            return after(k, end)
        }
        if tokens[k].kind == .assign {
            let stop = expressionEnd(k + 1, end)
            functions[function].bodyRange = (k + 1)..<stop
            walk(k + 1, stop, inside)
            return stop
        }
        return k
    }

    mutating func parseSecondaryConstructor(_ i: Int, _ end: Int, _ context: Context, _ annotations: [KotlinAnnotation], _ modifiers: [String]) -> Int {
        let index = functions.count
        var inside = context
        inside.function = index
        functions.append(KotlinFunction(
            name: "constructor", receiverType: nil, annotations: annotations, modifiers: modifiers, parameters: [],
            returnType: nil, position: position(i), bodyRange: nil, enclosingType: context.type,
            enclosingFunction: context.function, isConstructor: true))
        let open = i + 1
        let parameters = parseParameters(open, inner(open, end), inside, recordProperties: false)
        functions[index] = functions[index].with(parameters: parameters)
        var k = after(open, end)
        if k < end, tokens[k].kind == .colon {
            // `: this(…)` / `: super(…)`
            k += 1
            if k < end, words[k] == .this || words[k] == .super { k += 1 }
            if k < end, tokens[k].kind == .leftParen {
                walk(k + 1, inner(k, end), inside)
                k = after(k, end)
            }
        }
        return max(body(k, end, index, inside), i + 1)
    }

    /// Parameters inside `(open, close)`; with `recordProperties`, `val`/`var` parameters are
    /// also recorded as properties of the type in `context`.
    mutating func parseParameters(_ open: Int, _ close: Int, _ context: Context, recordProperties: Bool) -> [KotlinParameter] {
        var parameters: [KotlinParameter] = []
        var k = open + 1
        while k < close {
            let start = k
            var annotations: [KotlinAnnotation] = []
            var modifiers: [String] = []
            while k < close {
                if tokens[k].kind == .at {
                    let (annotation, next) = parseAnnotation(k, close, context)
                    if let annotation { annotations.append(annotation) }
                    k = max(next, k + 1)
                } else if words[k] == .modifier || words[k] == .val || words[k] == .var, k + 1 < close,
                          isName(k + 1) || words[k + 1] == .modifier || words[k + 1] == .val || words[k + 1] == .var {
                    modifiers.append(source.text(at: k))
                    k += 1
                } else {
                    break
                }
            }
            if k < close, isName(k) || tokens[k].kind == .identifier {
                let nameToken = k
                k += 1
                var type: String?
                if k < close, tokens[k].kind == .colon {
                    let stop = typeEnd(k + 1, close)
                    type = typeText(k + 1, stop)
                    k = max(stop, k + 1)
                }
                var defaultValue: KotlinExpression?
                if k < close, tokens[k].kind == .assign {
                    var e = k + 1
                    while e < close, tokens[e].kind != .comma {
                        e = tokens[e].kind.isOpener || tokens[e].kind == .stringOpen ? after(e, close) : e + 1
                    }
                    defaultValue = expression(k + 1, e, context)
                    k = e
                }
                let parameter = KotlinParameter(
                    name: source.name(at: nameToken), type: type, defaultValue: defaultValue, annotations: annotations,
                    modifiers: modifiers, position: tokens[nameToken].position)
                parameters.append(parameter)
                if recordProperties, modifiers.contains("val") || modifiers.contains("var") {
                    properties.append(KotlinProperty(
                        name: parameter.name, isMutable: modifiers.contains("var"),
                        modifiers: modifiers.filter { $0 != "val" && $0 != "var" }, annotations: annotations,
                        receiverType: nil, type: type, initializer: defaultValue, delegate: nil,
                        position: parameter.position, enclosingType: context.type, enclosingFunction: nil))
                }
            }
            // Skip to the next parameter.
            while k < close, tokens[k].kind != .comma {
                k = tokens[k].kind.isOpener || tokens[k].kind == .stringOpen ? after(k, close) : k + 1
            }
            k += 1
            if k <= start { k = start + 1 }
        }
        return parameters
    }

    mutating func parseProperty(_ i: Int, _ end: Int, _ context: Context, _ annotations: [KotlinAnnotation], _ modifiers: [String], mutable: Bool) -> Int {
        var k = i + 1
        if k < end, tokens[k].kind == .less, let close = angleEnd(k, end) { k = close }
        var names: [(String, Int)] = []
        var receiverType: String?
        if k < end, tokens[k].kind == .leftParen {
            // Destructuring: `val (a, b) = pair`.
            let close = inner(k, end)
            var m = k + 1
            while m < close {
                if isName(m), tokens[m - 1].kind == .leftParen || tokens[m - 1].kind == .comma { names.append((source.name(at: m), m)) }
                m += 1
            }
            k = after(k, end)
        } else {
            let headerStart = k
            let header = dottedName(from: k, end, stopAtHardKeyword: true)
            k = header.next
            let lastName = header.last.map { ($0.name, $0.token) }
            if let lastName {
                names.append(lastName)
                if lastName.1 - 1 > headerStart { receiverType = source.text(of: headerStart..<(lastName.1 - 1)) }
            }
        }
        var type: String?
        if k < end, tokens[k].kind == .colon {
            let stop = typeEnd(k + 1, end)
            type = typeText(k + 1, stop)
            k = max(stop, k + 1)
        }
        var initializer: KotlinExpression?
        var delegate: KotlinExpression?
        if k < end, tokens[k].kind == .assign {
            let stop = expressionEnd(k + 1, end)
            initializer = expression(k + 1, stop, context)
            k = stop
        } else if k < end, words[k] == .by {
            let stop = expressionEnd(k + 1, end)
            delegate = expression(k + 1, stop, context)
            k = stop
        }
        for (name, token) in names {
            properties.append(KotlinProperty(
                name: name, isMutable: mutable, modifiers: modifiers, annotations: annotations, receiverType: receiverType,
                type: type, initializer: initializer, delegate: delegate, position: tokens[token].position,
                enclosingType: context.type, enclosingFunction: context.function))
        }
        return max(k, i + 1)
    }

    /// `get() = …`, `get() { … }`, `set(value) { … }` after a member property; nil when the
    /// word is a call (`get(key)` used as a statement).
    mutating func parseAccessor(_ i: Int, _ end: Int, _ context: Context) -> Int? {
        var k = i + 1
        if k < end, tokens[k].kind == .leftParen {
            k = after(k, end)
        } else {
            // A bare `get`/`private set` with no body.
            return (k >= end || tokens[k].followsNewline || tokens[k].kind == .semicolon || tokens[k].kind == .rightBrace) ? k : nil
        }
        if k < end, tokens[k].kind == .colon {
            k = max(typeEnd(k + 1, end), k + 1)
        }
        guard k < end, tokens[k].kind == .leftBrace || tokens[k].kind == .assign else { return nil }
        if tokens[k].kind == .leftBrace {
            walk(k + 1, inner(k, end), context)
            return after(k, end)
        }
        let stop = expressionEnd(k + 1, end)
        walk(k + 1, stop, context)
        return stop
    }

    func skipTypeAlias(_ i: Int, _ end: Int) -> Int {
        var k = i + 1
        while k < end {
            if tokens[k].followsNewline, k > i + 1, tokens[k - 1].kind != .assign, tokens[k - 1].kind != .arrow, tokens[k - 1].kind != .comma,
               tokens[k].kind != .arrow, tokens[k].kind != .dot {
                break
            }
            if tokens[k].kind == .semicolon || tokens[k].kind.isCloser { break }
            k = tokens[k].kind.isOpener ? after(k, end) : k + 1
        }
        return k
    }
}
