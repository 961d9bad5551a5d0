import SwiftSyntax
import ThumbruleCore

/// A colour written as numbers at a call site: `Color(red:green:blue:)`, `UIColor(red:…)`,
/// `Color(white:)`, a hex initialiser called with a literal, or `#colorLiteral`. Such a
/// value cannot follow dark mode or Increase Contrast, and says nothing about its role.
///
/// Only literal components count: colours computed from data (`Color(hue: Double(i) / n, …)`)
/// are not values anyone picked. Literals that define the palette are left alone, since
/// the palette is where roles are named: static properties (`static let brand = …`),
/// members of a `Color` / `UIColor` / `ShapeStyle` extension or of a type named for a
/// colour, theme or palette or conforming to such a protocol (`struct Dark: ColorSet`), and values per appearance (`UIColor { traits in … }`,
/// `Color(light:dark:)`, a `colorScheme == .dark ? … : …` choice, a member named for the
/// dark appearance such as `darkGradientColors`, and its `light…` sibling). Pure black and white are
/// `.black` / `.white` spelled out and are skipped. Tests, previews and SpriteKit / SceneKit
/// files (rendered content) are skipped.
///
/// Known false negatives: literals in a palette type whose name says nothing of colour,
/// hex initialisers with labels not in `ColorLiterals.hexLabels`, `Color(0xFF0000)`-style
/// unlabelled integers from libraries. Known false positives: data colours a product
/// fixes on purpose (a chart series, a brand's logo tint) written at the call site.
struct LiteralColor: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "color-roles.literal-color",
        ruleId: "color-roles",
        summary: "A colour written as RGB, hex or a colour literal at a call site instead of a named role",
        triggering: [
            CheckExample("""
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .foregroundStyle(↓Color(red: 0.95, green: 0.3, blue: 0.2))
                        .background(↓Color(hex: "#1E1E1E"))
                        .overlay(Capsule().stroke(↓Color(.sRGB, red: 40 / 255, green: 40 / 255, blue: 40 / 255)))
                }
            }
            """),
            CheckExample("""
            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = ↓UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
                    layer.borderColor = ↓#colorLiteral(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).cgColor
                    tintColor = ↓UIColor(white: 0.4, alpha: 1)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            extension Color {
                static let brand = Color(red: 0.95, green: 0.3, blue: 0.2)
                init(hex: String) { self.init(red: 1, green: 1, blue: 1) }
            }
            enum Theme {
                static let card = UIColor(hex: "#F2F2F7")
            }
            struct Badge: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("New")
                        .foregroundStyle(Color.brand)
                        .background(colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.9))
                        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
                }
            }
            """),
            CheckExample("""
            func tint(for index: Int, of count: Int) -> UIColor {
                UIColor(hue: CGFloat(index) / CGFloat(count), saturation: 0.6, brightness: 0.9, alpha: 1)
            }
            struct Glow {
                var darkStops: [Color] { [Color(red: 0.2, green: 0.3, blue: 0.9)] }
                var lightStops: [Color] { [Color(red: 0.5, green: 0.6, blue: 0.9)] }
            }
            let border = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.8, alpha: 1)
            }
            let title = Color("BrandTitle")
            """),
            CheckExample("""
            import SpriteKit
            let node = SKShapeNode(); node.fillColor = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
            """),
        ]
    )

    static let renderingModules: Set<String> = ["SpriteKit", "SceneKit", "RealityKit", "Metal", "MetalKit"]
    static let appearanceWords = ["colorScheme", "userInterfaceStyle", "isDark", "darkMode"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.importedModules.contains(where: Self.renderingModules.contains) else { return }
        var literals: [Syntax] = file.index.calls(Array(ColorLiterals.colorTypes)).filter(isLiteralColor).map(Syntax.init)
        literals += file.index.calls("init").filter { $0.calleePath == ".init" && Self.hexArgument(of: $0) != nil }.map(Syntax.init)
        literals += (file.index.macroExpansions["colorLiteral"] ?? []).map(Syntax.init)
        for literal in literals.sorted(by: { $0.position < $1.position }) {
            guard !definesPalette(literal, file: file), !adaptsToAppearance(literal, file: file) else { continue }
            let text = literal.trimmedSourceText
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            let isSwiftUI = literal.as(FunctionCallExprSyntax.self)?.calleeName == "Color"
                || literal.as(FunctionCallExprSyntax.self)?.calleePath == ".init" && file.index.importedModules.contains("SwiftUI")
            let roles = isSwiftUI
                ? "a semantic colour (\(ColorLiterals.swiftUIRoles)) or an asset-catalog colour with a Dark appearance, Color(\"Brand\")"
                : "a semantic colour (\(ColorLiterals.uiKitRoles)) or an asset-catalog colour with a Dark appearance, UIColor(named: \"Brand\")"
            output.report(
                "\(shown) is a literal colour at a call site: it stays the same in dark mode and with Increase Contrast and says nothing about its role; use \(roles), or name it once in the palette.",
                at: file.position(of: literal))
        }
    }

    /// `Color(red: 0.9, …)`, `UIColor(white: 0.4, alpha: 1)`, `Color(hex: "#1E1E1E")` with literal values.
    private func isLiteralColor(_ call: FunctionCallExprSyntax) -> Bool {
        if Self.hexArgument(of: call) != nil { return true }
        let labelled = Array(call.arguments.filter { $0.label != nil })
        guard let first = labelled.first?.label?.text, ColorLiterals.componentLabels.contains(first) else { return false }
        let values = labelled.map { $0.expression.constantNumber }
        guard values.allSatisfy(\.isConstant) else { return false }
        return !Self.isBlackOrWhite(labelled, values.map(\.value))
    }

    /// Black or white with any opacity: the same colour as `.black` / `.white`.
    private static func isBlackOrWhite(_ arguments: [LabeledExprSyntax], _ values: [Double?]) -> Bool {
        var components: [String: Double] = [:]
        for (argument, value) in zip(arguments, values) {
            if let label = argument.label?.text, let value { components[label] = value }
        }
        if let white = components["white"] { return white == 0 || white == 1 }
        if components["hue"] != nil { return components["saturation"] == 0 && [0, 1].contains(components["brightness"]) }
        let rgb = ["red", "green", "blue"].compactMap { components[$0] ?? components["displayP3Red"] }
        return rgb.count == 3 && (rgb.allSatisfy { $0 == 0 } || rgb.allSatisfy { $0 == 1 })
    }

    /// The literal passed to a hex initialiser: `hex: "#1E1E1E"`, `rgb: 0x1E1E1E`, or an
    /// unlabelled `"#1E1E1E"` / `0x1E1E1E`.
    static func hexArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        for argument in call.arguments {
            let expression = argument.expression
            let isLiteral = expression.as(StringLiteralExprSyntax.self).map { !$0.hasInterpolation } ?? expression.is(IntegerLiteralExprSyntax.self)
            guard isLiteral else { continue }
            if let label = argument.label?.text, ColorLiterals.hexLabels.contains(label) { return expression }
            if argument.label == nil, call.arguments.count <= 2 {
                if let string = expression.as(StringLiteralExprSyntax.self), string.plainText.hasPrefix("#"),
                   string.plainText.dropFirst().allSatisfy(\.isHexDigit) { return expression }
                if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") { return expression }
            }
        }
        return nil
    }

    /// True for literals that name the palette rather than use a colour.
    private func definesPalette(_ node: Syntax, file: SwiftFile) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self),
               variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return true }
            if let function = ancestor.as(FunctionDeclSyntax.self),
               function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return true }
            current = ancestor.parent
        }
        guard let declaration = node.enclosingTypeDeclaration,
              let type = file.index.typeDeclarations.first(where: { $0.node.id == declaration.id }) else { return false }
        if type.isExtension, ColorLiterals.colorTypes.contains(type.name) || ["ShapeStyle", "CGColor"].contains(type.name) || type.name.hasSuffix(".Color") {
            return true
        }
        return ([type.name] + type.inheritedNames).contains { name in ColorLiterals.paletteTypeWords.contains { name.localizedCaseInsensitiveContains($0) } }
    }

    /// True inside a value chosen per appearance: an initialiser taking a dark value, a
    /// dynamic provider, a `colorScheme` test, or a member named for the dark appearance
    /// (`darkGradient`), or for the light one beside a dark one.
    private func adaptsToAppearance(_ node: Syntax, file: SwiftFile) -> Bool {
        if let member = node.enclosingMemberName?.lowercased() {
            if member.contains("dark") { return true }
            if member.contains("light"), let type = node.enclosingTypeDeclaration,
               file.index.variables.contains(where: { type.encloses($0) && $0.bindings.contains { $0.pattern.trimmedSourceText.lowercased().contains("dark") } })
                || file.index.functions.contains(where: { type.encloses($0) && $0.name.text.lowercased().contains("dark") }) {
                return true
            }
        }
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                if call.arguments.contains(where: { ColorLiterals.appearanceLabels.contains($0.label?.text ?? "") }) { return true }
                if ColorLiterals.colorTypes.contains(call.calleeName ?? ""), call.trailingClosure != nil { return true }
            }
            if let statement = ancestor.as(CodeBlockItemSyntax.self) {
                let text = file.source(of: statement)
                return Self.appearanceWords.contains { text.contains($0) }
            }
            current = ancestor.parent
        }
        return false
    }
}
