import SwiftSyntax
import ThumbruleCore

/// `.ignoresSafeArea(.keyboard)` on a view whose own content holds a `TextField`,
/// `SecureField` or `TextEditor`: SwiftUI no longer shrinks that view when the keyboard
/// opens, so the field being typed into, and whatever follows it, is drawn under the keyboard.
///
/// A field that sits at the top of the view (the first item of each vertical stack, list or
/// scroll view on its way, as a search field above a list) stays above the keyboard and is
/// left alone, as are fields in presented content (sheets, popovers, toolbars), ignores limited
/// to the top edge, and ignores of the whole safe area (`layout-insets` reads those).
///
/// Known false negatives: fields inside custom views (`ContentView().ignoresSafeArea(.keyboard)`),
/// and `.edgesIgnoringSafeArea`, which names edges, not the keyboard region.
struct KeyboardIgnoredOverField: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "layout-keyboard.ignores-keyboard-over-field",
        ruleId: "layout-keyboard",
        summary: "A view holding a text field that ignores the keyboard's safe area, so the keyboard covers the field",
        scopes: [.app, .appExtension],
        triggering: [
            CheckExample("""
            struct ChatView: View {
                @State private var draft = ""
                var body: some View {
                    VStack {
                        ScrollView { MessageList() }
                        HStack {
                            TextField("Message", text: $draft)
                            Button("Send") { send() }
                        }
                    }
                    ↓.ignoresSafeArea(.keyboard)
                }
            }
            """),
            CheckExample("""
            struct StatusSheet: View {
                @State private var status = ""
                @State private var link = ""
                var body: some View {
                    GeometryReader { _ in
                        VStack {
                            Text("Set a status")
                            TextField("Staying humble…", text: $status)
                            SecureField("Passcode", text: $link)
                            Spacer()
                        }
                    }
                    ↓.ignoresSafeArea(.keyboard, edges: .bottom)
                }
            }
            """),
        ],
        nonTriggering: [
            // Only the background runs under the keyboard; the form still moves up.
            CheckExample("""
            struct SignIn: View {
                @State private var email = ""
                var body: some View {
                    ZStack {
                        Color.indigo.ignoresSafeArea(.keyboard)
                        VStack {
                            Spacer()
                            TextField("Email", text: $email)
                        }
                    }
                }
            }
            """),
            // A search field at the top stays above the keyboard; the list may run under it.
            CheckExample("""
            struct SearchView: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        List(results) { Row($0) }
                    }
                    .ignoresSafeArea(.keyboard)
                }
            }
            """),
            // The field is on another surface, and an ignore of the top edge alone leaves the keyboard's inset.
            CheckExample("""
            struct Player: View {
                @State private var naming = false
                @State private var name = ""
                var body: some View {
                    VStack {
                        Spacer()
                        Artwork()
                    }
                    .sheet(isPresented: $naming) { VStack { Spacer(); TextField("Name", text: $name) } }
                    .ignoresSafeArea(.keyboard)
                    VStack { Spacer(); TextEditor(text: $name) }.ignoresSafeArea(.keyboard, edges: .top)
                }
            }
            """),
        ]
    )

    /// Containers that lay their items out top to bottom: only the first item starts at the top.
    static let verticalContainers: Set<String> = ["VStack", "LazyVStack", "List", "Form", "ScrollView", "Section", "GeometryReader"]
    /// Containers that repeat or place their content away from the top.
    static let placingContainers: Set<String> = ["ForEach", "ZStack"]
    static let fields = ["TextField", "SecureField", "TextEditor"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let fields = file.index.calls(Self.fields)
        guard !fields.isEmpty else { return }
        for modifier in file.index.calls("ignoresSafeArea") where Self.ignoresKeyboardAtBottom(modifier) {
            guard let view = modifier.modifiedExpression else { continue }
            let covered = fields.filter { view.encloses($0) && !Self.isPresented($0, within: view) && !Self.isAtTop($0, within: view) }
            guard let field = covered.first else { continue }
            let kind = field.calleeName ?? "TextField"
            output.report(
                "This view ignores the keyboard's safe area, so it keeps its full height when the keyboard opens and the \(kind) on line \(file.line(of: field)) can be drawn under the keyboard: the person cannot see what they type, its error or the button after it. Remove .ignoresSafeArea(.keyboard) here and apply it only to a background (.background(Color.x.ignoresSafeArea(.keyboard))), or keep the field in a ScrollView that scrolls it into view.",
                at: file.position(of: modifier.reportedNode), confidence: .medium,
                related: covered.prefix(3).map { RelatedLocation(file.position(of: $0), "\($0.calleeName ?? "field") under the keyboard") })
        }
    }

    /// `.ignoresSafeArea(.keyboard)` or `.ignoresSafeArea([.keyboard, …])`, with no `edges:` or
    /// edges that include the bottom, where the keyboard rises from.
    static func ignoresKeyboardAtBottom(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let regions = modifier.argument(nil)?.expression else { return false }
        let named: [ExprSyntax] = regions.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [regions]
        guard named.contains(where: { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "keyboard" }) else { return false }
        guard let edges = modifier.argument("edges")?.expression else { return true }
        let edgeNames: [ExprSyntax] = edges.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [edges]
        return edgeNames.contains { ["bottom", "all", "vertical"].contains($0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") }
    }

    /// Whether a field sits in content presented on another surface (a sheet, a toolbar) on its
    /// way up to the view, the view itself included (`VStack { … }.sheet { … }`).
    static func isPresented(_ field: FunctionCallExprSyntax, within view: ExprSyntax) -> Bool {
        var current = field.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), InteractiveViews.presentations.subtracting(["safeAreaInset"]).contains(call.calleeName ?? ""),
               !call.calledExpression.encloses(field) { return true }
            if node.id == view.id { return false }
            current = node.parent
        }
        return false
    }

    /// Whether a field is laid out at the top of the view: on its way up, it is (inside) the
    /// first item of every vertical container, and no repeating or layering container places it.
    static func isAtTop(_ field: FunctionCallExprSyntax, within view: ExprSyntax) -> Bool {
        var current = Syntax(field)
        while let parent = current.parent, parent.id != view.id {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = closure.invokingCall?.calleeName {
                if placingContainers.contains(owner) { return false }
                if verticalContainers.contains(owner) {
                    let items = BuilderItems.expressions(in: closure)
                    guard let first = items.first, first.encloses(field) else { return false }
                }
            }
            current = parent
        }
        return true
    }
}
