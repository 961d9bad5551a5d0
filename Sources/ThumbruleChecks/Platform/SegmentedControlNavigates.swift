import SwiftSyntax
import ThumbruleCore

/// A segmented control used to navigate: changing the segment pushes or presents another
/// screen. People read a segmented control as a filter of the view in front of them; as
/// navigation it duplicates the tab bar and loses its selection on the way back.
///
/// UIKit: the `valueChanged` handler of a segmented control (`addTarget(_:action:for:
/// .valueChanged)`, an `addAction(_:for: .valueChanged)` closure, or any function taking
/// a `UISegmentedControl` parameter, as `@IBAction`s do) that calls `pushViewController`,
/// `performSegue`, `show` or `present` (alerts and action sheets
/// excepted). SwiftUI: an `.onChange(of:)` on a segmented Picker's selection that appends
/// to a navigation path or pushes.
///
/// Known false negatives: navigation in a method the handler calls, selections that drive
/// `navigationDestination(isPresented:)` or a sheet through other state.
/// Known false positives: a segment that opens a screen on purpose as one of its options.
struct SegmentedControlNavigates: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "nav-segmented.navigates",
        ruleId: "nav-segmented",
        summary: "A segmented control whose change pushes or presents another screen",
        triggering: [
            CheckExample("""
            final class LibraryViewController: UIViewController {
                private let modeControl = UISegmentedControl(items: ["Books", "Authors"])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modeControl.addTarget(self, action: #selector(modeChanged), for: .valueChanged)
                }
                @objc private func modeChanged() {
                    if modeControl.selectedSegmentIndex == 1 {
                        ↓navigationController?.pushViewController(AuthorsViewController(), animated: true)
                    }
                }
            }
            """),
            CheckExample("""
            struct Library: View {
                @State private var mode = Mode.books
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Picker("Mode", selection: $mode) { Text("Books").tag(Mode.books); Text("Authors").tag(Mode.authors) }
                            .pickerStyle(.segmented)
                            .onChange(of: mode) { _, newMode in ↓path.append(newMode) }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            final class LibraryViewController: UIViewController {
                @IBAction func filterChanged(_ sender: UISegmentedControl) {
                    filter = sender.selectedSegmentIndex == 0 ? .all : .unread
                    tableView.reloadData()
                }
                @IBAction func deleteTapped(_ sender: UIButton) {
                    navigationController?.pushViewController(ConfirmViewController(), animated: true)
                }
                @IBAction func sortChanged(_ sender: UISegmentedControl) {
                    present(UIAlertController(title: "Sorted", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """),
            CheckExample("""
            struct Library: View {
                @State private var mode = Mode.books
                var body: some View {
                    Picker("Mode", selection: $mode) { Text("Books").tag(Mode.books); Text("Authors").tag(Mode.authors) }
                        .pickerStyle(.segmented)
                        .onChange(of: mode) { _, _ in items.append(contentsOf: load()) }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var handlers: [Syntax] = []
        let controls = file.declaredVariables.filter { $0.value.contains { $0.typeName == "UISegmentedControl" } }.keys
        for call in file.index.calls("addTarget", "addAction") {
            guard call.arguments.contains(where: { $0.label?.text == "for" && $0.expression.trimmedSourceText.hasSuffix("valueChanged") }),
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey, controls.contains(receiver) else { continue }
            if call.calleeName == "addAction", let action = call.arguments.first?.expression {
                handlers.append(Syntax(action))
            } else if let selector = call.argument("action")?.expression.as(MacroExpansionExprSyntax.self)?.arguments.first?.expression,
                      let name = selector.lastNameComponent {
                handlers += file.index.functions.filter { $0.name.text == name }.map(Syntax.init)
            }
        }
        handlers += file.index.functions.filter { function in
            function.signature.parameterClause.parameters.contains { $0.type.trimmedSourceText == "UISegmentedControl" }
        }.map(Syntax.init)
        var reported = Set<SyntaxIdentifier>()
        for handler in handlers {
            for call in file.index.calls(Array(NavigationAPIs.screenChanges) + ["present"], inside: handler)
            where Self.changesScreen(call) && reported.insert(call.id).inserted {
                output.report(
                    "Changing this segmented control's segment moves to another screen; a segmented control only filters or switches the view it sits in, so put separate destinations in a tab bar or a list of links, and keep the control for filtering.",
                    at: file.position(of: call))
            }
        }

        for picker in file.index.calls("Picker") where SegmentedControlSegments.isSegmented(picker) {
            guard let selection = picker.argument("selection")?.expression.trimmedSourceText, selection.hasPrefix("$") else { continue }
            let name = String(selection.dropFirst())
            for change in file.index.calls("onChange") where change.argument("of")?.expression.receiverKey == name {
                guard let closure = change.contentClosure(labels: ["perform", "action"]) else { continue }
                for call in file.index.calls(["append", "pushViewController"], inside: closure) {
                    guard call.calleeName == "pushViewController"
                            || call.calledExpression.as(MemberAccessExprSyntax.self)?.receiverKey.lowercased().hasSuffix("path") == true else { continue }
                    output.report(
                        "Changing this segmented picker's selection pushes a screen onto the navigation path; a segmented control only filters or switches the view it sits in, so use a NavigationLink or a TabView for separate destinations.",
                        at: file.position(of: call), confidence: .medium)
                }
            }
        }
    }

    /// `present(alert, …)` shows a message, not a screen.
    static func changesScreen(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "present" else { return call.calleeName != "show" || call.argument("sender") != nil }
        let presented = call.arguments.first?.expression.trimmedSourceText.lowercased() ?? ""
        return call.argument("animated") != nil && !presented.contains("alert") && !presented.contains("sheet")
    }
}
