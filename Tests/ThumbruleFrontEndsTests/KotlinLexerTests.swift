import Testing
@testable import ThumbruleFrontEnds

/// The Kotlin lexer, one bullet of the token rules per test.
@Suite struct KotlinLexerTests {
    func kinds(_ text: String, dialect: KotlinDialect = .kotlin) -> [KotlinTokenKind] {
        KotlinSource(text, dialect: dialect).tokens.map(\.kind)
    }

    func texts(_ text: String, dialect: KotlinDialect = .kotlin) -> [String] {
        let source = KotlinSource(text, dialect: dialect)
        return source.tokens.map { source.text(of: $0) }
    }

    @Test func lineCommentsAreKeptApartFromTokens() {
        let source = KotlinSource("val a = 1 // one\nval b = 2")
        #expect(source.tokens.count == 8)
        #expect(source.comments.map { source.text(of: $0) } == ["// one"])
        #expect(source.tokens[4].followsNewline)
        #expect(!source.tokens[3].followsNewline)
    }

    @Test func nestedBlockCommentsEndAtTheirOwnCloser() {
        let source = KotlinSource("a /* outer /* inner */ still comment */ b")
        #expect(source.tokens.map { source.text(of: $0) } == ["a", "b"])
        #expect(source.comments.count == 1)
        #expect(source.comments[0].kind == .blockComment)
        #expect(source.isBalanced)
    }

    @Test func kdocIsADocCommentButAnEmptyBlockIsNot() {
        let source = KotlinSource("/** Docs. */ fun f() {}\n/**/ val x = 1")
        #expect(source.comments.map(\.kind) == [.docComment, .blockComment])
    }

    @Test func unterminatedBlockCommentIsAnIssue() {
        let source = KotlinSource("val a = 1 /* never /* ends */")
        #expect(!source.isBalanced)
        #expect(source.issues.map(\.kind) == [.unterminatedComment])
        #expect(source.issues[0].position.column == 11)
    }

    @Test func stringTemplatesWithNamesAndExpressions() {
        #expect(kinds(#""a $name b ${x + 1}""#) == [
            .stringOpen, .stringText, .templateName, .stringText, .templateOpen, .identifier, .operator, .integer,
            .templateClose, .stringClose,
        ])
    }

    @Test func templatesNestStringsAndBraces() {
        let text = #""outer ${ if (a) "in ${ mapOf(1 to 2).map { "${it.key}" } }" else "}" } end""#
        let source = KotlinSource(text)
        #expect(source.isBalanced, "\(source.issues)")
        #expect(source.tokens.last?.kind == .stringClose)
        // The `}` inside the inner string literal is text, not a closer.
        #expect(source.tokens.contains { $0.kind == .stringText && source.text(of: $0) == "}" })
        #expect(source.partner(of: 0) == source.tokens.count - 1)
    }

    @Test func dollarWithoutNameIsText() {
        #expect(kinds(#""costs $ 5 and $1""#) == [.stringOpen, .stringText, .stringClose])
    }

    @Test func rawStringsKeepBackslashesAndHaveTemplates() {
        let source = KotlinSource("val r = \"\"\"\n  C:\\path \"quoted\" $home ${ dir }\n\"\"\".trimIndent()")
        #expect(source.isBalanced)
        #expect(source.tokens.contains { $0.kind == .templateName })
        #expect(source.tokens.contains { $0.kind == .templateOpen })
        #expect(source.tokens.filter { $0.kind == .stringClose }.count == 1)
        let last = source.tokens[source.tokens.count - 3]
        #expect(source.text(of: last) == "trimIndent")
        #expect(last.line == 3)
    }

    @Test func dollarInRawStringThroughACharacterTemplate() {
        let source = KotlinSource("val price = \"\"\"${'$'}9.99 and ${'}'}\"\"\"")
        #expect(source.isBalanced, "\(source.issues)")
        #expect(source.tokens.filter { $0.kind == .character }.count == 2)
    }

    @Test func rawStringEndsAtTheLastOfSeveralQuotes() {
        let source = KotlinSource("\"\"\"a\"\"\"\"\" + 1")
        #expect(source.stringLiteral(at: 0) == "a\"\"")
        #expect(source.text(of: source.tokens[3]) == "+")
    }

    @Test func escapedQuoteDoesNotEndAString() {
        let source = KotlinSource(#"val s = "say \"hi\" \u0041" + x"#)
        #expect(source.stringLiteral(at: 3) == "say \"hi\" A")
        #expect(source.isBalanced)
    }

    @Test func unterminatedStringEndsAtTheLineAndIsFlagged() {
        let source = KotlinSource("val s = \"never closed\nval t = 2")
        #expect(source.issues.map(\.kind) == [.unterminatedString])
        #expect(source.issues[0].position.line == 1 && source.issues[0].position.column == 9)
        // Code resumes on the next line.
        #expect(texts("val s = \"never closed\nval t = 2").suffix(4) == ["val", "t", "=", "2"])
    }

    @Test func characterLiteralsWithEscapes() {
        #expect(kinds(#"'a' '\n' '\'' '\u0041' '\\' 'é'"#) == Array(repeating: .character, count: 6))
    }

    @Test func brokenCharacterLiteralIsFlaggedNotFatal() {
        let source = KotlinSource("val c = 'ab'\nval d = 1")
        #expect(source.issues.contains { $0.kind == .unterminatedCharacter })
        #expect(source.tokens.contains { source.text(of: $0) == "d" })
    }

    @Test func backtickNamesDropTheirBackticks() {
        let source = KotlinSource("fun `my test name`() = `is`")
        #expect(source.tokens[1].kind == .backtickIdentifier)
        #expect(source.name(at: 1) == "my test name")
        #expect(source.name(at: 5) == "is")
    }

    @Test func numbers() {
        let source = KotlinSource("1_000L 0x1F 0b1010 1.5f 2.0 1e10 3.4E-2 .5 7u 0xFFuL 12")
        #expect(source.tokens.map(\.kind) == [
            .integer, .integer, .integer, .floatingPoint, .floatingPoint, .floatingPoint, .floatingPoint, .floatingPoint,
            .integer, .integer, .integer,
        ])
    }

    @Test func numberBeforeMemberAccessAndRange() {
        #expect(texts("48.dp 1..5 0..<n 2.toString()") == ["48", ".", "dp", "1", "..", "5", "0", "..<", "n", "2", ".", "toString", "(", ")"])
    }

    @Test func kotlinOperators() {
        #expect(texts("a?.b ?: c!!.d::e -> f === g !== h && i || j += 1 ..< k") == [
            "a", "?.", "b", "?:", "c", "!!", ".", "d", "::", "e", "->", "f", "===", "g", "!==", "h", "&&", "i", "||",
            "j", "+=", "1", "..<", "k",
        ])
        #expect(kinds("a?.b :: c -> d = e < f > g ? h") == [
            .identifier, .safeDot, .identifier, .doubleColon, .identifier, .arrow, .identifier, .assign, .identifier,
            .less, .identifier, .greater, .identifier, .question, .identifier,
        ])
    }

    @Test func nestedGenericsCloseWithSingleGreaterThans() {
        #expect(kinds("List<List<Int>>") == [.identifier, .less, .identifier, .less, .identifier, .greater, .greater])
    }

    @Test func positionsAreOneBasedUTF8Columns() {
        let source = KotlinSource("val é = 1\n  foo(\"ü\", x)")
        let x = source.tokens.first { source.text(of: $0) == "x" }!
        #expect(x.line == 2)
        #expect(x.column == 13)  // "  foo(\"ü\", " is 12 bytes: ü is two.
        #expect(source.tokens[2].column == 8)  // `=` after the two-byte é
        #expect(source.tokens[2].offset == 7)
    }

    @Test func bracketsArePaired() {
        let source = KotlinSource("f(a[1], { b })")
        #expect(source.partner(of: 1) == source.tokens.count - 1)
        #expect(source.partner(of: 3) == 5)
        #expect(source.isBalanced)
    }

    @Test func unexpectedAndUnclosedBracketsAreFlagged() {
        let extra = KotlinSource("fun f() { g()) }")
        #expect(extra.issues.map(\.kind) == [.unexpectedCloser])
        let missing = KotlinSource("fun f() { g(\n}")
        #expect(missing.issues.map(\.kind) == [.unclosedBracket])
        #expect(missing.issues[0].position.line == 1 && missing.issues[0].position.column == 12)
        // The brace still pairs: the unclosed `(` is given up at the `}`.
        #expect(missing.partner(of: 4) == missing.tokens.count - 1)
        let open = KotlinSource("class A {\n fun b() {")
        #expect(open.issues.count == 2 && open.issues.allSatisfy { $0.kind == .unclosedBracket })
    }

    @Test func shebangIsAComment() {
        let source = KotlinSource("#!/usr/bin/env kotlin\nprintln(1)")
        #expect(source.comments.count == 1)
        #expect(source.tokens.first.map { source.text(of: $0) } == "println")
        #expect(source.issues.isEmpty)
    }

    @Test func strayCharactersAreUnknownTokens() {
        let source = KotlinSource("val a = 1 # 2 \\ 3")
        #expect(source.issues.map(\.kind) == [.unexpectedCharacter, .unexpectedCharacter])
        #expect(source.isBalanced)
    }

    @Test func groovyStringsAndComments() {
        let text = "id 'a' \"b $c\" '''x\ny''' \"\"\"p ${q}\"\"\" /* a /* b */ c"
        let source = KotlinSource(text, dialect: .groovy)
        #expect(source.stringLiteral(at: 1) == "a")
        #expect(source.tokens.filter { $0.kind == .templateName }.count == 1)
        #expect(source.tokens.filter { $0.kind == .templateOpen }.count == 1)
        // Groovy block comments do not nest: `c` is code.
        #expect(source.tokens.last.map { source.text(of: $0) } == "c")
        #expect(source.isBalanced)
    }

    @Test func groovySingleQuotesHaveNoTemplates() {
        let source = KotlinSource("x 'a $b ${c}'", dialect: .groovy)
        #expect(source.stringLiteral(at: 1) == "a $b ${c}")
    }
}
