import SwiftSyntax
import ThumbruleCore

/// Encoded content written to the iCloud key-value store (`NSUbiquitousKeyValueStore`).
/// The store holds 1 MB in total and is built for small preferences: encoded records
/// outgrow it, sync slowly and are dropped when the quota is hit.
///
/// Medium confidence: reports collections produced by an encoder or archiver
/// (`JSONEncoder().encode`, `PropertyListEncoder`, `NSKeyedArchiver.archivedData`,
/// `JSONSerialization.data`), and keys that name user content (drafts, notes,
/// documents). One encoded record (`self`, or a value declared as a single type) is a
/// fixed-size value overwritten in place, not content that grows: silent. An encoded
/// value of a type the file does not show is a note that says so. Known false negative:
/// content passed as a plain array or dictionary.
struct KeyValueStoreContent: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "off-cache-policy.kvs-content",
        ruleId: "off-cache-policy",
        summary: "Encoded content stored in the iCloud key-value store, which is meant for small preferences",
        triggering: [
            CheckExample("""
            import Foundation

            func sync(_ notes: [Note]) throws {
                let store = NSUbiquitousKeyValueStore.default
                ↓store.set(try JSONEncoder().encode(notes), forKey: "notes")
                ↓NSUbiquitousKeyValueStore.default.set(drafts, forKey: "drafts")
            }
            """),
            CheckExample("""
            import Foundation

            func syncBookmarks(_ bookmarks: [Bookmark], library: Library) throws {
                ↓NSUbiquitousKeyValueStore.default.set(try JSONEncoder().encode(bookmarks), forKey: "bookmarks")
                ↓NSUbiquitousKeyValueStore.default.set(try JSONEncoder().encode(library.shelves), forKey: "shelves")
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import Foundation

            func sync(_ settings: Settings) throws {
                NSUbiquitousKeyValueStore.default.set(settings.theme.rawValue, forKey: "theme")
                NSUbiquitousKeyValueStore.default.set(true, forKey: "hasSeenWelcome")
                UserDefaults.standard.set(try JSONEncoder().encode(settings), forKey: "settings")
            }
            """),

            CheckExample("""
            import Foundation

            struct PlaybackState: Codable {
                var episodeID: String
                var position: TimeInterval

                func syncToOtherDevices() throws {
                    NSUbiquitousKeyValueStore.default.set(try JSONEncoder().encode(self), forKey: "playback")
                }
            }

            func share(_ layout: DashboardLayout) throws {
                NSUbiquitousKeyValueStore.default.set(try PropertyListEncoder().encode(layout), forKey: "layout")
            }
            """),
        ]
    )

    /// Calls that turn records into data.
    static let encoders: Set<String> = ["encode", "archivedData", "data"]
    /// Key words that name user content rather than a preference.
    static let contentWords: Set<String> = ["draft", "drafts", "note", "notes", "document", "documents", "entries", "messages", "history"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for write in StorageWrites.all(in: file) where write.store == .iCloudKeyValueStore {
            let namesContent = write.names.contains { NameWords.split($0).contains(where: Self.contentWords.contains) }
            let encoded = Self.encodedValue(write.value)
            let shape = encoded.map { Self.shape(of: $0, file.index) }
            if namesContent || shape == .collection {
                output.report(
                    "This writes \(namesContent ? "user content" : "an encoded collection") to the iCloud key-value store, which holds 1 MB in total and is meant for small preferences; keep content in a local database synced with CloudKit (NSPersistentCloudKitContainer, SwiftData with CloudKit, or CKRecord) and keep only settings here.",
                    at: file.position(of: write.node), confidence: .medium)
            } else if shape == .unknown {
                output.report(
                    "This writes an encoded value to the iCloud key-value store, which holds 1 MB in total and is meant for small preferences; the file does not show whether the value is one small record or a collection that grows; if it grows, keep it in a local database synced with CloudKit.",
                    at: file.position(of: write.node), confidence: .low)
            }
        }
    }

    /// What an encoded value is: a collection that can grow, one record of fixed shape, or not shown.
    enum Shape { case collection, record, unknown }

    /// The value handed to an encoder or archiver, or nil when the written value is not encoded.
    static func encodedValue(_ value: ExprSyntax?) -> ExprSyntax? {
        var current = value
        while let expression = current, let inner = expression.as(TryExprSyntax.self)?.expression {
            current = inner
        }
        guard let call = current?.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              encoders.contains(name), name != "data" || call.argument("withJSONObject") != nil else { return nil }
        return call.arguments.first?.expression
    }

    /// `self` is one record; a literal array or dictionary, or a name declared with a
    /// collection type, is a collection; a name declared with another type is one record.
    static func shape(of encoded: ExprSyntax, _ index: SwiftFileIndex) -> Shape {
        if encoded.is(ArrayExprSyntax.self) || encoded.is(DictionaryExprSyntax.self) { return .collection }
        if let reference = encoded.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return .record }
            guard let type = declaredType(of: reference.baseName.text, at: reference, index) else { return .unknown }
            return isCollection(type) ? .collection : .record
        }
        return .unknown
    }

    /// The written type of a parameter of the enclosing function, or of a variable of the file, with that name.
    static func declaredType(of name: String, at node: some SyntaxProtocol, _ index: SwiftFileIndex) -> TypeSyntax? {
        if let parameter = node.enclosingFunction?.signature.parameterClause.parameters
            .first(where: { ($0.secondName ?? $0.firstName).text == name }) {
            return parameter.type
        }
        return index.variables.flatMap(\.bindings).first { $0.pattern.trimmedSourceText == name }?.typeAnnotation?.type
    }

    static func isCollection(_ type: TypeSyntax) -> Bool {
        var type = type
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        let name = type.as(IdentifierTypeSyntax.self)?.name.text
        return ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet", "OrderedDictionary"].contains(name ?? "")
    }
}
