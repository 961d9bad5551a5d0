import SwiftSyntax

/// Code that runs only when the app is launched with a command-line argument: the body of
/// `if CommandLine.arguments.contains("--uitesting")` (or `ProcessInfo.processInfo.arguments`,
/// or a local `let arguments = …` of either), the code after such a `guard`. An App Store
/// launch passes no arguments, so such code (a screenshot harness, a UI-test fixture) runs only
/// for the developers' scripts. Only an argument written as a literal starting with `-` counts,
/// and only a test that is the whole condition, one of its list or an operand of `&&` alone.
///
/// The test may also sit in a static property or function of the project's own
/// (`Screenshots.current`, whose body starts `guard arguments.contains("--shots") else { return nil }`
/// or is just such a test): the file that uses it records a flag naming `Type.member` over the
/// code that runs only when it holds (`if let slot = Screenshots.current { … }`), the file that
/// declares it records the member (`accessors`), and the model turns off the flags of members
/// some file declares so.
enum LaunchArgumentGates {
    /// The flag the outline records code under a test written in place; the model always turns it off.
    static let flag = "launchArgument"
    static let memberFlagPrefix = "launchArgument:"

    static func memberFlag(_ member: String) -> String { memberFlagPrefix + member }

    /// The flags of the members some outline declares as launch-argument accessors.
    static func offFlags(_ outlines: [FileOutline]) -> Set<String> {
        Set(outlines.flatMap(\.launchArgumentAccessors).map(memberFlag)).union([flag])
    }

    static let argumentLists: Set<String> = ["CommandLine.arguments", "ProcessInfo.processInfo.arguments", "ProcessInfo().arguments"]

    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var direct: [Range<AbsolutePosition>] = []
        var byMember: [String: [Range<AbsolutePosition>]] = [:]
        for call in file.index.callsInOrder where isLaunchArgumentTest(call) {
            direct += ConditionGates.runningWhenHolds(Syntax(call))
        }
        // `if let x = Type.member` / `if Type.member`: a flag per member, off only when that member is an accessor.
        for access in file.index.memberAccessesInOrder {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true else { continue }
            var node = Syntax(access)
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id, call.arguments.isEmpty {
                node = Syntax(call)
            }
            let regions = ConditionGates.runningWhenHolds(node)
            if !regions.isEmpty { byMember[memberFlag("\(base.baseName.text).\(access.declName.baseName.text)"), default: []] += regions }
        }
        var result = byMember
        if !direct.isEmpty { result[flag] = direct }
        return result
    }

    /// `Type.member` for each static property or function whose body starts with a guard on a
    /// launch-argument test that returns `nil` or `false`, or is such a test alone (after any `let` constants).
    static func accessors(in file: SwiftFile) -> Set<String> {
        var result = Set<String>()
        for call in file.index.callsInOrder where isLaunchArgumentTest(call) {
            // Constants before the test (`let arguments = ProcessInfo.processInfo.arguments`) change nothing.
            guard let (member, all) = enclosingStaticMember(of: Syntax(call)) else { continue }
            let body = Array(all.drop { $0.item.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) })
            guard let first = body.first?.item else { continue }
            if let guardStatement = first.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
               guardStatement.conditions.first?.condition.as(ExprSyntax.self)?.id == ExprSyntax(call).id,
               let exit = guardStatement.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
               exit.is(NilLiteralExprSyntax.self) || exit.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
                result.insert(member)
            } else if body.count == 1, first.as(ReturnStmtSyntax.self)?.expression?.id == ExprSyntax(call).id || first.as(ExprSyntax.self)?.id == ExprSyntax(call).id {
                result.insert(member)
            }
        }
        return result
    }

    /// `arguments.contains("--x")` on a launch-argument list.
    static func isLaunchArgumentTest(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "contains",
              let base = callee.base, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              literal.segments.first?.as(StringSegmentSyntax.self)?.content.text.hasPrefix("-") == true else { return false }
        if argumentLists.contains(base.trimmedDescription) { return true }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        // A local `let name = ProcessInfo.processInfo.arguments` in an enclosing block.
        var current = Syntax(call).parent
        while let node = current {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value, argumentLists.contains(value.trimmedDescription) { return true }
                    }
                }
            }
            if node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `Type.member` and the body statements of the static property or function around `node`.
    private static func enclosingStaticMember(of node: Syntax) -> (String, CodeBlockItemListSyntax)? {
        var current = node.parent
        var body: CodeBlockItemListSyntax?
        while let parent = current {
            if body == nil, let block = parent.as(CodeBlockItemListSyntax.self) { body = block }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard isStatic(function.modifiers), function.signature.parameterClause.parameters.isEmpty,
                      let statements = function.body?.statements, statements.id == body?.id,
                      let type = typeName(around: Syntax(function)) else { return nil }
                return ("\(type).\(function.name.text)", statements)
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard isStatic(variable.modifiers), variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let body,
                      let type = typeName(around: Syntax(variable)) else { return nil }
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: guard statements.id == body.id else { return nil }
                case .accessors(let list)?:
                    guard list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) && $0.body?.statements.id == body.id }) else { return nil }
                default: return nil
                }
                return ("\(type).\(name)", body)
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// The name of the type or extension `node` is a member of.
    private static func typeName(around node: Syntax) -> String? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let owner = block.parent else { return nil }
        if let type = owner.asProtocol(NamedDeclSyntax.self) { return type.name.text }
        if let ext = owner.as(ExtensionDeclSyntax.self) { return ext.extendedType.trimmedDescription }
        return nil
    }
}
