import SwiftSyntax
import ThumbruleCore

/// SwiftUI padding and stack spacing typed as an odd or fractional number of points
/// (`.padding(.horizontal, 13)`, `VStack(spacing: 7)`): such a value sits on no spacing grid,
/// neither the 8pt grid nor the 4pt steps of compact layouts, and a screen assembled from
/// 13, 15 and 17pt gaps looks slightly off without anyone being able to say why. The habit is
/// an app's, not a line's: one note per app, at the first such value, counting the files and
/// listing the values.
///
/// Left alone: values under 4pt (hairline and optical nudges), even values (6 and 10 are off
/// the 8pt grid but common on the 2pt half-grid, and the rule's figures are all even), values
/// held in names (a token is what the rule asks for), negative values, preview code, and 5pt of
/// side padding on a view laid over a `TextEditor` (a placeholder): UITextView sets its text
/// 5pt in from the sides (`lineFragmentPadding`), so the placeholder lines up with typed text
/// only at 5pt (kmail-ios AIPromptView; also when the placeholder is a property the layer shows,
/// olvid-ios ShareView), and side padding on a `Divider`, which insets the line to start under
/// the rows' text (olvid-ios).
/// Known false negatives: UIKit margins and constraint constants, Android and Flutter.
struct OffGridSpacing: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "layout-margins.off-grid-spacing",
        ruleId: "layout-margins",
        summary: "Padding or stack spacing typed as an odd or fractional number of points",
        triggering: [
            CheckExample("""
            struct ReceiptRow: View {
                var body: some View {
                    HStack(spacing: 12) {
                        Text(item.name)
                        Spacer()
                        Text(item.total)
                    }
                    ↓.padding(.horizontal, 13)
                    VStack(spacing: 7) { Text(item.note) }
                }
            }
            """),
        ],
        nonTriggering: [
            // sundee-ios: a 6pt bullet moved down 7pt to sit level with the first line of its text.
            CheckExample("""
            struct SummaryBullets: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 8) {
                        Circle().fill(.orange).frame(width: 6, height: 6).padding(.top, 7)
                        Text(bullet)
                    }
                }
            }
            """),
            CheckExample("""
            struct ReceiptRow: View {
                @ScaledMetric private var gap = 9.0
                var body: some View {
                    VStack(spacing: Spacing.small) {
                        Text(item.name).padding(.horizontal, 16)
                        Text(item.note).padding(.top, 2)
                        Divider().padding(.leading, 0.5)
                        Text(item.total).padding(10)
                        Text(item.date).padding(.horizontal, gap)
                    }
                    .padding()
                }
            }
            """),
            // The placeholder starts where UITextView puts typed text, 5pt in (kmail-ios AIPromptView).
            CheckExample("""
            struct AIPromptView: View {
                @State private var prompt = ""
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        if prompt.isEmpty {
                            Text(placeholder)
                                .foregroundStyle(Color(UIColor.placeholderText))
                                .padding(.horizontal, 5)
                        }
                        TextEditor(text: $prompt)
                    }
                }
            }
            """),
            // olvid-ios ShareView: the placeholder is a property shown over the editor; a
            // divider inset to line up with the rows' text.
            CheckExample("""
            struct ComposeView: View {
                @State private var text = ""
                var body: some View {
                    VStack {
                        ZStack {
                            TextEditor(text: $text)
                            if text.isEmpty { placeholder }
                        }
                        Divider()
                            .padding(.leading, 65)
                    }
                }
                private var placeholder: some View {
                    VStack {
                        Text("Message")
                            .padding(.top, 8)
                            .padding(.leading, 5)
                        Spacer()
                    }
                }
            }
            """),
        ]
    )

    /// Stacks whose `spacing:` sets the gap between their children.
    static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "Grid", "LazyVGrid", "LazyHGrid"]

    /// True for a value on no grid: 4pt or more, and odd or fractional.
    static func isOffGrid(_ value: Double) -> Bool {
        guard value >= 4 else { return false }
        return value.rounded() != value || Int(value) % 2 == 1
    }

    /// How far UITextView, and so `TextEditor`, sets its text in from each side
    /// (`NSTextContainer.lineFragmentPadding`).
    static let textEditorSideInset = 5.0

    /// True for side padding of `textEditorSideInset` on a view in a `ZStack`, `.overlay` or
    /// `.background` that holds a `TextEditor`: a placeholder set where the typed text starts.
    static func alignsWithTextEditorText(_ padding: FunctionCallExprSyntax, _ value: Double, _ file: SwiftFile) -> Bool {
        guard value == textEditorSideInset, padding.arguments.count == 2,
              let edges = padding.arguments.first?.expression.trimmedSourceText,
              [".horizontal", ".leading", ".trailing"].contains(where: { edges.contains($0) }) else { return false }
        return isOverATextEditor(Syntax(padding), file, hops: 1)
    }

    /// True when the node sits in a `ZStack`, `.overlay` or `.background` that holds a
    /// `TextEditor`, or in a property or method that such a layer uses by name (olvid-ios
    /// ShareView: the placeholder is a computed property the `ZStack` shows).
    static func isOverATextEditor(_ start: Syntax, _ file: SwiftFile, hops: Int) -> Bool {
        var current = start.parent
        while let node = current {
            if let layer = node.as(ClosureExprSyntax.self)?.invokingCall, ["ZStack", "overlay", "background"].contains(layer.calleeName ?? "") {
                return file.index.calls(within: layer).contains { $0.calleeName == "TextEditor" }
            }
            if node.is(DeclSyntax.self) {
                guard hops > 0 else { return false }
                let name = node.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    ?? node.as(FunctionDeclSyntax.self)?.name.text
                guard let name else { return false }
                return file.index.references(name).contains { isOverATextEditor(Syntax($0), file, hops: hops - 1) }
            }
            current = node.parent
        }
        return false
    }

    /// True for side padding applied to a `Divider`: the inset that lines its start up with the
    /// rows' text, not a gap between views (olvid-ios `Divider().padding(.leading, 65)`).
    static func insetsADivider(_ padding: FunctionCallExprSyntax) -> Bool {
        guard padding.arguments.count == 2, let edges = padding.arguments.first?.expression.trimmedSourceText,
              [".horizontal", ".leading", ".trailing"].contains(where: { edges.contains($0) }),
              let view = padding.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall else { return false }
        return view.calleeName == "Divider"
    }

    /// True for top or bottom padding on a small shape (12pt or less each way) in an `HStack`:
    /// a bullet or dot moved down to line up with the first line of the text beside it, an
    /// optical nudge rather than a gap (sundee-ios `Circle().frame(width: 6, height: 6).padding(.top, 7)`).
    static func nudgesABullet(_ padding: FunctionCallExprSyntax) -> Bool {
        guard padding.arguments.count == 2, let edges = padding.arguments.first?.expression.trimmedSourceText,
              [".top", ".bottom"].contains(edges),
              let shape = padding.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "Image"].contains(shape.calleeName ?? ""),
              padding.enclosingContainerCall?.calleeName == "HStack" else { return false }
        return shape.modifiersApplied.contains { frame in
            guard frame.calleeName == "frame", let width = frame.argument("width")?.expression.numericLiteral,
                  let height = frame.argument("height")?.expression.numericLiteral else { return false }
            return width <= 12 && height <= 12
        }
    }

    /// The off-grid values of one file and where the first is.
    package struct FileSpacing: Sendable, Codable {
        let position: SourcePosition
        let values: [Double]
    }

    static let spacings = FactKey<FileSpacing>("layout-margins.off-grid")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var found: [(node: Syntax, value: Double)] = []
        for call in file.index.calls("padding") where call.calledExpression.is(MemberAccessExprSyntax.self) {
            guard let length = call.arguments.last, call.arguments.count <= 2,
                  let value = length.expression.numericLiteral, Self.isOffGrid(value),
                  !Self.alignsWithTextEditorText(call, value, file), !Self.insetsADivider(call),
                  !Self.nudgesABullet(call) else { continue }
            found.append((call.reportedNode, value))
        }
        for call in file.index.calls(Array(Self.stacks)) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let value = call.argument("spacing")?.expression.numericLiteral, Self.isOffGrid(value) else { continue }
            found.append((call.reportedNode, value))
        }
        let shipping = found.filter { !file.index.isInPreview($0.node) && !DeveloperCode.contains($0.node, in: file) }
        guard let first = shipping.min(by: { $0.node.position < $1.node.position }) else { return }
        output.facts.add(FileSpacing(position: file.position(of: first.node), values: shipping.map(\.value)), for: Self.spacings)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let files = project.facts.values(Self.spacings).filter { project.ships($0.position) }
        guard let first = files.min(by: { $0.position < $1.position }) else { return }
        let values = Set(files.flatMap(\.values)).sorted().map(Self.format)
        let listed = values.count == 1 ? "\(values[0])pt"
            : values.count > 6 ? values.prefix(6).joined(separator: ", ") + "pt and others"
            : values.dropLast().joined(separator: ", ") + " and \(values.last!)pt"
        let spread = files.count == 1 ? "this file" : "\(files.count) files, first here"
        output.report(
            "Spacing of \(listed) sits on no grid (\(spread)): odd and fractional gaps make screens look slightly off. Use the 8pt grid (4pt steps in compact layouts), ideally through named spacing constants, with 16pt side margins on iPhone.",
            at: first.position, confidence: .low)
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
