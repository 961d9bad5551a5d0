import SwiftSyntax
import ThumbruleCore

/// A UIKit label, text field or text view given a Dynamic Type font (`preferredFont`,
/// `UIFontMetrics…scaledFont`) that never sets `adjustsFontForContentSizeCategory`: the
/// font is right when the view is built and stays at that size when the reader changes
/// their text size.
///
/// Only Apple's `preferredFont(forTextStyle:)` and `scaledFont(for:)` count (an app's own
/// `preferredFont(ofSize:)` may return anything). Only views the file declares as a plain
/// `UILabel`, `UITextField` or `UITextView` (or the `titleLabel` of a `UIButton` it declares,
/// or the label subclass itself for `font = …`) are reported:
/// subclasses may set the flag in their own initialiser. Files that handle size changes
/// themselves (`traitCollectionDidChange`, `registerForTraitChanges`, the content size
/// notification) are skipped, and so are views passed to a method that any file defines
/// and that sets the flag (`label.applyDynamicType()`). The flag set on `$0` of a loop over
/// an array literal (`[titleLabel, bodyLabel].forEach { $0.… = true }`) covers the views
/// listed there, view by view; set on `$0` of any other collection or on a parameter, it
/// silences the file (the check cannot tell which views it reaches).
///
/// A label placed in a navigation bar's title (`navigationItem.titleView`, itself or in the
/// stack view put there) is bar chrome, which keeps its size as the system's inline title does.
///
/// A view a function builds and tears down again (a toast whose completion closure removes it)
/// is left alone: it is built anew, at the current text size, each time it shows.
///
/// Views of a notification content extension are left alone: the system builds the extension's
/// view each time the notification expands, so a text-style font is current whenever it shows.
///
/// Known false negatives: fonts assigned through a variable (`let font = …; label.font = font`),
/// storyboard labels, attributed text. Known false positives: a label recreated on every
/// size change by code the check cannot follow.
struct UIKitAdjustsFontForContentSize: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "type-scaling.uikit-adjusts-font",
        ruleId: "type-scaling",
        summary: "A UIKit text view with a Dynamic Type font that never sets adjustsFontForContentSizeCategory",
        triggering: [
            // The label stays on screen: only the spinner beside it is removed when loading ends.
            CheckExample("""
            import UIKit
            final class LoadingScreen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let spinner = UIActivityIndicatorView()
                    let label = UILabel()
                    ↓label.font = UIFont.preferredFont(forTextStyle: .body)
                    view.addSubview(label)
                    view.addSubview(spinner)
                    loader.load { spinner.removeFromSuperview() }
                }
            }
            """),
            CheckExample("""
            final class RecipeCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let noteView: UITextView = {
                    let view = UITextView()
                    ↓view.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Lora", size: 17)!)
                    return view
                }()
                private let button = UIButton(type: .system)

                func setUp() {
                    ↓titleLabel.font = .preferredFont(forTextStyle: .headline)
                    ↓button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                }
            }
            """),
            CheckExample("""
            final class ArticleHeader: UIView {
                private let titleLabel = UILabel()
                private let bylineLabel = UILabel()
                private let dateLabel = UILabel()
                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                    bylineLabel.font = .preferredFont(forTextStyle: .footnote)
                    ↓dateLabel.font = .preferredFont(forTextStyle: .caption1)
                    [titleLabel, bylineLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
                }
            }
            """),
            CheckExample("""
            final class CaptionLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓font = UIFont.preferredFont(forTextStyle: .caption1)
                }
            }
            """),
        ],
        nonTriggering: [
            // tinode-ios UiUtils toast: the label is built on each call, sized by hand from its font,
            // and its toast removed again when the animation ends.
            CheckExample("""
            import UIKit
            enum Toasts {
                static func show(_ message: String, in parent: UIView) {
                    let banner = UIView()
                    let label = UILabel()
                    label.font = UIFont.preferredFont(forTextStyle: .callout)
                    label.text = message
                    banner.addSubview(label)
                    parent.addSubview(banner)
                    UIView.animate(withDuration: 0.2, animations: { banner.alpha = 1 }, completion: { _ in
                        UIView.animate(withDuration: 0.2, delay: 2, options: [], animations: { banner.alpha = 0 }, completion: { _ in
                            banner.removeFromSuperview()
                        })
                    })
                }
            }
            """),
            // A label in a navigation bar's title view keeps its size, as the system's inline title does.
            CheckExample("""
            final class BrowseViewController: UIViewController {
                private var titleLabel: UILabel!
                private var titleStackView: UIStackView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.titleLabel = UILabel()
                    self.titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    self.titleStackView = UIStackView(arrangedSubviews: [self.iconView, self.titleLabel])
                    self.update()
                }
                private func update() {
                    self.titleLabel.text = self.title
                    self.navigationItem.titleView = self.titleStackView
                }
            }
            """),
            // A label added to a plain container view that becomes the title view (anilibria-ios).
            CheckExample("""
            final class SavedListView: UIView {
                private let titleContainer = UIView()
                private lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.preferredFont(forTextStyle: .headline)
                    return label
                }()
                func installTitle(in navigationItem: UINavigationItem) {
                    titleContainer.addSubview(titleLabel)
                    titleContainer.addSubview(spinner)
                    navigationItem.titleView = titleContainer
                }
            }
            """),
            // A notification's expanded view, built anew each time it opens.
            CheckExample(files: [
                ("OrderNotification/Info.plist",
                 PlistExamples.infoPlist([:], dictionaries: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension"]])),
                ("OrderNotification/OrderStatusView.swift", """
                import UIKit
                final class OrderStatusView: UIView {
                    private let statusLabel = UILabel()
                    func show(_ status: String) {
                        statusLabel.font = .preferredFont(forTextStyle: .headline)
                        statusLabel.text = status
                    }
                }
                """),
            ]),
            CheckExample("""
            final class RecipeCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let subtitleLabel = SubtitleLabel()
                private lazy var noteView: UITextView = {
                    let view = UITextView()
                    view.font = .preferredFont(forTextStyle: .body)
                    return view
                }()

                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    titleLabel.adjustsFontForContentSizeCategory = true
                    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
                    noteView.adjustsFontForContentSizeCategory = true
                    textLabel?.font = .systemFont(ofSize: 17)
                }
            }
            """),
            CheckExample("""
            final class ArticleHeader: UIView {
                private let titleLabel = UILabel()
                private let bylineLabel = UILabel()
                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                    bylineLabel.font = .preferredFont(forTextStyle: .footnote)
                    [titleLabel, bylineLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
                }
            }
            """),
            CheckExample("""
            final class RecipeHeader: UIView {
                let titleLabel = UILabel()
                func setUp() { titleLabel.font = .preferredFont(forTextStyle: .title1) }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                }
            }
            """),
            CheckExample(files: [
                ("App/Header.swift", """
                final class Header: UIView {
                    let titleLabel = UILabel()
                    func setUp() {
                        titleLabel.font = .preferredFont(forTextStyle: .title1)
                        titleLabel.enableDynamicType()
                    }
                }
                """),
                ("App/UILabel+DynamicType.swift", """
                extension UILabel {
                    func enableDynamicType() { adjustsFontForContentSizeCategory = true }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        package let name: String
        package let position: SourcePosition
        let scaler: String
        /// Methods the file calls on the view, and functions it passes the view to.
        let callsTakingView: [String]
    }

    static let candidates = FactKey<Candidate>("type-scaling.uikit-adjusts-candidate")
    /// Methods that set the flag on their receiver or a parameter.
    static let helpers = FactKey<String>("type-scaling.uikit-adjusts-helper")

    static let textViewTypes: Set<String> = ["UILabel", "UITextField", "UITextView"]
    package static let flag = "adjustsFontForContentSizeCategory"
    static let manualHandling = ["traitCollectionDidChange", "registerForTraitChanges", "contentSizeCategoryDidChangeNotification"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let variables = file.declaredVariables
        var setThroughHelper = false
        var setInLoop: Set<String> = []
        let setters: [(name: String, node: Syntax)] = (file.index.memberAccesses(Self.flag).map { ($0.receiverKey, Syntax($0)) }
            + file.index.references(Self.flag).map { ("", Syntax($0)) }).map { receiver, node in
                (receiver.split(separator: ".").last.map(String.init) ?? "", node)
            }
        for (name, node) in setters {
            // Set on `self` in an extension, on `$0` or on a parameter: a helper others may call.
            let isHelper = name.isEmpty || name.hasPrefix("$") || variables[name] == nil
            if isHelper, let function = node.enclosingFunction { output.facts.add(function.name.text, for: Self.helpers) }
            guard isHelper, !name.isEmpty else { continue }
            if let views = Self.listedViews(settingTheFlagOn: name, at: node) { setInLoop.formUnion(views) } else { setThroughHelper = true }
        }
        let handlesChanges = Self.manualHandling.contains(where: file.index.mentions)
            || file.index.functions.contains { Self.manualHandling.contains($0.name.text) }
        guard !setThroughHelper, !handlesChanges else { return }
        if case .appExtension(.notificationContent) = file.target.kind { return }

        var titleViews: Set<String>?
        let targets: [(node: ExprSyntax, receiver: String)] = file.index.memberAccesses("font").map { (ExprSyntax($0), $0.receiverKey) }
            + file.index.references("font").map { (ExprSyntax($0), "") }
        for (target, receiver) in targets {
            guard let value = target.assignedValue, let scaler = Self.scaler(in: value) else { continue }
            let parts = receiver.split(separator: ".").map(String.init)
            let name: String
            var view: VariableAlias?
            if receiver.isEmpty {
                guard let type = file.index.typeDeclarations.last(where: { $0.node.encloses(target) && !$0.isExtension }),
                      type.inheritedNames.contains(where: Self.textViewTypes.contains),
                      !setters.contains(where: { $0.name.isEmpty }) else { continue }
                name = type.name
            } else if parts.count == 2, parts.last == "titleLabel" {
                guard file.index.declares(parts[0], as: UIKitImageOnlyButtonName.buttonTypes, in: variables),
                      !setters.contains(where: { $0.name == "titleLabel" }) else { continue }
                view = VariableAlias(parts[0], at: target, in: variables)
                name = (view?.outerName ?? parts[0]) + ".titleLabel?"
            } else {
                guard parts.count == 1, file.index.declares(receiver, as: Self.textViewTypes, in: variables) else { continue }
                let alias = VariableAlias(receiver, at: target, in: variables)
                guard !setters.contains(where: { alias.matches($0.name, at: $0.node) }), setInLoop.isDisjoint(with: alias.names) else { continue }
                if titleViews == nil { titleViews = Self.navigationTitleViews(in: file) }
                guard titleViews?.isDisjoint(with: alias.names) != false, !Self.isTransient(receiver, at: target, in: file) else { continue }
                view = alias
                name = alias.outerName
            }
            output.facts.add(Candidate(name: name, position: file.position(of: target), scaler: scaler,
                                       callsTakingView: callsTaking(view?.names ?? [], file: file)), for: Self.candidates)
        }
    }

    /// The views a file puts in a navigation bar's title: assigned to `titleView`
    /// (`navigationItem.titleView = titleStackView`), or arranged in a stack view assigned there
    /// (`UIStackView(arrangedSubviews: [iconView, titleLabel])`, `addArrangedSubview(titleLabel)`),
    /// or added to a plain container view assigned there (`titleContainer.addSubview(titleLabel)`).
    /// Bar titles keep their size at every text size, as the system's inline title does (the
    /// Large Content Viewer shows them instead), so a label there that does not grow is the platform's way.
    static func navigationTitleViews(in file: SwiftFile) -> Set<String> {
        func bare(_ path: String) -> String { path.hasPrefix("self.") ? String(path.dropFirst(5)) : path }
        let titles = Set(file.index.memberAccesses("titleView").compactMap { member in
            member.isAssigned ? ExprSyntax(member).assignedValue?.dottedPath.map(bare) : nil
        })
        guard !titles.isEmpty else { return [] }
        var views = titles
        for stack in file.index.calls("UIStackView") {
            guard case .stored(_, let path, _)? = ExprSyntax(stack).valueDestination, titles.contains(bare(path)),
                  let array = stack.argument("arrangedSubviews")?.expression.as(ArrayExprSyntax.self) else { continue }
            views.formUnion(array.elements.compactMap { $0.expression.dottedPath.map(bare) })
        }
        // A container view set as the title, with the label added to it (anilibria-ios).
        for call in file.index.calls("addArrangedSubview", "addSubview") {
            guard let receiver = call.receiver?.dottedPath.map(bare), titles.contains(receiver),
                  let view = call.arguments.first?.expression.dottedPath.map(bare) else { continue }
            views.insert(view)
        }
        return views
    }

    /// True for a view that a function builds and also tears down: a local of the function that a
    /// closure in it (an animation's completion, `asyncAfter`) removes, itself or a view the function
    /// built around it (`toastView.removeFromSuperview()`). A toast or HUD lives a few seconds and is
    /// built again, at the reader's current text size, each time it shows.
    static func isTransient(_ name: String, at node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        guard let function = node.enclosingFunction, let body = function.body else { return false }
        let locals = Set(file.index.variables.filter { body.encloses($0) && $0.enclosingFunction?.id == function.id }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        guard locals.contains(name) else { return false }
        let holders = Set(file.index.calls("addSubview", "addArrangedSubview").filter { call in
            body.encloses(call) && call.arguments.first?.expression.lastNameComponent == name
        }.compactMap { $0.receiver?.lastNameComponent }).intersection(locals).union([name])
        return file.index.calls("removeFromSuperview").contains { call in
            guard let closure = call.ancestorClosure, body.encloses(closure), call.enclosingFunction?.id == function.id else { return false }
            return call.receiver?.lastNameComponent.map(holders.contains) == true
        }
    }

    /// For the flag set on a loop's element (`[titleLabel, bodyLabel].forEach { $0.… = true }`),
    /// the views the array literal lists; nil when the element comes from anything else.
    static func listedViews(settingTheFlagOn name: String, at node: Syntax) -> [String]? {
        guard let closure = node.ancestorClosure, name == "$0" || name == closure.firstParameterName,
              let loop = closure.invokingCall, loop.calleeName == "forEach",
              let array = loop.receiver?.as(ArrayExprSyntax.self) else { return nil }
        return array.elements.compactMap { $0.expression.strippingOptionality.lastNameComponent }
    }

    /// Methods called on the view, and functions it is passed to: any of them may set the flag.
    private func callsTaking(_ aliases: [String], file: SwiftFile) -> [String] {
        file.index.callsByName.flatMap { name, calls in
            calls.contains { call in
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), aliases.contains(member.receiverKey) { return true }
                return call.arguments.contains { aliases.contains($0.expression.receiverKey) }
            } ? [name] : []
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let helpers = Set(project.facts.values(Self.helpers))
        for candidate in project.facts.values(Self.candidates) where !candidate.callsTakingView.contains(where: helpers.contains) {
            let target = candidate.name.first?.isUppercase == true
                ? "adjustsFontForContentSizeCategory = true in its initialiser"
                : "\(candidate.name).adjustsFontForContentSizeCategory = true"
            output.report(
                "\(candidate.name) gets a Dynamic Type font (\(candidate.scaler)) but never sets adjustsFontForContentSizeCategory, so it keeps the size it had when built after the reader changes their text size; set \(target).",
                at: candidate.position, confidence: .medium)
        }
    }

    /// The call that makes the assigned font a Dynamic Type one: the value itself, or the
    /// base of a chain on it (`.preferredFont(forTextStyle: .body).withWeight(.bold)`). A
    /// font only sized from one (`systemFont(ofSize: preferredFont(…).pointSize)`) is fixed.
    static func scaler(in value: ExprSyntax) -> String? {
        var current: ExprSyntax? = value
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                // Apple's own signatures only: an app's `preferredFont(ofSize:)` may return anything.
                switch (call.calleeName, call.arguments.first?.label?.text) {
                case ("preferredFont", "forTextStyle"): return "UIFont.preferredFont(forTextStyle:)"
                case ("scaledFont", "for"): return "UIFontMetrics.scaledFont(for:)"
                default: current = call.modifiedExpression
                }
            } else {
                current = expression.as(MemberAccessExprSyntax.self)?.base
                    ?? expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression
            }
        }
        return nil
    }
}
