import SwiftSyntax
import ThumbruleCore

/// A row of four or more selectable chips in an `HStack` that does not scroll: with a
/// larger text size or longer translated labels the chips are squeezed and truncated, or
/// the row runs off the screen. A chip row stays on one line and scrolls sideways.
///
/// Chips are buttons built by a `ForEach` whose look depends on a selection condition
/// (`selected == item ? … : …`). The count is read from an array literal of strings, in
/// place or in a variable of the same file: numbers stay short in every language, and an
/// enum's `allCases` or any other collection is not counted, so the check stays silent
/// there. Segments that share the width equally (`.frame(maxWidth: .infinity)`) or a
/// selection named tab or segment are a segmented control, not chips; a `ViewThatFits`
/// around the row is an adaptive layout. A note. Known false negative: chips laid out by a
/// custom flow layout.
struct ChipRowWithoutScroll: SwiftFileCheck {
    static let minimumChips = 4

    package static let description = CheckDescription(
        id: "button-chips.row-without-scroll",
        ruleId: "button-chips",
        summary: "A row of four or more chips in an HStack that does not scroll horizontally",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct SortBar: View {
                let orders = ["Newest", "Oldest", "Popular", "Quickest", "Cheapest"]
                @State private var order = "Newest"
                var body: some View {
                    HStack {
                        ↓ForEach(orders, id: \\.self) { name in
                            Button(name) { order = name }
                                .fontWeight(order == name ? .bold : .regular)
                                .background(order == name ? Color.accentColor : .gray, in: Capsule())
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            struct SortBar: View {
                let orders = ["Newest", "Oldest", "Popular", "Quickest", "Cheapest"]
                @State private var order = "Newest"
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(orders, id: \\.self) { name in
                                Button(name) { order = name }
                                    .fontWeight(order == name ? .bold : .regular)
                            }
                        }
                    }
                    HStack {
                        ForEach(["Day", "Week", "Month"], id: \\.self) { span in
                            Button(span) { order = span }.fontWeight(order == span ? .bold : .regular)
                        }
                    }
                    // Equal segments of a hand-built segmented control.
                    HStack(spacing: 0) {
                        ForEach(["Food", "Toys", "Gifts", "Points"], id: \\.self) { tab in
                            Button(tab) { order = tab }
                                .frame(maxWidth: .infinity)
                                .background(order == tab ? Color.yellow : .clear)
                        }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var reported: Set<SyntaxIdentifier> = []
        for button in file.index.calls("Button") {
            let chip = button.outermostModifiedExpression
            let selections = ChipSelectedByColourOnly.selectionTernaries(in: chip)
            guard let loop = button.enclosingContainerCall, loop.calleeName == "ForEach", !reported.contains(loop.id),
                  !selections.isEmpty, !Self.isSegment(chip, selections),
                  let row = Self.row(of: loop), !Self.scrollsOrAdapts(row),
                  let count = Self.literalCount(loop.arguments.first?.expression, file.index), count >= Self.minimumChips else { continue }
            reported.insert(loop.id)
            output.report(
                "This row of \(count) chips sits in an HStack that does not scroll, so with a larger text size or longer translated labels the chips are squeezed and truncated; wrap the row in ScrollView(.horizontal, showsIndicators: false) so it stays on one line and scrolls.",
                at: file.position(of: loop), confidence: .low)
        }
    }

    /// True for a segment of a hand-built segmented control or tab bar: it fills an equal
    /// share of the width, or its selection is named tab or segment.
    static func isSegment(_ chip: ExprSyntax, _ selections: [ChipSelectedByColourOnly.Ternary]) -> Bool {
        let fills = chip.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "infinity" && token.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "maxWidth"
        }
        return fills || selections.contains { !Set(NameWords.split($0.condition)).isDisjoint(with: ["tab", "tabs", "segment", "page"]) }
    }

    /// The horizontal stack the loop's chips sit in, looking through `Group`.
    static func row(of loop: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var container = loop.enclosingContainerCall
        while let current = container, current.calleeName == "Group" { container = current.enclosingContainerCall }
        guard let container, SelectionMarks.rowContainers.contains(container.calleeName ?? "") else { return nil }
        return container
    }

    /// True when a horizontal scroll view or a `ViewThatFits` holds the row.
    static func scrollsOrAdapts(_ row: FunctionCallExprSyntax) -> Bool {
        var container = row.enclosingContainerCall
        while let current = container {
            if current.calleeName == "ViewThatFits" { return true }
            if current.calleeName == "ScrollView", current.arguments.first?.expression.trimmedSourceText.contains("horizontal") == true { return true }
            container = current.enclosingContainerCall
        }
        return false
    }

    /// The element count of an array literal of strings, in place or as the initial value
    /// of the variable the expression names (`orders`, `Self.orders`).
    static func literalCount(_ expression: ExprSyntax?, _ index: SwiftFileIndex) -> Int? {
        guard let expression else { return nil }
        var array = expression.as(ArrayExprSyntax.self)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            array = index.initialValue(of: reference)?.as(ArrayExprSyntax.self)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedSourceText, base == "Self" || base == "self" {
            let name = member.declName.baseName.text
            let bindings = index.variables.flatMap(\.bindings).filter { $0.pattern.trimmedSourceText == name }
            if bindings.count == 1 { array = bindings[0].initializer?.value.as(ArrayExprSyntax.self) }
        }
        guard let array, array.elements.allSatisfy({ $0.expression.is(StringLiteralExprSyntax.self) }) else { return nil }
        return array.elements.count
    }
}
