import SwiftSyntax

/// A call made on a possible launch path, recorded so a project check can follow launch-time
/// calls into helpers declared in other files (`AppDelegate` calling
/// `NotificationManager.shared.requestPermission()`).
public struct LaunchPathCall: Sendable {
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
}

/// The function around code of interest (a permission request, a review prompt) whose own
/// file does not put it on the launch path, to match against launch-path calls from elsewhere.
public struct LaunchHelper: Sendable {
    public let function: String
    /// The enclosing type, nil for a free function.
    public let type: String?
    /// Where the code of interest is.
    public let position: SourcePosition

    /// The helper of a node, or nil outside a named function.
    public static func of(_ node: some SyntaxProtocol, in file: SwiftFile) -> LaunchHelper? {
        guard let function = node.enclosingFunction, !Self.generic.contains(function.name.text) else { return nil }
        return LaunchHelper(function: function.name.text, type: function.enclosingTypeName, position: file.position(of: node))
    }

    /// Names too common to follow across files without mistaking one type's method for another's.
    package static let generic: Set<String> = ["init", "setup", "setUp", "start", "configure", "load", "run", "update", "viewDidLoad", "viewDidAppear", "viewWillAppear", "application", "scene", "body"]

    /// True when the call can be to this helper: same name, and a receiver named for its type
    /// (`LocationManager.shared.x()`, `locationManager.x()`), a bare call from the same type
    /// (an `AppDelegate` extension in another file), or a bare call to a free function.
    public func matches(_ call: LaunchPathCall) -> Bool {
        guard call.name == function else { return false }
        guard let type else { return call.receivers.isEmpty }
        if call.receivers.isEmpty { return call.callerType == type }
        let lowered = type.lowercased()
        return call.receivers.contains { $0.lowercased() == lowered }
    }
}

extension SwiftFile {
    /// The calls in this file that run on a possible launch path, with their context. Calls made
    /// only once a permission is decided (`if status == .authorized`) are left out: a request
    /// they lead to shows no alert.
    /// Found once per file and shared by every check that follows the launch path into
    /// helpers of other files (an ancestor walk per call).
    public var launchPathCalls: [LaunchPathCall] {
        shared([LaunchPathCall].self, findLaunchPathCalls)
    }

    private func findLaunchPathCalls() -> [LaunchPathCall] {
        guard mayHaveLaunchContext else { return [] }
        var found: [LaunchPathCall] = []
        // The context reached through a function is the same for every call in it.
        var throughFunction: [SyntaxIdentifier: LaunchContext?] = [:]
        func context(of call: FunctionCallExprSyntax) -> LaunchContext? {
            if let own = launchContext(of: call) { return own }
            guard let function = call.enclosingFunction else { return nil }
            if let known = throughFunction[function.id] { return known }
            let reached = launchContext(through: function)?.context
            throughFunction[function.id] = reached
            return reached
        }
        for (name, calls) in index.callsByName where !LaunchHelper.generic.contains(name) {
            for call in calls {
                guard let context = context(of: call), !call.isUnderDecidedPermission else { continue }
                var receivers: [String] = []
                if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    receivers = [base.lastNameComponent, base.rootTypeName].compactMap { $0 }.filter { $0 != "self" }
                    if receivers.isEmpty { continue }
                }
                found.append(LaunchPathCall(name: name, receivers: receivers, callerType: call.enclosingTypeName,
                                            position: position(of: call), context: context))
            }
        }
        // Dictionary order differs from run to run; the calls' order must not.
        return found.sorted { ($0.position.line, $0.position.column, $0.name) < ($1.position.line, $1.position.column, $1.name) }
    }
}

extension Project {
    /// The launch-path call that reaches the helper, when the project confirms its context;
    /// read from the calls the engine records for checks that ask for `FileFact.launchPathCalls`.
    public func launchCall(reaching helper: LaunchHelper) -> LaunchPathCall? {
        facts.values(LaunchPathCall.facts).first { helper.matches($0) && isLaunchPath($0.context) }
    }
}
