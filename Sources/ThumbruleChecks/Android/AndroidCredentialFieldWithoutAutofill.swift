import ThumbruleCore
import ThumbruleFrontEnds

/// A layout's password field, or an email field in a layout that also holds a password field
/// (a sign-in, sign-up or account form), with no `android:autofillHints`: password managers and
/// the Autofill framework cannot tell what it takes, so they offer nothing, and the user leaves
/// the app to copy a password. The Android counterpart of `form-autofill.ib-credential-field`.
///
/// Only the platform's and the support libraries' text fields (`EditText`,
/// `TextInputEditText`…) are read: an app's own field class may set hints in code. A field is
/// left alone when it or an ancestor opts out of autofill (`android:importantForAutofill`
/// `no…`), when its style may set hints, and when a Kotlin or Java file that sets hints in code
/// (`setAutofillHints`, `autofillHints =`) names its id. PIN fields (`numberPassword`) and
/// `textVisiblePassword`, often used only to turn suggestions off, are not counted. A layout
/// named for a file's protection (an archive, a zip or PDF) asks for the password
/// that opens that file, not an account's: a password manager has nothing to offer there, and
/// tagging it would invite save prompts for a login that does not exist. So does a layout whose
/// names say its password is another secret (a share link's, a recovery passphrase, a one-time
/// password generator's secret: `CredentialNames.otherSecretWordGroups`), and so is a field whose
/// own names (its id and hint, its `TextInputLayout`'s) say it takes a proxy server's login: a
/// network setting, not the account a password manager fills for the app. So is a field whose own
/// names or whose layout's file name say it takes a Wi-Fi network's passphrase
/// (`@string/wifi_password`, `dialog_wifi_settings.xml`): the key of a network a device joins,
/// where a password manager would offer the app account's password. An email-typed field
/// its own names call a user name (`@string/username`) is asked for the `username` hint.
///
/// In Compose, a text field drawn with `PasswordVisualTransformation()`, in a file that names no
/// autofill API (`contentType`, `ContentType`, `autofill…`), whose modifier is built there (not a
/// parameter a caller may have tagged) and whose keyboard is not a `NumberPassword` PIN pad, and
/// that the app does not declare a composable of the same name. The secure text fields
/// (`BasicSecureTextField`, `SecureTextField`, `OutlinedSecureTextField`) tag themselves with
/// `ContentType.Password`, so they have one.
struct AndroidCredentialFieldWithoutAutofill: AndroidCheck {
    package static let description = CheckDescription(
        id: "form-autofill.android-credential-field",
        ruleId: "form-autofill",
        summary: "An Android password field, or a sign-in email field beside one, with no autofill hint or content type",
        triggering: [
            CheckExample(files: [
                AndroidExample.layout("dialog_change_email", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    ↓<EditText
                        android:id="@+id/new_email"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textEmailAddress|textNoSuggestions" />
                    <com.google.android.material.textfield.TextInputLayout
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content">
                        ↓<com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/current_password"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textPassword" />
                    </com.google.android.material.textfield.TextInputLayout>
                </LinearLayout>
                """),
            ]),
            // A server sign-in whose user name field takes the email keyboard: asked for `username`.
            CheckExample(files: [
                AndroidExample.layout("git_credential_layout", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <com.google.android.material.textfield.TextInputLayout
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:hint="@string/username">
                        ↓<com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/server_user"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textWebEmailAddress" />
                    </com.google.android.material.textfield.TextInputLayout>
                    ↓<EditText
                        android:id="@+id/git_password"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                </LinearLayout>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("SignInForm", """
                @Composable
                fun SignInForm(state: TextFieldState, password: String, onPassword: (String) -> Unit) {
                    Column {
                        ↓OutlinedTextField(
                            value = password,
                            onValueChange = onPassword,
                            visualTransformation = PasswordVisualTransformation(),
                        )
                    }
                }
                """),
            ]),
            // The same multiplatform module once the Android app depends on it: its Kotlin ships there.
            CheckExample(files: XcodeProjectExamples.nestedKMPHost(
                frameworks: "$(PROJECT_DIR)/../build/bin/iosSimulatorArm64/debugFramework",
                infoPlist: PlistExamples.infoPlist(["CFBundleName": "Labs"]), kotlin: """
                @Composable
                fun LabsLogin(password: String, onPassword: (String) -> Unit) {
                    ↓OutlinedTextField(
                        value = password,
                        onValueChange = onPassword,
                        label = { Text("Password") },
                        visualTransformation = PasswordVisualTransformation(),
                    )
                }
                """, appUsesModule: true)),
            // The same library module when its code may look a layout up by a name built at run
            // time: the layout nothing names may still be inflated.
            CheckExample(files: [
                AndroidExample.build(),
                ("settings.gradle.kts", "include(\":app\", \":tunnel\")"),
                ("tunnel/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
                ("tunnel/src/main/java/org/example/tunnel/ConnectActivity.java", """
                package org.example.tunnel;

                public class ConnectActivity extends android.app.Activity {
                    @Override protected void onCreate(android.os.Bundle state) {
                        super.onCreate(state);
                        setContentView(R.layout.connect);
                                        int layout = getResources().getIdentifier(getIntent().getStringExtra("screen"), "layout", getPackageName());
                    }
                }
                """),
                ("tunnel/src/main/res/layout/connect.xml", """
                <ProgressBar xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content" />
                """),
                ("tunnel/src/main/res/layout/remote_profile.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    ↓<EditText
                        android:id="@+id/server_password"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                </LinearLayout>
                """),
            ]),
        ],
        nonTriggering: [
            // listenmoe-android's sign-up form: Material 3's secure fields set ContentType.Password themselves.
            CheckExample(files: [
                AndroidExample.kotlin("SignUpForm", """
                @Composable
                fun SignUpForm(mail: TextFieldState, secret: TextFieldState, repeat: TextFieldState) {
                    Column {
                        OutlinedTextField(state = mail, keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Email))
                        OutlinedSecureTextField(modifier = Modifier.fillMaxWidth(), state = secret)
                        SecureTextField(modifier = Modifier.fillMaxWidth(), state = repeat)
                        BasicSecureTextField(state = rememberTextFieldState(), modifier = Modifier.fillMaxWidth())
                    }
                }
                """),
            ]),
            // wire-android's wireone-kmp: a multiplatform module no other module depends on, whose one
            // host is a simulator-only iOS app in an Android repository: its login screen ships nowhere.
            CheckExample(files: XcodeProjectExamples.nestedKMPHost(
                frameworks: "$(PROJECT_DIR)/../build/bin/iosSimulatorArm64/debugFramework",
                infoPlist: PlistExamples.infoPlist(["CFBundleName": "Labs"]), kotlin: """
                @Composable
                fun LabsLogin(password: String, onPassword: (String) -> Unit) {
                    OutlinedTextField(
                        value = password,
                        onValueChange = onPassword,
                        label = { Text("Password") },
                        visualTransformation = PasswordVisualTransformation(),
                    )
                }
                """)),
            CheckExample(files: [
                AndroidExample.kotlin("SignInForm", """
                @Composable
                fun SignInForm(state: TextFieldState) {
                    OutlinedTextField(state = state, visualTransformation = PasswordVisualTransformation(),
                        modifier = Modifier.semantics { contentType = ContentType.Password })
                }
                """),
                AndroidExample.kotlin("DesignSystem", """
                @Composable
                fun TextField(value: String, onValueChange: (String) -> Unit, visualTransformation: VisualTransformation) {
                    androidx.compose.material3.TextField(value, onValueChange, visualTransformation = visualTransformation,
                        modifier = Modifier.semantics { contentType = ContentType.Password })
                }
                """),
                AndroidExample.kotlin("ResetScreen", """
                @Composable
                fun ResetScreen(password: String, onPassword: (String) -> Unit) {
                    TextField(password, onPassword, visualTransformation = PasswordVisualTransformation())
                }
                """),
                AndroidExample.kotlin("PinPad", """
                @Composable
                fun PinPad(pin: String, onPin: (String) -> Unit, modifier: Modifier) {
                    OutlinedTextField(pin, onPin, visualTransformation = PasswordVisualTransformation(),
                        keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.NumberPassword))
                    OutlinedTextField(pin, onPin, visualTransformation = PasswordVisualTransformation(), modifier = modifier)
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.layout("dialog_sign_in", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <EditText
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:autofillHints="emailAddress"
                        android:inputType="textEmailAddress" />
                    <EditText
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:autofillHints="password"
                        android:inputType="textPassword" />
                    <EditText
                        android:id="@+id/vault_pin"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="numberPassword" />
                    <EditText
                        android:id="@+id/server_password"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                    <EditText
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:importantForAutofill="no"
                        android:inputType="textPassword" />
                    <com.example.app.ui.LabelledField
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                </LinearLayout>
                """),
                AndroidExample.layout("dialog_extract_archive", """
                <com.google.android.material.textfield.TextInputEditText xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/zip_secret"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:inputType="textPassword" />
                """),
                AndroidExample.layout("set_password_dialog", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:text="@string/public_link_set_password" />
                    <EditText
                        android:id="@+id/password_value"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                    <Button
                        android:id="@+id/generate_password_button"
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:text="@string/share_via_link_generate_password_button" />
                </LinearLayout>
                """),
                // A proxy's login, a network setting (activity_proxy_selector.xml).
                AndroidExample.layout("activity_proxy_selector", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <com.google.android.material.textfield.TextInputLayout
                        android:id="@+id/proxy_user_input_layout"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:hint="@string/username">
                        <com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/proxy_user"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textWebEmailAddress" />
                    </com.google.android.material.textfield.TextInputLayout>
                    <com.google.android.material.textfield.TextInputLayout
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:hint="@string/password">
                        <com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/proxy_password"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textPassword" />
                    </com.google.android.material.textfield.TextInputLayout>
                </LinearLayout>
                """),
                // rainmachine-android's Wi-Fi dialog: the passphrase of the network a device joins, not a login.
                AndroidExample.layout("dialog_wifi_settings", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <EditText
                        android:id="@+id/input_password"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                </LinearLayout>
                """),
                AndroidExample.layout("fragment_device_setup", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <com.google.android.material.textfield.TextInputLayout
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:hint="@string/network_wifi_password">
                        <com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/network_key"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textPassword" />
                    </com.google.android.material.textfield.TextInputLayout>
                </LinearLayout>
                """),
                // The secret of a one-time-password generator typed in by hand (fragment_manual_otp_entry.xml).
                AndroidExample.layout("fragment_manual_otp_entry", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <com.google.android.material.textfield.TextInputLayout
                        android:id="@+id/secret_layout"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:hint="@string/otp_import_manual_hint_secret">
                        <com.google.android.material.textfield.TextInputEditText
                            android:id="@+id/secret"
                            android:layout_width="match_parent"
                            android:layout_height="wrap_content"
                            android:inputType="textPassword" />
                    </com.google.android.material.textfield.TextInputLayout>
                </LinearLayout>
                """),
                AndroidExample.layout("dialog_invite", """
                <EditText xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:inputType="textEmailAddress" />
                """),
                AndroidExample.kotlin("ServerDialog", """
                class ServerDialog(private val binding: DialogSignInBinding) {
                    fun bind() {
                        binding.serverPassword.setAutofillHints(View.AUTOFILL_HINT_PASSWORD)
                    }
                }
                """),
            ]),
            // windscribe-android's vendored ics-openvpn module: a library module whose code inflates
            // its layouts by name, and one layout of it nothing names (no R.layout, @layout/, binding
            // class): it never ships. Lookups of drawables by name and another class's
            // `getIdentifier()` name no layout.
            CheckExample(files: [
                AndroidExample.build(),
                ("settings.gradle.kts", "include(\":app\", \":tunnel\")"),
                ("tunnel/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
                ("tunnel/src/main/java/org/example/tunnel/ConnectActivity.java", """
                package org.example.tunnel;

                public class ConnectActivity extends android.app.Activity {
                    @Override protected void onCreate(android.os.Bundle state) {
                        super.onCreate(state);
                        setContentView(R.layout.connect);
                                        int icon = getResources().getIdentifier("flag_" + getIntent().getStringExtra("country"), "drawable", getPackageName());
                        String type = profile.getType().getIdentifier();
                    }
                }
                """),
                ("tunnel/src/main/res/layout/connect.xml", """
                <ProgressBar xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content" />
                """),
                ("tunnel/src/main/res/layout/remote_profile.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <EditText
                        android:id="@+id/server_password"
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:inputType="textPassword" />
                </LinearLayout>
                """),
            ]),
        ]
    )

    /// The platform's and support libraries' single-line text fields.
    static let textFields: Set<String> = [
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
        "MaterialAutoCompleteTextView",
    ]
    static let passwordTypes: Set<String> = ["textPassword", "textWebPassword"]
    static let emailTypes: Set<String> = ["textEmailAddress", "textWebEmailAddress"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        checkCompose(android, &output)
        var named: Set<String>?
        for layout in project.androidLayouts {
            let elements = layout.layout.elements
            let kinds = elements.map(Self.kind)
            guard kinds.contains(.password), !Self.protectsFile(layout.path), !Self.namesOtherSecret(layout) else { continue }
            for index in elements.indices where kinds[index] != nil {
                let element = elements[index]
                let fieldWords = Self.fieldWords(index, in: layout.layout)
                guard element.attribute("android:autofillHints") == nil, !fieldWords.contains("proxy"),
                      !Self.namesWiFiNetwork(fieldWords.union(Self.fileNameWords(layout.path))),
                      !([index] + layout.layout.parentChain(of: index)).contains(where: { elements[$0].attribute("android:importantForAutofill")?.hasPrefix("no") == true }),
                      !(element.attribute("style").map { project.androidStyle($0, maySet: "android:autofillHints") } ?? false) else { continue }
                // A field whose hints or importance code sets (`view.setAutofillHints(…)`) is handled there.
                if named == nil {
                    named = android.namesInFiles(mentioning: "utofill", project, setters: ["setAutofillHints", "setImportantForAutofill"],
                                                 properties: ["autofillHints", "importantForAutofill"])
                }
                guard let named, !AndroidUnnamedControl.codeMayName(element, named) else { continue }
                let (what, hint) = kinds[index] == .password ? ("password", "password")
                    : Self.namesUserName(fieldWords) ? ("user name", "username") : ("email", "emailAddress")
                output.report(
                    "This \(what) field has no android:autofillHints, so password managers and Autofill cannot tell what it takes and offer nothing to fill. Add android:autofillHints=\"\(hint)\" (newPassword on a sign-up or change form).",
                    at: layout.position(of: index), confidence: .medium)
            }
        }
    }

    static let composeTextFields: Set<String> = ["TextField", "OutlinedTextField", "BasicTextField"]
    /// Names of Compose's autofill APIs: a file that uses one may tag its fields.
    static let autofillNames: Set<String> = ["contentType", "ContentType", "autofill", "AutofillNode", "AutofillType", "LocalAutofillManager", "LocalAutofill"]

    func checkCompose(_ android: AndroidModel, _ output: inout CheckOutput) {
        // A field composable the app declares itself (a design system's `TextField`) may tag its field.
        let wrapped = Set(android.shippingKotlin.flatMap { $0.file.functions.map(\.name) }).intersection(Self.composeTextFields)
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "PasswordVisualTransformation") {
            guard file.identifierTokens(Self.autofillNames).isEmpty else { continue }
            for (index, call) in file.file.calls.enumerated() {
                let isPassword = Self.composeTextFields.contains(call.name)
                    && (call.argument("visualTransformation")?.expression.text.contains("PasswordVisualTransformation") ?? false)
                guard isPassword, !wrapped.contains(call.name), !(call.argument("keyboardOptions")?.expression.text.contains("NumberPassword") ?? false) else { continue }
                if let modifier = call.argument("modifier"), !modifier.expression.text.hasPrefix("Modifier") { continue }
                output.report(
                    "This password field has no autofill content type, so password managers cannot tell what it takes and offer nothing to fill. Tag it: Modifier.semantics { contentType = ContentType.Password } (NewPassword on a sign-up or change form).",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// Words in a layout's name that say its password protects a file, not an account.
    static let fileProtectionWords: Set<String> = ["archive", "zip", "rar", "7z", "pdf"]

    /// Whether a layout, by its file name (`dialog_archive_password.xml`), asks for a file's password.
    static func protectsFile(_ path: String) -> Bool {
        let name = (path.split(separator: "/").last ?? "").lowercased()
        return !fileProtectionWords.isDisjoint(with: name.split(whereSeparator: { $0 == "_" || $0 == "." }).map(String.init))
    }

    /// Whether a layout's names (its file name, its views' ids, the string resources it shows)
    /// say its password is another secret than the user's sign-in one
    /// (`CredentialNames.otherSecretWordGroups`): a password set on a public share link
    /// (`share_public_dialog.xml`, `@string/public_link_set_password`), which the app offers to generate.
    static func namesOtherSecret(_ layout: AndroidLayoutFile) -> Bool {
        let name = String(layout.path.split(separator: "/").last ?? "")
        let names = layout.layout.elements.flatMap { element in
            element.attributes.compactMap { attribute -> String? in
                if attribute.name == "android:id" { return attribute.value }
                return attribute.value.hasPrefix("@string/") ? attribute.value : nil
            }
        }
        return CredentialNames.nameOtherSecret([name] + names)
    }

    /// The words of a field's own names: its id and hint, and those of the `TextInputLayout`
    /// that holds and labels it (`@string/otp_import_manual_hint_secret`).
    static func fieldWords(_ index: Int, in layout: LayoutFile) -> Set<String> {
        let holder = layout.elements[index].parent.flatMap { layout.elements[$0].simpleTag.hasSuffix("TextInputLayout") ? $0 : nil }
        let names = ([index] + (holder.map { [$0] } ?? [])).flatMap { element in
            ["android:id", "android:hint"].compactMap { layout.elements[element].attribute($0) }
        }
        return Set(names.flatMap(NameWords.split))
    }

    /// Words that name a wireless network: `wifi_password`, `wlan_key`, `ssid`. "Wi-Fi" split
    /// into `wi` and `fi` (`WiFiPassword`) is matched as the pair.
    static let wifiWords: Set<String> = ["wifi", "wlan", "ssid", "hotspot"]

    /// Whether a field's words (its own names, its layout's file name) say it takes a Wi-Fi
    /// network's passphrase, not an account's password.
    static func namesWiFiNetwork(_ words: Set<String>) -> Bool {
        !words.isDisjoint(with: wifiWords) || (words.contains("wi") && words.contains("fi"))
    }

    /// The words of a layout's file name (`dialog_wifi_settings.xml` → dialog, wifi, settings, xml).
    static func fileNameWords(_ path: String) -> Set<String> {
        Set(NameWords.split(String(path.split(separator: "/").last ?? "")))
    }

    /// Whether an email-typed field's own words call it a user name (`proxy_user`,
    /// `@string/username`) and never an email address.
    static func namesUserName(_ words: Set<String>) -> Bool {
        !words.isDisjoint(with: ["user", "username", "login"]) && words.isDisjoint(with: ["email", "mail"])
    }

    enum Kind { case password, email }

    /// Whether a view is a platform text field taking a password or an email address.
    static func kind(_ element: LayoutElement) -> Kind? {
        guard textFields.contains(element.simpleTag), let types = element.attribute("android:inputType") else { return nil }
        let parts = Set(types.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
        if !parts.isDisjoint(with: passwordTypes) { return .password }
        if !parts.isDisjoint(with: emailTypes) { return .email }
        return nil
    }
}
