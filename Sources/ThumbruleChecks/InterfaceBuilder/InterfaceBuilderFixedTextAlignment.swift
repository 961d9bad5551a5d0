import ThumbruleCore
import ThumbruleFrontEnds

/// Storyboard or xib text aligned to a fixed side (`<label textAlignment="left">`, a button's
/// `contentHorizontalAlignment="right"`) in an app translated into a language written right to
/// left, as `type-strings.uikit-fixed-alignment` finds in code. Interface Builder's default,
/// Natural, follows the reading direction; Left and Right do not.
///
/// An alignment code sets again on the view's outlet (or in its own class) is taken as the one
/// that shows. Reported once per document, at its first such view, with the count of the others:
/// the fix is one pass through the document's inspectors.
struct InterfaceBuilderFixedTextAlignment: InterfaceBuilderDocumentCheck {
    static var documentsRead: Set<FileKind>? { [.interfaceBuilder, .strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "type-strings.ib-fixed-alignment",
        ruleId: "type-strings",
        summary: "A storyboard or xib text aligned left or right in an app translated into a right-to-left language",
        triggering: [
            CheckExample(files: [
                ("App/ProfileHeader.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<label text="Name" textAlignment="left" id="l1"/>
                                <label text="Joined" textAlignment="right" id="l2"/>
                                <button contentHorizontalAlignment="left" id="b1"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/en.lproj/Localizable.strings", "\"name\" = \"Name\";\n"),
                ("App/fa.lproj/Localizable.strings", "\"name\" = \"نام\";\n"),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/ProfileHeader.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileHeader">
                            <connections>
                                <outlet property="joinedLabel" destination="l2" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Name" textAlignment="natural" id="l1"/>
                                <label text="Joined" textAlignment="right" id="l2"/>
                                <label text="42" textAlignment="center" id="l3"/>
                                <button contentHorizontalAlignment="leading" id="b1"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/ProfileHeader.swift", """
                import UIKit
                final class ProfileHeader: UIView {
                    @IBOutlet private var joinedLabel: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        joinedLabel.textAlignment = .natural
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"name\" = \"Name\";\n"),
                ("App/ar.lproj/Localizable.strings", "\"name\" = \"الاسم\";\n"),
            ]),
            // No right-to-left language: the side never flips.
            CheckExample(files: [
                ("App/ProfileHeader.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <label text="Name" textAlignment="left" id="l1"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/en.lproj/Localizable.strings", "\"name\" = \"Name\";\n"),
                ("App/fr.lproj/Localizable.strings", "\"name\" = \"Nom\";\n"),
            ]),
        ]
    )

    /// The attribute that aligns each kind of view's text, with the members code sets it through.
    static let attributes: [String: (attribute: String, members: [String])] = [
        "label": ("textAlignment", ["textAlignment"]), "textField": ("textAlignment", ["textAlignment"]),
        "textView": ("textAlignment", ["textAlignment"]), "button": ("contentHorizontalAlignment", ["contentHorizontalAlignment"]),
    ]
    static let members = ["textAlignment", "contentHorizontalAlignment"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("type-strings.ib-alignment-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.members, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let rightToLeft = AppLanguages.rightToLeft(AppLanguages.ios(project))
        guard !rightToLeft.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings))
        for document in documents {
            var fixed: [(index: Int, view: String, attribute: String, side: String)] = []
            for (index, view) in document.elements.enumerated() {
                guard let (attribute, members) = Self.attributes[view.name], let side = view.attribute(attribute),
                      side == "left" || side == "right",
                      !code.sets(Set(members), on: index, in: document, symbols: project.symbols) else { continue }
                fixed.append((index, InterfaceBuilderViews.kindName(view.name), attribute, side))
            }
            guard let first = fixed.first else { continue }
            let more = fixed.count > 1 ? " (and \(fixed.count - 1) more view\(fixed.count > 2 ? "s" : "") in this file)" : ""
            let fix = first.attribute == "contentHorizontalAlignment" ? "Leading or Trailing" : "Natural"
            output.report(
                "This \(first.view)'s \(first.attribute) is \(first.side.capitalized)\(more), a fixed side that stays put when the app runs in \(rightToLeft.joined(separator: ", ")), which read right to left; the text then sits against the wrong edge. Choose \(fix) in the Attributes inspector.",
                at: document.position(of: first.index), confidence: .medium)
        }
    }
}
