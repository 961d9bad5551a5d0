import SwiftSyntax
import ThumbruleCore

/// Drafts, queued writes or user-requested downloads placed under the caches folder or
/// the temporary folder. iOS empties both when storage runs low, without telling the app,
/// so what the user made or is waiting for disappears.
///
/// Reads the names around each `.cachesDirectory`, `temporaryDirectory` or
/// `NSTemporaryDirectory()`: string literals and path components in the same statement,
/// the variable it is stored in, the enclosing function or property, and one hop through
/// that variable. Words from `StorageLocations` decide: drafts, outboxes, pending queues
/// anywhere; downloads, recordings and saved files only under Caches (the temporary folder
/// is a normal staging place before a move). Thumbnails, previews, exports and anything
/// named a cache are fine, and so are two uses that keep nothing: the cleanup routine
/// itself (a function that removes the folder and writes nothing into it), and a staging
/// folder whose name the project hands to the share sheet (`ShareLink`,
/// `UIActivityViewController`, `fileExporter`) and also deletes from, in any file. A folder
/// passed under a label that names a former location (`legacy: [cachesURL]`) is where data is
/// moved out of, and is left alone too.
/// Medium confidence: a file may be copied to durable storage later (a known false
/// positive). Known false negative: a folder passed on through parameters.
struct UserDataInCaches: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "off-reclaimable.user-data-in-caches",
        ruleId: "off-reclaimable",
        summary: "Drafts, queued writes or kept downloads stored under Caches or the temporary folder",
        triggering: [
            CheckExample("""
            import Foundation

            final class DraftStore {
                private let folder = FileManager.default.urls(for: ↓.cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("Drafts")

                func pendingUploadsFolder() -> URL {
                    let base = ↓FileManager.default.temporaryDirectory
                    let queueURL = base.appendingPathComponent("upload-queue", isDirectory: true)
                    return queueURL
                }

                var episodesFolder: URL {
                    ↓URL.cachesDirectory.appending(path: "downloads")
                }
            }
            """),
            CheckExample("""
            import Foundation

            struct Outbox {
                private var folder: URL { FileManager.default.urls(for: ↓.cachesDirectory, in: .userDomainMask)[0] }
                var fileURL: URL { folder.appendingPathComponent("outbox.json") }
            }
            """),
        ],
        nonTriggering: [
            // The old Caches location is only where a move into Application Support starts.
            CheckExample("""
            import Foundation

            enum JournalFiles {
                static var draftsURL: URL {
                    let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
                    return relocated(to: support.appendingPathComponent("Drafts.json"),
                                     legacyLocations: [FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("Drafts.json")])
                }
                static func relocated(to url: URL, legacyLocations: [URL]) -> URL {
                    for old in legacyLocations { try? FileManager.default.moveItem(at: old, to: url) }
                    return url
                }
            }
            """),
            CheckExample("""
            import Foundation

            final class ImageStore {
                private let thumbnails = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("Thumbnails")
                private let drafts = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0].appendingPathComponent("Drafts")

                func exportDraft(_ draft: Draft) throws -> URL {
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("draft-export.pdf")
                    try draft.pdf.write(to: url)
                    return url
                }

                func stageDownload() -> URL {
                    URL.temporaryDirectory.appending(path: "downloads").appending(path: UUID().uuidString)
                }
            }
            """),

            CheckExample("""
            import Foundation

            func emptyOldRecordings() {
                let recordings = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("recordings")
                try? FileManager.default.removeItem(at: recordings)
            }
            """),
            CheckExample(files: [
                ("App/Files/Folders.swift", """
                import Foundation

                enum Folders {
                    static var receivedDownloads: URL {
                        URL.cachesDirectory.appending(path: "downloads")
                    }
                }
                """),
                ("App/Files/ReceivedFileView.swift", """
                import SwiftUI

                struct ReceivedFileView: View {
                    let name: String
                    var body: some View {
                        ShareLink(item: Folders.receivedDownloads.appending(path: name))
                            .onDisappear { try? FileManager.default.removeItem(at: Folders.receivedDownloads.appending(path: name)) }
                    }
                }
                """),
            ]),
        ]
    )

    enum Folder: String {
        case caches = "the Caches folder"
        case temporary = "the temporary folder"
    }

    /// A folder reference that reads as user data, decided in the project pass.
    package struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let word: String
        let folder: String
        /// The names the folder is kept under (variables, the property returning it).
        let holders: [String]
    }

    /// The names (that read as user data) a file hands to the share sheet, or deletes from.
    package struct Handoff: Sendable, Codable {
        let shares: Bool
        let removes: Bool
        let names: Set<String>
    }

    static let candidates = FactKey<Candidate>("off-reclaimable.candidate")
    static let handoffs = FactKey<Handoff>("off-reclaimable.handoff")

    /// Calls that hand a file to the user, who then keeps it elsewhere.
    static let shareCalls = ["ShareLink", "UIActivityViewController", "fileExporter", "UIDocumentInteractionController"]
    /// Calls that put something into a folder: a function without them only cleans up.
    static let writeCalls = ["write", "createFile", "copyItem", "moveItem", "replaceItemAt", "downloadTask", "download"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let userDataWords = StorageLocations.userDataWords.union(StorageLocations.keptFileWords)
        var sites: [(Syntax, Folder)] = file.index.memberAccesses("cachesDirectory").map { (Syntax($0), .caches) }
        sites += file.index.memberAccesses("temporaryDirectory").map { (Syntax($0), .temporary) }
        sites += file.index.calls("NSTemporaryDirectory").map { (Syntax($0), .temporary) }
        for (site, folder) in sites {
            guard let statement = site.enclosingStatement, !Self.isCleanup(site, file.index), !Self.isLegacySource(site) else { continue }
            let names = Self.names(around: statement, site: site, file.index)
            let positives = folder == .caches ? userDataWords : StorageLocations.userDataWords
            guard let word = names.all.flatMap(NameWords.split).first(where: positives.contains),
                  !names.pathParts.flatMap(NameWords.split).contains(where: StorageLocations.rebuildableWords.contains) else { continue }
            output.facts.add(Candidate(position: file.position(of: site), word: word, folder: folder.rawValue, holders: names.holders),
                             for: Self.candidates)
        }
        let shares = !file.index.calls(Self.shareCalls).isEmpty
        let removes = !file.index.calls("removeItem").isEmpty
        guard shares || removes else { return }
        let names = Set(file.index.memberAccessesByName.keys).union(file.index.referencesByName.keys)
            .filter { !Set(NameWords.split($0)).isDisjoint(with: userDataWords) }
        if !names.isEmpty { output.facts.add(Handoff(shares: shares, removes: removes, names: names), for: Self.handoffs) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let handoffs = project.facts.values(Self.handoffs)
        let shared = handoffs.filter(\.shares).reduce(into: Set<String>()) { $0.formUnion($1.names) }
        let deleted = handoffs.filter(\.removes).reduce(into: Set<String>()) { $0.formUnion($1.names) }
        for candidate in project.facts.values(Self.candidates) {
            let handedOn = candidate.holders.contains { shared.contains($0) && deleted.contains($0) }
            guard !handedOn else { continue }
            output.report(
                "This puts \(candidate.word) data under \(candidate.folder), which iOS empties when storage runs low, so what the user made or is waiting for vanishes; store it under .applicationSupportDirectory (or .documentDirectory for files the user sees) and keep the cache folders for data the app can fetch or rebuild.",
                at: candidate.position, confidence: .medium)
        }
    }

    /// Words of an argument label that name where data used to live (`legacy: […]`, `oldLocation:`).
    static let legacyWords: Set<String> = ["legacy", "old", "previous", "former", "deprecated", "migrate", "migration", "migrating"]

    /// True for a folder passed as an argument whose label names a former location
    /// (`urlWith(name:in:legacy: [cachesURL])`): the app moves data out of it, not into it.
    static func isLegacySource(_ site: Syntax) -> Bool {
        var current = site.parent
        while let node = current, !node.isCodeBody {
            if let label = node.as(LabeledExprSyntax.self)?.label?.text, !Set(NameWords.split(label)).isDisjoint(with: legacyWords) { return true }
            current = node.parent
        }
        return false
    }

    /// True in a function that removes items and writes nothing: the folder's cleanup routine.
    static func isCleanup(_ site: Syntax, _ index: SwiftFileIndex) -> Bool {
        guard let function = site.enclosingFunction else { return false }
        let called = Set(index.calls(within: function).compactMap(\.calleeName))
        return called.contains("removeItem") && called.isDisjoint(with: writeCalls)
    }

    /// The names around a folder reference: path parts (literals and path components) and,
    /// with them, the variables and the function that hold the result.
    struct Names {
        var pathParts: [String] = []
        var holders: [String] = []
        package var all: [String] { pathParts + holders }
    }

    package static func names(around statement: Syntax, site: Syntax, _ index: SwiftFileIndex) -> Names {
        var names = Names()
        // A computed property that returns the folder passes it on under its own name.
        let bound = boundNames(statement) + [enclosingPropertyName(of: site)].compactMap { $0 }
        names.pathParts = pathParts(in: statement, index)
        names.holders = bound + [site.enclosingFunctionName].compactMap { $0 }
        let scope: Syntax? = site.enclosingFunction.map(Syntax.init) ?? site.enclosingTypeDeclaration.map(Syntax.init)
        for variable in bound {
            for reference in index.references(variable) where scope?.encloses(reference) ?? false && !statement.encloses(reference) {
                guard let next = reference.enclosingStatement else { continue }
                names.pathParts += pathParts(in: next, index)
                names.holders += boundNames(next)
            }
        }
        return names
    }

    /// Literals and the names of path components appended in a statement.
    static func pathParts(in statement: Syntax, _ index: SwiftFileIndex) -> [String] {
        let literals = index.stringLiterals(within: statement).map(\.plainText)
        let components = index.calls("appendingPathComponent", "appending", "appendingPathExtension")
            .filter { statement.encloses($0) }
            .compactMap { $0.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        return literals + components
    }

    /// The name of the computed property whose getter holds the node, if any.
    static func enclosingPropertyName(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self), binding.accessorBlock != nil { return binding.pattern.trimmedSourceText }
            current = parent.parent
        }
        return nil
    }

    /// The variables a statement declares.
    static func boundNames(_ statement: Syntax) -> [String] {
        let declaration = statement.as(CodeBlockItemSyntax.self)?.item.as(VariableDeclSyntax.self)
            ?? statement.as(MemberBlockItemSyntax.self)?.decl.as(VariableDeclSyntax.self)
        return declaration?.bindings.map { $0.pattern.trimmedSourceText } ?? []
    }
}
