import Foundation
import ThumbruleCore

/// A stored collection (SwiftData `@Model`, Core Data `NSManagedObject` subclass, GRDB
/// record) with no row in STACK.md's Offline collections table saying what it holds
/// offline (everything, or only what was opened, and how much) and how it is filled. Left
/// undecided, the store holds whatever the person happened to open.
///
/// Notes only: with a STACK.md, one per collection it does not list (or lists with no sync
/// scope); without one, a single note naming the collections. A store that cannot sync is
/// left alone: no shipping code networks (`AreaEvidence`'s "net" signals) or syncs through
/// CloudKit or a cloud database SDK, no entitlement grants iCloud, and no Objective-C could
/// hide either. A project base class the entity classes extend (`AppManagedObject: NSManagedObject`)
/// is replaced by its subclasses. Known false negative: Core Data entities generated from the model file with
/// no Swift class.
struct CollectionScopeUnrecorded: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "off-sync-scope.collection-unrecorded",
        ruleId: "off-sync-scope",
        summary: "A stored collection STACK.md does not record with its sync scope, depth and fill method",
        optIn: "Judged true in 16 of 33 findings on apps nobody tuned it on: much stored data lives only on the device, or its scope is already set in code and settings, and the fix is a STACK.md note.",
        triggering: [
            CheckExample(files: [
                ("App/Models.swift", """
                import SwiftData

                @Model final class Recipe {
                    var title = ""
                }

                @Model final class ↓Note {
                    var text = ""
                }

                func refresh() async throws { _ = try await URLSession.shared.data(from: feedURL) }
                """),
                ("STACK.md", """
                # Stack

                ## Offline collections

                | Collection | Cache policy | Sync scope | Conflict strategy |
                |---|---|---|---|
                | Recipe | keep | every saved recipe, pulled page by page | server wins |
                """),
            ]),
            CheckExample(files: [
                ("App/Trip.swift", """
                import CoreData

                final class ↓Trip: NSManagedObject {
                    @NSManaged var name: String
                }
                """),
                ("App/TripStore.swift", """
                import CoreData

                final class TripStore {
                    let container = NSPersistentCloudKitContainer(name: "Trips")
                }

                @main struct TripsApp: App {
                    let store = TripStore()
                    var body: some Scene { WindowGroup { TripList(store: store) } }
                }
                """),
            ]),
            // The entities extend a base class of the app: the note names them, not the base.
            CheckExample(files: [
                ("App/Records.swift", """
                import CoreData

                class SyncedRecord: NSManagedObject {
                    convenience init(context: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: context) }
                }
                final class ↓Song: SyncedRecord {
                    @NSManaged var title: String
                }
                """),
                ("App/MusicApp.swift", """
                import CoreData

                @main struct MusicApp: App {
                    let container = NSPersistentCloudKitContainer(name: "Music")
                    var body: some Scene { WindowGroup { SongList(add: { Song(context: container.viewContext) }) } }
                }
                """),
            ]),
            // A generated class and the hand-written one finishing it are one entity.
            CheckExample(files: [
                ("App/Model/Song.swift", """
                import CoreData

                class _Song: NSManagedObject {
                    @NSManaged var title: String
                }
                final class ↓Song: _Song {
                    var displayTitle: String { title.capitalized }
                }
                """),
                ("App/MusicApp.swift", """
                import CoreData

                @main struct MusicApp: App {
                    let container = NSPersistentCloudKitContainer(name: "Music")
                    var body: some Scene { WindowGroup { SongList(add: { Song(context: container.viewContext) }) } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A join's rows decoded for a list: a query result, not a stored collection.
            CheckExample(files: [
                ("App/AccountInfo.swift", """
                import GRDB

                struct AccountInfo: Decodable, FetchableRecord {
                    let account: CloudAccount
                    let position: Int
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Models.swift", """
                import SwiftData

                @Model final class Recipe {
                    var title = ""
                }

                struct RecipeRow { let title: String }
                """),
                ("STACK.md", """
                # Stack

                ## Offline collections

                | Collection | Cache policy | Sync scope | Conflict strategy |
                |---|---|---|---|
                | `Recipe` | keep | every saved recipe, pulled page by page | server wins |
                """),
                ("App/RecipeClient.swift", "func refresh() async throws { _ = try await URLSession.shared.data(from: feedURL) }\n"),
            ]),
            // A device-only store: no networking, no CloudKit, so there is no sync scope to record.
            CheckExample(files: [
                ("App/Bill.swift", """
                import CoreData

                final class Bill: NSManagedObject {
                    @NSManaged var total: Double
                }
                """),
                ("App/BillStore.swift", """
                import CoreData

                final class BillStore {
                    let container = NSPersistentContainer(name: "Bills")
                }
                """),
            ]),
        ]
    )

    package static let collections = FactKey<StoredCollection>("off-sync-scope.collection")
    static let subclasses = FactKey<StoredCollection.Subclass>("off-sync-scope.subclass")

    /// Where shipping code may talk to a server or iCloud: an import or a name.
    static let syncEvidence = FactKey<SourcePosition>("off-sync-scope.sync-evidence")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for collection in StoredCollection.all(in: file) { output.facts.add(collection, for: Self.collections) }
        for subclass in StoredCollection.subclasses(in: file) { output.facts.add(subclass, for: Self.subclasses) }
        let network = AreaEvidence.areas.first { $0.area == "net" }
        let modules = DataSources.cloudSyncModules.union(network?.modules ?? [])
        let names = DataSources.cloudSyncNames.union(network?.names ?? [])
        let imports = file.index.imports.filter { $0.path.first.map { modules.contains($0.name.text) } ?? false }.map { file.position(of: $0) }
        let uses = names.sorted().flatMap { name in
            file.index.calls(name).map { file.position(of: $0) } + file.index.references(name).map { file.position(of: $0) }
                + file.index.memberAccesses(name).map { file.position(of: $0) }
        }
        // The text as written, not `trimmedDescription`, which copies the node's tree without
        // its trivia first: a twentieth of a whole check's time, asked of every type name.
        let types = file.index.typeNamesInOrder.filter { names.contains($0.trimmedSourceText) }.map { file.position(of: $0) }
        for position in imports + uses + types { output.facts.add(position, for: Self.syncEvidence) }
    }

    /// True when the app may sync its store: shipping code that networks or uses CloudKit, an
    /// iCloud entitlement, or Objective-C that may do either unseen.
    static func maySync(_ project: Project) -> Bool {
        !project.shippingFacts(syncEvidence, at: { $0 }).isEmpty || !project.files(of: .objectiveC).isEmpty
            || project.entitlements.values.contains { $0.root["com.apple.developer.icloud-services"] != nil }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let collections = StoredCollection.resolving(project.shippingFacts(Self.collections, at: \.position),
                                                     subclasses: project.shippingFacts(Self.subclasses, at: \.position)).sorted { $0.position < $1.position }
        guard let first = collections.first, Self.maySync(project) else { return }
        guard let stack = project.stackBrief else {
            let names = collections.prefix(6).map(\.name).joined(separator: ", ") + (collections.count > 6 ? " and \(collections.count - 6) more" : "")
            output.report(
                "The app stores \(collections.count) collection\(collections.count == 1 ? "" : "s") (\(names)) and has no STACK.md saying what each keeps offline; add an Offline collections table (| Collection | Cache policy | Sync scope | Conflict strategy |) with each one's scope (everything or only what was opened), its limit and whether it is pulled or pushed.",
                at: first.position, confidence: .low)
            return
        }
        let rows = stack.records.offlineCollections
        for collection in collections {
            let row = rows.first { row in
                let cell = row.cells.first.map(Self.plain) ?? ""
                return cell == collection.name.lowercased() || MarkdownSections.codeSpans(row.cells.first ?? "").contains(collection.name)
            }
            guard let row else {
                output.report(
                    "\(collection.name) is a \(collection.kind) that STACK.md's Offline collections table does not list; add a row saying what it keeps offline (everything or only what was opened), its limit and whether it is pulled or pushed.",
                    at: collection.position, confidence: .low, related: [stack.related])
                continue
            }
            let scope = row.cells.count > 2 ? row.cells[2] : ""
            if scope.trimmingCharacters(in: .whitespaces).isEmpty || MarkdownSections.isPlaceholder(scope) {
                output.report(
                    "STACK.md lists \(collection.name) with no sync scope; say what it keeps offline (everything or only what was opened), its limit and whether it is pulled or pushed.",
                    at: collection.position, confidence: .low,
                    related: [RelatedLocation(SourcePosition(path: stack.file.path, line: row.line, column: 1), "its row")])
            }
        }
    }

    private static func plain(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: " `*")).lowercased()
    }
}
