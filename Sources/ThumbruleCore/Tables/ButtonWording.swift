/// Button labels that say nothing about the outcome, lowercased, each with what to write
/// instead. One line per label.
public enum ButtonWording {
    public static let vague: [String: String] = [
        "ok": "the action it confirms, such as \"Delete\" or \"Save\"",
        "okay": "the action it confirms, such as \"Delete\" or \"Save\"",
        "submit": "what submitting does, such as \"Send message\" or \"Create account\"",
        "yes": "the action the question offers, such as \"Delete photo\"",
        "no": "what declining keeps, such as \"Keep photo\" or \"Cancel\"",
        "go": "where it goes or what it starts, such as \"Search\" or \"Open map\"",
        "click here": "the destination or action, such as \"Read the privacy policy\"",
        "tap here": "the destination or action, such as \"Read the privacy policy\"",
    ]

    /// Words that describe a mouse, not a finger.
    public static let pointerWords = ["click"]
}
