import Foundation
import SwiftSyntax
import ThumbruleCore

/// Text whose colour and background the code both fixes, at a contrast under WCAG's 4.5:1
/// (3:1 for large text), computed with the WCAG relative-luminance formula.
///
/// Colours are read from literals (`Color(red:green:blue:)`, `UIColor(white:alpha:)`, the
/// hex initialisers apps define, with `.opacity` / `withAlphaComponent`) and from the light
/// values of the system colours (`SystemColors`); a choice between two colours on the same
/// condition (`selected ? .white : .label` beside `selected ? .systemTeal : …`) is paired
/// branch by branch. SwiftUI: the `foregroundColor` / `foregroundStyle` of a `Text`,
/// `Label` or `Link`, against the nearest `background` on its chain or on the plain stacks
/// around it (a `Button` or any other view between them may paint its own, so the walk
/// stops there). UIKit: `textColor`, `setTitleColor(_:for: .normal)` and a button
/// configuration's `baseForegroundColor`, against the same view's (or configuration's)
/// background set in the same function or closure.
///
/// The background stays unknown, and nothing is said, unless the code sets it, with two
/// exceptions whose numbers need no background: the label-family colours `tertiaryLabel`,
/// `quaternaryLabel` and `placeholderText` are so transparent that text in them stays under
/// 3:1 on any opaque background in both appearances, and the grey fills `systemGray3`–`6`
/// follow the system background, so as text with no background of their own they stay under
/// 3:1 on it in both appearances. A `TextEditor`'s hint drawn beside it in `placeholderText`
/// matches the system's own placeholders and is left alone, as is the hint a `UITextView` shows
/// in that colour while empty, and a label an app lays over its own field whose text is the
/// field's `placeholder`. Large text (18pt, or 14pt bold) is held to 3:1; when the
/// font is unknown (UIKit, a custom font) only 3:1 is held. A translucent background is laid
/// over the white of the light system background, and the message says so. Asset-catalog
/// colours and `accentColor` are not read. A file that locks its views to the dark
/// appearance is skipped, since the light values would not apply, and so is a pair whose ratio
/// holds in the light appearance only when the whole app is locked to the dark one
/// (`AppearanceLock.isLockedDark`: resumebuilder-ios sets `.preferredColorScheme(.dark)` on its
/// root view); pairs of fixed colours are reported there as anywhere, and so is a pair in a file
/// that shows a web view, whose page keeps its own light background. A watchOS target has only
/// the dark appearance on a black background, so its colours are computed with their dark
/// values over black (amakaflow-ios: a translucent orange tint under orange text on the watch).
struct TextContrast: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "color-contrast.text-contrast",
        ruleId: "color-contrast",
        summary: "Text whose colour and background are both fixed in code, below 4.5:1 (3:1 for large text)",
        triggering: [
            // An app locked to the dark appearance still shows a pair of fixed colours as computed.
            CheckExample(files: [
                ("App/NightApp.swift", """
                @main
                struct NightApp: App {
                    var body: some Scene { WindowGroup { SaleBadge().preferredColorScheme(.dark) } }
                }
                """),
                ("App/SaleBadge.swift", """
                struct SaleBadge: View {
                    var body: some View { Text("Sale").foregroundColor(↓Color(red: 1, green: 0.6, blue: 0.2)).background(Color.white) }
                }
                """),
            ]),
            // resumebuilder-ios: locked dark, but the banner lies over a web page, which stays white.
            CheckExample(files: [
                ("App/NightApp.swift", """
                @main
                struct NightApp: App {
                    var body: some Scene { WindowGroup { PagePreview().preferredColorScheme(.dark) } }
                }
                """),
                ("App/PagePreview.swift", """
                struct PageView: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView { WKWebView(frame: .zero) }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                struct PagePreview: View {
                    var body: some View {
                        PageView().overlay { Text("Download failed").foregroundColor(↓.red).padding(8).background(Color.red.opacity(0.08)) }
                    }
                }
                """),
            ]),
            // On the watch, white on the dark system blue is still under 4.5:1 for small text.
            CheckExample(files: [
                ("Wrist Watch App/AdjustRow.swift", """
                struct AdjustRow: View {
                    var body: some View {
                        Text("Adjust").font(.system(size: 12, weight: .semibold)).foregroundColor(↓.white).background(Color.blue)
                    }
                }
                """),
            ]),
            CheckExample("""
            struct SavedToast: View {
                var body: some View {
                    HStack {
                        Image(systemName: "checkmark")
                        Text("Saved").foregroundStyle(↓.white)
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.systemGreen)))
                }
            }
            """),
            CheckExample("""
            struct HintRow: View {
                var body: some View {
                    VStack {
                        Text("Swipe to delete").font(.footnote).foregroundColor(↓Color(.tertiaryLabel))
                        Text("Sale").foregroundColor(↓Color(red: 1, green: 0.6, blue: 0.2)).background(Color.white)
                        Text("Beta").foregroundStyle(↓.green).padding(4).background(Color.green.opacity(0.15))
                    }
                }
            }
            """),
            CheckExample("""
            final class ChipFactory {
                func chip(_ title: String, selected: Bool) -> UIButton {
                    var config = UIButton.Configuration.plain()
                    config.title = title
                    config.baseForegroundColor = ↓selected ? .white : .label
                    config.background.backgroundColor = selected ? .systemTeal : .secondarySystemFill
                    return UIButton(configuration: config)
                }
                func clearButton() -> UIButton {
                    var config = UIButton.Configuration.plain()
                    config.baseForegroundColor = ↓.systemOrange
                    config.background.backgroundColor = UIColor.systemOrange.withAlphaComponent(0.12)
                    return UIButton(configuration: config)
                }
            }
            """),
            CheckExample("""
            final class EmptyStateView: UIView {
                private let hintLabel: UILabel = {
                    let label = UILabel()
                    label.textColor = ↓.placeholderText
                    return label
                }()
                private let field: UITextField = {
                    let field = UITextField()
                    field.attributedPlaceholder = NSAttributedString(string: "Amount", attributes: [.foregroundColor: ↓UIColor.systemGray3])
                    return field
                }()
            }
            """),
            // The same optional retry button, shown once a caller passes its title.
            CheckExample("""
            struct FailureCard: View {
                var text: String
                var retryTitle: String?
                var onRetry: (() -> Void)?
                var body: some View {
                    if let retryTitle = retryTitle, let onRetry = onRetry {
                        Button(action: onRetry) { Text(retryTitle).background(Color.blue).foregroundColor(↓.white) }
                    }
                }
            }
            struct UploadScreen: View {
                var body: some View { FailureCard(text: "Upload failed", retryTitle: "Retry", onRetry: {}) }
            }
            """),
        ],
        nonTriggering: [
            // resumebuilder-ios: the App locks its root view to the dark appearance, so red text on
            // a red tint is never seen over the white light background; the same with the Info.plist key.
            CheckExample(files: [
                ("App/NightApp.swift", """
                @main
                struct NightApp: App {
                    var body: some Scene { WindowGroup { ErrorBanner().preferredColorScheme(.dark) } }
                }
                """),
                ("App/ErrorBanner.swift", """
                struct ErrorBanner: View {
                    var body: some View { Text("Upload failed").foregroundColor(.red).padding(8).background(Color.red.opacity(0.08)) }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/ErrorBanner.swift", """
                struct ErrorBanner: View {
                    var body: some View { Text("Upload failed").foregroundColor(.red).padding(8).background(Color.red.opacity(0.08)) }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["UIUserInterfaceStyle": "Dark"])),
            ]),
            // loopfollow: a view's optional button under `if let` on a property no caller passes (ErrorMessageView).
            CheckExample("""
            struct FailureCard: View {
                var text: String
                var retryTitle: String?
                var onRetry: (() -> Void)?
                var body: some View {
                    Text(text).foregroundColor(.red)
                    if let retryTitle = retryTitle, let onRetry = onRetry {
                        Button(action: onRetry) { Text(retryTitle).background(Color.blue).foregroundColor(.white) }
                    }
                }
            }
            struct BoostScreen: View {
                var body: some View { FailureCard(text: "Could not load boosts") }
            }
            struct TargetScreen: View {
                var body: some View { FailureCard(text: "Could not load targets") }
            }
            """),
            // A UITextView's hand-drawn placeholder, shown in the system placeholder colour while empty.
            CheckExample("""
            final class NoteEditor: NSObject, UITextViewDelegate {
                let descriptionTextView = UITextView()
                func showHint() {
                    descriptionTextView.text = "Optional description"
                    descriptionTextView.textColor = .placeholderText
                }
            }
            """),
            // hound-ios HoundTextView: a label the view lays over itself as its placeholder, its text
            // the view's `placeholder`, in the system placeholder colour while the field is empty.
            CheckExample("""
            final class NotesField: UITextView {
                var placeholder: String?
                private var hintLabel: UILabel?
                func refreshHint() {
                    if hintLabel == nil {
                        let label = UILabel()
                        label.textColor = .placeholderText
                        label.text = placeholder
                        hintLabel = label
                    }
                    hintLabel?.isHidden = !text.isEmpty
                }
            }
            """),
            // A TextEditor's hint in the system placeholder colour, as a text field's is drawn.
            CheckExample("""
            struct Composer: View {
                @Binding var draft: String
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        TextEditor(text: $draft)
                        if draft.isEmpty {
                            Text("What's on your mind?").foregroundColor(Color(uiColor: .placeholderText)).allowsHitTesting(false)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("New").foregroundStyle(.white).padding(4).background(Color.black)
                        Text("Unknown").foregroundStyle(.white)
                        Text("Title").font(.title).foregroundColor(.white).background(Color(red: 0.2, green: 0.55, blue: 0.9))
                        Text("Bold").bold().foregroundColor(.white).background(Color.blue)
                        Image(systemName: "star").foregroundStyle(.white).background(Color.yellow)
                        Text("Brand").foregroundStyle(.white).background(Color("Brand"))
                        Text("Scrim").foregroundStyle(.white).background(Color.black.opacity(0.3))
                        Text("Custom").appFont(.title).foregroundStyle(.white).background(Color.blue)
                        Text("Glass").foregroundStyle(.white).background(Color.white.opacity(0.1))
                    }
                    VStack { Text("Continue").foregroundColor(.white).background(Color.blue) }.font(.headline)
                }
            }
            """),
            CheckExample("""
            struct PlanButton: View {
                var body: some View {
                    ZStack {
                        Color.yellow
                        Button { } label: { Text("Go").foregroundStyle(.white) }
                            .buttonStyle(.borderedProminent)
                    }
                    .background(Color.yellow)
                }
            }
            """),
            CheckExample("""
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                private let noteLabel = UILabel()
                func setUp() {
                    nameLabel.textColor = .white
                    noteLabel.textColor = .systemGray3
                    noteLabel.backgroundColor = .black
                    var config = UIButton.Configuration.filled()
                    config.baseForegroundColor = .white
                    config.baseBackgroundColor = .systemIndigo
                }
                func tint() { nameLabel.backgroundColor = .systemYellow }
                func update(enabled: Bool) {
                    if enabled {
                        noteLabel.backgroundColor = .white
                        noteLabel.textColor = theme.muted
                    } else {
                        noteLabel.backgroundColor = theme.dark
                        noteLabel.textColor = .white
                    }
                    nameLabel.textColor = .white
                    nameLabel.backgroundColor = theme.accent
                    nameLabel.backgroundColor = .systemYellow
                }
            }
            """),
            // A watchOS target: orange text on an orange tint over the watch's black background
            // is computed with dark values over black, not over white (amakaflow-ios).
            CheckExample(files: [
                ("Wrist Watch App/ConflictBanner.swift", """
                struct ConflictBanner: View {
                    var body: some View {
                        Text("Conflict").foregroundColor(.orange).padding(4).background(Color.orange.opacity(0.1))
                    }
                }
                """),
            ]),
            CheckExample("""
            struct NightCard: View {
                var body: some View {
                    Text("Stars").foregroundStyle(.white).background(Color.teal)
                        .preferredColorScheme(.dark)
                }
            }
            """),
        ]
    )

    /// A colour the check could compute, and how a message names it.
    struct Paint {
        let value: SystemColors.Value
        let name: String
        /// A system colour: its dark-appearance value differs from the one computed.
        let adapts: Bool
        /// The dark-appearance value; nil for a system colour whose dark value is not tabled.
        var dark: SystemColors.Value?

        init(value: SystemColors.Value, name: String, adapts: Bool, dark: SystemColors.Value? = nil) {
            self.value = value
            self.name = name
            self.adapts = adapts
            self.dark = adapts ? dark : value
        }

        /// The paint as watchOS draws it: its dark value.
        var onWatch: Paint? {
            dark.map { Paint(value: $0, name: name, adapts: false) }
        }
    }

    /// One colour, or one per branch of `condition ? a : b` (nil where a branch is unknown).
    struct Shade {
        let condition: String?
        let options: [Paint?]
    }

    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]
    static let textRoots: Set<String> = ["Text", "Label", "Link"]
    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"]
    /// Modifiers that leave a background colour as it is.
    static let neutralModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea", "cornerRadius", "clipShape", "frame", "shadow", "padding"]

    /// A finding whose ratio holds in the light appearance only, kept for the project pass.
    package struct LightOnly: Sendable, Codable {
        let position: SourcePosition
        let message: String
        let confidence: Confidence
    }

    package static let lightOnly = FactKey<LightOnly>("color-contrast.light-only")
    /// Views that show a web page, whose colours the app's appearance lock does not reach.
    static let webViews = ["WKWebView", "WebView", "SFSafariViewController"]

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // An app locked to the dark appearance never shows the light values.
        guard !AppearanceLock.isLockedDark(project) else { return }
        for finding in project.facts.values(Self.lightOnly) {
            output.report(finding.message, at: finding.position, confidence: finding.confidence)
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        let locksDark = file.index.calls("preferredColorScheme").contains { $0.arguments.first?.expression.trimmedSourceText == ".dark" }
            || file.index.memberAccesses("overrideUserInterfaceStyle").contains { $0.assignedValue?.trimmedSourceText.hasSuffix("dark") == true }
        guard !locksDark else { return }
        // watchOS has only the dark appearance, on black.
        let onWatch = file.target.kind == .watchApp
        checkSwiftUI(file, onWatch: onWatch, &output)
        checkUIKit(file, onWatch: onWatch, &output)
    }

    // MARK: SwiftUI

    private func checkSwiftUI(_ file: SwiftFile, onWatch: Bool, _ output: inout CheckOutput) {
        for call in file.index.calls("foregroundColor", "foregroundStyle") {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  let shade = Self.shade(of: [argument.expression]) else { continue }
            let root = call.rootViewCall
            guard let rootName = root.calleeName else { continue }
            let drawsText = Self.textRoots.contains(rootName)
                || ((Self.stacks.contains(rootName) || rootName == "Button") && root.bodyClosure.map { !file.index.calls(within: $0).filter { $0.calleeName == "Text" }.isEmpty } == true)
            guard drawsText, !Self.standsInForEditorPlaceholder(root, colour: argument.expression, file) else { continue }
            let large = Self.textRoots.contains(rootName) ? Self.isLarge(text: root) : nil
            let background = Self.textRoots.contains(rootName) ? Self.background(behind: root) : nil
            report(text: shade, background: background, large: large, onWatch: onWatch, at: argument.expression, file, &output)
        }
    }

    /// A `Text` in the system's placeholder colour laid in a stack beside a `TextEditor` or an
    /// app's `UITextView` wrapper (neither has a placeholder of its own): it is the editor's hint, drawn as the system draws a
    /// text field's, not text a person must read.
    static func standsInForEditorPlaceholder(_ text: FunctionCallExprSyntax, colour: ExprSyntax, _ file: SwiftFile) -> Bool {
        guard colour.trimmedSourceText.contains("placeholderText") else { return false }
        var node = text
        for _ in 0..<3 {
            guard let container = node.enclosingContainerCall else { return false }
            if let body = container.bodyClosure, file.index.calls(within: body).contains(where: { call in
                // `TextEditor`, or an app's wrapper of UITextView (`TextViewWrapper`, `GrowingTextView`).
                guard let name = call.calleeName else { return false }
                return name == "TextEditor" || name.hasSuffix("TextView") || name.contains("TextViewWrapper")
            }) { return true }
            node = container
        }
        return false
    }

    /// The background behind a text view: on its own chain, else on the plain stacks around it
    /// (a stack's `background`, or a `ZStack` whose first layer is a colour).
    static func background(behind root: FunctionCallExprSyntax) -> Shade? {
        if let modifier = root.modifiersApplied.first(where: { $0.calleeName == "background" }) { return backgroundShade(modifier) }
        var node = root
        for _ in 0..<4 {
            guard let container = node.enclosingContainerCall, let name = container.calleeName, stacks.contains(name) else { return nil }
            if let modifier = container.modifiersApplied.first(where: { $0.calleeName == "background" }) { return backgroundShade(modifier) }
            if name == "ZStack", let first = container.bodyClosure?.statements.first?.item.as(ExprSyntax.self),
               !(first.position <= root.position && root.endPosition <= first.endPosition),
               let layer = fillShade(first) {
                return layer
            }
            node = container
        }
        return nil
    }

    /// `.background(Color.x)`, `.background(.x, in: Capsule())`, `.background { Color.x }`,
    /// `.background(RoundedRectangle(…).fill(Color.x))`.
    static func backgroundShade(_ modifier: FunctionCallExprSyntax) -> Shade? {
        if let first = modifier.arguments.first, first.label == nil { return fillShade(first.expression) }
        if modifier.arguments.isEmpty, let single = modifier.trailingClosure?.singleExpression { return fillShade(single) }
        return nil
    }

    /// The colour an expression fills with: a colour, or a shape's `fill`, through the
    /// modifiers that keep the colour.
    static func fillShade(_ expression: ExprSyntax) -> Shade? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName, let base = call.modifiedExpression {
            if name == "fill", let colour = call.arguments.first?.expression {
                guard let root = base.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName, shapes.contains(root) else { return nil }
                return shade(of: [colour])
            }
            guard neutralModifiers.contains(name) else { break }
            current = base
        }
        return shade(of: [current])
    }

    /// Large text from the text's own modifiers, or from the font the views around it set
    /// when it sets none.
    static func isLarge(text: FunctionCallExprSyntax) -> Bool? {
        var modifiers = text.modifiersApplied
        if !modifiers.contains(where: { $0.calleeName == "font" }) {
            var node = text
            for _ in 0..<6 {
                guard let container = node.enclosingContainerCall else { break }
                if let font = container.modifiersApplied.first(where: { $0.calleeName == "font" }) {
                    modifiers.insert(font, at: 0)
                    break
                }
                node = container
            }
        }
        return isLarge(swiftUIChain: modifiers)
    }

    /// Large text (18pt, or 14pt bold) from a text view's own modifiers: true or false when
    /// the font is a text style or a system size, nil when it is anything else.
    static func isLarge(swiftUIChain modifiers: [FunctionCallExprSyntax]) -> Bool? {
        var points: Double? = 17
        var bold = false
        for modifier in modifiers {
            // A project's own font modifier (`.appFont(.title)`) may set any size.
            if let name = modifier.calleeName, name != "font", name != "fontWeight", name.lowercased().contains("font") { return nil }
            switch modifier.calleeName {
            case "bold": bold = true
            case "fontWeight":
                if let weight = modifier.arguments.first?.expression.lastNameComponent, SwiftUIFontSize.boldWeights.contains(weight) { bold = true }
            case "font":
                guard let font = modifier.arguments.first?.expression else { return nil }
                let (size, isBold) = SwiftUIFontSize.of(font)
                points = size
                bold = bold || isBold
            default: continue
            }
        }
        guard let points else { return nil }
        return points >= 18 || (points >= 14 && bold)
    }

    // MARK: UIKit

    /// What one function or closure sets on one view or button configuration.
    struct Settings {
        var text: (shade: Shade, node: ExprSyntax)?
        var background: Shade?
        /// Some assignment in the block gives a colour the check cannot compute.
        var unknown = false
        var large: Bool?
    }

    private func checkUIKit(_ file: SwiftFile, onWatch: Bool, _ output: inout CheckOutput) {
        var byScope: [SyntaxIdentifier: [String: Settings]] = [:]
        var order: [(SyntaxIdentifier, String)] = []
        func update(_ node: some SyntaxProtocol, _ receiver: String, _ change: (inout Settings) -> Void) {
            guard let scope = Self.scope(of: node) else { return }
            if byScope[scope]?[receiver] == nil { order.append((scope, receiver)) }
            change(&byScope[scope, default: [:]][receiver, default: Settings()])
        }
        let placeholderLabels = Self.placeholderLabels(in: file)
        for member in file.index.memberAccesses("textColor", "baseForegroundColor", "backgroundColor", "baseBackgroundColor", "font") {
            guard let assignment = ExprSyntax(member).assignment, assignment.operator == "=", var receiver = member.basePath else { continue }
            receiver = Self.withoutSelf(receiver)
            let name = member.declName.baseName.text
            if name == "font" {
                update(member, receiver) { $0.large = Self.isLarge(uiKitFont: assignment.value) }
                continue
            }
            if name == "backgroundColor", receiver.hasSuffix(".background") { receiver.removeLast(".background".count) }
            guard let shade = Self.shade(of: [assignment.value] + assignment.following) else {
                update(member, receiver) { $0.unknown = true }
                continue
            }
            // A `UITextView` has no placeholder of its own, so apps draw one by showing a hint
            // in the system's placeholder colour while it is empty: that is the system's look.
            if name == "textColor", receiver.lowercased().hasSuffix("textview"),
               assignment.value.trimmedSourceText.contains("placeholderText") { continue }
            // Nor does a label the app lays over a field as its placeholder: one whose text is the
            // field's `placeholder` (hound-ios HoundLabel and HoundTextView, shown only while empty).
            if name == "textColor", let scope = Self.scope(of: member), placeholderLabels.contains(PlaceholderLabel(scope: scope, receiver: receiver)),
               assignment.value.trimmedSourceText.contains("placeholderText") { continue }
            switch name {
            case "textColor", "baseForegroundColor": update(member, receiver) { $0.text = (shade, assignment.value) }
            default: update(member, receiver) { $0.background = shade }
            }
        }
        for call in file.index.calls("setTitleColor") {
            guard let colour = call.arguments.first?.expression, call.argument("for")?.expression.lastNameComponent == "normal",
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.basePath,
                  let shade = Self.shade(of: [colour]) else { continue }
            update(call, Self.withoutSelf(receiver)) { $0.text = (shade, colour) }
        }
        // A placeholder's colour from its attributes: `[.foregroundColor: UIColor.systemGray3]`.
        for key in file.index.memberAccesses("foregroundColor") {
            guard let element = key.parent?.as(DictionaryElementSyntax.self), element.key.id == key.id,
                  let shade = Self.shade(of: [element.value]),
                  let target = Self.placeholderTarget(of: element) else { continue }
            update(target, target.basePath.map(Self.withoutSelf) ?? "") { $0.text = (shade, element.value) }
        }
        for (scope, receiver) in order {
            guard let settings = byScope[scope]?[receiver], let text = settings.text, !settings.unknown else { continue }
            report(text: text.shade, background: settings.background, large: settings.large, onWatch: onWatch, at: text.node, file, &output)
        }
    }

    /// The `x.attributedPlaceholder` a dictionary of attributes is assigned to.
    static func placeholderTarget(of element: DictionaryElementSyntax) -> MemberAccessExprSyntax? {
        var current = element.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if let list = node.as(ExprListSyntax.self), let target = list.first?.as(MemberAccessExprSyntax.self),
               target.declName.baseName.text == "attributedPlaceholder", ExprSyntax(target).assignment != nil {
                return target
            }
            current = node.parent
        }
        return nil
    }

    static func isLarge(uiKitFont font: ExprSyntax) -> Bool? {
        guard let call = font.as(FunctionCallExprSyntax.self) else { return nil }
        switch call.calleeName {
        case "preferredFont":
            guard let style = call.argument("forTextStyle")?.expression.lastNameComponent, let size = SwiftUIFontSize.ofStyle(style) else { return nil }
            return size >= 18 || style == "headline"
        case "systemFont", "boldSystemFont":
            guard let size = call.argument("ofSize")?.expression.numericLiteral else { return nil }
            let weight = call.argument("weight")?.expression.lastNameComponent
            return size >= 18 || (size >= 14 && (call.calleeName == "boldSystemFont" || weight.map(SwiftUIFontSize.boldWeights.contains) == true))
        default: return nil
        }
    }

    struct PlaceholderLabel: Hashable {
        let scope: SyntaxIdentifier
        let receiver: String
    }

    /// The views, by scope and name, whose `text` the same function or closure sets to a field's
    /// placeholder (`label.text = placeholder`, `hint.text = self.placeholderText`): a
    /// placeholder the app draws over its own field while it is empty, not body text.
    static func placeholderLabels(in file: SwiftFile) -> Set<PlaceholderLabel> {
        var found = Set<PlaceholderLabel>()
        for member in file.index.memberAccesses("text") {
            guard let assignment = ExprSyntax(member).assignment, assignment.operator == "=", let receiver = member.basePath,
                  let scope = scope(of: member), assignment.value.lastNameComponent?.lowercased().hasPrefix("placeholder") == true else { continue }
            found.insert(PlaceholderLabel(scope: scope, receiver: withoutSelf(receiver)))
        }
        return found
    }

    /// The block a statement runs in: a closure, or the body of a function or of one branch
    /// (`if` and `else` set a view's colours for different states).
    static func scope(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(CodeBlockSyntax.self) || syntax.is(AccessorBlockSyntax.self) {
                return syntax.id
            }
            current = syntax.parent
        }
        return nil
    }

    static func withoutSelf(_ path: String) -> String {
        path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }

    // MARK: Reporting

    /// A system colour's contrast on the light system background and, in its dark value, on black.
    static func appearanceRatios(_ light: SystemColors.Value, dark: SystemColors.Value) -> (Double, Double) {
        (ratio(light, on: SystemColors.lightBase), ratio(dark, on: SystemColors.Value(0, 0, 0)))
    }

    private func report(text: Shade, background: Shade?, large: Bool?, onWatch: Bool, at node: ExprSyntax, _ file: SwiftFile, _ output: inout CheckOutput) {
        if onWatch {
            reportOnWatch(text: text, background: background, large: large, at: node, file, &output)
            return
        }
        let paints = text.options.compactMap { $0 }
        if let faint = paints.first(where: { SystemColors.faintTextColors.contains($0.name) }), let dark = SystemColors.dark[faint.name] {
            let (light, night) = Self.appearanceRatios(faint.value, dark: dark)
            output.report(
                "Text in \(faint.name) is grey at \(Int((faint.value.alpha * 100).rounded()))% opacity, so it stays under 3:1 on any background (\(Self.format(light)):1 on white in the light appearance, \(Self.format(night)):1 on black in the dark one), below WCAG's 4.5:1 for text; use .label, or .secondaryLabel for large text, for words people must read.",
                at: file.position(of: node), confidence: .high)
            return
        }
        guard let background else {
            if let gray = paints.first(where: { SystemColors.backgroundGrays.contains($0.name) }), let dark = SystemColors.dark[gray.name] {
                let (light, night) = Self.appearanceRatios(gray.value, dark: dark)
                output.report(
                    "Text in \(gray.name), a grey fill that follows the system background, reaches \(Self.format(light)):1 on the light system background and \(Self.format(night)):1 on the dark one, below WCAG's 3:1 even for large text; use .secondaryLabel or .label for text.",
                    at: file.position(of: node), confidence: .medium)
            }
            return
        }
        let floor = large == false ? 4.5 : 3.0
        let pairs: [(Paint?, Paint?)]
        switch (text.options.count, background.options.count) {
        case (1, _): pairs = background.options.map { (text.options[0], $0) }
        case (_, 1): pairs = text.options.map { ($0, background.options[0]) }
        default:
            guard text.condition == background.condition else { return }
            pairs = Array(zip(text.options, background.options))
        }
        for case let (foreground?, fill?) in pairs where fill.value.alpha == 1 || Self.isTint(fill.value, of: foreground.value) {
            let ratio = Self.ratio(foreground.value, on: fill.value)
            guard ratio < floor else { continue }
            let fillName = fill.value.alpha < 1 ? "\(fill.name) over the white system background" : fill.name
            let lightOnly = foreground.adapts || fill.adapts || fill.value.alpha < 1
            let appearance = lightOnly ? "in the light appearance (dark values differ)" : "in both appearances (fixed colours)"
            let kind = large == false ? "body text" : "any text, large text included"
            let message = "Text in \(foreground.name) on \(fillName) reaches \(Self.format(ratio)):1 \(appearance), below WCAG's \(Self.format(floor)):1 for \(kind); darken the text or the fill until the pair reaches 4.5:1."
            let confidence: Confidence = fill.value.alpha < 1 ? .medium : .high
            // Web content keeps its page's own (usually white) background whatever the app's
            // appearance, so text a file lays over a web view stays computed on white
            // (resumebuilder-ios: an error banner overlaid on the résumé's WKWebView preview).
            if lightOnly, !Self.webViews.contains(where: file.index.mentions) {
                output.facts.add(LightOnly(position: file.position(of: node), message: message, confidence: confidence), for: Self.lightOnly)
            } else {
                output.report(message, at: file.position(of: node), confidence: confidence)
            }
            return
        }
    }

    /// `report` for a watchOS target: every colour in its dark value (a system colour whose
    /// dark value is not tabled is unknown), a translucent fill laid over black.
    private func reportOnWatch(text: Shade, background: Shade?, large: Bool?, at node: ExprSyntax, _ file: SwiftFile, _ output: inout CheckOutput) {
        let paints = text.options.compactMap { $0 }
        let base = SystemColors.darkBase
        if let faint = paints.first(where: { SystemColors.faintTextColors.contains($0.name) }), let dark = faint.onWatch {
            output.report(
                "Text in \(faint.name) is grey at \(Int((dark.value.alpha * 100).rounded()))% opacity, so it reaches \(Self.format(Self.ratio(dark.value, on: base, base: base))):1 on the watch's black background, below WCAG's 4.5:1 for text; use .primary, or .secondary for large text, for words people must read.",
                at: file.position(of: node), confidence: .high)
            return
        }
        guard let background else {
            if let gray = paints.first(where: { SystemColors.backgroundGrays.contains($0.name) }), let dark = gray.onWatch {
                output.report(
                    "Text in \(gray.name), a grey fill, reaches \(Self.format(Self.ratio(dark.value, on: base, base: base))):1 on the watch's black background, below WCAG's 3:1 even for large text; use .secondary or .primary for text.",
                    at: file.position(of: node), confidence: .medium)
            }
            return
        }
        let floor = large == false ? 4.5 : 3.0
        let textOptions = text.options.map { $0?.onWatch }
        let fillOptions = background.options.map { $0?.onWatch }
        let pairs: [(Paint?, Paint?)]
        switch (textOptions.count, fillOptions.count) {
        case (1, _): pairs = fillOptions.map { (textOptions[0], $0) }
        case (_, 1): pairs = textOptions.map { ($0, fillOptions[0]) }
        default:
            guard text.condition == background.condition else { return }
            pairs = Array(zip(textOptions, fillOptions))
        }
        for case let (foreground?, fill?) in pairs where fill.value.alpha == 1 || Self.isTint(fill.value, of: foreground.value) {
            let ratio = Self.ratio(foreground.value, on: fill.value, base: base)
            guard ratio < floor else { continue }
            let fillName = fill.value.alpha < 1 ? "\(fill.name) over the watch's black background" : fill.name
            let kind = large == false ? "body text" : "any text, large text included"
            output.report(
                "Text in \(foreground.name) on \(fillName) reaches \(Self.format(ratio)):1 on watchOS (dark values, its only appearance), below WCAG's \(Self.format(floor)):1 for \(kind); lighten the text or darken the fill until the pair reaches 4.5:1.",
                at: file.position(of: node), confidence: fill.value.alpha < 1 ? .medium : .high)
            return
        }
    }

    /// A translucent fill of the text's own saturated hue (`Color.green.opacity(0.1)` behind
    /// green text): whatever lies beneath in the light appearance is light, so the pair is
    /// computed over white. Any other translucent fill (a white or black scrim, a tint of
    /// another hue) depends on what is beneath, which the check does not know.
    static func isTint(_ fill: SystemColors.Value, of text: SystemColors.Value) -> Bool {
        let channels = [fill.red, fill.green, fill.blue]
        return fill.red == text.red && fill.green == text.green && fill.blue == text.blue
            && (channels.max()! - channels.min()!) > 60
    }

    static func format(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }

    // MARK: Colours

    /// The colour of `a`, or of each branch of `condition ? a : b`, from an expression's
    /// sequence elements.
    static func shade(of elements: [ExprSyntax]) -> Shade? {
        var elements = elements
        if elements.count == 1, let sequence = elements[0].as(SequenceExprSyntax.self) { elements = Array(sequence.elements) }
        if elements.count == 1 { return paint(elements[0]).map { Shade(condition: nil, options: [$0]) } }
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index == elements.count - 2,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let condition = elements[..<index].map(\.trimmedSourceText).joined(separator: " ")
        let options = [paint(ternary.thenExpression), paint(elements[index + 1])]
        guard options.contains(where: { $0 != nil }) else { return nil }
        return Shade(condition: condition, options: options)
    }

    /// A colour the code spells out: a system colour by name, a literal, a hex initialiser.
    static func paint(_ expression: ExprSyntax) -> Paint? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName, ["opacity", "withAlphaComponent"].contains(name), let base = call.modifiedExpression {
                guard let alpha = call.arguments.first.flatMap({ number($0.expression) }), let colour = paint(base) else { return nil }
                let value = colour.value
                let combined = min(1, max(0, value.alpha * alpha))
                return Paint(value: SystemColors.Value(value.red, value.green, value.blue, alpha: combined),
                             name: combined < 1 ? "\(colour.name) at \(Int((combined * 100).rounded()))%" : colour.name, adapts: colour.adapts,
                             dark: colour.dark.map { SystemColors.Value($0.red, $0.green, $0.blue, alpha: min(1, max(0, $0.alpha * alpha))) })
            }
            return literal(call)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base?.trimmedSourceText, !ColorLiterals.colorTypes.contains(base) { return nil }
        let name = member.declName.baseName.text
        guard let value = SystemColors.light[name] else { return nil }
        return Paint(value: value, name: name, adapts: name != "white" && name != "black", dark: SystemColors.dark[name])
    }

    /// `Color(.systemGreen)`, `Color(uiColor: .x)`, `Color(red:green:blue:)`,
    /// `UIColor(white:alpha:)`, `Color(hex: "#FF5714")`, `UIColor(rgb: 0xFF5714)`.
    static func literal(_ call: FunctionCallExprSyntax) -> Paint? {
        guard let type = call.calleePath, ColorLiterals.colorTypes.contains(type) || type == "SwiftUI.Color" else { return nil }
        let labels = call.argumentLabels
        if labels == ["_"] || labels == ["uiColor"], let inner = call.arguments.first?.expression, inner.is(MemberAccessExprSyntax.self) {
            return paint(inner)
        }
        let alpha = (call.argument("opacity") ?? call.argument("alpha")).flatMap { number($0.expression) } ?? 1
        if labels.starts(with: ["red", "green", "blue"]) {
            let parts = ["red", "green", "blue"].compactMap { call.argument($0).flatMap { number($0.expression) } }
            guard parts.count == 3, parts.allSatisfy({ (0...1).contains($0) }) else { return nil }
            return Paint(value: SystemColors.Value(parts[0] * 255, parts[1] * 255, parts[2] * 255, alpha: alpha),
                         name: "\(type)(red: \(component(parts[0])), green: \(component(parts[1])), blue: \(component(parts[2])))" + opacity(alpha), adapts: false)
        }
        if labels.first == "white", let white = call.argument("white").flatMap({ number($0.expression) }), (0...1).contains(white) {
            return Paint(value: SystemColors.Value(white * 255, white * 255, white * 255, alpha: alpha), name: "\(type)(white: \(component(white)))" + opacity(alpha), adapts: false)
        }
        if let label = labels.first, ColorLiterals.hexLabels.contains(label), let argument = call.arguments.first?.expression {
            var digits: Substring
            if let string = argument.as(StringLiteralExprSyntax.self), !string.hasInterpolation {
                digits = Substring(string.plainText)
                if digits.hasPrefix("#") { digits = digits.dropFirst() }
            } else if let integer = argument.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") {
                digits = integer.literal.text.dropFirst(2)
            } else {
                return nil
            }
            guard digits.count == 6, let rgb = Int(digits, radix: 16) else { return nil }
            return Paint(value: SystemColors.Value(Double(rgb >> 16 & 0xFF), Double(rgb >> 8 & 0xFF), Double(rgb & 0xFF), alpha: alpha),
                         name: "#" + digits.uppercased() + opacity(alpha), adapts: false)
        }
        return nil
    }

    /// A colour component as written to two decimals: 0.96, 0.5, 1.
    static func component(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : "\(hundredths)"
    }

    static func opacity(_ alpha: Double) -> String {
        alpha < 1 ? " at \(Int((alpha * 100).rounded()))%" : ""
    }

    /// A literal number, or a literal divided by one (`87 / 255`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let value = expression.numericLiteral { return value }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
              let top = elements[0].numericLiteral, let bottom = elements[2].numericLiteral, bottom != 0 else { return nil }
        return top / bottom
    }

    // MARK: WCAG

    /// The contrast ratio of text in `text` on `fill`: a translucent fill is laid over the
    /// white light-appearance background first, translucent text over the fill.
    static func ratio(_ text: SystemColors.Value, on fill: SystemColors.Value, base: SystemColors.Value = SystemColors.lightBase) -> Double {
        let back = over(fill, base)
        let front = over(text, back)
        let (a, b) = (luminance(front), luminance(back))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func over(_ top: SystemColors.Value, _ bottom: SystemColors.Value) -> SystemColors.Value {
        let a = top.alpha
        return SystemColors.Value(top.red * a + bottom.red * (1 - a), top.green * a + bottom.green * (1 - a), top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG 2 relative luminance of an sRGB colour.
    static func luminance(_ colour: SystemColors.Value) -> Double {
        func channel(_ value: Double) -> Double {
            let c = value / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(colour.red) + 0.7152 * channel(colour.green) + 0.0722 * channel(colour.blue)
    }
}
