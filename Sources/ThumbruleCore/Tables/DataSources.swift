/// Where a screen's content can come from: a local database the app links, the APIs that
/// read it, and the calls that start a network request. One entry per line.
public enum DataSources {
    /// Modules whose import shows the app keeps a local database.
    public static let localStoreModules: Set<String> = [
        "SwiftData", "CoreData", "RealmSwift", "GRDB", "SQLite", "FMDB", "CouchbaseLiteSwift",
    ]
    /// Property wrappers, types and members that read a local store.
    public static let storeReadNames: Set<String> = [
        "Query", "FetchRequest", "SectionedFetchRequest", "ObservedResults", "ObservedSectionedResults",
        "modelContext", "managedObjectContext", "viewContext", "FetchDescriptor", "NSFetchRequest",
        "NSFetchedResultsController", "fetch", "objects", "realm", "dbQueue", "dbPool", "database",
    ]
    /// Request calls by name, with the label of their first argument (`_` for none):
    /// `URLSession.data(from:)`, `dataTask(with:)`, Alamofire's `AF.request(_:)`.
    public static let requestCalls: [String: Set<String>] = [
        "data": ["from", "for"],
        "dataTask": ["with"],
        "dataTaskPublisher": ["for"],
        "request": ["_"],
    ]
    /// What the receiver of each request call must mention (case-insensitively), since the
    /// names alone are common: `URLSession.shared.data(from:)`, `session.dataTask(with:)`, `AF.request`.
    public static let requestReceivers: [String: String] = [
        "data": "session",
        "dataTask": "session",
        "dataTaskPublisher": "session",
        "request": "AF",
    ]

    /// Modules and names that sync a store with a server or iCloud besides plain networking
    /// (`AreaEvidence`'s "net" signals): CloudKit, and the cloud databases whose SDK keeps a
    /// local copy. A store with none of these and no networking has no server to sync with.
    public static let cloudSyncModules: Set<String> = [
        "CloudKit", "FirebaseFirestore", "FirebaseDatabase", "Supabase", "Amplify", "AWSAppSync", "ParseSwift", "Parse",
    ]
    public static let cloudSyncNames: Set<String> = [
        "NSPersistentCloudKitContainer", "cloudKitContainerOptions", "NSPersistentCloudKitContainerOptions", "cloudKitDatabase",
        "CKContainer", "CKDatabase", "NSUbiquitousKeyValueStore",
    ]

    /// What makes a declared type a stored collection: SwiftData's `@Model` macro, a Core
    /// Data `NSManagedObject` subclass, a GRDB record protocol that names a table (a type that
    /// is only a `FetchableRecord` decodes a query's rows, such as a join, and stores nothing).
    public static let collectionMacros: Set<String> = ["Model"]
    public static let collectionSupertypes: Set<String> = [
        "NSManagedObject", "PersistableRecord", "MutablePersistableRecord", "TableRecord",
    ]

    /// A property named with one of these and an id word (`remoteID`, `backendId`) keeps
    /// the server's id for the record: the record mirrors a server's. `Codable` alone says
    /// nothing (GRDB and backups encode local records too), nor does `serverId`, which as
    /// often names which of the person's servers a local setting belongs to.
    public static let serverIdWords: Set<String> = ["remote", "backend", "api"]
    public static let idWords: Set<String> = ["id", "identifier", "uuid"]

    /// Property-name words that record when the server wrote a value, or its version
    /// (`updatedAt`, `lastModified`, `etag`, `serverRevision`): `off-fresh-marks`.
    public static let writtenAtWords: Set<String> = [
        "updated", "modified", "synced", "fetched", "written", "timestamp", "etag", "version", "revision", "refreshed",
        "downloaded",
    ]

    /// Property-name words that record whether the server has confirmed a record
    /// (`syncStatus`, `isPending`, `needsUpload`, `isDirty`): `off-fresh-marks`.
    public static let syncStateWords: Set<String> = [
        "pending", "synced", "sync", "confirmed", "dirty", "unsynced", "uploaded", "upload", "outbox", "acknowledged",
    ]
}
