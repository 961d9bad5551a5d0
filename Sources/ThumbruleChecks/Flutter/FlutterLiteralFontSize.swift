import ThumbruleCore
import ThumbruleFrontEnds

/// `fontSize: 13` written in `TextStyle(…)` and `copyWith(…)` at call sites instead of taking
/// a role from the theme's type scale (`Theme.of(context).textTheme.bodyMedium`): Flutter
/// scales the size with the user's setting, but each call site picks its own size and the
/// hierarchy becomes whatever they picked. One note per file, at the first literal, with the
/// count: the fix is a review of the file's text, not of each line.
///
/// Theme definitions are where literals belong and are left alone: anything inside
/// `ThemeData(…)`, `TextTheme(…)`, `Typography…(…)` or `CupertinoTextThemeData(…)`, and any
/// file named for its theme, type or fonts or kept in a `theme` folder. So is artwork set in
/// type (`FlutterCode.drawsArtwork`): the initial drawn in a `CircleAvatar`, wordmarks, logo lettering, emoji,
/// a literal of glyphs with no word or digit (a shrug kaomoji over an empty state);
/// and labels a chart paints inside its fixed drawing (`stylesChartLabel`), and the text style of
/// a slot that sizes a caller's icon or emoji glyph like the icon theme beside it (`sizesIconSlot`),
/// and the style of text an app widget sets in a small box of fixed width and height (`stylesFixedBox`).
/// A `copyWith(fontSize: 14)` on a theme role that restates the role's own size
/// (`textTheme.bodyMedium?.copyWith(fontSize: 14)`, `restatesRoleSize`) already takes its size
/// from the scale: removing the literal changes nothing. A Flame game file painting text on its
/// canvas (`paintsGameText`) sets game art, not interface text, and is left alone.
struct FlutterLiteralFontSize: FlutterCheck {
    package static let description = CheckDescription(
        id: "type-scale.flutter-literal-font-size",
        ruleId: "type-scale",
        summary: "Flutter text sized with literals outside the theme's type scale (one note per file)",
        triggering: [
            CheckExample(files: [FlutterExample.dart("score_card", """
            import 'package:flutter/material.dart';

            class ScoreCard extends StatelessWidget {
              const ScoreCard({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  const Text('Score', style: TextStyle(↓fontSize: 13, fontWeight: FontWeight.w600)),
                  Text('42', style: Theme.of(context).textTheme.bodyLarge!.copyWith(fontSize: 28)),
                ]);
              }
            }
            """)]),
            // The app's name as a notification preview's label, in the app's own text font.
            CheckExample(files: [("pubspec.yaml", "name: tidepool\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\n"), FlutterExample.dart("preview", """
            import 'package:flutter/material.dart';

            Widget preview(String message) => Column(children: [
                  const Text('Tidepool', style: TextStyle(↓fontSize: 13, fontFamily: AppFonts.body)),
                  Text(message, style: const TextStyle(fontSize: 15)),
                ]);
            """)]),
            // A screen beside a PDF export: Flutter's own bare TextStyle is on the screen.
            CheckExample(files: [FlutterExample.dart("invoice_preview", """
            import 'package:flutter/material.dart';
            import 'package:pdf/widgets.dart' as pw;

            Widget preview(String shop) => Column(children: [
                  Text(shop, style: const TextStyle(↓fontSize: 13)),
                  ElevatedButton(onPressed: () => pw.Document(), child: const Text('Export')),
                ]);
            """)]),
            // Glyphs with a number are text to read: a streak's multiplier, sized by hand.
            CheckExample(files: [FlutterExample.dart("streak", """
            import 'package:flutter/material.dart';

            Widget streakBadge() => const Text('×2', style: TextStyle(↓fontSize: 32));
            """)]),
            // The same style for a scroller whose hint box is a wide banner: text to read.
            CheckExample(files: [FlutterExample.dart("alphabet_scroller", """
            import 'package:flutter/material.dart';

            class AlphabetScroller extends StatefulWidget {
              const AlphabetScroller({
                super.key,
                required this.letters,
                this.bubbleWidth = 320,
                this.bubbleHeight = 48,
                this.bubbleTextStyle = const TextStyle(color: Colors.white),
              });

              final List<String> letters;
              final double bubbleWidth;
              final double bubbleHeight;
              final TextStyle bubbleTextStyle;

              @override
              State<AlphabetScroller> createState() => _AlphabetScrollerState();
            }

            class _AlphabetScrollerState extends State<AlphabetScroller> {
              String current = 'A';

              @override
              Widget build(BuildContext context) => Container(
                    width: widget.bubbleWidth,
                    height: widget.bubbleHeight,
                    child: Text(current, style: widget.bubbleTextStyle),
                  );
            }
            """), FlutterExample.dart("pantry_list", """
            import 'package:flutter/material.dart';

            class PantryList extends StatelessWidget {
              const PantryList({super.key, required this.items});
              final List<String> items;

              @override
              Widget build(BuildContext context) => AlphabetScroller(
                    letters: items,
                    bubbleTextStyle: TextStyle(↓fontSize: 20, color: Theme.of(context).colorScheme.onPrimary),
                  );
            }
            """)]),
            // A fallback after a style the caller may leave null does apply: still a literal size.
            CheckExample(files: [FlutterExample.dart("tag_chip", """
            import 'package:flutter/material.dart';

            Widget tagChip(String label, TextStyle? style) => Text(label, style: style ?? const TextStyle(↓fontSize: 13));
            """)]),
            // stack-wallet: a desktop branch's literal comes first; the note stands at the one phones show.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            final bool kDesktop = Platform.isLinux || Platform.isMacOS || Platform.isWindows;

            void main() => runApp(const MaterialApp(home: StakeView()));

            class StakeView extends StatelessWidget {
              const StakeView({super.key});
              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  if (kDesktop) const Text('Transaction failed', style: TextStyle(fontSize: 18)),
                  const Text('Amount to stake', style: TextStyle(↓fontSize: 14)),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            // deadbounce-flutter's popup text: a Flame TextComponent paints world-space score popups
            // through TextPaint on the game canvas; the file builds no widget and has no BuildContext.
            CheckExample(files: [FlutterExample.dart("game/popup_text", """
            import 'package:flame/components.dart';
            import 'package:flutter/painting.dart';

            class PopupText extends TextComponent {
              PopupText.combo(String text, Vector2 position)
                  : super(text: text, position: position, textRenderer: TextPaint(style: _combo));

              static const TextStyle _combo = TextStyle(fontSize: 32, fontWeight: FontWeight.w800);
            }
            """)]),
            // protonwallet-flutter: the app's type scale, a class of named roles in a file named for text styles.
            CheckExample(files: [FlutterExample.dart("constants/text.style", """
            import 'package:flutter/material.dart';

            class AppStyles {
              static TextStyle hero({Color? color}) => TextStyle(fontSize: 28, fontWeight: FontWeight.w600, color: color);
              static TextStyle body({Color? color}) => TextStyle(fontSize: 14, color: color);
            }
            """)]),
            // kitchenowl's recipe index bar: the letter of a fixed 50x50 drag bubble, sized to its box.
            CheckExample(files: [FlutterExample.dart("alphabet_scroller", """
            import 'package:flutter/material.dart';

            class AlphabetScroller extends StatefulWidget {
              const AlphabetScroller({
                super.key,
                required this.letters,
                this.bubbleWidth = 50,
                this.bubbleHeight = 50,
                this.bubbleTextStyle = const TextStyle(color: Colors.white),
              });

              final List<String> letters;
              final double bubbleWidth;
              final double bubbleHeight;
              final TextStyle bubbleTextStyle;

              @override
              State<AlphabetScroller> createState() => _AlphabetScrollerState();
            }

            class _AlphabetScrollerState extends State<AlphabetScroller> {
              String current = 'A';

              @override
              Widget build(BuildContext context) => Container(
                    width: widget.bubbleWidth,
                    height: widget.bubbleHeight,
                    child: Text(current, style: widget.bubbleTextStyle),
                  );
            }
            """), FlutterExample.dart("pantry_list", """
            import 'package:flutter/material.dart';

            class PantryList extends StatelessWidget {
              const PantryList({super.key, required this.items});
              final List<String> items;

              @override
              Widget build(BuildContext context) => AlphabetScroller(
                    letters: items,
                    bubbleTextStyle: TextStyle(fontSize: 20, color: Theme.of(context).colorScheme.onPrimary),
                  );
            }
            """)]),
            // march-tales-flutter: a player file's widgets are built, but its dialog helper beside
            // them is called nowhere, so its literal size never shows.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'player/controls.dart';

            void main() => runApp(const MaterialApp(home: Scaffold(body: VolumeBar())));
            """), FlutterExample.dart("player/controls", """
            import 'package:flutter/material.dart';

            class VolumeBar extends StatelessWidget {
              const VolumeBar({super.key});

              @override
              Widget build(BuildContext context) => Slider(value: 0.5, onChanged: (_) {});
            }

            void showVolumeDialog(BuildContext context, String title) {
              showDialog<void>(
                context: context,
                builder: (context) => AlertDialog(title: Text(title, style: const TextStyle(fontSize: 24))),
              );
            }
            """)]),
            // A landing page's glyph slot: whatever its caller passes (an Icon, an emoji Text) is
            // drawn at the icon size; the message below takes the theme's style.
            CheckExample(files: [FlutterExample.dart("icon_landing_widget", """
            import 'package:flutter/material.dart';

            class IconLandingWidget extends StatelessWidget {
              final Widget icon;
              final Widget text;

              const IconLandingWidget({super.key, required this.icon, required this.text});

              @override
              Widget build(BuildContext context) {
                final color = Theme.of(context).disabledColor;
                return Column(children: [
                  DefaultTextStyle(
                    style: TextStyle(color: color, fontSize: 72),
                    child: IconTheme(data: IconThemeData(color: color, size: 72), child: icon),
                  ),
                  DefaultTextStyle(style: TextStyle(color: color), child: text),
                ]);
              }
            }
            """)]),
            // A subtree's own text theme, the app's name set as a wordmark beside its logo, and a
            // server's initial drawn in its avatar.
            CheckExample(files: [FlutterExample.dart("settings_page", """
            import 'package:flutter/material.dart';

            Widget dense(BuildContext context, Widget child) {
              final theme = Theme.of(context);
              return Theme(
                data: theme.copyWith(textTheme: theme.textTheme.copyWith(bodyMedium: const TextStyle(fontSize: 12))),
                child: child,
              );
            }

            Widget header(BuildContext context) => Row(children: [
                  const AppLogo(size: 48),
                  Text(context.l10n.appName, style: const TextStyle(fontSize: 38, fontWeight: FontWeight.w300)),
                ]);

            Widget serverTile(String host) => ListTile(
                  leading: CircleAvatar(
                    radius: 16,
                    child: Text(host[0].toUpperCase(), semanticsLabel: '', style: const TextStyle(fontSize: 16)),
                  ),
                  title: Text(host),
                );
            """)]),
            // Artwork set in type: the app's name as a wordmark, a logo's lettering, an emoji glyph,
            // a slash drawn across a bell icon.
            CheckExample(files: [("pubspec.yaml", "name: tidepool\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\n"), FlutterExample.dart("sidebar", """
            import 'package:flutter/material.dart';

            Widget title() => const DefaultTextStyle(style: TextStyle(fontFamily: 'Cookie', fontSize: 30), child: Text('Tidepool'));

            Widget qrCard(String url) => QrCard(data: url, branding: const QrTextBranding(text: 'tide', style: TextStyle(fontSize: 16)));

            Widget reaction(String emoji) => Text(emoji, style: const TextStyle(fontSize: 15, fontFamily: 'Apple Color Emoji'));

            Widget stickerPreview(Sticker sticker, TextStyle? base) => Text(sticker.emoji, style: base?.copyWith(fontSize: 44));

            // moodlog-flutter: a weather emoji from a function named for the icon, and a mood emoji
            // painted as a chart's data-point marker.
            Widget weatherGlyph(String description) => Text(_weatherIcon(description), style: const TextStyle(fontSize: 48));

            void paintMarker(Canvas canvas, Offset at, String emoji) {
              final painter = TextPainter(text: TextSpan(text: emoji, style: const TextStyle(fontSize: 16)), textDirection: TextDirection.ltr);
              painter.layout();
              painter.paint(canvas, at);
            }

            Widget muteToggle(bool muted, VoidCallback onToggle) => IconButton(
                  onPressed: onToggle,
                  icon: Stack(alignment: Alignment.center, children: [
                    const Icon(Icons.notifications_none),
                    if (muted) const Text('/', style: TextStyle(fontSize: 22)),
                  ]),
                );
            """)]),
            // revup-flutter: a literal size only as the `??` fallback after a theme role, which
            // ThemeData always fills, so the fallback never applies; and a role's size read with a
            // literal fallback.
            CheckExample(files: [FlutterExample.dart("arrival_banner", """
            import 'package:flutter/material.dart';

            Widget arrival(BuildContext context, String label) => Column(children: [
                  Text(label, style: Theme.of(context).textTheme.titleLarge ?? const TextStyle(fontSize: 22, fontWeight: FontWeight.bold)),
                  Text(label, style: Theme.of(context).textTheme.titleMedium?.copyWith(color: Colors.red) ?? TextStyle(fontSize: 16)),
                  Text(label, style: TextStyle(fontSize: Theme.of(context).textTheme.titleLarge?.fontSize ?? 22)),
                ]);
            """)]),
            // fritter: a shrug kaomoji drawn large over an empty state whose message takes the theme's style.
            CheckExample(files: [FlutterExample.dart("empty_group", """
            import 'package:flutter/material.dart';

            Widget emptyGroup(BuildContext context) => Column(children: [
                  const Text('¯\\\\_(ツ)_/¯', style: TextStyle(fontSize: 32)),
                  Text(L10n.of(context).nothing_here, style: Theme.of(context).textTheme.bodyMedium),
                ]);
            """)]),
            // The app's literal name set under the logo image, and percentages painted inside the
            // slices of a fixed-size pie chart.
            CheckExample(files: [("pubspec.yaml", "name: tidepool\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\n"), FlutterExample.dart("auth_screen", """
            import 'package:flutter/material.dart';

            Widget banner(Color color) => Column(children: [
                  const Image(image: AssetImage('assets/images/logo-white.png'), width: 85, height: 85),
                  Container(
                    padding: const EdgeInsets.symmetric(vertical: 8.0),
                    child: Text('Tidepool', style: TextStyle(color: color, fontSize: 30, fontWeight: FontWeight.bold)),
                  ),
                ]);

            Widget share(List<Slice> slices) => SizedBox(
                  height: 200,
                  child: PieChart(PieChartData(sections: slices.map((slice) {
                    return PieChartSectionData(value: slice.percentage, title: '${slice.percentage}%', radius: 50,
                        titleStyle: const TextStyle(fontSize: 16, fontWeight: FontWeight.bold));
                  }).toList())),
                );
            """)]),
            // The app's name, localised under the package's own name, set under the logo.
            CheckExample(files: [("pubspec.yaml", "name: tidepool\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\n"), FlutterExample.dart("drawer_header", """
            import 'package:flutter/material.dart';

            Widget header(BuildContext context) => Column(children: [
                  const AppLogo(size: 56),
                  Text(AppLocalizations.of(context)!.tidepool, style: const TextStyle(fontSize: 20)),
                ]);
            """)]),
            // A role's own size restated: Material's body size, and the size the app's theme gives its label role.
            CheckExample(files: [FlutterExample.dart("folder_row", """
            import 'package:flutter/material.dart';

            Widget folderRow(BuildContext context, String name, int count) => Row(children: [
                  Text(name, style: Theme.of(context).textTheme.bodyMedium?.copyWith(fontSize: 14)),
                  Text('$count', style: context.type.labelLarge!.copyWith(fontSize: 13, color: Colors.grey)),
                ]);
            """), FlutterExample.dart("style/app_type", """
            import 'package:flutter/material.dart';

            const appTextTheme = TextTheme(labelLarge: TextStyle(fontSize: 13, fontWeight: FontWeight.w500));
            """)]),
            // A hotkey screen reached only from a settings item added on desktop platforms, tested
            // through a getter of the app's `System` object; its file's one extension has only
            // static members, used through the extension's name.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'dart:io';
                import 'package:flutter/material.dart';
                import 'hotkeys.dart';

                class System {
                  bool get isDesktop => isWindows || isMacOS || isLinux;
                  bool get isWindows => Platform.isWindows;
                  bool get isMacOS => Platform.isMacOS;
                  bool get isLinux => Platform.isLinux;
                }

                final system = System();

                class SettingsList extends StatelessWidget {
                  const SettingsList({super.key});

                  @override
                  Widget build(BuildContext context) => ListView(children: [
                        const Text('Theme'),
                        if (system.isDesktop) const _HotkeyItem(),
                      ]);
                }

                class _HotkeyItem extends StatelessWidget {
                  const _HotkeyItem();

                  @override
                  Widget build(BuildContext context) => ListTile(
                        title: const Text('Hotkeys'),
                        onTap: () => Navigator.of(context).push(MaterialPageRoute(builder: (_) => const HotkeyView())),
                      );
                }
                """),
                FlutterExample.dart("hotkeys", """
                import 'package:flutter/material.dart';

                extension HotkeyLabels on String {
                  static String action(String name) => 'action_$name';
                }

                class HotkeyView extends StatelessWidget {
                  const HotkeyView({super.key});

                  @override
                  Widget build(BuildContext context) => Column(children: [Text(HotkeyLabels.action('open')), const KeyRecorder()]);
                }

                class KeyRecorder extends StatefulWidget {
                  const KeyRecorder({super.key});

                  @override
                  State<KeyRecorder> createState() => _KeyRecorderState();
                }

                class _KeyRecorderState extends State<KeyRecorder> {
                  @override
                  Widget build(BuildContext context) => const Text('Ctrl', style: TextStyle(fontSize: 16));
                }
                """),
            ]),
            // tmail-flutter: the else of `PlatformInfo.isMobile`, whose `isWeb` reads `kIsWeb` and a
            // `@visibleForTesting` switch only tests set, is the web's settings header.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'package:flutter/foundation.dart';
                import 'package:flutter/material.dart';

                abstract class PlatformInfo {
                  @visibleForTesting
                  static bool isTestingForWeb = false;
                  static bool get isWeb => kIsWeb || isTestingForWeb;
                  static bool get isAndroid => !isWeb && defaultTargetPlatform == TargetPlatform.android;
                  static bool get isIOS => !isWeb && defaultTargetPlatform == TargetPlatform.iOS;
                  static bool get isMobile => isAndroid || isIOS;
                }

                void main() => runApp(const MaterialApp(home: AccountHeader(name: 'Ada')));

                class AccountHeader extends StatelessWidget {
                  const AccountHeader({super.key, required this.name});
                  final String name;

                  @override
                  Widget build(BuildContext context) {
                    if (PlatformInfo.isMobile) {
                      return ListTile(title: Text(name));
                    } else {
                      return Row(children: [
                        CircleAvatar(child: Text(name[0], style: const TextStyle(fontSize: 25))),
                      ]);
                    }
                  }
                }
                """),
            ]),
            // timecop-flutter: an exported report's page, styled with the pdf package's widgets
            // (imported bare, Flutter's under a prefix), and a page built under the `pw` prefix.
            CheckExample(files: [FlutterExample.dart("report_export", """
            import 'package:flutter/material.dart' as ui;
            import 'package:flutter/services.dart';
            import 'package:pdf/widgets.dart';

            Document report(ui.BuildContext context, String title) {
              final body = TextStyle(fontWeight: FontWeight.normal, fontSize: 10);
              final heading = body.copyWith(fontSize: 20);
              return Document()..addPage(Page(build: (_) => Column(children: [Text(title, style: heading), Text('Total', style: body)])));
            }
            """), FlutterExample.dart("invoice_export", """
            import 'package:flutter/material.dart';
            import 'package:pdf/widgets.dart' as pw;

            pw.Document invoice(String shop) => pw.Document()
              ..addPage(pw.Page(build: (_) => pw.Text(shop, style: pw.TextStyle(fontSize: 18))));
            """)]),
            CheckExample(files: [FlutterExample.dart("score_card", """
            import 'package:flutter/material.dart';

            class ScoreCard extends StatelessWidget {
              const ScoreCard({super.key});

              @override
              Widget build(BuildContext context) {
                final text = Theme.of(context).textTheme;
                return Column(children: [Text('Score', style: text.labelLarge), Text('42', style: text.displaySmall)]);
              }
            }
            """), FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            final theme = ThemeData(textTheme: const TextTheme(bodyMedium: TextStyle(fontSize: 15)));
            """), FlutterExample.dart("theme/typography", """
            import 'package:flutter/material.dart';

            const caption = TextStyle(fontSize: 12);
            """)]),
        ]
    )

    static let themeCalls: Set<String> = ["ThemeData", "TextTheme", "CupertinoTextThemeData", "CupertinoThemeData", "Typography"]
    static let styleCalls: Set<String> = ["TextStyle", "copyWith", "merge", "apply"]

    /// `theme.textTheme.copyWith(bodyMedium: TextStyle(fontSize: 12))`: a theme defined for a
    /// subtree, whose call sites take the role.
    static func overridesTextTheme(_ call: Int, in dart: DartFile) -> Bool {
        dart.calls[call].name == "copyWith" && dart.receiverNames(of: call).contains { $0.lowercased().hasSuffix("texttheme") }
    }

    /// A `Text` or `TextSpan` showing the app's name (`l10n.appName`, or a localised string named
    /// for the package, `AppLocalizations.of(context)!.finamp`): a wordmark set beside the
    /// logo, sized as artwork rather than as a role of the type scale.
    static func setsWordmark(_ call: Int, in dart: DartFile, appNames: Set<String>) -> Bool {
        let found = dart.calls[call]
        guard ["Text", "TextSpan"].contains(found.name), let text = found.argument("text") ?? found.positionalArguments.first else { return false }
        return text.tokenRange.contains { token in
            guard dart.source.kind(at: token) == .identifier else { return false }
            let name = dart.source.text(at: token).lowercased()
            return ["appname", "apptitle"].contains(where: name.hasSuffix) || appNames.contains(name)
        }
    }
    /// A style handed straight to a chart's data (`PieChartSectionData(titleStyle: TextStyle(…))`):
    /// a label the chart paints inside its own fixed geometry (a slice of set radius), sized
    /// to fit the drawing rather than as a step of the app's type scale.
    static func stylesChartLabel(_ call: Int, in dart: DartFile) -> Bool {
        guard let parent = dart.parent(of: call) else { return false }
        return dart.calls[parent.call].name.contains("Chart")
    }

    static let themeFileWords = ["theme", "typography", "fonts", "text_styles", "textstyles", "styles"]

    /// A file named for text styles however its words are joined (`text.style.dart`,
    /// `text_style.dart`, `TextStyle.dart`): the app's own type scale, where literals belong.
    static func namesTextStyles(_ lowerPath: String) -> Bool {
        let name = (lowerPath.split(separator: "/").last ?? "").filter { $0 != "." && $0 != "_" && $0 != "-" }
        return name.hasPrefix("textstyle") || name.hasPrefix("appstyle") || name.hasPrefix("fontstyle")
    }

    /// Sizes Material gives its text roles where the 2018 and 2021 scales agree.
    static let materialRoleSizes: [String: Double] = [
        "headlineSmall": 24, "titleMedium": 16, "titleSmall": 14, "bodyLarge": 16, "bodyMedium": 14, "bodySmall": 12, "labelLarge": 14,
    ]
    static let textRoles: Set<String> = [
        "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
        "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge", "labelMedium", "labelSmall",
    ]

    /// The sizes the app's own text themes (`TextTheme(bodyMedium: TextStyle(fontSize: 14))`, a
    /// text theme's `copyWith`) give each role, and the roles some theme sizes otherwise than
    /// with a literal. Roles a theme names without a size keep Material's.
    static func projectRoleSizes(_ flutter: FlutterModel) -> (sizes: [String: Set<Double>], unknown: Set<String>) {
        var sizes: [String: Set<Double>] = [:]
        var unknown: Set<String> = []
        for file in flutter.shippingFiles where file.file.source.mentions("TextTheme") || file.file.source.mentions("textTheme") {
            let dart = file.file
            for index in dart.calls.indices where dart.calls[index].name == "TextTheme" || overridesTextTheme(index, in: dart) {
                for argument in dart.calls[index].arguments {
                    guard let role = argument.label, textRoles.contains(role) else { continue }
                    guard let style = FlutterCode.call(in: argument), dart.calls[style].name == "TextStyle" else {
                        unknown.insert(role)
                        continue
                    }
                    guard let size = dart.calls[style].argument("fontSize") else { continue }
                    if let number = FlutterCode.number(size) { sizes[role, default: []].insert(number) } else { unknown.insert(role) }
                }
            }
        }
        return (sizes, unknown)
    }

    /// `DefaultTextStyle(style: TextStyle(fontSize: 72), child: IconTheme(data: IconThemeData(size: 72), child: icon))`:
    /// a slot that sizes whatever glyph its caller passes, an icon or an emoji, to the icon's
    /// size. The text style there sizes a picture, not text to read.
    static func sizesIconSlot(_ style: Int, size: Double, in dart: DartFile) -> Bool {
        guard dart.calls[style].name == "TextStyle", let holder = dart.parent(of: style), holder.label == "style",
              dart.calls[holder.call].name == "DefaultTextStyle",
              let iconTheme = FlutterCode.call(in: dart.calls[holder.call].argument("child")), dart.calls[iconTheme].name == "IconTheme",
              let data = FlutterCode.call(in: dart.calls[iconTheme].argument("data")), dart.calls[data].name == "IconThemeData" else { return false }
        return FlutterCode.number(dart.calls[data].argument("size")) == size
    }

    /// `IndexBar(indexHintTextStyle: TextStyle(fontSize: 20))` where the app's own `IndexBar`
    /// takes `this.indexHintWidth = 50, this.indexHintHeight = 50` and the call sets neither: the
    /// style is for the text the widget sets in a small box of fixed size (the letter in a
    /// scroll bubble), a glyph sized to its box like a badge's initial, not text to read.
    static func stylesFixedBox(_ style: Int, in dart: DartFile, widgets: [FlutterDartFile]) -> Bool {
        guard let holder = dart.parent(of: style), let label = holder.label, label.hasSuffix("TextStyle") else { return false }
        let prefix = String(label.dropLast("TextStyle".count))
        let widget = dart.calls[holder.call]
        guard !prefix.isEmpty, widget.argument(prefix + "Width") == nil, widget.argument(prefix + "Height") == nil else { return false }
        return widgets.contains { file in
            let source = file.file.source
            guard source.mentions(widget.name) else { return false }
            return file.file.functions.contains { function in
                guard function.name == widget.name, let owner = function.enclosingClass, file.file.classes[owner].name == widget.name else { return false }
                // `this.<name> = <number>` in the constructor's parameters.
                func fixed(_ name: String) -> Bool {
                    function.parameterRange.contains { index in
                        index >= 2 && index + 2 < source.tokens.count && source.kind(at: index) == .identifier && source.text(at: index) == name
                            && source.text(at: index - 2) == "this" && source.kind(at: index - 1) == .dot && source.kind(at: index + 1) == .assign
                            && [.integer, .decimal].contains(source.kind(at: index + 2)) && (Double(source.text(at: index + 2)) ?? .infinity) <= 64
                    }
                }
                return fixed(prefix + "Width") && fixed(prefix + "Height")
            }
        }
    }

    /// `textTheme.bodyMedium?.copyWith(fontSize: 14)`: a role's style whose literal size is the
    /// one the role has anyway, in every text theme of the app that sizes it or, where none
    /// does and the role is read from a `textTheme` without scaling its sizes
    /// (`fontSizeFactor`), in Material's scale.
    static func restatesRoleSize(_ call: Int, size: Double, in dart: DartFile, roleSizes: (sizes: [String: Set<Double>], unknown: Set<String>), scalesSizes: Bool) -> Bool {
        guard dart.calls[call].name == "copyWith", case .name(let role)? = dart.calls[call].receiver.last,
              textRoles.contains(role), !roleSizes.unknown.contains(role) else { return false }
        if let defined = roleSizes.sizes[role] {
            return defined == [size]
        }
        return !scalesSizes && materialRoleSizes[role] == size && dart.receiverNames(of: call).contains("textTheme")
    }

    /// `Theme.of(context).textTheme.titleLarge ?? const TextStyle(fontSize: 22)`: a style that
    /// is only the `??` fallback after a role read from the theme's text theme. `ThemeData`
    /// merges its typography into every slot of `textTheme`, so the role is never null and the
    /// fallback, with its literal, never applies: the text already takes the role. The left
    /// operand is a plain chain through `textTheme.<role>` (optionally `?.copyWith(…)` or `!`)
    /// headed by `Theme.of(…)`/`CupertinoTheme.of(…)`, a local `textTheme`, or `theme.textTheme`.
    static func fallsBackAfterThemeRole(_ call: Int, in dart: DartFile) -> Bool {
        let source = dart.source
        var index = dart.calls[call].startToken - 1
        if index >= 0, source.kind(at: index) == .identifier, ["const", "new"].contains(source.text(at: index)) { index -= 1 }
        guard index >= 1, source.kind(at: index) == .operator, source.text(at: index) == "??" else { return false }
        // The left operand's top-level tokens, walking back over bracket pairs, right to left.
        var chain: [Int] = []
        var cursor = index - 1
        while cursor >= 0, let kind = source.kind(at: cursor) {
            if kind == .rightParen || kind == .rightBracket {
                let opener = Int(source.matches[cursor])
                guard opener >= 0, opener < cursor else { return false }
                chain.append(cursor)
                cursor = opener - 1
                continue
            }
            guard [.identifier, .dot, .nullAwareDot, .bang].contains(kind) else { break }
            if kind == .identifier, ["return", "const", "new", "await"].contains(source.text(at: cursor)) { break }
            chain.append(cursor)
            cursor -= 1
        }
        chain.reverse()
        guard let first = chain.first, source.kind(at: first) == .identifier else { return false }
        let words = chain.map { source.kind(at: $0) == .identifier ? source.text(at: $0) : (source.kind(at: $0) == .rightParen ? "()" : "") }
        guard let theme = words.firstIndex(of: "textTheme"), theme + 2 < words.count,
              source.kind(at: chain[theme + 1]) == .dot || source.kind(at: chain[theme + 1]) == .nullAwareDot, textRoles.contains(words[theme + 2]) else { return false }
        // After the role: nothing, `!`, or a `copyWith(…)` of it.
        let after = Array(words[(theme + 3)...]).filter { !$0.isEmpty }
        guard after.isEmpty || after == ["copyWith", "()"] else { return false }
        let head = Array(words[..<theme]).filter { !$0.isEmpty }
        return head.isEmpty || head == ["theme"] || head == ["Theme", "of", "()"] || head == ["CupertinoTheme", "of", "()"]
    }

    /// A file of Flame game components that paints text on the game canvas: it imports Flame
    /// (`package:flame/…`), names its text renderer or text components (`TextPaint`,
    /// `TextComponent`, `TextBoxComponent`) and never names `BuildContext`, so it builds no
    /// widget. Its styles size world-space art (deadbounce-flutter's score popups), scaled with
    /// the game's camera, not text the type scale or the user's text size applies to.
    static func paintsGameText(_ dart: DartFile) -> Bool {
        dart.imports.contains { $0.uri.hasPrefix("package:flame/") }
            && dart.names(["TextPaint", "TextComponent", "TextBoxComponent", "ScrollTextBoxComponent"])
            && !dart.names(["BuildContext"])
    }

    /// A style of the `pdf` package's widgets, for a page of an exported document rather than
    /// text on the screen: `pw.TextStyle(fontSize: 11)` with `pw` the prefix of
    /// `package:pdf/widgets.dart`, or, in a file that imports those widgets bare and Flutter's
    /// own only under a prefix (`as mat`), a bare `TextStyle` and any `copyWith` not reached
    /// through Flutter's prefix. Printed output keeps its set size: no text scale applies.
    static func stylesDocument(_ call: Int, in dart: DartFile) -> Bool {
        let documentImports = dart.imports.filter { $0.kind == .import && $0.uri == "package:pdf/widgets.dart" }
        guard !documentImports.isEmpty else { return false }
        let found = dart.calls[call]
        let documentPrefixes = Set(documentImports.compactMap(\.prefix))
        if found.name == "TextStyle", let prefix = found.receiverName, documentPrefixes.contains(prefix) { return true }
        // The Flutter libraries that export `TextStyle` (`services.dart` does not).
        let styleLibraries = ["material", "widgets", "cupertino", "painting"].map { "package:flutter/\($0).dart" }
        let flutterImports = dart.imports.filter { $0.kind == .import && styleLibraries.contains($0.uri) }
        guard documentImports.contains(where: { $0.prefix == nil }), !flutterImports.contains(where: { $0.prefix == nil }) else { return false }
        let flutterPrefixes = Set(flutterImports.compactMap(\.prefix))
        if found.name == "TextStyle" { return found.receiverName == nil }
        return !dart.receiverNames(of: call).contains(where: flutterPrefixes.contains)
    }

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let appNames = Set(flutter.pubspecs.compactMap { $0.pubspec.name?.lowercased() })
        let roleSizes = Self.projectRoleSizes(flutter)
        let scalesSizes = flutter.shippingFiles.contains { $0.file.source.mentions("fontSizeFactor") || $0.file.source.mentions("fontSizeDelta") }
        let shipping = flutter.shippingFiles
        for file in shipping where file.file.source.mentions("fontSize") {
            let lowerPath = file.path.lowercased()
            guard !Self.themeFileWords.contains(where: lowerPath.split(separator: "/").map(String.init).contains)
                    && !Self.themeFileWords.contains(where: { (lowerPath.split(separator: "/").last ?? "").contains($0) })
                    && !Self.namesTextStyles(lowerPath) else { continue }
            let dart = file.file
            guard !Self.paintsGameText(dart) else { continue }
            var literals: [DartArgument] = []
            for index in dart.calls.indices where Self.styleCalls.contains(dart.calls[index].name) {
                guard let argument = dart.calls[index].argument("fontSize"), FlutterCode.number(argument) != nil,
                      !dart.ancestors(of: index).contains(where: { Self.themeCalls.contains(dart.calls[$0].name) || dart.calls[$0].name.hasPrefix("Typography")
                          || Self.overridesTextTheme($0, in: dart) || Self.setsWordmark($0, in: dart, appNames: appNames) }) else { continue }
                guard !Self.stylesChartLabel(index, in: dart), !Self.stylesDocument(index, in: dart), !FlutterCode.drawsArtwork(argument.tokenRange.lowerBound, in: dart, appNames: appNames),
                      !Self.restatesRoleSize(index, size: FlutterCode.number(argument)!, in: dart, roleSizes: roleSizes, scalesSizes: scalesSizes),
                      !Self.sizesIconSlot(index, size: FlutterCode.number(argument)!, in: dart),
                      !Self.fallsBackAfterThemeRole(index, in: dart),
                      !Self.stylesFixedBox(index, in: dart, widgets: shipping),
                      // The note stands at a literal a phone shows, not one in a desktop branch.
                      file.ships(line: dart.source.tokens[argument.tokenRange.lowerBound].line) else { continue }
                literals.append(argument)
            }
            guard let first = literals.min(by: { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }), first.tokenRange.lowerBound >= 2 else { continue }
            let count = LiteralTally.phrase(literals.map { dart.text(of: $0.tokenRange) }, noun: "size")
            // The one note names every other literal of the file as a related place, to review in turn.
            let others = literals.filter { $0.tokenRange.lowerBound != first.tokenRange.lowerBound }
                .sorted { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }
                .map { RelatedLocation(file.position(dart.source.tokens[$0.tokenRange.lowerBound - 2].position), "fontSize: \(dart.text(of: $0.tokenRange))") }
            output.report(
                "This file sets text in \(count) (first: fontSize: \(dart.text(of: first.tokenRange))) instead of a role from the theme's type scale: Flutter scales it with the user's setting, but each call site picks its own size and the hierarchy drifts. Take the style from Theme.of(context).textTheme and keep literal sizes in the theme.",
                at: file.position(dart.source.tokens[first.tokenRange.lowerBound - 2].position), confidence: .low, related: others)
        }
    }
}
