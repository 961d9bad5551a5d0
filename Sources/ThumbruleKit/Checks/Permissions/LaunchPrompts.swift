import SwiftSyntax

/// A system permission alert raised from code that runs at launch or from the first
/// screen's appearance. Shared by `onboard-ask-order`, `perm-notify-ask` and `perm-tracking`.
struct LaunchPrompt: Sendable {
    let api: PermissionAPIs.API
    let position: SourcePosition
    let context: LaunchContext
    /// The function the prompt sits in when the launch path reaches it through a call.
    let via: String?

    /// Prompts in this file whose code runs on a possible launch path; the project pass keeps
    /// those whose context `Project.isLaunchPath` confirms.
    static func collect(_ file: SwiftFile, resources: Set<PermissionAPIs.Resource>) -> [LaunchPrompt] {
        guard file.target.kind != .tests else { return [] }
        // Provisional notification authorization delivers quietly and shows no alert.
        let provisional = !file.index.memberAccesses("provisional").isEmpty
        return PermissionUses.matches(in: file, where: { $0.prompts && resources.contains($0.resource) }).compactMap { match in
            if match.api.resource == .notifications, provisional { return nil }
            guard let reach = file.launchContext(reaching: match.node) else { return nil }
            return LaunchPrompt(api: match.api, position: file.position(of: match.node), context: reach.context, via: reach.via)
        }
    }

    var whereItRuns: String { context.phrase(via: via) }

    /// High when the code runs at launch whatever the screen, medium from the first screen's
    /// appearance, which may be an explanation screen.
    var confidence: Confidence { context.isUnconditional ? .high : .medium }
}
