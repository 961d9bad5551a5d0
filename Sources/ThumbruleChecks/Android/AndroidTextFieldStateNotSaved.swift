import ThumbruleCore
import ThumbruleFrontEnds

/// A Compose text field whose `value` is a local `remember { mutableStateOf(…) }`: `remember`
/// lives only as long as the composition, so what the person typed is gone when Android recreates
/// the activity (rotation, a dark-mode or language switch) or reclaims the process while they are
/// in another app, and they type it all again. `rememberSaveable` keeps it through both, and a
/// ViewModel with a `SavedStateHandle` through both as well. Android Lint has no check for this.
///
/// Only state the composable declares itself is read: a value hoisted from a caller or read from
/// a ViewModel is the caller's to save. Left alone: `rememberSaveable` and
/// `rememberTextFieldState()` (saveable), a field that is `readOnly` or `enabled = false` (a
/// dropdown's selection or a shown value, not typing), a search or filter query (its name or a search IME action says so: a transient query
/// is cheap to type again), a field in a dialog or bottom sheet (its text goes with the dialog,
/// whose open state is seldom saved either: a screen's form is what this keeps to), a field whose
/// `onValueChange` hands the text on to a call or writes it into another object (a callback, a
/// ViewModel or a model that may keep it), and a field composable the app declares itself.
struct AndroidTextFieldStateNotSaved: AndroidCheck {
    package static let description = CheckDescription(
        id: "form-persist.compose-remembered-text",
        ruleId: "form-persist",
        alsoServes: ["state-interrupt"],
        summary: "A Compose text field whose typed value lives in remember { mutableStateOf(…) }, lost on recreation and process death",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("FeedbackScreen", """
                @Composable
                fun FeedbackScreen(onSend: (String, String) -> Unit) {
                    var subject by ↓remember { mutableStateOf("") }
                    val body = ↓remember { mutableStateOf(TextFieldValue("")) }
                    Column {
                        OutlinedTextField(value = subject, onValueChange = { subject = it }, label = { Text("Subject") })
                        TextField(body.value, { body.value = it }, minLines = 5)
                        Button(onClick = { onSend(subject, body.value.text) }) { Text("Send") }
                    }
                }
                """),
            ]),
            // The same overload, called by a screen: positional arguments may mean either.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("TextEdit", """
                @Composable
                fun TextEditBlock(text: String?, onSave: (String) -> Unit) {
                    var typed by ↓remember { mutableStateOf(text ?: "") }
                    OutlinedTextField(value = typed, onValueChange = { typed = it })
                    Button(onClick = { onSave(typed) }) { Text("Save") }
                }

                @Composable
                fun TextEditBlock(initText: String, label: String, onSave: (String) -> Unit) {
                    OutlinedTextField(value = initText, onValueChange = onSave, label = { Text(label) })
                }
                """),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { TextEditBlock(schedule.name, ::rename) }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // An overload of a field row that only a composable nothing calls uses; the screen
            // calls the other overload, by its named arguments.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("TextEdit", """
                @Composable
                fun MorphableTextField(text: String?, onSave: (String) -> Unit) {
                    TextEditBlock(text = text, onSave = onSave)
                }

                @Composable
                fun TextEditBlock(text: String?, onSave: (String) -> Unit) {
                    var typed by remember { mutableStateOf(text ?: "") }
                    OutlinedTextField(value = typed, onValueChange = { typed = it })
                    Button(onClick = { onSave(typed) }) { Text("Save") }
                }

                @Composable
                fun TextEditBlock(initText: String, label: String, onSave: (String) -> Unit) {
                    OutlinedTextField(value = initText, onValueChange = onSave, label = { Text(label) })
                }
                """),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { TextEditBlock(initText = schedule.name, label = "Name", onSave = ::rename) }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("FeedbackScreen", """
                @Composable
                fun FeedbackScreen(viewModel: FeedbackViewModel, subject: String, onSubject: (String) -> Unit) {
                    var body by rememberSaveable { mutableStateOf("") }
                    val note = rememberTextFieldState()
                    var title by remember { mutableStateOf("") }
                    var region by remember { mutableStateOf("") }
                    Column {
                        OutlinedTextField(value = subject, onValueChange = onSubject)
                        OutlinedTextField(value = body, onValueChange = { body = it })
                        BasicTextField(state = note)
                        TextField(value = title, onValueChange = { title = it; viewModel.onTitleChanged(it) })
                        OutlinedTextField(value = region, onValueChange = { region = it }, readOnly = true)
                        TextField(value = title, onValueChange = { title = it }, enabled = false)
                    }
                }
                """),
                AndroidExample.kotlin("RenameDialog", """
                @Composable
                fun RenameDialog(initial: String, onConfirm: (String) -> Unit) {
                    var name by remember { mutableStateOf(initial) }
                    AlertDialog(
                        onDismissRequest = {},
                        confirmButton = { TextButton(onClick = { onConfirm(name) }) { Text("OK") } },
                        text = { OutlinedTextField(value = name, onValueChange = { name = it }) },
                    )
                }

                @Composable
                fun SubtaskRow(task: Task) {
                    var title by remember(task.id) { mutableStateOf(task.title) }
                    BasicTextField(value = title, onValueChange = { title = it; task.title = it })
                }
                """),
                AndroidExample.kotlin("TagPicker", """
                @Composable
                fun TagPicker(tags: List<String>) {
                    var searchQuery by remember { mutableStateOf("") }
                    var pattern by remember { mutableStateOf("") }
                    TextField(value = searchQuery, onValueChange = { searchQuery = it })
                    TextField(value = pattern, onValueChange = { pattern = it },
                        keyboardOptions = KeyboardOptions(imeAction = ImeAction.Search))
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("Fields", """
                @Composable
                fun TextField(value: String, onValueChange: (String) -> Unit) {
                    androidx.compose.material3.TextField(value, onValueChange)
                }

                @Composable
                fun NameForm() {
                    var name by remember { mutableStateOf("") }
                    TextField(value = name, onValueChange = { name = it })
                }
                """),
            ]),
        ]
    )

    static let textFields: Set<String> = ["TextField", "OutlinedTextField", "BasicTextField"]
    /// Words in a state's name that mark a transient search or filter query.
    static let queryWords = ["search", "query", "filter"]

    /// A local `remember { mutableStateOf(…) }` and how the field reads it.
    struct RememberedState {
        let name: String
        let isDelegated: Bool
        let function: Int
        let remember: Int
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let wrapped = Set(android.shippingKotlin.flatMap { $0.file.functions.map(\.name) }).intersection(Self.textFields)
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "mutableStateOf") && file.file.source.bytes.contains(utf8: "TextField") {
            let states = Self.rememberedStates(in: file.file)
            guard !states.isEmpty else { continue }
            var reported = Set<Int>()
            for (index, call) in file.file.calls.enumerated() where Self.textFields.contains(call.name) && !wrapped.contains(call.name) {
                guard let value = call.argument("value") ?? call.positionalArguments.first,
                      let state = Self.state(readBy: value.text, at: index, states, in: file.file),
                      !reported.contains(state.remember),
                      !Self.isExempt(call, index, state, in: file.file) else { continue }
                reported.insert(state.remember)
                output.report(
                    "\"\(state.name)\" keeps what the person types into the \(call.name) on line \(call.position.line) in remember { mutableStateOf(…) }, which lives only as long as the composition: when Android recreates the screen (rotation, a dark-mode or language switch) or ends the app while they are away answering a message, the field comes back empty and they type it all again. Use rememberSaveable (with stateSaver = TextFieldValue.Saver for a TextFieldValue), rememberTextFieldState(), or a ViewModel backed by SavedStateHandle.",
                    at: file.position(ofCall: state.remember), confidence: .medium,
                    related: [RelatedLocation(file.position(ofCall: index), "the text field it feeds")])
            }
        }
    }

    /// Local properties initialised or delegated to `remember { mutableStateOf(…) }` (keyed or not).
    static func rememberedStates(in file: KotlinFile) -> [RememberedState] {
        file.properties.compactMap { property in
            guard let function = property.enclosingFunction else { return nil }
            let expression = property.delegate ?? property.initializer
            guard case .call(let remember)? = expression?.value, file.calls[remember].name == "remember",
                  file.calls[remember].receiver.isEmpty,
                  let state = file.calls(inLambdaOf: remember).first, file.calls[state].name == "mutableStateOf",
                  file.calls[state].receiver.isEmpty, file.calls[state].nextInChain == nil else { return nil }
            return RememberedState(name: property.name, isDelegated: property.delegate != nil, function: function, remember: remember)
        }
    }

    /// The state a field's `value` reads: `name` for a delegated state, `name.value` otherwise,
    /// declared in the field's own function or one enclosing it (the nearest one wins).
    static func state(readBy text: String, at call: Int, _ states: [RememberedState], in file: KotlinFile) -> RememberedState? {
        let functions = file.enclosingFunctions(startingAt: file.calls[call].enclosingFunction)
        for function in functions {
            if let state = states.last(where: { $0.function == function && ($0.isDelegated ? text == $0.name : text == $0.name + ".value") }) {
                return state
            }
        }
        return nil
    }

    static func isExempt(_ call: KotlinCall, _ index: Int, _ state: RememberedState, in file: KotlinFile) -> Bool {
        if case .boolean(true)? = call.argument("readOnly")?.value { return true }
        if case .boolean(false)? = call.argument("enabled")?.value { return true }
        // A dialog's or sheet's field: its text lives and goes with the dialog, whose own open state
        // is seldom saved, so saving the field alone does not bring it back.
        if file.ancestors(of: index).contains(where: { isTransientContainer(file.calls[$0].name) })
            || file.enclosingFunctions(startingAt: call.enclosingFunction).contains(where: { isTransientContainer(file.functions[$0].name) }) { return true }
        let name = state.name.lowercased()
        if queryWords.contains(where: name.contains) { return true }
        if call.argument("keyboardOptions")?.text.contains("ImeAction.Search") ?? false { return true }
        // The text is handed on from onValueChange: the receiver may keep it.
        guard let change = call.argument("onValueChange") ?? (call.positionalArguments.count >= 2 ? call.positionalArguments[1] : nil) else { return true }
        guard case .lambda = change.value else { return true }
        let range = change.expression.tokenRange
        if file.calls.contains(where: { range.contains($0.nameToken) && !textCalls.contains($0.name) }) { return true }
        // Or written into something else (`task.title = it`), besides the state itself.
        let stateTarget = state.isDelegated ? [state.name] : [state.name, "value"]
        return file.assignments.contains { assignment in
            assignment.target.count > 1 && assignment.target != stateTarget && range.contains(assignment.value.tokenRange.lowerBound)
        }
    }

    static func isTransientContainer(_ name: String) -> Bool {
        name.hasSuffix("Dialog") || name.hasSuffix("BottomSheet")
    }

    /// Calls that only shape the typed text before it is stored.
    static let textCalls: Set<String> = [
        "filter", "take", "trim", "trimStart", "trimEnd", "replace", "isDigit", "isLetterOrDigit", "isWhitespace", "all", "any",
        "toIntOrNull", "toLongOrNull", "toFloatOrNull", "toDoubleOrNull", "lowercase", "uppercase", "isEmpty", "isNotEmpty", "isBlank",
        "isNotBlank", "copy", "TextFieldValue", "TextRange", "length", "startsWith", "endsWith", "contains", "matches", "filterNot",
    ]
}
