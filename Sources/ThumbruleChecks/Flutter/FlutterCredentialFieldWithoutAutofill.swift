import ThumbruleCore
import ThumbruleFrontEnds

/// A sign-in field with no `autofillHints`: a `TextField`, `TextFormField` or
/// `CupertinoTextField` that hides its text (`obscureText: true`, or a flag when the flag,
/// the controller or the enclosing widget is named for a password), or whose
/// label, hint, controller or keyboard type says email, username, phone or one-time code
/// (`TextInputType.visiblePassword` is not read: it is often used only to turn suggestions off).
/// Without hints the password manager cannot fill it or offer to save what is typed.
///
/// Not reported: another person's address or name (an invitation, a search filter by author,
/// `isSomeoneElses`), an app-lock PIN (a number keyboard limited to 8 characters) and a
/// recovery passphrase or key (`isDeviceSecret`), which no login entry fills.
/// Known false negatives: labels from a translation lookup whose key says nothing
/// (`l10n.field1`); a numeric password limited to 8 characters. Known false positives: a PIN
/// on a text keyboard or with no length limit, which no password manager holds.
struct FlutterCredentialFieldWithoutAutofill: FlutterCheck {
    package static let description = CheckDescription(
        id: "form-autofill.flutter-credential-field",
        ruleId: "form-autofill",
        summary: "A Flutter password, email or username field with no autofillHints",
        optIn: "Judged true in 14 of 26 findings on apps nobody tuned it on: many such fields take a PIN, a code or a vault key that a password manager should not fill.",
        triggering: [
            CheckExample(files: [FlutterExample.dart("login", """
            import 'package:flutter/material.dart';

            class LoginForm extends StatelessWidget {
              const LoginForm({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  ↓TextFormField(controller: _emailController, decoration: const InputDecoration(labelText: 'Email')),
                  ↓TextField(obscureText: _hidden, decoration: InputDecoration(hintText: context.l10n.password)),
                  ↓TextField(keyboardType: TextInputType.phone),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("login", """
            import 'package:flutter/material.dart';

            class LoginForm extends StatelessWidget {
              const LoginForm({super.key});

              @override
              Widget build(BuildContext context) {
                return AutofillGroup(child: Column(children: [
                  TextFormField(decoration: const InputDecoration(labelText: 'Email'), autofillHints: const [AutofillHints.email]),
                  TextField(obscureText: true, autofillHints: const [AutofillHints.password]),
                  TextField(obscureText: false, decoration: const InputDecoration(labelText: 'Search')),
                  TextField(decoration: const InputDecoration(labelText: 'Display name')),
                  TextFormField(controller: _pinController, obscureText: widget.obscure),
                ]));
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("lock", """
            import 'package:flutter/material.dart';
            import 'package:flutter/services.dart';

            class LockScreen extends StatelessWidget {
              const LockScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  TextField(
                    controller: _textEditingController,
                    keyboardType: TextInputType.number,
                    obscureText: true,
                    inputFormatters: [LengthLimitingTextInputFormatter(6)],
                  ),
                  TextField(keyboardType: TextInputType.number, obscureText: true, maxLength: 4),
                  TextField(
                    controller: textEditingController,
                    obscureText: true,
                    decoration: InputDecoration(hintText: L10n.of(context).passphraseOrKey),
                  ),
                  TextField(obscureText: true, decoration: const InputDecoration(labelText: 'Recovery key')),
                ]);
              }
            }
            """)]),
            // Another person's address, and an address shown but not typed.
            CheckExample(files: [FlutterExample.dart("invite", """
            import 'package:flutter/material.dart';

            class InviteMembersPage extends StatelessWidget {
              const InviteMembersPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  TextField(controller: _emailController, keyboardType: TextInputType.emailAddress),
                  TextField(controller: _accountEmail, keyboardType: TextInputType.emailAddress, canRequestFocus: false),
                ]);
              }
            }
            """)]),
            // A search filter that takes any author's name.
            CheckExample(files: [FlutterExample.dart("posted_by_filter_chip", """
            import 'package:flutter/material.dart';

            class PostedByFilterChip extends StatelessWidget {
              const PostedByFilterChip({super.key, required this.controller});
              final TextEditingController controller;

              @override
              Widget build(BuildContext context) =>
                  TextField(controller: controller, autocorrect: false, decoration: const InputDecoration(hintText: 'Username'));
            }
            """)]),
        ]
    )

    static let fields: Set<String> = ["TextField", "TextFormField", "CupertinoTextField", "CupertinoTextFormFieldRow"]

    /// Words in a field's label, hint or controller name, and what the field then holds.
    static let kinds: [(words: [String], kind: String, hint: String)] = [
        (["password", "passwort", "passcode", "contraseña", "mot de passe"], "password", "AutofillHints.password"),
        (["email", "e-mail", "mail"], "email", "AutofillHints.email"),
        (["username", "user name", "login"], "username", "AutofillHints.username"),
        (["phone", "telephone", "mobile number"], "phone number", "AutofillHints.telephoneNumber"),
        (["otp", "one-time", "one time", "verification code", "sms code"], "one-time code", "AutofillHints.oneTimeCode"),
    ]

    static let keyboardKinds: [String: (kind: String, hint: String)] = [
        "emailAddress": ("email", "AutofillHints.email"),
        "phone": ("phone number", "AutofillHints.telephoneNumber"),
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: Self.fields) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty, call.argument("autofillHints") == nil else { continue }
            var found: (kind: String, hint: String)?
            // `obscureText: true` is a password; a flag (`obscureText: _hide`) hides a password
            // only when a name around it says so: PINs and pairing codes are hidden too.
            if let obscure = call.argument("obscureText"), obscure.value != .boolean(false) {
                var names = [FlutterCode.wording(of: obscure, in: dart), FlutterCode.wording(of: call.argument("controller"), in: dart)].compactMap { $0 }
                if let owner = call.enclosingClass, let name = dart.classes[owner].name { names.append(name) }
                if obscure.value == .boolean(true) || Self.kind(of: names)?.kind == "password" {
                    found = ("password", "AutofillHints.password")
                }
            }
            if found == nil, case .reference(let names)? = call.argument("keyboardType")?.value, names.first == "TextInputType", let last = names.last {
                found = Self.keyboardKinds[last]
            }
            if found == nil {
                var texts: [String] = []
                if let decoration = FlutterCode.call(in: call.argument("decoration")) {
                    for label in ["labelText", "hintText", "label"] {
                        if let text = FlutterCode.wording(of: dart.calls[decoration].argument(label), in: dart) { texts.append(text) }
                    }
                }
                for label in ["placeholder", "controller"] {
                    if let text = FlutterCode.wording(of: call.argument(label), in: dart) { texts.append(text) }
                }
                found = Self.kind(of: texts)
            }
            guard let found, found.kind != "password" || !Self.isDeviceSecret(index, in: dart),
                  !Self.takesNoTyping(call), found.kind == "password" || !Self.isSomeoneElses(index, in: dart) else { continue }
            let newPassword = found.kind == "password" ? " (AutofillHints.newPassword on a sign-up or change form)" : ""
            let group = dart.ancestors(of: index).contains { dart.calls[$0].name == "AutofillGroup" } ? "" : ", and wrap the form's fields in one AutofillGroup so they are filled together"
            let loss = found.kind == "password" || found.kind == "username"
                ? "the password manager can neither fill it nor offer to save what is typed"
                : "the keyboard cannot offer the user's saved \(found.kind)\(found.kind == "one-time code" ? " from the message that brought it" : "")"
            output.report(
                "This \(found.kind) field has no autofillHints, so \(loss). Add autofillHints: const [\(found.hint)]\(newPassword)\(group).",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// A field nobody types into: `readOnly: true`, `enabled: false`, `canRequestFocus: false`.
    static func takesNoTyping(_ call: DartCall) -> Bool {
        call.argument("readOnly")?.value == .boolean(true) || call.argument("enabled")?.value == .boolean(false)
            || call.argument("canRequestFocus")?.value == .boolean(false)
    }

    /// Words of a screen or field about another person's address or name: an invitation, a
    /// contact, a family member, a search or filter by author. The keyboard's saved email or
    /// login is the user's own, the wrong suggestion there.
    static let otherPersonWords: Set<String> = ["invite", "invitation", "member", "members", "contact", "contacts", "friend", "recipient", "referral", "guest", "trusted", "legacy", "author", "search", "filter", "posted"]

    /// True when the class around the field, its controller or its label names another person.
    static func isSomeoneElses(_ index: Int, in dart: DartFile) -> Bool {
        let call = dart.calls[index]
        var texts = [FlutterCode.wording(of: call.argument("controller"), in: dart)].compactMap { $0 }
        if let decoration = FlutterCode.call(in: call.argument("decoration")) {
            texts += ["labelText", "hintText"].compactMap { FlutterCode.wording(of: dart.calls[decoration].argument($0), in: dart) }
        }
        if let owner = call.enclosingClass, let name = dart.classes[owner].name { texts.append(name) }
        return texts.contains { !otherPersonWords.isDisjoint(with: NameWords.split($0)) }
    }

    /// Words in a field's label, hint or controller that say it holds an encryption recovery
    /// secret (a Matrix SSSS passphrase, a backup key), not the account's password.
    static let recoveryWords: Set<String> = ["recovery", "passphrase", "ssss", "mnemonic", "seed"]
    static let recoveryPhrases = ["security key", "backup key", "secret key", "encryption key"]

    /// A hidden field that holds no account password: an app-lock PIN (a number keyboard and
    /// at most 8 characters, by `maxLength` or `LengthLimitingTextInputFormatter`), checked on
    /// the device, or a recovery passphrase or key. A password manager's login entry does
    /// not belong in either, so no hint is wanted.
    static func isDeviceSecret(_ index: Int, in dart: DartFile) -> Bool {
        let call = dart.calls[index]
        let keyboard: String? = switch call.argument("keyboardType")?.value {
        case .reference(let names)? where names.first == "TextInputType": names.last
        case .call(let keyboardCall)?: dart.calls[keyboardCall].name
        default: nil
        }
        if keyboard == "number" || keyboard == "numberWithOptions" {
            var limits = [FlutterCode.number(call.argument("maxLength"))]
            for formatter in dart.children(of: index, label: "inputFormatters") where dart.calls[formatter].name == "LengthLimitingTextInputFormatter" {
                limits.append(dart.calls[formatter].positionalArguments.first?.value.number)
            }
            if limits.contains(where: { ($0 ?? .infinity) <= 8 }) { return true }
        }
        var arguments = [call.argument("controller"), call.argument("placeholder")]
        if let decoration = FlutterCode.call(in: call.argument("decoration")) {
            arguments += ["labelText", "hintText", "label"].map { dart.calls[decoration].argument($0) }
        }
        return arguments.compactMap { $0 }.contains { argument in
            let words = NameWords.split(dart.text(of: argument.tokenRange))
            let spaced = words.joined(separator: " ")
            return words.contains(where: recoveryWords.contains) || recoveryPhrases.contains(where: spaced.contains)
        }
    }

    /// The credential kind a field's words name, reading camel case and snake case as words.
    static func kind(of texts: [String]) -> (kind: String, hint: String)? {
        for text in texts {
            let spaced = NameWords.split(text).joined(separator: " ").lowercased()
            let words = Set(spaced.split(separator: " ").map(String.init))
            if words.contains(where: { ["confirm", "repeat", "search", "new"].contains($0) }) && !words.contains("password") { continue }
            for entry in kinds where entry.words.contains(where: { $0.contains(" ") ? spaced.contains($0) : words.contains($0) }) {
                return (entry.kind, entry.hint)
            }
        }
        return nil
    }
}
