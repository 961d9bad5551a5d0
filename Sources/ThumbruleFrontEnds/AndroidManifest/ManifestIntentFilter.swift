/// `<intent-filter>` with its actions, categories and data schemes.
public struct ManifestIntentFilter: Sendable, Hashable {
    public let actions: [String]
    public let categories: [String]
    /// `android:scheme` values of its `<data>` elements.
    public let schemes: [String]
    public let position: TextPosition

    /// MAIN with LAUNCHER (or TV's LEANBACK_LAUNCHER): the app's entry on the home screen.
    public var isLauncher: Bool {
        actions.contains("android.intent.action.MAIN")
            && (categories.contains("android.intent.category.LAUNCHER") || categories.contains("android.intent.category.LEANBACK_LAUNCHER"))
    }
}
