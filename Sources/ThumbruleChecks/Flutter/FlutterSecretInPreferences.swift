import ThumbruleCore
import ThumbruleFrontEnds

/// A credential (a token, password, secret or API key, read from the key or the value's name
/// with `CredentialNames`) written to shared_preferences (`setString`) or a Hive box (`put`):
/// both are plain files in the app's data folder. flutter_secure_storage keeps them in the
/// Keychain and an Android Keystore-backed store instead. A write of nothing (`''`, `null`, or a
/// map literal of such placeholders, `{'mid': -1, 'value': ''}` on sign-out) clears the key: it
/// stores no credential. A value named only for a token, put in a box named for tokens that
/// are no credential (`splTokensBox.put(token.mintAddress, token)`: a wallet's currencies), is
/// one of those.
///
/// Known false positives: a Hive box opened with an `encryptionCipher`, which the check
/// honours only when the same file names `HiveAesCipher`.
struct FlutterSecretInPreferences: FlutterCheck {
    package static let description = CheckDescription(
        id: "off-cache-policy.flutter-secret-in-preferences",
        ruleId: "off-cache-policy",
        summary: "A Flutter app writes a credential to shared_preferences or Hive",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences", "hive"]), FlutterExample.dart("session", """
            import 'package:hive/hive.dart';
            import 'package:shared_preferences/shared_preferences.dart';

            class SessionStore {
              Future<void> save(String accessToken, String password) async {
                final prefs = await SharedPreferences.getInstance();
                await prefs.↓setString('access_token', accessToken);
                final box = Hive.box('auth');
                await box.↓put('password', password);
              }
            }
            """)]),
            // A token put in a box named for a wallet's coins, whose own name says it signs in.
            CheckExample(files: [FlutterExample.pubspec(["hive"]), FlutterExample.dart("accounts", """
            import 'package:hive/hive.dart';

            class Accounts {
              final Box<String> sessionTokensBox;
              final Box<String> splTokensBox;

              Accounts(this.sessionTokensBox, this.splTokensBox);

              Future<void> remember(String userId, String token, String accessToken) async {
                await sessionTokensBox.↓put(userId, token);
                await splTokensBox.↓put(userId, accessToken);
              }
            }
            """)]),
            // The same session service once the app signs in and refreshes through it.
            CheckExample(files: [FlutterExample.pubspec(["hive", "google_sign_in"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'session.dart';

            void main() {
              final session = SessionService();
              final google = GoogleLogin();
              final remote = RemoteAccount();
              session.isSignedIn();
              session.signIn('a@b.c', 'secret');
              session.refreshToken();
              google.signIn();
              remote.renew(refreshToken: 'r');
              runApp(const SizedBox());
            }
            """), FlutterExample.dart("session", """
            import 'package:hive/hive.dart';
            import 'package:google_sign_in/google_sign_in.dart';

            class SessionService {
              final Box _box = Hive.box('session');

              Future<bool> isSignedIn() async => _box.containsKey('user');

              Future<void> signIn(String email, String password) async {
                await _storeTokens(email, password);
              }

              Future<String?> refreshToken() async {
                final refreshToken = _box.get('refresh');
                await _box.↓put('refresh_token', refreshToken);
                return refreshToken;
              }

              Future<void> _storeTokens(String accessToken, String refreshToken) async {
                await _box.↓put('access_token', accessToken);
              }
            }

            class GoogleLogin {
              late final GoogleSignIn _google;

              GoogleLogin() {
                _google = GoogleSignIn();
              }

              Future<void> signIn() async {
                await _google.signIn();
              }
            }

            class RemoteAccount {
              Future<void> refreshToken() async {}

              Future<void> renew({required String refreshToken}) async {
                await this.refreshToken();
                print(refreshToken);
              }
            }
            """)]),
        ],
        nonTriggering: [
            // futuristic-flutter's AuthService: the app builds the service and asks it one thing,
            // while signIn and refreshToken are only spelled by other classes' calls (a Google
            // sign-in field, a remote account's own method, a named argument, a local), so the
            // token writes in them and in the helper only signIn calls never run.
            CheckExample(files: [FlutterExample.pubspec(["hive", "google_sign_in"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'session.dart';

            void main() {
              final session = SessionService();
              final google = GoogleLogin();
              final remote = RemoteAccount();
              session.isSignedIn();
              google.signIn();
              remote.renew(refreshToken: 'r');
              runApp(const SizedBox());
            }
            """), FlutterExample.dart("session", """
            import 'package:hive/hive.dart';
            import 'package:google_sign_in/google_sign_in.dart';

            class SessionService {
              final Box _box = Hive.box('session');

              Future<bool> isSignedIn() async => _box.containsKey('user');

              Future<void> signIn(String email, String password) async {
                await _storeTokens(email, password);
              }

              Future<String?> refreshToken() async {
                final refreshToken = _box.get('refresh');
                await _box.put('refresh_token', refreshToken);
                return refreshToken;
              }

              Future<void> _storeTokens(String accessToken, String refreshToken) async {
                await _box.put('access_token', accessToken);
              }
            }

            class GoogleLogin {
              late final GoogleSignIn _google;

              GoogleLogin() {
                _google = GoogleSignIn();
              }

              Future<void> signIn() async {
                await _google.signIn();
              }
            }

            class RemoteAccount {
              Future<void> refreshToken() async {}

              Future<void> renew({required String refreshToken}) async {
                await this.refreshToken();
                print(refreshToken);
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences", "flutter_secure_storage"]), FlutterExample.dart("session", """
            import 'package:flutter_secure_storage/flutter_secure_storage.dart';
            import 'package:shared_preferences/shared_preferences.dart';

            class SessionStore {
              final _secure = const FlutterSecureStorage();

              Future<void> save(String accessToken, String deviceToken, String token) async {
                await _secure.write(key: 'access_token', value: accessToken);
                final prefs = await SharedPreferences.getInstance();
                await prefs.setString('push_device_token', deviceToken);
                await prefs.setString('firebase_token', token);
                await prefs.setBool('has_password', true);
                await prefs.setString('theme', 'dark');
              }

              // Sealed with a key the secure store keeps: unreadable without it.
              Future<void> keepSealed(String encryptedToken) async {
                final prefs = await SharedPreferences.getInstance();
                await prefs.setString('encrypted_token', encryptedToken);
              }
            }
            """)]),
            // cake-wallet's Solana and Tron wallets: a box of the wallet's coins (SPL and TRC20
            // tokens) keyed by their addresses holds no credential.
            CheckExample(files: [FlutterExample.pubspec(["hive"]), FlutterExample.dart("coins", """
            import 'package:hive/hive.dart';

            class CoinShelf {
              final Box<MintedCoin> splTokensBox;
              final Box<ContractCoin> evmChainErc20TokensBox;

              CoinShelf(this.splTokensBox, this.evmChainErc20TokensBox);

              void seed(List<MintedCoin> defaults) {
                for (var token in defaults) {
                  splTokensBox.put(token.mintAddress, token);
                }
              }

              Future<void> add(ContractCoin newToken) async {
                await evmChainErc20TokensBox.put(newToken.contractAddress, newToken);
              }
            }
            """)]),
            // Signing out blanks the stored key: nothing secret is written.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences", "hive"]), FlutterExample.dart("logout", """
            import 'package:hive/hive.dart';
            import 'package:shared_preferences/shared_preferences.dart';

            class Logout {
              Future<void> signOut() async {
                final localCache = Hive.box('localCache');
                localCache.put(LocalCacheKey.accessKey, {'mid': -1, 'value': ''});
                final prefs = await SharedPreferences.getInstance();
                await prefs.setString('access_token', '');
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles {
            let dart = file.file
            let prefs = file.imports(package: "shared_preferences")
            let hive = (file.imports(package: "hive") || file.imports(package: "hive_flutter") || file.imports(package: "hive_ce")) && !dart.names(["HiveAesCipher"])
            guard prefs || hive else { continue }
            for index in dart.calls.indices {
                let call = dart.calls[index]
                let store: String
                if prefs, call.name == "setString", !call.receiver.isEmpty, call.positionalArguments.count == 2 {
                    store = "shared_preferences"
                } else if hive, call.name == "put", !call.receiver.isEmpty, call.positionalArguments.count == 2 {
                    store = "a Hive box"
                } else {
                    continue
                }
                guard !Self.writesNothing(call.positionalArguments[1], in: dart) else { continue }
                let secret: String
                if let key = Self.credential(call.positionalArguments[0], in: dart) {
                    secret = key
                } else if let value = Self.credential(call.positionalArguments[1], in: dart),
                          !Self.holdsLookAlikes(call) && !Self.keyNamesLookAlike(call.positionalArguments[0]) || Self.namesSignIn(call.positionalArguments[1]) {
                    secret = value
                } else {
                    continue
                }
                output.report(
                    "This writes a \(secret) to \(store), a plain file in the app's data folder that device backups copy and a rooted or compromised device can read. Keep credentials in flutter_secure_storage (Keychain on iOS, Keystore-backed on Android) and store at most a non-secret flag here.",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// Whether the value written holds nothing: `''`, `null`, or a map literal (`{'mid': -1,
    /// 'value': ''}`) whose values are all numbers, booleans, `null` or empty strings and which
    /// names no variable.
    static func writesNothing(_ argument: DartArgument, in file: DartFile) -> Bool {
        switch argument.value {
        case .string(let text): return text.isEmpty
        case .null: return true
        case .other: break
        default: return false
        }
        let source = file.source
        let range = argument.tokenRange
        guard let open = range.first, source.kind(at: open) == .leftBrace, source.partner(of: open) == range.upperBound - 1 else { return false }
        var index = open + 1
        while index < range.upperBound - 1 {
            switch source.tokens[index].kind {
            case .stringOpen:
                guard let close = source.partner(of: index), let text = source.stringLiteral(at: index) else { return false }
                // A key (followed by `:`) may say anything; a value must be empty.
                if source.kind(at: close + 1) != .colon, !text.isEmpty { return false }
                index = close + 1
                continue
            case .identifier:
                guard ["null", "true", "false"].contains(source.text(at: index)) else { return false }
            case .integer, .decimal, .colon, .comma, .operator:
                break
            default:
                return false
            }
            index += 1
        }
        return true
    }

    /// Whether the store is named for tokens that sign nobody in (`splTokensBox`,
    /// `tronTokensBox`: a wallet's currencies, `fcmTokensBox`): a value it holds called only
    /// `token` is one of those, not a credential.
    static func holdsLookAlikes(_ call: DartCall) -> Bool {
        guard var words = call.receiverName.map(NameWords.split), words.last == "box" else { return false }
        words.removeLast()
        return CredentialNames.match(words.joined(separator: "_")) == .lookAlike
    }

    /// Whether a value's name says it signs someone in (`accessToken`, `sessionToken`).
    static func namesSignIn(_ argument: DartArgument) -> Bool {
        guard case .reference(let names) = argument.value, let name = names.last else { return true }
        return CredentialNames.namesSignIn(name)
    }

    /// Whether the key is a string or name of a look-alike token (`'fcm_token'`, `firebaseTokenKey`).
    static func keyNamesLookAlike(_ argument: DartArgument) -> Bool {
        switch argument.value {
        case .string(let text): return CredentialNames.keyNamesLookAlike(text)
        case .reference(let names): return names.last.map(CredentialNames.keyNamesLookAlike) ?? false
        default: return false
        }
    }

    /// The credential an argument names: a string key (`'access_token'`) or a variable (`accessToken`).
    static func credential(_ argument: DartArgument, in file: DartFile) -> String? {
        let name: String
        switch argument.value {
        case .string(let text): name = text
        case .reference(let names): name = names.last ?? ""
        default: return nil
        }
        if case .credential(let what) = CredentialNames.match(name) { return what }
        return nil
    }
}
