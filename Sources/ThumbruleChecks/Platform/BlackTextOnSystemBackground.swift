import SwiftSyntax
import ThumbruleCore

/// Text fixed to `.black` with no fixed background behind it: it sits on the system
/// background, which turns near-black in dark mode, and the text disappears.
///
/// SwiftUI: `.foregroundColor(.black)` / `.foregroundStyle(Color.black)` on a `Text`,
/// `Label` or text field in a type that sets no background anywhere (`background`, `ZStack`
/// layers, `overlay`, `listRowBackground`, `containerBackground`) and no colour scheme. UIKit: `textColor = .black` on a label, text field or text view
/// the file declares, in a file that sets no fixed `backgroundColor` (only semantic
/// system backgrounds or `.clear`). Apps locked to one appearance are skipped, and so is black
/// in a branch that tests the appearance (`if colorScheme == .light`).
///
/// `.white` text is left alone: it almost always sits on a fill (a badge, a tinted button,
/// a photo) that the code elsewhere provides, so flagging it would be noise; a white-on-
/// fill pair is a fixed pair that survives both appearances. Medium confidence: a parent
/// in another file may still give the text a light background of its own.
///
/// A SwiftUI view every one of whose uses puts it on a fixed white background
/// (`NicknameView().background(.white)`, klock-ios's QR code screen) is left alone too: its
/// uses are all in its own file (outside previews), and no other Swift file names the type.
///
/// Known false negatives: black text in a type that sets some other background, or on a
/// stack (`VStack { … }.foregroundColor(.black)`); `UIColor(white: 0, …)`.
/// Known false positives: a screen whose background is fixed light by a parent elsewhere.
struct BlackTextOnSystemBackground: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "color-roles.black-text",
        ruleId: "color-roles",
        summary: "Text fixed to black on the system background, which vanishes in dark mode",
        triggering: [
            // A view used on a white background once and on the system background once.
            CheckExample("""
            struct ShareCodeScreen: View {
                var body: some View {
                    VStack {
                        CodeCard().background(.white)
                        CodeCard()
                    }
                }
            }
            struct CodeCard: View {
                var body: some View {
                    Text(code).foregroundColor(↓.black)
                }
            }
            """),
            CheckExample("""
            struct RecipeRow: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(recipe.title).foregroundColor(↓.black)
                        Text(recipe.summary).foregroundStyle(↓Color.black)
                    }
                }
            }
            """),
            CheckExample("""
            final class RecipeCell: UITableViewCell {
                private let titleLabel = UILabel()
                func configure() {
                    titleLabel.textColor = ↓.black
                    contentView.backgroundColor = .systemBackground
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct RecipeRow: View {
                var body: some View {
                    VStack {
                        Text(recipe.title).foregroundStyle(.primary)
                        Text("Sale").foregroundColor(.black).padding(4).background(Color.yellow)
                        Text("New").foregroundColor(.white)
                    }
                    ZStack {
                        Color.yellow
                        Text("Offer").foregroundColor(.black)
                    }
                    VStack { Text("Paper").foregroundColor(.black) }.background(.white)
                }
            }
            """),
            CheckExample("""
            final class TicketView: UIView {
                private let titleLabel = UILabel()
                func configure() {
                    backgroundColor = .white
                    titleLabel.textColor = .black
                }
            }
            """),
            // klock-ios FriendAddByQRCodeView: the view with black text is only ever used on a white background.
            CheckExample("""
            struct ShareCodeScreen: View {
                var body: some View {
                    VStack {
                        CodeCard()
                            .frame(maxWidth: .infinity)
                            .background(.white)
                    }
                }
            }
            struct CodeCard: View {
                var body: some View {
                    Text(code).foregroundColor(.black)
                }
            }
            """),
            // Black only in the branch the light appearance takes.
            CheckExample("""
            struct DocRow: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    if colorScheme == .light {
                        Text(doc.title).foregroundColor(.black)
                    } else {
                        Text(doc.title).foregroundColor(.white)
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/RecipeRow.swift", "struct RecipeRow: View { var body: some View { Text(title).foregroundColor(.black) } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["UIUserInterfaceStyle": "Light"])),
            ]),
        ]
    )

    /// Black text; `lightOnlyType` names the SwiftUI view it is written in when every use of that
    /// view in the file sits on a fixed white background, so only uses in other files could differ.
    package struct Use: Sendable, Codable {
        let position: SourcePosition
        let lightOnlyType: String?
    }

    package static let uses = FactKey<Use>("color-roles.black-text")
    /// Fixed light fills a view can be put on with `.background(…)`.
    static let lightBackgrounds: Set<String> = [".white", "Color.white", "Color(.white)", "Color(UIColor.white)", "Color(uiColor: .white)"]
    static let blackValues: Set<String> = [".black", "Color.black", "UIColor.black"]
    static let backgroundSetters: Set<String> = [
        "background", "ZStack", "overlay", "listRowBackground", "containerBackground", "preferredColorScheme", "colorScheme", "backgroundStyle",
    ]
    /// Views whose foreground colour is their text (or symbol) colour; on a shape it is a fill.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor", "Link"]
    static let semanticBackgrounds = ["systemBackground", "SystemBackground", "GroupedBackground", "clear"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        for call in file.index.calls("foregroundColor", "foregroundStyle") where call.arguments.count == 1 {
            guard let color = call.arguments.first?.expression, Self.blackValues.contains(color.trimmedSourceText),
                  Self.textViews.contains(call.rootViewCall.calleeName ?? ""),
                  !hasBackground(around: call, file: file), !Self.isChosenPerAppearance(call) else { continue }
            output.facts.add(Use(position: file.position(of: color), lightOnlyType: Self.lightOnlyType(around: call, file: file)), for: Self.uses)
        }
        let fixedBackground = file.index.memberAccesses("backgroundColor").contains { member in
            guard let value = member.assignedValue?.trimmedSourceText else { return false }
            return !Self.semanticBackgrounds.contains(where: value.contains)
        } || file.index.references("backgroundColor").contains { reference in
            guard let value = ExprSyntax(reference).assignedValue?.trimmedSourceText else { return false }
            return !Self.semanticBackgrounds.contains(where: value.contains)
        }
        guard !fixedBackground else { return }
        let variables = file.declaredVariables
        for member in file.index.memberAccesses("textColor") {
            guard let value = member.assignedValue, Self.blackValues.contains(value.trimmedSourceText),
                  file.index.declares(member.receiverKey, as: UIKitAdjustsFontForContentSize.textViewTypes, in: variables) else { continue }
            output.facts.add(Use(position: file.position(of: value), lightOnlyType: nil), for: Self.uses)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !AppearanceLock.isLocked(project) else { return }
        for use in project.facts.values(Self.uses) {
            if let type = use.lightOnlyType, !Self.isNamedElsewhere(type, than: use.position.path, in: project) { continue }
            let position = use.position
            output.report(
                "This text is fixed to black with no fixed background behind it, so in dark mode it sits black on the near-black system background; use the primary label colour (.primary in SwiftUI, .label in UIKit), which is black in light mode and white in dark.",
                at: position, confidence: .medium)
        }
    }

    /// The SwiftUI view type the text is written in, when the file uses it (outside previews) and
    /// every such use has a fixed white `.background(…)` in its modifier chain.
    static func lightOnlyType(around call: FunctionCallExprSyntax, file: SwiftFile) -> String? {
        guard let type = call.enclosingTypeDeclaration.flatMap({ file.index.typeDeclaration(of: $0) }), !type.isExtension,
              type.inherits("View") else { return nil }
        let uses = file.index.calls(type.name).filter { !file.index.isInPreview($0) && !type.node.encloses($0) }
        guard !uses.isEmpty else { return nil }
        return uses.allSatisfy { use in
            use.modifiersApplied.contains { modifier in
                modifier.calleeName == "background"
                    && modifier.arguments.first.map { lightBackgrounds.contains($0.expression.trimmedSourceText) } == true
            }
        } ? type.name : nil
    }

    /// Whether a Swift file other than `path` names `type` as a whole word: it may use the view
    /// somewhere without the white background.
    static func isNamedElsewhere(_ type: String, than path: String, in project: Project) -> Bool {
        project.files.contains { file in
            guard file.kind == .swift, file.path != path, let text = project.text(of: file), text.contains(type) else { return false }
            return text.ranges(of: type).contains { range in
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                    && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            }
        }
    }

    /// True inside a branch of an `if` or `switch` that tests the appearance
    /// (`if colorScheme == .light { Text(t).foregroundColor(.black) } else { … }`): the code picks
    /// the colour for each appearance, so the black is not left on the dark background.
    static func isChosenPerAppearance(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) {
            if let branch = ancestor.as(IfExprSyntax.self), LiteralColor.appearanceWords.contains(where: branch.conditions.trimmedDescription.contains) {
                return true
            }
            if let choice = ancestor.as(SwitchExprSyntax.self), LiteralColor.appearanceWords.contains(where: choice.subject.trimmedDescription.contains) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// True when the type the view is written in sets a background or a colour scheme
    /// anywhere: the text may sit on it, even when a sibling property builds it.
    private func hasBackground(around call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        guard let type = call.enclosingTypeDeclaration else { return false }
        return !file.index.calls(Array(Self.backgroundSetters), inside: type).isEmpty
    }
}
