import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

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
