import ThumbruleFrontEnds

/// Blocks that only run when a flag is both true and false: an `if` whose condition requires
/// `!isFilter` (or `isFilter == false`) nested in the block of an `if` that requires `isFilter`
/// (or `isFilter == true`). Nothing between them can make both hold, so the inner block never
/// runs and its lines are unreachable (invoiceninja's view scaffold, whose back button sits
/// under `if (isFilter == true && …) { if (… && !isFilter) { … } }`).
///
/// Kept narrow: both conditions are joined by `&&` alone (an `||` anywhere at their top level
/// leaves them unread), a required fact is a plain or dotted name (`isFilter`, `widget.isFilter`)
/// alone, negated, or compared `== true` / `== false`, both branches are `{ … }` blocks, the
/// inner `if` sits in the outer block (not in a closure it builds), and nothing in the outer
/// block assigns the name (`isFilter = …`). Only the inner block is judged, not its `else`.
enum ContradictoryDartBranches {
    static func lines(files: [FlutterDartFile]) -> [String: [ClosedRange<Int>]] {
        var dead: [String: [ClosedRange<Int>]] = [:]
        for file in files where file.scope == .app {
            let dart = file.file
            let source = dart.source
            guard source.mentions("if") else { continue }
            var blocks: [(facts: [String: Bool], block: Range<Int>, keyword: Int)] = []
            for at in source.tokens.indices where source.kind(at: at) == .identifier && source.tokenIs(at, "if") && source.kind(at: at + 1) == .leftParen {
                guard let close = source.partner(of: at + 1), source.kind(at: close + 1) == .leftBrace,
                      let end = source.partner(of: close + 1), let facts = requiredFacts((at + 2)..<close, source), !facts.isEmpty else { continue }
                blocks.append((facts, (close + 1)..<(end + 1), at))
            }
            for inner in blocks {
                for outer in blocks where outer.block.contains(inner.keyword) {
                    let contradicted = inner.facts.contains { name, value in outer.facts[name] == !value }
                    guard contradicted,
                          sameFunction(inner.keyword, outer.block.lowerBound, dart),
                          !assigns(Array(inner.facts.keys.filter { outer.facts[$0] != nil }), in: outer.block, source) else { continue }
                    dead[file.path, default: []].append(source.tokens[inner.block.lowerBound].line...source.tokens[inner.block.upperBound - 1].line)
                    break
                }
            }
        }
        return dead
    }

    /// The facts a condition requires, by name: `a && !b && c == true` gives `a: true, b: false,
    /// c: true`; other conjuncts (calls, comparisons) are skipped. Nil when the condition has an
    /// `||`, a `?`, or a parenthesised part at its top level.
    static func requiredFacts(_ condition: Range<Int>, _ source: DartSource) -> [String: Bool]? {
        var conjuncts: [Range<Int>] = []
        var start = condition.lowerBound
        var at = condition.lowerBound
        while at < condition.upperBound {
            switch source.kind(at: at) {
            case .leftParen?, .leftBracket?, .leftBrace?:
                guard let partner = source.partner(of: at), partner < condition.upperBound else { return nil }
                at = partner + 1
                continue
            case .question?:
                return nil
            case .operator?:
                let text = source.text(at: at)
                if text == "||" { return nil }
                if text == "&&" {
                    conjuncts.append(start..<at)
                    start = at + 1
                }
            default: break
            }
            at += 1
        }
        conjuncts.append(start..<condition.upperBound)
        var facts: [String: Bool] = [:]
        for conjunct in conjuncts {
            guard let (name, value) = fact(conjunct, source) else { continue }
            if let known = facts[name], known != value { return nil }
            facts[name] = value
        }
        return facts
    }

    /// `name`, `!name`, `name == true`, `name == false` (dotted names allowed).
    static func fact(_ range: Range<Int>, _ source: DartSource) -> (String, Bool)? {
        var tokens = Array(range)
        var value = true
        if let first = tokens.first, source.kind(at: first) == .bang {
            value = false
            tokens.removeFirst()
        }
        if tokens.count >= 2, source.kind(at: tokens[tokens.count - 2]) == .operator, source.text(at: tokens[tokens.count - 2]) == "==" {
            let last = tokens[tokens.count - 1]
            guard value, source.tokenIs(last, "true") || source.tokenIs(last, "false") else { return nil }
            value = source.tokenIs(last, "true")
            tokens.removeLast(2)
        }
        guard let first = tokens.first, tokens.count % 2 == 1 else { return nil }
        var name = ""
        for (offset, token) in tokens.enumerated() {
            if offset % 2 == 0 {
                guard source.kind(at: token) == .identifier, !source.tokenIs(token, "true"), !source.tokenIs(token, "false"),
                      !source.tokenIs(token, "null") else { return nil }
                name += source.text(at: token)
            } else {
                guard source.kind(at: token) == .dot else { return nil }
                name += "."
            }
        }
        _ = first
        return (name, value)
    }

    /// Whether the inner `if` and the outer block sit in the same function body (no closure between).
    static func sameFunction(_ token: Int, _ block: Int, _ dart: DartFile) -> Bool {
        func innermost(_ at: Int) -> Int? {
            dart.functions.indices.filter { dart.functions[$0].bodyRange.contains(at) }
                .min { dart.functions[$0].bodyRange.count < dart.functions[$1].bodyRange.count }
        }
        return innermost(token) == innermost(block)
    }

    /// Whether the block assigns any of the names: the name's last part followed by `=`.
    static func assigns(_ names: [String], in block: Range<Int>, _ source: DartSource) -> Bool {
        let lasts = Set(names.compactMap { $0.split(separator: ".").last.map(String.init) })
        return block.contains { at in
            source.kind(at: at) == .identifier && lasts.contains(source.text(at: at))
                && (source.kind(at: at + 1) == .assign || (source.kind(at: at + 1) == .operator && source.text(at: at + 1).hasSuffix("=")
                    && !["==", "!=", "<=", ">="].contains(source.text(at: at + 1))))
        }
    }
}
