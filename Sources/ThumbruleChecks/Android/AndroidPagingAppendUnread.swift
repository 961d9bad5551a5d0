import ThumbruleCore
import ThumbruleFrontEnds

/// A Paging 3 list that handles a failed first load (`loadState.refresh` compared with
/// `LoadState.Error`) and never reads the state of the next page: no `loadState.append`, no
/// `withLoadStateFooter`/`withLoadStateHeaderAndFooter` and no `LoadStateAdapter` in the file,
/// for `LazyPagingItems` in Compose and a `PagingDataAdapter`'s `addLoadStateListener` or
/// `loadStateFlow` alike. When a later page fails, the list simply ends at the last row that
/// arrived, with no error and no retry, and reads as complete; the rulebook (`state-partial`)
/// asks for a retry row from `LoadState.Error` on the append state. Android Lint has no check
/// for this.
///
/// Only screens that already know the first load can fail are read, so a local Room list that
/// checks `refresh` only to tell empty from loading is left alone. Also left alone: the load
/// states handed to another function (`render(loadState)`) or read through any other member
/// (`loadState.hasError`, an extension of the app's), and a screen that calls a function of the
/// project that takes paged items or load states and reads `append` (a shared footer composable).
/// Known false positive: a paging source that never returns a next key, whose append cannot fail.
struct AndroidPagingAppendUnread: AndroidCheck {
    package static let description = CheckDescription(
        id: "state-partial.paging-append-unread",
        ruleId: "state-partial",
        summary: "A paged list that handles a failed first load but never reads the next page's load state, so a failed page ends the list silently",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("OrdersScreen", """
                @Composable
                fun OrdersScreen(viewModel: OrdersViewModel) {
                    val orders = viewModel.orders.collectAsLazyPagingItems()
                    when (orders.loadState.↓refresh) {
                        is LoadState.Loading -> CircularProgressIndicator()
                        is LoadState.Error -> ErrorRow(onRetry = { orders.retry() })
                        else -> LazyColumn {
                            items(orders.itemCount) { index -> orders[index]?.let { OrderRow(it) } }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("BlocksFragment", """
                class BlocksFragment : Fragment(R.layout.fragment_blocks) {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        val adapter = BlocksAdapter()
                        binding.recyclerView.adapter = adapter
                        adapter.addLoadStateListener { loadState ->
                            binding.progress.isVisible = loadState.↓refresh == LoadState.Loading
                            if (loadState.refresh is LoadState.Error) {
                                binding.message.setup((loadState.refresh as LoadState.Error).error) { adapter.retry() }
                            }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A retry row for a failed next page.
            CheckExample(files: [
                AndroidExample.kotlin("OrdersScreen", """
                @Composable
                fun OrdersScreen(viewModel: OrdersViewModel) {
                    val orders = viewModel.orders.collectAsLazyPagingItems()
                    if (orders.loadState.refresh is LoadState.Error) { ErrorRow(onRetry = { orders.retry() }); return }
                    LazyColumn {
                        items(orders.itemCount) { index -> orders[index]?.let { OrderRow(it) } }
                        if (orders.loadState.append is LoadState.Error) { item { RetryRow { orders.retry() } } }
                    }
                }
                """),
            ]),
            // A footer adapter shows the next page's state; a local list only tells empty from loading.
            CheckExample(files: [
                AndroidExample.kotlin("BlocksFragment", """
                class BlocksFragment : Fragment(R.layout.fragment_blocks) {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        val adapter = BlocksAdapter()
                        binding.recyclerView.adapter = adapter.withLoadStateFooter(LoadStateFooterAdapter(adapter::retry))
                        adapter.addLoadStateListener { loadState ->
                            if (loadState.refresh is LoadState.Error) { binding.message.show() }
                        }
                    }
                }
                """),
                AndroidExample.kotlin("DraftsScreen", """
                @Composable
                fun DraftsScreen(drafts: LazyPagingItems<Draft>) {
                    if (drafts.loadState.refresh is LoadState.NotLoading && drafts.itemCount == 0) { EmptyDrafts() }
                }
                """),
            ]),
            // primal-android: a shared helper adding the first load's rows to a caller's lazy list.
            CheckExample(files: [
                AndroidExample.kotlin("LazyListHelpers", """
                fun <T : Any> LazyListScope.refreshRows(items: LazyPagingItems<T>, emptyText: String) {
                    when (items.loadState.refresh) {
                        is LoadState.Loading -> item { LoadingRow() }
                        is LoadState.Error -> item { ErrorRow(onRetry = { items.refresh() }) }
                        else -> if (items.itemCount == 0) item { EmptyRow(emptyText) }
                    }
                }
                """),
            ]),
            // The next page's state is read in a shared composable of the project.
            CheckExample(files: [
                AndroidExample.kotlin("OrdersScreen", """
                @Composable
                fun OrdersScreen(orders: LazyPagingItems<Order>) {
                    if (orders.loadState.refresh is LoadState.Error) { ErrorRow { orders.retry() } }
                    LazyColumn { items(orders.itemCount) { OrderRow(orders[it]) }; pagingFooter(orders) }
                }
                """),
                AndroidExample.kotlin("PagingFooter", """
                fun LazyListScope.pagingFooter(items: LazyPagingItems<*>) {
                    if (items.loadState.append is LoadState.Error) { item { RetryRow { items.retry() } } }
                }
                """),
            ]),
        ]
    )

    /// Names of the combined load states, and the members on the way to one state.
    static let statesNames: Set<String> = ["loadState", "loadStates"]
    static let pathMembers: Set<String> = ["source", "mediator"]
    static let stateMembers: Set<String> = ["refresh", "prepend", "append"]
    /// Names whose presence shows the next page's state.
    static let footerNames: Set<String> = ["withLoadStateFooter", "withLoadStateHeaderAndFooter", "LoadStateAdapter"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let candidates = android.shippingKotlin.filter { $0.file.source.bytes.contains(utf8: "LoadState.Error") }
        guard !candidates.isEmpty else { return }
        let appendReaders = Set(android.shippingKotlin.flatMap { file in
            file.file.functions.filter { function in
                function.parameters.contains { Self.isPagingType($0.type) } && function.bodyRange.map { Self.reads("append", in: file.file.source, tokens: $0) != nil } ?? false
            }.map(\.name)
        })
        for file in candidates {
            let source = file.file.source
            let all = 0..<source.tokens.count
            guard let refresh = Self.reads("refresh", in: source, tokens: all), Self.reads("append", in: source, tokens: all) == nil,
                  !Self.mentions(Self.footerNames, in: source), !Self.handsOn(source),
                  !file.file.calls.contains(where: { appendReaders.contains($0.name) }),
                  !Self.onlyInListScopeHelpers(in: file.file) else { continue }
            output.report(
                "This paged list handles a failed first load (loadState.refresh) but never reads loadState.append, so when a later page fails the list just ends at the last row that arrived, with no error and no retry, and looks complete. Show a last row for LoadState.Error on append with a Retry that calls retry(): withLoadStateFooter with a LoadStateAdapter for a RecyclerView, or an item after the rows for LazyPagingItems.",
                at: file.position(source.tokens[refresh].position), confidence: .medium)
        }
    }

    /// The first token reading this state: `loadState.refresh`, `loadState.source.refresh`,
    /// `loadStates.mediator?.refresh`.
    static func reads(_ state: String, in source: KotlinSource, tokens range: Range<Int>) -> Int? {
        range.first { index in
            guard source.tokens[index].kind == .identifier, source.name(at: index) == state, let base = base(of: index, in: source) else { return false }
            if statesNames.contains(source.name(at: base)) { return true }
            guard pathMembers.contains(source.name(at: base)), let states = Self.base(of: base, in: source) else { return false }
            return statesNames.contains(source.name(at: states))
        }
    }

    /// Whether every read of `refresh` in the file sits in an extension of a lazy list's scope
    /// that is handed the paged items (`fun LazyListScope.refreshState(items: LazyPagingItems<T>)`):
    /// a shared helper that adds the first load's rows to lists its callers own, where each
    /// caller decides about the next page. The gap, if any, is at the call site.
    static func onlyInListScopeHelpers(in file: KotlinFile) -> Bool {
        let source = file.source
        let refreshReads = source.tokens.indices.filter { reads("refresh", in: source, tokens: $0..<($0 + 1)) != nil }
        guard !refreshReads.isEmpty else { return false }
        let helpers = file.functions.filter { function in
            guard let receiver = function.receiverType, receiver.hasPrefix("Lazy"), receiver.hasSuffix("Scope") else { return false }
            return function.parameters.contains { isPagingType($0.type) }
        }.compactMap(\.bodyRange)
        return refreshReads.allSatisfy { read in helpers.contains { $0.contains(read) } }
    }

    /// The identifier before `.name` or `?.name`.
    static func base(of index: Int, in source: KotlinSource) -> Int? {
        guard index >= 2, [.dot, .safeDot].contains(source.tokens[index - 1].kind), source.tokens[index - 2].kind == .identifier else { return nil }
        return index - 2
    }

    /// `LazyPagingItems<Order>`, `CombinedLoadStates`, `PagingDataAdapter<T, VH>`: a parameter a
    /// shared footer takes.
    static func isPagingType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("Paging") || type.contains("LoadState")
    }

    static func mentions(_ names: Set<String>, in source: KotlinSource) -> Bool {
        source.tokens.indices.contains { source.tokens[$0].kind == .identifier && names.contains(source.name(at: $0)) }
    }

    /// True when the combined load states go somewhere this file does not show: passed as an
    /// argument, or read through a member other than a state or the path to one.
    static func handsOn(_ source: KotlinSource) -> Bool {
        let tokens = source.tokens
        return tokens.indices.contains { index in
            guard tokens[index].kind == .identifier, statesNames.contains(source.name(at: index)) else { return false }
            if index + 1 < tokens.count, [.dot, .safeDot].contains(tokens[index + 1].kind), index + 2 < tokens.count {
                let member = source.name(at: index + 2)
                return !stateMembers.contains(member) && !pathMembers.contains(member)
            }
            guard index >= 1, index + 1 < tokens.count else { return false }
            return [.leftParen, .comma].contains(tokens[index - 1].kind) && [.rightParen, .comma].contains(tokens[index + 1].kind)
        }
    }
}
