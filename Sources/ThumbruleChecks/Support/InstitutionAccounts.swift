import SwiftSyntax
import ThumbruleCore

/// A sign-in that admits only one institution's accounts: the code checks the signed-in
/// email against a fixed school domain (`email.hasSuffix("@school.edu")`, `domain ==
/// "school.ac.uk"`) and turns others away, or asks Google for one Workspace domain
/// (`hostedDomain`, as a property or as the label of `GIDConfiguration(clientID:hostedDomain:)`). App Review 4.8 exempts a login with an existing education or company
/// account from offering Sign in with Apple, and an app for one institution's members has
/// every feature tied to that account (uplift-ios, coursegrab-ios).
enum InstitutionAccounts {
    /// Where the file restricts sign-in to one institution, or nil.
    static func restriction(in file: SwiftFile) -> Syntax? {
        if let node = file.index.referencesByName["hostedDomain"]?.first { return Syntax(node) }
        if let node = file.index.memberAccessesByName["hostedDomain"]?.first { return Syntax(node) }
        if let call = file.index.calls(within: file.tree).first(where: { $0.argumentLabels.contains("hostedDomain") }) {
            return Syntax(call)
        }
        let comparesSuffix = file.index.callsByName["hasSuffix"] != nil
        return file.index.stringLiterals.first { literal in
            guard !literal.hasInterpolation, isSchoolDomain(literal.plainText) else { return false }
            return comparesSuffix || isEqualityOperand(literal)
        }.map(Syntax.init)
    }

    /// An email domain of a school, whole: `@cornell.edu`, `ox.ac.uk`, `@unimelb.edu.au`.
    static func isSchoolDomain(_ text: String) -> Bool {
        var domain = text.lowercased()
        if domain.hasPrefix("@") { domain.removeFirst() }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }) else { return false }
        if labels.last == "edu" { return true }
        let secondLast = labels[labels.count - 2]
        return labels.count >= 3 && labels.last!.count == 2 && (secondLast == "edu" || secondLast == "ac")
    }

    /// The literal is one side of `==` (`domain == "school.edu"`).
    private static func isEqualityOperand(_ literal: StringLiteralExprSyntax) -> Bool {
        if let infix = literal.parent?.as(InfixOperatorExprSyntax.self) {
            return infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
        }
        guard let list = literal.parent?.as(ExprListSyntax.self) else { return false }
        return list.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" }
    }
}
