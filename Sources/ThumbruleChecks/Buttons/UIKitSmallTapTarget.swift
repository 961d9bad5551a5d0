import SwiftSyntax
import ThumbruleCore

/// A `UIButton` given a constant width or height constraint under 44pt
/// (`button.widthAnchor.constraint(equalToConstant: 30)`, SnapKit's
/// `make.width.height.equalTo(30)`), or a literal frame (`button.frame = CGRect(…)`) when
/// nothing in the file lays it out with Auto Layout. `UIButton(frame:)` is not counted:
/// that frame is usually a placeholder that layout replaces.
///
/// The receiver must be a variable of the same file declared as a `UIButton` (by type
/// annotation or by its initializer). Skipped: files that override
/// `point(inside:with:)` or `hitTest(_:with:)`, which grow hit areas; buttons placed in a
/// `UIBarButtonItem(customView:)`, which the bar sizes; buttons that also get a
/// `greaterThanOrEqualToConstant` of 44 or more on the same axis. Known false negatives:
/// project `UIButton` subclasses, buttons declared in another file, sizes in constants,
/// `UIControl`s other than `UIButton`.
struct UIKitSmallTapTarget: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "touch-floor.uikit-small-frame",
        ruleId: "touch-floor",
        summary: "A UIButton given a literal frame or size constraint under 44pt",
        triggering: [
            CheckExample("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let shareButton = UIButton(type: .system)
                private lazy var likeButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "heart"), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        ↓closeButton.widthAnchor.constraint(equalToConstant: 24),
                        closeButton.heightAnchor.constraint(equalToConstant: 24),
                    ])
                    shareButton.frame = ↓CGRect(x: 16, y: 16, width: 32, height: 32)
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
                private let shuffleButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        closeButton.widthAnchor.constraint(equalToConstant: 44),
                        closeButton.heightAnchor.constraint(equalToConstant: 44),
                        artwork.widthAnchor.constraint(equalToConstant: 24),
                    ])
                    barButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: barButton)
                    playButton.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                    playButton.translatesAutoresizingMaskIntoConstraints = false
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

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("UIKit"),
              !file.index.functions.contains(where: { $0.name.text == "hitTest" || ($0.name.text == "point" && $0.signature.trimmedSourceText.contains("inside")) })
        else { return }
        let buttons = buttonVariables(file)
        let barItems = Set(file.index.calls("UIBarButtonItem").compactMap { $0.argument("customView")?.expression.lastNameComponent })
        let enlarged = enlargedAxes(file)
        // Each button's small sizes, reported once at the first place that sets one.
        var evidence: [(name: String, position: SourcePosition, sizes: [(axis: String, points: Double)])] = []
        func report(_ node: some SyntaxProtocol, _ name: String, width: Double?, height: Double?) {
            let small = [width.map { ("wide", $0) }, height.map { ("tall", $0) }].compactMap { $0 }.filter { $0.1 < SmallTapTarget.floor }
            guard !small.isEmpty, !barItems.contains(name),
                  !small.contains(where: { enlarged.contains(name + "." + $0.0) }) else { return }
            if let index = evidence.firstIndex(where: { $0.name == name }) {
                evidence[index].sizes += small.filter { size in !evidence[index].sizes.contains { $0.axis == size.0 } }
            } else {
                evidence.append((name, file.position(of: node), small))
            }
        }
        // A frame is only the size when Auto Layout does not size the button.
        let autoLaidOut = autoLayoutNames(file)
        for rect in file.index.calls("CGRect") {
            guard let width = rect.argument("width")?.expression.numericLiteral,
                  let height = rect.argument("height")?.expression.numericLiteral,
                  let name = receiver(ofFrame: rect, buttons: buttons), !autoLaidOut.contains(name) else { continue }
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
        for button in evidence {
            let sizes = button.sizes.map { "\(SmallTapTarget.points($0.points)) \($0.axis)" }.joined(separator: " and ")
            output.report(
                "\(button.name) is \(sizes), under the 44x44pt floor; keep the image small and make the button itself at least 44x44pt (configuration.contentInsets around the image), or override point(inside:with:) to accept touches out to 44pt.",
                at: button.position, confidence: .high)
        }
    }

    /// Names of variables declared in this file as plain `UIButton`s.
    private func buttonVariables(_ file: SwiftFile) -> Set<String> {
        var names = Set<String>()
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { String($0.type.trimmedSourceText.filter { $0 != "!" && $0 != "?" }) }
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

    /// Names given anchors, SnapKit constraints or `translatesAutoresizingMaskIntoConstraints`
    /// in this file: Auto Layout sizes them, whatever their frame says.
    private func autoLayoutNames(_ file: SwiftFile) -> Set<String> {
        let members = file.index.memberAccessesByName.filter { name, _ in
            name.hasSuffix("Anchor") || name == "snp" || name == "translatesAutoresizingMaskIntoConstraints"
        }
        return Set(members.values.joined().compactMap { $0.base?.lastNameComponent })
    }

    /// The button a `CGRect` sizes in `name.frame = CGRect(…)`. A frame passed to
    /// `UIButton(frame:)` is not counted: it is usually a placeholder that layout replaces.
    private func receiver(ofFrame rect: FunctionCallExprSyntax, buttons: Set<String>) -> String? {
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
