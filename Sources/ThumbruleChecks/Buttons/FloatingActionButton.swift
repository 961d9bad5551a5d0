import SwiftSyntax
import ThumbruleCore

/// A circular button floated over content in a bottom corner, the Material floating
/// action button, in iOS code, where the same action belongs in the toolbar or the
/// navigation bar.
///
/// Circular: clipped or drawn on a `Circle` (`.clipShape(Circle())`, `.background(Circle()…)`,
/// a `Circle()` behind the label), `.buttonBorderShape(.circle)`, `.cornerRadius(.infinity)`
/// or a radius half its literal width, or a `*.circle.fill` symbol as the whole label.
/// Floating in a corner: inside a `ZStack` or `.overlay` aligned `.bottomTrailing` /
/// `.bottomLeading`, or pushed into a bottom corner by `Spacer()`s (a `VStack` with a
/// spacer above it and an `HStack` with a spacer on one side only). Skipped: centred
/// circles (a camera shutter, a play button); badges over an image, shape or text (an
/// edit pencil on an avatar); controls over a camera or scanner preview (a torch toggle);
/// a button inside a text field's own box (a dictation mic); one whose action only scrolls
/// (`proxy.scrollTo`, a jump-to-bottom aid);
/// code for other platforms. Known false
/// negatives: a floating button placed by a parent view in another file, or by
/// `.frame(maxWidth:maxHeight:alignment:)`.
struct FloatingActionButton: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-fab.ios-fab",
        ruleId: "button-fab",
        summary: "A circular action button floated over content in a bottom corner of an iOS screen",
        triggering: [
            CheckExample("""
            struct NotesView: View {
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        List(notes) { NoteRow(note: $0) }
                        ↓Button { compose() } label: {
                            Image(systemName: "plus")
                                .font(.title2)
                                .frame(width: 56, height: 56)
                                .background(Color.accentColor)
                                .foregroundStyle(.white)
                                .clipShape(Circle())
                        }
                        .padding()
                    }
                }
            }
            """),
            CheckExample("""
            struct TasksView: View {
                var body: some View {
                    ZStack {
                        TaskList()
                        VStack {
                            Spacer()
                            HStack {
                                Spacer()
                                ↓Button(action: addTask) {
                                    Image(systemName: "plus.circle.fill").font(.system(size: 56))
                                }
                            }
                        }
                    }
                }
            }
            """),
            // An action that scrolls and then does more is still the screen's action.
            CheckExample("""
            struct FeedView: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        List(posts) { PostRow(post: $0) }
                            .overlay(alignment: .bottomTrailing) {
                                ↓Button {
                                    proxy.scrollTo("top")
                                    compose()
                                } label: {
                                    Image(systemName: "plus").frame(width: 56, height: 56).clipShape(Circle())
                                }
                            }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // amakaflow-ios: a round dictation mic pinned in the corner of the text editor's own box is the field's accessory.
            CheckExample("""
            struct AskField: View {
                @Binding var ask: String
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        TextEditor(text: $ask).frame(minHeight: 128)
                        VStack {
                            Spacer()
                            HStack {
                                Spacer()
                                Button(action: dictate) {
                                    Image(systemName: "mic.fill").frame(width: 36, height: 36).clipShape(Circle())
                                }
                            }
                        }
                    }
                }
            }
            """),
            // piraten-ios: a round chevron in a thread's corner that only scrolls to the last post is a scroll aid.
            CheckExample("""
            struct ThreadView: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        List(posts) { PostRow(post: $0) }
                            .overlay(alignment: .bottomTrailing) {
                                Button {
                                    withAnimation { proxy.scrollTo("bottom", anchor: .bottom) }
                                } label: {
                                    Image(systemName: "chevron.down").frame(width: 38, height: 38).clipShape(Circle())
                                }
                                .padding()
                            }
                    }
                }
            }
            """),
            // spawn-ios ActivityTypeManagementView: an edit pencil pushed into the corner of a 145pt tile is a badge.
            CheckExample("""
            struct CategoryTile: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 15).frame(width: 145, height: 145)
                        VStack { Text(category.emoji); Text(category.title) }
                        VStack {
                            Spacer()
                            HStack {
                                Spacer()
                                Button(action: { editing = true }) {
                                    ZStack {
                                        Circle().fill(Color.gray).frame(width: 36, height: 36)
                                        Image(systemName: "pencil")
                                    }
                                }
                                .offset(x: 10, y: 10)
                            }
                        }
                    }
                    .frame(width: 145, height: 145)
                }
            }
            """),
            CheckExample("""
            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List(notes) { NoteRow(note: $0) }
                            .toolbar {
                                Button { compose() } label: { Image(systemName: "square.and.pencil") }
                            }
                    }
                }
            }
            """),
            CheckExample("""
            struct CameraView: View {
                var body: some View {
                    ZStack(alignment: .bottom) {
                        CameraPreview()
                        Button { capture() } label: {
                            Circle().fill(.white).frame(width: 72, height: 72)
                        }
                        .clipShape(Circle())
                    }
                }
            }
            """),
            CheckExample("""
            struct ProfileHeader: View {
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        AsyncImage(url: avatarURL).frame(width: 96, height: 96).clipShape(Circle())
                        Button { editPhoto() } label: {
                            Image(systemName: "pencil").padding(6).background(Circle().fill(.blue))
                        }
                    }
                }
            }
            """),
            // foqos (QRCodeScanner): a round torch toggle in the corner of a code scanner's preview.
            CheckExample("""
            struct ScanSheet: View {
                @State private var torchOn = false
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        BarcodeScannerView(torch: torchOn, onScan: handle)
                        Button { torchOn.toggle() } label: {
                            Image(systemName: torchOn ? "flashlight.on.fill" : "flashlight.off.fill")
                                .padding(12)
                                .background(Color.black.opacity(0.6))
                                .clipShape(Circle())
                        }
                        .padding()
                    }
                }
            }
            """),
            CheckExample("""
            #if os(macOS)
            struct NotesView: View {
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        List(notes) { NoteRow(note: $0) }
                        Button { compose() } label: { Image(systemName: "plus").clipShape(Circle()) }
                    }
                }
            }
            #endif
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind == .app || file.target.kind == .framework || file.target.kind == .swiftPackage else { return }
        for button in file.index.calls("Button") {
            guard Self.isCircular(button), let corner = Self.floatingCorner(of: button),
                  !file.isOutsideIOS(button), !button.isInToolbar, !Self.onlyScrolls(button, in: file) else { continue }
            output.report(
                "This circular button floats over the content in the \(corner) corner, a Material floating action button; on iOS put the action in the toolbar or the navigation bar (ToolbarItem(placement: .primaryAction) or .bottomBar).",
                at: file.position(of: button), confidence: .high)
        }
    }

    static func isCircular(_ button: FunctionCallExprSyntax) -> Bool {
        let label = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall
        let modifiers = (label?.modifiersApplied ?? []) + button.modifiersApplied
        if modifiers.contains(where: { ButtonPaint.shape(ofModifier: $0) == .circle }) { return true }
        if modifiers.contains(where: { $0.calleeName == "buttonBorderShape" && $0.arguments.first?.expression.trimmedSourceText == ".circle" }) {
            return true
        }
        let width = modifiers.last { $0.calleeName == "frame" }?.argument("width")?.expression.numericLiteral
        for modifier in modifiers where modifier.calleeName == "cornerRadius" {
            let radius = modifier.arguments.first?.expression
            if radius?.trimmedSourceText == ".infinity" { return true }
            if let radius = radius?.numericLiteral, let width, radius * 2 >= width { return true }
        }
        guard let label else { return false }
        if label.calleeName == "ZStack", let content = label.trailingClosure,
           content.statements.contains(where: { $0.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Circle" }) {
            return true
        }
        let symbol = label.calleeName == "Image" ? label.argument("systemName")?.expression.as(StringLiteralExprSyntax.self)?.plainText : nil
        return symbol?.hasSuffix(".circle.fill") ?? false
    }

    /// "bottom trailing" or "bottom leading" when the button is floated into that corner
    /// over other content in its own view.
    static func floatingCorner(of button: FunctionCallExprSyntax) -> String? {
        var spacerAbove = false
        var horizontalSide: String?
        var current = button.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let container = closure.invokingCall {
                let alignment = container.argument("alignment")?.expression.trimmedSourceText ?? ""
                switch container.calleeName {
                case "ZStack", "overlay":
                    if container.calleeName == "ZStack", closure.statements.count < 2 { break }
                    // A badge on an avatar or a thumbnail is not floating over the screen's content, and a
                    // control over a camera or scanner preview (a torch toggle) is the camera's own.
                    let covered = coveredViews(container, closure: closure, button: button)
                    // A button pinned inside a text field's own box (a dictation mic) is the field's accessory.
                    guard covered.contains(where: { !decorations.contains($0.calleeName ?? "") }),
                          !covered.contains(where: showsCamera), !covered.contains(where: { textInputs.contains($0.calleeName ?? "") }),
                          !isFramedAsACard(container) else { return nil }
                    if let corner = corner(of: alignment) { return corner }
                    if spacerAbove, let horizontalSide { return "bottom \(horizontalSide)" }
                case "VStack":
                    let (before, _) = spacers(around: button, in: closure)
                    spacerAbove = spacerAbove || before
                case "HStack":
                    let (before, after) = spacers(around: button, in: closure)
                    if before != after { horizontalSide = horizontalSide ?? (before ? "trailing" : "leading") }
                default:
                    break
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The largest side, in points, of a fixed frame that makes a view a card rather than a screen.
    static let cardSide = 200.0

    /// True when the `ZStack`, or the view an `.overlay` modifies, is framed at literal sizes
    /// of at most `cardSide` each way (`.frame(width: 145, height: 145)`): a button in its corner
    /// is a badge on a card (an edit pencil on a tile), not floating over a screen.
    private static func isFramedAsACard(_ container: FunctionCallExprSyntax) -> Bool {
        let framed = container.calleeName == "overlay" ? container.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall : container
        return framed?.modifiersApplied.contains { frame in
            guard frame.calleeName == "frame", let width = frame.argument("width")?.expression.numericLiteral,
                  let height = frame.argument("height")?.expression.numericLiteral else { return false }
            return max(width, height) <= cardSide
        } ?? false
    }

    /// Views a button floats over as a badge, not as a screen's action.
    static let decorations: Set<String> = [
        "Image", "AsyncImage", "Circle", "RoundedRectangle", "Rectangle", "Capsule", "Ellipse", "Text", "Color", "Label",
    ]

    /// What the button floats over: the other children of the `ZStack`, or the view an `.overlay` modifies.
    private static func coveredViews(_ container: FunctionCallExprSyntax, closure: ClosureExprSyntax, button: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        if container.calleeName == "overlay" {
            return container.modifiedExpression?.as(FunctionCallExprSyntax.self).map { [$0.rootViewCall] } ?? []
        }
        return closure.statements.filter { !$0.encloses(button) }.compactMap { $0.item.as(FunctionCallExprSyntax.self)?.rootViewCall }
    }

    /// Text inputs whose box a button may sit in as an accessory (a dictation mic, a clear button).
    static let textInputs = InteractiveViews.textInputs

    /// True when the button's action closure only scrolls (`proxy.scrollTo(…)`, perhaps inside
    /// `withAnimation`): a jump-to-bottom aid of a chat or thread view, not the screen's primary action.
    static func onlyScrolls(_ button: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        // Without an `action:` argument the trailing closure is the action (`Button("Down") { … }`, `Button { … } label: { … }`).
        let written = button.argument("action")
        guard let action = written == nil ? button.trailingClosure : written?.expression.as(ClosureExprSyntax.self) else { return false }
        let calls = file.index.calls(within: action).map { $0.calleeName ?? "" }
        return calls.contains("scrollTo") && calls.allSatisfy { ["scrollTo", "withAnimation"].contains($0) }
    }

    /// Words of a view that shows what a camera sees (`CodeScannerView`, `CameraPreview`).
    static let cameraWords: Set<String> = ["camera", "scanner", "viewfinder"]

    /// True for a camera or code scanner's preview, whose corner buttons (torch, flip, gallery)
    /// are the camera's controls, drawn over it on iOS too.
    private static func showsCamera(_ view: FunctionCallExprSyntax) -> Bool {
        !cameraWords.isDisjoint(with: NameWords.split(view.calleeName ?? ""))
    }

    private static func corner(of alignment: String) -> String? {
        switch alignment {
        case ".bottomTrailing": return "bottom trailing"
        case ".bottomLeading": return "bottom leading"
        default: return nil
        }
    }

    /// Whether a `Spacer()` comes before and after the statement of `closure` holding `node`.
    private static func spacers(around node: some SyntaxProtocol, in closure: ClosureExprSyntax) -> (before: Bool, after: Bool) {
        guard let index = closure.statements.firstIndex(where: { $0.encloses(node) }) else { return (false, false) }
        let isSpacer = { (item: CodeBlockItemSyntax) in item.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Spacer" }
        return (closure.statements[..<index].contains(where: isSpacer), closure.statements[closure.statements.index(after: index)...].contains(where: isSpacer))
    }
}
