import SwiftSyntax
import ThumbruleCore

/// `UIFont.systemFont(ofSize: 17)` used as is: a UIKit font that Dynamic Type cannot scale.
///
/// Judged font by font: a font is skipped when that value reaches
/// `UIFontMetrics.scaledFont(for:)`, followed a few steps through the variables and
/// properties that store it, the functions and computed properties that return it and the
/// functions of the same file it is passed to (`Typography.scaled(baseFont)`). Another font
/// in the same file that is scaled does not excuse this one. Only literal sizes are
/// reported, and none under 6pt: code such as `UIFont(name: "X", size: 1)` makes a
/// descriptor whose size is set later; none of 60pt or more either (a hero value as large as
/// any text style at the largest accessibility size, `TypeScale.largestAccessibilitySize`). A helper declared in another file is judged by its
/// name (`font.scaled()`, `Typography.dynamic(font)`). A view's `font` is settled too when the
/// same view gets an `attributedText` in a type that builds text-style fonts (`preferredFont`): the attributed
/// string's font is the one shown; so is a view's `font` when that view gets attributed text whose
/// runs carry fonts of their own and never plain `text`, and a `font` the next statements of
/// the same block set again. An icon font (`UIFont(name: "FontAwesome", size: 18)`) draws
/// pictograms, and a font whose metric is read in place (`.lineHeight`), that is only
/// compared with `nil` (a test that a font name exists) or only handed to a call reading its
/// file (`UIFont.data(from: font)`) draws nothing; both
/// are left alone, and so are attributes given to one symbol of a longer text
/// (`decorate(textToDecorate: "●", attributes: [.font: …])`, a badge dot after a title) and a
/// UIKit font bridged into SwiftUI (`.font(Font(UIFont.systemFont(ofSize: 6)))`) on text laid
/// over a fixed-size shape, as the SwiftUI check leaves it. A label named for the navigation bar whose code turns
/// `adjustsFontForContentSizeCategory` off is left alone: system bar titles do not grow either,
/// and so is a font in a navigation bar's `titleTextAttributes`, a bar button item's title
/// attributes, or on the view a `UIBarButtonItem(customView:)` shows (or in a view class the app
/// builds to be one, such as a reader's toolbar view, decided in the project pass), or on a Swift
/// `AttributedString` the file never bridges to `NSAttributedString` (SwiftUI `Text` ignores it).
/// The app's wordmark is left alone too: a named font of 28pt or more on a label whose only
/// text is a literal naming the app (`Wordmark`), a logo set in type, as in React Native.
/// A size handed to a helper of the app that sets it as the view's font unscaled
/// (`label.setSizeFont(sizeFont: 35)`, the helper building `UIFont(name:size:)` from its
/// parameter) is reported at the call, judged in the project pass once every helper is known.
/// Known false negatives: a local of the
/// same name scaled elsewhere in the same function, a property of the same name in another
/// type of the file, a helper named to scale that does not. Known false positives: a font
/// scaled by a helper in another file whose name does not say so.
struct UIKitFixedFontSize: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "type-scale.uikit-fixed-size",
        ruleId: "type-scale",
        summary: "A UIKit font with a literal point size that is never passed through UIFontMetrics",
        triggering: [
            // A style model's default font that nothing overwrites is the font shown.
            CheckExample("""
            public class BannerStyle {
                public var titleLabelFont: UIFont = ↓.systemFont(ofSize: 17)
            }
            """),
            // The display face on a heading that is not the app's name is text to read.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["CFBundleDisplayName": "Relay"])),
                ("App/ServerController.swift", """
                import UIKit
                final class ServerController: UIViewController {
                    lazy var headingLabel: UILabel = {
                        let label = UILabel()
                        label.font = ↓UIFont(name: "RelayDisplay-Regular", size: 48)
                        label.text = "Welcome back"
                        return label
                    }()
                }
                """),
            ]),
            // tip-calculator: a UILabel helper that sets a named font of the size it is handed, called with a literal.
            CheckExample(files: [
                ("App/Utils/UILabel+Font.swift", """
                import UIKit
                extension UILabel {
                    func applyRoundedFont(pointSize: Double) {
                        guard let rounded = UIFont(name: "ArialRoundedMTBold", size: pointSize) else { return }
                        adjustsFontForContentSizeCategory = true
                        font = rounded
                    }
                }
                """),
                ("App/Controller/SplitController.swift", """
                import UIKit
                final class SplitController: UIViewController {
                    let peopleCount: UILabel = {
                        let label = UILabel()
                        ↓label.applyRoundedFont(pointSize: 35)
                        return label
                    }()
                }
                """),
            ]),
            // The same default shows where one instance keeps it.
            CheckExample(files: [
                ("App/RollingLabel.swift", """
                import UIKit
                final class RollingLabel: UIView {
                    var font: UIFont = ↓UIFont.systemFont(ofSize: 16) {
                        didSet { digits.forEach { $0.font = font } }
                    }
                    private var digits: [UILabel] = []
                }
                """),
                ("App/AddressView.swift", """
                import UIKit
                final class AddressView: UIView {
                    var addressLabel = RollingLabel()
                    var portLabel = RollingLabel()
                    func setUp() {
                        addressLabel.font = Fonts.medium(16)
                        addSubview(addressLabel)
                        addSubview(portLabel)
                    }
                }
                """),
            ]),
            // Hidden while setting up, shown once there is an error.
            CheckExample("""
            import UIKit
            final class ServerPopup: UIView {
                let errorLabel = UILabel()
                func setUp() {
                    errorLabel.font = ↓.systemFont(ofSize: 12)
                    errorLabel.isHidden = true
                }
                func show(error: String) {
                    errorLabel.text = error
                    errorLabel.isHidden = false
                }
            }
            """),
            // A label made in a function is shown once a view takes it.
            CheckExample("""
            import UIKit
            final class BadgeCell: UITableViewCell {
                func addBadge(text: String) {
                    let badge = UILabel()
                    badge.font = ↓.systemFont(ofSize: 14, weight: .medium)
                    badge.text = text
                    badge.sizeToFit()
                    contentView.addSubview(badge)
                }
            }
            """),
            // A card builder's own `titleLabel` neither gives the screen's title text nor a new font.
            CheckExample("""
            import UIKit
            final class TipsViewController: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Quick tips"
                    label.font = ↓.systemFont(ofSize: 22, weight: .semibold)
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    view.addSubview(makeTipCard(title: "Split the bill"))
                }
                private func makeTipCard(title: String) -> UIView {
                    let titleLabel = UILabel()
                    titleLabel.text = title
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    return titleLabel
                }
            }
            """),
            // Another builder's local of the same name is hidden; this label is shown.
            CheckExample("""
            import UIKit
            final class FieldRow: UIStackView {
                private let titleView: UILabel = {
                    let view = UILabel()
                    view.font = ↓.systemFont(ofSize: 13)
                    return view
                }()
                private let errorView: UILabel = {
                    let view = UILabel()
                    view.isHidden = true
                    return view
                }()
            }
            """),
            // A place name baked into a map pin on the phone is still text people read, beside its icon or not.
            CheckExample("""
            import UIKit
            enum PortPin {
                static func image(icon: String, name: String) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 80, height: 58)).image { _ in
                        let font = ↓UIFont.systemFont(ofSize: 12)
                        NSString(string: icon).draw(at: .zero, withAttributes: [.font: font])
                        NSString(string: name).draw(at: CGPoint(x: 0, y: 40), withAttributes: [.font: font])
                    }
                }
            }
            enum HarbourPin {
                static func image(base: UIImage, name: String) -> UIImage {
                    let caption = NSAttributedString(string: name, attributes: [.font: ↓UIFont.systemFont(ofSize: 11)])
                    return UIGraphicsImageRenderer(size: base.size).image { _ in
                        base.draw(at: .zero)
                        caption.draw(at: CGPoint(x: 0, y: base.size.height - 14))
                    }
                }
            }
            """),
            CheckExample("""
            final class PriceCell: UITableViewCell {
                let label = UILabel()
                let priceLabel = UILabel()
                func configure() {
                    label.font = ↓UIFont.systemFont(ofSize: 15)
                    priceLabel.font = ↓UIFont(name: "Avenir-Heavy", size: 22)
                }
            }
            """),
            CheckExample("""
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                private let handleLabel = UILabel()
                private let nameFont = UIFont(name: "Avenir-Heavy", size: 22)!

                func configure() {
                    let handleFont = ↓UIFont.systemFont(ofSize: 15)
                    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: nameFont)
                    handleLabel.font = handleFont
                }

                func configureBadge(_ badge: UILabel) {
                    badge.font = ↓UIFont.boldSystemFont(ofSize: 11)
                    badge.text = "new"
                    let handleFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13))
                    nameLabel.attributedText = NSAttributedString(string: "Ada", attributes: [.font: handleFont])
                }
            }
            """),
            CheckExample("""
            func styleBar(_ appearance: UINavigationBarAppearance) {
                appearance.largeTitleTextAttributes = [.font: ↓UIFont.systemFont(ofSize: 34, weight: .bold)]
                UINavigationBar.appearance().largeTitleTextAttributes = [.font: ↓UIFont(name: "Brand-Regular", size: 40)!]
            }
            """),
            // A large-title font held in a local, with its system fallback: one finding, at the named font.
            CheckExample("""
            func styleLargeTitles(_ appearance: UINavigationBarAppearance) {
                let largeFont = ↓UIFont(name: "Brand-Bold", size: 32)
                    ?? UIFont.boldSystemFont(ofSize: 32)
                appearance.largeTitleTextAttributes = [.font: largeFont, .foregroundColor: UIColor.label]
            }
            """),
            // A segmented control's titles, and a button in the view beside a bar item's custom view.
            CheckExample("""
            final class FilterController: UIViewController {
                func setUp(_ segments: UISegmentedControl) {
                    segments.setTitleTextAttributes([.font: ↓UIFont.systemFont(ofSize: 13)], for: .normal)
                    let saveButton = UIButton(type: .system)
                    let applyButton = UIButton(type: .system)
                    applyButton.setTitle("Apply", for: .normal)
                    applyButton.titleLabel?.font = ↓UIFont.systemFont(ofSize: 15)
                    saveButton.titleLabel?.font = UIFont.systemFont(ofSize: 15)
                    view.addSubview(applyButton)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: saveButton)
                }
            }
            """),
            // A label built at one size and given text in a block that keeps that size.
            CheckExample("""
            import UIKit
            final class BubbleView: UIView {
                private lazy var countLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓.boldSystemFont(ofSize: 13)
                    return label
                }()
                func configure(count: Int, zoom: CGFloat) {
                    countLabel.text = String(count)
                    if zoom > 2 { countLabel.font = .boldSystemFont(ofSize: 13 * zoom) }
                }
            }
            """),
            // A font picker's own row label, and a caption drawn into a box taller than one line.
            CheckExample("""
            import UIKit
            final class FontPickerCell: UITableViewCell {
                let nameLabel = UILabel()
                func configure(name: String) {
                    nameLabel.font = ↓UIFont.systemFont(ofSize: 15)
                    nameLabel.text = name
                }
            }
            final class CardRenderer {
                func image(size: CGSize, caption: String) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    defer { UIGraphicsEndImageContext() }
                    let attrs = [NSAttributedString.Key.font: ↓UIFont.systemFont(ofSize: 14)]
                    caption.draw(with: CGRect(x: 8, y: 8, width: 280, height: 120), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """),
            // An emoji picker's section header shows the section's name.
            CheckExample("""
            final class EmojiGridSectionHeader: UICollectionReusableView {
                let label = UILabel()
                func setUp() { label.font = ↓.systemFont(ofSize: 12, weight: .semibold) }
            }
            """),
            // A later statement that builds on the font rather than replacing it.
            CheckExample("""
            final class TotalView: UIView {
                private let amountLabel = UILabel()
                func configure() {
                    amountLabel.font = ↓.systemFont(ofSize: 14)
                    amountLabel.font = amountLabel.font.withTraits(.traitBold)
                }
            }
            """),
            CheckExample("""
            final class ReceiptView: UIView {
                private let totalLabel = UILabel()
                func configure() {
                    totalLabel.font = ↓UIFont.systemFont(ofSize: 15)
                    totalLabel.adjustsFontForContentSizeCategory = false
                }
            }
            """),
            // The fallback of an `#available` check for a version newer than the deployment target runs on older devices.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["IPHONEOS_DEPLOYMENT_TARGET": "14.0"])])),
                ("App/StatsCell.swift", """
                import UIKit
                final class StatsCell: UITableViewCell {
                    let countLabel = UILabel()
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        if #available(iOS 16.0, *) {
                            countLabel.font = .preferredFont(forTextStyle: .largeTitle)
                        } else {
                            countLabel.font = ↓.systemFont(ofSize: 24)
                        }
                    }
                }
                """),
            ]),
            // Shrinking to fit does not make a row's caption artwork.
            CheckExample("""
            import UIKit
            final class TokenRowCell: UITableViewCell {
                private let symbolLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont.systemFont(ofSize: 13)
                    label.adjustsFontSizeToFitWidth = true
                    return label
                }()
            }
            """),
            // A shared font constant that a screen uses.
            CheckExample(files: [
                ("App/AppDelegate.swift", "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        window?.rootViewController = HomeViewController()\n        return true\n    }\n}\n"),
                ("App/HomeViewController.swift", "import UIKit\nfinal class HomeViewController: UIViewController {\n    let titleLabel = UILabel()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        titleLabel.text = \"Firewall\"\n        titleLabel.font = fontBold17\n    }\n}\n"),
                ("App/Shared.swift", "import UIKit\nlet fontBold17 = ↓UIFont(name: \"Montserrat-Bold\", size: 17)!\n"),
            ]),
            // A helper's badge label that one screen also shows outside the bar is still text on the page.
            CheckExample(files: [
                ("App/Badges.swift", """
                import UIKit
                struct Badges {
                    static func countLabel(_ text: String) -> UILabel {
                        let label = UILabel(frame: CGRect(x: 10, y: -10, width: 20, height: 20))
                        label.font = ↓UIFont(name: "Brand-Light", size: 13)
                        label.text = text
                        return label
                    }
                }
                """),
                ("App/InboxController.swift", """
                import UIKit
                final class InboxController: UIViewController {
                    @IBOutlet var inboxItem: UIBarButtonItem!
                    func showCount(_ count: Int) {
                        let inboxButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                        inboxButton.addSubview(Badges.countLabel("\\(count)"))
                        inboxItem.customView = inboxButton
                        view.addSubview(Badges.countLabel("\\(count)"))
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // spot-ios: the count glyph inside a fixed-diameter map cluster marker is a map
            // graphic, as MapKit's own cluster glyphs are; VoiceOver gets the count from the label.
            CheckExample("""
            import MapKit
            final class PlaceClusterView: MKAnnotationView {
                private let countLabel = UILabel()
                func configure(with cluster: MKClusterAnnotation) {
                    countLabel.text = "\\(cluster.memberAnnotations.count)"
                    countLabel.font = .systemFont(ofSize: 13, weight: .bold)
                    accessibilityLabel = "\\(cluster.memberAnnotations.count) places"
                }
            }
            """),
            // mage-ios: the app's name in its brand face beside the logo's glyph is the wordmark, not reading text.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["CFBundleDisplayName": "Relay"])),
                ("App/ServerController.swift", """
                import UIKit
                final class ServerController: UIViewController {
                    lazy var nameLabel: UILabel = {
                        let label = UILabel()
                        label.font = UIFont(name: "RelayDisplay-Regular", size: 48)
                        label.text = "RELAY"
                        return label
                    }()
                }
                """),
            ]),
            // convos-ios MessagesListItemTypeCell: a height label only a hard-coded-off debug mode adds to the cell.
            CheckExample("""
            import UIKit
            final class FeedCell: UICollectionViewCell {
                static let debugMode: Bool = false
                private let sizeLabel: UILabel = {
                    let label = UILabel()
                    label.font = .monospacedSystemFont(ofSize: 10, weight: .medium)
                    return label
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addDebugViews()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func addDebugViews() {
                    guard Self.debugMode else { return }
                    contentView.addSubview(sizeLabel)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if Self.debugMode { sizeLabel.text = "\\(Int(bounds.height))" }
                }
            }
            """),
            // mixin-ios: a font handed to the app's helper in another file, whose body scales it with UIFontMetrics.
            CheckExample(files: [
                ("App/UILabel+Metrics.swift", """
                import UIKit
                extension UILabel {
                    func apply(metricsFor base: UIFont, adjusts: Bool) {
                        self.font = UIFontMetrics.default.scaledFont(for: base)
                        self.adjustsFontForContentSizeCategory = adjusts
                    }
                }
                """),
                ("App/FooterView.swift", """
                import UIKit
                final class FooterView: UIView {
                    let noteLabel = UILabel()
                    func setUp() {
                        noteLabel.apply(metricsFor: .systemFont(ofSize: 14), adjusts: true)
                        addSubview(noteLabel)
                    }
                }
                """),
            ]),
            // tip-calculator: the same helper when it scales through UIFontMetrics, and a hero figure of 70pt.
            CheckExample(files: [
                ("App/Utils/UILabel+Font.swift", """
                import UIKit
                extension UILabel {
                    func applyRoundedFont(pointSize: Double) {
                        guard let rounded = UIFont(name: "ArialRoundedMTBold", size: pointSize) else { return }
                        font = UIFontMetrics(forTextStyle: .body).scaledFont(for: rounded)
                        adjustsFontForContentSizeCategory = true
                    }
                    func applyFixedFont(pointSize: Double) {
                        font = UIFont(name: "ArialRoundedMTBold", size: pointSize)
                    }
                }
                """),
                ("App/Controller/SplitController.swift", """
                import UIKit
                final class SplitController: UIViewController {
                    let peopleCount = UILabel()
                    let tipValue = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        peopleCount.applyRoundedFont(pointSize: 35)
                        tipValue.applyFixedFont(pointSize: 70)
                    }
                }
                """),
            ]),
            // unstoppable-ios HUDStatusModel: a style model's default fonts, which the app sets before use.
            CheckExample(files: [
                ("App/ToastStyle.swift", """
                import UIKit
                public class ToastStyle {
                    public var titleLabelFont: UIFont = .systemFont(ofSize: 17)
                    public var titleLabelColor: UIColor = .black
                }
                """),
                ("App/ToastPresenter.swift", """
                import UIKit
                final class ToastPresenter {
                    func style() -> ToastStyle {
                        let style = ToastStyle()
                        style.titleLabelFont = .preferredFont(forTextStyle: .subheadline)
                        return style
                    }
                }
                """),
            ]),
            // windscribe SlotMachineLabel: a rolling label's default font, which its one user replaces.
            CheckExample(files: [
                ("App/RollingLabel.swift", """
                import UIKit
                final class RollingLabel: UIView {
                    var font: UIFont = UIFont.systemFont(ofSize: 16) {
                        didSet { digits.forEach { $0.font = font } }
                    }
                    private var digits: [UILabel] = []
                }
                """),
                ("App/AddressView.swift", """
                import UIKit
                final class AddressView: UIView {
                    var addressLabel = RollingLabel()
                    func setUp() {
                        addressLabel.font = Fonts.medium(16)
                        addSubview(addressLabel)
                    }
                }
                """),
            ]),
            // wsdot-ios: a helper's badge label whose every caller adds it to a bar item's custom view.
            CheckExample(files: [
                ("App/Badges.swift", """
                import UIKit
                struct Badges {
                    static func countLabel(_ text: String) -> UILabel {
                        let label = UILabel(frame: CGRect(x: 10, y: -10, width: 20, height: 20))
                        label.font = UIFont(name: "Brand-Light", size: 13)
                        label.text = text
                        return label
                    }
                }
                """),
                ("App/InboxController.swift", """
                import UIKit
                final class InboxController: UIViewController {
                    @IBOutlet var inboxItem: UIBarButtonItem!
                    func showCount(_ count: Int) {
                        let inboxButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                        inboxButton.addSubview(Badges.countLabel("\\(count)"))
                        inboxItem.customView = inboxButton
                    }
                }
                """),
            ]),
            // mammoth CollectionImageCell5: a cell class nothing names; the app's only class lookup by
            // a computed name feeds `isKind(of:)`, which finds no object of a class nothing makes.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = FeedViewController()
                        return true
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:])),
                ("App/FeedViewController.swift", """
                import UIKit
                final class FeedViewController: UIViewController {
                    static let skipped = ["UIAlertController"]
                    func isSkipped() -> Bool { Self.skipped.contains { isOfType(className: $0) } }
                }
                extension UIViewController {
                    func isOfType(className: String) -> Bool {
                        if let type: AnyClass = NSClassFromString(className), isKind(of: type) { return true }
                        return false
                    }
                }
                """),
                ("App/OldImageCell.swift", """
                import UIKit
                final class OldImageCell: UICollectionViewCell {
                    let countLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        countLabel.font = UIFont.systemFont(ofSize: 12)
                        contentView.addSubview(countLabel)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """),
            ]),
            // aidoku's reader toolbar: a view class built to be a bar button item's custom view.
            CheckExample(files: [
                ("App/ReaderToolbarView.swift", """
                import UIKit
                final class PageToolbarView: UIView {
                    let pageLabel = UILabel()
                    func configure() {
                        pageLabel.font = .systemFont(ofSize: 10)
                        addSubview(pageLabel)
                    }
                }
                """),
                ("App/ReaderViewController.swift", """
                import UIKit
                final class ReaderViewController: UIViewController {
                    private lazy var toolbarView = PageToolbarView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        toolbarItems = [UIBarButtonItem(customView: toolbarView)]
                    }
                }
                """),
            ]),
            // lockdown-ios: a font constant of Shared.swift that nothing in the project names;
            // a global is made when first read, so it never reaches a view.
            CheckExample(files: [
                ("App/AppDelegate.swift", "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"),
                ("App/Shared.swift", "import UIKit\nlet fontBold28 = UIFont(name: \"Montserrat-Bold\", size: 28)!\n"),
            ]),
            // A font constant of a private type that nothing names: no text is ever drawn with it.
            CheckExample("""
            import UIKit

            final class DiscoverySection: NSObject {
                private enum Constants {
                    static let defaultFont = UIFont.systemFont(ofSize: 17.0)
                    static let rowHeight: CGFloat = 44
                }
                var rowHeight: CGFloat { Constants.rowHeight }
            }
            """),
            // The same in a type nested in a private one: only its file can name it, and nothing does.
            CheckExample("""
            import UIKit

            final class StoresViewController: UIViewController {
                private let marker = UIImageView(image: UIConstants.marker)
            }

            private enum UIConstants {
                enum Row {
                    static let font = UIFont.systemFont(ofSize: 14)
                    static let textColor = UIColor.darkGray
                }
                static let marker = UIImage(named: "marker")
            }
            """),
            // A text view's font replaced by attributed text with fonts of its own, a font
            // replaced by the next statement, an icon font's glyph, and a font read only for
            // its line height.
            CheckExample("""
            import SwiftUI
            import UIKit

            final class ReportViewController: UIViewController {
                private let textView = UITextView()
                private let badge = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    textView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
                    badge.font = .systemFont(ofSize: 12)
                    badge.font = UIFont.preferredFont(forTextStyle: .caption1)
                    render()
                }
                private func render() {
                    let body = UIFontMetrics.default.scaledFont(for: .monospacedSystemFont(ofSize: 12, weight: .regular))
                    textView.attributedText = NSAttributedString(string: "Report", attributes: [.font: body])
                }
            }

            enum Icons {
                static func bug() -> UILabel {
                    let label = UILabel()
                    label.font = UIFont(name: "FontAwesome", size: 18)
                    label.text = "\u{f188}"
                    return label
                }
            }

            struct AmountField: View {
                private var height: CGFloat { UIFont.systemFont(ofSize: 44, weight: .semibold).lineHeight }
                var body: some View { TextField("0", text: .constant("")).font(.largeTitle).frame(height: height) }
            }

            func setTerminalFont(_ name: String) {
                if UIFont(name: name, size: 13) != nil { terminalFontName = name }
            }

            final class StoreHeaderController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
                    titleStack = UIStackView(arrangedSubviews: [iconView, nameLabel])
                    navigationItem.titleView = titleStack
                    header.button.setTitle("▾", for: .normal)
                    header.button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 28)
                }
            }
            """),
            // A Swift AttributedString the file never bridges: shown in SwiftUI Text, which ignores UIKit fonts.
            CheckExample("""
            struct ActivityItem {
                let headline: AttributedString
                init(actor: String, verb: String) {
                    var name = AttributedString(actor + " ")
                    name.font = .boldSystemFont(ofSize: 17)
                    headline = name + AttributedString(verb)
                }
            }
            """),
            // A hidden copy kept only to measure how tall the text will be.
            CheckExample("""
            import UIKit
            final class NoteCell: UITableViewCell {
                let measuringView = UITextView()
                func configure() {
                    measuringView.font = .systemFont(ofSize: 16)
                    measuringView.isHidden = true
                }
            }
            """),
            // A badge dot after a menu title, and a monogram laid over a 20pt ring.
            CheckExample("""
            import SwiftUI
            import UIKit

            enum SidebarTitle {
                static func badged(_ title: String) -> NSAttributedString {
                    let dot = "•"
                    let text = NSMutableAttributedString(string: title + dot)
                    text.style(substring: dot, attributes: [.font: UIFont.systemFont(ofSize: 9, weight: .heavy)])
                    return text
                }
            }

            struct TagBadge: View {
                let initials: String
                var body: some View {
                    ZStack {
                        Circle().frame(width: 20, height: 20)
                        Text(initials).font(Font(UIFont.systemFont(ofSize: 7, weight: .bold)))
                    }
                }
            }
            """),
            // spawn-ios MapAnnotationHelpers: an activity's emoji drawn into a pin's bitmap is part of the picture.
            CheckExample("""
            import UIKit
            enum EventPin {
                static func image(icon: String, tint: UIColor) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 44, height: 58)).image { context in
                        tint.setFill()
                        context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 44, height: 44))
                        let iconText = NSString(string: icon)
                        let font = UIFont.systemFont(ofSize: 20)
                        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
                        iconText.draw(in: CGRect(x: 10, y: 10, width: 24, height: 24), withAttributes: attributes)
                    }
                }
            }
            """),
            // A map pin drawn from a city's emoji.
            CheckExample("""
            enum CityPin {
                static func image(emoji: String) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { _ in
                        NSAttributedString(string: emoji, attributes: [.font: UIFont.systemFont(ofSize: 15)]).draw(at: .zero)
                    }
                }
            }
            """),
            // A letter label drawn into a favicon image, and labels stacked into the title
            // view a navigation item extension sets.
            CheckExample("""
            import UIKit

            enum MonogramIcon {
                static func image(letter: String) -> UIImage? {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
                    label.text = letter
                    label.font = UIFont.systemFont(ofSize: 30, weight: .medium)
                    UIGraphicsBeginImageContextWithOptions(label.bounds.size, false, 0)
                    defer { UIGraphicsEndImageContext() }
                    UIGraphicsGetCurrentContext().map(label.layer.render(in:))
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }

            extension UINavigationItem {
                func setTitle(_ title: String, subtitle: String) {
                    let titleLabel = UILabel()
                    titleLabel.text = title
                    titleLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                    let subtitleLabel = UILabel()
                    subtitleLabel.text = subtitle
                    subtitleLabel.font = UIFont.systemFont(ofSize: 11)
                    let stack = UIStackView(arrangedSubviews: [titleLabel])
                    stack.axis = .vertical
                    stack.addArrangedSubview(subtitleLabel)
                    self.titleView = stack
                }
            }
            """),
            // A label that only ever shows an emoji is a glyph sized as artwork.
            CheckExample("""
            import UIKit

            final class NoResultsCell: UICollectionViewCell {
                private let emoji = UILabel()
                func configure() {
                    emoji.text = "😞"
                    emoji.font = UIFont.systemFont(ofSize: 60)
                }
            }
            """),
            // A badge's emoji label, configured in the closure that builds the property.
            CheckExample("""
            import UIKit

            final class MoodBadge: UIView {
                private let emojiLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 22)
                    return label
                }()
                var mood: String? {
                    get { emojiLabel.text }
                    set { emojiLabel.text = newValue }
                }
            }
            """),
            // A named font built only to serve its file's bytes to a web view (codeapp WebViewBase).
            CheckExample("""
            import UIKit
            import WebKit
            final class FontSchemeHandler: NSObject, WKURLSchemeHandler {
                func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
                    let fontName = urlSchemeTask.request.url?.host
                    if let fontName, let font = UIFont(name: fontName, size: 12), let ttfData = UIFont.data(from: font) {
                        urlSchemeTask.didReceive(ttfData)
                    }
                    urlSchemeTask.didFinish()
                }
                func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {}
            }
            """),
            // The token's symbol shrinks into the generated token icon (alphawallet-ios TokenImageView).
            CheckExample("""
            import UIKit
            final class TokenImageView: UIView {
                private let symbolLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 13)
                    label.textAlignment = .center
                    label.adjustsFontSizeToFitWidth = true
                    return label
                }()
                private let imageView = UIImageView()
            }
            """),
            // Fonts that only measure text shown elsewhere (a cell's height for its caption).
            CheckExample("""
            import UIKit

            enum CaptionSizing {
                static func height(of caption: String, width: CGFloat) -> CGFloat {
                    let measured = NSAttributedString(string: caption, attributes: [.font: UIFont.systemFont(ofSize: 15)])
                    return measured.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).height
                }
                static func width(of tag: String) -> CGFloat {
                    (tag as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12)]).width
                }
            }
            """),
            // A font kept in a local that only a measure's attributes dictionary reads: it sizes a
            // SwiftUI editor to its text, whose own font shows it (brrow-ios ChatDetailView).
            CheckExample("""
            import SwiftUI
            import UIKit

            struct NoteComposer: View {
                @State private var draft = ""
                @State private var editorHeight: CGFloat = 36
                var body: some View {
                    TextEditor(text: $draft).frame(height: editorHeight).onChange(of: draft) { _ in fitEditor() }
                }
                private func fitEditor() {
                    let font = UIFont.systemFont(ofSize: 17)
                    let attributes = [NSAttributedString.Key.font: font]
                    let box = (draft as NSString).boundingRect(with: CGSize(width: 300, height: .infinity),
                                                               options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
                    editorHeight = max(36, box.height + 16)
                }
            }
            """),
            // A UIKit font passed only to a measuring helper that sizes a SwiftUI frame; the text shows in SwiftUI.
            CheckExample("""
            import SwiftUI

            struct SwatchField: View {
                let caption: String
                var body: some View {
                    Text(caption).font(.caption)
                        .frame(minWidth: caption.measuredWidth(font: UIFont.systemFont(ofSize: 12, weight: .medium)) + 24)
                }
            }
            """),
            // The fallback of an `#available` check for an iOS version older than any the app
            // supports (its deployment target says 10.3, which a current Xcode raises to 12).
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["IPHONEOS_DEPLOYMENT_TARGET": "10.3"])])),
                ("App/StatsCell.swift", """
                import UIKit
                final class StatsCell: UITableViewCell {
                    let countLabel = UILabel()
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        if #available(iOS 11.0, *) {
                            countLabel.font = .preferredFont(forTextStyle: .largeTitle)
                        } else {
                            countLabel.font = .systemFont(ofSize: 24)
                        }
                    }
                }
                """),
            ]),
            // Axis labels drawn into a rendered chart image for a watch complication.
            CheckExample(files: [("Watch Extension/TrendImageRenderer.swift", """
            import UIKit

            final class TrendImageRenderer {
                func image(size: CGSize, top: String) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    defer { UIGraphicsEndImageContext() }
                    axisLabel(top).draw(at: CGPoint(x: 2, y: 2))
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
                private func axisLabel(_ text: String) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.font: UIFont(name: "Menlo", size: 9)!])
                }
            }
            """)]),
            // A field that takes one picked emoji, and a label inside a view type named for emoji.
            CheckExample("""
            import SwiftUI
            import UIKit

            struct EmojiPicker: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField {
                    let emojiTextField = UITextField()
                    emojiTextField.font = UIFont.systemFont(ofSize: 50)
                    return emojiTextField
                }
                func updateUIView(_ view: UITextField, context: Context) {}
            }

            final class EmojiView: UIView {
                let label: UILabel = {
                    let view = UILabel()
                    view.font = .systemFont(ofSize: 16, weight: .regular)
                    return view
                }()
            }
            """),
            // A font on a button that only ever shows an image, and on a button standing in for the title.
            CheckExample("""
            import UIKit

            final class RoomViewController: UIViewController {
                func addReactionButton() -> UIButton {
                    let add = UIButton(type: .system)
                    add.titleLabel?.font = .systemFont(ofSize: 22)
                    add.setImage(UIImage(systemName: "plus"), for: .normal)
                    return add
                }

                func setUpTitle() {
                    let selector = UIButton(type: .custom)
                    selector.setTitle("Media ▼", for: .normal)
                    selector.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .medium)
                    navigationItem.titleView = selector
                }
            }
            """),
            // A small font on a blank line between runs sets the gap, not a text size.
            CheckExample("""
            import UIKit

            func messageText(title: String, body: String) -> NSAttributedString {
                let text = NSMutableAttributedString(string: body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                text.insert(NSAttributedString(string: "\\n", attributes: [.font: UIFont.systemFont(ofSize: 6, weight: .medium)]), at: 0)
                text.insert(NSAttributedString(string: title + "\\n", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)]), at: 0)
                return text
            }
            """),
            // A lock screen's hero reading, larger than any text style grows at the largest accessibility size.
            CheckExample("""
            import UIKit

            enum NightScreen {
                static let readingFont = UIFont.systemFont(ofSize: 110, weight: .semibold)
            }
            """),
            // A chart's slice labels, and a display figure that shrinks to fit its header.
            CheckExample("""
            import DGCharts
            import UIKit

            final class BreakdownView: UIView {
                func configure(_ set: PieChartDataSet, amountLabel: UILabel) {
                    set.valueFont = UIFont.systemFont(ofSize: 10)
                    amountLabel.font = UIFont.systemFont(ofSize: 60, weight: .bold)
                    amountLabel.adjustsFontSizeToFitWidth = true
                }
            }
            """),
            // A map bubble's count label, built at one size and sized for the zoom wherever it gets its text.
            CheckExample("""
            import MapKit

            final class RegionAnnotationView: MKAnnotationView {
                private lazy var countLabel: UILabel = {
                    let countLabel = UILabel()
                    countLabel.font = .boldSystemFont(ofSize: 13)
                    countLabel.adjustsFontSizeToFitWidth = true
                    addSubview(countLabel)
                    return countLabel
                }()
                var zoom: CGFloat = 1
                func configure(count: Int) {
                    if count > 0 {
                        self.countLabel.text = String(count)
                        self.countLabel.font = .boldSystemFont(ofSize: 13 * max(1, log(zoom)))
                        self.countLabel.alpha = 1
                    } else {
                        self.countLabel.alpha = 0
                    }
                }
            }
            """),
            // Weights a font picker offers for the user's own designed view, and a chart's
            // legend drawn into boxes one line high.
            CheckExample("""
            import SwiftUI
            import UIKit

            struct FontPicker: View {
                let apply: (UIFont) -> Void
                struct WeightList: View {
                    let apply: (UIFont) -> Void
                    func option(_ name: String, font: UIFont) -> some View {
                        Button(name) { apply(font) }
                    }
                    var body: some View {
                        List {
                            option("Thin", font: UIFont.systemFont(ofSize: 17, weight: .thin))
                            option("Bold", font: UIFont.boldSystemFont(ofSize: 17))
                        }
                    }
                }
                var body: some View { WeightList(apply: apply) }
            }

            final class TrendPainter {
                func image(size: CGSize, names: [String]) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    defer { UIGraphicsEndImageContext() }
                    var attrs = [NSAttributedString.Key.font: UIFont(name: "Helvetica Bold", size: 14) ?? UIFont.systemFont(ofSize: 14),
                                 NSAttributedString.Key.foregroundColor: UIColor.gray]
                    for (index, name) in names.enumerated() {
                        attrs.updateValue(UIColor.red, forKey: .foregroundColor)
                        name.draw(with: CGRect(x: index * 20, y: 20, width: 20, height: 14), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
                    }
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """),
            // Printed output keeps the sizes it was set in.
            CheckExample("""
            final class PrintDocVisitor {
                func visit(_ row: Row) -> NSAttributedString {
                    let noteFont = UIFont.systemFont(ofSize: 11)
                    return NSAttributedString(string: row.note, attributes: [.font: noteFont])
                }
            }
            """),
            // A ceiling on a text-style font, and a navigation bar's custom title view.
            CheckExample("""
            final class AppCell: UICollectionViewCell {
                private var font: UIFont {
                    let regular = UIFont.preferredFont(forTextStyle: .subheadline)
                    if regular.pointSize > 28 { return UIFont.systemFont(ofSize: 28) }
                    return regular
                }
            }

            final class InboxViewController: UIViewController {
                private lazy var titleView: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.titleView = titleView
                }
            }

            final class ConversationTitleView: UIView {
                private let nameLabel = UILabel()
                func configure() { nameLabel.font = UIFont.systemFont(ofSize: 16, weight: .semibold) }
            }
            """),
            // Inline-title and tab-item fonts held in locals, one with a system fallback, read only
            // by the bars' title attributes (piraten-ios).
            CheckExample("""
            enum BarStyle {
                static func configure() {
                    let inlineFont = UIFont(name: "Brand-Bold", size: 18)
                        ?? UIFont.boldSystemFont(ofSize: 18)
                    let navigation = UINavigationBarAppearance()
                    navigation.titleTextAttributes = [.font: inlineFont, .foregroundColor: UIColor.label]
                    UINavigationBar.appearance().standardAppearance = navigation
                    if let tabFont = UIFont(name: "Brand-Regular", size: 10) {
                        let item = UITabBarItemAppearance()
                        item.normal.titleTextAttributes = [.font: tabFont]
                        item.selected.titleTextAttributes = [.font: tabFont]
                    }
                }
            }
            """),
            CheckExample("""
            func styleBar(_ controller: UINavigationController) {
                let appearance = UINavigationBarAppearance()
                appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont(name: "Brand-SemiBold", size: 18) as Any]
                controller.navigationBar.standardAppearance = appearance
            }
            """),
            // Bar chrome: the inline title and bar buttons through appearance proxies, and
            // buttons shown as bar items' custom views, styled through a configuration or a lazy property.
            CheckExample("""
            final class HomeController: UIViewController {
                func styleBars() {
                    UINavigationBar.appearance().titleTextAttributes = [.font: UIFont(name: "Brand-Regular", size: 18)!]
                    UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont(name: "Brand-Regular", size: 16)!], for: .normal)
                }
                func setUpNavigation() {
                    let saveButton = UIButton(type: .system)
                    var config = UIButton.Configuration.filled()
                    config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { _ in
                        var attributes = AttributeContainer()
                        attributes.font = .systemFont(ofSize: 15, weight: .semibold)
                        return attributes
                    }
                    saveButton.configuration = config
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: saveButton)
                }
                private lazy var closeButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.titleLabel?.font = .systemFont(ofSize: 15)
                    return button
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: closeButton)
                }
            }
            """),
            CheckExample("""
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
            label.adjustsFontForContentSizeCategory = true
            """),
            CheckExample("""
            label.font = UIFont.preferredFont(forTextStyle: .headline)
            """),
            // A label made only to measure chip widths, never added to a view (ios-kdrive InvitedUserTableViewCell).
            CheckExample("""
            import UIKit
            final class RecipientsCell: UITableViewCell {
                private func chipSize(for text: String) -> CGSize {
                    let sizingLabel = UILabel()
                    sizingLabel.font = .systemFont(ofSize: 14, weight: .medium)
                    sizingLabel.numberOfLines = 1
                    sizingLabel.text = text
                    sizingLabel.sizeToFit()
                    return CGSize(width: sizingLabel.bounds.width + 64, height: sizingLabel.bounds.height + 27)
                }
            }
            """),
            // Bound by `if let`, then scaled (covpass-ios SegmentedControl).
            CheckExample("""
            import UIKit
            final class FilterControl: UISegmentedControl {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if let font = UIFont(name: "BrandSans-Regular", size: 14) {
                        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: font, maximumPointSize: 28)
                        setTitleTextAttributes([.font: scaled], for: .normal)
                    }
                }
            }
            """),
            CheckExample("""
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                private let handleLabel = UILabel()
                private let bioLabel = UILabel()
                private let nameFont = UIFont(name: "Avenir-Heavy", size: 22)!
                private var handleFont: UIFont { UIFont.systemFont(ofSize: 15, weight: .medium) }

                func configure() {
                    let bioFont = UIFont.italicSystemFont(ofSize: 14)
                    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: nameFont)
                    handleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: handleFont)
                    bioLabel.font = UIFontMetrics.default.scaledFont(for: bioFont)
                    bioLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            CheckExample("""
            let warning = UIImage(systemName: "exclamationmark.triangle")?
                .withConfiguration(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17)))
            """),
            CheckExample("""
            final class InboxViewController: UIViewController {
                private lazy var navigationBarCountLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 12)
                    label.adjustsFontForContentSizeCategory = false
                    return label
                }()
            }
            """),
            CheckExample("""
            final class NoteView: UIView {
                private let textView = UITextView()
                func show(_ note: String) {
                    textView.font = UIFont.systemFont(ofSize: 16)
                    textView.attributedText = NSAttributedString(string: note, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                    textView.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            CheckExample("""
            enum Typography {
                static func scaled(_ font: UIFont, as style: UIFont.TextStyle) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                }
            }
            let caption = Typography.scaled(UIFont.systemFont(ofSize: 12), as: .caption1)
            final class BadgeLabel: UILabel {
                private let baseFont = UIFont.boldSystemFont(ofSize: 11)
                func setUp() { font = Typography.scaled(baseFont, as: .caption2) }
            }
            let footnote = UIFont.systemFont(ofSize: 13).dynamicallyScaled()
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let uiKitSizeCalls = file.index.calls("systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont")
            .filter { $0.argument("ofSize") != nil }
        let namedFonts = file.index.calls("UIFont").filter { $0.argument("name") != nil && $0.argument("size") != nil }
        for call in (uiKitSizeCalls + namedFonts).sorted(by: { $0.position < $1.position }) where !Self.isFallbackOfANamedFont(call) {
            let size = call.argument("ofSize") ?? call.argument("size")
            guard let points = size?.expression.numericLiteral, points >= TypeScale.smallestReadableSize,
                  points < TypeScale.largestAccessibilitySize, !Self.scalesOrSizesASymbol(ExprSyntax(call), file), !Self.isNavigationBarTitleKeptFixed(call, file),
                  !Self.capsAScaledFont(call), !Self.titlesANavigationBar(call, file), !Self.setsPrintedText(call, file),
                  !Self.drawnByAChart(call, file), !Self.isDisplayFigureFittedToWidth(call, points: points, file),
                  !Self.stylesOnlyWhiteSpace(call), !Self.fontsAnUntitledButton(call, file), !Self.fontsAGlyphLabel(call, file), !Self.shrinksIntoArtwork(call, file),
                  !Self.fontsAHiddenView(call, file), !Self.fontsAViewDrawnAsImage(call, file),
                  !Self.onlyMeasures(call, file), !Self.onlyExportsFontData(call, file), !Self.drawsTextIntoImage(call, file), !Self.drawsAGlyphIntoImage(call, file),
                  !Self.fontsANeverBridgedAttributedString(call, file), !Self.isReplacedAtOnce(call), !Self.isReplacedWhereverTextIsSet(call, file),
                  !Self.fontsASymbolRun(call, file), !SwiftUIFixedFontSize.labelsAFixedGlyph(call),
                  !Self.isOfferedAsAChoice(call), !Self.fillsAOneLineSlot(call, points: points, file),
                  !Self.fontsAMapClusterGlyph(call, file) else { continue }
            let style = TypeScale.nearest(to: points)
            let instead = points > TypeScale.largest.points
                ? "it is larger than every text style (.\(style.uiKit) is \(SwiftUIFixedFontSize.format(style.points))pt), so keep the size and pass the font through UIFontMetrics(forTextStyle: .\(style.uiKit)).scaledFont(for:), with adjustsFontForContentSizeCategory set"
                : "use UIFont.preferredFont(forTextStyle: .\(style.uiKit)), or pass the font through UIFontMetrics(forTextStyle:).scaledFont(for:) and set adjustsFontForContentSizeCategory"
            let message = "Font size \(SwiftUIFixedFontSize.format(points))pt is fixed, so it ignores the reader's text size; \(instead)."
            let fix = fix(call, points: points, style: style, in: file)
            // A font in a view class, or on the view a type's helper returns, waits for the project
            // pass, which knows whether the class or the helper's result is a bar item's custom view.
            let helper = Self.viewHelper(returning: call)
            // So does a font handed to a helper declared in another file, which may scale it.
            let passedTo = Self.argumentToAHelperElsewhere(call, file)
            // So does a display font on a label reading a name, which may be the app's (its wordmark).
            let wordmark = Self.wordmarkText(call, points: points, file)
            if let type = call.enclosingTypeDeclaration?.as(ClassDeclSyntax.self)?.name.text ?? (helper ?? passedTo?.name ?? wordmark).map({ _ in "" }) {
                output.facts.add(Pending(type: type, helper: helper, position: file.position(of: call), message: message, fix: fix,
                                         isFontDefault: Self.isFontPropertyDefault(call), passedTo: passedTo, wordmark: wordmark,
                                         defaultOfSetting: Self.fontSettingDefault(call)), for: Self.pending)
            } else {
                output.report(message, at: file.position(of: call), fix: fix)
            }
        }
        for helper in Self.fixedSizeHelpers(in: file) { output.facts.add(helper, for: Self.sizeHelpers) }
        for helper in Self.scalingHelpers(in: file) { output.facts.add(helper, for: Self.scalingHelperKey) }
        for use in Self.literalSizeArguments(in: file) { output.facts.add(use, for: Self.sizeHelperCalls) }
        for type in Self.barCustomViewTypes(in: file) { output.facts.add(type, for: Self.barViewTypes) }
        let built = Self.builtInstances(in: file)
        for type in built.fontSet { output.facts.add(type, for: Self.fontSetInstances) }
        for type in built.other { output.facts.add(type, for: Self.otherInstances) }
        for (helper, inBar) in Self.helperCalls(in: file) { output.facts.add(helper, for: inBar ? Self.barHelperCalls : Self.otherHelperCalls) }
        for name in Self.fontSettingsWritten(in: file) { output.facts.add(name, for: Self.writtenFontSettings) }
    }

    /// Names of font settings (`…Font`) some code writes on another object (`config.titleLabelFont = .subhead1`).
    static let writtenFontSettings = FactKey<String>("type-scale.uikit-fixed-size.written-font-setting")

    /// For a font that is the initial value of a settings object's stored `var` named for a
    /// font (`public var titleLabelFont: UIFont = .systemFont(ofSize: 17)` in a HUD's style
    /// model, unstoppable-ios HUDStatusModel), that name. The class must not be a view or a
    /// controller, which would draw the default itself.
    static func fontSettingDefault(_ font: FunctionCallExprSyntax) -> String? {
        guard let binding = font.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.count > 4, name.hasSuffix("Font"),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              variable.parent?.is(MemberBlockItemSyntax.self) == true,
              let type = variable.enclosingTypeDeclaration?.as(ClassDeclSyntax.self) else { return nil }
        let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedSourceText) ?? []
        let drawing = ["View", "Cell", "Label", "Button", "Controller", "Bar", "Field"]
        guard !inherited.contains(where: { name in name.hasPrefix("UI") || name.hasPrefix("NS") || drawing.contains(where: name.hasSuffix) }),
              !drawing.contains(where: type.name.text.hasSuffix) else { return nil }
        return name
    }

    /// The font settings this file writes on another object: `x.titleLabelFont = …` with a
    /// base other than `self`.
    static func fontSettingsWritten(in file: SwiftFile) -> [String] {
        file.index.referencesInOrder.compactMap { reference in
            let name = reference.baseName.text
            guard name.count > 4, name.hasSuffix("Font"), let member = reference.parent?.as(MemberAccessExprSyntax.self),
                  member.declName.id == reference.id, let base = member.base, base.trimmedSourceText != "self",
                  ExprSyntax(member).assignedValue != nil else { return nil }
            return name
        }
    }

    /// A finding on a font in a class, held until the project pass knows the class's use.
    struct Pending: Codable, Sendable {
        let type: String
        /// `Type.function` when the font is on the view that function builds and returns.
        let helper: String?
        let position: SourcePosition
        let message: String
        let fix: Fix?
        /// The font is the initial value of the class's own `var font`.
        let isFontDefault: Bool
        /// The helper declared in another file that the font is handed to, if any.
        var passedTo: FontParameter? = nil
        /// The one literal text of the view a display-size named font is set on (`wordmarkText`).
        var wordmark: String? = nil
        /// The font setting whose default the font is (`fontSettingDefault`).
        var defaultOfSetting: String? = nil
    }

    /// The text of the view a named font of display size is set on, when every text the file
    /// gives that view is one literal of a few words (`mageLabel.font = UIFont(name:
    /// "GondolaMageRegular", size: 52)` beside `mageLabel.text = "MAGE"`): if it is the app's
    /// name, decided in the project pass, the label is the app's wordmark, a logo set in type.
    static func wordmarkText(_ font: FunctionCallExprSyntax, points: Double, _ file: SwiftFile) -> String? {
        guard font.calleeName == "UIFont", points >= Wordmark.displaySize,
              let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let view = target.base?.dottedPath.map(bare) else { return nil }
        let texts = file.index.memberAccesses("text", "attributedText").filter { $0.isAssigned && $0.base?.dottedPath.map(bare) == view }
        var literals = Set<String>()
        for text in texts {
            guard text.declName.baseName.text == "text",
                  let literal = ExprSyntax(text).assignedValue?.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
            literals.insert(literal)
        }
        return literals.count == 1 ? literals.first : nil
    }

    /// A parameter of a function, by the function's name, the parameter's label and position:
    /// `setFont(scaledFor:adjustForContentSize:)`'s first.
    struct FontParameter: Codable, Sendable, Hashable {
        let name: String
        let label: String
        let position: Int
    }

    static let scalingHelperKey = FactKey<FontParameter>("type-scale.uikit-fixed-size.scaling-helper")

    /// The parameters of this file's functions whose value reaches `UIFontMetrics.scaledFont(for:)`
    /// (mixin's `func setFont(scaledFor font: UIFont, …) { self.font = UIFontMetrics.default.scaledFont(for: font) }`):
    /// a font handed to one from another file is scaled, whatever the helper is called.
    /// Only parameters typed as a font are followed: following every parameter of a generated
    /// 17,000-line file (zeus `lightning.pb.swift`) through its stored uses took minutes.
    static func scalingHelpers(in file: SwiftFile) -> [FontParameter] {
        file.index.functions.flatMap { function -> [FontParameter] in
            guard let body = function.body else { return [] }
            return function.signature.parameterClause.parameters.enumerated().compactMap { position, parameter -> FontParameter? in
                guard parameter.type.trimmedDescription.contains("Font") else { return nil }
                let name = (parameter.secondName ?? parameter.firstName).text
                guard uses(of: name, in: body, file).contains(where: { scalesOrSizesASymbol($0, file, depth: 1) }) else { return nil }
                return FontParameter(name: function.name.text, label: parameter.firstName.text, position: position)
            }
        }
    }

    /// The parameter a font is handed to directly when the callee is not declared in this file
    /// (`label.setFont(scaledFor: .systemFont(ofSize: 14), adjustForContentSize: true)`).
    static func argumentToAHelperElsewhere(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> FontParameter? {
        guard case .argument(let call, let position)? = ExprSyntax(font).valueDestination, let name = call.calleeName,
              call.argumentLabels.indices.contains(position), file.index.functions.allSatisfy({ $0.name.text != name }) else { return nil }
        return FontParameter(name: name, label: call.argumentLabels[position], position: position)
    }

    static let pending = FactKey<Pending>("type-scale.uikit-fixed-size.pending")
    /// `setSizeFont(sizeFont:)`: a function that sets a view's `font` to a UIKit font of the size it is handed.
    static let sizeHelpers = FactKey<SizeHelper>("type-scale.uikit-fixed-size.size-helper")
    static let sizeHelperCalls = FactKey<SizeHelperCall>("type-scale.uikit-fixed-size.size-helper-call")

    /// A function of the app that builds a font of the size a parameter gives and sets it as
    /// the view's `font`, never through `UIFontMetrics`: `func setSizeFont(sizeFont: Double) {
    /// font = UIFont(name: "ArialRoundedMTBold", size: sizeFont) }`.
    struct SizeHelper: Codable, Sendable, Hashable {
        let name: String
        /// The argument label of the size parameter, `_` when it has none.
        let label: String
    }

    /// A call with one literal number, which may hand a size to a `SizeHelper`: `label.setSizeFont(sizeFont: 35)`.
    struct SizeHelperCall: Codable, Sendable {
        let helper: SizeHelper
        let points: Double
        let position: SourcePosition
    }

    /// The functions of this file that set `font` to a UIKit font sized by one of their
    /// parameters and never scale it (see `SizeHelper`).
    static func fixedSizeHelpers(in file: SwiftFile) -> [SizeHelper] {
        let sized = file.index.calls("systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont", "UIFont")
        return sized.compactMap { font -> SizeHelper? in
            guard let size = (font.argument("ofSize") ?? font.argument("size"))?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let function = font.enclosingFunction, let body = function.body,
                  let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == size }),
                  file.index.calls(within: body).allSatisfy({ !["scaledFont", "UIFontMetrics", "preferredFont"].contains($0.calleeName ?? "") }) else { return nil }
            // `font = …` or `self.font = …` in the function: the view's own font.
            let setsFont = body.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .identifier("font") && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal
                    && token.previousToken(viewMode: .sourceAccurate).map { $0.tokenKind != .period || $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self) } ?? true
            }
            return setsFont ? SizeHelper(name: function.name.text, label: parameter.firstName.text) : nil
        }
    }

    /// Calls of this file with one literal size a size helper may take, named for a font or a
    /// size (`setSizeFont(sizeFont: 35)`), in the range this check reports.
    static func literalSizeArguments(in file: SwiftFile) -> [SizeHelperCall] {
        file.index.callsByName.flatMap { name, calls in
            calls.compactMap { call -> SizeHelperCall? in
                guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first,
                      let points = argument.expression.numericLiteral, points >= TypeScale.smallestReadableSize, points < TypeScale.largestAccessibilitySize else { return nil }
                let label = argument.label?.text ?? "_"
                guard [name, label].contains(where: { $0.localizedCaseInsensitiveContains("font") || $0.localizedCaseInsensitiveContains("size") }) else { return nil }
                return SizeHelperCall(helper: SizeHelper(name: name, label: label), points: points, position: file.position(of: call))
            }
        }
    }

    /// Classes a file builds into a variable whose `font` it then sets, and classes built otherwise.
    static let fontSetInstances = FactKey<String>("type-scale.uikit-fixed-size.font-set-instance")
    static let otherInstances = FactKey<String>("type-scale.uikit-fixed-size.other-instance")

    /// True when the font is the initial value of a type's own stored `var font`
    /// (`var font: UIFont = .systemFont(ofSize: 16) { didSet { … } }`): a default for its users to replace.
    static func isFontPropertyDefault(_ font: FunctionCallExprSyntax) -> Bool {
        guard let binding = font.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "font",
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.var) && variable.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// The capitalised types this file builds (`SlotMachineLabel()`), split into those stored in
    /// a variable whose `font` the file sets (`var ipLabel = SlotMachineLabel()` then `ipLabel.font
    /// = …`) and all others (passed on, returned, stored and never given a font).
    static func builtInstances(in file: SwiftFile) -> (fontSet: Set<String>, other: Set<String>) {
        let fontWrites = file.index.memberAccesses("font").filter { ExprSyntax($0).assignedValue != nil }
            .compactMap { $0.base.map { bare($0.trimmedSourceText) } }
        var fontSet = Set<String>(), other = Set<String>()
        for call in file.index.callsInOrder {
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { continue }
            let stored = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            if let stored, fontWrites.contains(stored) { fontSet.insert(type) } else { other.insert(type) }
        }
        return (fontSet, other)
    }
    static let barViewTypes = FactKey<String>("type-scale.uikit-fixed-size.bar-view-type")
    /// `Type.function` calls whose result this file adds to a bar item's custom view, and all other such calls.
    static let barHelperCalls = FactKey<String>("type-scale.uikit-fixed-size.bar-helper-call")
    static let otherHelperCalls = FactKey<String>("type-scale.uikit-fixed-size.other-helper-call")

    /// A view class the app builds to be a bar button item's custom view (aidoku's reader
    /// toolbar, `UIBarButtonItem(customView: toolbarView)` with `lazy var toolbarView =
    /// ReaderToolbarView()`) is bar chrome: its labels keep their size as the system's bar
    /// items do, and the Large Content Viewer shows them instead.
    /// So is a badge label a helper builds when every call of the helper adds it to a bar item's
    /// custom view (wsdot's `UIHelpers.getAlertLabel()` on the alert bar button).
    func check(_ project: Project, _ output: inout CheckOutput) {
        let barViews = Set(project.facts.values(Self.barViewTypes))
        let barHelpers = Set(project.facts.values(Self.barHelperCalls))
        let otherHelpers = Set(project.facts.values(Self.otherHelperCalls))
        let fontSet = Set(project.facts.values(Self.fontSetInstances))
        let writtenFontSettings = Set(project.facts.values(Self.writtenFontSettings))
        let other = Set(project.facts.values(Self.otherInstances))
        let scalingHelpers = Set(project.facts.values(Self.scalingHelperKey))
        let nameWords = Wordmark.iOSNameWords(project)
        for finding in project.facts.values(Self.pending) where !barViews.contains(finding.type) {
            if let helper = finding.passedTo, scalingHelpers.contains(helper) { continue }
            // The app's name in its display face beside the logo is artwork (mage-ios's "MAGE" wordmark).
            if let text = finding.wordmark, Wordmark.namesApp(text, nameWords: nameWords) { continue }
            if let helper = finding.helper, barHelpers.contains(helper), !otherHelpers.contains(helper) { continue }
            // A view's default font that every instance the code builds replaces is never shown
            // (windscribe's SlotMachineLabel, whose one user sets its own font).
            if finding.isFontDefault, fontSet.contains(finding.type), !other.contains(finding.type) { continue }
            // A style model's default font that the app overwrites before use is never shown
            // (unstoppable-ios HUDStatusModel, whose title font HudHelper sets to the app's own).
            if let setting = finding.defaultOfSetting, writtenFontSettings.contains(setting) { continue }
            output.report(finding.message, at: finding.position, fix: finding.fix)
        }
        let helpers = Set(project.facts.values(Self.sizeHelpers))
        for call in project.facts.values(Self.sizeHelperCalls) where helpers.contains(call.helper) {
            let style = TypeScale.nearest(to: call.points)
            output.report("Font size \(SwiftUIFixedFontSize.format(call.points))pt is fixed: \(call.helper.name)(\(call.helper.label):) sets it as the view's font without UIFontMetrics, so it ignores the reader's text size; pass the font through UIFontMetrics(forTextStyle: .\(style.uiKit)).scaledFont(for:) in the helper, with adjustsFontForContentSizeCategory set.", at: call.position)
        }
    }

    /// For a font set on a local that its function returns (`static func badgeLabel() -> UILabel
    /// { let label = UILabel(…); label.font = …; return label }`), `Type.function`.
    static func viewHelper(returning font: FunctionCallExprSyntax) -> String? {
        guard case .stored("font", let path, _)? = ExprSyntax(font).valueDestination,
              let root = path.split(separator: ".").first.map(String.init), root != "self",
              let function = font.enclosingFunction, let body = function.body,
              let type = font.enclosingTypeName.map(Symbols.bareName) else { return nil }
        let returned = body.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.return) && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .identifier(root)
        }
        return returned ? type + "." + function.name.text : nil
    }

    /// Each `Type.function(…)` call of this file, and whether its result becomes (or is added as a
    /// subview of) a bar item's custom view made in the same function.
    static func helperCalls(in file: SwiftFile) -> [(helper: String, inBar: Bool)] {
        let barViews = file.index.barItemCustomViews
        return file.index.callsByName.flatMap { name, calls in
            calls.compactMap { call -> (helper: String, inBar: Bool)? in
                guard name.first?.isLowercase == true, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
                let sameFunction = barViews.filter { $0.enclosingFunction?.id == call.enclosingFunction?.id }
                var inBar = sameFunction.contains { $0.id == ExprSyntax(call).id }
                if case .argument(let add, 0)? = ExprSyntax(call).valueDestination, add.calleeName == "addSubview",
                   let receiver = add.receiver.flatMap({ rootName(of: $0) }) {
                    inBar = sameFunction.contains { rootName(of: $0) == receiver }
                }
                return (type + "." + name, inBar)
            }
        }
    }

    /// The classes whose instances this file makes a bar button item's custom view: the type
    /// called in the initial value of the variable passed as `customView:`.
    static func barCustomViewTypes(in file: SwiftFile) -> [String] {
        file.index.calls("UIBarButtonItem").compactMap { item in
            guard let view = item.argument("customView")?.expression.as(DeclReferenceExprSyntax.self),
                  let made = file.index.initialValue(of: view)?.as(FunctionCallExprSyntax.self),
                  let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !name.hasPrefix("UI") else { return nil }
            return name
        }
    }

    /// True for a font set on a view and set again on the same view by a later statement of
    /// the same block (`label.font = .systemFont(ofSize: 14)` … `label.font = style.font`):
    /// the first value is replaced before anything is drawn, so it never shows. The later
    /// value is judged where it is written.
    static func isReplacedAtOnce(_ font: FunctionCallExprSyntax) -> Bool {
        guard let target = ExprSyntax(font).assignmentTarget, target.lastNameComponent == "font",
              let path = target.dottedPath.map(bare) else { return false }
        // `label.font = …` as a statement of its own: list, sequence, statement.
        guard let item = font.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return block.contains { later in
            guard later.position > item.position, let sequence = later.item.as(SequenceExprSyntax.self)?.elements,
                  sequence.count == 3, sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let written = sequence.first?.dottedPath, bare(written) == path, let value = sequence.last else { return false }
            // `label.font = label.font.withSize(20)` builds on the first value rather than replacing it.
            return !value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("font") }
        }
    }

    /// True when a bare name is a local the enclosing function declared before it, which
    /// shadows the property of that name (a card builder's own `let titleLabel = UILabel()`
    /// beside the screen's `titleLabel`, tip-calculator OnboardingViewController).
    private static func namesALocal(_ base: ExprSyntax, _ file: SwiftFile) -> Bool {
        guard let reference = base.as(DeclReferenceExprSyntax.self), let function = reference.enclosingFunction else { return false }
        let name = reference.baseName.text
        return file.index.variables.contains { variable in
            function.encloses(variable) && variable.position < reference.position
                && variable.bindings.contains { $0.pattern.trimmedSourceText == name }
        }
    }

    private static func bare(_ path: String) -> String { path.hasPrefix("self.") ? String(path.dropFirst(5)) : path }

    /// True for the font a property's view is built with (`countLabel.font = .boldSystemFont(ofSize: 13)`
    /// in the closure of `lazy var countLabel`, or `self.countLabel.font = …`) when every block
    /// of the file that gives that view text (`text`, `attributedText`) also sets its `font`
    /// (`configure()` sizes it for the map's zoom): the first font never shows with words in it.
    /// The later fonts are judged where written.
    static func isReplacedWhereverTextIsSet(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let base = target.base, let written = base.dottedPath else { return false }
        // The property: the one a builder closure returns this local as, or `self.name`.
        guard let view = property(storing: written, builtAround: font) ?? (written.hasPrefix("self.") ? bare(written) : nil),
              !view.contains(".") else { return false }
        func names(_ member: MemberAccessExprSyntax, _ name: String) -> Bool {
            member.isAssigned && member.base?.dottedPath.map(bare) == view && member.declName.baseName.text == name
                && !(member.base.map { namesALocal($0, file) } ?? false)
        }
        let texts = file.index.memberAccesses("text", "attributedText").filter { names($0, $0.declName.baseName.text) }
        let fonts = file.index.memberAccesses("font").filter { names($0, "font") && $0.id != target.id }
        return !texts.isEmpty && texts.allSatisfy { text in
            guard let block = text.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return false }
            return fonts.contains { $0.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) })?.id == block.id }
        }
    }

    /// True for the font of an attributed-string run whose text is white space alone
    /// (`NSAttributedString(string: "\n", attributes: [.font: UIFont.systemFont(ofSize: 6)])`):
    /// it sets the height of a blank spacer line, not the size of anything read.
    static func stylesOnlyWhiteSpace(_ font: FunctionCallExprSyntax) -> Bool {
        guard let run = font.enclosingCall(named: ["NSAttributedString", "NSMutableAttributedString"]),
              run.argument("attributes")?.encloses(font) == true,
              let text = run.argument("string")?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// True for a font a chart library draws with (`dataSet.valueFont`, `xAxis.labelFont`):
    /// slice and axis labels sized to the chart, not text the reader's size setting reaches.
    static func drawnByAChart(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard case .stored(let name, _, _)? = ExprSyntax(call).valueDestination, name != "font", name.hasSuffix("Font") else { return false }
        return file.index.importedModules.contains { ["DGCharts", "Charts"].contains($0) }
    }

    /// True for a font set on a view of a map cluster annotation view (an `MK…AnnotationView`
    /// subclass named for clusters or configured from an `MKClusterAnnotation`): the count
    /// glyph inside a fixed-diameter marker, a map graphic like MapKit's own cluster glyphs,
    /// which cannot grow without resizing the marker. Other annotation views (a stop's name
    /// label drawn on the map) are still judged.
    static func fontsAMapClusterGlyph(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard case .stored("font", _, _)? = ExprSyntax(call).valueDestination,
              let type = call.enclosingTypeDeclaration, let declaration = file.index.typeDeclaration(of: type),
              declaration.inheritedNames.contains(where: { $0.hasPrefix("MK") && $0.hasSuffix("AnnotationView") }) else { return false }
        return declaration.name.contains("Cluster") || file.index.names(within: type).contains("MKClusterAnnotation")
    }

    /// True for a display figure above the largest text style on a label that shrinks it to
    /// fit its width (a 60pt total in a header): already larger than body text at the largest
    /// accessibility size, and no text style would fit it.
    static func isDisplayFigureFittedToWidth(_ call: FunctionCallExprSyntax, points: Double, _ file: SwiftFile) -> Bool {
        guard points > TypeScale.largest.points,
              case .stored("font", let path, _)? = ExprSyntax(call).valueDestination else { return false }
        let label = path.split(separator: ".").dropLast().joined(separator: ".")
        return file.index.memberAccesses("adjustsFontSizeToFitWidth").contains { access in
            access.base?.trimmedSourceText == label && access.assignedValue?.trimmedSourceText == "true"
        }
    }

    /// True when this font value is scaled: followed from where it is written through the
    /// variables that store it, the functions and computed properties that return it and the
    /// functions of this file it is passed to, a few steps deep, until it is the `for:`
    /// argument of `scaledFont(for:)`. A font that only sizes a symbol image
    /// (`UIImage.SymbolConfiguration(font:)`) is not text, and counts as settled too.
    static func scalesOrSizesASymbol(_ font: ExprSyntax, _ file: SwiftFile, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        if chainedCalls(on: font).contains(where: { Self.namesScaling($0.calleeName) }) { return true }
        guard let destination = font.valueDestination else { return false }
        let follow = { (uses: [ExprSyntax]) in uses.contains { scalesOrSizesASymbol($0, file, depth: depth + 1) } }
        switch destination {
        case .argument(let call, _) where call.calleeName == "SymbolConfiguration":
            // The font sizes an SF Symbol image, not text.
            return true
        case .argument(let call, let position):
            if call.calleeName == "scaledFont" { return call.arguments.count > position && call.argumentLabels[position] == "for" }
            // A function of this file (`scaled(_ font:)`): the parameter's uses in its body.
            let functions = file.index.functions.filter { $0.name.text == call.calleeName }
            // One declared elsewhere is taken at its name's word (`Typography.dynamic(font)`).
            guard !functions.isEmpty else { return Self.namesScaling(call.calleeName) }
            return functions.contains { function in
                guard let parameter = function.parameterName(at: position), let body = function.body else { return false }
                return follow(uses(of: parameter, in: body, file))
            }
        case .stored("font", let path, _) where setsTextStyleAttributedText(besideFont: path, file):
            // The attributed string's own font replaces `font` for the text shown.
            return true
        case .stored(let name, let path, let scope):
            if path.contains(".") {
                let accesses = file.index.memberAccesses(name).filter { access in
                    let written = ExprSyntax(access).dottedPath
                    return !access.isAssigned && (written == path || written == "self." + path)
                }
                return follow(accesses.map(ExprSyntax.init))
            }
            return follow(uses(of: name, in: scope ?? Syntax(file.tree), file))
        case .returned(let name):
            return follow(uses(of: name, in: Syntax(file.tree), file))
        }
    }

    /// True for the font of a label kept from scaling on purpose in a navigation bar: the same
    /// code sets the label's `adjustsFontForContentSizeCategory = false`, and the label is named
    /// for the bar (`navigationBarSubtitleLabel`, `titleView`), whose system titles do not grow either.
    static func isNavigationBarTitleKeptFixed(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        // Bar chrome: an inline title's or a bar button's attributes, a bar item's custom view.
        if isBarTitleAttribute(font, file) || isOnABarButtonsCustomView(font, file) { return true }
        guard case .stored("font", let path, _)? = ExprSyntax(font).valueDestination else { return false }
        let view = path.split(separator: ".").dropLast().joined(separator: ".")
        guard !view.isEmpty, let scope = font.ancestorClosure.map(Syntax.init) ?? font.enclosingFunction.map(Syntax.init) else { return false }
        let keptFixed = file.index.memberAccesses("adjustsFontForContentSizeCategory").contains { access in
            access.assignedValue?.trimmedSourceText == "false" && scope.encloses(access)
                && (ExprSyntax(access).dottedPath ?? "").replacingOccurrences(of: "self.", with: "") == view + ".adjustsFontForContentSizeCategory"
        }
        let names = [view, font.enclosingFunctionName ?? ""].map { $0.lowercased() }
        return keptFixed && names.contains { name in TypeScale.navigationBarWords.contains(where: name.contains) }
    }

    /// Words that, with "font", name a type the user picks fonts in (`FontPicker`, `FontChooserView`).
    static let fontChoiceWords: Set<String> = ["picker", "chooser", "selector", "selection"]

    /// True for a font handed to a call as a value inside a type named for picking fonts, or a
    /// type nested in one (`FontPicker.TextStylePicker`'s `styleButton(font: .systemFont(ofSize: 17, weight: .thin))`):
    /// an option the user applies to their own content (a view they design, a note they style),
    /// not the app's text. A font the picker sets on its own views (`label.font = …`) is still judged.
    static func isOfferedAsAChoice(_ font: FunctionCallExprSyntax) -> Bool {
        guard case .argument? = ExprSyntax(font).valueDestination else { return false }
        let types = sequence(first: Syntax(font), next: { $0.enclosingTypeDeclaration.map(Syntax.init) }).compactMap(\.enclosingTypeName)
        return types.contains { type in
            let words = Set(NameWords.split(type))
            return words.contains("font") && !words.isDisjoint(with: fontChoiceWords)
        }
    }

    /// The attributes dictionary a font is the value of (`[.font: font, .foregroundColor: …]`),
    /// looking through `as Any`, `!` and a `?? fallback` around the font.
    static func attributesDictionary(holding font: FunctionCallExprSyntax) -> DictionaryExprSyntax? {
        guard let element = sequence(first: Syntax(font), next: \.parent).prefix(5).lazy.compactMap({ $0.as(DictionaryElementSyntax.self) }).first,
              element.value.encloses(font) else { return nil }
        return element.parent?.parent?.as(DictionaryExprSyntax.self)
    }

    /// True for the font of text drawn into a one-line box of literal height that the font
    /// fills (`legend.draw(with: CGRect(x: x, y: 20, width: 20, height: 14), options: …,
    /// attributes: attrs, context: nil)` at 14pt) in a file that draws with Core Graphics: the
    /// label is laid out as part of a picture, a chart's legend, and a larger size would be
    /// clipped by the box. Every drawing the attributes reach must be such a box; text drawn
    /// at a point (`caption.draw(at:)`, a place name on a map pin) is still reported.
    static func fillsAOneLineSlot(_ font: FunctionCallExprSyntax, points: Double, _ file: SwiftFile) -> Bool {
        guard !file.index.calls(imageContextCalls + ["UIGraphicsGetCurrentContext"]).isEmpty,
              let attributes = attributesDictionary(holding: font) else { return false }
        func drawsInSlot(_ value: ExprSyntax) -> Bool {
            guard let argument = value.parent?.as(LabeledExprSyntax.self), ["attributes", "withAttributes"].contains(argument.label?.text),
                  let draw = argument.parent?.parent?.as(FunctionCallExprSyntax.self), draw.calleeName == "draw",
                  let box = (draw.argument("with") ?? draw.argument("in"))?.expression.as(FunctionCallExprSyntax.self),
                  box.calleeName == "CGRect", let height = box.argument("height")?.expression.numericLiteral else { return false }
            return height <= points * 1.5
        }
        if drawsInSlot(ExprSyntax(attributes)) { return true }
        // `var attrs = [...]`, read by the drawings of the same function (and changed in place: `attrs.updateValue(…)`).
        guard case .stored(let name, _, let scope?)? = ExprSyntax(attributes).valueDestination else { return false }
        let reads = file.index.references(within: scope).filter { $0.baseName.text == name && $0.position > attributes.endPosition }
        let drawings = reads.filter { drawsInSlot(ExprSyntax($0)) }
        return !drawings.isEmpty && reads.allSatisfy { read in
            drawings.contains { $0.id == read.id } || read.parent?.as(MemberAccessExprSyntax.self)?.base?.id == read.id
        }
    }

    /// True for a font in bar-button or inline-title attributes: `titleTextAttributes = [.font: …]`
    /// (a navigation bar's inline title, a bar appearance's buttons) or a bar button item's
    /// `setTitleTextAttributes([.font: …], for:)`. UIKit keeps bar chrome at one size and shows
    /// it enlarged in the Large Content Viewer; `largeTitleTextAttributes` do grow, and stay reported.
    static func isBarTitleAttribute(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let dictionary = attributesDictionary(holding: font) else { return holdsOnlyBarTitleFont(font, file) }
        return isBarTitleDictionary(dictionary, file)
    }

    /// True for a font a local holds (`let titleFont = UIFont(name: …, size: 18) ?? .boldSystemFont(ofSize: 18)`,
    /// `if let tabFont = UIFont(name: …, size: 10)`) when every later read of it in the function
    /// is the font of bar-title attributes (piraten-ios: the inline title and the tab bar items'
    /// titles of the bar appearances). A local also read for `largeTitleTextAttributes` stays reported.
    static func holdsOnlyBarTitleFont(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let clause = sequence(first: Syntax(font), next: \.parent).prefix(4).lazy.compactMap({ $0.as(InitializerClauseSyntax.self) }).first,
              clause.value.encloses(font) else { return false }
        let pattern = clause.parent?.as(PatternBindingSyntax.self)?.pattern ?? clause.parent?.as(OptionalBindingConditionSyntax.self)?.pattern
        guard let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.text,
              let function = font.enclosingFunction, let body = function.body else { return false }
        let reads = file.index.references(within: body).filter { $0.baseName.text == name && $0.position > clause.endPosition }
        return !reads.isEmpty && reads.allSatisfy { read in
            guard let element = sequence(first: Syntax(read), next: \.parent).prefix(4).lazy.compactMap({ $0.as(DictionaryElementSyntax.self) }).first,
                  element.value.encloses(read), let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self) else { return false }
            return isBarTitleDictionary(dictionary, file)
        }
    }

    /// `UIFont.boldSystemFont(ofSize: 18)` as the fallback of `UIFont(name: "Brand-Bold", size: 18) ?? …`:
    /// one font, judged once, at the named font (piraten-ios).
    static func isFallbackOfANamedFont(_ font: FunctionCallExprSyntax) -> Bool {
        guard font.calleeName != "UIFont", let list = font.parent?.as(ExprListSyntax.self),
              let index = list.firstIndex(where: { $0.id == font.id }), index != list.startIndex else { return false }
        let operatorIndex = list.index(before: index)
        guard list[operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", operatorIndex != list.startIndex,
              let named = list[list.index(before: operatorIndex)].as(FunctionCallExprSyntax.self) else { return false }
        return named.calleeName == "UIFont" && named.argument("name") != nil && named.argument("size") != nil
    }

    /// True for attributes set as bar-title attributes (see `isBarTitleAttribute`).
    static func isBarTitleDictionary(_ dictionary: DictionaryExprSyntax, _ file: SwiftFile) -> Bool {
        // `x.titleTextAttributes = [...]`, whatever `x` is (`UINavigationBar.appearance()`).
        if let target = ExprSyntax(dictionary).assignmentTarget {
            return target.lastNameComponent == "titleTextAttributes"
        }
        guard case .argument(let call, 0)? = ExprSyntax(dictionary).valueDestination, call.calleeName == "setTitleTextAttributes",
              let receiver = call.receiver else { return false }
        return namesABarItem(receiver, file)
    }

    /// True for a receiver that is a bar button item: `UIBarButtonItem.appearance()`,
    /// `navigationItem.rightBarButtonItem`, or a variable this file sets to `UIBarButtonItem(…)`.
    private static func namesABarItem(_ receiver: ExprSyntax, _ file: SwiftFile) -> Bool {
        if receiver.trimmedSourceText.lowercased().contains("barbuttonitem") { return true }
        guard let reference = receiver.as(DeclReferenceExprSyntax.self),
              let value = file.index.initialValue(of: reference)?.as(FunctionCallExprSyntax.self) else { return false }
        return value.calleeName == "UIBarButtonItem"
    }

    /// True for the font of a button or label that becomes a bar button item's `customView`
    /// (`UIBarButtonItem(customView: saveButton)`): set on it (`saveButton.titleLabel?.font`), in
    /// the lazy property that builds it, or in the configuration the same function gives it
    /// (`config.titleTextAttributesTransformer`, then `saveButton.configuration = config`).
    /// A bar item keeps its size like the system's bar buttons.
    static func isOnABarButtonsCustomView(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        func bare(_ path: String) -> String { path.hasPrefix("self.") ? String(path.dropFirst(5)) : path }
        // A bar item's custom view, or the view that stands in for the title (`navigationItem.titleView = button`).
        let customViews = file.index.barItemCustomViews.compactMap { view -> (name: String, item: Syntax)? in
            view.dottedPath.map { (bare($0), Syntax(view)) }
        } + file.index.memberAccesses("titleView").compactMap { member -> (name: String, item: Syntax)? in
            guard member.isAssigned, let view = ExprSyntax(member).assignedValue?.dottedPath else { return nil }
            return (bare(view), Syntax(member))
        }
        guard !customViews.isEmpty else { return false }
        if let property = font.enclosingScopeName, customViews.contains(where: { $0.name == property }) { return true }
        guard let function = font.enclosingFunction else { return false }
        // The custom views built in this function, and the values it assigns into their properties.
        var owned = Set(customViews.filter { function.encloses($0.item) }.map(\.name))
        guard !owned.isEmpty else { return false }
        let references = file.index.references(within: function)
        var grew = true
        while grew {
            grew = false
            for reference in references where !owned.contains(reference.baseName.text) && Self.isPlaced(reference, into: owned) {
                owned.insert(reference.baseName.text)
                grew = true
            }
        }
        // The font, or a closure or call holding it, is stored into one of them.
        var current: Syntax? = Syntax(font)
        while let node = current, node.id != Syntax(function).id {
            if let expression = node.as(ExprSyntax.self), case .stored(_, let path, _)? = expression.valueDestination,
               let root = path.split(separator: ".").first, owned.contains(String(root)) {
                return true
            }
            // `saveButton.titleLabel?.font = …`, whose optional chain has no plain path.
            if let target = node.as(ExprSyntax.self)?.assignmentTarget, let root = rootName(of: target), owned.contains(root) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// True when a reference puts its view into one of `views`: assigned into a property of
    /// one, written in the value one is built from (`let stack = UIStackView(arrangedSubviews:
    /// [upperLabel, lowerLabel])`), or added as its subview (`stack.addArrangedSubview(label)`).
    private static func isPlaced(_ reference: DeclReferenceExprSyntax, into views: Set<String>) -> Bool {
        switch ExprSyntax(reference).valueDestination {
        case .stored(_, let path, _)? where path.contains("."):
            return path.split(separator: ".").first.map { views.contains(String($0)) } ?? false
        case .argument(let call, _)? where ["addSubview", "addArrangedSubview"].contains(call.calleeName ?? ""):
            return call.receiver.flatMap { rootName(of: $0) }.map(views.contains) ?? false
        default:
            guard let binding = reference.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) }),
                  binding.initializer?.encloses(reference) == true else { return false }
            return views.contains(binding.pattern.trimmedSourceText)
        }
    }

    /// True for `button.titleLabel?.font = …` on a button the file gives an image and never a
    /// title (`setTitle`, `setAttributedTitle`, a configuration's `title`): an image-only button
    /// shows no text in that font. So is one whose every title, where its font is set, is a
    /// symbol (`"▾"`): a glyph drawn with a font, as an icon is.
    static func fontsAnUntitledButton(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        // `button.titleLabel?.font`: the title label of another view, not a label named titleLabel.
        guard let fontMember = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), fontMember.declName.baseName.text == "font",
              var base = fontMember.base else { return false }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        guard let titleLabel = base.as(MemberAccessExprSyntax.self), titleLabel.declName.baseName.text == "titleLabel",
              let owner = titleLabel.base, owner.as(DeclReferenceExprSyntax.self)?.baseName.text != "self",
              let button = rootName(of: owner) else { return false }
        func called(_ names: String...) -> Bool {
            file.index.calls(names).contains { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { rootName(of: $0) } == button }
        }
        // An image set on it, and no title anywhere in the file.
        let titled = called("setTitle", "setAttributedTitle") || file.index.memberAccesses("title", "attributedTitle").contains { member in
            member.isAssigned && member.base.flatMap { rootName(of: $0) } == button
        }
        if called("setImage") && !titled { return true }
        // Every title it gets where the font is set is a symbol (`setTitle("▾", for: .normal)`):
        // a glyph drawn as text. Read in the closure or function around the font, since a
        // variable of the same name elsewhere may be another button.
        guard let scope = font.ancestorClosure.map(Syntax.init) ?? font.enclosingFunction.map(Syntax.init) else { return false }
        let titles = file.index.calls(["setTitle", "setAttributedTitle"], inside: scope).filter { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { rootName(of: $0) } == button
        }
        return !titles.isEmpty && titles.allSatisfy { title in
            title.calleeName == "setTitle" && title.arguments.first?.expression.as(StringLiteralExprSyntax.self).map(SwiftUIFixedFontSize.isOnlyGlyphs) == true
        }
    }

    /// The variable a member chain starts from: `saveButton` in `self.saveButton.titleLabel?.font`.
    private static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return nil
            }
        }
    }

    /// True when the fixed size is the ceiling of a scaled font: returned under a condition
    /// that reads the text-style font's `pointSize` (`if preferred.pointSize > 28 { return
    /// .systemFont(ofSize: 28) }`), so the text follows the reader's size up to the cap.
    static func capsAScaledFont(_ font: FunctionCallExprSyntax) -> Bool {
        if Ternary.branchesHolding(font).contains(where: { $0.conditionText.contains("pointSize") }) { return true }
        var current = font.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let branch = node.as(IfExprSyntax.self), branch.conditions.trimmedDescription.contains("pointSize") { return true }
            current = node.parent
        }
        return false
    }

    /// Words that name output on paper, where the reader's text size does not apply.
    static let printWords: Set<String> = ["print", "printing", "printed", "pdf"]

    /// Words in the names of fonts that hold icons rather than letters: FontAwesome,
    /// Ionicons, Material Icons, Glyphicons, Material Symbols, Fontello, Entypo, IcoMoon.
    static let iconFontWords = ["awesome", "icon", "glyph", "symbols", "fontello", "entypo", "icomoon"]

    /// True for `UIFont(name: "FontAwesome", size: 18)`: an icon font draws pictograms sized
    /// as artwork, as an SF Symbol image is, not text a reader's size setting applies to.
    static func isIconFont(_ font: FunctionCallExprSyntax) -> Bool {
        guard font.calleeName == "UIFont", let name = font.argument("name")?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.lowercased() else { return false }
        return iconFontWords.contains(where: name.contains)
    }

    /// Name words of a value that holds one emoji or symbol.
    static let glyphWords: Set<String> = ["emoji", "glyph", "symbol", "icon"]

    /// Name words of a view type that draws a picture: an image, an avatar, a logo.
    static let artworkTypeWords: Set<String> = ["image", "icon", "avatar", "logo", "thumbnail"]

    /// True for the font of a label that shrinks to fit (`adjustsFontSizeToFitWidth = true`)
    /// inside a view type named for a picture (`TokenImageView`, `AvatarView`): a token's
    /// symbol or a monogram drawn as part of a fixed-size icon, which grows with the icon and
    /// not with text size (alphawallet-ios TokenImageView's symbol over the token image).
    static func shrinksIntoArtwork(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let type = font.enclosingTypeName, !Set(NameWords.split(type)).isDisjoint(with: artworkTypeWords),
              let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let owner = target.base?.trimmedSourceText, let body = font.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: body).contains { access in
            access.declName.baseName.text == "adjustsFontSizeToFitWidth" && access.base?.trimmedSourceText == owner
                && access.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    /// Name words of a view type that shows words even inside an emoji picker: its section headers and titles.
    static let textHolderWords: Set<String> = ["header", "footer", "section", "title"]

    /// Name words of a view that shows one emoji or icon glyph. Not "symbol": a currency
    /// symbol's label is read beside its amount.
    static let glyphHolderWords: Set<String> = ["emoji", "glyph", "icon"]

    /// True for the font of a label the file only ever gives emoji or symbols
    /// (`emoji.text = "😞"`; `emoji.font = .systemFont(ofSize: 60)`), or of an attributed run
    /// whose string is one (`NSAttributedString(string: emoji, …)`): a glyph sized as artwork,
    /// as `Text("🎉")` is in SwiftUI.
    static func fontsAGlyphLabel(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        if isIconFont(font) { return true }
        if let run = font.enclosingCall(named: ["NSAttributedString", "NSMutableAttributedString"]),
           run.argument("attributes")?.encloses(font) == true, let string = run.argument("string")?.expression {
            // A run of one emoji or symbol: `NSAttributedString(string: emoji, attributes: [.font: …])`.
            if let literal = string.as(StringLiteralExprSyntax.self) { return SwiftUIFixedFontSize.isOnlyGlyphs(literal) }
            return string.as(DeclReferenceExprSyntax.self).map { !Set(NameWords.split($0.baseName.text)).isDisjoint(with: glyphWords) } ?? false
        }
        guard let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let owner = target.base?.trimmedSourceText else { return false }
        // A view named for its glyph (`emojiTextField`, `iconLabel`), or any label of a view type
        // named for emoji (`ReactionStrip.EmojiView`): a picked emoji shown as an icon.
        // The local a property's builder closure configures counts under the property's name
        // (`let emojiLabel: UILabel = { let label = UILabel(); label.font = …; return label }()`).
        let ownerNames = [target.base?.lastNameComponent, target.base?.lastNameComponent.flatMap { property(storing: $0, builtAround: font) }]
        if ownerNames.contains(where: { $0.map { !Set(NameWords.split($0)).isDisjoint(with: glyphHolderWords) } ?? false }) { return true }
        // A header or title of an emoji picker (`EmojiPickerSectionHeader`) shows words, not an emoji.
        if let type = font.enclosingTypeName, case let words = NameWords.split(type), words.contains("emoji"),
           words.allSatisfy({ !Self.textHolderWords.contains($0) }) { return true }
        let texts = file.index.memberAccesses("text").filter { $0.isAssigned && $0.base?.trimmedSourceText == owner }
        guard !texts.isEmpty else { return false }
        return texts.allSatisfy { access in
            guard let value = access.parent?.as(ExprListSyntax.self)?.last?.as(StringLiteralExprSyntax.self) else { return false }
            return SwiftUIFixedFontSize.isOnlyGlyphs(value)
        }
    }

    /// True for a font in the `attributes` of a call that names, in another argument, the text
    /// they apply to, and that text is only symbols: a literal (`"●"`) or a constant holding one
    /// (`decorate(textToDecorate: badgeDot, attributes: [.font: …])`). A dot or bullet is a mark.
    static func fontsASymbolRun(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let run = font.ancestorInCodeBody(where: { $0.as(FunctionCallExprSyntax.self)?.argument("attributes")?.encloses(font) == true })?
            .as(FunctionCallExprSyntax.self) else { return false }
        return run.arguments.contains { argument in
            guard argument.label?.text != "attributes" else { return false }
            let literal = argument.expression.as(StringLiteralExprSyntax.self)
                ?? argument.expression.as(DeclReferenceExprSyntax.self).flatMap { file.index.constantValue(of: $0)?.as(StringLiteralExprSyntax.self) }
            return literal.map(SwiftUIFixedFontSize.isOnlyGlyphs) ?? false
        }
    }

    /// The property a builder closure stores the local it returns in: `emojiLabel` for
    /// `let emojiLabel: UILabel = { let label = UILabel(); …; return label }()`.
    static func property(storing local: String, builtAround node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let step = current, !step.is(FunctionDeclSyntax.self) {
            if let closure = step.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                      closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == local,
                      case .stored(let name, _, nil)? = ExprSyntax(call).valueDestination else { return nil }
                return name
            }
            current = step.parent
        }
        return nil
    }

    /// What a font tells about its size: read from a font that is never set on anything.
    static let fontMetrics: Set<String> = ["lineHeight", "pointSize", "ascender", "descender", "capHeight", "xHeight", "leading"]

    /// True for an expression compared with `nil` in place (`x != nil`, `nil == x`), folded
    /// or not: only whether it exists is read.
    static func isComparedWithNil(_ expression: ExprSyntax) -> Bool {
        func isEquality(_ node: some SyntaxProtocol) -> Bool {
            ["==", "!="].contains(node.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }
        if let infix = expression.parent?.as(InfixOperatorExprSyntax.self), isEquality(infix.operator) {
            return [infix.leftOperand, infix.rightOperand].contains { $0.is(NilLiteralExprSyntax.self) }
        }
        guard let list = expression.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }) else { return false }
        let after = index + 2 < elements.count && isEquality(elements[index + 1]) && elements[index + 2].is(NilLiteralExprSyntax.self)
        let before = index >= 2 && isEquality(elements[index - 1]) && elements[index - 2].is(NilLiteralExprSyntax.self)
        return after || before
    }

    /// Name words of a call that measures text rather than showing it: `size(withAttributes:)`,
    /// `boundingRect(with:options:context:)`, a helper such as `heightForView(withWidth:)`.
    static let measuringWords: Set<String> = ["size", "height", "width", "bounding", "rect"]

    /// True for the font of text that is only measured, never shown: the attributes of
    /// `size(withAttributes:)` or `boundingRect(…attributes:…)`, a font passed straight to a
    /// measuring helper (`title.width(font: .systemFont(ofSize: 12))` sizing a SwiftUI frame),
    /// or of an attributed string kept in a local that only measuring calls read
    /// (`string.heightForView(withWidth:)`), or one whose metric is read in place
    /// (`.lineHeight`), or of a label made in a function only to be measured (`setsANeverShownLabel`).
    /// The font that shows the text is set where the text is shown. A setter
    /// (`setFontSize(…)`) is not a measure.
    static func onlyMeasures(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        func measures(_ name: String?) -> Bool { !Set(NameWords.split(name ?? "")).isDisjoint(with: measuringWords) }
        if setsANeverShownLabel(font, file) { return true }
        // A metric read off the font in place (`UIFont.systemFont(ofSize: 44).lineHeight` sizing a frame).
        if let metric = font.parent?.as(MemberAccessExprSyntax.self), metric.base?.id == ExprSyntax(font).id,
           fontMetrics.contains(metric.declName.baseName.text) {
            return true
        }
        // A named font built only to test that it exists (`UIFont(name: name, size: 13) != nil`).
        if isComparedWithNil(ExprSyntax(font)) { return true }
        if let call = font.enclosingCall(named: ["size", "boundingRect"]),
           call.arguments.contains(where: { ["withAttributes", "attributes"].contains($0.label?.text) && $0.encloses(font) }) {
            return true
        }
        if case .argument(let helper, _)? = ExprSyntax(font).valueDestination, let name = helper.calleeName,
           NameWords.split(name).first != "set", measures(name) {
            return true
        }
        // A font kept in a local that only a measure's attributes read, straight or through a
        // dictionary local (`let font = …; let attributes = [.font: font]; text.boundingRect(…,
        // attributes: attributes, …)`): sizing a SwiftUI editor whose own font shows the text.
        if case .stored(let local, _, let scope?)? = ExprSyntax(font).valueDestination,
           feedsOnlyMeasures(local, after: Syntax(font), in: scope, file, depth: 0) {
            return true
        }
        guard let run = font.enclosingCall(named: ["NSAttributedString", "NSMutableAttributedString"]),
              run.argument("attributes")?.encloses(font) == true,
              case .stored(let local, _, let scope?)? = ExprSyntax(run).valueDestination else { return false }
        let reads = file.index.references(within: scope).filter { $0.baseName.text == local && $0.position > run.endPosition }
        return !reads.isEmpty && reads.allSatisfy { reference in
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                  member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id else { return false }
            return measures(member.declName.baseName.text)
        }
    }

    /// True when every later read of `local` in `scope` is inside the attributes of a measure
    /// (`size(withAttributes:)`, `boundingRect(…attributes:…)`), or is a value of a dictionary
    /// literal kept in a local whose reads are (one step deep).
    static func feedsOnlyMeasures(_ local: String, after node: Syntax, in scope: Syntax, _ file: SwiftFile, depth: Int) -> Bool {
        // A member's name (`.font` of `NSAttributedString.Key.font`) is no read of the local.
        let reads = file.index.references(within: scope).filter { reference in
            reference.baseName.text == local && reference.position >= node.endPosition
                && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
        return !reads.isEmpty && reads.allSatisfy { reference in
            if let call = reference.enclosingCall(named: ["size", "boundingRect"]),
               call.arguments.contains(where: { ["withAttributes", "attributes"].contains($0.label?.text) && $0.encloses(reference) }) {
                return true
            }
            guard depth == 0, let element = reference.parent?.as(DictionaryElementSyntax.self), element.value.id == ExprSyntax(reference).id,
                  let dictionary = element.parent?.parent?.as(DictionaryExprSyntax.self),
                  case .stored(let next, _, let nextScope?)? = ExprSyntax(dictionary).valueDestination else { return false }
            return feedsOnlyMeasures(next, after: Syntax(dictionary), in: nextScope, file, depth: depth + 1)
        }
    }

    /// True for the font set on a label a function makes only to size text (`let sizing = UILabel()`,
    /// then `sizing.sizeToFit()` and its `bounds` read): a local that is only ever the receiver
    /// of its own members is handed to no view, stored nowhere and returned by nothing, so it
    /// never shows (ios-kdrive InvitedUserTableViewCell measuring its chips).
    static func setsANeverShownLabel(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard case .stored("font", let path, _)? = ExprSyntax(font).valueDestination,
              let function = font.enclosingFunction, let body = function.body else { return false }
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count == 2, let name = parts.first else { return false }
        let bindings = file.index.variables.filter { body.encloses($0) }.flatMap(\.bindings).filter { $0.pattern.trimmedSourceText == name }
        guard bindings.count == 1, bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName == "UILabel" else { return false }
        return file.index.references(within: Syntax(body)).filter { $0.baseName.text == name }.allSatisfy { reference in
            reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(reference).id
        }
    }

    /// Name words of a call that reads a font's file rather than drawing with it:
    /// `UIFont.data(from:)`, `CTFontCopyTable(…)`.
    static let fontFileWords: Set<String> = ["data", "table"]

    /// True for a font kept in a local (`let font = …`, `if let font = …`) that is only handed
    /// to calls reading its file: the bytes served to a web view (codeapp WebViewBase,
    /// `UIFont.data(from: font)` behind a `fonts://` scheme). The size is only what the
    /// initializer needs; no text is drawn with this font.
    static func onlyExportsFontData(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        var value = Syntax(font)
        while let parent = value.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) { value = parent }
        guard let clause = value.parent?.as(InitializerClauseSyntax.self),
              let pattern = clause.parent?.as(OptionalBindingConditionSyntax.self)?.pattern ?? clause.parent?.as(PatternBindingSyntax.self)?.pattern,
              let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let scope = font.enclosingCodeBody else { return false }
        let reads = file.index.references(within: scope).filter { $0.baseName.text == name && $0.position > font.endPosition }
        return !reads.isEmpty && reads.allSatisfy { reference in
            guard case .argument(let call, _)? = ExprSyntax(reference).valueDestination, let callee = call.calleeName else { return false }
            return !Set(NameWords.split(callee)).isDisjoint(with: fontFileWords)
        }
    }

    /// Calls that open a bitmap context: what is drawn after them becomes a picture.
    static let imageContextCalls = ["UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsImageRenderer"]

    /// True for the font of an attributed string drawn into an image by watch code, in a file
    /// that opens a bitmap context and hands no attributed text to a view (a complication's
    /// chart labels): the text is part of a picture sized to the complication's fixed slot.
    /// On the phone such text (a city's name baked into a map pin) is still read, and reported.
    static func drawsTextIntoImage(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard file.target.kind == .watchApp, let run = font.enclosingCall(named: ["NSAttributedString", "NSMutableAttributedString"]),
              run.argument("attributes")?.encloses(font) == true,
              !file.index.calls(imageContextCalls).isEmpty, !file.index.memberAccesses("draw").isEmpty else { return false }
        return file.index.memberAccesses("attributedText", "attributedTitle", "attributedPlaceholder").isEmpty
            && file.index.calls("setAttributedTitle").isEmpty
    }

    /// True for a font in a bitmap drawing (the closure of a renderer's `image { … }`, or a
    /// function that opens an image context) where every string drawn with attributes is a
    /// glyph named so (`NSString(string: icon).draw(in:withAttributes:)`): an emoji baked into
    /// a map pin is part of the picture and sized with it. Any other drawn string is read, and
    /// keeps the font reported (a place name on a pin).
    static func drawsAGlyphIntoImage(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard !file.index.calls(imageContextCalls).isEmpty else { return false }
        let drawing = sequence(first: Syntax(font), next: \.parent).first { node in
            if let closure = node.as(ClosureExprSyntax.self) { return closure.invokingCall?.calleeName == "image" }
            guard let function = node.as(FunctionDeclSyntax.self) else { return false }
            return file.index.calls(within: function).contains { imageContextCalls.contains($0.calleeName ?? "") }
        }
        guard let drawing else { return false }
        func isGlyph(_ expression: ExprSyntax?, depth: Int = 0) -> Bool {
            guard let reference = expression?.as(DeclReferenceExprSyntax.self) else { return false }
            if !Set(NameWords.split(reference.baseName.text)).isDisjoint(with: glyphWords) { return true }
            // `let iconString = NSString(string: icon)`
            guard depth == 0, let made = file.index.constantValue(of: reference)?.as(FunctionCallExprSyntax.self),
                  ["NSString", "NSAttributedString", "NSMutableAttributedString"].contains(made.calleeName ?? "") else { return false }
            return isGlyph(made.argument("string")?.expression, depth: 1)
        }
        let drawn = file.index.memberAccesses(within: drawing).filter { member in
            guard member.declName.baseName.text == "draw", let call = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.argument("withAttributes") != nil || call.argument("attributes") != nil
        }
        return !drawn.isEmpty && drawn.allSatisfy { isGlyph($0.base) }
    }

    /// True for the font of a view the same function draws into an image
    /// (`label.layer.render(in: context)`, `label.drawHierarchy(in:afterScreenUpdates:)`): an
    /// offscreen label turned into artwork, such as a letter favicon, sized as the picture is.
    static func fontsAViewDrawnAsImage(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let view = target.base.flatMap({ rootName(of: $0) }), let function = font.enclosingFunction else { return false }
        return file.index.memberAccesses(within: function).contains { member in
            ["render", "drawHierarchy"].contains(member.declName.baseName.text) && member.base.flatMap { rootName(of: $0) } == view
        }
    }

    /// True for a UIKit font set on a Swift `AttributedString` (`name[range].font = .boldSystemFont(ofSize: 17)`)
    /// in a file that never makes an `NSAttributedString` of anything: UIKit views show only
    /// `NSAttributedString`, and SwiftUI's `Text` ignores the UIKit font attribute, so the size never reaches the screen.
    static func fontsANeverBridgedAttributedString(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              var base = target.base?.strippingOptionality else { return false }
        if let subscripted = base.as(SubscriptCallExprSyntax.self) { base = subscripted.calledExpression.strippingOptionality }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declared = file.declaredVariables[name], declared.allSatisfy({ $0.typeName == "AttributedString" }) else { return false }
        return file.index.calls("NSAttributedString", "NSMutableAttributedString").isEmpty
    }

    /// True for the font of a view the same function hides and never shows (`measureView.isHidden = true`,
    /// no other value assigned): a copy kept to measure text, which nobody reads.
    static func fontsAHiddenView(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let target = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
              let owner = target.base?.trimmedSourceText else { return false }
        // Within the same function or closure: another builder's local `view` is another view.
        func scope(_ node: some SyntaxProtocol) -> SyntaxIdentifier? { node.enclosingCodeBody?.id }
        let fontScope = scope(font)
        let visibility = file.index.memberAccesses("isHidden").filter { $0.isAssigned && $0.base?.trimmedSourceText == owner }
        // Hidden beside the font, and never shown anywhere in the file.
        return visibility.contains { scope($0) == fontScope } && visibility.allSatisfy { access in
            access.parent?.as(ExprListSyntax.self)?.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    /// True for a font of printed output: in a file, type or function named for printing or
    /// a PDF (`appendPrintTitle`, `PrintDocVisitor`).
    static func setsPrintedText(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let names = [fileName, font.enclosingTypeName, font.enclosingScopeName].compactMap { $0 }
        return names.contains { !Set(NameWords.split($0)).isDisjoint(with: printWords) }
    }

    /// True for the font of a navigation bar's custom title view: a view type named `…TitleView`,
    /// a property named `titleView` that the file sets as `navigationItem.titleView`, or a label
    /// set as the title view or arranged in the stack view that is. Bar titles keep their size
    /// at every text size, as the system's do.
    static func titlesANavigationBar(_ font: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        if font.enclosingTypeName?.hasSuffix("TitleView") == true { return true }
        let titleViews = file.index.memberAccesses("titleView").filter { access in
            access.isAssigned && access.base?.trimmedSourceText.hasSuffix("navigationItem") == true
        }
        if font.enclosingScopeName == "titleView" { return !titleViews.isEmpty }
        // A label the bar shows: set as the title view, or arranged in the stack view that is
        // (`UIStackView(arrangedSubviews: [iconView, nameLabel])`).
        guard let label = ExprSyntax(font).assignmentTarget?.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent else { return false }
        let shown = Set(titleViews.compactMap { ExprSyntax($0).assignedValue?.lastNameComponent })
        if shown.contains(label) { return true }
        return file.index.calls(["UIStackView"]).contains { stack in
            guard let views = stack.argument("arrangedSubviews")?.expression.as(ArrayExprSyntax.self),
                  views.elements.contains(where: { $0.expression.lastNameComponent == label }),
                  let holder = ExprSyntax(stack).assignmentTarget?.lastNameComponent else { return false }
            return shown.contains(holder)
        }
    }

    /// True when the view whose `font` is at `fontPath` also gets an `attributedText`, in a
    /// type that builds text-style fonts (`preferredFont(forTextStyle:)`), or in a type whose
    /// attributed strings carry fonts of their own (`[.font: mono]`) when the file never gives
    /// that view plain `text`: a view showing an attributed string takes its font from the
    /// string, so the font set first never shows (the string's fonts are judged where written).
    static func setsTextStyleAttributedText(besideFont fontPath: String, _ file: SwiftFile) -> Bool {
        let view = fontPath.split(separator: ".").dropLast().joined(separator: ".")
        func path(_ member: String) -> String { view.isEmpty ? member : view + "." + member }
        func assignments(_ member: String) -> [Syntax] {
            var found: [Syntax] = file.index.memberAccesses(member).filter { access in
                access.isAssigned && !(ExprSyntax(access).assignedValue?.is(NilLiteralExprSyntax.self) ?? false)
                    && (ExprSyntax(access).dottedPath ?? "").replacingOccurrences(of: "self.", with: "") == path(member)
            }.map(Syntax.init)
            if view.isEmpty {
                found += file.index.references(member).filter { ExprSyntax($0).isAssigned }.map(Syntax.init)
            }
            return found
        }
        let settings = assignments("attributedText")
        guard !settings.isEmpty else { return false }
        if settings.contains(where: { setting in
            setting.enclosingTypeDeclaration.map { !file.index.calls(["preferredFont"], inside: $0).isEmpty } ?? false
        }) { return true }
        guard assignments("text").isEmpty else { return false }
        return settings.contains { setting in
            guard let type = setting.enclosingTypeDeclaration else { return false }
            // A `.font` key of an attributes dictionary inside the same type.
            return file.index.memberAccesses(within: type).contains { access in
                access.declName.baseName.text == "font" && access.parent?.as(DictionaryElementSyntax.self)?.key.id == ExprSyntax(access).id
            }
        }
    }

    /// Words of a function name that say it scales a font for Dynamic Type: `scaledFont()`,
    /// `Typography.dynamic(_:)`, `withMetrics(_:)`.
    static let scalingWords: Set<String> = ["scaled", "scale", "scaling", "dynamic", "metrics"]

    static func namesScaling(_ name: String?) -> Bool {
        !scalingWords.isDisjoint(with: NameWords.split(name ?? ""))
    }

    /// The calls chained on a value: `withSize` and `scaled` in `font.withSize(20).scaled()`.
    private static func chainedCalls(on value: ExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(value)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                calls.append(call)
                current = parent
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        return calls
    }

    /// Where code reads `name` inside `scope`: `base`, `self.base`, or the call `base()`.
    private static func uses(of name: String, in scope: some SyntaxProtocol, _ file: SwiftFile) -> [ExprSyntax] {
        file.index.references(within: scope).filter { $0.baseName.text == name }.compactMap { reference -> ExprSyntax? in
            let node = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return member.base?.trimmedSourceText == "self" && !member.isAssigned ? ExprSyntax(member) : nil
            }
            if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return ExprSyntax(call) }
            return node.isAssigned ? nil : node
        }
    }

    /// `systemFont(ofSize:)` at a text style's own size, set as a view's `font`, becomes that
    /// style, which looks the same at the default size. Any other size or font gets no fix,
    /// since the nearest style would change the design, and neither does a font kept in a
    /// local or passed to a call: it may measure text (`size(withAttributes:)`) whose size
    /// must match what is drawn.
    private func fix(_ call: FunctionCallExprSyntax, points: Double, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        guard case .stored("font", let path, let scope)? = ExprSyntax(call).valueDestination, path.contains(".") || scope == nil else { return nil }
        guard call.calleeName == "systemFont", call.argumentLabels == ["ofSize"], style.points == points,
              call.calleePath == "UIFont.systemFont" || call.calleePath == ".systemFont" else { return nil }
        let base = call.calleePath == "UIFont.systemFont" ? "UIFont" : ""
        return Fix("Use the .\(style.uiKit) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia),
            replacement: "\(base).preferredFont(forTextStyle: .\(style.uiKit))")])
    }
}
