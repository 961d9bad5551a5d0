import 'package:flutter/material.dart';

import '../l10n.dart';
import 'home_screen.dart';

class WelcomeScreen extends StatefulWidget {
  const WelcomeScreen({super.key});

  @override
  State<WelcomeScreen> createState() => _WelcomeScreenState();
}

class _WelcomeScreenState extends State<WelcomeScreen> {
  final _pages = PageController();

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      body: Column(children: [
        // Violation (onboard-screens): four panels, and only Next leads on: no skip into the app.
        Expanded(child: PageView(controller: _pages, children: const [TrailPanel(0), TrailPanel(1), TrailPanel(2), TrailPanel(3)])),
        FilledButton(onPressed: _next, child: Text(context.l10n.next)),
      ]),
    );
  }

  void _next() {
    if (_pages.page == 3) {
      Navigator.of(context).pushReplacement(MaterialPageRoute(builder: (_) => const HomeScreen()));
    } else {
      _pages.nextPage(duration: const Duration(milliseconds: 300), curve: Curves.easeOut);
    }
  }
}
