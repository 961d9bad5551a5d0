import Foundation
import ThumbruleCore
import ThumbruleRules

/// The one scope `review`, `rubric --scope` and the MCP tools share, worked out from the
/// checked paths: what the code uses (`AreaSurvey`), what PRODUCT.md's `## Areas` opens and
/// closes, what a screen brief's `scope` opens and closes for its screen, and `--open`.
/// The later word wins: product brief over code, screen brief over product brief, `--open` last.
public struct ResolvedScope {
    public var root: String
    public var scope: ReviewScope
    /// The screen brief, when the scope is a screen's.
    public var brief: ScreenBrief?
    /// Where the screen brief and its code disagree (`thumbrule spec` in full).
    public var briefIssues: [BriefIssue]
    /// The screen's Swift files: its target and the views it constructs.
    public var screenPaths: Set<String>?
    /// Rows of PRODUCT.md's `## Areas` that decide nothing.
    public var productProblems: [String]

    public init(paths: [String], currentDirectory: String, screen: String? = nil, open: [String] = [], rulebook: Rulebook) throws {
        let areas = rulebook.areas.map(\.prefix)
        if let unknown = open.first(where: { !areas.contains($0) }) { throw ReviewRunner.Failure.unknownArea(unknown, areas: areas) }
        let root = Discovery.root(for: paths, currentDirectory: currentDirectory)
        var brief: ScreenBrief?
        var briefIssues: [BriefIssue] = []
        var screenPaths: Set<String>?
        let sources: ProjectSources
        if let screen {
            let path = (root as NSString).appendingPathComponent("\(ScreenBrief.folder)/\(screen).md")
            guard FileManager.default.fileExists(atPath: path) else {
                let available = ScreenSpec.defaultBriefs(root: root).map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
                throw ReviewRunner.Failure.noScreenBrief(name: screen, available: available)
            }
            sources = try ProjectSources(root: root)
            let spec = ScreenSpec(sources: sources, rulebook: rulebook)
            let checked = spec.check(path: path, display: "\(ScreenBrief.folder)/\(screen).md")
            guard let parsed = checked.brief else { throw ReviewRunner.Failure.invalidBrief(checked.issues) }
            brief = parsed
            briefIssues = checked.issues
            screenPaths = Set(spec.screenFiles(parsed).map(\.path))
        } else {
            sources = try ProjectSources(paths: paths, currentDirectory: currentDirectory)
        }

        let product = ProductAreas(root: root, areas: Set(areas))
        var closed = product.closed
        let screenOpen = (brief?.openAreas ?? []) + open
        for area in screenOpen { closed.removeValue(forKey: area) }
        for (area, reason) in brief?.closedAreas ?? [:] { closed[area] = reason }
        let survey = AreaSurvey(sources, screenPaths: screenPaths)
        self.root = root
        self.scope = ReviewScope(rulebook: rulebook, open: product.open + screenOpen, closed: closed, detected: survey.evidence)
        self.brief = brief
        self.briefIssues = briefIssues
        self.screenPaths = screenPaths
        self.productProblems = product.problems
    }
}
