/// The structure of one Kotlin or Gradle script: package, imports, declarations, the call tree
/// and assignments, found by a bracket-aware pass over `KotlinSource`'s tokens. It is honest
/// about what it is: shapes, not types. `Foo(x)` is a call whether `Foo` is a class or a function.
public struct KotlinFile: Sendable {
    public let source: KotlinSource
    /// `package a.b.c`, if declared.
    public let packageName: String?
    public let imports: [KotlinImport]
    /// `@file:…` annotations.
    public let fileAnnotations: [KotlinAnnotation]
    public let types: [KotlinTypeDeclaration]
    public let functions: [KotlinFunction]
    public let properties: [KotlinProperty]
    /// Every call, in source order of their names. Indices are stable: other records refer to them.
    public let calls: [KotlinCall]
    public let assignments: [KotlinAssignment]
    /// The lexer's issues and the structure pass's own (nesting too deep).
    public let issues: [SyntaxIssue]

    public init(source: KotlinSource) {
        var parser = KotlinStructureParser(source: source)
        parser.run()
        self.source = source
        packageName = parser.packageName
        imports = parser.imports
        fileAnnotations = parser.fileAnnotations
        types = parser.types
        functions = parser.functions
        properties = parser.properties
        calls = parser.calls
        assignments = parser.assignments
        issues = source.issues + parser.issues
    }

    public init(_ text: String, dialect: KotlinDialect = .kotlin) {
        self.init(source: KotlinSource(text, dialect: dialect))
    }

    public init(bytes: [UInt8], dialect: KotlinDialect = .kotlin) {
        self.init(source: KotlinSource(bytes: bytes, dialect: dialect))
    }

    /// True when brackets, strings and comments all pair up.
    public var isBalanced: Bool { source.isBalanced }

    /// Indices of calls with this name.
    public func callIndices(named name: String) -> [Int] {
        calls.indices.filter { calls[$0].name == name }
    }

    /// Calls with this name.
    public func calls(named name: String) -> [KotlinCall] {
        calls.filter { $0.name == name }
    }

    /// Indices of the calls directly inside a call's trailing lambda (not nested deeper).
    public func calls(inLambdaOf call: Int) -> [Int] {
        calls.indices.filter { calls[$0].container == .lambda(call: call) }
    }

    /// Indices of the calls directly inside one of a call's arguments.
    public func calls(inArgument index: Int, of call: Int) -> [Int] {
        calls.indices.filter { calls[$0].container == .argument(call: call, index: index) }
    }

    /// Assignments directly inside a call's trailing lambda (`android { compileSdk = 34 }`).
    public func assignments(inLambdaOf call: Int) -> [KotlinAssignment] {
        assignments.filter { $0.container == .lambda(call: call) }
    }

    /// All calls of the chain `index` belongs to, first to last:
    /// `Modifier.size(48.dp).clickable { }` gives `[size, clickable]` for either.
    public func chain(of index: Int) -> [Int] {
        var first = index
        var guardCount = 0
        while guardCount < calls.count, let previous = calls[first].receiver.reversed().lazy.compactMap({ link -> Int? in
            if case .call(let call) = link { return call } else { return nil }
        }).first {
            first = previous
            guardCount += 1
        }
        var result = [first]
        var current = first
        while let next = calls[current].nextInChain, result.count <= calls.count {
            result.append(next)
            current = next
        }
        return result
    }

    /// The enclosing calls of a call, innermost first (through arguments and lambdas).
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = calls[index].container?.call
        while let call = current, result.count <= calls.count {
            result.append(call)
            current = calls[call].container?.call
        }
        return result
    }

    /// The functions enclosing a function or call, innermost first.
    public func enclosingFunctions(startingAt function: Int?) -> [Int] {
        var result: [Int] = []
        var current = function
        while let index = current, result.count <= functions.count {
            result.append(index)
            current = functions[index].enclosingFunction
        }
        return result
    }

    /// Whether the call sits in a `@Preview` function (directly or through local functions).
    public func isInPreview(_ call: Int) -> Bool {
        enclosingFunctions(startingAt: calls[call].enclosingFunction).contains { functions[$0].isPreview }
    }

    /// The source text of an argument, expression or other token range.
    public func text(of range: Range<Int>) -> String { source.text(of: range) }
}
