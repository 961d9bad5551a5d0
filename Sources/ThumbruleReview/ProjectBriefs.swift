import Foundation
import ThumbruleCore

/// The three project briefs an agent and a reviewer share: who the app is for, how it
/// looks, and what it is built on, with the records several rules require.
public enum ProjectBrief: String, CaseIterable, Sendable {
    case product = "PRODUCT.md"
    case design = "DESIGN.md"
    case stack = "STACK.md"

    /// The folder Thumbrule keeps its briefs, screen briefs and review archive in.
    public static let folder = ".thumbrule"

    /// The `## ` sections each brief must have, in template order.
    public var requiredSections: [String] {
        switch self {
        case .product: return ["Users", "Jobs", "Audience", "Success"]
        case .design: return ["Identity", "Colour", "Typography", "Iconography", "Motion"]
        case .stack: return StackRecords.sections
        }
    }

    /// Where the brief is: `.thumbrule/` first, then the project root; nil when neither has it.
    public func locate(in root: String) -> String? {
        [(root as NSString).appendingPathComponent("\(ProjectBrief.folder)/\(rawValue)"),
         (root as NSString).appendingPathComponent(rawValue)].first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The starter text `thumbrule init` writes.
    public var template: String {
        switch self {
        case .product:
            return """
            # Product

            <!-- Who uses the app and for what. Agents and reviewers read this before they build or judge a screen. Replace every TODO. -->

            ## Users
            TODO: who holds the phone, in one or two sentences: their situation, not a demographic.

            ## Jobs
            TODO: the three to five things they open the app to do, most frequent first.

            ## Audience
            - Children: TODO (no, yes, or mixed audience; decides the Kids Category and `ads-children`)
            - Stores: TODO (App Store, Google Play)
            - Markets: TODO (countries and languages at launch)

            ## Success
            TODO: what a good session looks like, and the one number that says the app works.

            ## Areas
            <!-- Rule areas beyond the base ones (a11y, touch, type, color, layout, copy, state, button): open each one the app does (ads, pay, notify, bg, auth, onboard, off, perm, sense, ...), close one it never will with the reason. `review` also opens the areas the code uses; `doctor` lists the ones this table does not decide yet. -->
            | Area | Decision | Reason |
            |---|---|---|

            """
        case .design:
            return """
            # Design

            <!-- The visual identity. Replace every TODO. -->

            ## Identity
            TODO: three words for how the app should feel, and the one thing it must never look like.

            ## Colour
            TODO: the semantic roles (background, label, accent, destructive) and their light and dark values (`color-roles`, `color-dark-composed`).

            ## Typography
            TODO: the text styles in use and any custom face, scaled with Dynamic Type (`type-scale`, `type-scaling`).

            ## Iconography
            TODO: one symbol set (SF Symbols or your own), its weight against the text (`icon-one-set`).

            ## Motion
            TODO: what moves, how long it takes, and what Reduce Motion replaces it with (`motion-reduced`).

            """
        case .stack:
            return StackRecords.template
        }
    }
}

extension StackRecords {
    package static let template = """
    # Stack

    <!-- The codebase, and the decisions several rules ask to have written down. `thumbrule doctor` checks these records against the code. Replace every TODO. -->

    ## Codebase
    TODO: languages and UI frameworks, minimum OS versions, where screens, state and networking live.

    ## Session
    <!-- `auth-expiry`, `auth-reauth`: each value with the one constant the code reads it from, or `none` for an app without sign-in. -->
    - Session lifetime: TODO (for example: 30 days, in `SessionPolicy.lifetime`)
    - Re-authentication window: TODO (for example: 5 minutes, in `SessionPolicy.reauthWindow`)

    ## Periodic jobs
    <!-- `bg-periodic`: one row per recurring background task the app schedules, by its task identifier, with what breaks if it does not run today. No rows when there are none. -->
    | Identifier | Reason |
    |---|---|

    ## Offline collections
    <!-- `off-cache-policy`, `off-sync-scope`, `off-conflict`: one row per collection kept on the device. No rows when nothing is kept. -->
    | Collection | Cache policy | Sync scope | Conflict strategy |
    |---|---|---|---|

    ## External purchase links
    <!-- `pay-steering`: the storefronts where the build shows a link to an outside purchase, or `none`. -->
    - Storefronts: TODO (none, or storefront codes such as USA)

    ## Ads per store
    <!-- `ads-children`: one row per store with its ad setup (SDK, child-directed flags, certified networks). No rows for an app without ads. -->
    | Store | Ad configuration |
    |---|---|

    """
}
