/// A `res/layout*/*.xml` file: its elements with attributes, positions and parent chain.
public struct LayoutFile: Sendable {
    /// The path as given (used for the qualifier and messages).
    public let path: String
    public let elements: [LayoutElement]

    public init(bytes: [UInt8], path: String) throws(XMLReadError) {
        let tree = try XMLTree(bytes: bytes)
        self.path = path
        elements = tree.elements.map { node in
            LayoutElement(tag: node.name, attributes: node.attributes, position: node.position,
                          parent: node.parent, children: node.children)
        }
    }

    public init(text: String, path: String) throws(XMLReadError) {
        try self.init(bytes: Array(text.utf8), path: path)
    }

    /// The folder's qualifiers: `land` for `res/layout-land/x.xml`, "" for `res/layout/`.
    public var qualifier: String {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return "" }
        let folder = components[components.count - 2]
        guard folder.hasPrefix("layout") else { return "" }
        return folder.hasPrefix("layout-") ? String(folder.dropFirst("layout-".count)) : ""
    }

    /// Whether a path is a layout resource: `…/res/layout[-qualifiers]/<name>.xml`.
    public static func isLayoutPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard components.count >= 3, components.last?.hasSuffix(".xml") == true else { return false }
        let folder = components[components.count - 2]
        return components[components.count - 3] == "res" && (folder == "layout" || folder.hasPrefix("layout-"))
    }

    /// Indices from the root down to the element's parent.
    public func parentChain(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = elements[index].parent
        while let parent = current, chain.count < elements.count {
            chain.insert(parent, at: 0)
            current = elements[parent].parent
        }
        return chain
    }
}
