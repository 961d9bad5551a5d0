import SwiftSyntax
import ThumbruleCore

/// A segmented control with more than five segments: on an iPhone the segments shrink
/// until their labels truncate, and the control stops reading as one filter.
///
/// SwiftUI: a `Picker` styled `.segmented` whose content the code can count: literal
/// children, `ForEach` over an array literal, a literal range, or `allCases` of an enum
/// declared in the same file. UIKit: `UISegmentedControl(items: [...])` with an array literal.
///
/// Known false negatives: segments built from data, enums declared in another file,
/// segments inserted one by one. Known false positives: an iPad-only screen.
struct SegmentedControlSegments: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "nav-segmented.segment-count",
        ruleId: "nav-segmented",
        summary: "A segmented control with more than five segments",
        triggering: [
            CheckExample("""
            enum Weekday: CaseIterable { case mon, tue, wed, thu, fri, sat, sun }
            struct Planner: View {
                @State private var day = Weekday.mon
                var body: some View {
                    ↓Picker("Day", selection: $day) {
                        ForEach(Weekday.allCases, id: \\.self) { Text($0.title).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
            CheckExample("""
            let filter = ↓UISegmentedControl(items: ["All", "Unread", "Starred", "Today", "Week", "Month"])
            """),
        ],
        nonTriggering: [
            CheckExample("""
            enum Filter: CaseIterable { case all, unread, starred }
            struct Inbox: View {
                @State private var filter = Filter.all
                @State private var day = 0
                var body: some View {
                    Picker("Filter", selection: $filter) {
                        ForEach(Filter.allCases, id: \\.self) { Text($0.title).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Day", selection: $day) {
                        ForEach(0..<7) { Text("\\($0)").tag($0) }
                    }
                    .pickerStyle(.wheel)
                    Picker("Sort", selection: $sort) { ForEach(sorts) { Text($0.name) } }.pickerStyle(.segmented)
                }
            }
            """),
            CheckExample("""
            let filter = UISegmentedControl(items: ["All", "Unread", "Starred"])
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let limit = NavigationAPIs.maxSegments
        for picker in file.index.calls("Picker") where Self.isSegmented(picker) {
            guard let content = picker.contentClosure(),
                  let count = BuilderItems.count(in: content.statements, counting: { segments($0, file: file) }), count > limit else { continue }
            output.report(
                "This segmented picker has \(count) segments; keep 2 to \(limit) short, equal segments, and show more choices as a menu-style Picker or a chip row.",
                at: file.position(of: picker))
        }
        for control in file.index.calls("UISegmentedControl") {
            guard let items = control.argument("items")?.expression.as(ArrayExprSyntax.self), items.elements.count > limit else { continue }
            output.report(
                "This UISegmentedControl has \(items.elements.count) segments; keep 2 to \(limit) short, equal segments, and show more choices in a UIMenu or a separate list.",
                at: file.position(of: control))
        }
    }

    /// True for a Picker styled `.segmented` / `SegmentedPickerStyle()`.
    static func isSegmented(_ picker: FunctionCallExprSyntax) -> Bool {
        picker.modifiersApplied.contains { modifier in
            modifier.calleeName == "pickerStyle" && (modifier.arguments.first?.expression.trimmedSourceText.lowercased().contains("segmented") ?? false)
        }
    }

    /// How many segments one content entry adds, or nil when it cannot be counted.
    private func segments(_ expression: ExprSyntax, file: SwiftFile) -> Int? {
        guard let call = expression.as(FunctionCallExprSyntax.self)?.rootViewCall else { return nil }
        guard call.calleeName == "ForEach" else { return 1 }
        guard let data = call.arguments.first?.expression else { return nil }
        if let array = data.as(ArrayExprSyntax.self) { return array.elements.count }
        if let range = data.as(SequenceExprSyntax.self), range.elements.count == 3,
           let low = range.elements.first?.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
           let high = range.elements.last?.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
           let op = range.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return op == "..<" ? high - low : op == "..." ? high - low + 1 : nil
        }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let typeName = member.base?.trimmedSourceText,
           let declaration = file.index.typeDeclarations.first(where: { $0.name == typeName && !$0.isExtension }),
           let enumeration = declaration.node.as(EnumDeclSyntax.self) {
            let cases = enumeration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            return cases.reduce(0) { $0 + $1.elements.count }
        }
        return nil
    }
}
