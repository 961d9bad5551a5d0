import SwiftSyntax
import ThumbruleCore

/// Finds the uses of `PermissionAPIs` in a file: one query shared by the purpose-string
/// check and the launch-prompt checks.
package enum PermissionUses {
    package struct Match {
        package let api: PermissionAPIs.API
        package let node: Syntax
    }

    /// Every permission API used in the file outside preview code, in source order.
    package static func matches(in file: SwiftFile, where include: (PermissionAPIs.API) -> Bool = { _ in true }) -> [Match] {
        let imported = Set(file.index.importedModules.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        var found: [Match] = []
        for api in PermissionAPIs.all where include(api) && api.modules.contains(where: imported.contains) {
            switch api.trigger {
            case .call(let name, let type, let test):
                for call in file.index.calls(name) where matches(call, type: type, test: test) {
                    found.append(Match(api: api, node: Syntax(call)))
                }
            case .assignment(let property, let value):
                for member in file.index.memberAccesses(value) where member.base == nil && isAssigned(member, to: property) {
                    found.append(Match(api: api, node: Syntax(member)))
                }
            }
        }
        return found.sorted { $0.node.position < $1.node.position }
    }

    package static func matches(_ call: FunctionCallExprSyntax, type: String?, test: PermissionAPIs.ArgumentTest?) -> Bool {
        if let type {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, base.rootTypeName == type else { return false }
        }
        switch test {
        case nil:
            return true
        case .value(let label, let names)?:
            guard let name = call.argument(label)?.expression.lastNameComponent else { return false }
            return names.contains(name)
        case .absent(let label)?:
            return call.argument(label) == nil
        case .labelled(let label)?:
            return call.argument(label) != nil
        case .nonEmpty(let label)?:
            guard let expression = call.argument(label)?.expression else { return false }
            return !expression.isEmptyCollection
        }
    }

    /// `x.sourceType = .camera`, or `sourceType: .camera` passed as an argument.
    static func isAssigned(_ member: MemberAccessExprSyntax, to property: String) -> Bool {
        if let argument = member.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == property }
        guard let sequence = member.parent?.as(ExprListSyntax.self), sequence.count == 3,
              sequence.last?.id == member.id, sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.first?.as(MemberAccessExprSyntax.self) else { return false }
        return target.declName.baseName.text == property
    }
}

extension ExprSyntax {
    /// `nil`, `[]`, `Set()` or `Set<T>()`.
    var isEmptyCollection: Bool {
        if self.is(NilLiteralExprSyntax.self) { return true }
        if let array = self.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let call = self.as(FunctionCallExprSyntax.self), call.calleeName == "Set" { return call.arguments.isEmpty && call.trailingClosure == nil }
        return false
    }
}

extension SyntaxProtocol {
    /// The iOS major version this code only runs below: inside the `else` of
    /// `if #available(iOS N, *)`, the body of `guard #available(iOS N, *) else {…}`, or the
    /// body of `if #unavailable(iOS N)`. Nil when no enclosing check bounds it.
    var iOSVersionCeiling: Int? {
        var ceiling: Int?
        var child = Syntax(self)
        var current = parent
        while let node = current {
            var bound: (version: Int, negated: Bool)?
            var inPositiveBranch = false
            if let branch = node.as(IfExprSyntax.self) {
                bound = Self.iOSAvailability(in: branch.conditions)
                inPositiveBranch = branch.body.id == child.id
                if !inPositiveBranch, branch.elseBody?.id != child.id { bound = nil }
            } else if let guardStatement = node.as(GuardStmtSyntax.self) {
                bound = Self.iOSAvailability(in: guardStatement.conditions)
                if guardStatement.body.id != child.id { bound = nil }
            }
            if let bound {
                // #available's else branch and guard body run below N; #unavailable's own branch does too.
                let runsBelow = bound.negated == inPositiveBranch
                if runsBelow { ceiling = min(ceiling ?? bound.version, bound.version) }
            }
            child = node
            current = node.parent
        }
        return ceiling
    }

    /// The iOS version of an `#available` / `#unavailable` condition; `negated` for `#unavailable`.
    private static func iOSAvailability(in conditions: ConditionElementListSyntax) -> (version: Int, negated: Bool)? {
        for element in conditions {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self) else { continue }
            for argument in availability.availabilityArguments {
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      restriction.platform.text.hasPrefix("iOS"), let major = restriction.version.flatMap({ Int($0.major.text) }) else { continue }
                return (major, availability.availabilityKeyword.tokenKind == .poundUnavailable)
            }
        }
        return nil
    }
}
