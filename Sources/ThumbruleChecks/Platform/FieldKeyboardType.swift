import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `TextField` for an email address, a web address or a phone number that raises
/// the default keyboard: the person hunts for `@`, `.com` or digits on a letter keyboard.
///
/// The field's purpose is read from its literal title or prompt, else from the name of the
/// value it binds (`$email`, `$website`, `$phoneNumber`); names that speak of text about the
/// thing (`emailSubject`, `searchURL`) are left alone, and so is a field whose title or bound
/// value names a code (`"Enter the code from your email"`, `$token`) or whose `.textContentType`
/// names another kind of content (`.oneTimeCode`, `.password`): it only mentions where the
/// code came from. Reported when no `.keyboardType` applies
/// to the field, or when one names another keyboard; a keyboard the code computes is taken as
/// right. `.textContentType` alone does not change the keyboard, so it does not excuse it. A
/// keyboard set where the file uses the helper, property or view that builds the field counts.
/// Known false negatives: fields built in UIKit, and labels from string catalogs.
struct FieldKeyboardType: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "form-input.swiftui-keyboard-type",
        ruleId: "form-input",
        summary: "An email, web address or phone field that raises the default keyboard",
        triggering: [
            CheckExample("""
            struct ProfileForm: View {
                @State private var email = ""
                @State private var website = ""
                var body: some View {
                    Form {
                        ↓TextField("Email", text: $email)
                            .textContentType(.emailAddress)
                        ↓TextField("Website", text: $website)
                            .keyboardType(.default)
                        ↓TextField("Email", text: $email)
                            .textContentType(.username)
                    }
                }
            }
            """),
            // The tester switch is on in Release too, so the tools ship.
            CheckExample(files: XcodeProjectExamples.testerTools(onInRelease: true, toolsScreen: """
            import SwiftUI

            struct ServerToolsView: View {
                @State private var address = ""
                var body: some View {
                    Form {
                        ↓TextField("Server URL", text: $address)
                    }
                }
            }
            """)),
            // The same multiplatform target builds the sheet for the iPad too.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.multiplatform(macOnly: ["Mac/Toolbar.swift"])),
                ("App/Shared/SignUpSheet.swift", """
            import SwiftUI

            struct SignUpSheet: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        ↓TextField("Email", text: $email)
                    }
                }
            }
            """),
            ]),
            // A local Swift package whose platforms include iOS is built into the phone app.
            CheckExample(files: [
                ("Kit/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Kit", platforms: [.iOS(.v16), .macOS(.v13)], targets: [.target(name: "Kit", path: ".")])
            """),
                ("Kit/Views/InviteForm.swift", """
            import SwiftUI

            struct InviteForm: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        ↓TextField("Email", text: $email)
                    }
                }
            }
            """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            struct ProfileForm: View {
                @State private var email = ""
                @State private var phone = ""
                @State private var subject = ""
                @State private var kind = UIKeyboardType.default
                @State private var link = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                            .textInputAutocapitalization(.never)
                        TextField("Phone", text: $phone).keyboardType(.phonePad)
                        TextField("Email subject", text: $subject)
                        TextField("Website", text: $link).keyboardType(kind)
                        TextField("Server URL", text: $link)
                        #if os(iOS)
                            .keyboardType(.URL)
                        #endif
                    }
                }
            }
            """),
            // The keyboard is set where the helper, property or view that builds the field is used.
            CheckExample("""
            struct SignupForm: View {
                @State private var email = ""
                @State private var website = ""
                var body: some View {
                    Form {
                        emailField()
                            .textContentType(.emailAddress)
                            .keyboardType(.emailAddress)
                        websiteField.keyboardType(.URL)
                        PhoneRow().keyboardType(.phonePad)
                    }
                }

                @ViewBuilder
                func emailField() -> some View {
                    if #available(iOS 16.0, *) {
                        TextField("Your Email", text: $email).scrollDismissesKeyboard(.interactively)
                    } else {
                        TextField("Your Email", text: $email)
                    }
                }

                var websiteField: some View {
                    TextField("Website", text: $website)
                }
            }

            struct PhoneRow: View {
                @State private var phone = ""
                var body: some View {
                    HStack {
                        Image(systemName: "phone")
                        TextField("Phone", text: $phone)
                    }
                }
            }
            """),
            // Tester tools: the sheet opens only while a build setting that Release turns off reads true.
            CheckExample(files: XcodeProjectExamples.testerTools(onInRelease: false, toolsScreen: """
            import SwiftUI

            struct ServerToolsView: View {
                @State private var address = ""
                var body: some View {
                    Form {
                        TextField("Server URL", text: $address)
                    }
                }
            }
            """)),
            // brrow-ios: a reset-code field whose placeholder only says where the code came from.
            CheckExample("""
            struct ResetForm: View {
                @State private var token = ""
                @State private var pin = ""
                var body: some View {
                    Form {
                        TextField("Type the code we emailed you", text: $token)
                            .textContentType(.oneTimeCode)
                        TextField("Email", text: $pin)
                        TextField("Confirm by email", text: $pin).textContentType(.oneTimeCode)
                    }
                }
            }
            """),
            // hdrezka-ios: a target for iPad and Mac builds this file only for the Mac (a platform
            // filter in the project), which has no software keyboard.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.multiplatform(macOnly: ["Mac/SignUpSheet.swift"])),
                ("App/Mac/SignUpSheet.swift", """
            import SwiftUI

            struct SignUpSheet: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                    }
                }
            }
            """),
            ]),
            // brrow-ios: a folder with its own Package.swift for macOS alone (an admin tool kept
            // beside the app, with its own Info.plist) is not part of the iOS app.
            CheckExample(files: [
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
                ("Admin/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Admin", platforms: [.macOS(.v13)], products: [.executable(name: "Admin", targets: ["Admin"])],
                                  targets: [.executableTarget(name: "Admin", path: ".")])
            """),
                ("Admin/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Admin"])),
                ("Admin/Views/UserSearch.swift", """
            import SwiftUI

            struct UserSearch: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                    }
                }
            }
            """),
            ]),
        ]
    )

    /// What a field takes, with the keyboards that fit it and the one to suggest.
    private struct Purpose {
        let what: String
        let words: Set<String>
        let keyboards: Set<String>
        let suggested: String
    }

    private static let purposes = [
        Purpose(what: "an email address", words: ["email", "e-mail"], keyboards: ["emailAddress"], suggested: "emailAddress"),
        Purpose(what: "a web address", words: ["url", "website", "homepage"], keyboards: ["URL", "webSearch"], suggested: "URL"),
        Purpose(what: "a phone number", words: ["phone", "telephone"], keyboards: ["phonePad", "namePhonePad", "numberPad"], suggested: "phonePad"),
    ]

    /// Words that make the field text about the thing, not the thing itself.
    private static let aboutWords: Set<String> = ["subject", "body", "message", "template", "note", "notes", "search", "query", "title", "description", "name"]

    /// Words that make the field a code the person was sent, whatever channel the title names.
    private static let codeWords: Set<String> = ["code", "codes", "otp", "token", "passcode", "pin"]

    /// Content types that say the field holds something other than an address or a number to call.
    private static let otherContentTypes: Set<String> = [
        "oneTimeCode", "password", "newPassword", "name", "givenName", "familyName", "middleName", "nickname",
        "namePrefix", "nameSuffix", "organizationName", "jobTitle", "location", "fullStreetAddress",
        "streetAddressLine1", "streetAddressLine2", "addressCity", "addressState", "addressCityAndState",
        "sublocality", "countryName", "postalCode", "creditCardNumber",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.target.buildsOnlyForOtherPlatforms else { return }
        for field in SwiftUITextFields.fields(in: file, kinds: ["TextField"]) {
            guard let text = field.label ?? field.boundName else { continue }
            let words = Set(NameWords.split(text).map { $0.lowercased() })
            guard words.isDisjoint(with: Self.aboutWords),
                  let purpose = Self.purposes.first(where: { !$0.words.isDisjoint(with: words) }) else { continue }
            // brrow-ios: "Enter reset code from email" bound to $token, with .textContentType(.oneTimeCode).
            let named = Set([field.label, field.boundName].compactMap { $0 }.flatMap { NameWords.split($0).map { $0.lowercased() } })
            if !named.isDisjoint(with: Self.codeWords) { continue }
            if let content = field.value(of: "textContentType"), Self.otherContentTypes.contains(content) { continue }
            let keyboard = field.value(of: "keyboardType")
            if let keyboard, keyboard.isEmpty || purpose.keyboards.contains(keyboard) { continue }
            output.report(
                "This field takes \(purpose.what) but raises \(keyboard.map { "the .\($0) keyboard" } ?? "the default keyboard"), so the person hunts for the characters it needs; set .keyboardType(.\(purpose.suggested))\(purpose.suggested == "phonePad" ? "" : " and turn off capitalisation and autocorrection (.textInputAutocapitalization(.never), .autocorrectionDisabled())").",
                at: file.position(of: field.call), confidence: .medium)
        }
    }
}
