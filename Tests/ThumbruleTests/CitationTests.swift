import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleRules

/// The citation table and the rulebook agree both ways, lint holds rules to the table, and
/// docs/CITATIONS.md is what the generator writes.
@Suite struct CitationTests {
    static let report = CitationReport(rulebook: Rulebook.bundled)

    @Test func tableLoadsWithSourcesAndDates() {
        let table = CitationTable.bundled
        #expect(!table.guidelines.isEmpty && !table.playPolicies.isEmpty && !table.limits.isEmpty)
        let dates = table.guidelines.map(\.checked) + table.playPolicies.map(\.checked) + table.limits.map(\.checked)
        #expect(dates.allSatisfy { $0.count == 10 && $0.hasPrefix("20") }, "every entry carries a yyyy-mm-dd date")
        let sources = table.guidelines.map(\.source) + table.playPolicies.map(\.source) + table.limits.map(\.source)
        #expect(sources.allSatisfy { $0.hasPrefix("https://") })
        #expect(Set(table.guidelines.map(\.number)).count == table.guidelines.count, "duplicate guideline number")
        #expect(Set(table.guidelines.map(\.topic)).count == table.guidelines.count, "duplicate guideline topic")
    }

    @Test func everyGuidelineNumberInARuleIsInTheTable() {
        #expect(Self.report.unlistedGuidelines.isEmpty, "cited but not in citations.json: \(Self.report.unlistedGuidelines)")
    }

    @Test func everyPlayPolicyNamedInARuleIsInTheTable() {
        let unlisted = Self.report.unlistedPlayPolicyMentions
        #expect(unlisted.isEmpty, "Play policy mentions matching no table entry:\n\(unlisted.joined(separator: "\n"))")
    }

    @Test func everyTableEntryIsCitedByARule() {
        #expect(Self.report.uncitedEntries.isEmpty, "in citations.json but cited by no rule: \(Self.report.uncitedEntries)")
    }

    @Test func everyTopicChecksQuoteResolves() {
        for topic in GuidelineTopic.allCases {
            #expect(CitationTable.bundled.number(topic) != "?", "\(topic) has no entry in citations.json")
        }
    }

    /// Check summaries quote guideline numbers from the table, so none can be stale.
    @Test func checkSummariesQuoteOnlyTableNumbers() {
        for check in CheckRegistry.all {
            for number in CitationTable.guidelineNumbers(in: check.description.summary) {
                #expect(CitationTable.bundled.guideline(number) != nil, "\(check.description.id) quotes \(number)")
            }
        }
    }

    @Test func retiredNumbersAreGone() {
        let cited = Set(Rulebook.bundled.rules.flatMap { CitationTable.guidelineNumbers(in: $0.fullText) })
        for retired in ["3.1.7", "3.1.6", "2.3.1(a)"] {
            #expect(!cited.contains(retired), "\(retired) no longer exists in the App Review Guidelines")
        }
    }

    @Test(arguments: [
        ("App Review Guideline 2.5.18 applies", ["2.5.18"]),
        ("(App Review Guideline 3.1.1(a) and 3.1.3).", ["3.1.1(a)", "3.1.3"]),
        ("App Review cites Guideline 5.1.1(iv) against it.", ["5.1.1(iv)"]),
        ("breaks guideline 3.2.2(x).", ["3.2.2(x)"]),
        ("WCAG 2 success criterion 1.4.3 and iOS 14.5", []),
        ("Google Sign-In branding guidelines) on Android 7.1", []),
    ])
    func findsGuidelineNumbers(_ text: String, _ expected: [String]) {
        #expect(CitationTable.guidelineNumbers(in: text) == expected)
    }

    @Test func lintRejectsAnUnknownGuidelineNumberInAHouseRule() throws {
        let house = RulebookTests.goodRule.replacingOccurrences(of: "- A fact (source).", with: "- A fact (App Review Guideline 9.4.2(b)).")
        let issues = Rulebook(sources: [("house/demo.md", house)]).issues
        let issue = try #require(issues.first { $0.message.contains("9.4.2(b)") }, "\(issues)")
        #expect(issue.file == "house/demo.md" && issue.line == 8 && issue.message.contains("citation table"))
        let known = RulebookTests.goodRule.replacingOccurrences(of: "- A fact (source).", with: "- A fact (App Review Guideline 2.5.18).")
        #expect(Rulebook(sources: [("house/demo.md", known)]).issues.isEmpty)
    }

    @Test func citationsDocumentIsCurrent() throws {
        let path = CLI.packageRoot + "/docs/CITATIONS.md"
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == Self.report.markdown(), "docs/CITATIONS.md is stale: run `thumbrule rulebook citations --output docs/CITATIONS.md`")
    }

    @Test func citationsCommandPrintsTheDocument() throws {
        let result = try CLI.run(["rulebook", "citations"])
        #expect(result.status == 0 && result.stdout == Self.report.markdown())
    }
}
