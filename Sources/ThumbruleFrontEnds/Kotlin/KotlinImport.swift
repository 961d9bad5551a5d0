/// `import a.b.C`, `import a.b.C as D`, `import a.b.*`.
public struct KotlinImport: Sendable, Hashable {
    /// The dotted path without `.*`.
    public let path: String
    public let alias: String?
    public let isWildcard: Bool
    public let position: TextPosition

    /// The name the import brings into scope (the alias, else the last component); nil for `*`.
    public var importedName: String? {
        if isWildcard { return nil }
        if let alias { return alias }
        return path.split(separator: ".").last.map(String.init)
    }
}
