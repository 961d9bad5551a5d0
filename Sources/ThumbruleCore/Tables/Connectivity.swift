/// Connectivity facts: the names that say code reads whether the device is online, and
/// the actions a connection check must not block. One entry per fact.
public enum Connectivity {
    /// Words in a flag's name that say it tracks the internet connection: `isOnline`,
    /// `reachable`, `hasInternet`, `networkMonitor.isOffline`.
    public static let flagWords: Set<String> = [
        "online", "offline", "reachable", "unreachable", "reachability", "connectivity", "internet",
    ]

    /// Words that say connected, which a stream, a socket or a remote peer says as often as
    /// the network does: they count only beside `networkWords` or in a file that uses a
    /// network monitor (`monitorNames`).
    public static let connectionWords: Set<String> = ["connected", "disconnected", "connection"]

    /// Words that put a connection flag on the network: `networkMonitor.isConnected`.
    public static let networkWords: Set<String> = ["network", "monitor", "path", "internet", "wifi", "cellular"]

    /// Types that report the network's state: `NWPathMonitor`, and the common reachability
    /// wrappers (Reachability.swift, Alamofire's `NetworkReachabilityManager`).
    public static let monitorNames: [String] = [
        "NWPathMonitor", "Reachability", "NetworkMonitor", "SCNetworkReachability", "NetworkReachabilityManager",
    ]

    /// `NWPathMonitor`'s answer, read as `path.status == .satisfied`.
    public static let pathStatusWords: Set<String> = ["satisfied", "unsatisfied"]

    /// Words that say the connection is to something other than the internet (a Bluetooth
    /// peripheral, the paired watch's `WCSession.isReachable`, a socket, a call) or that the
    /// flag is a mode the person chose (an "offline mode" setting): a control that needs it
    /// may rightly wait for it.
    public static let otherConnectionWords: Set<String> = [
        "peripheral", "bluetooth", "ble", "device", "devices", "watch", "wc", "accessory", "printer", "socket", "websocket",
        "peer", "peers", "vpn", "tunnel", "call", "cast", "chromecast", "airplay", "speaker", "mode", "camera", "car",
        "carplay", "wallet", "nfc", "headphones", "sensor", "bridge", "hub", "relay", "console",
    ]

    /// Words that make a flag a switch someone set rather than the network's state: an offline
    /// service or mode the person turned on (`isRevocationOfflineServiceEnabled`) says nothing
    /// about whether the device is online.
    public static let settingWords: Set<String> = ["enabled", "setting", "settings", "preference", "preferences", "toggle"]

    /// Leading verbs of actions that send what the person wrote or chose: the actions
    /// `off-write-mode` says must be tried, not greyed out, when the network looks down.
    /// Reads (`refresh`, `load`, `download`, `sync`) may rightly wait for a connection.
    public static let writeVerbs: Set<String> = [
        "save", "send", "post", "submit", "publish", "reply", "comment", "upload", "create", "add", "update", "edit",
        "compose", "share", "pay", "order", "checkout", "transfer", "book", "reserve", "donate", "vote", "report",
        "invite", "toot", "tweet", "message", "review", "rate",
    ]

    /// Words in a function's name that say it sends telemetry: the droppable mode, which
    /// may skip a send while offline (`sendAnalytics`, `postMetrics`, `sendHeartbeat`).
    public static let droppableWords: Set<String> = [
        "analytics", "telemetry", "log", "logs", "metrics", "stats", "statistics", "ping", "heartbeat", "crash",
        "diagnostics", "event", "events", "tracking", "status", "presence", "typing",
    ]

    /// Words in a function's name that say it redraws the screen, whatever its verb
    /// (`updateProgress`, `updateLayout`, `updateUI`): it writes nothing the person made.
    public static let drawingWords: Set<String> = [
        "progress", "layout", "ui", "view", "views", "display", "appearance", "constraints", "frame", "frames",
        "indicator", "animation", "theme", "colors", "colours",
    ]

    /// Words in the names an offline branch calls that keep the input for later: it is
    /// queued, stored or drafted, which is the local-then-queued mode, not a refusal.
    public static let keepWords: Set<String> = [
        "queue", "enqueue", "outbox", "pending", "draft", "drafts", "save", "store", "persist", "insert", "later", "retry",
        "schedule", "cache", "defer", "stash",
    ]
}
