import ThumbruleCore
import ThumbruleFrontEnds

/// A credential field with no content type: a `TextInput` with `secureTextEntry` (a password)
/// or `keyboardType="email-address"` that sets neither `autoComplete` nor `textContentType`,
/// or turns them off (`autoComplete="off"`, `textContentType="none"`). Without one, iOS
/// Password AutoFill and Android's autofill services may not offer to fill or save the
/// credential, and people type passwords by hand or pick weaker ones. A duress password
/// (`duressPassphrase`) is told to turn autofill off instead, since a password manager must
/// never save or fill the secret that wipes the app.
///
/// A field whose own props say it is no account credential is left alone: a password that
/// turns autofill off in a file with no sign-in name field (a local passcode or an encryption
/// password, where the choice is deliberate), and a server address that only borrows the
/// email keyboard (its placeholder, label, name or validation says url, server or host).
///
/// Only React Native's `TextInput` (and `Animated.TextInput`) is read; a design system's field
/// component is a false negative, and a `{...props}` spread may set the props, so such fields
/// are left alone, as are read-only fields (`editable={false}`) that only show a secret and
/// hidden fields whose props name a key to sign with (`nsec`, seed words, a private key).
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
            // A wizard that maps over its steps still asks for the owner's own email in one of them.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/SignUpSteps.tsx", """
                import { TextInput } from 'react-native';

                export const SignUpSteps = ({ steps, email, setEmail }) => steps.map((step) =>
                  step === 'email' ? ↓<TextInput key={step} value={email} onChangeText={setEmail} keyboardType="email-address" /> : null
                );
                """),
            ]),
            // zeus: a duress password is still reported, told to turn autofill off rather than name a content type.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/DuressSetup.tsx", """
                import { TextInput } from 'react-native';

                export const DuressSetup = ({ duressPassphrase, onDuressChange }) => (
                  ↓<TextInput placeholder="********" value={duressPassphrase} onChangeText={onDuressChange} secureTextEntry />
                );
                """),
            ]),
            // A sign-up form's confirmation compared with the email field beside it is still filled.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/SignUp.tsx", """
                import { TextInput } from 'react-native';

                export const SignUp = ({ email, repeat, setEmail, setRepeat }) => {
                  const same = repeat === email;
                  return (
                    <>
                      <TextInput value={email} onChangeText={setEmail} keyboardType="email-address" autoComplete="email" />
                      ↓<TextInput value={repeat} onChangeText={setRepeat} keyboardType="email-address" placeholder="Repeat email" />
                    </>
                  );
                };
                """),
            ]),
        ],
        nonTriggering: [
            // fplgaffer-rn's account deletion: the person types the signed-in account's email to
            // confirm, compared with the session's; autofill would defeat the safeguard.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/DeleteAccount.tsx", """
                import { useState } from 'react';
                import { TextInput } from 'react-native';

                export const DeleteAccount = ({ session }) => {
                  const accountEmail = session?.user.email ?? '';
                  const [entered, setEntered] = useState('');
                  const confirmed = accountEmail.length > 0 && entered.trim().toLowerCase() === accountEmail.toLowerCase();
                  return <TextInput value={entered} onChangeText={setEntered} keyboardType="email-address" placeholder="Your email" />;
                };
                """),
            ]),
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
            // A vault passphrase that deliberately stays out of password managers, and the
            // address of a self-hosted server typed on the email keyboard.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Vault.tsx", """
                import { TextInput } from 'react-native';

                export const Unlock = ({ passphrase, setPassphrase }) => (
                  <TextInput value={passphrase} onChangeText={setPassphrase} secureTextEntry autoComplete="off" />
                );
                export const Rekey = ({ next }) => <TextInput value={next} secureTextEntry textContentType="none" />;
                """),
                ("src/Instance.tsx", """
                import { TextInput } from 'react-native';

                export const Instance = ({ address, setAddress }) => (
                  <TextInput value={address} onChangeText={setAddress} keyboardType="email-address" placeholder="Your server's address" />
                );
                export const Host = ({ form }) => (
                  <Field name="instanceHost" validate={isHostName} render={({ value }) => <TextInput value={value} keyboardType="email-address" />} />
                );
                """),
            ]),
            // A secret key pasted in to sign with (a Nostr nsec, a wallet's seed words): no
            // account's password, and no content type fits it.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/SigningKey.tsx", """
                import { TextInput } from 'react-native';

                export const SigningKey = ({ nsecInput, validateAndSetNsec, mnemonic, setMnemonic }) => (
                  <>
                    <TextInput placeholder="nsec1..." value={nsecInput} onChangeText={validateAndSetNsec} autoCapitalize="none" secureTextEntry />
                    <TextInput value={mnemonic} onChangeText={setMnemonic} secureTextEntry />
                    <TextInput placeholder="Private key" value={key} secureTextEntry />
                  </>
                );
                """),
            ]),
            // edairy-rn: the emails of each next of kin a registration form repeats, one row per person.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/forms/Guests.tsx", """
                import { TextInput, View } from 'react-native';

                export const Guests = ({ guests, hosts, updateGuest }) => {
                  const renderHost = (host: Host, index: number) => (
                    <TextInput key={index} value={host.email} keyboardType="email-address" />
                  );
                  return (
                    <View>
                      {guests.map((guest, index) => (
                        <TextInput key={index} value={guest.email} onChangeText={(v) => updateGuest(index, 'email', v)} keyboardType="email-address" />
                      ))}
                      {hosts.map(renderHost)}
                    </View>
                  );
                };
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "TextInput") {
            let js = file.file
            let fields = js.elements.indices.filter { index in
                let element = js.elements[index]
                return element.simpleName == "TextInput" && (!element.name.contains(".") || element.name.hasPrefix("Animated.")) && !element.hasSpread
            }
            let asksForName = fields.contains { Self.isSignInName($0, in: js) }
            for index in fields {
                let element = js.elements[index]
                if let editable = element.attribute("editable")?.expression, js.value(of: editable) == .bool(false) { continue }
                let field: String
                if let secure = element.attribute("secureTextEntry"), secure.isTrue(in: js) {
                    // A secret key hidden as it is pasted in is no account's password.
                    guard !Self.namesSecretKey(index, in: js) else { continue }
                    field = "password"
                } else if case .string("email-address")? = element.attribute("keyboardType")?.value {
                    // A server address typed on the email keyboard is no email.
                    guard Self.words(naming: index, in: js).isDisjoint(with: Self.addressWords) else { continue }
                    // Typing the account's email to confirm a step (deleting it): no sign-in.
                    guard !Self.confirmsKnownEmail(index, fields: fields, in: js) else { continue }
                    // One person's email among a list the form repeats (next of kin): not the owner's.
                    guard !Self.editsListEntry(index, in: js) else { continue }
                    field = "email"
                } else {
                    continue
                }
                let autoComplete = Self.string(element.attribute("autoComplete"), in: js)
                let contentType = Self.string(element.attribute("textContentType"), in: js)
                let declared = element.attribute("autoComplete") != nil || element.attribute("textContentType") != nil
                let turnedOff = autoComplete == "off" || contentType == "none"
                guard !declared || turnedOff else { continue }
                // Turning autofill off is a deliberate choice unless the same file asks for the
                // account's name: then it is a sign-in form that keeps password managers out.
                if turnedOff && !asksForName { continue }
                if field == "password", !turnedOff, !Self.words(naming: index, in: js).isDisjoint(with: Self.duressWords) {
                    output.report(
                        "This duress password field sets no autoComplete or textContentType, so iOS and Android's autofill may offer to save it as an ordinary password and fill it in at the next unlock, wiping the app by mistake. Turn autofill off explicitly: autoComplete=\"off\" and textContentType=\"none\".",
                        at: file.position(element.position))
                    continue
                }
                output.report(
                    "This \(field) field \(turnedOff ? "turns autofill off" : "sets no autoComplete or textContentType"), so Password AutoFill and Android's autofill may not offer to fill or save it and people type it by hand. Set autoComplete (\(field == "password" ? "\"current-password\", or \"new-password\" on sign-up" : "\"email\"")) and the matching textContentType.",
                    at: file.position(element.position))
            }
        }
    }

    /// Whether an email field's value (`value={typed}`) is compared for equality with an email
    /// the app already holds and no other field of the file fills (`typed.trim() ===
    /// sessionEmail.toLowerCase()`): the person types their own address to confirm a step, as
    /// before deleting an account, and autofill would defeat the safeguard. A sign-up form's
    /// "confirm email" compared with the email field beside it is still a field to fill.
    static func confirmsKnownEmail(_ index: Int, fields: [Int], in js: JSFile) -> Bool {
        let source = js.source
        guard let range = js.elements[index].attribute("value")?.expression, range.count == 1,
              source.kind(at: range.lowerBound) == .identifier else { return false }
        let name = source.text(at: range.lowerBound)
        let fieldValues = Set(fields.compactMap { field -> String? in
            guard let value = js.elements[field].attribute("value")?.expression, value.count == 1 else { return nil }
            return source.text(at: value.lowerBound)
        })
        let equalities: Set<String> = ["===", "==", "!==", "!="]
        let stops: Set<String> = ["&&", "||", "??"]
        func isStop(_ token: Int) -> Bool {
            let kind = source.kind(at: token)
            return kind == nil || [.semicolon, .comma, .colon, .question, .leftBrace, .rightBrace, .assign, .arrow].contains(kind!)
                || kind == .operator && stops.contains(source.text(at: token))
        }
        /// The other operand of a comparison, read outward from the operator, skipping calls and brackets.
        func operand(from start: Int, step: Int) -> [Int] {
            var tokens: [Int] = []
            var cursor = start
            while cursor >= 0, cursor < source.tokens.count, !isStop(cursor) {
                if let partner = source.partner(of: cursor), (partner - cursor).signum() == step {
                    cursor = partner + step
                    continue
                }
                if [.rightParen, .leftParen, .rightBracket, .leftBracket].contains(source.kind(at: cursor)) { break }
                tokens.append(cursor)
                cursor += step
            }
            return tokens
        }
        func namesKnownEmail(_ tokens: [Int]) -> Bool {
            let names = tokens.filter { source.kind(at: $0) == .identifier }
            guard let root = names.min() else { return false }
            return !fieldValues.contains(source.text(at: root))
                && names.contains { splitWords(source.text(at: $0)).contains("email") }
        }
        for token in source.tokens.indices where source.isWord(name, at: token) && source.kind(at: token - 1) != .dot && token != range.lowerBound {
            // Forward over `.trim().toLowerCase()` to the operator.
            var cursor = token + 1
            while true {
                if source.kind(at: cursor) == .dot || source.kind(at: cursor) == .optionalDot, source.kind(at: cursor + 1) == .identifier {
                    cursor += 2
                } else if source.kind(at: cursor) == .leftParen, let close = source.partner(of: cursor) {
                    cursor = close + 1
                } else {
                    break
                }
            }
            if source.kind(at: cursor) == .operator, equalities.contains(source.text(at: cursor)), namesKnownEmail(operand(from: cursor + 1, step: 1)) {
                return true
            }
            if source.kind(at: token - 1) == .operator, equalities.contains(source.text(at: token - 1)), namesKnownEmail(operand(from: token - 2, step: -1)) {
                return true
            }
        }
        return false
    }

    /// Whether an email field edits one entry of a list the form repeats: its `value` reads a
    /// parameter of the function around it, and that function renders each entry of a `.map(…)`,
    /// written inline (`{kins.map((kin, index) => <TextInput value={kin.email} … />)}`) or bound
    /// to a name the map takes (`const renderKin = (kin, index) => …; kins.map(renderKin)`,
    /// edairy-rn's next of kin). Each row is another person's address (next of kin, guests,
    /// team members): autofill can only offer the device owner's own, wrong in every row.
    static func editsListEntry(_ index: Int, in js: JSFile) -> Bool {
        let source = js.source
        let element = js.elements[index]
        guard let value = element.attribute("value")?.expression, let root = value.first,
              source.kind(at: root) == .identifier else { return false }
        let name = source.text(at: root)
        let around = js.functions.filter { $0.body.contains(element.openToken) }.min { $0.body.count < $1.body.count }
        guard let function = around else { return false }
        let parameters: Range<Int> = function.parameters.isEmpty && source.kind(at: function.body.lowerBound - 1) == .arrow
            ? (function.body.lowerBound - 2)..<(function.body.lowerBound - 1) : function.parameters
        // A parameter's own name, not a type annotation's (`kin: Kin`).
        guard parameters.contains(where: { source.isWord(name, at: $0) && source.kind(at: $0 - 1) != .colon }) else { return false }
        let maps = js.calls.filter { $0.name == "map" && !$0.receiver.isEmpty }
        if maps.contains(where: { $0.argumentTokens.contains(parameters.lowerBound) }) { return true }
        guard let bound = function.name else { return false }
        return maps.contains { map in
            map.arguments.first.map { $0.count == 1 && source.isWord(bound, at: $0.lowerBound) } == true
        }
    }

    /// Words that make a hidden field a key to sign with rather than a password: a Nostr `nsec`,
    /// a wallet's seed words (`mnemonic`, `seed`), an extended private key (`xprv`).
    static let secretKeyWords: Set<String> = ["nsec", "mnemonic", "seed", "xprv", "xpriv"]

    /// Whether a hidden field's own props name a key to sign with (`placeholder="nsec1..."`,
    /// `value={mnemonic}`, "Private key"): password managers keep account passwords, and no
    /// content type fits such a key.
    static func namesSecretKey(_ index: Int, in js: JSFile) -> Bool {
        let words = words(naming: index, in: js)
        return !words.isDisjoint(with: secretKeyWords) || words.contains("private") && words.contains("key")
    }

    /// Words that make a hidden field a duress password (`duressPassphrase`, a panic PIN, a decoy
    /// password): the second secret that wipes the app or opens a decoy when typed at the lock
    /// screen. Its fix is autofill turned off, never a content type a password manager fills.
    static let duressWords: Set<String> = ["duress", "panic", "decoy"]

    /// Words that make an email-keyboard field a server address.
    static let addressWords: Set<String> = ["url", "uri", "server", "host", "hostname", "domain", "endpoint", "instance", "http", "https"]
    /// autoComplete and textContentType values of an account's sign-in name.
    static let nameContentTypes: Set<String> = ["email", "username", "emailAddress", "tel", "telephoneNumber", "username-new"]

    /// A field for an account's sign-in name: an email (not a server address) or a user name.
    static func isSignInName(_ index: Int, in js: JSFile) -> Bool {
        let element = js.elements[index]
        if let type = string(element.attribute("autoComplete"), in: js) ?? string(element.attribute("textContentType"), in: js) {
            return nameContentTypes.contains(type)
        }
        guard case .string("email-address")? = element.attribute("keyboardType")?.value else { return false }
        return words(naming: index, in: js).isDisjoint(with: addressWords)
    }

    /// The lowercased words of a field's own props (placeholder, label, value, handlers) and of
    /// the props of the element whose render prop holds it (a form library's field `name` and
    /// validation rules), split at case changes, underscores and punctuation.
    static func words(naming index: Int, in js: JSFile) -> Set<String> {
        let element = js.elements[index]
        var attributes = element.attributes
        if let holder = js.elements.last(where: { $0.openToken < element.openToken && element.openToken < $0.tagEnd }) {
            attributes += holder.attributes.filter { !($0.expression?.contains(element.openToken) ?? false) }
        }
        var words = Set<String>()
        for attribute in attributes {
            switch attribute.value {
            case .string(let text): words.formUnion(splitWords(text))
            case .expression(let range):
                for token in range where [.identifier, .string].contains(js.source.tokens[token].kind) {
                    words.formUnion(splitWords(js.source.stringValue(at: token) ?? js.source.text(at: token)))
                }
            case .none: continue
            }
        }
        return words
    }

    /// `serverURL` → server, url; `CONFIGURE_URL.HINT` → configure, url, hint.
    static func splitWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in text {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower, !current.isEmpty { words.append(current.lowercased()); current = "" }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
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
