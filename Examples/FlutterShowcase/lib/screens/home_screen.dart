import 'package:connectivity_plus/connectivity_plus.dart';
import 'package:flutter/material.dart';
import 'package:permission_handler/permission_handler.dart';

import '../widgets/trail_marker.dart';
import 'sign_in_screen.dart';

class HomeScreen extends StatefulWidget {
  const HomeScreen({super.key});

  @override
  State<HomeScreen> createState() => _HomeScreenState();
}

class _HomeScreenState extends State<HomeScreen> {
  int _tab = 0;

  @override
  void initState() {
    super.initState();
    // Violation (perm-notify-ask): asked on the first screen, before any reminder exists.
    Permission.notification.request();
    // Violation (state-offline): losing the network raises a dialog to dismiss over the trails.
    Connectivity().onConnectivityChanged.listen((results) {
      if (results.contains(ConnectivityResult.none)) {
        showDialog(context: context, builder: (context) => AlertDialog(title: Text(context.l10n.offline)));
      }
    });
  }

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(
        // Violation (l10n-strings): literal text in a localised app.
        title: const Text('Trails'),
        // Violation (l10n-strings): Japanese copy written in the code, never translated.
        bottom: const PreferredSize(preferredSize: Size.fromHeight(20), child: Text('週末のハイク')),
        actions: [
          // Violation (a11y-name): screen readers hear only "button".
          IconButton(icon: const Icon(Icons.filter_list), onPressed: _filter),
          IconButton(
            icon: const Icon(Icons.person),
            tooltip: 'Account',
            onPressed: () => Navigator.of(context).push(MaterialPageRoute(builder: (_) => const SignInScreen())),
          ),
        ],
      ),
      body: ListView(children: const [TrailMarker(name: 'Ridge loop'), TrailMarker(name: 'Lake path')]),
      // Violation (button-tabs): labels hidden on every tab.
      bottomNavigationBar: NavigationBar(
        selectedIndex: _tab,
        labelBehavior: NavigationDestinationLabelBehavior.alwaysHide,
        onDestinationSelected: (index) => setState(() => _tab = index),
        destinations: const [
          NavigationDestination(icon: Icon(Icons.map), label: 'Map'),
          NavigationDestination(icon: Icon(Icons.list), label: 'Log'),
          NavigationDestination(icon: Icon(Icons.settings), label: 'Settings'),
        ],
      ),
      // Violation (button-fab): the iPhone build shows this Material button too.
      floatingActionButton: FloatingActionButton(onPressed: _filter, tooltip: context.l10n.newHike, child: const Icon(Icons.add)),
    );
  }

  void _filter() {}
}
