/// The structure of one JavaScript, TypeScript or JSX file, found by a bracket-aware pass
/// over `JSSource`'s tokens: imports, calls with their arguments, function bodies and the JSX
/// element tree. Shapes, not types: `Foo(x)` is a call whether `Foo` is a class or a function.
public struct JSFile: Sendable {
    public let source: JSSource
    public let imports: [JSImport]
    /// Every call, in source order of their names.
    public let calls: [JSCall]
    public let functions: [JSFunction]
    /// Every JSX element, in source order of their `<`.
    public let elements: [JSXElement]

    /// Words that are followed by `(` without being calls.
    static let statementWords: Set<String> = [
        "if", "for", "while", "switch", "catch", "with", "return", "typeof", "function", "await", "void",
        "delete", "throw", "in", "of", "instanceof", "yield", "case", "else", "do", "new", "super", "import", "export",
        "async", "keyof", "extends", "implements", "as", "satisfies",
    ]

    public init(source: JSSource) {
        self.source = source
        var imports: [JSImport] = []
        var calls: [JSCall] = []
        var functions: [JSFunction] = []
        var elements: [JSXElement] = []
        let tokens = source.tokens
        var callByCloseParen: [Int: Int] = [:]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if source.isWord("import", at: index), let found = JSFile.importStatement(at: index, in: source) {
                    imports.append(found)
                }
                let open = source.kind(at: index + 1) == .less ? JSFile.parenAfterTypeArguments(index + 1, in: source) : index + 1
                guard source.kind(at: open) == .leftParen, let close = source.partner(of: open) else { break }
                let name = source.text(at: index)
                if source.isWord("function", at: index - 1) || source.isWord("function", at: index - 2) {
                    // `function name(…) {…}`
                    if let body = JSFile.bodyAfterParameters(close, in: source) {
                        functions.append(JSFunction(name: name, body: body, parameters: (open + 1)..<close, position: token.position))
                    }
                    break
                }
                if name == "function" {
                    if let body = JSFile.bodyAfterParameters(close, in: source) {
                        functions.append(JSFunction(name: JSFile.boundName(before: index, in: source), body: body, parameters: (open + 1)..<close, position: token.position))
                    }
                    break
                }
                guard !JSFile.statementWords.contains(name) else { break }
                let previous = source.kind(at: index - 1)
                // `name(…) {` is a method: a call is never followed by a block.
                if previous != .dot && previous != .optionalDot, let body = JSFile.bodyAfterParameters(close, in: source) {
                    functions.append(JSFunction(name: name, body: body, parameters: (open + 1)..<close, position: token.position))
                    break
                }
                let (receiver, chained) = JSFile.receiver(before: index, in: source, callByCloseParen: callByCloseParen, calls: calls)
                let arguments = JSFile.split((open + 1)..<close, in: source)
                if name == "require", let first = arguments.first, first.count == 1, let module = source.stringValue(at: first.lowerBound) {
                    imports.append(JSImport(module: module, bindings: JSFile.requireBindings(before: index, in: source), position: token.position))
                }
                callByCloseParen[close] = calls.count
                calls.append(JSCall(name: name, nameToken: index, receiver: receiver, previousInChain: chained,
                                    openParen: open, closeParen: close, arguments: arguments, position: token.position))
            case .arrow:
                if let function = JSFile.arrowFunction(at: index, in: source) { functions.append(function) }
            case .jsxOpen:
                if let element = JSFile.element(at: index, in: source) { elements.append(element) }
            default:
                break
            }
            index += 1
        }
        JSFile.link(&elements)
        self.imports = imports
        self.calls = calls
        self.functions = functions.sorted { $0.body.lowerBound < $1.body.lowerBound }
        self.elements = elements
    }

    public init(_ text: String, dialect: JSDialect = .tsx) {
        self.init(source: JSSource(text, dialect: dialect))
    }

    public init(bytes: [UInt8], path: String) {
        self.init(source: JSSource(bytes: bytes, dialect: JSDialect(path: path)))
    }

    public var isBalanced: Bool { source.isBalanced }

    /// Calls with this name.
    public func calls(named name: String) -> [Int] {
        calls.indices.filter { calls[$0].name == name }
    }

    /// The local name an import binds for `module`'s export (`default`, `*` or a member).
    public func localNames(importing imported: String, from module: String) -> [String] {
        imports.filter { $0.module == module }.flatMap(\.bindings).filter { $0.imported == imported }.map(\.local)
    }

    /// Whether any import or require names the module (or, ending in `/`, a module under it).
    public func imports(_ module: String) -> Bool {
        imports.contains { module.hasSuffix("/") ? $0.module.hasPrefix(module) : $0.module == module }
    }

    /// The text of a token range.
    public func text(of range: Range<Int>) -> String { source.text(of: range) }

    // MARK: - Values and objects

    /// What a token range holds, when it is one literal, name chain, object or array.
    public func value(of range: Range<Int>) -> JSValue {
        var range = range
        // `(x)`, `x as const`, `x!`: the value inside.
        while range.count >= 2, source.kind(at: range.lowerBound) == .leftParen, source.partner(of: range.lowerBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        if range.count >= 3, source.isWord("as", at: range.upperBound - 2) { range = range.lowerBound..<(range.upperBound - 2) }
        guard let first = range.first else { return .other }
        let tokens = source.tokens
        if range.count == 2, tokens[first].kind == .operator, source.text(at: first) == "-", let number = source.numberValue(at: first + 1) {
            return .number(-number)
        }
        if range.count == 1 {
            switch tokens[first].kind {
            case .number: return source.numberValue(at: first).map(JSValue.number) ?? .other
            case .string: return source.stringValue(at: first).map(JSValue.string) ?? .other
            case .identifier:
                let word = source.text(at: first)
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null", "undefined": return .null
                default: return .reference([word])
                }
            default: return .other
            }
        }
        if tokens[first].kind == .leftBrace, source.partner(of: first) == range.upperBound - 1 { return .object(first) }
        if tokens[first].kind == .leftBracket, source.partner(of: first) == range.upperBound - 1 { return .array(first) }
        if range.count == 2, tokens[first].kind == .templateOpen, tokens[first + 1].kind == .templateClose { return .string("") }
        if range.count == 3, tokens[first].kind == .templateOpen, tokens[first + 1].kind == .templateText, tokens[first + 2].kind == .templateClose {
            return .string(source.text(at: first + 1))
        }
        // A member chain: `a.b.c`, `a?.b`.
        var names: [String] = []
        var expectName = true
        for index in range {
            let kind = tokens[index].kind
            if expectName, kind == .identifier {
                names.append(source.text(at: index))
                expectName = false
            } else if !expectName, kind == .dot || kind == .optionalDot {
                expectName = true
            } else {
                return .other
            }
        }
        return expectName ? .other : .reference(names)
    }

    /// The properties of the object literal whose `{` is at `brace`.
    public func properties(ofObjectAt brace: Int) -> [JSProperty] {
        guard source.kind(at: brace) == .leftBrace, let close = source.partner(of: brace) else { return [] }
        return JSFile.split((brace + 1)..<close, in: source).compactMap { entry in
            guard let first = entry.first else { return nil }
            let kind = source.kind(at: first)
            if kind == .spread { return JSProperty(key: nil, keyToken: first, value: (first + 1)..<entry.upperBound, isSpread: true) }
            var key: String?
            switch kind {
            case .identifier, .number: key = source.text(at: first)
            case .string: key = source.stringValue(at: first)
            default: key = nil
            }
            if entry.count == 1 { return JSProperty(key: key, keyToken: first, value: entry, isSpread: false) }
            if source.kind(at: first + 1) == .colon {
                return JSProperty(key: key, keyToken: first, value: (first + 2)..<entry.upperBound, isSpread: false)
            }
            // A method, a getter or an arrow-typed key: the rest is its value.
            return JSProperty(key: key, keyToken: first, value: (first + 1)..<entry.upperBound, isSpread: false)
        }
    }

    /// The value of a property of the object at `brace`, by key (the last one wins, as in JS).
    public func property(_ key: String, ofObjectAt brace: Int) -> JSProperty? {
        properties(ofObjectAt: brace).last { $0.key == key }
    }

    /// The elements of the array literal whose `[` is at `bracket`.
    public func elements(ofArrayAt bracket: Int) -> [Range<Int>] {
        guard source.kind(at: bracket) == .leftBracket, let close = source.partner(of: bracket) else { return [] }
        return JSFile.split((bracket + 1)..<close, in: source)
    }

    // MARK: - The pass

    /// Splits a token range at commas that no bracket holds; empty pieces (a trailing comma) are dropped.
    public static func split(_ range: Range<Int>, in source: JSSource) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = source.tokens[index].kind
            if kind == .comma {
                if index > start { pieces.append(start..<index) }
                start = index + 1
            } else if let partner = source.partner(of: index), partner > index {
                index = min(partner, range.upperBound - 1)
            }
            index += 1
        }
        if range.upperBound > start { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// The receiver names before a callee, and the call it is chained on.
    static func receiver(before index: Int, in source: JSSource, callByCloseParen: [Int: Int], calls: [JSCall]) -> ([String], Int?) {
        var names: [String] = []
        var cursor = index - 1
        while source.kind(at: cursor) == .dot || source.kind(at: cursor) == .optionalDot {
            let before = cursor - 1
            if source.kind(at: before) == .identifier {
                names.insert(source.text(at: before), at: 0)
                cursor = before - 1
            } else if source.kind(at: before) == .rightParen, let call = callByCloseParen[before] {
                return (calls[call].receiver + [calls[call].name] + names, call)
            } else {
                break
            }
        }
        return (names, nil)
    }

    /// The `(` after type arguments `<…>` starting at `less` (`useState<string>(`), or -1.
    static func parenAfterTypeArguments(_ less: Int, in source: JSSource) -> Int {
        var depth = 0
        var cursor = less
        while cursor < source.tokens.count, cursor - less < 40 {
            switch source.tokens[cursor].kind {
            case .less: depth += 1
            case .greater:
                depth -= 1
                if depth == 0 { return cursor + 1 }
            case .identifier, .dot, .comma, .leftBracket, .rightBracket, .string, .number, .colon, .question:
                break
            case .operator where ["|", "&"].contains(source.text(at: cursor)):
                break
            case .leftBrace, .leftParen:
                // `Array<{ a: number }>`, `Promise<() => void>`: skip the bracket.
                guard let partner = source.partner(of: cursor) else { return -1 }
                cursor = partner
            default:
                return -1
            }
            cursor += 1
        }
        return -1
    }

    /// The `{…}` body after a parameter list's `)`, past a TypeScript or Flow return type.
    static func bodyAfterParameters(_ close: Int, in source: JSSource) -> Range<Int>? {
        var cursor = close + 1
        if source.kind(at: cursor) == .colon {
            // `): Promise<void> {`: a return type holds names, dots, type brackets and unions.
            cursor += 1
            var steps = 0
            while cursor < source.tokens.count, steps < 40, source.kind(at: cursor) != .leftBrace {
                let kind = source.tokens[cursor].kind
                guard kind == .identifier || kind == .dot || kind == .less || kind == .greater || kind == .operator || kind == .leftBracket || kind == .rightBracket || kind == .comma || kind == .string else { return nil }
                cursor += 1
                steps += 1
            }
            // `cond ? f(x) : {…}` and `case f(x): {` have no type between.
            guard steps > 0 else { return nil }
        }
        guard source.kind(at: cursor) == .leftBrace, let end = source.partner(of: cursor) else { return nil }
        return cursor..<(end + 1)
    }

    /// The name an expression at `index` is bound to: `const name = …`, `this.name = …`,
    /// `const Name: FC<Props> = …`, or an object's `name: …`.
    static func boundName(before index: Int, in source: JSSource) -> String? {
        var cursor = index - 1
        if source.isWord("async", at: cursor) { cursor -= 1 }
        if source.kind(at: cursor) == .colon {
            let key = cursor - 1
            guard source.kind(at: key - 1) == .leftBrace || source.kind(at: key - 1) == .comma else { return nil }
            return source.kind(at: key) == .identifier ? source.text(at: key) : source.stringValue(at: key)
        }
        guard source.kind(at: cursor) == .assign else { return nil }
        cursor -= 1
        if source.kind(at: cursor) == .identifier, source.kind(at: cursor - 1) != .colon { return source.text(at: cursor) }
        var steps = 0
        while cursor > 0, steps < 20, source.kind(at: cursor) != .colon {
            cursor -= 1
            steps += 1
        }
        guard source.kind(at: cursor) == .colon, source.kind(at: cursor - 1) == .identifier,
              ["const", "let", "var"].contains(where: { source.isWord($0, at: cursor - 2) }) else { return nil }
        return source.text(at: cursor - 1)
    }

    /// The function an `=>` ends the parameters of.
    static func arrowFunction(at arrow: Int, in source: JSSource) -> JSFunction? {
        let parameters: Range<Int>
        var start: Int
        let before = arrow - 1
        if source.kind(at: before) == .rightParen, let open = source.partner(of: before) {
            parameters = (open + 1)..<before
            start = open
        } else if source.kind(at: before) == .identifier {
            parameters = before..<arrow
            start = before
        } else if let open = returnTypeStart(before: arrow, in: source) {
            // `(x): Type =>`
            parameters = (open + 1)..<max(open + 1, source.partner(of: open) ?? open)
            start = open
        } else {
            return nil
        }
        if source.kind(at: start - 1) == .greater {
            // `<T,>(x: T) =>`: step back over the type parameters.
            var cursor = start - 1
            while cursor > 0, source.kind(at: cursor) != .less { cursor -= 1 }
            start = cursor
        }
        let bodyStart = arrow + 1
        guard bodyStart < source.tokens.count else { return nil }
        let body: Range<Int>
        if source.kind(at: bodyStart) == .leftBrace, let end = source.partner(of: bodyStart) {
            body = bodyStart..<(end + 1)
        } else {
            var cursor = bodyStart
            while cursor < source.tokens.count {
                let kind = source.tokens[cursor].kind
                if kind == .comma || kind == .semicolon || kind == .rightParen || kind == .rightBrace || kind == .rightBracket
                    || kind == .templateExpressionClose || kind == .jsxTagEnd || kind == .jsxSelfClose {
                    break
                }
                if let partner = source.partner(of: cursor), partner > cursor { cursor = partner }
                cursor += 1
            }
            guard cursor > bodyStart else { return nil }
            body = bodyStart..<cursor
        }
        return JSFunction(name: boundName(before: start, in: source), body: body, parameters: parameters, position: source.tokens[start].position)
    }

    /// The `(` of `(x): Type =>`, scanning back over a short return type.
    static func returnTypeStart(before arrow: Int, in source: JSSource) -> Int? {
        var cursor = arrow - 1
        var steps = 0
        while cursor > 0, steps < 20 {
            let kind = source.tokens[cursor].kind
            if kind == .colon, source.kind(at: cursor - 1) == .rightParen { return source.partner(of: cursor - 1) }
            guard kind == .identifier || kind == .dot || kind == .less || kind == .greater || kind == .operator || kind == .leftBracket || kind == .rightBracket else { return nil }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// `import a, { b as c } from 'm'`, `import * as n from 'm'`, `import 'm'`, `import type …`.
    static func importStatement(at index: Int, in source: JSSource) -> JSImport? {
        let tokens = source.tokens
        // `import(…)` is a dynamic import, `.import` a member.
        guard source.kind(at: index + 1) != .leftParen, source.kind(at: index - 1) != .dot else { return nil }
        var bindings: [JSImport.Binding] = []
        var cursor = index + 1
        // `import type … from` (but `import type from` and `import type, { … }` bind a default named `type`).
        let typeOnly = source.isWord("type", at: cursor) && source.kind(at: cursor + 1) != .comma && !source.isWord("from", at: cursor + 1)
        if typeOnly { cursor += 1 }
        var steps = 0
        while cursor < tokens.count, steps < 2000 {
            steps += 1
            switch tokens[cursor].kind {
            case .string:
                return JSImport(module: source.stringValue(at: cursor) ?? "", bindings: bindings, position: tokens[index].position)
            case .operator where source.text(at: cursor) == "*":
                if source.isWord("as", at: cursor + 1), source.kind(at: cursor + 2) == .identifier {
                    bindings.append(.init(imported: "*", local: source.text(at: cursor + 2), isType: typeOnly))
                    cursor += 3
                } else {
                    cursor += 1
                }
            case .identifier:
                if source.isWord("from", at: cursor) { cursor += 1; continue }
                bindings.append(.init(imported: "default", local: source.text(at: cursor), isType: typeOnly))
                cursor += 1
            case .comma:
                cursor += 1
            case .leftBrace:
                guard let close = source.partner(of: cursor) else { return nil }
                for entry in specifiers(cursor, close, in: source) {
                    bindings.append(.init(imported: entry.name, local: entry.alias, isType: typeOnly || entry.isType))
                }
                cursor = close + 1
            default:
                return nil
            }
        }
        return nil
    }

    /// The entries of an `import { … }` or `export { … }` list between `open` and `close`: `a`,
    /// `b as c` (name `b`, alias `c`), `type d` and `type e as f` (written as types, which the
    /// compiler drops), `'g-h' as i`; `type as t` names a member called `type`.
    public static func specifiers(_ open: Int, _ close: Int, in source: JSSource) -> [(name: String, alias: String, isType: Bool)] {
        split((open + 1)..<close, in: source).compactMap { entry in
            var words = entry.filter { source.kind(at: $0) == .identifier || source.kind(at: $0) == .string }.map { source.stringValue(at: $0) ?? source.text(at: $0) }
            let isType = words.first == "type" && (words.count == 2 || words.count == 4)
            if isType { words.removeFirst() }
            guard let name = words.first else { return nil }
            return (name, words.count >= 3 && words[1] == "as" ? words[2] : name, isType)
        }
    }

    /// What `const x = require('m')` or `const { a, b: c } = require('m')` binds.
    static func requireBindings(before index: Int, in source: JSSource) -> [JSImport.Binding] {
        guard source.kind(at: index - 1) == .assign else { return [] }
        let target = index - 2
        if source.kind(at: target) == .identifier { return [.init(imported: "default", local: source.text(at: target))] }
        if source.kind(at: target) == .rightBrace, let open = source.partner(of: target) {
            return split((open + 1)..<target, in: source).compactMap { entry in
                let words = entry.filter { source.tokens[$0].kind == .identifier }.map { source.text(at: $0) }
                guard let imported = words.first else { return nil }
                return .init(imported: imported, local: words.last ?? imported)
            }
        }
        return []
    }

    /// The element whose `<` is at `open`.
    static func element(at open: Int, in source: JSSource) -> JSXElement? {
        guard let tagEnd = source.partner(of: open) else { return nil }
        let tokens = source.tokens
        var name = ""
        var cursor = open + 1
        if source.kind(at: cursor) == .jsxName {
            name = source.text(at: cursor)
            cursor += 1
        }
        var attributes: [JSXAttribute] = []
        while cursor < tagEnd {
            let kind = tokens[cursor].kind
            if kind == .jsxAttribute {
                let nameToken = cursor
                var value = JSXAttribute.Value.none
                if source.kind(at: cursor + 1) == .assign {
                    let valueToken = cursor + 2
                    if source.kind(at: valueToken) == .string {
                        value = .string(source.text(at: valueToken).dropFirst().dropLast().description)
                        cursor = valueToken
                    } else if source.kind(at: valueToken) == .leftBrace, let close = source.partner(of: valueToken) {
                        value = .expression((valueToken + 1)..<close)
                        cursor = close
                    }
                }
                attributes.append(JSXAttribute(name: source.text(at: nameToken), nameToken: nameToken, value: value, position: tokens[nameToken].position))
            } else if kind == .leftBrace, let close = source.partner(of: cursor) {
                // `{...props}`
                let inner = (cursor + 1)..<close
                let expression = source.kind(at: cursor + 1) == .spread ? (cursor + 2)..<close : inner
                attributes.append(JSXAttribute(name: "", nameToken: cursor, value: .expression(expression), position: tokens[cursor].position))
                cursor = close
            }
            cursor += 1
        }
        var content = (tagEnd + 1)..<(tagEnd + 1)
        if tokens[tagEnd].kind == .jsxTagEnd, let closing = source.partner(of: tagEnd), closing > tagEnd {
            content = (tagEnd + 1)..<closing
        }
        return JSXElement(name: name, openToken: open, tagEnd: tagEnd, attributes: attributes, content: content, position: tokens[open].position)
    }

    /// Sets each element's parent (the innermost element whose content holds it) and children.
    static func link(_ elements: inout [JSXElement]) {
        var stack: [Int] = []
        for index in elements.indices {
            let open = elements[index].openToken
            while let top = stack.last, !elements[top].content.contains(open) { stack.removeLast() }
            if let top = stack.last {
                elements[index].parent = top
                elements[top].children.append(index)
            }
            if !elements[index].content.isEmpty { stack.append(index) }
        }
    }
}
