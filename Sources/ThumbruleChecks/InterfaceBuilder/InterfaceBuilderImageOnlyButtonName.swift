import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// A storyboard or xib button or bar button item that shows only an image and has no
/// accessibility label: VoiceOver reads the image's file name, or just "button".
///
/// Image-only: an image in a state or in the button's configuration, and no title in any
/// state or in the configuration; for a bar button item, an image and neither a title nor a
/// system item (a custom view's button is judged as a button). Named: an accessibility label in the document (the
/// Identity inspector's Accessibility Label, or a `accessibilityLabel` runtime attribute),
/// the button hidden from VoiceOver there, or code setting the label, a title or the
/// configuration (or swapping its image for a symbol, or for one chosen elsewhere; a swap to
/// other assets by literal names leaves it image-only) on an outlet to it (inside the class holding the outlet, or through any
/// receiver of that name) or on itself in its own class (an Objective-C class overriding the
/// `accessibilityLabel` getter too), an Objective-C owner that is the button's delegate and
/// supplies its label (`playbackButton:accessibilityLabelForState:`), or one that hides the
/// button whenever VoiceOver runs. SF Symbols are judged as in
/// `a11y-name.uikit-image-only-button`: a symbol whose built-in description names a common
/// action is left alone, any other is a note. Buttons with user interaction off are left
/// alone: nothing can tap them.
struct InterfaceBuilderImageOnlyButtonName: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "a11y-name.ib-image-only-button",
        ruleId: "a11y-name",
        summary: "A storyboard or xib button or bar button item that shows only an image and has no accessibility label",
        triggering: [
            // A row's favourite star: its cell swaps one asset for another, and nothing names it.
            CheckExample(files: [
                ("App/Base.lproj/Places.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="vc1" customClass="PlacesViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="t1">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="PlaceCell" id="c1" customClass="PlaceCell">
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <subviews>
                                                        ↓<button contentMode="scaleToFill" id="b1">
                                                            <state key="normal" image="pin-outline"/>
                                                        </button>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <outlet property="pinButton" destination="b1" id="o1"/>
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
                ("App/PlaceCell.swift", """
                import UIKit

                final class PlaceCell: UITableViewCell {
                    @IBOutlet weak var pinButton: UIButton!
                    func show(isPinned: Bool) {
                        pinButton.setImage(UIImage.init(named: isPinned ? "pin-filled" : "pin-outline"), for: .normal)
                    }
                    func reset() {
                        pinButton.setImage(UIImage(named: "pin-outline"), for: .normal)
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
                                <viewController id="vc1" customClass="TrackViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            ↓<button contentMode="scaleToFill" id="b1">
                                                <state key="normal" image="heart-outline"/>
                                                <connections>
                                                    <action selector="like:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                            ↓<button contentMode="scaleToFill" id="b2">
                                                <buttonConfiguration key="configuration" style="plain">
                                                    <imageReference key="image" image="waveform.path.ecg" catalog="system"/>
                                                </buttonConfiguration>
                                            </button>
                                        </subviews>
                                    </view>
                                    <navigationItem key="navigationItem" id="n1">
                                        ↓<barButtonItem key="rightBarButtonItem" image="queue-icon" id="i1"/>
                                        <barButtonItem key="leftBarButtonItem" systemItem="done" id="i2"/>
                                    </navigationItem>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
            // An Objective-C owner that clears the title and only sometimes hides the button
            // from VoiceOver leaves it unnamed.
            CheckExample(files: [
                ("App/ComposerView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ComposerView">
                            <connections>
                                <outlet property="sendButton" destination="b1" id="o1"/>
                                <outlet property="cancelButton" destination="b2" id="o2"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<button contentMode="scaleToFill" id="b1">
                                    <state key="normal" image="send-icon"/>
                                </button>
                                ↓<button contentMode="scaleToFill" id="b2">
                                    <state key="normal" image="close-icon"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/ComposerView.m", """
                @implementation ComposerView

                - (void)awakeFromNib
                {
                    [super awakeFromNib];
                    [self.sendButton setTitle:nil forState:UIControlStateNormal];
                    self.cancelButton.isAccessibilityElement = NO;
                }

                - (void)showReplyBar:(BOOL)visible
                {
                    self.cancelButton.isAccessibilityElement = visible;
                }

                @end
                """),
            ]),
            // An Objective-C owner that is the button's delegate without supplying a label, and
            // that hides it only while VoiceOver is off, leaves it unnamed.
            CheckExample(files: [
                ("App/RadioBarView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="RadioBarView">
                            <subviews>
                                ↓<button contentMode="scaleToFill" id="b1" customClass="StationButton">
                                    <state key="normal" image="station-icon"/>
                                </button>
                                ↓<button contentMode="scaleToFill" id="b2">
                                    <state key="normal" image="rewind-icon"/>
                                </button>
                            </subviews>
                            <connections>
                                <outlet property="stationButton" destination="b1" id="o1"/>
                                <outlet property="rewindButton" destination="b2" id="o2"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/RadioBarView.m", """
                @implementation RadioBarView

                - (void)awakeFromNib
                {
                    [super awakeFromNib];
                    self.stationButton.delegate = self;
                    self.rewindButton.hidden = ! UIAccessibilityIsVoiceOverRunning();
                }

                - (UIColor *)stationButton:(StationButton *)button tintColorForState:(NSInteger)state
                {
                    return UIColor.redColor;
                }

                @end
                """),
            ]),
            // The same scene once code opens it by its identifier.
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
                                            ↓<button contentMode="scaleToFill" id="plus">
                                                <state key="normal" image="plus-fill"/>
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
                        UIStoryboard(name: "Community", bundle: nil).instantiateViewController(withIdentifier: "groupsHome")
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
                                            <button contentMode="scaleToFill" id="plus">
                                                <state key="normal" image="plus-fill"/>
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
            // Named elsewhere in Objective-C: a button class overriding the accessibilityLabel
            // getter, an owner that is the button's delegate and supplies its label, a button
            // hidden whenever VoiceOver runs; and the AirPlay symbol, read as "AirPlay".
            CheckExample(files: [
                ("App/MiniPlayerView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root" customClass="MiniPlayerView">
                            <subviews>
                                <button contentMode="scaleToFill" id="b1" customClass="CastPlaybackButton">
                                    <state key="normal" image="play-icon"/>
                                </button>
                                <button contentMode="scaleToFill" id="b2" customClass="PlaybackButton">
                                    <state key="normal" image="pause-icon"/>
                                </button>
                                <button contentMode="scaleToFill" id="b3">
                                    <state key="normal" image="details-icon"/>
                                </button>
                                <button contentMode="scaleToFill" id="b4">
                                    <state key="normal">
                                        <imageReference key="image" image="airplay.audio" catalog="system"/>
                                    </state>
                                </button>
                            </subviews>
                            <connections>
                                <outlet property="playbackButton" destination="b2" id="o2"/>
                                <outlet property="detailsButton" destination="b3" id="o3"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/CastPlaybackButton.m", """
                @implementation CastPlaybackButton

                - (NSString *)accessibilityLabel
                {
                    return self.playing ? NSLocalizedString(@"Pause", nil) : NSLocalizedString(@"Play", nil);
                }

                @end
                """),
                ("App/MiniPlayerView.m", """
                @implementation MiniPlayerView

                - (void)awakeFromNib
                {
                    [super awakeFromNib];
                    self.playbackButton.delegate = self;
                    [self updateDetailsButton];
                }

                - (void)updateDetailsButton
                {
                    self.detailsButton.hidden = self.media == nil || UIAccessibilityIsVoiceOverRunning();
                }

                - (NSString *)playbackButton:(PlaybackButton *)button accessibilityLabelForState:(NSInteger)state
                {
                    return state == 1 ? NSLocalizedString(@"Stop", nil) : nil;
                }

                @end
                """),
            ]),
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="TrackViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <button contentMode="scaleToFill" id="b1">
                                                <accessibility key="accessibilityConfiguration" label="Like"/>
                                                <state key="normal" image="heart-outline"/>
                                            </button>
                                            <button contentMode="scaleToFill" id="b2">
                                                <state key="normal" title="Share" image="share"/>
                                            </button>
                                            <button contentMode="scaleToFill" id="b3">
                                                <state key="normal" image="repeat"/>
                                            </button>
                                            <button contentMode="scaleToFill" id="b4">
                                                <state key="normal">
                                                    <imageReference key="image" image="xmark.circle.fill" catalog="system"/>
                                                </state>
                                            </button>
                                            <button contentMode="scaleToFill" id="b5">
                                                <state key="normal" image="circle-info"/>
                                            </button>
                                        </subviews>
                                    </view>
                                    <navigationItem key="navigationItem" id="n1">
                                        <barButtonItem key="rightBarButtonItem" image="queue-icon" id="i1"/>
                                        <barButtonItem key="leftBarButtonItem" image="close-icon" id="i2"/>
                                    </navigationItem>
                                    <connections>
                                        <outlet property="repeatButton" destination="b3" id="o1"/>
                                        <outlet property="infoButton" destination="b5" id="o2"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/TrackViewController.swift", """
                import UIKit

                final class TrackViewController: UIViewController {
                    @IBOutlet private var repeatButton: UIButton!
                    @IBOutlet private var infoButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        repeatButton.accessibilityLabel = NSLocalizedString("Repeat", comment: "")
                        infoButton.setImage(UIImage(systemName: "info.circle"), for: .normal)
                        navigationItem.rightBarButtonItem?.accessibilityLabel = NSLocalizedString("Up Next", comment: "")
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Cancel", comment: ""), style: .plain, target: self, action: #selector(cancel))
                    }
                }
                """),
            ]),
        ]
    )

    /// What code sets that names a button, and the navigation item's slots a bar button item sits in.
    static let barSlots = ["rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems"]
    /// Members whose setting in code names the button, or swaps the image the document names
    /// (`setImage(UIImage(systemName: "info.circle"), for: .normal)`), so the document's image says nothing.
    static let namingMembers = ["accessibilityLabel", "accessibilityAttributedLabel", "isAccessibilityElement", "accessibilityElementsHidden",
                                "setTitle", "setAttributedTitle", "title", "attributedTitle", "configuration", "setImage"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("a11y-name.ib-naming-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.namingMembers + Self.barSlots, in: file) { output.facts.add(setting, for: Self.settings) }
        for setting in Self.imageSwaps(in: file) { output.facts.add(setting, for: Self.settings) }
    }

    /// The members of the settings `imageSwaps` keeps: a `setImage` that passes an asset by a
    /// literal name, and any other.
    static let assetSwap = "setImage:asset"
    static let otherSwap = "setImage:other"

    /// Every `favoriteButton.setImage(image, for: state)` of the file on a named receiver, as
    /// `assetSwap` when the image is an asset named by a literal (`UIImage(named: "star-off")`,
    /// `UIImage(named: isOn ? "star-on" : "star-off")`): the button still shows only an image,
    /// whose file name VoiceOver reads. Any other image (a symbol, one chosen elsewhere) is `otherSwap`.
    static func imageSwaps(in file: SwiftFile) -> [InterfaceBuilderCode.Setting] {
        file.index.calls("setImage").compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
            let parts = member.receiverKey.split(separator: ".").map(String.init)
            guard let outlet = parts.last else { return nil }
            return InterfaceBuilderCode.Setting(member: isAssetImage(call.arguments.first?.expression, in: file) ? assetSwap : otherSwap,
                                                outlet: outlet, qualified: parts.count > 1,
                                                type: file.index.typeDeclarations.last { $0.node.encloses(call) }?.name)
        }
    }

    /// True for `UIImage(named: "x")` (as `UIKitImageOnlyButtonName.source` reads it) and for
    /// `UIImage(named: flag ? "x" : "y")`, also written `UIImage.init(named:)`.
    static func isAssetImage(_ image: ExprSyntax?, in file: SwiftFile) -> Bool {
        if case .asset = UIKitImageOnlyButtonName.source(of: image, in: file.index) { return true }
        var expression = image
        if let forced = expression?.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), ["UIImage", "UIImage.init"].contains(call.calleePath ?? ""),
              let name = call.argument("named")?.expression else { return false }
        let branches = name.as(StringLiteralExprSyntax.self).map { [ExprSyntax($0)] }
            ?? Ternary(whole: name).flatMap { ternary in ternary.elseExpression.map { [ternary.thenExpression, $0] } }
        return branches?.allSatisfy { $0.as(StringLiteralExprSyntax.self)?.hasInterpolation == false } ?? false
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        // A `setImage` in code is judged apart, by the image it passes (`imageSwaps`).
        let members = Set(Self.namingMembers + [InterfaceBuilderCode.hiddenFromVoiceOver]).subtracting(["setImage"])
        for document in documents {
            for (index, element) in document.elements.enumerated() where element.name == "button" || element.name == "barButtonItem" {
                guard element.attribute("userInteractionEnabled") != "NO", !InterfaceBuilderViews.isTransparent(element),
                      !InterfaceBuilderViews.hasTitle(index, in: document), element.attribute("title")?.isEmpty != false,
                      element.attribute("systemItem") == nil,
                      let image = Self.image(of: index, in: document), !Self.isNamed(index, in: document),
                      !code.sets(members, on: index, in: document, symbols: project.symbols, alsoNamed: Self.barNames(of: index, in: document)),
                      !Self.isReplaced(index, in: document, code: code, symbols: project.symbols),
                      !Self.swapsInNamedImage(index, in: document, code: code, symbols: project.symbols) else { continue }
                let reads: String
                let confidence: Confidence
                if image.isSymbol {
                    guard !SymbolLabels.describes(image.name) else { continue }
                    (reads, confidence) = ("only the built-in description of the symbol \(image.name), which may not say what it does", .low)
                } else {
                    (reads, confidence) = ("the image's file name (\(image.name)), or just \"button\"", .high)
                }
                output.report(
                    "This \(element.name == "button" ? "button" : "bar button item") shows only an image and has no accessibility label, so VoiceOver reads \(reads); set its Accessibility Label in Interface Builder to the action it performs, such as \"Close\" or \"Add to favourites\", or set accessibilityLabel on its outlet.",
                    at: document.position(of: index), confidence: confidence)
            }
        }
    }

    /// True when code swaps the button's image (`setImage`) for one that may name it: a symbol,
    /// an image chosen elsewhere, or through a helper. Swaps that all pass assets by literal
    /// names (`favoriteButton.setImage(UIImage(named: isOn ? "star-on" : "star-off"), for: .normal)`)
    /// leave the button showing only an image, whose file name VoiceOver still reads.
    static func swapsInNamedImage(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index, symbols: SymbolTable) -> Bool {
        guard code.sets(["setImage"], on: index, in: document, symbols: symbols) else { return false }
        return !code.sets([assetSwap], on: index, in: document, symbols: symbols) || code.sets([otherSwap], on: index, in: document, symbols: symbols)
    }

    /// The image the button shows, in a state or its configuration, and whether it is an SF Symbol.
    static func image(of index: Int, in document: InterfaceBuilderFile) -> (name: String, isSymbol: Bool)? {
        let element = document.elements[index]
        if element.name == "barButtonItem" {
            guard let name = element.attribute("image") else { return nil }
            return (name, element.attribute("catalog") == "system" || systemImages(in: document).contains(name))
        }
        for child in element.children {
            let holder = document.elements[child]
            guard holder.name == "state" || holder.name == "buttonConfiguration" else { continue }
            for reference in holder.children.map({ document.elements[$0] }) where reference.name == "imageReference" && reference.attribute("key") == "image" {
                if let name = reference.attribute("image") { return (name, reference.attribute("catalog") == "system") }
            }
            if let name = holder.attribute("image") { return (name, holder.attribute("catalog") == "system" || systemImages(in: document).contains(name)) }
        }
        return nil
    }

    /// The names code reaches a navigation item's bar button item by, in its view controller:
    /// `navigationItem.rightBarButtonItem?.accessibilityLabel = …` (habitica's add button).
    static func barNames(of index: Int, in document: InterfaceBuilderFile) -> [InterfaceBuilderFile.Outlet] {
        let element = document.elements[index]
        guard element.name == "barButtonItem" else { return [] }
        let owner = document.classes(around: index).first
        var names = element.attribute("key").map { [InterfaceBuilderFile.Outlet(property: $0, ownerClass: owner)] } ?? []
        if let list = element.parent, let key = document.elements[list].attribute("key") ?? Optional(document.elements[list].name),
           key.hasSuffix("BarButtonItems") {
            names.append(InterfaceBuilderFile.Outlet(property: key, ownerClass: owner))
        }
        return names
    }

    /// True for a navigation item's bar button item that its controller replaces in code
    /// (`navigationItem.rightBarButtonItem = UIBarButtonItem(title: …)`: githawk's upload screen).
    static func isReplaced(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index, symbols: SymbolTable) -> Bool {
        let slots = Set(barNames(of: index, in: document).map(\.property))
        guard !slots.isEmpty else { return false }
        let navigationItem = InterfaceBuilderFile.Outlet(property: "navigationItem", ownerClass: document.classes(around: index).first)
        return code.sets(slots, on: index, in: document, symbols: symbols, alsoNamed: [navigationItem])
    }

    /// Names of SF Symbols the document's resources list (`<image name="xmark" catalog="system"/>`).
    static func systemImages(in document: InterfaceBuilderFile) -> Set<String> {
        Set(document.elements.filter { $0.name == "image" && $0.attribute("catalog") == "system" }.compactMap { $0.attribute("name") })
    }

    /// True when the document names the button for VoiceOver or hides it from VoiceOver.
    static func isNamed(_ index: Int, in document: InterfaceBuilderFile) -> Bool {
        if let accessibility = document.child(of: index, named: "accessibility", key: "accessibilityConfiguration") {
            let element = document.elements[accessibility]
            if element.attribute("label")?.isEmpty == false || element.attribute("isElement") == "NO" { return true }
            if element.children.contains(where: { document.elements[$0].attribute("key") == "label" }) { return true }
        }
        guard let runtime = document.child(of: index, named: "userDefinedRuntimeAttributes") else { return false }
        return document.elements[runtime].children.contains { document.elements[$0].attribute("keyPath") == "accessibilityLabel" }
    }
}
