import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

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
