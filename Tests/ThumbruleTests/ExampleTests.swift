import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// Every check's examples are its tests: both ways, plus the hidden variants.
@Suite struct ExampleTests {
    @Test(arguments: CheckRegistry.all.map { $0.description.id })
    func examplesHold(checkId: String) throws {
        let check = try #require(CheckRegistry.check(checkId))
        let failures = ExampleHarness().run(check)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyCheckNamesARuleOfTheRulebook() {
        let rulebook = Rulebook.bundled
        for check in CheckRegistry.all {
            #expect(rulebook.rule(check.description.ruleId) != nil, "\(check.description.id) names \(check.description.ruleId)")
            #expect(check.description.id.hasPrefix(check.description.ruleId + "."), "\(check.description.id) should start with its rule id")
            for extra in check.description.alsoServes {
                #expect(rulebook.rule(extra) != nil, "\(check.description.id) also serves \(extra)")
                #expect(extra != check.description.ruleId, "\(check.description.id) lists its own rule again")
            }
        }
    }

    /// A check that serves a second rule is listed under it by the registry, so `rules` and
    /// `rubric` count it there.
    @Test func checksAreListedUnderEveryRuleTheyServe() {
        let target = CheckRegistry.checks(forRule: "button-target").map { $0.description.id }
        #expect(target.contains("touch-floor.small-frame"))
        #expect(target.contains("touch-floor.uikit-small-frame"))
        #expect(Rubric.registeredChecks("button-target") == target)
        for check in CheckRegistry.all {
            for rule in [check.description.ruleId] + check.description.alsoServes {
                #expect(CheckRegistry.checks(forRule: rule).contains { $0.description.id == check.description.id })
            }
        }
    }

    @Test func checkIdsAreUnique() {
        let ids = CheckRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }
}
