import SwiftSyntax
import ThumbruleCore

/// A `UISlider` or `UIStepper` built in code that never gets an accessibility label. UIKit
/// gives these controls no name of their own and, unlike a button, no title to fall back on:
/// VoiceOver reads a slider as its bare value ("50 percent, adjustable") and a stepper's
/// halves as "Increment" and "Decrement", never saying what they set.
///
/// Named means: the file sets the control's `accessibilityLabel` (or attributed label), hides
/// it or makes it no accessibility element, under the local it is built in or the property
/// it is stored in; or any file of the project sets the accessibility label of a property of
/// that name (an extension configuring `tipSlider`). A view that is itself the accessibility
/// element, or lists its own `accessibilityElements`, speaks for its controls and is left
/// alone, as is a function's local control that it never places or that it returns (a
/// representable's `makeUIView`: the SwiftUI caller names it). Known false negatives:
/// controls from storyboards and XIBs, subclasses, labels set through helpers.
struct UIKitUnnamedAdjustable: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-unnamed-adjustable",
        ruleId: "a11y-name",
        summary: "A UISlider or UIStepper built in code with no accessibility label",
        triggering: [
            CheckExample("""
            import UIKit
            final class SplitViewController: UIViewController {
                let splitStepper: UIStepper = {
                    let stepper = ↓UIStepper()
                    stepper.minimumValue = 1
                    stepper.maximumValue = 10
                    return stepper
                }()
                private let tipSlider = ↓UISlider()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(splitStepper)
                    view.addSubview(tipSlider)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/SplitViewController.swift", """
                import UIKit
                final class SplitViewController: UIViewController {
                    let splitStepper: UIStepper = {
                        let stepper = UIStepper()
                        stepper.accessibilityLabel = "Number of people"
                        return stepper
                    }()
                    private let tipSlider = UISlider()
                    private let volumeSlider = UISlider()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(splitStepper)
                        view.addSubview(volumeSlider)
                        volumeSlider.isAccessibilityElement = false
                        configureTip()
                    }
                }
                """),
                ("App/SplitViewController+Tip.swift", """
                import UIKit
                extension SplitViewController {
                    func configureTip() {
                        tipSlider.accessibilityLabel = "Tip percentage"
                        view.addSubview(tipSlider)
                    }
                }
                """),
            ]),
            // A representable hands its slider to SwiftUI, where the caller names it.
            CheckExample("""
            import SwiftUI
            import UIKit
            struct SeekBar: UIViewRepresentable {
                func makeUIView(context: Context) -> UISlider {
                    let slider = UISlider()
                    slider.maximumValue = 1
                    return slider
                }
                func updateUIView(_ slider: UISlider, context: Context) {}
            }
            """),
            // A player bar that is one accessibility element speaks for its slider.
            CheckExample("""
            import UIKit
            final class MiniPlayerBar: UIView {
                private let progress = UISlider()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(progress)
                    isAccessibilityElement = true
                    accessibilityLabel = "Now playing"
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
        ]
    )

    struct Candidate: Sendable, Codable {
        /// The property the control is stored in, nil for a function's local.
        let property: String?
        let name: String
        let kind: String
        let position: SourcePosition
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-unnamed-adjustable")
    static let labelledNames = FactKey<String>("a11y-name.uikit-unnamed-adjustable.labelled")
    static let controls = ["UISlider", "UIStepper"]
    static let labelMembers = ["accessibilityLabel", "accessibilityAttributedLabel"]
    static let namingMembers = labelMembers + ["isAccessibilityElement", "accessibilityElementsHidden"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.labelMembers) where member.assignedValue != nil {
            if let name = member.receiverKey.split(separator: ".").last { output.facts.add(String(name), for: Self.labelledNames) }
        }
        let calls = file.index.calls(Self.controls).filter { !file.index.isInPreview($0) }
        guard !calls.isEmpty else { return }
        // A view that is itself the accessibility element speaks for the controls inside it.
        let containerMembers = ["isAccessibilityElement", "accessibilityElements"]
        let onSelf = file.index.references(containerMembers).map(ExprSyntax.init)
            + file.index.memberAccesses(containerMembers).filter { $0.receiverKey.isEmpty }.map(ExprSyntax.init)
        guard !onSelf.contains(where: { $0.assignedValue.map { $0.trimmedSourceText != "false" } ?? false }) else { return }
        let named = Set(file.index.memberAccesses(Self.namingMembers).compactMap { $0.receiverKey.split(separator: ".").last.map(String.init) })
        for call in calls {
            guard let kind = call.calleeName, call.calledExpression.as(DeclReferenceExprSyntax.self) != nil,
                  let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `let tipSlider = UISlider()` as a member, or a local a builder closure returns to one.
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
            let isStored = declaration?.parent?.is(MemberBlockItemSyntax.self) == true
            let property = isStored ? local : declaration?.parent?.parent.flatMap(UIKitSmallTapTarget.property(initializedFrom:))
            guard !named.contains(local), !(property.map(named.contains) ?? false) else { continue }
            // A local a function never places is never seen; one it returns is its caller's to name
            // (a representable's `makeUIView`, which SwiftUI's `.accessibilityLabel` names).
            if property == nil, file.index.isLocalViewNeverPlaced(binding) || Self.isReturned(local, from: call) { continue }
            output.facts.add(Candidate(property: property, name: property ?? local, kind: kind, position: file.position(of: call)), for: Self.candidates)
        }
    }

    /// True when the function or closure that builds the control hands it back (`return slider`).
    private static func isReturned(_ name: String, from call: FunctionCallExprSyntax) -> Bool {
        guard let body = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return false }
        return body.contains { item in
            item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labelled = Set(project.facts.values(Self.labelledNames))
        for candidate in project.facts.values(Self.candidates) where !(candidate.property.map(labelled.contains) ?? false) {
            let reads = candidate.kind == "UISlider" ? "only its value (\"50 percent, adjustable\")" : "only \"Increment\" and \"Decrement\""
            output.report(
                "\(candidate.name) is a \(candidate.kind) with no accessibility label, so VoiceOver reads \(reads) and never says what it sets; set \(candidate.name).accessibilityLabel to what it adjusts, such as \"Tip percentage\" or \"Number of people\".",
                at: candidate.position, confidence: .high)
        }
    }
}
