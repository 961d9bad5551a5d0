import SwiftSyntax

/// Whether a piece of the app's own code scales the fonts it sets for Dynamic Type, read
/// from what it does rather than from its name: an `@IBInspectable` setter or a helper
/// whose body reaches `UIFontMetrics` (mixin's `dynamicTextSize`, whose setter sets
/// `font = .scaledFont(ofSize:weight:)`, an extension of the same file that calls
/// `UIFontMetrics.default.scaledFont(for:)`).
public enum FontScaling {
    /// True when `body` calls `UIFontMetrics` or `scaledFont(for:)`, turns on
    /// `adjustsFontForContentSizeCategory`, or calls a function of the same file whose body
    /// does either (one step, enough for a `UIFont.scaled(ofSize:)` wrapper).
    public static func reachesFontMetrics(_ body: some SyntaxProtocol, in file: SwiftFile, depth: Int = 0) -> Bool {
        let calls = file.index.calls(within: body)
        if calls.contains(where: callsFontMetrics) { return true }
        let adjusts = file.index.memberAccesses(within: body).contains { access in
            access.declName.baseName.text == "adjustsFontForContentSizeCategory"
                && ExprSyntax(access).assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        if adjusts { return true }
        guard depth == 0 else { return false }
        let called = Set(calls.compactMap(\.calleeName))
        return file.index.functions.contains { function in
            guard called.contains(function.name.text), let functionBody = function.body, !functionBody.encloses(body) else { return false }
            return reachesFontMetrics(functionBody, in: file, depth: depth + 1)
        }
    }

    /// `UIFontMetrics(forTextStyle:)`, `UIFontMetrics.default.scaledFont(for:)`.
    static func callsFontMetrics(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calleeName == "UIFontMetrics" { return true }
        return call.calleeName == "scaledFont" && call.argumentLabels.first == "for"
    }
}
