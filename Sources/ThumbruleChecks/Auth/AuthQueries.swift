import SwiftSyntax
import ThumbruleCore

/// Questions the sign-in checks share, answered from the file index by source range
/// rather than by walking the tree again.
extension SwiftFileIndex {
    /// Plain names (`token`, `authorizeURL`) referenced inside `node`.
    func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
        Set(referencesByName.filter { $0.value.contains { node.encloses($0) } }.keys)
    }

    /// Member names (`.url`, `config.authorizeURL`) accessed inside `node`.
    func memberNames(in node: some SyntaxProtocol) -> Set<String> {
        Set(Self.nodes(memberAccessesInOrder, within: node).map(\.declName.baseName.text))
    }

    /// Calls inside `node` with any of these names, in source order.
    func calls(in node: some SyntaxProtocol, named names: some Sequence<String>) -> [FunctionCallExprSyntax] {
        names.flatMap { callsByName[$0] ?? [] }.filter { node.encloses($0) }.sorted { $0.position < $1.position }
    }

    /// Calls inside `node` whose lowercased name is in `names`.
    func calls(in node: some SyntaxProtocol, lowercasedNames names: Set<String>) -> [FunctionCallExprSyntax] {
        calls(in: node, named: callsByName.keys.filter { names.contains($0.lowercased()) })
    }

    /// The variables named `name` declared in the file, nearest to `node` first: those in
    /// the same function, then the rest.
    package func variables(named name: String, near node: some SyntaxProtocol) -> [VariableDeclSyntax] {
        let matching = variables.filter { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } }
        guard let scope = node.enclosingFunctionScope else { return matching }
        return matching.filter { scope.encloses($0) } + matching.filter { !scope.encloses($0) }
    }
}

extension SyntaxProtocol {
    /// The function, initializer or accessor body this node runs in.
    var enclosingFunctionScope: Syntax? {
        var current = parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) {
                return node
            }
            if node.is(PatternBindingSyntax.self), node.parent?.parent?.is(VariableDeclSyntax.self) == true,
               node.as(PatternBindingSyntax.self)?.accessorBlock != nil {
                return node
            }
            current = node.parent
        }
        return nil
    }
}

/// The identifier joined lowercase without separators: `is_Logged-In` → `isloggedin`.
func squashedName(_ name: String) -> String {
    NameWords.split(name).joined()
}

/// Text as lowercased words separated by single spaces, camel case split, padded with a
/// space each side so whole phrases can be searched: `"/account/deleteUser"` → `" account delete user "`.
func spacedWords(_ text: String) -> String {
    let pieces = text.split { !$0.isLetter && !$0.isNumber }.flatMap { NameWords.split(String($0)) }
    return " " + pieces.joined(separator: " ") + " "
}

extension FunctionCallExprSyntax {
    /// True when the call's name is a key of `patterns` and it carries one of that key's
    /// argument labels (any call of the name when the set is empty).
    package func matches(_ patterns: [String: Set<String>]) -> Bool {
        guard let name = calleeName, let labels = patterns[name] else { return false }
        return labels.isEmpty || argumentLabels.contains(where: labels.contains)
    }
}
