import SwiftSyntax

extension APICall {
    /// True when a call is this table entry: its name, a callee that mentions the receiver,
    /// and the label of its first argument.
    public func matches(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == name else { return false }
        if let receiver, !call.calleeText.contains(receiver) { return false }
        if let firstLabel, (call.arguments.first?.label?.text ?? "") != firstLabel { return false }
        return true
    }
}

extension SwiftFileIndex {
    /// The calls in this file that match any of `apis`.
    public func calls(matching apis: [APICall]) -> [FunctionCallExprSyntax] {
        Set(apis.map(\.name)).flatMap { name in (callsByName[name] ?? []).filter { call in apis.contains { $0.matches(call) } } }
            .sorted { $0.position < $1.position }
    }
}
