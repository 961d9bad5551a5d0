import SwiftSyntax
import ThumbruleCore

/// A safe-area size typed as a number: `.padding(.top, 47)` on a view that ignores the
/// safe area, or a constraint `constant: 44` to the root view's top instead of its
/// `safeAreaLayoutGuide`. The number is right on one iPhone family and wrong on the next
/// (44, 47, 59 and 62pt tops; 34pt home indicator).
///
/// Conservative on purpose: only numbers from `SafeAreaInsets` count, and only where the
/// code proves they stand in for the safe area. In SwiftUI that is padding or a y offset
/// applied inside, or after, an `.ignoresSafeArea` / `.edgesIgnoringSafeArea` that covers
/// the same edge. In UIKit it is a top or bottom anchor constraint to `view` (the view
/// controller's root view) rather than to its safe-area guide, in the app itself (app
/// extensions show no status bar).
///
/// Known false negatives: 20pt (Home-button status bar, also a common margin), frame
/// arithmetic (`CGRect(x: 0, y: 44, …)`), constants held in variables. Known false
/// positives: a 44pt gap under a custom bar that was meant to be 44pt on every phone.
struct HardCodedSafeAreaInset: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "layout-insets.hard-coded-inset",
        ruleId: "layout-insets",
        summary: "A status-bar or home-indicator height typed as a number where the safe area is ignored",
        triggering: [
            CheckExample("""
            struct ArticleView: View {
                var body: some View {
                    ScrollView {
                        Text(title)
                            ↓.padding(.top, 47)
                    }
                    .ignoresSafeArea()
                    VStack { Button("Buy") { buy() } }
                        .edgesIgnoringSafeArea(.bottom)
                        ↓.padding(.bottom, 34)
                }
            }
            """),
            CheckExample("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        closeButton.topAnchor.constraint(equalTo: view.topAnchor, ↓constant: 44),
                        playButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, ↓constant: -34),
                    ])
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct ArticleView: View {
                var body: some View {
                    ScrollView {
                        Text(title).padding(.top, 44)
                    }
                    VStack { Text("Hi").padding(.bottom, 34) }
                        .ignoresSafeArea(edges: .top)
                    ZStack { Color.black }.ignoresSafeArea().sheet(isPresented: $open) { Text("x").padding(.top, 59) }
                }
            }
            """),
            // A note under sheet content, 34pt above the bottom edge: the home indicator is never
            // taller, so it only gains space on other phones (furniture-ios order sheet).
            CheckExample("""
            struct ReceiptSheet: View {
                var body: some View {
                    VStack {
                        Button("Done") { close() }
                        Spacer()
                        Text("Thanks for your order")
                            .padding(.bottom, 34)
                    }
                    .presentationDetents([.height(420)])
                    .ignoresSafeArea(.all, edges: .bottom)
                }
            }
            """),
            CheckExample("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSLayoutConstraint.activate([
                        closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 44),
                        titleLabel.topAnchor.constraint(equalTo: closeButton.bottomAnchor, constant: 44),
                    ])
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        checkSwiftUI(file, &output)
        // Extensions (notification content, widgets, keyboards) have no status bar to guess.
        if file.target.kind.isMainApp { checkUIKit(file, &output) }
    }

    private func checkSwiftUI(_ file: SwiftFile, _ output: inout CheckOutput) {
        let ignoring = SafeAreaIgnoringView.all(in: file)
        guard !ignoring.isEmpty else { return }
        for call in file.index.calls("padding", "offset") where call.modifiedExpression != nil {
            guard let (edge, points) = Self.verticalInset(of: call) else { continue }
            let numbers = edge == .top ? SafeAreaInsets.top : SafeAreaInsets.bottom
            guard numbers.contains(points),
                  ignoring.contains(where: { (edge == .top ? $0.top : $0.bottom) && $0.covers(call) }),
                  !Self.isHomeIndicatorGapUnderSheetText(call, edge: edge, points: points) else { continue }
            output.report(
                "\(Self.describe(points, edge)) is typed on a view that ignores the safe area, and is right on only some iPhones (\(Self.insetRange(edge))); keep this content inside the safe area and move .ignoresSafeArea() to its background, or read the inset from GeometryReader's safeAreaInsets.",
                at: file.position(of: call.reportedNode), confidence: .medium)
        }
    }

    private func checkUIKit(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("constraint") {
            guard let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let target = call.argument("equalTo")?.expression.as(MemberAccessExprSyntax.self),
                  target.declName.baseName.text == anchor, ["view", "view.window", "window"].contains(target.receiverKey),
                  let constant = call.argument("constant"), let value = constant.expression.numericLiteral else { continue }
            let matches = anchor == "topAnchor" && value > 0 && SafeAreaInsets.top.contains(value)
                || anchor == "bottomAnchor" && value < 0 && SafeAreaInsets.bottom.contains(-value)
            guard matches, file.index.typeDeclarations.contains(where: { $0.node.encloses(call) && $0.inheritedNames.contains { $0.hasSuffix("ViewController") } })
            else { continue }
            let edge: Edge = anchor == "topAnchor" ? .top : .bottom
            output.report(
                "\(Self.describe(abs(value), edge)) is typed against the root view's \(anchor), guessing one iPhone's safe area (\(Self.insetRange(edge))); constrain to view.safeAreaLayoutGuide.\(anchor) instead, with the spacing you want beyond it.",
                at: file.position(of: constant), confidence: .medium)
        }
    }

    enum Edge { case top, bottom }

    /// `.padding(.top, 47)`, `.padding(.bottom, 34)`, `.offset(y: 44)` → the edge and size.
    static func verticalInset(of call: FunctionCallExprSyntax) -> (Edge, Double)? {
        if call.calleeName == "offset", let y = call.argument("y")?.expression.numericLiteral, call.argument("x") == nil {
            return y > 0 ? (.top, y) : (.bottom, -y)
        }
        guard call.calleeName == "padding", call.arguments.count == 2,
              let edges = call.arguments.first?.expression.trimmedSourceText,
              let points = call.arguments.last?.expression.numericLiteral else { return nil }
        switch edges {
        case ".top": return (.top, points)
        case ".bottom": return (.bottom, points)
        default: return nil
        }
    }

    /// What the safe area measures at `edge` across iPhones, for the message: a typed top is
    /// too small on newer phones, a typed bottom matches only the Face ID phones in portrait.
    static func insetRange(_ edge: Edge) -> String {
        switch edge {
        case .top: "tops run 44–62pt, 20pt with a Home button"
        case .bottom: "the bottom inset is the 34pt home indicator on Face ID iPhones in portrait, 21pt in landscape, none with a Home button"
        }
    }

    /// True for the 34pt home-indicator height typed under a `Text` in sheet content (a view
    /// carrying `.presentationDetents`, or the content closure of `.sheet`): 34pt is the
    /// largest bottom inset any iPhone has, so the text never reaches the home indicator; on
    /// other phones it only gets extra space below it (furniture-ios VerifyOtpView's order
    /// sheet). A control, or a top inset, can still be placed wrong and stays reported.
    static func isHomeIndicatorGapUnderSheetText(_ call: FunctionCallExprSyntax, edge: Edge, points: Double) -> Bool {
        guard edge == .bottom, points == 34, call.calleeName == "padding",
              call.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Text" else { return false }
        for node in sequence(first: Syntax(call), next: \.parent) {
            if node.is(DeclSyntax.self) { return false }
            guard let ancestor = node.as(FunctionCallExprSyntax.self), ancestor.id != call.id else { continue }
            switch ancestor.calleeName {
            case "presentationDetents"?:
                if ancestor.modifiedExpression?.encloses(call) == true { return true }
            case "sheet"?:
                if ancestor.trailingClosure?.encloses(call) == true || ancestor.argument("content")?.encloses(call) == true { return true }
            default:
                break
            }
        }
        return false
    }

    package static func describe(_ points: Double, _ edge: Edge) -> String {
        "\(SwiftUIFixedFontSize.format(points))pt at the \(edge == .top ? "top" : "bottom")"
    }
}
