import ThumbruleCore
import ThumbruleFrontEnds

/// A storyboard or xib label, text field or text view with a text-style font
/// (`style="UICTFontTextStyleBody"`) whose Automatically Adjusts Font box is off
/// (no `adjustsFontForContentSizeCategory="YES"`): the font is right when the screen loads
/// and keeps that size when the reader changes their text size, as
/// `type-scaling.uikit-adjusts-font` finds in Swift.
///
/// Left alone where code takes over: an outlet to the view, or its own class, setting
/// `adjustsFontForContentSizeCategory`, `font` or `attributedText`, and a view inside a class
/// (its own, its cell's or its controller's) that handles size changes itself
/// (`traitCollectionDidChange(_:)`). Buttons are not judged: Interface Builder offers the box
/// only for their title label in code.
struct InterfaceBuilderAdjustsFont: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "type-scaling.ib-adjusts-font",
        ruleId: "type-scaling",
        summary: "A storyboard or xib text view with a text-style font whose Automatically Adjusts Font is off",
        triggering: [
            CheckExample(files: [
                ("App/NoteCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell" customClass="NoteCell">
                            <tableViewCellContentView key="contentView" id="content">
                                <subviews>
                                    <label text="Title" id="title">
                                        ↓<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    </label>
                                    <textView text="Body" id="body">
                                        ↓<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </textView>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """),
            ]),
        ],
        nonTriggering: [
            // rocketchat-ios ChatChannelHeaderCell: a cell nib that nothing registers; the cell's own
            // `identifier` string is read by no code, since no other file names the class.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {}
                """),
                ("App/Cells/ChannelHeaderCell.swift", """
                import UIKit
                final class ChannelHeaderCell: UICollectionViewCell {
                    static let identifier = "ChannelHeaderCell"
                    @IBOutlet weak var titleLabel: UILabel!
                }
                """),
                ("App/Cells/ChannelHeaderCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <collectionViewCell contentMode="center" id="cell" customClass="ChannelHeaderCell">
                            <view key="contentView" contentMode="center" id="content">
                                <subviews>
                                    <label text="Start a conversation" id="title">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title" id="o1"/>
                            </connections>
                        </collectionViewCell>
                    </objects>
                </document>
                """),
            ]),
            // A library's card view nothing in the app makes, whose nib is loaded by the class's
            // name (covpass-ios OfflineCardView).
            CheckExample(files: [
                ("Packages/DesignKit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "DesignKit",
                    products: [.library(name: "DesignKit", targets: ["DesignKit"])],
                    targets: [.target(name: "DesignKit", resources: [.process("Resources")])]
                )
                """),
                ("Packages/DesignKit/Sources/DesignKit/NoSignalCardView.swift", """
                import UIKit
                open class NibView: UIView {
                    var nibName: String? { NSStringFromClass(type(of: self)).components(separatedBy: ".").last }
                }
                public class NoSignalCardView: NibView {
                    @IBOutlet public var titleLabel: UILabel!
                }
                """),
                ("Packages/DesignKit/Sources/DesignKit/Resources/NoSignalCardView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoSignalCardView" customModule="DesignKit"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Offline mode" id="l1">
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/HomeViewController.swift", "import UIKit\nimport DesignKit\nfinal class HomeViewController: UIViewController {}\n"),
            ]),
            // An Objective-C owner that styles a label through a UILabel category whose method
            // sets the label's own font, re-run when the text size changes.
            CheckExample(files: [
                ("App/PlayerViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                            <connections>
                                <outlet property="badgeLabel" destination="l1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Live" id="l1">
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/PlayerViewController.m", """
                @implementation PlayerViewController

                - (void)reloadDetails
                {
                    [self.badgeLabel app_displayLiveBadge];
                }

                @end
                """),
                ("App/UILabel+App.m", """
                @implementation UILabel (App)

                - (void)app_displayLiveBadge
                {
                    self.text = NSLocalizedString(@"Live", nil).uppercaseString;
                    self.font = [DKFont fontWithStyle:DKFontStyleLabel];
                }

                @end
                """),
            ]),
            CheckExample(files: [
                ("App/NoteCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell" customClass="NoteCell">
                            <tableViewCellContentView key="contentView" id="content">
                                <subviews>
                                    <label text="Title" adjustsFontForContentSizeCategory="YES" id="title">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    </label>
                                    <label text="Date" id="date">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                    </label>
                                    <button id="more">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <state key="normal" title="More"/>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="dateLabel" destination="date" id="o1"/>
                            </connections>
                        </tableViewCell>
                    </objects>
                </document>
                """),
                ("App/NoteCell.swift", """
                import UIKit

                final class NoteCell: UITableViewCell {
                    @IBOutlet private var dateLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        dateLabel.adjustsFontForContentSizeCategory = true
                    }
                }
                """),
            ]),
        ]
    )

    static let members = ["adjustsFontForContentSizeCategory", "font", "attributedText"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("type-scaling.ib-adjusts-settings")
    static let textElements: Set<String> = ["label", "textField", "textView"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.members, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        let symbols = project.symbols
        let members = Set(Self.members)
        for document in documents {
            for (index, element) in document.elements.enumerated() where Self.textElements.contains(element.name) {
                guard element.attribute("adjustsFontForContentSizeCategory") != "YES",
                      let font = InterfaceBuilderViews.font(of: index, in: document),
                      let style = document.elements[font].attribute("style"), style.hasPrefix("UICTFontTextStyle"),
                      InterfaceBuilderViews.showsText(index, in: document),
                      !code.sets(members, on: index, in: document, symbols: symbols),
                      !document.classes(around: index).contains(where: { symbols.method("traitCollectionDidChange(_:)", in: $0) != nil }) else { continue }
                output.report(
                    "This \(InterfaceBuilderViews.kindName(element.name)) has a text style font (\(style.dropFirst("UICTFontTextStyle".count))) but Automatically Adjusts Font is off, so it keeps the size it loaded with when the reader changes their text size; tick Automatically Adjusts Font in Interface Builder, or set adjustsFontForContentSizeCategory = true on its outlet.",
                    at: document.position(of: font), confidence: .medium)
            }
        }
    }
}
