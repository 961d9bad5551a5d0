import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct RubricTests {
    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/rubric-splash.md").path

    /// The rubric of one area matches its golden file. After a deliberate change to the
    /// splash rules or their checks, regenerate with THUMBRULE_UPDATE_GOLDEN=1 swift test.
    @Test func splashRubricMatchesGoldenFile() throws {
        let markdown = try Rubric(rulebook: .bundled, only: ["splash"]).markdown()
        if ProcessInfo.processInfo.environment["THUMBRULE_UPDATE_GOLDEN"] == "1" {
            try Data(markdown.utf8).write(to: URL(fileURLWithPath: Self.goldenPath))
        }
        let golden = try #require(FileManager.default.contents(atPath: Self.goldenPath).map { String(decoding: $0, as: UTF8.self) })
        #expect(markdown == golden, "the splash rubric changed; diff it against Fixtures/golden/rubric-splash.md")
    }

    @Test func rowsCarryVerifyDeviceNotesAndTheChecksThatSettleEachRule() throws {
        let rubric = try Rubric(rulebook: .bundled, only: ["ads-consent", "ads-close"])
        #expect(Set(rubric.rows.map(\.id)) == ["ads-close", "ads-consent"])
        let consent = try #require(rubric.rows.first { $0.id == "ads-consent" })
        #expect(consent.checks == CheckRegistry.checks(forRule: "ads-consent").map { $0.description.id })
        #expect(!consent.checks.isEmpty && !consent.verify.isEmpty)
        let close = try #require(rubric.rows.first { $0.id == "ads-close" })
        #expect(close.checks.isEmpty && close.evidence == .device)
        #expect(rubric.areas.first?.deviceNotes.map(\.rule) == ["ads-close"])
        let markdown = rubric.markdown()
        #expect(markdown.contains("| `ads-close` | p0 | device |") && markdown.contains("none: review"))
        #expect(markdown.contains("`\(consent.checks[0])`") && markdown.contains("Device notes:\n\n- `ads-close`: "))
    }

    @Test func selectorsByAreaPrefixAndIdAndEveryRuleWhenEmpty() throws {
        let area = try Rubric(rulebook: .bundled, only: ["splash"])
        #expect(area.rows.map(\.id) == ["splash-entry", "splash-hold"])
        let prefix = try Rubric(rulebook: .bundled, only: ["splash-h"])
        #expect(prefix.rows.map(\.id) == ["splash-hold"])
        #expect(try Rubric(rulebook: .bundled).rows.count == Rulebook.bundled.rules.count)
        #expect(try Rubric(rulebook: .bundled, only: ["splash"]).ids() == "splash-entry\nsplash-hold\n")
    }

    @Test func noMatchListsTheAreas() {
        #expect {
            try Rubric(rulebook: .bundled, only: ["splash", "nosuch"])
        } throws: { error in
            guard let noMatch = error as? Rubric.NoMatch else { return false }
            return noMatch.selectors == ["nosuch"] && noMatch.areas.contains("splash") && noMatch.description.contains("Areas: a11y")
        }
    }

    @Test func jsonCarriesAreasRowsAndNotes() throws {
        let json = try Rubric(rulebook: .bundled, only: ["splash"]).json()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let areas = try #require(document["areas"] as? [[String: Any]])
        #expect(areas.count == 1 && areas[0]["prefix"] as? String == "splash")
        let rules = try #require(areas[0]["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["splash-entry", "splash-hold"])
        #expect(rules.allSatisfy { $0["verify"] is String && $0["checks"] is [Any] && $0["severity"] is String })
        #expect((areas[0]["deviceNotes"] as? [Any])?.count == 2)
    }

    @Test func cliFormatsAndExitCodes() throws {
        let markdown = try CLI.run(["rubric", "--only", "splash"])
        let expected = try Rubric(rulebook: .bundled, only: ["splash"]).markdown()
        #expect(markdown.status == 0 && markdown.stdout == expected)
        let ids = try CLI.run(["rubric", "--only", "splash", "--format", "ids"])
        #expect(ids.stdout == "splash-entry\nsplash-hold\n")
        let none = try CLI.run(["rubric", "--only", "zzz"])
        #expect(none.status == 1 && none.stderr.contains("Areas: a11y") && none.stdout.isEmpty)
        #expect(try CLI.run(["rubric", "--format", "xml"]).status == 2)
    }
}

@Suite struct RulebookGraphTests {
    static let rulebook = Rulebook(sources: [
        ("rulebook/aa.md", """
        # Area A

        Intro.

        ## <Rule id="aa-one" severity="p1" evidence="source" description="One" />

        Why, citing `aa-two` and `bb-one`.

        - A fact.

        **Instead:** Do it.

        ## <Rule id="aa-two" severity="p2" evidence="device" description="Two" />

        Why.

        - A fact.

        **Instead:** Do it.

        <Check>
        <Verify rule="aa-one">Yes?</Verify>
        <Verify rule="aa-two">Yes?</Verify>
        <Device rule="aa-two">Run it.</Device>
        </Check>
        """),
        ("rulebook/bb.md", """
        # Area B

        Intro.

        ## <Rule id="bb-one" severity="p0" evidence="source+device" description="B one" />

        Why.

        - A fact.

        **Instead:** Do it.

        <Check>
        <Verify rule="bb-one">Yes?</Verify>
        <Device rule="bb-one">Run it.</Device>
        </Check>
        """),
    ])

    @Test func textListsAreasRulesCitationsAndDeviceMarks() throws {
        #expect(Self.rulebook.issues.isEmpty, "\(Self.rulebook.issues)")
        let graph = try #require(RulebookGraph(rulebook: Self.rulebook))
        #expect(graph.edges == [.init(from: "aa-one", to: "aa-two"), .init(from: "aa-one", to: "bb-one")])
        let text = graph.render(.text)
        #expect(text.contains("aa: Area A\n  aa-one (p1, source) -> aa-two, bb-one\n  aa-two (p2, device) [device]\n"))
        #expect(text.contains("bb-one (p0, source+device) [device]"))
        #expect(text.hasSuffix("3 rules, 2 citations, 2 need a device\n"))
    }

    @Test func onlyKeepsOneAreaAndShowsOutsideTargets() throws {
        let graph = try #require(RulebookGraph(rulebook: Self.rulebook, only: ["aa"]))
        #expect(graph.nodes.map(\.id) == ["aa-one", "aa-two"])
        let mermaid = graph.render(.mermaid)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("subgraph aa_area[\"Area A\"]") && mermaid.contains("aa_two[\"aa-two\"]:::device"))
        #expect(mermaid.contains("bb_one([\"bb-one\"])") && mermaid.contains("aa_one --> bb_one"))
        let dot = graph.render(.dot)
        #expect(dot.contains("subgraph \"cluster_aa\"") && dot.contains("\"aa-two\" [style=dashed, peripheries=2];"))
        #expect(dot.contains("\"bb-one\" [shape=ellipse, style=dotted];") && dot.contains("\"aa-one\" -> \"aa-two\";"))
        #expect(RulebookGraph(rulebook: Self.rulebook, only: ["zz"]) == nil)
    }

    @Test func jsonHasAreasRulesAndCitations() throws {
        let json = try #require(RulebookGraph(rulebook: Self.rulebook)).render(.json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((document["areas"] as? [Any])?.count == 2)
        let rules = try #require(document["rules"] as? [[String: Any]])
        #expect(rules.first { $0["id"] as? String == "aa-two" }?["needsDevice"] as? Bool == true)
        #expect((document["citations"] as? [[String: String]])?.first == ["from": "aa-one", "to": "aa-two"])
    }

    @Test func cliGraphOfTheBundledRulebook() throws {
        let mermaid = try CLI.run(["rulebook", "graph", "--format", "mermaid", "--only", "splash"])
        #expect(mermaid.status == 0 && mermaid.stdout.contains("splash_entry[\"splash-entry\"]:::device"))
        let dot = try CLI.run(["rulebook", "graph", "--format", "dot"])
        #expect(dot.status == 0 && dot.stdout.hasPrefix("digraph rulebook {") && dot.stdout.contains("cluster_pay"))
        let unknown = try CLI.run(["rulebook", "graph", "--only", "nosuch"])
        #expect(unknown.status == 1 && unknown.stderr.contains("areas are a11y"))
        #expect(try CLI.run(["rulebook", "graph", "--format", "png"]).status == 2)
    }
}
