import SwiftSyntax
import ThumbruleCore

/// A loading flag that only the success path lowers: a function sets `isLoading = true`
/// (`isFetching`, `isRefreshing`, `loading`), then awaits a load in a `do` whose body sets it
/// back to `false`, while its `catch` neither lowers it nor leaves it to a `defer` or to a
/// statement after the `do`; or hands the load a completion whose `.success` case lowers it
/// and whose `.failure` case does not. Reported when the failure path only logs (the spinner
/// stays for good and the screen never reaches content or an error), or when the function
/// returns early while the flag is up (`guard !isLoading else { return }`), so every later try
/// is refused. The rulebook (`state-loading`) asks that loading always ends. Android Lint has no
/// check for this.
///
/// Left alone: a failure path that sets something else the screen may show in the spinner's place
/// (`errorText = …`) in a function that does not guard on the flag, a `defer` that lowers the flag, a `catch` that lowers it (directly, or through a
/// function of the same file that does), a `catch` that rethrows (the caller handles it), a
/// flag lowered after the `do` that every `catch` falls through to, and typed catches without
/// a catch-all. Known false negatives: flags lowered by a helper in another file, and
/// `guard … else { return }` exits between raising and lowering.
struct LoadingFlagStuckOnFailure: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-loading.flag-stuck-on-failure",
        ruleId: "state-loading",
        summary: "A loading flag set before a request and lowered only on success, so a failure leaves the spinner forever",
        triggering: [
            CheckExample("""
            @Observable final class TimelineModel {
                var posts: [Post] = []
                var isLoading = false
                var errorText: String?

                func load() async {
                    guard !isLoading else { return }
                    ↓isLoading = true
                    do {
                        posts = try await api.timeline()
                        isLoading = false
                    } catch {
                        errorText = "Could not load the timeline."
                    }
                }
            }
            """),
            CheckExample("""
            final class OrdersViewController: UIViewController {
                var isFetching = false

                func fetch() {
                    ↓self.isFetching = true
                    spinner.startAnimating()
                    api.orders { result in
                        switch result {
                        case .success(let orders):
                            self.isFetching = false
                            self.show(orders)
                        case .failure(let error):
                            print(error)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The failure sets an error the screen may show instead, and nothing refuses a retry.
            CheckExample("""
            @Observable final class TimelineModel {
                var posts: [Post] = []
                var isLoading = false
                var errorText: String?

                func load() async {
                    isLoading = true
                    do {
                        posts = try await api.timeline()
                        isLoading = false
                    } catch {
                        errorText = "Could not load the timeline."
                    }
                }
            }
            """),
            // A defer lowers the flag on every path.
            CheckExample("""
            @Observable final class TimelineModel {
                var posts: [Post] = []
                var isLoading = false

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    do {
                        posts = try await api.timeline()
                    } catch {
                        print(error)
                    }
                }
            }
            """),
            // The catch lowers it through a helper of the same file; the other catch rethrows.
            CheckExample("""
            final class OrdersModel: ObservableObject {
                @Published var isLoading = false
                @Published var orders: [Order] = []

                func load() async {
                    isLoading = true
                    do {
                        orders = try await api.orders()
                        isLoading = false
                    } catch {
                        fail(with: error)
                    }
                }

                func reload() async throws {
                    isLoading = true
                    do {
                        orders = try await api.orders()
                        isLoading = false
                    } catch {
                        throw error
                    }
                }

                private func fail(with error: Error) {
                    isLoading = false
                }
            }
            """),
            // The flag is lowered after the do-catch, which the catch falls through to.
            CheckExample("""
            final class OrdersModel: ObservableObject {
                @Published var isLoading = false
                @Published var orders: [Order] = []

                func load() async {
                    isLoading = true
                    do {
                        orders = try await api.orders()
                    } catch {
                        print(error)
                    }
                    isLoading = false
                }
            }
            """),
        ]
    )

    /// Words of a flag that says a request is under way, once `is` is dropped.
    static let loadingWords: Set<String> = ["loading", "fetching", "refreshing"]

    static let gate = TextSearch(anyOf: loadingWords, ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.gate.mayMatch(in: file) else { return }
        for (target, name) in Self.raisings(in: file) {
            guard let item = target.enclosingStatement?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  !list.contains(where: { Self.isDefer($0, resetting: name) }) else { continue }
            let after = Array(list.drop(while: { $0.id != item.id }).dropFirst())
            let before = list.prefix(while: { $0.id != item.id })
            guard let failure = Self.stuckFailure(of: name, after: after, file: file),
                  Self.onlyLogs(failure.statements) || before.contains(where: { Self.guardsOn(name, $0) }) else { continue }
            output.report(
                "\(name) is set here, and only the success path sets it back: when the request fails (the \(failure.kind) on line \(file.line(of: failure.node))), the flag stays up for good: the loading indicator keeps spinning, or the load refuses every later try, and the person waits for nothing. Lower the flag on every path, with a defer right after raising it, and show the error with a retry in its place.",
                at: file.position(of: target), confidence: .medium)
        }
    }

    /// `isLoading = true` and `self.isLoading = true`, with the flag's name.
    static func raisings(in file: SwiftFile) -> [(ExprSyntax, String)] {
        var found: [(ExprSyntax, String)] = []
        for reference in file.index.referencesInOrder where isLoadingFlag(reference.baseName.text) && isSet(ExprSyntax(reference), to: true) {
            found.append((ExprSyntax(reference), reference.baseName.text))
        }
        for access in file.index.memberAccessesInOrder where access.base?.trimmedSourceText == "self"
            && isLoadingFlag(access.declName.baseName.text) && isSet(ExprSyntax(access), to: true) {
            found.append((ExprSyntax(access), access.declName.baseName.text))
        }
        return found
    }

    static func isLoadingFlag(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.first.map { loadingWords.contains($0) || ($0 == "is" && words.count > 1 && loadingWords.contains(words[1])) } ?? false
    }

    static func isSet(_ target: ExprSyntax, to value: Bool) -> Bool {
        guard let assignment = target.assignment, assignment.operator == "=", assignment.following.isEmpty else { return false }
        return assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == (value ? .keyword(.true) : .keyword(.false))
    }

    /// True when the node sets the flag to `false` anywhere inside it.
    static func lowers(_ name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            FailedLoadClearsContent.property(named: name, at: token).map { isSet($0, to: false) } ?? false
        }
    }

    static func isDefer(_ item: CodeBlockItemSyntax, resetting name: String) -> Bool {
        guard let deferred = item.item.as(DeferStmtSyntax.self) else { return false }
        return lowers(name, in: deferred)
    }

    /// The failure path that leaves the flag raised, and what kind it is.
    struct Failure {
        let node: Syntax
        let kind: String
        let statements: CodeBlockItemListSyntax
    }

    /// Reads the statements after the flag goes up, stopping at the first that settles it.
    static func stuckFailure(of name: String, after statements: [CodeBlockItemSyntax], file: SwiftFile) -> Failure? {
        for (index, statement) in statements.enumerated() {
            let rest = statements[(index + 1)...]
            if let doStatement = statement.item.as(DoStmtSyntax.self) {
                return stuckCatch(of: name, in: doStatement, rest: rest, file: file)
            }
            if let failure = stuckFailureCase(of: name, in: statement, file: file) {
                return rest.contains(where: { lowers(name, in: $0) }) ? nil : failure
            }
            if lowers(name, in: statement) { return nil }
        }
        return nil
    }

    /// The catch-all `catch` of a `do` whose body lowers the flag, when no catch does.
    static func stuckCatch(of name: String, in doStatement: DoStmtSyntax, rest: ArraySlice<CodeBlockItemSyntax>, file: SwiftFile) -> Failure? {
        let clauses = Array(doStatement.catchClauses)
        guard let catchAll = clauses.first(where: FailedLoadClearsContent.catchesAll), lowers(name, in: doStatement.body),
              !doStatement.body.statements.contains(where: { isDefer($0, resetting: name) }),
              !clauses.contains(where: { lowers(name, in: $0) || leavesToCaller($0) || callsLowering(name, from: Syntax($0), file: file) })
        else { return nil }
        let everyCatchLeaves = clauses.allSatisfy { $0.body.statements.last?.item.is(ReturnStmtSyntax.self) == true }
        if !everyCatchLeaves && rest.contains(where: { lowers(name, in: $0) }) { return nil }
        return Failure(node: Syntax(catchAll.catchKeyword), kind: "catch", statements: catchAll.body.statements)
    }

    /// A `.failure` case of a `switch` in a completion, when its `.success` case lowers the flag
    /// and neither the failure case nor the rest of the completion does.
    static func stuckFailureCase(of name: String, in statement: CodeBlockItemSyntax, file: SwiftFile) -> Failure? {
        for access in file.index.memberAccesses("failure") where statement.encloses(access) {
            guard let switchCase = access.ancestor(where: { $0.is(SwitchCaseSyntax.self) })?.as(SwitchCaseSyntax.self),
                  switchCase.label.encloses(access), FailedLoadClearsContent.isCase(switchCase, "failure"),
                  let cases = switchCase.parent?.as(SwitchCaseListSyntax.self), let switchNode = cases.parent,
                  let completion = switchNode.ancestor(where: { $0.is(ClosureExprSyntax.self) }), statement.encloses(completion),
                  cases.contains(where: { ($0.as(SwitchCaseSyntax.self)).map { FailedLoadClearsContent.isCase($0, "success") && lowers(name, in: $0) } ?? false }),
                  !lowers(name, in: switchCase), !callsLowering(name, from: Syntax(switchCase), file: file),
                  !leavesToCaller(switchCase) else { continue }
            // Lowered elsewhere in the completion, before or after the switch.
            let outside = completion.tokens(viewMode: .sourceAccurate).contains { token in
                !switchNode.encloses(token) && (FailedLoadClearsContent.property(named: name, at: token).map { isSet($0, to: false) } ?? false)
            }
            if outside { continue }
            return Failure(node: Syntax(switchCase), kind: ".failure case", statements: switchCase.statements)
        }
        return nil
    }

    /// True when every statement of the failure path logs, or there is none (`break`, a comment).
    static func onlyLogs(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            if item.item.is(BreakStmtSyntax.self) { return true }
            return BackgroundFailureOnlyLogged.call(in: item.item).map(BackgroundFailureOnlyLogged.isLog) ?? false
        }
    }

    /// `guard !isLoading else { return }` or `if isLoading { return }`: the flag refuses new loads.
    static func guardsOn(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        let flag = [name, "self." + name]
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.contains { condition in
                guard let prefix = condition.condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else { return false }
                return flag.contains(prefix.expression.trimmedSourceText)
            }
        }
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let branch = expression?.as(IfExprSyntax.self), branch.body.statements.last?.item.is(ReturnStmtSyntax.self) == true else { return false }
        return branch.conditions.contains { flag.contains($0.condition.trimmedSourceText) }
    }

    /// A failure branch that throws or hands the error to a completion, leaving the flag to the caller.
    static func leavesToCaller(_ branch: some SyntaxProtocol) -> Bool {
        branch.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.throw) || ["completion", "completionHandler", "handler", "onFailure", "onError"].contains(token.text)
        }
    }

    /// True when the branch calls a function of the same file that lowers the flag.
    static func callsLowering(_ name: String, from branch: Syntax, file: SwiftFile) -> Bool {
        let called = Set(file.index.calls(within: branch).compactMap(\.calleeName))
        guard !called.isEmpty else { return false }
        return file.index.functions.contains { function in
            called.contains(function.name.text) && function.body.map { lowers(name, in: $0) } == true
        }
    }
}
