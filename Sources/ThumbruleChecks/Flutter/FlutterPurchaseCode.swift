import ThumbruleCore
import ThumbruleFrontEnds

/// Reading in_app_purchase code: who listens to `purchaseStream`, what its handler runs, and
/// whether code shows the user anything. Shared by the Flutter payment checks.
enum FlutterPurchaseCode {
    /// `listen` calls on in_app_purchase's `purchaseStream`, directly
    /// (`InAppPurchase.instance.purchaseStream.listen`) or through a variable the same file
    /// assigns it to (`final updates = _iap.purchaseStream; updates.listen(…)`).
    static func listeners(in flutter: FlutterModel) -> [(file: FlutterDartFile, call: Int)] {
        flutter.shippingCalls(named: ["listen"]).filter { file, index in
            guard let last = file.file.receiverNames(of: index).last else { return false }
            return last == "purchaseStream" || streamVariables(in: file.file).contains(last)
        }
    }

    /// Names assigned `….purchaseStream` in a file: `updates` in `final updates = _iap.purchaseStream;`.
    static func streamVariables(in file: DartFile) -> Set<String> {
        let source = file.source
        var names: Set<String> = []
        for token in file.identifierTokens(["purchaseStream"]) {
            var index = token - 1
            while index > 0, [.dot, .nullAwareDot, .identifier, .bang].contains(source.kind(at: index)), index > token - 12 {
                index -= 1
            }
            if source.kind(at: index) == .assign, source.kind(at: index - 1) == .identifier {
                names.insert(source.text(at: index - 1))
            }
        }
        return names
    }

    /// An `if` of a purchase-stream handler taken for one status
    /// (`if (purchase.status == PurchaseStatus.pending) { … }`): where it starts, its branch,
    /// and the calls written in the branch.
    struct StatusBranch {
        let file: FlutterDartFile
        let ifToken: Int
        let branch: Range<Int>
        let calls: [Int]
    }

    /// Every `if` for `status` in the functions a purchase-stream listener hands purchases to,
    /// and in the same file's functions they call (three calls deep), each once.
    static func statusBranches(_ status: String, in flutter: FlutterModel) -> [StatusBranch] {
        var found: [StatusBranch] = []
        var seen = Set<SourcePosition>()
        for (file, listen) in listeners(in: flutter) {
            let dart = file.file
            let source = dart.source
            for function in reach(from: handlers(of: listen, in: dart), in: dart) {
                for token in dart.functions[function].bodyRange where source.tokenIs(token, "if") && source.kind(at: token + 1) == .leftParen {
                    guard let close = source.partner(of: token + 1), names(status: status, (token + 2)..<close, source),
                          let branch = branch(after: close, in: source),
                          seen.insert(file.position(source.tokens[token].position)).inserted else { continue }
                    found.append(StatusBranch(file: file, ifToken: token, branch: branch,
                                              calls: dart.calls.indices.filter { branch.contains(dart.calls[$0].nameToken) }))
                }
            }
        }
        return found
    }

    /// The functions a `listen` call hands purchases to: its closure, or the same file's
    /// function it tears off (`listen(_onPurchases)`).
    static func handlers(of listen: Int, in file: DartFile) -> [Int] {
        guard let first = file.calls[listen].positionalArguments.first else { return [] }
        switch first.value {
        case .function(let function): return [function]
        case .reference(let names):
            guard let name = names.last else { return [] }
            return file.functions.indices.filter { file.functions[$0].name == name && !file.functions[$0].bodyRange.isEmpty }
        default: return []
        }
    }

    /// The functions and everything they call in the same file without a receiver, up to `depth` calls away.
    static func reach(from functions: [Int], in file: DartFile, depth: Int = 3) -> [Int] {
        var seen = Set(functions)
        var frontier = functions
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [Int] = []
            for function in frontier {
                for call in calls(in: function, of: file) {
                    guard file.calls[call].receiver.isEmpty || file.calls[call].receiver == [.name("this")] else { continue }
                    let name = file.calls[call].name
                    for callee in file.functions.indices where file.functions[callee].name == name && !file.functions[callee].bodyRange.isEmpty && seen.insert(callee).inserted {
                        next.append(callee)
                    }
                }
            }
            frontier = next
        }
        return seen.sorted()
    }

    /// Calls whose names sit in a function's body (closures inside it included).
    static func calls(in function: Int, of file: DartFile) -> [Int] {
        let body = file.functions[function].bodyRange
        return file.calls.indices.filter { body.contains(file.calls[$0].nameToken) }
    }

    /// Words in a call's name that show the user something: a dialog, a snack bar, a toast, a
    /// message, a navigation, a restore result.
    static let outcomeWords = ["dialog", "snack", "toast", "alert", "flushbar", "message", "notify", "notification", "banner", "pop", "push", "navigate", "restor", "emit", "sheet"]
    /// Words in a field a `setState` sets that hold something the screen shows as an outcome.
    static let stateWords = ["message", "error", "status", "restor", "result", "notice", "info", "text", "feedback", "problem", "failure", "warning"]

    /// Whether any of these functions shows the user an outcome: a call named for one (other
    /// than `restorePurchases`), or a `setState` that sets a message, an error or a status.
    static func showsOutcome(_ functions: [Int], in file: DartFile) -> Bool {
        functions.contains { showsOutcome(calls: calls(in: $0, of: file), in: file) }
    }

    /// Whether any of these calls shows the user an outcome.
    static func showsOutcome(calls: [Int], in file: DartFile) -> Bool {
        let source = file.source
        for call in calls {
            let name = file.calls[call].name
            if name == "restorePurchases" { continue }
            if outcomeWords.contains(where: name.lowercased().contains) { return true }
            if name == "setState" {
                for token in file.calls[call].tokenRange where source.kind(at: token) == .assign && source.kind(at: token - 1) == .identifier {
                    if stateWords.contains(where: source.text(at: token - 1).lowercased().contains) { return true }
                }
            }
        }
        return false
    }

    /// Whether a condition names `PurchaseStatus.<status>`.
    static func names(status: String, _ range: Range<Int>, _ source: DartSource) -> Bool {
        range.contains { source.tokenIs($0, "PurchaseStatus") && source.kind(at: $0 + 1) == .dot && source.text(at: $0 + 2) == status }
    }

    /// The tokens of an `if`'s branch: its block, or its statement (or collection element) up to
    /// the `;`, `,` or closing bracket that ends it, or an `else`.
    static func branch(after close: Int, in source: DartSource) -> Range<Int>? {
        if source.kind(at: close + 1) == .leftBrace, let end = source.partner(of: close + 1) { return (close + 1)..<end }
        var index = close + 1
        while index < source.tokens.count {
            switch source.kind(at: index) {
            case .semicolon?, .comma?, .rightParen?, .rightBracket?, .rightBrace?: return (close + 1)..<index
            case let kind? where kind.isOpener:
                index = source.partner(of: index) ?? index
            default:
                if source.tokenIs(index, "else") { return (close + 1)..<index }
            }
            index += 1
        }
        return nil
    }

    /// The functions of the file a call names without a receiver (or through `this`).
    static func sameFileFunctions(called index: Int, in dart: DartFile) -> [Int] {
        let call = dart.calls[index]
        guard call.receiver.isEmpty || call.receiver == [.name("this")] else { return [] }
        return dart.functions.indices.filter { dart.functions[$0].name == call.name && !dart.functions[$0].bodyRange.isEmpty }
    }
}
