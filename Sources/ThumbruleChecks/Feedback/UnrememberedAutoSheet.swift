import SwiftSyntax
import ThumbruleCore

/// A what's new card, promotion, offer, survey or announcement that a SwiftUI screen puts up
/// by itself every time it appears: the sheet's flag is set to `true` straight in `.onAppear`
/// or `.task`, with no condition around it, in a file that stores nothing (no `@AppStorage`,
/// no `UserDefaults`). Closing it is never recorded, so it comes back on every visit. The
/// rulebook (`fb-unprompted`) asks for the dismissal to be stored and a written cool-down.
///
/// The surface is told by its name (the flag's or the presented view's): what's new,
/// promo/promotion, offer, survey, announcement, changelog. Paywalls are left alone: shown on
/// appearance they are usually the gate of a feature the person just asked for. So is a
/// presentation under any condition (it may read a stored flag elsewhere) and one set from
/// a tap.
///
/// Known false negatives: UIKit presentations, a flag set through a helper method, a
/// dismissal stored by a view model in another file while the flag is still set unconditionally.
struct UnrememberedAutoSheet: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "fb-unprompted.unremembered-auto-sheet",
        ruleId: "fb-unprompted",
        summary: "A what's new, promotion or survey sheet shown on every appearance, its dismissal never stored",
        triggering: [
            CheckExample("""
            struct LibraryScreen: View {
                @State private var showsReleaseNotes = false
                var body: some View {
                    BookList()
                        .onAppear { ↓showsReleaseNotes = true }
                        .sheet(isPresented: $showsReleaseNotes) { WhatsNewCard() }
                }
            }
            """),
        ],
        nonTriggering: [
            // Shown once per version, from a tap, and a paywall gate on appearance.
            CheckExample("""
            struct LibraryScreen: View {
                @AppStorage("notesSeenVersion") private var seenVersion = ""
                @State private var showsReleaseNotes = false
                var body: some View {
                    BookList()
                        .onAppear { if seenVersion != currentVersion { showsReleaseNotes = true } }
                        .sheet(isPresented: $showsReleaseNotes, onDismiss: { seenVersion = currentVersion }) { WhatsNewCard() }
                }
            }
            struct SpringSale: View {
                @State private var showsOffer = false
                var body: some View {
                    Button("See the spring offer") { showsOffer = true }
                        .sheet(isPresented: $showsOffer) { PromoCard() }
                }
            }
            struct ExportScreen: View {
                @State private var showsPaywall = false
                var body: some View {
                    ExportForm()
                        .task { showsPaywall = true }
                        .sheet(isPresented: $showsPaywall) { PaywallView() }
                }
            }
            """),
        ]
    )

    /// Name words of a surface nobody asked for.
    static let surfaceWords: Set<String> = ["promo", "promotion", "offer", "survey", "announcement", "changelog"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !Self.storesAnything(file) else { return }
        for presenter in file.index.calls("sheet", "fullScreenCover") where presenter.modifiedExpression != nil {
            guard let binding = presenter.argument("isPresented")?.expression.as(DeclReferenceExprSyntax.self),
                  binding.baseName.text.hasPrefix("$") else { continue }
            let flag = String(binding.baseName.text.dropFirst())
            let shown = presenter.bodyClosure.flatMap { $0.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName } ?? ""
            guard Self.namesSurface(flag) || Self.namesSurface(shown) else { continue }
            for reference in file.index.references(flag) where Self.isSetOnAppearance(reference) {
                output.report(
                    "\(flag) is set to true every time this screen appears and nothing records that the \(shown.isEmpty ? "sheet" : shown) was closed, so it comes back on every visit; store its dismissal (@AppStorage or UserDefaults, with a date or version) and show it again only after a written cool-down.",
                    at: file.position(of: reference), confidence: .medium)
            }
        }
    }

    static func namesSurface(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return !surfaceWords.isDisjoint(with: words) || zip(words, words.dropFirst()).contains { $0 == "whats" && $1 == "new" }
    }

    /// The file keeps something across launches: an `@AppStorage` or `@SceneStorage` property or `UserDefaults`.
    static func storesAnything(_ file: SwiftFile) -> Bool {
        file.index.mentions("UserDefaults") || file.index.variables.contains { variable in
            variable.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return false }
                return ["AppStorage", "SceneStorage"].contains(attribute.attributeName.trimmedSourceText)
            }
        }
    }

    /// `flag = true` (or `self.flag = true`) directly in an `.onAppear` or `.task` closure, under
    /// no condition (`withAnimation` and `Task` blocks are looked through).
    static func isSetOnAppearance(_ reference: DeclReferenceExprSyntax) -> Bool {
        var target = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" { target = ExprSyntax(member) }
        guard target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return false }
        var current = target.parent
        var child = Syntax(target)
        while let node = current {
            defer { child = node }
            if node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchExprSyntax.self)
                || Ternary.parts(holding: child).contains(where: { $0.part != .condition }) || node.is(FunctionDeclSyntax.self) {
                return false
            }
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let name = call.calleeName ?? ""
                if ["onAppear", "task"].contains(name) { return call.modifiedExpression != nil && !decides(closure) }
                if !["withAnimation", "Task"].contains(name) { return false }
            }
            current = node.parent
        }
        return false
    }

    /// True when the closure decides anything (an `if`, `guard` or `switch` anywhere in it):
    /// a `guard` before the assignment may read a stored flag.
    static func decides(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { [.keyword(.if), .keyword(.guard), .keyword(.switch)].contains($0.tokenKind) }
    }
}
