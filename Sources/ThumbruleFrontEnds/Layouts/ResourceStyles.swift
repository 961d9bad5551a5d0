/// The `<style>` resources of a `res/values*/*.xml` file: each style's items and its parent,
/// so a layout view's `style="@style/…"` can be followed to what it sets.
public struct ResourceStyles: Sendable {
    public struct Style: Sendable, Hashable {
        public let name: String
        /// The parent as written (`@style/Widget.AppCompat.Button`, `Widget.AppCompat.Button`),
        /// `""` for an explicit `parent=""`, nil when the attribute is absent (the name's dotted
        /// prefix is then the parent, if the app defines it).
        public let parent: String?
        /// Item names as written (`android:contentDescription`, `tint`).
        public let items: Set<String>
    }

    public let styles: [Style]

    public init(bytes: [UInt8]) throws(XMLReadError) {
        let tree = try XMLTree(bytes: bytes)
        styles = tree.elements.indices.compactMap { index in
            let element = tree.elements[index]
            guard element.name == "style", element.depth == 1, let name = element.attribute("name") else { return nil }
            let items = tree.children(of: index).filter { $0.name == "item" }.compactMap { $0.attribute("name") }
            return Style(name: name, parent: element.attribute("parent"), items: Set(items))
        }
    }

    /// The style a reference names: `Body1` for `@style/Body1`, nil for the platform's
    /// (`@android:style/…`) and for theme attributes (`?attr/…`).
    public static func styleName(_ reference: String) -> String? {
        let trimmed = reference.trimmed
        if trimmed.hasPrefix("@style/") { return String(trimmed.dropFirst("@style/".count)) }
        if trimmed.hasPrefix("@") || trimmed.hasPrefix("?") || trimmed.hasPrefix("android:") { return nil }
        return trimmed.isEmpty ? nil : trimmed
    }
}
