import ThumbruleCore

/// A stored record that mirrors a server's (it keeps a `remoteID` or `backendId`) with no
/// field saying when the server wrote it (`updatedAt`, `etag`, `version`). Without one a
/// row read from disk and a row just fetched look the same, and the screen cannot say the
/// data is old. When the record also has no confirmed or pending state (`syncStatus`,
/// `isPending`), the note says so too, for apps that change these records.
///
/// Notes. Records are SwiftData `@Model`, Core Data `NSManagedObject` subclasses and GRDB
/// records declared in Swift; fields are read by name (`DataSources.writtenAtWords`,
/// `syncStateWords`). Known false negatives: fields kept in a separate metadata table,
/// entities generated from a Core Data model file, and records keyed by a plain `id`.
struct RecordWithoutSyncMarks: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "off-fresh-marks.record-without-marks",
        ruleId: "off-fresh-marks",
        summary: "A record synced from a server with no written-at time or no confirmed/pending state",
        triggering: [
            CheckExample("""
            import SwiftData

            @Model final class ↓Article: Decodable {
                var remoteID: String
                var title: String
                var body: String
            }
            """, path: "App/Article.swift"),
        ],
        nonTriggering: [
            // A join row placing remote items in a cached list; the list's own row says when it was filled.
            CheckExample("""
            import GRDB

            struct FeedSlot: FetchableRecord, PersistableRecord, Codable {
                var feedKey: String
                var position: Int
                var remoteId: Int
            }
            """, path: "App/FeedSlot.swift"),
            CheckExample("""
            import SwiftData

            @Model final class Article: Decodable {
                var remoteID: String
                var title: String
                var serverUpdatedAt: Date
                var syncState: SyncState
            }

            @Model final class Draft {
                var text = ""
            }
            """, path: "App/Article.swift"),
            // A local log of what happened to a row; only a method's local names a remote id (olvid-ios).
            CheckExample("""
            import CoreData

            final class MessageEvent: NSManagedObject {
                @NSManaged private var rawKind: Int
                @NSManaged private(set) var peerIdentity: Data?
                var kind: Kind? {
                    let remoteCryptoId = peerIdentity.map(CryptoId.init)
                    return Kind(rawValue: rawKind, remote: remoteCryptoId)
                }
            }
            """, path: "App/MessageEvent.swift"),
        ]
    )

    package static let collections = FactKey<StoredCollection>("off-fresh-marks.collection")

    /// Last words of the fields an index or join row is made of.
    static let keyOrPlaceWords: Set<String> = ["id", "ids", "key", "position", "index", "order", "rank"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for collection in StoredCollection.all(in: file) where collection.fromServer {
            output.facts.add(collection, for: Self.collections)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for record in project.shippingFacts(Self.collections, at: \.position) {
            let words = record.properties.map { Set(NameWords.split($0)) }
            let hasTime = words.contains { !$0.isDisjoint(with: DataSources.writtenAtWords) }
            let hasState = words.contains { !$0.isDisjoint(with: DataSources.syncStateWords) }
            guard !hasTime else { continue }
            // A row of keys and a place in a list (`queryKey`, `position`, `remoteId`) holds no
            // content of the server's that could go stale: an index or join row.
            if !record.properties.isEmpty, record.properties.allSatisfy({ property in
                NameWords.split(property).last.map { Self.keyOrPlaceWords.contains($0.lowercased()) } ?? false
            }) { continue }
            let state = hasState ? "" : ", and, if the app changes these records, whether the server has confirmed each change (a synced or pending state)"
            output.report(
                "\(record.name) is a \(record.kind) that mirrors a server's records but stores no time the server wrote each one (updatedAt, etag or version)\(state), so a screen cannot tell old rows from fresh ones; add the field in this schema and fill it from the server's response.",
                at: record.position, confidence: .low)
        }
    }
}
