/// How code says a control is selected, and what shows it other than colour. One fact per entry.
public enum SelectionMarks {
    /// Words in a condition's names that say it asks whether this item is the chosen one
    /// (`isSelected`, `selection == tag`, `activeFilter`).
    public static let conditionWords: Set<String> = ["selected", "selection", "active", "current", "chosen", "picked", "checked"]

    /// Names whose presence in a control shows its selected state to VoiceOver or without
    /// colour: the `.isSelected` trait, an accessibility value, a checkmark symbol.
    public static let nonColourMarks: Set<String> = ["accessibilityAddTraits", "accessibilityValue", "isSelected", "checkmark"]

    /// Views whose content the chips of a row sit in: a horizontal stack, or a scroll view
    /// given `.horizontal`.
    public static let rowContainers: Set<String> = ["HStack", "LazyHStack"]
}
