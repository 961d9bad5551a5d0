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
/// representable's `makeUIView`: the SwiftUI caller names it), and a stored control hidden for
/// good: its file sets its `isHidden` only ever to `true` and hands it to nothing that could
/// show it, and no other file shows it or takes it (a threshold slider kept only to hold a
/// value: VoiceOver never reaches a hidden view). Known false negatives:
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
            // Hidden at first, but another screen shows it.
            CheckExample(files: [
                ("App/ScannerView.swift", """
                import UIKit
                public final class ScannerView: UIView {
                    public var limitSlider = ↓UISlider()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(limitSlider)
                        limitSlider.isHidden = true
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """),
                ("App/ScanScreen.swift", """
                import UIKit
                final class ScanScreen: UIViewController {
                    let scanner = ScannerView()
                    func showLimit() { scanner.limitSlider.isHidden = false }
                }
                """),
            ]),
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
            // A slider kept only to hold a limit: hidden for good, never on screen to name.
            CheckExample(files: [
                ("App/ScannerView.swift", """
                import UIKit
                public final class ScannerView: UIView {
                    public var limitSlider = UISlider()
                    private let zoomSlider = UISlider()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        prepare(limitSlider, upTo: 50)
                        limitSlider.isHidden = true
                        zoomSlider.accessibilityLabel = "Zoom"
                        addSubview(zoomSlider)
                    }
                    required init?(coder: NSCoder) { nil }
                    private func prepare(_ slider: UISlider, upTo top: Float) {
                        slider.maximumValue = top
                        slider.value = top
                    }
                    @objc func changed(_ slider: UISlider) {
                        if slider === limitSlider { print(limitSlider.value) }
                    }
                }
                """),
                ("App/ScanScreen.swift", """
                import UIKit
                final class ScanScreen: UIViewController {
                    let scanner = ScannerView()
                    var limit: Int { Int(scanner.limitSlider.value) }
                }
                """),
            ]),
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
        /// The file hides the stored control and never shows it or hands it on.
        var hiddenInFile = false
    }

    /// A name another file may show (`slider.isHidden = false`) or take (`show(view.slider)`).
    struct Escape: Sendable, Codable, Hashable {
        let name: String
        let path: String
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-unnamed-adjustable")
    static let labelledNames = FactKey<String>("a11y-name.uikit-unnamed-adjustable.labelled")
    static let escapes = FactKey<Escape>("a11y-name.uikit-unnamed-adjustable.escapes")
    static let controls = ["UISlider", "UIStepper"]
    static let labelMembers = ["accessibilityLabel", "accessibilityAttributedLabel"]
    static let namingMembers = labelMembers + ["isAccessibilityElement", "accessibilityElementsHidden"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.labelMembers) where member.assignedValue != nil {
            if let name = member.receiverKey.split(separator: ".").last { output.facts.add(String(name), for: Self.labelledNames) }
        }
        for name in Self.shownOrTaken(file) { output.facts.add(Escape(name: name, path: file.path), for: Self.escapes) }
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
            output.facts.add(Candidate(property: property, name: property ?? local, kind: kind, position: file.position(of: call),
                                       hiddenInFile: property.map { Self.isHiddenForGood($0, in: file) } ?? false), for: Self.candidates)
        }
    }

    /// The names this file may show or hand on: the receiver of an `isHidden` set to anything
    /// but `true`, and a name (`slider`, `view.slider`) passed as an argument, put in an array,
    /// assigned, bound or returned.
    static func shownOrTaken(_ file: SwiftFile) -> Set<String> {
        var names = Set<String>()
        for write in file.index.memberAccesses("isHidden") where write.assignedValue != nil {
            guard write.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true),
                  let receiver = write.base?.lastNameComponent else { continue }
            names.insert(receiver)
        }
        for reference in file.index.referencesInOrder {
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { use = ExprSyntax(member) }
            if Self.isTaken(use) { names.insert(reference.baseName.text) }
        }
        return names
    }

    /// True when `use` stands as a value handed somewhere: an argument, an array element, an
    /// initial value, the right side of an assignment, a returned value.
    private static func isTaken(_ use: ExprSyntax) -> Bool {
        guard let parent = use.parent else { return false }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(InitializerClauseSyntax.self)
            || parent.is(ReturnStmtSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self), list.count == 3, list.last?.id == use.id,
           Array(list)[1].is(AssignmentExprSyntax.self) { return true }
        return false
    }

    /// True when the file's stored control `name` is hidden for good: its `isHidden` is set, only
    /// ever to `true`, no write through another name (a parameter, `$0`) sets `isHidden` to
    /// anything else, and the control is handed to nothing but a function of the file that writes
    /// no `isHidden` (`configureSlider(thresholdSlider, min: 1, max: 100)`) or compared (`===`).
    static func isHiddenForGood(_ name: String, in file: SwiftFile) -> Bool {
        let writes = file.index.memberAccesses("isHidden").filter { $0.assignedValue != nil }
        func hides(_ write: MemberAccessExprSyntax) -> Bool {
            write.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        let own = writes.filter { $0.base?.lastNameComponent == name }
        guard !own.isEmpty, own.allSatisfy(hides) else { return false }
        // Any write of another value counts against it unless its receiver is another property of the file.
        let declared = Set(file.index.variables.filter { $0.parent?.is(MemberBlockItemSyntax.self) == true }
            .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        guard !writes.contains(where: { write in
            guard !hides(write) else { return false }
            guard let receiver = write.base?.lastNameComponent, receiver != "self" else { return true }
            return receiver != name && !declared.contains(receiver)
        }) else { return false }
        let unhiding = Set(file.index.functions.filter { function in
            function.body.map { body in writes.contains { body.encloses($0) } } ?? true
        }.map(\.name.text))
        let uses = file.index.references(name).map { reference -> ExprSyntax in
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return ExprSyntax(member) }
            return ExprSyntax(reference)
        } + file.index.memberAccesses(name).map(ExprSyntax.init)
        for use in uses {
            guard let parent = use.parent else { return false }
            if parent.as(MemberAccessExprSyntax.self)?.base?.id == use.id { continue }
            if let list = parent.as(ExprListSyntax.self), list.count == 3,
               let operation = Array(list)[1].as(BinaryOperatorExprSyntax.self), ["===", "!==", "==", "!="].contains(operation.operator.text) { continue }
            if let call = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = call.calleeName {
                // Placed, it stays hidden; a function of the file that writes no `isHidden` cannot show it.
                if ["addSubview", "addArrangedSubview", "insertSubview"].contains(callee) { continue }
                if call.calledExpression.is(DeclReferenceExprSyntax.self),
                   file.index.functions.contains(where: { $0.name.text == callee }), !unhiding.contains(callee) { continue }
            }
            return false
        }
        return true
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
        let escapes = Set(project.facts.values(Self.escapes))
        for candidate in project.facts.values(Self.candidates) where !(candidate.property.map(labelled.contains) ?? false) {
            // Hidden in its file, and no other file shows it or takes it: never on screen.
            if candidate.hiddenInFile, let property = candidate.property,
               !escapes.contains(where: { $0.name == property && $0.path != candidate.position.path }) { continue }
            let reads = candidate.kind == "UISlider" ? "only its value (\"50 percent, adjustable\")" : "only \"Increment\" and \"Decrement\""
            output.report(
                "\(candidate.name) is a \(candidate.kind) with no accessibility label, so VoiceOver reads \(reads) and never says what it sets; set \(candidate.name).accessibilityLabel to what it adjusts, such as \"Tip percentage\" or \"Number of people\".",
                at: candidate.position, confidence: .high)
        }
    }
}
