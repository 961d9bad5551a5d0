import ThumbruleCore
import ThumbruleFrontEnds

/// A bottom navigation bar that hides labels or holds too many places: a
/// `BottomNavigationBar` with `showUnselectedLabels: false` / `showSelectedLabels: false` or
/// more than five `items`, a `NavigationBar` with `labelBehavior:
/// NavigationDestinationLabelBehavior.alwaysHide` / `onlyShowSelected` or more than five
/// `destinations`, and a `CupertinoTabBar` with more than five `items`.
///
/// Known false negatives: items built by `map` or a loop count once.
struct FlutterNavigationBarTabs: FlutterCheck {
    package static let description = CheckDescription(
        id: "button-tabs.flutter-navigation-bar",
        ruleId: "button-tabs",
        summary: "A Flutter bottom navigation bar that hides labels or has more than five tabs",
        triggering: [
            CheckExample(files: [FlutterExample.dart("shell", """
            import 'package:flutter/material.dart';

            Widget bottomBar(int index) => BottomNavigationBar(
                  currentIndex: index,
                  ↓showUnselectedLabels: false,
                  items: const [
                    BottomNavigationBarItem(icon: Icon(Icons.home), label: 'Home'),
                    BottomNavigationBarItem(icon: Icon(Icons.search), label: 'Search'),
                  ],
                );

            Widget railBar(int index) => ↓NavigationBar(
                  selectedIndex: index,
                  destinations: const [
                    NavigationDestination(icon: Icon(Icons.home), label: 'Home'),
                    NavigationDestination(icon: Icon(Icons.search), label: 'Search'),
                    NavigationDestination(icon: Icon(Icons.map), label: 'Map'),
                    NavigationDestination(icon: Icon(Icons.inbox), label: 'Inbox'),
                    NavigationDestination(icon: Icon(Icons.star), label: 'Saved'),
                    NavigationDestination(icon: Icon(Icons.person), label: 'Profile'),
                  ],
                );
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("shell", """
            import 'package:flutter/material.dart';

            Widget bar(int index, List<Tab> tabs) => NavigationBar(
                  selectedIndex: index,
                  labelBehavior: NavigationDestinationLabelBehavior.alwaysShow,
                  destinations: [for (final tab in tabs) NavigationDestination(icon: tab.icon, label: tab.label)],
                );

            Widget bottom(int index) => BottomNavigationBar(
                  currentIndex: index,
                  items: const [
                    BottomNavigationBarItem(icon: Icon(Icons.home), label: 'Home'),
                    BottomNavigationBarItem(icon: Icon(Icons.search), label: 'Search'),
                    BottomNavigationBarItem(icon: Icon(Icons.person), label: 'Profile'),
                  ],
                );
            """)]),
        ]
    )

    static let itemLists: [String: String] = ["BottomNavigationBar": "items", "NavigationBar": "destinations", "CupertinoTabBar": "items"]
    static let items: Set<String> = ["BottomNavigationBarItem", "NavigationDestination"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: Set(Self.itemLists.keys)) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty, let listLabel = Self.itemLists[call.name] else { continue }
            for label in ["showUnselectedLabels", "showSelectedLabels"] {
                guard let argument = call.argument(label), argument.value == .boolean(false), argument.tokenRange.lowerBound >= 2 else { continue }
                output.report(
                    "\(label): false leaves \(label == "showUnselectedLabels" ? "every tab but the selected one" : "the selected tab") an unlabelled icon, and icon-only navigation makes people guess where it leads. Keep the label on every tab.",
                    at: file.position(dart.source.tokens[argument.tokenRange.lowerBound - 2].position))
            }
            if case .reference(let names)? = call.argument("labelBehavior")?.value, let behaviour = names.last, behaviour == "alwaysHide" || behaviour == "onlyShowSelected",
               let argument = call.argument("labelBehavior"), argument.tokenRange.lowerBound >= 2 {
                output.report(
                    "labelBehavior \(behaviour) leaves \(behaviour == "alwaysHide" ? "every tab" : "every tab but the selected one") an unlabelled icon, and icon-only navigation makes people guess where it leads. Use alwaysShow.",
                    at: file.position(dart.source.tokens[argument.tokenRange.lowerBound - 2].position))
            }
            let count = dart.children(of: index, label: listLabel).filter { Self.items.contains(dart.calls[$0].name) }.count
            // Items written once inside a collection `for` or built by `map` count once: the count never overstates.
            if count > 5 {
                output.report(
                    "This \(call.name) holds \(count) tabs; a bottom bar takes three to five, or the places stop fitting a thumb and their labels get cut. Move the rest into a screen or a drawer.",
                    at: file.position(ofCall: index))
            }
        }
    }
}
