import ThumbruleCore
import ThumbruleFrontEnds

/// An `IconButton` (or `IconButton.filled`, `.outlined`, `.filledTonal`), or a
/// `FloatingActionButton` (`.small`, `.large`) with no `tooltip`, whose icon (`icon:` or
/// `child:`) is an `Icon` or `ImageIcon` with no `semanticLabel`, and with no `Tooltip`,
/// `Semantics` or `MergeSemantics` widget around it in the same widget tree. TalkBack and
/// VoiceOver then announce "button" and nothing else.
///
/// Known false negatives: an icon built elsewhere (a variable, a helper call) is unknown and
/// left alone. Known false positives: a wrapper widget whose callers put it inside `Semantics`
/// in another build method.
struct FlutterIconButtonUnnamed: FlutterCheck {
    package static let description = CheckDescription(
        id: "a11y-name.flutter-icon-button",
        ruleId: "a11y-name",
        summary: "A Flutter IconButton or floating action button with no tooltip and no semantic label on its icon",
        triggering: [
            CheckExample(files: [FlutterExample.dart("toolbar", """
            import 'package:flutter/material.dart';

            class Toolbar extends StatelessWidget {
              const Toolbar({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  ↓IconButton(icon: const Icon(Icons.share), onPressed: () => share(context)),
                  IconButton.↓filled(onPressed: _delete, icon: Icon(Icons.delete, size: 20)),
                  ↓FloatingActionButton(onPressed: _add, child: const Icon(Icons.add)),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("toolbar", """
            import 'package:flutter/material.dart';

            class Toolbar extends StatelessWidget {
              const Toolbar({super.key, required this.icon});
              final Widget icon;

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  IconButton(icon: const Icon(Icons.share), tooltip: 'Share', onPressed: () {}),
                  IconButton(icon: Icon(Icons.delete, semanticLabel: context.l10n.delete), onPressed: () {}),
                  Tooltip(message: 'Search', child: IconButton(icon: const Icon(Icons.search), onPressed: () {})),
                  Semantics(label: 'Menu', button: true, child: IconButton(icon: const Icon(Icons.menu), onPressed: () {})),
                  IconButton(icon: icon, onPressed: () {}),
                  FloatingActionButton(onPressed: () {}, tooltip: 'New note', child: const Icon(Icons.add)),
                  FloatingActionButton.extended(onPressed: () {}, icon: const Icon(Icons.add), label: const Text('New note')),
                ]);
              }
            }
            """)]),
        ]
    )

    static let namingAncestors: Set<String> = ["Tooltip", "Semantics", "MergeSemantics", "ExcludeSemantics", "BlockSemantics"]
    static let iconWidgets: Set<String> = ["Icon", "ImageIcon", "FaIcon", "PhosphorIcon"]
    static let variants: Set<String> = ["filled", "outlined", "filledTonal"]
    static let actionButtonVariants: Set<String> = ["small", "large"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: Self.variants.union(Self.actionButtonVariants).union(["IconButton", "FloatingActionButton"])) {
            let dart = file.file
            let call = dart.calls[index]
            let type = call.receiver.isEmpty ? call.name : call.receiver.count == 1 ? call.receiverName : nil
            let iconLabel: String
            switch type {
            case "IconButton"? where call.receiver.isEmpty || Self.variants.contains(call.name): iconLabel = "icon"
            case "FloatingActionButton"? where call.receiver.isEmpty || Self.actionButtonVariants.contains(call.name): iconLabel = "child"
            default: continue
            }
            guard call.argument("tooltip") == nil,
                  let icon = FlutterCode.call(in: call.argument(iconLabel)), Self.iconWidgets.contains(dart.calls[icon].name),
                  dart.calls[icon].argument("semanticLabel") == nil,
                  !dart.ancestors(of: index).contains(where: { Self.namingAncestors.contains(dart.calls[$0].name) }) else { continue }
            output.report(
                "This \(type ?? "button") has no tooltip and its \(dart.calls[icon].name) has no semanticLabel, so TalkBack and VoiceOver announce only \"button\". Add tooltip: with the action's name (it labels the button for screen readers and shows on long press).",
                at: file.position(ofCall: index), confidence: .high)
        }
    }
}
