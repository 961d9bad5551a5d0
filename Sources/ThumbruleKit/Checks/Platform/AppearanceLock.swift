import SwiftSyntax

/// Whether the app pins itself to the light appearance. An app that never shows dark
/// mode cannot show a colour wrong in it, so dark-mode findings stay silent there.
///
/// Checks that need the answer record the code locks in their file pass (facts are only
/// collected for the checks that run) and ask `isLightOnly` in their project pass.
enum AppearanceLock {
    static let codeLocks = FactKey<SourcePosition>("color.light-appearance-lock")

    /// `.preferredColorScheme(.light)` and `overrideUserInterfaceStyle = .light`.
    static func record(_ file: SwiftFile, into output: inout CheckOutput) {
        for call in file.index.calls("preferredColorScheme") where call.arguments.first?.expression.trimmedDescription == ".light" {
            output.facts.add(file.position(of: call), for: codeLocks)
        }
        for member in file.index.memberAccesses("overrideUserInterfaceStyle") where member.assignedValue?.trimmedDescription.hasSuffix("light") == true {
            output.facts.add(file.position(of: member), for: codeLocks)
        }
    }

    /// True when code locks the appearance, or an Info.plist or the Xcode project sets
    /// `UIUserInterfaceStyle` to `Light`.
    static func isLightOnly(_ project: Project) -> Bool {
        let key = "UIUserInterfaceStyle"
        return !project.facts.values(codeLocks).isEmpty
            || project.infoPlists.values.contains { $0.string(key) == "Light" }
            || project.xcodeProjects.contains { $0.targets.contains { $0.generatedInfoPlistKeys[key] == "Light" } }
    }
}
