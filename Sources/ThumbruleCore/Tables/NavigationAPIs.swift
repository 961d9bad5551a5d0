/// Navigation and list APIs the `nav-*` and `list-*` checks read. One line per fact.
public enum NavigationAPIs {
    /// SwiftUI toolbar placements that land on the trailing side of an iPhone navigation
    /// bar. `automatic` (and a bare view in `.toolbar`) goes there too; `secondaryAction`
    /// goes into the overflow menu and is not counted.
    public static let trailingPlacements: Set<String> = [
        ".automatic", ".topBarTrailing", ".navigationBarTrailing", ".primaryAction", ".confirmationAction", ".destructiveAction",
    ]
    /// Toolbar content that shows nothing in the bar, or groups items out of it.
    public static let toolbarNonItems: Set<String> = ["ToolbarSpacer", "ToolbarTitleMenu", "DefaultToolbarItem", "Divider", "Spacer"]
    /// Views that are one item when placed bare in a toolbar.
    public static let singleToolbarItems: Set<String> = [
        "Button", "Menu", "Link", "ShareLink", "Toggle", "Picker", "EditButton", "NavigationLink", "Image", "Text", "ProgressView",
    ]
    /// Segments a segmented control holds at most on iPhone (HIG Segmented controls).
    public static let maxSegments = 5
    /// Trailing navigation-bar items this rulebook allows (`nav-bar`).
    public static let maxTrailingItems = 2
    /// Calls that move to another screen.
    public static let screenChanges: Set<String> = ["pushViewController", "performSegue", "show", "showDetailViewController"]
    /// Containers a context menu's items may be grouped in.
    public static let menuGroups: Set<String> = ["Section", "Group", "ControlGroup"]
    /// Words in the name of a hand-built pull-to-refresh type.
    public static let pullToRefreshTypeWords = ["PullToRefresh", "PullDownToRefresh", "RefreshableScrollView", "PullRefresh"]
    /// The platform's pull-to-refresh: a type that uses one of these wraps it rather than replacing it.
    public static let platformRefresh = ["UIRefreshControl", "refreshable", "refreshControl"]
    /// Words in the name of a call that reloads content.
    public static let reloadWords = ["refresh", "reload", "fetch"]
}
