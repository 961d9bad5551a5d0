import ThumbruleCore
import ThumbruleFrontEnds

/// A check of one text field's input whose failure branch answers with a toast and nothing at
/// the field: `if (binding.name.text.isNullOrEmpty()) { Toast.makeText(…).show(); return }`, or
/// the `else` of `if (email.isNotEmpty()) … else toast(…)`. A toast vanishes after a few seconds,
/// sits at the bottom of the screen (under the keyboard's edge) away from the field, and is tied
/// to nothing, so the person cannot tell which field is wrong once it has gone;
/// `TextInputLayout.setError()` (or `EditText.setError`, Compose `isError` with `supportingText`)
/// keeps the message under the field until it is fixed, and TalkBack reads it whenever the field
/// is focused.
/// Android Lint has no check for this.
///
/// The tested value must be a text field's: the `text` of a view that a layout declares as an
/// `EditText` (or `TextInputEditText`, `AutoCompleteTextView`) or whose name says edit or input,
/// read in the condition or in a local value it tests, or the `value` of a Compose text field in
/// the file. Emptiness (`isEmpty`, `isBlank`, `isNullOrEmpty`, `TextUtils.isEmpty`, `== ""`) and
/// number parsing (`toIntOrNull() == null`) are read; other tests (duplicates, lookups) are left
/// alone. A branch that also sets an error (`error`, `setError`, `isError`) is not reported, nor a
/// toast inside a lambda of the branch (a callback that runs later).
struct AndroidFieldErrorAsToast: AndroidCheck {
    package static let description = CheckDescription(
        id: "form-error.android-toast-only",
        ruleId: "form-error",
        summary: "A text field's input check that fails with only a Toast, never an error at the field",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.layout("dialog_rename_list", """
                <com.google.android.material.textfield.TextInputLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    <com.google.android.material.textfield.TextInputEditText
                        android:id="@+id/list_name"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content" />
                </com.google.android.material.textfield.TextInputLayout>
                """),
                AndroidExample.kotlin("RenameListDialog", """
                package com.example.app

                class RenameListDialog : DialogFragment() {
                    fun onSave(binding: DialogRenameListBinding) {
                        val name = binding.listName.text?.toString()
                        if (name.isNullOrBlank()) {
                            ↓Toast.makeText(context, R.string.empty_list_name, Toast.LENGTH_SHORT).show()
                            return
                        }
                        save(name)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SignInDialog", """
                package com.example.app

                class SignInDialog : DialogFragment() {
                    fun onSignIn() {
                        if (emailInput.text.isNotEmpty() && passwordInput.text.isNotEmpty()) {
                            signIn()
                        } else {
                            ↓showToast(R.string.fill_in_both_fields)
                        }
                    }
                }
                """),
            ]),
            // Java, the value read on the next line and trimmed in place.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/java/com/example/app/NewFolderDialog.java", """
                package com.example.app;

                public class NewFolderDialog extends DialogFragment {
                    private EditText folderNameEdit;

                    void onCreateTapped() {
                        String name =
                            folderNameEdit.getText().toString();
                        name = name.trim();
                        if (TextUtils.isEmpty(name)) {
                            ↓Toast.makeText(getContext(), R.string.empty_folder_name, Toast.LENGTH_SHORT).show();
                            return;
                        }
                        create(name);
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("TipScreen", """
                package com.example.app

                @Composable
                fun TipScreen(onTip: (Int) -> Unit) {
                    val context = LocalContext.current
                    var amount by rememberSaveable { mutableStateOf("") }
                    Column {
                        OutlinedTextField(value = amount, onValueChange = { amount = it })
                        Button(onClick = {
                            if (amount.toIntOrNull() == null) ↓Toast.makeText(context, "Enter a number", Toast.LENGTH_SHORT).show()
                            else onTip(amount.toInt())
                        }) { Text("Tip") }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The error sits on the field.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RenameListDialog", """
                package com.example.app

                class RenameListDialog : DialogFragment() {
                    fun onSave() {
                        val name = listNameEdit.text?.toString()
                        if (name.isNullOrBlank()) {
                            listNameLayout.error = getString(R.string.empty_list_name)
                            Toast.makeText(context, R.string.empty_list_name, Toast.LENGTH_SHORT).show()
                            return
                        }
                        save(name)
                    }
                }
                """),
            ]),
            // Not a field's text: a list the screen holds, and a label a layout declares as a TextView.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.layout("fragment_export", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/selected_input"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content" />
                """),
                AndroidExample.kotlin("ExportFragment", """
                package com.example.app

                class ExportFragment : Fragment() {
                    fun onExport(binding: FragmentExportBinding) {
                        if (selectedItems.isEmpty()) {
                            Toast.makeText(context, R.string.nothing_selected, Toast.LENGTH_SHORT).show()
                            return
                        }
                        if (binding.selectedInput.text.isEmpty()) {
                            Toast.makeText(context, R.string.nothing_selected, Toast.LENGTH_SHORT).show()
                            return
                        }
                        export(selectedItems)
                    }
                }
                """),
            ]),
            // The toast runs later, in a callback, about the server's answer.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("InviteFragment", """
                package com.example.app

                class InviteFragment : Fragment() {
                    fun onInvite() {
                        if (emailInput.text.isBlank()) {
                            emailInputLayout.error = getString(R.string.enter_email)
                        } else {
                            api.invite(emailInput.text.toString()) { ok -> if (!ok) Toast.makeText(context, R.string.failed, Toast.LENGTH_SHORT).show() }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// Platform and support-library text fields, by their class's simple name.
    static let fieldTags: Set<String> = [
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
        "MaterialAutoCompleteTextView",
    ]
    static let composeFields: Set<String> = ["TextField", "OutlinedTextField", "BasicTextField"]
    /// Tests that are true when the input is missing (`isEmpty`), and their opposites.
    static let emptyTests: Set<String> = ["isEmpty", "isBlank", "isNullOrEmpty", "isNullOrBlank"]
    static let presentTests: Set<String> = ["isNotEmpty", "isNotBlank"]
    static let parses: Set<String> = ["toIntOrNull", "toLongOrNull", "toDoubleOrNull", "toFloatOrNull", "toBigDecimalOrNull"]
    /// Names in a branch that put an error at the field.
    static let errorNames: Set<String> = ["error", "setError", "isError", "supportingText", "errorText"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var fieldIds = Set<String>(), otherIds = Set<String>()
        for layout in project.androidLayouts {
            for element in layout.layout.elements {
                guard let id = element.attribute("android:id").flatMap(Self.idName) else { continue }
                if Self.fieldTags.contains(element.simpleTag) { fieldIds.insert(Self.normalized(id)) } else { otherIds.insert(Self.normalized(id)) }
            }
        }
        let fields = FieldNames(layoutFields: fieldIds, layoutOthers: otherIds)
        for file in android.kotlinFiles where file.scope == .app && file.file.source.bytes.contains(utf8: "oast") {
            let composeValues = Self.composeValues(file.file)
            for toast in Self.toasts(in: file.file.source) {
                let position = file.file.source.tokens[toast].position
                guard file.ships(position), Self.failsAtField(toast, file.file.source, fields, composeValues) else { continue }
                report(at: file.position(position), &output)
            }
        }
        for file in project.androidJavaFiles(mentioning: "oast") where file.scope == .app {
            for toast in Self.toasts(in: file.source) where Self.failsAtField(toast, file.source, fields, []) {
                let token = file.source.tokens[toast]
                report(at: SourcePosition(path: file.path, line: token.line, column: token.column), &output)
            }
        }
    }

    func report(at position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "This input check answers a missing or malformed value with only a toast: it vanishes in seconds, shows at the bottom of the screen away from the field and is tied to no field, so the person cannot tell which field to fix once it has gone, and TalkBack, back on the field, reads no error. Put the message on the field instead (TextInputLayout.setError or EditText.setError; in Compose, isError with supportingText), saying what to enter, and keep what was typed.",
            at: position, confidence: .medium)
    }

    /// The first token of each toast statement: `Toast.makeText(…).show()` or a call of a
    /// function whose name says toast (`showToast(…)`, `context.toast(…)`).
    static func toasts(in source: KotlinSource) -> [Int] {
        let tokens = source.tokens
        var result: [Int] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, let close = source.partner(of: index + 1) else { continue }
            let name = source.name(at: index)
            if name == "makeText" {
                guard index >= 2, source.name(at: index - 2) == "Toast", [.dot, .safeDot].contains(tokens[index - 1].kind),
                      close + 2 < tokens.count, source.name(at: close + 2) == "show" else { continue }
            } else {
                guard name.lowercased().contains("toast"), name != "Toast" else { continue }
            }
            result.append(AndroidBranch.chainStart(endingAt: index, in: source))
        }
        return result
    }

    /// Whether the toast at `start` is the failure branch of a test of a text field's value,
    /// and the branch sets no error.
    static func failsAtField(_ start: Int, _ source: KotlinSource, _ fields: FieldNames, _ composeValues: Set<String>) -> Bool {
        guard let branch = AndroidBranch.enclosing(statementAt: start, in: source) else { return false }
        let tokens = source.tokens
        for index in branch.body where tokens[index].kind == .identifier && errorNames.contains(source.name(at: index)) { return false }
        for index in branch.condition where tokens[index].kind == .identifier {
            let name = source.name(at: index)
            let failsWhenTrue: Bool
            var subjectEnd: Int?
            if emptyTests.contains(name) || presentTests.contains(name) {
                let negated = isNegated(AndroidBranch.chainStart(endingAt: index, in: source), in: source)
                failsWhenTrue = emptyTests.contains(name) != negated
                if name == "isEmpty", index >= 2, source.name(at: index - 2) == "TextUtils", index + 1 < tokens.count,
                   tokens[index + 1].kind == .leftParen, let close = source.partner(of: index + 1), close - 1 > index + 1 {
                    subjectEnd = close - 1
                } else if index >= 2, [.dot, .safeDot].contains(tokens[index - 1].kind) {
                    subjectEnd = index - 2
                }
            } else if parses.contains(name), index + 4 < tokens.count, tokens[index + 1].kind == .leftParen,
                      source.partner(of: index + 1) == index + 2, source.text(of: tokens[index + 3]) == "==",
                      source.name(at: index + 4) == "null", index >= 2, [.dot, .safeDot].contains(tokens[index - 1].kind) {
                failsWhenTrue = true
                subjectEnd = index - 2
            } else {
                continue
            }
            guard failsWhenTrue != branch.isElse, let end = subjectEnd,
                  isFieldValue(endingAt: end, branch: branch, source, fields, composeValues) else { continue }
            return true
        }
        return false
    }

    /// Whether the expression ending at `end` (`binding.name.text?.toString()?.trim()`, `name`)
    /// is a text field's value, directly or through a local value declared before the test.
    static func isFieldValue(endingAt end: Int, branch: AndroidBranch, _ source: KotlinSource, _ fields: FieldNames, _ composeValues: Set<String>) -> Bool {
        let tokens = source.tokens
        var last = end
        if [.rightParen].contains(tokens[last].kind), let open = source.partner(of: last), open == last - 1 || open < last {
            last = open - 1
        }
        guard last >= 0 else { return false }
        let start = AndroidBranch.chainStart(endingAt: last, in: source)
        if let field = textReceiver(in: start...end, source) { return fields.isField(field) }
        // A single name, perhaps trimmed: a local value or a Compose field's value.
        guard tokens[start].kind == .identifier else { return false }
        let name = source.name(at: start)
        if composeValues.contains(name) { return true }
        guard let declaration = localDeclaration(of: name, before: branch.condition.lowerBound, source) else { return false }
        return textReceiver(in: declaration, source).map(fields.isField) ?? false
    }

    /// The view whose text an expression reads: `deletePassword` in `binding.deletePassword.text`,
    /// `input` in `input.getText()`; a TextInputLayout's `editText` counts as a field.
    static func textReceiver(in range: ClosedRange<Int>, _ source: KotlinSource) -> String? {
        let tokens = source.tokens
        for index in range where tokens[index].kind == .identifier && ["text", "getText"].contains(source.name(at: index)) {
            guard index >= 2, [.dot, .safeDot].contains(tokens[index - 1].kind) else { continue }
            var receiver = index - 2
            if tokens[receiver].kind == .rightParen, let open = source.partner(of: receiver), open > 0 { receiver = open - 1 }
            guard tokens[receiver].kind == .identifier else { continue }
            let name = source.name(at: receiver)
            if ["editText", "getEditText"].contains(name) { return "editText" }
            return name
        }
        return nil
    }

    /// The tokens of a local `val name = …` (or Java `String name = …`) before `limit` in the
    /// same function: from `=` to the end of its line, with chained lines that follow.
    static func localDeclaration(of name: String, before limit: Int, _ source: KotlinSource) -> ClosedRange<Int>? {
        let tokens = source.tokens
        var index = limit - 1
        while index > 1 {
            defer { index -= 1 }
            guard tokens[index].kind == .assign, tokens[index - 1].kind == .identifier, source.name(at: index - 1) == name else { continue }
            let before = tokens[index - 2]
            var end = index
            guard before.kind == .identifier || before.kind == .greater || before.kind == .question else {
                // `input = input.trim()`: a reassignment from itself keeps the first value's source.
                while end + 1 < limit, !tokens[end + 1].followsNewline { end += 1 }
                if ((index + 1)...max(index + 1, end)).contains(where: { tokens[$0].kind == .identifier && source.name(at: $0) == name }) { continue }
                return nil
            }
            // The value may start on the next line (`val name =⏎ field.text…`).
            while end + 1 < limit, end == index || !tokens[end + 1].followsNewline || [.dot, .safeDot].contains(tokens[end + 1].kind) {
                end += 1
                if let partner = source.partner(of: end), partner > end { end = min(partner, limit - 1) }
            }
            return index...end
        }
        return nil
    }

    /// Whether the chain starting at `start` is negated with `!`.
    static func isNegated(_ start: Int, in source: KotlinSource) -> Bool {
        start > 0 && source.tokens[start - 1].kind == .operator && source.text(of: source.tokens[start - 1]) == "!"
    }

    /// Names a Compose text field in the file shows as its `value` (`value = amount`, `amount.text`).
    static func composeValues(_ file: KotlinFile) -> Set<String> {
        var names = Set<String>()
        for call in file.calls where composeFields.contains(call.name) {
            guard let value = call.argument("value") ?? call.positionalArguments.first else { continue }
            let words = value.text.split(separator: ".")
            if let first = words.first, words.count <= 2, first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.insert(String(first))
            }
        }
        return names
    }

    /// `@+id/list_name` → `list_name`.
    static func idName(_ value: String) -> String? {
        value.split(separator: "/").last.map(String.init)
    }

    /// Layout ids and view-binding names alike: `list_name` and `listName` → `listname`.
    static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0 != "_" }
    }

    /// Which view names are text fields.
    struct FieldNames {
        let layoutFields: Set<String>
        let layoutOthers: Set<String>

        func isField(_ name: String) -> Bool {
            let key = AndroidFieldErrorAsToast.normalized(name)
            if layoutFields.contains(key) || name == "editText" { return true }
            guard !layoutOthers.contains(key) else { return false }
            return key.contains("edit") || key.contains("input")
        }
    }
}
