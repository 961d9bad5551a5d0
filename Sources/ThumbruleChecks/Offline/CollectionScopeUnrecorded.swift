import Foundation
import ThumbruleCore

/// A stored collection (SwiftData `@Model`, Core Data `NSManagedObject` subclass, GRDB
/// record) with no row in STACK.md's Offline collections table saying what it holds
/// offline (everything, or only what was opened, and how much) and how it is filled. Left
/// undecided, the store holds whatever the person happened to open.
///
/// Notes only: with a STACK.md, one per collection it does not list (or lists with no sync
/// scope); without one, a single note naming the collections. Known false negative: Core
/// Data entities generated from the model file with no Swift class.
struct CollectionScopeUnrecorded: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "off-sync-scope.collection-unrecorded",
        ruleId: "off-sync-scope",
        summary: "A stored collection STACK.md does not record with its sync scope, depth and fill method",
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
                """),
                ("STACK.md", """
                # Stack

                ## Offline collections

                | Collection | Cache policy | Sync scope | Conflict strategy |
                |---|---|---|---|
                | Recipe | keep | every saved recipe, pulled page by page | server wins |
                """),
            ]),
            CheckExample("""
            import CoreData

            final class ↓Trip: NSManagedObject {
                @NSManaged var name: String
            }
            """, path: "App/Trip.swift"),
        ],
        nonTriggering: [
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
            ]),
        ]
    )

    package static let collections = FactKey<StoredCollection>("off-sync-scope.collection")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for collection in StoredCollection.all(in: file) { output.facts.add(collection, for: Self.collections) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let collections = project.shippingFacts(Self.collections, at: \.position).sorted { $0.position < $1.position }
        guard let first = collections.first else { return }
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
