import ThumbruleCore
import ThumbruleFrontEnds

/// A credential field with no content type: a `TextInput` with `secureTextEntry` (a password)
/// or `keyboardType="email-address"` that sets neither `autoComplete` nor `textContentType`,
/// or turns them off (`autoComplete="off"`, `textContentType="none"`). Without one, iOS
/// Password AutoFill and Android's autofill services may not offer to fill or save the
/// credential, and people type passwords by hand or pick weaker ones.
///
/// Only React Native's `TextInput` (and `Animated.TextInput`) is read; a design system's field
/// component is a false negative, and a `{...props}` spread may set the props, so such fields
/// are left alone, as are read-only fields (`editable={false}`) that only show a secret.
struct ReactNativeFieldWithoutAutofill: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "form-autofill.rn-field-without-content-type",
        ruleId: "form-autofill",
        summary: "A React Native password or email field with no autoComplete or textContentType",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/SignIn.tsx", """
                import { TextInput } from 'react-native';

                export const SignIn = ({ email, password, setEmail, setPassword }) => (
                  <>
                    ↓<TextInput value={email} onChangeText={setEmail} keyboardType="email-address" placeholder="Email" />
                    ↓<TextInput value={password} onChangeText={setPassword} secureTextEntry placeholder="Password" />
                    ↓<TextInput value={password} secureTextEntry={true} autoComplete="off" />
                  </>
                );
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/SignIn.tsx", """
                import { TextInput } from 'react-native';

                export const SignIn = ({ email, password, hidden, props }) => (
                  <>
                    <TextInput value={email} keyboardType="email-address" autoComplete="email" textContentType="emailAddress" />
                    <TextInput value={password} secureTextEntry autoComplete="current-password" />
                    <TextInput value={password} secureTextEntry textContentType="password" />
                    <TextInput value={password} secureTextEntry={hidden} />
                    <TextInput value={password} secureTextEntry={false} />
                    <TextInput secureTextEntry {...props} />
                    <TextInput placeholder="Search" />
                    <TextInput value={apiKey} secureTextEntry editable={false} />
                  </>
                );
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "TextInput") {
            let js = file.file
            for element in js.elements where element.simpleName == "TextInput" && (!element.name.contains(".") || element.name.hasPrefix("Animated.")) && !element.hasSpread {
                if let editable = element.attribute("editable")?.expression, js.value(of: editable) == .bool(false) { continue }
                let field: String
                if let secure = element.attribute("secureTextEntry"), Self.isTrue(secure, in: js) {
                    field = "password"
                } else if case .string("email-address")? = element.attribute("keyboardType")?.value {
                    field = "email"
                } else {
                    continue
                }
                let autoComplete = Self.string(element.attribute("autoComplete"), in: js)
                let contentType = Self.string(element.attribute("textContentType"), in: js)
                let declared = element.attribute("autoComplete") != nil || element.attribute("textContentType") != nil
                let turnedOff = autoComplete == "off" || contentType == "none"
                guard !declared || turnedOff else { continue }
                output.report(
                    "This \(field) field \(turnedOff ? "turns autofill off" : "sets no autoComplete or textContentType"), so Password AutoFill and Android's autofill may not offer to fill or save it and people type it by hand. Set autoComplete (\(field == "password" ? "\"current-password\", or \"new-password\" on sign-up" : "\"email\"")) and the matching textContentType.",
                    at: file.position(element.position))
            }
        }
    }

    /// `secureTextEntry` or `secureTextEntry={true}`.
    static func isTrue(_ attribute: JSXAttribute, in file: JSFile) -> Bool {
        switch attribute.value {
        case .none: return true
        case .expression(let range): return file.value(of: range) == .bool(true)
        case .string: return false
        }
    }

    /// An attribute's literal string value (`"off"` or `{'off'}`).
    static func string(_ attribute: JSXAttribute?, in file: JSFile) -> String? {
        switch attribute?.value {
        case .string(let text)?: return text
        case .expression(let range)?:
            if case .string(let text) = file.value(of: range) { return text }
            return nil
        default: return nil
        }
    }
}
