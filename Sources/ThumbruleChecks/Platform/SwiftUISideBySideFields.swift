import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `HStack` that lays two or more text fields (or a field and a date picker that
/// shows its label, or a segmented picker) side by side in a view that gives no fallback for
/// large text: at accessibility text sizes each field gets a sliver of the width and its
/// content and placeholder are cut off. The rule lets fields share a row only if both still
/// show their whole content at the largest text size, and asks the layout to drop back to one
/// column when they cannot.
///
/// A field counts when the stack's own builder closure holds it, alone or in an `if`/`switch`
/// branch: the fields of the branches of one statement are one slot (a password field that
/// shows as a `TextField` or a `SecureField` is one field). Fields laid out by a `ForEach`
/// (code boxes), or in a nested stack, are not counted. A short box for digits
/// (`.frame(width:)` or `.frame(maxWidth:)` of 120pt or less on a field with a number pad,
/// a one-time-code content type or a `value:`) is a different design and is not counted
/// either. The whole view is left alone when it adapts anywhere: `ViewThatFits`, `AnyLayout`,
/// a `dynamicTypeSize` read or cap, `sizeCategory`, or a `horizontalSizeClass` branch.
struct SwiftUISideBySideFields: SwiftFileCheck {
    static let fieldNames: Set<String> = ["TextField", "SecureField"]
    static let adaptiveNames: Set<String> = [
        "ViewThatFits", "AnyLayout", "dynamicTypeSize", "horizontalSizeClass", "sizeCategory",
        "isAccessibilitySize", "isAccessibilityCategory", "accessibilityEnabled",
    ]
    static let digitKeyboards: Set<String> = ["numberPad", "decimalPad", "phonePad", "asciiCapableNumberPad"]
    static let narrowDigitWidth = 120.0

    package static let description = CheckDescription(
        id: "layout-column.swiftui-side-by-side-fields",
        ruleId: "layout-column",
        summary: "Two or more SwiftUI fields side by side in an HStack with no one-column fallback at large text sizes",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct AddressForm: View {
                @State private var city = ""
                @State private var postcode = ""
                var body: some View {
                    VStack {
                        ↓HStack {
                            TextField("City", text: $city)
                            TextField("Postcode", text: $postcode)
                        }
                    }
                }
            }
            """),
            // A text field beside a date picker that shows its label.
            CheckExample("""
            import SwiftUI

            struct TripRow: View {
                @State private var place = ""
                @State private var day = Date()
                var body: some View {
                    ↓HStack(spacing: 8) {
                        TextField("Destination", text: $place)
                            .textFieldStyle(.roundedBorder)
                        DatePicker("Departure", selection: $day, displayedComponents: .date)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            struct AddressForm: View {
                @Environment(\\.dynamicTypeSize) private var typeSize
                @State private var city = ""
                @State private var postcode = ""
                var body: some View {
                    let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    layout {
                        TextField("City", text: $city)
                        TextField("Postcode", text: $postcode)
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct NameFields: View {
                @State private var first = ""
                @State private var last = ""
                var body: some View {
                    ViewThatFits {
                        HStack {
                            TextField("First name", text: $first)
                            TextField("Last name", text: $last)
                        }
                        VStack {
                            TextField("First name", text: $first)
                            TextField("Last name", text: $last)
                        }
                    }
                }
            }
            """),
            // damus, hdrezka, minty: a password field shown as a TextField or a SecureField
            // by a toggle is one field, beside its eye button.
            CheckExample("""
            import SwiftUI

            struct PasswordRow: View {
                @State private var password = ""
                @State private var revealed = false
                var body: some View {
                    HStack {
                        Text("Password")
                        if revealed {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                        Button("Show") { revealed.toggle() }
                    }
                }
            }
            """),
            // sundee-ios: minutes and seconds of one time, joined by a ":" between the fields.
            CheckExample("""
            import SwiftUI

            struct TimeScoreRow: View {
                @State private var minutes = ""
                @State private var seconds = ""
                var body: some View {
                    HStack {
                        TextField("mm", text: $minutes)
                        Text(":")
                        TextField("ss", text: $seconds)
                    }
                }
            }
            """),
            // amakaflow-ios: sets and reps typed into two narrow digit boxes.
            CheckExample("""
            import SwiftUI

            struct SetRow: View {
                @State private var sets = ""
                @State private var reps = ""
                var body: some View {
                    HStack {
                        TextField("Sets", text: $sets)
                            .keyboardType(.numberPad)
                            .frame(maxWidth: 64)
                        Text("×")
                        TextField("Reps", text: $reps)
                            .keyboardType(.numberPad)
                            .frame(maxWidth: 64)
                    }
                }
            }
            """),
            // ecommerce-ios: one-digit code cells written out one by one, styled by a ViewModifier
            // of the same file that sets the number pad and a 50pt square.
            CheckExample("""
            import SwiftUI

            struct VerifyCodeView: View {
                @State private var first = ""
                @State private var second = ""
                @State private var third = ""
                var body: some View {
                    HStack(spacing: 12) {
                        TextField("", text: $first).modifier(CodeCell(pin: $first))
                        TextField("", text: $second).modifier(CodeCell(pin: $second))
                        TextField("", text: $third).modifier(CodeCell(pin: $third))
                    }
                }
            }

            struct CodeCell: ViewModifier {
                @Binding var pin: String
                func body(content: Content) -> some View {
                    content
                        .multilineTextAlignment(.center)
                        .keyboardType(.numberPad)
                        .frame(width: 50, height: 50)
                        .textContentType(.oneTimeCode)
                }
            }
            """),
            // One-time-code boxes laid out by a ForEach, and a labelled field as a form row.
            CheckExample("""
            import SwiftUI

            struct CodeEntry: View {
                @State private var digits = Array(repeating: "", count: 6)
                @State private var name = ""
                var body: some View {
                    Form {
                        HStack {
                            Text("Name")
                            TextField("Required", text: $name)
                        }
                    }
                    HStack {
                        ForEach(0..<6, id: \\.self) { index in
                            TextField("", text: $digits[index])
                        }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var slots: [SyntaxIdentifier: (stack: FunctionCallExprSyntax, slots: Set<SyntaxIdentifier>, fields: Int)] = [:]
        let candidates = Self.fieldNames.flatMap { file.index.calls($0) } + file.index.calls("DatePicker") + file.index.calls("Picker")
        for control in candidates {
            guard let stack = control.enclosingContainerCall, stack.calleeName == "HStack",
                  let slot = Self.slot(of: control, in: stack) else { continue }
            let name = control.calleeName ?? ""
            let isField = Self.fieldNames.contains(name)
            if isField {
                if Self.isNarrowDigitBox(control, in: file) { continue }
            } else if stack.modifierNames.contains("labelsHidden") || !Self.showsBesideField(control, name: name) {
                continue
            }
            var entry = slots[stack.id] ?? (stack, [], 0)
            entry.slots.insert(slot)
            if isField { entry.fields += 1 }
            slots[stack.id] = entry
        }
        for entry in slots.values.sorted(by: { $0.stack.position < $1.stack.position })
        where entry.fields >= 1 && entry.slots.count >= 2 && !Self.adapts(entry.stack) && !Self.joinsOneValue(entry.stack, in: file) {
            output.report(
                "These \(entry.slots.count) inputs sit side by side in an HStack, and nothing in this view switches it to one column at large text sizes, so at accessibility sizes each field gets too narrow to show its content; lay them out with AnyLayout (VStackLayout when dynamicTypeSize.isAccessibilitySize) or ViewThatFits.",
                at: file.position(of: entry.stack), confidence: .low)
        }
    }

    /// The statement of the stack's builder closure that holds the control, or nil when the
    /// control is not in that closure's own statements.
    static func slot(of control: FunctionCallExprSyntax, in stack: FunctionCallExprSyntax) -> SyntaxIdentifier? {
        var current = Syntax(control)
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), let closure = parent.parent?.as(ClosureExprSyntax.self),
               closure.invokingCall?.rootViewCall.id == stack.id {
                return item.id
            }
            if parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// A field for a few digits held to a narrow width: a code or quantity box. The modifiers
    /// count whether written on the field or in the `body(content:)` of a `ViewModifier` of the
    /// same file that the field applies (ecommerce-ios: one-digit code cells styled by
    /// `.modifier(OtpModifier(pin: $pin))`, which sets the number pad and a 50pt frame).
    static func isNarrowDigitBox(_ field: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        var modifiers = field.modifiersApplied
        for applied in modifiers where applied.calleeName == "modifier" {
            guard let name = applied.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent,
                  let declaration = file.index.typeDeclarations.first(where: { !$0.isExtension && $0.name == name && $0.inherits("ViewModifier") }) else { continue }
            modifiers += file.index.calls(within: declaration.node).filter { ["keyboardType", "textContentType", "frame"].contains($0.calleeName ?? "") }
        }
        let digits = field.argument("value") != nil || modifiers.contains { modifier in
            guard let value = modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
            return (modifier.calleeName == "keyboardType" && digitKeyboards.contains(value))
                || (modifier.calleeName == "textContentType" && value == "oneTimeCode")
        }
        guard digits else { return false }
        return modifiers.contains { modifier in
            guard modifier.calleeName == "frame" else { return false }
            return ["width", "maxWidth"].contains { label in
                guard let text = modifier.argument(label)?.expression.trimmedSourceText, let width = Double(text) else { return false }
                return width <= narrowDigitWidth
            }
        }
    }

    /// True when the stack's own statements put a separator between its fields: a `Text` of one
    /// to three symbols and no letters or digits (`Text(":")`, `Text("/")`, `Text("+")`). The
    /// fields are then the parts of one value (minutes and seconds, rounds and reps, an expiry's
    /// month and year), each a few characters long, and stacking them would split it (sundee-ios).
    static func joinsOneValue(_ stack: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard let builder = stack.bodyClosure else { return false }
        return file.index.calls(within: builder).contains { text in
            guard text.calleeName == "Text", slot(of: text, in: stack) != nil, text.arguments.count == 1,
                  let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return false }
            let symbols = literal.plainText.filter { !$0.isWhitespace }
            return (1...3).contains(symbols.count) && symbols.allSatisfy { !$0.isLetter && !$0.isNumber }
        }
    }

    /// A date picker that shows its label, or a segmented picker: both take a share of the row.
    static func showsBesideField(_ picker: FunctionCallExprSyntax, name: String) -> Bool {
        let modifiers = picker.modifierNames
        if modifiers.contains("labelsHidden") { return false }
        if name == "DatePicker" { return true }
        return picker.modifiersApplied.contains { modifier in
            modifier.calleeName == "pickerStyle" && modifier.arguments.first?.expression.trimmedSourceText.lowercased().contains("segmented") == true
        }
    }

    /// True when the view holding the stack adapts its layout anywhere, or caps the text size.
    static func adapts(_ stack: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(stack)
        var outermost: Syntax = current
        while let parent = current.parent {
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self)
                || parent.is(EnumDeclSyntax.self) {
                outermost = parent
                break
            }
            outermost = parent
            current = parent
        }
        return outermost.tokens(viewMode: .sourceAccurate).contains { adaptiveNames.contains($0.text) }
    }
}
