import 'package:flutter/material.dart';

import '../data/session_store.dart';

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
      appBar: AppBar(title: const Text('Sign in')),
      body: AutofillGroup(
        child: Column(children: [
          TextField(
            controller: _email,
            keyboardType: TextInputType.emailAddress,
            autofillHints: const [AutofillHints.email],
            decoration: const InputDecoration(labelText: 'Email'),
          ),
          // Violation (form-autofill): the password manager cannot fill or save it.
          TextField(
            controller: _password,
            obscureText: true,
            decoration: const InputDecoration(labelText: 'Password'),
          ),
          // Violation (form-input): a phone field on the full text keyboard.
          TextField(
            autofillHints: const [AutofillHints.telephoneNumber],
            decoration: const InputDecoration(labelText: 'Phone (for trail alerts)'),
          ),
          FilledButton(onPressed: _signIn, child: const Text('Sign in')),
        ]),
      ),
    );
  }

  Future<void> _signIn() async {
    final token = await signIn(_email.text, _password.text);
    await SessionStore().save(token);
  }
}
