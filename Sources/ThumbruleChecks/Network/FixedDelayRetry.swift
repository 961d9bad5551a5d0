import SwiftSyntax
import ThumbruleCore

/// A request retried in a loop after the same literal wait on every failure: a `catch` that
/// sleeps a fixed time (`Task.sleep(nanoseconds: 2_000_000_000)`, `Thread.sleep(forTimeInterval: 1)`)
/// inside a loop, around a `do` that sends a request. Phones that lose signal together then
/// retry together, and a struggling server gets no relief; the wait should grow with each
/// attempt and carry random jitter.
///
/// Only a wait written as a literal counts: a wait computed from anything named (`delay`,
/// `attempt`, `backoff.next()`) may grow, and a named constant is left alone too. A catch
/// that leaves the loop at its top level (`throw`, `return`, `break`) is no retry. Known
/// false negatives: requests sent through the app's own client (only URLSession and
/// Alamofire calls are recognised), and retries scheduled with `asyncAfter` or a timer.
struct FixedDelayRetry: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "net-backoff.fixed-delay-retry",
        ruleId: "net-backoff",
        summary: "A request retried in a loop after the same literal wait on every failure",
        triggering: [
            CheckExample("""
            func loadTimeline() async throws -> [Post] {
                var attempt = 0
                while true {
                    do {
                        let (data, _) = try await URLSession.shared.data(from: timelineURL)
                        return try JSONDecoder().decode([Post].self, from: data)
                    } catch {
                        attempt += 1
                        if attempt == 5 { throw error }
                        try await ↓Task.sleep(nanoseconds: 2_000_000_000)
                    }
                }
            }
            """),
            CheckExample("""
            func sendReceipt(_ request: URLRequest) async {
                for _ in 0..<3 {
                    do {
                        _ = try await session.data(for: request)
                        return
                    } catch {
                        try? await ↓Task.sleep(for: .seconds(3))
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The wait doubles with each attempt and carries jitter.
            CheckExample("""
            func loadTimeline() async throws -> Data {
                for attempt in 0..<maxAttempts {
                    do {
                        return try await URLSession.shared.data(from: timelineURL).0
                    } catch {
                        let wait = pow(2.0, Double(attempt)) + Double.random(in: 0...0.5)
                        try await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
                    }
                }
                throw TimelineError.gaveUp
            }
            """),
            // Polling on a schedule: the wait is not a reaction to a failure.
            CheckExample("""
            func watchStatus() async throws {
                while !Task.isCancelled {
                    _ = try? await URLSession.shared.data(from: statusURL)
                    try await Task.sleep(for: .seconds(30))
                }
            }
            """),
            // The retried work is a local save, not a request.
            CheckExample("""
            func persist(_ context: NSManagedObjectContext) async {
                for _ in 0..<3 {
                    do {
                        try context.save()
                        return
                    } catch {
                        try? await Task.sleep(for: .milliseconds(100))
                    }
                }
            }
            """),
            // The catch waits once and gives up: nothing is retried.
            CheckExample("""
            func refresh() async throws {
                for url in mirrors {
                    do {
                        _ = try await URLSession.shared.data(from: url)
                    } catch {
                        try await Task.sleep(for: .seconds(1))
                        throw error
                    }
                }
            }
            """),
        ]
    )

    /// Names a literal wait may be written with: units and the conversions around them.
    static let unitNames: Set<String> = [
        "seconds", "milliseconds", "microseconds", "nanoseconds", "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC",
        "UInt64", "UInt32", "Double", "Int", "TimeInterval",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let sleeps = file.index.calls("sleep", "usleep")
        guard !sleeps.isEmpty else { return }
        let requests = FetchOnAppear.requests(in: file.index)
        guard !requests.isEmpty else { return }
        for call in sleeps {
            guard Self.isSleep(call), let delay = Self.literalWait(call),
                  let catchClause = call.ancestorInCodeBody(where: { $0.is(CatchClauseSyntax.self) })?.as(CatchClauseSyntax.self),
                  Self.retries(catchClause),
                  let doStatement = catchClause.parent?.parent?.as(DoStmtSyntax.self),
                  requests.contains(where: { doStatement.body.encloses($0) }),
                  doStatement.ancestorInCodeBody(where: Self.isLoop) != nil else { continue }
            output.report(Self.message(what: "This request", wait: delay), at: file.position(of: call), confidence: .high)
        }
    }

    /// The finding's text, shared with the Android check.
    static func message(what: String, wait: String) -> String {
        "\(what) is retried after the same fixed wait (\(wait)) on every failure, so phones that lost signal together retry together and a struggling server gets no relief. Grow the wait exponentially with random jitter, honour Retry-After on 429 and 503, and stop at a named attempt ceiling."
    }

    /// `Task.sleep(…)`, `Thread.sleep(forTimeInterval:)`, or the C `sleep` / `usleep`.
    static func isSleep(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.modifiedExpression?.trimmedSourceText else { return true }
        return receiver == "Task" || receiver == "Thread"
    }

    /// The wait as written, when it is made of literals and units alone.
    static func literalWait(_ call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first?.expression else { return nil }
        var hasNumber = false
        for token in argument.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .integerLiteral, .floatLiteral: hasNumber = true
            case .identifier(let name) where !unitNames.contains(name): return nil
            default: continue
            }
        }
        return hasNumber ? argument.trimmedSourceText : nil
    }

    /// A catch that does not leave the loop at its own top level.
    static func retries(_ catchClause: CatchClauseSyntax) -> Bool {
        !catchClause.body.statements.contains { statement in
            statement.item.is(ThrowStmtSyntax.self) || statement.item.is(ReturnStmtSyntax.self) || statement.item.is(BreakStmtSyntax.self)
        }
    }

    static func isLoop(_ node: Syntax) -> Bool {
        node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self)
    }

}
