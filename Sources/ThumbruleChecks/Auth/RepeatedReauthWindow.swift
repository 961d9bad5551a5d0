import SwiftSyntax
import ThumbruleCore

/// The re-authentication window written as a literal in more than one place: two
/// `touchIDAuthenticationAllowableReuseDuration = 60` settings, or an `autoLockTimeout`
/// of 300 here and 300 there. Sensitive actions then ask for fresh proof after different
/// delays, and changing the policy misses a copy (`auth-reauth`).
///
/// Sites are found and grouped by name by `SessionWindowLiterals`. Medium confidence:
/// two settings of the same name in different types may still mean different things. Known false
/// negatives: windows compared inline (`Date().timeIntervalSince(lastUnlock) > 300`) and
/// names without a lock or re-authentication word.
struct RepeatedReauthWindow: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-reauth.window-literal",
        ruleId: "auth-reauth",
        summary: "The re-authentication window written as a literal in more than one place",
        triggering: [
            CheckExample(files: [
                ("App/Security/PaymentGate.swift", """
                func confirmPayment() {
                    let context = LAContext()
                    ↓context.touchIDAuthenticationAllowableReuseDuration = 120
                    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Pay") { _, _ in }
                }
                """),
                ("App/Security/ExportGate.swift", """
                func confirmExport() {
                    let context = LAContext()
                    context.touchIDAuthenticationAllowableReuseDuration = 2 * 60
                    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Export") { _, _ in }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Security/Reauth.swift", """
                enum Reauth {
                    static let window: TimeInterval = 120
                    static func context() -> LAContext {
                        let context = LAContext()
                        context.touchIDAuthenticationAllowableReuseDuration = window
                        return context
                    }
                }
                """),
                ("App/Settings/LockSettings.swift", """
                struct LockSettings {
                    var autoLockTimeout: TimeInterval = 300
                    func reset() { context.touchIDAuthenticationAllowableReuseDuration = 0 }
                }
                """),
            ]),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for site in SessionWindowLiterals.sites(of: .reauth, in: file) { output.facts.add(site, for: SessionWindowLiterals.sites) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let sites = project.facts.values(SessionWindowLiterals.sites).filter { $0.kind == .reauth }
        SessionWindowLiterals.reportRepeats(sites, &output) { site, first in
            "The re-authentication window is written again here as \(SessionWindowLiterals.format(site.seconds)) (\(site.name)); it is also a literal at \(SessionWindowLiterals.place(first)). Keep the window in one constant (recorded in STACK.md) and pass it to every gate, LAContext.touchIDAuthenticationAllowableReuseDuration included."
        }
    }
}
