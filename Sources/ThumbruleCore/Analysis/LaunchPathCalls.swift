import SwiftSyntax

/// A call made on a possible launch path, recorded so a project check can follow launch-time
/// calls into helpers declared in other files (`AppDelegate` calling
/// `NotificationManager.shared.requestPermission()`).
public struct LaunchPathCall: Sendable, Codable {
    /// Every file's launch-path calls, recorded by the engine for checks that ask for
    /// `FileFact.launchPathCalls`.
    public static let facts = FactKey<LaunchPathCall>("core.launch-path-call")

    public let name: String
    /// Names the receiver goes by: `LocationManager` and `shared` for
    /// `LocationManager.shared.start()`, `locationManager` for `self.locationManager.start()`.
    public let receivers: [String]
    /// The type the call is made from, for bare calls to the type's own methods.
    public let callerType: String?
    public let position: SourcePosition
    public let context: LaunchContext
    /// How many calls in its own file lead from the context to this call (0 when made in it).
    public let depth: Int
    /// The call's argument labels, `_` for an unlabeled one (nil in facts recorded before they were).
    public var argumentLabels: [String]? = nil
    /// The stored opt-in settings an `if` around the call requires (`if UserDefaults.isHealthKitSyncActive`),
    /// so a check can tell a request the user turned on earlier from an unprompted one.
    public var optInFlags: [String]? = nil
}

/// A call from one named function to another, recorded with the launch-path calls so a
/// project check can follow a chain across files: `didFinishLaunching` → `Services.boot()` →
/// `Push.register()` → … up to `LaunchContext.maxCallDepth` calls.
public struct FunctionCallEdge: Sendable, Codable {
    public static let facts = FactKey<FunctionCallEdge>("core.function-call-edge")

    /// The function making the call, as a helper a launch-path call may reach.
    public let caller: LaunchHelper
    /// The call, in the form `LaunchHelper.matches` reads.
    public let name: String
    public let receivers: [String]
    /// The call's argument labels, `_` for an unlabeled one.
    public var argumentLabels: [String]? = nil
}

/// The function around code of interest (a permission request, a review prompt) whose own
/// file does not put it on the launch path, to match against launch-path calls from elsewhere.
public struct LaunchHelper: Sendable, Codable {
    public let function: String
    /// The enclosing type, nil for a free function.
    public let type: String?
    /// Where the code of interest is.
    public let position: SourcePosition
    /// The function's parameter labels, `_` for an unlabeled one; nil when a parameter is variadic.
    public var parameterLabels: [String]? = nil

    /// The helper of a node, or nil outside a named function or in a closure of it that runs on
    /// a later event (`runsOnLaterEvent`): calling the function does not run that code.
    public static func of(_ node: some SyntaxProtocol, in file: SwiftFile) -> LaunchHelper? {
        guard !node.runsOnLaterEvent, let function = node.enclosingFunction else { return nil }
        let name = function.name.text
        let type = function.enclosingTypeName
        guard !generic.contains(name) || (typedGeneric.contains(name) && type != nil) else { return nil }
        let parameters = function.signature.parameterClause.parameters
        let labels = parameters.contains { $0.ellipsis != nil } ? nil : parameters.map(\.firstName.text)
        return LaunchHelper(function: name, type: type, position: file.position(of: node), parameterLabels: labels)
    }

    /// Names too common to follow across files without mistaking one type's method for another's.
    package static let generic: Set<String> = ["init", "setup", "setUp", "start", "configure", "load", "run", "update", "viewDidLoad", "viewDidAppear", "viewWillAppear", "application", "scene", "body"]
    /// Of those, the ones followed when the call names the type it goes to
    /// (`RemindersManager.shared.start()`) and the helper is that type's method: the type's name
    /// tells one `start()` from another.
    package static let typedGeneric: Set<String> = ["setup", "setUp", "start", "configure", "load", "run", "update"]

    /// True when a call of this name can be followed: not a generic name, or a typed-generic one
    /// whose receiver names a type (`Service.shared.start()`, not `manager.start()`).
    package static func follows(_ name: String, receivers: [String]) -> Bool {
        guard generic.contains(name) else { return true }
        return typedGeneric.contains(name) && receivers.contains { $0.first?.isUppercase == true }
    }

    /// True when the call can be to this helper: same name, and a receiver named for its type
    /// (`LocationManager.shared.x()`, `locationManager.x()`), a bare call from the same type
    /// (an `AppDelegate` extension in another file), or a bare call to a free function.
    public func matches(_ call: LaunchPathCall) -> Bool {
        matches(name: call.name, receivers: call.receivers, callerType: call.callerType, labels: call.argumentLabels)
    }

    /// `labels`, the call's argument labels, must each be one of the function's (a
    /// `register(with:application:)` is no call to `register(application:)`).
    package func matches(name: String, receivers: [String], callerType: String?, labels: [String]?) -> Bool {
        guard name == function else { return false }
        if let labels, let parameterLabels, labels.count > parameterLabels.count || !Set(labels).isSubset(of: parameterLabels) { return false }
        guard let type else { return receivers.isEmpty }
        if receivers.isEmpty { return callerType == type }
        let lowered = type.lowercased()
        return receivers.contains { $0.lowercased() == lowered }
    }
}

extension SwiftFile {
    /// The calls in this file that run on a possible launch path, with their context. Calls made
    /// only once a permission is decided (`if status == .authorized`) or the user opted in to
    /// notifications (`if pushEnabled()`) are left out: a request they lead to shows no alert,
    /// or follows the user's own choice.
    /// Found once per file and shared by every check that follows the launch path into
    /// helpers of other files (an ancestor walk per call).
    public var launchPathCalls: [LaunchPathCall] {
        shared([LaunchPathCall].self, findLaunchPathCalls)
    }

    private func findLaunchPathCalls() -> [LaunchPathCall] {
        guard mayHaveLaunchContext else { return [] }
        var found: [LaunchPathCall] = []
        func context(of call: FunctionCallExprSyntax) -> (context: LaunchContext, depth: Int)? {
            if let own = launchContext(of: call) { return (own, 0) }
            guard !call.runsOnLaterEvent else { return nil }
            return call.enclosingFunction.flatMap { launchContext(through: $0) }.map { ($0.context, $0.depth) }
        }
        for (name, calls) in index.callsByName where !LaunchHelper.generic.contains(name) || LaunchHelper.typedGeneric.contains(name) {
            for call in calls {
                guard let receivers = call.launchReceivers, LaunchHelper.follows(name, receivers: receivers),
                      let reached = context(of: call), !call.isUnderDecidedPermission, !notificationOptInGates.gate(call) else { continue }
                let flags = call.optInFlagsAround
                found.append(LaunchPathCall(name: name, receivers: receivers, callerType: call.enclosingTypeName,
                                            position: position(of: call), context: reached.context, depth: reached.depth,
                                            argumentLabels: call.argumentLabels, optInFlags: flags.isEmpty ? nil : flags))
            }
        }
        // Dictionary order differs from run to run; the calls' order must not.
        return found.sorted { ($0.position.line, $0.position.column, $0.name) < ($1.position.line, $1.position.column, $1.name) }
    }
}

extension SwiftFile {
    /// Calls from one named function to another, once per caller and callee, for following
    /// launch paths across files. Found by binary search in the index's ordered calls, without
    /// an ancestor walk per call. Recorded only when a check asks for `FileFact.launchPathCalls`.
    package var functionCallEdges: [FunctionCallEdge] {
        var edges: [FunctionCallEdge] = []
        var seen = Set<[String]>()
        // A call behind the user's notification opt-in does not carry the launch path on.
        let optIn = notificationOptInGates
        for function in index.functions {
            guard let body = function.body, let caller = LaunchHelper.of(body, in: self) else { continue }
            for call in index.calls(within: body) {
                // A capitalised name is a type being made (`Text(…)`), not a helper being called.
                guard let name = call.calledExpression.lastNameComponent, name.first?.isUppercase == false,
                      let receivers = call.launchReceivers, LaunchHelper.follows(name, receivers: receivers), !optIn.gate(call),
                      !call.runsOnLaterEvent, seen.insert([caller.type ?? "", caller.function, name] + receivers).inserted else { continue }
                edges.append(FunctionCallEdge(caller: caller, name: name, receivers: receivers, argumentLabels: call.argumentLabels))
            }
        }
        return edges
    }
}

extension FunctionCallExprSyntax {
    /// The names the receiver of a call goes by (`LocationManager`, `shared`), empty for a bare
    /// call, nil for a call on `self` members that name nothing to match.
    package var launchReceivers: [String]? {
        guard let base = calledExpression.as(MemberAccessExprSyntax.self)?.base else { return [] }
        let receivers = [base.lastNameComponent, base.rootTypeName].compactMap { $0 }.filter { $0 != "self" }
        return receivers.isEmpty ? nil : receivers
    }
}

extension Project {
    /// The launch-path call that reaches the helper, when the project confirms its context: a
    /// launch-path call to the helper itself, or to a function that calls it, and so on, across
    /// files, through at most `LaunchContext.maxCallDepth` calls in all. Read from the calls the
    /// engine records for checks that ask for `FileFact.launchPathCalls`.
    public func launchCall(reaching helper: LaunchHelper) -> LaunchPathCall? {
        launchChain(reaching: helper)?.call
    }

    /// The launch-path call that reaches the helper (as `launchCall(reaching:)`), with the number
    /// of calls from the launch context to the helper: a longer chain is more likely to pass a
    /// condition on the way (an opt-in setting) that the linter does not read.
    public func launchChain(reaching helper: LaunchHelper) -> (call: LaunchPathCall, calls: Int)? {
        let launchCalls = facts.values(LaunchPathCall.facts).filter { isLaunchPath($0.context) }
        let edges = memo("core.function-call-edges") { Dictionary(grouping: facts.values(FunctionCallEdge.facts), by: \.name) }
        var frontier = [helper]
        var visited: Set<[String]> = [[helper.type ?? "", helper.function]]
        for hops in 1...LaunchContext.maxCallDepth {
            for reached in frontier {
                if let call = launchCalls.first(where: { reached.matches($0) && hops + $0.depth <= LaunchContext.maxCallDepth }) {
                    return (call, hops + call.depth)
                }
            }
            frontier = frontier.flatMap { reached in
                (edges[reached.function] ?? []).filter { reached.matches(name: $0.name, receivers: $0.receivers, callerType: $0.caller.type, labels: $0.argumentLabels) }
                    .map(\.caller)
                    .filter { visited.insert([$0.type ?? "", $0.function]).inserted }
            }
            if frontier.isEmpty { return nil }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// The names, in the conditions of the `if`s whose body holds this node (up to its function),
    /// that read like a stored opt-in setting the condition requires on: `isHealthKitSyncActive`,
    /// `locationSharingEnabled` (a choice word, not negated). Code there runs only once the user
    /// turned the setting on, which a fresh install has not.
    public var optInFlagsAround: [String] {
        var flags: [String] = []
        var child = Syntax(self)
        var current = parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { break }
            if let branch = node.as(IfExprSyntax.self), branch.body.id == child.id {
                for condition in branch.conditions {
                    let text = condition.trimmedSourceText
                    guard !text.hasPrefix("!"), !text.contains("== false"), !text.contains("!= true") else { continue }
                    for token in condition.tokens(viewMode: .sourceAccurate) {
                        guard case .identifier(let name) = token.tokenKind, NotificationOptIn.isChoice(name) else { continue }
                        flags.append(name)
                    }
                }
            }
            child = node
            current = node.parent
        }
        return flags
    }
}
