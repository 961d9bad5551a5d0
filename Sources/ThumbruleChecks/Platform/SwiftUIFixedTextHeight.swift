import SwiftSyntax
import ThumbruleCore

/// A fixed `.frame(height:)` (a number, no minimum or maximum) around text that grows with
/// Dynamic Type: on a `Text` or `Label` whose font is a text style (or the default body),
/// or on a stack or button whose builder holds such text. The text grows with the reader's
/// size setting, the frame does not, and the words are clipped.
///
/// Text with a fixed-size or custom font is left to `type-scale`, and so is a container
/// holding any text whose font the check cannot read. Silent where the size is clamped
/// (`.dynamicTypeSize(…)` on the chain), where the text shrinks to fit
/// (`.minimumScaleFactor`), and where the container scrolls (`ScrollView`, `List`) or picks
/// a layout that fits (`ViewThatFits`).
///
/// Known false negatives: heights from constants or view functions (`row.frame(height: rowHeight)`),
/// text in the project's own views (`TitleText(...)`), UIKit height constraints.
struct SwiftUIFixedTextHeight: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scaling.swiftui-fixed-height",
        ruleId: "type-scaling",
        summary: "A fixed frame height around SwiftUI text that grows with Dynamic Type",
        triggering: [
            CheckExample("""
            struct StartButton: View {
                var body: some View {
                    Text("Get started")
                        .font(.callout)
                        .bold()
                        .frame(width: 200, ↓height: 50)
                }
            }
            struct SupportCard: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "heart")
                        Text(title)
                    }
                    .frame(↓height: 120)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Row: View {
                @ScaledMetric var rowHeight = 44
                var body: some View {
                    VStack {
                        Text("Fixed").font(.system(size: 13)).frame(height: 16)
                        Text("Grows").frame(minHeight: 44)
                        Text("Scaled").frame(height: rowHeight)
                        Image(systemName: "flag").frame(width: 26, height: 26)
                        Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5).frame(height: 20)
                        Text("Clamped").dynamicTypeSize(...DynamicTypeSize.xLarge).frame(height: 20)
                        HStack { Text("A"); Text("B").font(.custom("Lora", size: 12)) }.frame(height: 30)
                        VStack { ScrollView { Text(longText) } }.frame(height: 200)
                        Color.red.frame(height: 4)
                    }
                }
            }
            """),
        ]
    )

    static let textViews: Set<String> = ["Text", "Label"]
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "Button", "Group"]
    static let escapes: Set<String> = ["ScrollView", "List", "ViewThatFits"]
    static let fitModifiers: Set<String> = ["minimumScaleFactor", "dynamicTypeSize"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for frame in file.index.calls("frame") {
            guard let height = frame.argument("height"), height.expression.numericLiteral != nil,
                  frame.argument("minHeight") == nil, frame.argument("maxHeight") == nil,
                  let base = frame.modifiedExpression?.as(FunctionCallExprSyntax.self) else { continue }
            let root = base.rootViewCall
            guard let name = root.calleeName, !root.modifiersApplied.contains(where: { Self.fitModifiers.contains($0.calleeName ?? "") }) else { continue }
            let what: String
            if Self.textViews.contains(name) {
                guard Self.scales(root) else { continue }
                what = name == "Text" ? "This Text" : "This Label"
            } else if Self.containers.contains(name), let builder = root.bodyClosure ?? root.labelClosure {
                let inside = file.index.calls(within: builder)
                let texts = inside.filter { Self.textViews.contains($0.calleeName ?? "") }
                guard !texts.isEmpty, texts.allSatisfy(Self.scales),
                      !inside.contains(where: { Self.escapes.contains($0.calleeName ?? "") || Self.fitModifiers.contains($0.calleeName ?? "") })
                else { continue }
                what = "This \(name) holding text"
            } else {
                continue
            }
            let points = height.expression.trimmedSourceText
            output.report(
                "\(what) is fixed at \(points)pt tall, but its text grows with the reader's text size (body text reaches 53pt at the largest accessibility size) and is clipped; use minHeight: \(points), or scale the height with @ScaledMetric.",
                at: file.position(of: height), confidence: .medium)
        }
    }

    /// The text's font follows Dynamic Type: no font modifier, or a text style.
    static func scales(_ text: FunctionCallExprSyntax) -> Bool {
        text.modifiersApplied.filter { $0.calleeName == "font" }.allSatisfy { modifier in
            guard let font = modifier.arguments.first?.expression else { return false }
            return isTextStyle(font)
        }
    }

    /// `.body`, `.headline.bold()`, `.system(.title2, design: .rounded)`, `Font.caption`.
    static func isTextStyle(_ font: ExprSyntax) -> Bool {
        var current = font
        while let call = current.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "bold", "italic", "weight", "monospacedDigit", "smallCaps", "leading":
                guard let base = call.modifiedExpression else { return false }
                current = base
            case "system":
                return call.argument("size") == nil && call.arguments.first.map { $0.label == nil } == true
            default:
                return false
            }
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSourceText == "Font" else { return false }
        return TypeScale.styles.contains { $0.swiftUI == member.declName.baseName.text }
    }
}
