import ThumbruleCore
import ThumbruleFrontEnds

/// An `IconButton` (or `IconButton.filled`, `.outlined`, `.filledTonal`), or a
/// `FloatingActionButton` (`.small`, `.large`) with no `tooltip`, whose icon (`icon:` or
/// `child:`) is an `Icon` or `ImageIcon` with no `semanticLabel`, an `SvgPicture` with no
/// `semanticsLabel` or an `Image` with no `semanticLabel`, and with no `Tooltip`, `Semantics`
/// or `MergeSemantics` widget around it in the same widget tree. TalkBack and VoiceOver then
/// announce "button" and nothing else. The same holds for a `GestureDetector`, `InkWell` or
/// `InkResponse` with a tap handler whose `child:` is such an icon (an `Image` only when it is
/// a bundled `Image.asset`, since another may be a photo the tap enlarges): the icon alone is all it
/// draws, and an icon without a label is left out of the semantics tree, so the control has
/// no name (an ad's or banner's close "×").
///
/// An `InkWell` or `InkResponse` whose only child is a painted box with nothing in it (a colour
/// swatch that opens a picker) has no name either.
///
/// The project's own icon button counts too: a widget (or its `State`) whose build draws only an
/// `Icon(icon)` from one of its parameters, with no `semanticLabel`, under a tap handler given
/// another of its parameters, with no text, `Semantics` or `Tooltip` and no label-like parameter
/// (cashew's `ButtonIcon`, ente's `IconButtonWidget`): each call that passes an icon and a tap
/// handler, outside a `Tooltip` or `Semantics`, is a control with no name.
///
/// Left alone too: a control the widget stores in a local that it then wraps in a labelling
/// widget (`CheckboxSemantics(label: semanticsLabel!, child: body)`) when every construction of
/// the widget that reaches the control's branch passes that label (`if (focusNode != null) …
/// else …` is read from which callers pass `focusNode:`).
///
/// Known false negatives: an icon built elsewhere (a variable, a helper call) is unknown and
/// left alone. Known false positives: a wrapper widget whose callers put it inside `Semantics`
/// in another build method.
struct FlutterIconButtonUnnamed: FlutterCheck {
    package static let description = CheckDescription(
        id: "a11y-name.flutter-icon-button",
        ruleId: "a11y-name",
        summary: "A Flutter IconButton, floating action button or tapped icon with no tooltip and no semantic label on its icon",
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
                  ↓IconButton(icon: SvgPicture.asset('assets/pencil.svg'), onPressed: _edit),
                  ↓IconButton(icon: Image.asset('assets/bin.png', width: 20), onPressed: _discard),
                  ↓GestureDetector(onTap: _dismissPromo, child: const Icon(Icons.close, size: 24)),
                  ↓InkWell(onTap: _next, child: const Icon(Icons.chevron_right)),
                  ↓IconButton(icon: running ? const SizedBox() : const Icon(Icons.play_arrow), onPressed: _toggle),
                  ↓InkWell(onTap: _openWebsite, child: Image.asset('assets/brand.png', height: 40)),
                  ↓InkWell(onTap: _pickColour, child: Container(width: 48, height: 48, decoration: BoxDecoration(color: colour))),
                ]);
              }
            }
            """)]),
            // The same scaffold once the inner flag is another one, or the flag may change between
            // the two tests: the back button can render.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: DetailScaffold(isFilter: true, depth: 2)));

            class DetailScaffold extends StatelessWidget {
              const DetailScaffold({super.key, this.isFilter = false, this.isPinned = false, required this.depth});
              final bool isFilter;
              final bool isPinned;
              final int depth;

              @override
              Widget build(BuildContext context) {
                Widget? leading;
                var filtering = isFilter;
                if (isFilter == true && depth > 0) {
                  if (depth > 1 && !isPinned) {
                    leading = ↓IconButton(icon: const Icon(Icons.arrow_back), onPressed: () => Navigator.pop(context));
                  }
                }
                if (filtering) {
                  filtering = depth > 2;
                  if (!filtering) {
                    leading = ↓IconButton(icon: const Icon(Icons.arrow_upward), onPressed: () => Navigator.pop(context));
                  }
                }
                return Scaffold(appBar: AppBar(leading: leading));
              }
            }
            """)]),
            // A caller that reaches the unlabelled branch without passing the label.
            CheckExample(files: [FlutterExample.dart("toggle", """
            import 'package:flutter/material.dart';

            class StarToggle extends StatelessWidget {
              const StarToggle({super.key, required this.onTap, this.focusNode, this.semanticsLabel});
              final VoidCallback onTap;
              final FocusNode? focusNode;
              final String? semanticsLabel;

              @override
              Widget build(BuildContext context) {
                Widget body;
                if (focusNode != null) {
                  body = Focus(focusNode: focusNode, child: ↓InkWell(onTap: onTap, child: const Icon(Icons.star)));
                } else {
                  body = Material(child: InkWell(onTap: onTap, child: const Icon(Icons.star, semanticLabel: 'Star')));
                }
                if (semanticsLabel != null) {
                  return ToggleSemantics(label: semanticsLabel!, child: body);
                }
                return body;
              }
            }

            class FilterRow extends StatelessWidget {
              @override
              Widget build(BuildContext context) => Column(children: [
                StarToggle(onTap: _toggle, focusNode: _focus),
                StarToggle(onTap: _toggle, semanticsLabel: 'Starred only'),
              ]);
            }
            """)]),
            // A panel's flag that phones set too: its close button ships.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: NotesScreen()));

            class NotesScreen extends StatefulWidget {
              const NotesScreen({super.key});
              @override
              State<NotesScreen> createState() => _NotesScreenState();
            }

            class _NotesScreenState extends State<NotesScreen> {
              bool _showFilters = false;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  IconButton(
                    tooltip: 'Filters',
                    icon: const Icon(Icons.filter_list),
                    onPressed: Platform.isLinux ? () => openSidePanel(context) : () => setState(() => _showFilters = true),
                  ),
                  if (_showFilters) ↓IconButton(icon: const Icon(Icons.close), onPressed: () => setState(() => _showFilters = false)),
                ]);
              }
            }
            """)]),
            // The project's own icon button: it draws only the icon it is given under its tap
            // handler and takes no label, so every call with an icon is unnamed.
            CheckExample(files: [FlutterExample.dart("buttons", """
            import 'package:flutter/material.dart';

            class RoundIcon extends StatelessWidget {
              const RoundIcon({super.key, required this.onTap, required this.icon, this.size = 44});
              final VoidCallback onTap;
              final IconData icon;
              final double size;

              @override
              Widget build(BuildContext context) {
                return PressScale(
                  onTap: onTap,
                  child: Container(width: size, height: size, child: Icon(icon, size: size - 20)),
                );
              }
            }

            class Pager extends StatelessWidget {
              @override
              Widget build(BuildContext context) => Row(children: [
                ↓RoundIcon(onTap: _previous, icon: Icons.arrow_back),
                ↓RoundIcon(icon: Icons.arrow_forward, onTap: () => _next(), size: 50),
              ]);
            }
            """)]),
            // A stateful wrapper reads its icon and tap handler through `widget.`.
            CheckExample(files: [FlutterExample.dart("buttons", """
            import 'package:flutter/material.dart';

            class PlainIconButton extends StatefulWidget {
              final IconData? icon;
              final VoidCallback? onTap;
              const PlainIconButton({this.icon, this.onTap, super.key});
              @override
              State<PlainIconButton> createState() => _PlainIconButtonState();
            }

            class _PlainIconButtonState extends State<PlainIconButton> {
              @override
              Widget build(BuildContext context) => GestureDetector(onTap: widget.onTap, child: _body());
              Widget _body() => Padding(padding: const EdgeInsets.all(4), child: Icon(widget.icon, size: 24));
            }

            class Sheet extends StatelessWidget {
              @override
              Widget build(BuildContext context) => ↓PlainIconButton(icon: Icons.close, onTap: () => Navigator.pop(context));
            }
            """)]),
            // The close button beside a hidden spacer still ships (below, shopfee-flutter's sheet).
            CheckExample(files: [FlutterExample.dart("cancel_sheet", """
            import 'package:flutter/material.dart';

            class CancelSheet extends StatelessWidget {
              const CancelSheet({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(
                  mainAxisAlignment: MainAxisAlignment.spaceBetween,
                  children: [
                    const Text('Why cancel?'),
                    ↓IconButton(
                        onPressed: () => Navigator.pop(context),
                        icon: const Icon(Icons.close_rounded)),
                  ],
                );
              }
            }
            """)]),
        ],
        nonTriggering: [
            // fitcentive-flutter's diary: the date header's stub drawn while the day loads, inside
            // a skeleton loader, copies the arrows with `onPressed: () {}`: a placeholder, not a control.
            CheckExample(files: [FlutterExample.dart("day_header", """
            import 'package:flutter/material.dart';

            class DayHeader extends StatelessWidget {
              const DayHeader({super.key});

              @override
              Widget build(BuildContext context) {
                return SkeletonLoader(
                  highlightColor: Colors.teal,
                  builder: Row(
                    children: [
                      Expanded(child: IconButton(icon: const Icon(Icons.chevron_left), onPressed: () {  })),
                      const Expanded(child: Text('Today')),
                      Shimmer.fromColors(
                        baseColor: Colors.grey,
                        highlightColor: Colors.white,
                        child: IconButton(icon: const Icon(Icons.chevron_right), onPressed: () {}),
                      ),
                    ],
                  ),
                );
              }
            }
            """)]),
            // shopfee-flutter's cancel sheet: an icon button inside Visibility(visible: false) only
            // holds space to centre the title; it is never painted, tapped or read out.
            CheckExample(files: [FlutterExample.dart("cancel_sheet", """
            import 'package:flutter/material.dart';

            class CancelSheet extends StatelessWidget {
              const CancelSheet({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(
                  mainAxisAlignment: MainAxisAlignment.spaceBetween,
                  children: [
                    Visibility(
                      visible: false,
                      maintainSize: true,
                      maintainAnimation: true,
                      maintainState: true,
                      child: IconButton(
                          onPressed: () {},
                          icon: const Icon(Icons.close_rounded)),
                    ),
                    const Text('Why cancel?'),
                    Offstage(
                      child: IconButton(onPressed: () {}, icon: const Icon(Icons.more_vert)),
                    ),
                  ],
                );
              }
            }
            """)]),
            // cashew's and ente's icon-button wrappers: a call wrapped in Tooltip, a call with no
            // tap handler, a wrapper that takes a label, and one that draws text beside the icon.
            CheckExample(files: [FlutterExample.dart("buttons", """
            import 'package:flutter/material.dart';

            class RoundIcon extends StatelessWidget {
              const RoundIcon({super.key, this.onTap, required this.icon});
              final VoidCallback? onTap;
              final IconData icon;

              @override
              Widget build(BuildContext context) => PressScale(onTap: onTap, child: Icon(icon));
            }

            class LabelledIcon extends StatelessWidget {
              const LabelledIcon({super.key, required this.onTap, required this.icon, required this.semanticLabel});
              final VoidCallback onTap;
              final IconData icon;
              final String semanticLabel;

              @override
              Widget build(BuildContext context) => PressScale(onTap: onTap, child: Icon(icon, semanticLabel: semanticLabel));
            }

            class IconChip extends StatelessWidget {
              const IconChip({super.key, required this.onTap, required this.icon, required this.caption});
              final VoidCallback onTap;
              final IconData icon;
              final String caption;

              @override
              Widget build(BuildContext context) => PressScale(onTap: onTap, child: Row(children: [Icon(icon), Text(caption)]));
            }

            class Pager extends StatelessWidget {
              @override
              Widget build(BuildContext context) => Row(children: [
                Tooltip(message: 'Back', child: RoundIcon(onTap: _previous, icon: Icons.arrow_back)),
                RoundIcon(icon: Icons.star),
                RoundIcon(icon: Icons.star, onTap: null),
                LabelledIcon(onTap: _next, icon: Icons.arrow_forward, semanticLabel: 'Next'),
                IconChip(onTap: _filter, icon: Icons.filter_list, caption: 'Filter'),
                // cashew: a loading placeholder's inert buttons.
                RoundIcon(onTap: () {}, icon: Icons.close),
                // cashew: the icon inside a tappable row with the same handler, beside its text.
                PressScale(onTap: _export, child: Row(children: [RoundIcon(onTap: _export, icon: Icons.upload), Text('Export')])),
              ]);
            }
            """)]),
            // invoiceninja's view scaffold: the back button sits under `!isFilter` inside a block
            // that requires `isFilter == true`, so it never renders.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: DetailScaffold(isFilter: true, depth: 2)));

            class DetailScaffold extends StatelessWidget {
              const DetailScaffold({super.key, this.isFilter = false, required this.depth});
              final bool isFilter;
              final int depth;

              @override
              Widget build(BuildContext context) {
                Widget? leading;
                if (isFilter == true && depth > 0) {
                  if (depth > 1 && !isFilter) {
                    leading = IconButton(icon: const Icon(Icons.arrow_back), onPressed: () => Navigator.pop(context));
                  } else {
                    leading = IconButton(tooltip: 'Close', icon: const Icon(Icons.close), onPressed: () => Navigator.pop(context));
                  }
                }
                return Scaffold(appBar: AppBar(leading: leading));
              }
            }
            """)]),
            // daegubus-flutter's stop row: the watch button is built only when a callback is
            // given, and the one screen that builds the row never passes it.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: StopRow(name: 'Central', onTap: () {})));

            class StopRow extends StatelessWidget {
              final String name;
              final bool watching;
              final VoidCallback onTap;
              final VoidCallback? onWatchToggle;

              const StopRow({super.key, required this.name, this.watching = false, required this.onTap, this.onWatchToggle});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  Text(name),
                  if (onWatchToggle != null)
                    IconButton(
                      icon: Icon(watching ? Icons.visibility : Icons.visibility_off),
                      onPressed: onWatchToggle,
                    ),
                ]);
              }
            }
            """)]),
            // dpd-flutter's side panel: only a Linux build's button opens it (phones get an overlay),
            // so its close button never ships on a phone.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: LookupScreen()));

            class LookupScreen extends StatefulWidget {
              const LookupScreen({super.key});
              @override
              State<LookupScreen> createState() => _LookupScreenState();
            }

            class _LookupScreenState extends State<LookupScreen> {
              bool _showOptions = false;

              @override
              Widget build(BuildContext context) {
                return Stack(children: [
                  IconButton(
                    tooltip: 'Options',
                    icon: Icon(_showOptions ? Icons.tune : Icons.tune_outlined),
                    onPressed: Platform.isLinux
                        ? () => setState(() {
                            _showOptions = !_showOptions;
                          })
                        : () => openOptionsSheet(context),
                  ),
                  if (_showOptions)
                    Positioned(
                      top: 0,
                      right: 0,
                      width: 400,
                      child: Material(
                        child: IconButton(
                          icon: const Icon(Icons.close),
                          onPressed: () => setState(() => _showOptions = false),
                        ),
                      ),
                    ),
                ]);
              }
            }
            """)]),
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
                  IconButton(icon: SvgPicture.asset('assets/pencil.svg', semanticsLabel: 'Edit'), onPressed: () {}),
                  IconButton(icon: Image.asset('assets/bin.png', semanticLabel: 'Discard'), onPressed: () {}),
                  GestureDetector(onTap: _dismissPromo, child: const Icon(Icons.close, semanticLabel: 'Close')),
                  Semantics(label: 'Next page', button: true, child: InkWell(onTap: _next, child: const Icon(Icons.chevron_right))),
                  GestureDetector(onTap: _open, child: Row(children: [const Icon(Icons.star), Text(title)])),
                  GestureDetector(onVerticalDragEnd: _drag, child: const Icon(Icons.drag_handle)),
                  GestureDetector(onTap: _enlarge, child: Image.network(photoUrl)),
                  InkWell(onTap: _close, child: Container(color: Colors.transparent)),
                  Semantics(label: 'Accent colour', button: true, child: InkWell(onTap: _pickColour, child: ColoredBox(color: colour))),
                  IconButton(icon: running ? const CircularProgressIndicator() : const Icon(Icons.play_arrow), onPressed: _toggle),
                ]);
              }
            }
            """)]),
            // tmail-flutter: the branch without a focus node is built only by callers that pass
            // semanticsLabel, which the widget wraps around it.
            CheckExample(files: [FlutterExample.dart("toggle", """
            import 'package:flutter/material.dart';

            class StarToggle extends StatelessWidget {
              const StarToggle({super.key, required this.onTap, this.focusNode, this.semanticsLabel});
              final VoidCallback onTap;
              final FocusNode? focusNode;
              final String? semanticsLabel;

              @override
              Widget build(BuildContext context) {
                Widget body;
                if (focusNode != null) {
                  body = Focus(focusNode: focusNode, child: InkWell(onTap: onTap, child: const Icon(Icons.star, semanticLabel: 'Star')));
                } else {
                  body = Material(child: InkWell(onTap: onTap, child: const Icon(Icons.star)));
                }
                if (semanticsLabel != null) {
                  return ToggleSemantics(label: semanticsLabel!, child: body);
                }
                return body;
              }
            }

            class DefaultRow extends StatelessWidget {
              @override
              Widget build(BuildContext context) => StarToggle(onTap: _toggle, semanticsLabel: 'Make default');
            }
            """)]),
        ]
    )

    /// Whether a button does nothing when pressed (`onPressed: () {}`) inside a skeleton or
    /// shimmer wrapper (`SkeletonLoader`, `Skeletonizer`, `Shimmer.fromColors`): a copy of the
    /// screen's controls drawn while it loads, which no one can use.
    static func isLoadingPlaceholder(_ index: Int, in file: DartFile) -> Bool {
        guard let handler = file.calls[index].argument("onPressed"),
              file.text(of: handler.tokenRange).filter({ !$0.isWhitespace }) == "(){}" else { return false }
        return file.ancestors(of: index).contains { ancestor in
            let call = file.calls[ancestor]
            return [call.name, call.receiverName ?? ""].contains { $0.contains("Skeleton") || $0.contains("Shimmer") }
        }
    }

    static let namingAncestors: Set<String> = ["Tooltip", "Semantics", "MergeSemantics", "ExcludeSemantics", "BlockSemantics"]
    static let iconWidgets: Set<String> = ["Icon", "ImageIcon", "FaIcon", "PhosphorIcon"]
    /// Image widgets drawn as an icon, by the type their constructors are reached through
    /// (`SvgPicture.asset`, `Image.network`, `Image(…)`), with the argument that labels them.
    static let imageWidgets: [String: String] = ["SvgPicture": "semanticsLabel", "Image": "semanticLabel"]

    /// The widget type of an icon-like call with no label (`Icon`, `SvgPicture`), or nil when
    /// the call is no icon or is labelled.
    static func unlabelledIcon(_ index: Int, in file: DartFile) -> String? {
        let call = file.calls[index]
        if call.receiver.isEmpty, iconWidgets.contains(call.name) {
            return call.argument("semanticLabel") == nil ? call.name : nil
        }
        let type = call.receiver.isEmpty ? call.name : call.receiver.count == 1 ? call.receiverName : nil
        guard let type, let label = imageWidgets[type] else { return nil }
        return call.argument(label) == nil && call.argument("excludeFromSemantics") == nil ? type : nil
    }
    /// The unlabelled icon a button's icon argument draws: the icon itself, or, for a
    /// conditional (`busy ? const SizedBox() : const Icon(…)`), its branches when each is such an
    /// icon or an empty placeholder box and one is an icon.
    static func unlabelledIcon(of button: Int, label: String, in file: DartFile) -> String? {
        guard let argument = file.calls[button].argument(label) else { return nil }
        if let icon = FlutterCode.call(in: argument) { return unlabelledIcon(icon, in: file) }
        guard argument.value == .other else { return nil }
        var drawn: String?
        for child in file.children(of: button, label: label) {
            let call = file.calls[child]
            if let icon = unlabelledIcon(child, in: file) {
                drawn = drawn ?? icon
            } else if !(placeholders.contains(call.qualifiedName) && call.argument("child") == nil) {
                return nil
            }
        }
        return drawn
    }

    /// A `Container`, `DecoratedBox` or `ColoredBox` with a colour or decoration and no child:
    /// an ink well over it (a colour swatch) has nothing a screen reader can name. A
    /// transparent box is a tap area, not a control, and is left alone.
    static func isPaintedEmptyBox(_ index: Int, in file: DartFile) -> Bool {
        let box = file.calls[index]
        guard box.receiver.isEmpty, ["Container", "DecoratedBox", "ColoredBox"].contains(box.name), box.argument("child") == nil,
              let paint = box.argument("decoration") ?? box.argument("color") else { return false }
        return !file.source.text(of: paint.tokenRange).contains("transparent")
    }

    /// Boxes that draw nothing, standing in for an icon in one branch.
    static let placeholders: Set<String> = ["SizedBox", "SizedBox.shrink", "Container", "SizedBox.square"]
    static let variants: Set<String> = ["filled", "outlined", "filledTonal"]
    static let actionButtonVariants: Set<String> = ["small", "large"]

    /// Whether the control is built into a local (`body = Material(child: InkWell(…))`) that its
    /// function passes as `child:` to a call with `label: field` (a semantics wrapper, under
    /// `if (field != null)`), and every shipping construction of the widget that reaches the
    /// control passes `field:`. The control's branch of an `if (other != null) … else …` on a
    /// field is reached by the constructions that pass `other:`, or by those that do not.
    static func labelledByEveryCaller(_ index: Int, in file: FlutterDartFile, _ flutter: FlutterModel) -> Bool {
        let dart = file.file
        let source = dart.source
        let outer = dart.ancestors(of: index).last ?? index
        let start = dart.calls[outer].startToken
        guard let function = dart.calls[index].enclosingFunction, let type = dart.calls[index].enclosingClass,
              let widget = dart.classes[type].name, start > 1, source.kind(at: start - 1) == .assign,
              source.kind(at: start - 2) == .identifier else { return false }
        let local = source.text(at: start - 2)
        // The field the wrapper's label reads.
        guard let field = dart.calls.first(where: { call in
            guard call.enclosingFunction == function, let child = call.argument("child"),
                  child.tokenRange.count == 1, source.text(at: child.tokenRange.lowerBound) == local,
                  let label = call.argument("label"), source.kind(at: label.tokenRange.lowerBound) == .identifier else { return false }
            return label.tokenRange.count == 1 || (label.tokenRange.count == 2 && source.kind(at: label.tokenRange.lowerBound + 1) == .bang)
        }).flatMap({ $0.argument("label").map { source.text(at: $0.tokenRange.lowerBound) } }) else { return false }
        let branch = fieldBranch(around: dart.calls[index].nameToken, within: dart.functions[function].bodyRange, source)
        let constructions = flutter.shippingCalls(named: [widget]).filter { $0.file.file.calls[$0.call].receiver.isEmpty }
        let reaching = constructions.filter { construction in
            branch.map { (construction.file.file.calls[construction.call].argument($0.field) != nil) == $0.passed } ?? true
        }
        return !constructions.isEmpty && reaching.allSatisfy { $0.file.file.calls[$0.call].argument(field) != nil }
    }

    /// The innermost `if (field != null) { … } else { … }` (or `== null`) in `body` whose block
    /// holds `token`: the field, and whether that block runs when the field is passed.
    static func fieldBranch(around token: Int, within body: Range<Int>, _ source: DartSource) -> (field: String, passed: Bool)? {
        var found: (field: String, passed: Bool)?
        for index in body where index < token && source.tokenIs(index, "if") && source.kind(at: index + 1) == .leftParen {
            guard source.partner(of: index + 1) == index + 5, source.kind(at: index + 2) == .identifier,
                  source.tokenIs(index + 4, "null"), source.kind(at: index + 6) == .leftBrace,
                  let end = source.partner(of: index + 6) else { continue }
            let notNull = source.tokenIs(index + 3, "!=")
            guard notNull || source.tokenIs(index + 3, "==") else { continue }
            let field = source.text(at: index + 2)
            if token < end {
                found = (field, notNull)
            } else if source.tokenIs(end + 1, "else"), source.kind(at: end + 2) == .leftBrace,
                      let otherwise = source.partner(of: end + 2), token < otherwise {
                found = (field, !notNull)
            }
        }
        return found
    }

    /// What one class of a project widget (the widget or its `State`) draws, read from its calls.
    struct WrapperFacts {
        /// Parameters an unlabelled `Icon(icon)` / `Icon(widget.icon)` draws.
        var iconParameters: Set<String> = []
        /// Parameters a tap handler is given (`onTap: onTap`, `onTap: widget.onTap`).
        var tapParameters: Set<String> = []
        /// Draws text, a label, another kind of icon or picture, or takes a label-like parameter.
        var names = false
    }

    /// Calls that give a wrapper something to read beyond its icon, or that an existing branch
    /// of this check already reports inside the wrapper.
    static let namingCalls: Set<String> = ["Text", "RichText", "SelectableText", "Semantics", "MergeSemantics", "Tooltip",
                                           "Image", "SvgPicture", "IconButton", "FloatingActionButton", "CircleAvatar"]
    /// Words in a parameter's name that may carry a label, or a widget drawn beside the icon.
    static let labelWords = ["label", "tooltip", "semantic", "text", "title", "message", "hint", "name", "child", "builder"]

    /// Project widgets (a `ButtonIcon`, an `IconButtonWidget`) whose build draws only an
    /// unlabelled `Icon` from one of their parameters under a tap handler given one of their
    /// parameters: no text, no `Semantics` or `Tooltip`, no label-like parameter. Keyed by the
    /// widget's name: the icon parameters and the tap parameters. A name declared more than
    /// once counts only when every declaration qualifies.
    static func iconOnlyWrappers(_ flutter: FlutterModel) -> [String: (icons: Set<String>, taps: Set<String>)] {
        var facts: [String: WrapperFacts] = [:]
        func parameter(_ argument: DartArgument?, _ source: DartSource) -> String? {
            guard let argument else { return nil }
            let range = argument.tokenRange
            if range.count == 1, source.kind(at: range.lowerBound) == .identifier { return source.text(at: range.lowerBound) }
            if range.count == 3, source.tokenIs(range.lowerBound, "widget"), source.kind(at: range.lowerBound + 1) == .dot {
                return source.text(at: range.lowerBound + 2)
            }
            return nil
        }
        for file in flutter.shippingFiles {
            let dart = file.file
            let source = dart.source
            for (classIndex, type) in dart.classes.enumerated() where type.kind == .class {
                guard let name = type.name else { continue }
                let widget: String
                if type.superclass == "StatelessWidget" || type.superclass == "StatefulWidget" {
                    widget = name
                } else if type.superclass == "State", type.superclassArguments.count == 1 {
                    widget = type.superclassArguments[0]
                } else { continue }
                var fact = facts[widget] ?? WrapperFacts()
                for index in type.bodyRange where source.tokenIs(index, "this") && source.kind(at: index + 1) == .dot {
                    let field = source.text(at: index + 2).lowercased()
                    if labelWords.contains(where: field.contains) { fact.names = true }
                }
                for (index, call) in dart.calls.enumerated() where call.enclosingClass == classIndex {
                    let type = call.receiver.isEmpty ? call.name : (call.receiverName ?? call.name)
                    if namingCalls.contains(type) || type.contains("Text") || type.contains("Label") { fact.names = true }
                    for argument in call.arguments {
                        guard let label = argument.label, FlutterSmallTapTarget.tapHandlers.contains(label) || label == "onPressed" else { continue }
                        if let tap = parameter(argument, source) { fact.tapParameters.insert(tap) }
                    }
                    guard call.receiver.isEmpty, iconWidgets.contains(call.name) else { continue }
                    if call.argument("semanticLabel") != nil { fact.names = true; continue }
                    if let parent = dart.parent(of: index), FlutterSmallTapTarget.detectors.contains(dart.calls[parent.call].name) {
                        fact.names = true  // the detector branch above reports it inside the wrapper
                    }
                    if let icon = parameter(call.positionalArguments.first, source) {
                        fact.iconParameters.insert(icon)
                    } else {
                        fact.names = true
                    }
                }
                facts[widget] = fact
            }
        }
        var wrappers: [String: (icons: Set<String>, taps: Set<String>)] = [:]
        for (widget, fact) in facts where !fact.names && !fact.iconParameters.isEmpty && !fact.tapParameters.isEmpty {
            wrappers[widget] = (fact.iconParameters, fact.tapParameters)
        }
        return wrappers
    }

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
                  let drawn = Self.unlabelledIcon(of: index, label: iconLabel, in: dart),
                  !dart.ancestors(of: index).contains(where: { Self.namingAncestors.contains(dart.calls[$0].name) }) else { continue }
            guard !Self.labelledByEveryCaller(index, in: file, flutter), !Self.isLoadingPlaceholder(index, in: dart) else { continue }
            let label = drawn == "SvgPicture" ? "semanticsLabel" : "semanticLabel"
            output.report(
                "This \(type ?? "button") has no tooltip and its \(drawn) has no \(label), so TalkBack and VoiceOver announce only \"button\". Add tooltip: with the action's name (it labels the button for screen readers and shows on long press).",
                at: file.position(ofCall: index), confidence: .high)
        }
        for (file, index) in flutter.shippingCalls(named: FlutterSmallTapTarget.detectors) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty, call.arguments.contains(where: { $0.label.map(FlutterSmallTapTarget.tapHandlers.contains) ?? false }),
                  let icon = FlutterCode.call(in: call.argument("child")),
                  !dart.ancestors(of: index).contains(where: { Self.namingAncestors.contains(dart.calls[$0].name) }),
                  !Self.labelledByEveryCaller(index, in: file, flutter) else { continue }
            if let drawn = Self.unlabelledIcon(icon, in: dart),
               // An `Image` alone may be content (a photo that opens larger), not an icon; a
               // bundled asset is the app's own artwork (a logo, a badge).
               drawn != "Image" || (dart.calls[icon].name == "asset" && dart.calls[icon].receiverName == "Image") {
                let label = drawn == "SvgPicture" ? "semanticsLabel" : "semanticLabel"
                output.report(
                    "This \(call.name)'s only child is \(drawn)(…) with no \(label), so TalkBack and VoiceOver find a control with no name. Give the icon a \(label) naming the action (\"Close\"), or wrap the control in Semantics(label:, button: true); an IconButton with a tooltip does both.",
                    at: file.position(ofCall: index), confidence: .high)
            } else if call.name != "GestureDetector", Self.isPaintedEmptyBox(icon, in: dart) {
                output.report(
                    "This \(call.name)'s only child is a painted box with nothing in it, so TalkBack and VoiceOver find a control with no name (a colour swatch that opens a picker reads as \"button\"). Wrap it in Semantics(label:, button: true) naming what a tap does and, for a swatch, the colour it shows.",
                    at: file.position(ofCall: index), confidence: .high)
            }
        }
        let wrappers = Self.iconOnlyWrappers(flutter)
        guard !wrappers.isEmpty else { return }
        for (file, index) in flutter.shippingCalls(named: Set(wrappers.keys)) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty, let wrapper = wrappers[call.name],
                  let icon = call.arguments.first(where: { $0.label.map(wrapper.icons.contains) ?? false }),
                  let tap = call.arguments.first(where: { argument in
                      argument.label.map(wrapper.taps.contains) == true && !dart.source.tokenIs(argument.tokenRange.lowerBound, "null")
                  }),
                  // `onTap: () {}`: an inert copy (a loading placeholder's buttons) does nothing to name.
                  dart.text(of: tap.tokenRange).filter({ !$0.isWhitespace }) != "(){}",
                  !call.arguments.contains(where: { argument in
                      let label = argument.label?.lowercased() ?? ""
                      return Self.labelWords.contains(where: label.contains) || label.contains("widget")
                  }),
                  !dart.ancestors(of: index).contains(where: { Self.namingAncestors.contains(dart.calls[$0].name) }),
                  // Inside a tappable row that runs the same handler (an icon beside the row's text),
                  // the row is the control a screen reader names.
                  !dart.ancestors(of: index).contains(where: { ancestor in
                      dart.calls[ancestor].arguments.contains { argument in
                          argument.label.map { FlutterSmallTapTarget.tapHandlers.contains($0) || $0 == "onPressed" } == true
                              && dart.text(of: argument.tokenRange) == dart.text(of: tap.tokenRange)
                      }
                  }) else { continue }
            output.report(
                "This \(call.name) draws only its \(icon.label ?? "icon") (an Icon with no semanticLabel) and takes no label, tooltip or semantics parameter, so TalkBack and VoiceOver find a control with no name. Give \(call.name) a semanticLabel parameter it passes to the Icon (or wraps in Semantics(label:, button: true)) and pass the action's name here (\"Back\", \"Delete backup\").",
                at: file.position(ofCall: index), confidence: .high)
        }
    }
}
