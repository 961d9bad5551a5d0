import SwiftSyntax
import ThumbruleCore

/// How the onboarding checks recognise first-run UI: by the names apps give it.
enum FirstRun {
    /// Single camel-case words that name first-run UI.
    package static let words: Set<String> = ["Onboarding", "Welcome", "Intro", "Introduction", "Walkthrough", "Tutorial"]
    /// Adjacent word pairs that do: `OnBoarding`, `FirstRun`, `FirstLaunch`, `GetStarted`, `WalkThrough`.
    static let wordPairs: Set<[String]> = [["On", "Boarding"], ["First", "Run"], ["First", "Launch"], ["Get", "Started"], ["Walk", "Through"]]

    /// True for `OnboardingView`, `WelcomeScreen`, `IntroPageViewController`, `GetStartedView`;
    /// false for `IntroducedFeatures` or `SettingsView`.
    static func isOnboardingName(_ name: String) -> Bool {
        let parts = camelCaseWords(name)
        if parts.contains(where: words.contains) { return true }
        return zip(parts, parts.dropFirst()).contains { wordPairs.contains([$0, $1]) }
    }

    /// The onboarding type a node sits in, if any. A type named by one of `words` alone inside
    /// a type not named so is a part of that screen (`OrderDetailPage.Intro`, the page's intro
    /// section), not first-run UI.
    static func onboardingType(of node: some SyntaxProtocol) -> String? {
        guard let type = node.enclosingTypeDeclaration, let name = node.enclosingTypeName, isOnboardingName(name) else { return nil }
        if words.contains(name), let outer = type.enclosingTypeName, !isOnboardingName(outer) { return nil }
        return name
    }

    /// `OnboardingPageView` → `["Onboarding", "Page", "View"]`.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
            if character.isLetter || character.isNumber { current.append(character) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// Code that runs before the user has had a success with the app: on the launch path, or
/// inside first-run UI. Recorded in the file pass, confirmed in the project pass.
struct EarlyMoment: Sendable, Codable {
    package let position: SourcePosition
    package let launch: LaunchContext?
    /// The function the code sits in when the launch path reaches it through a call.
    let via: String?
    let onboardingType: String?
    /// The function around the code, to follow launch-path calls from other files.
    let helper: LaunchHelper?

    /// The moment of a node: on a possible launch path, in first-run UI, or in a helper that
    /// another file may call at launch.
    package static func of(_ node: some SyntaxProtocol, in file: SwiftFile) -> EarlyMoment? {
        let reach = file.launchContext(reaching: node)
        let onboarding = FirstRun.onboardingType(of: node)
        let helper = reach == nil && onboarding == nil ? LaunchHelper.of(node, in: file) : nil
        guard reach != nil || onboarding != nil || helper != nil else { return nil }
        return EarlyMoment(position: file.position(of: node), launch: reach?.context, via: reach?.via, onboardingType: onboarding, helper: helper)
    }

    /// "in application(_:didFinishLaunchingWithOptions:)" or "in OnboardingView, during the first
    /// run", with the launch-path call that reaches a helper; nil when the code is not early after all.
    func confirmed(in project: Project) -> (when: String, related: [RelatedLocation])? {
        if let launch, project.isLaunchPath(launch) { return (launch.phrase(via: via), []) }
        if let onboardingType { return ("in \(onboardingType), during the first run", []) }
        guard let helper, let call = project.launchCall(reaching: helper) else { return nil }
        return (call.context.phrase(via: helper.function),
                [RelatedLocation(call.position, "\(call.name)() is called here, \(call.context.phrase(via: nil))\(call.name == helper.function ? "" : ", and leads to \(helper.function)()")")])
    }

    /// Reports every moment that is confirmed early, once per helper reached at launch;
    /// `message` turns "when" ("in the App's init()") into the finding's text.
    static func reportConfirmed(_ moments: [EarlyMoment], in project: Project,
                                _ output: inout CheckOutput, message: (String) -> String) {
        var helpersReported = Set<[String]>()
        // Several prompts of one file shown at the same moment are one finding, at the first,
        // with the others as related locations.
        var findings: [(key: [String], position: SourcePosition, when: String, related: [RelatedLocation])] = []
        for moment in moments.sorted(by: { $0.position < $1.position }) {
            guard let (when, related) = moment.confirmed(in: project) else { continue }
            // Several prompts in one helper reached at launch are one finding.
            if let helper = moment.helper, moment.launch == nil, !helpersReported.insert([helper.type ?? "", helper.function]).inserted { continue }
            let key = [moment.position.path, when]
            if let first = findings.firstIndex(where: { $0.key == key }) {
                findings[first].related.append(RelatedLocation(moment.position, "shown at the same moment here too"))
            } else {
                findings.append((key, moment.position, when, related))
            }
        }
        for finding in findings {
            output.report(message(finding.when), at: finding.position, confidence: .medium, related: finding.related)
        }
    }
}
