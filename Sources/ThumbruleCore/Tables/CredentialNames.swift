/// Names and values that mark stored data as a credential (a token, password, secret or
/// API key), and the words that show a look-alike is something else (a push token, a
/// CloudKit change token, a "has password" flag). One word or pattern per entry.
public enum CredentialNames {
    /// The last word of a credential's name: `accessToken`, `libreLinkUpPassword`.
    public static let heads: Set<String> = [
        "token", "tokens", "password", "passwords", "passwd", "passcode", "passphrase",
        "secret", "secrets", "credential", "credentials", "jwt",
    ]
    /// Two-word endings that name a credential: `nightscoutAPIKey`, `signingKey`. Not
    /// `sessionID`: it names URL sessions and database sessions as often as logins.
    public static let compoundHeads: Set<[String]> = [
        ["api", "key"], ["apikey"], ["private", "key"], ["secret", "key"], ["access", "key"], ["encryption", "key"],
        ["signing", "key"], ["master", "key"], ["client", "secret"],
    ]
    /// Words that make a "token" something other than a credential: `deviceToken` (APNs),
    /// `changeToken` (CloudKit), `pageToken` (paging), `cancellationToken`.
    public static let lookAlikeQualifiers: Set<String> = [
        "push", "device", "fcm", "apns", "apn", "voip", "notification", "notifications", "remote", "registration",
        "change", "sync", "page", "paging", "continuation", "cursor", "history", "cancellation", "cancel",
        // Where a delta sync left off: `synchronizationGenerationToken`, `deltaToken`, `syncAnchorToken`.
        "synchronization", "synchronisation", "generation", "delta", "anchor", "checkpoint", "revision", "etag", "watermark",
        "live", "activity", "next", "previous", "resume",
        // YouTube's proof-of-origin token (`poToken`, `youtube_po_tokens`): an anti-bot
        // attestation a player sends with its visitor data, which signs nobody in.
        "po", "proof",
        // A count of a language model's tokens, not a secret: `maxTokens`, `max_tokens`.
        "max", "min", "num", "total", "remaining", "used",
        // A credential already sealed or hashed (`encryptedToken`, `hashedPassword`): what is
        // stored cannot be used without a key kept elsewhere.
        "encrypted", "hashed", "sealed",
        // A wallet's currencies (`erc20Token`, `splTokens`, `tronTokensBox`): a token standard
        // or chain names coins, not a sign-in.
        "erc", "trc", "bep", "spl", "jetton", "nft", "evm", "tron",
        // A store purchase's token (`verified_purchase_tokens`, windscribe-android): Google Play's
        // receipt for a purchase, checked by a server or kept to skip re-verifying it.
        "purchase", "purchases",
        // A developer's token for debug builds (`GACAppCheckDebugToken`, Firebase App Check's
        // simulator token registered in the console): it stands for the team, not a signed-in person.
        "debug",
    ]
    /// Runs of words that make a "token" something other than a credential where each word
    /// alone would not: StoreKit's `appAccountToken` (`applicationUsername`), an opaque id that
    /// ties purchases to an account and signs nobody in (hound-ios `userAppAccountToken`).
    public static let lookAlikeQualifierRuns: [[String]] = [["app", "account"]]
    /// Products whose token, named for the product alone, is its push registration token:
    /// `firebaseToken` is Firebase Cloud Messaging's, while `firebaseIdToken` (a sign-in word)
    /// is Firebase Auth's. A look-alike qualifier only beside no `signInQualifiers` word.
    public static let pushProductQualifiers: Set<String> = ["firebase"]
    /// Words that make a token one that signs someone in (`accessToken`, `idToken`), whatever
    /// the store holding it is named for.
    public static let signInQualifiers: Set<String> = [
        "access", "refresh", "auth", "oauth", "session", "api", "bearer", "id", "login", "user", "jwt",
    ]
    /// Words at the end of a name that hold the credential rather than describe it, dropped
    /// before the head is read: `tokenKey`, `passwordData`, `tokenFileURL`, `token.txt`.
    public static let containerWords: Set<String> = [
        "key", "keys", "data", "string", "str", "value", "url", "path", "file", "filename", "location",
        "json", "plist", "txt", "dat", "bin",
    ]
    /// First words of flags and preferences about a credential: `hasPassword`, `showPasswordHint`.
    public static let flagPrefixes: Set<String> = [
        "is", "has", "did", "should", "show", "shows", "use", "uses", "needs", "can", "allow", "allows",
        "enable", "enabled", "was", "will", "remember", "prefers", "require", "requires",
    ]
    /// Groups of name words that, all present, mark a secret other than the user's sign-in
    /// password: a key backup's recovery passphrase or key, a password set on a public share
    /// link, the secret (seed) of a one-time-password generator entered by hand. Password
    /// AutoFill would offer the account's password there, and tagging the field would invite
    /// saving a login that does not exist. Read by the form AutoFill checks of storyboards and
    /// of Android layouts.
    public static let otherSecretWordGroups: [Set<String>] = [
        ["recovery", "passphrase"], ["recovery", "key"], ["key", "backup"], ["backup", "passphrase"],
        ["share", "link"], ["public", "link"],
        ["otp", "secret"], ["totp", "secret"], ["hotp", "secret"], ["otp", "seed"], ["totp", "seed"],
    ]

    /// Prefixes of literal values that are secrets whatever they are called: JWTs, Stripe,
    /// GitHub, Slack and AWS keys, bearer headers.
    public static let secretValuePrefixes: [String] = [
        "eyJ", "sk_live_", "sk_test_", "rk_live_", "ghp_", "gho_", "github_pat_", "xoxb-", "xoxp-", "AKIA", "Bearer ",
    ]
}
