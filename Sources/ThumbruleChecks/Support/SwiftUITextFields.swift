import SwiftSyntax
import ThumbruleCore

/// SwiftUI text fields and what they say about their content: the title or prompt, the name
/// of the value they bind, and the input modifiers (`.keyboardType`, `.textContentType`) set
/// on them or on a view around them. Shared by the checks that read fields by their purpose.
enum SwiftUITextFields {
    struct Field {
        let call: FunctionCallExprSyntax
        /// The title or prompt, when it is a literal.
        let label: String?
        /// The last name of the bound value: `email` for `$model.email`.
        let boundName: String?
        /// The input modifiers of the file, for `value(of:)`.
        fileprivate let modifiers: [FunctionCallExprSyntax]

        /// The member a modifier sets on this field (`numberPad` for `.keyboardType(.numberPad)`),
        /// "" for a value the code computes, nil when no such modifier applies.
        func value(of modifier: String) -> String? {
            let applied = modifiers.filter { $0.calleeName == modifier && SwiftUITextFields.modifier($0, appliesTo: call) }
            guard let nearest = applied.min(by: { $0.trimmedSourceText.count < $1.trimmedSourceText.count }) else { return nil }
            guard let argument = nearest.arguments.first?.expression else { return nil }
            return argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        }
    }

    /// The file's fields of these kinds (`TextField`, `SecureField`).
    static func fields(in file: SwiftFile, kinds: [String]) -> [Field] {
        let calls = kinds.flatMap { file.index.calls($0) }
        guard !calls.isEmpty else { return [] }
        let modifiers = file.index.calls("textContentType", "keyboardType")
        return calls.map { call in
            let bound = call.argument("text")?.expression.trimmedSourceText.replacingOccurrences(of: "$", with: "")
            return Field(call: call, label: label(of: call), boundName: bound.map { $0.split(separator: ".").last.map(String.init) ?? $0 },
                         modifiers: modifiers)
        }
    }

    /// Whether a modifier applies to the field: its receiver holds the field, also when the
    /// modifier sits in a `#if os(iOS)` clause after it (the clause's base holds the field).
    static func modifier(_ modifier: FunctionCallExprSyntax, appliesTo field: FunctionCallExprSyntax) -> Bool {
        if modifier.modifiedExpression?.encloses(field) == true { return true }
        var current = modifier.parent
        while let node = current {
            if let postfix = node.as(PostfixIfConfigExprSyntax.self) { return postfix.base?.encloses(field) == true }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// A field's literal title, or its literal prompt.
    static func label(of field: FunctionCallExprSyntax) -> String? {
        if let first = field.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return literal.plainText
        }
        let prompt = field.argument("prompt")?.expression.as(FunctionCallExprSyntax.self)
        return prompt?.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText
    }
}
