import SwiftSyntax
import ThumbruleCore

/// A SwiftUI control whose label is only an `Image` (`Button`, `NavigationLink`, `Link`,
/// `Menu`, `Toggle`, `ShareLink`: `SwiftUIControls`, the list the touch-target checks
/// use), or an image made tappable with a gesture, with no accessibility label.
///
/// Asset images (`Image("x")`, `Image(.x)`) are read by their file name: high confidence.
/// SF Symbols whose built-in description names a common action or object (`SymbolLabels`:
/// xmark reads as close, plus as add) are left alone; other symbols are a note, since their
/// description may not say what the control does. A tappable image also lacks the button
/// trait, so its message asks for both (`a11y-name.tap-gesture-trait` leaves it to this check).
/// Known false negatives: labels built by custom views.
struct IconOnlyControlName: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "a11y-name.icon-only-control",
        ruleId: "a11y-name",
        summary: "An icon-only SwiftUI control or tappable image with no accessibility label",
        triggering: [
            CheckExample("""
            struct TripToolbar: View {
                var body: some View {
                    HStack {
                        ↓Button(action: addStop) {
                            Image("pin-add")
                        }
                        ↓NavigationLink(destination: TripMap()) { Image("map-glyph").resizable().frame(width: 24, height: 24) }
                        ↓Link(destination: URL(string: "https://example.com/help")!) { Image(.lifebuoy) }
                        ↓Menu { Button("Rename", action: rename) } label: { Image(systemName: "wand.and.stars") }
                        ↓Toggle(isOn: $isPinned) { Image("pin-outline") }
                        ↓ShareLink(item: tripURL) { Image("export-trip") }
                        ↓Image("compass-rose").onTapGesture { recenter() }
                        ↓Image(systemSymbol: .scribbleVariable).gesture(TapGesture().onEnded { sketch() })
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct TripToolbar: View {
                var body: some View {
                    HStack {
                        Button(action: addStop) { Image("pin-add") }
                            .accessibilityLabel("Add stop")
                        NavigationLink { TripMap() } label: { Label("Map", image: "map-glyph") }
                            .labelStyle(.iconOnly)
                        Link(destination: helpURL) { Image("lifebuoy"); Text("Help") }
                        Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }
                        Menu { Button("Rename", action: rename) } label: { Image(systemSymbol: .ellipsisCircle) }
                        ShareLink(item: tripURL) { Image(systemName: "square.and.arrow.up") }
                        Toggle("Pinned", isOn: $isPinned)
                        Image("compass-rose", label: Text("Recenter")).onTapGesture { recenter() }
                        Menu("More") { Button { rename() } label: { Text("Rename") } }
                    }
                    HStack { Button(action: addStop) { Image("pin-add") } }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Trip tools")
                }
            }
            """),
            // A computed property whose every branch returns a described symbol.
            CheckExample("""
            struct MiniPlayer: View {
                var isPlaying: Bool
                var body: some View {
                    Button { toggle() } label: { Image(systemName: playPauseIcon) }
                }
                private var playPauseIcon: String {
                    switch isPlaying {
                    case true: return "pause.fill"
                    case false: return "play.fill"
                    }
                }
            }
            """),
        ]
    )

    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibility", "accessibilityRepresentation", "accessibilityHidden"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for control in file.index.calls(SwiftUIControls.names) {
            guard let label = SwiftUIControls.label(of: control), let image = Self.soleImage(in: label),
                  !hasLabel(control), !isNamedByContainer(control) else { continue }
            report(image, at: control, kind: control.calleeName ?? "control", tappable: false, file: file, &output)
        }
        for tap in file.index.calls(TapGestureTrait.gestureModifiers) where TapGestureTrait.singleTapAction(tap) != nil {
            let root = tap.rootViewCall
            guard tap.modifiedExpression != nil, root.calleeName == "Image", root.argument("label") == nil, root.argument("decorative") == nil,
                  !hasLabel(root), !isNamedByContainer(root) else { continue }
            report(root, at: root, kind: "tappable image", tappable: true, file: file, &output)
        }
    }

    private func report(_ image: FunctionCallExprSyntax, at node: FunctionCallExprSyntax, kind: String, tappable: Bool,
                        file: SwiftFile, _ output: inout CheckOutput) {
        let fix = tappable
            ? "add .accessibilityLabel(\"…\") saying what it does and .accessibilityAddTraits(.isButton), or make it a Button"
            : "add .accessibilityLabel(\"…\") saying what it does, or use Label(\"…\", systemImage:) with .labelStyle(.iconOnly)"
        let reads: String
        let confidence: Confidence
        switch SwiftUIImageAccessibility(call: image).source {
        case .named:
            return
        case .symbol(_, described: true):
            return
        case .symbol(let symbol, described: false):
            reads = "only the built-in description of " + (symbol.map { "the symbol \"\($0)\"" } ?? "a symbol chosen at run time") + ", which may not say what it does"
            confidence = .low
        case .asset(let name), .resource(let name):
            reads = "its asset name, \"\(name)\""
            confidence = .high
        case .platformImage, .unknown:
            reads = "the image's name, or nothing"
            confidence = .medium
        }
        output.report("This \(kind) shows only an image, so VoiceOver reads \(reads); \(fix).",
                      at: file.position(of: node), confidence: confidence)
    }

    /// The Image a label closure holds when it holds nothing else with a name.
    static func soleImage(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let expression = closure.singleExpression?.as(FunctionCallExprSyntax.self) else { return nil }
        let root = expression.rootViewCall
        guard root.calleeName == "Image", root.argument("label") == nil,
              !expression.modifierNames.contains(where: labelModifiers.contains),
              !root.modifierNames.contains(where: labelModifiers.contains) else { return nil }
        return root
    }

    private func hasLabel(_ view: FunctionCallExprSyntax) -> Bool {
        view.modifierNames.contains(where: Self.labelModifiers.contains)
    }

    /// True when a container around the control names it or hides it: `.accessibilityHidden`,
    /// or `.accessibilityElement(children: .ignore)`, which replaces its children with one label.
    private func isNamedByContainer(_ control: FunctionCallExprSyntax) -> Bool {
        control.hasAncestor { node in
            guard let container = node.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return container.modifiersApplied.contains { modifier in
                switch modifier.calleeName {
                case "accessibilityHidden", "accessibilityRepresentation": return true
                case "accessibilityElement": return modifier.argument("children")?.expression.trimmedSourceText != ".contain"
                        && modifier.argument("children")?.expression.trimmedSourceText != ".combine"
                default: return false
                }
            }
        }
    }
}
