import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct SpecTests {
    static let validBrief = """
    ---
    target: App/RecipesView.swift
    user_goal: Pick a recipe to cook tonight
    context:
      environment: kitchen, indoors
      posture: standing at the counter
      hands: one, the other holds a pan
      attention: divided
      session_length: under two minutes
      frequency: daily
      interruption: frequent
      urgency: low
    primary_action: "Start cooking"
    states:
      loading: a spinner while recipes load
      empty: a message with a link to collections
      error: n/a - recipes ship with the app
      offline: n/a - nothing is fetched
      partial: n/a: the list loads whole
      permission: n/a (no permission is asked)
    scope:
      open: [pay]
      closed:
        notify: the screen sends nothing  # a comment
    ---
    Notes.
    """

    /// The issues `spec` reports for a brief text in the test app.
    static func issues(_ text: String, project: ScratchFolder? = nil) throws -> [BriefIssue] {
        let project = try project ?? ScratchFolder.app()
        try project.write(".thumbrule/screens/recipes.md", text)
        let spec = ScreenSpec(sources: try ProjectSources(root: project.path))
        return spec.check(path: project.absolute(".thumbrule/screens/recipes.md"), display: "recipes.md").issues
    }

    static func replacing(_ old: String, with new: String) -> String {
        precondition(validBrief.contains(old), old)
        return validBrief.replacingOccurrences(of: old, with: new)
    }

    @Test func aValidBriefParsesIntoItsParts() throws {
        let project = try ScratchFolder.app()
        try project.write(".thumbrule/screens/recipes.md", Self.validBrief)
        let spec = ScreenSpec(sources: try ProjectSources(root: project.path))
        let checked = spec.check(path: project.absolute(".thumbrule/screens/recipes.md"), display: "recipes.md")
        #expect(checked.issues.isEmpty, "\(checked.issues)")
        let brief = try #require(checked.brief)
        #expect(brief.name == "recipes" && brief.target == "App/RecipesView.swift")
        #expect(brief.primaryAction == .labels(["Start cooking"]) && brief.primaryActionLine == 13)
        #expect(brief.context.count == 8 && brief.context["hands"] == "one, the other holds a pan")
        #expect(brief.states.filter(\.notApplicable).map(\.name) == ["error", "offline", "partial", "permission"])
        #expect(brief.openAreas == ["pay"] && brief.closedAreas == ["notify": "the screen sends nothing"])
        #expect(spec.screenFiles(brief).map(\.path) == ["App/RecipesView.swift", "App/CookBar.swift"])
    }

    /// One invalid brief per kind of mistake, each reported at its line.
    @Test(arguments: [
        ("no front matter", "target: x\n", "1: a screen brief starts with '---' front matter"),
        ("unclosed front matter", "---\ntarget: App/RecipesView.swift\n", "1: the front matter opened on line 1 is never closed"),
        ("not key: value", replacing("user_goal: Pick a recipe to cook tonight", with: "user_goal Pick a recipe"), "3: expected 'key: value', found 'user_goal Pick a recipe'"),
        ("bad indentation", replacing("  posture: standing", with: "     posture: standing"), "6: this line is indented deeper"),
        ("unknown key", replacing("scope:", with: "mood: happy\nscope:"), "21: unknown key 'mood'"),
        ("missing key", replacing("user_goal: Pick a recipe to cook tonight\n", with: ""), "1: missing 'user_goal'"),
        ("target missing on disk", replacing("target: App/RecipesView.swift", with: "target: App/Nowhere.swift"), "2: target 'App/Nowhere.swift' does not exist"),
        ("context field missing", replacing("  urgency: low\n", with: ""), "4: context is missing urgency"),
        ("unknown context field", replacing("  urgency: low", with: "  urgency: low\n  mood: calm"), "13: unknown context field 'mood'"),
        ("context field empty", replacing("  urgency: low", with: "  urgency:"), "12: context.urgency needs a value"),
        ("primary action unquoted", replacing(#"primary_action: "Start cooking""#, with: "primary_action: Start cooking"), #"13: primary_action must be "Label", "A" or "B", or none <reason>"#),
        ("primary action none without reason", replacing(#"primary_action: "Start cooking""#, with: "primary_action: none"), "13: primary_action must be"),
        ("state missing", replacing("  permission: n/a (no permission is asked)\n", with: ""), "14: states is missing permission"),
        ("n/a without reason", replacing("  offline: n/a - nothing is fetched", with: "  offline: n/a"), "18: states.offline is n/a without a reason"),
        ("unknown state", replacing("  partial: n/a: the list loads whole", with: "  partial: n/a: whole\n  stale: shown"), "20: unknown state 'stale'"),
        ("unknown open area", replacing("open: [pay]", with: "open: [pay, gizmos]"), "22: scope.open names 'gizmos', which is no rule area"),
        ("closed without reason", replacing("    notify: the screen sends nothing  # a comment", with: "    notify:"), "24: scope.closed.notify needs a reason"),
        ("open and closed", replacing("open: [pay]", with: "open: [pay, notify]"), "24: 'notify' is both open and closed"),
        ("duplicate key", replacing("scope:", with: "target: App/RecipesView.swift\nscope:"), "21: 'target' is given twice"),
    ])
    func invalidBriefsOfEachKind(kind: String, text: String, expected: String) throws {
        let issues = try Self.issues(text)
        #expect(issues.contains { "\($0.line): \($0.message)".hasPrefix(expected) }, "\(kind): \(issues.map(\.description))")
        #expect(issues.allSatisfy { $0.file == "recipes.md" })
    }

    @Test func primaryActionMustBeAControlOfTheScreen() throws {
        let missing = try Self.issues(Self.replacing(#""Start cooking""#, with: #""Cook now" or "Start cooking""#))
        #expect(missing.map(\.description) == [#"recipes.md:13: primary action "Cook now" is not the label of any control in App/RecipesView.swift or the views it shows; label the Button or NavigationLink "Cook now", or correct the brief"#])
        let textOnly = try ScratchFolder.app()
        try textOnly.write("App/CookBar.swift", "import SwiftUI\nstruct CookBar: View { var body: some View { Text(\"Start cooking\") } }\n")
        let notAControl = try Self.issues(Self.validBrief, project: textOnly)
        #expect(notAControl.count == 1 && notAControl[0].message.hasPrefix("primary action \"Start cooking\" is not the label"))
        #expect(try Self.issues(Self.replacing(#""Start cooking""#, with: "none - a reading screen")).isEmpty)
    }

    @Test func describedStatesNeedAVisibleBranch() throws {
        let project = try ScratchFolder.app()
        try project.write("App/RecipesView.swift", """
        import SwiftUI
        struct RecipesView: View {
            var body: some View { VStack { Text("Recipes"); CookBar() } }
        }
        """)
        let issues = try Self.issues(Self.replacing("  error: n/a - recipes ship with the app", with: "  error: a retry banner"), project: project)
        #expect(issues.map(\.line) == [15, 16, 17])
        #expect(issues[0].message.hasPrefix("states.loading is described, but App/RecipesView.swift shows no loading branch (none of ProgressView,"))
        #expect(issues[1].message.hasPrefix("states.empty is described"))
    }

    @Test func cliSpecExitCodesAndDefaultBriefs() throws {
        let project = try ScratchFolder.app()
        try project.write(".thumbrule/screens/recipes.md", Self.validBrief)
        let valid = try CLI.run(["spec"], in: project.path)
        #expect(valid.status == 0 && valid.stdout.isEmpty && valid.stderr.contains("1 brief, 0 problems"))
        try project.write(".thumbrule/screens/broken.md", Self.replacing("  offline: n/a - nothing is fetched", with: "  offline: n/a"))
        let broken = try CLI.run(["spec", "--dir", project.path])
        #expect(broken.status == 1 && broken.stdout.contains("broken.md:18: states.offline is n/a without a reason"), "\(broken.stdout)")
        let one = try CLI.run(["spec", ".thumbrule/screens/recipes.md"], in: project.path)
        #expect(one.status == 0)
        let empty = try ScratchFolder()
        #expect(try CLI.run(["spec"], in: empty.path).status == 1)
    }
}

@Suite struct FrontMatterTests {
    @Test func mapsListsFlowListsQuotesAndComments() throws {
        let matter = try FrontMatter("""
        ---
        # a comment
        name: "quoted: value"
        plain: it's fine # trailing comment
        nested:
          child: one
          deeper:
            leaf: two
        items:
          - a
          - "b"
        flow: [x, "y z"]
        empty:
        commented: # nothing here
        ---
        body
        """)
        #expect(matter.root["name"]?.scalarValue == "quoted: value")
        #expect(matter.root["plain"]?.scalarValue == "it's fine")
        #expect(matter.root["nested"]?["deeper"]?["leaf"]?.scalarValue == "two")
        #expect(matter.root["nested"]?["deeper"]?["leaf"]?.line == 8)
        #expect(matter.root["items"]?.listItems?.compactMap(\.scalarValue) == ["a", "b"])
        #expect(matter.root["flow"]?.listItems?.compactMap(\.scalarValue) == ["x", "y z"])
        #expect(matter.root["empty"]?.scalarValue == "" && matter.root["commented"]?.scalarValue == "")
        #expect(matter.body == "body")
    }

    @Test func primaryActionForms() {
        #expect(ScreenBrief.parsePrimaryAction(#""Save""#) == .labels(["Save"]))
        #expect(ScreenBrief.parsePrimaryAction(#""Save" or "Share""#) == .labels(["Save", "Share"]))
        #expect(ScreenBrief.parsePrimaryAction("none - reading only") == .none(reason: "reading only"))
        #expect(ScreenBrief.parsePrimaryAction("none") == nil)
        #expect(ScreenBrief.parsePrimaryAction("Save") == nil)
        #expect(ScreenBrief.parsePrimaryAction(#""""#) == nil)
        #expect(ScreenBrief.parsePrimaryAction(#""A" and "B""#) == nil)
    }
}
