import SwiftSyntax
import ThumbruleCore

/// An error shown to the person as the program prints it: `String(describing: error)`,
/// `String(reflecting: error)` or `"… \(error)"` in a `Text`, a `Label`, an alert's message or
/// a label's `text`, directly or through a property the same file shows. What that prints is a
/// type and case name (`requestFailed(statusCode: 502)`) or an `NSError` dump ("Error
/// Domain=NSURLErrorDomain Code=-1009 …"): it says nothing a person can act on. The rulebook
/// (`state-error`) asks for plain words from the string catalog, with the detail kept for logs.
///
/// The value must be an error the code binds itself: the `error` of a `catch`, a name a `catch`
/// or a `.failure(let …)` / `.error(let …)` case binds, or a parameter typed `Error`. An
/// error's `localizedDescription`, which is meant for people, is left alone, and so are logs
/// and developer pages (`debug` or `Developer…` folders and files).
struct RawErrorShown: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-error.raw-error-text",
        ruleId: "state-error",
        summary: "An error shown to the user as its printed form instead of plain words",
        triggering: [
            CheckExample("""
            struct SignUpView: View {
                @State private var failure: String?
                var body: some View {
                    VStack {
                        if let failure { Text(failure).foregroundStyle(.red) }
                        Button("Create account") { Task { await create() } }
                    }
                }
                func create() async {
                    do { try await api.createAccount() } catch {
                        failure = ↓String(describing: error)
                    }
                }
            }
            """),
            CheckExample("""
            struct SaveKeysView: View {
                @State var problem: String? = nil
                var body: some View {
                    if let shown = problem { Text("Error: \\(shown)") }
                }
                func handle(_ response: RelayResponse) {
                    switch response {
                    case .ok: problem = nil
                    case .error(let reason): problem = ↓String(describing: reason)
                    }
                }
            }
            """),
            CheckExample("""
            final class PurchaseViewController: UIViewController {
                let statusLabel = UILabel()
                func finish(_ result: Result<Void, Error>) {
                    switch result {
                    case .success: statusLabel.text = NSLocalizedString("Thanks!", comment: "")
                    case .failure(let problem):
                        statusLabel.text = ↓"Purchase failed: \\(problem)"
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct SignUpView: View {
                @State private var failure: String?
                var body: some View {
                    if let failure { Text(failure) }
                }
                func create() async {
                    do { try await api.createAccount() } catch {
                        logger.error("sign-up failed: \\(error)")
                        print(String(describing: error))
                        failure = error.localizedDescription
                    }
                }
            }
            """),
            // The raw error as a detail under a plain message that asks for it in a report.
            CheckExample("""
            struct ShareFailure: View {
                let state: ShareState
                var body: some View {
                    switch state {
                    case .failed(let error):
                        VStack {
                            Text("Sharing failed. Please contact support with the message below.")
                            Text("Error: \\(error)")
                        }
                    case .done: Text("Shared")
                    }
                }
            }
            """),
            // A value that is not an error, and an error kept in a property nothing shows.
            CheckExample("""
            struct CounterView: View {
                let count: Int
                var body: some View { Text("Count: \\(count)") }
            }
            final class Uploader {
                var lastFailure = ""
                func upload() {
                    do { try send() } catch { lastFailure = String(describing: error) }
                }
            }
            """),
            CheckExample("""
            struct NetworkInspector: View {
                let failure: Error
                var body: some View { Text(String(reflecting: failure)) }
            }
            """, path: "App/Debug/NetworkInspector.swift"),
            // loopfollow, meshtastic-apple: a failed state's payload named as a message is text
            // the model already wrote for people (a localizedDescription, a library's message).
            CheckExample("""
            struct CheckupView: View {
                let phase: CheckupPhase
                var body: some View {
                    switch phase {
                    case .failed(let message): Text("Checkup unavailable: \\(message)")
                    case .error(let errorMessage): Text("Error: \\(errorMessage)")
                    case .done: Text("All good")
                    }
                }
            }
            """),
        ]
    )

    /// Calls whose arguments are on screen as text.
    static let textCalls: Set<String> = ["Text", "Label", "UIAlertController"]
    /// Argument labels that put a string on screen in an alert or a banner.
    static let messageLabels: Set<String> = ["message", "title"]
    /// UIKit properties whose value is on screen as text, when set on an object (`label.text`).
    static let textProperties: Set<String> = ["text", "title", "message"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        var printed: [(value: ExprSyntax, confidence: Confidence)] = []
        for call in file.index.calls("String") {
            guard let argument = call.arguments.first, argument.label.map({ ["describing", "reflecting"].contains($0.text) }) == true,
                  let confidence = Self.errorBinding(argument.expression) else { continue }
            printed.append((ExprSyntax(call), confidence))
        }
        for literal in file.index.stringLiterals {
            let bindings = literal.segments.compactMap { segment -> Confidence? in
                guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                      let only = interpolated.expressions.first, only.label == nil else { return nil }
                return Self.errorBinding(only.expression)
            }
            if let confidence = bindings.first { printed.append((ExprSyntax(literal), confidence)) }
        }
        for (value, confidence) in printed where Self.isShown(value, file: file) && !Self.isDetailForSupport(value, file: file) {
            output.report(
                "This shows an error as the program prints it (a type and case name or an NSError dump), which tells the person nothing they can act on. Map the failure to a plain-language message from the string catalog that says what failed and what to do, and keep the raw error for the log.",
                at: file.position(of: value), confidence: confidence)
        }
    }

    /// Words of a message that hands the raw error on to support, under a plain explanation.
    static let supportWords: Set<String> = ["support", "contact", "report", "copy"]

    /// True when the view content around the value also holds copy that asks the person to pass
    /// the error on ("contact support with the error below"): the raw text is then a detail for
    /// that report, shown beside a plain message.
    static func isDetailForSupport(_ value: ExprSyntax, file: SwiftFile) -> Bool {
        guard let closure = value.ancestor(where: { $0.is(ClosureExprSyntax.self) }) else { return false }
        return file.index.stringLiterals.contains { literal in
            literal.id != value.id && closure.encloses(literal) && !supportWords.isDisjoint(with: NameWords.split(literal.plainText))
        }
    }

    /// How sure it is that the expression names an error the code binds: certain for a
    /// `catch`'s, a `.failure` case's or a parameter typed `Error`; likely for the payload of
    /// an `.error` or `.failed` case, or one named `error`, which is sometimes a server's
    /// message rather than an `Error`; not for such a payload named `message`.
    static func errorBinding(_ expression: ExprSyntax) -> Confidence? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            if let clause = node.as(CatchClauseSyntax.self) {
                if clause.catchItems.isEmpty { if name == "error" { return .high } }
                else if clause.catchItems.contains(where: { Self.binds(name, in: Syntax($0)) }) { return .high }
            }
            if let switchCase = node.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
                for item in label.caseItems where Self.binds(name, in: Syntax(item.pattern)) {
                    let words = Set(Syntax(item.pattern).tokens(viewMode: .sourceAccurate).map(\.text).filter { $0 != name })
                    if words.contains("failure") { return .high }
                    if Self.messageWords.isDisjoint(with: NameWords.split(name)), !words.isDisjoint(with: ["error", "failed"]) || name == "error" {
                        return .medium
                    }
                }
            }
            if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self),
               parameters.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name && $0.type.map(Self.isErrorType) == true }) {
                return .high
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                let typed = function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name && Self.isErrorType($0.type) }
                return typed ? .high : nil
            }
            current = node.parent
        }
        return nil
    }

    /// Words of an `.error` or `.failed` case's payload that name text already written for
    /// people (`.failed(let message)`, `.error(let errorDescription)`) rather than an `Error`.
    static let messageWords: Set<String> = ["message", "description"]

    /// True when a pattern binds this name (`let problem`, `.failure(let problem)`).
    static func binds(_ name: String, in pattern: Syntax) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// The names a shown expression reads, looking through names an `if let` binds
    /// (`if let err = error { Text("Error: \(err)") }` reads `error`).
    static func namesRead(by expression: ExprSyntax, file: SwiftFile) -> Set<String> {
        var names = file.index.names(within: expression)
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let bound = reference.optionalBindingValue else { continue }
            names.formUnion(file.index.names(within: bound))
        }
        return names
    }

    static func isErrorType(_ type: TypeSyntax) -> Bool {
        let words = type.tokens(viewMode: .sourceAccurate).map(\.text)
        return words.contains("Error") || words.contains("NSError")
    }

    /// True when the value lands on screen: as a text call's argument, an alert's message,
    /// a label's `text`, or through a property a `Text` of the same file reads.
    static func isShown(_ value: ExprSyntax, file: SwiftFile) -> Bool {
        switch value.valueDestination {
        case .argument(let call, let position)?:
            if let name = call.calleeName, textCalls.contains(name) { return true }
            let argument = call.arguments.dropFirst(position).first
            return argument?.label.map { messageLabels.contains($0.text) } == true && (call.calleeName.map { NameWords.split($0).contains("alert") } ?? false)
        case .stored(let name, let path, _)?:
            if textProperties.contains(name), path.contains(".") { return true }
            return file.index.calls("Text").contains { text in
                guard let first = text.arguments.first?.expression else { return false }
                return Self.namesRead(by: first, file: file).contains(name)
            }
        default:
            return false
        }
    }
}
