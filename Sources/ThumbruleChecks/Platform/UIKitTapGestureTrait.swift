import SwiftSyntax
import ThumbruleCore

/// A UIKit view given a `UITapGestureRecognizer` and never the `.button` trait: VoiceOver
/// does not announce it as something to activate, and a plain view or image view is not
/// even an accessibility element unless the code makes it one.
///
/// Only views this file declares and builds in code are judged (an outlet may have its
/// traits set in Interface Builder), and not plain `UIView`s, which draw nothing and serve
/// as tap zones over other content. Left alone: the controller's or view's own `view` and
/// `self`, backdrops and scrollers (names with background, overlay, dimming, container,
/// scroll, table, collection, map, web, and views of a scrolling class: a table of rows, a web
/// view, which a button trait would fold into one element), double taps, taps that dismiss or
/// end editing, taps that run the screen's own background tap (the same selector a recognizer
/// on `view` or `self` runs: a player's overlay toggle extended to the video it covers) or the
/// tap of a plain `UIView` of the file (a tap zone, such as a "What's new" title with a chevron,
/// whose selector a label it expands also runs: the zone is the control, the label its content),
/// views whose traits or accessibility elements are set anywhere in the project, views the
/// code takes out of VoiceOver (`isAccessibilityElement = false`, the tap being a second way to
/// a control beside it), `view` where the only local of that name is another function's,
/// views of a class that sets its own traits, and views of a project class that inherits
/// from a control (`class TappableView: UIButton`), which has the `.button` trait already.
/// A recognizer held in a local and added again to the same view in the same body is one
/// finding, at the first call.
struct UIKitTapGestureTrait: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-tap-gesture-trait",
        ruleId: "a11y-name",
        summary: "A UIKit view with a tap gesture recognizer and no button trait",
        triggering: [
            CheckExample("""
            final class ProfileHeaderView: UIView {
                private let avatarImageView = UIImageView()
                private let nameLabel = UILabel()

                func setUp() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(editAvatar))
                    ↓avatarImageView.addGestureRecognizer(tap)
                    avatarImageView.isUserInteractionEnabled = true
                    ↓nameLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rename)))
                }
            }
            """),
            // The same recognizer added to the same view twice: one finding, at the first.
            CheckExample("""
            final class PlayerControls: UIView {
                private let playPauseImageView = UIImageView()

                func setUp() {
                    let playPauseTap = UITapGestureRecognizer(target: self, action: #selector(togglePlayPause))
                    ↓playPauseImageView.addGestureRecognizer(playPauseTap)

                    playPauseImageView.addGestureRecognizer(playPauseTap)
                }
            }
            """),
            // A screen with a background tap: another view's own action is still a control.
            CheckExample("""
            final class ClipViewController: UIViewController {
                private let authorImageView = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleChrome)))
                    ↓authorImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openAuthor)))
                }
            }
            """),
        ],
        nonTriggering: [
            // anilibria-ios: a "What's new" row (a plain UIView holding a title and a chevron) folds
            // the notes out, and the notes label folds them back with the same selector: the row is
            // the control, the label its content.
            CheckExample("""
            final class ReleaseCell: UICollectionViewCell {
                private var headerRow = UIView()
                private lazy var notesLabel: UILabel = {
                    let label = UILabel()
                    label.numberOfLines = 0
                    return label
                }()

                func setUpGestures() {
                    headerRow.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleNotes)))
                    let notesTap = UITapGestureRecognizer(target: self, action: #selector(toggleNotes))
                    notesLabel.addGestureRecognizer(notesTap)
                }

                @objc func toggleNotes() {}
            }
            """),
            // olvid-ios NewComposeMessageView: a tap on the bubble around a text view only focuses the text view.
            CheckExample("""
            final class ComposeView: UIView {
                private let bubbleImageView = UIImageView()
                private let textView = UITextView()
                func setUp() {
                    bubbleImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(bubbleWasTapped)))
                }
                @objc func bubbleWasTapped() {
                    guard !isRecording else { return }
                    textView.becomeFirstResponder()
                }
            }
            """),
            // slide-ios: the embedded player gets the screen's own overlay toggle (VideoMediaViewController).
            CheckExample("""
            final class ClipViewController: UIViewController {
                var playerView = EmbeddedPlayerView()
                var tap: UITapGestureRecognizer?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome(_:)))
                    self.view.addGestureRecognizer(tap!)
                    let playerTap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome(_:)))
                    self.playerView.addGestureRecognizer(playerTap)
                }
            }
            """),
            // amperfy: a tap on a table of lyric rows (a UITableView subclass) is a backdrop shortcut.
            CheckExample(files: [
                ("App/VerseList.swift", """
                final class VerseList: UITableView {}
                """),
                ("App/NowPlayingPanel.swift", """
                final class NowPlayingPanel: UIView {
                    private var verses: VerseList?
                    func showVerses() {
                        verses = VerseList()
                        let versesTap = UITapGestureRecognizer(target: self, action: #selector(backToArtwork(_:)))
                        verses!.addGestureRecognizer(versesTap)
                    }
                }
                """),
            ]),
            // covpass-ios: a public view of the app's own UI package that no code names never ships.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                import PassUI
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = PassListViewController()
                        return true
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:])),
                ("PassUI/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"PassUI\", targets: [.target(name: \"PassUI\")])"),
                ("PassUI/Sources/PassUI/PassListViewController.swift", """
                import UIKit
                public final class PassListViewController: UIViewController {}
                """),
                ("PassUI/Sources/PassUI/FoldingView.swift", """
                import UIKit
                public class FoldingView: UIView {
                    private let headerLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        headerLabel.isUserInteractionEnabled = true
                        headerLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
                    }
                    required init?(coder: NSCoder) { nil }
                    @objc private func toggle() {}
                }
                """),
            ]),
            CheckExample("""
            final class ProfileHeaderView: UIView {
                private let avatarImageView = UIImageView()
                private let nameLabel = UILabel()
                private let dimmingView = UIView()
                private let coverImageView = UIImageView()

                func setUp() {
                    avatarImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editAvatar)))
                    avatarImageView.isAccessibilityElement = true
                    avatarImageView.accessibilityTraits = [.button, .image]
                    avatarImageView.accessibilityLabel = "Change photo"
                    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing)))
                    let revealZone = UIView()
                    revealZone.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showToolbar)))
                    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoom))
                    doubleTap.numberOfTapsRequired = 2
                    coverImageView.addGestureRecognizer(doubleTap)
                    nameLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                }
            }
            """),
            // The screen's own view (the name is a local of another method), and a caption the
            // code keeps from VoiceOver beside the switch it flips, which carries its text.
            CheckExample("""
            final class TrailViewController: UIViewController {
                private let captionLabel: UILabel = {
                    let label = UILabel()
                    label.isAccessibilityElement = false
                    return label
                }()
                private let alertsSwitch = UISwitch()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(selectFeature)))
                    alertsSwitch.accessibilityLabel = captionLabel.text
                    captionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flipAlerts)))
                }
                func feature(at touch: UITouch) -> Feature? {
                    var view = touch.view
                    while let current = view, !(current is FeatureView) { view = current.superview }
                    return (view as? FeatureView)?.feature
                }
            }
            """),
            CheckExample(files: [
                ("App/BadgeView.swift", """
                final class BadgeView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityTraits = .button
                    }
                }
                """),
                ("App/CardView.swift", """
                final class CardView: UIView {
                    let badge = BadgeView()
                    let thumbnail = UIImageView()
                    func setUp() {
                        badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBadge)))
                        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
                    }
                }
                """),
                ("App/CardAccessibility.swift", """
                extension CardView {
                    func configureAccessibility() { thumbnail.accessibilityTraits.insert(.button) }
                }
                """),
            ]),
            // A view of the project's own button class: a UIButton carries the button trait.
            CheckExample(files: [
                ("App/PressableView.swift", """
                class PressableView: UIButton {
                    init() { super.init(frame: .zero) }
                }
                """),
                ("App/AvatarTrigger.swift", """
                final class AvatarTrigger: UIView {
                    private let pressable = PressableView()
                    func setUp() {
                        pressable.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openProfile)))
                    }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let view: String
        let typeName: String?
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-tap-gesture-trait")
    /// Names whose traits or accessibility elements are set, and types that set their own.
    static let exposedNames = FactKey<String>("a11y-name.uikit-tap-gesture-trait.exposed")

    static let exposingMembers = ["accessibilityTraits", "accessibilityElements", "accessibilityElementsHidden", "accessibilityCustomActions"]
    static let backdropWords: Set<String> = [
        "background", "overlay", "dimming", "dim", "backdrop", "blur", "container", "scroll", "table", "collection",
        "map", "web", "window", "shadow", "mask", "content", "keyboard",
    ]
    static let dismissWords = ["dismiss", "keyboard", "endediting", "resign", "hide", "close", "outside", "cancel", "background"]
    static let controlTypes: Set<String> = ["UIButton", "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField"]
    /// Views whose own content VoiceOver walks element by element (rows, a page's text): the tap
    /// on them is a backdrop shortcut, and the button trait would hide that content.
    static let scrollerTypes: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "WKWebView"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.exposingMembers) {
            let receiver = member.receiverKey
            if receiver.isEmpty {
                if let type = member.enclosingTypeName { output.facts.add(type, for: Self.exposedNames) }
            } else if let last = receiver.split(separator: ".").last {
                output.facts.add(String(last), for: Self.exposedNames)
            }
        }
        // `label.isAccessibilityElement = false`: kept from VoiceOver on purpose, so no trait is missed there.
        // The name is the property's when a closure builds it (`let l = UILabel(); …; return l`).
        for member in file.index.memberAccesses("isAccessibilityElement") where member.assignedValue?.trimmedSourceText == "false" {
            guard let last = member.receiverKey.split(separator: ".").last else { continue }
            output.facts.add(VariableAlias(String(last), at: member, in: file.declaredVariables).outerName, for: Self.exposedNames)
        }
        // `accessibilityTraits = .button` inside the class itself.
        for reference in file.index.references(Self.exposingMembers) {
            if let type = reference.enclosingTypeName { output.facts.add(type, for: Self.exposedNames) }
        }
        let variables = file.declaredVariables
        // `button.addGestureRecognizer(tap)` written twice in one body adds nothing the second time: one finding.
        var added = Set<String>()
        let screenActions = screenTapActions(file, variables: variables)
        // Selectors that a plain `UIView` of the file (a tap zone holding a title and a chevron) also runs.
        let zoneActions = Set(file.index.calls("addGestureRecognizer").compactMap { call -> String? in
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey, !receiver.isEmpty,
                  Self.visibleVariable(named: receiver, at: call, in: variables)?.typeName == "UIView",
                  let recognizer = call.arguments.first?.expression else { return nil }
            return tapAction(recognizer, variables: variables, file: file)
        })
        for call in file.index.calls("addGestureRecognizer") {
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey, !receiver.isEmpty, !receiver.contains("."),
                  let recognizer = call.arguments.first?.expression, let action = tapAction(recognizer, variables: variables, file: file),
                  let variable = Self.visibleVariable(named: receiver, at: call, in: variables), !variable.isOutlet,
                  !Self.controlTypes.contains(variable.typeName ?? ""), variable.typeName != "UIView",
                  !NameWords.split(receiver).contains(where: Self.backdropWords.contains),
                  !Self.dismissWords.contains(where: action.lowercased().contains), !screenActions.contains(action), !zoneActions.contains(action),
                  !Self.scrollerTypes.contains(variable.typeName ?? ""), !Self.focusesTextInput(action, of: receiver, in: file) else { continue }
            if let held = recognizer.as(DeclReferenceExprSyntax.self), let body = call.enclosingCodeBody,
               !added.insert("\(body.position.utf8Offset)|\(receiver)|\(held.baseName.text)").inserted { continue }
            output.facts.add(Candidate(position: file.position(of: call), view: receiver, typeName: variable.typeName), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let exposed = Set(project.facts.values(Self.exposedNames))
        let symbols = project.symbols
        func isControl(_ type: String) -> Bool { symbols.superclasses(of: type).contains(where: Self.controlTypes.contains) }
        func isScroller(_ type: String) -> Bool { symbols.superclasses(of: type).contains(where: Self.scrollerTypes.contains) }
        for candidate in project.facts.values(Self.candidates)
        where !exposed.contains(candidate.view) && !(candidate.typeName.map { exposed.contains($0) || isControl($0) || isScroller($0) } ?? false) {
            let name = candidate.view
            output.report(
                "\(name) is tapped through a UITapGestureRecognizer but has no .button trait, so VoiceOver does not announce it as something to activate; set \(name).isAccessibilityElement = true, \(name).accessibilityTraits.insert(.button) and an accessibilityLabel, or use a UIButton.",
                at: candidate.position, confidence: .medium)
        }
    }

    /// The method a selector names: `#selector(self.bubbleTapped(_:))` → `bubbleTapped`.
    static func selectorMethod(_ selector: String) -> String? {
        guard selector.hasPrefix("#selector(") else { return nil }
        var name = selector.dropFirst("#selector(".count)
        if name.hasPrefix("self.") { name = name.dropFirst("self.".count) }
        let method = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return method.isEmpty ? nil : String(method)
    }

    /// True when the tap's method, declared in this file, makes another view the first responder
    /// (`textView.becomeFirstResponder()`): the tapped view is a wider hit area around a text input,
    /// which VoiceOver activates itself, so a button trait on the wrapper would be wrong (olvid-ios
    /// NewComposeMessageView's compose bubble).
    static func focusesTextInput(_ selector: String, of receiver: String, in file: SwiftFile) -> Bool {
        guard let method = selectorMethod(selector) else { return false }
        return file.index.functions.contains { function in
            guard function.name.text == method, let body = function.body else { return false }
            return file.index.calls(within: body).contains { call in
                guard call.calleeName == "becomeFirstResponder", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey else { return false }
                return !base.isEmpty && base != receiver && base != "self"
            }
        }
    }

    /// The one variable a receiver name can mean at the call. `view` outside the function that
    /// declares a local of that name (`var view = touch.view` elsewhere) is the controller's own
    /// view, which is left alone. (Other names keep the file's one declaration: an `if let`
    /// binding of the same name is not listed, and its view is usually the one declared.)
    static func visibleVariable(named name: String, at call: FunctionCallExprSyntax, in variables: [String: [DeclaredVariable]]) -> DeclaredVariable? {
        guard let declared = variables[name], declared.count == 1, let variable = declared.first else { return nil }
        if name == "view", let body = variable.binding.enclosingCodeBody, !body.encloses(call) { return nil }
        return variable
    }

    /// The selectors of the single taps added to the screen's own `view` or to `self`, inline or
    /// through the variable a recognizer is declared in or assigned to (`tap = UITapGestureRecognizer(…)`
    /// then `view.addGestureRecognizer(tap!)`).
    private func screenTapActions(_ file: SwiftFile, variables: [String: [DeclaredVariable]]) -> Set<String> {
        var held: [String: String] = [:]
        for call in file.index.calls("UITapGestureRecognizer") {
            guard let action = call.argument("action")?.expression.trimmedSourceText else { continue }
            if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                held[name] = action
            } else if let target = ExprSyntax(call).assignmentTarget {
                held[target.receiverKey] = action
            }
        }
        var actions = Set<String>()
        for call in file.index.calls("addGestureRecognizer") {
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey ?? ""
            guard receiver.isEmpty || receiver == "view" && Self.visibleVariable(named: "view", at: call, in: variables) == nil, let recognizer = call.arguments.first?.expression,
                  let action = tapAction(recognizer, variables: variables, file: file) ?? held[recognizer.receiverKey] else { continue }
            actions.insert(action)
        }
        return actions
    }

    /// The selector text of a single-tap recognizer, built inline or in a local variable of
    /// this file; nil for other recognizers and for double taps.
    private func tapAction(_ recognizer: ExprSyntax, variables: [String: [DeclaredVariable]], file: SwiftFile) -> String? {
        var initializer = recognizer.as(FunctionCallExprSyntax.self)
        if let reference = recognizer.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let declared = variables[name], declared.count == 1 else { return nil }
            initializer = declared.first?.binding.initializer?.value.as(FunctionCallExprSyntax.self)
            let taps = file.index.memberAccesses("numberOfTapsRequired").filter { $0.receiverKey == name }
            if taps.contains(where: { $0.assignedValue?.trimmedSourceText != "1" }) { return nil }
        }
        guard let call = initializer, call.calleeName == "UITapGestureRecognizer" else { return nil }
        return call.argument("action")?.expression.trimmedSourceText ?? ""
    }
}
