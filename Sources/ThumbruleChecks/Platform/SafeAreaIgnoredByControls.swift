import SwiftSyntax
import ThumbruleCore

/// `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(.all)` on a stack that holds controls:
/// the whole stack, buttons included, is laid out under the status bar, the sensor
/// housing and the home indicator, where a tap is hidden or sends the user home.
///
/// Reported only for plain layout containers (`VStack`, `HStack`, `ZStack`, `Group`,
/// `GeometryReader`) with a control (`InteractiveViews.controls`, or a tap gesture on
/// anything but a full-frame scrim) at an ignored edge: the first child of a vertical
/// stack for the top, the last for the bottom, any child of a layering or horizontal
/// stack, with no `Spacer` or padding on that side. Controls inside scrolling content,
/// custom views or presented surfaces end the search. Keyboard-only and side-only ignores
/// are skipped. Medium confidence: sizes and alignment may still keep the control clear.
///
/// Known false positives: a control in a ZStack or HStack that alignment centres away
/// from the edge. Known false negatives: controls inside custom views
/// (`ContentView().ignoresSafeArea()`), edges cleared by a fixed-height spacer view.
struct SafeAreaIgnoredByControls: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "layout-insets.controls-ignore-safe-area",
        ruleId: "layout-insets",
        summary: "A stack holding controls that ignores the safe area, so its controls can sit under the bars",
        // A watch screen has no status bar, sensor housing or home indicator to collide with.
        scopes: [.app, .appExtension],
        triggering: [
            CheckExample("""
            struct PlayerView: View {
                var body: some View {
                    ZStack {
                        Image("cover").resizable()
                        VStack {
                            Spacer()
                            Button("Play") { play() }
                        }
                    }
                    ↓.ignoresSafeArea()
                }
            }
            """),
            CheckExample("""
            struct Onboarding: View {
                var body: some View {
                    VStack {
                        Text("Welcome")
                        Spacer()
                        Toggle("Send tips", isOn: $tips)
                    }.background(Color.indigo)↓.edgesIgnoringSafeArea(.bottom)
                }
            }
            """),
        ],
        nonTriggering: [
            // wxyc-ios: a lightbox whose backdrop dismisses on tap and whose fitted cover, centred, zooms on a double tap.
            CheckExample("""
            struct CoverLightbox: View {
                let cover: UIImage
                var body: some View {
                    GeometryReader { proxy in
                        ZStack {
                            Color.black.opacity(fade)
                                .onTapGesture { close() }
                            Image(uiImage: cover)
                                .resizable()
                                .scaledToFit()
                                .scaleEffect(zoom)
                                .onTapGesture(count: 2, perform: toggleZoom)
                        }
                        .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                    .ignoresSafeArea()
                }
            }
            """),
            // A dimming backdrop that closes the card on a tap; the card keeps clear of the edge.
            CheckExample("""
            struct TipJarAlert: View {
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Color.black.opacity(0.3)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .onTapGesture { dismiss() }
                        VStack { Button("Tip") { tip() } }
                            .padding(.bottom, 34)
                    }
                    .edgesIgnoringSafeArea(.all)
                }
            }
            """),
            CheckExample("""
            struct PlayerView: View {
                var body: some View {
                    VStack {
                        Spacer()
                        Button("Play") { play() }
                    }
                    .background(Color.black.ignoresSafeArea())
                }
            }
            """),
            CheckExample("""
            struct Feed: View {
                var body: some View {
                    ZStack {
                        Color.black
                        ScrollView { Button("Load more") { load() } }
                    }
                    .ignoresSafeArea()
                    VStack { TextField("Message", text: $text) }.ignoresSafeArea(.keyboard)
                    HStack { Button("Next") { next() } }.ignoresSafeArea(edges: .horizontal)
                    ZStack { Image("hero") }.ignoresSafeArea().sheet(isPresented: $open) { Button("Close") { close() } }
                    ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { dismiss() }
                        VStack { Spacer(); Button("Play") { play() }; Spacer() }
                        VStack { Text("Now playing"); Spacer(); Button("Stop") { stop() }.padding(.bottom, 24) }
                    }
                    .ignoresSafeArea()
                }
            }
            """),
            // A form that hugs its content is centred in the ZStack, away from both edges.
            CheckExample("""
            struct SignIn: View {
                var body: some View {
                    GeometryReader { proxy in
                        ZStack {
                            Wave().offset(y: proxy.size.height * 0.3)
                            VStack(spacing: 15) {
                                TextField("Name", text: $name)
                                Button { signIn() } label: { Image(systemName: "chevron.forward") }
                                    .padding(.top, 30)
                            }
                        }
                    }
                    .ignoresSafeArea()
                }
            }
            """),
            // The bar's background bleeds; its label pads itself above the home indicator.
            CheckExample("""
            struct Results: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack {
                            List(rows) { Row($0) }
                            Button { showAll() } label: {
                                HStack { Text("View all results"); Spacer() }
                                    .adaptivePadding(.vertical, 36)
                                    .padding(.bottom, proxy.safeAreaInsets.bottom / 2)
                            }
                            .background(Color.black)
                        }
                    }
                    .edgesIgnoringSafeArea(.bottom)
                }
            }
            """),
        ]
    )

    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "GeometryReader"]
    /// Stacks whose children are laid out top to bottom: only the first can meet the top edge.
    static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]
    /// Full-frame views a tap gesture turns into a scrim, not a control.
    static let scrims: Set<String> = ["Color", "Rectangle", "Material"]

    enum Edge { case top, bottom }

    /// A colour named as a member (`Color.clear`, `Color.black.opacity(0.4)`): a scrim's fill.
    static func isColorMember(_ view: FunctionCallExprSyntax) -> Bool {
        var expression: ExprSyntax? = ExprSyntax(view)
        while let current = expression {
            if let call = current.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                if let base = member.base?.as(DeclReferenceExprSyntax.self) { return scrims.contains(base.baseName.text) }
                expression = member.base
            } else {
                return false
            }
        }
        return false
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for ignoring in SafeAreaIgnoringView.all(in: file) {
            guard let root = ignoring.view.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  Self.containers.contains(root.calleeName ?? ""),
                  // A stack that hugs its content is centred on the screen, away from both edges.
                  Self.fillsHeight(ExprSyntax(root)) else { continue }
            var edges: [(Edge, [FunctionCallExprSyntax])] = []
            if ignoring.top { edges.append((.top, controls(reaching: .top, in: ExprSyntax(root)))) }
            if ignoring.bottom { edges.append((.bottom, controls(reaching: .bottom, in: ExprSyntax(root)))) }
            let exposed = edges.filter { !$0.1.isEmpty }
            guard let first = exposed.flatMap(\.1).min(by: { $0.position < $1.position }) else { continue }
            let name = first.calleeName == "onTapGesture" ? "tappable view" : first.calleeName ?? "control"
            let places = exposed.map { $0.0 == .top ? "the status bar" : "the home indicator" }.joined(separator: " and ")
            output.report(
                "This \(root.calleeName ?? "stack") ignores the safe area and its \(name) sits at its edge, so it is laid out under \(places), where it is hidden or competes with a system gesture; keep the stack inside the safe area and let only its background bleed, e.g. .background(Color.x.ignoresSafeArea()).",
                at: file.position(of: ignoring.modifier.reportedNode), confidence: .medium,
                related: exposed.flatMap(\.1).prefix(3).map { RelatedLocation(file.position(of: $0.reportedNode), "\($0.calleeName ?? "control") at the edge") })
        }
    }

    /// The controls of a view, laid out to the edge of the screen, that meet its top or bottom
    /// edge: the view itself when it is a control (unless its label pads that edge or reads
    /// the safe-area insets), the first (top) or last (bottom) child of a vertical stack that
    /// fills its height, any child of a horizontal stack, and the children of a layering stack
    /// that fill its height or that its alignment pins to that edge. A `Spacer` or padding on
    /// that side keeps the edge clear; scrolling containers and other views end the search.
    private func controls(reaching edge: Edge, in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        guard let outer = expression.as(FunctionCallExprSyntax.self) else { return [] }
        let view = outer.rootViewCall
        let modifiers = view.modifiersApplied
        if modifiers.contains(where: { Self.padsEdge($0, edge) }) { return [] }
        if let tap = modifiers.first(where: { InteractiveViews.controls.contains($0.calleeName ?? "") }) {
            let isScrim = Self.scrims.contains(view.calleeName ?? "") || Self.isColorMember(view) || modifiers.contains { $0.calleeName == "ignoresSafeArea" }
            return isScrim ? [] : [tap]
        }
        guard let name = view.calleeName else { return [] }
        if InteractiveViews.controls.contains(name) { return Self.labelClearsEdge(of: view, edge) ? [] : [view] }
        guard Self.containers.union(Self.verticalStacks).contains(name), let content = view.contentClosure() else { return [] }
        let children = BuilderItems.expressions(in: content)
        if Self.verticalStacks.contains(name) {
            guard children.contains(where: Self.fillsHeight),
                  let child = edge == .top ? children.first : children.last,
                  child.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName != "Spacer" else { return [] }
            return controls(reaching: edge, in: child)
        }
        if name == "HStack" { return children.flatMap { controls(reaching: edge, in: $0) } }
        // ZStack, Group and GeometryReader place a child that does not fill their height by
        // their alignment: centred for a ZStack unless it names the edge, at the top for a GeometryReader.
        let alignment = view.argument("alignment")?.expression.trimmedSourceText.lowercased() ?? ""
        let pinned = name == "GeometryReader" ? edge == .top : alignment.contains(edge == .top ? "top" : "bottom")
        return children.filter { pinned || Self.fillsHeight($0) }.flatMap { controls(reaching: edge, in: $0) }
    }

    /// Views that take all the height they are offered.
    static let fillingViews: Set<String> = [
        "Spacer", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient",
        "AngularGradient", "GeometryReader", "ScrollView", "List", "Form", "TabView", "Map", "TextEditor", "NavigationStack",
        "NavigationView", "NavigationSplitView",
    ]

    /// Whether a view takes the full height it is offered: a view that always does, a resizable
    /// image that does not keep its aspect ratio (`fitsAspect`), a frame with an infinite maximum height, or a stack holding such a view (a
    /// `Spacer` fills a horizontal stack's width, not its height). A fixed-height frame does not.
    static func fillsHeight(_ expression: ExprSyntax) -> Bool {
        guard let outer = expression.as(FunctionCallExprSyntax.self) else { return false }
        let view = outer.rootViewCall
        let modifiers = view.modifiersApplied
        for frame in modifiers where frame.calleeName == "frame" {
            if frame.argument("maxHeight")?.expression.trimmedSourceText.contains("infinity") == true { return true }
            if frame.argument("height") != nil { return false }
        }
        guard let name = view.calleeName else { return false }
        if fillingViews.contains(name) { return true }
        if name == "Image" { return modifiers.contains { $0.calleeName == "resizable" } && !modifiers.contains(where: fitsAspect) }
        guard containers.union(verticalStacks).subtracting(["GeometryReader"]).contains(name), let content = view.contentClosure() else { return false }
        return BuilderItems.expressions(in: content).contains { child in
            name != "HStack" || child.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName != "Spacer" ? fillsHeight(child) : false
        }
    }

    /// `.scaledToFit()` or `.aspectRatio(contentMode: .fit)`: the image keeps its shape, so on a
    /// phone held upright a cover or photo is as wide as the screen and centred, clear of both bars.
    static func fitsAspect(_ modifier: FunctionCallExprSyntax) -> Bool {
        modifier.calleeName == "scaledToFit"
            || modifier.calleeName == "aspectRatio" && modifier.argument("contentMode")?.expression.trimmedSourceText.hasSuffix("fit") == true
    }

    /// Whether a control's label keeps clear of the edge itself: padding on that side, or a
    /// padding that reads the safe-area insets, so only the control's background bleeds.
    static func labelClearsEdge(of control: FunctionCallExprSyntax, _ edge: Edge) -> Bool {
        guard let label = control.labelClosure else { return false }
        return BuilderItems.expressions(in: label).contains { item in
            guard let call = item.as(FunctionCallExprSyntax.self) else { return false }
            return call.rootViewCall.modifiersApplied.contains { padsEdge($0, edge) || $0.trimmedSourceText.contains("safeAreaInsets") }
        }
    }

    /// Padding on the edge (`PaddingEdges`) keeps it clear; an app's own padding modifier
    /// (`adaptivePadding(.vertical, 36)`) reads the same way.
    static func padsEdge(_ modifier: FunctionCallExprSyntax, _ edge: Edge) -> Bool {
        modifier.padsEdge(edge == .top ? "top" : "bottom", axis: "vertical")
    }
}
