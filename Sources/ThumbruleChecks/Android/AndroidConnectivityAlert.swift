import ThumbruleCore
import ThumbruleFrontEnds

/// An Android alert raised because the network went away: an `AlertDialog.Builder`,
/// `MaterialAlertDialogBuilder`, Compose `AlertDialog`, a dialog of the app's own
/// (`NoInternetDialog()`, `showNoConnectionDialog()`) or a dialog flag (`showOfflineDialog = true`,
/// `_uiState.update { it.copy(showNoInternetDialog = true) }`) in a `ConnectivityManager.NetworkCallback`'s
/// `onLost` / `onUnavailable`, in the offline branch of a connectivity flow or LiveData being
/// collected (`networkMonitor.isOnline.collect { if (!it) … }`, `LaunchedEffect(isOffline) { … }`),
/// or a Compose `AlertDialog` shown by a connectivity flag alone (`if (isOffline) AlertDialog(…)`).
/// The rulebook (`state-offline`) treats no connection as a condition to work in: the screen keeps
/// what it holds with one quiet marker, and nothing waits to be dismissed.
///
/// The offline branch is read as `OfflineAlerts` reads it for every platform. Left alone: a dialog
/// after a request failed or a tap met no network (an error state, `state-error`), snack bars and
/// banners, a callback that only dismisses the dialog when the network is back, a dialog behind
/// a flag that also says something else (`if (showSyncDialog && isOffline)`), and another kind of
/// connection (a socket, a Bluetooth device, a VPN tunnel). Medium confidence, as on iOS: the code
/// cannot show whether the screen behind the dialog had content to show.
struct AndroidConnectivityAlert: AndroidCheck {
    package static let description = CheckDescription(
        id: "state-offline.android-connectivity-alert",
        ruleId: "state-offline",
        summary: "An Android dialog raised when the connectivity callback or flow reports that the device went offline",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("FeedActivity", """
                class FeedActivity : AppCompatActivity() {
                    private val callback = object : ConnectivityManager.NetworkCallback() {
                        override fun onLost(network: Network) {
                            runOnUiThread {
                                ↓AlertDialog.Builder(this@FeedActivity)
                                    .setTitle(R.string.no_connection)
                                    .setPositiveButton(android.R.string.ok, null)
                                    .show()
                            }
                        }
                    }

                    override fun onStart() {
                        super.onStart()
                        getSystemService(ConnectivityManager::class.java).registerDefaultNetworkCallback(callback)
                    }
                }
                """),
                AndroidExample.kotlin("InboxFragment", """
                class InboxFragment : Fragment() {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        viewLifecycleOwner.lifecycleScope.launch {
                            networkMonitor.isOnline.collect {
                                if (!it) ↓MaterialAlertDialogBuilder(requireContext()).setMessage(R.string.offline).show()
                            }
                        }
                        viewModel.networkStatus.observe(viewLifecycleOwner) { status ->
                            when (status) {
                                NetworkStatus.Unavailable -> ↓showNoInternetDialog()
                                NetworkStatus.Available -> dismissNoInternetDialog()
                            }
                        }
                    }
                }
                """),
                AndroidExample.kotlin("HomeScreen", """
                @Composable
                fun HomeScreen(viewModel: HomeViewModel) {
                    val isOffline by viewModel.isOffline.collectAsStateWithLifecycle()
                    HomeContent()
                    if (isOffline) {
                        ↓AlertDialog(
                            onDismissRequest = {},
                            confirmButton = { TextButton(onClick = {}) { Text("OK") } },
                            text = { Text(stringResource(R.string.no_internet)) },
                        )
                    }
                }

                class HomeViewModel(monitor: NetworkMonitor) : ViewModel() {
                    init {
                        viewModelScope.launch {
                            monitor.isOnline.collect { online -> _uiState.update { it.copy(↓showNoInternetDialog = !online) } }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A snack bar while offline; a callback that only dismisses the dialog when the
            // network is back; a dialog only when a request failed.
            CheckExample(files: [
                AndroidExample.kotlin("NiaApp", """
                @Composable
                fun NiaApp(appState: NiaAppState, snackbarHostState: SnackbarHostState) {
                    val isOffline by appState.isOffline.collectAsStateWithLifecycle()
                    val notConnectedMessage = stringResource(R.string.not_connected)
                    LaunchedEffect(isOffline) {
                        if (isOffline) snackbarHostState.showSnackbar(message = notConnectedMessage, duration = Indefinite)
                    }
                }
                """),
                AndroidExample.kotlin("FeedActivity", """
                class FeedActivity : AppCompatActivity() {
                    private val callback = object : ConnectivityManager.NetworkCallback() {
                        override fun onAvailable(network: Network) {
                            runOnUiThread { offlineDialog?.dismiss() }
                        }
                        override fun onLost(network: Network) {
                            runOnUiThread { binding.offlineBanner.isVisible = true }
                        }
                    }

                    fun refresh() {
                        lifecycleScope.launch {
                            try {
                                repository.refresh()
                            } catch (e: IOException) {
                                MaterialAlertDialogBuilder(this@FeedActivity).setMessage(R.string.refresh_failed).show()
                            }
                        }
                    }
                }
                """),
            ]),
            // A tap while offline, a dialog flag that says more than connectivity, a request that
            // failed for want of a network (wire-android's team migration), the online branch,
            // and another kind of connection.
            CheckExample(files: [
                AndroidExample.kotlin("SyncScreen", """
                @Composable
                fun SyncScreen(isOffline: Boolean, showSyncDialog: Boolean, onSync: () -> Unit) {
                    Button(onClick = { if (isOffline) showOfflineDialog = true else onSync() }) { Text("Sync") }
                    if (showSyncDialog && isOffline) {
                        AlertDialog(onDismissRequest = {}, confirmButton = {}, text = { Text("Sync needs a connection") })
                    }
                }

                @Composable
                private fun HandleErrors(failure: MigrateFromPersonalToTeamFailure) {
                    when (failure) {
                        is MigrateFromPersonalToTeamFailure.NoNetwork -> ErrorDialog(title = stringResource(R.string.migration_error_title))
                        else -> ErrorDialog(title = stringResource(R.string.unknown_error))
                    }
                }

                class ScaleFragment : Fragment() {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        networkMonitor.isOnline.collect { online ->
                            if (online) showWelcomeBackDialog() else binding.offline.isVisible = true
                        }
                        scale.isConnected.collect { connected ->
                            if (!connected) showScaleDisconnectedDialog()
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// Flow and LiveData calls whose lambda runs on each new value.
    static let collectingCalls: Set<String> = ["collect", "collectLatest", "observe", "observeForever", "onEach"]
    /// Callbacks of `ConnectivityManager.NetworkCallback` that run only when the network went away.
    static let lostCallbacks: Set<String> = ["onLost", "onUnavailable"]
    static let mentions = ["NetworkCallback", "collect", "observe", "onEach", "LaunchedEffect", "AlertDialog"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where Self.mentions.contains(where: { file.file.source.bytes.contains(utf8: $0) }) {
            let kotlin = file.file
            let source = kotlin.source
            let raisingCalls = kotlin.calls.indices.filter { OfflineAlerts.raisesAlert(callee: kotlin.calls[$0].name, receiver: file.receiverType(ofCall: $0)) }
            // `AlertDialog.Builder(…)` is reported at `AlertDialog`.
            func raise(_ index: Int) -> (name: Int, range: Range<Int>) {
                let call = kotlin.calls[index]
                return (OfflineAlerts.alertCallsByReceiver[file.receiverType(ofCall: index) ?? ""] != nil ? call.nameToken - 2 : call.nameToken, call.tokenRange)
            }
            let raises = raisingCalls.map(raise)
            func code(strict: Bool, subjects: [String: OfflineAlerts.Network] = [:]) -> OfflineAlerts.Code<KotlinSource> {
                OfflineAlerts.Code(source: source, isIdentifier: { source.kind(at: $0) == .identifier }, strict: strict, subjects: subjects)
            }
            var reported = Set<Int>()
            func report(_ token: Int, _ place: String) {
                guard reported.insert(token).inserted else { return }
                output.report(
                    OfflineAlerts.message("This dialog is raised \(place)", marker: "a banner or a line in the app bar"),
                    at: file.position(ofToken: token), confidence: .medium)
            }
            // `object : ConnectivityManager.NetworkCallback() { override fun onLost(…) { … } }`.
            for type in kotlin.types.indices where kotlin.types[type].inherits("NetworkCallback") {
                for function in kotlin.functions where function.enclosingType == type && Self.lostCallbacks.contains(function.name) {
                    guard let body = function.bodyRange.map({ Self.withBraces($0, in: source) }) else { continue }
                    for token in code(strict: false).offlineRaises(in: body, inherent: .offline, exact: false, raises: raises) {
                        report(token, "in the network callback's \(function.name)")
                    }
                }
            }
            // `isOnline.collect { … }`, `networkStatus.observe(owner) { status -> … }`, `LaunchedEffect(isOffline) { … }`.
            for index in kotlin.calls.indices {
                let call = kotlin.calls[index]
                guard let lambda = call.trailingLambda else { continue }
                var subjects: [String: OfflineAlerts.Network] = [:]
                var strict = false
                if Self.collectingCalls.contains(call.name) {
                    let names = call.receiverNames(in: kotlin)
                    guard !names.isEmpty else { continue }
                    switch OfflineAlerts.reading(of: names, strict: true) {
                    case .other: continue
                    case .unclear: break
                    case .reads:
                        // The value a flag flow delivers says what its last name says (`isOnline`).
                        if case .reads(let network) = OfflineAlerts.reading(of: [names[names.count - 1]], strict: true) {
                            for name in lambda.parameters.isEmpty ? ["it"] : lambda.parameters { subjects[name] = network }
                        }
                    }
                } else if call.name == "LaunchedEffect" {
                    let keys = call.positionalArguments.map { $0.text }
                    guard keys.contains(where: { key in
                        if case .reads = OfflineAlerts.reading(of: key.split(separator: ".").map(String.init), strict: true) { return true }
                        return false
                    }) else { continue }
                    strict = true
                } else {
                    continue
                }
                let body = lambda.tokenRange
                for token in code(strict: strict, subjects: subjects).offlineRaises(in: body, inherent: nil, exact: false, raises: raises) {
                    report(token, call.name == "LaunchedEffect" ? "by an effect that follows a connectivity flag" : "when the connectivity \(call.name == "observe" || call.name == "observeForever" ? "LiveData" : "flow") reports offline")
                }
            }
            // `if (isOffline) AlertDialog(…)` in a composable.
            for function in kotlin.functions.indices where kotlin.functions[function].isComposable {
                guard let body = kotlin.functions[function].bodyRange.map({ Self.withBraces($0, in: source) }) else { continue }
                let composed = raisingCalls.filter { kotlin.calls[$0].enclosingFunction == function }.map(raise)
                for token in code(strict: true).offlineRaises(in: body, inherent: nil, exact: true, raises: composed) {
                    report(token, "by a connectivity flag alone")
                }
            }
        }
    }

    /// A function or lambda body's tokens with the braces around them, as the shared reading
    /// expects (`{ … }`); an expression body stays as it is.
    static func withBraces(_ body: Range<Int>, in source: KotlinSource) -> Range<Int> {
        guard body.lowerBound > 0, source.kind(at: body.lowerBound - 1) == .leftBrace, source.kind(at: body.upperBound) == .rightBrace else { return body }
        return (body.lowerBound - 1)..<(body.upperBound + 1)
    }
}
