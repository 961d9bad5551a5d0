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
}
