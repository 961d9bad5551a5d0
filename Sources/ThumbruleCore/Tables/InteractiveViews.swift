/// SwiftUI views and modifiers a person can act on, and the modifiers whose content is
/// presented on its own surface. One line per family.
public enum InteractiveViews {
    /// Controls: a tap, a drag or typing on them does something.
    public static let controls: Set<String> = [
        "Button", "Link", "Toggle", "Menu", "NavigationLink", "ShareLink", "PhotosPicker",
        "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker",
        "onTapGesture", "onLongPressGesture",
    ]
    /// Text inputs: VoiceOver announces them as text fields, and activating one edits it.
    public static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// Controls VoiceOver announces as buttons.
    public static let buttons: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink"]
    /// Modifiers whose content is shown on another surface: a sheet, a menu, a toolbar.
    public static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "contextMenu", "swipeActions",
        "safeAreaInset", "navigationDestination", "inspector",
    ]
    /// The presentations that cover the screen with their own modal surface while a flag or an
    /// item is set: a sheet, a full-screen cover, a popover.
    public static let modalSheets: Set<String> = ["sheet", "fullScreenCover", "popover"]
}
