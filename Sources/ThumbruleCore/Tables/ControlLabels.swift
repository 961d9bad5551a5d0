/// Calls whose string arguments, or the strings inside their label closures, are the
/// visible label of a tappable control. One line per control API.
public enum ControlLabels {
    public static let callees: Set<String> = [
        // SwiftUI
        "Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "EditButton", "PasteButton", "SignInWithAppleButton",
        // UIKit
        "setTitle", "UIBarButtonItem", "UIAction", "UIAlertAction", "UIContextualAction",
    ]
}
