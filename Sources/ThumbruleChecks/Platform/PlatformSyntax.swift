import SwiftSyntax
import ThumbruleCore

/// Syntax questions the platform checks share: assignments, receivers, the variables a
/// file declares, where a modifier is written, and how many items a builder closure holds.
extension ExprSyntax {
    /// `self.button.titleLabel?` → `button.titleLabel`; `self` → the empty string (the type itself).
    var receiverKey: String {
        var text = trimmedSourceText.filter { $0 != "?" && $0 != "!" }
        if text == "self" { return "" }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// A number written as literals: `0.5`, `120 / 255`, `CGFloat(120) / 255.0`. Its value
    /// when the arithmetic is a single literal or a literal divided by a literal.
    var constantNumber: (isConstant: Bool, value: Double?) {
        if let value = numericLiteral { return (true, value) }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return inner.constantNumber
        }
        if let call = self.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calleeName ?? ""),
           call.arguments.count == 1, let inner = call.arguments.first?.expression {
            return inner.constantNumber
        }
        if let sequence = self.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for (offset, element) in elements.enumerated() {
                if offset.isMultiple(of: 2) {
                    guard element.constantNumber.isConstant else { return (false, nil) }
                } else {
                    guard let op = element.as(BinaryOperatorExprSyntax.self), ["/", "*", "+", "-"].contains(op.operator.text) else { return (false, nil) }
                }
            }
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
               let dividend = elements[0].constantNumber.value, let divisor = elements[2].constantNumber.value, divisor != 0 {
                return (true, dividend / divisor)
            }
            return (true, nil)
        }
        return (false, nil)
    }
}

extension MemberAccessExprSyntax {
    /// The receiver of `x.member`, normalised (see `receiverKey`); "" for `.member` or `self.member`.
    var receiverKey: String { base?.receiverKey ?? "" }

    /// For `x.member = value`, the value.
    var assignedValue: ExprSyntax? { ExprSyntax(self).assignedValue }
}

extension FunctionCallExprSyntax {
    /// Where a finding about this call points: at `.name` for a modifier (`view↓.padding()`),
    /// at the start of the call otherwise.
    var reportedNode: Syntax {
        if let member = calledExpression.as(MemberAccessExprSyntax.self), member.base != nil { return Syntax(member.period) }
        return Syntax(self)
    }

    /// The closure holding a container's or modifier's content: trailing, or a labelled argument.
    /// A labelled closure wins over the trailing one, which may be another parameter's
    /// (`onScrollGeometryChange(for:of:action:)` trails `of:`).
    func contentClosure(labels: Set<String> = ["content"]) -> ClosureExprSyntax? {
        for argument in arguments where labels.contains(argument.label?.text ?? "") {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { return closure }
        }
        if let labelled = additionalTrailingClosures.first(where: { labels.contains($0.label.text) }) { return labelled.closure }
        return trailingClosure
    }

    /// True for `.disabled(true)` written with a literal: the view it modifies never takes a tap
    /// (SwiftUI turns off its gestures and controls), whatever its action does.
    var disablesForGood: Bool {
        calleeName == "disabled" && arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// `Button(role: .destructive)`, `Button("Delete", role: .destructive) {…}`.
    var hasDestructiveRole: Bool {
        argument("role")?.expression.trimmedSourceText.hasSuffix("destructive") ?? false
    }
}

extension SyntaxProtocol {
    /// The name of the property or function this node is written in.
    var enclosingMemberName: String? {
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = node.as(PatternBindingSyntax.self) { return binding.pattern.trimmedSourceText }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing call whose closure argument holds this node, with that call's name.
    var enclosingClosureCall: FunctionCallExprSyntax? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.invokingCall { return call }
            current = node.parent
        }
        return nil
    }
}

extension SwiftFile {
    /// The source text a node spans, sliced from the file rather than rebuilt from its tokens.
    package func source(of node: some SyntaxProtocol) -> String {
        let bytes = text.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: node.position.utf8Offset, limitedBy: bytes.endIndex) ?? bytes.endIndex
        let end = bytes.index(bytes.startIndex, offsetBy: node.endPosition.utf8Offset, limitedBy: bytes.endIndex) ?? bytes.endIndex
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A variable a file declares, with the type its annotation or initialiser names.
package struct DeclaredVariable {
    package let name: String
    /// `UILabel` for `let l = UILabel()`, `var l: UILabel!` or `lazy var l: UILabel = {…}()`.
    let typeName: String?
    package let binding: PatternBindingSyntax
    /// `@IBOutlet`: built in a storyboard or XIB, which may set what the code does not.
    let isOutlet: Bool
}

/// A variable as code refers to it: its own name and, when it is built and returned inside
/// `lazy var p: UIButton = { let b = UIButton(); …; return b }()`, the property `p`.
struct VariableAlias {
    package let name: String
    let property: String?
    /// The closure that builds the property, where `name` means this variable.
    package let scope: ClosureExprSyntax?

    package init(_ name: String, at node: some SyntaxProtocol, in variables: [String: [DeclaredVariable]]) {
        self.name = name
        let local = variables[name] ?? []
        // The property is this variable only when its closure returns it.
        let owner = variables.values.joined().first { property in
            guard let closure = property.binding.initializingClosure, closure.encloses(node),
                  local.contains(where: { closure.encloses($0.binding) }) else { return false }
            let last = closure.statements.last?.item
            let returned = last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self)
            return returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
        self.property = owner?.name
        self.scope = owner?.binding.initializingClosure
    }

    /// The name code outside the building closure uses.
    var outerName: String { property ?? name }
    package var names: [String] { [name] + (property.map { [$0] } ?? []) }

    /// True when `otherName`, written at `otherNode`, refers to this variable.
    package func matches(_ otherName: String, at otherNode: some SyntaxProtocol) -> Bool {
        if otherName == property { return true }
        guard otherName == name else { return false }
        return scope.map { $0.encloses(otherNode) } ?? true
    }
}

extension SwiftFile {
    /// Every named binding of the file, keyed by name (a name may be declared more than
    /// once); worked out once per file for the UIKit checks that ask.
    var declaredVariables: [String: [DeclaredVariable]] {
        shared([String: [DeclaredVariable]].self) { index.collectDeclaredVariables() }
    }
}

extension SwiftFileIndex {
    fileprivate func collectDeclaredVariables() -> [String: [DeclaredVariable]] {
        var result: [String: [DeclaredVariable]] = [:]
        for declaration in variables {
            let isOutlet = declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "IBOutlet" }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var typeName = binding.typeAnnotation.map { $0.type.trimmedSourceText.filter { $0 != "?" && $0 != "!" } }
                if typeName == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let callee = call.calleePath, callee.first?.isUppercase == true {
                    typeName = callee
                }
                // A singleton the type hands out: `= SubscriptionManager.shared`.
                if typeName == nil, let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                   Self.singletonAccessors.contains(member.declName.baseName.text),
                   let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                    typeName = type
                }
                result[name, default: []].append(DeclaredVariable(name: name, typeName: typeName, binding: binding, isOutlet: isOutlet))
            }
        }
        return result
    }

    /// Static members by which a type hands out its one instance (`Store.shared`).
    static let singletonAccessors: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard", "current"]

    /// True when `name` is declared in this file only as one of `types` (e.g. a plain `UILabel`),
    /// and built in code rather than in a storyboard.
    package func declares(_ name: String, as types: Set<String>, in variables: [String: [DeclaredVariable]]) -> Bool {
        guard let declared = variables[name], !declared.isEmpty else { return false }
        return declared.allSatisfy { !$0.isOutlet && $0.typeName.map(types.contains) ?? false }
    }

    /// Nodes of the index that lie inside `container`.
    func calls(_ names: [String], inside container: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        names.flatMap { callsByName[$0] ?? [] }.filter { container.encloses($0) }
    }

    func memberAccesses(_ names: [String], inside container: some SyntaxProtocol) -> [MemberAccessExprSyntax] {
        names.flatMap { memberAccessesByName[$0] ?? [] }.filter { container.encloses($0) }
    }
}

extension PatternBindingSyntax {
    /// For `let x: T = { … }()`, the closure that builds the value.
    var initializingClosure: ClosureExprSyntax? {
        guard let value = initializer?.value else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) { return closure }
        return value.as(ClosureExprSyntax.self)
    }
}

/// The items a result-builder closure shows: a toolbar's items, a picker's segments, a menu's entries.
enum BuilderItems {
    /// The expressions of the closure, in order, looking into `if` and `#if` branches
    /// (every branch a phone build compiles, as each may be the one shown) and skipping declarations.
    static func expressions(in closure: ClosureExprSyntax) -> [ExprSyntax] {
        expressions(in: closure.statements)
    }

    static func expressions(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        for statement in statements {
            if let config = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses where !clause.compilesOnlyForOtherPlatforms {
                    if let inner = clause.elements?.as(CodeBlockItemListSyntax.self) { result += expressions(in: inner) }
                }
            } else if let conditional = expression(of: statement)?.as(IfExprSyntax.self) {
                result += branches(of: conditional).flatMap { expressions(in: $0) }
            } else if let expression = expression(of: statement) {
                result.append(expression)
            }
        }
        return result
    }

    /// The largest number of items one path through the closure shows, or nil when it
    /// cannot be counted (a `ForEach`, a variable, a loop). `if` / `#if` branches count
    /// as alternatives: the larger one counts. Declarations count nothing.
    package static func count(in statements: CodeBlockItemListSyntax, counting: (ExprSyntax) -> Int?) -> Int? {
        tally(in: statements) { counting($0).map(Tally.init(fixed:)) }?.most
    }

    /// How many items a closure shows on its paths.
    struct Tally {
        /// Items every path shows.
        var fewest: Int
        /// Items the fullest path shows.
        var most: Int
        /// Items shown when at most one `if` without `else` adds its items: what the closure
        /// shows unless two separate conditions hold at once (a camera switch for a non-default
        /// setting, a pause button while a sheet covers the screen).
        var withOneOptional: Int

        init(fixed count: Int) { (fewest, most, withOneOptional) = (count, count, count) }
        init(fewest: Int, most: Int, withOneOptional: Int) { (self.fewest, self.most, self.withOneOptional) = (fewest, most, withOneOptional) }
    }

    /// The tally of the closure's statements, or nil when an item cannot be counted. Items in
    /// sequence add up; `if` branches and `#if` clauses are alternatives; an `if` without `else`
    /// may show nothing, and its items are the one optional group `withOneOptional` allows.
    static func tally(in statements: CodeBlockItemListSyntax, counting: (ExprSyntax) -> Tally?) -> Tally? {
        var parts: [Tally] = []
        for statement in statements {
            if let config = statement.item.as(IfConfigDeclSyntax.self) {
                var clauses: [Tally] = []
                for clause in config.clauses where !clause.compilesOnlyForOtherPlatforms {
                    guard let inner = clause.elements?.as(CodeBlockItemListSyntax.self) else { continue }
                    guard let tally = tally(in: inner, counting: counting) else { return nil }
                    clauses.append(tally)
                }
                // One clause is compiled into a build: the larger counts on every path.
                parts.append(Tally(fewest: clauses.map(\.fewest).max() ?? 0, most: clauses.map(\.most).max() ?? 0,
                                   withOneOptional: clauses.map(\.withOneOptional).max() ?? 0))
            } else if let conditional = expression(of: statement)?.as(IfExprSyntax.self) {
                var tallies: [Tally] = []
                for branch in branches(of: conditional) {
                    guard let tally = tally(in: branch, counting: counting) else { return nil }
                    tallies.append(tally)
                }
                let hasElse = hasFinalElse(conditional)
                parts.append(Tally(fewest: hasElse ? tallies.map(\.fewest).min() ?? 0 : 0, most: tallies.map(\.most).max() ?? 0,
                                   withOneOptional: tallies.map { hasElse ? $0.withOneOptional : $0.fewest }.max() ?? 0))
            } else if let expression = expression(of: statement) {
                guard let tally = counting(expression) else { return nil }
                parts.append(tally)
            } else if !statement.item.is(DeclSyntax.self) {
                return nil
            }
        }
        let fewest = parts.map(\.fewest).reduce(0, +)
        return Tally(fewest: fewest, most: parts.map(\.most).reduce(0, +),
                     withOneOptional: fewest + (parts.map { $0.withOneOptional - $0.fewest }.max() ?? 0))
    }

    /// True when an `if` chain ends in a plain `else`, so one of its branches always shows.
    private static func hasFinalElse(_ conditional: IfExprSyntax) -> Bool {
        if let next = conditional.elseBody?.as(IfExprSyntax.self) { return hasFinalElse(next) }
        return conditional.elseBody?.is(CodeBlockSyntax.self) ?? false
    }

    private static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
    }

    private static func branches(of conditional: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        var result = [conditional.body.statements]
        if let next = conditional.elseBody?.as(IfExprSyntax.self) { result += branches(of: next) }
        if let block = conditional.elseBody?.as(CodeBlockSyntax.self) { result.append(block.statements) }
        return result
    }
}

extension SwiftFileIndex {
    /// Members that give a button something to do.
    static let buttonWiringMembers = ["addTarget", "addAction", "primaryAction", "menu", "showsMenuAsPrimaryAction"]

    /// True when the file's `private` button property `name` is a transparent placeholder: its
    /// `alpha` is set (on the property, or on the local its `{ let button = …; return button }()`
    /// initializer builds) and only ever to `0`, and nothing adds it a target, action or menu.
    /// UIKit neither draws nor hit-tests a view below 0.01 alpha, so with no action there is no
    /// control to see, tap or name. Narrow on purpose: false when the file writes any `alpha`
    /// other than `0` through `$0` or an undeclared name (a loop over views), wires anything
    /// through `$0`, or hands the property to anything but an array, `addSubview` or
    /// `addArrangedSubview`.
    func isTransparentInertButton(property name: String) -> Bool {
        guard let button = PrivateButton(name, in: self),
              onlyHides(button, member: "alpha", hidingValue: { $0.numericLiteral == 0 }) else { return false }
        let wired = memberAccesses(Self.buttonWiringMembers).contains { button.isReceiver(of: $0) || $0.base?.lastNameComponent?.hasPrefix("$") == true }
        let builtWithAction = calls("UIButton", "systemButton").contains { button.variable.encloses($0) && ($0.argument("primaryAction") != nil || $0.argument("target") != nil) }
        return !wired && !builtWithAction && isOnlyPlaced(name)
    }

    /// The property whose `{ let button = …; return button }()` initializer builds the local
    /// `member` is read on (`button.accessibilityElementsHidden = true` names `muteButton`), or nil.
    func propertyBuilt(through member: MemberAccessExprSyntax) -> String? {
        guard let local = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(member).parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                guard let binding = closure.parent?.as(FunctionCallExprSyntax.self)?.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
                        ?? closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                      binding.initializingClosure?.id == closure.id else { return nil }
                let last = closure.statements.last?.item
                let returned = (last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self))?.as(DeclReferenceExprSyntax.self)?.baseName.text
                return returned == local ? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
            }
            if current.is(FunctionDeclSyntax.self) || current.is(MemberBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// True when the file's button `name` is a glyph inside another button: its
    /// `isUserInteractionEnabled` is set, only ever to `false`, nothing here wires it, and it is
    /// added as a subview of a `UIButton` of the file. The outer button is the accessibility
    /// element and VoiceOver does not reach into it; the glyph has no action to name.
    func isInertGlyphInButton(_ name: String, in variables: [String: [DeclaredVariable]]) -> Bool {
        let writes = memberAccesses("isUserInteractionEnabled").filter { $0.assignedValue != nil && $0.base?.lastNameComponent == name }
        guard !writes.isEmpty, writes.allSatisfy({ $0.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }),
              !memberAccesses(Self.buttonWiringMembers).contains(where: { $0.base?.lastNameComponent == name }) else { return false }
        return calls("addSubview").contains { call in
            guard call.arguments.first?.expression.lastNameComponent == name,
                  let container = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent else { return false }
            return declares(container, as: ["UIButton"], in: variables)
        }
    }

    /// True when the file's `private` button property `name` is hidden for good: `isHidden` is
    /// set on it only ever to `true`, no write through `$0` or an undeclared name shows it, and
    /// it is handed to nothing but an array, `addSubview` or `addArrangedSubview`. UIKit neither
    /// hit-tests nor reads out a hidden view, so there is no control to tap, even when code
    /// opens its menu itself (codeapp FileTreeView: a hidden 1pt button moved under a long
    /// press to anchor the context menu).
    func isAlwaysHiddenButton(property name: String) -> Bool {
        guard let button = PrivateButton(name, in: self) else { return false }
        return onlyHides(button, member: "isHidden", hidingValue: { $0.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) })
            && isOnlyPlaced(name)
    }

    /// A `private` stored button property of the file, with the local its
    /// `{ let button = …; return button }()` initializer builds.
    private struct PrivateButton {
        let variable: VariableDeclSyntax
        let name: String
        let closure: ClosureExprSyntax?
        let builtAs: String?

        init?(_ name: String, in index: SwiftFileIndex) {
            let declared = index.variables.filter { variable in
                variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }
            guard declared.count == 1, let variable = declared.first, variable.parent?.is(MemberBlockItemSyntax.self) == true,
                  variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }),
                  let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return nil }
            self.variable = variable
            self.name = name
            closure = binding.initializingClosure
            builtAs = closure.flatMap { closure -> String? in
                let last = closure.statements.last?.item
                return (last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self))?.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }

        /// The receiver is this button: the property anywhere, or the building local inside its closure.
        func isReceiver(of member: MemberAccessExprSyntax) -> Bool {
            guard let receiver = member.base?.lastNameComponent else { return false }
            return receiver == name || receiver == builtAs && closure?.encloses(member) == true
        }
    }

    /// True when `member` (`alpha`, `isHidden`) is written on the button and only ever to its
    /// hiding value, and no write through `$0` or an undeclared name (a loop over views) sets
    /// it to anything else.
    private func onlyHides(_ button: PrivateButton, member: String, hidingValue: (ExprSyntax) -> Bool) -> Bool {
        let writes = memberAccesses(member).filter { $0.assignedValue != nil }
        let own = writes.filter(button.isReceiver)
        guard !own.isEmpty, own.allSatisfy({ $0.assignedValue.map(hidingValue) ?? false }) else { return false }
        let declaredNames = Set(variables.flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        return !writes.contains { write in
            guard let base = write.base, let value = write.assignedValue, !hidingValue(value) else { return false }
            guard let receiver = base.lastNameComponent else { return true }
            return receiver.hasPrefix("$") || receiver != "self" && !declaredNames.contains(receiver)
        }
    }

    /// True when the property is used only through its members, in arrays, or placed in a view
    /// (`self.infoButton` counts as one use, whichever way the index holds it).
    private func isOnlyPlaced(_ name: String) -> Bool {
        let uses = references(name).map { reference -> ExprSyntax in
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return ExprSyntax(member) }
            return ExprSyntax(reference)
        } + memberAccesses(name).map(ExprSyntax.init)
        return uses.allSatisfy { use in
            guard let parent = use.parent else { return false }
            if parent.as(MemberAccessExprSyntax.self)?.base?.id == use.id { return true }
            if parent.is(ArrayElementSyntax.self) { return true }
            let placing = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName
            return ["addSubview", "addArrangedSubview"].contains(placing ?? "")
        }
    }
}
