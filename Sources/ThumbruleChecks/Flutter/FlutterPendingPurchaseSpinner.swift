import ThumbruleCore
import ThumbruleFrontEnds

/// The `PurchaseStatus.pending` branch of an in_app_purchase stream handler that only turns on
/// a flag whose every use on screen draws a spinner or a barrier and no words. A pending
/// purchase (Ask to Buy, a Play payment in cash or awaiting a bank) can take days; a spinner
/// says "wait here", when the user should be told it is waiting for approval and will unlock
/// by itself.
///
/// The flag: a field the branch, or a function of the same file it calls, sets to `true` in
/// `setState`. Its uses: `if (flag)` blocks and collection elements, and `flag ? a : b`
/// branches, in the same file. Reported when there is at least one use and each draws only
/// progress indicators, barriers and layout, with no `Text`.
///
/// Known false negatives: a flag another file reads.
struct FlutterPendingPurchaseSpinner: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.flutter-pending-spinner",
        ruleId: "pay-outcome",
        summary: "A pending Flutter purchase is shown only as a spinner, with no word on what happens next",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store_page", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class StorePageState extends State<StatefulWidget> {
              bool _waiting = false;

              @override
              void initState() {
                super.initState();
                InAppPurchase.instance.purchaseStream.listen((updates) {
                  for (final update in updates) {
                    ↓if (update.status == PurchaseStatus.pending) {
                      _wait();
                    } else if (update.pendingCompletePurchase) {
                      InAppPurchase.instance.completePurchase(update);
                    }
                  }
                });
              }

              void _wait() => setState(() => _waiting = true);

              @override
              Widget build(BuildContext context) => Stack(children: [
                    const Placeholder(),
                    if (_waiting) const Center(child: CircularProgressIndicator()),
                  ]);
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store_page", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class StorePageState extends State<StatefulWidget> {
              bool _waiting = false;

              @override
              void initState() {
                super.initState();
                InAppPurchase.instance.purchaseStream.listen((updates) {
                  for (final update in updates) {
                    if (update.status == PurchaseStatus.pending) setState(() => _waiting = true);
                    if (update.pendingCompletePurchase) InAppPurchase.instance.completePurchase(update);
                  }
                });
              }

              @override
              Widget build(BuildContext context) => Column(children: [
                    if (_waiting) ...[
                      const CircularProgressIndicator(),
                      Text(context.l10n.purchaseAwaitingApproval),
                    ],
                  ]);
            }
            """)]),
        ]
    )

    /// Widgets that draw no words: progress, barriers, layout.
    static let wordless: Set<String> = [
        "CircularProgressIndicator", "LinearProgressIndicator", "CupertinoActivityIndicator", "ModalBarrier", "AbsorbPointer",
        "Opacity", "Stack", "Center", "Container", "SizedBox", "Padding", "Align", "Positioned", "ColoredBox", "add", "adaptive",
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for pending in FlutterPurchaseCode.statusBranches("pending", in: flutter) {
            let dart = pending.file.file
            let reach = FlutterPurchaseCode.reach(from: pending.calls.flatMap { FlutterPurchaseCode.sameFileFunctions(called: $0, in: dart) }, in: dart)
            let all = pending.calls + reach.flatMap { FlutterPurchaseCode.calls(in: $0, of: dart) }
            guard !FlutterPurchaseCode.showsOutcome(calls: all, in: dart) else { continue }
            let flags = flagsSet(by: all, in: dart)
            guard !flags.isEmpty, flags.allSatisfy({ showsOnlySpinner($0, in: dart) }) else { continue }
            output.report(
                "A pending purchase only turns on a spinner: nothing says the payment is waiting (for a parent's approval, or a cash or bank payment) and will unlock by itself later. Show a pending state in words, let the user leave, and deliver the purchase when the stream reports it.",
                at: pending.file.position(dart.source.tokens[pending.ifToken].position), confidence: .medium)
        }
    }

    /// Fields set to `true` inside `setState` calls among these calls.
    func flagsSet(by calls: [Int], in dart: DartFile) -> Set<String> {
        let source = dart.source
        var flags: Set<String> = []
        for call in calls where dart.calls[call].name == "setState" {
            for token in dart.calls[call].tokenRange where source.kind(at: token) == .assign && source.tokenIs(token + 1, "true") && source.kind(at: token - 1) == .identifier {
                flags.insert(source.text(at: token - 1))
            }
        }
        return flags
    }

    /// Whether every `if (flag)` or `flag ? a : b` in the file draws only wordless widgets, and there is one.
    func showsOnlySpinner(_ flag: String, in dart: DartFile) -> Bool {
        let source = dart.source
        var ranges: [Range<Int>] = []
        for token in dart.identifierTokens([flag]) {
            if source.tokenIs(token - 2, "if"), source.kind(at: token - 1) == .leftParen, source.kind(at: token + 1) == .rightParen,
               let branch = FlutterPurchaseCode.branch(after: token + 1, in: source) {
                ranges.append(branch)
            } else if source.kind(at: token + 1) == .question, source.kind(at: token - 1) != .dot,
                      let end = FlutterPurchaseCode.branch(after: token, in: source) {
                // `flag ? spinner : content`: the part between `?` and its `:`.
                var colon = token + 2
                while colon < end.upperBound, source.kind(at: colon) != .colon {
                    if let kind = source.kind(at: colon), kind.isOpener { colon = source.partner(of: colon) ?? colon }
                    colon += 1
                }
                ranges.append((token + 2)..<colon)
            }
        }
        guard !ranges.isEmpty else { return false }
        return ranges.allSatisfy { range in
            let drawn = dart.calls.filter { range.contains($0.nameToken) }
            return !drawn.isEmpty && drawn.allSatisfy { Self.wordless.contains($0.name) }
        }
    }
}
