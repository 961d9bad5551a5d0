import ThumbruleCore
import ThumbruleFrontEnds

/// An exception's own message put in front of the user: a toast or snack bar whose text is
/// `e.message` (or `localizedMessage`), where `e` is the parameter of the `catch` around the call
/// or a parameter of the enclosing function typed as an exception (`onError(exception:
/// MsalException?)`). That text is written for developers, in English, and often names a class
/// or a host (`Unable to resolve host "…"`, `SERVICE_UNAVAILABLE`); it says neither what failed
/// in the user's terms nor what to do. A message that merely sits beside the exception
/// (`response.message`, a string resource) and a lambda's `it` of unknown type are left alone,
/// as is text passed through a formatter (`getString(R.string.failed, e.message)`).
///
/// The message may travel through an activity result first: a sign-in activity finishes with
/// `Intent().putExtra(EXTRA_ERROR, e.message)`, and its caller shows
/// `data?.getStringExtra(LoginActivity.EXTRA_ERROR)?.let { toast(it) }`. An extra counts when
/// some shipping code puts an exception's message under that key.
struct AndroidRawExceptionShown: AndroidCheck {
    package static let description = CheckDescription(
        id: "state-error.android-raw-exception",
        ruleId: "state-error",
        summary: "An Android toast or snack bar that shows an exception's own message",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlacePicker", """
                class PlacePicker : AppCompatActivity() {
                    fun locate() {
                        lifecycleScope.launch {
                            try {
                                map.center(locations.current())
                            } catch (e: Exception) {
                                Toast.↓makeText(this@PlacePicker, e.message, Toast.LENGTH_LONG).show()
                            }
                        }
                    }

                    fun onSignInFailed(error: AuthException?) {
                        ↓toast(error?.message ?: "Sign-in failed")
                    }

                    fun onLoginResult(resultCode: Int, data: Intent?) {
                        if (resultCode != RESULT_OK) data?.getStringExtra(LoginActivity.EXTRA_ERROR)?.let { ↓toast(it) }
                    }

                    fun sync() {
                        try {
                            client.sync()
                        } catch (failure: IOException) {
                            Snackbar.↓make(root, failure.localizedMessage, Snackbar.LENGTH_SHORT).show()
                        }
                    }

                    // A release build of an internal flavour may take this branch too.
                    fun refresh() {
                        try {
                            client.refresh()
                        } catch (e: IOException) {
                            if (BuildConfig.DEBUG || settings.verboseErrors) {
                                ↓toast(e.message)
                            }
                        }
                    }
                }
                """),
                AndroidExample.kotlin("LoginActivity", """
                class LoginActivity : AppCompatActivity() {
                    private fun finishWithError(e: Exception) {
                        setResult(RESULT_CANCELED, Intent().putExtra(EXTRA_ERROR, e.message))
                        finish()
                    }

                    companion object { const val EXTRA_ERROR = "extra_error" }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlacePicker", """
                class PlacePicker : AppCompatActivity() {
                    fun locate() {
                        try {
                            map.center(locations.current())
                        } catch (e: Exception) {
                            Log.w("PlacePicker", e.message ?: "no message")
                            toast(getString(R.string.location_unavailable))
                        }
                    }

                    fun feed(response: FeedResponse?) {
                        toast(response?.message)
                    }

                    fun load() {
                        result.onFailure { toast(it.message) }
                    }

                    fun onPickResult(data: Intent?) {
                        data?.getStringExtra(PickerActivity.EXTRA_NOTE)?.let { toast(it) }
                    }

                    fun save(error: ErrorBody) {
                        showSnackbar(error.message)
                    }

                    // Only debug builds take these branches.
                    fun export() {
                        try {
                            exporter.run()
                        } catch (e: IOException) {
                            if (BuildConfig.DEBUG) {
                                toast(e.message)
                            }
                            if (isDebugBuild() && e.message != null) {
                                Toast.makeText(this@PlacePicker, e.message, Toast.LENGTH_LONG).show()
                            }
                        }
                    }
                }

                fun isDebugBuild() = BuildConfig.DEBUG
                """),
                AndroidExample.kotlin("PickerActivity", """
                class PickerActivity : AppCompatActivity() {
                    private fun done(e: Exception?) {
                        setResult(RESULT_OK, Intent().putExtra(EXTRA_NOTE, getString(R.string.saved)))
                        if (e != null) setResult(RESULT_CANCELED, Intent().putExtra(EXTRA_ERROR, e.message))
                    }

                    companion object { const val EXTRA_NOTE = "note"; const val EXTRA_ERROR = "error" }
                }
                """),
            ]),
        ]
    )

    static let showCalls: Set<String> = ["toast", "showToast", "makeText", "showSnackbar", "make"]
    static let messageNames: Set<String> = ["message", "localizedMessage"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        // Intent extras some code fills with an exception's message: `putExtra(EXTRA_ERROR, e.message)`.
        var rawExtras: [String: Set<String>] = [:]
        for (file, index) in android.shippingCalls(named: ["putExtra"]) {
            let call = file.file.calls[index]
            let arguments = call.positionalArguments
            guard arguments.count == 2, let name = Self.messageReceiver(arguments[1].expression, in: file.file.source),
                  Self.isException(name, at: call, in: file.file), case .reference(let key)? = Optional(arguments[0].value),
                  let last = key.last else { continue }
            // Keyed by the constant's name, with the types whose code puts it.
            rawExtras[last, default: []].insert(call.enclosingType.flatMap { file.file.types[$0].name } ?? "")
        }
        for (file, index) in android.shippingCalls(named: Self.showCalls) {
            let call = file.file.calls[index]
            if call.name == "make", file.receiverType(ofCall: index) != "Snackbar" { continue }
            let showsException = call.arguments.contains { argument in
                guard let name = Self.messageReceiver(argument.expression, in: file.file.source) else { return false }
                return Self.isException(name, at: call, in: file.file)
            }
            guard showsException || (!rawExtras.isEmpty && Self.showsExtra(rawExtras, call: index, in: file.file)) else { continue }
            output.report(
                "This shows the exception's own message to the user: text written for developers, often in English and naming a class, a host or a status code, that says neither what failed in their terms nor what to do. Map the failure to a message from the app's strings (\"Couldn't find your location. Check that location is on and try again.\") and send the exception to the log.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// Whether the call shows `it` of a `?.let { … }` on `getStringExtra(KEY)` with one of
    /// these keys: `data?.getStringExtra(LoginActivity.EXTRA_ERROR)?.let { toast(it) }`. A key
    /// read through a type (`LoginActivity.EXTRA_ERROR`) must be one that type's code puts.
    static func showsExtra(_ keys: [String: Set<String>], call index: Int, in file: KotlinFile) -> Bool {
        guard case .lambda(let scope)? = file.calls[index].container, file.calls[scope].name == "let" else { return false }
        let parameter = file.calls[scope].trailingLambda?.parameters.first ?? "it"
        guard file.calls[index].arguments.contains(where: { $0.text == parameter }) else { return false }
        return file.chain(of: scope).contains { link in
            let call = file.calls[link]
            guard call.name == "getStringExtra", case .reference(let key)? = call.positionalArguments.first?.value,
                  let last = key.last, let putters = keys[last] else { return false }
            return key.count < 2 || putters.contains(key[key.count - 2])
        }
    }

    /// `e` in an argument that is `e.message`, `e?.localizedMessage`, `e.message!!` or
    /// `e?.message ?: …`.
    static func messageReceiver(_ expression: KotlinExpression, in source: KotlinSource) -> String? {
        let range = expression.tokenRange
        let tokens = source.tokens
        guard range.count >= 3 else { return nil }
        let start = range.lowerBound
        guard tokens[start].kind == .identifier, [.dot, .safeDot].contains(tokens[start + 1].kind),
              tokens[start + 2].kind == .identifier, messageNames.contains(source.name(at: start + 2)) else { return nil }
        if range.count > 3 {
            guard tokens[start + 3].kind == .operator, ["?:", "!!"].contains(source.text(at: start + 3)) else { return nil }
        }
        return source.name(at: start)
    }

    /// Whether `name` is the parameter of a `catch` whose block holds the call, or a parameter
    /// of an enclosing function declared as an exception or a throwable.
    static func isException(_ name: String, at call: KotlinCall, in file: KotlinFile) -> Bool {
        for function in file.enclosingFunctions(startingAt: call.enclosingFunction) {
            if let parameter = file.functions[function].parameters.first(where: { $0.name == name }) {
                guard let type = parameter.type else { return false }
                let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
                return bare.hasSuffix("Exception") || bare.hasSuffix("Throwable")
            }
        }
        let source = file.source
        let tokens = source.tokens
        var index = call.nameToken
        while index > 4 {
            index -= 1
            guard tokens[index].kind == .identifier, source.name(at: index) == "catch",
                  tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .identifier, source.name(at: index + 2) == name,
                  tokens[index + 3].kind == .colon, let close = source.partner(of: index + 1),
                  close + 1 < tokens.count, tokens[close + 1].kind == .leftBrace,
                  let end = source.partner(of: close + 1) else { continue }
            if close + 1 < call.nameToken, call.nameToken < end { return true }
        }
        return false
    }
}
