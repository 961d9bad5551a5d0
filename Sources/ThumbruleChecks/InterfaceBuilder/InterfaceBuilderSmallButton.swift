import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// A storyboard or xib button whose width or height constraint holds it under 44pt: the
/// tap area is the button's bounds, so a 30×30pt icon button is a 30×30pt target.
///
/// Only a required constant size counts (`<constraint firstAttribute="height" constant="30"/>`
/// on the button, or in an ancestor's constraints with the button as its only item, equal or
/// at most); a size from the frame alone, a multiplier, a ratio to another view, or a
/// constraint of lower priority is not read. Left alone: a constraint with an outlet (code
/// may change its constant), a button with user interaction off, a button in a table or
/// collection cell with no action or segue whose outlet, if any, code wires no action to (a
/// read-receipt icon: the row is the target; an outlet handed to a function that wires an
/// action to its parameter, `apply(to: iconButton)` setting `button.menu`, counts as wired), a transparent
/// one (`alpha="0.0"`, which the hit test skips), one whose
/// outlet's `frame` or `bounds` code sets, one of a class that overrides
/// `point(inside:with:)` or `hitTest(_:with:)` to widen its target, and one whose action a tap
/// recognizer of the same class also sends from a view around it (a card's chevron that does
/// what tapping the whole card does: the card is the target). A button with no action, segue,
/// outlet, tag or class of its own is an illustration (an empty state's "tap the star" icon).
/// Nor is the custom view of a navigation item's left or right bar item whose slot the scene's
/// controller fills itself in `viewDidLoad`: that button never shows.
struct InterfaceBuilderSmallButton: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "touch-floor.ib-small-button",
        ruleId: "touch-floor",
        alsoServes: ["button-target"],
        summary: "A storyboard or xib button constrained under 44pt wide or high",
        triggering: [
            CheckExample(files: [
                ("App/Player.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerView"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="skip">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="28" id="c1"/>
                                        <constraint firstAttribute="height" constant="28" id="c2"/>
                                    </constraints>
                                    <state key="normal" image="forward"/>
                                    <connections>
                                        <action selector="skip:" destination="-1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                                ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                    <state key="normal" title="More"/>
                                    <connections>
                                        <action selector="more:" destination="-1" eventType="touchUpInside" id="a2"/>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="more" firstAttribute="height" constant="30" id="c3"/>
                                <constraint firstItem="more" firstAttribute="leading" secondItem="skip" secondAttribute="trailing" constant="8" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // A cell's button that code wires to an action through its outlet.
            CheckExample(files: [
                ("App/PostCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell" customClass="PostCell">
                            <tableViewCellContentView key="contentView" contentMode="center" id="content">
                                <subviews>
                                    ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="heart">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="w1"/>
                                            <constraint firstAttribute="height" constant="20" id="h1"/>
                                        </constraints>
                                        <state key="normal" image="heart"/>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="likeButton" destination="heart" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/PostCell.swift", """
                import UIKit
                final class PostCell: UITableViewCell {
                    @IBOutlet weak var likeButton: UIButton!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        likeButton.addTarget(self, action: #selector(like), for: .touchUpInside)
                    }
                    @objc private func like() {}
                }
                """),
            ]),
            // A cell's button handed to a helper that gives it a menu.
            CheckExample(files: [
                ("App/FolderCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell" customClass="FolderCell">
                            <tableViewCellContentView key="contentView" contentMode="center" id="content">
                                <subviews>
                                    ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sort">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="w1"/>
                                            <constraint firstAttribute="height" constant="20" id="h1"/>
                                        </constraints>
                                        <state key="normal" image="sort"/>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="sortButton" destination="sort" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/FolderCell.swift", """
                import UIKit
                final class FolderCell: UITableViewCell {
                    @IBOutlet weak var sortButton: UIButton!
                    func configure(options: SortOptions) { options.attach(to: sortButton) }
                }
                struct SortOptions {
                    let menu: UIMenu?
                    func attach(to button: UIButton) { button.menu = menu }
                }
                """),
            ]),
            // The same action is sent by tapping a view beside the button, not one around it.
            CheckExample(files: [
                ("App/BadgeCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <collectionViewCell contentMode="center" id="cell" customClass="BadgeCell">
                            <view key="contentView" contentMode="center" id="content">
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <subviews>
                                            ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="30" id="w1"/>
                                                </constraints>
                                                <state key="normal" image="chevron_right"/>
                                                <connections>
                                                    <action selector="openPass" destination="cell" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="cardView" destination="card" id="o1"/>
                                <outlet property="badgeView" destination="badge" id="o2"/>
                            </connections>
                        </collectionViewCell>
                    </objects>
                </document>
                """),
                ("App/BadgeCell.swift", """
                final class BadgeCell: UICollectionViewCell {
                    @IBOutlet var cardView: UIView!
                    @IBOutlet var badgeView: UIView!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        badgeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPass)))
                    }
                    @IBAction func openPass() {}
                }
                """),
            ]),
            // A button one screen hides and another shows again is still a target where it shows.
            CheckExample(files: [
                ("App/Saved.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="vc" customClass="SavedListController" sceneMemberID="viewController">
                                    <tableView key="view" id="table">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="route" id="cell" customClass="RouteCell">
                                                <tableViewCellContentView key="contentView" id="content">
                                                    <subviews>
                                                        ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="32" id="c1"/>
                                                                <constraint firstAttribute="width" constant="32" id="c2"/>
                                                            </constraints>
                                                        </button>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <outlet property="starButton" destination="star" id="o1"/>
                                                </connections>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/RouteCell.swift", """
                import UIKit
                final class RouteCell: UITableViewCell {
                    @IBOutlet weak var starButton: UIButton!
                }
                final class AllRoutesController: UITableViewController {
                    @objc func toggleStar(_ sender: UIButton) {}
                    func configure(_ cell: RouteCell) {
                        cell.starButton.addTarget(self, action: #selector(toggleStar(_:)), for: .touchUpInside)
                        cell.starButton.isHidden = false
                    }
                }
                final class SavedListController: UITableViewController {
                    func configure(_ cell: RouteCell) {
                        cell.starButton.isHidden = true
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // entourage-ios: a superseded scene (`groupsHome`) whose identifier no code writes; the tab opens the new one.
            CheckExample(files: [
                ("App/Community.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="groupsHubV2" id="tabs" customClass="GroupsHubViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController storyboardIdentifier="groupsHome" id="old" customClass="GroupsHomeViewController" sceneMemberID="viewController">
                                    <view key="view" id="v2">
                                        <subviews>
                                            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="join">
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="32" id="c1"/>
                                                    <constraint firstAttribute="width" constant="90" id="c2"/>
                                                </constraints>
                                                <connections>
                                                    <action selector="join:" destination="old" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/MainTabs.swift", """
                final class MainTabs: UITabBarController {
                    func groupsTab() -> UIViewController {
                        UIStoryboard(name: "Community", bundle: nil).instantiateViewController(withIdentifier: "groupsHubV2")
                    }
                }
                """),
            ]),
            // muun-falcon: a small info button whose tap recognizer's action the view's own recognizer also sends: the whole row is the target.
            CheckExample(files: [
                ("App/PayeeRowView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PayeeRowView" customModule="App">
                            <connections>
                                <outlet property="infoButton" destination="b1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="w1"/>
                                        <constraint firstAttribute="height" constant="24" id="h1"/>
                                    </constraints>
                                    <state key="normal" image="info"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/PayeeRowView.swift", """
                import UIKit
                final class PayeeRowView: UIView {
                    @IBOutlet private weak var infoButton: UIButton!
                    func setUp() {
                        infoButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .infoTapped))
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .infoTapped))
                    }
                    @objc func infoTapped() {}
                }
                fileprivate extension Selector {
                    static let infoTapped = #selector(PayeeRowView.infoTapped)
                }
                """),
            ]),
            // stepik-ios Auth.storyboard: the scene's 20pt close icon in the left bar item, which the
            // controller replaces with a system close item in viewDidLoad.
            CheckExample(files: [
                ("App/Login.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root"/>
                                    <navigationItem key="navigationItem" id="nav">
                                        <barButtonItem key="leftBarButtonItem" style="plain" id="item">
                                            <button key="customView" contentMode="scaleToFill" id="close">
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="c1"/>
                                                    <constraint firstAttribute="width" constant="20" id="c2"/>
                                                </constraints>
                                                <state key="normal" image="dismiss"/>
                                                <connections>
                                                    <action selector="close:" destination="vc" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </barButtonItem>
                                    </navigationItem>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/LoginViewController.swift", """
                import UIKit
                final class LoginViewController: UIViewController {
                    private lazy var closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close(_:)))
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = closeItem
                    }
                    @IBAction func close(_ sender: Any) { dismiss(animated: true) }
                }
                """),
            ]),
            // wsdot-ios: the favourites list hides the star of the cells it shares with the lists that show it.
            CheckExample(files: [
                ("App/Saved.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="vc" customClass="SavedListController" sceneMemberID="viewController">
                                    <tableView key="view" id="table">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="route" id="cell" customClass="RouteCell">
                                                <tableViewCellContentView key="contentView" id="content">
                                                    <subviews>
                                                        <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="32" id="c1"/>
                                                                <constraint firstAttribute="width" constant="32" id="c2"/>
                                                            </constraints>
                                                        </button>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <outlet property="starButton" destination="star" id="o1"/>
                                                </connections>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/RouteCell.swift", """
                import UIKit
                final class RouteCell: UITableViewCell {
                    @IBOutlet weak var starButton: UIButton!
                }
                final class AllRoutesController: UITableViewController {
                    @objc func toggleStar(_ sender: UIButton) {}
                    func configure(_ cell: RouteCell) {
                        cell.starButton.addTarget(self, action: #selector(toggleStar(_:)), for: .touchUpInside)
                    }
                }
                final class SavedListController: UITableViewController {
                    func configure(_ cell: RouteCell) {
                        cell.starButton.isHidden = true
                    }
                }
                """),
            ]),
            // wsdot-ios: an empty state's star icon that no action, segue, outlet or tag reaches.
            CheckExample(files: [
                ("App/Saved.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc" customClass="SavedViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root">
                                        <subviews>
                                            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="24" id="c1"/>
                                                    <constraint firstAttribute="width" constant="24" id="c2"/>
                                                </constraints>
                                                <state key="normal" image="starIcon"/>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // covpass-ios: the chevron sends what a tap anywhere on the card sends; the card is the target.
            CheckExample(files: [
                ("App/PassCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <collectionViewCell contentMode="center" id="cell" customClass="PassCell">
                            <view key="contentView" contentMode="center" id="content">
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <subviews>
                                            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="30" id="w1"/>
                                                </constraints>
                                                <state key="normal" image="chevron_right"/>
                                                <connections>
                                                    <action selector="openPass" destination="cell" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="cardView" destination="card" id="o1"/>
                                <outlet property="badgeView" destination="badge" id="o2"/>
                            </connections>
                        </collectionViewCell>
                    </objects>
                </document>
                """),
                ("App/PassCell.swift", """
                final class PassCell: UICollectionViewCell {
                    @IBOutlet var cardView: UIView!
                    @IBOutlet var badgeView: UIView!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPass)))
                    }
                    @IBAction func openPass() {}
                }
                """),
            ]),
            // A cell's delivery-status icon: code only sets its image, nothing acts on a tap.
            CheckExample(files: [
                ("App/ReplyCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell" customClass="ReplyCell">
                            <tableViewCellContentView key="contentView" contentMode="center" id="content">
                                <subviews>
                                    <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sent">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="w1"/>
                                            <constraint firstAttribute="height" constant="20" id="h1"/>
                                        </constraints>
                                        <state key="normal" image="sent"/>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="statusButton" destination="sent" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/ReplyCell.swift", """
                import UIKit
                final class ReplyCell: UITableViewCell {
                    @IBOutlet weak var statusButton: UIButton!
                    func configure(delivered: Bool) {
                        statusButton.setImage(UIImage(named: delivered ? "delivered" : "sent"), for: .normal)
                        statusButton.isHidden = false
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Player.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerView">
                            <connections>
                                <outlet property="skipHeight" destination="c2" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="skip">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="44" id="c1"/>
                                        <constraint firstAttribute="height" constant="28" id="c2"/>
                                    </constraints>
                                    <state key="normal" image="forward"/>
                                </button>
                                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                    <constraints>
                                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="c3"/>
                                        <constraint firstAttribute="width" priority="250" constant="30" id="c5"/>
                                    </constraints>
                                    <state key="normal" title="More"/>
                                </button>
                                <button userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="c6"/>
                                    </constraints>
                                    <state key="normal" image="dot"/>
                                </button>
                                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="star" customClass="WideHitButton">
                                    <constraints>
                                        <constraint firstAttribute="height" constant="24" id="c7"/>
                                    </constraints>
                                    <state key="normal" image="star"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/WideHitButton.swift", """
                import UIKit

                final class WideHitButton: UIButton {
                    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                        bounds.insetBy(dx: -10, dy: -10).contains(point)
                    }
                }
                """),
            ]),
        ]
    )

    static let floor = 44.0
    static let sizeMembers = ["frame", "bounds"]
    /// Members through which code makes a button act: a target, an action, a gesture, a menu.
    static let actionMembers = ["addTarget", "addAction", "addGestureRecognizer", "menu", "primaryAction", "publisher"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("touch-floor.ib-size-settings")

    /// Functions that wire an action to a button they are given (`func apply(to button: UIButton) { button.menu = … }`).
    static let wiringFunctions = FactKey<String>("touch-floor.ib-small-button.wiring-function")
    /// A view passed to a function by name (`buttonConfig.apply(to: iconButton)`): the function may wire it.
    struct PassedView: Sendable, Codable, Hashable {
        let view: String
        let function: String
    }
    static let passedViews = FactKey<PassedView>("touch-floor.ib-small-button.passed-view")
    /// `containerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))`
    /// in `type`: tapping that view sends `open` too.
    struct TapRecognizer: Sendable, Codable, Hashable {
        let type: String
        let view: String
        let selector: String
    }
    static let tapRecognizers = FactKey<TapRecognizer>("touch-floor.ib-small-button.tap-recognizer")
    /// `cell.favoriteButton.isHidden = true` in `type`; `shownOutlets` holds every name code sets
    /// `isHidden` to anything else, so a view hidden by one screen and shown by another stays a target.
    struct HiddenOutlet: Sendable, Codable, Hashable {
        let type: String
        let outlet: String
    }
    static let hiddenOutlets = FactKey<HiddenOutlet>("touch-floor.ib-small-button.hidden-outlet")
    static let shownOutlets = FactKey<String>("touch-floor.ib-small-button.shown-outlet")
    /// `navigationItem.leftBarButtonItem = …` written straight in `viewDidLoad` of `type`: the bar
    /// item the storyboard puts in that `slot` is replaced before the screen shows.
    struct ReplacedBarItem: Sendable, Codable, Hashable {
        let type: String
        let slot: String
    }
    static let replacedBarItems = FactKey<ReplacedBarItem>("touch-floor.ib-small-button.replaced-bar-item")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.sizeMembers + Self.actionMembers, in: file) { output.facts.add(setting, for: Self.settings) }
        for access in file.index.memberAccesses(Self.actionMembers) {
            guard let receiver = access.base?.strippingOptionality.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let function = access.enclosingFunction,
                  function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == receiver }) else { continue }
            output.facts.add(function.name.text, for: Self.wiringFunctions)
        }
        for call in file.index.calls("addGestureRecognizer") {
            guard let recognizer = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                  recognizer.calleeName == "UITapGestureRecognizer", recognizer.argument("target")?.expression.trimmedSourceText == "self",
                  let action = recognizer.argument("action")?.expression,
                  let selector = action.as(MacroExpansionExprSyntax.self)?.arguments.first?.expression.lastNameComponent
                    ?? action.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let type = call.enclosingTypeName.map(Symbols.bareName) else { continue }
            // No receiver: the class's own view (`addGestureRecognizer(…)` in a view class), kept as `self`.
            let view = call.receiver.map { $0.receiverKey.split(separator: ".").last.map(String.init) ?? "self" } ?? "self"
            output.facts.add(TapRecognizer(type: type, view: view, selector: selector), for: Self.tapRecognizers)
        }
        for visibility in InterfaceBuilderCode.visibilities(in: file) {
            if visibility.hides, let type = visibility.type {
                output.facts.add(HiddenOutlet(type: type, outlet: visibility.outlet), for: Self.hiddenOutlets)
            } else {
                output.facts.add(visibility.outlet, for: Self.shownOutlets)
            }
        }
        for access in file.index.memberAccesses("leftBarButtonItem", "rightBarButtonItem") where access.isAssigned {
            guard access.base?.lastNameComponent == "navigationItem", let function = access.enclosingFunction,
                  function.name.text == "viewDidLoad", Self.runsWhenever(access, in: function),
                  let type = access.enclosingTypeName.map(Symbols.bareName) else { continue }
            output.facts.add(ReplacedBarItem(type: type, slot: access.declName.baseName.text), for: Self.replacedBarItems)
        }
        for call in file.index.callsInOrder {
            guard let function = call.calleeName else { continue }
            for argument in call.arguments {
                guard let name = argument.expression.strippingOptionality.lastNameComponent,
                      InterfaceBuilderCode.viewWords.contains(where: name.lowercased().hasSuffix) else { continue }
                output.facts.add(PassedView(view: name, function: function), for: Self.passedViews)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        let wiring = Set(project.facts.values(Self.wiringFunctions))
        var wiredViews = Set<String>()
        for passed in project.facts.values(Self.passedViews) where wiring.contains(passed.function) { wiredViews.insert(passed.view) }
        let symbols = project.symbols
        let taps = Set(project.facts.values(Self.tapRecognizers))
        let hidden = Set(project.facts.values(Self.hiddenOutlets))
        let shown = Set(project.facts.values(Self.shownOutlets))
        let replaced = Set(project.facts.values(Self.replacedBarItems))
        for document in documents {
            for (index, element) in document.elements.enumerated() where element.name == "button" {
                guard element.attribute("userInteractionEnabled") != "NO", !InterfaceBuilderViews.isTransparent(element) else { continue }
                let size = Self.constrainedSize(of: index, in: document)
                let small = [size.width, size.height].compactMap { $0 }.filter { $0 > 0 && $0 < Self.floor }
                guard !small.isEmpty else { continue }
                let acts = Self.acts(index, in: document, code: code, symbols: symbols)
                if document.isInsideCell(index), !acts, !document.outlets(of: index).contains(where: { wiredViews.contains($0.property) }) { continue }
                // No action, segue, outlet, tag or class of its own: no code can reach it to make it act.
                if !acts, document.outlets(of: index).isEmpty, element.attribute("tag") == nil, element.attribute("customClass") == nil { continue }
                if code.sets(Set(Self.sizeMembers), on: index, in: document, symbols: symbols) { continue }
                if Self.isHiddenForGood(index, in: document, hidden: hidden, shown: shown) { continue }
                if Self.isReplacedBarItem(index, in: document, replaced: replaced) { continue }
                if Self.sharesActionWithSurroundingView(index, in: document, taps: taps) { continue }
                if let own = element.attribute("customClass"),
                   symbols.method("point(inside:with:)", in: own) != nil || symbols.method("hitTest(_:with:)", in: own) != nil { continue }
                let narrow = (size.width ?? Self.floor) < Self.floor, low = (size.height ?? Self.floor) < Self.floor
                let raise = narrow && low ? "width and height constraints" : narrow ? "width constraint" : "height constraint"
                output.report(
                    "This button is constrained to \(Self.text(size)), under the 44x44pt floor, and its tap area is no larger; raise its \(raise) to at least 44pt and keep the image small with content insets, or override point(inside:with:) to accept touches out to 44pt.",
                    at: document.position(of: index))
            }
        }
    }

    /// The button's required constant width and height, from its own constraints and from
    /// those of its ancestors that size it alone; nil for an axis with none.
    static func constrainedSize(of index: Int, in document: InterfaceBuilderFile) -> (width: Double?, height: Double?) {
        let id = document.elements[index].attribute("id")
        var width: Double?, height: Double?
        for holder in [index] + document.tree.ancestors(of: index).reversed() {
            guard let list = document.child(of: holder, named: "constraints") else { continue }
            for constraintIndex in document.elements[list].children {
                let constraint = document.elements[constraintIndex]
                guard constraint.name == "constraint", constraint.attribute("secondItem") == nil,
                      constraint.attribute("multiplier") == nil else { continue }
                let item = constraint.attribute("firstItem")
                guard holder == index ? (item == nil || item == id) : (item != nil && item == id) else { continue }
                guard [nil, "lessThanOrEqual"].contains(constraint.attribute("relation")),
                      (constraint.attribute("priority").flatMap(Double.init) ?? 1000) >= 999,
                      let constant = constraint.attribute("constant").flatMap(Double.init),
                      constraint.attribute("id").map({ document.outlets(ofID: $0).isEmpty }) ?? true else { continue }
                switch constraint.attribute("firstAttribute") {
                case "width"?: width = min(width ?? constant, constant)
                case "height"?: height = min(height ?? constant, constant)
                default: break
                }
            }
        }
        return (width, height)
    }

    /// True when the button does something when tapped: an action or a segue in the document,
    /// or code that wires one through its outlet or inside its own class (`addTarget`, a menu).
    /// A cell's button whose outlet code only configures (`readReceiptButton.setImage`) is a
    /// status icon; the row is the target.
    static func acts(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index, symbols: SymbolTable) -> Bool {
        if let connections = document.child(of: index, named: "connections"),
           document.elements[connections].children.contains(where: { ["action", "segue"].contains(document.elements[$0].name) }) {
            return true
        }
        return code.sets(Set(actionMembers), on: index, in: document, symbols: symbols)
    }

    /// True when the button's action (`<action selector="onPressAction">`) is also sent by a tap
    /// recognizer its class adds to a view that holds the button (`containerView`, reached
    /// through its outlet): the larger view is the target, the button only marks it.
    static func sharesActionWithSurroundingView(_ index: Int, in document: InterfaceBuilderFile, taps: Set<TapRecognizer>) -> Bool {
        guard !taps.isEmpty else { return false }
        let connections = document.child(of: index, named: "connections").map { document.elements[$0].children } ?? []
        var selectors = connections.compactMap { child -> String? in
            guard document.elements[child].name == "action" else { return nil }
            return document.elements[child].attribute("selector")?.split(separator: ":").first.map(String.init)
        }
        // Or a tap recognizer its owner adds to the button's outlet; when the owner adds one with
        // the same action to its own view, the whole view is the target (muun's more-info row).
        let owned = document.outlets(of: index).compactMap { outlet in outlet.ownerClass.map { (Symbols.bareName($0), outlet.property) } }
        for tap in taps where owned.contains(where: { $0.0 == tap.type && $0.1 == tap.view }) { selectors.append(tap.selector) }
        guard !selectors.isEmpty else { return false }
        if owned.contains(where: { owner in selectors.contains { taps.contains(TapRecognizer(type: owner.0, view: "self", selector: $0)) } }) { return true }
        return document.tree.ancestors(of: index).contains { ancestor in
            document.outlets(of: ancestor).contains { outlet in
                guard let owner = outlet.ownerClass.map(Symbols.bareName) else { return false }
                return selectors.contains { taps.contains(TapRecognizer(type: owner, view: outlet.property, selector: $0)) }
            }
        }
    }

    /// True when the class of the scene around the button (the controller that fills a prototype
    /// cell) sets the button's outlet `isHidden = true` and no code sets it to anything else
    /// (wsdot's favourites list hides the star its cells share with the lists that show it):
    /// UIKit never hit-tests a hidden view.
    static func isHiddenForGood(_ index: Int, in document: InterfaceBuilderFile, hidden: Set<HiddenOutlet>, shown: Set<String>) -> Bool {
        let outlets = document.outlets(of: index).map(\.property)
        guard !outlets.isEmpty, outlets.allSatisfy({ !shown.contains($0) }) else { return false }
        let owners = document.classes(around: index).map(Symbols.bareName)
        return outlets.contains { outlet in owners.contains { hidden.contains(HiddenOutlet(type: $0, outlet: outlet)) } }
    }

    /// True when the button is the custom view of a navigation item's left or right bar item and
    /// the scene's controller sets that item itself in `viewDidLoad` (stepik-ios's auth screens swap
    /// the storyboard's 20pt close icon for a system close item): the storyboard's button never shows.
    static func isReplacedBarItem(_ index: Int, in document: InterfaceBuilderFile, replaced: Set<ReplacedBarItem>) -> Bool {
        guard let item = document.elements[index].parent, document.elements[item].name == "barButtonItem",
              let slot = document.elements[item].attribute("key"), let navigationItem = document.elements[item].parent,
              document.elements[navigationItem].name == "navigationItem" else { return false }
        return document.classes(around: index).map(Symbols.bareName).contains { replaced.contains(ReplacedBarItem(type: $0, slot: slot)) }
    }

    /// True when nothing between the function's body and the node decides whether it runs: no
    /// `if`, `guard`, `switch`, loop or closure around it.
    static func runsWhenever(_ node: some SyntaxProtocol, in function: FunctionDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != function.id {
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(SwitchExprSyntax.self)
                || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
        }
        return true
    }

    static func text(_ size: (width: Double?, height: Double?)) -> String {
        let format = InterfaceBuilderFixedFontSize.format
        switch (size.width, size.height) {
        case let (width?, height?): return "\(format(width))x\(format(height))pt"
        case let (width?, nil): return "\(format(width))pt wide"
        case let (nil, height?): return "\(format(height))pt high"
        default: return "an unknown size"
        }
    }
}
