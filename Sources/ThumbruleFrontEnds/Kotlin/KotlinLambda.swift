/// A lambda literal: a trailing lambda (`clickable { }`) or one passed as an argument.
public struct KotlinLambda: Sendable, Hashable {
    /// Tokens from `{` through `}` (to the region's end when unclosed).
    public let tokenRange: Range<Int>
    public let position: TextPosition
    /// Names before `->`: `{ item -> }` has `item`, `{ (a, b) -> }` has `a`, `b`; empty for `it`.
    public let parameters: [String]
}
