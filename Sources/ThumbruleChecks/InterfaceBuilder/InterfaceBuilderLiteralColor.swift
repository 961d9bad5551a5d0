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
/// runs of attributed text), a colour code sets again on the view's outlet (directly, in an
/// array literal of outlets, or through a helper of an extension, `tableView.applyGroupedStyle()`),
/// on a scene's root view from its controller (`view.backgroundColor = …`), in its own class or
/// through its class's appearance proxy, a text colour replaced by attributed text that code
/// colours (`.foregroundColor`), a view the document makes transparent or hidden and code never
/// shows, a background that an image view pinned to its four edges covers, the template of a
/// loading skeleton (drawn in the shimmer's colours), everything in an app pinned to one
/// appearance, and views of a class (the view's, its cell's or its controller's) that locks its
/// appearance. A colour is reported once per document, at its first use, with the count of the others.
struct InterfaceBuilderLiteralColor: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "color-roles.ib-literal-color",
        ruleId: "color-roles",
        summary: "A storyboard or xib text, title, tint or background colour written as numbers instead of a named colour",
        optIn: "Judged true in 22 of 34 findings on apps nobody tuned it on: many are colours on fixed dark surfaces, brand art, or views replaced in code.",
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
            // Hidden in the document, shown by code when there is an error.
            CheckExample(files: [
                ("App/LoginView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="root" customClass="LoginView">
                            <subviews>
                                <label hidden="YES" text="Wrong password" id="e1">
                                    ↓<color key="textColor" red="0.9" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="errorLabel" destination="e1" id="o1"/>
                            </connections>
                        </view>
                    </objects>
                </document>
                """),
                ("App/LoginView.swift", """
                import UIKit

                final class LoginView: UIView {
                    @IBOutlet weak var errorLabel: UILabel!
                    func show(error: String) {
                        errorLabel.text = error
                        errorLabel.isHidden = false
                    }
                }
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
            // Colours code replaces when the view loads: an outlet named `titleLabel`, outlets
            // listed in an array literal, the scene's root view, attributed text coloured in
            // code, and a button class styled through its appearance proxy.
            CheckExample(files: [
                ("App/Base.lproj/Stats.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="StatsViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <color key="backgroundColor" red="0.94" green="0.94" blue="0.94" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <subviews>
                                            <label text="Level" id="l1">
                                                <color key="textColor" red="0.33" green="0.33" blue="0.40" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <label text="10" id="l2">
                                                <color key="textColor" red="0.0" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <label text="Streak" id="l3">
                                                <color key="textColor" white="0.67" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </label>
                                            <label text="By signing up you agree to the terms." id="l4" customClass="RichLabel">
                                                <color key="textColor" red="0.2" green="0.3" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                            <button id="b1" customClass="RoundedCornerButton">
                                                <color key="backgroundColor" red="0.01" green="0.47" blue="0.98" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </button>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="titleLabel" destination="l1" id="o1"/>
                                        <outlet property="levelLabel" destination="l2" id="o2"/>
                                        <outlet property="streakLabel" destination="l3" id="o3"/>
                                        <outlet property="termsLabel" destination="l4" id="o4"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/StatsViewController.swift", """
                import UIKit

                final class StatsViewController: UIViewController {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var levelLabel: UILabel!
                    @IBOutlet weak var streakLabel: UILabel!
                    @IBOutlet weak var termsLabel: RichLabel!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        self.view.backgroundColor = .systemGroupedBackground
                        self.titleLabel.textColor = .label
                        [self.levelLabel, self.streakLabel].forEach { $0?.textColor = .secondaryLabel }
                        let styled = Style.all.foregroundColor(.label).apply(to: "By signing up you agree to the terms.")
                        self.termsLabel.setText(styled.attributedString)
                    }
                }

                enum Theme {
                    static func apply() {
                        let proxy = RoundedCornerButton.appearance()
                        proxy.backgroundColor = UIColor(named: "ActionButton")
                    }
                }
                """),
                ("App/RoundedCornerButton.swift", "final class RoundedCornerButton: UIButton {}\n"),
                ("App/RichLabel.swift", "final class RichLabel: UILabel {}\n"),
            ]),
            // A view only laid out (transparent in the document, never shown), a backdrop that
            // full-bleed artwork covers, and a loading skeleton's template, drawn in shimmer colours.
            CheckExample(files: [
                ("App/StoryView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="root" customClass="StoryView">
                            <subviews>
                                <imageView contentMode="scaleAspectFill" id="img"/>
                                <view alpha="0.0" id="spacer">
                                    <color key="backgroundColor" red="0.9" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" red="0.33" green="0.33" blue="0.40" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstAttribute="top" secondItem="img" secondAttribute="top" id="c1"/>
                                <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """),
                ("App/StorySkeletonPlaceholderView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="root">
                            <subviews>
                                <view id="block">
                                    <color key="backgroundColor" white="0.67" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </view>
                            </subviews>
                        </view>
                    </objects>
                </document>
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
    /// What code sets that shows text in colours of its own: an attributed string, through
    /// `attributedText` or a rich label's `setText(styled.attributedString)`.
    static let attributedTextMembers = ["attributedText", "setText"]
    /// Types that give attributed text a colour (`.foregroundColor`).
    static let textColoringTypes = FactKey<String>("color-roles.ib-text-coloring-type")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        let members = Set(Self.roles.values.joined()).sorted() + Self.attributedTextMembers + InterfaceBuilderViews.visibilityMembers
        for setting in InterfaceBuilderCode.settings(of: members, in: file) { output.facts.add(setting, for: Self.settings) }
        var coloring: Set<String> = []
        for access in file.index.memberAccesses("foregroundColor") {
            if let type = file.index.typeDeclarations.last(where: { $0.node.encloses(access) })?.name { coloring.insert(type) }
        }
        for type in coloring.sorted() { output.facts.add(type, for: Self.textColoringTypes) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty, !AppearanceLock.isLocked(project) else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        let lockedTypes = Set(project.facts.values(AppearanceLock.codeLocks).compactMap(\.typeName))
        let coloringTypes = Set(project.facts.values(Self.textColoringTypes))
        let symbols = project.symbols
        for document in documents where !Self.isSkeletonTemplate(document) {
            // One finding per colour and document, at its first use: the fix is one named colour.
            var uses: [(shown: String, index: Int, view: String, key: String)] = []
            for (index, color) in document.elements.enumerated() where color.name == "color" {
                guard let key = color.attribute("key"), let members = Self.roles[key], let shown = Self.literal(color),
                      var view = color.parent else { continue }
                if document.elements[view].name == "state", let button = document.elements[view].parent { view = button }
                let tag = document.elements[view].name
                guard !["userDefinedRuntimeAttribute", "attributedString", "fragment", "attributes"].contains(tag),
                      !code.sets(Set(members), on: view, in: document, symbols: symbols),
                      !(key == "textColor" && Self.showsColoredAttributedText(view, in: document, code: code, coloringTypes: coloringTypes, symbols: symbols)),
                      !InterfaceBuilderViews.isInvisibleInDocument(view, in: document, code: code, symbols: symbols),
                      !(key == "backgroundColor" && Self.isCoveredByArtwork(view, in: document)),
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

    /// True when code gives the view attributed text (`attributedText = …`, a rich label's
    /// `setText(styled.attributedString)`) in a class that colours such text
    /// (`.foregroundColor`): the string's colours are the ones shown, not the document's.
    static func showsColoredAttributedText(_ view: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index,
                                           coloringTypes: Set<String>, symbols: SymbolTable) -> Bool {
        let owners = document.outlets(of: view).compactMap(\.ownerClass) + [document.elements[view].attribute("customClass")].compactMap { $0 }
        guard owners.contains(where: { owner in ([owner] + symbols.superclasses(of: owner)).contains(where: coloringTypes.contains) }) else { return false }
        return code.sets(Set(attributedTextMembers), on: view, in: document, symbols: symbols)
    }


    /// True for a view whose own constraints pin a filling image view to its four edges: the
    /// background shows only behind the artwork (a story's full-bleed picture while it loads),
    /// chosen for what is drawn on it, not as a surface of the interface.
    static func isCoveredByArtwork(_ view: Int, in document: InterfaceBuilderFile) -> Bool {
        guard let id = document.elements[view].attribute("id"), let subviews = document.child(of: view, named: "subviews"),
              let constraints = document.child(of: view, named: "constraints") else { return false }
        // An image that fills its frame (aspect fill, or stretched: Interface Builder's default);
        // an aspect-fit image leaves the background showing beside it.
        let images = Set(document.elements[subviews].children.compactMap { child -> String? in
            let element = document.elements[child]
            guard element.name == "imageView", ["scaleAspectFill", "scaleToFill"].contains(element.attribute("contentMode") ?? "scaleToFill") else { return nil }
            return element.attribute("id")
        })
        guard !images.isEmpty else { return false }
        var pinned: [String: Set<String>] = [:]
        for constraint in document.elements[constraints].children.map({ document.elements[$0] }) where constraint.name == "constraint" {
            guard let attribute = constraint.attribute("firstAttribute"), ["top", "bottom", "leading", "trailing"].contains(attribute),
                  constraint.attribute("secondAttribute") == attribute, constraint.attribute("relation") == nil,
                  (constraint.attribute("constant").flatMap(Double.init) ?? 0) == 0 else { continue }
            // An item left out of a constraint is the view that holds the constraints.
            let items = [constraint.attribute("firstItem") ?? id, constraint.attribute("secondItem") ?? id]
            guard items.contains(id), let image = items.first(where: images.contains) else { continue }
            pinned[image, default: []].insert(attribute)
        }
        return pinned.values.contains { $0.count == 4 }
    }

    /// Words of a document that is the template of a loading skeleton (`StorySkeletonPlaceholderView.xib`):
    /// the skeleton draws its shapes in its own shimmer colours.
    static let skeletonWords: Set<String> = ["skeleton", "shimmer"]

    static func isSkeletonTemplate(_ document: InterfaceBuilderFile) -> Bool {
        let name = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
        return !skeletonWords.isDisjoint(with: NameWords.split(name))
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
