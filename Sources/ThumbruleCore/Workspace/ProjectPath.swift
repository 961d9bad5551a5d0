/// Project paths: relative to the checked root, `/`-separated, and worked out on the text
/// alone. Foundation's `standardizingPath` asks the file system about every path (it resolves
/// symbolic links), thousands of times for a large project; and imports, plists, lock files and
/// Xcode projects all name files relative to a folder of their own.
package enum ProjectPath {
    /// The folder part of a path, as `NSString.deletingLastPathComponent` gives it:
    /// `App/Views` for `App/Views/Home.swift`, empty for `Home.swift`, `/` for `/Home.swift`.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `base/path` with `.` and `..` worked out: `join("ios", "../node_modules")` is
    /// `node_modules`. A `..` above the root stays (`../x`), and an absolute path stays absolute.
    package static func join(_ base: String, _ path: String) -> String {
        let combined = base.isEmpty || base == "." ? path : base + "/" + path
        var parts: [Substring] = []
        for part in combined.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return combined.hasPrefix("/") ? "/" + joined : joined
    }

    /// `join`, or nil when the result lies outside the checked root.
    package static func join(_ base: String, inside path: String) -> String? {
        let joined = join(base, path)
        return joined == ".." || joined.hasPrefix("../") || joined.hasPrefix("/") ? nil : joined
    }
}
