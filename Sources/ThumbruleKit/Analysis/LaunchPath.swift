import SwiftSyntax

/// Where on the way to the first frame a piece of code runs. Ads, permission prompts and
/// review prompts placed here meet the user before they have done anything.
public enum LaunchContext: Equatable, Sendable, CustomStringConvertible {
    /// `application(_:didFinishLaunchingWithOptions:)` or `willFinishLaunchingWithOptions`.
    case didFinishLaunching
    /// `scene(_:willConnectTo:options:)`.
    case sceneWillConnect
    /// `init()` of the `@main` SwiftUI `App`.
    case appInit
    /// `onAppear` / `task` of a SwiftUI view, or `viewDidLoad` / `viewWillAppear` /
    /// `viewDidAppear` of a view controller. Launch path only when the type is a root
    /// screen: check it against `Project.rootViewNames`.
    case appearance(of: String)

    public var description: String {
        switch self {
        case .didFinishLaunching: return "application(_:didFinishLaunchingWithOptions:)"
        case .sceneWillConnect: return "scene(_:willConnectTo:options:)"
        case .appInit: return "the App's init()"
        case .appearance(let type): return "the first appearance of \(type)"
        }
    }

    /// True for the contexts that are the launch path whatever the screen.
    public var isUnconditional: Bool {
        if case .appearance = self { return false }
        return true
    }
}

extension SyntaxProtocol {
    /// The launch context this code runs in, looking through closures (`Task {}`,
    /// completion handlers) up to the enclosing function.
    public var launchContext: LaunchContext? {
        var current = parent
        var appearanceModifier = false
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.invokingCall,
               ["onAppear", "task"].contains(call.calleeName ?? ""), call.modifiedExpression != nil {
                appearanceModifier = true
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                switch function.name.text {
                case "application" where labels.contains("didFinishLaunchingWithOptions") || labels.contains("willFinishLaunchingWithOptions"):
                    return .didFinishLaunching
                case "scene" where labels.contains("willConnectTo"):
                    return .sceneWillConnect
                case "viewDidLoad", "viewWillAppear", "viewDidAppear":
                    return node.enclosingTypeName.map { .appearance(of: $0) }
                default:
                    return appearanceModifier ? node.enclosingTypeName.map { .appearance(of: $0) } : nil
                }
            }
            if node.is(InitializerDeclSyntax.self) {
                let isApp = node.enclosingTypeDeclaration.map { decl in
                    decl.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedSourceText == "App" } ?? false
                } ?? false
                return isApp ? .appInit : nil
            }
            if node.is(VariableDeclSyntax.self), appearanceModifier {
                return node.enclosingTypeName.map { .appearance(of: $0) }
            }
            current = node.parent
        }
        return nil
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
