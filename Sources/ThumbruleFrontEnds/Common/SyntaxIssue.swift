/// Something a front end could not read cleanly. Front ends never stop at bad input: they
/// record an issue and carry on, so a check can tell "balanced" from "best effort".
public struct SyntaxIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A `(`, `[`, `{` or `${` with no closer before the end of its region.
        case unclosedBracket
        /// A closer with no opener of its kind.
        case unexpectedCloser
        case unterminatedString
        case unterminatedComment
        case unterminatedCharacter
        case unterminatedBacktickName
        /// A byte no token starts with (a stray `#` or `\` outside a string).
        case unexpectedCharacter
        /// Brackets nested deeper than the structure pass follows; the inside is skipped.
        case nestingTooDeep
    }

    public let kind: Kind
    public let position: TextPosition

    public init(kind: Kind, position: TextPosition) {
        self.kind = kind
        self.position = position
    }

    /// Whether the issue means brackets, strings or comments do not pair up.
    public var breaksBalance: Bool {
        switch kind {
        case .unexpectedCharacter, .nestingTooDeep: return false
        default: return true
        }
    }

    public var description: String { "\(position): \(kind.rawValue)" }
}
