/// One view or tag of a layout file.
public struct LayoutElement: Sendable, Hashable {
    /// `Button`, `ImageView`, `androidx.constraintlayout.widget.ConstraintLayout`, `include`, `merge`.
    public let tag: String
    public let attributes: [XMLAttribute]
    public let position: TextPosition
    /// Index of the parent in `LayoutFile.elements`; nil for the root.
    public let parent: Int?
    public let children: [Int]

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// A dimension attribute parsed (`android:layout_width`, `android:minHeight`).
    public func dimension(_ name: String) -> LayoutDimension? {
        attribute(name).map(LayoutDimension.init)
    }

    /// The tag's last component: `ConstraintLayout` for a qualified tag.
    public var simpleTag: String {
        tag.split(separator: ".").last.map(String.init) ?? tag
    }
}
