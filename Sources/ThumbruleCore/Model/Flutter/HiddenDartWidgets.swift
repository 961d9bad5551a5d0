import ThumbruleFrontEnds

/// Widgets a literal flag hides for good: the `child:` of `Visibility(visible: false, …)` and
/// of `Offstage(offstage: true)` (or `Offstage` with no `offstage:`, whose default hides). Such a
/// child is never painted, takes no taps and is left out of the semantics tree (with
/// `maintainSize:` it only holds its place, as a spacer that balances a row's real button on the
/// other side: shopfee-flutter's cancel sheet), so its lines are unreachable for what people see
/// and touch. Only literal flags are read; `visible: isShown` may change and is left alone.
enum HiddenDartWidgets {
    static func lines(files: [FlutterDartFile]) -> [String: [ClosedRange<Int>]] {
        var hidden: [String: [ClosedRange<Int>]] = [:]
        for file in files where file.scope == .app {
            let dart = file.file
            guard dart.source.mentions("Visibility") || dart.source.mentions("Offstage") else { continue }
            for index in dart.callIndices(named: ["Visibility", "Offstage"]) {
                let call = dart.calls[index]
                guard call.receiver.isEmpty else { continue }
                let hides: Bool
                if call.name == "Visibility" {
                    hides = call.argument("visible")?.value == .boolean(false)
                } else {
                    let flag = call.argument("offstage")
                    hides = flag == nil || flag?.value == .boolean(true)
                }
                guard hides, let child = call.argument("child"), !child.tokenRange.isEmpty else { continue }
                let tokens = dart.source.tokens
                let first = tokens[child.tokenRange.lowerBound].line, last = tokens[child.tokenRange.upperBound - 1].line
                // Lines are what scopes hold: a sibling on the child's first or last line (`Text('a'),
                // Visibility(visible: false, child: …), IconButton(…)` on one line) would be hidden too.
                var before = child.tokenRange.lowerBound - 1
                while before >= 0, tokens[before].line == first {
                    if before < call.startToken { break }
                    before -= 1
                }
                guard before < 0 || tokens[before].line != first else { continue }
                var after = child.tokenRange.upperBound
                var shared = false
                while after < tokens.count, tokens[after].line == last {
                    if ![.rightParen, .rightBracket, .rightBrace, .comma, .semicolon].contains(tokens[after].kind) { shared = true; break }
                    after += 1
                }
                guard !shared else { continue }
                hidden[file.path, default: []].append(first...last)
            }
        }
        return hidden
    }
}
