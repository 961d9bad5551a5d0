import ThumbruleCore
import ThumbruleFrontEnds

/// The Flutter twin of `onboard-screens.no-skip`: a `PageView` (or `PageView.builder`) in a
/// class named for first-run UI (`FirstRun.isOnboardingName`: `OnBoardingPageBodyState`,
/// `IntroScreen`) whose file offers no way out before the last panel: no string or key
/// saying "Skip", "Not now" or "Later", no name with `skip`, no `Icons.close…`.
///
/// Left alone, as on iOS:
/// - a pager with a sign-in or sign-up entry beside it (a name or text saying log in, sign in,
///   sign up or create account in the class, outside the pager and outside the list of panels
///   it shows): that button leads out of the flow from the first panel (ente's landing page);
/// - a flow that asks for a permission (a call or receiver naming `Permission`, `requestPermission`):
///   before a system alert App Review wants one continue button and no way out;
/// - a flow named for legal terms or consent (`LegalOnboardingDialog`, `TermsIntro`): an
///   acknowledgement the app requires, judged by `onboard-defer`, not explanation panels.
///
/// Medium confidence: the skip may live in a panel widget declared in another file.
struct FlutterOnboardingWithoutSkip: FlutterCheck {
    package static let description = CheckDescription(
        id: "onboard-screens.flutter-no-skip",
        ruleId: "onboard-screens",
        summary: "A Flutter paged onboarding whose panels offer no skip",
        triggering: [
            // Panels in a list, a pager over it and only back and next arrows under it (cashew
            // onBoardingPage.dart).
            CheckExample(files: [FlutterExample.dart("onboarding", """
            import 'package:flutter/material.dart';

            class OnboardingBodyState extends State<OnboardingBody> {
              final PageController controller = PageController();

              @override
              Widget build(BuildContext context) {
                final List<Widget> panels = [
                  const IntroPanel(title: 'Plan your budget'),
                  const IntroPanel(title: 'Track every expense'),
                  IntroPanel(title: 'Sync your devices', action: TextButton(onPressed: () => signInWithGoogle(), child: const Text('Sign in'))),
                ];
                return Stack(children: [
                  ↓PageView(controller: controller, children: panels),
                  Row(children: [
                    IconButton(onPressed: () => controller.previousPage(duration: kTabScrollDuration, curve: Curves.ease), icon: const Icon(Icons.arrow_back)),
                    IconButton(onPressed: () => controller.nextPage(duration: kTabScrollDuration, curve: Curves.ease), icon: const Icon(Icons.arrow_forward)),
                  ]),
                ]);
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("intro", """
            import 'package:flutter/material.dart';

            class IntroScreen extends StatelessWidget {
              const IntroScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: PageView.↓builder(
                    itemCount: 4,
                    itemBuilder: (context, index) => IntroPanel(index: index),
                  ),
                );
              }
            }
            """)]),
        ],
        nonTriggering: [
            // moodlog-flutter's onboarding: its first panel is a form asking for a nickname and the
            // second the welcome into the app; a form step, judged by form-steps, not panels to skip.
            CheckExample(files: [
                FlutterExample.dart("onboarding", """
                import 'package:flutter/material.dart';
                import 'nickname_panel.dart';

                class OnboardingBodyState extends State<OnboardingBody> {
                  final _controller = PageController();

                  @override
                  Widget build(BuildContext context) {
                    return PageView(
                      controller: _controller,
                      physics: const NeverScrollableScrollPhysics(),
                      children: [
                        NicknamePanel(onNext: () => _controller.nextPage(duration: const Duration(milliseconds: 300), curve: Curves.ease)),
                        const DonePanel(),
                      ],
                    );
                  }
                }
                """),
                FlutterExample.dart("nickname_panel", """
                import 'package:flutter/material.dart';

                class NicknamePanel extends StatefulWidget {
                  const NicknamePanel({super.key, required this.onNext});
                  final VoidCallback onNext;
                  @override
                  State<NicknamePanel> createState() => _NicknamePanelState();
                }

                class _NicknamePanelState extends State<NicknamePanel> {
                  @override
                  Widget build(BuildContext context) {
                    return Column(children: [
                      TextFormField(validator: (value) => value == null || value.isEmpty ? 'Required' : null),
                      FilledButton(onPressed: widget.onNext, child: const Text('Next')),
                    ]);
                  }
                }
                """),
            ]),
            // A Skip button under the panels.
            CheckExample(files: [FlutterExample.dart("onboarding", """
            import 'package:flutter/material.dart';

            class OnboardingScreen extends StatelessWidget {
              const OnboardingScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return Stack(children: [
                  PageView(children: const [IntroPanel(index: 0), IntroPanel(index: 1), IntroPanel(index: 2)]),
                  TextButton(onPressed: () => finish(context), child: const Text('SKIP')),
                ]);
              }
            }
            """)]),
            // A key for the skip label, and a close icon (localized apps).
            CheckExample(files: [FlutterExample.dart("welcome", """
            import 'package:flutter/material.dart';

            class WelcomePager extends StatelessWidget {
              const WelcomePager({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(actions: [IconButton(tooltip: 'maybe-later'.tr(), onPressed: () => done(context), icon: const Icon(Icons.close_rounded))]),
                  body: PageView(children: const [IntroPanel(index: 0), IntroPanel(index: 1)]),
                );
              }
            }
            """)]),
            // A "Log in" button beside the pager leads out of the flow from the first panel
            // (ente landing_page_widget.dart).
            CheckExample(files: [FlutterExample.dart("landing", """
            import 'package:flutter/material.dart';

            class OnboardingPageState extends State<OnboardingPage> {
              @override
              Widget build(BuildContext context) {
                final pager = SizedBox(height: 320, child: PageView.builder(itemCount: 3, itemBuilder: (context, index) => FeatureSlide(index)));
                return Column(children: [
                  pager,
                  ElevatedButton(onPressed: _createAccount, child: Text(l10n.signUp)),
                  OutlinedButton(onPressed: _navigateToSignInPage, child: Text(l10n.logInLabel)),
                ]);
              }
            }
            """)]),
            // A legal acknowledgement paged through before use (studanky-flutter
            // legal_onboarding_dialog.dart): consent, not explanation panels.
            CheckExample(files: [FlutterExample.dart("legal", """
            import 'package:flutter/material.dart';

            class _LegalOnboardingDialogState extends State<LegalOnboardingDialog> {
              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  SizedBox(height: 500, child: PageView(controller: _controller, children: _steps(context))),
                  FilledButton(onPressed: _next, child: Text(l10n.next)),
                ]);
              }
            }
            """)]),
            // A permission primer: no way out before the system alert.
            CheckExample(files: [FlutterExample.dart("intro", """
            import 'package:flutter/material.dart';
            import 'package:permission_handler/permission_handler.dart';

            class IntroFlow extends StatelessWidget {
              const IntroFlow({super.key});

              @override
              Widget build(BuildContext context) {
                return PageView(children: [
                  const IntroPanel(index: 0),
                  FilledButton(onPressed: () => Permission.notification.request(), child: const Text('Continue')),
                ]);
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for dart in flutter.shippingFiles where dart.file.source.mentions("PageView") {
            let file = dart.file
            let pagers = file.calls.indices.filter { index in
                let call = file.calls[index]
                return (call.name == "PageView" || call.name == "builder" && call.receiverName == "PageView" && call.receiver.count == 1)
                    && dart.ships(line: call.position.line)
            }
            guard !pagers.isEmpty, !Self.offersSkip(file), !Self.asksForPermission(file) else { continue }
            for index in pagers {
                let call = file.calls[index]
                guard let classIndex = call.enclosingClass, let name = file.classes[classIndex].name,
                      FirstRun.isOnboardingName(name), !Self.namesConsent(name),
                      !Self.singlePanel(index, file) else { continue }
                let panels = [call.tokenRange] + Self.panelLists(of: call, in: file)
                guard !Self.offersAccountEntry(in: file.classes[classIndex].bodyRange, outside: panels, file),
                      !Self.collectsInput(index, file, flutter) else { continue }
                output.report(
                    "\(name) pages through onboarding panels with no Skip, Not now or close control, so the only way into the app is through every panel. Put a Skip button (at least 48dp) on each panel that opens the app and stores the choice, for example in shared_preferences.",
                    at: dart.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// Words of a string or key that offer a way out: "Skip", "Not now", "Maybe later".
    static let skipPhrases = ["skip", "not now", "later"]

    /// True when any string literal (text or key) or name of the file offers a skip, or it
    /// draws a close icon (`Icons.close`, `Icons.close_rounded`).
    static func offersSkip(_ file: DartFile) -> Bool {
        let tokens = file.source.tokens
        for index in tokens.indices {
            switch tokens[index].kind {
            case .stringOpen:
                guard let value = file.source.stringLiteral(at: index) else { continue }
                let words = " " + NameWords.split(value).joined(separator: " ") + " "
                if skipPhrases.contains(where: { words.contains(" \($0) ") }) { return true }
            case .identifier:
                let text = file.source.text(of: tokens[index])
                if NameWords.split(text).contains("skip") { return true }
                if text.hasPrefix("close"), index >= 2, tokens[index - 1].kind == .dot, file.source.text(of: tokens[index - 2]) == "Icons" { return true }
            default:
                continue
            }
        }
        return false
    }

    /// A call or receiver naming a permission request (`Permission.notification.request()`,
    /// `requestPermission()`, `FirebaseMessaging.instance.requestPermission()`).
    static func asksForPermission(_ file: DartFile) -> Bool {
        file.calls.contains { call in
            call.name.lowercased().contains("permission") || call.receiver.contains { link in
                if case .name(let name) = link { return name == "Permission" }
                return false
            }
        }
    }

    /// Class names of a legal or consent flow: `LegalOnboardingDialog`, `TermsIntroPage`.
    static let consentWords: Set<String> = ["legal", "terms", "consent", "disclaimer", "privacy", "eula", "tos"]

    static func namesConsent(_ name: String) -> Bool {
        !consentWords.isDisjoint(with: NameWords.split(name))
    }

    /// A pager whose `children:` list literal holds one panel, or whose builder's `itemCount:` is 1.
    static func singlePanel(_ index: Int, _ file: DartFile) -> Bool {
        let call = file.calls[index]
        if case .integer(let count)? = call.argument("itemCount")?.value { return count < 2 }
        guard let argument = call.arguments.firstIndex(where: { $0.label == "children" }),
              case .list = call.arguments[argument].value else { return false }
        return file.calls.filter { $0.container?.call == index && $0.container?.argument == argument }.count < 2
    }

    /// The list literals a pager's `children:` names (`children: panels` with
    /// `final List<Widget> panels = [ … ];` in the file): the panels themselves.
    static func panelLists(of call: DartCall, in file: DartFile) -> [Range<Int>] {
        guard case .reference(let path)? = call.argument("children")?.value, path.count == 1, let name = path.first else { return [] }
        let tokens = file.source.tokens
        return file.identifierTokens([name]).compactMap { index in
            guard index + 2 < tokens.count, tokens[index + 1].kind == .assign, tokens[index + 2].kind == .leftBracket else { return nil }
            let close = Int(file.source.matches[index + 2])
            return close > index ? (index + 2)..<(close + 1) : nil
        }
    }

    /// Widgets that take typed input.
    static let fieldWidgets: Set<String> = ["TextField", "TextFormField", "CupertinoTextField"]

    /// Whether a panel of the pager is a form step: a widget of the project, named in the pager's
    /// `children:` list, whose class (or its `State`) builds a text field (moodlog-flutter's
    /// onboarding asks for a nickname on its first panel). Such a flow collects what the app
    /// needs, which `form-steps` judges, rather than explaining the app in panels to skip.
    static func collectsInput(_ pager: Int, _ file: DartFile, _ flutter: FlutterModel) -> Bool {
        guard let argument = file.calls[pager].arguments.firstIndex(where: { $0.label == "children" }) else { return false }
        let panels = Set(file.calls.filter { $0.container?.call == pager && $0.container?.argument == argument && $0.receiver.isEmpty }.map(\.name))
        guard !panels.isEmpty else { return false }
        for dart in flutter.dartFiles where dart.scope == .app && fieldWidgets.contains(where: dart.file.source.mentions) {
            let owners = dart.file.classes.filter { type in
                guard let name = type.name else { return false }
                return panels.contains(name) || type.superclass == "State" && type.superclassArguments.contains(where: panels.contains)
            }
            for owner in owners where dart.file.calls.contains(where: { fieldWidgets.contains($0.name) && owner.bodyRange.contains($0.nameToken) }) {
                return true
            }
        }
        return false
    }

    /// Names and texts that lead to signing in or up.
    static let accountWords: Set<String> = ["login", "signin", "signup", "register"]
    static let accountWordPairs: Set<[String]> = [["sign", "in"], ["sign", "up"], ["log", "in"], ["create", "account"]]

    /// True when the class body, outside the pager and its panel lists, names signing in or up.
    static func offersAccountEntry(in body: Range<Int>, outside panels: [Range<Int>], _ file: DartFile) -> Bool {
        let tokens = file.source.tokens
        for index in body where !panels.contains(where: { $0.contains(index) }) {
            let text: String
            switch tokens[index].kind {
            case .identifier: text = file.source.text(of: tokens[index])
            case .stringOpen: text = file.source.stringLiteral(at: index) ?? ""
            default: continue
            }
            let words = NameWords.split(text).filter { $0 != "an" && $0 != "to" && $0 != "your" }
            if words.contains(where: accountWords.contains) { return true }
            if zip(words, words.dropFirst()).contains(where: { accountWordPairs.contains([$0, $1]) }) { return true }
        }
        return false
    }
}
