import SwiftSyntax
import ThumbruleCore

/// A sign-in button the app draws itself for a provider: a SwiftUI `Button` or a UIKit
/// `setTitle(_:for:)` / `configuration.title =` whose title reads "Sign in with Apple",
/// "Continue with Google" and so on. Shared by the Apple and Google button checks.
struct ProviderButton {
    enum Provider: String { case apple = "Apple", google = "Google" }

    let provider: Provider
    /// Where to report: the `Button` call, the `setTitle` call or the title literal.
    package let node: Syntax
    /// True when the label draws an asset image or a logo view next to the title, or the
    /// button takes a style named after the provider (`GoogleButtonStyle()`), which may.
    let mayShowMark: Bool

    /// The hand-built provider buttons of a file, one per button; found once for the Apple
    /// and the Google check.
    package static func all(in file: SwiftFile) -> [ProviderButton] {
        file.shared([ProviderButton].self) { find(in: file) }
    }

    /// Every title and symbol this looks for names a provider: literals without one are passed over.
    private static let providerNames = TextSearch(anyOf: ["apple", "google"], ignoringCase: true)

    private static func find(in file: SwiftFile) -> [ProviderButton] {
        var seen = Set<AbsolutePosition>()
        var found: [ProviderButton] = []
        for literal in file.index.stringLiterals where providerNames.matches(literal, in: file) {
            let text = literal.plainText
            // The Apple logo alone makes a sign-in button only in code about signing in: it
            // also marks Apple Music, Apple Pay and Apple Watch buttons.
            let symbolProvider: Provider? = appleSymbols.contains(text) && signsIn(around: literal, file) ? .apple : nil
            guard let provider = titleProvider(text) ?? symbolProvider,
                  let button = enclosingButton(of: literal, file), seen.insert(button.node.position).inserted else { continue }
            found.append(ProviderButton(provider: provider, node: button.node, mayShowMark: button.mayShowMark))
        }
        return found
    }

    /// Words of sign-in code, in a type or function name or a string of the file.
    private static let signInWords = TextSearch(anyOf: ["signin", "sign in", "sign-in", "login", "log in", "signup", "sign up", "auth", "account"], ignoringCase: true)

    /// True when the file imports AuthenticationServices, or the type or function around the
    /// node, or a string of the file, is about signing in.
    private static func signsIn(around node: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        if file.index.importedModules.contains("AuthenticationServices") { return true }
        let names = [node.enclosingTypeName, node.enclosingFunctionName].compactMap { $0 }
        return names.contains { signInWords.matches($0) }
            || file.index.stringLiterals.contains { !$0.hasInterpolation && signInWords.matches($0.plainText) }
    }

    /// SF Symbols of the Apple logo: a button built around one is an Apple button.
    static let appleSymbols: Set<String> = ["applelogo", "apple.logo"]
    static let titleVerbs: Set<String> = ["sign in", "sign-in", "signin", "sign up", "sign-up", "log in", "login", "continue"]

    /// The provider a title names: "Sign in with Apple" → `.apple`; nil for anything else.
    static func titleProvider(_ title: String) -> Provider? {
        let words = title.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        guard let with = words.range(of: " with ") else { return nil }
        guard titleVerbs.contains(String(words[..<with.lowerBound])) else { return nil }
        switch words[with.upperBound...] {
        case "apple": return .apple
        case "google": return .google
        default: return nil
        }
    }

    /// The button a title literal labels, if it labels one.
    private static func enclosingButton(of literal: StringLiteralExprSyntax, _ file: SwiftFile) -> (node: Syntax, mayShowMark: Bool)? {
        var current = literal.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                switch call.calleeName {
                case "Button":
                    let styled = hasBrandStyle(call)
                    if let label = call.labelClosure, label.encloses(literal) {
                        return (Syntax(call), styled || hasLogo(in: label, file) || referencesLogoView(in: label))
                    }
                    if let title = call.arguments.first, title.label == nil, title.encloses(literal),
                       !title.expression.is(ClosureExprSyntax.self) {
                        return (Syntax(call), styled || call.argument("image") != nil)
                    }
                    return nil
                case "setTitle", "setAttributedTitle":
                    guard call.arguments.first?.encloses(literal) == true else { return nil }
                    return (Syntax(call), hasLogo(in: call.enclosingFunctionScope ?? Syntax(call), file))
                default:
                    break
                }
            }
            if let sequence = node.as(ExprListSyntax.self), sequence.count == 3,
               sequence.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "title",
               sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                return (Syntax(literal), hasLogo(in: node.enclosingFunctionScope ?? node, file))
            }
            if node.is(MemberBlockSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// True when the label, or the function setting a UIKit title, draws an asset image or a
    /// logo view. SF Symbols (`Image(systemName: "globe")`) hold no brand mark and do not count.
    private static func hasLogo(in scope: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        file.index.calls(in: scope, named: file.index.callsByName.keys).contains { call in
            guard let name = call.calleeName, call.argument("systemName") == nil else { return false }
            return ["Image", "UIImage", "setImage", "AsyncImage"].contains(name) || ["Logo", "Icon", "Mark", "Glyph"].contains(where: name.hasSuffix)
                || passesGoogleAsset(call)
        } || file.index.memberNames(in: scope).contains("image")
    }

    /// A view held in a property or variable named as a logo and placed in the label
    /// (`googleLogo.frame(width: 18, height: 18)`): the app draws its mark in code, in a
    /// `Canvas` or `Path` behind that name (halofi-ios).
    private static func referencesLogoView(in label: ClosureExprSyntax) -> Bool {
        label.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { return false }
            return ["Logo", "Mark", "Glyph"].contains(where: name.hasSuffix) || ["logo", "mark", "glyph"].contains(name)
        }
    }

    /// `CustomButtonView(title: "Sign In With Google", isImageVisible: true, imageName: "Google")`:
    /// a custom button view handed an asset named for Google through an image or icon
    /// parameter draws that asset, unless another image argument turns it off.
    private static func passesGoogleAsset(_ call: FunctionCallExprSyntax) -> Bool {
        let imageLabel = { (label: String) in
            let lowered = label.lowercased()
            return lowered != "systemimage" && ["image", "icon", "logo"].contains(where: lowered.contains)
        }
        var passes = false
        for argument in call.arguments {
            guard let label = argument.label?.text, imageLabel(label) else { continue }
            if argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { return false }
            if let name = argument.expression.as(StringLiteralExprSyntax.self)?.plainText, name.lowercased().contains("google") {
                passes = true
            }
        }
        return passes
    }

    /// `.buttonStyle(GoogleButtonStyle())`: a style named after a provider may draw its mark.
    private static func hasBrandStyle(_ button: FunctionCallExprSyntax) -> Bool {
        button.modifiersApplied.contains { modifier in
            modifier.calleeName == "buttonStyle" && ["google", "apple"].contains(where: modifier.arguments.trimmedSourceText.lowercased().contains)
        }
    }
}
