import SwiftSyntax
import ThumbruleCore

/// SwiftUI text fields and what they say about their content: the title or prompt, the name
/// of the value they bind, and the input modifiers (`.keyboardType`, `.textContentType`) set
/// on them or on a view around them, also where the file uses the helper function, computed
/// property or `View` type that builds the field (`emailField().keyboardType(.emailAddress)`).
/// Shared by the checks that read fields by their purpose.
enum SwiftUITextFields {
    struct Field {
        let call: FunctionCallExprSyntax
        /// The title or prompt, when it is a literal.
        let label: String?
        /// The last name of the bound value: `email` for `$model.email`.
        let boundName: String?
        /// The input modifiers of the file, for `value(of:)`.
        fileprivate let modifiers: [FunctionCallExprSyntax]
        /// Where the file uses the views that build the field, whose modifiers reach it too.
        fileprivate let wrapperUses: [ExprSyntax]

        /// The member a modifier sets on this field (`numberPad` for `.keyboardType(.numberPad)`),
        /// "" for a value the code computes, nil when no such modifier applies.
        func value(of modifier: String) -> String? {
            let applied = modifiers.filter { candidate in
                candidate.calleeName == modifier
                    && ([ExprSyntax(call)] + wrapperUses).contains { SwiftUITextFields.modifier(candidate, appliesTo: $0) }
            }
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
                         modifiers: modifiers, wrapperUses: modifiers.isEmpty ? [] : wrapperUses(of: call, in: file))
        }
    }

    /// Where the file uses the views that build `field`, up to three wrappers out: calls of the
    /// function it is written in (`emailField()`), reads of the computed property
    /// (`emailField`), or, for a field in a `View`'s `body`, that type's initialiser
    /// (`EmailField(text: $email)`). A modifier on such a use reaches every field inside.
    static func wrapperUses(of field: some SyntaxProtocol, in file: SwiftFile) -> [ExprSyntax] {
        var uses: [ExprSyntax] = []
        var frontier = [Syntax(field)]
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [Syntax] = []
            for node in frontier {
                guard let scope = node.enclosingScope else { continue }
                var found: [ExprSyntax]
                if let function = scope.as(FunctionDeclSyntax.self) {
                    found = file.index.calls(function.name.text).map(ExprSyntax.init)
                } else if let name = scope.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedSourceText {
                    if name == "body", let type = node.enclosingTypeName {
                        found = file.index.calls(type).map(ExprSyntax.init)
                    } else {
                        found = file.index.references(name).map(ExprSyntax.init) + file.index.memberAccesses(name).map(ExprSyntax.init)
                    }
                } else {
                    continue
                }
                found.removeAll { scope.encloses($0) }
                uses += found
                next += found.map(Syntax.init)
            }
            frontier = next
        }
        return uses
    }

    /// Whether a modifier applies to the field: its receiver holds the field, also when the
    /// modifier sits in a `#if os(iOS)` clause after it (the clause's base holds the field).
    static func modifier(_ modifier: FunctionCallExprSyntax, appliesTo field: some SyntaxProtocol) -> Bool {
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
