/// Calls that start work which finishes later: network requests that report through a
/// completion handler, and the markers code uses to show such work is in flight. One
/// line per API.
public enum AsyncWork {
    /// Completion-handler network calls, by the last component of their callee or its dotted path.
    public static let networkCalls: Set<String> = [
        "dataTask", "uploadTask", "downloadTask", "AF.request", "AF.upload", "AF.download", "Alamofire.request",
        "Alamofire.upload",
    ]

    /// Leading verbs of the calls and labels that write: repeating them sends a second
    /// order, post or payment. Reads and toggles (`load`, `refresh`, `follow`, `like`) repeat harmlessly.
    public static let writeVerbs: Set<String> = [
        "save", "send", "post", "submit", "publish", "purchase", "buy", "restore", "subscribe", "pay", "order",
        "checkout", "place", "upload", "create", "delete", "remove", "update", "sign", "login", "register", "report",
        "vote", "reply", "invite", "redeem", "confirm", "transfer", "book", "reserve", "donate", "reset", "import",
        "export", "sync", "add", "apply", "accept", "reject", "approve",
    ]

    /// SwiftUI modifiers and views that show a control is busy or stop it taking taps.
    public static let swiftUIBusyMarkers = ["disabled", "ProgressView", "redacted", "allowsHitTesting"]

    /// UIKit members and types that show a control is busy or stop it taking taps.
    public static let uiKitBusyMarkers = [
        "isEnabled", "isUserInteractionEnabled", "showsActivityIndicator", "UIActivityIndicatorView", "startAnimating",
    ]

    /// Words in a property's name that say it tracks work in flight (`isLoading`, `isSaving`).
    public static let busyNameWords = [
        "loading", "busy", "inflight", "submitting", "saving", "sending", "processing", "progress", "working",
        "pending", "running", "fetching", "purchasing", "hud", "spinner", "updating", "posting", "deleting", "syncing",
        "uploading", "restoring", "importing", "exporting", "refreshing",
    ]
}
