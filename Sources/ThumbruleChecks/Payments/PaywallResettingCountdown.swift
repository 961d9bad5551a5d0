import SwiftSyntax
import ThumbruleCore

/// A paywall countdown that starts over each time: a property in a paywall type whose name
/// speaks of a countdown (`timeRemaining`, `offerEndsIn`, `secondsLeft`) starts from a
/// literal or from "now plus a literal" and is counted down, while the file keeps nothing
/// (no `@AppStorage`, `UserDefaults`, server date). Every launch shows a fresh deadline: fake urgency.
///
/// High confidence: the code proves the deadline is invented at display time. Known false
/// negatives: a countdown kept in a view model in another file, and a deadline fetched
/// from a server but reset on failure.
struct PaywallResettingCountdown: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.resetting-countdown",
        ruleId: "pay-honest-paywall",
        summary: "A paywall countdown that restarts from a fixed amount on every launch",
        triggering: [
            CheckExample("""
            struct PaywallView: View {
                ↓@State private var secondsLeft = 15 * 60
                let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("Offer ends in \\(secondsLeft / 60) min")
                        .onReceive(ticker) { _ in if secondsLeft > 0 { secondsLeft -= 1 } }
                }
            }
            """),
            CheckExample("""
            final class UpgradeViewController: UIViewController {
                ↓private let offerEnds = Date().addingTimeInterval(3600)
                private var timer: Timer?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.render(self.offerEnds.timeIntervalSinceNow) }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct PaywallView: View {
                @AppStorage("offerDeadline") private var deadline = Date().addingTimeInterval(86_400).timeIntervalSince1970
                @State private var secondsLeft = 0
                let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(secondsLeft)").onReceive(ticker) { _ in secondsLeft = Int(deadline - Date().timeIntervalSince1970) }
                }
            }
            """),
            CheckExample("""
            struct WorkoutView: View {
                @State private var secondsLeft = 30
                let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View { Text("\\(secondsLeft)").onReceive(ticker) { _ in secondsLeft -= 1 } }
            }
            """),
        ]
    )

    static let countdownWords: Set<String> = ["countdown", "remaining", "left", "ends", "end", "expires", "expiry", "expiration", "deadline", "timer"]
    static let timerNames: Set<String> = ["Timer", "TimelineView", "scheduledTimer", "publish"]
    static let persistenceNames: Set<String> = ["UserDefaults", "AppStorage", "NSUbiquitousKeyValueStore"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.timerNames.contains(where: file.index.mentions),
              !Self.persistenceNames.contains(where: file.index.mentions) else { return }
        for paywall in Paywalls.types(in: file) {
            for variable in file.index.variables where paywall.node.encloses(variable) && variable.parent?.is(MemberBlockItemSyntax.self) == true {
                guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !Self.countdownWords.isDisjoint(with: NameWords.split(name)),
                      let start = binding.initializer.flatMap({ Self.inventedStart($0.value) }) else { continue }
                let runs = switch start {
                case .amount: file.index.binaryOperators("-=").contains { $0.assignedName == name }
                case .date: !file.index.references(name).isEmpty || !file.index.memberAccesses(name).isEmpty
                }
                guard runs else { continue }
                output.report(
                    "This paywall countdown (\(name)) starts from a fixed amount each time the screen is built, so it restarts on every launch and the deadline is invented. Show a countdown only for a real offer end date from the store or your server, saved so it survives a relaunch, or drop it.",
                    at: file.position(of: variable))
            }
        }
    }

    enum Start { case amount, date }

    /// How a countdown starts when it is invented on the spot: a number (`900`, `15 * 60`),
    /// or now plus a number (`Date().addingTimeInterval(3600)`, `Date.now + 600`).
    static func inventedStart(_ expression: ExprSyntax) -> Start? {
        if expression.numericLiteral != nil { return .amount }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let operands = sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
            if operands.allSatisfy({ $0.numericLiteral != nil }) { return .amount }
            return operands.contains(where: isNow) && operands.contains { $0.numericLiteral != nil } ? .date : nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "addingTimeInterval",
           call.receiver.map(isNow) == true, call.arguments.first?.expression.numericLiteral != nil {
            return .date
        }
        return nil
    }

    static func isNow(_ expression: ExprSyntax) -> Bool {
        ["Date()", "Date.now", ".now"].contains(expression.trimmedSourceText)
    }
}
