import SwiftSyntax
import ThumbruleCore

/// Whether the app pins itself to one appearance. An app that never switches between
/// light and dark shows each colour in one appearance only, so dark-mode findings stay
/// silent there.
///
/// Checks that need the answer record the code locks in their file pass (facts are only
/// collected for the checks that run) and ask `isLocked` in their project pass.
enum AppearanceLock {
    /// A lock in code, and the type it is written in.
    struct CodeLock: Sendable, Codable {
        let typeName: String?
        /// In the `App`, an app or scene delegate, or on a window: every screen is locked.
        let isAppWide: Bool
        /// `light` or `dark`.
        let style: String
    }

    static let codeLocks = FactKey<CodeLock>("color.appearance-lock")
    package static let styles = ["light", "dark"]

    /// `.preferredColorScheme(.light)` / `(.dark)` and `overrideUserInterfaceStyle = .light` / `.dark`.
    package static func record(_ file: SwiftFile, into output: inout CheckOutput) {
        var locks: [(node: Syntax, onWindow: Bool, style: String)] = []
        for call in file.index.calls("preferredColorScheme") {
            guard let scheme = call.arguments.first?.expression.trimmedSourceText, let style = styles.first(where: { scheme == ".\($0)" }) else { continue }
            locks.append((Syntax(call), false, style))
        }
        for member in file.index.memberAccesses("overrideUserInterfaceStyle") {
            guard let value = member.assignedValue?.trimmedSourceText, let style = styles.first(where: value.hasSuffix) else { continue }
            locks.append((Syntax(member), member.receiverKey.lowercased().contains("window"), style))
        }
        for (node, onWindow, style) in locks {
            let type = node.enclosingTypeDeclaration.flatMap(file.index.typeDeclaration(of:))
            let isApp = type.map { $0.inherits("App") || $0.name.hasSuffix("Delegate") } ?? false
            output.facts.add(CodeLock(typeName: type?.name, isAppWide: onWindow || isApp, style: style), for: codeLocks)
        }
    }

    /// True when code locks the appearance for the whole app (in the `App`, a delegate, on a
    /// window, or on a root screen), or an Info.plist or the Xcode project sets
    /// `UIUserInterfaceStyle` to `Light` or `Dark`. A lock on one screen does not count.
    static func isLocked(_ project: Project) -> Bool {
        isLocked(project, to: ["Light", "Dark"])
    }

    /// True when the whole app is locked to the dark appearance, as `isLocked` decides a lock.
    static func isLockedDark(_ project: Project) -> Bool {
        isLocked(project, to: ["Dark"])
    }

    /// `locked`: the Info.plist spellings of the styles that count (`Light`, `Dark`).
    private static func isLocked(_ project: Project, to locked: Set<String>) -> Bool {
        let key = "UIUserInterfaceStyle"
        let roots = project.rootViewNames
        return project.facts.values(codeLocks).contains { lock in
            guard lock.isAppWide || lock.typeName.map(roots.contains) ?? false else { return false }
            return locked.contains(lock.style.capitalized)
        }
            || project.infoPlists.values.contains { $0.string(key).map(locked.contains) ?? false }
            || project.xcodeProjects.contains { $0.targets.contains { $0.generatedInfoPlistKeys[key].map(locked.contains) ?? false } }
    }
}
