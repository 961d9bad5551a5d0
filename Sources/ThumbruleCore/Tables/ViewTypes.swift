/// Framework base types that decide what a project type is in the screen graph: a
/// SwiftUI view, a view controller whose view is a screen, a container controller that
/// only holds other screens, or a UIKit view drawn inside a screen. One line per type.
public enum ViewTypes {
    public static let swiftUIViews: Set<String> = ["View", "SwiftUI.View"]
    public static let viewModifiers: Set<String> = ["ViewModifier", "SwiftUI.ViewModifier"]
    public static let apps: Set<String> = ["App", "SwiftUI.App"]

    /// Controllers whose own view is a screen.
    public static let screenControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "UIInputViewController", "UIReferenceLibraryViewController", "UIDocumentViewController",
        "QLPreviewController", "SFSafariViewController", "MFMailComposeViewController", "PHPickerViewController",
    ]

    /// Controllers that show other screens rather than one of their own.
    public static let containerControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    /// UIKit views: drawn inside whichever screen creates them.
    public static let uiViews: Set<String> = [
        "UIView", "UIControl", "UIButton", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIVisualEffectView", "UIImageView", "UILabel", "UITextField", "UITextView", "UISwitch", "UISegmentedControl",
        "UISlider", "UIToolbar", "UINavigationBar", "UITabBar",
    ]
}
