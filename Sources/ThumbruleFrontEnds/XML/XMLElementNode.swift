/// One element of an `XMLTree`, with where its start tag begins.
public struct XMLElementNode: Sendable, Hashable {
    /// The tag as written (`activity`, `androidx.constraintlayout.widget.ConstraintLayout`).
    public let name: String
    /// Attributes sorted by name (XMLParser does not keep their order).
    public let attributes: [XMLAttribute]
    /// Where the `<` of the start tag is: 1-based line and UTF-8 column.
    public let position: TextPosition
    /// Index of the parent element in `XMLTree.elements`; nil for the root.
    public let parent: Int?
    public internal(set) var children: [Int]
    /// 0 for the root.
    public let depth: Int
    /// The character data directly inside the element (not its children's), as the parser
    /// hands it over: entities decoded, Android's backslash escapes still as written. Kept
    /// only for elements with no children (a `<string>` resource); empty otherwise.
    public internal(set) var text: String = ""

    /// An attribute's value by normalised name.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
