import SwiftSyntax
import ThumbruleCore

/// A hand-made SwiftUI modal: under a condition, a dimming layer (`Color.black.opacity(0.4)`,
/// `Rectangle().fill(.black.opacity(0.5))`) that closes what is open when tapped, with a panel
/// drawn over it, and nothing that tells VoiceOver the panel is modal. A system `.sheet`,
/// `.alert` or `.fullScreenCover` keeps the reader inside; this overlay does not, so swiping
/// past the panel walks onto the dimmed screen underneath, where the person acts on controls
/// they cannot see. No Android Lint check covers this.
///
/// Left alone: a view that draws only the dimming and its panel, with nothing under them (what
/// it covers, and whether a system presentation holds it, is decided where it is used), a layer inside a system presentation (`.sheet`, `.fullScreenCover`, `.popover`),
/// a barely visible layer (opacity under 0.15, or one computed at run time, as a drawer's
/// drag progress), a layer with nothing drawn over it in the same condition or container, and
/// any file that marks something modal (`.accessibilityAddTraits(.isModal)`) or hides content
/// from the reader by a condition (`.accessibilityHidden(isPresented)`).
struct SwiftUIOverlayNotModal: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "a11y-focus.swiftui-overlay-not-modal",
        ruleId: "a11y-focus",
        summary: "A hand-made SwiftUI modal (dimming layer plus panel) that VoiceOver can leave for the screen behind",
        triggering: [
            CheckExample("""
            struct MapScreen: View {
                @State private var showingWeather = false
                var body: some View {
                    ZStack {
                        MapView(onWeather: { showingWeather = true })
                        if showingWeather {
                            ↓Color.black.opacity(0.25)
                                .ignoresSafeArea()
                                .onTapGesture { showingWeather = false }
                            VStack {
                                WeatherCard()
                                Button("Close") { showingWeather = false }
                            }
                        }
                    }
                }
            }

            struct KeystoneScreen: View {
                @State private var isPresented = false
                var body: some View {
                    SigningSteps(onShowCode: { isPresented = true })
                        .overlay {
                            if isPresented {
                                ↓Color(.black).opacity(0.9)
                                    .edgesIgnoringSafeArea(.all)
                                    .onTapGesture { isPresented = false }
                                AnimatedQRCode()
                            }
                        }
                }
            }

            // The condition holds a ZStack that stacks the layer and its card.
            struct BadgesScreen: View {
                @State private var selected: Badge?
                var body: some View {
                    BadgeGrid(onSelect: { selected = $0 })
                        .overlay {
                            if let badge = selected {
                                ZStack {
                                    ↓Color.black.opacity(0.6)
                                        .onTapGesture { selected = nil }
                                    BadgeCard(badge: badge)
                                }
                            }
                        }
                }
            }
            """),
            // The layer and the panel under separate conditions of one container.
            CheckExample("""
            extension View {
                func confirmDrawer(isPresented: Binding<Bool>, onConfirm: @escaping () -> Void) -> some View {
                    overlay {
                        ZStack {
                            if isPresented.wrappedValue {
                                ↓Rectangle()
                                    .fill(.black.opacity(0.5))
                                    .onTapGesture { withAnimation { isPresented.wrappedValue.toggle() } }
                            }
                            if isPresented.wrappedValue {
                                DrawerPanel(onConfirm: onConfirm)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The panel is marked modal, so VoiceOver stays inside it.
            CheckExample("""
            struct MapScreen: View {
                @State private var isPresented = false
                var body: some View {
                    ZStack {
                        MapView()
                        if isPresented {
                            Color.black.opacity(0.25)
                                .ignoresSafeArea()
                                .onTapGesture { isPresented = false }
                            WeatherCard()
                                .accessibilityAddTraits(.isModal)
                        }
                    }
                }
            }
            """),
            // A popup view that draws only the dimming and its card: what it covers, and whether a
            // system presentation (often a clear .fullScreenCover) holds it, is decided where it is used.
            CheckExample("""
            struct WeatherPopup: View {
                @Binding var isPresented: Bool
                var body: some View {
                    ZStack {
                        if isPresented {
                            Color.black.opacity(0.25)
                                .ignoresSafeArea()
                                .onTapGesture { isPresented = false }
                            WeatherCard()
                        }
                    }
                }
            }
            """),
            // The content behind is hidden from the reader while the panel shows.
            CheckExample("""
            struct RecipeScreen: View {
                @State private var showingTimer = false
                var body: some View {
                    ZStack {
                        RecipeSteps().accessibilityHidden(showingTimer)
                        if showingTimer {
                            Color.black.opacity(0.4)
                                .onTapGesture { showingTimer = false }
                            TimerPanel()
                        }
                    }
                }
            }
            """),
            // Inside a system full-screen cover, which already keeps focus; a drawer's dimming
            // follows its drag and has no panel over it; a nearly clear tap catcher.
            CheckExample("""
            struct HelpButton: View {
                @State private var show = false
                @State private var progress: CGFloat = 0
                var body: some View {
                    Button("Help") { show = true }
                        .fullScreenCover(isPresented: $show) {
                            ZStack {
                                Color.black.opacity(0.4)
                                    .onTapGesture { show = false }
                                HelpPanel()
                            }
                        }
                    MainContent()
                        .overlay {
                            if progress > 0 {
                                Rectangle()
                                    .fill(.black.opacity(progress * 0.5))
                                    .onTapGesture { progress = 0 }
                            }
                        }
                    ZStack {
                        if show {
                            Color.black.opacity(0.01)
                                .onTapGesture { show = false }
                            HelpPanel()
                        }
                    }
                }
            }
            """),
            // A layer whose tap does something else than closing, and one shown unconditionally.
            CheckExample("""
            struct PlayerControls: View {
                @State private var showingControls = false
                var body: some View {
                    ZStack {
                        if showingControls {
                            Color.black.opacity(0.5)
                                .onTapGesture { player.togglePlayback() }
                            ControlsBar()
                        }
                        Color.black.opacity(0.3)
                            .onTapGesture { showingControls = false }
                        Artwork()
                    }
                }
            }
            """),
        ]
    )

    /// How a dimming colour is written.
    private static let dimmingColors: Set<String> = ["Color.black", ".black", "Color(.black)", "Color(uiColor:.black)", "Color(UIColor.black)"]
    /// Modifiers that paint a shape with a colour.
    private static let paintModifiers: Set<String> = ["fill", "foregroundColor", "foregroundStyle", "background"]
    /// The faintest dimming that reads as a modal backdrop.
    private static let minimumOpacity = 0.15

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let taps = file.index.calls("onTapGesture")
        guard !taps.isEmpty, !Self.containsFocus(file.index) else { return }
        for tap in taps {
            guard tap.modifiedExpression != nil, let action = TapGestureTrait.singleTapAction(tap), Self.closes(action) else { continue }
            let layer = tap.rootViewCall
            guard let opacity = Self.dimmingOpacity(layer), opacity >= Self.minimumOpacity,
                  Self.isShownByCondition(layer),
                  !layer.hasAncestor(where: { node in
                      node.as(ClosureExprSyntax.self)?.invokingCall.map { InteractiveViews.modalSheets.contains($0.calleeName ?? "") } ?? false
                  }),
                  Self.hasPanelOver(tap.outermostModifiedExpression), Self.coversContent(layer) else { continue }
            output.report(
                "This dimming layer with a panel drawn over it is a hand-made modal, and nothing marks it modal for VoiceOver: swiping past the panel walks onto the dimmed screen behind, where the person acts on controls they cannot see. Add .accessibilityAddTraits(.isModal) to the panel (or hide the content behind with .accessibilityHidden while it shows), or present it with .sheet or .fullScreenCover, which keep focus inside.",
                at: file.position(of: layer), confidence: .medium)
        }
    }

    /// The file marks a view modal, or hides views from the reader by a condition.
    private static func containsFocus(_ index: SwiftFileIndex) -> Bool {
        index.calls("accessibilityAddTraits").contains { $0.arguments.trimmedSourceText.contains("isModal") }
            || index.calls("accessibilityHidden").contains { call in
                guard let value = call.arguments.first?.expression else { return false }
                return !value.is(BooleanLiteralExprSyntax.self)
            }
    }

    /// A tap that closes what is open: it turns a flag off, clears a value, toggles, or dismisses.
    private static func closes(_ action: Syntax) -> Bool {
        let text = action.tokens(viewMode: .sourceAccurate).map(\.text).joined().lowercased()
        return ["=false", "=nil", ".toggle()", "dismiss", "close", "hide"].contains(where: text.contains)
    }

    /// The literal opacity of a black layer: `Color.black.opacity(0.4)`, `Color(.black).opacity(0.4)`,
    /// or a shape painted `.fill(.black.opacity(0.4))`; nil for anything else.
    private static func dimmingOpacity(_ layer: FunctionCallExprSyntax) -> Double? {
        func blackOpacity(_ call: FunctionCallExprSyntax) -> Double? {
            guard call.calleeName == "opacity", let base = call.modifiedExpression,
                  dimmingColors.contains(base.trimmedSourceText.filter { !$0.isWhitespace }) else { return nil }
            return call.arguments.first?.expression.numericLiteral
        }
        if let opacity = blackOpacity(layer) { return opacity }
        let name = layer.calleeName ?? ""
        if name == "Color", dimmingColors.contains(layer.trimmedSourceText.filter { !$0.isWhitespace }),
           let opacity = layer.modifiersApplied.first(where: { $0.calleeName == "opacity" }) {
            return opacity.arguments.first?.expression.numericLiteral
        }
        guard TapGestureTrait.scrimShapes.contains(name) else { return nil }
        for paint in layer.modifiersApplied where paintModifiers.contains(paint.calleeName ?? "") {
            if let color = paint.arguments.first?.expression.as(FunctionCallExprSyntax.self), let opacity = blackOpacity(color) { return opacity }
        }
        return nil
    }

    /// A view drawn after the layer in the same builder block, or, when the layer is alone in
    /// its `if`, after that `if` in the enclosing container.
    private static func hasPanelOver(_ layer: ExprSyntax) -> Bool {
        guard let item = layer.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if hasViewAfter(item, in: list) { return true }
        guard let ifExpr = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(IfExprSyntax.self),
              let ifItem = ifExpr.ancestor(where: { $0.is(CodeBlockItemSyntax.self) })?.as(CodeBlockItemSyntax.self),
              let outer = ifItem.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return hasViewAfter(ifItem, in: outer)
    }

    /// Containers the dimming may sit in on its way up to the content it covers.
    private static let passThroughContainers: Set<String> = ["ZStack", "GeometryReader", "Group"]

    /// The layer shows only under a condition: an `if` around it, directly or around the
    /// `ZStack`, `Group` or `GeometryReader` that holds it with its panel
    /// (`if showDetail { ZStack { Color.black.opacity(0.6); DetailCard() } }`).
    private static func isShownByCondition(_ layer: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(layer)
        while true {
            if node.ancestorInCodeBody(where: { $0.is(IfExprSyntax.self) }) != nil { return true }
            guard let closure = node.ancestor(where: { $0.is(ClosureExprSyntax.self) })?.as(ClosureExprSyntax.self),
                  let container = closure.invokingCall, passThroughContainers.contains(container.calleeName ?? "") else { return false }
            node = Syntax(container)
        }
    }

    /// The dimming is drawn over content of the same view: it sits in an `.overlay { }` of a
    /// view, or in a `ZStack` after the content, directly or through `GeometryReader`, `Group`
    /// and further `ZStack`s.
    private static func coversContent(_ layer: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(layer)
        while let closure = node.ancestor(where: { $0.is(ClosureExprSyntax.self) })?.as(ClosureExprSyntax.self),
              let container = closure.invokingCall, let name = container.calleeName {
            if name == "overlay" { return true }
            guard passThroughContainers.contains(name) else { return false }
            if name == "ZStack", let item = closure.statements.first(where: { $0.position <= node.position && node.endPosition <= $0.endPosition }),
               closure.statements.contains(where: { $0.endPosition <= item.position }) {
                return true
            }
            node = Syntax(container)
        }
        return false
    }

    private static func hasViewAfter(_ item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Bool {
        guard let index = list.firstIndex(where: { $0.id == item.id }) else { return false }
        return list[list.index(after: index)...].contains { later in
            later.item.is(ExprSyntax.self) || later.item.as(ExpressionStmtSyntax.self) != nil
        }
    }
}
