import ThumbruleCore
import ThumbruleFrontEnds

/// A `TextInput` whose own content type says what it holds while its keyboard says otherwise:
/// an email field (`autoComplete="email"` or `textContentType="emailAddress"`) with no
/// `keyboardType="email-address"` or that capitalises (`autoCapitalize` defaults to
/// `sentences`), a phone field (`tel`, `telephoneNumber`) without a phone keyboard, and a
/// one-time-code field (`sms-otp`, `one-time-code`, `oneTimeCode`) without a number pad.
/// Each entry then costs extra taps, and a capitalised email address can fail to sign in.
///
/// The keyboard is read from `inputMode` when it is set (React Native lets it win over
/// `keyboardType`: `inputMode="email"` opens the email keyboard), else from `keyboardType`.
/// The field's purpose is read only from those props, never guessed from a placeholder or a
/// variable name, so fields that declare nothing are not reported (a false negative), and a
/// `{...props}` spread may set the keyboard, so such fields are left alone. A secure field
/// (`secureTextEntry`, even when toggled by a variable) or one whose other content type names a
/// password is a password whatever else it says: apps set `textContentType="oneTimeCode"` on a
/// password only to stop iOS offering a strong password, and a number pad would break it.
struct ReactNativeFieldKeyboardMismatch: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "form-input.rn-keyboard-mismatch",
        ruleId: "form-input",
        summary: "A React Native email, phone or code field without the keyboard its content type calls for",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Contact.tsx", """
                import { TextInput } from 'react-native';

                export const Contact = () => (
                  <>
                    ↓<TextInput autoComplete="email" textContentType="emailAddress" />
                    ↓<TextInput autoComplete="email" keyboardType="email-address" />
                    ↓<TextInput textContentType="telephoneNumber" autoComplete="tel" />
                    ↓<TextInput autoComplete="sms-otp" keyboardType="default" />
                  </>
                );
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Contact.tsx", """
                import { TextInput } from 'react-native';

                // The last field takes a phone number or an email address (recosante-rn).
                export const Contact = ({ props, keyboard, hidden }) => (
                  <>
                    <TextInput autoComplete="email" keyboardType="email-address" autoCapitalize="none" />
                    <TextInput textContentType="telephoneNumber" keyboardType="phone-pad" />
                    <TextInput textContentType="oneTimeCode" keyboardType="number-pad" />
                    <TextInput autoComplete="email" {...props} />
                    <TextInput autoComplete="tel" keyboardType={keyboard} />
                    <TextInput placeholder="Email" />
                    <TextInput autoComplete="email" inputMode="email" autoCapitalize="none" />
                    <TextInput autoComplete="tel" inputMode="tel" />
                    <TextInput textContentType="oneTimeCode" inputMode="numeric" />
                    <TextInput secureTextEntry autoComplete="off" textContentType="oneTimeCode" />
                    <TextInput secureTextEntry={hidden} textContentType="oneTimeCode" />
                    <TextInput autoComplete="new-password" textContentType="oneTimeCode" />
                    <TextInput autoComplete="email" autoCapitalize="none" placeholder="Phone or email (optional)" />
                  </>
                );
                """),
            ]),
        ]
    )

    enum Content { case email, phone, code }

    /// The keyboard each `inputMode` opens, by its `keyboardType` name.
    static let inputModeKeyboards = [
        "text": "default", "none": "none", "email": "email-address", "tel": "phone-pad", "numeric": "number-pad",
        "decimal": "decimal-pad", "search": "web-search", "url": "url",
    ]

    /// Keyboards that suit each content.
    static let keyboards: [Content: Set<String>] = [
        .email: ["email-address"],
        .phone: ["phone-pad", "number-pad", "numeric"],
        .code: ["number-pad", "numeric", "decimal-pad", "phone-pad"],
    ]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "TextInput") {
            let js = file.file
            for element in js.elements where element.simpleName == "TextInput" && (!element.name.contains(".") || element.name.hasPrefix("Animated.")) && !element.hasSpread {
                guard let content = Self.content(of: element, in: js) else { continue }
                let mode = element.attribute("inputMode")
                let keyboardAttribute = mode ?? element.attribute("keyboardType")
                let keyboard = mode == nil ? ReactNativeFieldWithoutAutofill.string(keyboardAttribute, in: js)
                    : ReactNativeFieldWithoutAutofill.string(mode, in: js).flatMap { Self.inputModeKeyboards[$0] }
                if keyboardAttribute != nil && keyboard == nil { continue }
                var problems: [String] = []
                var capitalises = false
                if !(keyboard.map { Self.keyboards[content]?.contains($0) == true } ?? false),
                   !(content == .email && keyboard == nil && Self.placeholderNamesPhone(element, in: js)) {
                    problems.append(keyboard.map { "opens the \($0) keyboard" } ?? "opens the default keyboard")
                }
                if content == .email {
                    let capitalize = element.attribute("autoCapitalize")
                    let value = ReactNativeFieldWithoutAutofill.string(capitalize, in: js)
                    if capitalize == nil || value != nil && value != "none" {
                        problems.append("capitalises the first letter")
                        capitalises = true
                    }
                }
                guard !problems.isEmpty else { continue }
                var (what, fix) = Self.wording(content)
                if content == .email {
                    let wrongKeyboard = problems.count > (capitalises ? 1 : 0)
                    fix = [wrongKeyboard ? "keyboardType=\"email-address\"" : nil, capitalises ? "autoCapitalize=\"none\"" : nil]
                        .compactMap { $0 }.joined(separator: " and ")
                }
                output.report(
                    "This \(what) field \(problems.joined(separator: " and ")), so every entry costs extra taps and mistakes. Set \(fix).",
                    at: file.position(element.position))
            }
        }
    }

    /// Words that name a phone number in a placeholder, in the languages apps in the corpus use.
    static let phoneWords = ["phone", "téléphone", "telephone", "telefon", "teléfono", "telefone", "telefono", "mobile", "portable"]

    /// Whether the field's literal placeholder says it also takes a phone number ("phone or email"):
    /// the default keyboard keeps digits at hand for such a field, so it is a fair choice.
    static func placeholderNamesPhone(_ element: JSXElement, in file: JSFile) -> Bool {
        guard let text = ReactNativeFieldWithoutAutofill.string(element.attribute("placeholder"), in: file)?.lowercased() else { return false }
        return phoneWords.contains { text.contains($0) }
    }

    static func wording(_ content: Content) -> (String, String) {
        switch content {
        case .email: return ("email", "keyboardType=\"email-address\" and autoCapitalize=\"none\"")
        case .phone: return ("phone number", "keyboardType=\"phone-pad\"")
        case .code: return ("one-time code", "keyboardType=\"number-pad\"")
        }
    }

    /// autoComplete and textContentType values of a password.
    static let passwordContentTypes: Set<String> = ["password", "new-password", "current-password", "newPassword"]

    /// What the field holds, from its `autoComplete` or `textContentType`.
    static func content(of element: JSXElement, in file: JSFile) -> Content? {
        let values = ["autoComplete", "textContentType"].compactMap { ReactNativeFieldWithoutAutofill.string(element.attribute($0), in: file) }
        if values.contains(where: { ["email", "emailAddress"].contains($0) }) { return .email }
        if values.contains(where: { ["tel", "telephoneNumber", "tel-national"].contains($0) }) { return .phone }
        if values.contains(where: { ["sms-otp", "one-time-code", "oneTimeCode"].contains($0) }) {
            let secure = element.attribute("secureTextEntry").map { !$0.isFalse(in: file) } ?? false
            return secure || values.contains(where: passwordContentTypes.contains) ? nil : .code
        }
        return nil
    }
}
