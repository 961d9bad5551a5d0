import SwiftSyntax
import ThumbruleCore

/// A `UIBarButtonItem` built with only an image (`UIBarButtonItem(image:style:target:action:)`,
/// `UIBarButtonItem(image:primaryAction:)`, `UIBarButtonItem(image:menu:)`) and no
/// accessibility label: the toolbar and navigation-bar form of an icon-only button.
///
/// The item counts as named when any file of the project sets the accessibility label or
/// the title of a property or variable with the name it is stored under
/// (`filterItem.accessibilityLabel = …`, `navigationItem.rightBarButtonItem?.accessibilityLabel = …`,
/// or a project's own label property such as `filterItem.accLabelText = …`, or the slot of a
/// bar array the item was placed in, `toolbarItems![0].accessibilityLabel = …`),
/// or when its image is built with a label. SF Symbols are judged as in
/// `a11y-name.uikit-image-only-button`: well-described ones (`SymbolLabels`) are left alone,
/// others are a note; an image kept in a project's static property (`UIImage.starIcon`, declared
/// in any file as `UIImage(systemName: "star.fill")`, or a class property built by the file's
/// helper `systemImage(named: "star.fill")` that hands its name to `UIImage(systemName:)`) is judged by the image the property builds,
/// also when it builds it from a symbol name another type of the project holds
/// (`UIImage.create(systemName: AppImage.ellipsis.systemName)`, `static let ellipsis = Self("ellipsis")`).
/// A `private lazy var` item that nothing in its file reads (or only other such unread lazy
/// properties read) is never made, and is left alone.
/// Known false negatives: items built by a helper that takes the image.
struct UIKitImageOnlyBarItem: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-image-only-bar-item",
        ruleId: "a11y-name",
        summary: "A UIBarButtonItem with only an image and no accessibility label",
        triggering: [
            CheckExample("""
            final class InboxViewController: UIViewController {
                private lazy var archiveItem = ↓UIBarButtonItem(image: UIImage(named: "archive-box"), style: .plain, target: self, action: #selector(archive))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: "tray.2"), menu: sortMenu)
                    toolbarItems = [archiveItem, ↓UIBarButtonItem(image: Icons.flag, primaryAction: UIAction { _ in self.flag() })]
                }
            }
            """),
            // A back chevron that steps to the previous month: "Back" does not say that.
            CheckExample("""
            final class CalendarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: self, action: #selector(previousMonth))
                }
                @objc private func previousMonth() { month -= 1 }
            }
            """),
            // Another screen labels its own first bar slot; this screen's items stay unnamed.
            CheckExample("""
            final class TicketViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let share = ↓UIBarButtonItem(image: UIImage(named: "share-ticket"), style: .plain, target: self, action: #selector(shareTicket))
                    navigationItem.rightBarButtonItems = [share]
                    let filter = ↓UIBarButtonItem(image: UIImage(named: "filter-funnel"), style: .plain, target: self, action: #selector(filterTickets))
                    navigationItem.leftBarButtonItem = filter
                }
            }
            final class WalletViewController: UIViewController {
                func labelBar() {
                    navigationItem.rightBarButtonItems?[0].accessibilityLabel = "Add pass"
                    navigationItem.leftBarButtonItem?.accessibilityLabel = "Sort passes"
                }
            }
            """),
            // A symbol held by the project's own type whose built-in description is no action.
            CheckExample(files: [
                ("Kit/AppImage.swift", """
                public struct AppImage {
                    public let systemName: String
                    private init(_ systemName: String) { self.systemName = systemName }
                    public static let equalizer = Self("slider.vertical.3")
                }

                extension UIImage {
                    public static let equalizer = UIImage.create(systemName: AppImage.equalizer.systemName)
                    fileprivate static func create(systemName: String) -> UIImage { UIImage(systemName: systemName) ?? UIImage() }
                }
                """),
                ("App/PlayerViewController.swift", """
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: .equalizer, style: .plain, target: self, action: #selector(showEqualizer))
                    }
                }
                """),
            ]),
            // A symbol a type's class property builds through the file's own helper, with no action in its description.
            CheckExample(files: [
                ("Kit/Icons.swift", """
                class Icons: NSObject {
                    public class var equalizer: UIImage { systemImage(named: "slider.vertical.3") }
                    private static func systemImage(named systemName: String) -> UIImage { UIImage(systemName: systemName)! }
                }
                """),
                ("App/PlayerViewController.swift", """
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: Icons.equalizer, style: .plain, target: self, action: #selector(showEqualizer))
                    }
                }
                """),
            ]),
            // The same enum's image-only case, made by a caller.
            CheckExample("""
            enum DismissStyle {
                case close
                case back
                var barItem: UIBarButtonItem {
                    switch self {
                    case .close:
                        return UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                    case .back:
                        let item = ↓UIBarButtonItem(image: Images.backArrow, style: .plain, target: nil, action: nil)
                        return item
                    }
                }
            }
            final class LessonViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = DismissStyle.back.barItem
                }
            }
            """),
            // A project's icon case whose symbol does not say what the item does.
            CheckExample("""
            final class ProviderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemIcon: .questionmarkCircle), style: .plain, target: self, action: #selector(showProviderDetails))
                }
            }
            """),
        ],
        nonTriggering: [
            // zinley-ios ChannelViewController: a private lazy item only another private lazy
            // property reads, which nothing reads: neither is ever made, so no bar shows the item.
            CheckExample("""
            final class ThreadViewController: UIViewController {
                private lazy var shownBackItem: UIBarButtonItem? = backItem
                private lazy var backItem: UIBarButtonItem = {
                    UIBarButtonItem(image: UIImage(named: "arrow-back"), style: .plain, target: self, action: #selector(close))
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = nil
                }
                @objc private func close() { dismiss(animated: true) }
            }
            """),
            // olvid-ios AllContactsViewController, SingleGroupViewController: a project's icon type names the
            // symbol by its case; an ellipsis ("More") on a menu item and an xmark ("Close") on an item that dismisses.
            CheckExample("""
            final class MembersViewController: UIViewController {
                func configureBar(menu: UIMenu) {
                    let image = UIImage(systemIcon: .xmarkCircleFill, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
                    let closeItem = UIBarButtonItem(image: image, style: .plain, target: self, action: #selector(dismissMembersList))
                    navigationItem.leftBarButtonItem = closeItem
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemIcon: .ellipsisCircle), menu: menu)]
                }
            }
            """),
            // stepik-ios: the branch of an enum's `switch self` for a case no caller makes (BackButtonStyle.back).
            CheckExample("""
            enum DismissStyle {
                case close
                case back
                var barItem: UIBarButtonItem {
                    switch self {
                    case .close:
                        return UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                    case .back:
                        let item = UIBarButtonItem(image: Images.backArrow, style: .plain, target: nil, action: nil)
                        return item
                    }
                }
            }
            final class LessonViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = DismissStyle.close.barItem
                }
            }
            """),
            // A described symbol a type's class property builds through the file's own helper taking its name.
            CheckExample(files: [
                ("Kit/Icons.swift", """
                class Icons: NSObject {
                    public class var share: UIImage { systemImage(named: "square.and.arrow.up") }
                    private static func systemImage(named systemName: String) -> UIImage {
                        return UIImage(systemName: systemName)!
                    }
                }
                """),
                ("App/LogViewerViewController.swift", """
                final class LogViewerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(image: Icons.share, style: .plain, target: self, action: #selector(shareLogs))
                    }
                }
                """),
            ]),
            // A symbol VoiceOver describes, passed through a local variable, and one chosen per
            // system version, both of them described.
            CheckExample("""
            final class SourcesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let searchImage = UIImage(systemName: "magnifyingglass")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: searchImage, style: .plain, target: self, action: #selector(search))
                    let sortImage: UIImage?
                    if #available(iOS 15.0, *) {
                        sortImage = UIImage(systemName: "line.3.horizontal.decrease.circle")
                    } else {
                        sortImage = UIImage(systemName: "line.horizontal.3.decrease.circle")
                    }
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: sortImage, style: .plain, target: self, action: #selector(sort))
                }
            }
            """),
            // A back chevron on a custom bar's item whose action goes back: read as "Back" (anilibria-ios).
            CheckExample("""
            final class DetailHeaderView: UIView {
                private let barItem = UINavigationItem()
                func configureBar() {
                    let backImage = UIImage(systemName: "chevron.left")?.applyingSymbolConfiguration(.init(weight: .semibold))
                    barItem.leftBarButtonItem = UIBarButtonItem(image: backImage, style: .plain, target: self, action: #selector(backTapped))
                    let closeImage = UIImage(systemName: "chevron.backward")
                    barItem.rightBarButtonItem = UIBarButtonItem(image: closeImage, style: .plain, target: self, action: #selector(leave))
                }
                @objc private func backTapped() { delegate?.headerDidTapBack() }
                @objc private func leave() { controller?.navigationController?.popViewController(animated: true) }
            }
            """),
            // A symbol picked at run time through a constant, between two forms of one described symbol.
            CheckExample("""
            final class ReadingListViewController: UIViewController {
                func updateBar(saved: Bool) {
                    let symbolName = saved ? "bookmark.fill" : "bookmark"
                    let save = UIBarButtonItem(image: UIImage(systemName: symbolName), style: .plain, target: self, action: #selector(toggleSaved))
                    navigationItem.rightBarButtonItems = [save]
                }
            }
            """),
            CheckExample("""
            final class InboxViewController: UIViewController {
                private lazy var archiveItem = UIBarButtonItem(image: UIImage(named: "archive-box"), style: .plain, target: self, action: #selector(archive))
                private lazy var composeItem = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    archiveItem.accessibilityLabel = "Archive"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(named: "pencil-line"), primaryAction: nil, menu: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "sort-lines"), menu: sortMenu)
                    navigationItem.rightBarButtonItem?.accessibilityLabel = "Sort"
                    toolbarItems = [archiveItem, composeItem]
                }
            }
            """),
            // covpass-ios: the item is put in the navigation bar, then labelled through that slot.
            CheckExample("""
            final class PassDetailViewController: UIViewController {
                private func setupNavigationBar() {
                    let removeItem = UIBarButtonItem(image: .bin, style: .plain, target: self, action: #selector(removePass))
                    removeItem.tintColor = .red
                    navigationItem.rightBarButtonItem = removeItem
                    navigationItem.rightBarButtonItem?.accessibilityLabel = "Delete pass".localized
                }
            }
            """),
            // Items placed in the toolbar, then named through their slots in another method.
            CheckExample("""
            final class JournalViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                    let add = UIBarButtonItem(image: UIImage(named: "plus-drop"), style: .plain, target: self, action: #selector(addEntry))
                    let export = UIBarButtonItem(image: UIImage(named: "share-sheet"), style: .plain, target: self, action: #selector(exportLog))
                    toolbarItems = [add, space, export]
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    toolbarItems![0].accessibilityLabel = NSLocalizedString("Add entry", comment: "")
                    toolbarItems?[2].accessibilityLabel = NSLocalizedString("Export", comment: "")
                }
            }
            """),
            // Described symbols named by a type of the project's own that holds symbol names,
            // built into images by a helper taking the name (`UIImage.create(systemName:)`).
            CheckExample(files: [
                ("Kit/AppImage.swift", """
                public struct AppImage: Sendable {
                    public let systemName: String
                    public let assetName: String
                    private init(_ systemName: String = "", assetName: String = "") {
                        self.systemName = systemName
                        self.assetName = assetName
                    }
                    public static let ellipsis = Self("ellipsis")
                    public static let filter = Self("line.3.horizontal.decrease")
                }

                extension UIImage {
                    public static let ellipsis = UIImage.create(systemName: AppImage.ellipsis.systemName)
                    public static let filter = UIImage.create(systemName: AppImage.filter.systemName)
                    fileprivate static func create(systemName: String) -> UIImage {
                        UIImage(systemName: systemName) ?? UIImage()
                    }
                }
                """),
                ("App/OptionsButton.swift", """
                enum OptionsButton {
                    static func createOptionsBarButton() -> UIBarButtonItem { UIBarButtonItem(image: .ellipsis, menu: nil) }
                    static func createSortBarButton() -> UIBarButtonItem { UIBarButtonItem(image: .filter, menu: nil) }
                }
                """),
            ]),
            // Described symbols kept in the project's own static properties, declared in another file.
            CheckExample(files: [
                ("App/UIImage+Glyphs.swift", """
                extension UIImage {
                    static var bellGlyph: UIImage? { UIImage(systemName: "bell.fill") }
                    static let shareGlyph = UIImage(systemName: "square.and.arrow.up")
                }
                """),
                ("App/AlertsViewController.swift", """
                final class AlertsViewController: UIViewController {
                    lazy var subscribeItem: UIBarButtonItem = {
                        UIBarButtonItem(image: UIImage.bellGlyph, style: .plain, target: self, action: #selector(toggleSubscription))
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItems = [subscribeItem, UIBarButtonItem(image: .shareGlyph, style: .plain, target: self, action: #selector(share))]
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/ReaderViewController.swift", """
                final class ReaderViewController: UIViewController {
                    lazy var nextItem = UIBarButtonItem(image: UIImage(named: "chevron-down-thin"), style: .plain, target: self, action: #selector(next))
                }
                """),
                ("App/ReaderViewController+Accessibility.swift", """
                extension ReaderViewController {
                    func configureAccessibility() {
                        nextItem.accessibilityLabel = "Next article"
                        let shareItem = UIBarButtonItem(image: Glyphs.image(forSymbolName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))
                        let starItem = UIBarButtonItem(image: Glyphs.star, style: .plain, target: self, action: #selector(star))
                        starItem.customLabelText = "Star"
                        navigationItem.rightBarButtonItems = [shareItem, starItem]
                    }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        /// The name the item is stored under, matched against labels set anywhere; nil inline.
        let name: String?
        /// The slots of bar arrays the item is placed in, as `StatusViewController.toolbarItems[0]`:
        /// a label set on the slot later in the same type (`toolbarItems![0].accessibilityLabel = …`) names the item.
        let slots: [String]
        let position: SourcePosition
        let image: UIKitImageOnlyButtonName.ImageSource
        /// The project's static image property the item shows (`UIImage.starIcon`), read in the project pass.
        let imageProperty: String?
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-image-only-bar-item")
    static let labelledNames = FactKey<String>("a11y-name.uikit-image-only-bar-item.labelled")
    static let namingMembers = ["accessibilityLabel", "accessibilityAttributedLabel", "title"]
    /// On bytes rather than a lowercased copy of every member name and Foundation's `contains`.
    static let labelWord = TextSearch(anyOf: ["label"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.namingMembers) where member.isAssigned {
            if let last = member.receiverKey.split(separator: ".").last {
                output.facts.add(String(last), for: Self.labelledNames)
                output.facts.add(Self.typed(String(last), around: member), for: Self.labelledNames)
            }
            if let slot = member.base.flatMap(Self.slot(subscripted:)) { output.facts.add(Self.typed(slot, around: member), for: Self.labelledNames) }
        }
        // A project's own label property (`item.accLabelText = …`) names the item too.
        for (name, members) in file.index.memberAccessesByName where Self.labelWord.matches(name) {
            for member in members where member.isAssigned {
                if let last = member.receiverKey.split(separator: ".").last { output.facts.add(String(last), for: Self.labelledNames) }
            }
        }
        for call in file.index.calls("UIBarButtonItem") {
            guard let image = call.argument("image")?.expression, call.argument("title") == nil,
                  !call.trimmedSourceText.contains("accessibilityLabel"),
                  // A private lazy item nothing reads is never made, so never shown.
                  !PrivateViewHelpers.isInUnreadLazyProperty(Syntax(call), in: file) else { continue }
            let source = UIKitImageOnlyButtonName.source(of: image, in: file.index)
            if case .describedSymbol = source { continue }
            // A chevron pointing back on an item that goes back: VoiceOver reads "Back", which is what it does.
            if case .symbol(let symbol?) = source, SymbolLabels.backward.contains(SymbolLabels.baseName(symbol.filter { $0 != "\"" })),
               Self.goesBack(call, in: file) { continue }
            // A project's icon case whose symbol says what the item does (an ellipsis on a menu, an xmark that dismisses).
            if let built = Self.builtImage(image, in: file.index), let symbol = IconOnlyControlName.projectIconCaseSymbol(built),
               IconOnlyControlName.symbolNamesItsAction(symbol, of: call, in: file) { continue }
            let name = storedName(of: call)
            output.facts.add(Candidate(name: name, slots: name.map { Self.slots(of: $0, around: call, in: file) } ?? [],
                                       position: file.position(of: call), image: source,
                                       imageProperty: UIKitImageOnlyButtonName.StoredImage.key(of: image)), for: Self.candidates)
        }
        for image in UIKitImageOnlyButtonName.StoredImage.declared(in: file) {
            output.facts.add(image, for: UIKitImageOnlyButtonName.StoredImage.facts)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labelled = Set(project.facts.values(Self.labelledNames))
        let stored = UIKitImageOnlyButtonName.StoredImage.resolved(project.facts.values(UIKitImageOnlyButtonName.StoredImage.facts))
        for candidate in project.facts.values(Self.candidates) where !(candidate.name.map(labelled.contains) ?? false) && !candidate.slots.contains(where: labelled.contains) {
            let image = candidate.imageProperty.flatMap { stored[$0] } ?? candidate.image
            guard let (reads, confidence) = image.spoken else { continue }
            let target = candidate.name ?? "the item"
            output.report(
                "This UIBarButtonItem shows only an image, so VoiceOver reads \(reads); set \(target).accessibilityLabel to the action it performs, or build it with UIBarButtonItem(title:image:…).",
                at: candidate.position, confidence: confidence)
        }
    }

    /// True when an item's action goes back: a selector named for it (`#selector(backTapped)`),
    /// or one whose method in this file pops, dismisses or hands a back event on
    /// (`navigationController?.popViewController`, `delegate?.navBarBackButtonTapped()`), or a
    /// primary action whose closure does (anilibria-ios: a chevron.left item of a custom bar).
    static func goesBack(_ item: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        func isBack(_ name: String) -> Bool { !IconOnlyControlName.backWords.isDisjoint(with: NameWords.split(name)) }
        func callsBack(_ node: some SyntaxProtocol) -> Bool {
            file.index.calls(within: node).contains { $0.calleeName.map(isBack) ?? false }
        }
        if let action = item.argument("action")?.expression {
            // `#selector(backTapped)`, `#selector(Self.goBack(_:))`: the method's name, the identifier not followed by a dot.
            let tokens = Array(action.tokens(viewMode: .sourceAccurate))
            let method = tokens.indices.first { index in
                guard case .identifier(let text) = tokens[index].tokenKind, text != "selector" else { return false }
                return index + 1 == tokens.count || tokens[index + 1].tokenKind != .period
            }.map { tokens[$0].text }
            guard let method else { return false }
            if isBack(method) { return true }
            return file.index.functions.contains { function in
                function.name.text == method && function.body.map(callsBack) == true
            }
        }
        if let primary = item.argument("primaryAction")?.expression { return callsBack(primary) }
        return false
    }

    /// The slot qualified by the type whose code fills or labels it, so another screen's
    /// `rightBarButtonItems?[0]` names nothing here.
    static func typed(_ slot: String, around node: some SyntaxProtocol) -> String {
        (node.enclosingTypeName ?? "") + "." + slot
    }

    /// `toolbarItems![0]` → `toolbarItems[0]`: a literal slot of a bar array; nil for anything else.
    static func slot(subscripted expression: ExprSyntax) -> String? {
        guard let subscripted = expression.strippingOptionality.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
              let position = subscripted.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text,
              let array = subscripted.calledExpression.strippingOptionality.lastNameComponent else { return nil }
        return "\(array)[\(position)]"
    }

    /// The slots the local or property `name` fills in bar arrays the same function sets:
    /// `toolbarItems[0]` for `toolbarItems = [carbs, space, bolus]` or `setToolbarItems([carbs, …], animated: true)`,
    /// and the properties it is assigned to there (`rightBarButtonItem`).
    static func slots(of name: String, around call: FunctionCallExprSyntax, in file: SwiftFile) -> [String] {
        guard let scope = call.enclosingScope else { return [] }
        var slots: [String] = []
        for reference in file.index.references(within: scope) where reference.baseName.text == name {
            // `navigationItem.rightBarButtonItem = deleteItem`: a label set there later names the item.
            if case .stored(let property, _, _)? = ExprSyntax(reference).valueDestination, property != name {
                slots.append(typed(property, around: call))
                continue
            }
            guard let element = reference.parent?.as(ArrayElementSyntax.self), let list = element.parent?.as(ArrayElementListSyntax.self),
                  let array = list.parent?.as(ArrayExprSyntax.self), let position = list.firstIndex(where: { $0.id == element.id }) else { continue }
            let index = list.distance(from: list.startIndex, to: position)
            switch ExprSyntax(array).valueDestination {
            case .stored(let array, _, _)?: slots.append(typed("\(array)[\(index)]", around: call))
            case .argument(let setter, 0)? where setter.calleeName == "setToolbarItems": slots.append(typed("toolbarItems[\(index)]", around: call))
            default: break
            }
        }
        return slots
    }

    /// The image call an item shows, written in place or held in a local (`let image = UIImage(…)`).
    static func builtImage(_ image: ExprSyntax, in index: SwiftFileIndex) -> FunctionCallExprSyntax? {
        let expression = image.as(ForceUnwrapExprSyntax.self)?.expression ?? image
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let value = index.initialValue(of: reference)
            return (value?.as(ForceUnwrapExprSyntax.self)?.expression ?? value)?.as(FunctionCallExprSyntax.self)
        }
        return expression.as(FunctionCallExprSyntax.self)
    }

    /// `let x = UIBarButtonItem(…)` / `lazy var x = …` → `x`; `navigationItem.rightBarButtonItem = …` → `rightBarButtonItem`.
    private func storedName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return ExprSyntax(call).assignmentTarget?.receiverKey.split(separator: ".").last.map(String.init)
    }
}
