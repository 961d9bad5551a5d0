/// The structure of one Dart file: imports, classes, functions and closures, and the call tree
/// with named arguments, found by a bracket-aware pass over `DartSource`'s tokens. Shapes, not
/// types: `Text('a')` is a call whether `Text` is a class or a function, and a widget's children
/// are the calls in its `child:` and `children:` arguments.
public struct DartFile: Sendable {
    public let source: DartSource
    public let imports: [DartImport]
    public let classes: [DartClass]
    /// Functions, methods, constructors, getters and closures, in the order their bodies start.
    public let functions: [DartFunction]
    /// Every call, in source order of their names. Indices are stable: other records refer to them.
    public let calls: [DartCall]
    /// The lexer's issues and the structure pass's own (nesting too deep).
    public let issues: [SyntaxIssue]
    /// Every `try` statement with its block, in source order.
    public let tries: [DartTry]

    public init(source: DartSource) {
        var parser = DartStructureParser(source: source)
        parser.run()
        self.source = source
        imports = parser.imports
        classes = parser.classes
        functions = parser.functions
        calls = parser.calls
        issues = source.issues + parser.issues
        tries = DartFile.tries(source: source, functions: functions, calls: calls)
    }

    /// The `try` statements of a file: each `try {` with its block, the calls written in it, and
    /// whether the block itself awaits or throws (a word inside a closure it builds belongs to
    /// that closure's body).
    static func tries(source: DartSource, functions: [DartFunction], calls: [DartCall]) -> [DartTry] {
        var result: [DartTry] = []
        guard source.mentions("try") else { return result }
        for keyword in source.tokens.indices where source.kind(at: keyword) == .identifier && source.kind(at: keyword + 1) == .leftBrace && source.tokenIs(keyword, "try") {
            guard let close = source.partner(of: keyword + 1) else { continue }
            let body = (keyword + 1)..<(close + 1)
            let closures = functions.map(\.bodyRange).filter { $0.lowerBound > body.lowerBound && $0.upperBound <= body.upperBound }
            func ownWord(_ word: StaticString) -> Bool {
                body.contains { token in
                    source.kind(at: token) == .identifier && source.tokenIs(token, word) && !closures.contains { $0.contains(token) }
                }
            }
            let inside = calls.indices.filter { body.contains(calls[$0].nameToken) }
            result.append(DartTry(keyword: keyword, body: body, awaits: ownWord("await"), throwsItself: ownWord("throw"), calls: inside))
        }
        return result
    }

    /// The `try` statement whose block is `block` (`{` through `}`).
    public func tryStatement(block: Range<Int>) -> DartTry? {
        tries.first { $0.body == block }
    }

    public init(_ text: String) {
        self.init(source: DartSource(text))
    }

    public init(bytes: [UInt8]) {
        self.init(source: DartSource(bytes: bytes))
    }

    /// True when brackets, strings and comments all pair up.
    public var isBalanced: Bool { source.isBalanced }

    /// Indices of calls with this name.
    public func callIndices(named name: String) -> [Int] {
        calls.indices.filter { calls[$0].name == name }
    }

    /// Indices of calls with any of these names.
    public func callIndices(named names: Set<String>) -> [Int] {
        calls.indices.filter { names.contains(calls[$0].name) }
    }

    /// The call holding this one in an argument, and that argument's label.
    public func parent(of index: Int) -> (call: Int, label: String?)? {
        guard let container = calls[index].container else { return nil }
        let arguments = calls[container.call].arguments
        return (container.call, container.argument < arguments.count ? arguments[container.argument].label : nil)
    }

    /// The enclosing calls of a call, innermost first.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = calls[index].container?.call
        while let call = current, result.count <= calls.count {
            result.append(call)
            current = calls[call].container?.call
        }
        return result
    }

    /// The calls directly inside a call's arguments (any argument, or the one labelled `label`).
    public func children(of index: Int, label: String? = nil) -> [Int] {
        let arguments = calls[index].arguments
        return calls.indices.filter { child in
            guard let container = calls[child].container, container.call == index else { return false }
            return label == nil || (container.argument < arguments.count && arguments[container.argument].label == label)
        }
    }

    /// Every call nested anywhere inside a call's arguments.
    public func descendants(of index: Int) -> [Int] {
        let range = calls[index].tokenRange
        return calls.indices.filter { $0 != index && range.contains(calls[$0].nameToken) && ancestors(of: $0).contains(index) }
    }

    /// All calls of the chain `index` belongs to, first to last: `Theme.of(context).copyWith()`
    /// gives `[of, copyWith]` for either.
    public func chain(of index: Int) -> [Int] {
        var first = index
        var steps = 0
        while steps < calls.count, case .call(let previous)? = calls[first].receiver.first {
            first = previous
            steps += 1
        }
        var result = [first]
        var current = first
        while let next = calls[current].nextInChain, result.count <= calls.count {
            result.append(next)
            current = next
        }
        return result
    }

    /// The receiver's names through the whole chain: `MobileAds.instance.initialize` gives
    /// `["MobileAds", "instance"]`; calls contribute their names.
    public func receiverNames(of index: Int) -> [String] {
        var names: [String] = []
        var links = calls[index].receiver
        var steps = 0
        while steps <= calls.count {
            steps += 1
            var segment: [String] = []
            var previous: Int?
            for link in links {
                switch link {
                case .name(let name): segment.append(name)
                case .call(let call):
                    previous = call
                    segment.append(calls[call].name)
                case .subscript, .expression: break
                }
            }
            names = segment + names
            guard let previous, case .call = links.first else { break }
            links = calls[previous].receiver
        }
        return names
    }

    /// The functions enclosing a function, innermost first (closures included).
    public func enclosingFunctions(startingAt function: Int?) -> [Int] {
        var result: [Int] = []
        var current = function
        while let index = current, result.count <= functions.count {
            result.append(index)
            current = functions[index].enclosingFunction
        }
        return result
    }

    /// The innermost named function around a call (skipping closures).
    public func namedFunction(around call: Int) -> Int? {
        enclosingFunctions(startingAt: calls[call].enclosingFunction).first { functions[$0].name != nil }
    }

    /// The source text of a token range.
    public func text(of range: Range<Int>) -> String { source.text(of: range) }

    /// Indices of identifier tokens spelled as one of `names` (never comments or string text).
    public func identifierTokens(_ names: Set<String>) -> [Int] {
        var result: [Int] = []
        scanIdentifiers(names) { result.append($0); return true }
        return result
    }

    /// Whether any identifier token (outside comments and strings) is one of `names`.
    public func names(_ names: Set<String>) -> Bool {
        var found = false
        scanIdentifiers(names) { _ in found = true; return false }
        return found
    }

    /// Calls `visit` with each identifier token spelled as one of `names`, until it returns
    /// false. Bytes are compared in place: most files name none of the words, and a String per
    /// token would cost more than lexing.
    private func scanIdentifiers(_ names: Set<String>, _ visit: (Int) -> Bool) {
        let wanted = names.map { Array($0.utf8) }.filter { source.bytes.containsBytes($0) }
        guard !wanted.isEmpty else { return }
        let lengths = Set(wanted.map(\.count))
        source.bytes.withUnsafeBufferPointer { bytes in
            for index in source.tokens.indices {
                let token = source.tokens[index]
                guard token.kind == .identifier, lengths.contains(token.length) else { continue }
                let start = token.offset
                let matches = wanted.contains { word in
                    guard word.count == token.length else { return false }
                    var k = 0
                    while k < word.count, bytes[start + k] == word[k] { k += 1 }
                    return k == word.count
                }
                if matches, !visit(index) { return }
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold `needle` anywhere (a quick filter before tokens are read).
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= count else { return false }
        return withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first {
                        var k = 1
                        while k < needle.count, haystack[index + k] == needle[k] { k += 1 }
                        if k == needle.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
