import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Text` that counts by itself — `Text(date, style: .timer)`, the same style
/// interpolated into a string, `Text(timerInterval:)`, or a `.timer`/`.stopwatch` format —
/// drawn in a system font with the default proportional digits. The text redraws every
/// second, each digit takes its own width ("1" is narrower than "8"), so the figures and
/// whatever sits beside them shuffle sideways as the clock runs. `.monospacedDigit()` gives
/// every digit one width. (Android Lint has no check for the same thing.)
///
/// The font is read from the `Text`'s modifier chain and from every container around it up
/// to the property or function that returns it; when that is another property or function
/// of the file, from every place the file uses it, and when it is a view's `body`, from
/// every place the project builds that view. Silent when any of these sets tabular digits
/// (`.monospacedDigit()`, `.monospaced()`, a monospaced design) or a font this check cannot
/// read: an app's own font (`.font(.brandCaption)`, `.font(theme.timer)`), a custom
/// face, a project modifier named for fonts, text or styles (`.bpFont(.caption)`,
/// `.timerStyle()`), `.modifier(…)`, or a project button or label style. Also silent in a
/// view a widget shows for the `.accessoryInline` family: the system sets that line's font.
///
/// Known false negatives: a `Text` of a string re-formatted on each tick of a `Timer` or a
/// `TimelineView` (the value's source is not followed), `.relative` and `.offset` dates
/// (they read as words, "5 min ago", more than as figures in place), and a function or
/// property that only another file uses.
struct SwiftUITimerProportionalDigits: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "type-strings.swiftui-timer-digits",
        ruleId: "type-strings",
        summary: "A SwiftUI live timer Text drawn with proportional digits, which shift sideways every second",
        triggering: [
            CheckExample("""
            struct WorkoutHeader: View {
                let start: Date
                var body: some View {
                    HStack {
                        Image(systemName: "timer")
                        ↓Text(start, style: .timer)
                            .font(.title2.bold())
                    }
                    .padding()
                }
            }
            struct PollFooter: View {
                let closes: Date
                var body: some View {
                    ↓Text("Closes in \\(closes, style: .timer)").font(.footnote)
                }
            }
            """),
            // A live activity's countdown, returned by a helper the body uses.
            CheckExample("""
            struct DeliveryActivityView: View {
                let window: ClosedRange<Date>
                var body: some View {
                    VStack(alignment: .trailing) {
                        countdown.foregroundStyle(.secondary)
                    }
                }
                private var countdown: some View {
                    ↓Text(timerInterval: window, countsDown: true)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct WorkoutHeader: View {
                let start: Date
                var body: some View {
                    VStack {
                        Text(start, style: .timer).monospacedDigit()
                        Text(start, style: .timer).font(.title2.monospacedDigit())
                        Text(start, style: .timer).font(.system(.body, design: .monospaced))
                        Text(start, style: .relative)
                        Text(start, style: .timer).font(.brandCounter)
                        Text(start, style: .timer).bpFont(.caption)
                        MetricRow(title: "Elapsed", value: Text(start, style: .timer))
                    }
                }
            }
            struct RestTimer: View {
                let end: Date
                var body: some View {
                    HStack {
                        Text(end, style: .timer)
                    }
                    .font(.caption.weight(.semibold).monospacedDigit())
                }
            }
            """),
            // The helper is given tabular digits where it is used.
            CheckExample("""
            struct CodeRow: View {
                let next: Date
                var body: some View {
                    counter(for: next)
                        .font(Font.body.monospacedDigit())
                }
                @ViewBuilder
                private func counter(for date: Date) -> some View {
                    Text(date, style: .timer)
                }
            }
            """),
            // The caller in another file sets tabular digits on the whole view.
            CheckExample(files: [
                ("Widget/CountdownText.swift", """
                struct CountdownText: View {
                    let date: Date
                    var body: some View {
                        Text(date, style: .timer)
                            .multilineTextAlignment(.trailing)
                    }
                }
                """),
                ("Widget/TokenWidgetView.swift", """
                struct TokenWidgetView: View {
                    let entry: TokenEntry
                    var body: some View {
                        HStack {
                            Text(entry.name)
                            CountdownText(date: entry.refresh)
                        }
                        .monospacedDigit()
                    }
                }
                """),
            ]),
            // meshtastic-apple: a live activity's timer with tabular digits, and the same timer as
            // its spoken value, which VoiceOver reads and nothing draws.
            CheckExample("""
            struct ChargeActivityView: View {
                let window: ClosedRange<Date>
                var body: some View {
                    Text(timerInterval: window, countsDown: true)
                        .monospacedDigit()
                        .accessibilityValue(Text(timerInterval: window, countsDown: true))
                }
            }
            """),
            // The inline accessory widget: the system draws the line in its own font.
            CheckExample(files: [
                ("Widget/GlucoseInlineView.swift", """
                struct GlucoseInlineView: View {
                    let entry: GlucoseEntry
                    var body: some View {
                        Text("\\(entry.value) \\(entry.date, style: .timer)")
                    }
                }
                """),
                ("Widget/GlucoseWidget.swift", """
                struct GlucoseEntryView: View {
                    @Environment(\\.widgetFamily) var family
                    let entry: GlucoseEntry
                    var body: some View {
                        switch family {
                        case .accessoryInline:
                            GlucoseInlineView(entry: entry)
                        default:
                            Text("\\(entry.value)")
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// A timer text whose font only the callers of a view type can settle.
    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let shape: String
        /// The view types whose `body` shows the text; empty when the file settles the font.
        let views: [String]
    }

    static let candidates = FactKey<Candidate>("type-strings.swiftui-timer-digits")
    /// View types built somewhere under tabular digits or a font this check cannot read.
    static let coveredViews = FactKey<String>("type-strings.swiftui-timer-digits.covered")

    /// SwiftUI modifiers whose names hold a font or style word yet set no font.
    static let standardModifiers: Set<String> = [
        "fontWeight", "fontWidth", "foregroundStyle", "backgroundStyle", "textCase", "multilineTextAlignment",
        "textSelection", "textContentType", "textInputAutocapitalization", "listStyle", "toggleStyle",
        "pickerStyle", "textFieldStyle", "tabViewStyle", "navigationViewStyle", "gaugeStyle",
        "progressViewStyle", "menuStyle", "datePickerStyle", "formStyle", "listRowBackground",
        "contentTransition", "accessibilityTextContentType",
    ]
    /// System button and label styles: they leave the label's font alone.
    static let systemStyles: Set<String> = [
        "plain", "bordered", "borderedProminent", "borderless", "automatic", "titleAndIcon", "iconOnly",
        "titleOnly", "link", "card", "glass", "glassProminent",
    ]
    static let fontWords: Set<String> = ["font", "fonts", "typography", "typeface", "text", "style", "styled"]
    /// The same words as a substring search, asked first: most modifiers hold none.
    static let fontWordSearch = TextSearch(anyOf: ["font", "typograph", "typeface", "text", "style"], ignoringCase: true)
    /// Font modifiers that keep a system font's digits as they are.
    static let fontAdjustments: Set<String> = ["bold", "italic", "weight", "width", "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        recordCoveredViews(file, &output)
        var seen = Set<SyntaxIdentifier>()
        for (text, shape) in timerTexts(file) where seen.insert(text.id).inserted && !Self.isSpokenOnly(text) {
            var visited = Set<String>()
            guard case .open(let views) = Self.settle(from: Syntax(text), file, depth: 0, visited: &visited) else { continue }
            output.facts.add(Candidate(position: file.position(of: text), shape: shape, views: views.sorted()), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let covered = Set(project.facts.values(Self.coveredViews))
        for candidate in project.facts.values(Self.candidates) where candidate.views.allSatisfy({ !covered.contains($0) }) {
            output.report(
                "This \(candidate.shape) counts every second in a font with proportional digits, so the figures change width as they tick and the time and everything beside it shift sideways while the person reads it; add .monospacedDigit() to the Text or its font so every digit keeps one width.",
                at: candidate.position, confidence: .medium)
        }
    }

    /// The `Text` calls that count by themselves, with how a message names each.
    private func timerTexts(_ file: SwiftFile) -> [(FunctionCallExprSyntax, String)] {
        var result: [(FunctionCallExprSyntax, String)] = []
        for text in file.index.calls("Text") where text.argument("timerInterval") != nil {
            result.append((text, "Text(timerInterval:)"))
        }
        for member in file.index.memberAccesses("timer", "stopwatch") where member.base == nil {
            let value: ExprSyntax = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? ExprSyntax($0) : nil } ?? ExprSyntax(member)
            guard let argument = value.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                  (label == "style" && member.declName.baseName.text == "timer") || label == "format",
                  let text = Self.textShowing(argument) else { continue }
            let shape = label == "style" ? "Text with the .timer date style" : "Text with a .\(member.declName.baseName.text) format"
            result.append((text, shape))
        }
        return result
    }

    /// Modifiers whose `Text` VoiceOver speaks and nothing draws.
    static let spokenModifiers: Set<String> = ["accessibilityValue", "accessibilityLabel", "accessibilityHint"]

    /// True for `.accessibilityValue(Text(timerInterval: …))`: read aloud, never drawn, so its
    /// digits cannot shift.
    private static func isSpokenOnly(_ text: FunctionCallExprSyntax) -> Bool {
        guard let modifier = text.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return spokenModifiers.contains(member.declName.baseName.text)
    }

    /// The `Text(…)` an argument belongs to: directly, or through an interpolation in its string.
    private static func textShowing(_ argument: LabeledExprSyntax) -> FunctionCallExprSyntax? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
        if let call = list.parent?.as(FunctionCallExprSyntax.self) {
            return call.calleeName == "Text" ? call : nil
        }
        guard let segment = list.parent?.as(ExpressionSegmentSyntax.self),
              let literal = segment.ancestorOrSelf(mapping: { $0.as(StringLiteralExprSyntax.self) }),
              let outer = literal.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              outer.calleeName == "Text" else { return nil }
        return outer
    }

    /// What the code around a view says about its digits.
    enum Outcome {
        /// Tabular digits are set, or a font this check cannot read.
        case covered
        /// Proportional digits here; the named view types' callers may still set a font.
        case open(Set<String>)
    }

    /// Settles the digits of the view at `node`: its chain and containers up to the
    /// declaration that returns it, then that declaration's uses in the file.
    static func settle(from node: Syntax, _ file: SwiftFile, depth: Int, visited: inout Set<String>) -> Outcome {
        let (modifiers, declaration, insideOwnView) = modifiersUp(from: node)
        if insideOwnView || coversDigits(modifiers) { return .covered }
        guard let declaration else { return .covered }
        if let binding = declaration.as(PatternBindingSyntax.self),
           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
           let type = binding.enclosingTypeName {
            return .open([type])
        }
        let name: String
        if let function = declaration.as(FunctionDeclSyntax.self) {
            name = function.name.text
        } else if let identifier = declaration.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else {
            return .covered
        }
        guard depth < 4, visited.insert(name).inserted else { return .covered }
        let uses = file.index.references(name).filter { !declaration.encloses($0) }
        // A helper no code of this file uses is used from elsewhere, out of sight.
        guard !uses.isEmpty else { return .covered }
        var views = Set<String>()
        for use in uses {
            var start = Syntax(use)
            if let member = start.parent?.as(MemberAccessExprSyntax.self), member.declName.id == use.id { start = Syntax(member) }
            if let call = start.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == start.id { start = Syntax(call) }
            guard case .open(let more) = settle(from: start, file, depth: depth + 1, visited: &visited) else { return .covered }
            views.formUnion(more)
        }
        return .open(views)
    }

    /// The modifiers applied to the view at `node` and to every container around it, the
    /// property binding or function whose code holds it (nil at anything else), and whether
    /// the view is handed to a view or function of the project's own on the way
    /// (`MetricRow(value: Text(…))`, `card { Text(…) }`), which may set its font.
    static func modifiersUp(from node: Syntax) -> ([FunctionCallExprSyntax], Syntax?, Bool) {
        var modifiers: [FunctionCallExprSyntax] = []
        var child = node
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    if member.id == child.id { modifiers.append(call) }
                } else if call.calledExpression.id != child.id, !systemContainers.contains(call.calleeName ?? "") {
                    return (modifiers, nil, true)
                }
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == child.id {
                // `Text(…)` `#if os(watchOS) .foregroundColor(…) #endif` `.monospacedDigit()`.
                for clause in postfix.config.clauses {
                    var expression = clause.elements.flatMap { Syntax($0).as(ExprSyntax.self) }
                    while let call = expression?.as(FunctionCallExprSyntax.self) {
                        modifiers.append(call)
                        expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(PatternBindingSyntax.self) { return (modifiers, parent, false) }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self) {
                return (modifiers, nil, false)
            }
            child = parent
            current = parent.parent
        }
        return (modifiers, nil, false)
    }

    /// SwiftUI and WidgetKit views that pass their content's font through unchanged.
    static let systemContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
        "ForEach", "Button", "Label", "Link", "NavigationLink", "Menu", "Section", "List", "Form", "ScrollView",
        "ViewThatFits", "TimelineView", "GeometryReader", "Toggle", "ProgressView", "Gauge", "ToolbarItem",
        "ToolbarItemGroup", "DynamicIsland", "DynamicIslandExpandedRegion", "ActivityConfiguration",
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ContentUnavailableView",
        "LabeledContent", "AnyView", "ShareLink", "ControlGroup", "DisclosureGroup", "GroupBox",
        "NavigationStack", "NavigationView", "TabView", "Text", "HStackLayout", "VStackLayout",
    ]

    /// True when one of the modifiers sets tabular digits or a font this check cannot read.
    static func coversDigits(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { modifier in
            guard let name = modifier.calleeName else { return true }
            let argument = modifier.arguments.first?.expression
            switch name {
            case "monospacedDigit", "monospaced", "modifier":
                return true
            case "fontDesign":
                return argument?.trimmedSourceText.contains("monospaced") ?? true
            case "font":
                guard let argument else { return true }
                return argument.trimmedSourceText.contains("monospaced") || !isSystemFont(argument)
            case "buttonStyle", "labelStyle":
                guard let style = argument?.lastNameComponent else { return true }
                return !systemStyles.contains(style)
            default:
                guard fontWordSearch.matches(name), !standardModifiers.contains(name) else { return false }
                return !Set(NameWords.split(name)).isDisjoint(with: fontWords)
            }
        }
    }

    /// `.body`, `.title2.bold()`, `Font.caption`, `.system(size: 15)`, `.system(.body, design: .rounded)`:
    /// the system face, whose digits are proportional.
    static func isSystemFont(_ font: ExprSyntax) -> Bool {
        var current = font
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let name = call.calleeName else { return false }
            if name == "system" { return true }
            guard fontAdjustments.contains(name), let base = call.modifiedExpression else { return false }
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSourceText == "Font" else { return false }
        return TypeScale.styles.contains { $0.swiftUI == member.declName.baseName.text }
    }

    /// Records the view types this file builds under tabular digits or an unreadable font
    /// (every type called inside the covered view, and the view itself), and those a widget
    /// shows for the `.accessoryInline` family.
    private func recordCoveredViews(_ file: SwiftFile, _ output: inout CheckOutput) {
        func addTypes(in scope: some SyntaxProtocol) {
            for call in file.index.calls(within: scope) {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { continue }
                output.facts.add(name, for: Self.coveredViews)
            }
        }
        let fontModifiers = file.index.callsInOrder.filter { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
            return Self.coversDigits([call])
        }
        for modifier in fontModifiers {
            guard let base = modifier.modifiedExpression else { continue }
            let view = base.as(FunctionCallExprSyntax.self)?.rootViewCall
            if let name = view?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
                output.facts.add(name, for: Self.coveredViews)
            }
            addTypes(in: base)
        }
        for member in file.index.memberAccesses("accessoryInline") {
            guard let switchCase = member.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
                  switchCase.label.as(SwitchCaseLabelSyntax.self)?.encloses(member) == true else { continue }
            addTypes(in: switchCase.statements)
        }
    }
}
