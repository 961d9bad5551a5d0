import SwiftSyntax
import ThumbruleCore

/// The message of a `LocalizedError` typed as a literal of words (`errorDescription` returning
/// `"Speech recognition access was denied."`) in an app localised into two languages or more,
/// when the app shows that error's message as text: its `localizedDescription` (or the
/// property itself) reaching an alert's title or message, a label's `text` or `Text`. The
/// protocol promises a localised message and the system shows it as given, so that alert
/// stays in the source language while the rest of the app is translated.
///
/// The error's type decides what is shown: the message counts only when the value whose
/// description is shown is declared with that type (`func show(_ error: SpeechError)`), so a
/// generic `catch` that shows whatever failed proves nothing about one type. Only phrases of
/// two words or more count (`LiteralText.isWords`), a branch of a case nothing constructs is
/// not shipped code, and an app of one language is left alone (nothing is untranslated yet).
struct LocalizedErrorLiteral: SwiftFileCheck, ProjectCheck {
    static var documentsRead: Set<FileKind>? { [.strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "l10n-strings.error-message-literal",
        ruleId: "l10n-strings",
        summary: "A LocalizedError message typed as a literal in a localised app that shows it",
        triggering: [
            // tip-calculator's SpeechError: messages shown in an alert of a screen, in an app of several languages.
            CheckExample(files: [
                ("App/DictationError.swift", """
                enum DictationError: Error {
                    case denied
                    case restricted
                    case engineFailed(Error)
                }
                extension DictationError: LocalizedError {
                    var errorDescription: String? {
                        switch self {
                        case .denied: return ↓"Dictation access was denied."
                        // Only tests make this case, so its message is never shown.
                        case .restricted: return "Dictation is restricted on this device."
                        case .engineFailed(let error): return ↓"Could not start dictation: \\(error.localizedDescription)"
                        }
                    }
                }
                """),
                ("App/EntryController.swift", """
                import UIKit
                final class EntryController: UIViewController {
                    func start() {
                        do { try engine.start() } catch { show(.engineFailed(error)) }
                        if !allowed { show(.denied) }
                    }
                    private func show(_ error: DictationError) {
                        let message = error.localizedDescription
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
        ],
        nonTriggering: [
            // The same error in an app of one language, and a message that is already localised.
            CheckExample(files: [
                ("App/DictationError.swift", """
                enum DictationError: LocalizedError {
                    case denied
                    case busy
                    var errorDescription: String? {
                        switch self {
                        case .denied: return "Dictation access was denied."
                        case .busy: return String(localized: "Dictation is busy right now.")
                        }
                    }
                }
                """),
                ("App/EntryController.swift", """
                import UIKit
                final class EntryController: UIViewController {
                    let statusLabel = UILabel()
                    func show(_ error: DictationError) { statusLabel.text = error.localizedDescription }
                    func start() { show(.denied); show(.busy) }
                }
                """),
            ]),
            // A localised app whose error messages only reach a log, one shown by a generic catch, and
            // (mixin-ios) a nested type called Error whose name a parameter of any error also has.
            CheckExample(files: [
                ("App/SyncError.swift", """
                enum SyncError: LocalizedError {
                    case offline
                    var errorDescription: String? { "The server cannot be reached." }
                }
                final class PaymentController {
                    enum Error: Swift.Error, LocalizedError {
                        case unsigned
                        var errorDescription: String? { "Signature missing here" }
                    }
                    func sign() { fail(.unsigned) }
                }
                """),
                ("App/SyncController.swift", """
                import UIKit
                final class SyncController: UIViewController {
                    let statusLabel = UILabel()
                    func failed(_ error: SyncError) { logger.error("sync failed: \\(error.localizedDescription)") }
                    func alert(_ error: Error) { statusLabel.text = error.localizedDescription }
                    func run() {
                        failed(.offline)
                        do { try sync() } catch { statusLabel.text = error.localizedDescription }
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
        ]
    )

    /// The `LocalizedError` requirements a person reads.
    static let messageProperties: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion"]
    /// Types any error has: a parameter of one says nothing about which error is shown, and a
    /// nested type called `Error` (mixin-ios `MultisigPreviewViewController.Error`) shares the name.
    static let anyErrorTypes: Set<String> = ["Error", "LocalizedError", "NSError", "CustomNSError"]
    /// Where a shown message goes: arguments of these labels, and these assigned properties.
    static let shownLabels: Set<String> = ["title", "message", "text"]
    static let shownProperties: Set<String> = ["text", "title"]

    /// A literal of words an error type's message property returns.
    struct Message: Codable, Sendable, Hashable {
        let typeName: String
        let text: String
        let position: SourcePosition
        /// The case of the `switch self` branch that returns it (`case .denied:`), if any.
        let caseName: String?
    }

    /// The message of a value declared with this type, shown as text.
    struct ShownMessage: Codable, Sendable, Hashable {
        let typeName: String
        let position: SourcePosition
    }

    static let messages = FactKey<Message>("l10n-strings.error-message")
    static let shown = FactKey<ShownMessage>("l10n-strings.error-message-shown")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for literal in file.index.stringLiterals {
            guard case .returned(let property) = ExprSyntax(literal).valueDestination, Self.messageProperties.contains(property),
                  let typeName = literal.enclosingTypeName.map(Symbols.bareName),
                  SwiftUIStringConstantText.isWords(literal.plainText) else { continue }
            output.facts.add(Message(typeName: typeName, text: literal.plainText, position: file.position(of: literal), caseName: Self.caseName(of: literal)),
                             for: Self.messages)
        }
        for access in file.index.memberAccesses(Array(Self.messageProperties) + ["localizedDescription"]) {
            guard let base = access.base?.as(DeclReferenceExprSyntax.self), let typeName = Self.declaredType(of: base),
                  Self.isShown(ExprSyntax(access), in: file) else { continue }
            output.facts.add(ShownMessage(typeName: typeName, position: file.position(of: access)), for: Self.shown)
        }
    }

    /// The case a literal's `switch` branch matches alone: `denied` for `case .denied:` and
    /// `case .engineFailed(let error):`.
    static func caseName(of literal: StringLiteralExprSyntax) -> String? {
        guard let branch = literal.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
              let items = branch.label.as(SwitchCaseLabelSyntax.self)?.caseItems, items.count == 1,
              let pattern = items.first?.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        let access = pattern.as(MemberAccessExprSyntax.self) ?? pattern.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let access, access.base == nil else { return nil }
        return access.declName.baseName.text
    }

    /// The case names among `names` that a shipping Swift file other than the error's own writes:
    /// the cases the app can make (tests do not count, and a branch of a case only they make is never shown).
    static func madeCases(_ names: Set<String>, besides path: String, _ project: Project) -> Set<String> {
        var found = Set<String>()
        for file in project.files(of: .swift) where file.path != path && project.ships(SourcePosition(path: file.path, line: 1, column: 1)) {
            guard let text = project.text(of: file) else { continue }
            found.formUnion(WrittenNames.words(in: text, among: names))
        }
        return found
    }

    /// The type a parameter of the enclosing function or initialiser is declared with
    /// (`func show(_ error: DictationError)`), without optionality.
    static func declaredType(of reference: DeclReferenceExprSyntax) -> String? {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return nil }
            let parameters = node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                let type = Symbols.bareName(parameter.type.trimmedSourceText)
                return type.first?.isUppercase == true && !anyErrorTypes.contains(type) ? type : nil
            }
            current = node.parent
        }
        return nil
    }

    /// The value reaches text: an argument labelled `title`, `message` or `text`, the first
    /// argument of `Text`, a `text` or `title` assignment, directly or through a local `let`.
    static func isShown(_ value: ExprSyntax, in file: SwiftFile, depth: Int = 0) -> Bool {
        switch value.valueDestination {
        case .argument(let call, let position)?:
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)]
            if let label = argument.label?.text { return shownLabels.contains(label) }
            return position == 0 && ["Text", "Label"].contains(call.calleeName ?? "")
        case .stored(let name, _, let scope?)? where depth == 0:
            return file.index.references(name).contains { reference in
                scope.encloses(reference) && reference.position > value.position && isShown(ExprSyntax(reference), in: file, depth: 1)
            }
        case .stored(let name, let path, nil)?:
            // `label.text = value`, not a property of the code's own type.
            return shownProperties.contains(name) && path.contains(".")
        default:
            return false
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let languages = UIKitLiteralText.languages(project)
        guard languages.count >= 2 else { return }
        let shownTypes = Dictionary(grouping: project.shippingFacts(Self.shown, at: \.position), by: \.typeName)
        let symbols = project.symbols
        let messages = project.shippingFacts(Self.messages, at: \.position).filter { message in
            shownTypes[message.typeName] != nil && symbols.conforms(message.typeName, to: "LocalizedError")
        }
        var made: [String: Set<String>] = [:]
        for (path, inFile) in Dictionary(grouping: messages, by: \.position.path) {
            made[path] = Self.madeCases(Set(inFile.compactMap(\.caseName)), besides: path, project)
        }
        for message in messages.sorted(by: { $0.position < $1.position }) {
            guard let uses = shownTypes[message.typeName] else { continue }
            if let name = message.caseName, made[message.position.path]?.contains(name) != true { continue }
            output.report(
                "'\(message.text)' is the message of \(message.typeName), a LocalizedError this app shows as text, typed as a plain string: no catalog translates it, so this message stays in the source language while the app is localised into \(languages.count) languages; return String(localized:) and add it to the catalog.",
                at: message.position, confidence: .medium,
                related: uses.map(\.position).sorted().prefix(3).map { RelatedLocation($0, "shown here") })
        }
    }
}
