/// The words of settings that hold how long a session lives or how long a
/// re-authentication counts. The one list both the `auth-expiry` / `auth-reauth` checks
/// and `thumbrule doctor` read (through `SessionWindowNames`), so they agree on what a
/// session constant is. Words are lowercased camel-case words of a name; two adjacent
/// words also count run together (`maxAge` → `maxage`, `reAuth` → `reauth`).
public enum SessionWindows {
    /// A session lifetime: a subject word and a duration word, as in `sessionLifetime`, `tokenTTL`.
    public static let lifetimeSubjects: Set<String> = ["session", "token", "login", "auth", "signin", "jwt"]
    /// Plain `duration` is left out: `sessionDuration` is as often time spent in the app.
    public static let lifetimeDurations: Set<String> = ["lifetime", "ttl", "expiry", "expiration", "validity", "maxage", "timeout"]

    /// A re-authentication window, as in `reauthWindow`, `autoLockTimeout`, `vaultTimeout`,
    /// `lockGracePeriod`, `stepUpMaxAge`.
    public static let reauthSubjects: Set<String> = [
        "reauth", "reauthentication", "relock", "autolock", "lock", "unlock", "vault", "biometric", "passcode", "pin",
        "freshauth", "recentauth", "stepup", "reverify",
    ]
    /// Plain `interval` / `duration` are left out: they name timers and animations.
    public static let reauthDurations: Set<String> = ["timeout", "window", "grace", "maxage", "validity"]

    /// Words that make a name, or the type it is declared in, something else: a network
    /// setting (`sessionRequestTimeout`, `URLSession`), a media or device session
    /// (`AVAudioSession`, `WCSession`, `ARSession`), an animation or a polling timer.
    public static let unrelatedWords: Set<String> = [
        "request", "network", "connection", "url", "http", "socket", "resource", "upload", "download",
        "animation", "fade", "check", "poll", "retry", "refresh", "av", "audio", "capture", "wc", "ar",
    ]

    /// The LocalAuthentication property that sets how long a biometric match is reused.
    public static let biometricReuseProperty = "touchIDAuthenticationAllowableReuseDuration"
}
