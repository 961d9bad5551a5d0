import SwiftSyntax
import ThumbruleCore

/// A UIKit sheet given two or more detents (`sheet.detents = [.medium(), .large()]`) whose
/// grabber is never turned on. `UISheetPresentationController.prefersGrabberVisible` is false
/// by default, and the grabber is the only sign that the half-height sheet grows.
///
/// Only array literals whose entries include UIKit's detent calls (`.medium()`, `.large()`,
/// `.custom(…)`) count, so SwiftUI's `presentationDetents` and an app's own `detents` property
/// are left alone (SwiftUI decides its drag indicator's automatic visibility itself). A grabber
/// set on the same receiver anywhere in the file, or anywhere in the same function, silences it.
struct UIKitSheetWithoutGrabber: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "nav-sheet.uikit-no-grabber",
        ruleId: "nav-sheet",
        summary: "A UIKit sheet that resizes between detents but never shows its grabber",
        triggering: [
            CheckExample("""
            final class InboxViewController: UIViewController {
                func showFilters() {
                    let filters = UINavigationController(rootViewController: FiltersViewController())
                    if let sheet = filters.sheetPresentationController {
                        ↓sheet.detents = [.medium(), .large()]
                        sheet.largestUndimmedDetentIdentifier = .medium
                    }
                    present(filters, animated: true)
                }

                func showAccounts() {
                    let accounts = AccountsViewController()
                    ↓accounts.sheetPresentationController?.detents = [
                        .custom { context in context.maximumDetentValue * 0.3 },
                        .large(),
                    ]
                    present(accounts, animated: true)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            final class InboxViewController: UIViewController {
                func showFilters() {
                    let filters = FiltersViewController()
                    if let sheet = filters.sheetPresentationController {
                        sheet.detents = [.medium(), .large()]
                        sheet.prefersGrabberVisible = true
                    }
                    present(filters, animated: true)
                }

                func showPicker() {
                    let picker = PickerViewController()
                    picker.sheetPresentationController?.detents = [.medium()]
                    present(picker, animated: true)
                }

                func showNote() {
                    let note = NoteViewController()
                    let sheet = note.sheetPresentationController
                    sheet?.prefersGrabberVisible = true
                    sheet?.detents = [.medium(), .large()]
                    present(note, animated: true)
                }
            }
            """),
            // SwiftUI's detents are values, not calls, and its indicator follows them on its own.
            CheckExample("""
            struct FiltersButton: View {
                @State private var showing = false
                var body: some View {
                    Button("Filters") { showing = true }
                        .sheet(isPresented: $showing) {
                            FiltersView().presentationDetents([.medium, .large])
                        }
                }
            }
            """),
            // An app's own model with a property of the same name.
            CheckExample("""
            func configure(_ drawer: DrawerLayout) {
                drawer.detents = [.collapsed, .expanded]
            }
            """),
        ]
    )

    private static let uikitDetents: Set<String> = ["medium", "large", "custom"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let detents = file.index.memberAccesses("detents")
        guard !detents.isEmpty else { return }
        let grabbers = file.index.memberAccesses("prefersGrabberVisible").filter { access in
            access.isAssigned && access.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        }
        for access in detents where access.isAssigned {
            guard let array = access.assignedValue?.as(ArrayExprSyntax.self), array.elements.count >= 2,
                  array.elements.contains(where: { Self.isUIKitDetent($0.expression) }) else { continue }
            let receiver = access.receiverKey
            let function = access.enclosingFunctionName
            if grabbers.contains(where: { $0.receiverKey == receiver || (function != nil && $0.enclosingFunctionName == function) }) { continue }
            output.report(
                "This sheet resizes between \(array.elements.count) detents but never sets prefersGrabberVisible = true; UIKit hides the grabber by default, and it is the cue that the sheet grows. Set it on the same sheet.",
                at: file.position(of: access))
        }
    }

    /// `.medium()`, `.large()`, `.custom(…)` or `.custom { … }`, written as calls as UIKit's detents are.
    private static func isUIKitDetent(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return uikitDetents.contains(call.calleeName ?? "")
    }
}
