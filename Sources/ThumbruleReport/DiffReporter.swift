import ThumbruleCore

/// `check --fix --dry-run`: the changes the fixes would make, as a unified diff with three
/// lines of context and `a/` and `b/` paths relative to the checked root, so `git apply`
/// (or `patch -p1`) run from the root applies it.
public struct DiffReporter {
    public static let context = 3

    public init() {}

    public func render(_ changes: [FixApplier.FileChange]) -> String {
        changes.map { DiffReporter.diff(path: $0.path, old: $0.original, new: $0.fixed) }.joined()
    }

    /// One file's diff, empty when the texts are equal.
    public static func diff(path: String, old: String, new: String) -> String {
        let before = lines(old), after = lines(new)
        let operations = DiffReporter.operations(before, after)
        let changed = operations.indices.filter { operations[$0].kind != .same }
        guard !changed.isEmpty else { return "" }
        // Changes closer than twice the context share a hunk.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context), high = min(operations.count - 1, index + context)
            if let last = hunks.last, low <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...high
            } else {
                hunks.append(low...high)
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let slice = operations[hunk]
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let first = slice.first!
            // An empty side names the line before it, as diff(1) does.
            let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
            let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for operation in slice {
                let line: String
                switch operation.kind {
                case .same: line = " " + before[operation.oldIndex]
                case .removed: line = "-" + before[operation.oldIndex]
                case .added: line = "+" + after[operation.newIndex]
                }
                output += line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
            }
        }
        return output
    }

    struct Operation {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// Where the operation stands in the old and the new lines (0-based).
        var oldIndex: Int
        var newIndex: Int
    }

    /// The lines of a text, each with its line break; the last has none when the text does not end with one.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Old and new lines merged in order, from the standard library's shortest edit script.
    static func operations(_ before: [String], _ after: [String]) -> [Operation] {
        let difference = after.difference(from: before)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var old = 0, new = 0
        while old < before.count || new < after.count {
            if old < before.count, removed.contains(old) {
                operations.append(Operation(kind: .removed, oldIndex: old, newIndex: new))
                old += 1
            } else if new < after.count, inserted.contains(new) {
                operations.append(Operation(kind: .added, oldIndex: old, newIndex: new))
                new += 1
            } else {
                operations.append(Operation(kind: .same, oldIndex: old, newIndex: new))
                old += 1
                new += 1
            }
        }
        return operations
    }
}
