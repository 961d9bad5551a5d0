import SwiftSyntax
import ThumbruleCore

/// A system permission alert raised from code that may run at launch or from the first
/// screen's appearance. Shared by `onboard-ask-order`, `perm-notify-ask` and `perm-tracking`.
struct LaunchPrompt: Sendable, Codable {
    package let api: PermissionAPIs.API
    package let position: SourcePosition
    /// The launch context the prompt's own file shows, if any.
    package let context: LaunchContext?
    /// The function the prompt sits in when the file's launch path reaches it through a call.
    let via: String?
    /// The function around the prompt, to follow launch-path calls from other files.
    let helper: LaunchHelper?
    /// True when the prompt waits for a timer or work item, so the app may be active by then.
    let delayed: Bool
    /// When the context came through `via`: the call in the launch context that starts the way
    /// there (`requestPermission()` in `onAppear`), named as related so the report shows the
    /// launch-time code and not only the helper.
    let entry: RelatedLocation?

    /// Prompts in this file for the given resources, outside tests and preview code.
    package static func collect(_ file: SwiftFile, resources: Set<PermissionAPIs.Resource>) -> [LaunchPrompt] {
        return PermissionUses.matches(in: file, where: { $0.prompts && resources.contains($0.resource) }).flatMap { match -> [LaunchPrompt] in
            // Provisional notification authorization delivers quietly and shows no alert.
            if match.api.resource == .notifications, asksProvisionally(match.node, in: file) { return [] }
            // Asked again once already decided: iOS answers without an alert.
            if match.node.isUnderDecidedPermission { return [] }
            // Behind the user's stored opt-in (`if pushEnabled()`): the request follows their earlier choice.
            if match.api.resource == .notifications, file.notificationOptInGates.gate(match.node) { return [] }
            // Behind a stored setting for this resource (`if isHealthKitSyncActive { authorize() }`).
            if optsIn(match.node.optInFlagsAround, to: match.api.resource) { return [] }
            // Options handed in by the callers: each caller that does not ask provisionally is a way in.
            let ways = match.api.resource == .notifications ? nonProvisionalCallers(of: match.node, in: file) ?? [match.node] : [match.node]
            return ways.compactMap { way in
                let reach = file.launchContext(reaching: way)
                let helper = reach == nil ? LaunchHelper.of(way, in: file) : nil
                guard reach != nil || helper != nil else { return nil }
                return LaunchPrompt(api: match.api, position: file.position(of: match.node), context: reach?.context, via: reach?.via,
                                    helper: helper, delayed: match.node.isDelayed, entry: reach.flatMap { entry(of: $0, in: file) })
            }
        }
    }

    /// The words a stored setting for a resource is named with (`isHealthKitSyncActive`, `locationSharingEnabled`).
    static let resourceSettingWords: [PermissionAPIs.Resource: Set<String>] = [
        .health: ["health", "healthkit"], .location: ["location", "gps"], .camera: ["camera"], .microphone: ["microphone", "mic"],
        .photos: ["photo", "photos"], .contacts: ["contact", "contacts"], .calendars: ["calendar", "calendars"],
        .reminders: ["reminders"], .bluetooth: ["bluetooth", "ble"], .motion: ["motion", "fitness", "steps"],
        .speech: ["speech", "dictation"], .tracking: ["tracking"], .homeKit: ["homekit", "home"], .mediaLibrary: ["music", "library"],
    ]

    /// True when one of the flags an `if` around a request requires on is a stored opt-in for the
    /// request's resource: medsenger-ios asks for Health access from `App.init()` only while
    /// `UserDefaults.isHealthKitSyncActive`, which the Settings toggle turns on; a fresh install
    /// raises no alert there.
    static func optsIn(_ flags: [String], to resource: PermissionAPIs.Resource) -> Bool {
        guard let words = resourceSettingWords[resource] else { return false }
        return flags.contains { flag in !Set(NameWords.split(flag).map { $0.lowercased() }).isDisjoint(with: words) }
    }

    /// For a request whose options are a parameter of its function (`requestPermission(_ options:)`),
    /// the calls of that function in the file that pass options without `.provisional`; nil when
    /// the options are not a parameter or the file never calls the function. phoenix asks at
    /// launch through `requestPermissionForProvisionalNotifications()`, which passes
    /// `[.alert, .sound, .badge, .provisional]`: no alert there.
    static func nonProvisionalCallers(of request: Syntax, in file: SwiftFile) -> [Syntax]? {
        guard let passedName = request.as(FunctionCallExprSyntax.self)?.argument("options")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let function = request.enclosingFunction,
              let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == passedName })
        else { return nil }
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        let callers = file.index.calls(function.name.text).filter { !function.encloses($0) }
        guard !callers.isEmpty else { return nil }
        return callers.filter { caller in
            guard let options = caller.argument(label) else { return true }
            return !file.index.memberAccesses(within: options).contains { $0.declName.baseName.text == "provisional" }
        }.map(Syntax.init)
    }

    /// The first step of a chain in the prompt's file, said the way a cross-file chain's call is:
    /// "requestPermission() is called here, in the first appearance of HomeView", with the
    /// helper it leads to when the chain is longer.
    private static func entry(of reach: (context: LaunchContext, via: String?, entry: Syntax?), in file: SwiftFile) -> RelatedLocation? {
        guard let via = reach.via, let entry = reach.entry else { return nil }
        guard let call = entry.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
            return RelatedLocation(file.position(of: entry), "\(via) is passed here, to run \(reach.context.phrase(via: nil))")
        }
        return callStep(at: file.position(of: entry), name: name, context: reach.context, leadingTo: via)
    }

    /// "setUp() is called here, in application(_:didFinishLaunchingWithOptions:), and leads to
    /// registerForPush()": the launch-time call of a chain, for the related locations.
    static func callStep(at position: SourcePosition, name: String, context: LaunchContext, leadingTo helper: String) -> RelatedLocation {
        RelatedLocation(position, "\(name)() is called here, \(context.phrase(via: nil))\(name == helper ? "" : ", and leads to \(helper)()")")
    }

    /// True when the options this request passes hold `.provisional`: written in its arguments,
    /// added to an options value in the same function (`options.insert(.provisional)`), or in
    /// the declaration of the variable it passes. A `.provisional` that a status is compared
    /// with (`case .provisional:`, `status == .provisional`) asks for nothing.
    static func asksProvisionally(_ request: Syntax, in file: SwiftFile) -> Bool {
        let passed = request.as(FunctionCallExprSyntax.self)?.argument("options")?.expression
        let passedName = passed.map { $0.strippingOptionality.receiverKey }
        return file.index.memberAccesses("provisional").contains { access in
            guard access.base == nil || access.base?.trimmedSourceText == "UNAuthorizationOptions", !isStatusTest(access) else { return false }
            if let passed, passed.encloses(access) { return true }
            if let scope = request.enclosingScope, scope.encloses(access) { return true }
            guard let passedName, !passedName.isEmpty,
                  let binding = access.ancestorBinding else { return false }
            return binding.pattern.trimmedSourceText == passedName
        }
    }

    /// True for `.provisional` as a case pattern or an operand of `==` / `!=`.
    private static func isStatusTest(_ access: MemberAccessExprSyntax) -> Bool {
        var current = access.parent
        while let node = current, !node.is(StmtSyntax.self), !node.is(DeclSyntax.self), !node.is(CodeBlockItemSyntax.self) {
            if node.is(SwitchCaseLabelSyntax.self) || node.is(MatchingPatternConditionSyntax.self) { return true }
            if let sequence = node.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { ["==", "!=", "~="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// A prompt the project confirms on the launch path, with where it runs from.
    struct Confirmed {
        let prompt: LaunchPrompt
        package let context: LaunchContext
        /// "in application(_:didFinishLaunchingWithOptions:)", or through a helper.
        let whereItRuns: String
        let related: [RelatedLocation]

        /// Calls from the launch context to the prompt's helper, 0 when the prompt's own file
        /// shows its context.
        let calls: Int

        /// High when the code runs at launch whatever the screen, medium from the first
        /// screen's appearance, which may be an explanation screen, or through more than one
        /// call into other files, where a condition on the way (an opt-in setting) may hold it back.
        package var confidence: Confidence { context.isUnconditional && calls <= 1 ? .high : .medium }
    }

    /// Prompts on the launch path: in their own file's launch context, or in a helper a launch-path
    /// call reaches. A helper reached from a call that is itself a reported prompt (a wrapper of
    /// the same name) is the same alert and is not reported twice.
    static func confirmed(_ prompts: [LaunchPrompt], in project: Project) -> [Confirmed] {
        let direct = prompts.filter { $0.context.map(project.isLaunchPath) ?? false }
        let directPositions = Set(direct.map(\.position))
        // A request reached through several callers (`nonProvisionalCallers`) is one alert.
        var reported = Set<SourcePosition>()
        return prompts.compactMap { prompt -> Confirmed? in
            guard !reported.contains(prompt.position), let confirmed = confirm(prompt, in: project, besides: directPositions) else { return nil }
            reported.insert(prompt.position)
            return confirmed
        }
    }

    private static func confirm(_ prompt: LaunchPrompt, in project: Project, besides directPositions: Set<SourcePosition>) -> Confirmed? {
        if let context = prompt.context {
            guard project.isLaunchPath(context) else { return nil }
            return Confirmed(prompt: prompt, context: context, whereItRuns: context.phrase(via: prompt.via),
                             related: [prompt.entry].compactMap { $0 }, calls: 0)
        }
        guard let helper = prompt.helper, let (call, calls) = project.launchChain(reaching: helper),
              !directPositions.contains(call.position), !optsIn(call.optInFlags ?? [], to: prompt.api.resource) else { return nil }
        return Confirmed(prompt: prompt, context: call.context, whereItRuns: call.context.phrase(via: helper.function),
                         related: [callStep(at: call.position, name: call.name, context: call.context, leadingTo: helper.function)],
                         calls: calls)
    }
}

extension SyntaxProtocol {
    /// True inside a closure handed to `asyncAfter` or a `DispatchWorkItem`: the code runs later.
    var isDelayed: Bool {
        hasAncestor { node in
            guard let call = node.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return ["asyncAfter", "DispatchWorkItem"].contains(call.calleeName ?? "")
        }
    }
}

extension MemberAccessExprSyntax {
    /// The variable binding whose initial value holds this access: `options` in
    /// `let options: UNAuthorizationOptions = [.alert, .provisional]`.
    fileprivate var ancestorBinding: PatternBindingSyntax? {
        var current = parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) { return binding }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
