import SwiftSyntax
import ThumbruleCore

/// SwiftUI views are split into private properties and functions of their file
/// (`private var alarmButton: some View`, `private func thumbnail() -> some View`), so what
/// wraps a view where it is used (a hidden element, a collapsed row) wraps what the helper draws.
enum PrivateViewHelpers {
    /// True when the private property or function holding `node` is used in its file, and
    /// every use passes `isCovered` directly or through the private helpers holding it, a few
    /// levels up. False for a node in no private helper: other files may use it.
    static func everyUse(of node: Syntax, in file: SwiftFile, depth: Int = 0, _ isCovered: (DeclReferenceExprSyntax) -> Bool) -> Bool {
        guard depth < 3, let member = node.ancestor(where: { $0.is(VariableDeclSyntax.self) || $0.is(FunctionDeclSyntax.self) }) else { return false }
        let name: String
        if let variable = member.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }),
           let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            name = pattern.identifier.text
        } else if let function = member.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) {
            name = function.name.text
        } else { return false }
        let uses = file.index.references(name).filter { !member.encloses($0) }
        return !uses.isEmpty && uses.allSatisfy { isCovered($0) || everyUse(of: Syntax($0), in: file, depth: depth + 1, isCovered) }
    }

    /// True when `node` sits in the initialiser of a `private` or `fileprivate` `lazy var` that
    /// nothing in the file reads, or that only the initialisers of other such unread lazy
    /// properties read (`private lazy var backItem: UIBarButtonItem? = _backItem` read by nobody):
    /// a lazy value is made when first read, so one never read is never made, and a private one
    /// can be read from this file only. Every token of the file counts as a read, so a key path
    /// (`\.backItem`) or a string naming the property keeps it.
    static func isInUnreadLazyProperty(_ node: Syntax, in file: SwiftFile) -> Bool {
        func unreadLazy(_ variable: VariableDeclSyntax) -> String? {
            let modifiers = variable.modifiers.map(\.name.tokenKind)
            guard modifiers.contains(.keyword(.lazy)), modifiers.contains(.keyword(.private)) || modifiers.contains(.keyword(.fileprivate)),
                  variable.bindings.count == 1, let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return name
        }
        guard let variable = node.ancestor(where: { $0.is(VariableDeclSyntax.self) })?.as(VariableDeclSyntax.self),
              variable.bindings.first?.initializer.map({ $0.encloses(node) }) == true, unreadLazy(variable) != nil else { return false }
        var cleared: Set<SyntaxIdentifier> = []
        func isUnread(_ variable: VariableDeclSyntax, depth: Int) -> Bool {
            guard depth < 4, let name = unreadLazy(variable) else { return false }
            if cleared.contains(variable.id) { return true }
            cleared.insert(variable.id)
            let uses = file.tree.tokens(viewMode: .sourceAccurate).filter { token in
                guard !variable.range.contains(token.position) else { return false }
                switch token.tokenKind {
                case .identifier(let text): return text == name || text == "`\(name)`"
                case .stringSegment(let text): return text.contains(name)
                default: return false
                }
            }
            return uses.allSatisfy { token in
                guard let reader = Syntax(token).ancestor(where: { $0.is(VariableDeclSyntax.self) })?.as(VariableDeclSyntax.self),
                      reader.bindings.first?.initializer.map({ $0.range.contains(token.position) }) == true else { return false }
                return isUnread(reader, depth: depth + 1)
            }
        }
        return isUnread(variable, depth: 0)
    }

    /// True when the control, with its modifiers, is the whole body of a private view helper
    /// (`private func pickerButton() -> some View { Button { … } label: { Avatar() } }`) and
    /// every use of the helper in the file applies one of `modifiers`
    /// (`pickerButton().accessibilityLabel(…)`): that label is the control's name.
    static func isNamedAtEveryUse(_ control: FunctionCallExprSyntax, _ file: SwiftFile, by modifiers: Set<String>) -> Bool {
        let whole = Syntax(control.outermostModifiedExpression)
        let statement = whole.parent?.as(ReturnStmtSyntax.self).map(Syntax.init) ?? whole
        guard let list = statement.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        let member: Syntax
        let name: String
        if let function = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self) {
            (member, name) = (Syntax(function), function.name.text)
        } else if let binding = list.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            (member, name) = (Syntax(variable), pattern.identifier.text)
        } else { return false }
        let declared = member.as(FunctionDeclSyntax.self)?.modifiers ?? member.as(VariableDeclSyntax.self)?.modifiers
        guard declared?.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) == true else { return false }
        let uses = file.index.references(name).filter { !member.encloses($0) }
        return !uses.isEmpty && uses.allSatisfy { use in
            let view: any ExprSyntaxProtocol = use.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == use.id ? $0 : nil } ?? use
            return view.modifiersApplied.contains { $0.calleeName.map(modifiers.contains) ?? false }
        }
    }
}
