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
/// own class counts.
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
        ],
        nonTriggering: [
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
        ]
    )

    static let members = ["textContentType"]
    static let settings = FactKey<InterfaceBuilderCode.Setting>("form-autofill.ib-content-type-settings")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for setting in InterfaceBuilderCode.settings(of: Self.members, in: file) { output.facts.add(setting, for: Self.settings) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let documents = project.interfaceBuilder.files
        guard !documents.isEmpty else { return }
        let code = InterfaceBuilderCode.Index(project.facts.values(Self.settings))
        for document in documents {
            for (index, field) in document.elements.enumerated() where field.name == "textField" {
                let traits = document.child(of: index, named: "textInputTraits", key: "textInputTraits").map { document.elements[$0] }
                guard traits?.attribute("textContentType") == nil, let kind = Self.kind(of: index, secure: traits?.attribute("secureTextEntry") == "YES", in: document),
                      !code.sets(Set(Self.members), on: index, in: document, symbols: project.symbols) else { continue }
                output.report(
                    "This \(kind.name) field has no Content Type, so Password AutoFill and the keyboard cannot tell what it takes and offer nothing; set its Content Type to \(kind.types) in Interface Builder (textContentType).",
                    at: document.position(of: index), confidence: .medium)
            }
        }
    }

    /// What the field takes: a password when its entry is secure, else an email address or a
    /// user name from its placeholder or outlet.
    static func kind(of index: Int, secure: Bool, in document: InterfaceBuilderFile) -> (name: String, types: String)? {
        if secure { return ("password", "Password (or New Password on a sign-up form)") }
        if InterfaceBuilderKeyboardType.purpose(of: index, in: document)?.what == InterfaceBuilderKeyboardType.email.what {
            return ("email", "Email Address (or Username when it signs in)")
        }
        let texts = [document.elements[index].attribute("placeholder")].compactMap { $0 } + document.outlets(of: index).map(\.property)
        let namesUser = texts.contains { text in
            let words = NameWords.split(text).map { $0.lowercased() }
            return words.contains("username") || zip(words, words.dropFirst()).contains { $0 == "user" && $1 == "name" }
        }
        return namesUser ? ("user name", "Username") : nil
    }
}
