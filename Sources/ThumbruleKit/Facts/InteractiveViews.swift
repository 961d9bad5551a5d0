/// SwiftUI views and modifiers a person can act on, and the containers whose content
/// scrolls or is presented on its own screen. One line per family.
public enum InteractiveViews {
    /// Controls: a tap, a drag or typing on them does something.
    public static let controls: Set<String> = [
        "Button", "Link", "Toggle", "Menu", "NavigationLink", "ShareLink", "PhotosPicker",
        "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker",
        "onTapGesture", "onLongPressGesture",
    ]
    /// Containers whose content scrolls: the system insets it, so it may run under the bars.
    public static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form", "Table", "TabView", "WebView", "Map"]
    /// Modifiers whose content is shown on another surface: a sheet, a menu, a toolbar.
    public static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "contextMenu", "swipeActions",
        "safeAreaInset", "navigationDestination", "inspector",
    ]
}
