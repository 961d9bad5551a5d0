import SwiftSyntax
import ThumbruleCore

/// A `UIButton`, or a project subclass of it, given a constant width or height constraint
/// under 44pt (`button.widthAnchor.constraint(equalToConstant: 30)`, SnapKit's
/// `make.width.height.equalTo(30)`, or `widthAnchor` constrained inside the subclass), or
/// a literal frame (`button.frame = CGRect(…)`, `UIButton(frame: CGRect(…))`) when no code
/// of its type, in any file, sizes it another way (Auto Layout, a stack view, a bar,
/// `sizeToFit()`, a computed frame): then the literal frame is a placeholder.
///
/// The receiver must be a variable of the same file whose type (annotation or initializer)
/// is `UIButton` or a class the project declares anywhere as a subclass of it, however
/// deep; the file pass records the sizes and the project pass checks the class with the
/// project's `SymbolTable`. A subclass that overrides `point(inside:with:)` or
/// `hitTest(_:with:)`, itself or through a project superclass, grows its hit area and is
/// not reported. Skipped: files where another view overrides hit testing (it may route
/// touches to the button); buttons placed in a `UIBarButtonItem(customView:)` or set as an
/// item's `customView`, which the bar sizes; buttons that also get a `greaterThanOrEqualToConstant` of 44 or more on the
/// same axis; zero sizes, which are placeholders; a function's local button that it never
/// places in a view, a bar or a caller's hands (`SwiftFileIndex.isLocalViewNeverPlaced`); a private button kept at
/// alpha 0 with no action (`SwiftFileIndex.isTransparentInertButton`); a private button only
/// ever hidden (`SwiftFileIndex.isAlwaysHiddenButton`), which UIKit never hit-tests, such as
/// a menu anchor the code opens itself; a button whose file turns `isUserInteractionEnabled`
/// off and never on, or keeps it at alpha 0, when no file wires it, turns it on or shows it by
/// name (a play glyph over a video; a write to the local of the closure that builds the
/// property counts as one to the property); a plain `UIButton` named like one that no file does
/// more with than lay out and place (no title, image, style, action, nor a call it is handed to):
/// an empty view whose title and action were left out (`usedButtonNames`); a button whose
/// action the view holding it also takes as a tap (`sharesItsActionWithItsOwner`). A size held in a `let` of the file counts as its
/// literal, also through a layout constants struct (`make.size.equalTo(self.appearance.moreButtonSize)`,
/// `statedSize`). Known false negatives: buttons declared in another file, sizes in another
/// file's constants, `UIControl`s other than `UIButton`.
struct UIKitSmallTapTarget: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "touch-floor.uikit-small-frame",
        ruleId: "touch-floor",
        alsoServes: ["button-target"],
        summary: "A UIButton given a literal frame or size constraint under 44pt",
        triggering: [
            // Titled and tapped through another file's binding: a control, though this file only lays it out.
            CheckExample(files: [
                ("App/SourceHeader.swift", """
                import UIKit
                final class SourceHeader: UIView {
                    let removeButton = UIButton(type: .roundedRect)
                    func layout() {
                        addSubview(removeButton)
                        ↓removeButton.heightAnchor.constraint(equalToConstant: 28).isActive = true
                    }
                }
                """),
                ("App/SourceController.swift", """
                import UIKit
                final class SourceController {
                    let header = SourceHeader()
                    func bind() {
                        header.removeButton.setTitle("Remove", for: .normal)
                        header.removeButton.rx.tap.subscribe(onNext: { _ in }).disposed(by: bag)
                    }
                }
                """),
            ]),
            // Touches turned off while loading and back on by another file: still a control.
            CheckExample(files: [
                ("App/ReloadBar.swift", """
                import UIKit
                final class ReloadBar: UIView {
                    let reloadButton = UIButton()

                    func startLoading() {
                        reloadButton.frame = ↓CGRect(x: 0, y: 0, width: 30, height: 30)
                        reloadButton.isUserInteractionEnabled = false
                        addSubview(reloadButton)
                    }
                }
                """),
                ("App/ReloadController.swift", """
                import UIKit
                final class ReloadController {
                    let bar = ReloadBar()
                    func finishLoading() { bar.reloadButton.isUserInteractionEnabled = true }
                }
                """),
            ]),
            CheckExample("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let shareButton = UIButton(type: .system)
                private let repeatButton = UIButton(frame: ↓CGRect(x: 0, y: 0, width: 30, height: 30))
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
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    repeatButton.setImage(UIImage(systemName: "repeat"), for: .normal)
                }
            }
            """),
            // Hidden at first, shown once there is text: a real target.
            CheckExample("""
            import UIKit
            final class SearchField: UIView {
                private let clearButton = UIButton(frame: ↓CGRect(x: 0, y: 0, width: 20, height: 20))

                func setUp() {
                    clearButton.isHidden = true
                    clearButton.addTarget(self, action: #selector(clear), for: .touchUpInside)
                    addSubview(clearButton)
                }

                func textChanged(_ text: String) {
                    clearButton.isHidden = text.isEmpty
                }

                @objc func clear() {}
            }
            """),
            CheckExample(files: [
                ("App/Buttons/BaseButton.swift", """
                import UIKit
                class BaseButton: UIButton {}
                final class TagButton: BaseButton {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        ↓heightAnchor.constraint(equalToConstant: 28).isActive = true
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """),
                ("App/Buttons/PillButton.swift", """
                import UIKit
                final class PillButton: BaseButton {}
                """),
                ("App/Feed/FeedCell.swift", """
                import UIKit
                final class FeedCell: UITableViewCell {
                    private let moreButton = PillButton(type: .system)
                    func layout() {
                        NSLayoutConstraint.activate([
                            ↓moreButton.widthAnchor.constraint(equalToConstant: 30),
                            moreButton.heightAnchor.constraint(equalToConstant: 30),
                        ])
                    }
                }
                """),
            ]),
            // Sizes kept in the view's layout constants struct, as many UIKit apps do (stepik-ios DiscussionsCellView).
            CheckExample("""
            import SnapKit
            import UIKit
            extension CommentCellView {
                struct Appearance {
                    let moreButtonSize = CGSize(width: 26, height: 26)
                    let shareButtonSize = CGSize(width: 20, height: 20)
                    let replyButtonHeight: CGFloat = 30
                }
            }
            final class CommentCellView: UIView {
                let appearance = Appearance()
                private lazy var moreButton: UIButton = { UIButton(type: .system) }()
                private lazy var shareButton: UIButton = { UIButton(type: .system) }()
                private let replyButton = UIButton(type: .system)
                func makeConstraints() {
                    self.moreButton.snp.makeConstraints { make in
                        ↓make.size.equalTo(self.appearance.moreButtonSize)
                    }
                    self.shareButton.snp.makeConstraints { make in
                        ↓make.width.equalTo(self.appearance.shareButtonSize.width)
                        make.height.equalTo(self.appearance.shareButtonSize.height)
                    }
                    ↓replyButton.heightAnchor.constraint(equalToConstant: appearance.replyButtonHeight).isActive = true
                }
                func setUp() {
                    moreButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    replyButton.setTitle("Reply", for: .normal)
                }
            }
            """),
            // Transparent at first, faded in later: then it is a small control.
            CheckExample("""
            import UIKit
            final class StepView: UIView {
                private lazy var infoButton: UIButton = {
                    let button = UIButton(type: .system)
                    ↓button.heightAnchor.constraint(equalToConstant: 16).isActive = true
                    button.alpha = 0
                    return button
                }()

                func reveal() {
                    addSubview(infoButton)
                    UIView.animate(withDuration: 0.2) { self.infoButton.alpha = 1 }
                }
            }
            """),
        ],
        nonTriggering: [
            // ukrzoloto-ios DeliveryTypeView: the 24pt radio button's action is also a tap on the whole
            // row it sits in, so a touch anywhere on the row does what the button does.
            CheckExample("""
            import UIKit
            final class ShippingOptionRow: UIView {
                private let radio = RadioButton()
                private let titleLabel = UILabel()
                func layout() {
                    addSubview(radio)
                    addSubview(titleLabel)
                    radio.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.height.width.equalTo(24)
                    }
                }
                func addSelectionTarget(_ target: Any?, action: Selector) {
                    radio.addTarget(target, action: action, for: .touchUpInside)
                    addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
                }
            }
            final class RadioButton: UIButton {}
            """),
            // olvid-ios ReceivedMessageCell: a reaction button built in a menu shown only while a pointer hovers.
            CheckExample("""
            import UIKit
            final class BubbleCell: UITableViewCell {
                func setUp() {
                    addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovering(_:))))
                }
                @objc func hovering(_ recognizer: UIHoverGestureRecognizer) {
                    if recognizer.state == .began { showHoverMenu() }
                }
                private func showHoverMenu() {
                    guard let menu = makeHoverMenu() else { return }
                    contentView.addSubview(menu)
                }
                private func makeHoverMenu() -> UIView? {
                    let menu = UIView()
                    let reactButton = UIButton.systemButton(with: UIImage(systemName: "face.smiling")!, target: self, action: #selector(react))
                    reactButton.translatesAutoresizingMaskIntoConstraints = false
                    menu.addSubview(reactButton)
                    NSLayoutConstraint.activate([reactButton.widthAnchor.constraint(equalToConstant: 30.0)])
                    return menu
                }
                @objc func react() {}
            }
            """),
            // mammoth PostView playButton: a play glyph over a video with touches turned off and no
            // action, so taps go to the cell under it; and profileIcon22, kept at alpha 0.
            CheckExample("""
            import UIKit
            final class VideoPreview: UIView {
                let playGlyph = UIButton()
                var badgeButton = UIButton()

                func showPlay() {
                    playGlyph.frame = CGRect(x: 15, y: 15, width: 36, height: 36)
                    playGlyph.isUserInteractionEnabled = false
                    addSubview(playGlyph)
                    badgeButton.frame = CGRect(x: 26, y: 26, width: 28, height: 28)
                    badgeButton.alpha = 0
                    addSubview(badgeButton)
                }
            }
            """),
            // aidoku SourceInfoHeaderView uninstallButton: its title, colour and action are commented
            // out, so code only lays it out; an empty view, not a control.
            CheckExample("""
            import UIKit
            final class SourceHeader: UIView {
                let removeButton = UIButton(type: .roundedRect)

                func layout() {
                    removeButton.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(removeButton)
                    NSLayoutConstraint.activate([
                        removeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        removeButton.widthAnchor.constraint(equalToConstant: removeButton.intrinsicContentSize.width + 24),
                        removeButton.heightAnchor.constraint(equalToConstant: 28),
                    ])
                }
            }
            """),
            // vlc-ios PodcastEpisodeCell playButton: touches turned off inside the closure that
            // builds the button, so the tap goes to the 56pt container's gesture recogniser.
            // Another screen's own playButton, wired in its own code, is not this one.
            CheckExample(files: [
                ("App/EpisodeCell.swift", """
                import UIKit
                final class EpisodeCell: UITableViewCell {
                    private let leading = UIView()
                    private let playGlyph: UIButton = {
                        let button = UIButton(type: .custom)
                        button.isUserInteractionEnabled = false
                        return button
                    }()

                    func setUp() {
                        leading.addSubview(playGlyph)
                        leading.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                        NSLayoutConstraint.activate([
                            playGlyph.widthAnchor.constraint(equalToConstant: 40),
                            playGlyph.heightAnchor.constraint(equalToConstant: 40),
                        ])
                    }

                    @objc func tapped() {}
                }
                """),
                ("App/PlayerView.swift", """
                import UIKit
                final class PlayerView: UIView {
                    let playGlyph = UIButton()
                    func setUp() { playGlyph.addTarget(self, action: #selector(play), for: .touchUpInside) }
                    @objc func play() {}
                }
                """),
            ]),
            CheckExample("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let artwork = UIImageView()
                private let barButton = UIButton(type: .system)
                private let shuffleButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                private let placeholderButton = UIButton(frame: .zero)
                private let playButton = UIButton(type: .system)
                @IBOutlet var alertItem: UIBarButtonItem!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        closeButton.widthAnchor.constraint(equalToConstant: 44),
                        closeButton.heightAnchor.constraint(equalToConstant: 44),
                        artwork.widthAnchor.constraint(equalToConstant: 24),
                        shuffleButton.widthAnchor.constraint(equalToConstant: 44),
                    ])
                    barButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: barButton)
                    playButton.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                    playButton.translatesAutoresizingMaskIntoConstraints = false
                    // wsdot-ios: a local badge button handed to a storyboard bar item's customView.
                    let alertButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                    alertButton.addTarget(self, action: #selector(showAlerts), for: .touchUpInside)
                    alertItem.customView = alertButton
                }
                @objc private func showAlerts() {}
            }
            """),
            // Layout constants of 44pt, a `var` a caller may set, and a path that only shares a
            // name with some other function's local say nothing small about the button.
            CheckExample("""
            import SnapKit
            import UIKit
            extension CommentCellView {
                struct Appearance {
                    let moreButtonSize = CGSize(width: 44, height: 44)
                    var shareButtonHeight: CGFloat = 30
                }
            }
            final class CommentCellView: UIView {
                var appearance = Appearance()
                private let moreButton = UIButton(type: .system)
                private let shareButton = UIButton(type: .system)
                private let replyButton = UIButton(type: .system)
                private let header = HeaderView()
                func makeConstraints() {
                    moreButton.snp.makeConstraints { make in make.size.equalTo(self.appearance.moreButtonSize) }
                    shareButton.snp.makeConstraints { make in make.height.equalTo(self.appearance.shareButtonHeight) }
                    replyButton.snp.makeConstraints { make in make.height.equalTo(self.header.rowHeight) }
                }
                func drawBadge() {
                    let rowHeight: CGFloat = 20
                    draw(height: rowHeight)
                }
            }
            """),
            // A transparent placeholder button with no action: UIKit neither draws nor hit-tests it.
            CheckExample("""
            import UIKit
            final class StepView: UIView {
                private let titleLabel = UILabel()
                private lazy var infoButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.heightAnchor.constraint(equalToConstant: 16).isActive = true
                    button.widthAnchor.constraint(equalToConstant: 16).isActive = true
                    button.setImage(UIImage(named: "question-mark"), for: .normal)
                    button.alpha = 0
                    return button
                }()

                func setUp() {
                    let row = UIStackView(arrangedSubviews: [titleLabel])
                    row.addArrangedSubview(infoButton)
                    addSubview(row)
                }
            }
            """),
            // A button built, given an action and never placed: no one can see or tap it.
            CheckExample("""
            import UIKit
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let debugButton = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                    debugButton.addTarget(self, action: #selector(debug), for: .touchUpInside)
                }
                @objc func debug() {}
            }
            """),
            // A hidden 1pt button moved under a long press only anchors the context menu the code
            // opens itself; UIKit never hit-tests a hidden view (codeapp FileTreeView).
            CheckExample("""
            import UIKit
            final class FileTreeView: UIView {
                private let buttonView = UIButton()

                @objc func didLongPress(_ recognizer: UIGestureRecognizer) {
                    let location = recognizer.location(in: self)
                    buttonView.menu = makeMenu()
                    buttonView.frame = CGRect(x: location.x, y: location.y, width: 1, height: 1)
                    buttonView.gestureRecognizers?.first?.touchesBegan([], with: UIEvent())
                }

                func setUp() {
                    buttonView.showsMenuAsPrimaryAction = true
                    buttonView.isHidden = true
                    addSubview(buttonView)
                }
            }
            """),
            // Two closures each build their own `btn`; the small one is the bar item's custom view.
            CheckExample("""
            import UIKit

            final class PillButton: UIButton {}

            final class KeySettingsController: UIViewController {
                let doneButton: UIButton = {
                    let btn = UIButton(type: .system)
                    btn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                    return btn
                }()

                let copyButton: UIButton = {
                    let btn = PillButton(type: .system)
                    btn.layer.cornerRadius = 8
                    return btn
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: doneButton)
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
                let button = TinyButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            }
            """),
            CheckExample(files: [
                ("App/Buttons/WideHitButton.swift", """
                import UIKit
                class WideHitButton: UIButton {
                    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                        bounds.insetBy(dx: -12, dy: -12).contains(point) ? self : nil
                    }
                }
                final class IconButton: WideHitButton {}
                """),
                ("App/Feed/FeedCell.swift", """
                import UIKit
                final class FeedCell: UITableViewCell {
                    private let moreButton = IconButton(type: .system)
                    private let likeButton: WideHitButton = WideHitButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                    private let badge = BadgeView()
                    func layout() {
                        NSLayoutConstraint.activate([
                            moreButton.widthAnchor.constraint(equalToConstant: 30),
                            badge.widthAnchor.constraint(equalToConstant: 20),
                        ])
                    }
                }
                """),
                ("App/Feed/BadgeView.swift", """
                import UIKit
                final class BadgeView: UIView {}
                """),
            ]),
            CheckExample(files: [
                ("App/Queue/QueueViewController.swift", """
                import UIKit
                final class QueueViewController: UIViewController {
                    let shuffleButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                    let clearButton = UIButton(frame: CGRect(x: 0, y: 0, width: 90, height: 16))
                }
                """),
                ("App/Queue/QueueViewController+Header.swift", """
                import AppCore

                extension QueueViewController {
                    func layoutHeader(in header: UIView) {
                        header.addSubview(shuffleButton)
                        shuffleButton.translatesAutoresizingMaskIntoConstraints = false
                        shuffleButton.trailingAnchor.constraint(equalTo: header.trailingAnchor).isActive = true
                        clearButton.sizeToFit()
                    }
                }
                """),
            ]),
        ]
    )

    /// One button's small sizes in a file, waiting for the project to say what its class is.
    struct SizedButton: Sendable, Codable {
        /// The variable, or `self` for a constraint inside the button's own class.
        let name: String
        let typeName: String
        let position: SourcePosition
        let sizes: [Size]
        /// Types of the same file that override hit testing.
        let hitTestOwners: [String]
        /// The type whose code sets the size, and whether only literal frames set it: a
        /// frame is a placeholder when the type lays the button out in another file.
        let owner: String?
        let byFrameOnly: Bool
        /// The member this file keeps the button inert with (`isUserInteractionEnabled` only ever
        /// `false`, `alpha` only ever 0), when it wires the button to nothing.
        var inertBy: String?
    }

    /// A button variable of a type that some code of that type sizes another way: Auto
    /// Layout, a stack view, a bar, `sizeToFit()`, a frame that is not a literal.
    struct SizedElsewhere: Sendable, Hashable, Codable {
        let owner: String
        let name: String
    }

    struct Size: Sendable, Codable {
        let axis: String
        let points: Double
    }

    static let sizedButtons = FactKey<SizedButton>("touch-floor.uikit-small-frame.sized-button")
    static let sizedElsewhere = FactKey<SizedElsewhere>("touch-floor.uikit-small-frame.sized-elsewhere")
    static let hitTestSelectors = ["point(inside:with:)", "hitTest(_:with:)"]
    /// What a file does to make a view (by last name) interactive or visible: `isUserInteractionEnabled`
    /// set to other than `false`, `alpha` to other than 0, or (`wired`) a target, action or menu added.
    struct Livened: Sendable, Hashable, Codable {
        let member: String
        let name: String
        /// The type whose own property it is, when the code names it bare or through `self`
        /// inside that type (`playButton.addTarget` in an audio player); nil through another object.
        var owner: String? = nil
    }

    static let livened = FactKey<Livened>("touch-floor.uikit-small-frame.livened")
    static let inertMembers = ["isUserInteractionEnabled", "alpha"]
    /// `Livened.member` for a button that code does anything with beyond laying it out and
    /// placing it: a plain `UIButton` nothing wires, titles, styles or hands on (its title and
    /// action left commented out) is an empty view, not a control.
    static let used = "used"
    /// What laying a view out or placing it reads and writes: no title, image, style or action.
    static let layoutMembers: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "intrinsicContentSize", "frame", "bounds", "center", "snp",
        "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
    ]
    static let placingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "bringSubviewToFront"]

    /// True when every action the file adds to the button (`radio.addTarget(target, action: action, …)`)
    /// is added, in the same function, to the view that holds it as a tap (`addGestureRecognizer(
    /// UITapGestureRecognizer(target: target, action: action))` on `self`, which adds the button as
    /// a subview): a touch anywhere on that row does what the button does, so the row is the target
    /// (ukrzoloto-ios DeliveryTypeView's 24pt radio button in a delivery option row).
    static func sharesItsActionWithItsOwner(_ name: String, in file: SwiftFile) -> Bool {
        func onSelf(_ call: FunctionCallExprSyntax) -> Bool {
            call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "self"
        }
        guard file.index.calls("addSubview").contains(where: { onSelf($0) && $0.arguments.first?.expression.lastNameComponent == name }) else { return false }
        let targets = file.index.calls("addTarget").filter { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent == name }
        return !targets.isEmpty && targets.allSatisfy { added in
            guard let function = added.enclosingFunction?.body, let target = added.argument("target") ?? added.arguments.first,
                  let action = added.argument("action") else { return false }
            return file.index.calls(["addGestureRecognizer"], inside: function).contains { gesture in
                guard onSelf(gesture), let tap = gesture.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      tap.calleeName == "UITapGestureRecognizer" else { return false }
                return tap.argument("target")?.expression.trimmedSourceText == target.expression.trimmedSourceText
                    && tap.argument("action")?.expression.trimmedSourceText == action.expression.trimmedSourceText
            }
        }
    }

    /// True when `node` runs only while a pointer hovers: its function is the action of a
    /// `UIHoverGestureRecognizer` the file adds, or is called in the file only from functions that
    /// are (olvid-ios's message cells build their reaction buttons in a hover menu). A button that
    /// only appears under a pointer is a pointer target, not a touch target.
    static func runsOnlyOnHover(_ node: some SyntaxProtocol, in file: SwiftFile) -> Bool {
        let hoverActions = Set(file.index.calls("UIHoverGestureRecognizer").compactMap { call in
            call.argument("action").flatMap { UIKitTapGestureTrait.selectorMethod($0.expression.trimmedSourceText) }
        })
        guard !hoverActions.isEmpty, let function = node.enclosingFunction else { return false }
        var settled: [String: Bool] = [:]
        func onlyOnHover(_ name: String, depth: Int) -> Bool {
            if hoverActions.contains(name) { return true }
            if let known = settled[name] { return known }
            settled[name] = false
            guard depth < 6 else { return false }
            let callers = file.index.calls(name).filter { $0.calledExpression.is(DeclReferenceExprSyntax.self)
                || $0.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "self" }
            let result = !callers.isEmpty && callers.allSatisfy { call in
                call.enclosingFunction.map { onlyOnHover($0.name.text, depth: depth + 1) } ?? false
            }
            settled[name] = result
            return result
        }
        return onlyOnHover(function.name.text, depth: 0)
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Recorded whatever the file imports: an extension in another file may size the button.
        for sized in sizedOtherwise(file) { output.facts.add(sized, for: Self.sizedElsewhere) }
        guard file.index.importedModules.contains("UIKit") else { return }
        let hitTestOwners = file.index.functions.filter { Self.hitTestSelectors.contains($0.selectorName) }.map { $0.enclosingTypeName ?? "" }
        let buttons = buttonVariables(file)
        let barItems = Set(file.index.barItemCustomViews.compactMap(\.lastNameComponent))
        let enlarged = enlargedAxes(file)
        // Each button's small sizes, reported once at the first place that sets one.
        var evidence: [(name: String, type: String, position: SourcePosition, sizes: [Size], owner: String?, byFrameOnly: Bool)] = []
        func report(_ node: some SyntaxProtocol, _ name: String, type: String, width: Double?, height: Double?, byFrame: Bool = false) {
            let small = [width.map { Size(axis: "wide", points: $0) }, height.map { Size(axis: "tall", points: $0) }].compactMap { $0 }
                .filter { $0.points > 0 && $0.points < SmallTapTarget.floor }
            guard !small.isEmpty, !barItems.contains(name), !file.index.isTransparentInertButton(property: name),
                  !file.index.isAlwaysHiddenButton(property: name), !Self.runsOnlyOnHover(node, in: file),
                  !Self.sharesItsActionWithItsOwner(name, in: file),
                  !small.contains(where: { enlarged.contains(name + "." + $0.axis) }) else { return }
            if let index = evidence.firstIndex(where: { $0.name == name && $0.type == type }) {
                evidence[index].sizes += small.filter { size in !evidence[index].sizes.contains { $0.axis == size.axis } }
                evidence[index].byFrameOnly = evidence[index].byFrameOnly && byFrame
            } else {
                evidence.append((name, type, file.position(of: node), small, node.enclosingTypeName.map(Symbols.bareName), byFrame))
            }
        }
        // A frame is only the size when Auto Layout does not size the button.
        let autoLaidOut = autoLayoutNames(file)
        for rect in file.index.calls("CGRect") {
            guard let width = rect.argument("width")?.expression.numericLiteral,
                  let height = rect.argument("height")?.expression.numericLiteral,
                  let name = receiver(ofFrame: rect), let button = Self.variable(name, at: rect, in: buttons), !button.neverPlaced,
                  !autoLaidOut.contains(name), !autoLaidOut.contains(button.property ?? name) else { continue }
            report(rect, button.property ?? name, type: button.type, width: width, height: height, byFrame: true)
        }
        for constraint in file.index.calls("constraint") {
            guard let stated = constraint.argument("equalToConstant").flatMap({ Self.statedSize($0.expression, file) }),
                  let (name, anchor) = Self.anchorTarget(constraint) else { continue }
            let button = Self.variable(name, at: constraint, in: buttons)
            let type = name == "self" ? constraint.enclosingTypeName : button?.type
            guard let type, button?.neverPlaced != true else { continue }
            let reported = button?.property ?? name
            switch anchor {
            case "widthAnchor": report(constraint, reported, type: type, width: stated.width, height: nil)
            case "heightAnchor": report(constraint, reported, type: type, width: nil, height: stated.height)
            default: continue
            }
        }
        for equal in file.index.calls("equalTo") {
            guard let stated = equal.arguments.first.flatMap({ Self.statedSize($0.expression, file) }),
                  let (name, axes) = snapKitTarget(equal), let button = Self.variable(name, at: equal, in: buttons), !button.neverPlaced else { continue }
            report(equal, button.property ?? name, type: button.type, width: axes.contains("width") ? stated.width : nil,
                   height: axes.contains("height") ? stated.height : nil)
        }
        let livened = Self.livened(file, buttons)
        for fact in livened { output.facts.add(fact, for: Self.livened) }
        // A write through `$0` (a loop over views) may show or enable any of them.
        let anyLivened = livened.contains { $0.name.hasPrefix("$") }
            || file.index.calls("UIButton", "systemButton").contains { $0.argument("primaryAction") != nil || $0.argument("target") != nil }
        for button in evidence {
            var sized = SizedButton(name: button.name, typeName: button.type, position: button.position, sizes: button.sizes,
                                    hitTestOwners: hitTestOwners, owner: button.owner, byFrameOnly: button.byFrameOnly)
            func livens(_ member: String) -> Bool { livened.contains { $0.member == member && $0.name == button.name } }
            if !anyLivened, !livens("wired") {
                sized.inertBy = Self.inertMembers.first { member in
                    !livens(member)
                        && file.index.memberAccesses(member).contains { $0.assignedValue != nil && Self.names($0, buttons).contains(button.name) }
                }
                if sized.inertBy == nil, button.type == "UIButton", Self.isButtonName(button.name),
                   !livens(Self.used) {
                    sized.inertBy = Self.used
                }
            }
            output.facts.add(sized, for: Self.sizedButtons)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let symbols = project.symbols
        func isButton(_ type: String) -> Bool { type == "UIButton" || symbols.inherits(type, from: "UIButton") }
        let sizedElsewhere = Set(project.facts.values(Self.sizedElsewhere))
        let livened = Dictionary(grouping: Set(project.facts.values(Self.livened)), by: \.name)
        // A write in another type's own code (its own `playButton`) is not to this button.
        func livens(_ member: String, _ button: SizedButton) -> Bool {
            (livened[button.name] ?? []).contains { fact in
                guard fact.member == member else { return false }
                guard let owner = fact.owner, let buttonOwner = button.owner else { return true }
                return owner == buttonOwner || symbols.inherits(owner, from: buttonOwner) || symbols.inherits(buttonOwner, from: owner)
            }
        }
        for button in project.facts.values(Self.sizedButtons) {
            // A button whose touches are off for good (a play glyph over a video), or that is never
            // visible, is no tap target.
            if let member = button.inertBy, !livens(member, button), !livens("wired", button) { continue }
            if button.byFrameOnly, let owner = button.owner, sizedElsewhere.contains(SizedElsewhere(owner: owner, name: button.name)) { continue }
            // Another view of the file that overrides hit testing may route touches to the button.
            guard isButton(button.typeName), button.hitTestOwners.allSatisfy(isButton),
                  !Self.hitTestSelectors.contains(where: { symbols.method($0, in: button.typeName) != nil }) else { continue }
            let sizes = button.sizes.map { "\(SmallTapTarget.points($0.points)) \($0.axis)" }.joined(separator: " and ")
            let subject = button.name == "self" ? button.typeName
                : button.typeName == "UIButton" ? button.name : "\(button.name) (a \(button.typeName), a UIButton subclass)"
            output.report(
                "\(subject) is \(sizes), under the 44x44pt floor; keep the image small and make the button itself at least 44x44pt (configuration.contentInsets around the image), or override point(inside:with:) to accept touches out to 44pt.",
                at: button.position, confidence: .high)
        }
    }

    /// What this file does to make views interactive or visible (`Livened`).
    static func livened(_ file: SwiftFile, _ buttons: [String: [ButtonVariable]]) -> Set<Livened> {
        let enabled = file.index.memberAccesses("isUserInteractionEnabled").filter {
            $0.assignedValue.map { $0.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) } ?? false
        }
        let shown = file.index.memberAccesses("alpha").filter { $0.assignedValue.map { $0.numericLiteral != 0 } ?? false }
        let wired = file.index.memberAccesses(SwiftFileIndex.buttonWiringMembers)
        let livened = Set([("isUserInteractionEnabled", enabled), ("alpha", shown), ("wired", wired)].flatMap { member, accesses in
            accesses.flatMap { access in names(access, buttons).map { Livened(member: member, name: $0, owner: ownType(of: access)) } }
        })
        return livened.union(usedButtonNames(file, buttons).map { Livened(member: used, name: $0) })
    }

    /// Names like a button's (`uninstallButton`, `closeBtn`) that this file does more with than
    /// lay out and place: any other member (`setTitle`, `rx`, `layer`), any other call it is
    /// handed to, any other expression it appears in. Recorded whatever the name's declaration,
    /// since another file may title or wire a view's button.
    static func usedButtonNames(_ file: SwiftFile, _ buttons: [String: [ButtonVariable]]) -> Set<String> {
        var found = Set<String>()
        for reference in file.index.referencesInOrder where isButtonName(reference.baseName.text) {
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                expression = ExprSyntax(member)
            }
            if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
               layoutMembers.contains(member.declName.baseName.text) { continue }
            if let argument = expression.parent?.as(LabeledExprSyntax.self),
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName.map(placingCalls.contains) == true { continue }
            found.insert(reference.baseName.text)
            if let property = variable(reference.baseName.text, at: reference, in: buttons)?.property { found.insert(property) }
        }
        return found
    }

    /// The type around a member access whose receiver is named bare or through `self`
    /// (`playButton.addTarget`, `self.playButton.alpha`): that type's own view; nil through another object.
    static func ownType(of access: MemberAccessExprSyntax) -> String? {
        guard let base = access.base?.strippingOptionality else { return nil }
        let bare = base.is(DeclReferenceExprSyntax.self)
            || base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        return bare ? access.enclosingTypeName.map(Symbols.bareName) : nil
    }

    /// True for a name that says it holds a button (`uninstallButton`, `closeBtn`).
    static func isButtonName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("button") || lower.hasSuffix("btn")
    }

    /// The names a member access's receiver goes by: its own, and the property a closure's local
    /// button initialises (`button.isUserInteractionEnabled = false` inside `let playButton = { … }()`).
    static func names(_ access: MemberAccessExprSyntax, _ buttons: [String: [ButtonVariable]]) -> [String] {
        guard let name = access.base?.lastNameComponent else { return [] }
        return [name] + [variable(name, at: access, in: buttons)?.property].compactMap { $0 }
    }

    /// A variable of this file that may hold a button: its class, the statements or members it
    /// is declared among (two closures may each declare their own `btn`), and the property a
    /// `{ let btn = …; return btn }()` initializer hands it to.
    struct ButtonVariable {
        let type: String
        let scope: Syntax
        let property: String?
        /// A local of a function that never hands it to a view, bar or caller
        /// (`SwiftFileIndex.isLocalViewNeverPlaced`): nobody ever sees or taps it.
        let neverPlaced: Bool
    }

    /// Variables of this file that may hold a button, by name, with their class: declared
    /// `UIButton`, or a class of the project's own (system classes other than `UIButton` are
    /// left out; the project pass keeps only `UIButton` subclasses). A literal frame given to
    /// the initializer (`UIButton(frame: CGRect(…))`) counts as one assigned.
    private func buttonVariables(_ file: SwiftFile) -> [String: [ButtonVariable]] {
        var buttons: [String: [ButtonVariable]] = [:]
        for variable in file.index.variables {
            guard let scope = variable.parent?.parent else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let initializer = binding.initializer?.value.as(FunctionCallExprSyntax.self)
                let annotated = binding.typeAnnotation.map { String($0.type.trimmedSourceText.filter { $0 != "!" && $0 != "?" }) }
                guard let type = annotated ?? initializer?.calleeName, Self.mayBeButtonClass(type) else { continue }
                buttons[name, default: []].append(ButtonVariable(type: type, scope: scope, property: Self.property(initializedFrom: scope),
                                                                 neverPlaced: file.index.isLocalViewNeverPlaced(binding)))
            }
        }
        return buttons
    }

    /// The declaration of `name` that is in scope at `node`: the innermost one around it, else
    /// a type's stored property (an extension in the file uses the class's members).
    static func variable(_ name: String, at node: some SyntaxProtocol, in buttons: [String: [ButtonVariable]]) -> ButtonVariable? {
        let declared = buttons[name] ?? []
        return declared.filter { $0.scope.encloses(node) }.max { $0.scope.position < $1.scope.position }
            ?? declared.first { $0.scope.is(MemberBlockItemListSyntax.self) }
    }

    /// For statements in a closure that is called at once to initialise a property
    /// (`let doneButton: BKButton = { … }()`), that property's name.
    static func property(initializedFrom statements: Syntax) -> String? {
        guard let closure = statements.parent?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `UIButton`, or a capitalised name that is not another UIKit class.
    static func mayBeButtonClass(_ name: String) -> Bool {
        name == "UIButton" || (name.first?.isUppercase == true && !name.hasPrefix("UI") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// For `button.widthAnchor.constraint(…)`, the button and the anchor; for `widthAnchor`
    /// or `self.widthAnchor` inside a class, `self`.
    static func anchorTarget(_ constraint: FunctionCallExprSyntax) -> (name: String, anchor: String)? {
        guard let anchorExpression = constraint.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let reference = anchorExpression.as(DeclReferenceExprSyntax.self) { return ("self", reference.baseName.text) }
        guard let anchor = anchorExpression.as(MemberAccessExprSyntax.self), let name = anchor.base?.lastNameComponent else { return nil }
        return (name, anchor.declName.baseName.text)
    }

    /// Names given anchors, SnapKit constraints or `translatesAutoresizingMaskIntoConstraints`
    /// in this file: Auto Layout sizes them, whatever their frame says.
    private func autoLayoutNames(_ file: SwiftFile) -> Set<String> {
        let members = file.index.memberAccessesByName.filter { name, _ in
            name.hasSuffix("Anchor") || name == "snp" || name == "translatesAutoresizingMaskIntoConstraints"
        }
        return Set(members.values.joined().compactMap { $0.base?.lastNameComponent })
    }

    /// Names that code of this file sizes other than by a literal frame, with the type whose
    /// code it is: anchors, SnapKit, `translatesAutoresizingMaskIntoConstraints`,
    /// `addArrangedSubview(name)`, `UIBarButtonItem(customView: name)`, `name.sizeToFit()`,
    /// and `name.frame` or `name.bounds` set to anything but a literal `CGRect`.
    private func sizedOtherwise(_ file: SwiftFile) -> Set<SizedElsewhere> {
        var found = Set<SizedElsewhere>()
        func add(_ expression: ExprSyntax?, at node: some SyntaxProtocol) {
            guard let name = expression?.lastNameComponent, let owner = node.enclosingTypeName else { return }
            found.insert(SizedElsewhere(owner: Symbols.bareName(owner), name: name))
        }
        for (name, members) in file.index.memberAccessesByName
        where name.hasSuffix("Anchor") || name == "snp" || name == "translatesAutoresizingMaskIntoConstraints" || name == "sizeToFit" {
            for member in members { add(member.base, at: member) }
        }
        for member in file.index.memberAccesses("frame", "bounds") where member.isAssigned {
            let value = ExprSyntax(member).assignedValue?.as(FunctionCallExprSyntax.self)
            let literal = value?.calleeName == "CGRect" && value?.argument("width")?.expression.numericLiteral != nil
            if !literal { add(member.base, at: member) }
        }
        for call in file.index.calls("addArrangedSubview", "insertArrangedSubview") { add(call.arguments.first?.expression, at: call) }
        for view in file.index.barItemCustomViews { add(view, at: view) }
        return found
    }

    /// The button a `CGRect` sizes: `name.frame = CGRect(…)`, or `let name = UIButton(frame: CGRect(…))`.
    private func receiver(ofFrame rect: FunctionCallExprSyntax) -> String? {
        if let argument = rect.parent?.as(LabeledExprSyntax.self), argument.label?.text == "frame",
           let initializer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let binding = initializer.parent?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let sequence = rect.parent?.as(ExprListSyntax.self), let target = sequence.first?.as(MemberAccessExprSyntax.self),
              ExprSyntax(target).assignedValue?.id == rect.id, target.declName.baseName.text == "frame" else { return nil }
        return target.base?.lastNameComponent
    }

    /// For SnapKit's `make.width.height.equalTo(30)` inside `button.snp.makeConstraints`,
    /// the button and the axes set.
    private func snapKitTarget(_ equal: FunctionCallExprSyntax) -> (String, Set<String>)? {
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
                      snp.declName.baseName.text == "snp", let name = snp.base?.lastNameComponent else { return nil }
                return (name, axes)
            }
            node = current.parent
        }
        return nil
    }

    /// The width and height a size argument states: a literal (both), or a `let` the file
    /// holds it in, read through any path (`self.appearance.moreButtonSize`): a number, a
    /// `CGSize(width:height:)` of literals, or one side of one (`…ButtonSize.width`). A path
    /// must end at a stored property of one of the file's types (a layout constants struct
    /// such as `struct Appearance { let moreButtonSize = CGSize(width: 26, height: 26) }`):
    /// a local of some other function that shares the name says nothing about it.
    static func statedSize(_ expression: ExprSyntax, _ file: SwiftFile) -> (width: Double?, height: Double?)? {
        if let literal = expression.numericLiteral { return (literal, literal) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let side = ["width", "height"].first(where: { $0 == member.declName.baseName.text }),
           let size = constantSize(base, file).flatMap({ $0.as(FunctionCallExprSyntax.self) }), size.calleeName == "CGSize",
           let points = size.argument(side)?.expression.numericLiteral {
            return (points, points)
        }
        guard let value = constantSize(expression, file) else { return nil }
        if let number = value.numericLiteral { return (number, number) }
        guard let size = value.as(FunctionCallExprSyntax.self), size.calleeName == "CGSize",
              let width = size.argument("width")?.expression.numericLiteral,
              let height = size.argument("height")?.expression.numericLiteral else { return nil }
        return (width, height)
    }

    /// The value of the `let` a bare name or a member path names (see `statedSize`).
    private static func constantSize(_ expression: ExprSyntax, _ file: SwiftFile) -> ExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return file.index.constantValue(of: reference) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
              let value = file.index.constantValue(of: member.declName),
              value.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) })?.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        return value
    }

    /// `name.wide` / `name.tall` for buttons with a minimum-size constraint of 44 or more.
    private func enlargedAxes(_ file: SwiftFile) -> Set<String> {
        var axes = Set<String>()
        for constraint in file.index.calls("constraint") {
            guard let constant = constraint.argument("greaterThanOrEqualToConstant")?.expression.numericLiteral, constant >= SmallTapTarget.floor,
                  let (name, anchor) = Self.anchorTarget(constraint) else { continue }
            axes.insert(name + (anchor == "widthAnchor" ? ".wide" : ".tall"))
        }
        return axes
    }
}
