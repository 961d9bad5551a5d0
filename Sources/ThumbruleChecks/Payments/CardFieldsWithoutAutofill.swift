import SwiftSyntax
import ThumbruleCore

/// Card number, expiry and security-code fields without the card content type or a
/// numeric keyboard, so the card cannot be filled from AutoFill or the camera and sixteen
/// digits are typed on a letter keyboard.
///
/// A field is a SwiftUI `TextField` / `SecureField` or a UIKit `UITextField` variable,
/// read as a card field from its title, prompt, placeholder or the name of what it binds
/// (`$cardNumber`, `cvcField`). A file counts only when it holds at least two different
/// card fields: a lone "card number" may belong to a library or loyalty card, whose
/// content type is not a payment card. A `.textContentType` or `.keyboardType` set on the
/// field or on a view around it counts, and a value the code computes is taken as right.
/// High confidence for a missing keyboard or card-number type; medium for the expiry and
/// security-code types, which need iOS 17.
struct CardFieldsWithoutAutofill: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-card.fields-without-autofill",
        ruleId: "pay-card",
        summary: "Card number, expiry or security-code fields without the card content type or a numeric keyboard",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct CardForm: View {
                @State private var cardNumber = ""
                @State private var expiry = ""
                @State private var cvc = ""
                var body: some View {
                    Form {
                        ↓TextField("Card number", text: $cardNumber)
                        ↓TextField("MM/YY", text: $expiry)
                            .keyboardType(.numberPad)
                        SecureField("CVC", text: $cvc)
                            .textContentType(.creditCardSecurityCode)
                            .keyboardType(.numberPad)
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                let ↓cardNumberField = UITextField()
                let ↓securityCodeField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    cardNumberField.keyboardType = .numberPad
                    securityCodeField.textContentType = .creditCardSecurityCode
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            struct CardForm: View {
                @State private var number = ""
                @State private var expiry = ""
                @State private var code = ""
                var body: some View {
                    VStack {
                        TextField("Card number", text: $number).textContentType(.creditCardNumber)
                        TextField("Expiry (MM/YY)", text: $expiry).textContentType(.creditCardExpiration)
                        SecureField("Security code", text: $code).textContentType(.creditCardSecurityCode)
                    }
                    .keyboardType(.numberPad)
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct LibraryCardView: View {
                @State private var cardNumber = ""
                var body: some View {
                    TextField("Library card number", text: $cardNumber)
                }
            }
            """),
        ]
    )

    enum CardField: String {
        case number = "card number", expiry = "expiry", securityCode = "security code"

        /// The content type the field needs, as the `UITextContentType` member names it.
        var contentType: String {
            switch self {
            case .number: return "creditCardNumber"
            case .expiry: return "creditCardExpiration"
            case .securityCode: return "creditCardSecurityCode"
            }
        }
    }

    static let numericKeyboards: Set<String> = ["numberPad", "asciiCapableNumberPad", "decimalPad", "numbersAndPunctuation"]
    /// Name words (lowercased) of a card's security code.
    static let securityCodeWords: Set<String> = ["cvc", "cvv", "cvv2", "cvc2", "csc"]

    /// What a field's title or bound name says it holds.
    static func kind(label: String?, name: String?) -> CardField? {
        if let label {
            let lower = label.lowercased()
            if lower.contains("card number") || lower.contains("card no") || lower.contains("credit card") { return .number }
            if lower.contains("expir") || lower.contains("mm/yy") || lower.contains("mm / yy") || lower.contains("valid thru") { return .expiry }
            if ["cvc", "cvv", "security code", "csc"].contains(where: lower.contains) { return .securityCode }
        }
        guard let name else { return nil }
        let words = Set(NameWords.split(name))
        if words.contains("card") && !words.isDisjoint(with: ["number", "no", "num"]) || words.contains("ccnumber") { return .number }
        if !words.isDisjoint(with: ["expiry", "expiration", "mmyy"]) { return .expiry }
        if !words.isDisjoint(with: securityCodeWords) || words.contains("security") && words.contains("code") { return .securityCode }
        return nil
    }

    struct Field {
        let kind: CardField
        let node: Syntax
        /// The content type member set, or "" when set to a value the code computes; nil when unset.
        let contentType: String?
        let keyboard: String?
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let fields = swiftUIFields(file) + uiKitFields(file)
        guard Set(fields.map(\.kind.rawValue)).count >= 2 else { return }
        for field in fields {
            var missing: [String] = []
            let typeMissing = field.contentType.map { !$0.isEmpty && !$0.hasPrefix(field.kind.contentType) } ?? true
            if typeMissing { missing.append("the .\(field.kind.contentType) content type") }
            let keyboardMissing = field.keyboard.map { !$0.isEmpty && !Self.numericKeyboards.contains($0) } ?? true
            if keyboardMissing { missing.append("a numeric keyboard (.numberPad)") }
            guard !missing.isEmpty else { continue }
            let confidence: Confidence = keyboardMissing || field.kind == .number ? .high : .medium
            output.report(
                "This \(field.kind.rawValue) field has no \(missing.joined(separator: " and no ")), so the card cannot be filled from AutoFill or scanned with the camera and is typed by hand\(keyboardMissing ? " on a letter keyboard" : ""). Set .textContentType(.\(field.kind.contentType))\(field.kind == .number ? "" : " (iOS 17)") and .keyboardType(.numberPad).",
                at: file.position(of: field.node), confidence: confidence)
        }
    }

    private func swiftUIFields(_ file: SwiftFile) -> [Field] {
        SwiftUITextFields.fields(in: file, kinds: ["TextField", "SecureField"]).compactMap { field -> Field? in
            guard let kind = Self.kind(label: field.label, name: field.boundName) else { return nil }
            return Field(kind: kind, node: Syntax(field.call), contentType: field.value(of: "textContentType"), keyboard: field.value(of: "keyboardType"))
        }
    }

    /// `let cardNumberField = UITextField()` or `var cvcField: UITextField!`, with what the file assigns to its
    /// `textContentType` and `keyboardType`.
    private func uiKitFields(_ file: SwiftFile) -> [Field] {
        guard file.index.mentions("UITextField") else { return [] }
        let assignments = file.index.memberAccesses("textContentType", "keyboardType").filter(\.isAssigned)
        return file.index.variables.flatMap { variable in
            variable.bindings.compactMap { binding -> Field? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let type = binding.typeAnnotation?.type.trimmedSourceText ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName ?? ""
                guard type.hasPrefix("UITextField"), let kind = Self.kind(label: nil, name: name) else { return nil }
                func value(_ member: String) -> String? {
                    let set = assignments.filter { $0.declName.baseName.text == member && $0.base?.lastNameComponent == name }
                    return set.first.map { Self.memberValue(ExprSyntax($0).assignedValue) ?? "" }
                }
                return Field(kind: kind, node: Syntax(binding.pattern), contentType: value("textContentType"), keyboard: value("keyboardType"))
            }
        }
    }

    /// `.numberPad` → numberPad; "" for a value the code computes.
    static func memberValue(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }
}
