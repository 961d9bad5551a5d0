import ThumbruleCore
import ThumbruleFrontEnds

/// A token, password or key written to SharedPreferences (`putString`) or DataStore
/// (`stringPreferencesKey`) in the clear, read from the key's or value's name. Both are plain
/// files in the app's data folder, copied by Auto Backup unless the manifest excludes them
/// (the message says which). Files that encrypt
/// (`EncryptedSharedPreferences`, a `Cipher`, Tink's `Aead`, Bottle Rocket's `SharedPreferenceVault`, the app's own `encrypt` helper,
/// whose plain write is then a fallback) are left alone, and so are
/// preferences handed in from elsewhere when the app builds encrypted ones somewhere: which
/// store a file writes to is then decided in another file. A write of `null` or an empty string
/// clears the secret, and a write of what an `encrypt…` or cipher call returns
/// (`putString(KEY_PASSWORD, Crypto.encryptPassword(context, password))`) stores ciphertext,
/// and one of a hash (`password.md5()`, `sha256(pin)`) stores a digest an app lock compares
/// against: none holds a secret in the clear. So does a property's setter
/// (`set(value) = prefs.edit { putString(KEY_APP_PASSWORD, value) }`) when every assignment to
/// the property in the app's shipping Kotlin gives it a hash, `null` or `""` (or nothing assigns
/// it at all: a dead setter writes nothing), and no Java file calls its setter; and so does a token
/// read from a call named for a temporary, anonymous or guest token that is given nothing to
/// identify anyone. A push registration token (Firebase Cloud Messaging's, handed to
/// `onNewToken` or read from `FirebaseMessaging`) addresses the device for notifications and signs
/// no one in: a write of one, and a DataStore key whose every use writes one or nothing, are
/// left alone (`keyHoldsOnlyPushTokens`), and so is a DataStore key nothing reads or writes with
/// (`keyIsUnused`). Android Lint has no check for this.
struct AndroidSecretInPreferences: AndroidCheck {
    package static let description = CheckDescription(
        id: "off-cache-policy.secret-in-preferences",
        ruleId: "off-cache-policy",
        summary: "A token, password or key stored in SharedPreferences or DataStore in the clear",
        triggering: [
            // A temporary token issued for an account is the account's secret.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UploadTokens", """
                suspend fun refreshUploadToken(api: UploadApi, prefs: SharedPreferences, account: Account) {
                    val response = api.getTemporaryToken(account.id)
                    val token = response.body()!!.token
                    prefs.edit { ↓putString(KEY_UPLOAD_TOKEN, token) }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SessionStore", """
                package com.example.app

                class SessionStore(private val prefs: SharedPreferences) {
                    fun save(session: Session) {
                        prefs.edit().↓putString("auth_token", session.token).apply()
                    }
                }

                val refreshTokenKey = ↓stringPreferencesKey("refresh_token")

                suspend fun saveRefresh(store: DataStore<Preferences>, token: String) { store.edit { it[refreshTokenKey] = token } }
                """),
            ]),
            // lanpet-android: the repository's keys store the tokens; the manager's copies of them
            // are never read or written with.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AuthManager", """
                class AuthManager(private val repository: AuthRepository) {
                    fun logout() { repository.deleteTokens() }

                    companion object {
                        val accessTokenKey = stringPreferencesKey("accessToken")
                    }
                }
                """),
                AndroidExample.kotlin("AuthRepository", """
                class AuthRepository(private val store: DataStore<Preferences>) {
                    suspend fun saveTokens(token: String) { store.edit { it[accessTokenKey] = token } }
                    suspend fun deleteTokens() { store.edit { it.remove(accessTokenKey) } }

                    companion object {
                        val accessTokenKey = ↓stringPreferencesKey("accessToken")
                    }
                }
                """),
            ]),
            // The same key also stores the session's token, not only the push token.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("TokenStore", """
                val SAVED_TOKEN = ↓stringPreferencesKey("saved_token")

                class TokenStore(private val store: SettingsStore, private val firebaseMessaging: FirebaseMessaging) {
                    suspend fun savePush() { store.write(key = SAVED_TOKEN, value = firebaseMessaging.token.await()) }
                    fun saveSession(session: Session) { store.write(key = SAVED_TOKEN, value = session.token) }
                }
                """),
            ]),
            // A setter the sign-in screen calls stores the token.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidExample.manifest("<application />"),
                AndroidExample.kotlin("SessionPrefs", """
                class SessionPrefs(private val prefs: SharedPreferences) {
                    fun setAuthToken(token: String) = prefs.edit { ↓putString(KEY_TOKEN, token) }
                }

                class SignInViewModel(private val session: SessionPrefs) {
                    fun signedIn(response: LoginResponse) { session.setAuthToken(response.token) }
                }
                """),
            ]),
            // The sign-in screen assigns the token the setter stores.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AccountStore", """
                class AccountStore(private val prefs: SharedPreferences) {
                    var authToken: String?
                        get() = prefs.getString(KEY_AUTH_TOKEN, null)
                        set(value) {
                            prefs.edit(commit = true) {
                                if (value == null) remove(KEY_AUTH_TOKEN) else ↓putString(KEY_AUTH_TOKEN, value)
                            }
                        }
                }

                class SignIn(private val store: AccountStore, private val session: Session) {
                    fun signedIn(response: LoginResponse) {
                        store.authToken = response.token
                        session.authToken = null
                    }
                }
                """),
            ]),
            // The app encrypts one store, but this file opens a plain one itself.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Vault", """
                class Vault(context: Context) {
                    val secure: SharedPreferences = EncryptedSharedPreferences.create(context, "vault", masterKey, AES256_SIV, AES256_GCM)
                }
                """),
                AndroidExample.kotlin("LegacyLogin", """
                class LegacyLogin(context: Context) {
                    private val prefs = context.getSharedPreferences("login", Context.MODE_PRIVATE)
                    fun remember(password: String) { prefs.edit().↓putString("password", password).apply() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // uwang-android: a session store's token setters that no code calls write no token.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidExample.manifest("<application />"),
                AndroidExample.kotlin("SessionPrefs", """
                class SessionPrefs(private val prefs: SharedPreferences) {
                    fun setAuthToken(token: String) = prefs.edit { putString(KEY_TOKEN, token) }
                    fun setSignedIn(token: String) = prefs.edit {
                        putBoolean(KEY_SIGNED_IN, true)
                        putString(KEY_TOKEN, token)
                    }
                    fun getAuthToken(): String = prefs.getString(KEY_TOKEN, "").orEmpty()
                }
                """),
            ]),
            // cyclistance-android: the Firebase Cloud Messaging token, cached to skip sending the same one again.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PushKeys", """
                object PushKeys {
                    val SAVED_TOKEN = stringPreferencesKey("saved_token")
                }
                """),
                AndroidExample.kotlin("PushRepository", """
                class PushRepository(private val store: SettingsStore, private val firebaseMessaging: FirebaseMessaging) {
                    suspend fun refresh() {
                        val token = currentToken()
                        if (token == store.read(key = PushKeys.SAVED_TOKEN, fallback = "")) return
                        upload(token)
                    }

                    suspend fun currentToken(): String = firebaseMessaging.token.await()

                    private suspend fun upload(token: String) {
                        api.registerDevice(token)
                        store.write(key = PushKeys.SAVED_TOKEN, value = token)
                    }

                    fun signOut() { store.write(key = PushKeys.SAVED_TOKEN, value = "") }
                }

                class PushService : FirebaseMessagingService() {
                    override fun onNewToken(token: String) { prefs.edit().putString("fcm_token", token).apply() }
                }
                """),
            ]),
            // infinity-reddit: a media host's anonymous temporary token, fetched without sign-in.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ClipTokens", """
                suspend fun refreshClipToken(retrofit: Retrofit, prefs: SharedPreferences): String? {
                    val response = retrofit.create(ClipApi::class.java).getClipsTemporaryToken()
                    if (!response.isSuccessful) return null
                    val token = JSONObject(response.body()).getString("token")
                    prefs.edit { putString(KEY_CLIPS_ACCESS_TOKEN, token) }
                    return token
                }
                """),
            ]),
            // A key written through an encrypting preferences vault (gaen-mobile's RealmSecureStorageBte).
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RealmSecureStorage", """
                class RealmSecureStorage {
                    private fun getEncryptionKey(): ByteArray {
                        val vault: SharedPreferenceVault = SharedPreferenceVaultFactory.getAppKeyedCompatAes256Vault(
                            context, PREF_FILE_NAME, KEY_FILE_NAME, KEY_ALIAS, KEY_INDEX, PRESHARED_SECRET)
                        val newKeyString = Base64.encodeToString(newKey, Base64.DEFAULT)
                        vault.edit().putString(KEY_REALM_ENCRYPTION_KEY, newKeyString).apply()
                        return newKey
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SettingsStore", """
                class SettingsStore(private val prefs: SharedPreferences) {
                    fun save(theme: String) {
                        prefs.edit { putString("theme", theme) }
                    }
                }

                val pushTokenSentKey = booleanPreferencesKey("push_token_sent")
                """),
                AndroidExample.kotlin("SecureStore", """
                class SecureStore(context: Context) {
                    private val prefs = EncryptedSharedPreferences.create(context, "secure", masterKey, AES256_SIV, AES256_GCM)
                    fun save(token: String) { prefs.edit().putString("auth_token", token).apply() }
                }
                """),
            ]),
            // The token is encrypted by the app's Keystore helper; the plain write is a fallback.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("TokenStore", """
                class TokenStore(private val prefs: SharedPreferences, private val keys: KeyHelper?) {
                    fun save(user: String, apiToken: String) {
                        val sealed = try { keys?.encrypt(apiToken) } catch (e: Exception) { null }
                        prefs.edit {
                            if (sealed != null) putString(user, sealed) else putString("api_token", apiToken)
                        }
                    }
                }
                """),
            ]),
            // listenmoe-android's sign-out: writing null under the token's key removes the token.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SessionPrefs", """
                class SessionPrefs(context: Context) {
                    private val prefs = context.getSharedPreferences("session", Context.MODE_PRIVATE)
                    fun forgetToken() {
                        prefs.edit {
                            putString(KEY_USER_TOKEN, null)
                            putLong(KEY_SIGNED_IN_AT, 0)
                        }
                    }
                }
                """),
            ]),
            // Clearing the stored password, and storing it sealed by the app's own helper.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ServerSettings", """
                class ServerSettings(private val context: Context) {
                    private val prefs = PreferenceManager.getDefaultSharedPreferences(context)
                    fun forgetPassword() { prefs.edit().putString(KEY_SERVER_PASSWORD, "").apply() }
                    fun savePassword(password: String) {
                        prefs.edit().putString(KEY_SERVER_PASSWORD, Vault.sealWithCipher(context, password)).apply()
                    }
                }
                """),
            ]),
            // An app lock keeps the digest of its password, never the password itself.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AppSettings", """
                class AppSettings(context: Context) {
                    private val prefs = PreferenceManager.getDefaultSharedPreferences(context)
                    var appPassword: String?
                        get() = prefs.getString(KEY_APP_PASSWORD, null)
                        set(value) = prefs.edit {
                            if (value != null) putString(KEY_APP_PASSWORD, value) else remove(KEY_APP_PASSWORD)
                        }
                    fun savePin(pin: String) { prefs.edit().putString("pin", pin.sha256()).apply() }
                }
                """),
                AndroidExample.kotlin("ProtectSetup", """
                class ProtectSetup(private val settings: AppSettings) {
                    fun save(password: String) { settings.appPassword = password.md5() }
                    fun disable() { settings.appPassword = null }
                }
                """),
            ]),
            // A legacy store's token setter that no shipping code assigns any more (only a test does).
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("WaitlistStore", """
                interface WaitlistStore {
                    var authToken: String?
                    fun clear()
                }

                class WaitlistStorePreferences(private val prefs: SharedPreferences) : WaitlistStore {
                    override var authToken: String?
                        get() = prefs.getString(KEY_AUTH_TOKEN, null)
                        set(value) {
                            prefs.edit(commit = true) {
                                if (value == null) remove(KEY_AUTH_TOKEN) else putString(KEY_AUTH_TOKEN, value)
                            }
                        }

                    override fun clear() { prefs.edit { clear() } }
                }

                class WaitlistRepository(private val store: WaitlistStore) {
                    fun reset() = store.clear()
                }
                """),
                AndroidExample.kotlin("AuthRepository", """
                class AuthRepository(private val subscriptionsDataStore: SubscriptionsDataStore) {
                    fun signedIn(authToken: String) { subscriptionsDataStore.authToken = authToken }
                }
                """),
                ("app/src/test/java/com/example/app/WaitlistStoreTest.kt", """
                class WaitlistStoreTest {
                    fun storesToken(store: WaitlistStore) { store.authToken = "abc" }
                }
                """),
            ]),
            // A key nothing reads or writes with stores nothing.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AuthManager", """
                class AuthManager(private val repository: AuthRepository) {
                    fun logout() { repository.deleteTokens() }

                    companion object {
                        val accessTokenKey = stringPreferencesKey("accessToken")
                        val refreshTokenKey = stringPreferencesKey("refreshToken")
                    }
                }
                """),
            ]),
            // m2-android: the push token, under a key named for Firebase, whatever the value is called.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Preferences", """
                class Preferences(context: Context) {
                    private val prefs = context.getSharedPreferences("app", Context.MODE_PRIVATE)
                    fun saveFirebaseToken(token: String) {
                        prefs.edit(commit = true) { putString(FIREBASE_TOKEN_PREFERENCES, token) }
                    }
                    fun savePushToken(token: String) { prefs.edit().putString("firebase_token", token).apply() }
                }
                """),
            ]),
            // windscribe-android: Play purchase tokens already verified, kept to skip verifying them again.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("BillingKeys", """
                object BillingKeys {
                    val CHECKED_PURCHASE_TOKENS = stringPreferencesKey("checked_purchase_tokens")
                }
                """),
            ]),
            // ytdlnis: YouTube proof-of-origin tokens and visitor data, shown and copied on screen, sign nobody in.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PoTokenSettings", """
                class PoTokenSettings(context: Context) {
                    private val prefs = PreferenceManager.getDefaultSharedPreferences(context)
                    fun save(config: List<PoTokenConfig>) {
                        prefs.edit().putString("youtube_generated_po_tokens", Gson().toJson(config)).apply()
                    }
                    fun savePlayer(poToken: String) { prefs.edit().putString("player_po_token", poToken).apply() }
                }
                """),
            ]),
            // The store this file writes to is built encrypted in another file.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Stores", """
                class Stores(private val context: Context) {
                    val account: SharedPreferences
                        get() = EncryptedSharedPreferences.create(context, "account", masterKey, AES256_SIV, AES256_GCM)
                }
                """),
                AndroidExample.kotlin("SessionWriter", """
                class SessionWriter(stores: Stores) {
                    private val prefs = stores.account
                    fun save(sessionToken: String) { prefs.edit().putString("session_token", sessionToken).apply() }
                }
                """),
            ]),
        ]
    )

    /// Names a file that encrypts what it stores uses; `SharedPreferenceVault` is Bottle Rocket's
    /// Vault, whose every store encrypts its values with a key held in the Android Keystore.
    static let encryptionNames: Set<String> = ["EncryptedSharedPreferences", "Cipher", "Aead", "EncryptedFile", "KeyStore", "encrypt", "SharedPreferenceVault"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        // Android backs the data folder up unless told not to (allowBackup defaults to true).
        let backedUp = android.apps.contains { app in
            guard let application = app.manifest.application else { return false }
            return application.allowBackup != false && application.fullBackupContent == nil && application.dataExtractionRules == nil
        }
        let backup = backedUp
            ? "a plain file in the app's data folder, which Auto Backup copies to the user's cloud backup because the manifest sets no backup rules"
            : "a plain file in the app's data folder, readable on a rooted or compromised device"
        let appEncrypts = android.kotlinFiles.contains { !$0.identifierTokens(["EncryptedSharedPreferences"]).isEmpty }
        for file in android.kotlinFiles {
            let bytes = file.file.source.bytes
            guard bytes.contains(utf8: "putString") || bytes.contains(utf8: "stringPreferencesKey"),
                  file.identifierTokens(Self.encryptionNames).isEmpty else { continue }
            for index in file.file.calls.indices {
                let call = file.file.calls[index]
                let secret: String?
                switch call.name {
                case "putString" where Self.isPreferencesEdit(index, in: file) && call.arguments.count == 2
                    && (!appEncrypts || Self.opensPlainPreferences(file)):
                    secret = Self.storesNoSecret(call.arguments[1], in: file)
                        || Self.setsHashedProperty(index, in: file, android: android, project: project)
                        || Self.writesParameterOfUncalledFunction(index, in: file, android: android, project: project)
                        || Self.storesAnonymousToken(call.arguments[1], at: index, in: file.file)
                        || Self.isPushToken(call.arguments[1].expression, in: file.file, function: call.enclosingFunction, android: android)
                        ? nil : Self.credential(call.arguments[0]) ?? Self.valueCredential(call.arguments[1], under: call.arguments[0])
                case "stringPreferencesKey" where call.arguments.count == 1:
                    secret = Self.keyHoldsOnlyPushTokens(index, in: file, android: android, project: project)
                        || Self.keyIsUnused(index, in: file, android: android, project: project) ? nil : Self.credential(call.arguments[0])
                default:
                    secret = nil
                }
                guard let secret else { continue }
                output.report(
                    "This stores a \(secret) in \(call.name == "putString" ? "SharedPreferences" : "DataStore") in the clear: \(backup). Keep credentials out of the content store: encrypt them with a key held in the Android Keystore, or leave sign-in to Credential Manager.",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// Words (lowercased) in the name of a call whose result is ciphertext.
    static let sealingWords = ["encrypt", "cipher"]
    /// Words (lowercased) in the name of a call whose result is a digest of its input.
    static let hashingWords = ["md5", "sha1", "sha256", "sha512", "hash", "digest", "bcrypt", "pbkdf2", "argon2", "scrypt"]

    /// Whether the value written holds no secret in the clear: `null` or an empty string (the
    /// secret is cleared; `putString(key, null)` removes the key), the result of an `encrypt…`
    /// or cipher call, or a hash (`password.md5()`, `sha256(pin).toHex()`).
    static func storesNoSecret(_ value: KotlinArgument, in file: AndroidKotlinFile) -> Bool {
        switch value.value {
        case .null: return true
        case .string(let text): return text.isEmpty
        case .call(let index):
            let name = file.file.calls[index].name.lowercased()
            return sealingWords.contains(where: name.contains) || isHash(index, in: file.file)
        default: return false
        }
    }

    /// Words (lowercased) in the name of a call that fetches a token tied to no one.
    static let anonymousTokenWords: Set<String> = ["temporary", "anonymous", "guest"]

    /// Whether the value written is a local `val` that comes, through at most three local
    /// `val`s of the function, from a call given no arguments and named for a temporary,
    /// anonymous or guest token (`api.getTemporaryToken()`): the service hands it to any client
    /// without sign-in, so it holds no one's secret (infinity-reddit's Redgifs token).
    static func storesAnonymousToken(_ value: KotlinArgument, at index: Int, in file: KotlinFile) -> Bool {
        guard case .reference(let path) = value.value, path.count == 1, let function = file.calls[index].enclosingFunction else { return false }
        var pending = [path[0]], followed = Set<String>()
        while let name = pending.popLast(), followed.count < 3 {
            guard !followed.contains(name),
                  let range = file.properties.first(where: { $0.name == name && $0.enclosingFunction == function && !$0.isMutable })?.initializer?.tokenRange else { continue }
            followed.insert(name)
            for call in file.calls where range.contains(call.nameToken) && call.arguments.isEmpty && call.trailingLambda == nil {
                let words = Set(NameWords.split(call.name))
                if words.contains("token") && !words.isDisjoint(with: anonymousTokenWords) { return true }
            }
            pending += range.filter { file.source.tokens[$0].kind == .identifier }.map { file.source.name(at: $0) }
        }
        return false
    }

    /// Whether a DataStore key (`val SAVED_TOKEN = stringPreferencesKey("saved_token")`) only ever
    /// holds a push registration token: every use of the key's name in the app's Kotlin is an
    /// argument of a call (`dataStore.editData(key = SAVED_TOKEN, value = token)`,
    /// `getData(key = SAVED_TOKEN, defaultValue = "")`) whose other arguments are empty, `null`
    /// or a push token (`isPushToken`), at least one of them is, and no Java file names the key.
    /// A push token (Firebase Cloud Messaging's registration token) addresses the device for
    /// notifications and signs no one in: no credential (cyclistance-android caches it to skip
    /// writing the same token to its server again).
    static func keyHoldsOnlyPushTokens(_ index: Int, in file: AndroidKotlinFile, android: AndroidModel, project: Project) -> Bool {
        let kotlin = file.file
        guard let holder = kotlin.properties.first(where: { $0.initializer?.tokenRange.contains(kotlin.calls[index].nameToken) == true }),
              project.androidJavaFiles(mentioning: holder.name).isEmpty else { return false }
        var pushTokens = 0
        for other in android.kotlinFiles {
            let source = other.file.source
            for token in other.identifierTokens([holder.name]) {
                // The declaration itself.
                if other.path == file.path, source.tokens[token].line == holder.position.line, source.kind(at: token + 1) == .assign { continue }
                // The smallest call with an argument that is the key.
                guard let use = other.file.calls.indices.filter({ other.file.calls[$0].arguments.contains { argument in
                    guard case .reference(let path) = argument.value, path.last == holder.name else { return false }
                    return argument.expression.tokenRange.contains(token)
                } }).min(by: { other.file.calls[$0].tokenRange.count < other.file.calls[$1].tokenRange.count }) else { return false }
                let call = other.file.calls[use]
                for argument in call.arguments where !argument.expression.tokenRange.contains(token) {
                    switch argument.value {
                    case .null: continue
                    case .string(let text) where text.isEmpty: continue
                    default:
                        guard isPushToken(argument.expression, in: other.file, function: call.enclosingFunction, android: android) else { return false }
                        pushTokens += 1
                    }
                }
            }
        }
        return pushTokens > 0
    }

    /// Whether a DataStore key (`val accessTokenKey = stringPreferencesKey("accessToken")`) is
    /// never read or written with: no Kotlin names the property outside its declaration, and no
    /// Java file mentions it. A bare name in another file that declares its own property of
    /// that name (and imports none) is that file's: lanpet-android's `AuthManager` keeps copies
    /// of the repository's keys that nothing uses, and a key nothing stores under holds no secret.
    static func keyIsUnused(_ index: Int, in file: AndroidKotlinFile, android: AndroidModel, project: Project) -> Bool {
        let kotlin = file.file
        guard let holder = kotlin.properties.first(where: { $0.initializer?.tokenRange.contains(kotlin.calls[index].nameToken) == true }),
              holder.enclosingFunction == nil, project.androidJavaFiles(mentioning: holder.name).isEmpty else { return false }
        for other in android.kotlinFiles {
            let source = other.file.source
            let ownsName = other.path != file.path
                && other.file.properties.contains { $0.name == holder.name && $0.enclosingFunction == nil }
                && !other.file.imports.contains { $0.path.hasSuffix("." + holder.name) }
            for token in other.identifierTokens([holder.name]) {
                if other.path == file.path, source.tokens[token].line == holder.position.line { continue }
                if ownsName, token == 0 || source.kind(at: token - 1) != .dot { continue }
                return false
            }
        }
        return true
    }

    /// Whether a value is a push registration token: Firebase Cloud Messaging's `token` read
    /// where it is written (`FirebaseMessaging.getInstance().token.await()`), the result of a
    /// function of the app that reads it (`getMessagingToken()`), the token parameter of
    /// `onNewToken`, or a local `val` or a parameter every call of its function in the file
    /// gives such a value, followed at most three steps.
    static func isPushToken(_ value: KotlinExpression, in file: KotlinFile, function: Int?, android: AndroidModel, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        switch value.value {
        case .call(let index):
            let call = file.calls[index]
            if readsMessagingToken(call.tokenRange, in: file) || readsMessagingToken(value.tokenRange, in: file) { return true }
            // A function of the app whose body reads the token (and no other function of that name).
            guard call.receiver.isEmpty, call.arguments.isEmpty else { return false }
            let bodies = android.kotlinFiles.flatMap { other in other.file.functions.filter { $0.name == call.name }.map { (other.file, $0.bodyRange) } }
            return !bodies.isEmpty && bodies.allSatisfy { other, body in body.map { readsMessagingToken($0, in: other) } ?? false }
        case .reference(let path):
            guard path.count == 1, let function else { return false }
            let name = path[0]
            let declaration = file.functions[function]
            if let local = file.properties.first(where: { $0.name == name && $0.enclosingFunction == function && !$0.isMutable }), let initializer = local.initializer {
                return isPushToken(initializer, in: file, function: function, android: android, depth: depth + 1)
            }
            guard let position = declaration.parameters.firstIndex(where: { $0.name == name }) else { return false }
            if declaration.name == "onNewToken", declaration.parameters.count == 1 { return true }
            let calls = file.callIndices(named: declaration.name)
            return !calls.isEmpty && calls.allSatisfy { index in
                let call = file.calls[index]
                let argument = call.arguments.first { $0.label == name }
                    ?? (call.arguments.indices.contains(position) && call.arguments[position].label == nil ? call.arguments[position] : nil)
                return argument.map { isPushToken($0.expression, in: file, function: call.enclosingFunction, android: android, depth: depth + 1) } ?? false
            }
        default:
            return false
        }
    }

    /// Whether tokens read Firebase Cloud Messaging's registration token: `FirebaseMessaging` or a
    /// `firebaseMessaging` property followed by `.token` or `.getToken(`.
    static func readsMessagingToken(_ range: Range<Int>, in file: KotlinFile) -> Bool {
        let source = file.source
        return range.contains { index in
            guard source.kind(at: index) == .identifier, source.text(at: index).lowercased() == "firebasemessaging" else { return false }
            var next = index + 1
            // `FirebaseMessaging.getInstance().token`
            if source.kind(at: next) == .dot, source.text(at: next + 1) == "getInstance", source.kind(at: next + 2) == .leftParen,
               let close = source.partner(of: next + 2) {
                next = close + 1
            }
            return source.kind(at: next) == .dot && ["token", "getToken"].contains(source.text(at: next + 1))
        }
    }

    /// Whether a call chain computes a digest: the call or one before it in the chain is named
    /// for a hash (`password.md5()`, `sha256(pin).toHex()`).
    static func isHash(_ index: Int, in file: KotlinFile) -> Bool {
        ([file.calls[index].name] + file.calls[index].receiverNames(in: file)).contains { name in
            let lowered = name.lowercased()
            return hashingWords.contains(where: lowered.contains)
        }
    }

    /// Whether a `putString` writes the parameter of a property's setter (`var appPassword …
    /// set(value) = prefs.edit { putString(KEY, value) }`) and every assignment to that property
    /// in the app's shipping Kotlin gives it a hash, `null` or `""`, or there is none at all (a
    /// legacy store's `authToken` that nothing sets any more, so no token is written); no Java
    /// file may call the setter, since Java is not read for what it passes.
    static func setsHashedProperty(_ index: Int, in file: AndroidKotlinFile, android: AndroidModel, project: Project) -> Bool {
        let call = file.file.calls[index]
        guard call.enclosingFunction == nil, case .reference(let path) = call.arguments[1].value, path.count == 1,
              let property = setterProperty(of: path[0], before: call.nameToken, in: file.file.source) else { return false }
        let owner = file.file.types.filter { $0.bodyRange?.contains(call.nameToken) == true }.min { ($0.bodyRange?.count ?? 0) < ($1.bodyRange?.count ?? 0) }
        let owners = Set((owner.flatMap(\.name).map { [$0] } ?? []) + (owner?.supertypes ?? []).map(baseTypeName))
        let assignments = android.kotlinFiles.flatMap { kotlin in
            kotlin.file.assignments.filter { $0.target.last == property && kotlin.ships($0.position) && !assignsOtherType($0, in: kotlin.file, owners: owners) }
                .map { (kotlin.file, $0) }
        }
        let hashed = assignments.allSatisfy { kotlin, assignment in
            guard assignment.operatorText == "=" else { return false }
            switch assignment.value.value {
            case .null: return true
            case .string(let text): return text.isEmpty
            case .call(let call): return isHash(call, in: kotlin)
            default: return false
            }
        }
        let setter = "set" + property.prefix(1).uppercased() + property.dropFirst()
        return hashed && project.androidJavaFiles(mentioning: setter).isEmpty
    }

    /// Whether a `putString` writes a parameter of the setter function around it
    /// (`fun setToken(token: String) = prefs.edit { putString(KEY_TOKEN, token) }`) and no
    /// Kotlin file of the project names that function anywhere else (no call, no reference, no
    /// interface declaring it) and no Java file mentions it: a setter nothing calls writes no
    /// token (uwang-android's session store). An override, or a function with an annotation
    /// (a JavaScript bridge, a Room or Retrofit hook), may be called by a framework and is kept.
    static func writesParameterOfUncalledFunction(_ index: Int, in file: AndroidKotlinFile, android: AndroidModel, project: Project) -> Bool {
        let call = file.file.calls[index]
        guard case .reference(let path) = call.arguments[1].value, path.count == 1,
              let enclosing = call.enclosingFunction else { return false }
        let function = file.file.functions[enclosing]
        // Only a setter (`setToken`) in a project that builds an app: an SDK's public setter is for its clients.
        guard !android.apps.isEmpty, function.name.count > 3, function.name.hasPrefix("set"),
              function.name.dropFirst(3).first?.isUppercase == true,
              !function.isConstructor, function.enclosingFunction == nil, function.annotations.isEmpty,
              !function.modifiers.contains(where: { ["override", "open", "abstract", "external", "actual", "expect"].contains($0) }),
              function.parameters.contains(where: { $0.name == path[0] }),
              // The parameter itself, not a local of the same name.
              !file.file.properties.contains(where: { $0.name == path[0] && $0.enclosingFunction == enclosing }) else { return false }
        let mentions = android.kotlinFiles.reduce(0) { $0 + $1.identifierTokens([function.name]).count }
        return mentions == 1 && project.androidJavaFiles(mentioning: function.name).isEmpty
    }

    /// Whether an assignment's receiver is declared in its file with a type other than the
    /// setter's class and its supertypes (`subscriptionsDataStore.authToken = …` with
    /// `subscriptionsDataStore: SubscriptionsDataStore`): another class's property of the same
    /// name. A receiver whose type is not written counts as the setter's.
    static func assignsOtherType(_ assignment: KotlinAssignment, in file: KotlinFile, owners: Set<String>) -> Bool {
        guard !owners.isEmpty, assignment.target.count >= 2 else { return false }
        let receiver = assignment.target[assignment.target.count - 2]
        let types = file.properties.filter { $0.name == receiver }.compactMap(\.type)
            + file.functions.flatMap { $0.parameters.filter { $0.name == receiver }.compactMap(\.type) }
        return !types.isEmpty && Set(types.map(baseTypeName)).isDisjoint(with: owners)
    }

    /// `Store` for `com.example.Store<T>?`.
    static func baseTypeName(_ type: String) -> String {
        let bare = type.prefix { $0 != "<" && $0 != "?" && $0 != "(" }
        return String(bare.split(separator: ".").last ?? bare).trimmingCharacters(in: .whitespaces)
    }

    /// The property whose `set(parameter)` accessor holds the token at `token`: the accessor is
    /// found walking back over whole bracket pairs, then the `var` it belongs to, with no other
    /// declaration between them. Nil when the token is in no such accessor.
    static func setterProperty(of parameter: String, before token: Int, in source: KotlinSource) -> String? {
        var index = token - 1
        var foundSetter = false
        while index >= 0 {
            if let partner = source.partner(of: index), partner < index {
                index = partner - 1
                continue
            }
            if source.tokens[index].kind.isOpener {
                // Leaving a bracket the token is inside: `set(value) = prefs.edit { … }`.
                index -= 1
                continue
            }
            let word = source.text(at: index)
            if !foundSetter, word == "set", source.kind(at: index + 1) == .leftParen, source.text(at: index + 2) == parameter,
               source.kind(at: index + 3) == .rightParen {
                foundSetter = true
            } else if foundSetter, word == "var", source.tokens[index].kind == .identifier {
                // `var name` or an extension property's `var Type.name`.
                let name = source.kind(at: index + 2) == .dot ? source.text(at: index + 3) : source.text(at: index + 1)
                return name.isEmpty ? nil : name
            } else if ["val", "var", "fun", "class", "object", "interface"].contains(word) {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// `prefs.edit().putString(…)` or `prefs.edit { putString(…) }`.
    static func isPreferencesEdit(_ index: Int, in file: AndroidKotlinFile) -> Bool {
        file.file.calls[index].receiverNames(in: file.file).contains("edit")
            || file.file.ancestors(of: index).contains { file.file.calls[$0].name == "edit" }
    }

    /// Whether the file opens SharedPreferences itself, rather than writing to a store handed in.
    static func opensPlainPreferences(_ file: AndroidKotlinFile) -> Bool {
        !file.file.callIndices(named: "getSharedPreferences").isEmpty
            || !file.file.callIndices(named: "getDefaultSharedPreferences").isEmpty
    }

    /// The credential a written value names, unless the key it goes under names a look-alike
    /// (`putString(FIREBASE_TOKEN_PREFERENCES, token)`: the push token) and the value's name
    /// says nothing of signing in.
    static func valueCredential(_ value: KotlinArgument, under key: KotlinArgument) -> String? {
        if let keyName = name(of: key), CredentialNames.keyNamesLookAlike(keyName),
           !(name(of: value).map(CredentialNames.namesSignIn) ?? false) { return nil }
        return credential(value)
    }

    /// A string literal's text or a plain name's last part.
    static func name(of argument: KotlinArgument) -> String? {
        switch argument.value {
        case .string(let text): return text
        case .reference(let path): return path.last
        default: return nil
        }
    }

    /// The credential a key or value names: a string literal or a plain name.
    static func credential(_ argument: KotlinArgument) -> String? {
        guard let name = name(of: argument) else { return nil }
        if case .credential(let word) = CredentialNames.match(name) { return word }
        return nil
    }
}
