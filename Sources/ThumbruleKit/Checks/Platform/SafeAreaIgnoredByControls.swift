import SwiftSyntax

/// `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(.all)` on a stack that holds controls:
/// the whole stack, buttons included, is laid out under the status bar, the sensor
/// housing and the home indicator, where a tap is hidden or sends the user home.
///
/// Reported only for plain layout containers (`VStack`, `HStack`, `ZStack`, `Group`,
/// `GeometryReader`) whose own content holds a control (`InteractiveViews.controls`).
/// Controls inside a scrolling container or a presented surface (sheet, toolbar, menu)
/// do not count: the system insets or places them. Keyboard-only and side-only ignores
/// are skipped. Medium confidence: the code shows the controls may reach the unsafe
/// edges, not that the layout puts them there.
///
/// Known false positives: a control centred in a full-screen stack that never nears an
/// edge, or kept clear of it with its own padding. Known false negatives: the ignore on a
/// custom view (`ContentView().ignoresSafeArea()`) whose controls are in another type.
struct SafeAreaIgnoredByControls: SwiftFileCheck {
    static let description = CheckDescription(
        id: "layout-insets.controls-ignore-safe-area",
        ruleId: "layout-insets",
        summary: "A stack holding controls that ignores the safe area, so its controls can sit under the bars",
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
                }
            }
            """),
        ]
    )

    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "GeometryReader"]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests else { return }
        for ignoring in SafeAreaIgnoringView.all(in: file) {
            guard let root = ignoring.view.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  Self.containers.contains(root.calleeName ?? ""), let content = root.contentClosure() else { continue }
            let barriers = InteractiveViews.presentations.union(InteractiveViews.scrollingContainers)
            let controls = file.index.calls(Array(InteractiveViews.controls), inside: content)
                .filter { ignoring.covers($0, barriers: barriers) }
                .sorted { $0.position < $1.position }
            guard let first = controls.first else { continue }
            let name = first.calleeName ?? "control"
            let edges = ignoring.top && ignoring.bottom ? "the status bar and the home indicator" : ignoring.top ? "the status bar" : "the home indicator"
            output.report(
                "This \(root.calleeName ?? "stack") ignores the safe area, so its \(name) can be laid out under \(edges), where it is hidden or competes with a system gesture; keep the stack inside the safe area and let only its background bleed, e.g. .background(Color.x.ignoresSafeArea()).",
                at: file.position(of: ignoring.modifier.reportedNode), confidence: .medium,
                related: controls.prefix(3).map { RelatedLocation(file.position(of: $0.reportedNode), "\($0.calleeName ?? "control") inside the stack") })
        }
    }
}
