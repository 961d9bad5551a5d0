import ThumbruleCore
import ThumbruleFrontEnds

/// A bottom navigation bar that hides its labels or holds too many places: a Compose
/// `NavigationBarItem` (or Material 2 `BottomNavigationItem`) with `alwaysShowLabel = false`,
/// a `BottomNavigationView` with `app:labelVisibilityMode` `unlabeled` or `selected`, and a
/// `NavigationBar` with more than five items, counted from the items written in its content
/// and the entries of an enum it loops over (`Destination.entries.forEach { NavigationBarItem(…) }`).
/// Icon-only tabs make people guess, and past five the places stop fitting a thumb's reach
/// (Material 3's navigation bar stops at five).
///
/// Items built from a list the check cannot count are not counted (a false negative).
/// `BottomNavigationView` enforces five items itself at run time, so its menu is not read.
/// Android Lint has no check for this.
struct AndroidNavigationBarTabs: AndroidCheck {
    package static let description = CheckDescription(
        id: "button-tabs.android-navigation-bar",
        ruleId: "button-tabs",
        summary: "An Android bottom navigation bar with hidden labels or more than five destinations",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("AppBar", """
                enum class Section { Home, Search, Library, Downloads, Friends, Profile }

                @Composable
                fun AppBar(current: Section, onSelect: (Section) -> Unit) {
                    ↓NavigationBar {
                        Section.entries.forEach { section ->
                            ↓NavigationBarItem(
                                selected = section == current,
                                onClick = { onSelect(section) },
                                icon = { Icon(section.icon, contentDescription = null) },
                                label = { Text(section.name) },
                                alwaysShowLabel = false,
                            )
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.layout("activity_main", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="match_parent">
                    ↓<com.google.android.material.bottomnavigation.BottomNavigationView
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        app:labelVisibilityMode="unlabeled"
                        app:menu="@menu/bottom_nav" />
                </LinearLayout>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("AppBar", """
                enum class Section { Home, Search, Library }

                @Composable
                fun AppBar(current: Section, onSelect: (Section) -> Unit) {
                    NavigationBar {
                        Section.entries.forEach { section ->
                            NavigationBarItem(
                                selected = section == current,
                                onClick = { onSelect(section) },
                                icon = { Icon(section.icon, contentDescription = null) },
                                label = { Text(section.name) },
                            )
                        }
                    }
                }
                """),
                AndroidExample.layout("activity_main", """
                <com.google.android.material.bottomnavigation.BottomNavigationView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    app:labelVisibilityMode="labeled"
                    app:menu="@menu/bottom_nav" />
                """),
            ]),
        ]
    )

    static let bars: Set<String> = ["NavigationBar", "BottomNavigation"]
    static let items: Set<String> = ["NavigationBarItem", "BottomNavigationItem"]
    static let loops: Set<String> = ["forEach", "forEachIndexed"]

    /// Most destinations a bottom bar holds (Material 3 navigation bar).
    static let maximumDestinations = 5

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var enumSizes: [String: Int]?
        for file in android.kotlinFiles where file.file.source.bytes.contains(utf8: "Navigation") {
            let calls = file.file.calls
            for index in calls.indices {
                let call = calls[index]
                if Self.items.contains(call.name), case .boolean(false)? = call.argument("alwaysShowLabel")?.value {
                    output.report(
                        "alwaysShowLabel = false leaves this tab an unlabelled icon whenever it is not selected, and icon-only navigation makes people guess where it leads. Keep the label on every tab.",
                        at: file.position(ofCall: index))
                } else if Self.bars.contains(call.name), call.trailingLambda != nil {
                    var count = 0
                    for inner in file.file.calls(inLambdaOf: index) {
                        if Self.items.contains(calls[inner].name) { count += 1; continue }
                        guard Self.loops.contains(calls[inner].name),
                              file.file.calls(inLambdaOf: inner).contains(where: { Self.items.contains(calls[$0].name) }) else { continue }
                        let receiver = calls[inner].receiverNames(in: file.file)
                        guard receiver.count == 2, ["entries", "values"].contains(receiver[1]) else { continue }
                        if enumSizes == nil { enumSizes = Self.enumSizes(android) }
                        count += enumSizes?[receiver[0]] ?? 0
                    }
                    guard count > Self.maximumDestinations else { continue }
                    output.report(
                        "This \(call.name) holds \(count) destinations; a bottom bar takes three to five (Material 3's navigation bar stops at five), or the places stop fitting a thumb and their labels get cut. Move the rest into a screen or a drawer.",
                        at: file.position(ofCall: index))
                }
            }
        }
        for layout in project.androidLayouts {
            for (index, element) in layout.layout.elements.enumerated() where element.simpleTag == "BottomNavigationView" {
                guard let mode = element.attribute("app:labelVisibilityMode"), mode == "unlabeled" || mode == "selected" else { continue }
                output.report(
                    "labelVisibilityMode=\"\(mode)\" leaves \(mode == "selected" ? "every tab but the selected one" : "every tab") an unlabelled icon, and icon-only navigation makes people guess where it leads. Use \"labeled\".",
                    at: layout.position(of: index))
            }
        }
    }

    /// Entries of the shipping enum classes, by simple name; 0 when two enums share a name.
    static func enumSizes(_ android: AndroidModel) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for file in android.shippingKotlin {
            for type in file.file.types where type.kind == .enumClass {
                guard let name = type.name else { continue }
                sizes[name] = sizes[name] == nil ? type.enumEntries.count : 0
            }
        }
        return sizes
    }
}
