import Foundation
import Testing
@testable import ThumbruleFrontEnds

@Suite struct DartLexerTests {
    func kinds(_ text: String) -> [DartTokenKind] { DartSource(text).tokens.map(\.kind) }

    @Test func nestedBlockCommentsAndDocComments() {
        let source = DartSource("/* a /* b */ still comment ( */ x /// doc (\n// line {\ny")
        #expect(source.isBalanced)
        #expect(source.tokens.map { source.text(of: $0) } == ["x", "y"])
        #expect(source.comments.map(\.kind) == [.blockComment, .docComment, .lineComment])
    }

    @Test func stringsOfEveryQuoting() {
        let text = #"""
        a('it''s', "say \"hi\" (", '''multi ' '' line (''', """dq "" (""", r'raw $x \', r"""raw ${""");
        """#
        let source = DartSource(text)
        #expect(source.isBalanced, "\(source.issues)")
        #expect(source.tokens.filter { $0.kind == .stringOpen }.count == 7)
        #expect(!source.tokens.contains { $0.kind == .interpolationName || $0.kind == .interpolationOpen })
    }

    @Test func interpolationHoldsBracketsAndStrings() {
        let source = DartSource(#"var s = 'a ${m['k']!.map((e) => "<${e.name}>").join('}')} $name$other end';"#)
        #expect(source.isBalanced, "\(source.issues)")
        #expect(source.tokens.filter { $0.kind == .interpolationOpen }.count == 2)
        #expect(source.tokens.filter { $0.kind == .interpolationName }.map { source.text(of: $0) } == ["$name", "$other"])
        let open = source.tokens.firstIndex { $0.kind == .interpolationOpen }!
        #expect(source.tokens[source.partner(of: open)!].kind == .interpolationClose)
    }

    @Test func stringLiteralValues() {
        let source = DartSource(#"f('a\nb', r'a\nb', 'x$y', '\u{1F600}\$');"#)
        let opens = source.tokens.indices.filter { source.tokens[$0].kind == .stringOpen }
        #expect(source.stringLiteral(at: opens[0]) == "a\nb")
        #expect(source.stringLiteral(at: opens[1]) == #"a\nb"#)
        #expect(source.stringLiteral(at: opens[2]) == nil)
        #expect(source.stringLiteral(at: opens[3]) == "😀$")
    }

    @Test func operatorsAndCascades() {
        #expect(kinds("a?.b..c?..d ...e ...?f => g ?? h") == [
            .identifier, .nullAwareDot, .identifier, .cascade, .identifier, .cascade, .identifier,
            .spread, .identifier, .spread, .identifier, .arrow, .identifier, .operator, .identifier,
        ])
        #expect(kinds("List<List<int>> x = 1.5e3 + 0xFF + .5 + 1_000;").contains(.decimal))
        #expect(kinds("List<List<int>>").filter { $0 == .greater }.count == 2)
    }

    @Test func unbalancedInputIsReportedNotFatal() {
        #expect(!DartSource("f(a, [b);").isBalanced)
        #expect(!DartSource("'open\nx").isBalanced)
        #expect(!DartSource("/* never closed").isBalanced)
        #expect(!DartSource("'${a'").isBalanced)
        #expect(DartSource("").isBalanced)
    }

    @Test func positionsAreLinesAndByteColumns() {
        let source = DartSource("a\n  é b\n'''x\ny''' c")
        let c = source.tokens.last!
        #expect(source.text(of: c) == "c")
        #expect(c.line == 4 && c.column == 6)
        let b = source.tokens[2]
        #expect(b.line == 2 && b.column == 6)
    }

    /// Every Dart file of the corpus's Flutter apps lexes balanced (skipped where the corpus is
    /// absent). Lexing decides no finding, so the holdout apps are read too.
    @Test func corpusFilesLexBalanced() throws {
        let roots = ["lichess-mobile", "localsend", "habo", "hiddify", "smooth-app"].map { "/work/corpus/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0) }
        var unbalanced: [String] = []
        var count = 0
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let path as String in walker where path.hasSuffix(".dart") && !path.contains(".dart_tool/") {
                guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                count += 1
                let file = DartFile(bytes: [UInt8](data))
                if !file.isBalanced { unbalanced.append(root + "/" + path + ": \(file.issues.prefix(2))") }
            }
        }
        #expect(unbalanced.isEmpty, "\(unbalanced.count) of \(count) files unbalanced: \(unbalanced.prefix(5))")
    }
}
