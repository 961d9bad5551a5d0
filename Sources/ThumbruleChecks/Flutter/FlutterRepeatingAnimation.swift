import ThumbruleCore
import ThumbruleFrontEnds

/// An `AnimationController` set to `repeat()` in a file that never asks whether the user
/// wants less motion (`MediaQuery.disableAnimationsOf`, `disableAnimations`,
/// `accessibleNavigation`). Flutter shortens plain forward animations itself when the system
/// asks, but a repeating one loops for as long as it is on screen.
///
/// Known false negatives: a controller the file does not declare. Known false positives: the
/// setting read in another file and passed in as a flag the check cannot follow.
struct FlutterRepeatingAnimation: FlutterCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.flutter-repeating-animation",
        ruleId: "motion-reduced",
        summary: "A repeating Flutter animation that ignores the reduce motion setting",
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
                output.report(
                    "This animation repeats for as long as it is on screen, and the file never reads MediaQuery.disableAnimationsOf(context), so it keeps moving for people who asked the system for less motion. When that is true, stop the controller (or show one still frame) instead of calling repeat().",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
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
