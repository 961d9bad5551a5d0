import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct RulebookTests {
    /// The 90 rules the seeds define, the 69 ids they cite, and the seed-003 platform ids.
    static let requiredIds = """
    ads-a11y ads-adjacency ads-children ads-close ads-consent ads-cost ads-entitlement ads-frequency ads-labelled ads-placement ads-report ads-reserve ads-rewarded
    auth-active-account auth-biometric-session auth-code-screen auth-delete auth-expiry auth-last-used auth-magic-link auth-methods auth-provider-button auth-reauth auth-signout auth-web-flow
    bg-declared bg-exact-time bg-exemption bg-failed-away bg-leaving bg-location bg-not-running bg-now-or-later bg-periodic bg-restricted bg-service-last bg-visible-stoppable bg-wake-push
    button-chips button-fab button-label button-ladder button-one-primary button-state button-tabs button-target
    notify-actions notify-badge notify-channels notify-destination notify-earns-it notify-inapp notify-level notify-lockscreen notify-ongoing notify-quiet notify-shade
    off-cache-policy off-conflict off-destructive-offline off-fresh-marks off-local-first off-no-cache off-queue off-reclaimable off-session off-sync-scope off-write-mode
    onboard-account onboard-ask-order onboard-defer onboard-first-action onboard-in-place onboard-look-first onboard-resume onboard-screens onboard-splash
    pay-cancel pay-card pay-handoff pay-honest-paywall pay-outcome pay-price-source pay-rail pay-restore pay-sheet pay-steering pay-subscription-terms pay-total pay-wallet-first
    a11y-focus a11y-name a11y-test copy-case copy-rationale data-precision fb-unprompted form-autofill form-error form-input form-persist form-steps icon-reserve
    l10n-format l10n-strings layout-chrome layout-column layout-fold media-background motion-blocks nav-back nav-deeplink nav-modal nav-restore
    net-backoff net-dedupe net-metered net-prefetch net-reachability net-timeout net-upload perf-cold-start perf-memory perf-power perf-size
    perm-no-coercion perm-notify-ask perm-purpose-string perm-rationale perm-recheck perm-scope perm-tracking priv-declared sense-biometric sense-off-system sense-running
    set-account-exit set-default-first set-diagnostics set-system-owned splash-entry splash-hold state-empty state-error state-interrupt state-loading state-offline
    state-partial state-permission state-queued state-retry state-set state-stale touch-destructive touch-floor touch-reach touch-spacing type-scaling type-strings
    type-scale color-roles color-dark-composed color-contrast motion-reduced icon-one-set list-refresh list-swipe nav-bar nav-segmented nav-context-menu
    layout-margins form-text-field nav-sheet layout-keyboard layout-insets fb-review-prompt
    """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test func everyRequiredIdIsDefined() {
        let rulebook = Rulebook.bundled
        #expect(Self.requiredIds.count == 176)
        let missing = Self.requiredIds.filter { rulebook.rule($0) == nil }
        #expect(missing.isEmpty, "missing: \(missing)")
    }

    @Test func bundledRulebookLintsClean() {
        let issues = Rulebook.bundled.issues
        #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyRuleHasItsParts() {
        for rule in Rulebook.bundled.rules {
            #expect(!rule.description.isEmpty && !rule.rationale.isEmpty && !rule.facts.isEmpty && !rule.instead.isEmpty && !rule.verify.isEmpty,
                    "\(rule.id) lacks a part")
            #expect(rule.evidence.needsDevice == (rule.device != nil), "\(rule.id) device note")
        }
    }

    static let goodRule = """
    # Demo
    Intro.

    ## <Rule id="demo-one" severity="p1" evidence="source" description="One" />

    Why it matters, citing `demo-two`.

    - A fact (source).

    **Instead:** do this.

    ## <Rule id="demo-two" severity="p2" evidence="device" description="Two" />

    Why.

    - A fact.

    **Instead:** do that.

    <Check>
    <Verify rule="demo-one">Is it so?</Verify>
    <Verify rule="demo-two">Is that so?</Verify>
    <Device rule="demo-two">Try it on a phone.</Device>
    </Check>
    """

    @Test func parsesRuleParts() throws {
        let rulebook = Rulebook(sources: [("house/demo.md", Self.goodRule)])
        #expect(rulebook.issues.isEmpty, "\(rulebook.issues)")
        let one = try #require(rulebook.rule("demo-one"))
        #expect(one.priority == .p1 && one.evidence == .source && one.line == 4)
        #expect(one.facts == ["A fact (source)."] && one.instead == "do this." && one.verify == "Is it so?")
        #expect(one.citations == ["demo-two"])
        #expect(rulebook.rule("demo-two")?.device == "Try it on a phone.")
        #expect(rulebook.citers(of: "demo-two").map(\.id) == ["demo-one"])
    }

    struct LintCase: Sendable, CustomStringConvertible {
        let kind: String
        let text: String
        let message: String
        var twoFiles = false
        var description: String { kind }
    }

    static func replacing(_ old: String, _ new: String) -> String {
        goodRule.replacingOccurrences(of: old, with: new)
    }

    static let lintCases: [LintCase] = [
        LintCase(kind: "duplicate id", text: goodRule, message: "duplicate id", twoFiles: true),
        LintCase(kind: "prefix", text: replacing("demo-one", "other-one"), message: "does not start with this file's prefix"),
        LintCase(kind: "missing verify", text: replacing("<Verify rule=\"demo-one\">Is it so?</Verify>\n", ""), message: "needs exactly one <Verify>"),
        LintCase(kind: "verify of unknown rule", text: replacing("</Check>", "<Verify rule=\"demo-nine\">x</Verify>\n</Check>"), message: "is not a rule of this file"),
        LintCase(kind: "undefined citation", text: replacing("`demo-two`", "`demo-three`"), message: "is cited but no rulebook file defines it"),
        LintCase(kind: "unknown tag", text: replacing("Intro.", "Intro <Note>x</Note>."), message: "unknown tag <Note>"),
        LintCase(kind: "unknown attribute", text: replacing("description=\"One\"", "description=\"One\" color=\"red\""), message: "unknown attribute 'color'"),
        LintCase(kind: "unbalanced", text: replacing("</Check>", ""), message: "never closed"),
        LintCase(kind: "severity", text: replacing("severity=\"p1\"", "severity=\"high\""), message: "invalid severity"),
        LintCase(kind: "evidence", text: replacing("evidence=\"source\"", "evidence=\"code\""), message: "invalid evidence"),
        LintCase(kind: "long description", text: replacing("description=\"One\"", "description=\"" + String(repeating: "x", count: 91) + "\""), message: "keep it to 90"),
        LintCase(kind: "device missing", text: replacing("<Device rule=\"demo-two\">Try it on a phone.</Device>\n", ""), message: "needs exactly one <Device>"),
    ]

    /// Each lint error kind, caught on a small bad rulebook, with its line.
    @Test(arguments: lintCases)
    func lintCatches(_ lintCase: LintCase) {
        var sources = [(path: "house/demo.md", text: lintCase.text)]
        if lintCase.twoFiles { sources.append((path: "house2/demo.md", text: Self.goodRule)) }
        let issues = Rulebook(sources: sources).issues
        #expect(issues.contains { $0.message.contains(lintCase.message) && $0.line > 0 }, "\(lintCase.kind): \(issues)")
    }

    @Test func suggestsNearestIds() {
        #expect(Rulebook.bundled.suggestions(for: "touch-flor").first == "touch-floor")
    }
}
