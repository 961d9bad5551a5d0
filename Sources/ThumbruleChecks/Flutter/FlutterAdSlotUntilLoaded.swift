import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// An ad slot that takes no space until its ad loads: the function that builds an `AdWidget`
/// (google_mobile_ads) returns an empty box instead (`Container()`, `SizedBox()` with no
/// height, `SizedBox.shrink()`) from a branch of an `if` on the ad's load state (its `ad:`
/// variable, or a flag named for loading: `_isLoaded`), or after such an `if` whose block
/// returns the ad. When the ad arrives the slot grows
/// and pushes the content below it.
///
/// Known false negatives: ternaries, and slots whose empty branch sits in another widget.
struct FlutterAdSlotUntilLoaded: FlutterCheck {
    package static let description = CheckDescription(
        id: "ads-reserve.flutter-slot-until-loaded",
        ruleId: "ads-reserve",
        summary: "A Flutter ad slot that is an empty box until the ad loads",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("banner_slot", """
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            class BannerSlotState extends State<BannerSlot> {
              BannerAd? _banner;
              bool _nativeReady = false;

              @override
              Widget build(BuildContext context) {
                final banner = _banner;
                if (banner != null) {
                  return SizedBox(height: banner.size.height.toDouble(), child: AdWidget(ad: banner));
                } else {
                  return ↓Container();
                }
              }

              Widget nativeSlot() {
                if (!_nativeReady) return const SizedBox.↓shrink();
                return SizedBox(height: 90, child: AdWidget(ad: _native!));
              }

              Widget footerSlot() {
                if (_footer != null) {
                  return SizedBox(height: 50, child: AdWidget(ad: _footer!));
                }
                return ↓SizedBox(width: 320);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("banner_slot", """
            import 'package:flutter/material.dart';
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            class BannerSlotState extends State<BannerSlot> {
              BannerAd? _banner;

              @override
              Widget build(BuildContext context) {
                if (widget.isPremium) return const SizedBox.shrink();
                return SizedBox(
                  height: AdSize.banner.height.toDouble(),
                  child: _banner == null ? null : AdWidget(ad: _banner!),
                );
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, ad) in flutter.shippingCalls(named: ["AdWidget"]) {
            let dart = file.file
            guard dart.calls[ad].receiver.isEmpty, let function = dart.namedFunction(around: ad) else { continue }
            var states: Set<String> = []
            if let argument = dart.calls[ad].argument("ad"), let first = argument.tokenRange.first(where: { dart.source.kind(at: $0) == .identifier }) {
                states.insert(Self.normalized(dart.source.text(at: first)))
            }
            let body = dart.functions[function].bodyRange
            for empty in dart.calls.indices where body.contains(dart.calls[empty].nameToken) && dart.namedFunction(around: empty) == function {
                guard Self.isEmptyBox(dart.calls[empty]), Self.isReturned(empty, in: dart),
                      let condition = Self.governingCondition(of: dart.calls[empty].startToken, in: dart.source),
                      condition.contains(where: { token in
                          guard dart.source.kind(at: token) == .identifier else { return false }
                          let name = Self.normalized(dart.source.text(at: token))
                          return states.contains(name) || name.contains("loaded") || name.contains("ready")
                      }) else { continue }
                output.report(
                    "Until the ad loads this slot is an empty \(dart.calls[empty].qualifiedName)(), so when the ad arrives the slot grows and pushes what is below it, often under the user's thumb. Reserve the ad's height from the start (a SizedBox of the AdSize's height around the AdWidget or a placeholder) and decide once what a no-fill shows.",
                    at: file.position(ofCall: empty), confidence: .medium)
            }
        }
    }

    /// A name without underscores, in lower case: the state `_bannerAd` and the local `bannerAd` read alike.
    static func normalized(_ name: String) -> String {
        name.replacingOccurrences(of: "_", with: "").lowercased()
    }

    /// `Container()`, `SizedBox()` with no height, `SizedBox.shrink()`.
    static func isEmptyBox(_ call: DartCall) -> Bool {
        switch call.qualifiedName {
        case "Container": return call.arguments.isEmpty
        case "SizedBox": return call.argument("height") == nil && call.argument("child") == nil
        case "SizedBox.shrink": return call.argument("child") == nil
        default: return false
        }
    }

    /// Whether a call is the value of a `return` (`return const SizedBox.shrink();`).
    static func isReturned(_ index: Int, in file: DartFile) -> Bool {
        var token = file.calls[index].startToken - 1
        if ["const", "new"].contains(file.source.text(at: token)) { token -= 1 }
        return file.source.text(at: token) == "return"
    }

    /// The condition tokens of the `if` whose branch holds a token: its then-branch (a block or
    /// a single statement) or, through `else`, its else-branch.
    static func governingCondition(of token: Int, in source: DartSource) -> Range<Int>? {
        var index = token - 1
        if ["const", "new"].contains(source.text(at: index)) { index -= 1 }
        // A single statement: `if (…) return x;`.
        if source.text(at: index) == "return" { index -= 1 }
        if source.kind(at: index) == .rightParen, let open = source.partner(of: index), source.text(at: open - 1) == "if" {
            return open + 1..<index
        }
        // The block around the statement.
        var steps = 0
        while index > 0, steps < 10_000 {
            steps += 1
            switch source.kind(at: index) {
            case .rightBrace?:
                // An earlier `if (…) { … return …; }` in the same block: what follows is its else.
                guard let open = source.partner(of: index) else { return nil }
                if source.kind(at: open - 1) == .rightParen, let condition = source.partner(of: open - 1), source.text(at: condition - 1) == "if",
                   (open..<index).contains(where: { source.text(at: $0) == "return" }) {
                    return condition + 1..<open - 1
                }
                index = open - 1
                continue
            case .rightParen?, .rightBracket?:
                index = (source.partner(of: index) ?? index) - 1
                continue
            case .semicolon?:
                index -= 1
                continue
            case .leftBrace?:
                var before = index - 1
                // The else-branch: the condition is the `if`'s before the then-block.
                if source.text(at: before) == "else", source.kind(at: before - 1) == .rightBrace, let open = source.partner(of: before - 1) {
                    before = open - 1
                }
                guard source.kind(at: before) == .rightParen, let open = source.partner(of: before), source.text(at: open - 1) == "if" else { return nil }
                return open + 1..<before
            default:
                index -= 1
            }
        }
        return nil
    }
}
