/// Calls that start work which finishes later: network requests that report through a
/// completion handler, and the markers code uses to show such work is in flight. One
/// line per API.
public enum AsyncWork {
    /// Completion-handler network calls, by the last component of their callee or its dotted path.
    public static let networkCalls: Set<String> = [
        "dataTask", "uploadTask", "downloadTask", "AF.request", "AF.upload", "AF.download", "Alamofire.request",
        "Alamofire.upload",
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
        "pending", "running", "fetching", "purchasing", "hud", "spinner",
    ]
}
