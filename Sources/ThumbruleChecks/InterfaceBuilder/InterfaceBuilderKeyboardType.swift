import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A storyboard or xib text field for an email address, a web address or a phone number
/// whose keyboard type (`<textInputTraits keyboardType="…"/>`) is another one, or the default:
/// the person hunts for `@`, `.com` or digits, as `form-input.swiftui-keyboard-type` finds in SwiftUI.
///
/// The purpose is read from the placeholder, as words ("Email", "Website") or as an example
/// value (`name@example.com`, `https://…`, `example.net`, `+1 555 0100`), else from the name
/// of an outlet to the field (`emailField`); names that speak of text about the thing
/// (`emailSubject`, `searchURL`) are left alone. A keyboard type set in code on the outlet or
/// in the field's own class is taken as right, and so are secure fields. A field disabled in the
/// document (`enabled="NO"`) that no code enables raises no keyboard, and a field of another
/// module's class (`PhoneNumberKit`'s `PhoneNumberTextField`) may set its keyboard in code the
/// project does not hold, so neither is judged. Nor is a field code turns into a tappable row
/// (`phoneField.addGestureRecognizer(tap)`, which opens the screen where the number is typed).
struct InterfaceBuilderKeyboardType: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "form-input.ib-keyboard-type",
        ruleId: "form-input",
        summary: "A storyboard or xib email, web address or phone field with another keyboard",
        triggering: [
            CheckExample(files: [
                ("App/Signup.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignupViewController">
                            <connections>
                                <outlet property="phoneField" destination="f3" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<textField placeholder="Email" id="f1">
                                    <textInputTraits key="textInputTraits" autocorrectionType="no"/>
                                </textField>
                                ↓<textField placeholder="example.net" id="f2">
                                    <textInputTraits key="textInputTraits" keyboardType="numbersAndPunctuation"/>
                                </textField>
                                ↓<textField id="f3">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // Disabled in the document, but the screen enables it for editing.
            CheckExample(files: [
                ("App/Profile.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
                            <connections>
                                <outlet property="emailField" destination="f1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<textField enabled="NO" placeholder="Email" id="f1">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/ProfileViewController.swift", """
                import UIKit

                final class ProfileViewController: UIViewController {
                    @IBOutlet private var emailField: UITextField!
                    func startEditing() {
                        emailField.isEnabled = true
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A profile's saved phone and email rows: a tap opens the screen where they are edited.
            CheckExample(files: [
                ("App/Base.lproj/Account.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="AccountDetailsViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <textField text="Your phone" id="f1">
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                            <textField placeholder="Email" id="f2">
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="phoneField" destination="f1" id="o1"/>
                                        <outlet property="mailField" destination="f2" id="o2"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/AccountDetailsViewController.swift", """
                import UIKit

                final class AccountDetailsViewController: UIViewController {
                    @IBOutlet weak var phoneField: UITextField!
                    @IBOutlet weak var mailField: UITextField!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        phoneField.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editPhone)))
                        mailField.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editMail)))
                    }
                    @objc func editPhone() { show(ChangePhoneViewController(), sender: self) }
                    @objc func editMail() { show(ChangeMailViewController(), sender: self) }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Signup.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignupViewController">
                            <connections>
                                <outlet property="phoneField" destination="f3" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <textField placeholder="Email" id="f1">
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                </textField>
                                <textField placeholder="https://example.net" id="f2">
                                    <textInputTraits key="textInputTraits" keyboardType="URL"/>
                                </textField>
                                <textField id="f3">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <textField placeholder="Email subject" id="f4">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <textField placeholder="Password" id="f5">
                                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                </textField>
                                <textField placeholder="Hostname/IP of log server" id="f6">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <textField enabled="NO" placeholder="Current email" id="f7">
                                    <textInputTraits key="textInputTraits" textContentType="email"/>
                                </textField>
                                <textField placeholder="Phone number" id="f8" customClass="PhoneNumberTextField" customModule="PhoneNumberKit">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/SignupViewController.swift", """
                import UIKit

                final class SignupViewController: UIViewController {
                    @IBOutlet private var phoneField: UITextField!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        phoneField.keyboardType = .phonePad
                    }
                }
                """),
            ]),
            // A token's free-form label: the example address only shows what one might type.
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="ManualAddViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <textField placeholder="jdoe@example.com" id="f1">
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="descriptionField" destination="f1" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            ]),
        ]
    )

    /// What a field takes, with the keyboards that fit it and the one to suggest.
    struct Purpose {
        let what: String
        let words: Set<String>
        let keyboards: Set<String>
        let suggested: (name: String, value: String)
    }

    static let email = Purpose(what: "an email address", words: ["email", "e-mail"], keyboards: ["emailAddress"],
                               suggested: ("E-mail Address", "emailAddress"))
    static let web = Purpose(what: "a web address", words: ["url", "website", "homepage", "hostname"], keyboards: ["URL", "webSearch"],
                             suggested: ("URL", "URL"))
    static let phone = Purpose(what: "a phone number", words: ["phone", "telephone"], keyboards: ["phonePad", "namePhonePad", "numberPad"],
                               suggested: ("Phone Pad", "phonePad"))
    /// Endings that make `example.net` a host name rather than words joined by a dot.
    static let topLevelDomains: Set<String> = ["com", "net", "org", "io", "app", "dev", "co", "me", "info", "biz", "edu", "gov",
                                               "de", "uk", "fr", "nl", "eu", "ch", "se", "xyz", "local", "lan", "onion"]
    /// Words that make the field text about the thing, not the thing itself.
    static let aboutWords: Set<String> = ["subject", "body", "message", "template", "note", "notes", "search", "query", "title", "description", "name"]
    /// Outlet words of a free-text field, whatever its example placeholder shows: `aboutWords`
    /// but for `name` (`userNameField` may well take an address), with `label`.
    static let freeTextWords = aboutWords.subtracting(["name"]).union(["label", "caption", "comment"])
    static let members = ["keyboardType", "textContentType", "isSecureTextEntry"]
    /// What code sets to let the person type in a field the document disables.
    static let enablingMembers = ["isEnabled"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("form-input.ib-keyboard-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.members + Self.enablingMembers, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        for document in documents {
            for (index, field) in document.elements.enumerated() where field.name == "textField" {
                let traits = document.child(of: index, named: "textInputTraits", key: "textInputTraits").map { document.elements[$0] }
                guard traits?.attribute("secureTextEntry") != "YES", !Self.isOtherModulesClass(field, symbols: project.symbols),
                      field.attribute("enabled") != "NO" || code.sets(Set(Self.enablingMembers), on: index, in: document, symbols: project.symbols),
                      let purpose = Self.purpose(of: index, in: document) else { continue }
                let keyboard = traits?.attribute("keyboardType")
                guard !(keyboard.map(purpose.keyboards.contains) ?? false),
                      !code.sets(Set(Self.members), on: index, in: document, symbols: project.symbols),
                      !Self.isTappableRow(index, in: document, code: code, symbols: project.symbols) else { continue }
                output.report(
                    "This text field takes \(purpose.what) but raises \(keyboard.map { "the \($0) keyboard" } ?? "the default keyboard"), so the person hunts for the characters it needs; set its Keyboard Type to \(purpose.suggested.name) in Interface Builder (keyboardType .\(purpose.suggested.value))\(purpose.suggested.value == "phonePad" ? "" : ", with Capitalization None and Correction No").",
                    at: document.position(of: index), confidence: .medium)
            }
        }
    }

    /// What code does to a field it shows as a tappable row: a gesture recognizer of its own
    /// (`emailField.addGestureRecognizer(tap)`) takes the taps that would raise the keyboard.
    static let rowMembers = [InterfaceBuilderCode.callPrefix + "addGestureRecognizer"]

    /// True for a field that only shows a value and opens another screen when tapped (a
    /// profile's saved email or phone row): code adds a gesture recognizer to it, so no
    /// keyboard, and no AutoFill, serves it there; the value is typed on the screen it opens.
    static func isTappableRow(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index, symbols: SymbolTable) -> Bool {
        code.sets(Set(rowMembers), on: index, in: document, symbols: symbols)
    }

    /// True for a field whose class another module declares (`customModule="PhoneNumberKit"`
    /// without `customModuleProvider="target"`) and the project does not.
    static func isOtherModulesClass(_ field: XMLElementNode, symbols: SymbolTable) -> Bool {
        guard let name = field.attribute("customClass"), field.attribute("customModule") != nil,
              field.attribute("customModuleProvider") != "target" else { return false }
        return !symbols.isDeclaredInProject(name)
    }

    /// The field's purpose from its placeholder (words or an example value), else its outlet's name.
    /// An example value in the placeholder of a field whose outlet names free text about
    /// something (`descriptionField`, `titleField`) only shows what one might type there (a
    /// token's label that is often an address), so it gives no purpose.
    static func purpose(of index: Int, in document: InterfaceBuilderFile) -> Purpose? {
        if let placeholder = document.elements[index].attribute("placeholder")?.trimmingCharacters(in: .whitespaces), !placeholder.isEmpty {
            if let example = purpose(ofExample: placeholder) {
                let namesFreeText = document.outlets(of: index).contains { outlet in
                    !Set(NameWords.split(outlet.property).map { $0.lowercased() }).isDisjoint(with: freeTextWords)
                }
                return namesFreeText ? nil : example
            }
            return purpose(ofWords: placeholder)
        }
        return document.outlets(of: index).lazy.compactMap { purpose(ofWords: $0.property) }.first
    }

    /// Words for an IP address: a host field that takes one (`Hostname/IP`) is no web address,
    /// and a numeric address types best on numbers and punctuation, so no keyboard is asked for.
    static let ipAddressWords: Set<String> = ["ip"]

    static func purpose(ofWords text: String) -> Purpose? {
        let words = Set(NameWords.split(text).map { $0.lowercased() })
        guard words.isDisjoint(with: aboutWords), words.isDisjoint(with: ipAddressWords) else { return nil }
        return [email, web, phone].first { !$0.words.isDisjoint(with: words) }
    }

    /// The purpose an example value shows: `name@example.com`, `https://example.net`,
    /// `example.net`, `+1 555 0100`.
    static func purpose(ofExample text: String) -> Purpose? {
        guard !text.contains(" ") || text.allSatisfy({ $0.isNumber || " +-()".contains($0) }) else { return nil }
        if text.allSatisfy({ $0.isNumber || " +-()".contains($0) }) {
            // Digits alone may be a code or an amount; a phone number has a `+` or separators.
            return text.filter(\.isNumber).count >= 7 && text.contains(where: { " +-()".contains($0) }) ? phone : nil
        }
        if let at = text.firstIndex(of: "@"), text[at...].contains(".") { return email }
        if text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("www.") { return web }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              let last = labels.last, topLevelDomains.contains(last.lowercased()) else { return nil }
        return web
    }
}
