import SwiftSyntax
import ThumbruleCore

/// The session lifetime written as a literal in more than one place (`sessionTimeout =
/// 1800` in the store, `tokenLifetime: 30 * 60` at a call): the copies drift, and expiry
/// then arrives at a time one part of the app did not expect. The rulebook wants it once,
/// mirrored by a single constant (`auth-expiry`).
///
/// Sites are found and grouped by name by `SessionWindowLiterals`. Medium confidence:
/// two settings of the same name in different types may still mean different things. Known false
/// negatives: lifetimes under names without a session word (`ttl` alone), and values
/// built from other constants.
struct RepeatedSessionLifetime: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-expiry.lifetime-literal",
        ruleId: "auth-expiry",
        summary: "The session lifetime written as a literal in more than one place",
        triggering: [
            CheckExample(files: [
                ("App/Session/SessionStore.swift", """
                final class SessionStore {
                    static let sessionTimeout: TimeInterval = 30 * 60
                }
                """),
                ("App/Session/TokenCache.swift", """
                final class TokenCache {
                    func store(_ token: Token) {
                        cache.save(token, ↓sessionTimeout: 1800)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Session/SessionStore.swift", """
                enum SessionPolicy {
                    static let sessionTimeout: TimeInterval = 30 * 60
                }
                """),
                ("App/Session/TokenCache.swift", """
                final class TokenCache {
                    func store(_ token: Token) {
                        cache.save(token, sessionTimeout: SessionPolicy.sessionTimeout)
                        let request = URLRequest(url: url, timeoutInterval: 30)
                        configuration.timeoutIntervalForRequest = 30
                    }
                }
                """),
            ]),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for site in SessionWindowLiterals.sites(of: .lifetime, in: file) { output.facts.add(site, for: SessionWindowLiterals.sites) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let sites = project.facts.values(SessionWindowLiterals.sites).filter { $0.kind == .lifetime }
        SessionWindowLiterals.reportRepeats(sites, &output) { site, first in
            "The session lifetime is written again here as \(SessionWindowLiterals.format(site.seconds)) (\(site.name)); it is also a literal at \(SessionWindowLiterals.place(first)). Keep it in one constant (recorded in STACK.md) and read that everywhere, so expiry cannot drift between the parts of the app."
        }
    }
}
