import ThumbruleCore
import ThumbruleFrontEnds

/// A tap target under 48×48dp: a `GestureDetector`, `InkWell` or `InkResponse` with a tap
/// handler whose `child:` is a `SizedBox` or `Container` of literal width and height (or one
/// literal side under 48 and the other not a literal), or an
/// `Icon` (or the icon packages' `HugeIcon`, `FaIcon`) of literal `size:`, one of them under 48 (with `deferToChild`, the default, the
/// target is the child's box), or which is itself the `child:` of such a box; or an
/// `IconButton` made compact with `visualDensity: VisualDensity.compact` (40dp) or shrunk with
/// `tapTargetSize: MaterialTapTargetSize.shrinkWrap` and zero constraints, or held as the
/// `child:` of a `SizedBox` or `Container` under 48dp, whose tight size clips its target; or,
/// in an app whose theme turns Material 3 off (`useMaterial3: false`, where an IconButton is
/// exactly as big as its constraints, icon and padding say), an `IconButton` whose literal
/// `constraints:` minimum, `iconSize` and `padding` add up to less than 48dp.
///
/// A detector whose parent forces its size (a grid or list cell, `Expanded`, `AspectRatio`) is
/// left alone: the box grows to the cell, and so is one in a `Row` or `Column` that stretches
/// its children across, or one a fixed box of at least 48dp holds, directly or through a
/// `Card`, `Material` or clip (`SizedBox(width: 120, height: 120, child: Card(child: InkWell(…)))`
/// is 112dp whatever its icon), or a small target in a `Stack` beside a button with the same
/// handler, which takes the taps it misses. `Expanded` and `Flexible` force one side only: in a `Row` that does not
/// stretch, a detector they hold keeps the literal height of a box that sets only its height
/// (a 24dp-tall action strip under a card), and in such a `Column` its literal width. Sizes are measured after the literal `Transform.scale` around them. Known false negatives: sizes from constants; an `Icon` with no literal
/// size (an `IconTheme` may set it); IconButton constraints under Material 3, whose default
/// tap target size pads the target to 48dp.
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
                  ↓InkWell(onTap: _pickColour, child: Container(width: compact ? 24 : 96, height: 24, color: colour)),
                  ↓IconButton(visualDensity: VisualDensity.compact, icon: const Icon(Icons.skip_next), tooltip: 'Next', onPressed: _next),
                  SizedBox(width: 32, height: 32, child: ↓IconButton(icon: const Icon(Icons.check, size: 16), tooltip: 'Done', onPressed: _done)),
                  ↓GestureDetector(onTap: _close, child: const Icon(Icons.close, size: 24, semanticLabel: 'Close')),
                  SizedBox(width: 10, height: 10, child: ↓InkWell(onTap: () => _jumpTo(2))),
                ]);
              }
            }
            """)]),
            // ente's recovery-key copy button: the icon packages' icons are boxed in their size as Icon is.
            CheckExample(files: [FlutterExample.dart("recovery", """
            import 'package:flutter/material.dart';

            class KeyRow extends StatelessWidget {
              const KeyRow({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  const Text('key'),
                  ↓GestureDetector(onTap: _copy, child: const HugeIcon(icon: HugeIcons.strokeRoundedCopy01, size: 24)),
                  ↓InkWell(onTap: _share, child: const FaIcon(FontAwesomeIcons.shareNodes, size: 20)),
                ]);
              }
            }
            """)]),
            // dpd-flutter's toolbar button: a 40×40dp box holds the InkWell through a Material, whatever its 20dp icon.
            CheckExample(files: [FlutterExample.dart("toolbar", """
            import 'package:flutter/material.dart';

            class BarButton extends StatelessWidget {
              const BarButton({super.key, required this.icon, this.onPressed});
              final IconData icon;
              final VoidCallback? onPressed;

              @override
              Widget build(BuildContext context) {
                return SizedBox(
                  width: 40,
                  height: 40,
                  child: Material(
                    borderRadius: BorderRadius.circular(8),
                    child: ↓InkWell(onTap: onPressed, child: Icon(icon, size: 20)),
                  ),
                );
              }
            }
            """)]),
            // A row of actions each stretched across by Expanded: the width is the row's, the height the box's.
            CheckExample(files: [FlutterExample.dart("card", """
            import 'package:flutter/material.dart';

            class CardActions extends StatelessWidget {
              const CardActions({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  Expanded(child: ↓InkWell(onTap: _view, child: Container(height: 24, child: const Center(child: Text('View'))))),
                  Expanded(child: ↓InkWell(onTap: _edit, child: const SizedBox(height: 28, child: Center(child: Text('Edit'))))),
                ]);
              }
            }
            """)]),
            // Material 3 turned off: the IconButton is as big as its constraints, icon and padding.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            final theme = ThemeData(useMaterial3: false, primarySwatch: Colors.teal);

            class NoteHeader extends StatelessWidget {
              const NoteHeader({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  const Text('Notes'),
                  ↓IconButton(
                    onPressed: _edit,
                    tooltip: 'Edit notes',
                    icon: const Icon(Icons.edit),
                    iconSize: 18,
                    padding: const EdgeInsets.all(2),
                    constraints: const BoxConstraints(minWidth: 18, minHeight: 18),
                  ),
                ]);
              }
            }
            """)]),
            // The same setup screen once the welcome screen opens its route.
            CheckExample(files: [FlutterExample.pubspec(["go_router"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:go_router/go_router.dart';
            import 'setup.dart';

            class Paths {
              static const String welcome = '/welcome';
              static const String setup = '/setup';
            }

            final router = GoRouter(
              initialLocation: Paths.welcome,
              redirect: (context, state) => state.fullPath == Paths.setup ? null : null,
              routes: [
                GoRoute(path: Paths.welcome, name: 'welcome', builder: (context, state) => const Welcome()),
                GoRoute(path: Paths.setup, name: 'setup', builder: (context, state) => const SetupScreen()),
              ],
            );

            void main() => runApp(MaterialApp.router(routerConfig: router));

            class Welcome extends StatelessWidget {
              const Welcome({super.key});

              @override
              Widget build(BuildContext context) => TextButton(
              onPressed: () => context.push(Paths.setup),
                child: const Text('Hello'),
              );
            }
            """), FlutterExample.dart("setup", """
            import 'package:flutter/material.dart';
            import 'tiles.dart';

            class SetupScreen extends StatefulWidget {
              const SetupScreen({super.key});

              @override
              State<SetupScreen> createState() => _SetupScreenState();
            }

            class _SetupScreenState extends State<SetupScreen> {
              @override
              Widget build(BuildContext context) => const PhotoTiles();
            }
            """), FlutterExample.dart("tiles", """
            import 'package:flutter/material.dart';

            class PhotoTiles extends StatefulWidget {
              const PhotoTiles({super.key});

              @override
              State<PhotoTiles> createState() => _PhotoTilesState();
            }

            class _PhotoTilesState extends State<PhotoTiles> {
              final List<String> photos = [];

              @override
              Widget build(BuildContext context) => ↓GestureDetector(
                onTap: () => setState(photos.clear),
                child: Container(width: 24, height: 24, color: Colors.red),
              );
            }
            """)]),
        ],
        nonTriggering: [
            // futuristic-flutter's profile creation: a GoRoute registers the screen, but no push, go,
            // string or redirect names its path (a redirect only compares it), so the screen and
            // the photo grid only it builds never show.
            CheckExample(files: [FlutterExample.pubspec(["go_router"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:go_router/go_router.dart';
            import 'setup.dart';

            class Paths {
              static const String welcome = '/welcome';
              static const String setup = '/setup';
            }

            final router = GoRouter(
              initialLocation: Paths.welcome,
              redirect: (context, state) => state.fullPath == Paths.setup ? null : null,
              routes: [
                GoRoute(path: Paths.welcome, name: 'welcome', builder: (context, state) => const Welcome()),
                GoRoute(path: Paths.setup, name: 'setup', builder: (context, state) => const SetupScreen()),
              ],
            );

            void main() => runApp(MaterialApp.router(routerConfig: router));

            class Welcome extends StatelessWidget {
              const Welcome({super.key});

              @override
              Widget build(BuildContext context) => TextButton(
              onPressed: () {},
                child: const Text('Hello'),
              );
            }
            """), FlutterExample.dart("setup", """
            import 'package:flutter/material.dart';
            import 'tiles.dart';

            class SetupScreen extends StatefulWidget {
              const SetupScreen({super.key});

              @override
              State<SetupScreen> createState() => _SetupScreenState();
            }

            class _SetupScreenState extends State<SetupScreen> {
              @override
              Widget build(BuildContext context) => const PhotoTiles();
            }
            """), FlutterExample.dart("tiles", """
            import 'package:flutter/material.dart';

            class PhotoTiles extends StatefulWidget {
              const PhotoTiles({super.key});

              @override
              State<PhotoTiles> createState() => _PhotoTilesState();
            }

            class _PhotoTilesState extends State<PhotoTiles> {
              final List<String> photos = [];

              @override
              Widget build(BuildContext context) => GestureDetector(
                onTap: () => setState(photos.clear),
                child: Container(width: 24, height: 24, color: Colors.red),
              );
            }
            """)]),
            // Near misses of ente's copy button: a package icon of 48dp, or one a 48dp box holds.
            CheckExample(files: [FlutterExample.dart("recovery", """
            import 'package:flutter/material.dart';

            class KeyRow extends StatelessWidget {
              const KeyRow({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  GestureDetector(onTap: _copy, child: const HugeIcon(icon: HugeIcons.strokeRoundedCopy01, size: 48)),
                  SizedBox(width: 48, height: 48, child: InkWell(onTap: _share, child: const FaIcon(FontAwesomeIcons.shareNodes, size: 20))),
                ]);
              }
            }
            """)]),
            // protonwallet-flutter's notice box: its small close target shows unless a caller
            // says otherwise, and both callers pass `canClose: false`.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: Column(children: [Notice(text: 'A', canClose: false), Notice(text: 'B', canClose: false)])));

            class Notice extends StatefulWidget {
              final String text;
              final bool? canClose;
              const Notice({super.key, required this.text, this.canClose});
              @override
              State<Notice> createState() => NoticeState();
            }

            class NoticeState extends State<Notice> {
              bool closed = false;
              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  Text(widget.text),
                  if (widget.canClose ?? true)
                    SizedBox(
                      width: 16,
                      height: 16,
                      child: GestureDetector(onTap: () => setState(() => closed = true), child: const Icon(Icons.close, size: 16)),
                    ),
                ]);
              }
            }
            """)]),
            // stack-wallet: controls only desktop builds show, behind a block-bodied platform
            // getter (an iPad app on a Mac counts as desktop), a local copy of it, a Riverpod
            // `ConsumerState`, and a route table that builds the desktop screen by name.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("utilities/util", """
            import 'dart:io';

            abstract class Util {
              static Directory? libraryPath;

              static bool get isDesktop {
                if (Platform.isIOS && libraryPath != null && !libraryPath!.path.contains("/var/mobile/")) {
                  return true;
                }
                return Platform.isLinux || Platform.isMacOS || Platform.isWindows;
              }
            }
            """), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'utilities/util.dart';
            import 'history.dart';
            import 'login_desktop.dart';

            void main() => runApp(MaterialApp(home: const History(), onGenerateRoute: generateRoute));

            Route<dynamic>? generateRoute(RouteSettings settings) {
              switch (settings.name) {
                case LoginDesktop.routeName:
                  return MaterialPageRoute(builder: (_) => const LoginDesktop());
                default:
                  return null;
              }
            }
            """), FlutterExample.dart("history", """
            import 'package:flutter/material.dart';
            import 'utilities/util.dart';
            import 'login_desktop.dart';

            class History extends ConsumerStatefulWidget {
              const History({super.key});
              @override
              ConsumerState<History> createState() => _HistoryState();
            }

            class _HistoryState extends ConsumerState<History> {
              @override
              Widget build(BuildContext context) {
                final isDesktop = Util.isDesktop;
                return Column(children: [
                  if (isDesktop) const FilterBar(),
                  if (isDesktop)
                    TextButton(onPressed: () => Navigator.of(context).pushNamed(LoginDesktop.routeName), child: const Text('Unlock')),
                ]);
              }
            }

            class FilterBar extends ConsumerStatefulWidget {
              const FilterBar({super.key});
              @override
              ConsumerState<FilterBar> createState() => _FilterBarState();
            }

            class _FilterBarState extends ConsumerState<FilterBar> {
              @override
              Widget build(BuildContext context) => GestureDetector(onTap: _clear, child: const SizedBox(width: 20, height: 20, child: Icon(Icons.close)));
            }
            """), FlutterExample.dart("login_desktop", """
            import 'package:flutter/material.dart';

            class LoginDesktop extends StatelessWidget {
              const LoginDesktop({super.key});
              static const routeName = '/loginDesktop';
              @override
              Widget build(BuildContext context) => GestureDetector(onTap: _reveal, child: const SizedBox(width: 24, height: 24, child: Icon(Icons.visibility)));
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("player", """
            import 'package:flutter/material.dart';

            class Controls extends StatelessWidget {
              const Controls({super.key});

              @override
              Widget build(BuildContext context) {
                return Row(children: [
                  GestureDetector(onTap: _play, child: const SizedBox(width: 48, height: 48, child: Icon(Icons.play_arrow))),
                  TextField(obscureText: hidden, decoration: InputDecoration(
                    suffixIcon: InkWell(onTap: _reveal, child: const Icon(Icons.visibility, size: 16)),
                  )),
                  GestureDetector(onTap: _play, child: Padding(padding: const EdgeInsets.all(12), child: SizedBox(width: 24, height: 24))),
                  InkWell(onTap: _next, child: Container(width: 32, height: 32, margin: const EdgeInsets.all(8))),
                  GestureDetector(onVerticalDragUpdate: _drag, child: const SizedBox(width: 20, height: 80)),
                  IconButton(icon: const Icon(Icons.skip_next), tooltip: 'Next', onPressed: _next),
                  Expanded(child: GestureDetector(onTap: _play, child: const SizedBox(width: 40, height: 40))),
                  GestureDetector(onTap: _close, child: const Icon(Icons.close, size: 48, semanticLabel: 'Close')),
                  GestureDetector(onTap: _close, child: const Icon(Icons.close, semanticLabel: 'Close')),
                  SizedBox(width: 56, height: 56, child: InkWell(onTap: _open)),
                  SizedBox(width: 120, height: 120, child: Card(child: InkWell(onTap: _open, child: const Icon(Icons.add, size: 36)))),
                  Stack(alignment: Alignment.center, children: [
                    IconButton(onPressed: () => _openDownloads(context), tooltip: 'Downloads', icon: const Icon(Icons.download)),
                    if (busy) InkWell(onTap: () => _openDownloads(context), child: const SizedBox(width: 15, height: 15, child: CircularProgressIndicator())),
                  ]),
                  Transform.scale(
                    scale: 1.3,
                    child: IconButton(visualDensity: VisualDensity.compact, tooltip: 'Info', icon: const Icon(Icons.info_outline), onPressed: _info),
                  ),
                  Transform.scale(scale: 1.5, child: GestureDetector(onTap: _play, child: const SizedBox(width: 36, height: 36))),
                  InkWell(onTap: _open, child: Container(width: compact ? 48 : 96, height: 48, color: colour)),
                  IconButton(
                    onPressed: _edit,
                    tooltip: 'Edit',
                    icon: const Icon(Icons.edit),
                    iconSize: 18,
                    padding: EdgeInsets.zero,
                    constraints: const BoxConstraints(minWidth: 18, minHeight: 18),
                  ),
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
            // Expanded in a Column forces the height, and a stretching Row forces the height too.
            CheckExample(files: [FlutterExample.dart("card", """
            import 'package:flutter/material.dart';

            class CardActions extends StatelessWidget {
              const CardActions({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  Expanded(child: InkWell(onTap: _view, child: Container(height: 24, child: const Text('View')))),
                  SizedBox(height: 48, child: Row(crossAxisAlignment: CrossAxisAlignment.stretch, children: [
                    Expanded(child: InkWell(onTap: _edit, child: Container(height: 24, child: const Text('Edit')))),
                  ])),
                  Row(children: [
                    Expanded(child: InkWell(onTap: _share, child: Container(width: 24, child: const Text('Share')))),
                  ]),
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
            // A compact copy button under a flag that defaults to false and that no call passes.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const Details(host: 'example.com'));

            class Details extends StatelessWidget {
              const Details({super.key, required this.host});
              final String host;

              Widget _buildItem({required String title, required String desc, bool quickCopy = false}) {
                return Row(children: [
                  Text(title),
                  if (quickCopy)
                    IconButton(visualDensity: VisualDensity.compact, icon: const Icon(Icons.copy), tooltip: 'Copy', onPressed: () {}),
                  Text(desc),
                ]);
              }

              @override
              Widget build(BuildContext context) => Column(children: [_buildItem(title: 'Host', desc: host)]);
            }
            """)]),
            // quotely-flutter: a title bar's badge whose tap callback one caller passes as a
            // closure that returns at once outside debug builds, and the other leaves out.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'package:flutter/foundation.dart';
                import 'package:flutter/material.dart';

                class Header extends StatelessWidget {
                  const Header({super.key, required this.label, this.onBadgeTap});
                  final String label;
                  final VoidCallback? onBadgeTap;

                  @override
                  Widget build(BuildContext context) => Row(children: [
                        GestureDetector(onTap: onBadgeTap, child: const SizedBox(width: 30, height: 30, child: Icon(Icons.star))),
                        Text(label),
                      ]);
                }

                class Inbox extends StatelessWidget {
                  const Inbox({super.key});

                  @override
                  Widget build(BuildContext context) => Column(children: [
                        Header(label: 'Inbox', onBadgeTap: () {
                          if (!kDebugMode) return;
                          debugPrint('inspect');
                        }),
                        const Header(label: 'Sent'),
                      ]);
                }
                """),
            ]),
            // Scroll arrows for a mouse, a widget built only on desktop platforms.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'dart:io';
                import 'package:flutter/material.dart';

                class PlatformUtils {
                  static bool get isDesktop => Platform.isLinux || Platform.isWindows || Platform.isMacOS;
                }

                class Chips extends StatelessWidget {
                  const Chips({super.key, required this.children});
                  final List<Widget> children;

                  @override
                  Widget build(BuildContext context) => PlatformUtils.isDesktop
                      ? Stack(children: [ListView(children: children), ScrollArrow(onTap: () {})])
                      : ListView(children: children);
                }

                class ScrollArrow extends StatelessWidget {
                  const ScrollArrow({super.key, required this.onTap});
                  final VoidCallback onTap;

                  @override
                  Widget build(BuildContext context) =>
                      GestureDetector(onTap: onTap, child: const SizedBox(width: 24, height: 24, child: Icon(Icons.chevron_right)));
                }
                """),
            ]),
            // A window title bar's buttons: the frame returns its child on phones before building them.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'dart:io';
                import 'package:flutter/material.dart';

                class _App {
                  bool get isMobile => Platform.isAndroid || Platform.isIOS;
                }

                final App = _App();

                void main() => runApp(const WindowFrame(child: Text('Home')));

                class WindowFrame extends StatelessWidget {
                  const WindowFrame({super.key, required this.child});
                  final Widget child;

                  @override
                  Widget build(BuildContext context) {
                    if (App.isMobile) return child;
                    return Column(children: [
                      Row(children: [const Text('Reader'), WindowButton(icon: const Icon(Icons.close), onPressed: () {})]),
                      Expanded(child: child),
                    ]);
                  }
                }

                class WindowButton extends StatefulWidget {
                  const WindowButton({super.key, required this.icon, required this.onPressed});
                  final Widget icon;
                  final VoidCallback onPressed;

                  @override
                  State<WindowButton> createState() => _WindowButtonState();
                }

                class _WindowButtonState extends State<WindowButton> {
                  @override
                  Widget build(BuildContext context) =>
                      GestureDetector(onTap: widget.onPressed, child: SizedBox(width: 46, height: 30, child: widget.icon));
                }
                """),
            ]),
        ]
    )

    static let detectors: Set<String> = ["GestureDetector", "InkWell", "InkResponse"]
    static let tapHandlers: Set<String> = ["onTap", "onTapDown", "onTapUp", "onDoubleTap", "onLongPress"]
    static let floor = 48.0
    /// The side of an IconButton made compact with `VisualDensity.compact`.
    static let compactSide = 40.0

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let materialTwo = Self.turnsMaterialThreeOff(flutter)
        for (file, index) in flutter.shippingCalls(named: Self.detectors.union(["IconButton"])) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty else { continue }
            // Under `Transform.scale(scale: 1.3)` the tap target is scaled with the drawing.
            let floor = Self.floor / Self.scale(around: index, in: dart)
            if call.name == "IconButton" {
                if materialTwo, let size = Self.materialTwoSize(call, in: dart), size < floor {
                    output.report(
                        "This IconButton's constraints, iconSize and padding make it \(Self.format(size))×\(Self.format(size))dp, and with Material 3 off nothing pads its tap target to 48dp. Drop the constraints (or raise their minimum to 48) and keep the small icon inside.",
                        at: file.position(ofCall: index), confidence: .high)
                    continue
                }
                // A fixed box around the button clips its tap target to the box.
                if let parent = dart.parent(of: index), parent.label == "child",
                   let size = Self.fixedSize(dart.calls[parent.call]), size.width < floor || size.height < floor {
                    output.report(
                        "This IconButton sits in a \(dart.calls[parent.call].name) of \(Self.format(size.width))×\(Self.format(size.height))dp, which clips its tap target under the 48×48dp floor. Let the button take its own 48dp size (drop the box, or make it 48×48) and keep the icon small inside it.",
                        at: file.position(ofCall: index), confidence: .high)
                    continue
                }
                // A compact button scaled up past 48dp (40 × 1.3 = 52) is big enough again.
                guard let shrunk = Self.shrinkage(call, in: dart), (shrunk.side ?? 0) < floor else { continue }
                output.report(
                    "\(shrunk.how), under the 48×48dp floor, so the button is easy to miss. Drop it, or keep the small drawing and the default tap target size.",
                    at: file.position(ofCall: index), confidence: .medium)
                continue
            }
            guard call.arguments.contains(where: { $0.label.map(Self.tapHandlers.contains) ?? false }),
                  call.argument("behavior") == nil, !Self.isDecorationIcon(index, in: dart) else { continue }
            // A detector whose only action is a callback every caller leaves out or makes debug-only does nothing in the app.
            if Self.handlesOnlyReleaseInertCallbacks(index, in: file, flutter) { continue }
            // A detector held by a small fixed box takes the box's size.
            if let parent = dart.parent(of: index), parent.label == "child", !Self.hasTightParent(parent.call, in: dart),
               let size = Self.fixedSize(dart.calls[parent.call]), !Self.iconWidgets.contains(dart.calls[parent.call].name),
               size.width < floor || size.height < floor {
                output.report(
                    "This \(call.name) fills a \(dart.calls[parent.call].name) of \(Self.format(size.width))×\(Self.format(size.height))dp, so its tap target is that small, under the 48×48dp floor. Make the tappable box at least 48×48dp and draw the small shape centred inside it.",
                    at: file.position(ofCall: index), confidence: .high)
                continue
            }
            // A fixed box above forces the detector's size, whatever its child draws: a large
            // one makes it large, and a small one is the target's size, not the child's.
            if let box = Self.forcedSize(of: index, in: dart) {
                if box.width >= floor, box.height >= floor { continue }
                if !Self.hasTightParent(box.call, in: dart) {
                    output.report(
                        "This \(call.name) fills, through the \(dart.calls[dart.parent(of: index)?.call ?? box.call].name) around it, a \(dart.calls[box.call].name) of \(Self.format(box.width))×\(Self.format(box.height))dp, so its tap target is that small, under the 48×48dp floor. Make the tappable box at least 48×48dp and draw the small shape centred inside it.",
                        at: file.position(ofCall: index), confidence: .high)
                    continue
                }
            }
            // A small target stacked on a full-size button that does the same thing adds no miss.
            if Self.doublesStackedButton(index, in: dart) { continue }
            guard let child = FlutterCode.call(in: call.argument("child")) else { continue }
            func reportSmallSide() {
                guard let (side, length) = Self.smallSide(dart.calls[child]) else { return }
                // In an `Expanded` of a `Row`, only the height is the child's own (and the width in a `Column`).
                if Self.hasTightParent(index, in: dart), Self.freeSide(around: index, in: dart) != side { return }
                output.report(
                    "This \(call.name)'s tap target is its \(dart.calls[child].name), \(Self.format(length))dp \(side), under the 48dp floor whatever its other side. Make the tappable box at least 48dp \(side) (a larger box, or padding inside the \(call.name)) and keep the drawing its size inside it.",
                    at: file.position(ofCall: index), confidence: .high)
            }
            if Self.hasTightParent(index, in: dart) {
                reportSmallSide()
                continue
            }
            guard let size = Self.fixedSize(dart.calls[child]) else {
                reportSmallSide()
                continue
            }
            guard size.width < floor || size.height < floor else { continue }
            output.report(
                "This \(call.name)'s tap target is its \(dart.calls[child].name): \(Self.format(size.width))×\(Self.format(size.height))dp, under the 48×48dp floor. Grow the tappable box to at least 48×48dp (a larger SizedBox, or padding inside the \(call.name)) and keep the drawing its size inside it.",
                at: file.position(ofCall: index), confidence: .high)
        }
    }

    /// Whether every tap handler of the detector is the widget's own callback parameter (`onTap:
    /// onIconTap`, `widget.onIconTap`) that each construction leaves out, passes `null`, or
    /// passes a closure that returns at once outside debug builds (`UnpassedWidgetParameters`).
    static func handlesOnlyReleaseInertCallbacks(_ index: Int, in file: FlutterDartFile, _ flutter: FlutterModel) -> Bool {
        let dart = file.file
        let call = dart.calls[index]
        guard let owner = dart.classes.last(where: { $0.kind == .class && $0.bodyRange.contains(call.nameToken) }), let ownerName = owner.name else { return false }
        let handlers = call.arguments.filter { $0.label.map(tapHandlers.contains) ?? false }
        return !handlers.isEmpty && handlers.allSatisfy { argument in
            guard case .reference(let names) = argument.value else { return false }
            if names.count == 1 { return flutter.isReleaseInertCallback(path: file.path, className: ownerName, parameter: names[0]) }
            guard names.count == 2, names[0] == "widget", owner.superclass == "State", let widget = owner.superclassArguments.first else { return false }
            return flutter.isReleaseInertCallback(path: file.path, className: widget, parameter: names[1])
        }
    }

    /// The product of the literal scales of the `Transform.scale` calls around a call: hit
    /// testing follows the transform, so a 40dp button scaled by 1.3 takes 52dp of taps.
    static func scale(around index: Int, in file: DartFile) -> Double {
        file.ancestors(of: index).reduce(1) { product, ancestor in
            let call = file.calls[ancestor]
            guard call.qualifiedName == "Transform.scale", let scale = FlutterCode.number(call.argument("scale")), scale > 0 else { return product }
            return product * scale
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
        if ["Row", "Column", "Flex"].contains(call.name), case .reference(let names)? = call.argument("crossAxisAlignment")?.value, names.last == "stretch" {
            return true
        }
        if tightParents.contains(call.name) || tightParentTypes.contains(call.name) { return true }
        if let owner = call.receiverName, tightParentTypes.contains(owner) || owner.hasPrefix("SliverChild") { return true }
        return call.qualifiedName == "SizedBox.expand" || call.qualifiedName == "Positioned.fill" || call.name.hasPrefix("SliverChild")
    }

    /// For a detector that is the `child:` of an `Expanded` or `Flexible` in a `Row` or
    /// `Column` that does not stretch its children, the side the flex leaves to the detector's
    /// own box: a `Row` forces the width and hands down a loose height ("tall"), a `Column` the
    /// reverse ("wide"). Nil for any other tight parent, which may force both sides.
    static func freeSide(around index: Int, in file: DartFile) -> String? {
        guard let flex = file.parent(of: index), flex.label == "child", ["Expanded", "Flexible"].contains(file.calls[flex.call].qualifiedName),
              let line = file.parent(of: flex.call), line.label == "children", !hasTightParent(flex.call, in: file) else { return nil }
        switch file.calls[line.call].qualifiedName {
        case "Row": return "tall"
        case "Column": return "wide"
        default: return nil
        }
    }

    /// Widgets that hand their parent's tight constraints on to their `child:` (a `Card` less
    /// its default 4dp margin on each side), so a detector inside fills the box above them.
    static let passThroughs: [String: Double] = ["Card": 8, "Material": 0, "ClipRRect": 0, "ClipRect": 0, "DecoratedBox": 0]

    /// The size a fixed `SizedBox` or `Container` (one that does not align or pad its child)
    /// forces on a detector held as its `child:`, directly or through `passThroughs`:
    /// `SizedBox(width: 120, height: 120, child: Card(child: InkWell(…)))` makes the InkWell
    /// 112×112dp, however small its icon. A `Card` with its own `margin:` stops the walk. The
    /// box's call comes with its size.
    static func forcedSize(of index: Int, in file: DartFile) -> (width: Double, height: Double, call: Int)? {
        var current = index
        var inset = 0.0
        while let parent = file.parent(of: current), parent.label == "child" {
            let call = file.calls[parent.call]
            if !iconWidgets.contains(call.name), call.argument("alignment") == nil, call.argument("padding") == nil, let size = fixedSize(call) {
                return (size.width - inset, size.height - inset, parent.call)
            }
            guard let margin = passThroughs[call.qualifiedName], call.argument("margin") == nil else { return nil }
            inset += margin
            current = parent.call
        }
        return nil
    }

    /// Whether a detector is a child of a `Stack` beside a button or detector with the same
    /// handler (`onTap: () => open(context)` over `IconButton(onPressed: () => open(context))`):
    /// the stack is as large as that button, and a tap that misses the small target lands on
    /// the button and does the same.
    static func doublesStackedButton(_ index: Int, in file: DartFile) -> Bool {
        guard let stack = file.parent(of: index), stack.label == "children", file.calls[stack.call].name == "Stack",
              let handler = file.calls[index].argument("onTap") else { return false }
        let action = file.text(of: handler.tokenRange)
        return file.children(of: stack.call, label: "children").contains { sibling in
            let other = file.calls[sibling]
            guard sibling != index, other.name == "IconButton" || detectors.contains(other.name),
                  let same = other.argument("onPressed") ?? other.argument("onTap") else { return false }
            return file.text(of: same.tokenRange) == action
        }
    }

    /// A field's `prefixIcon` or `suffixIcon`: `InputDecoration` boxes it in at least 48×48dp
    /// unless the matching `…IconConstraints` argument says otherwise.
    static func isDecorationIcon(_ index: Int, in file: DartFile) -> Bool {
        guard let parent = file.parent(of: index), let label = parent.label, ["prefixIcon", "suffixIcon"].contains(label) else { return false }
        return file.calls[parent.call].argument(label + "Constraints") == nil
    }

    /// Icon widgets drawn in a square box of their `size:`: Flutter's `Icon`, and the icon
    /// packages' `HugeIcon` (hugeicons, ente's recovery-key copy button) and `FaIcon`
    /// (font_awesome_flutter), which lay out as an `Icon` does.
    static let iconWidgets: Set<String> = ["Icon", "HugeIcon", "FaIcon"]

    /// A `SizedBox` or `Container` of literal width and height with nothing around its box.
    static func fixedSize(_ call: DartCall) -> (width: Double, height: Double)? {
        switch call.qualifiedName {
        case "SizedBox", "Container":
            guard call.argument("margin") == nil, call.argument("constraints") == nil,
                  let width = FlutterCode.number(call.argument("width")), let height = FlutterCode.number(call.argument("height")) else { return nil }
            return (width, height)
        case "SizedBox.square":
            return FlutterCode.number(call.argument("dimension")).map { ($0, $0) }
        case "Icon", "HugeIcon", "FaIcon":
            return FlutterCode.number(call.argument("size")).map { ($0, $0) }
        default:
            return nil
        }
    }

    /// A `SizedBox` or `Container` with nothing around its box whose one literal side is under
    /// the floor, the other side not a literal (`width: isWide ? 100 : 25, height: 25`).
    static func smallSide(_ call: DartCall) -> (side: String, length: Double)? {
        guard ["SizedBox", "Container"].contains(call.qualifiedName), call.argument("margin") == nil, call.argument("constraints") == nil else { return nil }
        let width = FlutterCode.number(call.argument("width")), height = FlutterCode.number(call.argument("height"))
        if let height, width == nil, height < floor { return ("tall", height) }
        if let width, height == nil, width < floor { return ("wide", width) }
        return nil
    }

    /// How an IconButton's target is made smaller than 48dp, if it is, and the side it is
    /// left with when the code settles it (nil: the icon's size).
    static func shrinkage(_ call: DartCall, in file: DartFile) -> (how: String, side: Double?)? {
        if case .reference(let names)? = call.argument("visualDensity")?.value, names == ["VisualDensity", "compact"] {
            return ("visualDensity: VisualDensity.compact shrinks this IconButton's tap target to \(format(compactSide))×\(format(compactSide))dp", compactSide)
        }
        if let style = FlutterCode.call(in: call.argument("style")),
           case .reference(let names)? = file.calls[style].argument("tapTargetSize")?.value, names.last == "shrinkWrap",
           let constraints = FlutterCode.call(in: call.argument("constraints")), file.calls[constraints].name == "BoxConstraints",
           file.calls[constraints].arguments.isEmpty {
            return ("tapTargetSize shrinkWrap with zero constraints shrinks this IconButton's tap target to its icon", nil)
        }
        return nil
    }

    /// Whether the app's themes turn Material 3 off: some shipping `ThemeData` (or its
    /// `copyWith`) says `useMaterial3: false` and none says `true`.
    static func turnsMaterialThreeOff(_ flutter: FlutterModel) -> Bool {
        let values = flutter.shippingCalls(named: ["ThemeData", "copyWith", "light", "dark"]).compactMap { file, index in
            file.file.calls[index].argument("useMaterial3")?.value
        }
        return values.contains(.boolean(false)) && !values.contains(.boolean(true))
    }

    /// A Material 2 IconButton's side when its constraints are literal: the larger of their
    /// minimum and the icon (`iconSize`, default 24) plus `padding` (default 8) on both sides.
    static func materialTwoSize(_ call: DartCall, in file: DartFile) -> Double? {
        guard let constraints = FlutterCode.call(in: call.argument("constraints")), file.calls[constraints].name == "BoxConstraints",
              let minWidth = FlutterCode.number(file.calls[constraints].argument("minWidth")),
              let minHeight = FlutterCode.number(file.calls[constraints].argument("minHeight")) else { return nil }
        let icon: Double
        if let size = call.argument("iconSize") {
            guard let literal = FlutterCode.number(size) else { return nil }
            icon = literal
        } else {
            icon = 24
        }
        let padding: Double
        switch call.argument("padding")?.value {
        case nil: padding = 8
        case .reference(let names)? where names == ["EdgeInsets", "zero"]: padding = 0
        case .call(let index)?:
            guard file.calls[index].qualifiedName == "EdgeInsets.all", let all = FlutterCode.number(file.calls[index].positionalArguments.first) else { return nil }
            padding = all
        default: return nil
        }
        return min(max(minWidth, icon + 2 * padding), max(minHeight, icon + 2 * padding))
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
