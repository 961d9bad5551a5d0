import SwiftSyntax

/// Where on the way to the first frame a piece of code runs. Ads, permission prompts and
/// review prompts placed here meet the user before they have done anything.
public enum LaunchContext: Equatable, Sendable, CustomStringConvertible, Codable {
    /// `application(_:didFinishLaunchingWithOptions:)` or `willFinishLaunchingWithOptions`.
    case didFinishLaunching
    /// `scene(_:willConnectTo:options:)`.
    case sceneWillConnect
    /// `init()` of the `@main` SwiftUI `App`.
    case appInit
    /// `sceneDidBecomeActive(_:)`, `sceneWillEnterForeground(_:)` or
    /// `applicationDidBecomeActive(_:)`: they run at launch too, before the user has done anything.
    case activation(String)
    /// `onAppear` / `task` of a SwiftUI view, or `viewDidLoad` / `viewWillAppear` /
    /// `viewDidAppear` of a view controller. Launch path only when the type is a root
    /// screen: check it against `Project.rootViewNames`.
    case appearance(of: String)

    public var description: String {
        switch self {
        case .didFinishLaunching: return "application(_:didFinishLaunchingWithOptions:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .appInit: return "the App's init()"
        case .activation(let method): return "\(method)(_:)"
        case .appearance(let type): return "the first appearance of \(type)"
        }
    }

    /// True for the contexts that are the launch path whatever the screen.
    public var isUnconditional: Bool {
        if case .appearance = self { return false }
        return true
    }

    /// True for the contexts that run before the app is active (launching, connecting a scene,
    /// entering the foreground): a system alert asked for there is not shown.
    public var isBeforeActive: Bool {
        switch self {
        case .didFinishLaunching, .sceneWillConnect, .appInit: return true
        case .activation(let method): return method == "sceneWillEnterForeground"
        case .appearance: return false
        }
    }
}

extension LaunchContext {
    /// How many calls a launch-path question follows from a launch context to the code it asks
    /// about, within a file and across files: `didFinishLaunching` → `a()` → `b()` → `c()` → `d()`
    /// is four. The one place this depth is set.
    public static let maxCallDepth = 4

    /// Delegate methods that run every time the app comes to the foreground, the first time included.
    package static let activationMethods: Set<String> = ["sceneDidBecomeActive", "sceneWillEnterForeground", "applicationDidBecomeActive"]

    /// Calls that keep a closure to run on a later event, not now: a message from the Flutter side
    /// (`setMethodCallHandler`), a tap on a menu or alert action, a tap on a view or the selection
    /// of a table row (`addRow { … }.onSelect { … }`), a purchase StoreKit delivers (SwiftyStoreKit's
    /// `completeTransactions`). Code inside runs when that event comes, even when the closure is
    /// handed over at launch.
    package static let laterEventRegistrations: Set<String> = ["setMethodCallHandler", "setMessageHandler", "UIAction", "UIAlertAction",
                                                               "onSelect", "onTap", "onTapGesture", "onLongPressGesture", "completeTransactions"]

    /// True for a closure that runs on a later event rather than where it is written: stored in a
    /// handler property (`SwiftyStoreKit.shouldAddStorePaymentHandler = { … }`) or handed to a
    /// later-event registration.
    static func defersToLaterEvent(_ closure: ClosureExprSyntax) -> Bool {
        if ExprSyntax(closure).assignmentTarget != nil { return true }
        return closure.invokingCall?.calleeName.map(laterEventRegistrations.contains) ?? false
    }

    /// True for a delegate method that handles what the user opened the app with: a link
    /// (`scene(_:openURLContexts:)`, `application(_:open:options:)`), a Handoff or Spotlight
    /// activity (`continue`), a Home Screen quick action (`performActionFor`). A launch that
    /// hands it the link runs it at the user's request, so the launch path does not go on into it.
    package static func handlesWhatTheUserOpened(_ function: FunctionDeclSyntax) -> Bool {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        switch function.name.text {
        case "scene": return labels.contains("openURLContexts") || labels.contains("continue")
        case "application": return labels.contains("open") || labels.contains("continue") || labels.contains("performActionFor")
        case "windowScene": return labels.contains("performActionFor")
        default: return false
        }
    }

    /// True for a case of a `switch` on a Home Screen quick action's type (`switch shortcutItem.type`):
    /// an app that keeps the quick action it was opened with and handles it once active runs the
    /// case at the user's request, like `handlesWhatTheUserOpened`.
    static func isQuickActionCase(_ node: Syntax) -> Bool {
        guard node.kind == .switchCase, let switchExpression = node.parent?.parent?.as(SwitchExprSyntax.self),
              let subject = switchExpression.subject.as(MemberAccessExprSyntax.self), subject.declName.baseName.text == "type",
              let base = subject.base?.lastNameComponent else { return false }
        return base.lowercased().contains("shortcutitem")
    }

    /// One step of the walk up from some code: `.some(context)` or `.some(nil)` when `node`
    /// decides where the code runs, nil to go on to its parent. `appearanceModifier` records
    /// that the walk came out of an `onAppear` / `task` closure.
    package static func step(_ node: Syntax, appearanceModifier: inout Bool) -> LaunchContext?? {
        if let closure = node.as(ClosureExprSyntax.self) {
            if defersToLaterEvent(closure) { return .some(nil) }
            if let call = closure.invokingCall, ["onAppear", "task"].contains(call.calleeName ?? ""), call.modifiedExpression != nil { appearanceModifier = true }
        }
        if isLaterTab(node) || isQuickActionCase(node) { return .some(nil) }
        if let function = node.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
            switch function.name.text {
            case "application" where labels.contains("didFinishLaunchingWithOptions") || labels.contains("willFinishLaunchingWithOptions"):
                return .some(.didFinishLaunching)
            case "scene" where labels.contains("willConnectTo"):
                return .some(.sceneWillConnect)
            // The delegate method takes the scene or the application; a notification observer
            // of the same name (`@objc func applicationDidBecomeActive()`) runs only once registered.
            case let name where LaunchContext.activationMethods.contains(name)
                && function.signature.parameterClause.parameters.count == 1
                && function.signature.parameterClause.parameters.allSatisfy({ ["UIScene", "UIApplication", "NSApplication"].contains($0.type.trimmedSourceText) || $0.type.trimmedSourceText.hasSuffix("Scene") }):
                return .some(.activation(name))
            case "viewDidLoad", "viewWillAppear", "viewDidAppear":
                return .some(node.enclosingTypeName.map { .appearance(of: $0) })
            default:
                return .some(appearanceModifier ? node.enclosingTypeName.map { .appearance(of: $0) } : nil)
            }
        }
        if node.is(InitializerDeclSyntax.self) {
            let isApp = node.enclosingTypeDeclaration.map { decl in
                decl.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedSourceText == "App" } ?? false
            } ?? false
            return .some(isApp ? .appInit : nil)
        }
        if node.is(VariableDeclSyntax.self), appearanceModifier {
            return .some(node.enclosingTypeName.map { .appearance(of: $0) })
        }
        return nil
    }
}

extension LaunchContext {
    /// True for a statement of a `TabView`'s content after its first (`Tab { … }` or a view with
    /// `.tabItem`), when the `TabView` binds no `selection:`: the app opens on the first tab, and a
    /// later tab's content appears only once the user picks that tab. With a selection bound, any
    /// tab may be the first one shown.
    static func isLaterTab(_ node: Syntax) -> Bool {
        guard let item = node.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let tabView = list.parent?.as(ClosureExprSyntax.self)?.invokingCall, tabView.calleeName == "TabView",
              tabView.argument("selection") == nil else { return false }
        return list.first?.id != item.id
    }
}

extension SwiftFile {
    /// The launch context `node` runs in, looking through closures (`Task {}`, completion
    /// handlers) up to the enclosing function. Each step's answer is remembered: the calls
    /// of one function or closure share their whole way up, and checks ask about every call.
    public func launchContext(of node: some SyntaxProtocol) -> LaunchContext? {
        let memo = shared(LaunchContextMemo.self) { LaunchContextMemo() }
        var walked: [LaunchContextMemo.Key] = []
        var current = node.parent
        var appearanceModifier = false
        var answer: LaunchContext?
        while let step = current {
            let key = LaunchContextMemo.Key(node: step.id, appearanceModifier: appearanceModifier)
            if let known = memo.answers[key] { answer = known; break }
            walked.append(key)
            if let decided = LaunchContext.step(step, appearanceModifier: &appearanceModifier) { answer = decided; break }
            current = step.parent
        }
        for key in walked { memo.answers[key] = answer }
        return answer
    }
}

/// Launch contexts already worked out in a file, by where the walk stood and what it had seen.
final class LaunchContextMemo {
    package struct Key: Hashable {
        package let node: SyntaxIdentifier
        let appearanceModifier: Bool
    }
    package var answers: [Key: LaunchContext?] = [:]
}

extension SyntaxProtocol {
    /// True when the node sits in a closure of its function that runs on a later event (a row's
    /// `onSelect`, an alert action): whatever reaches the function at launch does not run it.
    package var runsOnLaterEvent: Bool {
        var current = parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), LaunchContext.defersToLaterEvent(closure) { return true }
            current = node.parent
        }
        return false
    }
}

extension ClosureExprSyntax {
    /// The call this closure is passed to, as a trailing closure or as an argument.
    public var invokingCall: FunctionCallExprSyntax? {
        if let call = parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        return parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
