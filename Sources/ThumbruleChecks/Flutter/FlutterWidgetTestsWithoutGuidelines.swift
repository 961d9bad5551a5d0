import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter app whose widget or integration tests (`testWidgets`) never check an
/// accessibility guideline: `expectLater(tester, meetsGuideline(…))` with
/// `labeledTapTargetGuideline`, `androidTapTargetGuideline`, `iOSTapTargetGuideline` or
/// `textContrastGuideline`. Those run on every screen a test pumps, and catch unlabelled
/// buttons, small targets and low contrast before release; without one the suite passes while
/// the screens fail screen-reader users. One note per project, at the first `testWidgets`.
/// Walking the flows with VoiceOver and TalkBack stays a device task. The iOS and Android
/// counterparts are `UITestsWithoutAccessibilityAudit` and
/// `AndroidUITestsWithoutAccessibilityChecks`.
struct FlutterWidgetTestsWithoutGuidelines: FlutterCheck {
    package static let description = CheckDescription(
        id: "a11y-test.flutter-widget-tests-without-guidelines",
        ruleId: "a11y-test",
        summary: "Flutter widget tests that never check an accessibility guideline (meetsGuideline)",
        scopes: [.test],
        triggering: [
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", "void main() => runApp(const CheckoutApp());"),
                ("test/checkout_test.dart", """
                import 'package:flutter_test/flutter_test.dart';

                void main() {
                  ↓testWidgets('buys the basket', (tester) async {
                    await tester.pumpWidget(const CheckoutApp());
                    await tester.tap(find.text('Buy'));
                    await tester.pumpAndSettle();
                    expect(find.text('Thank you'), findsOneWidget);
                  });
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", "void main() => runApp(const CheckoutApp());"),
                ("test/checkout_test.dart", """
                import 'package:flutter_test/flutter_test.dart';

                void main() {
                  testWidgets('checkout meets the guidelines', (tester) async {
                    final handle = tester.ensureSemantics();
                    await tester.pumpWidget(const CheckoutApp());
                    await expectLater(tester, meetsGuideline(labeledTapTargetGuideline));
                    await expectLater(tester, meetsGuideline(textContrastGuideline));
                    handle.dispose();
                  });
                }
                """),
            ]),
            // Unit tests only.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", "void main() => runApp(const CheckoutApp());"),
                ("test/cart_test.dart", """
                import 'package:test/test.dart';

                void main() {
                  test('total', () => expect(Cart([1, 2]).total, 3));
                }
                """),
            ]),
        ]
    )

    package func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        if flutter.dartFiles.contains(where: { $0.file.source.bytes.contains(utf8: "meetsGuideline") }) { return }
        var tests: [SourcePosition] = []
        for file in flutter.dartFiles where file.scope == .test {
            guard let call = file.file.calls.indices.first(where: { file.file.calls[$0].name == "testWidgets" }) else { continue }
            tests.append(file.position(ofCall: call))
        }
        guard let first = tests.min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) else { return }
        let count = tests.count
        output.report(
            "This app's widget tests (\(count == 1 ? "1 file" : "\(count) files") with testWidgets) never check an accessibility guideline, so unlabelled buttons, small tap targets and low contrast on the screens they pump pass unnoticed until a screen-reader user meets them. Add `await expectLater(tester, meetsGuideline(labeledTapTargetGuideline))` (and the tap-target and textContrastGuideline checks) to the tests of each primary screen; walking the flows with VoiceOver and TalkBack is still needed.",
            at: first, confidence: .medium)
    }
}
