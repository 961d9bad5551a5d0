import Foundation
import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// A label, button, text field or text view in a storyboard or xib whose font is a fixed
/// size (`<fontDescription type="system" pointSize="13"/>`, or a custom font by `name`)
/// instead of a text style (`style="UICTFontTextStyleBody"`): Dynamic Type cannot scale it.
///
/// Judged element by element, as `type-scale.uikit-fixed-size` judges fonts in Swift, and
/// reported once per document, at its first fixed font, with the lines of the others. An
/// element is left alone when code replaces its font: an outlet to it whose `font`,
/// `attributedText`, `adjustsFontForContentSizeCategory` or title is set in Swift, or in the
/// owner's Objective-C (`self.titleLabel.font = …` in its `@implementation`, or a category
/// method the owner sends the outlet that sets `self.font`; a fixed font written there,
/// `systemFontOfSize:`, keeps the text fixed, any other font, such as a design system's
/// `[SRGFont fontWithStyle:…]`, replaces the document's) (any
/// property of the outlet's name counts), or its own class (or a superclass the project
/// declares) setting those on itself. A button without a title or whose title is one symbol
/// (`+`), a label that shows only emoji or symbols, an element with attributed text, a view standing in for a navigation
/// bar's title and a large display figure that shrinks to fit its width are left alone too,
/// as in Swift, and so is a placeholder in a stack view whose arranged subviews code removes
/// to add its own. A font named for icons (`MaterialIcons-Regular`, `FontAwesome`) draws
/// glyphs, which are artwork, and a label whose outlet or Interface Builder name says it holds
/// initials (`initialsLabel`) is a monogram in an avatar of fixed size. A library's label that
/// the document gives a style by name at run time (`styleName` on an `IKLabel`) takes its font
/// from that style. A document named for
/// debugging (`Debug.storyboard`, `DeveloperMenu.xib`) is a developer's tool, not a screen
/// people read. A label whose owner's shipping code hides its outlet (`isHidden = true`) while
/// only code the store build leaves out shows it (`#if DOGFOOD || DEBUG`) is never read, nor is
/// one the document hides (`hidden="YES"` on it or a view around it) that no code shows, nor one
/// wired only to outlets a library's controller declares (`isLibraryOutlet`), whose code is unseen.
/// Launch screens and documents for other platforms are not read.
/// Known false positives: fonts replaced by code that reaches the view without an outlet
/// (a loop over `view.subviews`), or by an outlet of another name.
struct InterfaceBuilderFixedFontSize: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "type-scale.ib-fixed-size",
        ruleId: "type-scale",
        summary: "A storyboard or xib label, button or text field with a fixed-size font instead of a text style",
        triggering: [
            // The same label when the Release configuration defines the condition: the store build shows it.
            CheckExample(files: XcodeProjectExamples.compilationConditions(release: "QA_TOOLS", files: [
                ("App/SettingsViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController">
                            <connections>
                                <outlet property="flagLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Feature Flag" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/SettingsViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = SettingsViewController(nibName: "SettingsViewController", bundle: nil)
                        return true
                    }
                }
                final class SettingsViewController: UIViewController {
                    @IBOutlet weak var flagLabel: UILabel!
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        #if QA_TOOLS || DEBUG
                        flagLabel.isHidden = false
                        flagLabel.text = "flags: on"
                        #else
                        flagLabel.isHidden = true
                        #endif
                    }
                }
                """),
            ])),
            // The same scene once the project's class declares the outlet: its own label, in a fixed font.
            Self.libraryScene(declaresOutlet: true),
            // A status row the xib hides, which code shows through its outlet.
            Self.hiddenStatusRow(shownByCode: true),
            // A label hidden only when its value is missing: whenever the value is there, it shows in its fixed font.
            CheckExample(files: [
                ("App/AboutViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AboutViewController">
                            <connections>
                                <outlet property="buildLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Build 0" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/AboutViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = AboutViewController(nibName: "AboutViewController", bundle: nil)
                        return true
                    }
                }
                final class AboutViewController: UIViewController {
                    @IBOutlet weak var buildLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String {
                            buildLabel.text = "Build \\(build)"
                        } else {
                            buildLabel.isHidden = true
                        }
                    }
                }
                """),
            ]),
            // The same package once the app links its product: its header shows.
            CheckExample(files: [
                ("Planner/App.swift", "import SwiftUI\nimport AppFeature\n@main struct PlannerApp: App { var body: some Scene { WindowGroup { RootView() } } }\n"),
                (PrivacyExamples.path, PrivacyExamples.linking(PrivacyExamples.project(sources: ["App.swift"], resources: []), product: "Supporters")),
                ("Packages/Planner/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Planner\", products: [.library(name: \"AppFeature\", targets: [\"AppFeature\"])], targets: [.target(name: \"AppFeature\")])\n"),
                ("Packages/Planner/Sources/AppFeature/RootView.swift", "import SwiftUI\npublic struct RootView: View { public init() {}; public var body: some View { Text(\"Plans\") } }\n"),
                ("Packages/Supporters/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Supporters\", products: [.library(name: \"Supporters\", targets: [\"SupportersUI\"])], targets: [.target(name: \"SupportersUI\", resources: [.process(\"Resources\")])])\n"),
                ("Packages/Supporters/Sources/SupportersUI/SupportersViewController.swift", "import UIKit\npublic final class SupportersViewController: UICollectionViewController {\n    public override func viewDidLoad() {\n        super.viewDidLoad()\n        collectionView.register(UINib(nibName: \"SupportersHeaderView\", bundle: .module), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"Header\")\n    }\n}\npublic final class SupportersHeaderView: UICollectionReusableView {}\n"),
                ("Packages/Supporters/Sources/SupportersUI/Resources/SupportersHeaderView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <collectionReusableView reuseIdentifier="Header" id="h1" customClass="SupportersHeaderView" customModule="SupportersUI">
                            <subviews>
                                <label text="Thank you" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </collectionReusableView>
                    </objects>
                </document>
                """),
            ]),
            // A cell nib code registers by its name in a string: its cells show.
            CheckExample(files: [
                ("App/Shelf/ShelfCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <tableViewCell id="c1" customClass="ShelfCell" customModule="App" customModuleProvider="target">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Title" id="l1">
                                        ↓<fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/Shelf/ShelfCell.swift", "import UIKit\nfinal class ShelfCell: UITableViewCell {}\n"),
                ("App/Shelf/ShelfViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = ShelfViewController()
                        return true
                    }
                }
                final class ShelfViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UINib(nibName: "ShelfCell", bundle: nil), forCellReuseIdentifier: "shelf")
                    }
                }
                """),
            ]),
            // The storyboard is loaded whole, so its initial scene (the settings table) shows.
            CheckExample(files: [
                ("App/Base.lproj/Settings.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController title="Settings" id="legacy1" customClass="SettingsViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <sections>
                                            <tableViewSection id="sec1">
                                                <cells>
                                                    <tableViewCell id="cell1">
                                                        <tableViewCellContentView key="contentView" id="cv1">
                                                            <subviews>
                                                                <label text="Respect Silent Mode" id="l1">
                                                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                        <connections>
                                                            <segue destination="sync1" kind="show" id="g1"/>
                                                        </connections>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <tableViewController storyboardIdentifier="syncStatus" id="sync1" customClass="SyncStatusViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="tv2">
                                        <subviews>
                                            <label text="Last synced" id="l2">
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            </label>
                                        </subviews>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s3">
                            <objects>
                                <navigationController id="nav1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="legacy1" kind="relationship" relationship="rootViewController" id="g2"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/GamesViewController.swift", """
                final class GamesViewController: UIViewController {
                    @IBAction private func showSettings(_ sender: Any) {
                        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                        present(storyboard.instantiateInitialViewController()!, animated: true)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="TripViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Departure" id="l1">
                                                ↓<fontDescription key="fontDescription" type="system" pointSize="13"/>
                                            </label>
                                            <label text="Gate 12" id="l2">
                                                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="22"/>
                                            </label>
                                            <button buttonType="system" id="b1">
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                                <state key="normal" title="Check in"/>
                                            </button>
                                            <textField placeholder="Booking code" id="t1">
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            </textField>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // One finding per document, at its first fixed font: a text field in a custom font.
            CheckExample(files: [
                ("App/BookingView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="v1" customClass="BookingView">
                            <subviews>
                                <textField placeholder="Booking code" id="t1">
                                    ↓<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="16"/>
                                </textField>
                                <button buttonType="system" id="b1">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                    <state key="normal" title="Find"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // An Objective-C cell that builds attributed text from its label's own font or attributed text keeps the document's size.
            CheckExample(files: [
                ("App/MemberCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="MemberCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Name" id="l1">
                                        ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="userLabel" destination="l1" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/MemberCell.m", """
                @implementation MemberCell

                - (void)render:(Member *)member
                {
                    UIFont *font = self.userLabel.font;
                    NSDictionary *attributes = @{ NSFontAttributeName: font, NSForegroundColorAttributeName: UIColor.grayColor };
                    [self.userLabel setAttributedText:[[NSAttributedString alloc] initWithString:member.name attributes:attributes]];
                }

                - (void)removeLastSeen
                {
                    NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithAttributedString:self.userLabel.attributedText];
                    [text deleteCharactersInRange:self.lastSeenRange];
                    [self.userLabel setAttributedText:text];
                }

                @end
                """),
            ]),
            // An Objective-C owner that keeps fixed-size text attributes in an ivar and applies them
            // in another method keeps the text fixed.
            CheckExample(files: [
                ("App/DeactivateViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DeactivateViewController">
                            <connections>
                                <outlet property="infoLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Deactivating your account is permanent." id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/DeactivateViewController.m", """
                @implementation DeactivateViewController

                - (void)updateStringAttributes
                {
                    _normalAttributes = @{ NSFontAttributeName: [UIFont systemFontOfSize:17] };
                }

                - (void)updateInfoLabel
                {
                    NSAttributedString *text = [[NSAttributedString alloc] initWithString:self.info attributes:_normalAttributes];
                    [self.infoLabel setAttributedText:text];
                }

                @end
                """),
            ]),
            // An Objective-C owner that writes another fixed font over the button's title keeps it fixed.
            CheckExample(files: [
                ("App/NagViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NagViewController">
                            <connections>
                                <outlet property="donateButton" destination="b1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <button buttonType="system" id="b1">
                                    ↓<fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                                    <state key="normal" title="Donate"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/NagViewController.m", """
                @implementation NagViewController

                - (void)viewDidLoad
                {
                    [super viewDidLoad];
                    // A text style would follow the reader: preferredFontForTextStyle is not used here.
                    NSDictionary *attributes = @{ NSFontAttributeName: [UIFont boldSystemFontOfSize:18.] };
                    NSAttributedString *title = [[NSAttributedString alloc] initWithString:@"Donate" attributes:attributes];
                    [self.donateButton setAttributedTitle:title forState:UIControlStateNormal];
                }

                @end
                """),
            ]),
            // A font silenced by a comment stays out of the document's finding, which moves to the next.
            CheckExample(files: [
                ("App/HeaderView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="v1" customClass="HeaderView">
                            <subviews>
                                <label text="Tidepool" id="l1">
                                    <!-- thumbrule:disable:next type-scale - the wordmark is artwork -->
                                    <fontDescription key="fontDescription" name="Cookie-Regular" family="Cookie" pointSize="30"/>
                                </label>
                                <label text="Today's tides" id="l2">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // A one-character label laid out as text (a step number in a row) is text.
            CheckExample(files: [
                ("App/StepCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="StepCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <view id="tile1">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="k1"/>
                                        </constraints>
                                    </view>
                                    <label text="1" id="step1">
                                        ↓<fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="step1" firstAttribute="centerX" secondItem="tile1" secondAttribute="centerX" id="k3"/>
                                    <constraint firstItem="step1" firstAttribute="centerY" secondItem="tile1" secondAttribute="centerY" id="k4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
            ]),
            // An outlet named titleLabel whose text a helper turns into attributed text built
            // from the label's own font, which keeps the document's fixed size.
            CheckExample(files: [
                ("App/Base.lproj/Auth.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="SignUpViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Sign up" id="l1">
                                                ↓<fontDescription key="fontDescription" type="system" pointSize="20"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="titleLabel" destination="l1" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/SignUpViewController.swift", """
                import UIKit

                final class SignUpViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.setTextWithHTML("<b>Sign up</b>")
                    }
                }

                extension UILabel {
                    func setTextWithHTML(_ html: String) {
                        self.attributedText = HTMLConverter(font: self.font).attributedString(html)
                    }
                }
                """),
            ]),
            // The xib of a screen the app makes: its owner's class is reached.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = NoteEditorViewController(text: "")
                        return true
                    }
                }
                """),
                ("App/NoteEditorViewController.swift", """
                import UIKit

                final class NoteEditorViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    init(text: String) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
                ("App/NoteEditorView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoteEditorViewController" customModule="App" customModuleProvider="target"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Edit note" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // A banner nib of a library the project no longer links, still loaded by its name.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", [:])])),
                ("App/Banners/CenteredBanner.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view id="uEa-1P-F1Y" customClass="MessageView" customModule="SwiftMessages">
                            <subviews>
                                <label text="[Title]" id="8HR-oh-U9F">
                                    ↓<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="18"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/BannerHelper.swift", "import SwiftMessages\nlet banner: MessageView = try! SwiftMessages.viewFromNib(named: \"CenteredBanner\")\n"),
            ]),
            // A button's own title label (`payButton.titleLabel?.font`) is not the notice's `titleLabel` outlet.
            CheckExample(files: [
                ("App/NoticeView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="NoticeView" customModule="App" customModuleProvider="target">
                            <subviews>
                                <label text="Title" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/NoticeView.swift", "import UIKit\nfinal class NoticeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
                ("App/CheckoutViewController.swift", """
                import UIKit
                final class CheckoutViewController: UIViewController {
                    @IBOutlet var payButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        payButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                    }
                }
                """),
            ]),
            // lockdown-ios: another view's `titleLabel`, built in code (`textBox.titleLabel.font`), is not
            // the screen's `titleLabel` outlet.
            CheckExample(files: [
                ("App/DeleteAccountViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DeleteAccountViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="titleLabel" destination="t1" id="o1"/>
                                <outlet property="view" destination="root" id="o2"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Delete My Account" id="t1">
                                    ↓<fontDescription key="fontDescription" name="Montserrat-Bold" family="Montserrat" pointSize="28"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/DeleteAccountViewController.swift", """
                import UIKit
                final class DeleteAccountViewController: UIViewController {
                    @IBOutlet private var titleLabel: UILabel!
                    init() { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
                ("App/FloatingField.swift", """
                import UIKit
                final class FloatingField: UITextField {
                    let textBox: TextBox = TextBox()
                    var titleFont: UIFont {
                        get { textBox.titleLabel.font }
                        set { textBox.titleLabel.font = newValue }
                    }
                }
                """),
                ("App/TextBox.swift", "import UIKit\nfinal class TextBox: UIView {\n    let titleLabel = UILabel()\n}\n"),
                ("App/Present.swift", "import UIKit\nfunc deleteAccount(from host: UIViewController) { host.present(DeleteAccountViewController(), animated: true) }\n"),
            ]),
            // A library's label given only a localization key keeps the document's font.
            CheckExample(files: [
                ("App/ShareRowCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="ShareRowCell" customModule="App" customModuleProvider="target">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Share link" id="l1" customClass="DSLabel" customModule="DesignKit">
                                        ↓<fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="localizationKey" value="shareLinkTitle"/>
                                            
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/ShareRowCell.swift", "import UIKit\nimport DesignKit\nfinal class ShareRowCell: UITableViewCell {}\n"),
            ]),
            // A library's card the app makes shows its nib.
            CheckExample(files: [
                ("Packages/DesignKit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "DesignKit",
                    products: [.library(name: "DesignKit", targets: ["DesignKit"])],
                    targets: [
                        .target(name: "DesignKit", resources: [.process("Resources")]),
                        .testTarget(name: "DesignKitTests", dependencies: ["DesignKit"]),
                    ]
                )
                """),
                ("Packages/DesignKit/Sources/DesignKit/PromoCardView.swift", "import UIKit\npublic class PromoCardView: UIView {\n    @IBOutlet public var titleLabel: UILabel!\n}\n"),
                ("Packages/DesignKit/Sources/DesignKit/Resources/PromoCardView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromoCardView" customModule="DesignKit">
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Scan a code" id="l1">
                                    ↓<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("Packages/DesignKit/Tests/DesignKitTests/PromoCardViewTests.swift", "import XCTest\n@testable import DesignKit\nfinal class PromoCardViewTests: XCTestCase {\n    func testInit() { XCTAssertNotNil(PromoCardView().titleLabel) }\n}\n"),
                ("App/HomeViewController.swift", """
                import UIKit
                import DesignKit
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(PromoCardView())
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // ukrzoloto-ios NotificationContentExtension: the template's label, wired to an outlet the
            // project never declares: the scene's class is an empty subclass of a library's controller,
            // whose own code owns that outlet.
            Self.libraryScene(declaresOutlet: false),
            // ukrzoloto-ios ShopDeliveryScheduleView: a status row the xib hides, which code never shows.
            Self.hiddenStatusRow(shownByCode: false),
            // The same hide in the else of a condition named for a developer's build: the store build never shows it.
            CheckExample(files: [
                ("App/AboutViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AboutViewController">
                            <connections>
                                <outlet property="flagsLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Flags" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/AboutViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = AboutViewController(nibName: "AboutViewController", bundle: nil)
                        return true
                    }
                }
                final class AboutViewController: UIViewController {
                    @IBOutlet weak var flagsLabel: UILabel!
                    var isDebugMenuEnabled: Bool { UserDefaults.standard.bool(forKey: \"debugMenu\") }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if isDebugMenuEnabled {
                            flagsLabel.text = "flags: on"
                        } else {
                            flagsLabel.isHidden = true
                        }
                    }
                }
                """),
            ]),
            // muun-falcon SettingsViewController featureFlagLabel: the owner hides the label in the store build
            // and shows it only under `#if DOGFOOD || DEBUG`, a condition only a dogfood configuration defines.
            CheckExample(files: XcodeProjectExamples.compilationConditions(release: "", files: [
                ("App/SettingsViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController">
                            <connections>
                                <outlet property="flagLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Feature Flag" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/SettingsViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = SettingsViewController(nibName: "SettingsViewController", bundle: nil)
                        return true
                    }
                }
                final class SettingsViewController: UIViewController {
                    @IBOutlet weak var flagLabel: UILabel!
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        #if QA_TOOLS || DEBUG
                        flagLabel.isHidden = false
                        flagLabel.text = "flags: on"
                        #else
                        flagLabel.isHidden = true
                        #endif
                    }
                }
                """),
            ])),
            // provenance, a local package no target links (PVPatreon): its header xib ships in no app.
            CheckExample(files: [
                ("Planner/App.swift", "import SwiftUI\nimport AppFeature\n@main struct PlannerApp: App { var body: some Scene { WindowGroup { RootView() } } }\n"),
                (PrivacyExamples.path, PrivacyExamples.linking(PrivacyExamples.project(sources: ["App.swift"], resources: []), product: "AppFeature")),
                ("Packages/Planner/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Planner\", products: [.library(name: \"AppFeature\", targets: [\"AppFeature\"])], targets: [.target(name: \"AppFeature\")])\n"),
                ("Packages/Planner/Sources/AppFeature/RootView.swift", "import SwiftUI\npublic struct RootView: View { public init() {}; public var body: some View { Text(\"Plans\") } }\n"),
                ("Packages/Supporters/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Supporters\", products: [.library(name: \"Supporters\", targets: [\"SupportersUI\"])], targets: [.target(name: \"SupportersUI\", resources: [.process(\"Resources\")])])\n"),
                ("Packages/Supporters/Sources/SupportersUI/SupportersViewController.swift", "import UIKit\npublic final class SupportersViewController: UICollectionViewController {\n    public override func viewDidLoad() {\n        super.viewDidLoad()\n        collectionView.register(UINib(nibName: \"SupportersHeaderView\", bundle: .module), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"Header\")\n    }\n}\npublic final class SupportersHeaderView: UICollectionReusableView {}\n"),
                ("Packages/Supporters/Sources/SupportersUI/Resources/SupportersHeaderView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <collectionReusableView reuseIdentifier="Header" id="h1" customClass="SupportersHeaderView" customModule="SupportersUI">
                            <subviews>
                                <label text="Thank you" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </collectionReusableView>
                    </objects>
                </document>
                """),
            ]),
            // provenance, a stray `~iOS~` copy of a storyboard: code loads "SaveSlots", the plain-named document.
            CheckExample(files: [
                ("App/SaveSlotsViewController.swift", "import UIKit\nfinal class SaveSlotsViewController: UIViewController {\n    static func make() -> UIViewController { UIStoryboard(name: \"SaveSlots\", bundle: nil).instantiateViewController(withIdentifier: \"saveSlots\") }\n}\n"),
                ("App/StoryBoards/SaveSlots.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="saveSlots" id="vc1" customClass="SaveSlotsViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Auto Saves" id="l1">
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/XIBs/SaveSlots~iOS~.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="saveSlots" id="vc1" customClass="SaveSlotsViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Auto Saves" id="l1">
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // A library's card only its unit test makes: the app, the library's client, never loads its nib (covpass-ios ScanCardView).
            CheckExample(files: [
                ("Packages/DesignKit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "DesignKit",
                    products: [.library(name: "DesignKit", targets: ["DesignKit"])],
                    targets: [
                        .target(name: "DesignKit", resources: [.process("Resources")]),
                        .testTarget(name: "DesignKitTests", dependencies: ["DesignKit"]),
                    ]
                )
                """),
                ("Packages/DesignKit/Sources/DesignKit/PromoCardView.swift", "import UIKit\npublic class PromoCardView: UIView {\n    @IBOutlet public var titleLabel: UILabel!\n}\n"),
                ("Packages/DesignKit/Sources/DesignKit/Resources/PromoCardView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PromoCardView" customModule="DesignKit">
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Scan a code" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("Packages/DesignKit/Tests/DesignKitTests/PromoCardViewTests.swift", "import XCTest\n@testable import DesignKit\nfinal class PromoCardViewTests: XCTestCase {\n    func testInit() { XCTAssertNotNil(PromoCardView().titleLabel) }\n}\n"),
                ("App/HomeViewController.swift", """
                import UIKit
                import DesignKit
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(UILabel())
                    }
                }
                """),
            ]),
            // mixin-ios: a runtime attribute naming the app's own inspectable, whose setter scales the font with UIFontMetrics.
            CheckExample(files: [
                ("App/CallPanel.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="CallPanel" customModule="App" customModuleProvider="target">
                            <subviews>
                                <label text="Calling" id="l1">
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="18"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="scaledStyle" value="semibold18"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/CallPanel.swift", "import UIKit\nfinal class CallPanel: UIView {}\n"),
                ("App/ScaledStyle.swift", """
                import UIKit
                extension UILabel {
                    @IBInspectable var scaledStyle: String? {
                        get { nil }
                        set {
                            guard newValue == "semibold18" else { return }
                            font = .metricFont(size: 18, weight: .semibold)
                        }
                    }
                }
                extension UIFont {
                    static func metricFont(size: CGFloat, weight: UIFont.Weight) -> UIFont {
                        UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size, weight: weight))
                    }
                }
                """),
            ]),
            // mixin-ios: the owner hands the outlet to an extension helper of two arguments that sets its font.
            CheckExample(files: [
                ("App/PriceCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <collectionViewCell id="c1" customClass="PriceCell" customModule="App" customModuleProvider="target">
                            <view key="contentView" id="cv1">
                                <subviews>
                                    <label text="Price" id="l1">
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                            </connections>
                        </collectionViewCell>
                    </objects>
                </document>
                """),
                ("App/PriceCell.swift", """
                import UIKit
                final class PriceCell: UICollectionViewCell {
                    @IBOutlet weak var titleLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        titleLabel.apply(metricsFor: .systemFont(ofSize: 14), adjusts: true)
                    }
                }
                """),
                ("App/UILabel+Metrics.swift", """
                import UIKit
                extension UILabel {
                    func apply(metricsFor base: UIFont, adjusts: Bool) {
                        self.font = UIFontMetrics.default.scaledFont(for: base)
                        self.adjustsFontForContentSizeCategory = adjusts
                    }
                }
                """),
            ]),
            // muun-falcon: the owner assigns the outlet a property of an extension whose setter replaces its font.
            CheckExample(files: [
                ("App/NoteRowView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="NoteRowView" customModule="App" customModuleProvider="target">
                            <subviews>
                                <label text="Note" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="noteLabel" destination="l1" id="o1"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/NoteRowView.swift", """
                import UIKit
                final class NoteRowView: UIView {
                    @IBOutlet weak var noteLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        noteLabel.look = .body
                    }
                }
                """),
                ("App/UILabel+Look.swift", """
                import UIKit
                enum LabelLook { case body, heading }
                extension UILabel {
                    var look: LabelLook {
                        get { .body }
                        set { self.font = newValue == .body ? Palette.bodyFont : Palette.headingFont }
                    }
                }
                """),
            ]),
            // A library's label that takes a named style at run time replaces the document's font (ios-kdrive IKLabel styleName).
            CheckExample(files: [
                ("App/ShareRowCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="ShareRowCell" customModule="App" customModuleProvider="target">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Share link" id="l1" customClass="DSLabel" customModule="DesignKit">
                                        <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="localizationKey" value="shareLinkTitle"/>
                                            <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="subtitle2"/>
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/ShareRowCell.swift", "import UIKit\nimport DesignKit\nfinal class ShareRowCell: UITableViewCell {}\n"),
            ]),
            // Callers set the outlet's attributed text from a scaled style through the view
            // (`notice.titleLabel.attributedText`), read without `?`, so not a button's title label (covpass-ios HintView).
            CheckExample(files: [
                ("App/NoticeView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="NoticeView" customModule="App" customModuleProvider="target">
                            <subviews>
                                <label text="Title" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/NoticeView.swift", "import UIKit\nfinal class NoticeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"),
                ("App/ConsentViewController.swift", """
                import UIKit
                final class ConsentViewController: UIViewController {
                    @IBOutlet var noticeView: NoticeView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        noticeView.titleLabel.attributedText = "consent_hint_title".localized.styledAs(.header3)
                    }
                }
                """),
            ]),
            // The initial scene of a storyboard nothing loads whole (a SwiftUI screen replaced the
            // settings table, delta Settings.storyboard) never shows; the app still loads the
            // scene with an identifier, whose label has a text style.
            CheckExample(files: [
                ("App/Base.lproj/Settings.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController title="Settings" id="legacy1" customClass="SettingsViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="tv1">
                                        <sections>
                                            <tableViewSection id="sec1">
                                                <cells>
                                                    <tableViewCell id="cell1">
                                                        <tableViewCellContentView key="contentView" id="cv1">
                                                            <subviews>
                                                                <label text="Respect Silent Mode" id="l1">
                                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                        <connections>
                                                            <segue destination="sync1" kind="show" id="g1"/>
                                                        </connections>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <tableViewController storyboardIdentifier="syncStatus" id="sync1" customClass="SyncStatusViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="tv2">
                                        <subviews>
                                            <label text="Last synced" id="l2">
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            </label>
                                        </subviews>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s3">
                            <objects>
                                <navigationController id="nav1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="legacy1" kind="relationship" relationship="rootViewController" id="g2"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/GamesViewController.swift", """
                final class GamesViewController: UIViewController {
                    @IBAction private func showSettings(_ sender: Any) {
                        present(UIHostingController(rootView: SettingsView()), animated: true)
                    }

                    func showSyncStatus() {
                        let storyboard = UIStoryboard(name: "Settings", bundle: .main)
                        show(storyboard.instantiateViewController(withIdentifier: "syncStatus"), sender: nil)
                    }
                }
                """),
            ]),
            // raivo-otp: a banner nib made of SwiftMessages' MessageView, left behind after the
            // package was dropped; nothing loads it by name, and banners are shown with SPAlert.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", [:])])),
                ("App/Banners/CenteredBanner.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view id="uEa-1P-F1Y" customClass="MessageView" customModule="SwiftMessages">
                            <subviews>
                                <label text="[Title]" id="8HR-oh-U9F">
                                    <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="18"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/BannerHelper.swift", "import SPAlert\nenum BannerHelper { static func success(_ message: String) { SPAlert.present(message: message, haptic: .success) } }\n"),
            ]),
            // The same cell nib when its registration is commented out (devstack-ios BookTableViewCell):
            // a name only comments write loads no nib, so its cells never show.
            CheckExample(files: [
                ("App/Shelf/ShelfCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <tableViewCell id="c1" customClass="ShelfCell" customModule="App" customModuleProvider="target">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Title" id="l1">
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/Shelf/ShelfCell.swift", "import UIKit\nfinal class ShelfCell: UITableViewCell {}\n"),
                ("App/Shelf/ShelfViewController.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = ShelfViewController()
                        return true
                    }
                }
                final class ShelfViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        // tableView.register(UINib(nibName: "ShelfCell", bundle: nil), forCellReuseIdentifier: "shelf")
                        /* let cell = tableView.dequeueReusableCell(withIdentifier: "shelf") as? ShelfCell */
                        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                    }
                }
                """),
            ]),
            // An Objective-C cell that sets its labels' fonts from a design system's text styles
            // (directly, or through a class method returning one) each time it is configured:
            // the document's fixed sizes never show.
            CheckExample(files: [
                ("App/SongCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="SongCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="Title" id="l1">
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <label text="12:00" id="l2">
                                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                                <outlet property="timeLabel" destination="l2" id="o2"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/SongCell.m", """
                @import DesignKit;

                @implementation SongCell

                + (UIFont *)timeLabelFont
                {
                    return [DKFont fontWithStyle:DKFontStyleCaption];
                }

                - (void)setSong:(Song *)song
                {
                    self.titleLabel.font = [DKFont fontWithStyle:DKFontStyleBody];
                    self.titleLabel.text = song.title;
                    self.timeLabel.font = [SongCell timeLabelFont];
                }

                @end
                """),
            ]),
            // A developer's menu behind a hidden gesture.
            CheckExample(files: [
                ("App/Debug/Debug.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="FlagsViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Feature flags" id="l1">
                                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // A keyboard row's harness: a project nested in the app's folder that nothing
            // references, with an app and a xib of its own that no build of the app copies.
            CheckExample(files: [
                ("Notes.xcodeproj/project.pbxproj", XcodeProjectExamples.apps([("Notes", "Notes/Info.plist", [])])),
                ("Frameworks/KeyRow/KeyRow.xcodeproj/project.pbxproj", XcodeProjectExamples.apps([("KeyRow", "KeyRow/Info.plist", ["KeyRow/KeyRow.xib"])])),
                ("Frameworks/KeyRow/KeyRow/KeyRow.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="v1">
                            <subviews>
                                <label text="Esc" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // An icon font's glyph, and the initials filling a contact's avatar circle.
            CheckExample(files: [
                ("App/ContactCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="ContactCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <label text="verified" id="badge1">
                                        <fontDescription key="fontDescription" name="MaterialSymbolsRounded-Regular" family="Material Symbols Rounded" pointSize="14"/>
                                    </label>
                                    <label text="" id="mono1">
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="avatarInitialsLabel" destination="mono1" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
            ]),
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="TripViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Departure" adjustsFontForContentSizeCategory="YES" id="l1">
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                            </label>
                                            <label text="Gate 12" id="l2">
                                                <fontDescription key="fontDescription" type="system" pointSize="22"/>
                                            </label>
                                            <label text="Seat" id="l3" customClass="BrandLabel">
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label text="🛫" id="l4">
                                                <fontDescription key="fontDescription" type="system" pointSize="40"/>
                                            </label>
                                            <button buttonType="system" id="b1">
                                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                <state key="normal" image="close"/>
                                            </button>
                                            <button buttonType="system" id="b2">
                                                <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                                <state key="normal" title="+"/>
                                            </button>
                                            <label text="›" id="l5">
                                                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="gateLabel" destination="l2" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/TripViewController.swift", """
                import UIKit

                final class TripViewController: UIViewController {
                    @IBOutlet private var gateLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        gateLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22))
                        gateLabel.adjustsFontForContentSizeCategory = true
                    }
                }

                final class BrandLabel: UILabel {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        font = UIFont.preferredFont(forTextStyle: .body)
                        adjustsFontForContentSizeCategory = true
                    }
                }
                """),
            ]),
            // An account's initial centred on its 64pt icon tile is artwork; the name beside it is
            // text, so it takes a style.
            CheckExample(files: [
                ("App/AccountCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="AccountCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <imageView id="img1">
                                        <constraints>
                                            <constraint firstAttribute="height" constant="64" id="k1"/>
                                            <constraint firstAttribute="width" constant="64" id="k2"/>
                                        </constraints>
                                    </imageView>
                                    <label text="?" textAlignment="center" id="mono1">
                                        <fontDescription key="fontDescription" type="system" weight="ultraLight" pointSize="36"/>
                                    </label>
                                    <label text="Account" id="name1">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="mono1" firstAttribute="centerX" secondItem="img1" secondAttribute="centerX" id="k3"/>
                                    <constraint firstItem="mono1" firstAttribute="centerY" secondItem="img1" secondAttribute="centerY" id="k4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
            ]),
            // Placeholders in a stack view whose arranged subviews code replaces.
            CheckExample(files: [
                ("App/LineupCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell id="c1" customClass="LineupCell">
                            <tableViewCellContentView key="contentView" id="cv1">
                                <subviews>
                                    <stackView id="st1">
                                        <subviews>
                                            <label text="Label" id="p1">
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label text="Label" id="p2">
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="playersStack" destination="st1" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/LineupCell.swift", """
                import UIKit

                final class LineupCell: UITableViewCell {
                    @IBOutlet weak var playersStack: UIStackView!
                    func show(players: [String]) {
                        playersStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
                        for player in players {
                            let label = UILabel()
                            label.text = player
                            label.font = .preferredFont(forTextStyle: .body)
                            playersStack.addArrangedSubview(label)
                        }
                    }
                }
                """),
            ]),
            // Launch screens do not follow the reader's text size.
            CheckExample(files: [
                ("App/LaunchScreen.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" launchScreen="YES">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Trips" id="l1">
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // The owner, written in Objective-C, replaces the outlet's font when the view loads.
            CheckExample(files: [
                ("App/FirstStepsViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FirstStepsViewController">
                            <connections>
                                <outlet property="pageTitleLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Welcome" id="l1">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/FirstStepsViewController.m", """
                #import "FirstStepsViewController.h"

                @implementation FirstStepsViewController

                - (void)viewDidLoad
                {
                    [super viewDidLoad];
                    UIFont *titleFont = [UIFont preferredFontForTextStyle:UIFontTextStyleLargeTitle];
                    self.pageTitleLabel.font = [UIFont systemFontOfSize:titleFont.pointSize weight:UIFontWeightBold];
                }

                @end
                """),
            ]),
            // The xib of a screen nothing makes: naming its class as File's Owner creates no owner, so it never loads.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        true
                    }
                }
                """),
                ("App/NoteEditorViewController.swift", """
                import UIKit

                final class NoteEditorViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    init(text: String) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
                ("App/NoteEditorView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoteEditorViewController" customModule="App" customModuleProvider="target"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Edit note" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // alphawallet-ios WordCollectionViewCell.xib: a cell nib with no owner whose cell class
            // nothing names, registers or dequeues, so no collection view ever loads it.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }
                """),
                ("App/PhraseCell.swift", """
                import UIKit

                class PhraseCell: UICollectionViewCell {
                    @IBOutlet weak var indexLabel: UILabel!
                }
                """),
                ("App/PhraseCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <collectionViewCell reuseIdentifier="phrase" id="c1" customClass="PhraseCell" customModule="App" customModuleProvider="target">
                            <view key="contentView" id="v1">
                                <subviews>
                                    <label text="1" id="l1">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                        </collectionViewCell>
                    </objects>
                </document>
                """),
            ]),
        ]
    )

    /// What Swift code sets that replaces the font a document gives a view.
    /// A notification extension's storyboard whose scene is a project class under a library's
    /// controller, with a fixed-font label wired to `label`; with `declaresOutlet` the project's
    /// class declares that outlet (the label is marked), without it only the library may.
    static func libraryScene(declaresOutlet: Bool) -> CheckExample {
        CheckExample(files: [
            ("NotificationContent/Base.lproj/MainInterface.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="NotificationViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <subviews>
                                        <label text="Hello World" id="l1">
                                            \(declaresOutlet ? "↓" : "")<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="label" destination="l1" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """),
            ("NotificationContent/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionMainStoryboard</key>
                    <string>MainInterface</string>
                    <key>NSExtensionPointIdentifier</key>
                    <string>com.apple.usernotifications.content-extension</string>
                </dict>
            </dict>
            </plist>
            """),
            ("NotificationContent/NotificationViewController.swift", """
            import UIKit
            import PushCarousel
            class NotificationViewController: CarouselNotificationViewController {\(declaresOutlet ? "\n    @IBOutlet var label: UILabel?\n" : "")}
            """),
        ])
    }

    /// A store-hours view whose xib hides the row holding a fixed-font status label; with
    /// `shownByCode` the view's code un-hides the row (the label is marked), without it nothing does.
    static func hiddenStatusRow(shownByCode: Bool) -> CheckExample {
        CheckExample(files: [
            ("App/StoreHoursView.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="root" customClass="StoreHoursView">
                        <subviews>
                            <view hidden="YES" contentMode="scaleToFill" id="row">
                                <subviews>
                                    <label text="Closed" id="l1">
                                        \(shownByCode ? "↓" : "")<fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                            <label text="Opening hours" id="l2">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                        <connections>
                            <outlet property="statusRow" destination="row" id="o1"/>
                            <outlet property="statusLabel" destination="l1" id="o2"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """),
            ("App/StoreHoursView.swift", """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let hours = UINib(nibName: "StoreHoursView", bundle: nil).instantiate(withOwner: nil).first as? StoreHoursView
                    hours?.show(closed: true)
                    return true
                }
            }
            final class StoreHoursView: UIView {
                @IBOutlet private weak var statusRow: UIView!
                @IBOutlet private weak var statusLabel: UILabel!
                func show(closed: Bool) {
                    statusLabel.text = closed ? "Closed" : "Open"
                    \(shownByCode ? "statusRow.isHidden = !closed" : "")
                }
            }
            """),
        ])
    }

    static let fontMembers = ["font", "attributedText", "adjustsFontForContentSizeCategory", "setAttributedTitle",
                              "attributedTitle", "setTitleTextAttributes", "configuration"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("type-scale.ib-font-settings")
    /// Where code loads a storyboard's initial scene, for `StoryboardScenes`.
    static let initialLoads = FactKey<StoryboardScenes.InitialLoad>("type-scale.ib-initial-loads")
    static let textElements: Set<String> = ["label", "button", "textField", "textView"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.fontMembers + [InterfaceBuilderCode.removesSubviews] + InterfaceBuilderViews.visibilityMembers, in: file) {
            output.facts.add(setting, for: Self.settings)
        }
        for load in StoryboardScenes.initialLoads(in: file) { output.facts.add(load, for: Self.initialLoads) }
        for inspectable in Self.scalingInspectables(in: file) { output.facts.add(inspectable, for: Self.scalingInspectablesKey) }
        for visibility in InterfaceBuilderCode.visibilities(in: file) { output.facts.add(visibility, for: Self.visibilities) }
        for variable in file.index.variables where variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "IBOutlet" }) {
            guard let type = variable.enclosingTypeName else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { output.facts.add(Symbols.bareName(type) + "." + name, for: Self.declaredOutlets) }
            }
        }
    }

    /// `Type.property` for every `@IBOutlet` the project's Swift declares.
    static let declaredOutlets = FactKey<String>("type-scale.ib-declared-outlets")

    /// True for an element whose every outlet belongs to a project class that declares no such
    /// outlet, itself or in a project superclass, and whose classes above end in a library's
    /// class (not one of Apple's, `UIViewController`, nor one the project's Objective-C names,
    /// `writtenInObjectiveC`): the library declares the outlet and its code, which this check
    /// cannot read, runs the view (ukrzoloto-ios's notification extension, an empty subclass of a
    /// carousel library's controller, whose storyboard keeps the template's "Hello World" label).
    static func isLibraryOutlet(_ index: Int, in document: InterfaceBuilderFile, declared: Set<String>, symbols: SymbolTable,
                                writtenInObjectiveC: (String) -> Bool) -> Bool {
        let outlets = document.outlets(of: index)
        return !outlets.isEmpty && outlets.allSatisfy { outlet in
            guard let owner = outlet.ownerClass.map(Symbols.bareName), !outlet.isRootView, symbols.isDeclaredInProject(owner) else { return false }
            let chain = [owner] + symbols.superclasses(of: owner)
            guard let top = chain.last, !symbols.isDeclaredInProject(top), !isAppleClassName(top), !writtenInObjectiveC(top) else { return false }
            return !chain.contains { declared.contains($0 + "." + outlet.property) }
        }
    }

    /// `UIViewController`, `UNNotificationContentExtension`, `AVPlayerViewController`: a
    /// framework's prefix of capitals before the name's first word.
    static func isAppleClassName(_ name: String) -> Bool {
        let letters = Array(name.prefix(3))
        return letters.count == 3 && letters.allSatisfy(\.isUppercase)
    }

    static let visibilities = FactKey<InterfaceBuilderCode.Visibility>("type-scale.ib-visibilities")

    /// True when the shipping code of the element's owner hides its outlet and no shipping code
    /// shows it (a feature-flag label only `#if DOGFOOD || DEBUG` code shows): no reader sees it.
    static func isHiddenInShippingCode(_ index: Int, in document: InterfaceBuilderFile, _ visibilities: [InterfaceBuilderCode.Visibility]) -> Bool {
        let outlets = document.outlets(of: index)
        guard !outlets.isEmpty, !visibilities.isEmpty else { return false }
        // A hide outside any type names no owner, so it counts as a show, as for small buttons.
        // A hide that only covers a missing value (the `else` of an `if` that fills the text) is a show too.
        let shown = Set(visibilities.filter { !$0.hides || $0.type == nil || $0.fallback }.map(\.outlet))
        guard outlets.allSatisfy({ !shown.contains($0.property) }) else { return false }
        let owners = Set((outlets.compactMap(\.ownerClass) + document.classes(around: index)).map(Symbols.bareName))
        return outlets.contains { outlet in
            visibilities.contains { $0.hides && $0.outlet == outlet.property && $0.type.map(owners.contains) == true }
        }
    }

    /// An `@IBInspectable` property of the app whose setter scales the view's font (see `FontScaling`).
    struct ScalingInspectable: Sendable, Codable, Hashable {
        /// The class or the extended class that declares it: `UILabel`.
        let type: String
        let keyPath: String
    }

    static let scalingInspectablesKey = FactKey<ScalingInspectable>("type-scale.ib-scaling-inspectables")

    /// The `@IBInspectable` properties of this file whose setter reaches `UIFontMetrics`:
    /// a document that sets one at run time (`<userDefinedRuntimeAttribute keyPath="dynamicTextSize">`)
    /// has its font replaced by a scaled one when the view loads.
    static func scalingInspectables(in file: SwiftFile) -> [ScalingInspectable] {
        file.index.variables.flatMap { variable -> [ScalingInspectable] in
            guard variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBInspectable" }),
                  let type = file.index.typeDeclarations.last(where: { $0.node.encloses(variable) })?.name else { return [] }
            return variable.bindings.compactMap { binding -> ScalingInspectable? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let accessors = binding.accessorBlock, FontScaling.reachesFontMetrics(accessors, in: file) else { return nil }
                return ScalingInspectable(type: Symbols.bareName(type), keyPath: name)
            }
        }
    }

    /// UIKit's class for each text element of a document.
    static let elementClasses = ["label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView"]

    /// True for an element the document gives a scaling inspectable of its class at run time
    /// (mixin's `dynamicTextSize` on labels and buttons): its font is replaced when it loads.
    static func takesAScalingInspectable(_ index: Int, in document: InterfaceBuilderFile, _ inspectables: Set<ScalingInspectable>) -> Bool {
        guard !inspectables.isEmpty, let runtime = document.child(of: index, named: "userDefinedRuntimeAttributes") else { return false }
        let element = document.elements[index]
        let types = [element.attribute("customClass"), elementClasses[element.name]].compactMap { $0 }
        return document.elements[runtime].children.map { document.elements[$0] }.contains { attribute in
            guard let keyPath = attribute.attribute("keyPath"), attribute.attribute("value")?.isEmpty == false else { return false }
            return types.contains { inspectables.contains(ScalingInspectable(type: $0, keyPath: keyPath)) }
        }
    }

    /// Words of a document's name that mark it as a developer's tool.
    static let debuggingWords: Set<String> = ["debug", "debugging", "developer"]

    static func isNamedForDebugging(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return !Set(NameWords.split(name)).isDisjoint(with: debuggingWords)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        let members = Set(Self.fontMembers)
        let unpresented = StoryboardScenes.unpresented(in: project, loads: project.facts.values(Self.initialLoads))
        let inspectables = Set(project.facts.values(Self.scalingInspectablesKey))
        let visibilities = project.shippingFacts(Self.visibilities, at: \.position)
        let declaredOutlets = Set(project.facts.values(Self.declaredOutlets))
        // A class the project's Objective-C names may be declared there, with its outlets; unread files count as naming it.
        let objectiveC = [FileKind.objectiveC, .objectiveCHeader].flatMap(project.files(of:))
        var writtenInObjectiveC: [String: Bool] = [:]
        func isWrittenInObjectiveC(_ name: String) -> Bool {
            if let known = writtenInObjectiveC[name] { return known }
            let written = objectiveC.isEmpty ? false : WrittenNames.names(among: [name], in: objectiveC, project: project).map { !$0.isEmpty } ?? true
            writtenInObjectiveC[name] = written
            return written
        }
        for document in documents where !Self.isNamedForDebugging(document.path) {
            var fixed: [FixedFont] = []
            for (index, element) in document.elements.enumerated() where Self.textElements.contains(element.name) {
                guard !StoryboardScenes.isUnpresented(index, in: document, scenes: unpresented),
                      let font = InterfaceBuilderViews.font(of: index, in: document),
                      let points = InterfaceBuilderViews.fixedSize(of: document.elements[font]), points >= TypeScale.smallestReadableSize,
                      points < TypeScale.largestAccessibilitySize,
                      InterfaceBuilderViews.showsText(index, in: document),
                      !InterfaceBuilderViews.titlesANavigationBar(index, in: document),
                      !InterfaceBuilderViews.isMonogramOnATile(index, in: document),
                      !InterfaceBuilderViews.isIconFont(document.elements[font]),
                      !InterfaceBuilderViews.holdsInitials(index, in: document),
                      !(element.attribute("adjustsFontSizeToFit") == "YES" && points >= 34),
                      !code.sets(members, on: index, in: document, symbols: project.symbols),
                      !InterfaceBuilderViews.takesANamedStyle(index, in: document, symbols: project.symbols),
                      !Self.takesAScalingInspectable(index, in: document, inspectables),
                      !Self.isHiddenInShippingCode(index, in: document, visibilities),
                      !InterfaceBuilderViews.isInvisibleInDocument(index, in: document, code: code, symbols: project.symbols),
                      !Self.isLibraryOutlet(index, in: document, declared: declaredOutlets, symbols: project.symbols, writtenInObjectiveC: isWrittenInObjectiveC),
                      !Self.isPlaceholderInEmptiedContainer(index, in: document, code: code, symbols: project.symbols) else { continue }
                fixed.append((font, element, points))
            }
            // A font a comment silences is reported on its own line, where the engine drops it
            // (and counts the comment as used); the others share one finding.
            let (silenced, open) = fixed.reduce(into: ([FixedFont](), [FixedFont]())) { split, font in
                if project.interfaceBuilder.silences(Self.description.id, of: Self.description.ruleId, in: document.path,
                                                     atLine: document.position(of: font.font).line) {
                    split.0.append(font)
                } else {
                    split.1.append(font)
                }
            }
            for font in silenced { output.report(Self.message(font, in: document), at: document.position(of: font.font)) }
            guard let first = open.first else { continue }
            // The message names the first few other lines; the related places name them all, so
            // an editor or a SARIF viewer can step through every element of the one decision.
            let rest = open.dropFirst()
            output.report(Self.message(first, in: document) + Self.others(rest.map { document.position(of: $0.font).line }),
                          at: document.position(of: first.font),
                          related: rest.map { RelatedLocation(document.position(of: $0.font), Self.related($0, in: document)) })
        }
    }

    typealias FixedFont = (font: Int, element: XMLElementNode, points: Double)

    static func message(_ fixed: FixedFont, in document: InterfaceBuilderFile) -> String {
        let what = document.elements[fixed.font].attribute("name").map { "\($0) \(format(fixed.points))pt" }
            ?? "System \(format(fixed.points))pt"
        let style = TypeScale.nearest(to: fixed.points)
        let kind = InterfaceBuilderViews.kindName(fixed.element.name)
        if fixed.points > TypeScale.largest.points {
            return "This \(kind)'s font is \(what), a fixed size, so it ignores the reader's text size; it is larger than every text style (\(styleName(style.uiKit)) is \(format(style.points))pt), so keep the size and scale it in code with UIFontMetrics(forTextStyle: .\(style.uiKit))."
        }
        return "This \(kind)'s font is \(what), a fixed size, so it ignores the reader's text size; give it a text style in Interface Builder (\(styleName(style.uiKit)) is \(format(style.points))pt) and tick Automatically Adjusts Font, or scale it in code with UIFontMetrics."
    }

    /// What a related place of the document's one finding says of its element: its kind and font.
    static func related(_ fixed: FixedFont, in document: InterfaceBuilderFile) -> String {
        let what = document.elements[fixed.font].attribute("name") ?? "System"
        return "\(InterfaceBuilderViews.kindName(fixed.element.name)) with the fixed font \(what) \(format(fixed.points))pt"
    }

    /// The rest of a document's fixed fonts, named in its one finding: a storyboard laid out
    /// with fixed sizes is one decision to revisit, and a warning per label would bury the
    /// report (hundreds in one app).
    static func others(_ lines: [Int]) -> String {
        guard !lines.isEmpty else { return "" }
        let shown = lines.prefix(8).map(String.init).joined(separator: ", ")
        let noun = lines.count == 1 ? "element" : "elements"
        return " \(lines.count) more text \(noun) in this document have fixed sizes too, at line\(lines.count == 1 ? "" : "s") \(shown)\(lines.count > 8 ? ", …" : "")."
    }

    /// True for a view laid out in a container (a stack view) whose outlet's subviews code
    /// removes one by one before adding its own: the document's views there are placeholders
    /// ("Label") that never show, and the views code adds are judged in Swift.
    static func isPlaceholderInEmptiedContainer(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index,
                                                symbols: SymbolTable) -> Bool {
        guard let subviews = document.elements[index].parent, document.elements[subviews].name == "subviews",
              let container = document.elements[subviews].parent else { return false }
        return code.sets([InterfaceBuilderCode.removesSubviews], on: container, in: document, symbols: symbols)
    }

    static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }

    /// A UIKit text style as Interface Builder's font menu names it.
    static func styleName(_ uiKit: String) -> String {
        [
            "largeTitle": "Large Title", "title1": "Title 1", "title2": "Title 2", "title3": "Title 3", "body": "Body",
            "headline": "Headline", "callout": "Callout", "subheadline": "Subhead", "footnote": "Footnote",
            "caption1": "Caption 1", "caption2": "Caption 2",
        ][uiKit] ?? uiKit
    }
}

/// What a storyboard or xib says about a view, shared by the checks that read these documents.
enum InterfaceBuilderViews {
    /// The element's font: its `fontDescription`, or a button configuration's title font.
    static func font(of index: Int, in document: InterfaceBuilderFile) -> Int? {
        if let own = document.child(of: index, named: "fontDescription", key: "fontDescription") { return own }
        guard let configuration = document.child(of: index, named: "buttonConfiguration", key: "configuration") else { return nil }
        return document.child(of: configuration, named: "fontDescription", key: "titleFontDescription")
    }

    /// The point size of a font that is not a text style; nil for a text style.
    static func fixedSize(of font: XMLElementNode) -> Double? {
        guard font.attribute("style") == nil, let size = font.attribute("pointSize").flatMap(Double.init) else { return nil }
        return size
    }

    /// True when the element shows text in its font: a button with a title, any other text
    /// element without attributed text, and not a label of emoji alone (a placeholder such
    /// as "-" that code replaces is text).
    static func showsText(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        let element = document.elements[index]
        if element.name == "button" {
            let title = document.elements[index].children.lazy.map { document.elements[$0] }
                .first { $0.name == "state" && $0.attribute("key") == "normal" }?.attribute("title")
            return hasTitle(index, in: document) && !(title.map(isGlyph) ?? false)
        }
        if document.child(of: index, named: "attributedString", key: "attributedText") != nil { return false }
        if element.name == "label", let text = element.attribute("text"), !text.isEmpty {
            guard !isGlyph(text) else { return false }
            return text.contains { $0.isLetter || $0.isNumber } || !text.unicodeScalars.contains { $0.properties.isEmojiPresentation }
        }
        return true
    }

    /// One symbol that is neither a letter nor a digit (`+`, `×`, `›`): an icon drawn with a
    /// font, sized to its button or bar like artwork.
    static func isGlyph(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count == 1, let character = trimmed.first else { return false }
        return !character.isLetter && !character.isNumber
    }

    /// True for a one-character label centred on a sibling of literal width and height: a
    /// monogram standing in for an account's icon in a 64pt tile. Scaling it would overflow
    /// the tile, which keeps its size: artwork, not reading text.
    static func isMonogramOnATile(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        let element = document.elements[index]
        guard element.name == "label", element.attribute("text")?.count == 1, let id = element.attribute("id"),
              let container = element.parent.flatMap({ document.elements[$0].parent }),
              let constraints = document.child(of: container, named: "constraints") else { return false }
        var centredOn: [String: Set<String>] = [:]
        for constraint in document.elements[constraints].children.map({ document.elements[$0] }) where constraint.name == "constraint" {
            guard let attribute = constraint.attribute("firstAttribute"), ["centerX", "centerY"].contains(attribute),
                  constraint.attribute("secondAttribute") == attribute else { continue }
            let items = [constraint.attribute("firstItem"), constraint.attribute("secondItem")]
            guard items.contains(id), let other = items.first(where: { $0 != id }) ?? nil else { continue }
            centredOn[other, default: []].insert(attribute)
        }
        return centredOn.contains { other, attributes in
            attributes.count == 2 && document.element(withID: other).map { hasLiteralSize($0, in: document) } == true
        }
    }

    /// Words (lowercased) in the name or family of a font that draws icons, not letters.
    static let iconFontWords = ["icon", "fontawesome", "materialsymbols", "glyph", "icomoon"]

    /// True for a font named for icons (`MaterialIcons-Regular`, `Ionicons`): what it shows
    /// is a symbol sized like artwork.
    static func isIconFont(_ font: XMLElementNode) -> Bool {
        [font.attribute("name"), font.attribute("family")].contains { name in
            guard let name = name?.lowercased().replacingOccurrences(of: " ", with: "") else { return false }
            return iconFontWords.contains(where: name.contains)
        }
    }

    /// True for a label that an outlet or its Interface Builder name (`userLabel`) calls
    /// initials: a monogram filling an avatar of fixed size, which scaled text would overflow.
    static func holdsInitials(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        let element = document.elements[index]
        guard element.name == "label" else { return false }
        if element.attribute("userLabel")?.lowercased().contains("initials") == true { return true }
        guard let id = element.attribute("id") else { return false }
        return document.elements.contains { outlet in
            outlet.name == "outlet" && outlet.attribute("destination") == id && outlet.attribute("property")?.lowercased().contains("initials") == true
        }
    }

    /// True for a view whose own constraints fix its width and its height to constants.
    private static func hasLiteralSize(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        guard let constraints = document.child(of: index, named: "constraints") else { return false }
        let fixed = Set(document.elements[constraints].children.map { document.elements[$0] }.compactMap { constraint -> String? in
            guard constraint.name == "constraint", constraint.attribute("secondItem") == nil, constraint.attribute("constant") != nil else { return nil }
            return constraint.attribute("firstAttribute")
        })
        return fixed.isSuperset(of: ["width", "height"])
    }

    /// True for a button with a title in some state or in its configuration.
    static func hasTitle(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        document.elements[index].children.contains { child in
            let element = document.elements[child]
            guard element.name == "state" || element.name == "buttonConfiguration" else { return false }
            if let title = element.attribute("title"), !title.trimmingCharacters(in: .whitespaces).isEmpty { return true }
            return element.children.contains { grandchild in
                let inner = document.elements[grandchild]
                return (inner.name == "string" && inner.attribute("key") == "title") || inner.name == "attributedString"
            }
        }
    }

    /// True for a view of a library's class (not one the project declares, whose code is read
    /// for what it sets) that the document gives a style by name at run time
    /// (`<userDefinedRuntimeAttribute keyPath="styleName" value="subtitle2"/>` on an `IKLabel`):
    /// the class sets its font from that style when it loads, so the document's is a placeholder.
    static func takesANamedStyle(_ index: Int, in document: InterfaceBuilderFile, symbols: SymbolTable) -> Bool {
        guard let type = document.elements[index].attribute("customClass"), !symbols.isDeclaredInProject(type),
              let runtime = document.child(of: index, named: "userDefinedRuntimeAttributes") else { return false }
        return document.elements[runtime].children.map { document.elements[$0] }.contains { attribute in
            guard attribute.attribute("type") == "string", attribute.attribute("value")?.isEmpty == false else { return false }
            // `styleName`, `textStyle`, `fontStyle`; not a button's `style` or `cornerStyle`.
            let words = NameWords.split(attribute.attribute("keyPath") ?? "").map { $0.lowercased() }
            return words == ["style", "name"] || words.last == "style" && ["text", "font"].contains(words.dropLast().last)
        }
    }

    /// True for a view set as a navigation item's title view: bar titles keep their size, as the system's do.
    static func titlesANavigationBar(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        ([index] + document.tree.ancestors(of: index)).contains { document.elements[$0].attribute("key") == "titleView" }
    }

    /// True for a view drawn fully transparent (`alpha="0.0"`): UIKit's hit test skips it, so
    /// it is no target (talk-ios keeps one only to open a menu from code).
    static func isTransparent(_ element: XMLElementNode) -> Bool {
        element.attribute("alpha").flatMap(Double.init).map { $0 < 0.01 } ?? false
    }

    /// What code sets that makes a view the document hides or makes transparent visible again.
    static let visibilityMembers = ["alpha", "isHidden"]

    /// True for a view that the document makes invisible (`alpha="0.0"` or `hidden="YES"`, on
    /// itself or a view around it) and that code never shows (no `alpha` or `isHidden` set on
    /// it or on those views): a view kept for layout, which nobody sees.
    static func isInvisibleInDocument(_ view: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index,
                                      symbols: SymbolTable) -> Bool {
        let chain = [view] + document.tree.ancestors(of: view)
        let invisible = chain.filter { index in
            let element = document.elements[index]
            return isTransparent(element) || element.attribute("hidden") == "YES"
        }
        guard !invisible.isEmpty else { return false }
        return !chain.contains { code.sets(Set(visibilityMembers), on: $0, in: document, symbols: symbols) }
    }

    /// How a message names the element.
    static func kindName(_ tag: String) -> String {
        ["label": "label", "button": "button", "textField": "text field", "textView": "text view"][tag] ?? tag
    }
}
