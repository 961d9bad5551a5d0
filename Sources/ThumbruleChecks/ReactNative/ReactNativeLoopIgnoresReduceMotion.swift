import ThumbruleCore
import ThumbruleFrontEnds

/// A looping animation in a file that never reads the reduce-motion setting: React Native's
/// `Animated.loop(…)`, and a Lottie animation (`<LottieView>`, `<Lottie>`) that plays by itself
/// (`autoPlay`) and loops (lottie-react-native loops unless `loop={false}`). Neither follows
/// iOS Reduce Motion or Android's remove-animations setting on its own, and endless movement is
/// what makes people with vestibular disorders dizzy.
///
/// A file counts as reading the setting when it mentions it (`isReduceMotionEnabled`,
/// `reduceMotionChanged`, Reanimated's `useReducedMotion`, a `reduceMotion` prop passed down).
/// Medium confidence when nothing in the app reads it; a note when something else does, since
/// a shared helper may gate this loop. Reanimated's `withRepeat` is left alone: Reanimated 3
/// honours the system setting by default.
struct ReactNativeLoopIgnoresReduceMotion: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.rn-loop-ignores-setting",
        ruleId: "motion-reduced",
        summary: "A React Native looping animation in a file that never reads Reduce Motion",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["lottie-react-native"]),
                ("src/Pulse.tsx", """
                import { Animated } from 'react-native';
                import LottieView from 'lottie-react-native';

                export function Pulse({ scale }) {
                  useEffect(() => {
                    Animated.↓loop(Animated.timing(scale, { toValue: 1.2, duration: 600, useNativeDriver: true })).start();
                  }, []);
                  return ↓<LottieView source={require('./confetti.json')} autoPlay style={{ flex: 1 }} />;
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["lottie-react-native"]),
                ("src/Pulse.tsx", """
                import { AccessibilityInfo, Animated } from 'react-native';
                import LottieView from 'lottie-react-native';

                export function Pulse({ scale }) {
                  useEffect(() => {
                    AccessibilityInfo.isReduceMotionEnabled().then((reduced) => {
                      if (!reduced) Animated.loop(Animated.timing(scale, { toValue: 1.2, useNativeDriver: true })).start();
                    });
                  }, []);
                  return <LottieView source={confetti} autoPlay />;
                }
                """),
                ("src/Done.tsx", """
                import LottieView from 'lottie-react-native';

                export const Done = () => <LottieView source={check} autoPlay loop={false} />;
                export const Idle = () => <LottieView source={check} />;
                """),
            ]),
            // A loading spinner: it only turns, like the system's activity indicator.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Spinner.js", """
                import { Animated, Easing } from 'react-native';

                export default function Spinner({ rotation }) {
                  Animated.loop(Animated.timing(rotation, { toValue: 1, duration: 1000, easing: Easing.linear, useNativeDriver: true })).start();
                  const rotate = rotation.interpolate({ inputRange: [0, 1], outputRange: ['0deg', '360deg'] });
                  return <Animated.Image source={spinner} style={{ transform: [{ rotate }] }} />;
                }
                """),
            ]),
        ]
    )

    /// Words whose presence, in any case, shows code reading the setting.
    static let settingWords = ["reducemotion", "reducedmotion"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let shipping = reactNative.files.filter { $0.scope == .app }
        let reading = Set(shipping.filter(Self.readsSetting).map(\.path))
        for file in shipping where !reading.contains(file.path) {
            let js = file.file
            // A spinner (a loop that only turns, `'360deg'`) is a progress indicator, which keeps turning for everyone.
            var loops: [TextPosition] = Self.onlyRotates(file) ? [] : js.calls.filter { $0.name == "loop" && $0.receiver.last == "Animated" }.map(\.position)
            if js.imports("lottie-react-native") {
                for element in js.elements where element.name == "LottieView" || element.name == "Lottie" {
                    guard let autoPlay = element.attribute("autoPlay"), Self.isTrue(autoPlay, in: js) else { continue }
                    if let loop = element.attribute("loop"), !Self.isTrue(loop, in: js) { continue }
                    loops.append(element.position)
                }
            }
            for position in loops.sorted() {
                output.report(
                    "This animation loops and nothing in this file reads the reduce-motion setting, so it keeps moving for people who turned motion off because it makes them dizzy. Read AccessibilityInfo.isReduceMotionEnabled() (and its reduceMotionChanged event) and show a still frame or a fade instead.",
                    at: file.position(position), confidence: reading.isEmpty ? .medium : .low)
            }
        }
    }

    /// True when the file's animations turn and do nothing else: a string ending in `deg`
    /// (a rotation's output range) and no translation, scale or opacity it animates.
    static func onlyRotates(_ file: ReactNativeFile) -> Bool {
        let source = file.file.source
        guard source.bytes.contains(utf8: "deg") else { return false }
        var turns = false
        for index in source.tokens.indices {
            switch source.tokens[index].kind {
            case .string:
                if source.stringValue(at: index)?.hasSuffix("deg") == true { turns = true }
            case .identifier:
                if movingProperties.contains(source.text(at: index)) { return false }
            default:
                continue
            }
        }
        return turns
    }

    /// Style properties whose animation moves, grows or fades a view.
    static let movingProperties: Set<String> = ["translateX", "translateY", "scale", "scaleX", "scaleY", "opacity", "left", "top", "width", "height"]

    static func readsSetting(_ file: ReactNativeFile) -> Bool {
        let source = file.file.source
        // `ReduceMotion`, `reduceMotion`, `useReducedMotion`: a cheap test before reading tokens.
        guard source.bytes.contains(utf8: "educeMotion") || source.bytes.contains(utf8: "educedMotion") else { return false }
        return source.tokens.indices.contains { index in
            source.tokens[index].kind == .identifier && settingWords.contains { source.text(at: index).lowercased().contains($0) }
        }
    }

    /// A boolean prop that is on: written bare, or `{true}`.
    static func isTrue(_ attribute: JSXAttribute, in file: JSFile) -> Bool {
        switch attribute.value {
        case .none: return true
        case .expression(let range): return file.value(of: range) == .bool(true)
        case .string: return false
        }
    }
}
