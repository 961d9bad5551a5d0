import ThumbruleCore
import ThumbruleFrontEnds

/// A Google sign-in control whose Google mark is a glyph of an icon font (`FontAwesomeIcons.google`,
/// `MdiIcons.google`, the app's own `MoreIcons.google`). An icon font draws every glyph in one
/// colour, the theme's or the one passed to `Icon`, so the button shows a flat single-colour "G",
/// which Google's sign-in branding guidelines do not allow: the mark is the standard multicolour
/// "G" (their asset, or the `google_sign_in` package's own button). The Flutter side of
/// `auth-provider-button.google-without-mark`.
///
/// The glyph is a `.google` member (or `logo_google`, `brand_google`, `bxl_google`) of a class
/// whose name speaks of icons (`…Icons`, `…Icon`, `FontAwesome`, `Ionicons`), given to `Icon(…)`
/// or to an icon argument of a widget (`icon:`, `leading:`, `prefixIcon:`), also as one branch
/// of a `?:`. The control must say it signs in: a string or name in the widget (for `Icon`, in
/// the widgets around it up to four, through a `Row` that sets it beside its label and short of
/// a `Column` or list of other controls) reads sign in, log in or login (`'sign-in-with-google'.tr()`,
/// `onTap: loginWithSync`). Left alone: a Google glyph beside other copy (a Google Drive
/// backup row, a share sheet's Google entry, a map picker), an enum case named `google`
/// (`SignInOptions.google`), and image assets, which may be the real mark.
struct FlutterGoogleGlyphSignIn: FlutterCheck {
    package static let description = CheckDescription(
        id: "auth-provider-button.flutter-google-glyph",
        ruleId: "auth-provider-button",
        summary: "A Flutter Google sign-in control that draws the Google mark as a single-colour icon-font glyph",
        triggering: [
            CheckExample(files: [FlutterExample.dart("sign_in", """
            import 'package:flutter/material.dart';
            import 'package:font_awesome_flutter/font_awesome_flutter.dart';

            class SignInButtons extends StatelessWidget {
              const SignInButtons({super.key, required this.onGoogle});
              final VoidCallback onGoogle;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  ElevatedButton.icon(
                    onPressed: onGoogle,
                    icon: const Icon(↓FontAwesomeIcons.google, color: Colors.white),
                    label: const Text('Sign in with Google'),
                  ),
                  SettingsRow(
                    title: 'login'.tr(),
                    icon: isWeb ? Icons.cloud : ↓AppIcons.google,
                    onTap: loginWithSync,
                  ),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            // A Google Drive backup row and a share target: a Google glyph, but no sign-in.
            // A sign-in button drawn with the real multicolour mark (an image asset), and an enum
            // case named google (from micromentor-flutter). The glyph rows come from cashew.
            CheckExample(files: [FlutterExample.dart("settings", """
            import 'package:flutter/material.dart';

            class BackupSettings extends StatelessWidget {
              const BackupSettings({super.key});

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  SettingsRow(title: 'backup'.tr(), icon: AppIcons.google_drive, onTap: backup),
                  ListTile(leading: const Icon(FontAwesomeIcons.google), title: const Text('Share to Google Classroom')),
                  OutlinedButton.icon(
                    onPressed: signInWithGoogle,
                    icon: Image.asset('assets/google_g.png', height: 18),
                    label: const Text('Continue with Google'),
                  ),
                  SignInOptionButton(option: SignInOptions.google, onPressed: signIn),
                ]);
              }
            }
            """)]),
        ]
    )

    /// Member names of an icon font's Google glyph.
    static let glyphNames: Set<String> = ["google", "logo_google", "brand_google", "bxl_google", "googleLogo"]
    /// Icon font classes whose names do not say "icon".
    static let fontClasses: Set<String> = ["FontAwesome", "AntDesign", "Bootstrap", "Octicons", "Zocial", "Entypo"]
    /// Argument labels that take an icon.
    static let iconLabels: Set<String> = ["icon", "leading", "prefixIcon", "suffixIcon", "iconData", "trailing", "avatar"]
    /// How many widgets around an `Icon` are searched for the control's copy.
    static let searchedAncestors = 4

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles {
            let dart = file.file
            let source = dart.source
            for token in dart.identifierTokens(Self.glyphNames) {
                guard token >= 2, source.kind(at: token - 1) == .dot, source.kind(at: token - 2) == .identifier,
                      Self.isIconFont(source.text(at: token - 2)),
                      ![.dot, .leftParen, .nullAwareDot].contains(source.kind(at: token + 1)),
                      file.ships(line: source.tokens[token].line),
                      let holder = Self.holder(of: token, in: dart) else { continue }
                let scopes: [Int]
                if dart.calls[holder.call].name == "Icon" {
                    guard holder.label == nil else { continue }
                    scopes = Self.labelScopes(around: holder.call, in: dart)
                } else {
                    guard let label = holder.label, Self.iconLabels.contains(label) else { continue }
                    scopes = [holder.call]
                }
                guard scopes.contains(where: { Self.signsIn(dart.calls[$0].tokenRange, source) }) else { continue }
                let glyph = "\(source.text(at: token - 2)).\(source.text(at: token))"
                output.report(
                    "This Google sign-in control draws the Google mark as an icon-font glyph (\(glyph)), which renders in a single colour; Google's sign-in branding requires the standard multicolour \"G\". Use Google's own asset of the mark (or the google_sign_in button) on a white, dark or neutral button.",
                    at: file.position(source.tokens[token - 2].position), confidence: .medium)
            }
        }
    }

    /// A class name of an icon font: `MoreIcons`, `FontAwesomeIcons`, `MdiIcons`, `Ionicons`.
    static func isIconFont(_ name: String) -> Bool {
        name.hasSuffix("Icons") || name.hasSuffix("Icon") || name.hasSuffix("icons") || fontClasses.contains(name)
    }

    /// The widgets around an `Icon` that may hold its control's copy: up to four, through the
    /// first `Row` (a glyph beside its label) and short of any other widget with `children:`
    /// (a `Column` of several buttons holds other controls' copy).
    static func labelScopes(around icon: Int, in dart: DartFile) -> [Int] {
        var scopes: [Int] = []
        for ancestor in dart.ancestors(of: icon).prefix(searchedAncestors) {
            let call = dart.calls[ancestor]
            if call.argument("children") != nil {
                if call.name == "Row" { scopes.append(ancestor) }
                break
            }
            scopes.append(ancestor)
        }
        return scopes
    }

    /// The innermost call with an argument holding the token, and that argument's label.
    static func holder(of token: Int, in dart: DartFile) -> (call: Int, label: String?)? {
        var best: (call: Int, label: String?, size: Int)?
        for index in dart.calls.indices where dart.calls[index].tokenRange.contains(token) {
            guard let argument = dart.calls[index].arguments.first(where: { $0.tokenRange.contains(token) }) else { continue }
            let size = dart.calls[index].tokenRange.count
            if best == nil || size < best!.size { best = (index, argument.label, size) }
        }
        return best.map { ($0.call, $0.label) }
    }

    /// Whether a string or a name among these tokens says the control signs in: "Sign in with
    /// Google", `'login'.tr()`, `loginWithSync`. Signing out is not signing in.
    static func signsIn(_ range: Range<Int>, _ source: DartSource) -> Bool {
        range.contains { index in
            guard let kind = source.kind(at: index), kind == .stringText || kind == .identifier else { return false }
            let words = NameWords.split(source.text(at: index))
            for (position, word) in words.enumerated() {
                if word == "login" || word == "signin" { return true }
                if ["sign", "log"].contains(word), position + 1 < words.count, words[position + 1] == "in" { return true }
            }
            return false
        }
    }
}
