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

    /// A class of the project and the class it inherits from.
    package struct Subclass: Sendable, Codable {
        let name: String
        let superclass: String
        package let position: SourcePosition
        let properties: [String]
    }

    private struct Found { let collections: [StoredCollection] }

    /// The file's classes that inherit from another type, for collections declared on a base
    /// class of the project (`class Note: AppManagedObject`).
    package static func subclasses(in file: SwiftFile) -> [Subclass] {
        file.index.typeDeclarations.compactMap { type in
            guard !type.isExtension, let node = type.node.as(ClassDeclSyntax.self), let superclass = type.inheritedNames.first else { return nil }
            return Subclass(name: type.name, superclass: superclass, position: file.position(of: node.name), properties: properties(of: type, in: file))
        }
    }

    /// The project's collections with what inherits from them: the subclasses of a base class
    /// (`AppManagedObject: NSManagedObject`, which every entity class extends) are collections,
    /// and the base itself, when it declares no property, is no table of its own.
    package static func resolving(_ collections: [StoredCollection], subclasses: [Subclass]) -> [StoredCollection] {
        var kinds = Dictionary(collections.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var result = collections
        var bases = Set<String>(), generated = Set<String>()
        var added = true
        while added {
            added = false
            for subclass in subclasses where kinds[subclass.name] == nil {
                guard let kind = kinds[subclass.superclass] else { continue }
                kinds[subclass.name] = kind
                // mogenerator's pair: the generated `_Cheat` and the hand-written `Cheat: _Cheat`.
                if subclass.superclass == "_" + subclass.name { generated.insert(subclass.superclass) }
                bases.insert(subclass.superclass)
                result.append(StoredCollection(name: subclass.name, kind: kind, position: subclass.position, properties: subclass.properties, fromServer: false))
                added = true
            }
        }
        // A base with properties of its own may be an entity too (Core Data's parent entities),
        // unless it is the generated half of a pair, which is the same entity as its other half.
        return result.filter { !bases.contains($0.name) || (!$0.properties.isEmpty && !generated.contains($0.name)) }
    }

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
                kind = "Core Data entity"
            } else if !Set(type.inheritedNames).isDisjoint(with: DataSources.collectionSupertypes) {
                kind = "GRDB record"
            } else {
                continue
            }
            let properties = properties(of: type, in: file)
            let fromServer = properties.contains { property in
                let words = Set(NameWords.split(property))
                return !words.isDisjoint(with: DataSources.serverIdWords) && !words.isDisjoint(with: DataSources.idWords)
            }
            let at = type.node.asProtocol(NamedDeclSyntax.self).map { Syntax($0.name) } ?? Syntax(type.node)
            result.append(StoredCollection(name: type.name, kind: kind, position: file.position(of: at), properties: properties, fromServer: fromServer))
        }
        return result
    }

    /// The names of the instance properties the type's own declaration holds: members only, not
    /// the locals of its methods and accessors (olvid-ios: a `let remoteCryptoId` inside a
    /// computed property made a local event log look like a mirror of a server's records).
    private static func properties(of type: TypeDeclaration, in file: SwiftFile) -> [String] {
        file.index.variables
            .filter { $0.parent?.is(MemberBlockItemSyntax.self) == true && $0.enclosingTypeDeclaration?.id == type.node.id
                && !$0.modifiers.contains { $0.name.text == "static" } }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
    }
}
