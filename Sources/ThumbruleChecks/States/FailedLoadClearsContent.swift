import SwiftSyntax
import ThumbruleCore

/// A failed load that empties what the screen shows: the `catch` of a `do` that awaits a load
/// (or the `.failure` case of a result `switch` whose `.success` case fills the same property)
/// sets the collection the success path fills to `[]` or calls `removeAll()` on it. On a
/// refresh, the list the person was reading vanishes because a request failed, and what
/// remains looks like "nothing here"; the rulebook (`state-stale`, `list-refresh`) keeps the
/// old content and says it could not update. Android Lint has no check for this.
///
/// Left alone: a load that runs only while nothing is shown (`guard items.isEmpty else { return }`,
/// or a did-load flag the function sets, passed over only by the Retry its failure shows), a clearing under a further condition inside the failure branch (`if page == 1`),
/// a typed `catch` (`catch APIError.notFound`, where empty may be the answer), a `do` that awaits
/// nothing (decoding stored data at start-up), a failure branch that also signs out, functions
/// named for signing out, resetting, clearing, deleting or searching (a new query's results
/// replace the old query's, not a refresh of them), a property the function already emptied
/// before the request, a function that takes what to load (`load(for postID:)`, whose last items
/// belong to another post), and local variables. So is a view's `@State` collection that starts
/// empty and that only this load fills, when every call of the load runs as the view appears
/// (`.task { await loadChips() }`, no id) and none from a refresh or retry: the failure empties a
/// list that was still empty (a `.task` that runs again when the view reappears is a known false
/// negative); the same for a view model's `@Published` collection when its load is called only
/// that way on the model the view's own `@StateObject` makes, in a view that pushes no screen
/// over itself, and by no other call of that name (brrow-ios: a favourites sheet). So is a view's private `@State` collection read only inside a sheet that the
/// success path opens (`showPicker = true`) and the failure does not. So is a property nothing on screen reads
/// (`isShown`): its own type's code never reads it, and every read elsewhere goes through a
/// receiver its file declares as another type (`vm.banners`, `vm` a `ContractsViewModel`) or sits
/// outside any view (a service mapping a response's `banners`). So is a load that asks its data
/// layer for the cached copy first (`read(.friends, cachePolicy: .cacheFirst(…))`,
/// `.returnCacheDataElseLoad`): it fails only when nothing was cached, so nothing was shown
/// that the failure could wipe (spawn-ios). Known false negatives: a
/// clearing reached through a helper (`handleError(error)` that resets the lists), and a property a
/// view reads only through a view model whose file does not say it holds the owner.
struct FailedLoadClearsContent: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "state-stale.failure-clears-content",
        ruleId: "state-stale",
        summary: "A failed load empties the collection its success path fills, wiping what is on screen",
        triggering: [
            CheckExample("""
            @Observable final class ListsModel {
                private(set) var lists: [TodoList] = []
                private(set) var tags: [Tag] = []

                func fetchLists() async {
                    do {
                        lists = try await client.get(.lists)
                    } catch {
                        ↓lists = []
                    }
                }

                func fetchTags() async {
                    do {
                        let fetched = try await client.get(.tags)
                        self.tags = fetched
                    } catch {
                        logger.error("tags: \\(error)")
                        ↓self.tags.removeAll()
                    }
                }
            }

            struct ListsScreen: View {
                @State private var model = ListsModel()
                var body: some View {
                    List(model.lists) { Text($0.name) }
                    TagCloud(tags: model.tags)
                }
            }
            """),
            CheckExample("""
            final class InboxViewController: UITableViewController {
                var messages: [Message] = []

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

                func reload() {
                    api.messages { result in
                        switch result {
                        case .success(let page):
                            self.messages = page.items
                            self.tableView.reloadData()
                        case .failure(let error):
                            DispatchQueue.main.async {
                                ↓self.messages = []
                                self.tableView.reloadData()
                                self.show(error)
                            }
                        }
                    }
                }
            }
            """),
            // A did-load flag that pull-to-refresh passes over: the list shown is cleared.
            CheckExample("""
            struct ServersScreen: View {
                @State private var servers: [Server] = []
                @State private var didLoad = false
                @State private var loadError: String?

                var body: some View {
                    List(servers) { ServerRow(server: $0) }
                        .refreshable { await loadIfNeeded(force: true) }
                }

                private func loadIfNeeded(force: Bool = false) async {
                    if didLoad && !force { return }
                    defer { didLoad = true }
                    do {
                        servers = try await api.servers()
                    } catch {
                        ↓servers = []
                        loadError = error.localizedDescription
                    }
                }
            }
            """),
            // The same view's chips, loaded as it appears and again on pull-to-refresh: a failed
            // refresh empties the chips shown.
            CheckExample("""
            struct ChipsScreen: View {
                @State private var chips: [Chip] = []

                var body: some View {
                    List(chips) { ChipRow(chip: $0) }
                        .task { await loadChips() }
                        .refreshable { await loadChips() }
                }

                func loadChips() async {
                    do {
                        chips = try await api.chips()
                    } catch {
                        ↓chips = []
                    }
                }
            }
            """),
            // A busy flag, lowered again after the load, stops only a second load at once.
            CheckExample("""
            final class ServersModel: ObservableObject {
                @Published var servers: [Server] = []
                private var isLoading = false

                func refresh() async {
                    if isLoading { return }
                    isLoading = true
                    defer { isLoading = false }
                    do {
                        servers = try await api.servers()
                    } catch {
                        ↓servers = []
                    }
                }
            }

            struct ServersScreen: View {
                @StateObject var model = ServersModel()
                var body: some View { List(model.servers) { ServerRow(server: $0) } }
            }
            """),
            // A view model's favourites, loaded as its screen appears, but the screen pushes a
            // detail whose return runs the load again (uplift-ios).
            CheckExample("""
            final class FavoritesModel: ObservableObject {
                @Published var favorites: [Item] = []
                func loadFavorites() {
                    Task {
                        do {
                            let fetched = try await api.favorites()
                            await MainActor.run { self.favorites = fetched }
                        } catch {
                            await MainActor.run { ↓self.favorites = [] }
                        }
                    }
                }
            }

            struct FavoritesScreen: View {
                @StateObject private var model = FavoritesModel()
                var body: some View {
                    List(model.favorites) { item in NavigationLink(item.title) { ItemDetail(item: item) } }
                        .onAppear { model.loadFavorites() }
                }
            }
            """),
            // A load that goes to the network each time: its failure wipes the crew on screen.
            CheckExample("""
            @Observable final class CrewModel {
                private(set) var crew: [Member] = []

                func loadCrew() async {
                    let result: DataResult<[Member]> = await store.read(.crew, policy: .networkOnly)
                    switch result {
                    case .success(let members, _):
                        crew = members
                    case .failure:
                        ↓crew = []
                    }
                }
            }

            struct CrewScreen: View {
                @State private var model = CrewModel()
                var body: some View { List(model.crew) { Text($0.name) } }
            }
            """),
        ],
        nonTriggering: [
            // The same load reading the cache first: it fails only when nothing was cached, so
            // no crew was on screen to wipe (spawn-ios fetchRecentlySpawnedWith).
            CheckExample("""
            @Observable final class CrewModel {
                private(set) var crew: [Member] = []

                func loadCrew() async {
                    let result: DataResult<[Member]> = await store.read(.crew, policy: .cacheFirst(backgroundRefresh: true))
                    switch result {
                    case .success(let members, _):
                        crew = members
                    case .failure:
                        crew = []
                    }
                }
            }

            struct CrewScreen: View {
                @State private var model = CrewModel()
                var body: some View { List(model.crew) { Text($0.name) } }
            }
            """),
            // brrow-ios: a sheet made afresh each time it opens, whose own @StateObject model loads
            // its favourites once as it appears (no refresh, no pushed screen): a failure empties a
            // list that was still empty.
            CheckExample(files: [
                ("App/FavoritesModel.swift", """
                final class FavoritesModel: ObservableObject {
                    @Published var favorites: [Item] = []
                    @Published var isLoading = false
                    func loadFavorites() {
                        isLoading = true
                        Task {
                            do {
                                let fetched = try await api.favorites()
                                await MainActor.run { self.favorites = fetched; self.isLoading = false }
                            } catch {
                                await MainActor.run { self.favorites = []; self.isLoading = false }
                            }
                        }
                    }
                }
                """),
                ("App/FavoritesSheet.swift", """
                struct FavoritesSheet: View {
                    @StateObject private var model = FavoritesModel()
                    @State private var picked: Item?
                    var body: some View {
                        List(model.favorites) { item in Button(item.title) { picked = item } }
                            .onAppear { model.loadFavorites() }
                            .sheet(item: $picked) { ItemDetail(item: $0) }
                    }
                }
                """),
                // Another type's loader of the same name, called through its singleton.
                ("App/SessionStart.swift", "func startSession() async { await FavoritesStore.shared.loadFavorites() }\n"),
            ]),
            // The failure keeps the old items and says the update failed.
            CheckExample("""
            @Observable final class ListsModel {
                private(set) var lists: [TodoList] = []
                var updateFailed = false

                func fetchLists() async {
                    do {
                        lists = try await client.get(.lists)
                        updateFailed = false
                    } catch {
                        updateFailed = true
                    }
                }
            }
            """),
            // A not-found answer means there is nothing; only the first page empties the list.
            CheckExample("""
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []

                func load(page: Int) async {
                    do {
                        posts += try await api.posts(page: page)
                    } catch APIError.notFound {
                        posts = []
                    } catch {
                        if page == 1 { posts = [] }
                    }
                }
            }
            """),
            // Signing out, searching, and decoding stored data are not refreshes of what is shown.
            CheckExample("""
            final class AccountModel: ObservableObject {
                @Published var lists: [TodoList] = []
                @Published var results: [Item] = []
                @Published var favourites: [Item] = []

                func signOutEverywhere() async {
                    do { lists = try await api.revokeAll() } catch { lists = [] }
                }

                func refreshSession() async {
                    do { lists = try await api.lists() } catch { logout(); lists = [] }
                }

                func search(_ query: String) async {
                    do { results = try await api.search(query) } catch { results = [] }
                }

                init(data: Data) {
                    do { favourites = try JSONDecoder().decode([Item].self, from: data) } catch { favourites = [] }
                }
            }
            """),
            // The items of another post, which the failed load rightly does not show.
            CheckExample("""
            final class CommentsModel: ObservableObject {
                @Published var comments: [Comment] = []

                func loadComments(for postID: String, force: Bool = false) async {
                    do { comments = try await api.comments(postID) } catch { comments = [] }
                }
            }
            """),
            // Banners no view shows: the contracts screen shows its own model's banners, and the
            // service only maps a response's.
            CheckExample("""
            @MainActor final class OffersStore: ObservableObject {
                @Published var banners: [Banner] = []

                func fetchBanners() async {
                    do { banners = try await service.banners() } catch { banners = [] }
                }
            }

            struct ContractsScreen: View {
                @StateObject var vm = ContractsViewModel()
                var body: some View { ForEach(vm.banners) { BannerRow(banner: $0) } }
            }

            final class BannerService {
                func banners() async throws -> [Banner] {
                    let data = try await client.fetch(BannersQuery())
                    return data.currentMember.banners.map(Banner.init)
                }
            }
            """),
            // A local collection (also one a completion closure fills), and a list the function
            // empties before it asks anyway.
            CheckExample("""
            final class SectionsModel: ObservableObject {
                @Published var sections: [Section] = []

                func count() async -> Int {
                    var found: [Section] = []
                    do { found = try await api.sections() } catch { found = [] }
                    return found.count
                }

                func chart(_ done: @escaping ([Sample]) -> Void) {
                    var samples: [Sample] = []
                    store.samples { result in
                        switch result {
                        case .success(let values): samples = values
                        case .failure: samples = []
                        }
                        done(samples)
                    }
                }

                func reload() async {
                    sections = []
                    do { sections = try await api.sections() } catch { sections = [] }
                }
            }
            """),
            // amakaflow-ios (EditorV2View): a view's own chips, empty until the one load that runs as
            // the view appears fills them; nothing refreshes them, so the failure empties an empty list.
            CheckExample(files: [
                ("App/ChipsScreen.swift", """
                struct ChipsScreen: View {
                    @State var chips: [Chip] = []

                    var body: some View {
                        ChipRow(chips: chips)
                            .task {
                                guard showsChips else { return }
                                await loadChips()
                            }
                    }
                }
                """),
                ("App/ChipsScreen+Loading.swift", """
                extension ChipsScreen {
                    func loadChips() async {
                        do {
                            chips = try await api.chips()
                        } catch {
                            chips = []
                        }
                    }
                }
                """),
            ]),
            // amakaflow-ios (CreateFlowPresentation): workouts shown only in a picker sheet that the
            // load opens when it succeeds; on failure the sheet stays closed, so nothing vanishes.
            CheckExample("""
            struct LogEntryFlow: View {
                @State private var workouts: [Workout] = []
                @State private var showPicker = false

                var body: some View {
                    Button("Log a session") { Task { await pickWorkout() } }
                        .sheet(isPresented: $showPicker) {
                            WorkoutPicker(workouts: workouts) { showPicker = false }
                        }
                }

                private func pickWorkout() async {
                    do {
                        workouts = try await api.workouts()
                        showPicker = true
                    } catch {
                        workouts = []
                        toast.error("Could not load workouts")
                    }
                }
            }
            """),
            // vernissage-mobile (AddAccountScreen, StatusReportSheet): loads that run only while the list
            // is empty, by its own test or a did-load flag whose forced reload only the failure's Retry asks.
            CheckExample("""
            struct PickServerScreen: View {
                @State private var servers: [Server] = []
                @State private var rules: [Rule] = []
                @State private var didLoadServers = false
                @State private var serversError: String?

                var body: some View {
                    List(servers) { ServerRow(server: $0) }
                    if let serversError {
                        Button("Retry") { Task { await loadServersIfNeeded(force: true) } }
                    }
                    RulesList(rules: rules)
                }

                private func loadServersIfNeeded(force: Bool = false) async {
                    if didLoadServers && !force { return }
                    defer { didLoadServers = true }
                    do {
                        servers = try await api.servers()
                    } catch {
                        servers = []
                        serversError = error.localizedDescription
                    }
                }

                private func loadRules() async {
                    guard rules.isEmpty else { return }
                    do { rules = try await api.rules() } catch { rules = [] }
                }
            }
            """),
        ]
    )

    /// Words of a function name that make emptying a collection its purpose, or make the
    /// collection the answer to a new question rather than a refresh of the old one.
    static let resettingWords: Set<String> = [
        "sign", "signout", "logout", "logoff", "reset", "clear", "remove", "delete", "wipe", "purge",
        "search", "query", "filter", "suggest", "suggestions", "autocomplete", "lookup",
    ]

    /// Words of parameters that say how to load, not what: `load(page:)`, `refresh(force:)`.
    static let howWords: Set<String> = [
        "page", "cursor", "offset", "limit", "force", "forced", "refresh", "refreshing", "reload", "pull", "pulled",
        "animated", "silent", "silently", "initial", "first", "more", "cache", "cached", "completion", "handler",
    ]

    /// Calls whose closure runs the failure branch's code, as if written in place.
    static let hopCalls: Set<String> = ["async", "run", "withAnimation", "Task", "asyncAfter", "perform"]

    static let gate = TextSearch(anyOf: ["catch", "failure"], ignoringCase: false)

    /// A failed load emptying a property of `owner`, found in the file pass.
    struct Clearing: Sendable, Codable {
        let position: SourcePosition
        let property: String
        let owner: String
        /// The method that loads and clears, when the clearing is in a `catch` of one.
        let function: String?
        /// True when the clearing's file fills the property in another function too.
        let filledElsewhere: Bool
    }

    /// Code reading a property by name: the type its file declares the receiver as (nil when
    /// the file does not say), and the type the reading code is written in.
    struct Read: Sendable, Codable, Hashable {
        let property: String
        let receiverType: String?
        let readerType: String?
    }

    /// A view's `@State` collection that starts empty, with the functions of its file that fill it;
    /// or a view model's `@Published` one (`isPublished`), which only a view's own `@StateObject`
    /// makes fresh.
    struct EmptyState: Sendable, Codable {
        let owner: String
        let property: String
        let fillers: [String]
        let handedOn: Bool
        var isPublished = false
    }

    /// An awaited call of a method of the type around it, and whether it runs only as the view appears.
    struct LoaderCall: Sendable, Codable {
        let owner: String
        let function: String
        let onAppear: Bool
    }

    static let clearingFacts = FactKey<Clearing>("state-stale.failure-clears")
    static let emptyStateFacts = FactKey<EmptyState>("state-stale.empty-states")
    static let loaderCallFacts = FactKey<LoaderCall>("state-stale.loader-calls")
    /// One file's names of called functions other than a view's calls on its own `@StateObject`
    /// (`model.load()`), recorded as one fact, each with `@` and the receiver's type when its file
    /// declares it (`load@FavoritesModel`): a view model's loader called by its bare name or with
    /// its own type may run again.
    static let otherCallFacts = FactKey<[String]>("state-stale.other-calls")
    /// One file's reads, recorded as one fact: the file pass makes one for every file.
    static let readFacts = FactKey<[Read]>("state-stale.property-reads")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let reads = Self.reads(in: file)
        if !reads.isEmpty { output.facts.add(Array(reads), for: Self.readFacts) }
        for state in Self.emptyStates(in: file) { output.facts.add(state, for: Self.emptyStateFacts) }
        for call in Self.loaderCalls(in: file) { output.facts.add(call, for: Self.loaderCallFacts) }
        let modelCalls = Self.stateObjectCalls(in: file)
        for (_, call) in modelCalls { output.facts.add(call, for: Self.loaderCallFacts) }
        let modelCallIDs = Set(modelCalls.map { $0.0.id })
        let otherNames = Set(file.index.callsInOrder.filter { !modelCallIDs.contains($0.id) }.compactMap { call -> String? in
            guard let name = call.calleeName, Self.startsLowercase(name) else { return nil }
            return Self.receiverType(of: call, file).map { name + "@" + Symbols.bareName($0) } ?? name
        })
        if !otherNames.isEmpty { output.facts.add(otherNames.sorted(), for: Self.otherCallFacts) }
        guard Self.gate.mayMatch(in: file) else { return }
        for (target, name) in Self.clearings(in: file) {
            guard let branch = Self.failureBranch(of: target), Self.fillsOnSuccess(name, branch: branch),
                  let body = target.enclosingCodeBodyOutsideHops, !Self.isLocal(name, in: body, file: file),
                  !Self.resets(target), !Self.takesSubject(target), !Self.signsOut(branch.failure, file: file),
                  !Self.clearedBefore(name, branch: branch, in: body), !Self.loadsOnlyWhenEmpty(name, branch: branch, in: body, file: file),
                  !Self.shownOnlyInSheetOpenedOnSuccess(name, branch: branch, file: file),
                  !Self.readsCacheFirst(branch, in: body, file: file),
                  let owner = target.enclosingTypeName else { continue }
            let function = branch.failure.is(CatchClauseSyntax.self) ? body.as(FunctionDeclSyntax.self)?.name.text : nil
            let filledElsewhere = function.map { !Self.fillers(of: name, in: file).subtracting([$0]).isEmpty } ?? true
            output.facts.add(Clearing(position: file.position(of: target), property: name, owner: Symbols.bareName(owner),
                                      function: function, filledElsewhere: filledElsewhere), for: Self.clearingFacts)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let clearings = project.facts.values(Self.clearingFacts)
        guard !clearings.isEmpty else { return }
        let reads = Dictionary(grouping: project.facts.values(Self.readFacts).joined(), by: \.property)
        var views: [String: Bool] = [:]
        let emptyStates = Dictionary(grouping: project.facts.values(Self.emptyStateFacts), by: { $0.owner + "." + $0.property })
        let loaderCalls = Dictionary(grouping: project.facts.values(Self.loaderCallFacts), by: { $0.owner + "." + $0.function })
        let otherCalls = Set(project.facts.values(Self.otherCallFacts).joined())
        for clearing in clearings where Self.isShown(clearing, reads: reads[clearing.property] ?? [], symbols: project.symbols, views: &views) {
            if Self.loadedOnceIntoEmpty(clearing, states: emptyStates[clearing.owner + "." + clearing.property] ?? [],
                                        calls: clearing.function.map { loaderCalls[clearing.owner + "." + $0] ?? [] } ?? [],
                                        otherCalls: otherCalls) { continue }
            output.report(
                "A failed load empties \(clearing.property), which the success path fills with what was fetched: when a refresh fails, what the person was reading vanishes and the screen looks as if there were nothing. Keep the items already shown, mark that they could not be updated (with their age and a way to try again), and replace them only with fetched data.",
                at: clearing.position, confidence: .medium)
        }
    }

    /// True for a view's `@State` collection that starts empty and that only this load fills,
    /// where every call of the load runs as the view appears (`.task { await loadChips() }`), and
    /// none from a refresh, a retry or `.task(id:)`: the failure empties a list that was still empty.
    /// The same holds for a view model's `@Published` collection when the load is called only
    /// as a view appears on the model its own `@StateObject` makes (`@StateObject private var
    /// model = FavoritesModel()` … `.onAppear { model.load() }`), in a view that pushes no screen
    /// over itself (whose return would run the load again), and by no other call of that name
    /// anywhere (brrow-ios: a favourites sheet made afresh each time it opens, loading once).
    static func loadedOnceIntoEmpty(_ clearing: Clearing, states: [EmptyState], calls: [LoaderCall], otherCalls: Set<String> = []) -> Bool {
        guard let function = clearing.function, !clearing.filledElsewhere, states.count == 1, let state = states.first,
              !state.handedOn, state.fillers.allSatisfy({ $0 == function }), !calls.isEmpty else { return false }
        if state.isPublished, otherCalls.contains(function) || otherCalls.contains(function + "@" + state.owner) { return false }
        return calls.allSatisfy(\.onAppear)
    }

    /// Framework types whose code draws what is on screen.
    static let viewBases = ViewTypes.swiftUIViews.union(ViewTypes.viewModifiers).union(ViewTypes.screenControllers)
        .union(ViewTypes.containerControllers).union(ViewTypes.uiViews)

    /// Whether something may show the cleared property: code of its owner (or of a type the
    /// owner inherits from or is inherited by) reads it, a read elsewhere goes through a
    /// receiver declared as the owner or one of those types, or a view reads it through a
    /// receiver its file does not declare. A read through a receiver declared as another type,
    /// or outside any view through one not declared, is not the owner's on screen.
    static func isShown(_ clearing: Clearing, reads: [Read], symbols: SymbolTable, views: inout [String: Bool]) -> Bool {
        reads.contains { read in
            if let receiver = read.receiverType {
                return receiver == clearing.owner || symbols.conforms(clearing.owner, to: receiver) || symbols.inherits(receiver, from: clearing.owner)
            }
            guard let reader = read.readerType else { return true }
            if let known = views[reader] { return known }
            let isView = viewBases.contains(reader) || viewBases.contains { symbols.conforms(reader, to: $0) }
            views[reader] = isView
            return isView
        }
    }

    /// The file's reads of properties by name: `x.items` and `self.items` that are not the
    /// target of `=`, a bare `items` that names a property of the type around it, and key paths
    /// (`\\.items`, `\\Model.items`). Calls (`x.load()`) are not reads of a property. It runs on
    /// every file, so the type around each read comes from one pass over the file's types.
    static func reads(in file: SwiftFile) -> Set<Read> {
        var found = Set<Read>()
        let index = file.index
        var typeOfMember = TypeSweep(index.typeDeclarations)
        var typeByName: [String: String?] = [:]
        for (access, name) in zip(index.memberAccessesInOrder, index.memberAccessNames) {
            guard let base = access.base, startsLowercase(name), access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id,
                  !access.isAssigned else { continue }
            let reader = typeOfMember.innermost(at: access.position)
            found.insert(Read(property: name, receiverType: receiverType(base, reader: reader, file: file, known: &typeByName), readerType: reader))
        }
        // The properties each type of the file declares: a bare name read inside the type.
        var declared: [String: Set<String>] = [:]
        for (name, variables) in file.declaredVariables {
            for variable in variables {
                guard let declaration = variable.binding.parent?.parent?.as(VariableDeclSyntax.self),
                      declaration.parent?.is(MemberBlockItemSyntax.self) == true, let type = declaration.enclosingTypeName else { continue }
                declared[Symbols.bareName(type), default: []].insert(name)
            }
        }
        let declaredNames = Set(declared.values.joined())
        var typeOfReference = TypeSweep(index.typeDeclarations)
        for (reference, written) in zip(index.referencesInOrder, index.referenceNames) {
            let name = written.hasPrefix("$") ? String(written.dropFirst()) : written
            if let component = reference.parent?.as(KeyPathPropertyComponentSyntax.self) {
                let root = component.ancestor(where: { $0.is(KeyPathExprSyntax.self) })?.as(KeyPathExprSyntax.self)?.root
                found.insert(Read(property: name, receiverType: root.map { Symbols.bareName($0.trimmedSourceText) },
                                  readerType: typeOfReference.innermost(at: reference.position)))
                continue
            }
            guard declaredNames.contains(name), reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                  !ExprSyntax(reference).isAssigned, reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != reference.id,
                  let reader = typeOfReference.innermost(at: reference.position), declared[reader]?.contains(name) == true else { continue }
            found.insert(Read(property: name, receiverType: reader, readerType: reader))
        }
        return found
    }

    /// The type a receiver is declared as: the reading type for `self` and `Self`, the type itself
    /// for a static read (`OffersStore.banners`), a variable's declared type for `x`, `x?` or
    /// `$x` (a binding through `x`); nil for anything else (`data.member`, a call's result).
    static func receiverType(_ base: ExprSyntax, reader: String?, file: SwiftFile, known: inout [String: String?]) -> String? {
        var expression = base
        while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
            expression = inner
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = reference.baseName.text
        if name == "self" || name == "Self" { return reader }
        if name.hasPrefix("$") { name.removeFirst() }
        if !startsLowercase(name) { return name.first?.isUppercase == true ? name : nil }
        if let type = known[name] { return type }
        let type = file.declaredType(ofReceiver: name, at: reference)
        known[name] = .some(type)
        return type
    }

    /// `items`, not `Items`, `$0` or `_items`: the names properties are read by.
    static func startsLowercase(_ name: String) -> Bool {
        name.utf8.first.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false
    }

    /// `x = []`, `self.x = []`, `x.removeAll()` and `self.x.removeAll()`, with the property's name.
    static func clearings(in file: SwiftFile) -> [(ExprSyntax, String)] {
        var found: [(ExprSyntax, String)] = []
        for call in file.index.calls("removeAll") where call.arguments.allSatisfy({ $0.label?.text == "keepingCapacity" }) && call.trailingClosure == nil {
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let name = propertyName(receiver) else { continue }
            found.append((ExprSyntax(call), name))
        }
        for reference in file.index.referencesInOrder where isEmptied(ExprSyntax(reference)) {
            found.append((ExprSyntax(reference), reference.baseName.text))
        }
        for access in file.index.memberAccessesInOrder where access.base?.trimmedSourceText == "self" && isEmptied(ExprSyntax(access)) {
            found.append((ExprSyntax(access), access.declName.baseName.text))
        }
        return found
    }

    /// `items` or `self.items`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedSourceText == "self" { return access.declName.baseName.text }
        return nil
    }

    static func isEmptied(_ target: ExprSyntax) -> Bool {
        guard let value = target.assignment, value.operator == "=", value.following.isEmpty,
              let array = value.value.as(ArrayExprSyntax.self) else { return false }
        return array.elements.isEmpty
    }

    static func isEmptying(_ expression: ExprSyntax, of name: String) -> Bool {
        if propertyName(expression) == name, isEmptied(expression) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "removeAll", call.trailingClosure == nil,
              call.arguments.allSatisfy({ $0.label?.text == "keepingCapacity" }),
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        return propertyName(receiver) == name
    }

    /// A failure branch and the success path beside it.
    struct Branch {
        let failure: Syntax
        let success: [Syntax]
        /// The `do` statement or the `switch` both belong to.
        let owner: Syntax
    }

    /// The catch-all `catch` or `.failure` case whose own statements hold the clearing,
    /// looking through closures that only hop threads (`DispatchQueue.main.async { … }`).
    static func failureBranch(of target: ExprSyntax) -> Branch? {
        var node = Syntax(target)
        while let parent = node.parent {
            defer { node = parent }
            if let clause = parent.as(CatchClauseSyntax.self) {
                guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self), catchesAll(clause),
                      doStatement.body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) })
                else { return nil }
                return Branch(failure: parent, success: [Syntax(doStatement.body)], owner: Syntax(doStatement))
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard isCase(switchCase, "failure"), let cases = switchCase.parent?.as(SwitchCaseListSyntax.self),
                      let owner = cases.parent else { return nil }
                let success = cases.compactMap { $0.as(SwitchCaseSyntax.self) }.filter { isCase($0, "success") }.map(Syntax.init)
                return Branch(failure: parent, success: success, owner: owner)
            }
            if parent.is(DoStmtSyntax.self) { return nil }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let name = closure.invokingCall?.calleeName, hopCalls.contains(name) else { return nil }
                continue
            }
            // A further condition, loop or body between the clearing and the branch.
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || !Ternary.parts(holding: node).isEmpty
                || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.isCodeBody { return nil }
        }
        return nil
    }

    /// Cache policies that answer from the cache whenever it holds the entry and reach the
    /// network only when it does not (an app's `.cacheFirst`, URLRequest's `.returnCacheDataElseLoad`).
    /// Not one that shows the cache and then loads (`cacheThenNetwork`): that load can fail over shown content.
    static let cacheFirstPolicies: Set<String> = ["cacheFirst", "cacheElseNetwork", "returnCacheDataElseLoad", "returnCacheDataDontLoad"]

    /// True when the load the branch answers passes a cache-first policy as an argument: a call in
    /// the `do` body, or the switched value (`switch await store.read(…)`, or a local `result`
    /// the function sets from such a call before the `switch`).
    static func readsCacheFirst(_ branch: Branch, in body: Syntax, file: SwiftFile) -> Bool {
        var loads: [Syntax] = []
        if let doStatement = branch.owner.as(DoStmtSyntax.self) {
            loads.append(Syntax(doStatement.body))
        } else if let switchExpression = branch.owner.as(SwitchExprSyntax.self) {
            let subject = switchExpression.subject
            loads.append(Syntax(subject))
            if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text {
                for variable in file.index.variables where body.range.contains(variable.position) && variable.position < switchExpression.position {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value { loads.append(Syntax(value)) }
                    }
                }
            }
        }
        return loads.contains { load in
            load.tokens(viewMode: .sourceAccurate).contains { token in
                guard cacheFirstPolicies.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return false }
                // The policy is an argument itself (`.cacheFirst`) or called with its options (`.cacheFirst(backgroundRefresh: true)`).
                let argument = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? Syntax($0) : nil } ?? Syntax(member)
                return argument.parent?.is(LabeledExprSyntax.self) == true
            }
        }
    }

    /// `catch` or `catch let error`, with no pattern or condition.
    static func catchesAll(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.isEmpty || clause.catchItems.allSatisfy { item in
            item.whereClause == nil && item.pattern?.as(ValueBindingPatternSyntax.self)?.pattern.is(IdentifierPatternSyntax.self) == true
        }
    }

    /// `case .failure:`, `case .failure(let error):`, `case let .success(value):`, without a `where`.
    static func isCase(_ switchCase: SwitchCaseSyntax, _ name: String) -> Bool {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return false }
        return label.caseItems.contains { item in
            guard item.whereClause == nil else { return false }
            let tokens = Array(item.pattern.tokens(viewMode: .sourceAccurate))
            return tokens.indices.contains { $0 > 0 && tokens[$0].text == name && tokens[$0 - 1].tokenKind == .period }
        }
    }

    /// True when the success path assigns the property something other than `[]`, or appends to it.
    static func fillsOnSuccess(_ name: String, branch: Branch) -> Bool {
        branch.success.contains { path in
            path.tokens(viewMode: .sourceAccurate).contains { token in property(named: name, at: token).map(fills) ?? false }
        }
    }

    /// `items = fetched`, `items += more`, `items.append(contentsOf: fetched)`: a write that may leave items in it.
    static func fills(_ target: ExprSyntax) -> Bool {
        if let assignment = target.assignment, ["=", "+="].contains(assignment.operator) {
            return !(assignment.operator == "=" && isEmptied(target))
        }
        guard let access = target.parent?.as(MemberAccessExprSyntax.self), access.base?.id == target.id else { return false }
        return ["append", "insert"].contains(access.declName.baseName.text)
    }

    /// The functions of the file that fill the property (`""` for code outside any function: a
    /// closure of `body`, an initializer).
    static func fillers(of name: String, in file: SwiftFile) -> Set<String> {
        var found = Set<String>()
        for reference in file.index.references(name) {
            guard let target = property(named: name, at: reference.baseName), fills(target) else { continue }
            let function = target.enclosingFunction
            found.insert(function.map(\.name.text) ?? "")
        }
        return found
    }

    /// `@State private var chips: [Chip] = []` (or `[Chip]()`): a view's own collection that is
    /// empty until its code fills it, unless a binding (`$chips`) or the wrapper (`_chips`) hands it on.
    static func emptyStates(in file: SwiftFile) -> [EmptyState] {
        var found: [EmptyState] = []
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true {
            let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
            let isPublished = wrapper.contains("Published") && variable.enclosingTypeDeclaration?.is(ClassDeclSyntax.self) == true
            guard wrapper.contains("State") || isPublished,
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, startsEmpty(value), let owner = variable.enclosingTypeName else { continue }
            let handedOn = file.index.mentions("$" + name) || file.index.mentions("_" + name)
            found.append(EmptyState(owner: Symbols.bareName(owner), property: name, fillers: Array(fillers(of: name, in: file)).sorted(),
                                    handedOn: handedOn, isPublished: isPublished))
        }
        return found
    }

    /// The type a call's receiver is declared as in its file, or the type named by the receiver
    /// itself: `Store.shared.load()` and `Store.load()` call `Store`'s.
    static func receiverType(of call: FunctionCallExprSyntax, _ file: SwiftFile) -> String? {
        if let declared = ProjectCall.receiverType(of: call, file) { return declared }
        guard var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
           ["shared", "sharedInstance", "instance", "default", "current"].contains(member.declName.baseName.text) {
            base = inner
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Calls a view makes on the model its own `@StateObject` creates (`@StateObject private var
    /// model = FavoritesModel()` … `model.load()`), each as a loader call of the model's type,
    /// run only as the view appears when straight in its `.onAppear { }` or `.task { }` and the
    /// view pushes no screen over itself (`NavigationLink`, `navigationDestination`).
    static func stateObjectCalls(in file: SwiftFile) -> [(FunctionCallExprSyntax, LoaderCall)] {
        var found: [(FunctionCallExprSyntax, LoaderCall)] = []
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true {
            guard variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "StateObject" }),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), made.arguments.isEmpty, made.trailingClosure == nil,
                  let typeName = made.calledExpression.lastNameComponent, typeName.first?.isUppercase == true,
                  let view = variable.enclosingTypeDeclaration else { continue }
            let pushes = view.tokens(viewMode: .sourceAccurate).contains { ["NavigationLink", "navigationDestination"].contains($0.text) }
            for call in file.index.calls(within: view) {
                guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                      [name, "self." + name].contains(base.trimmedSourceText), let function = call.calleeName else { continue }
                found.append((call, LoaderCall(owner: Symbols.bareName(typeName), function: function, onAppear: !pushes && runsOnAppear(call))))
            }
        }
        return found
    }

    /// True for a view's private `@State` collection read only inside the content of a sheet
    /// (`.sheet(isPresented: $showPicker) { Picker(items: items) }`) that the success path opens
    /// (`showPicker = true`) and the failure does not: while the load runs the sheet is closed, so
    /// a failure empties nothing on screen.
    static func shownOnlyInSheetOpenedOnSuccess(_ name: String, branch: Branch, file: SwiftFile) -> Bool {
        let declarations = file.index.variables.filter { variable in
            variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        guard declarations.count == 1, let declaration = declarations.first, declaration.parent?.is(MemberBlockItemSyntax.self) == true,
              declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }),
              declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "State" })
        else { return false }
        var flags = Set<String>()
        for reference in file.index.references(name) {
            guard let target = property(named: name, at: reference.baseName), !target.isAssigned else { continue }
            // `items.removeAll()` and `items.append(…)` write; they are not reads of what is shown.
            if let access = target.parent?.as(MemberAccessExprSyntax.self), access.base?.id == target.id,
               access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id { continue }
            guard let flag = presentingFlag(around: target) else { return false }
            flags.insert(flag)
        }
        guard flags.count == 1, let flag = flags.first else { return false }
        func opens(_ node: Syntax) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                property(named: flag, at: token)?.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            }
        }
        return branch.success.contains(where: opens) && !opens(branch.failure)
    }

    /// The flag of the `.sheet(isPresented: $flag) { … }` whose content closure holds the node.
    static func presentingFlag(around node: ExprSyntax) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            defer { current = parent }
            guard let closure = parent.as(ClosureExprSyntax.self), let call = closure.invokingCall,
                  let callee = call.calleeName, InteractiveViews.modalSheets.contains(callee) else { continue }
            guard let argument = call.arguments.first(where: { $0.label?.text == "isPresented" }),
                  let reference = argument.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
            return String(reference.baseName.text.dropFirst())
        }
        return nil
    }

    /// `[]` or `[Item]()`.
    static func startsEmpty(_ value: ExprSyntax) -> Bool {
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        return call.calledExpression.is(ArrayExprSyntax.self)
    }

    /// Awaited calls of the type's own methods (`await load()`, `await self.load()`), each with
    /// whether it runs only as the view appears: straight in a `.task { }` or `.onAppear { }` with
    /// no id (looking through a `Task { }`), not in a button, `.refreshable`, `.task(id:)` or another function.
    static func loaderCalls(in file: SwiftFile) -> [LoaderCall] {
        var found: [LoaderCall] = []
        for awaited in file.index.awaits {
            guard let call = awaited.expression.as(FunctionCallExprSyntax.self) else { continue }
            let callee: String
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base?.trimmedSourceText == "self" {
                callee = access.declName.baseName.text
            } else { continue }
            guard startsLowercase(callee), let owner = call.enclosingTypeName else { continue }
            found.append(LoaderCall(owner: Symbols.bareName(owner), function: callee, onAppear: runsOnAppear(call)))
        }
        return found
    }

    static func runsOnAppear(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            defer { node = parent }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            guard let closure = parent.as(ClosureExprSyntax.self) else { continue }
            guard let invoking = closure.invokingCall, let name = invoking.calleeName else { return false }
            if name == "Task", invoking.calledExpression.is(DeclReferenceExprSyntax.self) { continue }
            return ["task", "onAppear"].contains(name) && invoking.arguments.isEmpty && invoking.calledExpression.is(MemberAccessExprSyntax.self)
        }
        return false
    }

    /// The expression a token of this name stands for as a property: `items` or `self.items`.
    static func property(named name: String, at token: TokenSyntax) -> ExprSyntax? {
        guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            return access.base?.trimmedSourceText == "self" ? ExprSyntax(access) : nil
        }
        return ExprSyntax(reference)
    }

    /// True when the function or closure, or a function or closure around it, declares a
    /// variable or parameter with this name: a local, even one a completion closure captures
    /// from the function that made it (`var glucose: [Sample] = []` filled by a store's callback).
    static func isLocal(_ name: String, in body: Syntax, file: SwiftFile) -> Bool {
        var scope: Syntax? = body
        while let current = scope {
            if let function = current.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if file.index.variables.contains(where: { variable in
                current.encloses(variable) && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }) { return true }
            scope = current.enclosingCodeBody
        }
        return false
    }

    /// True for a function named for emptying things or answering a new query.
    static func resets(_ target: ExprSyntax) -> Bool {
        guard let function = target.enclosingFunction else { return false }
        return !resettingWords.isDisjoint(with: NameWords.split(function.name.text))
    }

    /// True when the function is told what to load (`for postID: String`): the items shown may be
    /// another subject's, which a failure rightly stops showing.
    static func takesSubject(_ target: ExprSyntax) -> Bool {
        guard let function = target.enclosingFunction else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            howWords.isDisjoint(with: NameWords.split((parameter.secondName ?? parameter.firstName).text))
        }
    }

    static func signsOut(_ failure: Syntax, file: SwiftFile) -> Bool {
        file.index.calls(within: failure).contains { call in
            call.calleeName.map { SessionAPIs.signOutCalls.contains($0.lowercased()) } ?? false
        }
    }

    /// True when the function returns before the load unless the list is still empty: a
    /// `guard items.isEmpty else { return }` or `if !items.isEmpty { return }`, or a did-load flag
    /// the function sets itself (`if didLoad && !force { return }`) whose `force` argument the file
    /// passes only from under what the failure sets (a Retry shown once a failure emptied the
    /// list). Emptying a list that was empty when the load began hides nothing.
    static func loadsOnlyWhenEmpty(_ name: String, branch: Branch, in body: Syntax, file: SwiftFile) -> Bool {
        guard let function = body.as(FunctionDeclSyntax.self), let statements = function.body?.statements else { return false }
        for statement in statements where statement.position < branch.owner.position {
            if let guardStatement = statement.item.as(GuardStmtSyntax.self), exits(guardStatement.body) {
                let tests = guardStatement.conditions.compactMap { $0.condition.as(ExprSyntax.self) }.flatMap(conjuncts)
                if tests.contains(where: { isEmptyTest($0, of: name) }) { return true }
                if tests.contains(where: { negated($0).map { isOwnFlag($0, in: function, file: file) } ?? false }) { return true }
            }
            guard let test = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self), test.elseBody == nil,
                  exits(test.body), test.conditions.count == 1, let condition = test.conditions.first?.condition.as(ExprSyntax.self)
            else { continue }
            let tests = conjuncts(condition)
            if tests.contains(where: { negated($0).map { isEmptyTest($0, of: name) } ?? false }) { return true }
            let flags = tests.filter { isOwnFlag($0, in: function, file: file) }
            let overrides = tests.compactMap { negated($0)?.as(DeclReferenceExprSyntax.self)?.baseName.text }
            guard !flags.isEmpty, flags.count + overrides.count == tests.count else { continue }
            let labels = function.signature.parameterClause.parameters.filter { overrides.contains(($0.secondName ?? $0.firstName).text) }
                .map(\.firstName.text)
            guard labels.count == overrides.count else { continue }
            if labels.isEmpty || passedOnlyAfterFailure(function.name.text, labels: Set(labels), branch: branch, property: name, file: file) { return true }
        }
        return false
    }

    /// The operands of a chain of `&&`, or the expression itself.
    static func conjuncts(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, stride(from: 1, to: elements.count, by: 2).allSatisfy({
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
        }) else { return [expression] }
        return stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
    }

    /// `x` of `!x`.
    static func negated(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else { return nil }
        return prefix.expression
    }

    /// `items.isEmpty` or `self.items.isEmpty`.
    static func isEmptyTest(_ expression: ExprSyntax, of name: String) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "isEmpty",
              let base = access.base else { return false }
        return propertyName(base) == name
    }

    /// A did-load flag: the function itself sets it `true` (`didLoad = true`, in a `defer` or after the
    /// load) and nothing in the file sets it `false`. A busy flag (`isLoading`), which the load
    /// lowers again, stops only a second load at once, not a refresh of what is shown.
    static func isOwnFlag(_ expression: ExprSyntax, in function: FunctionDeclSyntax, file: SwiftFile) -> Bool {
        guard let flag = propertyName(expression), let body = function.body else { return false }
        func written(_ value: Keyword, in node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                property(named: flag, at: token)?.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(value)
            }
        }
        return written(.true, in: body) && !written(.false, in: file.tree)
    }

    /// True when every call of the function in the file that passes one of these labels sits in an
    /// `if` whose condition names something the failure branch sets (`if let loadError { Retry }`).
    static func passedOnlyAfterFailure(_ function: String, labels: Set<String>, branch: Branch, property cleared: String, file: SwiftFile) -> Bool {
        var setOnFailure = Set<String>()
        for token in branch.failure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let written) = token.tokenKind, written != cleared,
                  property(named: written, at: token)?.isAssigned == true else { continue }
            setOnFailure.insert(written)
        }
        guard !setOnFailure.isEmpty else { return false }
        return file.index.calls(function).filter { call in call.arguments.contains { $0.label.map { labels.contains($0.text) } ?? false } }
            .allSatisfy { call in
                call.hasAncestor { node in
                    node.as(IfExprSyntax.self)?.conditions.tokens(viewMode: .sourceAccurate).contains {
                        if case .identifier(let name) = $0.tokenKind { return setOnFailure.contains(name) } else { return false }
                    } ?? false
                }
            }
    }

    /// A block whose last statement returns or throws.
    static func exits(_ block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    /// True when the function empties the property before the request, outside any failure branch.
    static func clearedBefore(_ name: String, branch: Branch, in body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.position < branch.owner.position, let expression = property(named: name, at: token) else { return false }
            if isEmptying(expression, of: name) { return true }
            guard let call = expression.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return isEmptying(ExprSyntax(call), of: name)
        }
    }
}

/// The innermost type around positions asked in increasing order, from one pass over a file's
/// type declarations (which come in source order).
private struct TypeSweep {
    let declarations: [TypeDeclaration]
    var next = 0
    var open: [(end: AbsolutePosition, name: String)] = []

    init(_ declarations: [TypeDeclaration]) { self.declarations = declarations }

    mutating func innermost(at position: AbsolutePosition) -> String? {
        while let last = open.last, last.end <= position { open.removeLast() }
        while next < declarations.count, declarations[next].node.position <= position {
            let declaration = declarations[next]
            next += 1
            if declaration.node.endPosition > position { open.append((declaration.node.endPosition, Symbols.bareName(declaration.name))) }
        }
        return open.last?.name
    }
}

extension SyntaxProtocol {
    /// The function, initializer or closure the node is written in, looking through closures
    /// that only hop threads.
    fileprivate var enclosingCodeBodyOutsideHops: Syntax? {
        var current = parent
        while let node = current {
            if node.isCodeBody {
                guard let closure = node.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName,
                      FailedLoadClearsContent.hopCalls.contains(name) else { return node }
            }
            current = node.parent
        }
        return nil
    }
}
