import SwiftSyntax

/// How a piece of UI becomes a screen of its own.
public enum ScreenKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The content of a `WindowGroup` (or `Window`, `DocumentGroup`) scene.
    case window
    /// The `rootView:` of a `UIHostingController`.
    case hostingRoot
    case sheet, fullScreenCover, popover, inspector
    /// An alert or action sheet: its actions and message are a screen of their own.
    case alert
    case confirmationDialog
    /// A `navigationDestination` closure: pushed onto the stack.
    case navigationDestination
    /// A `NavigationLink` destination: pushed onto the stack.
    case navigationLink
    /// One child of a `TabView`, or the content of a `Tab`.
    case tab
    /// One column of a `NavigationSplitView`: a screen of its own on an iPhone.
    case splitColumn
    /// A `UIViewController` subclass: its view is a screen.
    case viewController
    /// The view at the root of a `NavigationStack` / `NavigationView`. It is also drawn
    /// inside the view that holds the stack, so it never stands alone.
    case navigationRoot
    /// A SwiftUI view that nothing in the project composes or presents: most likely a
    /// screen shown in a way the source does not make visible.
    case unreached

    /// Presented content: it covers what presented it and owns the screen while open.
    public var isPresented: Bool {
        [.sheet, .fullScreenCover, .popover, .inspector, .alert, .confirmationDialog].contains(self)
    }

    public var displayName: String {
        switch self {
        case .window: return "window"
        case .hostingRoot: return "UIHostingController root"
        case .sheet: return "sheet"
        case .fullScreenCover: return "full-screen cover"
        case .popover: return "popover"
        case .inspector: return "inspector"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmation dialog"
        case .navigationDestination: return "navigation destination"
        case .navigationLink: return "NavigationLink destination"
        case .tab: return "tab"
        case .splitColumn: return "split-view column"
        case .viewController: return "view controller"
        case .navigationRoot: return "navigation root"
        case .unreached: return "screen"
        }
    }
}

/// Which syntax regions are screens of their own: the content closures of presenting
/// modifiers, navigation destinations, tab children, scene and hosting roots. One
/// place decides, for both the facts the file pass records and the placement queries
/// checks make.
public enum ScreenRegions {
    /// Modifiers whose content closures are presented over the view they modify.
    static let presentingModifiers: [String: ScreenKind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover, "inspector": .inspector,
        "alert": .alert, "actionSheet": .alert, "confirmationDialog": .confirmationDialog,
        "navigationDestination": .navigationDestination,
    ]
    static let sceneCalls: Set<String> = ["WindowGroup", "Window", "DocumentGroup"]
    /// Calls whose content a check can ask about; everything else is never a region owner.
    static let owners: Set<String> = Set(presentingModifiers.keys)
        .union(sceneCalls).union(["NavigationLink", "UIHostingController", "NavigationSplitView", "TabView", "Tab"])

    /// The regions a call presents: for each, its kind and its content node (a closure,
    /// an argument expression, or for a `TabView` each statement of its content).
    public static func regions(presentedBy call: FunctionCallExprSyntax) -> [(kind: ScreenKind, content: Syntax)] {
        guard let name = call.calleeName, owners.contains(name) else { return [] }
        let trailing = call.trailingClosure.map(Syntax.init)
        let extra = call.additionalTrailingClosures.map { (label: $0.label.text, content: Syntax($0.closure)) }
        let closureArguments = call.arguments.compactMap { argument -> (label: String?, content: Syntax)? in
            argument.expression.is(ClosureExprSyntax.self) ? (argument.label?.text, Syntax(argument.expression)) : nil
        }
        if let kind = presentingModifiers[name] {
            guard call.modifiedExpression != nil else { return [] }
            return presentedContents(of: call).map { (kind, $0) }
        }
        switch name {
        case "NavigationLink":
            if let destination = call.argument("destination") { return [(.navigationLink, Syntax(destination.expression))] }
            // `NavigationLink { Destination() } label: { … }`, and `NavigationLink("Title") { Destination() }`,
            // where a title comes first and the one closure is the destination (with `value:`, it is the label).
            let titled = call.arguments.first.map { $0.label == nil } ?? false
            if let trailing, extra.contains(where: { $0.label == "label" }) || call.argument("label") != nil || titled {
                return [(.navigationLink, trailing)]
            }
            return []
        case "UIHostingController":
            return call.argument("rootView").map { [(.hostingRoot, Syntax($0.expression))] } ?? []
        case "NavigationSplitView":
            return ([trailing].compactMap { $0 } + extra.map(\.content) + closureArguments.map(\.content)).map { (.splitColumn, $0) }
        case "TabView":
            let content = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self)
            return content?.statements.map { (.tab, Syntax($0)) } ?? []
        case "Tab":
            return trailing.map { [(.tab, $0)] } ?? []
        default:
            let content = trailing ?? call.argument("content").map { Syntax($0.expression) }
            return content.map { [(.window, $0)] } ?? []
        }
    }

    /// What a presenting modifier shows: its closures but `onDismiss`, and a `content:` or
    /// `destination:` argument given as a function (`.sheet(isPresented: $shown, content: makeSheet)`).
    static func presentedContents(of call: FunctionCallExprSyntax) -> [Syntax] {
        [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
            + call.additionalTrailingClosures.filter { $0.label.text != "onDismiss" }.map { Syntax($0.closure) }
            + call.arguments.filter { $0.expression.is(ClosureExprSyntax.self) && $0.label?.text != "onDismiss" }.map { Syntax($0.expression) }
            + ["content", "destination"].compactMap { label in
                call.argument(label).flatMap { $0.expression.is(ClosureExprSyntax.self) ? nil : Syntax($0.expression) }
            }
    }

    /// When `node` is the content of a region, its kind and the call presenting it.
    public static func region(at node: Syntax) -> (kind: ScreenKind, presenter: FunctionCallExprSyntax)? {
        let owner: FunctionCallExprSyntax?
        if let closure = node.as(ClosureExprSyntax.self) {
            owner = closure.invokingCall
        } else if node.is(CodeBlockItemSyntax.self) {
            owner = node.parent?.parent?.as(ClosureExprSyntax.self)?.invokingCall
        } else if let argument = node.parent?.as(LabeledExprSyntax.self) {
            owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            owner = nil
        }
        guard let owner, let name = owner.calleeName, owners.contains(name) else { return nil }
        guard let match = regions(presentedBy: owner).first(where: { $0.content.id == node.id }) else { return nil }
        return (match.kind, owner)
    }

    /// Calls whose closures repeat their content once per element.
    static let repeatingCalls: Set<String> = ["ForEach", "Table", "OutlineGroup", "map", "flatMap", "compactMap", "UIHostingConfiguration"]

    /// True when `child`, a direct child of `call`, is content the call repeats.
    package static func repeats(_ call: FunctionCallExprSyntax, child: Syntax) -> Bool {
        guard child.id != call.calledExpression.id, let name = call.calleeName else { return false }
        if repeatingCalls.contains(name) { return true }
        // `List(items) { row }` repeats; `List { … }` and `List(selection:) { … }` do not.
        return name == "List" && call.arguments.contains { $0.label == nil || $0.label?.text == "rowContent" }
    }
}

/// One arm of a decision (`if`, `switch`, ternary, `#if`, the children of `ViewThatFits`):
/// code in different arms of the same decision is never on screen at the same time.
public struct DecisionArm: Sendable, Hashable, Codable {
    /// The decision's identity: its file and byte offset.
    public let decision: String
    public let arm: Int
}

/// Where a piece of view code lands: the unit that draws it, the decision arms it sits
/// in inside that unit, and whether it is drawn once per element of a collection.
public struct ViewPlacement: Sendable, Hashable, Codable {
    /// A type name (`RecipeListView`), or the id of an inline region such as a sheet's closure.
    public var unit: String
    public var arms: [DecisionArm]
    public var repeated: Bool

    public init(unit: String, arms: [DecisionArm] = [], repeated: Bool = false) {
        self.unit = unit
        self.arms = arms
        self.repeated = repeated
    }

    /// True when two placements can be on screen together: no decision puts them in different arms.
    public static func canCoexist(_ first: [DecisionArm], _ second: [DecisionArm]) -> Bool {
        let chosen = Dictionary(first.map { ($0.decision, $0.arm) }, uniquingKeysWith: { a, _ in a })
        return !second.contains { arm in chosen[arm.decision].map { $0 != arm.arm } ?? false }
    }
}

extension SwiftFile {
    /// The unit a node is drawn in, walking up its ancestors to the nearest region or type.
    /// Nil for code outside any type and region, and for preview code.
    public func placement(of node: some SyntaxProtocol) -> ViewPlacement? {
        guard !index.isInPreview(node) else { return nil }
        return placement(above: Syntax(node))
    }

    /// The placement reached walking up from `child`: the unit, and the decisions and
    /// repeats met on the way, innermost first. Views of one body share most of their
    /// ancestors, so each step's answer is kept for the walks that pass it again.
    private func placement(above child: Syntax) -> ViewPlacement? {
        let memo = shared(PlacementMemo.self) { PlacementMemo() }
        var steps: [(child: Syntax, arm: DecisionArm?, repeats: Bool)] = []
        var current = child
        var found: ViewPlacement??
        while found == nil {
            if let known = memo.above[current.id] { found = known; break }
            if let region = ScreenRegions.region(at: current) {
                found = ViewPlacement(unit: regionId(region.kind, presenter: region.presenter, content: current))
                break
            }
            guard let parent = current.parent else { found = .some(nil); break }
            let arm = decisionArm(parent: parent, child: current)
            let repeats = parent.as(FunctionCallExprSyntax.self).map { ScreenRegions.repeats($0, child: current) } ?? false
            steps.append((current, arm, repeats))
            if let unit = SwiftFile.viewHelperId(of: parent) ?? SwiftFile.unitName(of: parent) {
                found = ViewPlacement(unit: unit)
                break
            }
            current = parent
        }
        // Unwind: each step's placement is the one above it with the step's own arm in front.
        var result = found ?? nil
        if result != nil, memo.above[current.id] == nil, steps.last?.child.id != current.id { memo.above[current.id] = result }
        for step in steps.reversed() {
            if var placement = result {
                if let arm = step.arm { placement.arms.insert(arm, at: 0) }
                placement.repeated = placement.repeated || step.repeats
                result = placement
            }
            memo.above[step.child.id] = result
        }
        return result
    }

    /// Placements already worked out in this file, by the node walked up from.
    private final class PlacementMemo {
        var above: [SyntaxIdentifier: ViewPlacement?] = [:]
    }

    /// The id of a region: the type it is written in, its kind, and where its presenter's
    /// name stands. Tabs and split columns are one region per child; other regions are one
    /// per presenter, so an alert's actions and message share one.
    public func regionId(_ kind: ScreenKind, presenter: FunctionCallExprSyntax, content: Syntax) -> String {
        let modifierName = presenter.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
        let anchor = [.tab, .splitColumn].contains(kind) ? content : modifierName ?? Syntax(presenter)
        let position = position(of: anchor)
        let owner = presenter.enclosingTypeName.map { SwiftFile.simpleTypeName($0) } ?? "file"
        return "\(owner)/\(kind.rawValue)@\(position.path):\(position.line):\(position.column)"
    }

    /// The type name a declaration introduces or extends, last component only.
    static func unitName(of node: Syntax) -> String? {
        // Asked of every ancestor of every view: one switch on the kind before five casts.
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: break
        default: return nil
        }
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ExtensionDeclSyntax.self) { return simpleTypeName(declaration.extendedType.trimmedSourceText) }
        return nil
    }

    /// For a view-building member of a type other than `body` (`var header: some View`,
    /// `@ViewBuilder func row(_:)`), its unit id `Type.member`: the body shows it where it
    /// names it, so the decisions around that name apply to what the helper draws.
    static func viewHelperId(of node: Syntax) -> String? {
        guard let member = viewBuildingMember(node), member.name != "body" else { return nil }
        return member.owner + "." + member.name
    }

    /// A member of a type that builds views, `body` included: its owner type (last component)
    /// and name. Nil for any other node.
    static func viewBuildingMember(_ node: Syntax) -> (owner: String, name: String)? {
        // Asked of every ancestor of every view: the cheap tests go first.
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        let name: String
        let type: String
        let attributes: AttributeListSyntax
        if let function = node.as(FunctionDeclSyntax.self) {
            name = function.name.text
            type = function.signature.returnClause?.type.trimmedSourceText ?? ""
            attributes = function.attributes
        } else if let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.accessorBlock != nil, let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
            type = binding.typeAnnotation?.type.trimmedSourceText ?? ""
            attributes = variable.attributes
        } else {
            return nil
        }
        let buildsViews = type.hasSuffix("View") || attributes.contains { $0.trimmedSourceText == "@ViewBuilder" }
        guard buildsViews, let owner = node.parent?.parent?.parent?.parent.flatMap(unitName(of:)) else { return nil }
        return (owner, name)
    }

    static func simpleTypeName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The key of an `if` whose one condition is a plain expression, shared by every `if` of
    /// the type that tests the same text or its negation (`!text`), and whether this one negates
    /// it. Nil for a binding (`if let`), several conditions, or an `if` inside a closure that takes
    /// parameters (a `ForEach` row's element differs from row to row).
    static func conditionKey(_ decision: IfExprSyntax) -> (key: String, negated: Bool)? {
        guard decision.conditions.count == 1, case .expression(var expression) = decision.conditions.first?.condition,
              let type = decision.enclosingTypeName else { return nil }
        var current = decision.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil { return nil }
            if node.isProtocol(DeclGroupSyntax.self) { break }
            current = node.parent
        }
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first, inner.label == nil {
            expression = inner.expression
        }
        let text = expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        return ("\(type).if(\(text))", negated)
    }

    private func decisionArm(parent: Syntax, child: Syntax) -> DecisionArm? {
        // Asked of every step of every placement walk: one switch on the kind before the casts.
        switch parent.kind {
        case .ifExpr, .unresolvedTernaryExpr, .exprList, .switchCaseList, .ifConfigClauseList, .codeBlockItemList: break
        default: return nil
        }
        func arm(_ number: Int) -> DecisionArm { DecisionArm(decision: "\(path)#\(parent.position.utf8Offset)", arm: number) }
        if let decision = parent.as(IfExprSyntax.self) {
            let branch: Int
            if child.id == decision.body.id { branch = 0 } else if let other = decision.elseBody, child.id == other.id { branch = 1 } else { return nil }
            // `if canLocate { … }` and, further on, `if !canLocate { … }` in one type are one
            // decision: the same condition read twice in one pass of the view code.
            if let (key, negated) = Self.conditionKey(decision) {
                return DecisionArm(decision: "\(path)#\(key)", arm: negated ? 1 - branch : branch)
            }
            return arm(branch)
        }
        if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), child.id == ternary.thenExpression.id {
            return DecisionArm(decision: "\(path)#\(ternary.position.utf8Offset)", arm: 0)
        }
        if let sequence = parent.as(ExprListSyntax.self),
           let ternary = sequence.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           child.position > ternary.position {
            return DecisionArm(decision: "\(path)#\(ternary.position.utf8Offset)", arm: 1)
        }
        if parent.is(SwitchCaseListSyntax.self) || parent.is(IfConfigClauseListSyntax.self) {
            return arm(child.position.utf8Offset)
        }
        // `ViewThatFits { A; B }` draws one of its children.
        if parent.is(CodeBlockItemListSyntax.self), parent.parent?.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "ViewThatFits" {
            return arm(child.position.utf8Offset)
        }
        return nil
    }
}
