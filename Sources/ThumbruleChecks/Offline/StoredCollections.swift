import SwiftSyntax
import ThumbruleCore

/// A stored collection the app declares in Swift: a SwiftData `@Model` class, a Core Data
/// `NSManagedObject` subclass or a GRDB record type, with what its properties are named.
/// Shared by `off-sync-scope` and `off-fresh-marks`.
package struct StoredCollection: Sendable, Codable {
    package let name: String
    /// "SwiftData model", "Core Data entity" or "GRDB record", for messages.
    package let kind: String
    package let position: SourcePosition
    /// The stored properties' names.
    package let properties: [String]
    /// True when the record keeps the server's id for itself (`remoteID`, `backendId`).
    package let fromServer: Bool

    static let coreData = "Core Data entity"

    private struct Found { let collections: [StoredCollection] }

    /// The file's collections, computed once per file for both checks.
    package static func all(in file: SwiftFile) -> [StoredCollection] {
        file.shared(Found.self) { Found(collections: collect(file)) }.collections
    }

    private static func collect(_ file: SwiftFile) -> [StoredCollection] {
        var result: [StoredCollection] = []
        for type in file.index.typeDeclarations where !type.isExtension {
            let kind: String
            if let declaration = type.node.asProtocol(WithAttributesSyntax.self),
               declaration.attributes.contains(where: { attribute in
                   attribute.as(AttributeSyntax.self).map { DataSources.collectionMacros.contains($0.attributeName.trimmedSourceText) } ?? false
               }) {
                kind = "SwiftData model"
            } else if type.inherits("NSManagedObject") {
                kind = coreData
            } else if !Set(type.inheritedNames).isDisjoint(with: DataSources.collectionSupertypes) {
                kind = "GRDB record"
            } else {
                continue
            }
            let properties = file.index.variables
                .filter { $0.enclosingTypeDeclaration?.id == type.node.id && !$0.modifiers.contains { $0.name.text == "static" } }
                .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
            let fromServer = properties.contains { property in
                let words = Set(NameWords.split(property))
                return !words.isDisjoint(with: DataSources.serverIdWords) && !words.isDisjoint(with: DataSources.idWords)
            }
            let at = type.node.asProtocol(NamedDeclSyntax.self).map { Syntax($0.name) } ?? Syntax(type.node)
            result.append(StoredCollection(name: type.name, kind: kind, position: file.position(of: at), properties: properties, fromServer: fromServer))
        }
        return result
    }
}
