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
/// honours the system setting by default. A loop whose values reach only `opacity` (a pulse
/// that fades a label in and out) is the fade the rule recommends in place of movement, and is
/// left alone, and so is one whose values are locals of their component that nothing shows
/// (an `Animated.Value` in a `useRef` that only the loop's drivers name: nothing on screen
/// moves); a spinner that only turns is a progress indicator, and so is any loop in a file
/// or component named for a loading indicator (`Spinner.tsx` bouncing its dots, a `Loader`,
/// `LoadingColumns`), which
/// keeps moving for everyone like the system's activity indicator. So is a loop that runs only
/// while a state a timer always ends holds (`if (status === 'connecting')`, with each
/// `setStatus('connecting')` followed by a `setTimeout` that sets another status): a few
/// seconds of progress, like a spinner.
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
                ("src/Ticker.tsx", """
                import { Animated } from 'react-native';
                import Banner from './Banner';

                export function Ticker() {
                  const slide = useRef(new Animated.Value(0)).current;
                  useEffect(() => {
                    Animated.↓loop(Animated.timing(slide, { toValue: 1, duration: 4000, useNativeDriver: true })).start();
                  }, [slide]);
                  return <Banner slide={slide} />;
                }
                """),
                ("src/Banner.tsx", """
                import { Animated } from 'react-native';

                export default function Banner({ slide }) {
                  return <Animated.View style={{ opacity: slide, transform: [{ translateX: slide }] }} />;
                }
                """),
            ]),
            // The same local pulse, given to a view's scale.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Proposals.tsx", """
                import { useEffect, useRef } from 'react';
                import { Animated } from 'react-native';

                export function Proposals() {
                  const pulse = useRef(new Animated.Value(1));
                  useEffect(() => {
                    Animated.↓loop(Animated.timing(pulse.current, { toValue: 1.7, duration: 2000, useNativeDriver: true })).start();
                  }, []);
                  return <Animated.View style={{ transform: [{ scale: pulse.current }] }} />;
                }
                """),
            ]),
            // A pulse while a state holds that nothing but the network ends: it may run on.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Tunnel.tsx", """
                import { useEffect, useRef, useState } from 'react';
                import { Animated, Pressable } from 'react-native';

                export function Tunnel() {
                  const [phase, setPhase] = useState('idle');
                  const grow = useRef(new Animated.Value(1)).current;
                  useEffect(() => {
                    if (phase === 'joining') {
                      const pulse = Animated.↓loop(Animated.timing(grow, { toValue: 1.2, duration: 500, useNativeDriver: true }));
                      pulse.start();
                      return () => pulse.stop();
                    }
                  }, [phase]);
                  const join = () => {
                    setPhase('joining');
                    api.join().then(() => setPhase('joined'));
                  };
                  return <Pressable onPress={join}><Animated.View style={{ transform: [{ scale: grow }] }} /></Pressable>;
                }
                """),
            ]),
        ],
        nonTriggering: [
            // zeus: a pulse only while the status is 'connecting', which a timer ends after a few seconds.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Tunnel.tsx", """
                import { useEffect, useRef, useState } from 'react';
                import { Animated, Pressable } from 'react-native';

                export function Tunnel() {
                  const [phase, setPhase] = useState('idle');
                  const grow = useRef(new Animated.Value(1)).current;
                  useEffect(() => {
                    if (phase === 'joining') {
                      const pulse = Animated.loop(Animated.timing(grow, { toValue: 1.2, duration: 500, useNativeDriver: true }));
                      pulse.start();
                      return () => pulse.stop();
                    }
                  }, [phase]);
                  const join = () => {
                    setPhase('joining');
                    setTimeout(() => setPhase('joined'), 3000);
                  };
                  return <Pressable onPress={join}><Animated.View style={{ transform: [{ scale: grow }] }} /></Pressable>;
                }
                """),
            ]),
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
            // A step's refresh icon turning while the step is busy, beside a spacer of fixed width.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/StepTracker.tsx", """
                import { Animated, Easing, View } from 'react-native';

                export default function StepTracker({ busy, spin }) {
                  if (busy) Animated.loop(Animated.timing(spin, { toValue: 1, duration: 1000, easing: Easing.linear, useNativeDriver: true })).start();
                  const rotate = spin.interpolate({ inputRange: [0, 1], outputRange: ['0deg', '360deg'] });
                  return (
                    <View style={{ flexDirection: 'row' }}>
                      <View style={{ width: 24 }} />
                      {busy ? <Animated.View style={{ transform: [{ rotate }] }}><RefreshIcon /></Animated.View> : <ClockIcon />}
                    </View>
                  );
                }
                """),
            ]),
            // A loading indicator's dots, pulsing in place: a progress indicator, whatever it animates.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/Spinner/Spinner.tsx", """
                import { Animated } from 'react-native';

                const bounce = (value) => Animated.loop(Animated.sequence([
                  Animated.timing(value, { toValue: 1, duration: 400, useNativeDriver: true }),
                  Animated.timing(value, { toValue: 0, duration: 400, useNativeDriver: true }),
                ]));

                export const Dot = ({ jump }) => <Animated.View style={{ transform: [{ scale: jump.interpolate({ inputRange: [0, 1], outputRange: [0.8, 1] }) }] }} />;
                """),
            ]),
            // zeus: a Lottie in a component named for loading (LoadingColumns), shown while the wallet connects.
            CheckExample(files: [
                ReactNativeExample.package(["lottie-react-native"]),
                ("src/components/LoadingBars.tsx", """
                import Lottie from 'lottie-react-native';

                const bars = require('../assets/bars.json');

                export default function LoadingBars() {
                  return <Lottie source={bars} autoPlay style={{ width: 120, height: 120 }} />;
                }
                """),
            ]),
            // mascotas-rn: a component named just Loading, a looping Lottie shown while a request runs.
            CheckExample(files: [
                ReactNativeExample.package(["lottie-react-native"]),
                ("components/Loading.jsx", """
                import { View } from 'react-native';
                import LottieView from 'lottie-react-native';

                export default function Loading({ size }) {
                  return (
                    <View style={{ height: size, aspectRatio: 1 }}>
                      <LottieView style={{ flex: 1 }} source={require('../assets/wait.json')} autoPlay loop />
                    </View>
                  );
                }
                """),
            ]),
            // A label that only fades in and out while a sync runs: no sliding, zooming or spinning.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Syncing.tsx", """
                import { useEffect, useRef } from 'react';
                import { Animated } from 'react-native';

                export function Syncing({ label }) {
                  const glow = useRef(new Animated.Value(0.4)).current;
                  useEffect(() => {
                    const breathe = Animated.loop(Animated.sequence([
                      Animated.timing(glow, { toValue: 1, duration: 900, useNativeDriver: true }),
                      Animated.timing(glow, { toValue: 0.4, duration: 900, useNativeDriver: true }),
                    ]));
                    breathe.start();
                    return () => { breathe.stop(); glow.setValue(1); };
                  }, [glow]);
                  return <Animated.Text style={{ opacity: glow.interpolate({ inputRange: [0, 1], outputRange: [0.2, 1] }) }}>{label}</Animated.Text>;
                }
                """),
            ]),
            // A pulse whose value, a ref of the component, no view is given: nothing on screen moves.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Proposals.tsx", """
                import { useEffect, useRef } from 'react';
                import { Animated, Text } from 'react-native';

                export function Proposals({ unseen }) {
                  const pulse = useRef(new Animated.Value(1));
                  useEffect(() => {
                    if (!unseen) return;
                    const grow = Animated.loop(Animated.sequence([
                      Animated.timing(pulse.current, { toValue: 1.7, duration: 2000, useNativeDriver: true }),
                      Animated.timing(pulse.current, { toValue: 1, duration: 2000, useNativeDriver: true }),
                    ]));
                    grow.start();
                    return () => grow.reset();
                  }, [unseen]);
                  return <Text>Proposals</Text>;
                }
                """),
            ]),
            // A text cursor blinking: its value, kept in state, only fades.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Cursor.tsx", """
                import React from 'react';
                import { Animated } from 'react-native';

                export const BlinkingCursor = () => {
                  const [opacity] = React.useState(new Animated.Value(1));
                  React.useEffect(() => {
                    const blink = Animated.loop(Animated.sequence([
                      Animated.timing(opacity, { toValue: 0, duration: 500, useNativeDriver: true }),
                      Animated.timing(opacity, { toValue: 1, duration: 500, useNativeDriver: true }),
                    ]));
                    blink.start();
                    return () => blink.stop();
                  }, [opacity]);
                  return <Animated.View style={[{ width: 2, height: 24 }, { opacity: opacity }]} />;
                };
                """),
            ]),
            // A class component's value kept in its state and handed to the app's layout, which
            // shows it only as the opacity of a "fetching rates" label.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PosPane.tsx", """
                import React from 'react';
                import { Animated } from 'react-native';
                import Layout from './Layout';

                interface PosPaneState {
                  search: string;
                  fadeAnimation: any;
                }

                export default class PosPane extends React.Component<{}, PosPaneState> {
                  constructor(props) {
                    super(props);
                    this.state = { search: '', fadeAnimation: new Animated.Value(1) };
                    Animated.loop(Animated.sequence([
                      Animated.timing(this.state.fadeAnimation, { toValue: 0, duration: 500, useNativeDriver: true }),
                      Animated.timing(this.state.fadeAnimation, { toValue: 1, duration: 500, useNativeDriver: true }),
                    ])).start();
                  }

                  render() {
                    const { search, fadeAnimation } = this.state;
                    return <Layout title={search} fadeAnimation={fadeAnimation} />;
                  }
                }
                """),
                ("src/Layout.tsx", """
                import React from 'react';
                import { Animated, Text } from 'react-native';

                interface LayoutProps {
                  title: string;
                  fadeAnimation: any;
                }

                export default class Layout extends React.PureComponent<LayoutProps> {
                  render() {
                    const { title, fadeAnimation } = this.props;
                    return (
                      <Animated.View style={{ alignSelf: 'center', opacity: fadeAnimation }}>
                        <Text>{title}</Text>
                      </Animated.View>
                    );
                  }
                }
                """),
            ]),
            // A logo blinking while a payment is pending, its value a local of the component, in a
            // file whose class component reads a `state` of its own.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Header.tsx", """
                import React from 'react';
                import { Animated } from 'react-native';

                const PayAnimated = () => {
                  const state = React.useRef(new Animated.Value(1)).current;
                  React.useEffect(() => {
                    const anim = Animated.loop(Animated.sequence([
                      Animated.timing(state, { toValue: 0, duration: 500, delay: 1000, useNativeDriver: true }),
                      Animated.timing(state, { toValue: 1, duration: 500, useNativeDriver: true }),
                    ]));
                    anim.start();
                    return () => anim.stop();
                  }, []);
                  return <Animated.View style={{ alignSelf: 'center', opacity: state }}><PayLogo /></Animated.View>;
                };

                export default class Header extends React.Component {
                  state = { paying: false };
                  render() {
                    const { paying } = this.state;
                    return paying ? <PayAnimated /> : <PayLogo />;
                  }
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
            var loops: [TextPosition] = Self.onlyRotates(file) ? [] : js.calls.filter {
                $0.name == "loop" && $0.receiver.last == "Animated" && !Self.movesNothing($0, in: file, reactNative) && !Self.inLoadingIndicator($0.nameToken, file)
                    && !Self.runsWhileTimedState($0, in: js)
            }.map(\.position)
            if js.imports("lottie-react-native") {
                for element in js.elements where (element.name == "LottieView" || element.name == "Lottie") && !Self.inLoadingIndicator(element.openToken, file) {
                    guard let autoPlay = element.attribute("autoPlay"), autoPlay.isTrue(in: js) else { continue }
                    if let loop = element.attribute("loop"), !loop.isTrue(in: js) { continue }
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

    /// Whether the loop runs only under `if (status === 'connecting')` on a state that a timer
    /// always ends: every `setStatus('connecting')` shares its function with a `setTimeout` whose
    /// callback sets another value. The loop then shows progress for a few seconds, like a
    /// spinner, rather than moving on screen for as long as it is open.
    static func runsWhileTimedState(_ loop: JSCall, in js: JSFile) -> Bool {
        let source = js.source
        // The innermost `if (…) {` whose block holds the loop.
        var condition: Range<Int>?
        for index in stride(from: loop.nameToken - 1, through: 0, by: -1) where source.isWord("if", at: index) && source.kind(at: index + 1) == .leftParen {
            guard let close = source.partner(of: index + 1), source.kind(at: close + 1) == .leftBrace,
                  let end = source.partner(of: close + 1), end > loop.closeParen else { continue }
            condition = (index + 2)..<close
            break
        }
        guard let condition, condition.count == 3, source.kind(at: condition.lowerBound) == .identifier,
              ["===", "=="].contains(source.text(at: condition.lowerBound + 1)),
              let value = source.stringValue(at: condition.lowerBound + 2) else { return false }
        let state = source.text(at: condition.lowerBound)
        // `const [status, setStatus] = useState(…)`.
        guard let declaration = source.tokens.indices.first(where: {
            source.kind(at: $0) == .leftBracket && source.isWord(state, at: $0 + 1) && source.kind(at: $0 + 2) == .comma
                && source.kind(at: $0 + 3) == .identifier && source.kind(at: $0 + 4) == .rightBracket
        }) else { return false }
        let setter = source.text(at: declaration + 3)
        let sets = js.calls.filter { $0.name == setter && $0.receiver.isEmpty }
        let starts = sets.filter { call in call.arguments.first.map { $0.count == 1 && source.stringValue(at: $0.lowerBound) == value } ?? false }
        guard !starts.isEmpty else { return false }
        return starts.allSatisfy { start in
            guard let function = js.functions.filter({ $0.body.contains(start.nameToken) }).min(by: { $0.body.count < $1.body.count }) else { return false }
            return js.calls.contains { timer in
                timer.name == "setTimeout" && function.body.contains(timer.nameToken) && timer.nameToken > start.nameToken
                    && sets.contains { end in
                        timer.argumentTokens.contains(end.nameToken)
                            && end.arguments.first.map { $0.count == 1 && source.kind(at: $0.lowerBound) == .string && source.stringValue(at: $0.lowerBound) != value } == true
                    }
            }
        }
    }

    /// Whether the token is in a file, or a named component, called after a loading indicator:
    /// its name ends in `Spinner` or `Loader`, or in `Indicator` after `Loading`, `Activity` or
    /// `Progress`, or starts with `Loading` or is that word alone (`LoadingColumns`, `LoadingDots`,
    /// `Loading`: what shows while something loads).
    static func inLoadingIndicator(_ token: Int, _ file: ReactNativeFile) -> Bool {
        let owners = file.file.functions.filter { $0.name != nil && $0.body.contains(token) }.compactMap(\.name)
        return (owners + [file.baseName]).contains { name in
            let words = NameWords.split(name).map { $0.lowercased() }
            guard let last = words.last else { return false }
            if last == "spinner" || last == "loader" || words.first == "loading" { return true }
            return last == "indicator" && words.dropLast().contains { ["loading", "activity", "progress"].contains($0) }
        }
    }

    /// True when the file's animations turn and do nothing else: a string ending in `deg`
    /// (a rotation's output range) and no translation, scale or opacity it animates (a style
    /// key set to a literal, `{ width: 24 }`, is not animated).
    static func onlyRotates(_ file: ReactNativeFile) -> Bool {
        let source = file.file.source
        guard source.bytes.contains(utf8: "deg") else { return false }
        var turns = false
        for index in source.tokens.indices {
            switch source.tokens[index].kind {
            case .string:
                if source.stringValue(at: index)?.hasSuffix("deg") == true { turns = true }
            case .identifier:
                if movingProperties.contains(source.text(at: index)), !isLiteralStyleValue(at: index, in: source) { return false }
            default:
                continue
            }
        }
        return turns
    }

    /// `width: 24` or `opacity: 0.5` as an object's key and a literal value: a fixed style.
    static func isLiteralStyleValue(at index: Int, in source: JSSource) -> Bool {
        source.kind(at: index + 1) == .colon && [.number, .string].contains(source.kind(at: index + 2))
            && [.comma, .rightBrace].contains(source.kind(at: index + 3))
    }

    /// Calls that drive an animated value, whose first argument is the value.
    static let drivers: Set<String> = ["timing", "spring", "decay"]
    /// Methods on an animated value that control it without showing it anywhere.
    static let controlMethods: Set<String> = ["setValue", "stopAnimation", "resetAnimation", "setOffset", "flattenOffset", "extractOffset", "addListener", "removeListener", "removeAllListeners"]

    /// True when every value the loop drives is shown only as an `opacity` (directly or through
    /// `interpolate`): the loop fades and moves nothing. A value handed to a component of the
    /// app as a prop (`<Layout fadeAnimation={fadeAnimation}>`) is followed into the component's
    /// file, one step; any other use (a transform, a size, a component from a package) counts
    /// as movement. Also true when every value is a local of a function (declared there, not a
    /// parameter) that nothing but the loop's drivers and controls names: no view shows it.
    static func movesNothing(_ loop: JSCall, in file: ReactNativeFile, _ reactNative: ReactNativeModel) -> Bool {
        let js = file.file
        let source = js.source
        let drivenCalls = js.calls.filter { drivers.contains($0.name) && $0.openParen > loop.openParen && $0.closeParen < loop.closeParen }
        // Each value's name with the tokens where it is in scope.
        var values: [(name: String, scope: Range<Int>)] = []
        for call in drivenCalls {
            // `glow`, `this.glow`, `glow.current`: the value's own name.
            let words = (call.arguments.first ?? 0..<0).filter { source.tokens[$0].kind == .identifier && !source.isWord("current", at: $0) }
            guard let last = words.last else { return false }
            values.append((source.text(at: last), scope(ofValueAt: last, in: js)))
        }
        guard !values.isEmpty else { return false }
        // A scope narrower than the file is a function that declares the value itself.
        var fades = false
        let unshownLocals = values.allSatisfy { $0.scope != source.tokens.indices }
        for value in values {
            for index in value.scope where source.tokens[index].kind == .identifier && source.isWord(value.name, at: index) {
                switch use(ofValueAt: index, in: js) {
                case .control: continue
                case .opacity: fades = true
                case .other: return false
                case .prop(let element, let name):
                    guard let component = componentFile(of: js.elements[element], in: file, reactNative), propOnlyFades(name, in: component.file) else { return false }
                    fades = true
                }
            }
        }
        return fades || unshownLocals
    }

    /// The app's file a JSX element's component is imported from (`import Layout from '../POS/Layout'`).
    static func componentFile(of element: JSXElement, in file: ReactNativeFile, _ reactNative: ReactNativeModel) -> ReactNativeFile? {
        guard !element.name.contains("."),
              let module = file.file.imports.first(where: { $0.bindings.contains { $0.local == element.name } })?.module,
              let path = reactNative.resolveModule(module, from: file.path) else { return nil }
        return reactNative.file(at: path)
    }

    /// Whether a component's file shows a prop only as an `opacity` and uses it for nothing else
    /// (`const { fadeAnimation } = this.props` … `opacity: fadeAnimation`); a prop it hands on is not followed.
    static func propOnlyFades(_ name: String, in js: JSFile) -> Bool {
        var fades = false
        for index in js.source.tokens.indices where js.source.isWord(name, at: index) {
            switch use(ofValueAt: index, in: js) {
            case .control: continue
            case .opacity: fades = true
            case .other, .prop: return false
            }
        }
        return fades
    }

    /// The tokens where the value a driver names at `index` is in scope: the body of the nearest
    /// function around it that declares the name as a local (`const state = useRef(…).current`
    /// in a component, so another component's `this.state` is some other value), else the file.
    static func scope(ofValueAt index: Int, in js: JSFile) -> Range<Int> {
        let source = js.source
        guard source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot else { return js.source.tokens.indices }
        let name = source.text(at: index)
        let around = js.functions.filter { $0.body.contains(index) }.sorted { $0.body.count < $1.body.count }
        for function in around {
            let declares = function.body.contains { token in
                source.isWord(name, at: token)
                    && (["const", "let", "var"].contains { source.isWord($0, at: token - 1) } || isDestructuredDeclaration(at: token, in: source))
                    && !js.functions.contains { $0.body.count < function.body.count && $0.body.contains(token) }
            }
            if declares { return function.body }
        }
        return js.source.tokens.indices
    }

    /// A use of an animated value; `prop` is the whole value of an attribute of a JSX element
    /// (the element's index in the file, the attribute's name).
    enum ValueUse { case control, opacity, other, prop(element: Int, name: String) }

    /// How the code at a token uses an animated value; `glow`, `this.glow`, `this.state.glow`,
    /// `this.props.glow` and `glow.current` are the same value.
    static func use(ofValueAt index: Int, in js: JSFile) -> ValueUse {
        let source = js.source
        var start = index, end = index
        if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot {
            // `this.glow` is the value; `styles.glow` or `x.opacity` is some other property.
            if source.isWord("this", at: index - 2) {
                start = index - 2
            } else if source.isWord("state", at: index - 2) || source.isWord("props", at: index - 2), source.kind(at: index - 3) == .dot, source.isWord("this", at: index - 4) {
                start = index - 4
            } else {
                return .control
            }
        }
        if source.kind(at: index + 1) == .dot, source.isWord("current", at: index + 2) { end = index + 2 }
        let previous = source.kind(at: start - 1), next = source.kind(at: end + 1)
        // Declared or assigned (`const glow = …`), or an object's key (`opacity: 0.6`).
        if next == .assign || ["const", "let", "var"].contains(where: { source.isWord($0, at: start - 1) }) { return .control }
        // A parameter (`({ fadeAnimation }) => …`) declares the name too.
        if isDestructuredDeclaration(at: start, in: source) || js.functions.contains(where: { $0.parameters.contains(start) }) { return .control }
        // A member's type in an interface or class (`fadeAnimation: any;`) declares it too.
        if next == .colon, previous == .leftBrace || previous == .comma || previous == .semicolon { return .control }
        if next == .dot, source.kind(at: end + 2) == .identifier {
            let method = source.text(at: end + 2)
            if controlMethods.contains(method) { return .control }
            if method == "interpolate" { return isOpacityValue(at: start, in: js) ? .opacity : .other }
            return .other
        }
        if let call = js.calls.filter({ $0.openParen < index && index < $0.closeParen }).max(by: { $0.openParen < $1.openParen }) {
            // The value a driver animates, or a hook's dependency list (`[glow]`).
            if drivers.contains(call.name), call.arguments.first?.contains(index) == true { return .control }
            if call.name.hasPrefix("use"), previous == .leftBracket || previous == .comma, next == .rightBracket || next == .comma { return .control }
        }
        if isOpacityValue(at: start, in: js) { return .opacity }
        // `fadeAnimation={fadeAnimation}`: handed to a component whole.
        if previous == .leftBrace, next == .rightBrace, let (element, name) = attribute(holding: start..<(end + 1), in: js), !name.isEmpty {
            return .prop(element: element, name: name)
        }
        // The shorthand `{ opacity }`.
        if start == end, source.isWord("opacity", at: index), previous == .leftBrace || previous == .comma, next == .rightBrace || next == .comma { return .opacity }
        return .other
    }

    /// The first JSX attribute whose whole value is `expression`, with its element's index.
    /// Written as loops over matched values rather than closures over `attribute.expression`:
    /// the Swift 6.3.1 optimizer crashes (CopyPropagation) on that form in release builds.
    static func attribute(holding expression: Range<Int>, in js: JSFile) -> (element: Int, name: String)? {
        for (index, element) in js.elements.enumerated() {
            for attribute in element.attributes {
                if case .expression(let range) = attribute.value, range == expression { return (index, attribute.name) }
            }
        }
        return nil
    }

    /// A name declared by destructuring, as a value kept in state is:
    /// `const [glow] = useState(new Animated.Value(0))`, `let [a, glow] = …`,
    /// `const { search, fadeAnimation } = this.state`.
    static func isDestructuredDeclaration(at start: Int, in source: JSSource) -> Bool {
        var index = start - 1
        while source.kind(at: index) == .comma || source.kind(at: index) == .identifier { index -= 1 }
        return (source.kind(at: index) == .leftBracket || source.kind(at: index) == .leftBrace) && ["const", "let", "var"].contains { source.isWord($0, at: index - 1) }
    }

    /// `opacity: value` or `opacity: value.interpolate(…)`, the value starting at `start`.
    static func isOpacityValue(at start: Int, in js: JSFile) -> Bool {
        js.source.kind(at: start - 1) == .colon && js.source.isWord("opacity", at: start - 2)
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
}
