import ThumbruleCore
import ThumbruleFrontEnds

/// A stack trace drawn in a dialog or snack bar: a `Text` or `SelectableText` inside an
/// `AlertDialog`, `Dialog`, `SimpleDialog`, `CupertinoAlertDialog` or `SnackBar` whose text reads
/// a `stackTrace` (or `stack`), directly or through a local of the same function built from one
/// (`message += '\n' + error.stackTrace.toString()`). An error message is for the person using
/// the app: it says what failed and what to do in plain words, and the trace belongs in a log
/// or a crash report.
///
/// A log or diagnostics screen that lists traces is not a dialog and is left alone, and so is
/// a trace only tested to choose the words (`trace.toString().startsWith('#0') ? a : b`), and
/// one inside a collapsed `ExpansionTile` of technical details below the dialog's own words.
struct FlutterStackTraceShown: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-error.flutter-stack-trace-shown",
        ruleId: "state-error",
        summary: "A Flutter error dialog shows the user a stack trace",
        triggering: [
            CheckExample(files: [FlutterExample.dart("failure", """
            import 'package:flutter/material.dart';

            Future<void> showFailure(BuildContext context, Object error, StackTrace trace) {
              var details = '$error';
              details += '\\n' + ↓trace.toString();
              final stackTrace = trace;
              return showDialog(
                context: context,
                builder: (_) => AlertDialog(
                  content: Column(children: [SelectableText(details), Text('↓$stackTrace')]),
                ),
              );
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("failure", """
            import 'package:flutter/material.dart';

            Future<void> showFailure(BuildContext context, Object error, StackTrace stackTrace) {
              debugPrint('$error\\n$stackTrace');
              return showDialog(
                context: context,
                builder: (_) => AlertDialog(content: Text(context.l10n.saveFailed)),
              );
            }

            void reportSyncFailure(BuildContext context, Object error, StackTrace trace) {
              ScaffoldMessenger.of(context).showSnackBar(SnackBar(
                content: Text(trace.toString().isEmpty ? context.l10n.syncFailed : context.l10n.syncFailedRetry),
              ));
              logError(error, trace);
            }

            // The trace sits in a collapsed "Technical details" section under a plain message.
            Future<void> showUnexpectedError(BuildContext context, StackTrace? stackTrace) {
              final String fullStackTrace = stackTrace?.toString() ?? 'No stack trace available.';
              return showDialog(
                context: context,
                builder: (_) => AlertDialog(
                  content: ListBody(children: [
                    Text(context.l10n.somethingWentWrong),
                    ExpansionTile(
                      title: Text(context.l10n.technicalDetails),
                      children: [Text(fullStackTrace), CopyToClipboardButton(text: fullStackTrace)],
                    ),
                  ]),
                ),
              );
            }

            Widget logRow(String message, String? stackTrace) =>
                ListTile(title: Text(message), subtitle: stackTrace != null ? Text(stackTrace) : null);
            """)]),
        ]
    )

    static let hosts: Set<String> = ["AlertDialog", "Dialog", "SimpleDialog", "CupertinoAlertDialog", "SnackBar"]
    static let traceNames: Set<String> = ["stackTrace", "stack", "trace"]

    /// A name of a trace, read as code or interpolated (`$stackTrace`).
    func isTrace(_ token: Int, _ source: DartSource) -> Bool {
        switch source.kind(at: token) {
        case .identifier?: return Self.traceNames.contains(source.text(at: token))
        case .interpolationName?: return Self.traceNames.contains(String(source.text(at: token).drop { $0 == "$" }))
        default: return false
        }
    }

    /// True for a text among the `children` of an `ExpansionTile` that starts collapsed (no
    /// `initiallyExpanded: true`): a "Technical details" section the person opens only to copy
    /// or report the error, under the dialog's plain message.
    static func isInCollapsedDetails(_ index: Int, _ dart: DartFile) -> Bool {
        var child = index
        for ancestor in dart.ancestors(of: index) {
            let call = dart.calls[ancestor]
            if hosts.contains(call.name) { return false }
            if call.name == "ExpansionTile", let container = dart.calls[child].container,
               container.argument < call.arguments.count, call.arguments[container.argument].label == "children" {
                return call.argument("initiallyExpanded").map { $0.value == .boolean(false) } ?? true
            }
            child = ancestor
        }
        return false
    }

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["Text", "SelectableText"]) {
            let dart = file.file
            let source = dart.source
            guard file.file.source.mentions("stack") || file.file.source.mentions("trace"),
                  let argument = dart.calls[index].positionalArguments.first,
                  dart.ancestors(of: index).contains(where: { Self.hosts.contains(dart.calls[$0].name) }),
                  !Self.isInCollapsedDetails(index, dart) else { continue }
            let names = Set(argument.tokenRange.filter { source.kind(at: $0) == .identifier }.map { source.text(at: $0) })
            // Where the trace enters the text: in its argument, or in a local of the same
            // function the text reads.
            // A trace tested in a `?:` condition (`trace.toString().startsWith('#0') ? …`) picks
            // the wording; it is not shown.
            func shownTrace(in range: Range<Int>) -> Int? {
                range.first { isTrace($0, source) && !FlutterCode.isTestedInCondition($0, within: range, in: source) }
            }
            var trace = shownTrace(in: argument.tokenRange)
            if trace == nil, let function = dart.namedFunction(around: index) {
                let body = dart.functions[function].bodyRange
                for token in body where token < argument.tokenRange.lowerBound && source.kind(at: token) == .identifier && names.contains(source.text(at: token))
                    && (source.kind(at: token + 1) == .assign || source.text(at: token + 1) == "+=") {
                    var end = token + 2
                    while end < body.upperBound, source.kind(at: end) != .semicolon { end += 1 }
                    trace = trace ?? shownTrace(in: (token + 2)..<end)
                }
            }
            guard let trace else { continue }
            output.report(
                "A stack trace goes into the text of this dialog: it reads as a crash and says nothing the user can act on. Say in plain words what failed and what to do next, and send the trace to the log or a crash report instead.",
                at: file.position(source.tokens[trace].position), confidence: .medium)
        }
    }
}
