/// Where a call sits relative to the nearest enclosing call: inside one of its arguments or
/// inside its trailing lambda. Blocks (`if`, `when`, `for`) in between do not count, so `Text`
/// in `Column { if (x) { Text() } }` is in `Column`'s lambda.
public enum KotlinCallContainer: Sendable, Hashable {
    case argument(call: Int, index: Int)
    case lambda(call: Int)

    /// The enclosing call's index.
    public var call: Int {
        switch self {
        case .argument(let call, _), .lambda(let call): return call
        }
    }
}
