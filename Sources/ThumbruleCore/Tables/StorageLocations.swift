/// Words that say what a file under the caches or temporary folder holds. The system
/// empties both folders under storage pressure, so only data that can be rebuilt belongs there.
public enum StorageLocations {
    /// Data the user made or is waiting to send: lost for good when the folder is emptied.
    public static let userDataWords: Set<String> = [
        "draft", "drafts", "outbox", "unsent", "queue", "queued", "pending", "offline",
    ]
    /// Downloads and recordings the user asked to keep: wrong in Caches, but a temporary
    /// folder is the normal staging place for them before a move, so only Caches counts.
    public static let keptFileWords: Set<String> = [
        "downloads", "downloaded", "recordings", "saved",
    ]
    /// Words that mark rebuildable or short-lived data, which the cache folders are for.
    public static let rebuildableWords: Set<String> = [
        "cache", "cached", "thumbnail", "thumbnails", "thumb", "thumbs", "preview", "previews", "resized", "scaled",
        "temp", "tmp", "scratch", "staging", "export", "exports", "share", "sharing", "log", "logs",
    ]
}
