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
}
