import SwiftSyntax
import ThumbruleCore

/// More than two items on the trailing side of a navigation bar: on a narrow phone, with
/// a long translation or large text, the title truncates and the buttons collide.
///
/// SwiftUI: the items a `.toolbar { … }` places trailing (`ToolbarItem` with a trailing or
/// automatic placement, the children of such a `ToolbarItemGroup`, and bare views, which
/// are automatic). `if` / `#if` branches are alternatives, so the larger one counts, and items
/// under separate `if`s without `else` are counted as if only one of those conditions held
/// (`if useLegacyScanner { switchCamera }`, `if isScanPaused { resume }`): a bar that overflows
/// only when two conditions hold at once is left alone; a
/// `ForEach`, a variable or a custom toolbar-content type makes the count unknown and the
/// toolbar is skipped. UIKit: `rightBarButtonItems = [a, b, c]` or
/// `setRightBarButtonItems([…], animated:)` with an array literal, spacers not counted, nor an
/// item that only shows a status view (`UIBarButtonItem(customView: liveDot)` where the file
/// makes `liveDot` a plain `UIView`, a spinner, an image or a label): it takes no tap.
/// A `ToolbarItem` whose content shows only on a Mac (`if platformDetector.isMac { … }`, an
/// `#if targetEnvironment(macCatalyst)` clause) counts nothing: the phone's bar never has it
/// (kmail-ios ComposeMessageView's encryption button). Watch targets are skipped.
///
/// Known false negatives: items added one by one, toolbars built from variables.
/// Known false positives: an iPad-only screen, where the bar has room.
struct NavigationBarTrailingItems: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "nav-bar.trailing-items",
        ruleId: "nav-bar",
        summary: "A navigation bar with more than two trailing items",
        scopes: [.app, .appExtension],
        triggering: [
            CheckExample("""
            struct RecipeDetail: View {
                var body: some View {
                    content
                        ↓.toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } }
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Share", systemImage: "square.and.arrow.up") { share() }
                                Button("Favourite", systemImage: "heart") { favourite() }
                            }
                            ToolbarItem { Button("Edit") { edit() } }
                        }
                }
            }
            """),
            // Behind a feature flag, not a Mac check: the phone's bar holds all three.
            CheckExample("""
            struct ComposeView: View {
                var body: some View {
                    editor
                        ↓.toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                if featureFlags.isEnabled(.encryption) { EncryptionButton(draft: draft) }
                            }
                            ToolbarItem(placement: .topBarTrailing) { Button("Schedule") { schedule() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { send() } }
                        }
                }
            }
            """),
            CheckExample("""
            final class RecipeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [shareItem, favouriteItem, ↓editItem]
                }
            }
            """),
            // Two items always, a third whenever editing: one condition overflows the bar.
            CheckExample("""
            struct NoteDetail: View {
                var body: some View {
                    content
                        ↓.toolbar {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button("Share", systemImage: "square.and.arrow.up") { share() }
                                Button("Pin", systemImage: "pin") { pin() }
                                if isEditing { Button("Done") { isEditing = false } }
                            }
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            // One item always, two more each under its own condition: three only when both hold
            // (grocy-swiftui QuickScanModeView).
            CheckExample("""
            struct QuickScanModeView: View {
                var body: some View {
                    scanner
                        .toolbar {
                            ToolbarItemGroup(placement: .topBarTrailing) {
                                Button(action: { isTorchOn.toggle() }, label: { Image(systemName: "bolt.circle") })
                                if getFrontCameraAvailable() && useLegacyScanner {
                                    Button(action: { isFrontCamera.toggle() }, label: { Image(systemName: MySymbols.changeCamera) })
                                }
                                if isScanPaused {
                                    Button(action: { qsActiveSheet = nil }, label: { Image(systemName: "pause.rectangle") })
                                }
                            }
                        }
                }
            }
            """),
            // The Mac's toolbar holds three; the phone's one menu.
            CheckExample("""
            struct LogViewer: View {
                var body: some View {
                    logList
                        .toolbar {
                            #if os(macOS)
                            ToolbarItem { Button("Copy") { copy() } }
                            ToolbarItem { Button("Share") { share() } }
                            ToolbarItem { Button("Clear") { clear() } }
                            #else
                            ToolbarItem(placement: .topBarTrailing) { Menu("More") { Button("Copy") { copy() } } }
                            #endif
                        }
                }
            }
            """),
            CheckExample("""
            struct RecipeDetail: View {
                var body: some View {
                    content
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } }
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu("More", systemImage: "ellipsis.circle") {
                                    Button("Share") { share() }
                                    Button("Favourite") { favourite() }
                                    Button("Print") { print() }
                                }
                            }
                            ToolbarItem(placement: .bottomBar) { Button("Cook") { cook() } }
                            if isEditing {
                                ToolbarItem { Button("Done") { done() } }
                            } else {
                                ToolbarItem { Button("Edit") { edit() } }
                            }
                        }
                        .toolbar { ForEach(actions) { action in Button(action.title) { action.run() } } }
                }
            }
            """),
            CheckExample("""
            navigationItem.rightBarButtonItems = [doneItem, UIBarButtonItem(systemItem: .fixedSpace), editItem]
            """),
            // The encryption button shows only in the Mac window; the phone's bar holds two
            // (kmail-ios ComposeMessageView).
            CheckExample("""
            struct ComposeMessageView: View {
                var body: some View {
                    editor
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                if platformDetector.isMac && featureFlags.isEnabled(.mailComposeEncrypted) {
                                    EncryptionButton(draft: draft)
                                }
                            }
                            ToolbarItem(placement: .topBarTrailing) { Button("Schedule") { schedule() } }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { send() } }
                        }
                }
            }
            """),
            // A pulsing dot that says the thread is live is a status, not a third action.
            CheckExample("""
            final class ThreadViewController: UIViewController {
                var syncDot = UIView()
                var syncItem: UIBarButtonItem!
                func startLiveUpdates() {
                    syncDot = UIView()
                    syncItem = UIBarButtonItem(customView: syncDot)
                    navigationItem.rightBarButtonItems = [replyItem, shareItem, self.syncItem]
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for toolbar in file.index.calls("toolbar") where toolbar.modifiedExpression != nil {
            guard let content = toolbar.contentClosure(),
                  let count = BuilderItems.tally(in: content.statements, counting: trailingItems)?.withOneOptional,
                  count > NavigationAPIs.maxTrailingItems else { continue }
            output.report(
                "This toolbar puts \(count) items on the trailing side of the navigation bar; keep at most \(NavigationAPIs.maxTrailingItems) there (words such as Edit or Done before icons) and move the rest into one Menu (\"More\", systemImage: \"ellipsis.circle\") or a bottom bar.",
                at: file.position(of: toolbar.reportedNode))
        }
        let assignments = file.index.memberAccesses("rightBarButtonItems").compactMap { $0.assignedValue }
        let calls = file.index.calls("setRightBarButtonItems").compactMap { $0.arguments.first?.expression }
        for value in assignments + calls {
            guard let array = value.as(ArrayExprSyntax.self) else { continue }
            let items = array.elements.filter {
                !$0.expression.trimmedSourceText.lowercased().contains("space") && !Self.showsOnlyStatus($0.expression, in: file)
            }
            guard items.count > NavigationAPIs.maxTrailingItems else { continue }
            let third = items[items.index(items.startIndex, offsetBy: NavigationAPIs.maxTrailingItems)]
            output.report(
                "rightBarButtonItems holds \(items.count) items; keep at most \(NavigationAPIs.maxTrailingItems) trailing items (words such as Edit or Done before icons) and put the rest behind one UIBarButtonItem with a UIMenu, or in a toolbar.",
                at: file.position(of: third.expression))
        }
    }

    /// Views that take no tap when a bar item shows them.
    static let statusViews: Set<String> = ["UIView", "UIImageView", "UILabel", "UIActivityIndicatorView", "UIProgressView"]

    /// True for a `UIBarButtonItem(customView:)` whose view is, in every value the file gives
    /// it, one of `statusViews`; the item is that call or a name every value of which is one.
    static func showsOnlyStatus(_ item: ExprSyntax, in file: SwiftFile) -> Bool {
        /// Every value the file gives a name: assignments and initial values.
        func values(of expression: ExprSyntax) -> [ExprSyntax] {
            if expression.is(FunctionCallExprSyntax.self) { return [expression] }
            guard let name = expression.lastNameComponent else { return [] }
            let assigned = file.index.references(name).compactMap { ExprSyntax($0).assignedValue }
                + file.index.memberAccesses(name).compactMap { ExprSyntax($0).assignedValue }
            let initial = file.index.variables.flatMap(\.bindings).filter { $0.pattern.trimmedSourceText == name }.compactMap { $0.initializer?.value }
            return assigned + initial
        }
        let items = values(of: item)
        return !items.isEmpty && items.allSatisfy { value in
            guard let call = value.as(FunctionCallExprSyntax.self), let view = call.argument("customView")?.expression else { return false }
            let views = values(of: view)
            return !views.isEmpty && views.allSatisfy { statusViews.contains($0.as(FunctionCallExprSyntax.self)?.calleePath ?? "") }
        }
    }

    /// How many trailing items one toolbar entry adds, or nil when that cannot be told.
    private func trailingItems(_ expression: ExprSyntax) -> BuilderItems.Tally? {
        guard let call = expression.as(FunctionCallExprSyntax.self)?.rootViewCall, let name = call.calleeName else { return nil }
        let none = BuilderItems.Tally(fixed: 0), one = BuilderItems.Tally(fixed: 1)
        if NavigationAPIs.toolbarNonItems.contains(name) { return none }
        let placement = call.argument("placement")?.expression.trimmedSourceText ?? ".automatic"
        switch name {
        case "ToolbarItem":
            if let content = call.contentClosure(), Self.showsOnlyOnMac(content.statements) { return none }
            return NavigationAPIs.trailingPlacements.contains(placement) ? one : none
        case "ToolbarItemGroup":
            guard NavigationAPIs.trailingPlacements.contains(placement) else { return none }
            guard let content = call.contentClosure() else { return nil }
            return BuilderItems.tally(in: content.statements) { child in
                guard let childName = child.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName else { return nil }
                if NavigationAPIs.toolbarNonItems.contains(childName) { return none }
                return NavigationAPIs.singleToolbarItems.contains(childName) ? one : nil
            }
        default:
            return NavigationAPIs.singleToolbarItems.contains(name) ? one : nil
        }
    }

    /// Flags that are true only when the app runs on a Mac, Catalyst or the iPhone app on Apple
    /// silicon: `ProcessInfo.processInfo.isMacCatalystApp`, an app's `platformDetector.isMac`.
    static let macOnlyFlags: Set<String> = ["isMac", "isMacCatalyst", "isMacCatalystApp", "isiOSAppOnMac", "isRunningOnMac"]

    /// True when every statement is an `if` without `else` whose condition holds only on a
    /// Mac, or an `#if` whose every clause compiles only for a Mac: nothing shows on the phone.
    static func showsOnlyOnMac(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { statement in
            if let config = statement.item.as(IfConfigDeclSyntax.self) {
                return config.clauses.allSatisfy { $0.compilesOnlyForOtherPlatforms || ($0.condition.map(namesCatalyst) ?? false) }
            }
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let conditional = expression?.as(IfExprSyntax.self), conditional.elseBody == nil else { return false }
            return conditional.conditions.contains { element in
                element.condition.as(ExprSyntax.self).map(holdsOnlyOnMac) ?? false
            }
        }
    }

    /// `targetEnvironment(macCatalyst)`.
    private static func namesCatalyst(_ condition: ExprSyntax) -> Bool {
        guard let call = condition.as(FunctionCallExprSyntax.self) else { return false }
        return call.calleeName == "targetEnvironment" && call.arguments.first?.expression.trimmedSourceText == "macCatalyst"
    }

    /// A flag of `macOnlyFlags`, or an `&&` chain with one among its operands.
    private static func holdsOnlyOnMac(_ condition: ExprSyntax) -> Bool {
        if macOnlyFlags.contains(condition.lastNameComponent ?? "") { return true }
        guard let elements = condition.as(SequenceExprSyntax.self).map({ Array($0.elements) }) else { return false }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) else { return false }
        return stride(from: 0, to: elements.count, by: 2).contains { macOnlyFlags.contains(elements[$0].lastNameComponent ?? "") }
    }
}
