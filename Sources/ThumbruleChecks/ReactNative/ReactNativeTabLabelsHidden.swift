import ThumbruleCore
import ThumbruleFrontEnds

/// A bottom tab bar that hides its labels: React Navigation's `tabBarShowLabel: false` (in
/// `screenOptions` or a screen's `options`), the older `tabBarOptions={{ showLabel: false }}`,
/// and React Native Paper's `<BottomNavigation labeled={false}>`. Icon-only tabs make people
/// guess where each one goes, and screen readers may read only the icon's name.
///
/// A navigator that draws its own bar (`tabBar={…}`) decides for itself whether to show
/// labels, so a file that passes `tabBar` is left alone (a false negative when that bar honours
/// the option). Options computed in code are not read.
struct ReactNativeTabLabelsHidden: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "button-tabs.rn-tab-labels-hidden",
        ruleId: "button-tabs",
        summary: "A React Native bottom tab bar with its labels hidden",
        optIn: "Judged true in 2 of 5 findings on apps nobody tuned it on: apps that hide the navigator's label often draw their own label under the icon.",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-navigation/bottom-tabs"]),
                ("src/Tabs.tsx", """
                import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';

                const Tab = createBottomTabNavigator();

                export const Tabs = () => (
                  <Tab.Navigator screenOptions={{ headerShown: false, ↓tabBarShowLabel: false }}>
                    <Tab.Screen name="Home" component={Home} />
                    <Tab.Screen name="Search" component={Search} />
                  </Tab.Navigator>
                );
                """),
                ("src/Legacy.js", """
                export const Legacy = () => (
                  <Tab.Navigator tabBarOptions={{ ↓showLabel: false }}>
                    <Tab.Screen name="Feed" component={Feed} />
                  </Tab.Navigator>
                );
                export const Paper = () => ↓<BottomNavigation labeled={false} navigationState={state} renderScene={scene} />;
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-navigation/bottom-tabs"]),
                ("src/Tabs.tsx", """
                export const Tabs = () => (
                  <Tab.Navigator screenOptions={{ tabBarShowLabel: true }}>
                    <Tab.Screen name="Home" component={Home} />
                  </Tab.Navigator>
                );
                const list = { showLabel: false };
                """),
                ("src/Custom.tsx", """
                export const Custom = () => (
                  <Tab.Navigator tabBar={(props) => <MyTabBar {...props} />} screenOptions={{ tabBarShowLabel: false }}>
                    <Tab.Screen name="Home" component={Home} />
                  </Tab.Navigator>
                );
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            let bytes = js.source.bytes
            guard bytes.contains(utf8: "ShowLabel") || bytes.contains(utf8: "showLabel") || bytes.contains(utf8: "labeled") else { continue }
            // A custom tab bar decides for itself.
            if js.elements.contains(where: { $0.attribute("tabBar") != nil }) { continue }
            let source = js.source
            for index in source.tokens.indices where source.kind(at: index + 1) == .colon && source.isWord("false", at: index + 2) {
                if source.isWord("tabBarShowLabel", at: index) || source.isWord("showLabel", at: index) && Self.isInsideTabBarOptions(index, in: js) {
                    report(file.position(ofToken: index), &output)
                }
            }
            for element in js.elements where element.name == "BottomNavigation" || element.name == "BottomNavigation.Bar" {
                if let labeled = element.attribute("labeled")?.expression, js.value(of: labeled) == .bool(false) {
                    report(file.position(element.position), &output)
                }
            }
        }
    }

    func report(_ position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "This hides the bottom tabs' labels, so people have to guess what each icon opens and screen readers may announce only the icon. Keep a short label under every tab.",
            at: position)
    }

    /// Whether the token is a key of the object passed as `tabBarOptions={{…}}`.
    static func isInsideTabBarOptions(_ index: Int, in file: JSFile) -> Bool {
        file.elements.contains { element in
            element.attribute("tabBarOptions")?.expression?.contains(index) == true
        }
    }
}
