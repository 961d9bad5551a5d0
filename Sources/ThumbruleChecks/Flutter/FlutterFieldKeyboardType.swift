import ThumbruleCore
import ThumbruleFrontEnds

/// An email, phone or web address field with no `keyboardType`: a `TextField`,
/// `TextFormField` or `CupertinoTextField` whose `autofillHints`, label, hint or controller
/// name says what it holds, left on the default text keyboard (no `@` on the first screen of
/// keys, letters where digits are wanted). A field that never opens a keyboard (read-only,
/// disabled, or unable to take focus: a display of the value with a clear button) is left alone.
/// So is a field whose words name a part of a message (`emailSubject`, `emailBody`): the
/// subject or body of an email is free text.
///
/// Known false negatives: fields whose words say nothing (`l10n.field1`), one-time codes
/// (often letters as well as digits), and numeric fields named for their quantity (amount,
/// weight), which are too varied to read safely.
struct FlutterFieldKeyboardType: FlutterCheck {
    package static let description = CheckDescription(
        id: "form-input.flutter-keyboard-type",
        ruleId: "form-input",
        summary: "A Flutter email, phone or web address field on the default text keyboard",
        triggering: [
            CheckExample(files: [FlutterExample.dart("contact", """
            import 'package:flutter/material.dart';

            Widget contactFields(TextEditingController emailController) => Column(children: [
                  ↓TextField(controller: emailController, autofillHints: const [AutofillHints.email]),
                  ↓TextFormField(decoration: const InputDecoration(labelText: 'Phone number')),
                  ↓TextField(autofillHints: const [AutofillHints.url], decoration: const InputDecoration(hintText: 'Website')),
                ]);
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("contact", """
            import 'package:flutter/material.dart';

            Widget contactFields(TextEditingController emailController, TextInputType type) => Column(children: [
                  TextField(controller: emailController, keyboardType: TextInputType.emailAddress),
                  TextFormField(decoration: const InputDecoration(labelText: 'Phone number'), keyboardType: type),
                  TextField(obscureText: true, decoration: const InputDecoration(labelText: 'Password')),
                  TextField(decoration: const InputDecoration(labelText: 'Name')),
                  TextFormField(canRequestFocus: false, decoration: InputDecoration(hintText: 'Email')),
                  TextField(readOnly: true, decoration: const InputDecoration(labelText: 'Phone number')),
                  TextField(autofillHints: const [AutofillHints.oneTimeCode], decoration: const InputDecoration(labelText: 'Code')),
                  TextField(autofillHints: const [AutofillHints.username, AutofillHints.email], decoration: const InputDecoration(labelText: 'Username')),
                  TextField(autofillHints: const [AutofillHints.email], decoration: const InputDecoration(labelText: 'Username')),
                ]);
            """)]),
            // linshare-flutter: the subject line of an email the app sends, named "email subject"
            // in its hint and controller, takes free text.
            CheckExample(files: [FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            Widget messageFields(TextEditingController emailSubjectController, TextEditingController emailBodyController) => Column(children: [
                  TextField(controller: emailSubjectController, decoration: const InputDecoration(hintText: 'Email subject')),
                  TextField(controller: emailBodyController, maxLines: 5),
                ]);
            """)]),
        ]
    )

    /// What a field holds, by its autofill hint or its words, and the keyboard it wants.
    static let hints: [String: (kind: String, keyboard: String)] = [
        "email": ("email", "TextInputType.emailAddress"),
        "telephoneNumber": ("phone number", "TextInputType.phone"),
        "telephoneNumberNational": ("phone number", "TextInputType.phone"),
        "url": ("web address", "TextInputType.url"),
    ]

    /// What the default keyboard costs for each kind of content.
    static let cost: [String: String] = [
        "email": "no @ on the first screen of keys", "phone number": "letters where digits are wanted", "web address": "no / or .com keys",
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: FlutterCredentialFieldWithoutAutofill.fields) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty, call.argument("keyboardType") == nil, call.argument("obscureText") == nil, !Self.opensNoKeyboard(call),
                  let found = Self.content(of: index, in: dart), !Self.namesMessagePart(of: call, in: dart) else { continue }
            output.report(
                "This \(found.kind) field opens the default text keyboard, so every entry costs extra taps (\(Self.cost[found.kind] ?? "the wrong keys")). Add keyboardType: \(found.keyboard).",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// A field that shows a value and never takes typing: `readOnly: true`, `enabled: false`
    /// or `canRequestFocus: false` keep the keyboard closed, whatever its type.
    static func opensNoKeyboard(_ call: DartCall) -> Bool {
        FlutterCode.isTrue(call.argument("readOnly")) || call.argument("enabled")?.value == .boolean(false)
            || call.argument("canRequestFocus")?.value == .boolean(false)
    }

    /// What the field holds: its first autofill hint, then its label, hint and controller words.
    /// Only the first hint counts: `[AutofillHints.username, AutofillHints.email]` is a username
    /// field that also takes an email, and a username needs no email keyboard. Words that name
    /// another kind (a field labelled "Username" hinted as email) leave the field alone.
    static func content(of index: Int, in file: DartFile) -> (kind: String, keyboard: String)? {
        let call = file.calls[index]
        let texts = words(of: call, in: file)
        if let hints = call.argument("autofillHints") {
            guard let first = firstHint(hints, in: file), let found = Self.hints[first] else { return nil }
            if let named = FlutterCredentialFieldWithoutAutofill.kind(of: texts)?.kind, named != found.kind { return nil }
            return found
        }
        switch FlutterCredentialFieldWithoutAutofill.kind(of: texts)?.kind {
        case "email"?: return ("email", "TextInputType.emailAddress")
        case "phone number"?: return ("phone number", "TextInputType.phone")
        default: return nil
        }
    }

    /// The first hint of an `autofillHints` list: the name after its first `AutofillHints.`, or
    /// the first string.
    static func firstHint(_ hints: DartArgument, in file: DartFile) -> String? {
        for token in hints.tokenRange {
            switch file.source.kind(at: token) {
            case .identifier where !["AutofillHints", "const"].contains(file.source.text(at: token)):
                return file.source.text(at: token)
            case .stringOpen:
                return file.source.stringLiteral(at: token)
            default: continue
            }
        }
        return nil
    }

    /// Words that name a part of a message written in free text, not an address.
    static let messageParts: Set<String> = ["subject", "body", "message"]

    /// Whether the field's words say it holds a message's subject or body rather than an address:
    /// linshare-flutter's upload-request form names its subject line `email_subject` (hint and
    /// controller), and an "email" there is the message, typed on the text keyboard. Identifiers
    /// in the label and hint (`l10n.emailSubject`) count as well as their wording.
    static func namesMessagePart(of call: DartCall, in file: DartFile) -> Bool {
        var texts = words(of: call, in: file)
        if let decoration = FlutterCode.call(in: call.argument("decoration")) {
            for label in ["labelText", "hintText", "label"] {
                guard let argument = file.calls[decoration].argument(label) else { continue }
                texts += argument.tokenRange.filter { file.source.kind(at: $0) == .identifier }.map { file.source.text(at: $0) }
            }
        }
        return texts.contains { !messageParts.isDisjoint(with: NameWords.split($0)) }
    }

    /// The field's label, hint, placeholder and controller words.
    static func words(of call: DartCall, in file: DartFile) -> [String] {
        var texts: [String] = []
        if let decoration = FlutterCode.call(in: call.argument("decoration")) {
            for label in ["labelText", "hintText", "label"] {
                if let text = FlutterCode.wording(of: file.calls[decoration].argument(label), in: file) { texts.append(text) }
            }
        }
        for label in ["placeholder", "controller"] {
            if let text = FlutterCode.wording(of: call.argument(label), in: file) { texts.append(text) }
        }
        return texts
    }
}
