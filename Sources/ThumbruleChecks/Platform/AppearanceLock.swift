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
    }

    static let codeLocks = FactKey<CodeLock>("color.appearance-lock")
    package static let styles = ["light", "dark"]

    /// `.preferredColorScheme(.light)` / `(.dark)` and `overrideUserInterfaceStyle = .light` / `.dark`.
    package static func record(_ file: SwiftFile, into output: inout CheckOutput) {
        var locks: [(node: Syntax, onWindow: Bool)] = []
        for call in file.index.calls("preferredColorScheme") {
            guard let scheme = call.arguments.first?.expression.trimmedSourceText, styles.contains(where: { scheme == ".\($0)" }) else { continue }
            locks.append((Syntax(call), false))
        }
        for member in file.index.memberAccesses("overrideUserInterfaceStyle") {
            guard let style = member.assignedValue?.trimmedSourceText, styles.contains(where: style.hasSuffix) else { continue }
            locks.append((Syntax(member), member.receiverKey.lowercased().contains("window")))
        }
        for (node, onWindow) in locks {
            let type = node.enclosingTypeDeclaration.flatMap(file.index.typeDeclaration(of:))
            let isApp = type.map { $0.inherits("App") || $0.name.hasSuffix("Delegate") } ?? false
            output.facts.add(CodeLock(typeName: type?.name, isAppWide: onWindow || isApp), for: codeLocks)
        }
    }

    /// True when code locks the appearance for the whole app (in the `App`, a delegate, on a
    /// window, or on a root screen), or an Info.plist or the Xcode project sets
    /// `UIUserInterfaceStyle` to `Light` or `Dark`. A lock on one screen does not count.
    static func isLocked(_ project: Project) -> Bool {
        let key = "UIUserInterfaceStyle"
        let locked: Set<String> = ["Light", "Dark"]
        let roots = project.rootViewNames
        return project.facts.values(codeLocks).contains { $0.isAppWide || $0.typeName.map(roots.contains) ?? false }
            || project.infoPlists.values.contains { $0.string(key).map(locked.contains) ?? false }
            || project.xcodeProjects.contains { $0.targets.contains { $0.generatedInfoPlistKeys[key].map(locked.contains) ?? false } }
    }
}
