import ThumbruleCore
import ThumbruleFrontEnds

/// A React Navigation `cardStyleInterpolator` written by the app that slides screens across the
/// whole screen (`translateX` or `translateY` interpolated to `layouts.screen.width` or
/// `height`) in a file that never reads the reduce-motion setting. A custom screen transition is
/// custom movement: the system's Reduce Motion and Android's remove-animations setting do not
/// reach it, and a full-screen slide is the movement that setting exists to tone down. The
/// counterpart of the Swift check's custom `UIViewControllerAnimatedTransitioning`.
///
/// Reading the setting anywhere in the file (`isReduceMotionEnabled`, `useReducedMotion`, a
/// `reduceMotion` flag) keeps it silent; medium confidence when nothing in the app reads it, a
/// note when something else does. Interpolators that only fade, and the library's own presets
/// (`CardStyleInterpolators.forHorizontalIOS`, `TransitionPresets`), are not this check's.
struct ReactNativeSlidingCardInterpolator: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.rn-sliding-card-interpolator",
        ruleId: "motion-reduced",
        summary: "A custom React Navigation card transition that slides screens across, in a file that never reads Reduce Motion",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-navigation/stack"]),
                ("src/Navigation.tsx", """
                import { createStackNavigator } from '@react-navigation/stack';

                const slideIn = ↓({ current, layouts }) => ({
                  cardStyle: {
                    transform: [{ translateX: current.progress.interpolate({ inputRange: [0, 1], outputRange: [layouts.screen.width, 0] }) }],
                  },
                });

                const Stack = createStackNavigator();
                export const Root = () => (
                  <Stack.Navigator screenOptions={{ cardStyleInterpolator: slideIn }}>
                    <Stack.Screen name="Home" component={Home} />
                  </Stack.Navigator>
                );
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-navigation/stack"]),
                ("src/Navigation.tsx", """
                import { AccessibilityInfo } from 'react-native';
                import { CardStyleInterpolators, createStackNavigator } from '@react-navigation/stack';

                let reduceMotion = false;
                AccessibilityInfo.isReduceMotionEnabled().then((on) => { reduceMotion = on; });

                const fade = ({ current }) => ({ cardStyle: { opacity: current.progress } });
                const slideIn = ({ current, layouts }) => reduceMotion ? fade({ current }) : ({
                  cardStyle: {
                    transform: [{ translateX: current.progress.interpolate({ inputRange: [0, 1], outputRange: [layouts.screen.width, 0] }) }],
                  },
                });

                const Stack = createStackNavigator();
                export const Root = () => (
                  <Stack.Navigator screenOptions={{ cardStyleInterpolator: slideIn }}>
                    <Stack.Screen name="Home" component={Home} options={{ cardStyleInterpolator: CardStyleInterpolators.forHorizontalIOS }} />
                  </Stack.Navigator>
                );
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["@react-navigation/stack"]),
                ("src/Navigation.tsx", """
                const fade = ({ current, layouts }) => ({ cardStyle: { opacity: current.progress, width: layouts.screen.width } });
                export const options = { cardStyleInterpolator: fade };
                """),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let shipping = reactNative.files.filter { $0.scope == .app }
        let reading = Set(shipping.filter(ReactNativeLoopIgnoresReduceMotion.readsSetting).map(\.path))
        for file in shipping where !reading.contains(file.path) && file.file.source.bytes.contains(utf8: "cardStyleInterpolator") {
            let source = file.file.source
            guard source.tokens.indices.contains(where: { source.isWord("cardStyleInterpolator", at: $0) }) else { continue }
            let sliding = file.file.functions.filter { Self.slidesAcrossTheScreen($0, in: source) }
            // The innermost functions that slide are the interpolators, not the component around them.
            let interpolators = sliding.filter { function in
                !sliding.contains { $0.body != function.body && function.body.contains($0.body.lowerBound) }
            }
            guard let first = interpolators.first else { continue }
            // One finding per file: the fix is one reduce-motion reading that every transition there uses.
            let (what, keeps) = interpolators.count == 1
                ? ("This screen transition slides", "it keeps")
                : ("This file's \(interpolators.count) screen transitions (the first here) slide", "they keep")
            output.report(
                "\(what) the card across the whole screen and nothing in this file reads the reduce-motion setting, so \(keeps) sliding for people who turned motion off because it makes them dizzy. Read AccessibilityInfo.isReduceMotionEnabled() and use a fade (or no animation) instead when it is on.",
                at: file.position(first.position), confidence: reading.isEmpty ? .medium : .low)
        }
    }

    /// A function that moves a card by the screen's width or height: `translateX` or `translateY`
    /// with `screen.width` / `screen.height` in its body.
    static func slidesAcrossTheScreen(_ function: JSFunction, in source: JSSource) -> Bool {
        var translates = false
        var screenSized = false
        for index in function.body where source.kind(at: index) == .identifier {
            if source.isWord("translateX", at: index) || source.isWord("translateY", at: index) { translates = true }
            if source.isWord("screen", at: index), source.kind(at: index + 1) == .dot,
               source.isWord("width", at: index + 2) || source.isWord("height", at: index + 2) { screenSized = true }
            if translates && screenSized { return true }
        }
        return false
    }
}
