import SwiftSyntax
import ThumbruleCore

/// A call recorded in the file pass so the project pass can follow it into the function the
/// project declares for it, in any file: what a button's action reaches one hop away.
struct ProjectCall: Codable, Sendable, Hashable {
    let name: String
    let labels: [String]
    /// The type the receiver is declared as in the caller's file, when that file says.
    let receiverType: String?

    init(name: String, labels: [String], receiverType: String?) {
        self.name = name
        self.labels = labels
        self.receiverType = receiverType
    }

    /// `store.remove(entry)` with `let store: JournalStore` → `remove`, `["_"]`, `JournalStore`.
    init?(_ call: FunctionCallExprSyntax, in file: SwiftFile) {
        guard let name = call.calleeName else { return nil }
        self.init(name: name, labels: call.argumentLabels, receiverType: Self.receiverType(of: call, file))
    }

    /// The type of a call's receiver as its file declares it (`SwiftFile.declaredType(ofReceiver:at:)`).
    static func receiverType(of call: FunctionCallExprSyntax, _ file: SwiftFile) -> String? {
        file.declaredType(ofReceiver: call.receiver?.receiverKey ?? "", at: call)
    }

    /// The project's functions this call may reach: those of the receiver's type when it is
    /// known, else the one function of that name and labels when the project declares only one.
    func functions(in project: Project) -> [DeclaredFunction] {
        let shape = CallShape(name: name, labels: labels)
        let found = project.symbols.functions(matching: shape, in: receiverType)
        return receiverType == nil && found.count > 1 ? [] : found
    }
}

extension SwiftFile {
    /// The type a receiver (its `receiverKey`) is declared as in this file: the enclosing type
    /// for `self` or none (""), a variable's annotated or constructed type for `x`; nil otherwise.
    func declaredType(ofReceiver key: String, at node: some SyntaxProtocol) -> String? {
        if key.isEmpty { return node.enclosingTypeName.map(Symbols.bareName) }
        guard !key.contains("."), let declared = declaredVariables[key] else { return nil }
        // Several views of the file may each declare `model`: one answer when they agree.
        let types = Set(declared.map { $0.typeName.map(Symbols.bareName) })
        return types.count == 1 ? types.first ?? nil : nil
    }
}

extension SwiftUIControls {
    /// The code a `Button` runs: its `action:` argument, or the trailing closure when the label
    /// is given another way (`Button("Delete") { … }`, `Button { … } label: { … }`).
    static func action(of button: FunctionCallExprSyntax) -> ExprSyntax? {
        if let action = button.argument("action")?.expression { return action }
        guard let trailing = button.trailingClosure, label(of: button)?.id != trailing.id else { return nil }
        return ExprSyntax(trailing)
    }
}
