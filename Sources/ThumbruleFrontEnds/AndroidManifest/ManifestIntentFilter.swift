/// `<intent-filter>` with its actions, categories and data schemes.
public struct ManifestIntentFilter: Sendable, Hashable {
    public let actions: [String]
    public let categories: [String]
    /// `android:scheme` values of its `<data>` elements.
    public let schemes: [String]
    /// `android:mimeType` values of its `<data>` elements (`image/*`).
    public let mimeTypes: [String]
    public let position: TextPosition

    /// VIEW or EDIT of photos or videos: the app opens them for the user, as a gallery or an
    /// editor does, so broad access to them is its core function.
    public var viewsPhotosOrVideos: Bool {
        !Set(actions).isDisjoint(with: ["android.intent.action.VIEW", "android.intent.action.EDIT"])
            && mimeTypes.contains { $0.hasPrefix("image/") || $0.hasPrefix("video/") }
    }

    /// MAIN with LAUNCHER (or TV's LEANBACK_LAUNCHER): the app's entry on the home screen.
    public var isLauncher: Bool {
        actions.contains("android.intent.action.MAIN")
            && (categories.contains("android.intent.category.LAUNCHER") || categories.contains("android.intent.category.LEANBACK_LAUNCHER"))
    }
}
