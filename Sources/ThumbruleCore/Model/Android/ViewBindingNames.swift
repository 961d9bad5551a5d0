/// The class Android's view binding generates for a layout, and back:
/// `fragment_comment_bar.xml` ↔ `FragmentCommentBarBinding`.
public enum ViewBindingNames {
    /// `fragment_comment_bar` → `FragmentCommentBarBinding`.
    public static func className(ofLayout layout: String) -> String {
        layout.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Binding"
    }

    /// `FragmentCommentBarBinding` → `fragment_comment_bar`, or nil for a name that is not a binding class.
    public static func layout(ofClass name: String) -> String? {
        guard name.count > "Binding".count, name.hasSuffix("Binding"), name.first?.isUppercase == true else { return nil }
        var snake = ""
        for character in name.dropLast("Binding".count) {
            if character.isUppercase, !snake.isEmpty { snake += "_" }
            snake += character.lowercased()
        }
        return snake
    }
}
