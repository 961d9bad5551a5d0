import 'package:flutter/material.dart';

import '../data/session_store.dart';
import '../l10n.dart';

class SignInScreen extends StatefulWidget {
  const SignInScreen({super.key});

  @override
  State<SignInScreen> createState() => _SignInScreenState();
}

class _SignInScreenState extends State<SignInScreen> {
  final _email = TextEditingController();
  final _password = TextEditingController();

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      // Violation (layout-keyboard): the body keeps its height under the keyboard, which covers the lower fields.
      resizeToAvoidBottomInset: false,
      // Violation (copy-case): translated text uppercased in code; Dart ignores the language.
      appBar: AppBar(title: Text(context.l10n.signIn.toUpperCase())),
      body: AutofillGroup(
        child: Column(children: [
          TextField(
            controller: _email,
            keyboardType: TextInputType.emailAddress,
            autofillHints: const [AutofillHints.email],
            decoration: InputDecoration(labelText: context.l10n.email),
          ),
          // Violation (form-autofill): the password manager cannot fill or save it.
          TextField(
            controller: _password,
            obscureText: true,
            decoration: InputDecoration(labelText: context.l10n.password),
          ),
          // Violation (form-input): a phone field on the full text keyboard.
          TextField(
            autofillHints: const [AutofillHints.telephoneNumber],
            decoration: InputDecoration(labelText: context.l10n.alertPhone),
          ),
          FilledButton(onPressed: _signIn, child: Text(context.l10n.signIn)),
          GoogleSignInButton(onPressed: _signInWithGoogle),
        ]),
      ),
    );
  }

  Future<void> _signIn() async {
    final token = await signIn(_email.text, _password.text);
    await SessionStore().save(token);
  }

  Future<void> _signInWithGoogle() async {
    final token = await signInWithGoogle();
    await SessionStore().save(token);
  }
}

/// Reports a problem on a trail, opened over the map as a full-screen form.
class TrailReportScreen extends StatelessWidget {
  const TrailReportScreen({super.key});

  static Route<void> route() => MaterialPageRoute(fullscreenDialog: true, builder: (_) => const TrailReportScreen());

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        // Violation (nav-modal): closing, or pressing back, drops the typed report without asking.
        leading: IconButton(icon: const Icon(Icons.close), tooltip: context.l10n.close, onPressed: () => Navigator.of(context).pop()),
        actions: [TextButton(onPressed: () {}, child: Text(context.l10n.send))],
      ),
      body: TextField(maxLines: null, decoration: InputDecoration(labelText: context.l10n.report)),
    );
  }
}

/// The app's own icon font of brand marks.
class BrandIcons {
  BrandIcons._();
  static const IconData google = IconData(0xe800, fontFamily: 'BrandIcons');
}

/// Signs in with a Google account from the sign-in sheet.
class GoogleSignInButton extends StatelessWidget {
  const GoogleSignInButton({super.key, required this.onPressed});
  final VoidCallback onPressed;

  @override
  Widget build(BuildContext context) {
    return OutlinedButton.icon(
      onPressed: onPressed,
      // Violation (auth-provider-button): the Google mark as a one-colour icon-font glyph, not the multicolour "G".
      icon: const Icon(BrandIcons.google),
      label: Text(context.l10n.signIn),
    );
  }
}
