import SwiftSyntax
import ThumbruleCore

/// A `UILabel` that a repeating one-second `Timer` rewrites with a clock-style duration
/// (`String(format: "%d:%02d", …)`, a `.positional` `DateComponentsFormatter`), in the
/// system font with its default proportional digits. The figures change width every
/// second, so the time, and a centred or trailing label as a whole, shuffles sideways while
/// the person reads it. `UIFont.monospacedDigitSystemFont(ofSize:weight:)` (scaled with
/// `UIFontMetrics`) gives every digit one width. (Android Lint has no check for the same thing.)
///
/// The timer is `Timer.scheduledTimer` or `Timer(…)` with an interval of 1 and
/// `repeats: true`; its handler is the closure or the `#selector` method of the file, and the
/// functions of the file it calls by name, one call deep. Only labels the file declares and
/// builds in code (`let timeLabel = UILabel()`) are judged, and only when every font the
/// file gives them is a system font (`.systemFont(ofSize:)`, `.preferredFont(forTextStyle:)`)
/// or none. Silent for a storyboard outlet, a label subclass, a custom or app font, a font
/// descriptor (which may carry the monospaced-number feature), attributed text, and a label
/// the file hands to other code (`theme.style(timeLabel)`) that may set its font.
///
/// Known false negatives: labels updated from a player's periodic time observer or a
/// display link, cells reloaded by the timer, and durations formatted in another file.
struct UIKitTimerLabelDigits: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-strings.uikit-timer-label-digits",
        ruleId: "type-strings",
        summary: "A UILabel a one-second timer rewrites with a clock-style duration, in a font with proportional digits",
        triggering: [
            CheckExample("""
            final class RecordingViewController: UIViewController {
                private let elapsedLabel = UILabel()
                private var timer: Timer?
                private var started = Date()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    elapsedLabel.font = .preferredFont(forTextStyle: .title1)
                    elapsedLabel.textAlignment = .center
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.tick()
                    }
                }

                private func tick() {
                    let seconds = Int(Date().timeIntervalSince(started))
                    elapsedLabel↓.text = String(format: "%02d:%02d", seconds / 60, seconds % 60)
                }
            }
            """),
            CheckExample("""
            final class OfferCell: UITableViewCell {
                let countdownLabel = UILabel()
                private var timer: Timer?
                private lazy var formatter: DateComponentsFormatter = {
                    let formatter = DateComponentsFormatter()
                    formatter.unitsStyle = .positional
                    return formatter
                }()

                func start(until end: Date) {
                    timer = Timer(timeInterval: 1.0, target: self, selector: #selector(update), userInfo: nil, repeats: true)
                    RunLoop.main.add(timer!, forMode: .common)
                }

                @objc private func update() {
                    countdownLabel↓.text = formatter.string(from: end.timeIntervalSinceNow)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            final class RecordingViewController: UIViewController {
                private let elapsedLabel = UILabel()
                private let remainingLabel = UILabel()
                @IBOutlet private var totalLabel: UILabel!
                private let statusLabel = UILabel()
                private let styledLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    elapsedLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .medium)
                    remainingLabel.font = UIFont(name: "Brand-Mono", size: 17)
                    Theme.applyCounterStyle(to: styledLabel)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.tick()
                    }
                    Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
                        self?.statusLabel.text = String(format: "%d:%02d", 1, 2)
                    }
                }

                private func tick() {
                    elapsedLabel.text = String(format: "%02d:%02d", 1, 2)
                    remainingLabel.text = String(format: "%02d:%02d", 1, 2)
                    totalLabel.text = String(format: "%02d:%02d", 1, 2)
                    styledLabel.text = String(format: "%02d:%02d", 1, 2)
                    statusLabel.text = "Recording"
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let variables = file.declaredVariables
        var reported = Set<SyntaxIdentifier>()
        for timer in file.index.calls("scheduledTimer", "Timer") where Self.ticksEverySecond(timer) {
            for scope in handlerScopes(of: timer, file) {
                for text in file.index.memberAccesses(within: scope) where text.declName.baseName.text == "text" {
                    guard let value = text.assignedValue, let label = text.receiverKey.split(separator: ".").last.map(String.init),
                          !label.isEmpty, file.index.declares(label, as: ["UILabel"], in: variables),
                          showsDuration(value, in: scope, file, variables), hasProportionalDigits(label, file, variables),
                          reported.insert(text.id).inserted else { continue }
                    output.report(
                        "\(label) is rewritten every second with a clock-style duration, but its font has proportional digits, so the figures change width on each tick and the time shifts sideways while the person reads it; set its font to UIFont.monospacedDigitSystemFont(ofSize:weight:) scaled with UIFontMetrics so every digit keeps one width.",
                        at: file.position(of: text.period), confidence: .medium)
                }
            }
        }
    }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true)`, `Timer(timeInterval: 1.0, …, repeats: true)`.
    static func ticksEverySecond(_ timer: FunctionCallExprSyntax) -> Bool {
        if timer.calleeName == "scheduledTimer" {
            guard timer.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "Timer" else { return false }
        }
        let interval = ["withTimeInterval", "timeInterval", "interval"].lazy.compactMap { timer.argument($0) }.first
        return interval?.expression.numericLiteral == 1 && timer.argument("repeats")?.expression.trimmedSourceText == "true"
    }

    /// The code the timer runs: its closure or its `#selector` method, and the functions of
    /// the file those call on `self` by name.
    private func handlerScopes(of timer: FunctionCallExprSyntax, _ file: SwiftFile) -> [Syntax] {
        var scopes: [Syntax] = []
        if let closure = timer.trailingClosure ?? timer.argument("block")?.expression.as(ClosureExprSyntax.self) {
            scopes.append(Syntax(closure))
        } else if let selector = timer.argument("selector")?.expression.as(MacroExpansionExprSyntax.self),
                  let name = selector.arguments.first?.expression.lastNameComponent {
            scopes += functions(named: name, file).map { Syntax($0) }
        }
        for scope in scopes {
            for call in file.index.calls(within: scope) {
                let callee = call.calledExpression
                let onSelf = callee.is(DeclReferenceExprSyntax.self) || callee.as(MemberAccessExprSyntax.self)?.receiverKey == ""
                guard onSelf, let name = call.calleeName else { continue }
                scopes += functions(named: name, file).map { Syntax($0) }
            }
        }
        return scopes
    }

    private func functions(named name: String, _ file: SwiftFile) -> [CodeBlockSyntax] {
        file.index.functions.filter { $0.name.text == name }.compactMap(\.body)
    }

    /// True for a clock-style duration: a format with `:%02`, a `.positional` formatter, or a
    /// function of the file that makes one; a local is read through its initial value.
    private func showsDuration(_ value: ExprSyntax, in scope: Syntax, _ file: SwiftFile, _ variables: [String: [DeclaredVariable]]) -> Bool {
        var value = value
        if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let initial = variables[local]?.first(where: { scope.encloses($0.binding) })?.binding.initializer?.value {
            value = initial
        }
        if Self.clockFormat(in: value, file) { return true }
        for name in file.index.names(within: value) {
            if file.index.functions.contains(where: { $0.name.text == name && $0.body.map { Self.clockFormat(in: $0, file) } == true }) { return true }
            // A formatter property set to `.positional` where it is built or anywhere in the file.
            if let declared = variables[name], declared.contains(where: { $0.binding.trimmedSourceText.contains(".positional") }) { return true }
            if file.index.memberAccesses("unitsStyle").contains(where: { $0.receiverKey == name && $0.assignedValue?.trimmedSourceText == ".positional" }) { return true }
        }
        return false
    }

    private static func clockFormat(in scope: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        file.index.stringLiterals(within: scope).contains { $0.plainText.contains(":%02") }
    }

    /// True when every font the file gives the label is a system font with default digits,
    /// or it gives none, and no other code is handed the label.
    private func hasProportionalDigits(_ label: String, _ file: SwiftFile, _ variables: [String: [DeclaredVariable]]) -> Bool {
        var fonts: [ExprSyntax] = []
        for member in file.index.memberAccesses("font", "attributedText") where member.receiverKey.split(separator: ".").last.map(String.init) == label {
            guard member.declName.baseName.text == "font", let value = member.assignedValue else { return false }
            fonts.append(value)
        }
        // Fonts set inside the closure that builds the label.
        for declared in variables[label] ?? [] {
            guard let closure = declared.binding.initializingClosure else { continue }
            for member in file.index.memberAccesses(within: closure) where member.declName.baseName.text == "font" || member.declName.baseName.text == "attributedText" {
                guard member.declName.baseName.text == "font", let value = member.assignedValue else { return false }
                fonts.append(value)
            }
        }
        // The label handed to other code, which may style it: `Theme.apply(to: timeLabel)`.
        for reference in file.index.references(label) {
            var node = Syntax(reference)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { node = Syntax(member) }
            if node.parent?.is(LabeledExprSyntax.self) == true { return false }
            // `timeLabel.applyStyle(…)`: a method of the project's named for styling.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id,
               !Set(NameWords.split(member.declName.baseName.text)).isDisjoint(with: ["font", "style", "appearance", "theme", "apply"]) {
                return false
            }
        }
        return fonts.allSatisfy(Self.isProportionalSystemFont)
    }

    /// `.systemFont(ofSize: 17)`, `UIFont.boldSystemFont(ofSize:)`, `.preferredFont(forTextStyle: .body)`,
    /// and the same scaled by `UIFontMetrics`: the system face, whose digits are proportional.
    static func isProportionalSystemFont(_ font: ExprSyntax) -> Bool {
        let text = font.trimmedSourceText
        guard !["onospaced", "escriptor", "UIFont(name", "custom", "eature"].contains(where: text.contains) else { return false }
        return ["systemFont(", "SystemFont(", "preferredFont(forTextStyle"].contains(where: text.contains)
    }
}
