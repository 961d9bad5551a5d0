import ThumbruleCore
import ThumbruleFrontEnds

/// Text pinned to one size whatever the user's font size setting: `TextScaler.noScaling`,
/// `TextScaler.linear(<literal>)`, a literal `textScaleFactor:` (the older API), or the
/// system's scaler clamped with `maxScaleFactor` at 1 or less. A `MediaQuery` whose
/// `textScaler:` is `TextScaler.linear(x)` with an `x` that reads nothing of the system's scale
/// (an app's own text size preference) replaces the user's setting for everything below it.
///
/// A `TextPainter` that only measures text is left alone, and so are the widgets of the `pdf`
/// package (`pw.Text` with `pw` the prefix of `package:pdf/widgets.dart`): they lay out a
/// generated document, not text on the screen; so is artwork set in type, sized as an icon or
/// a logo is (`FlutterCode.drawsArtwork`: an `EmojiIcon`, a wordmark). Nor is `noScaling` inside
/// a `WidgetSpan`'s child: the paragraph around it already scales the span, so the text still
/// follows the user's setting and the pin only keeps it from being scaled twice
/// (flutter/flutter#126962). Nor is `noScaling` as the first value of a variable the code later
/// sets to another scaler (`TextScaler _laidOutScaler = TextScaler.noScaling;` then
/// `_laidOutScaler = textScaler;`): a cache key's placeholder, not a scale text is laid out at.
/// Nor is the app's own size where it applies only once the user has picked one: in the block
/// of `if (themeFontSizeFactor != null)` with `double? themeFontSizeFactor` (`appliesOnlyOnceChosen`).
/// Nor is `noScaling` as a parameter's default that every caller replaces
/// (`isDefaultEveryCallerReplaces`: a painter's `this.textScaler = TextScaler.noScaling`, always
/// built with `textScaler: MediaQuery.textScalerOf(context)`).
/// Nor is a value given to a widget the project declares (`ExpenseCategoryIcon(textScaleFactor: 2)`)
/// unless the widget hands it on to a text scaler (`staysInProjectWidget`): a parameter of the
/// app's own is whatever the widget makes of it (a multiplier of a theme size), and an avatar's
/// initial pinned in its circle (`FlutterCode.drawsArtwork`) is a picture's stand-in.
/// Known false negatives: a fixed scale
/// read from a constant or a theme; caps above 1 (`clamp(maxScaleFactor: 1.3)`) limit growth
/// but are not reported.
struct FlutterFixedTextScale: FlutterCheck {
    package static let description = CheckDescription(
        id: "type-scaling.flutter-fixed-scale",
        ruleId: "type-scaling",
        summary: "Flutter text pinned to a fixed scale, ignoring the user's font size",
        triggering: [
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            class App extends StatelessWidget {
              const App({super.key});

              @override
              Widget build(BuildContext context) {
                return MaterialApp(
                  builder: (context, child) => MediaQuery(
                    data: MediaQuery.of(context).copyWith(textScaler: ↓TextScaler.noScaling),
                    child: child!,
                  ),
                  home: Column(children: [
                    Text('Score', textScaler: const TextScaler.↓linear(1)),
                    Text('Level', textScaleFactor: ↓1.0),
                    MediaQuery.withClampedTextScaling(↓maxScaleFactor: 1, child: const Text('Hi')),
                    Text('Time', textScaler: MediaQuery.textScalerOf(context).↓clamp(maxScaleFactor: 1.0)),
                  ]),
                );
              }
            }
            """)]),
            // A caption's default pins the scale for the caller that leaves it out.
            CheckExample(files: [FlutterExample.dart("caption", """
            import 'package:flutter/material.dart';

            class Caption extends StatelessWidget {
              const Caption(this.text, {super.key, this.textScaler = ↓TextScaler.noScaling});
              final String text;
              final TextScaler textScaler;

              @override
              Widget build(BuildContext context) => Text(text, textScaler: textScaler);
            }

            Widget captions(BuildContext context) => Column(children: [
                  Caption('Zoomed', textScaler: MediaQuery.textScalerOf(context)),
                  const Caption('Pinned'),
                ]);
            """)]),
            // The app's own widget hands its scale on to the Text showing the name.
            CheckExample(files: [FlutterExample.dart("member_header", """
            import 'package:flutter/material.dart';

            class MemberName extends StatelessWidget {
              const MemberName({super.key, required this.name, this.textScaler});
              final String name;
              final TextScaler? textScaler;

              @override
              Widget build(BuildContext context) => Text(name, textScaler: textScaler);
            }

            Widget header(String name) => MemberName(name: name, textScaler: TextScaler.↓linear(1.5));
            """)]),
            // The whole app's scale replaced by the app's own preference.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            class App extends StatelessWidget {
              const App({super.key, required this.prefs});
              final Prefs prefs;

              @override
              Widget build(BuildContext context) {
                return MaterialApp(
                  builder: (context, child) {
                    final media = MediaQuery.of(context);
                    return MediaQuery(
                      data: media.copyWith(textScaler: TextScaler.↓linear(prefs.readingSize)),
                      child: child!,
                    );
                  },
                );
              }
            }
            """)]),
            // A nullable settings object says nothing of the size it holds: once loaded, its scale replaces the system's.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            class Settings {
              Settings(this.messageScale);
              final double messageScale;
            }

            Widget chatText(BuildContext context, Settings? settings, Widget child) {
              if (settings != null) {
                return MediaQuery(
                  data: MediaQuery.of(context).copyWith(textScaler: TextScaler.↓linear(settings.messageScale)),
                  child: child,
                );
              }
              return child;
            }
            """)]),
        ],
        nonTriggering: [
            // The app's own text size, unset until the user picks one in its preferences: until then the system's scale stays.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            abstract class Prefs {
              double? get readingScale;
            }

            Widget withReadingScale(BuildContext context, Prefs? prefs, Widget child) {
              final media = MediaQuery.of(context);
              if (prefs?.readingScale != null) {
                return TweenAnimationBuilder<double>(
                  tween: Tween<double>(begin: prefs!.readingScale, end: prefs.readingScale),
                  duration: const Duration(milliseconds: 100),
                  builder: (context, value, _) => MediaQuery(data: media.copyWith(textScaler: TextScaler.linear(value)), child: child),
                );
              }
              return child;
            }
            """)]),
            // A painter cache's key starts as `noScaling` and is set to the context's scaler before any layout.
            CheckExample(files: [FlutterExample.dart("lyrics", """
            import 'package:flutter/material.dart';

            class LyricsPainterCache {
              TextPainter? _painter;
              TextScaler _laidOutScaler = TextScaler.noScaling;

              TextPainter layout(BuildContext context, InlineSpan text) {
                final textScaler = MediaQuery.textScalerOf(context);
                if (_painter == null || _laidOutScaler != textScaler) {
                  _painter = TextPainter(text: text, textDirection: TextDirection.ltr, textScaler: textScaler)..layout();
                  _laidOutScaler = textScaler;
                }
                return _painter!;
              }
            }
            """)]),
            // A painter's default scaler, replaced by the context's scaler wherever the painter is built.
            CheckExample(files: [FlutterExample.dart("graph_painter", """
            import 'package:flutter/material.dart';

            class GraphPainter extends CustomPainter {
              GraphPainter({required this.labels, this.textScaler = TextScaler.noScaling});
              final List<String> labels;
              final TextScaler textScaler;

              @override
              void paint(Canvas canvas, Size size) {
                for (final label in labels) {
                  (TextPainter(text: TextSpan(text: label), textScaler: textScaler, textDirection: TextDirection.ltr)..layout()).paint(canvas, Offset.zero);
                }
              }

              @override
              bool shouldRepaint(GraphPainter old) => old.textScaler != textScaler;
            }
            """), FlutterExample.dart("graph_view", """
            import 'package:flutter/material.dart';

            Widget graph(BuildContext context, List<String> labels) =>
                CustomPaint(painter: GraphPainter(labels: labels, textScaler: MediaQuery.textScalerOf(context)));
            """)]),
            // A page of an exported PDF document, drawn by the pdf package's own widgets.
            CheckExample(files: [FlutterExample.dart("export", """
            import 'package:flutter/material.dart';
            import 'package:pdf/widgets.dart' as doc;

            doc.Document receipt(String shop) {
              final pdf = doc.Document();
              pdf.addPage(doc.Page(build: (doc.Context context) => doc.Text(shop, textScaleFactor: 1.5)));
              return pdf;
            }
            """)]),
            // A floor under the system's scale, read into a local; the app's size only once chosen.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'dart:math' as math;
            import 'package:flutter/material.dart';

            Widget dialogText(BuildContext context, Widget child) {
              final double factor = MediaQuery.of(context).textScaleFactor;
              return MediaQuery(data: MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(math.max(factor, 1.0))), child: child);
            }

            Widget readingText(BuildContext context, Widget child, double chosen) => MediaQuery(
                  data: chosen == 1 ? MediaQuery.of(context) : MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(chosen)),
                  child: child,
                );
            """)]),
            // The app's own factor on top of the system's.
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            Widget scaled(BuildContext context, Widget child, double readingSize) {
              final media = MediaQuery.of(context);
              return MediaQuery(
                data: media.copyWith(textScaler: TextScaler.linear(media.textScaler.scale(1) * readingSize)),
                child: child,
              );
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            double measure(String text) {
              final painter = TextPainter(text: TextSpan(text: text), textScaler: TextScaler.noScaling)..layout();
              return painter.width;
            }

            class Label extends StatelessWidget {
              const Label({super.key, required this.scale});
              final double scale;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  Text('Zoomed', textScaler: TextScaler.linear(scale)),
                  Text('Capped', textScaler: MediaQuery.textScalerOf(context).clamp(maxScaleFactor: 2.0)),
                  MediaQuery.withClampedTextScaling(maxScaleFactor: 1.5, child: const Text('Hi')),
                ]);
              }
            }
            """)]),
            // Sizes scaled by hand elsewhere (noScaling stops a second scaling), and an icon font's glyph.
            CheckExample(files: [FlutterExample.dart("theme", """
            import 'package:flutter/material.dart';

            TextStyle titleStyle(BuildContext context) => TextStyle(fontSize: MediaQuery.textScalerOf(context).scale(14));
            """), FlutterExample.dart("details", """
            import 'package:flutter/material.dart';

            Widget title(BuildContext context, String name) => Text(name, style: titleStyle(context), textScaler: TextScaler.noScaling);
            """)]),
            // An emoji drawn as a category's icon, pinned to its icon's size.
            CheckExample(files: [FlutterExample.dart("category_icon", """
            import 'package:flutter/material.dart';

            class EmojiIcon extends StatelessWidget {
              const EmojiIcon({required this.emoji, required this.size, super.key});
              final String emoji;
              final double size;

              @override
              Widget build(BuildContext context) =>
                  MediaQuery(data: const MediaQueryData(textScaleFactor: 1), child: Text(emoji, style: TextStyle(fontSize: size)));
            }
            """)]),
            // The app's own widget multiplies a theme size by its parameter, and its avatar pins only the initial in its circle.
            CheckExample(files: [FlutterExample.dart("category_icon", """
            import 'package:flutter/material.dart';

            class CategoryIcon extends StatelessWidget {
              const CategoryIcon({super.key, required this.name, this.textScaleFactor});
              final String name;
              final double? textScaleFactor;

              @override
              Widget build(BuildContext context) {
                final size = Theme.of(context).textTheme.headlineSmall!.fontSize!;
                return Text(name.characters.first, style: TextStyle(fontSize: size * (textScaleFactor ?? 1)));
              }
            }

            class GroupAvatar extends StatefulWidget {
              const GroupAvatar({super.key, required this.name, this.textScaler});
              final String name;
              final TextScaler? textScaler;

              @override
              State<GroupAvatar> createState() => _GroupAvatarState();
            }

            class _GroupAvatarState extends State<GroupAvatar> {
              @override
              Widget build(BuildContext context) =>
                  CircleAvatar(radius: 45, child: Text(widget.name.substring(0, 1), textScaler: widget.textScaler));
            }
            """), FlutterExample.dart("category_page", """
            import 'package:flutter/material.dart';

            Widget preview(String name) => Column(children: [
                  SizedBox(height: 130, child: CategoryIcon(name: name, textScaleFactor: 2)),
                  GroupAvatar(name: name, textScaler: TextScaler.linear(2)),
                  CircleAvatar(child: Text(name[0], textScaler: TextScaler.noScaling)),
                ]);
            """)]),
            // A formula set inline in a paragraph: the paragraph scales the span, so its child is not scaled again.
            CheckExample(files: [FlutterExample.dart("formula", """
            import 'package:flutter/material.dart';

            Widget formulaLine(String before, Widget formula) => Text.rich(TextSpan(children: [
                  TextSpan(text: before),
                  WidgetSpan(
                    alignment: PlaceholderAlignment.middle,
                    child: MediaQuery(data: const MediaQueryData(textScaler: TextScaler.noScaling), child: formula),
                  ),
                ]));
            """)]),
            CheckExample(files: [FlutterExample.dart("app_bar", """
            import 'package:flutter/material.dart';

            Widget fontButton(VoidCallback onTap) => IconButton(
                  icon: Text(String.fromCharCode(FeatherIcons.type.codePoint),
                      style: TextStyle(fontFamily: FeatherIcons.type.fontFamily), textScaler: TextScaler.noScaling),
                  onPressed: onTap,
                );
            """)]),
        ]
    )

    /// Calls whose text is measured, never shown.
    static let measuring: Set<String> = ["TextPainter", "layout", "computeLineMetrics"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let scalesByHand = Self.scalesByHand(flutter)
        let appNames = Set(flutter.pubspecs.compactMap { $0.pubspec.name?.lowercased() })
        for file in flutter.shippingFiles {
            let dart = file.file
            let source = dart.source
            guard source.mentions("TextScaler") || source.mentions("ScaleFactor") else { continue }
            let documentPrefixes = Set(dart.imports.filter { $0.package == "pdf" }.compactMap(\.prefix))
            var found: [(SourcePosition, String)] = []
            // `TextScaler.noScaling`, wherever it is written.
            for token in dart.identifierTokens(["TextScaler"]) where source.kind(at: token + 1) == .dot && source.text(at: token + 2) == "noScaling" {
                guard !isMeasuring(token, in: dart), !(scalesByHand && Self.isTextArgument(token, in: dart)),
                      !Self.drawsIconGlyph(token, in: dart), !Self.isInWidgetSpan(token, in: dart), !Self.isPlaceholderValue(token, in: dart),
                      !FlutterCode.drawsArtwork(token, in: dart, appNames: appNames), !Self.givesOwnParameter(token, in: dart, flutter, appNames: appNames),
                      !Self.isDefaultEveryCallerReplaces(token, in: dart, flutter) else { continue }
                found.append((file.position(source.tokens[token].position), "TextScaler.noScaling turns text scaling off"))
            }
            for index in dart.calls.indices {
                let call = dart.calls[index]
                if call.name == "linear", call.receiverName == "TextScaler", call.receiver.count == 1,
                   let scale = FlutterCode.number(call.positionalArguments.first), !isMeasuring(call.nameToken, in: dart),
                   !FlutterCode.drawsArtwork(call.nameToken, in: dart, appNames: appNames), !Self.givesOwnParameter(call.nameToken, in: dart, flutter, appNames: appNames) {
                    found.append((file.position(ofCall: index), "TextScaler.linear(\(Self.format(scale))) fixes the text scale"))
                }
                if call.name == "linear", call.receiverName == "TextScaler", call.receiver.count == 1,
                   let argument = call.positionalArguments.first, FlutterCode.number(argument) == nil,
                   replacesSystemScale(index, argument, in: dart), !appliesOnlyOnceChosen(call.nameToken, in: dart, flutter) {
                    found.append((file.position(ofCall: index), "TextScaler.linear(\(dart.text(of: argument.tokenRange))) replaces the system's text scale with the app's own value"))
                }
                if let argument = call.argument("textScaleFactor"), let scale = FlutterCode.number(argument), !Self.measuring.contains(call.name),
                   !documentPrefixes.contains(call.receiverName ?? ""), !FlutterCode.drawsArtwork(argument.tokenRange.lowerBound, in: dart, appNames: appNames),
                   !Self.givesOwnParameter(argument.tokenRange.lowerBound, in: dart, flutter, appNames: appNames) {
                    found.append((file.position(argument.position), "textScaleFactor: \(Self.format(scale)) fixes the text scale"))
                }
                if call.name == "clamp", dart.receiverNames(of: index).contains(where: { $0.hasPrefix("textScaler") }),
                   let cap = FlutterCode.number(call.argument("maxScaleFactor")), cap <= 1 {
                    found.append((file.position(ofCall: index), "clamp(maxScaleFactor: \(Self.format(cap))) stops text from growing"))
                }
                if call.name == "withClampedTextScaling", let argument = call.argument("maxScaleFactor"), let cap = FlutterCode.number(argument), cap <= 1 {
                    found.append((file.position(dart.source.tokens[argument.tokenRange.lowerBound - 2].position), "withClampedTextScaling(maxScaleFactor: \(Self.format(cap))) stops text below it from growing"))
                }
            }
            for (position, what) in found {
                output.report(
                    "\(what), so text ignores the user's font size setting (up to 200% on Android 14, and larger accessibility sizes on iOS). Let text follow MediaQuery's textScaler and make the layout grow with it (wrap, scroll, or give rows room).",
                    at: position, confidence: .high)
            }
        }
    }

    /// Whether the value at `token` is an argument of a widget the project declares that keeps
    /// it to itself (`staysInProjectWidget`).
    static func givesOwnParameter(_ token: Int, in dart: DartFile, _ flutter: FlutterModel, appNames: Set<String>) -> Bool {
        let holders = dart.calls.filter { call in call.arguments.contains { $0.tokenRange.contains(token) } }
        guard let receiver = holders.min(by: { $0.tokenRange.count < $1.tokenRange.count }),
              let label = receiver.arguments.first(where: { $0.tokenRange.contains(token) })?.label else { return false }
        return staysInProjectWidget(receiver.name, label: label, flutter, appNames: appNames)
    }

    /// Whether `widget` is a class of the project's shipping Dart that hands its `label`
    /// parameter to no text scaler: neither the class nor its `State` names it in a
    /// `textScaler:` or `textScaleFactor:` argument (of a `Text`, a `MediaQuery`), other than
    /// in artwork (`FlutterCode.drawsArtwork`: an avatar's initial). Its parameter is its own
    /// (`ExpenseCategoryIcon(textScaleFactor: 2)` multiplying a theme size), not Flutter's
    /// text scale. False for a widget the project does not declare (`Text`, `MediaQuery`).
    static func staysInProjectWidget(_ widget: String, label: String, _ flutter: FlutterModel, appNames: Set<String>) -> Bool {
        var declared = false
        for file in flutter.shippingFiles where file.file.source.mentions(widget) {
            let dart = file.file
            if dart.classes.contains(where: { $0.kind == .class && $0.name == widget }) { declared = true }
            let bodies = dart.classes.filter { $0.kind == .class && ($0.name == widget || $0.superclass == "State" && $0.superclassArguments.contains(widget)) }
                .map(\.bodyRange)
            for call in dart.calls where bodies.contains(where: { $0.contains(call.nameToken) }) {
                for argument in call.arguments where argument.label == "textScaler" || argument.label == "textScaleFactor" {
                    let handsOn = argument.tokenRange.contains { token in
                        dart.source.kind(at: token) == .identifier && dart.source.text(at: token) == label
                            && !FlutterCode.drawsArtwork(token, in: dart, appNames: appNames)
                    }
                    if handsOn { return false }
                }
            }
        }
        return declared
    }

    /// Whether the app scales sizes by hand (`MediaQuery.textScalerOf(context).scale(14)`,
    /// `textScaler.scale(iconSize)`): a `Text`'s own `TextScaler.noScaling` then keeps its
    /// already scaled size from being scaled twice, and the text still follows the user's
    /// setting. A `MediaQuery` that pins a whole subtree is still reported.
    static func scalesByHand(_ flutter: FlutterModel) -> Bool {
        flutter.shippingFiles.contains { file in
            let dart = file.file
            guard dart.source.mentions("textScaler") else { return false }
            return dart.calls.indices.contains { index in
                dart.calls[index].name == "scale" && dart.receiverNames(of: index).contains { $0.hasPrefix("textScaler") }
            }
        }
    }

    /// Whether the value at `token` is the default of a named parameter
    /// (`KnowledgeGraphPainter({this.textScaler = TextScaler.noScaling})`) that every call of
    /// its function or constructor in shipping Dart replaces (`textScaler:
    /// MediaQuery.textScalerOf(context)`): the default never reaches the screen. A function
    /// nothing calls keeps the finding.
    static func isDefaultEveryCallerReplaces(_ token: Int, in dart: DartFile, _ flutter: FlutterModel) -> Bool {
        let source = dart.source
        guard token >= 2, [.assign, .colon].contains(source.kind(at: token - 1)), source.kind(at: token - 2) == .identifier,
              let function = dart.functions.first(where: { $0.parameterRange.contains(token) }), let name = function.name else { return false }
        let label = source.text(at: token - 2)
        // `Painter.named` is called as `Painter.named(…)`; `Painter` and a method by their name.
        let parts = name.split(separator: ".").map(String.init)
        var callers = 0
        for file in flutter.shippingFiles where file.file.source.mentions(parts.last ?? name) {
            for call in file.file.calls where call.name == parts.last && (parts.count == 1 || call.receiverName == parts.first) {
                guard call.argument(label) != nil else { return false }
                callers += 1
            }
        }
        return callers > 0
    }

    /// Whether the token is a `Text`'s own `textScaler:` argument (not a `MediaQuery` that
    /// pins a whole subtree).
    static func isTextArgument(_ token: Int, in dart: DartFile) -> Bool {
        dart.calls.contains { call in
            (["Text", "RichText", "SelectableText"].contains(call.name) || call.name == "rich" && call.receiverName == "Text")
                && call.argument("textScaler")?.tokenRange.contains(token) == true
        }
    }

    /// Whether `TextScaler.noScaling` at `token` is only the first value of a variable that the
    /// file later sets to something else: `TextScaler _cachedScaler = TextScaler.noScaling;` and
    /// `_cachedScaler = textScaler;`. A `final` or `const` one keeps it.
    static func isPlaceholderValue(_ token: Int, in dart: DartFile) -> Bool {
        let source = dart.source
        guard token >= 3, source.kind(at: token - 1) == .assign, source.kind(at: token - 2) == .identifier,
              source.tokenIs(token - 3, "TextScaler") || source.tokenIs(token - 3, "var"),
              !(source.tokenIs(token - 4, "final") || source.tokenIs(token - 4, "const")) else { return false }
        let name = source.text(at: token - 2)
        return dart.identifierTokens([name]).contains { other in
            other != token - 2 && source.kind(at: other + 1) == .assign && source.kind(at: other - 1) != .dot
                && !(source.tokenIs(other + 2, "TextScaler") && source.text(at: other + 4) == "noScaling")
        }
    }

    /// Whether the token sits in the `child:` of a `WidgetSpan`, which its paragraph lays out
    /// at the paragraph's own text scale.
    static func isInWidgetSpan(_ token: Int, in dart: DartFile) -> Bool {
        dart.calls.contains { $0.name == "WidgetSpan" && $0.argument("child")?.tokenRange.contains(token) == true }
    }

    /// Whether the token sits in a `Text` that draws an icon font's glyph (its style's
    /// `fontFamily` comes from an icon set such as `FeatherIcons`): an icon, sized as one.
    static func drawsIconGlyph(_ token: Int, in dart: DartFile) -> Bool {
        dart.calls.contains { call in
            call.name == "Text" && call.tokenRange.contains(token)
                && call.tokenRange.contains { member in
                    dart.source.text(at: member) == "fontFamily" && dart.source.kind(at: member - 1) == .dot
                        && (max(call.tokenRange.lowerBound, member - 5)..<member).contains { dart.source.text(at: $0).hasSuffix("Icons") }
                }
        }
    }

    /// Names that read the system's text scale.
    static let systemScale: Set<String> = ["MediaQuery", "textScaler", "textScalerOf", "textScaleFactorOf", "platformDispatcher", "PlatformDispatcher", "window", "View"]

    /// Whether `TextScaler.linear(x)` is the `textScaler:` of a `MediaQuery` (or its data's
    /// `copyWith`), so it replaces the scale of everything below, and `x` never reads the
    /// system's scale (nor the `MediaQueryData` being copied): the user's font size setting is
    /// then dropped, whatever the app's own setting holds.
    func replacesSystemScale(_ index: Int, _ argument: DartArgument, in dart: DartFile) -> Bool {
        guard let parent = dart.parent(of: index), parent.label == "textScaler",
              ["copyWith", "MediaQuery", "MediaQueryData"].contains(dart.calls[parent.call].name) else { return false }
        let source = dart.source
        // `data: custom ? MediaQuery.of(context).copyWith(…) : MediaQuery.of(context)`: the system's
        // scale stays until the user picks another in the app.
        for link in dart.chain(of: parent.call) {
            guard let container = dart.calls[link].container, container.argument < dart.calls[container.call].arguments.count else { continue }
            if dart.calls[container.call].arguments[container.argument].tokenRange.contains(where: { source.kind(at: $0) == .question }) { return false }
        }
        var readers = Self.systemScale
        if let copied = dart.receiverNames(of: parent.call).first { readers.insert(copied) }
        func readsSystem(_ range: Range<Int>) -> Bool {
            range.contains { source.kind(at: $0) == .identifier && readers.contains(source.text(at: $0)) }
        }
        if readsSystem(argument.tokenRange) { return false }
        // A local set from the system's scale (`final factor = MediaQuery.of(context).textScaleFactor;`).
        guard let function = dart.namedFunction(around: index) else { return true }
        let body = dart.functions[function].bodyRange
        let names = Set(argument.tokenRange.filter { source.kind(at: $0) == .identifier }.map { source.text(at: $0) })
        for token in body where token < argument.tokenRange.lowerBound && source.kind(at: token) == .identifier
            && source.kind(at: token + 1) == .assign && names.contains(source.text(at: token)) {
            var end = token + 2
            while end < body.upperBound, source.kind(at: end) != .semicolon { end += 1 }
            if readsSystem((token + 2)..<end) { return false }
        }
        return true
    }

    /// Number types whose nullable form holds an in-app text size the user may not have set.
    static let numberTypes: Set<String> = ["double", "num", "int"]

    /// Whether the token sits in the block of an `if (setting != null)` (no `||` beside it) whose
    /// block reads `setting` again, and the project declares `setting` a nullable number
    /// (`double? get themeFontSizeFactor;`): the app's own size applies only once the user has
    /// picked one, and until then the system's scale stays. A nullable object (`settings !=
    /// null` around `settings.scale`) proves nothing about the size, and is not enough.
    func appliesOnlyOnceChosen(_ token: Int, in dart: DartFile, _ flutter: FlutterModel) -> Bool {
        let source = dart.source
        for statement in dart.identifierTokens(["if"]) where statement < token && source.kind(at: statement + 1) == .leftParen {
            guard let close = source.partner(of: statement + 1), source.kind(at: close + 1) == .leftBrace,
                  let end = source.partner(of: close + 1), (close + 1..<end).contains(token) else { continue }
            let condition = (statement + 2)..<close
            guard !condition.contains(where: { source.kind(at: $0) == .operator && source.tokenIs($0, "||") }) else { continue }
            for test in condition where source.kind(at: test) == .operator && source.tokenIs(test, "!=") && source.tokenIs(test + 1, "null") {
                guard source.kind(at: test - 1) == .identifier else { continue }
                let setting = source.text(at: test - 1)
                if dart.identifierTokens([setting]).contains(where: { (close + 1..<end).contains($0) }), declaresNullableNumber(setting, flutter) { return true }
            }
        }
        return false
    }

    /// Whether shipping Dart declares `name` with a nullable number type: `double? name`,
    /// `double? get name`.
    func declaresNullableNumber(_ name: String, _ flutter: FlutterModel) -> Bool {
        flutter.shippingFiles.contains { file in
            let source = file.file.source
            return file.file.identifierTokens([name]).contains { token in
                var type = token - 1
                if source.tokenIs(type, "get") { type -= 1 }
                return source.kind(at: type) == .question && Self.numberTypes.contains(source.text(at: type - 1))
            }
        }
    }

    /// Whether a token sits in the arguments of a call that only measures text.
    func isMeasuring(_ token: Int, in file: DartFile) -> Bool {
        file.calls.contains { Self.measuring.contains($0.name) && $0.tokenRange.contains(token) }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
