import Testing
@testable import ThumbruleFrontEnds

/// One escape decoder serves Kotlin, Dart and JavaScript string literals.
@Suite struct StringEscapeTests {
    @Test func escapesDecodeAlikeInEveryLanguage() {
        #expect(StringEscapes.decode(#"a\tb\nc\u0041\u{1F600}\"\$"#) == "a\tb\ncA😀\"$")
        #expect(StringEscapes.decode(#"\uZZ"#) == #"\uZZ"#)
        // A UTF-16 surrogate pair spelled as two escapes is one scalar; a lone half stays as written.
        #expect(StringEscapes.decode(#"\uD83D\uDC4B!"#) == "👋!")
        #expect(StringEscapes.decode(#"\uD83Dx"#) == #"\uD83Dx"#)
        let kotlin = KotlinSource(#"val s = "x\u0041""#)
        #expect(kotlin.tokens.indices.compactMap { kotlin.stringLiteral(at: $0) } == ["xA"])
        let raw = KotlinSource(#"val s = """x\n""""#)
        #expect(raw.tokens.indices.compactMap { raw.stringLiteral(at: $0) } == [#"x\n"#])
        let dart = DartSource(#"var a = 'x\u{41}'; var b = r'\n';"#)
        #expect(dart.tokens.indices.compactMap { dart.stringLiteral(at: $0) } == ["xA", #"\n"#])
        let js = JSSource(#"const a = 'x\r\u0041';"#, dialect: .javaScript)
        #expect(js.tokens.indices.compactMap { js.stringValue(at: $0) } == ["x\rA"])
    }
}
