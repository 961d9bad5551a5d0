import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A colour a storyboard or xib gives a view's text, title, tint or background as numbers
/// (`<color key="textColor" red="0.6" green="0.65" blue="0.7" alpha="1" …/>`) instead of a
/// system colour or an asset-catalog colour: it cannot follow dark mode or Increase Contrast.
///
/// Follows `color-roles.literal-color`: pure black and white (Interface Builder's old default
/// backgrounds among them) and clear are skipped, as `.black`, `.white` and `.clear` are in
/// code; so are decorative colours (shadows, runtime attributes such as `layer.borderColor`,
/// runs of attributed text), a colour code sets again on the view's outlet (directly or
/// through a helper of an extension, `tableView.applyGroupedStyle()`) or in its own class, everything in an app pinned to one appearance, and views of a class (the view's,
/// its cell's or its controller's) that locks its appearance. A colour is reported once per
/// document, at its first use, with the count of the others.
struct InterfaceBuilderLiteralColor: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "color-roles.ib-literal-color",
        ruleId: "color-roles",
        summary: "A storyboard or xib text, title, tint or background colour written as numbers instead of a named colour",
        triggering: [
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="OrderViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <label text="Delivered" id="l1">
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                ↓<color key="textColor" red="0.6" green="0.65" blue="0.7" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <label text="Today" id="l3">
                                                <color key="textColor" red="0.6" green="0.65" blue="0.7" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <button id="b1">
                                                ↓<color key="backgroundColor" red="0.98" green="0.18" blue="0.22" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <state key="normal" title="Cancel order">
                                                    ↓<color key="titleColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                </state>
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
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="OrderViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <subviews>
                                            <label text="Delivered" id="l1">
                                                <color key="textColor" name="StatusText"/>
                                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </label>
                                            <label text="Total" id="l2">
                                                <color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <tableView id="t1">
                                                <color key="backgroundColor" red="0.95" green="0.95" blue="0.97" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </tableView>
                                            <button id="b1">
                                                <color key="backgroundColor" systemColor="systemRedColor"/>
                                                <state key="normal" title="Cancel order">
                                                    <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                </state>
                                                <userDefinedRuntimeAttributes>
                                                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                                        <color key="value" red="0.9" green="0.3" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                    </userDefinedRuntimeAttribute>
                                                </userDefinedRuntimeAttributes>
                                            </button>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="totalLabel" destination="l2" id="o1"/>
                                        <outlet property="tableView" destination="t1" id="o2"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/OrderViewController.swift", """
                import UIKit

                final class OrderViewController: UIViewController {
                    @IBOutlet private var totalLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        totalLabel.textColor = .label
                        tableView.applyGroupedStyle()
                    }
                }

                extension UITableView {
                    func applyGroupedStyle() {
                        backgroundColor = UIColor(named: "GroupedBackground")
                    }
                }
                """),
            ]),
        ]
    )

    /// The colour keys that play a role, with the members code sets them through.
    static let roles: [String: [String]] = [
        "textColor": ["textColor"], "titleColor": ["setTitleColor", "configuration"], "tintColor": ["tintColor"],
        "backgroundColor": ["backgroundColor"], "onTintColor": ["onTintColor"], "barTintColor": ["barTintColor"],
        "thumbTintColor": ["thumbTintColor"], "minimumTrackTintColor": ["minimumTrackTintColor"],
        "selectedSegmentTintColor": ["selectedSegmentTintColor"], "separatorColor": ["separatorColor"],
    ]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("color-roles.ib-color-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        let members = Set(Self.roles.values.joined()).sorted()
        for setting in InterfaceBuilderCode.settings(of: members, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty, !AppearanceLock.isLocked(project) else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings))
        let lockedTypes = Set(project.facts.values(AppearanceLock.codeLocks).compactMap(\.typeName))
        let symbols = project.symbols
        for document in documents {
            // One finding per colour and document, at its first use: the fix is one named colour.
            var uses: [(shown: String, index: Int, view: String, key: String)] = []
            for (index, color) in document.elements.enumerated() where color.name == "color" {
                guard let key = color.attribute("key"), let members = Self.roles[key], let shown = Self.literal(color),
                      var view = color.parent else { continue }
                if document.elements[view].name == "state", let button = document.elements[view].parent { view = button }
                let tag = document.elements[view].name
                guard !["userDefinedRuntimeAttribute", "attributedString", "fragment", "attributes"].contains(tag),
                      !code.sets(Set(members), on: view, in: document, symbols: symbols),
                      lockedTypes.isDisjoint(with: document.classes(around: view)) else { continue }
                // The document's own tint is the Global Tint of the file inspector.
                uses.append(tag == "document" ? (shown, index, "document", "global tint")
                            : (shown, index, InterfaceBuilderViews.kindName(tag), Self.roleName(key)))
            }
            for (shown, group) in Dictionary(grouping: uses, by: \.shown).sorted(by: { $0.value[0].index < $1.value[0].index }) {
                let first = group[0]
                let more = group.count > 1 ? " (and \(group.count - 1) more use\(group.count > 2 ? "s" : "") in this file)" : ""
                output.report(
                    "This \(first.view)'s \(first.key) is a literal colour (\(shown))\(more): it stays the same in dark mode and with Increase Contrast and says nothing about its role; pick a system colour (Label, Secondary Label, System Background, Tint) or an asset-catalog colour with a Dark appearance in Interface Builder.",
                    at: document.position(of: first.index))
            }
        }
    }

    /// The colour's components as shown in a message, or nil for a named, system, clear,
    /// pure black or pure white colour.
    static func literal(_ color: XMLElementNode) -> String? {
        guard color.attribute("name") == nil, color.attribute("systemColor") == nil, color.attribute("cocoaTouchSystemColor") == nil else { return nil }
        func number(_ name: String) -> Double? { color.attribute(name).flatMap(Double.init) }
        if let alpha = number("alpha"), alpha == 0 { return nil }
        let components: [Double]
        if let white = number("white") {
            components = [white]
        } else if let red = number("red"), let green = number("green"), let blue = number("blue") {
            components = [red, green, blue]
        } else {
            return nil
        }
        if Set(components).count == 1, components[0] == 0 || components[0] == 1 { return nil }
        let text = components.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        return components.count == 1 ? "white \(text)" : "RGB \(text)"
    }

    static func roleName(_ key: String) -> String {
        ["textColor": "text colour", "titleColor": "title colour", "tintColor": "tint", "backgroundColor": "background",
         "onTintColor": "on tint", "barTintColor": "bar tint", "thumbTintColor": "thumb tint",
         "minimumTrackTintColor": "track tint", "selectedSegmentTintColor": "selected segment tint",
         "separatorColor": "separator colour"][key] ?? key
    }
}
