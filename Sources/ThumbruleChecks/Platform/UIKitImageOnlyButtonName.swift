import SwiftSyntax
import ThumbruleCore

/// A `UIButton` that shows only an image and never gets an `accessibilityLabel`: VoiceOver
/// reads the image's file name, a name guessed from the symbol, or just "button".
///
/// Image-only means: `setImage(_:for:)`, a `UIButton.Configuration` with an `image` and no
/// `title`, `UIButton.systemButton(with:target:action:)`, or a `primaryAction` `UIAction`
/// with an image and no title. The button must be declared in the same file as a plain
/// `UIButton` (a subclass may name itself). It counts as named when anything in the file
/// sets its title, attributed title or accessibility label, or hides it from VoiceOver,
/// and, for a property, when any file of the project sets the accessibility label of a
/// property with the same name (a variable local to a function is named only in its file). SF Symbols (`systemName:`, or SFSafeSymbols' `systemSymbol:`) are treated as in
/// `a11y-name.icon-only-control`: one whose built-in description names a common action
/// (`SymbolLabels`: xmark, plus, trash) is left alone, any other is a note (low confidence).
///
/// Known false negatives: buttons from storyboards and XIBs, buttons declared in another
/// file than their image, labels set through helpers (`configure(button, label:)`), buttons
/// a factory function returns (its caller may name them), and two properties of one name
/// where only one is labelled. A function's local button that it never places in a view, a
/// bar (through a local `UIBarButtonItem(customView:)`) or a caller's hands is never seen, and
/// is left alone (`SwiftFileIndex.isLocalViewNeverPlaced`), as is a private button kept at alpha 0
/// with no action (`SwiftFileIndex.isTransparentInertButton`), a glyph with touches off inside
/// another button (`SwiftFileIndex.isInertGlyphInButton`), and a property only code that
/// does not ship uses as a value (adds to a view) and no other file names. Known false positives: a label
/// set on a differently named alias of the same button in another file.
struct UIKitImageOnlyButtonName: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-image-only-button",
        ruleId: "a11y-name",
        summary: "A UIButton that shows only an image and has no accessibility label",
        triggering: [
            CheckExample("""
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                private lazy var shareButton: UIButton = {
                    let button = UIButton(type: .custom)
                    ↓button.setImage(UIImage(named: "share-icon"), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓closeButton.setImage(UIImage(systemName: "wand.and.rays"), for: .normal)
                }
            }
            """),
            CheckExample("""
            final class ComposerView: UIView {
                func makeButtons() {
                    var configuration = UIButton.Configuration.plain()
                    configuration.image = UIImage(named: "attach")
                    let attachButton = ↓UIButton(configuration: configuration)
                    let sendButton = ↓UIButton(type: .system, primaryAction: UIAction(image: UIImage(named: "send")) { _ in })
                    let moreButton = ↓UIButton.systemButton(with: UIImage(named: "more")!, target: self, action: #selector(more))
                    addSubview(attachButton); addSubview(sendButton); addSubview(moreButton)
                }
            }
            """),
            // Transparent for now, but given an action: a control the screen means to show.
            CheckExample("""
            final class StepView: UIView {
                private lazy var infoButton: UIButton = {
                    let button = UIButton(type: .system)
                    ↓button.setImage(UIImage(named: "question-mark"), for: .normal)
                    button.alpha = 0
                    button.addTarget(self, action: #selector(showInfo), for: .touchUpInside)
                    return button
                }()
                @objc func showInfo() {}
            }
            """),
            // Another closure's local of the same name is titled and returned; this one is neither.
            CheckExample(files: [
                ("App/CheckoutViewController.swift", """
                final class CheckoutViewController: UIViewController {
                    lazy var retryButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setTitle("Retry", for: .normal)
                        return button
                    }()

                    func setUpBackItem() {
                        let button = UIButton(type: .system)
                        ↓button.setImage(UIImage(named: "chevron-back"), for: .normal)
                        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
                    }
                }
                """),
                ("App/ReceiptView.swift", """
                final class ReceiptView: UIView {
                    let button = UIButton(type: .system)
                    func label() { button.accessibilityLabel = "Share receipt" }
                }
                """),
            ]),
            // The same tab bar button, added in every build.
            CheckExample(files: [
                ("App/BuildFlags.swift", """
                enum BuildFlags {
                    static var isDebug: Bool {
                        #if DEBUG
                        return true
                        #else
                        return false
                        #endif
                    }
                }
                """),
                ("App/MainCoordinator.swift", """
                import UIKit

                final class MainCoordinator {
                    private(set) var exchangeButton: UIButton = {
                        let button = UIButton(type: .system)
                        ↓button.setImage(UIImage(named: "exchange"), for: .normal)
                        return button
                    }()
                    lazy var tabBarController: UITabBarController = {
                        let controller = UITabBarController()
                        controller.tabBar.addSubview(exchangeButton)
                        return controller
                    }()
                    func start() {
                        exchangeButton.addTarget(self, action: #selector(exchange), for: .touchUpInside)
                    }
                    @objc private func exchange() {}
                }
                """),
            ]),
        ],
        nonTriggering: [
            // mammoth PostView countButton2: a glyph with touches off inside the play button, which
            // VoiceOver reads as one element; and PostCardVideo muteButton, hidden from VoiceOver
            // by the closure that builds it.
            CheckExample("""
            import UIKit
            final class MediaCell: UIView {
                let overlayButton = UIButton()
                let glyphButton = UIButton()
                private var soundButton: UIButton = {
                    let button = UIButton(type: .custom)
                    button.accessibilityElementsHidden = true
                    return button
                }()

                func showOverlay(isAudio: Bool) {
                    overlayButton.accessibilityLabel = "Play"
                    glyphButton.isUserInteractionEnabled = false
                    glyphButton.setImage(UIImage(named: isAudio ? "wave" : "play"), for: .normal)
                    overlayButton.addSubview(glyphButton)
                    addSubview(overlayButton)
                    soundButton.setImage(UIImage(named: "speaker"), for: .normal)
                    addSubview(soundButton)
                }
            }
            """),
            // alphawallet-ios ActiveWalletCoordinator swapButton: added to the tab bar only under a
            // switch that is off outside Debug builds, and named by no other file.
            CheckExample(files: [
                ("App/BuildFlags.swift", """
                enum BuildFlags {
                    static var isDebug: Bool {
                        #if DEBUG
                        return true
                        #else
                        return false
                        #endif
                    }
                }
                """),
                ("App/MainCoordinator.swift", """
                import UIKit

                final class MainCoordinator {
                    private(set) var exchangeButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(named: "exchange"), for: .normal)
                        return button
                    }()
                    lazy var tabBarController: UITabBarController = {
                        let controller = UITabBarController()
                        if BuildFlags.isDebug && showsExchange {
                            controller.tabBar.addSubview(exchangeButton)
                        }
                        return controller
                    }()
                    func start() {
                        exchangeButton.addTarget(self, action: #selector(exchange), for: .touchUpInside)
                    }
                    @objc private func exchange() {}
                }
                """),
            ]),
            // A transparent placeholder with no action: nothing on screen for VoiceOver to name.
            CheckExample("""
            final class StepView: UIView {
                private lazy var infoButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(named: "question-mark"), for: .normal)
                    button.alpha = 0
                    return button
                }()

                func setUp() {
                    addSubview([titleLabel, infoButton].asStackView())
                }
            }
            """),
            // A button wrapped in a bar item that no bar, array or caller ever gets.
            CheckExample("""
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let gridButton = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                    gridButton.setImage(UIImage(named: "grid"), for: .normal)
                    gridButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                    let gridItem = UIBarButtonItem(customView: gridButton)
                    gridItem.isEnabled = true
                }
                @objc func close() {}
            }
            """),
            // Named in a configuring closure where the button is built, its image set later.
            CheckExample("""
            final class PlayerBar: UIView {
                var muteButton: UIButton!
                func build() {
                    muteButton = UIButton().then {
                        $0.accessibilityLabel = "Toggle mute"
                    }
                }
                func update(muted: Bool) {
                    muteButton.setImage(UIImage(named: muted ? "muted" : "speaker"), for: .normal)
                }
            }
            """),
            // The property is filled from a factory that labels the button it builds and returns.
            CheckExample("""
            final class SketchToolbarController: UIViewController {
                private weak var penButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pen = makePenButton()
                    view.addSubview(pen)
                    penButton = pen
                }
                func update(thick: Bool) {
                    penButton.setImage(UIImage(systemName: thick ? "scribble.variable" : "scribble"), for: .normal)
                }
                private func makePenButton() -> UIButton {
                    let button = UIButton()
                    button.accessibilityLabel = NSLocalizedString("Pen", comment: "")
                    return button
                }
            }
            """),
            // A bar button item that labels itself and shows the button as its custom view.
            CheckExample("""
            final class DismissBarItem: UIBarButtonItem {
                init(action: @escaping () -> Void) {
                    super.init()
                    accessibilityLabel = NSLocalizedString("Dismiss", comment: "")
                    let dismissButton = UIButton(type: .custom)
                    dismissButton.setImage(UIImage(named: "dismiss-cross"), for: .normal)
                    customView = dismissButton
                }
            }
            """),
            CheckExample("""
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)
                private let playButton = UIButton(type: .system)
                private let likeButton = LikeButton()
                private let shareButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    closeButton.accessibilityLabel = "Close"
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                    playButton.setTitle("Play", for: .normal)
                    likeButton.setImage(UIImage(named: "heart"), for: .normal)
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up")?.withTintColor(.white), for: .normal)
                }
            }
            """),
            CheckExample("""
            func makeAttachButton() -> UIButton {
                var configuration = UIButton.Configuration.plain()
                configuration.image = UIImage(systemName: "paperclip")
                configuration.title = "Attach"
                let sendButton = UIButton(primaryAction: UIAction(title: "Send", image: UIImage(named: "send")) { _ in })
                return UIButton(configuration: configuration)
            }
            """),
            CheckExample("""
            final class SpeedStepper: UIControl {
                private let minusButton = UIButton(type: .custom)
                @IBOutlet var infoButton: UIButton!
                func setUp() {
                    isAccessibilityElement = true
                    accessibilityTraits = [.adjustable]
                    minusButton.setImage(UIImage(named: "minus"), for: .normal)
                    infoButton.setImage(UIImage(named: "info"), for: .normal)
                }
            }
            func makeCloseButton() -> UIButton {
                let button = UIButton(type: .system)
                button.setImage(UIImage(systemName: "xmark"), for: .normal)
                return button
            }
            """),
            CheckExample(files: [
                ("App/PlayerView.swift", """
                final class PlayerView: UIView {
                    let closeButton = UIButton(type: .system)
                    func setUp() { closeButton.setImage(UIImage(named: "close"), for: .normal) }
                }
                """),
                ("App/PlayerViewController.swift", """
                final class PlayerViewController: UIViewController {
                    let player = PlayerView()
                    override func viewDidLoad() { player.closeButton.accessibilityLabel = "Close player" }
                }
                """),
            ]),
        ]
    )

    /// A button shown with only an image and not named in its own file.
    struct Candidate: Sendable, Codable {
        /// The property or variable that holds the button, matched against labels set elsewhere.
        package let name: String
        package let position: SourcePosition
        let image: ImageSource
        package let how: String
        /// A variable local to a function: a label set on that name in another file is another button's.
        var isLocal = false
        /// For a property, where its file uses the button itself (`tabBar.addSubview(swapButton)`,
        /// `[swapButton]`), not one of its members: the only ways to put it on screen.
        var valueUses: [SourcePosition] = []
    }

    enum ImageSource: Sendable, Codable {
        /// `describedSymbol`: an SF Symbol whose built-in description names what it does (`SymbolLabels`).
        case asset, symbol(String?), describedSymbol, unknown

        /// What VoiceOver reads for a control showing only this image, and how sure that is;
        /// nil for a symbol whose built-in description already names the action.
        var spoken: (reads: String, confidence: Confidence)? {
            switch self {
            case .asset: return ("the image's file name, or just \"button\"", .high)
            case .describedSymbol: return nil
            case .symbol(let symbol): return ("only the built-in description of " + (symbol.map { "the symbol \($0)" } ?? "a symbol chosen at run time") + ", which may not say what it does", .low)
            case .unknown: return ("the image's name, or just \"button\"", .medium)
            }
        }
    }

    /// An image a project keeps in a static property (`extension UIImage { static var starIcon:
    /// UIImage? { UIImage(systemName: "star.fill") } }`), recorded per file so that a use in
    /// another file (`UIImage.starIcon`, `.starIcon`) is judged by the image the property builds.
    struct StoredImage: Sendable, Codable {
        /// The declaring type and the property: `UIImage.starIcon`.
        let key: String
        let source: ImageSource
        /// The stored symbol the image is built from when another type's property names it
        /// (`UIImage.create(systemName: AppImage.ellipsis.systemName)` → `AppImage.ellipsis`), read in the project pass.
        var symbolKey: String? = nil

        static let facts = FactKey<StoredImage>("a11y-name.stored-image")

        /// The static properties of a file whose value is an image this check can read, and
        /// those that hold an SF Symbol's name for a type of the project's own
        /// (`struct AppImage { static let ellipsis = Self("ellipsis"); init(_ systemName: String) }`).
        static func declared(in file: SwiftFile) -> [StoredImage] {
            file.index.variables.compactMap { variable in
                guard variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }), variable.bindings.count == 1,
                      let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value ?? binding.accessorBlock?.getterExpression,
                      let type = variable.enclosingTypeName else { return nil }
                let key = type + "." + name
                let source = UIKitImageOnlyButtonName.source(of: value, in: file.index)
                switch source {
                case .unknown, .symbol(.none):
                    if let via = symbolKey(of: value) { return StoredImage(key: key, source: source, symbolKey: via) }
                    if let held = heldSymbol(value, in: variable, type: type) { return StoredImage(key: key, source: held) }
                    if case .unknown = source { return nil }
                default: break
                }
                return StoredImage(key: key, source: source)
            }
        }

        /// `AppImage.ellipsis` for an image built from `AppImage.ellipsis.systemName` (by
        /// `UIImage(systemName:)` or a project's helper taking `systemName:`).
        private static func symbolKey(of value: ExprSyntax) -> String? {
            var expression = value
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let named = call.argument("systemName")?.expression.as(MemberAccessExprSyntax.self),
                  named.declName.baseName.text == "systemName", let holder = named.base?.as(MemberAccessExprSyntax.self),
                  let type = holder.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
            return type + "." + holder.declName.baseName.text
        }

        /// The symbol a static property of a type holds when it is built by the type's own
        /// initializer (`Self("ellipsis")`, `.init("ellipsis")`, `AppImage("ellipsis")`) whose first
        /// parameter is the symbol's name (`init(_ systemName: String, …)`); nil for anything else.
        private static func heldSymbol(_ value: ExprSyntax, in variable: VariableDeclSyntax, type: String) -> ImageSource? {
            guard let call = value.as(FunctionCallExprSyntax.self), [type, "Self", ".init"].contains(call.calledExpression.trimmedSourceText),
                  let first = call.arguments.first, first.label == nil,
                  let literal = first.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation,
                  let members = variable.enclosingTypeDeclaration?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return nil }
            let takesSymbolFirst = members.contains { member in
                guard let parameter = member.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first else { return false }
                return (parameter.secondName ?? parameter.firstName).text == "systemName"
            }
            guard takesSymbolFirst else { return nil }
            return SymbolLabels.describes(literal.plainText) ? .describedSymbol : .symbol(ExprSyntax(literal).symbolNameForMessage)
        }

        /// What the images the project's static properties build are, by key, with those built
        /// from another type's stored symbol resolved.
        static func resolved(_ images: [StoredImage]) -> [String: ImageSource] {
            let byKey = Dictionary(images.map { ($0.key, $0) }) { first, _ in first }
            return byKey.mapValues { image in image.symbolKey.flatMap { byKey[$0]?.source } ?? image.source }
        }

        /// The property an image argument names: `UIImage.starIcon`, or `.starIcon` where a `UIImage` is expected.
        static func key(of image: ExprSyntax) -> String? {
            let expression = image.as(ForceUnwrapExprSyntax.self)?.expression ?? image
            guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
            let name = member.declName.baseName.text
            guard let base = member.base else { return "UIImage." + name }
            guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
            return type + "." + name
        }
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-image-button")
    /// Names of anything whose accessibility label is set, anywhere in the project.
    static let labelledNames = FactKey<String>("a11y-name.uikit-labelled-name")

    static let buttonTypes: Set<String> = ["UIButton", "UIButton.systemButton"]
    static let namingMembers = ["accessibilityLabel", "accessibilityAttributedLabel", "isAccessibilityElement", "accessibilityElementsHidden"]
    static let titleMembers = ["title", "attributedTitle", "text"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let variables = file.declaredVariables
        let namedHere = namedReceivers(in: file)
        for (name, _) in namedHere { output.facts.add(name, for: Self.labelledNames) }
        // Named in a configuring closure (`muteButton = UIButton().then { $0.accessibilityLabel = … }`):
        // it names the button built here, so it is not shared with other files by name.
        // So does a property's building closure (`muteButton = { let button = …; button.accessibilityElementsHidden = true; return button }()`).
        let named = namedHere + file.index.memberAccesses(Self.namingMembers).compactMap { member in
            (member.receiverKey == "$0" ? Self.configuredName(of: member) : file.index.propertyBuilt(through: member)).map { ($0, Syntax(member)) }
        }
        // A view that is itself the accessibility element (a custom stepper, a player bar)
        // hides its buttons from VoiceOver and speaks for them.
        let containerMembers = ["isAccessibilityElement", "accessibilityElements"]
        let onSelf = file.index.references(containerMembers).map(ExprSyntax.init)
            + file.index.memberAccesses(containerMembers).filter { $0.receiverKey.isEmpty }.map(ExprSyntax.init)
        guard !onSelf.contains(where: { $0.assignedValue.map { $0.trimmedSourceText != "false" } ?? false }) else { return }

        var found: [(button: VariableAlias?, node: Syntax, image: ExprSyntax?, how: String)] = []
        var seen = Set<String>()
        for call in file.index.calls("setImage") where call.arguments.count == 2 {
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.receiverKey,
                  !receiver.isEmpty, !receiver.contains("."), file.index.declares(receiver, as: Self.buttonTypes, in: variables),
                  let image = call.arguments.first?.expression, image.trimmedSourceText != "nil" else { continue }
            found.append((VariableAlias(receiver, at: call, in: variables), Syntax(call), image, "setImage(_:for:) with no title"))
        }
        for call in file.index.calls("UIButton", "systemButton") {
            guard let how = imageOnlyConstruction(call, file: file) else { continue }
            found.append((boundName(of: call).map { VariableAlias($0, at: call, in: variables) }, Syntax(call), how.image, how.description))
        }
        for assignment in file.index.memberAccesses("configuration") {
            guard let configuration = assignment.assignedValue?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let image = configurationImage(configuration, file: file) else { continue }
            let receiver = assignment.receiverKey
            guard !receiver.isEmpty, !receiver.contains("."), file.index.declares(receiver, as: Self.buttonTypes, in: variables) else { continue }
            found.append((VariableAlias(receiver, at: assignment, in: variables), Syntax(assignment), image, "a configuration with an image and no title"))
        }

        guard !found.isEmpty else { return }
        // A local button a factory returns is named by its caller, which this file may not show.
        let returns = file.index.referencesByName.values.joined().filter { $0.parent?.is(ReturnStmtSyntax.self) == true }
        for candidate in found.sorted(by: { $0.node.position < $1.node.position }) {
            guard let button = candidate.button else { continue }
            // A variable of the function the button is built in: only that function's code names or returns it.
            let function = button.property == nil ? candidate.node.enclosingFunction : nil
            let owner = function.flatMap { function in
                (variables[button.name] ?? []).contains { $0.binding.enclosingFunction?.id == function.id } ? function : nil
            }
            func inScope(_ node: some SyntaxProtocol) -> Bool { owner?.encloses(node) ?? true }
            // A local the function never places in a view, a bar or a caller's hands is never seen.
            if let owner, let local = variables[button.name]?.first(where: { $0.binding.enclosingFunction?.id == owner.id }),
               file.index.isLocalViewNeverPlaced(local.binding) { continue }
            let key = owner.map { "\(button.name)@\($0.position.utf8Offset)" } ?? button.outerName
            guard seen.insert(key).inserted,
                  !named.contains(where: { button.matches($0.name, at: $0.node) && inScope($0.node) }),
                  !Self.isCustomViewOfLabelledItem(button.name, at: candidate.node, file),
                  owner != nil || !Self.isFilledWithLabelledButton(button.outerName, named: named, file),
                  button.property != nil || !returns.contains(where: { $0.baseName.text == button.name && inScope($0) }) else { continue }
            // A transparent button with no action is a placeholder no one sees, taps or hears.
            if owner == nil, file.index.isTransparentInertButton(property: button.outerName) { continue }
            // A glyph inside another button is read as part of that button, and does nothing itself.
            if file.index.isInertGlyphInButton(button.outerName, in: variables) { continue }
            output.facts.add(Candidate(name: button.outerName, position: file.position(of: candidate.node), image: Self.source(of: candidate.image, in: file.index),
                                       how: candidate.how, isLocal: owner != nil,
                                       valueUses: owner == nil ? Self.valueUses(of: button.outerName, in: file) : []), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labelled = Set(project.facts.values(Self.labelledNames))
        for candidate in project.facts.values(Self.candidates) where candidate.isLocal || !labelled.contains(candidate.name) {
            guard let (reads, confidence) = candidate.image.spoken, !Self.isPlacedOnlyWhereNothingShips(candidate, project) else { continue }
            output.report(
                "\(candidate.name) is a UIButton that shows only an image (\(candidate.how)), so VoiceOver reads \(reads); set \(candidate.name).accessibilityLabel to the action it performs, such as \"Close\" or \"Share\".",
                at: candidate.position, confidence: confidence)
        }
    }

    /// A property's uses as a value in its file: bare or through `self`, and not as the base of a
    /// member access (`swapButton.addTarget(…)` configures it, and shows nothing).
    static func valueUses(of name: String, in file: SwiftFile) -> [SourcePosition] {
        let bare = file.index.references(name).filter { $0.parent?.is(MemberAccessExprSyntax.self) != true }.map(ExprSyntax.init)
        let throughSelf = file.index.memberAccesses(name).filter {
            $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }.map(ExprSyntax.init)
        return (bare + throughSelf).filter { use in
            !(use.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == use.id } ?? false)
        }.map { file.position(of: $0) }
    }

    /// True when every use of a property as a value is in code that does not ship (a tab bar's
    /// button added only under `if Environment.isDebug && …`, alphawallet-ios), there is at least
    /// one, and no other Swift or Objective-C file writes its name: the button is never on screen.
    static func isPlacedOnlyWhereNothingShips(_ candidate: Candidate, _ project: Project) -> Bool {
        guard !candidate.isLocal, !candidate.valueUses.isEmpty, !candidate.valueUses.contains(where: project.ships) else { return false }
        for file in project.files(of: .swift) + project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) where file.path != candidate.position.path {
            guard let text = project.text(of: file) else { return false }
            if !WrittenNames.words(in: text, among: [candidate.name]).isEmpty { return false }
        }
        return true
    }

    /// True when the button becomes the `customView` of the bar button item its type is
    /// (`customView = closeButton` in a `UIBarButtonItem` subclass) and that item sets its own
    /// `accessibilityLabel`: VoiceOver reads the item's label for its custom view.
    private static func isCustomViewOfLabelledItem(_ name: String, at node: Syntax, _ file: SwiftFile) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        func setOnSelf(_ member: String) -> [ExprSyntax] {
            (file.index.references(member).map(ExprSyntax.init) + file.index.memberAccesses(member).filter { $0.receiverKey.isEmpty }.map(ExprSyntax.init))
                .filter { type.encloses($0) }
        }
        return setOnSelf("customView").contains { $0.assignedValue?.trimmedSourceText == name }
            && setOnSelf("accessibilityLabel").contains { $0.assignedValue != nil }
    }

    /// True when the property is set to a button the file labels under another name: a local
    /// labelled before `closeButton = button`, or what a factory returns (`let picker = makePicker()`,
    /// whose `button.accessibilityLabel = …` comes before `return button`).
    private static func isFilledWithLabelledButton(_ property: String, named: [(name: String, node: Syntax)], _ file: SwiftFile) -> Bool {
        /// A local of the function around `reference` that the file names there.
        func isNamedLocal(_ reference: DeclReferenceExprSyntax) -> Bool {
            guard let function = reference.enclosingFunction else { return false }
            return named.contains { $0.name == reference.baseName.text && function.encloses($0.node) }
        }
        /// `makePicker()`: a function of the file every `return` of which gives a named local.
        func isLabelledFactoryCall(_ value: ExprSyntax) -> Bool {
            guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.receiverKey == call.calleeName,
                  let factory = file.index.functions.first(where: { $0.name.text == call.calleeName }) else { return false }
            let returned = file.index.references(within: factory).filter { $0.parent?.is(ReturnStmtSyntax.self) == true }
            return !returned.isEmpty && returned.allSatisfy(isNamedLocal)
        }
        let stored = file.index.references(property).map(ExprSyntax.init)
            + file.index.memberAccesses(property).filter { $0.receiverKey.isEmpty }.map(ExprSyntax.init)
        return stored.compactMap(\.assignedValue).contains { value in
            guard let reference = value.as(DeclReferenceExprSyntax.self) else { return isLabelledFactoryCall(value) }
            return isNamedLocal(reference) || file.index.constantValue(of: reference).map(isLabelledFactoryCall) == true
        }
    }

    /// Last path components of everything the file titles, labels or hides from VoiceOver,
    /// with where that happens.
    private func namedReceivers(in file: SwiftFile) -> [(name: String, node: Syntax)] {
        var names: [(String, Syntax)] = []
        func add(_ receiver: String, _ node: some SyntaxProtocol) {
            var parts = receiver.split(separator: ".").map(String.init)
            while let last = parts.last, ["configuration", "titleLabel"].contains(last) { parts.removeLast() }
            if let last = parts.last { names.append((last, Syntax(node))) }
        }
        for member in file.index.memberAccesses(Self.namingMembers) where member.receiverKey != "$0" { add(member.receiverKey, member) }
        for member in file.index.memberAccesses(Self.titleMembers) where member.assignedValue != nil {
            add(member.receiverKey, member)
        }
        for call in file.index.calls("setTitle", "setAttributedTitle") {
            guard let title = call.arguments.first?.expression, !["nil", "\"\""].contains(title.trimmedSourceText),
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey else { continue }
            add(receiver, call)
        }
        return names
    }

    /// The variable a configuring closure's `$0` ends up in: `muteButton = UIButton().then { $0… }`
    /// or `let muteButton = UIButton().then { $0… }` (the Then library's style).
    static func configuredName(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let step = current, !step.is(ClosureExprSyntax.self) {
            if step.is(FunctionDeclSyntax.self) { return nil }
            current = step.parent
        }
        guard let call = current?.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == current?.id,
              ["then", "with", "apply", "configure", "do"].contains(call.calleeName ?? "") else { return nil }
        if let target = ExprSyntax(call).assignmentTarget?.dottedPath {
            return target.split(separator: ".").last.map(String.init)
        }
        return call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// How `UIButton(…)` / `UIButton.systemButton(…)` is built with only an image, if it is.
    private func imageOnlyConstruction(_ call: FunctionCallExprSyntax, file: SwiftFile) -> (image: ExprSyntax?, description: String)? {
        switch call.calleePath {
        case "UIButton.systemButton":
            guard call.argument("with") != nil else { return nil }
            return (call.argument("with")?.expression, "UIButton.systemButton(with:target:action:)")
        case "UIButton":
            if let action = call.argument("primaryAction")?.expression.as(FunctionCallExprSyntax.self), action.calleeName == "UIAction",
               let image = action.argument("image")?.expression {
                let title = action.argument("title")?.expression.as(StringLiteralExprSyntax.self)
                guard action.argument("title") == nil || title?.plainText.isEmpty == true && title?.hasInterpolation == false else { return nil }
                return (image, "a primaryAction UIAction with an image and no title")
            }
            if let configuration = call.argument("configuration")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let image = configurationImage(configuration, file: file) {
                return (image, "a configuration with an image and no title")
            }
            return nil
        default:
            return nil
        }
    }

    /// The image a `UIButton.Configuration` variable gets, when the file gives it no title.
    private func configurationImage(_ name: String, file: SwiftFile) -> ExprSyntax? {
        let members = file.index.memberAccesses("image", "title", "attributedTitle", "subtitle").filter {
            $0.receiverKey == name && $0.assignedValue != nil
        }
        guard !members.contains(where: { $0.declName.baseName.text != "image" }),
              let image = members.first?.assignedValue else { return nil }
        return image
    }

    /// `let x = UIButton(…)` → `x`.
    private func boundName(of call: FunctionCallExprSyntax) -> String? {
        call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The literal argument of a call to a helper the file declares that hands that parameter
    /// to `UIImage(systemName:)`: `"gear"` in `systemImage(named: "gear")` for
    /// `static func systemImage(named systemName: String) -> UIImage { UIImage(systemName: systemName)! }`.
    private static func symbolHelperArgument(_ call: FunctionCallExprSyntax, in index: SwiftFileIndex) -> LabeledExprSyntax? {
        guard let name = call.calleeName, name != "UIImage",
              let helper = index.functions.first(where: { $0.name.text == name && $0.signature.parameterClause.parameters.count == call.arguments.count }),
              let body = helper.body else { return nil }
        let parameters = helper.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        for built in index.calls(within: body) where built.calleeName == "UIImage" {
            guard let passed = built.argument("systemName")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let offset = parameters.firstIndex(of: passed) else { continue }
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: offset)]
            return argument.expression.is(StringLiteralExprSyntax.self) ? argument : nil
        }
        return nil
    }

    /// What a button's image is; `index`, when given, follows a local variable to its value
    /// (`let icon = UIImage(systemName: "gear")` … `setImage(icon, …)`).
    package static func source(of image: ExprSyntax?, in index: SwiftFileIndex? = nil) -> ImageSource {
        if let index, let reference = image?.as(DeclReferenceExprSyntax.self) {
            if let value = index.initialValue(of: reference) { return source(of: value) }
            // `let icon: UIImage?` set per branch (`if #available … icon = UIImage(systemName: …)`):
            // described when every value the function assigns is.
            let assigned = index.references(reference.baseName.text).compactMap { use -> ExprSyntax? in
                guard let function = reference.enclosingFunction, function.encloses(use) else { return nil }
                return ExprSyntax(use).assignedValue
            }
            if !assigned.isEmpty, assigned.allSatisfy({ if case .describedSymbol = source(of: $0) { true } else { false } }) {
                return .describedSymbol
            }
        }
        var expression = image
        if let forced = expression?.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let optional = expression?.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        // `UIImage(systemName: "xmark")?.withTintColor(.white)`: the image the chain starts from.
        while let outer = expression?.as(FunctionCallExprSyntax.self), outer.calleeName != "UIImage", outer.calleePath != ".init",
              var base = outer.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
            guard base.is(FunctionCallExprSyntax.self) else { break }
            expression = base
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return .unknown }
        // A project's symbol helper, `Icons.symbol(forSymbolName: "chevron.backward")`, or one of
        // the file's that builds `UIImage(systemName:)` from its argument: the symbol it names.
        let symbolArgument = call.arguments.first { argument in
            argument.label.map { $0.text.lowercased().contains("symbol") } == true && argument.expression.is(StringLiteralExprSyntax.self)
        } ?? index.flatMap { symbolHelperArgument(call, in: $0) }
        guard call.calleeName == "UIImage" || call.calleePath == ".init" || symbolArgument != nil else { return .unknown }
        if let symbol = call.argument("systemName") ?? call.argument("systemSymbol") ?? symbolArgument {
            // `let name = isOn ? "bell.fill" : "bell"` … `UIImage(systemName: name)`: the symbols the constant picks between.
            let named = symbol.expression.as(DeclReferenceExprSyntax.self).flatMap { index?.constantValue(of: $0) } ?? symbol.expression
            if let names = SwiftUIImageAccessibility.symbolNames(named), names.allSatisfy(SymbolLabels.describes) {
                return .describedSymbol
            }
            return .symbol(symbol.expression.symbolNameForMessage)
        }
        if call.argument("named")?.expression.is(StringLiteralExprSyntax.self) == true { return .asset }
        return .unknown
    }
}
