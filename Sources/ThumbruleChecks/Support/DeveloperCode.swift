import SwiftSyntax
import ThumbruleCore

/// Code that serves the app's developers rather than its users: a debug screen hidden behind
/// a toggle, a sample notifier, a preview of what a banner looks like. It ships, so the
/// engine's scopes keep it, but rules about what users meet do not apply to it.
enum DeveloperCode {
    /// Words in a name or doc comment that mark code as a developer's tool.
    static let words: Set<String> = ["debug", "debugging", "developer", "sample", "test", "testing", "demo", "preview"]

    /// True when the file's name, or the name or doc comment of a function or type around
    /// the node, says it serves developers.
    static func contains(_ node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        guard Set(NameWords.split(fileName)).isDisjoint(with: words) else { return true }
        var current = node.parent
        while let ancestor = current {
            let name: String? = ancestor.as(FunctionDeclSyntax.self)?.name.text
                ?? ancestor.as(StructDeclSyntax.self)?.name.text
                ?? ancestor.as(ClassDeclSyntax.self)?.name.text
                ?? ancestor.as(EnumDeclSyntax.self)?.name.text
                ?? ancestor.as(ExtensionDeclSyntax.self)?.extendedType.trimmedSourceText
            if let name, !Set(NameWords.split(name)).union(docWords(of: ancestor)).isDisjoint(with: words) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The words of a declaration's doc comment (`///` and `/** */`).
    private static func docWords(of declaration: Syntax) -> Set<String> {
        var found: Set<String> = []
        for piece in declaration.leadingTrivia {
            switch piece {
            case .docLineComment(let text), .docBlockComment(let text): found.formUnion(NameWords.split(text))
            default: continue
            }
        }
        return found
    }
}
