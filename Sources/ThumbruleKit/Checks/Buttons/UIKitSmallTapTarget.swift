import SwiftSyntax

/// A `UIButton` given a literal frame or a constant width or height constraint under
/// 44pt: `UIButton(frame: CGRect(… width: 30, height: 30))`, `button.frame = CGRect(…)`,
/// `button.widthAnchor.constraint(equalToConstant: 30)`, SnapKit's
/// `make.width.height.equalTo(30)`.
///
/// The receiver must be a variable of the same file declared as a `UIButton` (by type
/// annotation or by its initializer). Skipped: files that override
/// `point(inside:with:)` or `hitTest(_:with:)`, which grow hit areas; buttons placed in a
/// `UIBarButtonItem(customView:)`, which the bar sizes; buttons that also get a
/// `greaterThanOrEqualToConstant` of 44 or more on the same axis. Known false negatives:
/// project `UIButton` subclasses, buttons declared in another file, sizes in constants,
/// `UIControl`s other than `UIButton`.
struct UIKitSmallTapTarget: SwiftFileCheck {
    static let description = CheckDescription(
        id: "touch-floor.uikit-small-frame",
        ruleId: "touch-floor",
        summary: "A UIButton given a literal frame or size constraint under 44pt",
        triggering: [
            CheckExample("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private lazy var likeButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "heart"), for: .normal)
                    return button
                }()
                private let skipButton = UIButton(frame: ↓CGRect(x: 0, y: 0, width: 60, height: 30))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        ↓closeButton.widthAnchor.constraint(equalToConstant: 24),
                        ↓closeButton.heightAnchor.constraint(equalToConstant: 24),
                    ])
                    likeButton.frame = ↓CGRect(x: 16, y: 16, width: 32, height: 32)
                    likeButton.snp.makeConstraints { make in
                        ↓make.width.height.equalTo(28)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let artwork = UIImageView()
                private let barButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        closeButton.widthAnchor.constraint(equalToConstant: 44),
                        closeButton.heightAnchor.constraint(equalToConstant: 44),
                        artwork.widthAnchor.constraint(equalToConstant: 24),
                    ])
                    barButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: barButton)
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class TinyButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -10, dy: -10).contains(point)
                }
            }
            final class Bar: UIView {
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            }
            """),
        ]
    )

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests, file.index.importedModules.contains("UIKit"),
              !file.index.functions.contains(where: { ["hitTest"].contains($0.name.text) || ($0.name.text == "point" && $0.signature.trimmedDescription.contains("inside")) })
        else { return }
        let buttons = buttonVariables(file)
        let barItems = Set(file.index.calls("UIBarButtonItem").compactMap { $0.argument("customView")?.expression.lastNameComponent })
        let enlarged = enlargedAxes(file)
        func report(_ node: some SyntaxProtocol, _ name: String, width: Double?, height: Double?) {
            let small = [width.map { ("wide", $0) }, height.map { ("tall", $0) }].compactMap { $0 }.filter { $0.1 < SmallTapTarget.floor }
            guard !small.isEmpty, !barItems.contains(name), !file.index.isInPreview(node),
                  !small.contains(where: { enlarged.contains(name + "." + $0.0) }) else { return }
            let sizes = small.map { "\(SmallTapTarget.points($0.1)) \($0.0)" }.joined(separator: " and ")
            output.report(
                "\(name) is \(sizes), under the 44x44pt floor; keep the image small and make the button itself at least 44x44pt (configuration.contentInsets around the image), or override point(inside:with:) to accept touches out to 44pt.",
                at: file.position(of: node), confidence: .high)
        }
        for rect in file.index.calls("CGRect") {
            guard let width = rect.argument("width")?.expression.numericLiteral,
                  let height = rect.argument("height")?.expression.numericLiteral,
                  let name = receiver(ofFrame: rect, buttons: buttons) else { continue }
            report(rect, name, width: width, height: height)
        }
        for constraint in file.index.calls("constraint") {
            guard let constant = constraint.argument("equalToConstant")?.expression.numericLiteral,
                  let anchor = constraint.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
                  let name = anchor.base?.lastNameComponent, buttons.contains(name) else { continue }
            switch anchor.declName.baseName.text {
            case "widthAnchor": report(constraint, name, width: constant, height: nil)
            case "heightAnchor": report(constraint, name, width: nil, height: constant)
            default: continue
            }
        }
        for equal in file.index.calls("equalTo") {
            guard let constant = equal.arguments.first?.expression.numericLiteral,
                  let (name, axes) = snapKitTarget(equal, buttons: buttons) else { continue }
            report(equal, name, width: axes.contains("width") ? constant : nil, height: axes.contains("height") ? constant : nil)
        }
    }

    /// Names of variables declared in this file as plain `UIButton`s.
    private func buttonVariables(_ file: SwiftFile) -> Set<String> {
        var names = Set<String>()
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { String($0.type.trimmedDescription.filter { $0 != "!" && $0 != "?" }) }
                if let annotated {
                    if annotated == "UIButton" { names.insert(name) }
                    continue
                }
                guard let initializer = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                if initializer.calleeName == "UIButton" { names.insert(name) }
            }
        }
        return names
    }

    /// The button a `CGRect` sizes: `UIButton(frame: CGRect(…))` assigned to a name, or `name.frame = CGRect(…)`.
    private func receiver(ofFrame rect: FunctionCallExprSyntax, buttons: Set<String>) -> String? {
        if let argument = rect.parent?.as(LabeledExprSyntax.self), argument.label?.text == "frame",
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "UIButton" {
            let binding = call.parent?.parent?.as(PatternBindingSyntax.self)
            return binding?.pattern.trimmedDescription ?? "This UIButton"
        }
        guard let sequence = rect.parent?.as(ExprListSyntax.self), let target = sequence.first?.as(MemberAccessExprSyntax.self),
              ExprSyntax(target).assignedValue?.id == rect.id, target.declName.baseName.text == "frame",
              let name = target.base?.lastNameComponent, buttons.contains(name) else { return nil }
        return name
    }

    /// For SnapKit's `make.width.height.equalTo(30)` inside `button.snp.makeConstraints`,
    /// the button and the axes set.
    private func snapKitTarget(_ equal: FunctionCallExprSyntax, buttons: Set<String>) -> (String, Set<String>)? {
        var axes = Set<String>()
        var current = equal.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let member = current?.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "size" { axes.formUnion(["width", "height"]) } else if ["width", "height"].contains(name) { axes.insert(name) }
            current = member.base
        }
        guard !axes.isEmpty else { return nil }
        var node = equal.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), let call = closure.invokingCall,
               ["makeConstraints", "remakeConstraints"].contains(call.calleeName ?? "") {
                guard let snp = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
                      snp.declName.baseName.text == "snp", let name = snp.base?.lastNameComponent, buttons.contains(name) else { return nil }
                return (name, axes)
            }
            node = current.parent
        }
        return nil
    }

    /// `name.wide` / `name.tall` for buttons with a minimum-size constraint of 44 or more.
    private func enlargedAxes(_ file: SwiftFile) -> Set<String> {
        var axes = Set<String>()
        for constraint in file.index.calls("constraint") {
            guard let constant = constraint.argument("greaterThanOrEqualToConstant")?.expression.numericLiteral, constant >= SmallTapTarget.floor,
                  let anchor = constraint.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
                  let name = anchor.base?.lastNameComponent else { continue }
            axes.insert(name + (anchor.declName.baseName.text == "widthAnchor" ? ".wide" : ".tall"))
        }
        return axes
    }
}
