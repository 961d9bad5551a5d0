/// A call found by structure: a name followed by arguments `(…)` and/or a trailing lambda, or
/// in Groovy a parenthesis-free command (`implementation 'g:a:v'`). Constructor calls look the
/// same as function calls (`Text(…)`, `Intent(…)`): without types, both are calls.
public struct KotlinCall: Sendable, Hashable {
    /// The callee's name as written (without backticks).
    public let name: String
    /// Index of the name token.
    public let nameToken: Int
    public let position: TextPosition
    /// The links before the name, back to and including the previous call of the chain:
    /// `a.b().c.d()` gives `d` the receiver `[.call(b), .name("c")]` and `b` the receiver
    /// `[.name("a")]`. `receiverNames(in:)` expands the whole chain.
    public let receiver: [KotlinChainLink]
    /// Whether the call is reached with `?.`.
    public let isSafeCall: Bool
    /// Explicit type arguments as written (`<String, Int>`), if any.
    public let typeArguments: String?
    public internal(set) var arguments: [KotlinArgument]
    /// Whether the call has parentheses (a lambda-only call `Column { }` has none).
    public internal(set) var hasParentheses: Bool
    public internal(set) var trailingLambda: KotlinLambda?
    /// Groovy command syntax without parentheses.
    public internal(set) var isCommand: Bool
    /// The nearest enclosing call's argument or lambda this call is inside, if any.
    public let container: KotlinCallContainer?
    /// Index into `KotlinFile.functions` of the innermost function whose body holds the call.
    public let enclosingFunction: Int?
    /// Index into `KotlinFile.types` of the innermost class, object or interface holding it.
    public let enclosingType: Int?
    /// The call that has this one in its receiver chain: `size` → `clickable`.
    public internal(set) var nextInChain: Int?
    /// Tokens from the name through the end of the arguments or lambda.
    public internal(set) var tokenRange: Range<Int>

    /// The receiver's names through the whole chain: calls contribute their names
    /// (`Modifier.size().clickable` gives `["Modifier", "size"]` for `clickable`), subscripts
    /// and literals are skipped.
    public func receiverNames(in file: KotlinFile) -> [String] {
        var segments: [[String]] = []
        var links = receiver
        var steps = 0
        while steps <= file.calls.count {
            steps += 1
            var names: [String] = []
            var previous: Int?
            for link in links {
                switch link {
                case .name(let name): names.append(name)
                case .call(let index):
                    if previous == nil && names.isEmpty { previous = index }
                    names.append(file.calls[index].name)
                case .subscript, .expression: break
                }
            }
            segments.append(names)
            guard let previous else { break }
            links = file.calls[previous].receiver
        }
        return segments.reversed().flatMap { $0 }
    }

    /// The first argument with this label.
    public func argument(_ label: String) -> KotlinArgument? {
        arguments.first { $0.label == label }
    }

    /// Arguments without a label, in order.
    public var positionalArguments: [KotlinArgument] {
        arguments.filter { $0.label == nil }
    }
}
