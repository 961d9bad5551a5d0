import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// JavaScriptCore evaluating a script the app downloaded: `evaluateScript` whose argument is,
/// directly or through local bindings of the same function, a `String` made from the data
/// of a `URLSession` request or from the contents of an `http(s)` URL. App Review Guideline
/// 2.5.2 forbids downloaded code that changes the app's features. Conservative on purpose: a
/// script from the bundle, a file URL or any value the function does not build itself is not
/// judged, and the finding is a note, since the script may only compute, not add features.
struct DownloadedScriptEvaluated: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "store-private-api.downloaded-script",
        ruleId: "store-private-api",
        summary: "JavaScriptCore evaluates a script the app downloads",
        appStoreOnly: true,
        triggering: [
            CheckExample("""
            import JavaScriptCore

            func applyRemoteRules(_ context: JSContext) async throws {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://rules.example.com/latest.js")!)
                let script = String(decoding: data, as: UTF8.self)
                context.evaluateScript(↓script)
            }
            """),
            CheckExample("""
            import JavaScriptCore

            func patch(_ context: JSContext) {
                guard let url = URL(string: "https://cdn.example.com/patch.js"),
                      let source = try? String(contentsOf: url, encoding: .utf8) else { return }
                _ = context.evaluateScript(↓source)
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import JavaScriptCore

            func loadParser(_ context: JSContext) throws {
                guard let url = Bundle.main.url(forResource: "parser", withExtension: "js") else { return }
                let source = try String(contentsOf: url, encoding: .utf8)
                context.evaluateScript(source)
            }
            """),
            CheckExample("""
            import JavaScriptCore

            func run(_ context: JSContext, _ script: String) {
                context.evaluateScript(script)
                context.evaluateScript("1 + 1")
            }
            """),
        ]
    )

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("evaluateScript") {
            guard let argument = call.arguments.first?.expression,
                  let origin = Self.downloadOrigin(argument, at: Syntax(call), depth: 0) else { continue }
            output.report(
                "evaluateScript runs a script the app downloads (\(origin)); App Review Guideline \(AppReview.guideline(.executableCode)) forbids downloaded code that changes the app's features, so ship the script in the bundle and change it through a reviewed update, or keep downloads to data the bundled script reads.",
                at: file.position(of: argument), confidence: .low)
        }
    }

    /// What makes `expression` downloaded text, or nil when the function does not show it.
    static func downloadOrigin(_ expression: ExprSyntax, at use: Syntax, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = binding(of: reference.baseName.text, before: use) else { return nil }
            return downloadOrigin(value.expression, at: value.site, depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if callee == "String" || callee == "NSString", let contents = call.argument("contentsOf")?.expression {
            return isRemoteURL(contents, at: Syntax(call), depth: depth + 1) ? "String(contentsOf:) of a web URL" : nil
        }
        if callee == "String", let data = (call.argument("data") ?? call.argument("decoding"))?.expression {
            return isDownloadedData(data, at: Syntax(call), depth: depth + 1) ? "the body of a URLSession request" : nil
        }
        return nil
    }

    /// An `http(s)` URL the function builds from a literal.
    static func isRemoteURL(_ expression: ExprSyntax, at use: Syntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let value = binding(of: reference.baseName.text, before: use) else { return false }
            return isRemoteURL(value.expression, at: value.site, depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "URL",
              let literal = call.argument("string")?.expression.as(StringLiteralExprSyntax.self),
              let text = Capability.literal(ExprSyntax(literal)) else { return false }
        return text.hasPrefix("https://") || text.hasPrefix("http://")
    }

    /// Data bound from `URLSession…data(from:)` or `data(for:)` in the function.
    static func isDownloadedData(_ expression: ExprSyntax, at use: Syntax, depth: Int) -> Bool {
        guard depth < 4, let reference = unwrapped(expression).as(DeclReferenceExprSyntax.self),
              let value = binding(of: reference.baseName.text, before: use),
              let call = unwrapped(value.expression).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "data",
              call.argument("from") != nil || call.argument("for") != nil else { return false }
        return member.base?.trimmedDescription.contains("URLSession") == true || member.base?.trimmedDescription == "session"
    }

    /// `try`, `await`, `!` and parentheses stripped.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let inner = expression.as(TryExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(AwaitExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(TupleExprSyntax.self), inner.elements.count == 1, let only = inner.elements.first {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// The value bound to `name` before `use` in the statements around it: a `let`/`var`
    /// (a plain name, or one element of a tuple pattern, which binds the whole value), or an
    /// `if let` / `guard let` condition. Looks only at enclosing blocks' earlier statements
    /// and conditions, up to the enclosing function.
    static func binding(of name: String, before use: Syntax) -> (expression: ExprSyntax, site: Syntax)? {
        var node = use
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(SourceFileSyntax.self) { break }
            if let conditions = parent.as(ConditionElementListSyntax.self) {
                for condition in conditions where condition.position < node.position {
                    if let found = optionalBinding(condition, name) { return (found, Syntax(condition)) }
                }
            }
            if let ifExpr = parent.as(IfExprSyntax.self), node.id == ifExpr.body.id {
                for condition in ifExpr.conditions { if let found = optionalBinding(condition, name) { return (found, Syntax(condition)) } }
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for entry in variable.bindings where binds(entry.pattern, name) {
                            if let value = entry.initializer?.value { return (value, Syntax(item)) }
                        }
                    }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                        for condition in guardStmt.conditions { if let found = optionalBinding(condition, name) { return (found, Syntax(condition)) } }
                    }
                }
            }
            node = parent
        }
        return nil
    }

    static func optionalBinding(_ condition: ConditionElementSyntax, _ name: String) -> ExprSyntax? {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self), binds(binding.pattern, name) else { return nil }
        return binding.initializer?.value
    }

    static func binds(_ pattern: PatternSyntax, _ name: String) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.contains { binds($0.pattern, name) } }
        return false
    }
}
