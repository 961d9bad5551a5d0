import ThumbruleCore
import ThumbruleFrontEnds

/// A back callback that does nothing and is always on: `onBackPressedDispatcher.addCallback { }`,
/// `BackHandler { }`, or an `OnBackPressedCallback(true)` whose `handleOnBackPressed()` is empty.
/// While it is registered, system back (the button, the gesture, predictive back) does
/// nothing at all on that screen, so the one exit everybody knows is gone. A callback given an
/// `enabled` value other than `true` is left alone: it may intercept only while there is work
/// to protect, which the rule allows, and so is a `BackHandler` composed only inside an `if`,
/// `else` or `when` branch (`if (state.isSaving) { BackHandler {} }`): it leaves the
/// composition, and back works again, when the condition ends. So is a screen that turns the
/// display on (`setTurnScreenOn(true)`): a full-screen alarm or call ringer, which only dismiss or
/// snooze should end. Android Lint has no check for this.
struct AndroidBackSwallowed: AndroidCheck {
    package static let description = CheckDescription(
        id: "nav-back.android-back-swallowed",
        ruleId: "nav-back",
        summary: "An always-enabled Android back callback with an empty body: system back does nothing",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("ConsentActivity", """
                class ConsentActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { ConsentScreen() }
                        onBackPressedDispatcher.↓addCallback {
                        }
                    }
                }
                """),
                AndroidExample.kotlin("TermsScreen", """
                @Composable
                fun TermsScreen(onAccept: () -> Unit) {
                    ↓BackHandler { }
                    Button(onClick = onAccept) { Text(stringResource(R.string.accept)) }
                }

                class TermsFragment : Fragment() {
                    private val trap = ↓object : OnBackPressedCallback(true) {
                        override fun handleOnBackPressed() {}
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // noice-android: an alarm ringer woken over the lock screen; only dismiss or snooze ends it.
            CheckExample(files: [
                AndroidExample.kotlin("WakeAlarmActivity", """
                class WakeAlarmActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContentView(binding.root)
                        wakeOverLockScreen()
                        onBackPressedDispatcher.addCallback(this) { }
                    }

                    private fun wakeOverLockScreen() {
                        setShowWhenLocked(true)
                        setTurnScreenOn(true)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("EditorScreen", """
                @Composable
                fun EditorScreen(hasEdits: Boolean, onDiscardAsk: () -> Unit, uploading: Boolean) {
                    BackHandler(enabled = hasEdits) { onDiscardAsk() }
                    BackHandler(enabled = uploading) { }
                    BackHandler { onDiscardAsk() }
                }

                @Composable
                fun PublishScreen(state: PublishState) {
                    if (state.isPublishing) {
                        Column { BackHandler {} }
                    }
                    when {
                        state.isRetrying -> BackHandler {}
                        else -> Text(stringResource(R.string.ready))
                    }
                }

                class EditorFragment : Fragment() {
                    private val guard = object : OnBackPressedCallback(false) {
                        override fun handleOnBackPressed() {}
                    }

                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        requireActivity().onBackPressedDispatcher.addCallback(this) { viewModel.askToDiscard() }
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "Back") {
            let source = file.file.source
            if Self.wakesScreen(source) { continue }
            for (index, call) in file.file.calls.enumerated() where call.name == "addCallback" || call.name == "BackHandler" {
                // `addCallback(owner, enabled) { }` and `BackHandler(enabled) { }`: enabled unless told otherwise.
                let positional = call.positionalArguments
                let enabledAt = call.name == "BackHandler" ? 0 : 1
                let enabled = call.argument("enabled") ?? (positional.count > enabledAt ? positional[enabledAt] : nil)
                guard enabled == nil || enabled?.value == .boolean(true), let lambda = call.trailingLambda,
                      Self.isEmpty(lambda.tokenRange, in: source),
                      !(call.name == "BackHandler" && Self.isComposedUnderCondition(call.nameToken, in: source)) else { continue }
                report(file.position(ofCall: index), &output)
            }
            // `object : OnBackPressedCallback(true) { override fun handleOnBackPressed() {} }`: a supertype, not a call.
            for object in source.tokens.indices where Self.isEnabledCallbackObject(object, in: source) {
                guard let body = Self.objectBody(after: object + 6, in: source),
                      let handler = file.file.functions.first(where: { $0.name == "handleOnBackPressed" && $0.bodyRange.map { body.contains($0.lowerBound) } ?? false }),
                      let handlerBody = handler.bodyRange, Self.isEmpty(handlerBody, in: source) else { continue }
                report(file.position(ofToken: object), &output)
            }
        }
    }

    /// Names that turn the screen on when the activity shows, over the lock screen: an alarm's or an
    /// incoming call's ringer, which blocks back on purpose so that only answering it ends it.
    static let screenWakers: Set<String> = ["setTurnScreenOn", "FLAG_TURN_SCREEN_ON"]

    /// Whether the file names one of `screenWakers`.
    static func wakesScreen(_ source: KotlinSource) -> Bool {
        source.tokens.indices.contains { source.tokens[$0].kind == .identifier && screenWakers.contains(source.name(at: $0)) }
    }

    /// True when a branch holds the call: an enclosing `{` (or the call itself) follows
    /// `if (…)`, `else` or a `when` branch's `->`. Composed only while the condition holds.
    static func isComposedUnderCondition(_ token: Int, in source: KotlinSource) -> Bool {
        func opensBranch(_ before: Int) -> Bool {
            guard before >= 0 else { return false }
            switch source.tokens[before].kind {
            case .arrow: return true
            case .rightParen: return source.partner(of: before).map { $0 >= 1 && source.tokenIs($0 - 1, "if") } ?? false
            default: return source.tokenIs(before, "else")
            }
        }
        if opensBranch(token - 1) { return true }
        var index = token - 1
        while index >= 0 {
            switch source.tokens[index].kind {
            case .rightBrace, .rightParen, .rightBracket:
                index = (source.partner(of: index) ?? index) - 1
            case .leftBrace:
                if opensBranch(index - 1) { return true }
                index -= 1
            default:
                index -= 1
            }
        }
        return false
    }

    /// `object : OnBackPressedCallback ( true )` starting at `index`.
    static func isEnabledCallbackObject(_ index: Int, in source: KotlinSource) -> Bool {
        let tokens = source.tokens
        guard index + 5 < tokens.count, tokens[index].kind == .identifier, source.name(at: index) == "object",
              tokens[index + 1].kind == .colon, tokens[index + 2].kind == .identifier, source.name(at: index + 2) == "OnBackPressedCallback",
              tokens[index + 3].kind == .leftParen, source.tokenIs(index + 4, "true"), tokens[index + 5].kind == .rightParen else { return false }
        return true
    }

    func report(_ position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "This back callback is always enabled and does nothing, so system back (button, gesture, predictive back) is dead on this screen. Let back leave, or enable the callback only while there is work to protect and ask the user there.",
            at: position, confidence: .high)
    }

    /// Whether a braced range holds nothing but its braces (and a lambda's `params ->`).
    static func isEmpty(_ range: Range<Int>, in source: KotlinSource) -> Bool {
        var inner = range
        if let first = inner.first, source.tokens[first].kind == .leftBrace { inner = inner.dropFirst() }
        if let last = inner.last, source.tokens[last].kind == .rightBrace { inner = inner.dropLast() }
        if let arrow = inner.firstIndex(where: { source.tokens[$0].kind == .arrow }) { return arrow == inner.upperBound - 1 }
        return inner.isEmpty
    }

    /// The braces of the object's body after its supertype call.
    static func objectBody(after index: Int, in source: KotlinSource) -> Range<Int>? {
        guard index < source.tokens.count, source.tokens[index].kind == .leftBrace, let close = source.partner(of: index) else { return nil }
        return index..<(close + 1)
    }
}
