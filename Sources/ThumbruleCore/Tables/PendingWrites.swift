/// Names of in-memory collections that hold writes waiting to be sent, and the timers
/// that drain them. One entry per line.
public enum PendingWrites {
    /// Words naming a collection of writes not yet sent: `pendingChanges`, `outbox`, `uploadQueue`.
    public static let queueWords: Set<String> = [
        "pending", "queue", "queued", "outbox", "unsent", "backlog",
    ]
    /// Words that say the queued entries are writes the user made, not reads or tasks.
    public static let writeWords: Set<String> = [
        "change", "changes", "write", "writes", "upload", "uploads", "outbox", "unsent", "mutation", "mutations",
        "edit", "edits", "message", "messages", "post", "posts", "draft", "drafts", "submission", "submissions",
    ]
    /// Words naming droppable data (analytics and logs), which may wait in memory.
    public static let droppableWords: Set<String> = [
        "analytics", "event", "events", "log", "logs", "metric", "metrics", "telemetry", "breadcrumb", "breadcrumbs",
        "tracking", "stats", "statistics", "crash", "crashes", "signal", "signals",
    ]
    /// Calls that start a repeating timer: `Timer.scheduledTimer`, `Timer.publish(every:)`,
    /// `Timer(timeInterval:)`, `DispatchSource.makeTimerSource()`.
    public static let timerCalls: Set<String> = [
        "scheduledTimer", "publish", "Timer", "makeTimerSource",
    ]
    /// First words of calls that hand data to a server: `api.send(batch)`, `uploadChanges()`.
    public static let sendVerbs: Set<String> = [
        "send", "upload", "submit", "sync", "post", "put", "patch", "transmit",
    ]
    /// Words in a receiver's name that say it talks to a server, whatever the call:
    /// `apiClient.apply(…)`, `session.data(for:)`.
    public static let networkReceiverWords: Set<String> = [
        "api", "client", "server", "backend", "remote", "network", "http", "session", "socket", "af", "alamofire",
    ]
    /// Words in a receiver's name that say it is local (a view, the notification centre), so
    /// `view.sendSubviewToBack(…)` or `NotificationCenter.default.post(name:)` sends nothing.
    public static let localReceiverWords: Set<String> = [
        "view", "views", "notification", "center", "cell", "layer", "controller", "table", "collection", "button",
        "label", "window",
    ]
}
