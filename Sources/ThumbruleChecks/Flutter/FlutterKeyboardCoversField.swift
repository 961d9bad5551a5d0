import ThumbruleCore
import ThumbruleFrontEnds

/// A `Scaffold` (or `CupertinoPageScaffold`) with `resizeToAvoidBottomInset: false` whose body
/// holds a `TextField`, `TextFormField` or `CupertinoTextField`: the body keeps its full height
/// when the keyboard opens, so a field in its lower part is drawn under the keyboard.
///
/// Left alone: a build that pads for the keyboard itself (it reads
/// `MediaQuery.viewInsetsOf(context)` or `.viewInsets`), a field at the top of the body (the
/// first child of each column or list on its way, as a search field), fields in the app bar,
/// the scaffold's or a bar in its body that stays at the top (an `AppBar`, a `SliverAppBar`
/// with `pinned: true`), and fields built in a callback (a dialog opened from `onPressed`).
///
/// Known false negatives: fields in widgets the body composes from other classes.
struct FlutterKeyboardCoversField: FlutterCheck {
    package static let description = CheckDescription(
        id: "layout-keyboard.flutter-no-resize-over-field",
        ruleId: "layout-keyboard",
        summary: "A Flutter Scaffold that does not resize for the keyboard while its body holds a text field",
        triggering: [
            CheckExample(files: [FlutterExample.dart("comment_screen", """
            import 'package:flutter/material.dart';

            class CommentScreen extends StatelessWidget {
              const CommentScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  ↓resizeToAvoidBottomInset: false,
                  appBar: AppBar(title: const Text('Comments')),
                  body: Column(children: [
                    const Expanded(child: CommentList()),
                    Padding(
                      padding: const EdgeInsets.all(8),
                      child: TextField(decoration: const InputDecoration(hintText: 'Add a comment')),
                    ),
                  ]),
                );
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("screens", """
            import 'package:flutter/material.dart';

            class CommentScreen extends StatelessWidget {
              const CommentScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  resizeToAvoidBottomInset: false,
                  body: SingleChildScrollView(
                    padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom),
                    child: Column(children: [const CommentList(), TextFormField()]),
                  ),
                );
              }
            }

            class SearchScreen extends StatelessWidget {
              const SearchScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  resizeToAvoidBottomInset: false,
                  appBar: AppBar(title: TextField(decoration: const InputDecoration(hintText: 'Search'))),
                  body: Column(children: [
                    TextField(decoration: const InputDecoration(hintText: 'Filter')),
                    const Expanded(child: ResultList()),
                  ]),
                  floatingActionButton: FloatingActionButton(
                    onPressed: () => showDialog(context: context, builder: (_) => AlertDialog(content: TextField())),
                    child: const Icon(Icons.add),
                  ),
                );
              }
            }

            class LibraryScreen extends StatelessWidget {
              const LibraryScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  resizeToAvoidBottomInset: false,
                  body: CustomScrollView(slivers: [
                    const SliverToBoxAdapter(child: LibraryHeader()),
                    SliverAppBar(
                      pinned: true,
                      title: Align(alignment: Alignment.centerRight, child: TextField(onSubmitted: search)),
                    ),
                    const AlbumGrid(),
                  ]),
                );
              }
            }

            class PlayerScreen extends StatelessWidget {
              const PlayerScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  resizeToAvoidBottomInset: true,
                  body: Column(children: [const Artwork(), TextField()]),
                );
              }
            }
            """)]),
        ]
    )

    static let scaffolds: Set<String> = ["Scaffold", "CupertinoPageScaffold"]
    static let fields: Set<String> = ["TextField", "TextFormField", "CupertinoTextField"]
    /// Widgets that lay their children out top to bottom: only the first starts at the top.
    static let verticalLists: Set<String> = ["Column", "ListView", "SliverList"]
    /// Widgets that place their child somewhere other than the top.
    static let placing: Set<String> = ["Center", "Align", "Positioned", "Stack", "Spacer", "Expanded"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: Self.scaffolds) {
            let dart = file.file
            let scaffold = dart.calls[index]
            guard let resize = scaffold.argument("resizeToAvoidBottomInset"), resize.value == .boolean(false) else { continue }
            let bodyLabel = scaffold.name == "Scaffold" ? "body" : "child"
            let covered = dart.descendants(of: index).filter { field in
                Self.fields.contains(dart.calls[field].name) && Self.body(of: index, holds: field, label: bodyLabel, in: dart)
                    && !FlutterCode.isInUserAction(field, in: dart) && !Self.isAtTop(field, below: index, in: dart)
            }
            guard let field = covered.first, !Self.padsForKeyboard(around: index, in: dart) else { continue }
            output.report(
                "This \(scaffold.name) sets resizeToAvoidBottomInset: false, so its body keeps its full height when the keyboard opens and the \(dart.calls[field].name) on line \(dart.calls[field].position.line) can be drawn under the keyboard: the person cannot see what they type or reach the button after it. Remove resizeToAvoidBottomInset: false, or put the body in a scroll view padded by MediaQuery.viewInsetsOf(context).bottom.",
                at: file.position(dart.source.tokens[max(0, resize.tokenRange.lowerBound - 2)].position), confidence: .medium,
                related: covered.prefix(3).map { RelatedLocation(file.position(ofCall: $0), "\(dart.calls[$0].name) under the keyboard") })
        }
    }

    /// Whether a call sits in the scaffold's body argument (not its app bar or floating button).
    static func body(of scaffold: Int, holds call: Int, label: String, in dart: DartFile) -> Bool {
        var current = call
        var steps = 0
        while let parent = dart.parent(of: current), steps <= dart.calls.count {
            if parent.call == scaffold { return parent.label == label }
            current = parent.call
            steps += 1
        }
        return false
    }

    /// Whether a field is laid out at the top of the body: in a bar that stays at the top, or the
    /// first child of each column or list on its way up, with nothing that centres, aligns or
    /// positions it.
    static func isAtTop(_ field: Int, below scaffold: Int, in dart: DartFile) -> Bool {
        var current = field
        var steps = 0
        while let parent = dart.parent(of: current), parent.call != scaffold, steps <= dart.calls.count {
            let bar = dart.calls[parent.call]
            if bar.name == "AppBar" || bar.name == "SliverAppBar" && FlutterCode.isTrue(bar.argument("pinned")) { return true }
            current = parent.call
            steps += 1
        }
        current = field
        steps = 0
        while let parent = dart.parent(of: current), parent.call != scaffold, steps <= dart.calls.count {
            let name = dart.calls[parent.call].name
            if placing.contains(name) { return false }
            if verticalLists.contains(name), parent.label == "children" {
                guard dart.children(of: parent.call, label: "children").first == current else { return false }
            }
            current = parent.call
            steps += 1
        }
        return true
    }

    /// Whether the class (or top-level function) building the scaffold reads the keyboard's
    /// inset to pad for it itself: `MediaQuery.viewInsetsOf(context)`, `….viewInsets.bottom`.
    static func padsForKeyboard(around scaffold: Int, in dart: DartFile) -> Bool {
        let range: Range<Int>
        if let owner = dart.calls[scaffold].enclosingClass {
            range = dart.classes[owner].bodyRange
        } else if let function = dart.namedFunction(around: scaffold) {
            range = dart.functions[function].bodyRange
        } else {
            return false
        }
        return dart.identifierTokens(["viewInsets", "viewInsetsOf"]).contains(where: range.contains)
    }
}
