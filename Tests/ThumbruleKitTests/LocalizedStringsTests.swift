import Testing
@testable import ThumbruleKit

/// The localisation readers behind the price checks: positions, escapes and bad input.
@Suite struct LocalizedStringsTests {
    @Test func stringsValuesWithTheirQuoteColumn() {
        let text = "/* c */\n\"a\" = \"One\";\n  \"b\\\"q\" =\t\"Two \\\"x\\\"\" ;\n\"c\" = \"no semicolon\"\n\"d\" = \"$1\";"
        let entries = LocalizedStrings.strings(text)
        #expect(entries.map(\.text) == ["\"One\"", "\"Two \\\"x\\\"\"", "\"$1\""])
        #expect(entries.map(\.line) == [2, 3, 5])
        #expect(entries.map(\.column) == [7, 12, 7])
    }

    @Test func catalogKeysAndUnitValuesDecoded() {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save \\u20ac5" : {
              "comment" : "not read",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Spare 5\\u00a0€ \\ud83c\\udf89" } },
                "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "not read either" } } } } }
              }
            },
            "Plain" : { }
          },
          "version" : "1.0"
        }
        """
        let entries = LocalizedStrings.catalog(text)
        #expect(entries.map(\.text) == ["Save €5", "Spare 5\u{00A0}€ 🎉", "Plain"])
        #expect(entries.map(\.line) == [4, 7, 11])
        #expect(entries[0].column == 5)
    }

    @Test(arguments: ["", "{", "{ \"strings\" : { \"a\" : ", "]", "{\"strings\": {\"a\\u12\": 1}}"])
    func malformedCatalogReadsAsEmpty(_ text: String) {
        #expect(LocalizedStrings.catalog(text).isEmpty)
    }
}

/// The byte search and the letter-gram gate that checks use before reading names.
@Suite struct TextSearchTests {
    static func file(_ text: String) -> SwiftFile {
        SwiftFile(path: "A.swift", text: text, target: BuildTarget(
            name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
    }

    @Test func findsNeedlesInEitherCaseAndWithinARange() {
        let search = TextSearch(anyOf: ["timeout", "x", "$("], ignoringCase: true)
        #expect(search.matches("let sessionTimeOut = 5"))
        #expect(search.matches("let e = 1", in: 0..<3) == false)
        #expect(search.matches("box"))
        #expect(search.matches("\"$(PRODUCT_NAME)\""))
        #expect(search.matches("time out") == false)
        #expect(TextSearch(anyOf: ["Web"], ignoringCase: false).matches("webView") == false)
        #expect(TextSearch(anyOf: ["ab"], ignoringCase: true).matches("") == false)
    }

    @Test func letterGramsNeverRuleOutAFileThatHoldsTheNeedle() {
        let file = Self.file("let autoLockTimeout = 30 // gráce\n")
        #expect(TextSearch(anyOf: ["timeout"], ignoringCase: true).mayMatch(in: file))
        #expect(TextSearch(anyOf: ["lock"], ignoringCase: true).mayMatch(in: file))
        #expect(TextSearch(anyOf: ["$("], ignoringCase: true).mayMatch(in: file))
        #expect(TextSearch(anyOf: ["window", "expiry"], ignoringCase: true).mayMatch(in: file) == false)
        // "ut" and "to" are both there, but never as "uto" then "tou"… a gate, not a search.
        #expect(TextSearch(anyOf: ["autotimeout"], ignoringCase: true).mayMatch(in: file) == false)
    }
}
