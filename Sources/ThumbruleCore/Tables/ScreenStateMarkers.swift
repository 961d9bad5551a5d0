/// Names whose presence in a screen's source shows it draws a state a screen brief
/// describes: a view, a modifier, a flag or an enum case. One line per state.
/// `thumbrule spec` looks for any of them as a call, a member or a reference.
public enum ScreenStateMarkers {
    public static let byState: [String: [String]] = [
        "loading": ["ProgressView", "UIActivityIndicatorView", "redacted", "isLoading", "loading", "startAnimating", "skeleton"],
        "empty": ["ContentUnavailableView", "isEmpty", "empty", "emptyState", "EmptyStateView", "noResults"],
        "error": ["error", "failure", "failed", "errorMessage", "alert", "ErrorView", "retry"],
        "offline": ["isOffline", "offline", "NWPathMonitor", "isConnected", "isReachable", "notConnectedToInternet", "networkUnavailable"],
        "partial": ["partial", "isPartial", "incomplete", "hasMore", "loadMore", "stale", "isStale", "failedItems"],
        "permission": ["authorizationStatus", "denied", "notDetermined", "restricted", "openSettingsURLString", "requestAuthorization", "requestAccess"],
    ]
}
