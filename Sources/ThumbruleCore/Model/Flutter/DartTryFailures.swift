import ThumbruleFrontEnds

/// What a `try` block can fail with, as far as its `catch` clauses are concerned. A block that
/// awaits nothing only passes synchronous throws to them, so one that only starts work without
/// awaiting it (an event given to a bloc, a Firestore write left to its future) or only
/// navigates (`Navigator.pop(context)`) has no failure to show: the work fails later, in its
/// bloc's `onError` or its future, and popping a route does not throw.
extension DartFile {
    /// Whether something in the `try` block can fail into its `catch`: it awaits, throws, calls
    /// nothing at all (a null check or an index may throw), or makes a call that is not one of
    /// the work starters or route pops above, a link of their chains or a value made for
    /// their arguments.
    public func canFail(in statement: DartTry) -> Bool {
        guard !statement.awaits, !statement.throwsItself, !statement.calls.isEmpty else { return true }
        return statement.calls.contains { !isHandOff($0, among: statement.calls) }
    }

    /// Whether a call of the block starts work or pops a route, is a link of such a call's chain
    /// (`firestore.collection('users').doc(id)`, `Navigator.of(context)`), or builds or reads a
    /// value inside the block's other calls (`others`) (`const Save()`, `Save(id)`, `clock.now()`): a call
    /// of no arguments reads, while `parse(text)` may throw on its input.
    func isHandOff(_ index: Int, among others: [Int]) -> Bool {
        if let last = chain(of: index).last, startsWork(last) || popsRoute(last) { return true }
        let call = calls[index]
        guard let parent = parent(of: index)?.call, others.contains(parent) else { return false }
        return call.isConst || call.name.first?.isUppercase == true || call.arguments.isEmpty
    }

    /// Writes of a Firestore document, which return the future the write fails in.
    static let firestoreWrites: Set<String> = ["update", "set", "delete"]
    /// `Navigator` calls that pop routes.
    static let routePops: Set<String> = ["pop", "maybePop", "popUntil"]

    /// `bloc.add(event)` (the handler's errors go to the bloc's `onError`) or a Firestore
    /// document write (`….doc(id).update({…})`), called without `await`.
    private func startsWork(_ index: Int) -> Bool {
        let call = calls[index]
        if call.name == "add", isBloc(call) { return true }
        return Self.firestoreWrites.contains(call.name) && chain(of: index).dropLast().contains { calls[$0].name == "doc" }
    }

    /// Whether a call's receiver is a bloc: a name ending in `bloc`, or one read by its type
    /// (`context.read<HomeBloc>()`, `BlocProvider.of<HomeBloc>(context)`).
    private func isBloc(_ call: DartCall) -> Bool {
        switch call.receiver.last {
        case .name(let name)?: return name.lowercased().hasSuffix("bloc")
        case .call(let reader)?:
            return ["read", "watch", "of"].contains(calls[reader].name) && calls[reader].typeArguments?.hasSuffix("Bloc>") == true
        default: return false
        }
    }

    /// `Navigator.pop(context)` or `Navigator.of(context).pop()`.
    private func popsRoute(_ index: Int) -> Bool {
        let call = calls[index]
        guard Self.routePops.contains(call.name) else { return false }
        if call.receiverName == "Navigator", call.receiver.count == 1 { return true }
        guard call.receiver.count == 1, case .call(let of)? = call.receiver.last else { return false }
        return calls[of].name == "of" && calls[of].receiverName == "Navigator" && calls[of].receiver.count == 1
    }
}
