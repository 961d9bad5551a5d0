import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  testWidgets('filter button', (tester) async {
    // Tests do not ship: this unnamed IconButton is not reported.
    await tester.pumpWidget(MaterialApp(home: IconButton(icon: const Icon(Icons.filter_list), onPressed: () {})));
    await Permission.notification.request();
  });
}
