/// Shell-style path globs as used in `include` and `exclude`: `*` matches within one
/// path component, `**` across components, `?` one character. A pattern without a
/// slash matches a file or folder name anywhere in the tree.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let parts: [Substring]
    private let anchored: Bool

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        if trimmed.hasSuffix("/") { trimmed += "**" }
        self.pattern = pattern
        self.anchored = trimmed.contains("/")
        self.parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True when the relative path, or any folder that contains it, matches.
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        if !anchored {
            return components.contains { Glob.matchComponent(Array(parts.first ?? ""), Array($0)) }
        }
        // A folder pattern also covers everything inside that folder.
        for length in stride(from: components.count, through: 1, by: -1) {
            if Glob.matchPath(parts[...], components[..<length]) { return true }
        }
        return false
    }

    private static func matchPath(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchPath(rest, remaining) { return true }
                if remaining.isEmpty { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let first = path.first, matchComponent(Array(head), Array(first)) else { return false }
        return matchPath(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component with `*` and `?`, iteratively with backtracking on the last star.
    static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
