import ThumbruleCore
import ThumbruleFrontEnds

/// A tap target under 48×48dp: a `GestureDetector`, `InkWell` or `InkResponse` with a tap
/// handler whose `child:` is a `SizedBox` or `Container` of literal width and height, one of
/// them under 48 (with `deferToChild`, the default, the target is the child's box); or an
/// `IconButton` made compact with `visualDensity: VisualDensity.compact` (40dp) or shrunk with
/// `tapTargetSize: MaterialTapTargetSize.shrinkWrap` and zero constraints, or held as the
/// `child:` of a `SizedBox` or `Container` under 48dp, whose tight size clips its target.
///
/// A detector whose parent forces its size (a grid or list cell, `Expanded`, `AspectRatio`) is
/// left alone: the box grows to the cell. Known false negatives: sizes from constants; a child
/// that is a bare `Icon` (24dp), which a parent's tight size can still grow.
struct FlutterSmallTapTarget: FlutterCheck {
    package static let description = CheckDescription(
        id: "touch-floor.flutter-small-target",
        ruleId: "touch-floor",
        summary: "A Flutter tap target smaller than 48×48dp",
        triggering: [
            CheckExample(files: [FlutterExample.dart("player", """
            import 'package:flutter/material.dart';

            class Controls extends StatelessWidget {
              const Controls({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  ↓GestureDetector(
                    onTap: _play,
                    child: const SizedBox(width: 32, height: 32, child: Icon(Icons.play_arrow)),
                  ),
                  ↓InkWell(onTap: _next, child: Container(width: 60, height: 28, color: Colors.blue)),
                  ↓IconButton(visualDensity: VisualDensity.compact, icon: const Icon(Icons.skip_next), tooltip: 'Next', onPressed: _next),
                  SizedBox(width: 32, height: 32, child: ↓IconButton(icon: const Icon(Icons.check, size: 16), tooltip: 'Done', onPressed: _done)),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("player", """
            import 'package:flutter/material.dart';

            class Controls extends StatelessWidget {
              const Controls({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  GestureDetector(onTap: _play, child: const SizedBox(width: 48, height: 48, child: Icon(Icons.play_arrow))),
                  GestureDetector(onTap: _play, child: Padding(padding: const EdgeInsets.all(12), child: SizedBox(width: 24, height: 24))),
                  InkWell(onTap: _next, child: Container(width: 32, height: 32, margin: const EdgeInsets.all(8))),
                  GestureDetector(onVerticalDragUpdate: _drag, child: const SizedBox(width: 20, height: 80)),
                  IconButton(icon: const Icon(Icons.skip_next), tooltip: 'Next', onPressed: _next),
                  Expanded(child: GestureDetector(onTap: _play, child: const SizedBox(width: 40, height: 40))),
                  SizedBox(
                    height: 120,
                    child: GridView.builder(
                      gridDelegate: const SliverGridDelegateWithFixedCrossAxisCount(crossAxisCount: 4),
                      itemBuilder: (context, index) => GestureDetector(onTap: _play, child: const SizedBox(width: 24, height: 24)),
                    ),
                  ),
                ]);
              }
            }
            """)]),
            // Windows caption buttons: only a desktop platform test reaches the file.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'dart:io';
                import 'package:flutter/material.dart';
                import 'window_buttons.dart';

                final kIsWindows = Platform.isWindows;

                class TitleBar extends StatelessWidget {
                  const TitleBar({super.key});

                  @override
                  Widget build(BuildContext context) {
                    if (kIsWindows) {
                      return Row(children: [WindowButton(icon: const Icon(Icons.close), onPressed: _close)]);
                    }
                    return const SizedBox.shrink();
                  }
                }
                """),
                FlutterExample.dart("window_buttons", """
                import 'package:flutter/material.dart';

                class WindowButton extends StatelessWidget {
                  const WindowButton({super.key, required this.icon, required this.onPressed});
                  final Widget icon;
                  final VoidCallback onPressed;

                  @override
                  Widget build(BuildContext context) {
                    return SizedBox(width: 45, height: 32, child: IconButton(icon: icon, tooltip: 'Close', onPressed: onPressed));
                  }
                }
                """),
            ]),
        ]
    )

    static let detectors: Set<String> = ["GestureDetector", "InkWell", "InkResponse"]
    static let tapHandlers: Set<String> = ["onTap", "onTapDown", "onTapUp", "onDoubleTap", "onLongPress"]
    static let floor = 48.0

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: Self.detectors.union(["IconButton"])) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty else { continue }
            if call.name == "IconButton" {
                // A fixed box around the button clips its tap target to the box.
                if let parent = dart.parent(of: index), parent.label == "child",
                   let size = Self.fixedSize(dart.calls[parent.call]), size.width < Self.floor || size.height < Self.floor {
                    output.report(
                        "This IconButton sits in a \(dart.calls[parent.call].name) of \(Self.format(size.width))×\(Self.format(size.height))dp, which clips its tap target under the 48×48dp floor. Let the button take its own 48dp size (drop the box, or make it 48×48) and keep the icon small inside it.",
                        at: file.position(ofCall: index), confidence: .high)
                    continue
                }
                guard let shrunk = Self.shrinkage(call, in: dart) else { continue }
                output.report(
                    "\(shrunk), under the 48×48dp floor, so the button is easy to miss. Drop it, or keep the small drawing and the default tap target size.",
                    at: file.position(ofCall: index), confidence: .medium)
                continue
            }
            guard call.arguments.contains(where: { $0.label.map(Self.tapHandlers.contains) ?? false }),
                  call.argument("behavior") == nil, !Self.hasTightParent(index, in: dart),
                  let child = FlutterCode.call(in: call.argument("child")),
                  let size = Self.fixedSize(dart.calls[child]), size.width < Self.floor || size.height < Self.floor else { continue }
            output.report(
                "This \(call.name)'s tap target is its \(dart.calls[child].name): \(Self.format(size.width))×\(Self.format(size.height))dp, under the 48×48dp floor. Grow the tappable box to at least 48×48dp (a larger SizedBox, or padding inside the \(call.name)) and keep the drawing its size inside it.",
                at: file.position(ofCall: index), confidence: .high)
        }
    }

    /// Parents that force their child's size (a grid cell, a list's cross axis, `Expanded`):
    /// a fixed box inside them grows to the parent's size, so its literal size says nothing.
    static let tightParents: Set<String> = [
        "Expanded", "Flexible", "AspectRatio", "FittedBox", "TableCell", "SliverFillRemaining", "LayoutBuilder",
    ]
    static let tightParentTypes: Set<String> = ["GridView", "ListView", "SliverGrid", "SliverList", "PageView", "Table", "GridTile"]

    static func hasTightParent(_ index: Int, in file: DartFile) -> Bool {
        guard let parent = file.parent(of: index) else { return false }
        let call = file.calls[parent.call]
        if tightParents.contains(call.name) || tightParentTypes.contains(call.name) { return true }
        if let owner = call.receiverName, tightParentTypes.contains(owner) || owner.hasPrefix("SliverChild") { return true }
        return call.qualifiedName == "SizedBox.expand" || call.qualifiedName == "Positioned.fill" || call.name.hasPrefix("SliverChild")
    }

    /// A `SizedBox` or `Container` of literal width and height with nothing around its box.
    static func fixedSize(_ call: DartCall) -> (width: Double, height: Double)? {
        switch call.qualifiedName {
        case "SizedBox", "Container":
            guard call.argument("margin") == nil, call.argument("constraints") == nil,
                  let width = FlutterCode.number(call.argument("width")), let height = FlutterCode.number(call.argument("height")) else { return nil }
            return (width, height)
        case "SizedBox.square":
            return FlutterCode.number(call.argument("dimension")).map { ($0, $0) }
        default:
            return nil
        }
    }

    /// How an IconButton's target is made smaller than 48dp, if it is.
    static func shrinkage(_ call: DartCall, in file: DartFile) -> String? {
        if case .reference(let names)? = call.argument("visualDensity")?.value, names == ["VisualDensity", "compact"] {
            return "visualDensity: VisualDensity.compact shrinks this IconButton's tap target to 40×40dp"
        }
        if let style = FlutterCode.call(in: call.argument("style")),
           case .reference(let names)? = file.calls[style].argument("tapTargetSize")?.value, names.last == "shrinkWrap",
           let constraints = FlutterCode.call(in: call.argument("constraints")), file.calls[constraints].name == "BoxConstraints",
           file.calls[constraints].arguments.isEmpty {
            return "tapTargetSize shrinkWrap with zero constraints shrinks this IconButton's tap target to its icon"
        }
        return nil
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
