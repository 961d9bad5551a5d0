import SwiftSyntax
import ThumbruleCore

/// A UIKit prefetching data source whose `prefetchRowsAt` / `prefetchItemsAt` starts loading
/// (an image prefetcher, a download, a `Task` or a queued block, a call named load / fetch /
/// download / prefetch) while the type implements no `cancelPrefetchingForRowsAt` /
/// `cancelPrefetchingForItemsAt`, in its declaration, its extensions in any file, or a project
/// superclass. A fling past a hundred rows then downloads all of them: the rulebook
/// (`net-prefetch`) asks that prefetch stop the moment its items leave range.
///
/// Left alone: an empty prefetch body, one that only records index paths or reads a local
/// store synchronously (`fetchedResultsController.object(at:)`, a Core Data `fetch`), which
/// has nothing in flight to cancel, a call that loads the list's next page (`loadNextPage()`
/// when the footer comes near, or a task whose only load is `loadList(nextPage: true)`: paging, not work per row), and work whose call names say nothing of loading
/// (`requestPreviews`, `warm(_:)`, also inside a task or queued block): a known false negative.
struct UncancelledPrefetch: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "net-prefetch.no-cancel",
        ruleId: "net-prefetch",
        summary: "A prefetching data source that starts loads but never cancels them",
        triggering: [
            CheckExample("""
            final class PhotoGridController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
                func ↓collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                    let urls = indexPaths.map { photos[$0.item].thumbnailURL }
                    ImagePrefetcher(urls: urls).start()
                }
            }
            """),
            CheckExample(files: [
                ("App/Feed/FeedViewController.swift", """
                final class FeedViewController: UITableViewController {
                    var posts: [Post] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.prefetchDataSource = self
                    }
                }
                """),
                ("App/Feed/FeedViewController+Prefetch.swift", """
                extension FeedViewController: UITableViewDataSourcePrefetching {
                    func ↓tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                        for indexPath in indexPaths {
                            let post = posts[indexPath.row]
                            Task { await post.loadAttachments() }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The cancel sits in another extension of the same type, in another file.
            CheckExample(files: [
                ("App/Gallery/GalleryController.swift", """
                extension GalleryController: UICollectionViewDataSourcePrefetching {
                    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                        for indexPath in indexPaths { loader.downloadThumbnail(for: items[indexPath.item]) }
                    }
                }
                """),
                ("App/Gallery/GalleryController+Cancel.swift", """
                extension GalleryController {
                    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                        for indexPath in indexPaths { loader.cancelThumbnail(for: items[indexPath.item]) }
                    }
                }
                """),
            ]),
            // The superclass cancels what the subclass prefetches.
            CheckExample("""
            class PagedListController: UITableViewController, UITableViewDataSourcePrefetching {
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
                func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                    indexPaths.forEach { tasks[$0]?.cancel() }
                }
            }
            final class InboxController: PagedListController {
                override func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                    indexPaths.forEach { tasks[$0] = Task { await loadMessage(at: $0) } }
                }
            }
            """),
            // Loads the next page as the footer comes near: the list's paging, not work per row.
            CheckExample("""
            extension OrdersController: UITableViewDataSourcePrefetching {
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                    if indexPaths.contains(where: { $0.row >= orders.count - 5 }) { model.fetchNextPage() }
                }
            }
            """),
            // mammoth (UserListViewController): one task that loads the next page, when the model
            // says the rows near the end are coming.
            CheckExample("""
            extension FollowersController: UITableViewDataSourcePrefetching {
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                    if model.needsMore(near: indexPaths) {
                        model.pendingTask = Task { try await model.loadUsers(nextPage: true) }
                    }
                }
            }
            """),
            // olvid-ios (gallery): a task per item that asks a local cache to prepare an image from
            // a file on disk; nothing is downloaded.
            CheckExample("""
            extension AlbumController: UICollectionViewDataSourcePrefetching {
                func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                    for indexPath in indexPaths {
                        let id = items[indexPath.item].id
                        Task { try? await thumbnails.requestPreparedImage(id: id, size: .small) }
                    }
                }
            }
            """),
            // Only records which rows are coming, or reads the local store synchronously.
            CheckExample("""
            extension ContactsController: UITableViewDataSourcePrefetching {
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                    upcomingRows.formUnion(indexPaths)
                }
            }
            extension NotesController: UICollectionViewDataSourcePrefetching {
                func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                    for indexPath in indexPaths {
                        let note = resultsController.object(at: indexPath)
                        rowCache[indexPath] = NoteRow(note: note)
                    }
                }
            }
            """),
        ]
    )

    /// A prefetch method that starts work, recorded in the file pass.
    struct Prefetch: Sendable, Codable {
        let typeName: String
        let position: SourcePosition
        /// `prefetchRowsAt` or `prefetchItemsAt`.
        let label: String
        /// The call that starts the work, as written, for the message.
        let work: String
        let isCertain: Bool
    }

    static let prefetches = FactKey<Prefetch>("net-prefetch.prefetch")

    /// The prefetch label of each protocol, with the label of its cancel method.
    static let cancelLabels = ["prefetchRowsAt": "cancelPrefetchingForRowsAt", "prefetchItemsAt": "cancelPrefetchingForItemsAt"]
    /// Words of a call's name that say it loads something (`loadImage`, `downloadThumbnail`, `prefetchURLs`).
    static let loadWords: Set<String> = ["load", "download", "fetch", "prefetch", "prefetcher", "preload", "preheat"]
    /// Words of a call that loads the list's next page (`loadNextPage`, `fetchMore`): infinite
    /// scrolling of the list itself, with no work per row for rows scrolled past to cancel.
    static let pagingWords: Set<String> = ["page", "pages", "paginate", "pagination", "more", "next"]
    /// Calls that start work which outlives the method whatever their receiver.
    static let startCalls: Set<String> = ["startCachingImages", "startPrefetching", "addOperation"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions where ["tableView", "collectionView"].contains(function.name.text) {
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 2, let label = parameters.last?.firstName.text, Self.cancelLabels[label] != nil,
                  let typeName = function.enclosingTypeName, let body = function.body,
                  let (call, isCertain) = Self.workStarted(in: body, file: file) else { continue }
            output.facts.add(Prefetch(typeName: Symbols.bareName(typeName), position: file.position(of: function.name),
                                      label: label, work: call.calleeChain, isCertain: isCertain), for: Self.prefetches)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let symbols = project.symbols
        for prefetch in project.facts.values(Self.prefetches) {
            let cancel = Self.cancelLabels[prefetch.label]!
            let owners = [prefetch.typeName] + symbols.superclasses(of: prefetch.typeName)
            guard !owners.contains(where: { owner in symbols.methods(of: owner).contains { $0.labels.last == cancel } }) else { continue }
            output.report(
                "\(prefetch.typeName) starts work in \(prefetch.label) (\(prefetch.work)) but implements no \(cancel), so loads for \(prefetch.label == "prefetchRowsAt" ? "rows" : "items") the person scrolled past keep running and spend their data. Implement \(cancel) and cancel or lower the priority of the work started for those index paths.",
                at: prefetch.position, confidence: prefetch.isCertain ? .high : .medium)
        }
    }

    /// The call in the body that starts loading, and whether it certainly runs on after the method
    /// (a task, a queued block, a request or prefetcher API) rather than only by its name.
    static func workStarted(in body: CodeBlockSyntax, file: SwiftFile) -> (FunctionCallExprSyntax, Bool)? {
        var named: FunctionCallExprSyntax?
        var paging: [ClosureExprSyntax] = []
        for call in file.index.calls(within: body) {
            guard let name = call.calleeName, !paging.contains(where: { $0.encloses(call) }) else { continue }
            if isLaunch(call), let closure = call.trailingClosure, loadsOnlyNextPage(closure, file: file) || !loadsAnything(closure, file: file) {
                paging.append(closure)
                continue
            }
            if startCalls.contains(name) || AsyncWork.networkCalls.contains(name) || isLaunch(call)
                || NameWords.split(call.calleeChain).contains("prefetcher") { return (call, true) }
            let words = Set(NameWords.split(name))
            if named == nil, !DataSources.storeReadNames.contains(name), !loadWords.isDisjoint(with: words), pagingWords.isDisjoint(with: words) { named = call }
        }
        return named.map { ($0, false) }
    }

    /// True for a task whose loads all ask for the list's next page (`loadList(loadNextPage: true)`,
    /// by the call's name or an argument's label) and that reads no index path: one paging load,
    /// not work per row to cancel when rows leave range.
    static func loadsOnlyNextPage(_ closure: ClosureExprSyntax, file: SwiftFile) -> Bool {
        guard !closure.tokens(viewMode: .sourceAccurate).contains(where: { ["indexPaths", "indexPath"].contains($0.text) }) else { return false }
        let loads = file.index.calls(within: closure).filter { call in
            call.calleeName.map { !loadWords.isDisjoint(with: NameWords.split($0)) } ?? false
        }
        return !loads.isEmpty && loads.allSatisfy { call in
            let words = NameWords.split(call.calleeName ?? "") + call.arguments.flatMap { NameWords.split($0.label?.text ?? "") }
            return !pagingWords.isDisjoint(with: words)
        }
    }

    /// Words of a callee chain that name a loader (`imageLoader.image(for:)`, `downloader.get`).
    static let loaderWords: Set<String> = ["loader", "downloader", "fetcher", "session", "network", "api", "client"]

    /// True when a task or queued block says it loads: a call named for loading or the network,
    /// a loader it is called on, or a URL it reads. One that only asks a local cache to prepare
    /// an image from a file already on disk (olvid-ios `requestPreparedImage`) has no
    /// download to cancel; its call names say nothing of loading, a known false negative when
    /// they hide a download.
    static func loadsAnything(_ closure: ClosureExprSyntax, file: SwiftFile) -> Bool {
        if closure.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.lowercased().contains("url") }) { return true }
        return file.index.calls(within: closure).contains { call in
            guard let name = call.calleeName else { return false }
            if startCalls.contains(name) || AsyncWork.networkCalls.contains(name) { return true }
            let words = Set(NameWords.split(call.calleeChain))
            return !words.isDisjoint(with: loadWords) || !words.isDisjoint(with: loaderWords)
        }
    }

    /// `Task { … }`, `Task.detached { … }` or `queue.async { … }`: a block that runs after the method returns.
    static func isLaunch(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure != nil else { return false }
        return call.calleePath == "Task" || call.calleePath == "Task.detached" || call.calleeName == "async"
    }
}
