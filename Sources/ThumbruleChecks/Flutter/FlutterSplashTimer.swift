import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter splash widget that holds the launch on a fixed timer: in a `State` class named
/// `…Splash…`, `initState` (or a method of the class it calls) waits with `Future.delayed(…)` or
/// `Timer(…)` and then navigates (`Navigator.pushReplacement…`, `pushAndRemoveUntil`,
/// `context.go`, GetX's `Get.off…`). The system has already shown a launch screen, so this is a
/// second logo the person waits through on every launch while the first screen could be drawn.
///
/// Left alone: a splash with a tap handler (`onTap`, `onPressed`: the person can skip it), a
/// splash that also navigates outside its waits (the wait is a timeout cap on real work, or one
/// branch among others), and waits that lead to no navigation (an animation's stagger).
struct FlutterSplashTimer: FlutterCheck {
    package static let description = CheckDescription(
        id: "splash-hold.flutter-timed-splash",
        ruleId: "splash-hold",
        summary: "A Flutter splash widget that waits on a fixed timer before navigating to the first screen",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("splash_screen", """
            import 'dart:async';
            import 'package:flutter/material.dart';

            class SplashScreen extends StatefulWidget {
              const SplashScreen({super.key});
              @override
              State<SplashScreen> createState() => _SplashScreenState();
            }

            class _SplashScreenState extends State<SplashScreen> {
              @override
              void initState() {
                super.initState();
                Future.↓delayed(const Duration(seconds: 3), () {
                  Navigator.of(context).pushReplacement(MaterialPageRoute(builder: (_) => const HomeScreen()));
                });
              }

              @override
              Widget build(BuildContext context) => const Center(child: FlutterLogo(size: 120));
            }

            class _LegacySplashState extends State<LegacySplash> {
              @override
              void initState() {
                super.initState();
                _next();
              }

              Future<void> _next() async {
                await Future.↓delayed(const Duration(milliseconds: 2500));
                if (!mounted) return;
                Navigator.pushReplacementNamed(context, '/home');
              }

              @override
              Widget build(BuildContext context) => const SizedBox();
            }

            class _IntroSplashState extends State<IntroSplash> {
              @override
              void initState() {
                super.initState();
                ↓Timer(const Duration(seconds: 2), () => context.go('/home'));
              }

              @override
              Widget build(BuildContext context) => const SizedBox();
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("splash_screen", """
            import 'dart:async';
            import 'package:flutter/material.dart';

            class _SplashScreenState extends State<SplashScreen> {
              bool _visible = false;

              @override
              void initState() {
                super.initState();
                Future.delayed(const Duration(milliseconds: 300), () => setState(() => _visible = true));
              }

              @override
              Widget build(BuildContext context) => AnimatedOpacity(opacity: _visible ? 1 : 0, duration: kThemeAnimationDuration, child: const FlutterLogo());
            }

            class _SkippableSplashState extends State<SkippableSplash> {
              @override
              void initState() {
                super.initState();
                Future.delayed(const Duration(seconds: 3), () => Navigator.pushReplacementNamed(context, '/home'));
              }

              @override
              Widget build(BuildContext context) => GestureDetector(
                    onTap: () => Navigator.pushReplacementNamed(context, '/home'),
                    child: const FlutterLogo(),
                  );
            }

            class _BootSplashState extends State<BootSplash> {
              @override
              void initState() {
                super.initState();
                _restore();
                Future.delayed(const Duration(seconds: 5), () => Navigator.pushReplacementNamed(context, '/home'));
              }

              Future<void> _restore() async {
                await widget.session.restore();
                if (mounted) Navigator.pushReplacementNamed(context, '/home');
              }

              @override
              Widget build(BuildContext context) => const FlutterLogo();
            }

            class _HomeScreenState extends State<HomeScreen> {
              @override
              void initState() {
                super.initState();
                Future.delayed(const Duration(seconds: 1), () => Navigator.pushNamed(context, '/whats-new'));
              }

              @override
              Widget build(BuildContext context) => const SizedBox();
            }
            """)]),
        ]
    )

    /// Calls that replace or add the next screen.
    static let navigation: Set<String> = [
        "pushReplacement", "pushReplacementNamed", "pushAndRemoveUntil", "pushNamedAndRemoveUntil", "popAndPushNamed",
        "push", "pushNamed", "offAll", "offAllNamed", "offNamed", "off", "goNamed", "replaceNamed",
    ]
    /// Navigation names common enough elsewhere to count only on `context` (go_router's extension).
    static let contextNavigation: Set<String> = ["go", "replace", "pushReplacement", "push"]
    /// Argument labels that make the splash skippable.
    static let tapLabels: Set<String> = ["onTap", "onPressed", "onDoubleTap", "onLongPress"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("Splash") {
            let dart = file.file
            for (classIndex, type) in dart.classes.enumerated() {
                guard let name = type.name, name.contains("Splash"), type.superclass == "State" || type.superclass?.hasSuffix("State") == true,
                      let initState = dart.functions.indices.first(where: { dart.functions[$0].name == "initState" && dart.functions[$0].enclosingClass == classIndex }),
                      !dart.calls.contains(where: { $0.enclosingClass == classIndex && $0.arguments.contains { Self.tapLabels.contains($0.label ?? "") } })
                else { continue }
                // initState and the class's methods it calls by name.
                let called = Set(dart.calls.filter { call in
                    call.receiver.isEmpty && dart.enclosingFunctions(startingAt: call.enclosingFunction).contains(initState)
                }.map(\.name))
                let methods = [initState] + dart.functions.indices.filter {
                    dart.functions[$0].enclosingClass == classIndex && dart.functions[$0].name.map(called.contains) == true
                }
                let waits = dart.calls.indices.filter { index in
                    let call = dart.calls[index]
                    return call.enclosingClass == classIndex && Self.isWait(call)
                        && dart.enclosingFunctions(startingAt: call.enclosingFunction).contains(where: methods.contains)
                }
                let after = waits.map { Self.navigation(after: $0, in: dart) }
                // A splash that also navigates outside the waits: the wait is a timeout cap on
                // real work, or one branch among others.
                let elsewhere = dart.calls.indices.contains { index in
                    dart.calls[index].enclosingClass == classIndex && Self.isNavigation(index, in: dart) && !after.contains { $0.contains(index) }
                }
                guard !elsewhere else { continue }
                for (wait, navigation) in zip(waits, after) where !navigation.isEmpty {
                    output.report(
                        "This splash waits on a fixed timer before it opens the first screen, so every launch shows a logo for that long after the system's own launch screen, while the first screen could already be drawn. Drop the wait: keep the native splash (flutter_native_splash's preserve and remove) only while local state picks the first screen, and open it as soon as that is known.",
                        at: file.position(ofCall: wait), confidence: .medium)
                }
            }
        }
    }

    /// `Future.delayed(…)` or `Timer(…)`.
    static func isWait(_ call: DartCall) -> Bool {
        call.name == "delayed" && call.receiverName == "Future" && call.receiver.count == 1
            || call.name == "Timer" && call.receiver.isEmpty
    }

    /// The navigation calls the wait runs next: inside its arguments or a `.then(…)` chained to
    /// it, or, after `await`, later in the same function.
    static func navigation(after wait: Int, in dart: DartFile) -> Set<Int> {
        var ranges = [dart.calls[wait].tokenRange]
        if let then = dart.calls[wait].nextInChain, dart.calls[then].name == "then" { ranges.append(dart.calls[then].tokenRange) }
        let function = dart.calls[wait].enclosingFunction
        let start = dart.calls[wait].startToken
        let awaited = start > 0 && dart.source.text(of: (start - 1)..<start) == "await"
        return Set(dart.calls.indices.filter { index in
            let call = dart.calls[index]
            guard isNavigation(index, in: dart) else { return false }
            if ranges.contains(where: { $0.contains(call.nameToken) }) { return true }
            return awaited && call.nameToken > dart.calls[wait].tokenRange.upperBound
                && dart.enclosingFunctions(startingAt: call.enclosingFunction).first == function
        })
    }

    /// `Navigator.of(context).pushReplacement(…)`, `Navigator.pushNamed(context, …)`,
    /// `Get.offAll(…)`, `context.go(…)`.
    static func isNavigation(_ index: Int, in dart: DartFile) -> Bool {
        let call = dart.calls[index]
        let receivers = dart.receiverNames(of: index)
        if contextNavigation.contains(call.name), receivers == ["context"] { return true }
        return navigation.contains(call.name) && (receivers.first == "Navigator" || receivers == ["Get"])
    }
}
