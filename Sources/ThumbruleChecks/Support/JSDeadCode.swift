import ThumbruleFrontEnds

/// Code a JavaScript function never runs because a bare `return` comes first at the top level
/// of its body: `return null;` left in a component above the JSX it used to render. What
/// follows is never shown, so checks about what users see leave it alone.
enum JSDeadCode {
    /// Whether `token` sits after an unconditional `return;`, `return null;`, `return undefined;`
    /// or `return false;` at the top level of an enclosing function's braced body. Only a return
    /// that starts its own statement (after `;` or the body's `{`) counts, so `if (x) return null;`
    /// does not.
    static func followsBareReturn(_ token: Int, in js: JSFile) -> Bool {
        let source = js.source
        for function in js.functions where function.body.contains(token) && source.kind(at: function.body.lowerBound) == .leftBrace {
            var depth = 0
            var index = function.body.lowerBound + 1
            while index < token {
                switch source.kind(at: index) {
                case .leftBrace?, .leftParen?, .leftBracket?, .templateExpressionOpen?: depth += 1
                case .rightBrace?, .rightParen?, .rightBracket?, .templateExpressionClose?: depth -= 1
                default: break
                }
                if depth == 0, source.isWord("return", at: index),
                   index - 1 == function.body.lowerBound || source.kind(at: index - 1) == .semicolon {
                    var end = index + 1
                    if ["null", "undefined", "false"].contains(where: { source.isWord($0, at: end) }) { end += 1 }
                    if source.kind(at: end) == .semicolon, end < token { return true }
                }
                index += 1
            }
        }
        return false
    }
}
