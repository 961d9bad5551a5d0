import ThumbruleCore
import ThumbruleFrontEnds

/// An `AnimationController` set to `repeat()` in a file that never asks whether the user
/// wants less motion (`MediaQuery.disableAnimationsOf`, `disableAnimations`,
/// `accessibleNavigation`). Flutter shortens plain forward animations itself when the system
/// asks, but a repeating one loops for as long as it is on screen.
///
/// A controller whose value reaches only an opacity or a colour (`Color.lerp(a, b, c.value)`,
/// `FadeTransition(opacity: c)`, through a `Tween(…).animate(c)` too) is a pulse that fades,
/// the form the rule recommends in place of movement, and is left alone. So is a controller
/// named for work in flight (`AsyncWork.busyNameWords`: `_loadingController`, `_spinnerController`): a busy indicator,
/// which the rule lets keep turning as the system's own progress indicators do; so is the
/// controller of a widget the file builds only while such work runs (`isRefreshing ? const
/// _SpinningIcon() : refreshIcon`).
///
/// Known false negatives: a controller the file does not declare. Known false positives: the
/// setting read in another file and passed in as a flag the check cannot follow.
struct FlutterRepeatingAnimation: FlutterCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.flutter-repeating-animation",
        ruleId: "motion-reduced",
        summary: "A repeating Flutter animation that ignores the reduce motion setting",
        optIn: "Judged true in 7 of 19 findings on apps nobody tuned it on: repeating animations are often loading indicators or showcase code.",
        triggering: [
            CheckExample(files: [FlutterExample.dart("pulse", """
            import 'package:flutter/material.dart';

            class PulseState extends State<Pulse> with SingleTickerProviderStateMixin {
              late final AnimationController _glow = AnimationController(vsync: this, duration: const Duration(seconds: 2))..↓repeat(reverse: true);
              late AnimationController _spin;
              late final AnimationController _shimmer = AnimationController.unbounded(vsync: this)..↓repeat(min: -0.5, max: 1.5);

              @override
              void initState() {
                super.initState();
                _spin = AnimationController(vsync: this, duration: const Duration(seconds: 1));
                _spin.↓repeat();
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("busy_button", """
            import 'package:flutter/material.dart';

            class BusyButtonState extends State<BusyButton> with SingleTickerProviderStateMixin {
              late final AnimationController _loadingController = AnimationController(vsync: this, duration: const Duration(seconds: 1));

              void _syncLoading(bool busy) {
                if (busy) {
                  _loadingController.repeat();
                } else {
                  _loadingController.stop();
                }
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("pulse", """
            import 'package:flutter/material.dart';

            class PulseState extends State<Pulse> with SingleTickerProviderStateMixin {
              late final AnimationController _glow = AnimationController(vsync: this, duration: const Duration(seconds: 2));

              @override
              void didChangeDependencies() {
                super.didChangeDependencies();
                if (MediaQuery.disableAnimationsOf(context)) {
                  _glow.stop();
                } else {
                  _glow.repeat(reverse: true);
                }
              }
            }
            """), FlutterExample.dart("fade", """
            import 'package:flutter/material.dart';

            class FadeState extends State<Fade> with SingleTickerProviderStateMixin {
              late final AnimationController _fade = AnimationController(vsync: this, duration: const Duration(milliseconds: 300))..forward();
              final List<int> _items = List.filled(3, 0);
              void _more() => _items.repeat();
            }
            """),
            // A loading placeholder that only breathes its colour, and a badge that only fades.
            FlutterExample.dart("placeholder", """
            import 'package:flutter/material.dart';

            class PlaceholderState extends State<Placeholder> with SingleTickerProviderStateMixin {
              late final AnimationController _breath = AnimationController(vsync: this, duration: const Duration(milliseconds: 900))..repeat(reverse: true);

              @override
              void dispose() {
                _breath.dispose();
                super.dispose();
              }

              @override
              Widget build(BuildContext context) => AnimatedBuilder(
                    animation: _breath,
                    builder: (context, _) => DecoratedBox(decoration: BoxDecoration(color: Color.lerp(Colors.black12, Colors.black26, _breath.value))),
                  );
            }

            class BadgeState extends State<Badge> with SingleTickerProviderStateMixin {
              AnimationController? _blink;
              Animation<double>? _fade;

              @override
              void initState() {
                super.initState();
                if (_blink == null) _blink = AnimationController(vsync: this, duration: const Duration(seconds: 1));
                _fade = Tween<double>(begin: 0.3, end: 1).animate(_blink!);
                _blink!.repeat(reverse: true);
              }

              @override
              Widget build(BuildContext context) => FadeTransition(opacity: _fade!, child: const Icon(Icons.circle));
            }
            """),
            // A refresh icon that turns only while the refresh runs, and a card that breathes
            // through a curved tween.
            FlutterExample.dart("refresh_button", """
            import 'package:flutter/material.dart';

            Widget refreshButton(bool isRefreshing, VoidCallback onRefresh) =>
                IconButton(icon: !isRefreshing ? const Icon(Icons.sync) : const _TurningSync(), onPressed: onRefresh);

            class _TurningSync extends StatefulWidget {
              const _TurningSync();

              @override
              State<_TurningSync> createState() => _TurningSyncState();
            }

            class _TurningSyncState extends State<_TurningSync> with SingleTickerProviderStateMixin {
              late final AnimationController _turns = AnimationController(vsync: this, duration: const Duration(seconds: 1))..repeat();

              @override
              Widget build(BuildContext context) => RotationTransition(turns: _turns, child: const Icon(Icons.sync));
            }

            class _CardGlowState extends State<CardGlow> with SingleTickerProviderStateMixin {
              late AnimationController _pulse;
              late Animation<double> _alpha;

              @override
              void initState() {
                super.initState();
                _pulse = AnimationController(vsync: this, duration: const Duration(milliseconds: 1500));
                _alpha = Tween<double>(begin: 0.2, end: 0.8).animate(CurvedAnimation(parent: _pulse, curve: Curves.easeInOut));
                _pulse.repeat(reverse: true);
              }

              @override
              Widget build(BuildContext context) => AnimatedBuilder(
                    animation: _alpha,
                    builder: (context, _) => Container(color: Colors.teal.withValues(alpha: _alpha.value)),
                  );
            }
            """)]),
        ]
    )

    static let motionSettings: Set<String> = ["disableAnimationsOf", "disableAnimations", "accessibleNavigation", "accessibleNavigationOf"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("AnimationController") {
            let dart = file.file
            let repeats = dart.callIndices(named: "repeat")
            guard !repeats.isEmpty, !dart.names(Self.motionSettings) else { continue }
            let controllers = Self.controllerNames(in: dart)
            for index in repeats {
                let call = dart.calls[index]
                let onController: Bool
                switch call.receiver.last {
                case .call(let previous)?: onController = Self.isController(dart.calls[previous])
                case .name(let name)?: onController = controllers.contains(name)
                default: onController = false
                }
                guard onController else { continue }
                if let name = Self.controllerName(of: call, in: dart),
                   Self.onlyFades([name], in: dart) || !Set(AsyncWork.busyNameWords).isDisjoint(with: NameWords.split(name)) { continue }
                if Self.isBuiltOnlyWhileBusy(call, in: dart) { continue }
                output.report(
                    "This animation repeats for as long as it is on screen, and the file never reads MediaQuery.disableAnimationsOf(context), so it keeps moving for people who asked the system for less motion. When that is true, stop the controller (or show one still frame) instead of calling repeat().",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// The name a repeated controller goes by: `_spin` in `_spin.repeat()`, and in
    /// `_glow = AnimationController(…)..repeat()` the name it is assigned to.
    static func controllerName(of call: DartCall, in dart: DartFile) -> String? {
        switch call.receiver.last {
        case .name(let name)?: return name
        case .call(let previous)?: return assignedName(before: dart.calls[dart.chain(of: previous).first ?? previous].startToken, in: dart.source)
        default: return nil
        }
    }

    /// True when the repeat runs in the `State` of a widget this file builds only as a branch
    /// on work in flight (`isRefreshing ? const _Spinner() : refreshIcon`,
    /// `if (isLoading) const _Spinner()`): a busy indicator, mounted while the work runs.
    static func isBuiltOnlyWhileBusy(_ call: DartCall, in dart: DartFile) -> Bool {
        guard let owner = call.enclosingClass, dart.classes[owner].superclass == "State",
              let widget = dart.classes[owner].superclassArguments.first else { return false }
        let declarations = dart.classes.filter { $0.name == widget }.map(\.bodyRange)
        let builds = dart.callIndices(named: widget).map { dart.calls[$0].startToken }.filter { start in
            !declarations.contains { $0.contains(start) }
        }
        let busyWords = Set(AsyncWork.busyNameWords)
        return !builds.isEmpty && builds.allSatisfy { start in
            guard let condition = FlutterCode.condition(ofBranchAt: start, in: dart.source) else { return false }
            return condition.contains { token in
                dart.source.kind(at: token) == .identifier && !busyWords.isDisjoint(with: NameWords.split(dart.source.text(at: token)))
            }
        }
    }

    /// `x` in `x = <expression at start>` (or `x = const …`, `x = new …`).
    static func assignedName(before start: Int, in source: DartSource) -> String? {
        var previous = start - 1
        if source.text(at: previous) == "new" || source.text(at: previous) == "const" { previous -= 1 }
        guard source.kind(at: previous) == .assign, source.kind(at: previous - 1) == .identifier else { return nil }
        return source.text(at: previous - 1)
    }

    /// Methods and properties that run or inspect a controller without showing its value.
    static let controlMembers: Set<String> = [
        "repeat", "stop", "forward", "reverse", "reset", "dispose", "isAnimating", "isCompleted", "isDismissed", "status",
        "addListener", "removeListener", "addStatusListener", "removeStatusListener", "duration", "reverseDuration",
        "resync", "animateTo", "animateBack",
    ]
    /// Calls whose argument a value only tints or fades through.
    static let fadingCalls: Set<String> = ["withOpacity", "withAlpha", "withValues", "FadeTransition", "Opacity"]

    enum ValueUse: Equatable { case control, fade, other, alias(String) }

    /// True when the controllers (and what is derived from them by `animate`, `drive`,
    /// `CurvedAnimation` or a plain assignment) reach only opacities and colours.
    static func onlyFades(_ names: [String], in dart: DartFile) -> Bool {
        var queue = names, seen = Set(names), fades = false
        while let name = queue.popLast() {
            guard seen.count < 8 else { return false }
            for index in dart.identifierTokens([name]) {
                switch use(ofValueAt: index, in: dart) {
                case .control: continue
                case .fade: fades = true
                case .other: return false
                case .alias(let alias): if seen.insert(alias).inserted { queue.append(alias) }
                }
            }
        }
        return fades
    }

    /// How the code at a token uses an animation value.
    static func use(ofValueAt index: Int, in dart: DartFile) -> ValueUse {
        let source = dart.source
        var start = index
        if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .nullAwareDot {
            // `this._glow` is the value; `widget._glow` or `other.opacity` is something else.
            guard source.text(at: index - 2) == "this" else { return .control }
            start = index - 2
        }
        var end = index
        if source.kind(at: end + 1) == .bang { end += 1 }
        let previous = source.kind(at: start - 1), next = source.kind(at: end + 1)
        // A declaration (`AnimationController? _glow;`, `late final _glow = …`) or an assignment to it.
        if next == .assign || (index == end && [.identifier, .question, .greater].contains(previous) && [.semicolon, .comma].contains(next)) { return .control }
        if next == .dot || next == .nullAwareDot || next == .cascade {
            let member = source.text(at: end + 2)
            if controlMembers.contains(member) { return .control }
            if member == "value" { return source.kind(at: end + 3) == .assign ? .control : consumer(of: index, in: dart) }
            if member == "drive" || member == "animate" { return derived(at: index, in: dart) }
            return .other
        }
        // `_glow == null`, `_glow != null`: a check, not a use.
        if next == .operator, ["==", "!="].contains(source.text(at: end + 1)), source.text(at: end + 2) == "null" { return .control }
        // `other = _glow;`
        if previous == .assign, source.kind(at: start - 2) == .identifier, next == .semicolon { return .alias(source.text(at: start - 2)) }
        guard let (call, label) = innermostArgument(holding: index, in: dart) else { return .other }
        let name = dart.calls[call].name
        if ["animation", "listenable"].contains(label), ["AnimatedBuilder", "ListenableBuilder"].contains(name) { return .control }
        if label == "opacity" { return .fade }
        if name == "animate" || name == "CurvedAnimation" || name == "drive" { return derived(at: index, in: dart) }
        return .other
    }

    /// A value read from an animation: a fade when it only sets an opacity or blends a colour.
    static func consumer(of index: Int, in dart: DartFile) -> ValueUse {
        guard let (call, label) = innermostArgument(holding: index, in: dart) else { return .other }
        let target = dart.calls[call]
        if label == "opacity" || label == "color" || fadingCalls.contains(target.name) { return .fade }
        if target.name == "lerp", target.receiverName == "Color" { return .fade }
        return .other
    }

    /// The name an animation derived at this token is assigned to, through the animations built
    /// around it: `_fade = Tween(…).animate(CurvedAnimation(parent: c, …))` gives `_fade`.
    static func derived(at index: Int, in dart: DartFile) -> ValueUse {
        var holder = dart.calls.indices.filter { dart.calls[$0].tokenRange.contains(index) }.min { dart.calls[$0].tokenRange.count < dart.calls[$1].tokenRange.count }
        var steps = 0
        while let current = holder, let first = dart.chain(of: current).first, steps < 4 {
            if let name = assignedName(before: dart.calls[first].startToken, in: dart.source) { return .alias(name) }
            guard let outer = dart.parent(of: first)?.call, ["animate", "drive", "CurvedAnimation"].contains(dart.calls[outer].name) else { break }
            holder = outer
            steps += 1
        }
        return .other
    }

    /// The innermost call argument holding a token, and the argument's label.
    static func innermostArgument(holding index: Int, in dart: DartFile) -> (Int, String?)? {
        var best: (call: Int, label: String?, size: Int)?
        for (callIndex, call) in dart.calls.enumerated() {
            for argument in call.arguments where argument.tokenRange.contains(index) && argument.tokenRange.count < (best?.size ?? .max) {
                best = (callIndex, argument.label, argument.tokenRange.count)
            }
        }
        return best.map { ($0.call, $0.label) }
    }

    /// `AnimationController(…)` and `AnimationController.unbounded(…)`.
    static func isController(_ call: DartCall) -> Bool {
        call.name == "AnimationController" || call.name == "unbounded" && call.receiverName == "AnimationController"
    }

    /// Names the file declares as, or assigns from, an `AnimationController`.
    static func controllerNames(in file: DartFile) -> Set<String> {
        let source = file.source
        var names = Set<String>()
        for token in file.identifierTokens(["AnimationController"]) {
            // `AnimationController _spin;`, `late final AnimationController? _spin`
            var next = token + 1
            if source.kind(at: next) == .question { next += 1 }
            if source.kind(at: next) == .identifier { names.insert(source.text(at: next)) }
            // `_spin = AnimationController(…)`
            var previous = token - 1
            if source.text(at: previous) == "new" || source.text(at: previous) == "const" { previous -= 1 }
            if source.kind(at: previous) == .assign, source.kind(at: previous - 1) == .identifier { names.insert(source.text(at: previous - 1)) }
        }
        return names
    }
}
