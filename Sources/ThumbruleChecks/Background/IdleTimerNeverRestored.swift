import SwiftSyntax
import ThumbruleCore

/// `isIdleTimerDisabled = true` in a target whose code never writes the flag again (to `false`,
/// to an expression, or by `toggle()`). The screen then never dims or locks while the app stays
/// in front, long after the video, navigation or presentation that needed it has ended.
///
/// A write counts for the products that compile it (`shippingTargets`); one whose product cannot
/// be told counts for every target. A key path to the flag counts as a write.
struct IdleTimerNeverRestored: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perf-power.idle-timer-never-restored",
        ruleId: "perf-power",
        summary: "isIdleTimerDisabled set to true and never set back",
        triggering: [
            CheckExample("""
            import UIKit

            final class RecipeViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓UIApplication.shared.isIdleTimerDisabled = true
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/RecipeViewController.swift", """
                import UIKit
                final class RecipeViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.isIdleTimerDisabled = true
                    }
                }
                """),
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneWillResignActive(_ scene: UIScene) { UIApplication.shared.isIdleTimerDisabled = false }
                }
                """),
            ]),
            // Set from the state of playback: the same write turns it off again.
            CheckExample("""
            import UIKit
            final class PlayerModel {
                var isPlaying = false {
                    didSet { UIApplication.shared.isIdleTimerDisabled = isPlaying }
                }
                func start() { UIApplication.shared.isIdleTimerDisabled = true }
            }
            """),
        ]
    )

    /// One write of the flag: to the literal `true`, or anything else.
    package struct Write: Sendable, Codable {
        let path: String
        let target: BuildTarget
        let disables: Bool
        let position: SourcePosition
    }

    package static let writes = FactKey<Write>("perf-power.idle-timer-never-restored.writes")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let accesses = file.index.memberAccesses("isIdleTimerDisabled").map(ExprSyntax.init) + file.index.references("isIdleTimerDisabled").map(ExprSyntax.init)
        for access in accesses {
            let write: Bool
            if access.parent?.is(KeyPathPropertyComponentSyntax.self) == true {
                write = true
            } else if let value = access.assignedValue {
                write = true
                if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                    output.facts.add(Write(path: file.path, target: file.target, disables: true, position: file.position(of: access)), for: Self.writes)
                    continue
                }
            } else {
                write = access.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
            }
            if write { output.facts.add(Write(path: file.path, target: file.target, disables: false, position: file.position(of: access)), for: Self.writes) }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let writes = project.facts.values(Self.writes)
        func targets(_ write: Write) -> Set<String>? {
            let names = Set(project.shippingTargets(compiling: write.path, resolved: write.target).map(\.name))
            return names.isEmpty ? nil : names
        }
        let restoring = writes.filter { !$0.disables && $0.target.kind != .tests }.map(targets)
        guard !restoring.contains(where: { $0 == nil }) else { return }
        let restored = restoring.reduce(into: Set<String>()) { $0.formUnion($1 ?? []) }
        for write in writes where write.disables {
            if let names = targets(write) {
                guard names.isDisjoint(with: restored) else { continue }
            } else if !restored.isEmpty {
                continue
            }
            output.report(
                "This turns the idle timer off, and no code of this app ever turns it back on, so from here on the screen never dims or locks while the app is open, draining the battery long after the feature that needed it has ended. Set UIApplication.shared.isIdleTimerDisabled back to false when that feature stops (the screen disappears, playback or navigation ends) and when the app resigns active.",
                at: write.position, confidence: .medium)
        }
    }
}
