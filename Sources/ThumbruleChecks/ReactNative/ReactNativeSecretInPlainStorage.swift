import ThumbruleCore
import ThumbruleFrontEnds

/// A credential written to plain storage: `AsyncStorage.setItem` / `multiSet`, or an MMKV
/// instance's `set`, with a key or value whose name says token, password, secret or API key
/// (`CredentialNames`: `accessToken`, `'auth.password'`; not `pushToken`, `hasPassword`).
/// AsyncStorage and MMKV without an encryption key are unencrypted files in the app's
/// sandbox: they are copied into device backups and readable on a rooted or jailbroken
/// phone, where the Keychain and Keystore are not.
///
/// An MMKV instance created with an `encryptionKey` is left alone, as are instances the file
/// does not create or import from a file it resolves (a false negative). A key built at run
/// time (`` `${user}-session` ``) is judged by the value's name only.
struct ReactNativeSecretInPlainStorage: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "off-cache-policy.rn-secret-in-plain-storage",
        ruleId: "off-cache-policy",
        summary: "A React Native token or password written to AsyncStorage or unencrypted MMKV",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-async-storage/async-storage", "react-native-mmkv"]),
                ("src/session.ts", """
                import AsyncStorage from '@react-native-async-storage/async-storage';
                import { storage } from './storage';

                export async function saveSession(session) {
                  await AsyncStorage.↓setItem('accessToken', session.accessToken);
                  await AsyncStorage.↓setItem(KEYS.user, session.refreshToken);
                  storage.↓set('auth.password', session.password);
                }
                """),
                ("src/storage.ts", """
                import { MMKV } from 'react-native-mmkv';

                export const storage = new MMKV({ id: 'app' });
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-async-storage/async-storage", "react-native-mmkv"]),
                ("src/session.ts", """
                import AsyncStorage from '@react-native-async-storage/async-storage';
                import * as Keychain from 'react-native-keychain';
                import { MMKV } from 'react-native-mmkv';

                const secure = new MMKV({ id: 'secure', encryptionKey: key });

                export async function saveSession(session, pushToken) {
                  await Keychain.setGenericPassword(session.user, session.accessToken);
                  await AsyncStorage.setItem('pushToken', pushToken);
                  await AsyncStorage.setItem('hasPassword', 'true');
                  await AsyncStorage.setItem('theme', session.theme);
                  secure.set('accessToken', session.accessToken);
                  cache.set('token', session.accessToken);
                }
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            let asyncStorage = Set(js.localNames(importing: "default", from: "@react-native-async-storage/async-storage")
                + js.localNames(importing: "AsyncStorage", from: "react-native")
                + js.localNames(importing: "default", from: "@react-native-community/async-storage"))
            let mmkv = Self.plainMMKVInstances(in: file, model: reactNative)
            guard !asyncStorage.isEmpty || !mmkv.isEmpty else { continue }
            for call in js.calls where call.receiver.count == 1 {
                let store: String
                var pairs: [(key: Range<Int>, value: Range<Int>)] = []
                if asyncStorage.contains(call.receiver[0]), call.name == "setItem", call.arguments.count >= 2 {
                    store = "AsyncStorage"
                    pairs = [(call.arguments[0], call.arguments[1])]
                } else if asyncStorage.contains(call.receiver[0]), call.name == "multiSet", let list = call.arguments.first, case .array(let bracket) = js.value(of: list) {
                    store = "AsyncStorage"
                    for entry in js.elements(ofArrayAt: bracket) {
                        guard case .array(let pair) = js.value(of: entry) else { continue }
                        let parts = js.elements(ofArrayAt: pair)
                        if parts.count == 2 { pairs.append((parts[0], parts[1])) }
                    }
                } else if mmkv.contains(call.receiver[0]), call.name == "set", call.arguments.count == 2 {
                    store = "MMKV without an encryption key"
                    pairs = [(call.arguments[0], call.arguments[1])]
                } else {
                    continue
                }
                guard let name = pairs.lazy.compactMap({ Self.credential(key: $0.key, value: $0.value, in: js) }).first else { continue }
                output.report(
                    "This writes a credential (\(name)) to \(store), an unencrypted file that device backups copy and a rooted or jailbroken phone can read. Keep tokens and passwords in the Keychain/Keystore (react-native-keychain, expo-secure-store or react-native-encrypted-storage).",
                    at: file.position(call.position))
            }
        }
    }

    /// The key or value name that says credential, if either does.
    static func credential(key: Range<Int>, value: Range<Int>, in file: JSFile) -> String? {
        for range in [key, value] {
            let name: String
            switch file.value(of: range) {
            case .string(let text): name = text
            case .reference(let names): name = names.last ?? ""
            default: continue
            }
            if case .credential = CredentialNames.match(name) { return name }
        }
        return nil
    }

    /// Names of MMKV instances created without `encryptionKey`, in the file or in a file it
    /// imports them from by relative path.
    static func plainMMKVInstances(in file: ReactNativeFile, model: ReactNativeModel) -> Set<String> {
        var names = Set(created(in: file.file))
        for module in file.file.imports where module.module.hasPrefix(".") {
            guard let target = model.resolve(module.module, from: file.path), let other = model.file(at: target) else { continue }
            let exported = Set(created(in: other.file))
            for binding in module.bindings where exported.contains(binding.imported) { names.insert(binding.local) }
        }
        return names
    }

    /// `const name = new MMKV(…)` without an encryption key.
    static func created(in file: JSFile) -> [String] {
        guard file.imports("react-native-mmkv") else { return [] }
        let source = file.source
        return file.calls.compactMap { call -> String? in
            guard call.name == "MMKV", source.isWord("new", at: call.nameToken - 1), source.kind(at: call.nameToken - 2) == .assign,
                  source.kind(at: call.nameToken - 3) == .identifier,
                  !source.text(of: call.argumentTokens).contains("encryptionKey") else { return nil }
            return source.text(at: call.nameToken - 3)
        }
    }
}
