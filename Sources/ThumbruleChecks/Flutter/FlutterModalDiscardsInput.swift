import ThumbruleCore
import ThumbruleFrontEnds

/// A full-screen modal form whose close button drops what was typed: a file that opens one of
/// its own widgets in a `MaterialPageRoute` or `CupertinoPageRoute` with `fullscreenDialog: true`
/// and holds a `TextField`, `TextFormField` or `CupertinoTextField`, whose app bar's `leading:`
/// close `IconButton` (`Icons.close`, `CupertinoIcons.xmark`) only pops the route, with no
/// dialog on the way and no `PopScope` / `WillPopScope` anywhere in the file. The back press
/// on Android discards the same text. Search and filter screens are left alone: a query is no
/// work to lose.
///
/// Known false negatives: a form whose fields sit in another file than the route.
struct FlutterModalDiscardsInput: FlutterCheck {
    package static let description = CheckDescription(
        id: "nav-modal.flutter-close-discards-input",
        ruleId: "nav-modal",
        summary: "A Flutter full-screen modal form whose close button and back press drop what was typed",
        triggering: [
            CheckExample(files: [FlutterExample.dart("note_editor", """
            import 'package:flutter/material.dart';

            class NoteEditor extends StatelessWidget {
              const NoteEditor({super.key});

              static Route<void> route() => MaterialPageRoute(fullscreenDialog: true, builder: (_) => const NoteEditor());

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(
                    leading: ↓IconButton(
                      tooltip: 'Close',
                      icon: const Icon(Icons.close),
                      onPressed: () => Navigator.of(context).pop(),
                    ),
                    actions: [TextButton(onPressed: _save, child: const Text('Save'))],
                  ),
                  body: TextFormField(controller: _body, maxLines: null),
                );
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("note_editor", """
            import 'package:flutter/material.dart';

            class NoteEditor extends StatelessWidget {
              static Route<void> route() => MaterialPageRoute(fullscreenDialog: true, builder: (_) => const NoteEditor());

              @override
              Widget build(BuildContext context) {
                return PopScope(
                  canPop: !_edited,
                  onPopInvokedWithResult: (didPop, _) => _askToDiscard(context, didPop),
                  child: Scaffold(
                    appBar: AppBar(
                      leading: IconButton(tooltip: 'Close', icon: const Icon(Icons.close), onPressed: () => Navigator.of(context).maybePop()),
                    ),
                    body: TextFormField(controller: _body),
                  ),
                );
              }
            }
            """), FlutterExample.dart("tag_editor", """
            import 'package:flutter/material.dart';

            class TagEditor extends StatelessWidget {
              static Route<void> route() => MaterialPageRoute(fullscreenDialog: true, builder: (_) => const TagEditor());

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(
                    leading: IconButton(
                      tooltip: 'Close',
                      icon: const Icon(Icons.close),
                      onPressed: () async {
                        if (await showDiscardDialog(context)) Navigator.of(context).pop();
                      },
                    ),
                  ),
                  body: TextField(controller: _name),
                );
              }
            }
            """), FlutterExample.dart("city_search", """
            import 'package:flutter/material.dart';

            class CitySearchPage extends StatelessWidget {
              static Route<void> route() => MaterialPageRoute(fullscreenDialog: true, builder: (_) => const CitySearchPage());

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(leading: IconButton(tooltip: 'Close', icon: const Icon(Icons.close), onPressed: () => Navigator.pop(context))),
                  body: TextField(onChanged: _filter),
                );
              }
            }
            """)]),
        ]
    )

    static let routes: Set<String> = ["MaterialPageRoute", "CupertinoPageRoute"]
    static let fields: Set<String> = ["TextField", "TextFormField", "CupertinoTextField"]
    static let popGuards: Set<String> = ["PopScope", "WillPopScope", "onPopInvoked", "onPopInvokedWithResult", "onWillPop", "BackButtonListener"]
    static let closeIcons: Set<String> = ["close", "clear", "xmark", "clear_rounded", "close_rounded"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("fullscreenDialog") {
            let dart = file.file
            let lowerPath = file.path.lowercased()
            guard !lowerPath.contains("search"), !lowerPath.contains("filter"),
                  !dart.names(Self.popGuards), !dart.callIndices(named: Self.fields).isEmpty else { continue }
            let ownClasses = Set(dart.classes.compactMap(\.name))
            let opensOwnPage = dart.callIndices(named: Self.routes).contains { route in
                FlutterCode.isTrue(dart.calls[route].argument("fullscreenDialog"))
                    && dart.descendants(of: route).contains { ownClasses.contains(dart.calls[$0].name) }
            }
            guard opensOwnPage else { continue }
            for bar in dart.callIndices(named: ["AppBar", "CupertinoNavigationBar", "SliverAppBar"]) {
                guard let close = FlutterCode.call(in: dart.calls[bar].argument("leading")), dart.calls[close].name == "IconButton",
                      let icon = FlutterCode.call(in: dart.calls[close].argument("icon")),
                      case .reference(let names)? = dart.calls[icon].positionalArguments.first?.value,
                      let glyph = names.last, Self.closeIcons.contains(glyph),
                      let handler = dart.calls[close].argument("onPressed"),
                      let body = FlutterDestructiveWithoutGuard.body(of: handler, in: dart),
                      dart.calls.contains(where: { body.contains($0.nameToken) && ["pop", "maybePop"].contains($0.name) }),
                      !FlutterDestructiveWithoutGuard.asksFirst(in: body, of: dart) else { continue }
                output.report(
                    "This full-screen form's close button pops at once, and nothing guards the back press, so whatever was typed is lost without a word. When the fields hold edits, ask before leaving (a discard or keep-editing dialog) from the button and from a PopScope around the page.",
                    at: file.position(ofCall: close), confidence: .medium)
            }
        }
    }
}
