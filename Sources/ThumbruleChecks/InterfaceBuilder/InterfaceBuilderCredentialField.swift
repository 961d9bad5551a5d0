import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A storyboard or xib text field for a password, an email address or a user name whose
/// Content Type is unset (no `textContentType` in `<textInputTraits>`): Password AutoFill
/// and the keyboard's suggestions cannot tell what it takes, as
/// `form-autofill.flutter-credential-field` finds in Flutter.
///
/// A password field is one with Secure Text Entry; an email or user name field is read from
/// its placeholder (words or an example address) or its outlet's name, as in
/// `form-input.ib-keyboard-type`. A content type set in code on the outlet or in the field's
/// own class counts, in Swift or in the owner's Objective-C. A secure field on a number pad, or
/// one named for a card's security code (CVV), takes a PIN or a card code, not a password; a
/// user name field counts only on a scene with a password field, since alone it is a
/// preference (the default user name for connections), not a sign-in form. A field whose
/// names (placeholder, outlets, the classes of its view and scene) say it holds another secret
/// (`CredentialNames.otherSecretWordGroups`: a recovery passphrase, a share link's password) is
/// left alone: AutoFill would offer the account's password there. So is a field code turns into
/// a tappable row (`emailField.addGestureRecognizer(tap)`, as `form-input.ib-keyboard-type`
/// leaves it): it shows the saved value and opens the screen where it is typed.
struct InterfaceBuilderCredentialField: InterfaceBuilderDocumentCheck {
    package static let description = CheckDescription(
        id: "form-autofill.ib-credential-field",
        ruleId: "form-autofill",
        summary: "A storyboard or xib password, email or user name field with no content type",
        triggering: [
            CheckExample(files: [
                ("App/Login.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                ↓<textField placeholder="Username" id="f1">
                                    <textInputTraits key="textInputTraits" autocorrectionType="no"/>
                                </textField>
                                ↓<textField placeholder="Password" id="f2">
                                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
            ]),
            // Hidden in the document, but shown by code when the account has a password.
            CheckExample(files: [
                ("App/Base.lproj/Unlock.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="UnlockViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            ↓<textField hidden="YES" placeholder="Password" id="f1">
                                                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                            </textField>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="passwordField" destination="f1" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/UnlockViewController.swift", """
                import UIKit

                final class UnlockViewController: UIViewController {
                    @IBOutlet private var passwordField: UITextField!
                    var needsPassword = false
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        passwordField.isHidden = !needsPassword
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A profile's saved email row: a tap opens the screen where the address is changed.
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
                                            <textField placeholder="Email" id="f1">
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="mailField" destination="f1" id="o1"/>
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
                    @IBOutlet weak var mailField: UITextField!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tap = UITapGestureRecognizer(target: self, action: #selector(editMail))
                        mailField.addGestureRecognizer(tap)
                    }
                    @objc func editMail() { show(ChangeMailViewController(), sender: self) }
                }
                """),
            ]),
            // A local PIN kept in a transparent field that takes no touches, typed by the
            // screen's own keypad: no keyboard, and so no AutoFill, is ever offered (bittr-ios).
            CheckExample(files: [
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="PasscodeViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <textField opaque="NO" userInteractionEnabled="NO" alpha="0.0" id="f1" userLabel="Code Field">
                                                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                            </textField>
                                            <button id="b1"/>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="codeField" destination="f1" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
                ("App/PasscodeViewController.swift", """
                import UIKit

                final class PasscodeViewController: UIViewController {
                    @IBOutlet weak var codeField: UITextField!
                    @IBAction func digitTapped(_ sender: UIButton) {
                        codeField.insertText(String(sender.tag))
                    }
                    @IBAction func eraseTapped(_ sender: UIButton) {
                        codeField.deleteBackward()
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Login.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                            <connections>
                                <outlet property="passwordField" destination="f2" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <textField placeholder="Email" id="f1">
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress" textContentType="email"/>
                                </textField>
                                <textField placeholder="Password" id="f2">
                                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                </textField>
                                <textField placeholder="Search" id="f3">
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/LoginViewController.swift", """
                import UIKit

                final class LoginViewController: UIViewController {
                    @IBOutlet private var passwordField: UITextField!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        passwordField.textContentType = .password
                    }
                }
                """),
            ]),
            // The owner sets the content type in Objective-C; the card's security code is no password.
            CheckExample(files: [
                ("App/DonationViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DonationViewController">
                            <connections>
                                <outlet property="emailField" destination="f1" id="o1"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <textField placeholder="donation@example.org" id="f1">
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                </textField>
                                <label text="CVV" id="l1"/>
                                <textField placeholder="123" id="f2">
                                    <textInputTraits key="textInputTraits" keyboardType="numberPad" secureTextEntry="YES"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("App/DonationViewController.m", """
                #import "DonationViewController.h"

                @implementation DonationViewController

                - (void)viewDidLoad
                {
                    [super viewDidLoad];
                    if (@available(iOS 10.0, *)) {
                        self.emailField.textContentType = UITextContentTypeEmailAddress;
                    }
                }

                @end
                """),
            ]),
            // A library's base login screen the app only subclasses: the subclass overrides the
            // methods that name the base nib, so the base xib never loads (`ReplacedNibs`).
            CheckExample(files: [
                ("Kit/KitLoginViewController.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="KitLoginViewController"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <textField placeholder="Password" id="f1">
                                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                </textField>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """),
                ("Kit/KitLoginViewController.h", """
                #import <UIKit/UIKit.h>

                @interface KitLoginViewController : UIViewController
                + (UINib *)nib;
                + (instancetype)loginViewController;
                @end
                """),
                ("Kit/KitLoginViewController.m", """
                #import "KitLoginViewController.h"

                @implementation KitLoginViewController

                + (UINib *)nib
                {
                    return [UINib nibWithNibName:NSStringFromClass([KitLoginViewController class])
                                          bundle:[NSBundle bundleForClass:[KitLoginViewController class]]];
                }

                + (instancetype)loginViewController
                {
                    return [[[self class] alloc] initWithNibName:NSStringFromClass([KitLoginViewController class])
                                                          bundle:[NSBundle bundleForClass:[KitLoginViewController class]]];
                }

                - (void)viewDidLoad
                {
                    [super viewDidLoad];
                    [[[self class] nib] instantiateWithOwner:self options:nil];
                }

                @end
                """),
                ("App/LoginViewController.h", """
                #import "KitLoginViewController.h"

                @interface LoginViewController : KitLoginViewController
                @end
                """),
                ("App/LoginViewController.m", """
                #import "LoginViewController.h"

                @implementation LoginViewController

                + (UINib *)nib
                {
                    return [UINib nibWithNibName:NSStringFromClass(self) bundle:[NSBundle bundleForClass:self]];
                }

                + (instancetype)loginViewController
                {
                    return [[[self class] alloc] initWithNibName:NSStringFromClass(self) bundle:[NSBundle bundleForClass:self]];
                }

                - (void)showFrom:(KitLoginViewController *)previous
                {
                }

                @end
                """),
                ("App/SignUpViewController.swift", """
                import UIKit

                final class SignUpViewController: KitLoginViewController {
                    override class func nib() -> UINib { UINib(nibName: "SignUpViewController", bundle: nil) }
                    override class func loginViewController() -> Self { Self(nibName: "SignUpViewController", bundle: nil) }
                    func previous(_ controller: KitLoginViewController?) -> KitLoginViewController? { controller as? KitLoginViewController }
                }
                """),
            ]),
            // A key backup's recovery passphrase: tagged as a password, AutoFill would offer the account's.
            CheckExample(files: [
                ("App/Base.lproj/RecoverWithPassphrase.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="SecretsRecoveryWithPassphraseViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <textField placeholder="Enter passphrase" id="f1">
                                                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
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
            // A default user name for connections, on a scene with no password: a preference, not a sign-in form.
            CheckExample(files: [
                ("App/Base.lproj/Settings.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="vc1" customClass="DefaultUserViewController" sceneMemberID="viewController">
                                    <tableView key="view" id="t1">
                                        <subviews>
                                            <label text="Default User" id="l1"/>
                                            <textField id="f1">
                                                <textInputTraits key="textInputTraits" autocorrectionType="no"/>
                                            </textField>
                                        </subviews>
                                    </tableView>
                                    <connections>
                                        <outlet property="userNameField" destination="f1" id="o1"/>
                                    </connections>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" customClass="LockViewController" sceneMemberID="viewController">
                                    <view key="view" id="v2">
                                        <subviews>
                                            <textField placeholder="Passcode" id="f2">
                                                <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="password"/>
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

    static let members = ["textContentType"]
    /// What code does to bring a field the document keeps out of reach into use: showing it
    /// (`isHidden`, ObjC `hidden`, `alpha`), turning its touches on, or focusing it.
    static let reachingMembers = ["isHidden", "hidden", "alpha", "isUserInteractionEnabled", "userInteractionEnabled", "becomeFirstResponder"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("form-autofill.ib-content-type-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.members + Self.reachingMembers, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings), in: project)
        for document in documents {
            for (index, field) in document.elements.enumerated() where field.name == "textField" {
                let traits = document.child(of: index, named: "textInputTraits", key: "textInputTraits").map { document.elements[$0] }
                guard traits?.attribute("textContentType") == nil, let kind = Self.kind(of: index, traits: traits, in: document),
                      !code.sets(Set(Self.members), on: index, in: document, symbols: project.symbols),
                      !InterfaceBuilderKeyboardType.isTappableRow(index, in: document, code: code, symbols: project.symbols),
                      !(kind.name == "password" && Self.isOutOfReach(index, in: document, code: code, symbols: project.symbols)) else { continue }
                output.report(
                    "This \(kind.name) field has no Content Type, so Password AutoFill and the keyboard cannot tell what it takes and offer nothing; set its Content Type to \(kind.types) in Interface Builder (textContentType).",
                    at: document.position(of: index), confidence: .medium)
            }
        }
    }

    /// True for a field the document hides (`hidden="YES"`, `alpha="0.0"`) or takes touches
    /// from (`userInteractionEnabled="NO"`) and that code never shows, enables or focuses (no
    /// `isHidden`, `alpha`, `isUserInteractionEnabled` or `becomeFirstResponder` on it): the
    /// store of a local PIN that the screen's own keypad types into (`insertText`), which no
    /// keyboard, and so no AutoFill, ever serves.
    static func isOutOfReach(_ index: Int, in document: InterfaceBuilderFile, code: InterfaceBuilderCode.Index, symbols: SymbolTable) -> Bool {
        let field = document.elements[index]
        guard field.attribute("hidden") == "YES" || field.attribute("userInteractionEnabled") == "NO" || InterfaceBuilderViews.isTransparent(field) else {
            return false
        }
        let reaching = Set(reachingMembers + [InterfaceBuilderCode.callPrefix + "becomeFirstResponder"])
        return !code.sets(reaching, on: index, in: document, symbols: symbols)
    }

    /// Keyboards of digits only: a secure field on one takes a PIN or a card's security code.
    static let digitKeyboards: Set<String> = ["numberPad", "decimalPad", "asciiCapableNumberPad"]

    /// What the field takes: a password when its entry is secure (unless it takes digits or a
    /// card code), else an email address or a user name from its placeholder or outlet.
    static func kind(of index: Int, traits: XMLElementNode?, in document: InterfaceBuilderFile) -> (name: String, types: String)? {
        let texts = [document.elements[index].attribute("placeholder")].compactMap { $0 } + document.outlets(of: index).map(\.property)
        // A key backup's recovery passphrase or a share link's password is no sign-in credential.
        guard !CredentialNames.nameOtherSecret(texts + document.classes(around: index)) else { return nil }
        let words = texts.map { NameWords.split($0).map { $0.lowercased() } }
        if traits?.attribute("secureTextEntry") == "YES" {
            let keyboard = traits?.attribute("keyboardType")
            guard !(keyboard.map(digitKeyboards.contains) ?? false),
                  words.allSatisfy({ $0.allSatisfy { !CardFieldsWithoutAutofill.securityCodeWords.contains($0) } }) else { return nil }
            return ("password", "Password (or New Password on a sign-up form)")
        }
        if InterfaceBuilderKeyboardType.purpose(of: index, in: document)?.what == InterfaceBuilderKeyboardType.email.what {
            return ("email", "Email Address (or Username when it signs in)")
        }
        let namesUser = words.contains { words in
            words.contains("username") || zip(words, words.dropFirst()).contains { $0 == "user" && $1 == "name" }
        }
        return namesUser && hasPasswordField(near: index, in: document) ? ("user name", "Username") : nil
    }

    /// True when the scene that holds the field (the whole document for a xib) has a secure
    /// text field: a user name beside a password is a sign-in form.
    static func hasPasswordField(near index: Int, in document: InterfaceBuilderFile) -> Bool {
        let scene = document.tree.ancestors(of: index).first { document.elements[$0].name == "scene" }
        return document.elements.indices.contains { traits in
            document.elements[traits].name == "textInputTraits" && document.elements[traits].attribute("secureTextEntry") == "YES"
                && scene.map { document.tree.ancestors(of: traits).contains($0) } ?? true
        }
    }
}
