import SwiftSyntax
import ThumbruleCore

/// Encoded content written to the iCloud key-value store (`NSUbiquitousKeyValueStore`).
/// The store holds 1 MB in total and is built for small preferences: encoded records
/// outgrow it, sync slowly and are dropped when the quota is hit.
///
/// Medium confidence: reports values produced by an encoder or archiver
/// (`JSONEncoder().encode`, `PropertyListEncoder`, `NSKeyedArchiver.archivedData`,
/// `JSONSerialization.data`), and keys that name user content (drafts, notes,
/// documents). Known false negative: content passed as a plain array or dictionary.
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
        ]
    )

    /// Calls that turn records into data.
    static let encoders: Set<String> = ["encode", "archivedData", "data"]
    /// Key words that name user content rather than a preference.
    static let contentWords: Set<String> = ["draft", "drafts", "note", "notes", "document", "documents", "entries", "messages", "history"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for write in StorageWrites.all(in: file) where write.store == .iCloudKeyValueStore {
            let encoded = Self.isEncoded(write.value)
            let namesContent = write.names.contains { NameWords.split($0).contains(where: Self.contentWords.contains) }
            guard encoded || namesContent else { continue }
            output.report(
                "This writes \(encoded ? "encoded records" : "user content") to the iCloud key-value store, which holds 1 MB in total and is meant for small preferences; keep content in a local database synced with CloudKit (NSPersistentCloudKitContainer, SwiftData with CloudKit, or CKRecord) and keep only settings here.",
                at: file.position(of: write.node), confidence: .medium)
        }
    }

    static func isEncoded(_ value: ExprSyntax?) -> Bool {
        var current = value
        while let expression = current, let inner = expression.as(TryExprSyntax.self)?.expression {
            current = inner
        }
        guard let call = current?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        return encoders.contains(name) && (name != "data" || call.argument("withJSONObject") != nil)
    }
}
