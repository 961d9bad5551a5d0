import ThumbruleFrontEnds

/// The `if` a statement sits in, read from tokens so Kotlin and Java (lexed with the same lexer)
/// answer alike: which condition decides the branch and whether the statement is in its `else`.
/// The form-error and perm-no-coercion checks ask what a branch does when a test fails.
struct AndroidBranch {
    /// Tokens strictly inside the condition's parentheses.
    let condition: Range<Int>
    /// Whether the statement is in the `else` of that `if`.
    let isElse: Bool
    /// The branch's tokens: inside its braces, or the single statement's first token to the
    /// end of the line when it has none.
    let body: Range<Int>
    /// The opening brace of the branch, when it has one.
    let brace: Int?

    /// The branch whose block (or unbraced statement) the token at `start`, the first token
    /// of a statement, sits in directly: no lambda or other block between.
    static func enclosing(statementAt start: Int, in source: KotlinSource) -> AndroidBranch? {
        let tokens = source.tokens
        // `if (…) statement` / `else statement` without braces.
        if start > 0, let unbraced = branch(before: start - 1, in: source) {
            let line = tokens[start].line
            var end = start
            while end + 1 < tokens.count, tokens[end + 1].line == line || (tokens[end].kind == .leftParen && source.partner(of: end).map { $0 > end } == true) {
                end += 1
                if let partner = source.partner(of: end), partner > end { end = partner }
            }
            return AndroidBranch(condition: unbraced.condition, isElse: unbraced.isElse, body: start..<(end + 1), brace: nil)
        }
        guard let open = source.enclosingOpener(of: start), tokens[open].kind == .leftBrace,
              let close = source.partner(of: open), open > 0,
              let found = branch(before: open - 1, in: source) else { return nil }
        return AndroidBranch(condition: found.condition, isElse: found.isElse, body: (open + 1)..<close, brace: open)
    }

    /// The condition a branch opened after the token at `index` belongs to: `index` is the `)`
    /// closing `if (…)`, or `else` after the `}` of an `if` block.
    private static func branch(before index: Int, in source: KotlinSource) -> (condition: Range<Int>, isElse: Bool)? {
        let tokens = source.tokens
        if tokens[index].kind == .rightParen, let open = source.partner(of: index), open > 0, open < index,
           tokens[open - 1].kind == .identifier, source.name(at: open - 1) == "if" {
            return ((open + 1)..<index, false)
        }
        if tokens[index].kind == .identifier, source.name(at: index) == "else", index > 0, tokens[index - 1].kind == .rightBrace,
           let open = source.partner(of: index - 1), open > 0, let previous = branch(before: open - 1, in: source), !previous.isElse {
            return (previous.condition, true)
        }
        return nil
    }

    /// The first token of the expression chain that ends at `index` (`binding.name.text` from
    /// `text`, `a.b()?.c` from `c`): names joined by `.`/`?.`, with call and subscript
    /// brackets and `!!` stepped over.
    static func chainStart(endingAt index: Int, in source: KotlinSource) -> Int {
        let tokens = source.tokens
        var current = index
        while current >= 2, [.dot, .safeDot].contains(tokens[current - 1].kind) {
            var previous = current - 2
            while previous > 0, source.text(of: tokens[previous]) == "!!" { previous -= 1 }
            if [.rightParen, .rightBracket].contains(tokens[previous].kind), let open = source.partner(of: previous), open < previous {
                guard open > 0, tokens[open - 1].kind == .identifier else { return open }
                current = open - 1
            } else if tokens[previous].kind == .identifier {
                current = previous
            } else {
                break
            }
        }
        return current
    }
}
