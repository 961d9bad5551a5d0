import ThumbruleCore
import ThumbruleFrontEnds

/// A touchable whose size is fixed and small: its `style` (inline, from `StyleSheet.create` in
/// the same file, from a sheet a function of the file builds, or an array of these) or, in an app
/// that uses NativeWind, its `className` (`w-8 h-8`, `size-9`) sets `width` and `height` to literals, and with its
/// `hitSlop` one side is still under 44 points. iOS asks for 44×44pt and Android for 48×48dp;
/// a smaller target is missed and mis-tapped, most by people with tremors or large fingers.
///
/// A touchable that takes no press at all (no handler, role or spread on it or inside it, and no
/// `asChild` parent handing it one: `ReactNativeCode.isInert`) is no target, and is left alone.
///
/// Silent whenever the size is not pinned down in the file: a style from a prop, another file
/// or a function (`style={({ pressed }) => …}`), a `flex` or `flexGrow` that may grow it, a
/// `minWidth`/`minHeight` that is not a literal, or a `hitSlop` the file does not resolve. Known
/// false negative: the 44–47 band is reported for neither platform, so a 44pt target is not
/// called small on Android.
///
/// A touchable that takes the press, sets no size, padding or hitSlop (its style only places it:
/// margins, an absolute position) and holds nothing but one icon sized by literal props under 44
/// points on both sides (`<Scan width={30} height={30} />`, `<Icon size={24} />`) shrinks to
/// the icon along at least one axis, and is reported too. NativeWind padding classes on it
/// (`p-1`, `px-2`) are added to the icon's size, and it is reported only if still under 44; a
/// padding in its style still keeps it silent.
struct ReactNativeSmallTouchable: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "touch-floor.rn-small-touchable",
        ruleId: "touch-floor",
        summary: "A React Native touchable sized under 44 points, hitSlop included",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Chip.tsx", """
                import { Pressable, StyleSheet, TouchableOpacity } from 'react-native';

                export const Chip = ({ onRemove, onInfo }) => (
                  <>
                    ↓<Pressable onPress={onRemove} style={styles.remove} hitSlop={4}>
                      <Icon name="x" />
                    </Pressable>
                    ↓<TouchableOpacity onPress={onInfo} style={[styles.info, { height: 20 }]}>
                      <Icon name="info" />
                    </TouchableOpacity>
                  </>
                );

                const styles = StyleSheet.create({
                  remove: { width: 24, height: 24, borderRadius: 12 },
                  info: { width: 30, height: 30 },
                });
                """),
            ]),
            // A link hands its press to the touchable it wraps: a working target, however bare.
            CheckExample(files: [
                ReactNativeExample.package(["expo-router"]),
                ("src/SettingsLink.tsx", """
                import { Link } from 'expo-router';
                import { Pressable } from 'react-native';

                export const SettingsLink = () => (
                  <Link href="/settings" asChild>
                    ↓<Pressable style={{ width: 28, height: 28 }}>
                      <Icon name="gear" />
                    </Pressable>
                  </Link>
                );
                """),
            ]),
            // A sheet built by a function of the state: the size is literal whatever the state.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/RegionButton.tsx", """
                import { StyleSheet, TouchableOpacity } from 'react-native';

                const styles = (active: boolean) =>
                  StyleSheet.create({
                    round: { width: 40, height: 40, borderRadius: 20, backgroundColor: active ? 'teal' : 'transparent' },
                  });

                export const RegionButton = ({ active, onPress }) => (
                  ↓<TouchableOpacity onPress={onPress} style={styles(active).round} accessibilityLabel="Regions">
                    <Globe />
                  </TouchableOpacity>
                );
                """),
            ]),
            // NativeWind classes size a touchable as a style does: 32×32 points at a rem of 16.
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/CloseButton.tsx", """
                import { Pressable } from 'react-native';

                export const CloseButton = ({ onClose }) => (
                  ↓<Pressable onPress={onClose} className="w-8 h-8 items-center justify-center" accessibilityLabel="Close">
                    <XIcon />
                  </Pressable>
                );
                """),
            ]),
            // wick-rn's modal close button: a NativeWind padding class around a 24pt icon still
            // leaves the target under 44 points (the message gives the padded size).
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/CloseButton.tsx", """
                import { TouchableOpacity } from 'react-native';

                export const CloseButton = ({ onClose }) => (
                  ↓<TouchableOpacity className="p-1" onPress={onClose}>
                    <Icon name="close" size={24} color="#666" />
                  </TouchableOpacity>
                );
                """),
            ]),
            // A small icon button inside a card that does something else: a miss opens the card instead.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/OrderCard.tsx", """
                import { Text, TouchableOpacity } from 'react-native';

                export const OrderCard = ({ order, navigation, onRemove }) => (
                  <TouchableOpacity onPress={() => navigation.navigate('Order', { id: order.id })}>
                    <Text>{order.title}</Text>
                    ↓<TouchableOpacity onPress={() => onRemove(order.id)}>
                      <Icon name="close" size={20} />
                    </TouchableOpacity>
                  </TouchableOpacity>
                );
                """),
            ]),
            // A tab layout shows every route beside it as a tab, linked or not (forkfit-rn's profile tab).
            CheckExample(files: [
                ("package.json", #"{ "name": "meals", "main": "expo-router/entry", "dependencies": { "expo": "52.0.0", "expo-router": "4.0.0", "react-native": "0.76.0" } }"#),
                ("app/(tabs)/_layout.tsx", """
                import { Tabs } from 'expo-router';
                export default function TabLayout() {
                  return <Tabs><Tabs.Screen name="index" /><Tabs.Screen name="profile" /></Tabs>;
                }
                """),
                ("app/(tabs)/index.tsx", """
                import { Text } from 'react-native';
                export default function Home() { return <Text>Today</Text>; }
                """),
                ("app/(tabs)/profile.tsx", """
                import { Pressable, Text } from 'react-native';
                export default function Profile({ onEdit }) {
                  return ↓<Pressable onPress={onEdit} style={{ width: 24, height: 24 }}><Text>Edit</Text></Pressable>;
                }
                """),
            ]),
            // zeus's header and send-screen buttons, budget-rn's header icons: a bare touchable
            // around one small icon shrinks to the icon.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/ScanBar.tsx", """
                import { StyleSheet, TouchableOpacity } from 'react-native';

                export const ScanBar = ({ onScan, onBack, onClear, fiat }) => (
                  <>
                    ↓<TouchableOpacity onPress={onBack} accessibilityLabel="Back">
                      <ArrowLeft fill="black" width="30" height="30" style={{ alignSelf: 'center' }} />
                    </TouchableOpacity>
                    ↓<TouchableOpacity onPress={onScan} style={styles.scan}>
                      <ScanIcon width={30} height={30} />
                    </TouchableOpacity>
                    ↓<TouchableOpacity onPress={onClear} style={{ position: 'absolute', right: 8, top: 8 }}>
                      <Icon name="close-circle" size={18} color="gray" />
                    </TouchableOpacity>
                    ↓<TouchableOpacity onPress={onScan} style={{ marginLeft: 15 }}>
                      {fiat ? (
                        <FiatIcon width="35" height="35" />
                      ) : (
                        <CoinIcon width="35" height="35" />
                      )}
                    </TouchableOpacity>
                  </>
                );

                const styles = StyleSheet.create({ scan: { marginRight: 15 } });
                """),
            ]),
            // The same help button once a caller passes its handler.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/AuthFrame.tsx", """
                import { ReactNode } from 'react';
                import { StyleSheet, Text, TouchableOpacity, View } from 'react-native';

                type Props = { children: ReactNode; showHeader?: boolean; onHelpPress?: () => void };

                export function AuthFrame({ children, showHeader = true, onHelpPress }: Props) {
                  return (
                    <View>
                      {showHeader && (
                        ↓<TouchableOpacity style={styles.help} onPress={onHelpPress}>
                          <Text>?</Text>
                        </TouchableOpacity>
                      )}
                      {children}
                    </View>
                  );
                }
                const styles = StyleSheet.create({ help: { width: 40, height: 40 } });
                """),
                ("src/Login.tsx", """
                import { Text } from 'react-native';
                import { AuthFrame } from './AuthFrame';
                export const Login = () => <AuthFrame onHelpPress={() => {}}><Text>Sign in</Text></AuthFrame>;
                """),
            ]),
        ],
        nonTriggering: [
            // kapota-rn's auth frame: the help button's handler is an optional prop that neither
            // caller passes, so it has none: an inert control, no target to miss.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/AuthFrame.tsx", """
                import { ReactNode } from 'react';
                import { StyleSheet, Text, TouchableOpacity, View } from 'react-native';

                type Props = { children: ReactNode; showHeader?: boolean; onHelpPress?: () => void };

                export function AuthFrame({ children, showHeader = true, onHelpPress }: Props) {
                  return (
                    <View>
                      {showHeader && (
                        <TouchableOpacity style={styles.help} onPress={onHelpPress}>
                          <Text>?</Text>
                        </TouchableOpacity>
                      )}
                      {children}
                    </View>
                  );
                }
                const styles = StyleSheet.create({ help: { width: 40, height: 40 } });
                """),
                ("src/Login.tsx", """
                import { Text } from 'react-native';
                import { AuthFrame } from './AuthFrame';
                export const Login = () => <AuthFrame><Text>Sign in</Text></AuthFrame>;
                """),
            ]),
            // A placeholder touchable with no handler at all does nothing when tapped: it is no
            // target to miss (its missing action is another defect). One a link hands its press to is.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PlaceCard.tsx", """
                import { StyleSheet, Text, TouchableOpacity, View } from 'react-native';

                export const PlaceCard = ({ name }) => (
                  <View>
                    <Text>{name}</Text>
                    <TouchableOpacity style={styles.bookmark}>
                      <Icon name="bookmark" size={18} />
                    </TouchableOpacity>
                  </View>
                );
                const styles = StyleSheet.create({ bookmark: { width: 30, height: 30 } });
                """),
            ]),
            // weaup-rn's setup/start: an expo-router route that no link, push or redirect names is
            // never shown, nor is the confirmation screen only it pushes.
            CheckExample(files: [
                ("package.json", #"{ "name": "posture", "main": "expo-router/entry", "dependencies": { "expo": "52.0.0", "expo-router": "4.0.0", "react-native": "0.76.0" } }"#),
                ("app/_layout.tsx", """
                import { Stack } from 'expo-router';
                export default function Layout() { return <Stack />; }
                """),
                ("app/index.tsx", """
                import { Text } from 'react-native';
                import { router } from 'expo-router';
                export default function Home() { return <Text onPress={() => router.push('/onboarding')}>Home</Text>; }
                """),
                ("app/onboarding.tsx", """
                import { Text } from 'react-native';
                export default function Onboarding() { return <Text>Welcome</Text>; }
                """),
                ("app/setup/start.tsx", """
                import { Pressable, Text } from 'react-native';
                import { router } from 'expo-router';
                export default function Start() {
                  return <Pressable onPress={() => router.push('/setup/confirm')} style={{ width: 20, height: 20 }}><Text>Go</Text></Pressable>;
                }
                """),
                ("app/setup/confirm.tsx", """
                import { Pressable, Text } from 'react-native';
                export default function Confirm({ onBack }) {
                  return <Pressable onPress={onBack} style={{ width: 40, height: 40 }}><Text>Back</Text></Pressable>;
                }
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Chip.tsx", """
                import { Pressable, StyleSheet } from 'react-native';

                const SLOP = { top: 10, bottom: 10, left: 10, right: 10 };

                export const Chip = ({ onRemove, style, size }) => (
                  <>
                    <Pressable onPress={onRemove} style={styles.remove} hitSlop={SLOP}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={styles.remove} hitSlop={slopFor(size)}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={style}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={[styles.remove, style]}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={({ pressed }) => [styles.remove, pressed && styles.pressed]}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={styles.row}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={{ width: 24, height: size }}><Icon name="x" /></Pressable>
                    <Pressable onPress={onRemove} style={styles.grows}><Icon name="x" /></Pressable>
                  </>
                );

                const styles = StyleSheet.create({
                  remove: { width: 24, height: 24 },
                  row: { width: 200, height: 48 },
                  grows: { width: 24, height: 24, flex: 1 },
                });
                """),
            ]),
            // Near misses of zeus's bare icon buttons: padding, hitSlop or a size on the touchable, a
            // margin on the icon, an icon of 44 or more on one side, or other content beside the icon.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/ScanBar.tsx", """
                import { StyleSheet, TouchableOpacity } from 'react-native';

                export const ScanBar = ({ onScan, cond, size }) => (
                  <>
                    <TouchableOpacity onPress={onScan} style={styles.padded}><ScanIcon width={30} height={30} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan} hitSlop={10}><ScanIcon width={30} height={30} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan} style={{ minHeight: 48, minWidth: 48 }}><ScanIcon width={30} height={30} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}><ScanIcon width={30} height={30} style={{ margin: 10 }} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}><Logo width={200} height={30} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}><ScanIcon width={size} height={size} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}><Icon name="scan" size={24} raised /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}><ScanIcon width={30} height={30} /><Text>Scan</Text></TouchableOpacity>
                    <TouchableOpacity onPress={onScan}>{cond ? <ScanIcon width={30} height={30} /> : <Text>Stop</Text>}</TouchableOpacity>
                    <TouchableOpacity onPress={onScan}>{cond && <ScanIcon width={30} height={30} />}<StopIcon width={30} height={30} /></TouchableOpacity>
                    <TouchableOpacity onPress={onScan} style={styles.grows}><ScanIcon width={30} height={30} /></TouchableOpacity>
                    <TouchableOpacity style={{ marginRight: 10 }}><Icon name="settings" size={30} onPress={onScan} /></TouchableOpacity>
                  </>
                );

                const styles = StyleSheet.create({ padded: { padding: 10 }, grows: { flex: 1, marginLeft: 4 } });
                """),
            ]),
            // The size comes from the function's argument.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/RegionButton.tsx", """
                import { StyleSheet, TouchableOpacity } from 'react-native';

                const styles = (size: number) => StyleSheet.create({ round: { width: size, height: size } });

                export const RegionButton = ({ onPress }) => (
                  <TouchableOpacity onPress={onPress} style={styles(24).round} accessibilityLabel="Regions"><Globe /></TouchableOpacity>
                );
                """),
            ]),
            // NativeWind classes that reach the floor, or that a variant or a built class list may change;
            // padding classes that bring an icon button to the floor (near misses of wick-rn's close button).
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/CloseButton.tsx", """
                import { Pressable, TouchableOpacity } from 'react-native';

                export const CloseButton = ({ onClose, classes }) => (
                  <>
                    <Pressable onPress={onClose} className="size-12" accessibilityLabel="Close"><XIcon /></Pressable>
                    <Pressable onPress={onClose} className="w-8 h-8 md:h-12" accessibilityLabel="Close"><XIcon /></Pressable>
                    <Pressable onPress={onClose} className={classes} style={{ width: 24, height: 24 }} accessibilityLabel="Close"><XIcon /></Pressable>
                    <TouchableOpacity className="p-3" onPress={onClose}><Icon name="close" size={24} /></TouchableOpacity>
                    <TouchableOpacity className="p-1 md:p-4" onPress={onClose}><Icon name="close" size={24} /></TouchableOpacity>
                  </>
                );
                """),
            ]),
            // A small icon inside a card that does what the card does (labour-rn's select icon on a
            // service card): a miss lands on the card and opens the same screen, so the card is the target.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/ServiceCard.tsx", """
                import { Text, TouchableOpacity } from 'react-native';

                export const ServiceCard = ({ item, navigation, open }) => (
                  <>
                    <TouchableOpacity onPress={() => { if (item.id) navigation.navigate('Service', { id: item.id, mine: true }); }}>
                      <Text>{item.title}</Text>
                      <TouchableOpacity onPress={() => navigation.navigate('Service', { id: item.id, mine: true })}>
                        <Icon name="right" size={20} />
                      </TouchableOpacity>
                    </TouchableOpacity>
                    <TouchableOpacity onPress={open}>
                      <Text>{item.title}</Text>
                      <TouchableOpacity onPress={open} style={{ width: 24, height: 24 }}><Icon name="open" /></TouchableOpacity>
                    </TouchableOpacity>
                  </>
                );
                """),
            ]),
            // Without NativeWind a native element's className styles nothing.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/CloseButton.tsx", """
                import { Pressable } from 'react-native';

                export const CloseButton = ({ onClose }) => (
                  <Pressable onPress={onClose} className="w-8 h-8" accessibilityLabel="Close"><XIcon /></Pressable>
                );
                """),
            ]),
        ]
    )

    /// The smallest side, in points, that both platforms' guidelines accept from below.
    static let floor = 44.0

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let readsClasses = reactNative.nativeWind != nil
        for file in reactNative.files where file.scope == .app
            && (file.file.source.bytes.contains(utf8: "width") || file.file.source.bytes.contains(utf8: "size") || readsClasses && file.file.source.bytes.contains(utf8: "className")) {
            let js = file.file
            let styles = reactNative.styles(of: js)
            for (index, element) in js.elements.enumerated() where ReactNativeCode.isTouchable(element) && !element.hasSpread {
                guard !Self.doesWhatEnclosingTouchableDoes(index, in: js), !ReactNativeCode.isInert(element, in: file),
                      let numbers = styles.numbers(of: element),
                      numbers["flex"] == nil, numbers["flexGrow"] == nil, numbers["flexBasis"] == nil,
                      let width = Self.side(numbers, "width", minimum: "minWidth"),
                      let height = Self.side(numbers, "height", minimum: "minHeight"),
                      let slop = Self.hitSlop(element, in: js) else { continue }
                let reachWidth = width + slop.left + slop.right
                let reachHeight = height + slop.top + slop.bottom
                guard min(reachWidth, reachHeight) < Self.floor else { continue }
                let size = "\(Self.format(reachWidth))×\(Self.format(reachHeight))"
                output.report(
                    "This \(element.name) is \(size) points\(slop.isZero ? "" : " with its hitSlop"), under the 44×44pt (iOS) and 48×48dp (Android) minimum, so it is easy to miss or mis-tap. Grow its width and height, or add hitSlop, to reach at least 44 points a side (48dp on Android).",
                    at: file.position(element.position))
            }
            for (index, element) in js.elements.enumerated() where ReactNativeCode.isTouchable(element) && !element.hasSpread {
                guard let (icon, target) = Self.iconOnlySize(index, in: js, styles), !Self.doesWhatEnclosingTouchableDoes(index, in: js) else { continue }
                let iconSize = "\(Self.format(icon.0))×\(Self.format(icon.1))"
                let targetSize = "\(Self.format(target.0))×\(Self.format(target.1))"
                let message = icon == target
                    ? "This \(element.name) holds only a \(iconSize) icon and sets no size, padding or hitSlop of its own, so it shrinks to the icon and its target is about \(targetSize) points, under the 44×44pt (iOS) and 48×48dp (Android) minimum. Give it padding, a minimum size or hitSlop to reach at least 44 points a side (48dp on Android)."
                    : "This \(element.name) holds only a \(iconSize) icon and sets no size or hitSlop of its own, only padding, so its target is about \(targetSize) points, under the 44×44pt (iOS) and 48×48dp (Android) minimum. Give it more padding, a minimum size or hitSlop to reach at least 44 points a side (48dp on Android)."
                output.report(message, at: file.position(element.position))
            }
        }
    }

    /// Whether the touchable sits inside a larger touchable whose press does what its own does:
    /// its `onPress` is the outer one's handler (`onPress={open}` in both), or its one action
    /// (`() => router.push({ pathname: '/service/[id]', params })`) is written out inside the
    /// outer's handler. A tap that misses the small target lands on the card around it and does
    /// the same, so the target is the card (labour-rn's select icon on a service card).
    static func doesWhatEnclosingTouchableDoes(_ index: Int, in js: JSFile) -> Bool {
        let source = js.source
        guard let inner = js.elements[index].attribute("onPress")?.expression else { return false }
        var parent = js.elements[index].parent
        while let candidate = parent, !ReactNativeCode.isTouchable(js.elements[candidate]) { parent = js.elements[candidate].parent }
        guard let outerIndex = parent, let outer = js.elements[outerIndex].attribute("onPress")?.expression else { return false }
        func words(_ range: Range<Int>) -> [String] { range.map { source.text(at: $0) } }
        let outerWords = words(outer)
        if words(inner) == outerWords { return true }
        // The inner handler's action: the body of `() => action` or `() => { action; }`.
        var action = inner
        guard source.kind(at: action.lowerBound) == .leftParen, source.kind(at: action.lowerBound + 1) == .rightParen,
              source.kind(at: action.lowerBound + 2) == .arrow else { return false }
        action = (action.lowerBound + 3)..<action.upperBound
        if source.kind(at: action.lowerBound) == .leftBrace, source.partner(of: action.lowerBound) == action.upperBound - 1 {
            action = (action.lowerBound + 1)..<(action.upperBound - 1)
            if action.count > 0, source.kind(at: action.upperBound - 1) == .semicolon { action = action.lowerBound..<(action.upperBound - 1) }
        }
        // One call, written out in full: a bare name could mean anything in the outer handler.
        guard action.count >= 4, source.kind(at: action.upperBound - 1) == .rightParen,
              let open = action.first(where: { source.kind(at: $0) == .leftParen }), source.partner(of: open) == action.upperBound - 1
        else { return false }
        let actionWords = words(action)
        guard outerWords.count >= actionWords.count else { return false }
        return (0...(outerWords.count - actionWords.count)).contains { start in
            outerWords[start..<(start + actionWords.count)].elementsEqual(actionWords)
        }
    }

    /// Style keys that leave a touchable's own size to its content: margins outside it, an
    /// absolute position and its offsets, and looks.
    static let sizeNeutralStyleKeys: Set<String> = [
        "margin", "marginTop", "marginBottom", "marginLeft", "marginRight", "marginHorizontal", "marginVertical",
        "marginStart", "marginEnd", "position", "top", "bottom", "left", "right", "start", "end", "zIndex",
        "opacity", "borderRadius", "backgroundColor", "alignSelf",
    ]

    /// Attributes of an icon element that may draw more than its `size` or `width`×`height`.
    static let iconGrowingAttributes: Set<String> = ["containerStyle", "iconStyle", "raised", "reverse", "className"]

    /// Style keys that leave an icon's size as its props set it.
    static let iconNeutralStyleKeys: Set<String> = ["alignSelf", "opacity", "backgroundColor", "borderRadius", "color", "tintColor"]

    /// The size of a touchable that holds nothing but one self-closing icon element sized by literal
    /// `width` and `height` (an SVG component) or `size` (a vector icon), when the touchable's own
    /// style only places it (margins, an absolute position) and it has no `hitSlop`: it shrinks to
    /// the icon along at least one axis. Nil when either side of the icon reaches 44 points, or
    /// anything else may size it: a margin or padding on the icon, a container style, other
    /// content (zeus's header back button and QR and NFC buttons, 30×30 SVGs in a bare
    /// TouchableOpacity; budget-rn's header and row icons, 24–34pt vector icons).
    static func iconOnlySize(_ index: Int, in js: JSFile, _ styles: JSStyles) -> (icon: (Double, Double), target: (Double, Double))? {
        let element = js.elements[index]
        // The touchable takes the press itself: around an icon that takes its own `onPress`
        // (react-native-elements' `Icon`), the touchable is only a wrapper.
        guard element.attributes.contains(where: { ["onPress", "onPressIn", "onLongPress"].contains($0.name) }),
              element.attribute("hitSlop") == nil, (1...2).contains(element.children.count),
              let numbers = styles.numbers(of: element), Set(numbers.keys).isSubset(of: sizeNeutralStyleKeys.union(paddingKeys)),
              let padding = Self.padding(numbers) else { return nil }
        // Only NativeWind's padding classes are added up: padding from a style stays a reason for
        // silence, as before (the style may be shared and the layout around it unseen).
        if let style = element.attribute("style")?.expression,
           styles.numbers(of: style).map({ !Set($0.keys).isDisjoint(with: paddingKeys) }) != false { return nil }
        let icons = element.children.map { js.elements[$0] }
        if icons.count == 1 {
            guard element.content == icons[0].openToken..<(icons[0].tagEnd + 1) else { return nil }
        } else {
            // `{on ? <FlashOn … /> : <FlashOff … />}`: one of two icons is shown (zeus's unit toggle).
            func between(_ from: Int, _ to: Int) -> String {
                from < to ? js.text(of: from..<to).filter { !$0.isWhitespace } : ""
            }
            let head = between(element.content.lowerBound, icons[0].openToken)
            let middle = between(icons[0].tagEnd + 1, icons[1].openToken)
            let tail = between(icons[1].tagEnd + 1, element.content.upperBound)
            guard head.hasPrefix("{"), head.hasSuffix("?") || head.hasSuffix("?("), !head.contains("<"), !head.contains(":"),
                  middle == ":" || middle == "):" || middle == ":(" || middle == "):(",
                  tail == "}" || tail == ")}" else { return nil }
        }
        var size = (0.0, 0.0)
        for icon in icons {
            guard icon.parent == index, let side = Self.iconSize(icon, in: js, styles) else { return nil }
            size = (max(size.0, side.0), max(size.1, side.1))
        }
        // Both sides under the floor: the parent may stretch the touchable along one axis
        // (`alignItems: 'stretch'`), never along both, so whichever it keeps is small.
        guard max(size.0, size.1) < floor else { return nil }
        let target = (size.0 + padding.left + padding.right, size.1 + padding.top + padding.bottom)
        guard min(target.0, target.1) < floor else { return nil }
        return (size, target)
    }

    /// Padding keys of a style, as NativeWind's `p-2`, `px-3`, … classes set them.
    static let paddingKeys: Set<String> = [
        "padding", "paddingHorizontal", "paddingVertical", "paddingTop", "paddingBottom", "paddingLeft", "paddingRight", "paddingStart", "paddingEnd",
    ]

    /// The padding on each side when every padding key is a literal (the most specific key
    /// winning, as in React Native); zero without any; nil when one is not a literal.
    static func padding(_ numbers: [String: JSStyles.Number]) -> Slop? {
        var values: [String: Double] = [:]
        for key in paddingKeys {
            switch numbers[key] {
            case nil: continue
            case .literal(let value)?: values[key] = value
            case .unknown?: return nil
            }
        }
        let all = values["padding"] ?? 0
        let horizontal = values["paddingHorizontal"] ?? all, vertical = values["paddingVertical"] ?? all
        return Slop(top: values["paddingTop"] ?? vertical, bottom: values["paddingBottom"] ?? vertical,
                    left: values["paddingLeft"] ?? values["paddingStart"] ?? horizontal,
                    right: values["paddingRight"] ?? values["paddingEnd"] ?? horizontal)
    }

    /// The size a self-closing icon element's literal props give it: `width` and `height` (an
    /// SVG component) or `size` (a vector icon). Nil for anything else, or when it may grow.
    static func iconSize(_ icon: JSXElement, in js: JSFile, _ styles: JSStyles) -> (Double, Double)? {
        guard icon.content.isEmpty, !icon.hasSpread,
              !ReactNativeCode.isTouchable(icon), !["Text", "TextInput", "View", "Image"].contains(String(icon.simpleName)),
              icon.attributes.allSatisfy({ !iconGrowingAttributes.contains($0.name) }),
              icon.attribute("style") == nil || styles.numbers(of: icon).map({ Set($0.keys).isSubset(of: iconNeutralStyleKeys) }) == true else { return nil }
        func literal(_ name: String) -> Double? {
            guard let attribute = icon.attribute(name) else { return nil }
            switch attribute.value {
            case .string(let text): return Double(text)
            case .expression(let range):
                if case .number(let value) = js.value(of: range) { return value }
                return nil
            case .none: return nil
            }
        }
        let size: (Double, Double)
        if let width = literal("width"), let height = literal("height"), icon.attribute("size") == nil {
            size = (width, height)
        } else if let side = literal("size"), icon.attribute("width") == nil, icon.attribute("height") == nil {
            size = (side, side)
        } else {
            return nil
        }
        guard size.0 > 0, size.1 > 0 else { return nil }
        return size
    }

    /// A side's literal size, raised by a literal minimum; nil when either is not a literal.
    static func side(_ numbers: [String: JSStyles.Number], _ key: String, minimum: String) -> Double? {
        guard case .literal(let value)? = numbers[key] else { return nil }
        switch numbers[minimum] {
        case nil: return value
        case .literal(let floor)?: return max(value, floor)
        case .unknown?: return nil
        }
    }

    struct Slop {
        var top = 0.0, bottom = 0.0, left = 0.0, right = 0.0
        var isZero: Bool { top == 0 && bottom == 0 && left == 0 && right == 0 }
    }

    /// The element's `hitSlop` when the file pins it down (a number, an object of numbers, or a
    /// constant holding either); zero without one; nil when it cannot be read.
    static func hitSlop(_ element: JSXElement, in file: JSFile) -> Slop? {
        guard let attribute = element.attribute("hitSlop") else { return Slop() }
        guard var range = attribute.expression else { return nil }
        if case .reference(let names) = file.value(of: range), names.count == 1, let bound = ReactNativeCode.constant(names[0], in: file) { range = bound }
        switch file.value(of: range) {
        case .number(let value):
            return Slop(top: value, bottom: value, left: value, right: value)
        case .object(let brace):
            var slop = Slop()
            for property in file.properties(ofObjectAt: brace) {
                guard let value = ReactNativeCode.number(property.value, in: file) else { return nil }
                switch property.key {
                case "top": slop.top = value
                case "bottom": slop.bottom = value
                case "left": slop.left = value
                case "right": slop.right = value
                default: return nil
                }
            }
            return slop
        default:
            return nil
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
