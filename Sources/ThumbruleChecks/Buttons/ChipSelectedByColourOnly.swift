import SwiftSyntax
import ThumbruleCore

/// A row of selectable chips (a `ForEach` of buttons in an `HStack` or a horizontal
/// `ScrollView`) whose selected state differs only by colour: every `isSelected ? A : B`
/// in the chip picks between two colours, and nothing else marks the choice (no checkmark,
/// no weight or shape change, no `.isSelected` trait). Tint alone fails WCAG 1.4.1 Use of
/// Color, and VoiceOver hears no difference.
///
/// A fill that appears only when selected (`isSelected ? .accentColor : .clear`) is a
/// filled container, not a colour change, and is left alone; so is any chip with a
/// selection condition that picks something other than a colour (a font weight, an icon,
/// an opacity), an `if` in its label, or an accessibility value; and so is a row that draws the
/// selection as a filled shape moving behind the chosen chip (a `Capsule()` in the row's
/// `.background` placed with `offset`, or any `matchedGeometryEffect`), and a page indicator's row
/// of dots (`isPageDot`), and a custom tab bar (`isTabBar`: a type named as tabs whose
/// selection names a tab), whose buttons switch screens rather than filter (recipebuddy-ios). Known false negatives:
/// chips drawn by a view in another type (`ChipView(isSelected:)`), and UIKit chips.
struct ChipSelectedByColourOnly: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-chips.colour-only-selection",
        ruleId: "button-chips",
        summary: "A chip row whose selected chip differs from the others only by colour",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct TagRow: View {
                let tags: [Tag]
                var body: some View {
                    HStack {
                        ForEach(tags) { tag in
                            let isSelected = tag.isSelected
                            ↓Button { toggle(tag) } label: { Text(tag.name).font(.caption) }
                                .foregroundColor(isSelected ? .white : .blue)
                                .background(Capsule().fill(isSelected ? Color.blue : Color.blue.opacity(0.15)))
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct FilterBar: View {
                @Binding var selected: Category
                var body: some View {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(Category.allCases) { category in
                                ↓Button(category.title) { selected = category }
                                    .padding(.horizontal, 12)
                                    .padding(.vertical, 6)
                                    .foregroundStyle(selected == category ? Color.white : .primary)
                                    .background(selected == category ? Color.accentColor : Color(.systemGray5), in: Capsule())
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // convos-ios ConversationPagerDots: a two-page indicator of small shapes, not a chip row.
            CheckExample("""
            struct PagerDots: View {
                @Binding var page: Page
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(Page.allCases) { item in
                            Button { page = item } label: {
                                dotShape(for: item)
                                    .fill(item == page ? Color.primary : Color.secondary)
                                    .frame(width: 8, height: 8)
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel(item.title)
                        }
                    }
                }
            }
            """),
            // recipebuddy-ios: a custom bottom tab bar (icon buttons setting the selected tab that
            // picks the root screen) is a tab bar, not a chip row.
            CheckExample("""
            import SwiftUI

            struct BottomTabBar: View {
                @Binding var selectedTab: Int
                let icons: [String]
                var body: some View {
                    HStack {
                        ForEach(icons.indices, id: \\.self) { index in
                            Button { selectedTab = index } label: {
                                Image(icons[index]).foregroundColor(selectedTab == index ? Color.orange : Color.gray)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
            }
            """),
            // mundo-ios: category buttons above the paged TabView they switch, in a picker sheet.
            CheckExample("""
            import SwiftUI

            struct StickerPicker: View {
                @State private var selectedTab: StickerCategory = .smileys
                var body: some View {
                    VStack {
                        HStack {
                            ForEach(StickerCategory.allCases, id: \\.self) { category in
                                Button { selectedTab = category } label: { Image(systemName: category.icon) }
                                    .foregroundStyle(selectedTab == category ? Color.accentColor : Color.secondary)
                            }
                        }
                        TabView(selection: $selectedTab) {
                            ForEach(StickerCategory.allCases, id: \\.self) { category in StickerGrid(category: category).tag(category) }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                    }
                }
            }
            """),
            // A capsule behind the row slides to the chosen segment: the selection is a filled shape.
            CheckExample("""
            import SwiftUI

            struct GroupTabs: View {
                let groups: [String]
                let selected: String
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(groups, id: \\.self) { group in
                            Button { select(group) } label: {
                                Text(group).foregroundStyle(group == selected ? .white : .primary)
                            }
                        }
                    }
                    .background {
                        GeometryReader { proxy in
                            let width = proxy.size.width / CGFloat(groups.count)
                            Capsule().fill(.tint).frame(width: width)
                                .offset(x: width * CGFloat(groups.firstIndex(of: selected) ?? 0))
                        }
                    }
                }
            }
            """),
            // A checkmark and the trait tell the chosen chip apart without colour.
            CheckExample("""
            import SwiftUI

            struct FilterBar: View {
                @Binding var selected: Category
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(Category.allCases) { category in
                                Button { selected = category } label: {
                                    Label(category.title, systemImage: selected == category ? "checkmark" : "")
                                }
                                .background(selected == category ? Color.accentColor : Color.gray, in: Capsule())
                                .accessibilityAddTraits(selected == category ? .isSelected : [])
                            }
                        }
                    }
                }
            }
            """),
            // Presets for a value a slider already shows and speaks.
            CheckExample("""
            struct SeekSettings: View {
                @State private var seconds = 10.0
                var body: some View {
                    Slider(value: $seconds, in: 1...60, step: 1)
                    HStack {
                        ForEach([5, 10, 15, 30], id: \\.self) { preset in
                            Button("\\(preset)s") { seconds = Double(preset) }
                                .tint(Int(seconds) == preset ? .accentColor : .secondary)
                        }
                    }
                }
            }
            """),
            // A fill only the selected chip has, and a list of rows rather than a chip row.
            CheckExample("""
            import SwiftUI

            struct Pickers: View {
                @State var tag = 0
                var body: some View {
                    HStack {
                        ForEach(0..<3) { index in
                            Button("Tag \\(index)") { tag = index }
                                .background(tag == index ? Color.accentColor : Color.clear)
                        }
                    }
                    VStack {
                        ForEach(0..<3) { index in
                            Button("Row \\(index)") { tag = index }
                                .foregroundColor(tag == index ? .blue : .gray)
                        }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let loop = button.enclosingContainerCall, loop.calleeName == "ForEach", Self.isChipRow(loop) else { continue }
            let chip = button.outermostModifiedExpression
            let ternaries = Self.selectionTernaries(in: chip)
            guard let first = ternaries.first, ternaries.allSatisfy({ Self.isColour($0.then) && Self.isColour($0.otherwise) }),
                  !Self.hasOtherMark(chip), !Self.valueHasOwnControl(first.condition, file),
                  !Self.drawsMovingSelectionShape(loop), !Self.isPageDot(button, file),
                  !Self.isTabBar(button, condition: first.condition) else { continue }
            output.report(
                "The selected chip differs from the others only by colour (\(first.condition) ? \(first.then.trimmedSourceText) : \(first.otherwise.trimmedSourceText)), which people who cannot tell the colours apart and VoiceOver miss; add a checkmark, a weight or fill change, and .accessibilityAddTraits(.isSelected) on the selected chip.",
                at: file.position(of: button), confidence: .medium)
        }
    }

    /// True for a custom tab bar's button, not a chip: the selection names a tab
    /// (`selectedTab == index`) and the type drawing the row is named as tabs (`CustomTabBar`,
    /// `BottomTabs`). Its buttons choose which root screen shows; that colour-only tab marks are
    /// a defect is a tab bar's matter (button-tabs), not a chip row's. So is a strip whose
    /// selection also pages a `TabView(selection:)` of the same type (mundo-ios: emoji-category
    /// buttons above the paged categories they switch between).
    static func isTabBar(_ button: FunctionCallExprSyntax, condition: String) -> Bool {
        guard NameWords.split(condition).contains(where: { $0 == "tab" || $0 == "tabs" }),
              let type = button.enclosingTypeDeclaration else { return false }
        let name = type.as(StructDeclSyntax.self)?.name.text ?? type.as(ClassDeclSyntax.self)?.name.text
            ?? type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedSourceText ?? ""
        if NameWords.split(name).contains(where: { $0 == "tab" || $0 == "tabs" }) { return true }
        let selections = type.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.text == "TabView", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let bound = call.argument("selection")?.expression.trimmedSourceText, bound.hasPrefix("$") else { return nil }
            return String(bound.dropFirst())
        }
        return selections.contains { selection in
            condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).contains { $0 == selection }
        }
    }

    /// Largest side of a page indicator's dot.
    static let dotPoints = 12.0

    /// True for a dot of a page indicator, not a chip: the label draws no text, label or image,
    /// only a shape framed at most `dotPoints` each way (`pageShape(for: page).fill(…).frame(width: 8, height: 8)`).
    /// A page control is not a chip row, and the system's own marks its page by colour alone too.
    static func isPageDot(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let label = SwiftUIControls.label(of: button) else { return false }
        let calls = file.index.calls(within: label)
        guard !calls.contains(where: { ["Text", "Label", "Image"].contains($0.calleeName ?? "") }) else { return false }
        return calls.contains { frame in
            guard frame.calleeName == "frame", let width = frame.argument("width")?.expression.numericLiteral,
                  let height = frame.argument("height")?.expression.numericLiteral else { return false }
            return max(width, height) <= dotPoints
        }
    }

    /// True when a slider, stepper, picker or field in the file binds a value the selection
    /// reads (`$seekSeconds`): the buttons are presets for a value that control already
    /// shows and speaks, so their tint is a second cue, not the only one.
    static func valueHasOwnControl(_ condition: String, _ file: SwiftFile) -> Bool {
        let names = Set(condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return ["Slider", "Stepper", "Picker", "TextField"].contains { control in
            file.index.calls(control).contains { call in
                call.arguments.contains { argument in
                    let text = argument.expression.trimmedSourceText
                    return text.hasPrefix("$") && names.contains(String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
    }

    static let selectionShapes = ["Capsule(", "RoundedRectangle(", "Rectangle(", "Circle("]

    /// True when the row marks the selection with a filled shape that moves to the chosen chip:
    /// a `matchedGeometryEffect` in the row, or a shape in its `.background`/`.overlay` placed
    /// with `offset` or `position`.
    static func drawsMovingSelectionShape(_ loop: FunctionCallExprSyntax) -> Bool {
        var container = loop.enclosingContainerCall
        while let current = container, current.calleeName == "Group" { container = current.enclosingContainerCall }
        guard let container else { return false }
        if container.outermostModifiedExpression.trimmedSourceText.contains("matchedGeometryEffect") { return true }
        return container.modifiersApplied.contains { modifier in
            guard ["background", "overlay"].contains(modifier.calleeName ?? "") else { return false }
            let text = modifier.trimmedSourceText
            return selectionShapes.contains(where: text.contains) && (text.contains("offset(") || text.contains("position("))
        }
    }

    /// True when the loop's content is laid out as a row: its container is a horizontal
    /// stack or a scroll view given `.horizontal` (looking through `Group`).
    static func isChipRow(_ loop: FunctionCallExprSyntax) -> Bool {
        var container = loop.enclosingContainerCall
        while let current = container, current.calleeName == "Group" { container = current.enclosingContainerCall }
        guard let container, let name = container.calleeName else { return false }
        if SelectionMarks.rowContainers.contains(name) { return true }
        return name == "ScrollView" && container.arguments.first?.expression.trimmedSourceText.contains("horizontal") == true
    }

    struct Ternary {
        let condition: String
        let then: ExprSyntax
        let otherwise: ExprSyntax
    }

    /// The ternaries in the chip whose condition asks whether it is selected.
    static func selectionTernaries(in chip: ExprSyntax) -> [Ternary] {
        var result: [Ternary] = []
        for token in chip.tokens(viewMode: .sourceAccurate) where token.tokenKind == .infixQuestionMark {
            guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self), let list = ternary.parent?.as(ExprListSyntax.self) else { continue }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == ternary.id }), index > 0, index + 1 < elements.count else { continue }
            let condition = elements[..<index].map(\.trimmedSourceText).joined(separator: " ")
            let words = Set(NameWords.split(condition))
            guard !words.isDisjoint(with: SelectionMarks.conditionWords) || condition.contains("==") || condition.contains(".contains(") else { continue }
            result.append(Ternary(condition: condition, then: ternary.thenExpression, otherwise: elements[index + 1]))
        }
        return result
    }

    /// A colour that is drawn: a named or literal colour, a palette member, or one of these
    /// with an opacity. `.clear` and a zero opacity are no fill, so a change to them is a shape change.
    static func isColour(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calleeName ?? ""
            if ColorLiterals.colorTypes.contains(name) { return true }
            if name == "opacity", let base = call.modifiedExpression {
                return call.arguments.first?.expression.numericLiteral != 0 && isColour(base)
            }
            return false
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        if name == "clear" { return false }
        if FillColors.strong.contains(name) || FillColors.quiet.contains(name) { return true }
        guard let base = member.base?.trimmedSourceText else { return false }
        return ColorLiterals.paletteTypeWords.contains { base.contains($0) } || NameWords.split(base).contains("colors")
    }

    /// True when the chip shows selection some other way: a checkmark, the `.isSelected`
    /// trait or an accessibility value, or content chosen by an `if`.
    static func hasOtherMark(_ chip: ExprSyntax) -> Bool {
        chip.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword(.if), .keyword(.switch): return true
            case .identifier("isSelected"):
                // The `.isSelected` trait, not a property of that name.
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
                return member.base == nil || member.base?.trimmedSourceText.hasSuffix("Traits") == true
            case .identifier(let name): return SelectionMarks.nonColourMarks.contains(name)
            case .stringSegment(let text): return text.contains("checkmark")
            default: return false
            }
        }
    }
}
