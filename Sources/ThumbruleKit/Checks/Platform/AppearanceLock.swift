import SwiftSyntax

/// Whether the app pins itself to one appearance. An app that never switches between
/// light and dark shows each colour in one appearance only, so dark-mode findings stay
/// silent there.
///
/// Checks that need the answer record the code locks in their file pass (facts are only
/// collected for the checks that run) and ask `isLocked` in their project pass.
enum AppearanceLock {
    static let codeLocks = FactKey<SourcePosition>("color.appearance-lock")
    static let styles = ["light", "dark"]

    /// `.preferredColorScheme(.light)` / `(.dark)` and `overrideUserInterfaceStyle = .light` / `.dark`.
    static func record(_ file: SwiftFile, into output: inout CheckOutput) {
        for call in file.index.calls("preferredColorScheme") {
            guard let scheme = call.arguments.first?.expression.trimmedDescription, styles.contains(where: { scheme == ".\($0)" }) else { continue }
            output.facts.add(file.position(of: call), for: codeLocks)
        }
        for member in file.index.memberAccesses("overrideUserInterfaceStyle") {
            guard let style = member.assignedValue?.trimmedDescription, styles.contains(where: style.hasSuffix) else { continue }
            output.facts.add(file.position(of: member), for: codeLocks)
        }
    }

    /// True when code locks the appearance, or an Info.plist or the Xcode project sets
    /// `UIUserInterfaceStyle` to `Light` or `Dark`.
    static func isLocked(_ project: Project) -> Bool {
        let key = "UIUserInterfaceStyle"
        let locked: Set<String> = ["Light", "Dark"]
        return !project.facts.values(codeLocks).isEmpty
            || project.infoPlists.values.contains { $0.string(key).map(locked.contains) ?? false }
            || project.xcodeProjects.contains { $0.targets.contains { $0.generatedInfoPlistKeys[key].map(locked.contains) ?? false } }
    }
}
