import ThumbruleCore
import ThumbruleFrontEnds

/// `backgroundColor: '#41A9E0'` written in a screen's or component's styles in an app that keeps
/// a palette of colour roles (a file named for colours or a palette, or a theme file that sets
/// colours): the literal bypasses the roles, so it cannot follow a dark or high-contrast
/// appearance or a rebrand, and says nothing about why it was picked. One note per file, at the
/// first literal, with the count: the fix is a review of the file's colours, not of each line.
///
/// A literal counts when it is the whole value of a colour style key (`color`, `backgroundColor`,
/// `borderColor`, `tintColor`, any `…Color` but `shadowColor`) in a style (`StyleSheet.create`,
/// a `style` or `…Style` prop), or of a colour prop of React Native's own components
/// (`placeholderTextColor` of a `TextInput`, `backgroundColor` of a `StatusBar`), and is a hex,
/// `rgb()` / `hsl()` or named CSS colour. Elsewhere `color: 'blue'` may name a design system's
/// token or fill a per-item data table. Left alone, as in the Swift check: pure black and white
/// (with or without alpha: scrims and overlays), translucent greys, which show on any
/// background, and `transparent`; a translucent tint of a colour the file names as a constant
/// (`tintsNamedColor`); a value chosen per appearance (`dark ?
/// '#111' : '#eee'` is no literal value); the palette and theme files themselves; styles no code
/// names (`UnusedStyleNames`); artwork (`fill`, `stroke`, gradient `colors`, shadows); and the
/// colour of a border the style never draws (`colorsUndrawnBorder`: no border width in it, and
/// it is only ever the whole `style` of React Native's own elements), nor the colours of a
/// live camera preview and the single-child containers that frame it (`framesCameraPreview`):
/// a backdrop seen only around or before the feed, which looks the same in every appearance.
/// Developer screens are left alone too (`LiteralText.isDeveloperPage`, or a screen only they
/// import or open: `ModuleReferences.shownOnlyOnDeveloperPages`): their users are the developers.
/// So is artwork drawn only into a view the app captures as a picture (a poster or share card
/// handed to react-native-view-shot, `ModuleReferences.drawnOnlyIntoCapturedImages`): the saved
/// image keeps the colours it was laid out in; so are the literals written inside such a view
/// (`CapturedViews`: a receipt laid out black on white inside a `<ViewShot>` to be shared). And so is what an error boundary reading no theme
/// draws in its fallback (`ModuleReferences.drawnByThemelessErrorBoundary`): above the theme's
/// provider there is no role to take.
struct ReactNativeLiteralColor: ReactNativeCheck {
    /// A row whose sheet comes from a local `makeStyles()`, wearing the style `worn`; `hint` sets a literal colour.
    static func factorySheet(worn: String) -> CheckExample {
        let marker = worn == "hint" ? "↓" : ""
        return CheckExample(files: [
            ReactNativeExample.package(),
            ("src/theme/colors.ts", "export const colors = { text: '#121212', background: '#FAFAFA' };"),
            ("src/components/EntryRow.tsx", """
            import { StyleSheet, Text, View } from 'react-native';
            import { colors } from '../theme/colors';

            export const EntryRow = ({ entry }) => {
              const styles = makeStyles();
              return (
                <View style={styles.\(worn)}>
                  <Text style={{ color: colors.text }}>{entry.hint}</Text>
                </View>
              );
            };

            const makeStyles = () =>
              StyleSheet.create({
                box: { padding: 8 },
                hint: { \(marker)color: '#5A6B7C' },
              });
            """),
        ])
    }

    package static let description = CheckDescription(
        id: "color-roles.rn-literal-color",
        ruleId: "color-roles",
        summary: "Literal colours in a React Native file's styles in an app that keeps colour roles",
        triggering: [
            // A crash card drawn by an error boundary that reads the theme: it sits inside the provider.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: true, colorMarker: "↓"),
            // The same card, drawn by a themeless boundary, is also a help screen's: it is shared UI.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: false, alsoOnHelpScreen: true, colorMarker: "↓"),
            // A score card saved as a picture, drawn a second time on the screen itself.
            ReactNativeExample.capturedScoreCard(alsoOnScreen: true, colorMarker: "↓"),
            // The same factory's sheet, its coloured style worn.
            Self.factorySheet(worn: "hint"),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Weather.tsx", """
                import { StyleSheet, Text, TextInput, View } from 'react-native';
                import { colors } from '../theme/colors';

                export const Weather = ({ city, onCity }) => (
                  <View style={styles.card}>
                    <Text style={styles.temperature}>21°</Text>
                    <TextInput value={city} onChangeText={onCity} ↓placeholderTextColor="grey" />
                  </View>
                );

                const styles = StyleSheet.create({
                  card: { backgroundColor: '#F6F6F6', borderColor: colors.accent },
                  temperature: { color: '#E05E00', fontWeight: '600' },
                });
                """),
            ]),
            // A warning logged on the way in is no missing-asset branch: the badge's colour is the design's.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/uikit/Badge.tsx", """
                import { View } from 'react-native';

                export const Badge = ({ size = 8 }) => {
                  console.warn('Badge is deprecated, use Dot');
                  return <View style={[{ width: size, height: size }, { ↓backgroundColor: 'red' }]} />;
                };
                """),
            ]),
            // A camera screen's own surfaces beside the preview still take roles.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Scanner.tsx", """
                import { StyleSheet, Text, View } from 'react-native';
                import { Camera } from 'react-native-vision-camera';

                export const Scanner = ({ device }) => (
                  <View style={styles.screen}>
                    <Camera device={device} isActive style={styles.preview} />
                    <Text style={styles.hint}>Point the camera at a code</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  screen: { flex: 1, ↓backgroundColor: '#F6F6F6' },
                  preview: { height: 300 },
                  hint: { color: colors.text },
                });
                """),
            ]),
            // The same const sheet exported at the end, its importer naming the coloured style.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/components/Swipeable/styles.js", """
                import { StyleSheet } from 'react-native';

                const styles = StyleSheet.create({
                  leftAction: { flex: 1, ↓backgroundColor: '#497AFC' },
                  rightAction: { flex: 1, alignItems: 'center' },
                });

                export default styles;
                """),
                ("src/components/Swipeable/index.js", """
                import { View } from 'react-native';
                import styles from './styles';

                export const Swipeable = () => <View style={styles.leftAction} />;
                """),
            ]),
            // The sheet is the styles file's default export; another importer takes only a constant.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/components/GroupCard/styles.ts", """
                import { StyleSheet } from 'react-native';

                export const CardHeight = 120;

                export default StyleSheet.create({
                  card: { height: CardHeight },
                  badge: { borderWidth: 2, ↓borderColor: '#260C06' },
                });
                """),
                ("src/components/GroupCard/index.tsx", """
                import { View } from 'react-native';
                import styles from './styles';

                export const GroupCard = () => (
                  <View style={styles.card}>
                    <View style={styles.badge} />
                  </View>
                );
                """),
                ("src/screens/Groups.tsx", """
                import { FlatList } from 'react-native';
                import { GroupCard } from '../components/GroupCard';
                import { CardHeight } from '../components/GroupCard/styles';

                export const Groups = ({ groups }) => (
                  <FlatList data={groups} renderItem={() => <GroupCard />} getItemLayout={(_, index) => ({ length: CardHeight, offset: CardHeight * index, index })} />
                );
                """),
            ]),
            // A testing overlay behind a flag a shipping screen turns on too.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/modules/preferences/types.ts", """
                export type UserPreferences = {
                  showTestIds?: boolean;
                  showShmoTesting?: boolean;
                };
                """),
                ("src/stacks/Profile_DebugInfoScreen.tsx", """
                export const Profile_DebugInfoScreen = () => {
                  const { setPreference, preferences } = usePreferencesContext();
                  const { showShmoTesting } = preferences;
                  return (
                    <ToggleSectionItem text="Show ShmoTesting" value={showShmoTesting}
                      onValueChange={(value) => setPreference({ showShmoTesting: value })} />
                  );
                };
                """),
                ("src/stacks/Profile_Settings.tsx", """
                export const Profile_Settings = () => {
                  const { setPreference } = usePreferencesContext();
                  return <Toggle onValueChange={(value) => setPreference({ showShmoTesting: value })} />;
                };
                """),
                ("src/modules/map/Map.tsx", """
                import { View } from 'react-native';
                import { ShmoTesting } from './components/ShmoTesting';

                export const Map = () => {
                  const {
                    preferences: { showShmoTesting },
                  } = usePreferencesContext();
                  return (
                    <View>
                      {!!showShmoTesting && (
                        <ShmoTesting />
                      )}
                    </View>
                  );
                };
                """),
                ("src/modules/map/components/ShmoTesting.tsx", """
                import { StyleSheet, View } from 'react-native';

                export const ShmoTesting = () => <View style={styles.buttons} />;
                const styles = StyleSheet.create({ buttons: { ↓backgroundColor: '#FFD700' } });
                """),
            ]),
            // An app whose entry runs expo-router but whose route folder is not found is left undecided: an
            // old screen nothing imports still counts as shipping.
            CheckExample(files: [
                ReactNativeExample.package(["expo", "expo-router"]),
                ("app.json", #"{ "expo": { "name": "Clinic", "plugins": ["expo-router"] } }"#),
                ("index.js", """
                import 'expo-router/entry';
                """),
                ("App.tsx", """
                import { Home } from './src/Home';
                export default function App() { return <Home />; }
                """),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home/index.tsx", """
                import { View } from 'react-native';
                import { colors } from '../theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }} />;
                """),
                ("src/Home/Account/index.tsx", """
                import { StyleSheet, View } from 'react-native';
                export const Account = () => <View style={styles.card} />;
                const styles = StyleSheet.create({ card: { ↓backgroundColor: '#E8F1F8' } });
                """),
            ]),
            // The same when a file the app's own App loads imports expo-router: the router may run,
            // and its route folder is not found.
            CheckExample(files: [
                ReactNativeExample.package(["expo", "expo-router"]),
                ("index.ts", """
                import { registerRootComponent } from 'expo';
                import App from './App';
                registerRootComponent(App);
                """),
                ("App.tsx", """
                import { Home } from './src/Home';
                export default function App() { return <Home />; }
                """),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home/index.tsx", """
                import { View } from 'react-native';
                import { Link } from 'expo-router';
                import { colors } from '../theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }}><Link href="/top-up" /></View>;
                """),
                ("src/Home/TopUp/index.tsx", """
                import { StyleSheet, View } from 'react-native';
                export const TopUp = () => <View style={styles.card} />;
                const styles = StyleSheet.create({ card: { ↓backgroundColor: '#FFF7E0' } });
                """),
            ]),
            // An import whose name goes unused still loads a module that registers its screen by name.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-navigation"]),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import App from './App';
                AppRegistry.registerComponent('main', () => App);
                """),
                ("App.js", """
                import { View } from 'react-native';
                import { Events } from './src/events/Events';
                import { colors } from './src/theme/colors';
                export default function App() { return <View style={{ backgroundColor: colors.background }}><Events /></View>; }
                """),
                ("src/theme/colors.js", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/events/Events.js", """
                import { View } from 'react-native';
                import Draft from './Draft';
                export const Events = () => <View />;
                """),
                ("src/events/Draft.js", """
                import { StyleSheet, View } from 'react-native';
                import { Navigation } from 'react-native-navigation';

                const Draft = () => <View style={styles.card} />;
                Navigation.registerComponent('Draft', () => Draft);
                export default Draft;

                const styles = StyleSheet.create({ card: { ↓backgroundColor: '#E8F1F8' } });
                """),
            ]),
            // Controls drawn on a fixed-colour card are still the app's surfaces.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import App from './App';
                AppRegistry.registerComponent('main', () => App);
                """),
                ("App.js", """
                import { Intro } from './src/intro/Intro';
                import { Home } from './src/Home';
                export default function App({ seen }) { return seen ? <Home /> : <Intro />; }
                """),
                ("src/theme/colors.js", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home.js", """
                import { View } from 'react-native';
                import { colors } from './theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }} />;
                """),
                ("src/intro/Intro.js", """
                import { Text, View } from 'react-native';
                import { PhoneMockup } from './PhoneMockup';
                export const Intro = () => (
                  <View style={{ flex: 1, ↓backgroundColor: '#3B0A45' }}>
                    <PhoneMockup />
                    <Text>Plan your week</Text>
                  </View>
                );
                """),
                ("src/intro/PhoneMockup.js", """
                import { Pressable, StyleSheet, Text } from 'react-native';
                export const PhoneMockup = ({ onSkip }) => <Pressable style={styles.skip} onPress={onSkip}><Text>Skip</Text></Pressable>;
                const styles = StyleSheet.create({ skip: { ↓backgroundColor: '#1DC161' } });
                """),
            ]),
        ],
        nonTriggering: [
            // A crash card drawn by an error boundary that reads no theme, as one at the root above
            // every provider: the fallback must look right with no theme, so its colours are its own.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: false),
            // A score card drawn only into the view the app captures as a picture to share: the
            // exported image keeps the look it was laid out in, whatever the phone's settings.
            ReactNativeExample.capturedScoreCard(alsoOnScreen: false),
            // fairpnp-rn's review row: a sheet made by a factory the file keeps to itself, whose
            // `hint` style no sheet it makes is read for (`entry.hint` is the data's, not a style).
            Self.factorySheet(worn: "box"),
            // fplgaffer-rn's SlideVisual: a phone mockup drawn with Views, shown only on the
            // onboarding slide's fixed brand background, neither taking any colour role.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import App from './App';
                AppRegistry.registerComponent('main', () => App);
                """),
                ("App.js", """
                import { Intro } from './src/intro/Intro';
                import { Home } from './src/Home';
                export default function App({ seen }) { return seen ? <Home /> : <Intro />; }
                """),
                ("src/theme/colors.js", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home.js", """
                import { View } from 'react-native';
                import { colors } from './theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }} />;
                """),
                ("src/intro/Intro.js", """
                import { Text, View } from 'react-native';
                import { PhoneMockup } from './PhoneMockup';
                export const Intro = () => (
                  // The slide's own fixed background is reported, and here accepted.
                  // thumbrule:disable:next color-roles
                  <View style={{ flex: 1, backgroundColor: '#3B0A45' }}>
                    <PhoneMockup />
                    <Text>Plan your week</Text>
                  </View>
                );
                """),
                ("src/intro/PhoneMockup.js", """
                import { StyleSheet, View } from 'react-native';
                export const PhoneMockup = () => (
                  <View style={styles.frame}>
                    <View style={styles.screen} />
                  </View>
                );
                const styles = StyleSheet.create({
                  frame: { width: 200, height: 420, borderRadius: 32, backgroundColor: '#0C0710' },
                  screen: { flex: 1, backgroundColor: '#23042B' },
                });
                """),
            ]),
            // eventapp-rn's MiddleView2: imported by the event screen but never rendered or named
            // again, and its module only declares, so nothing of it is ever drawn.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import App from './App';
                AppRegistry.registerComponent('main', () => App);
                """),
                ("App.js", """
                import { View } from 'react-native';
                import { Events } from './src/events/Events';
                import { colors } from './src/theme/colors';
                export default function App() { return <View style={{ backgroundColor: colors.background }}><Events /></View>; }
                """),
                ("src/theme/colors.js", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/events/Events.js", """
                import { View } from 'react-native';
                import Draft from './Draft';
                // <Draft />
                export const Events = () => <View />;
                """),
                ("src/events/Draft.js", """
                import React from 'react';
                import { StyleSheet, View } from 'react-native';
                const dayjs = require('dayjs');

                export default class Draft extends React.Component {
                  render() { return <View style={styles.card} />; }
                }
                Draft.defaultProps = { day: dayjs() };

                const styles = StyleSheet.create({ card: { backgroundColor: '#E8F1F8' } });
                """),
            ]),
            // neotree-rn's Account screen: nothing imports it, and the app keeps expo-router's package and
            // config plugin but starts from its own App, so no route folder is missing.
            CheckExample(files: [
                ReactNativeExample.package(["expo", "expo-router"]),
                ("app.json", #"{ "expo": { "name": "Clinic", "plugins": ["expo-router"] } }"#),
                ("index.js", """
                import { registerRootComponent } from 'expo';
                import App from './App';
                registerRootComponent(App);
                """),
                ("App.tsx", """
                import { Home } from './src/Home';
                export default function App() { return <Home />; }
                """),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home/index.tsx", """
                import { View } from 'react-native';
                import { colors } from '../theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }} />;
                """),
                ("src/Home/Account/index.tsx", """
                import { StyleSheet, View } from 'react-native';
                export const Account = () => <View style={styles.card} />;
                const styles = StyleSheet.create({ card: { backgroundColor: '#E8F1F8' } });
                """),
            ]),
            // wisesub-rn's unimported funding screen: the app starts from its own App, and the only
            // import of expo-router is in a template's leftover link component nothing loads, so the
            // router never runs and no route folder is missing.
            CheckExample(files: [
                ReactNativeExample.package(["expo", "expo-router"]),
                ("app.json", #"{ "expo": { "name": "Clinic", "plugins": ["expo-router"] } }"#),
                ("index.ts", """
                import { registerRootComponent } from 'expo';
                import App from './App';
                registerRootComponent(App);
                """),
                ("App.tsx", """
                import { Home } from './src/Home';
                export default function App() { return <Home />; }
                """),
                ("components/outside-link.tsx", """
                import { Link } from 'expo-router';
                export function OutsideLink(props) { return <Link {...props} />; }
                """),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/Home/index.tsx", """
                import { View } from 'react-native';
                import { colors } from '../theme/colors';
                export const Home = () => <View style={{ backgroundColor: colors.background }} />;
                """),
                ("src/Home/TopUp/index.tsx", """
                import { StyleSheet, View } from 'react-native';
                export const TopUp = () => <View style={styles.card} />;
                const styles = StyleSheet.create({ card: { backgroundColor: '#FFF7E0' } });
                """),
            ]),
            // actual-rn's App.tsx: `"main": "expo-router/entry"` starts the app from its route folder,
            // so the root App (a test harness only the unused index.ts imports) never loads.
            CheckExample(files: [
                ("package.json", #"{ "name": "ledger", "main": "expo-router/entry", "dependencies": { "expo": "52.0.0", "expo-router": "4.0.0", "react-native": "0.76.0" } }"#),
                ("index.ts", """
                import { registerRootComponent } from 'expo';
                import App from './App';
                registerRootComponent(App);
                """),
                ("App.tsx", """
                import { StyleSheet, Text } from 'react-native';
                export default function App() { return <Text style={styles.result}>sync ok</Text>; }
                const styles = StyleSheet.create({ result: { color: '#2E7D32' } });
                """),
                ("app/_layout.tsx", """
                import { Stack } from 'expo-router';
                export default function Layout() { return <Stack />; }
                """),
                ("app/index.tsx", """
                import { Text } from 'react-native';
                export default function Budget() { return <Text>Budget</Text>; }
                """),
            ]),
            // tonkeeper-rn's Icon and Lottie: a red square returned, after a console.warn, for an
            // asset name the typed map lacks marks a developer's mistake, no colour of the design.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/uikit/Glyph.tsx", """
                import { Image, View } from 'react-native';
                import { glyphs } from './glyphs';

                export const Glyph = ({ name, size = 16, style }) => {
                  const source = glyphs[name];
                  const box = { width: size, height: size };
                  if (source) {
                    return <Image style={[box, style]} source={source} />;
                  } else {
                    console.warn(`Glyph ${name} is missing`);
                    return <View style={[box, { backgroundColor: 'red' }]} />;
                  }
                };
                """),
            ]),
            // A testing overlay drawn only behind a preference that only the debug screen switches
            // on (mittatb's ShmoTesting, shown when Profile_DebugInfoScreen sets showShmoTesting).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/modules/preferences/types.ts", """
                export type UserPreferences = {
                  showTestIds?: boolean;
                  showShmoTesting?: boolean;
                };
                """),
                ("src/stacks/Profile_DebugInfoScreen.tsx", """
                export const Profile_DebugInfoScreen = () => {
                  const { setPreference, preferences } = usePreferencesContext();
                  const { showShmoTesting } = preferences;
                  return (
                    <ToggleSectionItem text="Show ShmoTesting" value={showShmoTesting}
                      onValueChange={(value) => setPreference({ showShmoTesting: value })} />
                  );
                };
                """),
                ("src/modules/map/Map.tsx", """
                import { View } from 'react-native';
                import { ShmoTesting } from './components/ShmoTesting';

                export const Map = () => {
                  const {
                    preferences: { showShmoTesting },
                  } = usePreferencesContext();
                  return (
                    <View>
                      {!!showShmoTesting && (
                        <ShmoTesting />
                      )}
                    </View>
                  );
                };
                """),
                ("src/modules/map/components/ShmoTesting.tsx", """
                import { StyleSheet, View } from 'react-native';

                export const ShmoTesting = () => <View style={styles.buttons} />;
                const styles = StyleSheet.create({ buttons: { backgroundColor: '#FFD700' } });
                """),
            ]),
            // A developer screen, and a screen registered on a route only it opens (gaen-mobile's
            // ENLocalDiagnosisKeyScreen, opened from ENDebugMenu behind `DISPLAY_DEBUG_MENU || __DEV__`).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/styles/colors.ts", """
                export const Colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/navigation/SettingsStack.tsx", """
                import ENDebugMenu from "../Settings/ENDebugMenu";
                import ENLocalDiagnosisKey from "../Settings/ENLocalDiagnosisKeyScreen";

                const SettingsStack = () => (
                  <Stack.Navigator>
                    <Stack.Screen name={SettingsStackScreens.ENDebugMenu} component={ENDebugMenu} />
                    <Stack.Screen name={SettingsStackScreens.ENLocalDiagnosisKey} component={ENLocalDiagnosisKey} />
                  </Stack.Navigator>
                );
                export default SettingsStack;
                """),
                ("src/Settings/ENDebugMenu.tsx", """
                import { StyleSheet, View } from "react-native";

                const ENDebugMenu = ({ navigation }) => (
                  <View style={styles.list}>
                    <DebugMenuListItem onPress={() => navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)} />
                  </View>
                );
                const styles = StyleSheet.create({ list: { backgroundColor: "#F0F0F5" } });
                export default ENDebugMenu;
                """),
                ("src/Settings/ENLocalDiagnosisKeyScreen.tsx", """
                import { StyleSheet, View } from "react-native";

                const ENLocalDiagnosisKeyScreen = () => <View style={styles.key} />;
                const styles = StyleSheet.create({ key: { borderWidth: 1, borderColor: "#999999" } });
                export default ENLocalDiagnosisKeyScreen;
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Weather.tsx", """
                import { StyleSheet, Text, View } from 'react-native';
                import Svg, { Path } from 'react-native-svg';
                import { colors } from '../theme/colors';

                export const Weather = ({ dark }) => (
                  <View style={styles.card}>
                    <Text style={[styles.temperature, { color: dark ? '#EEE' : '#111' }]}>21°</Text>
                    <Svg><Path d="M0 0L4 4" fill="#E05E00" stroke="#333" /></Svg>
                  </View>
                );

                const styles = StyleSheet.create({
                  card: { backgroundColor: colors.background, shadowColor: '#0B0B45', borderColor: 'transparent' },
                  temperature: { color: colors.text },
                  overlay: { backgroundColor: 'rgba(0, 0, 0, 0.4)' },
                  sheet: { backgroundColor: 'white', borderColor: '#fff', borderTopColor: 'hsla(0, 0%, 50%, 0.25)' },
                  unused: { color: '#E05E00' },
                });

                // A design system's colour tokens and a table of brand colours are not styles.
                export const Banner = () => <Box background="blue"><Label color="green">Sunny</Label></Box>;
                export const networks = { mainnet: { name: 'Mainnet', color: '#0E76FD' } };
                """),
            ]),
            // A receipt laid out black on white inside the view the screen captures and shares as
            // a picture: the image keeps those colours in any appearance, so no role applies there.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-view-shot"]),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Receipt.tsx", """
                import { useRef } from 'react';
                import { Text, View } from 'react-native';
                import ViewShot from 'react-native-view-shot';
                import { colors } from '../theme/colors';

                export const Receipt = ({ payment }) => {
                  const shot = useRef(null);
                  return (
                    <View style={{ backgroundColor: colors.background }}>
                      <Text style={{ color: colors.text }}>{payment.title}</Text>
                      <ViewShot ref={shot} options={{ format: 'png' }}>
                        <View style={{ backgroundColor: '#FFFFFF', borderColor: '#CCCCCC', borderWidth: 1 }}>
                          <Text style={{ color: '#888888' }}>{payment.amount}</Text>
                        </View>
                      </ViewShot>
                    </View>
                  );
                };
                """),
            ]),
            // The in-app copy of the launch screen, on the colour the Expo config gives the native
            // splash in light and dark alike: it must match the splash, which follows no role.
            CheckExample(files: [
                ReactNativeExample.package(["expo", "expo-splash-screen"]),
                ("app.json", ##"{ "expo": { "name": "tally", "plugins": [["expo-splash-screen", { "image": "./splash.png", "backgroundColor": "#0B0B0F", "dark": { "backgroundColor": "#0B0B0F" } }]] } }"##),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA' };
                """),
                ("src/components/SplashView.tsx", """
                import { ActivityIndicator, View } from 'react-native';

                export const SplashView = () => (
                  <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', backgroundColor: '#0b0b0f' }}>
                    <ActivityIndicator />
                  </View>
                );
                """),
            ]),
            // No palette in the app: nothing to take roles from.
            // A stand-in for a native map that only the web build loads (the bundler aliases it).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("vite.config.ts", """
                export default defineConfig({
                  resolve: { alias: [{ find: 'react-native-maps', replacement: path.resolve(__dirname, 'web/shims/maps.jsx') }] },
                });
                """),
                ("web/shims/maps.jsx", """
                import { View } from 'react-native';

                export default function MapView({ style }) {
                  return <View style={[{ backgroundColor: '#d7e3ee', borderColor: '#b9c6d2', borderWidth: 1 }, style]} />;
                }
                """),
                ("src/screens/Stores.web.tsx", """
                import { View } from 'react-native';

                export const Stores = () => <View style={{ backgroundColor: '#eef3f8' }} />;
                """),
            ]),
            // A border colour with no width to draw, and a style named only inside another's name.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Alarms.tsx", """
                import { StyleSheet, Switch, Text, View } from 'react-native';
                import { Shared } from '../shared/styles';

                export const Alarms = ({ on, onToggle }) => (
                  <View style={styles.line}>
                    <Text style={Shared.pillbox}>Wake up</Text>
                    <Switch value={on} onValueChange={onToggle} />
                  </View>
                );

                const styles = StyleSheet.create({
                  line: { flexDirection: 'row', borderTopColor: '#C8C8C8', paddingVertical: 12 },
                });
                """),
                ("src/shared/styles.ts", """
                import { StyleSheet } from 'react-native';

                export const Shared = StyleSheet.create({
                  pillbox: { padding: 6 },
                  box: { borderWidth: 1, borderColor: '#D0D4DA' },
                });
                """),
            ]),
            // A sheet kept in a const and exported at the end, its importer naming only its other styles.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/components/Swipeable/styles.js", """
                import { StyleSheet } from 'react-native';

                const styles = StyleSheet.create({
                  leftAction: { flex: 1, backgroundColor: '#497AFC' },
                  rightAction: { flex: 1, alignItems: 'center' },
                });

                export default styles;
                """),
                ("src/components/Swipeable/index.js", """
                import { View } from 'react-native';
                import styles from './styles';

                export const Swipeable = ({ color }) => <View style={[styles.rightAction, { backgroundColor: color }]} />;
                """),
            ]),
            // A style named only in commented-out JSX, in a sheet whose other importer takes only a constant.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/components/GroupCard/styles.ts", """
                import { StyleSheet } from 'react-native';

                export const CardHeight = 120;

                export default StyleSheet.create({
                  card: { height: CardHeight },
                  badge: { borderWidth: 2, borderColor: '#260C06' },
                });
                """),
                ("src/components/GroupCard/index.tsx", """
                import { View } from 'react-native';
                import styles from './styles';

                export const GroupCard = () => (
                  <View style={styles.card}>
                    {/* <View style={styles.badge} /> */}
                  </View>
                );
                """),
                ("src/screens/Groups.tsx", """
                import { FlatList } from 'react-native';
                import { GroupCard } from '../components/GroupCard';
                import { CardHeight } from '../components/GroupCard/styles';

                export const Groups = ({ groups }) => (
                  <FlatList data={groups} renderItem={() => <GroupCard />} getItemLayout={(_, index) => ({ length: CardHeight, offset: CardHeight * index, index })} />
                );
                """),
            ]),
            // The backdrop of a live camera preview: the frame holding only the scanner.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Scanner.tsx", """
                import { StyleSheet, Text, View } from 'react-native';
                import { BarCodeScanner } from 'expo-barcode-scanner';

                export const Scanner = ({ onScan }) => (
                  <View style={styles.screen}>
                    <View style={styles.scanWrapper}>
                      <BarCodeScanner onBarCodeScanned={onScan} style={StyleSheet.absoluteFillObject} />
                    </View>
                    <Text>Point the camera at a code</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  screen: { flex: 1, backgroundColor: 'black' },
                  scanWrapper: { aspectRatio: 1, backgroundColor: '#333', overflow: 'hidden' },
                });
                """),
            ]),
            // An invisible hit area laid over a chart: its colour is never seen.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/cards/Trendline.tsx", """
                import { StyleSheet, TouchableOpacity, View } from 'react-native';

                export const Trendline = ({ onPress }) => (
                  <TouchableOpacity onPress={onPress}>
                    <View style={styles.box} />
                  </TouchableOpacity>
                );

                const styles = StyleSheet.create({
                  box: { backgroundColor: 'red', opacity: 0, position: 'absolute', width: '100%' },
                });
                """),
            ]),
            // Colours that outline a layout only when a story sets the `debug` prop.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/components/Boundary.tsx", """
                import { StyleSheet, View } from 'react-native';

                export const Fallback = ({ debug, style }) => <View style={[styles.container, style, debug && styles.debug]} />;
                export const Spacer = ({ debug }) => <View style={[{ height: 8 }, debug && { backgroundColor: 'red' }]} />;

                const styles = StyleSheet.create({
                  container: { flex: 1 },
                  debug: { backgroundColor: 'pink' },
                });
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/screens/Weather.tsx", """
                import { StyleSheet, View } from 'react-native';

                export const Weather = () => <View style={styles.card} />;
                const styles = StyleSheet.create({ card: { backgroundColor: '#F6F6F6' } });
                """),
            ]),
            // nexpo-rn: a TextInput prop written into a style object, which React Native ignores.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Profile.tsx", """
                import { StyleSheet, TextInput } from 'react-native';
                import { colors } from '../theme/colors';

                export const Profile = () => <TextInput style={styles.input} />;
                const styles = StyleSheet.create({ input: { color: colors.text, placeholderTextColor: '#404040' } });
                """),
            ]),
            // fingekko-rn: a scrim over artwork in a translucent tint of the colour the file names for it.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/colors.ts", """
                export const colors = { text: '#121212', background: '#FAFAFA', accent: '#0B6E99' };
                """),
                ("src/screens/Badge.tsx", """
                import { Image, StyleSheet, View } from 'react-native';

                export const Badge = () => (
                  <View style={styles.card}>
                    <Image source={require('./badge.png')} />
                    <View style={styles.scrim} />
                  </View>
                );

                /** The artwork's own background, so the card around it matches. */
                const ART_BG = '#EDE6DA';

                const styles = StyleSheet.create({
                  card: { backgroundColor: ART_BG },
                  scrim: { ...StyleSheet.absoluteFillObject, backgroundColor: 'rgba(237, 230, 218, 0.6)' },
                });
                """),
            ]),
        ]
    )

    /// Named CSS colours people write in styles, other than black, white and transparent.
    static let namedColors: Set<String> = [
        "red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "grey", "gray", "lightgrey", "lightgray",
        "darkgrey", "darkgray", "dimgray", "dimgrey", "silver", "navy", "teal", "maroon", "olive", "lime", "aqua", "cyan",
        "magenta", "fuchsia", "gold", "coral", "tomato", "salmon", "crimson", "indigo", "violet", "whitesmoke", "gainsboro",
        "lightblue", "darkblue", "skyblue", "steelblue", "royalblue", "dodgerblue", "lightgreen", "darkgreen", "beige", "ivory",
    ]

    /// Element props that take a colour the element draws with.
    static let colorProps: Set<String> = ["color", "placeholderTextColor", "backgroundColor", "tintColor", "selectionColor", "underlayColor"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let app = reactNative.files.filter { $0.scope == .app }
        guard app.contains(where: Self.isPalette) else { return }
        var references: ModuleReferences?
        for file in app where !Self.isPalette(file) && !ReactNativeLiteralFontSize.isThemeFile(file.path) && !LiteralText.isDeveloperPage(file.path)
            && file.file.source.bytes.contains(utf8: "olor") {
            let source = file.file.source
            // The key or prop's token, and how it reads.
            var literals: [(token: Int, text: String)] = []
            // Where styles are written: `StyleSheet.create(…)` and `style={…}` / `…Style={…}` props.
            // Elsewhere an object's `color: 'blue'` may be a design system's token or a data table.
            let styleRanges = file.file.calls.filter { $0.name == "create" && $0.receiver == ["StyleSheet"] }.map(\.argumentTokens)
                + file.file.elements.flatMap { element in
                    element.attributes.filter { $0.name == "style" || $0.name.hasSuffix("Style") }.compactMap(\.expression)
                }
            let builtIns = Set(file.file.imports.filter { $0.module == "react-native" }.flatMap(\.bindings).map(\.local))
            // A camera's frame, and a view captured to an image (a receipt or share card saved as
            // a picture), look the same in every appearance: no role applies inside them.
            let cameraFrames = Self.cameraPreviewFrames(in: file.file) + CapturedViews.ranges(in: file.file)
            let namedHues = Self.namedConstantColors(in: source)
            // `key: '#…'` in a style object, where the key names a colour.
            for index in source.tokens.indices where source.kind(at: index) == .string && styleRanges.contains(where: { $0.contains(index) }) {
                guard source.kind(at: index - 1) == .colon, source.kind(at: index - 2) == .identifier,
                      source.kind(at: index - 3) == .leftBrace || source.kind(at: index - 3) == .comma,
                      source.kind(at: index + 1) == .comma || source.kind(at: index + 1) == .rightBrace,
                      Self.isColorKey(source.text(at: index - 2)),
                      let value = source.stringValue(at: index), Self.isLiteralColor(value) else { continue }
                guard !Self.isIgnoredPropKey(index - 2, in: file.file),
                      !Self.tintsNamedColor(value, named: namedHues),
                      !Self.colorsUndrawnBorder(index - 2, in: file.file, builtIns: builtIns),
                      !Self.colorsInvisibleStyle(index - 2, in: file.file, builtIns: builtIns),
                      !cameraFrames.contains(where: { $0.contains(index) }),
                      !(UnusedStyleNames.uses(ofStyleHolding: index - 2, in: file.file)?.uses.allSatisfy { use in cameraFrames.contains { $0.contains(use) } } ?? false)
                else { continue }
                literals.append((index - 2, source.text(at: index - 2) + ": " + source.text(at: index)))
            }
            // `placeholderTextColor="grey"`, `color={'#…'}` on React Native's own components.
            for element in file.file.elements where builtIns.contains(element.name) {
                for attribute in element.attributes where Self.colorProps.contains(attribute.name) {
                    switch attribute.value {
                    case .string(let text):
                        if Self.isLiteralColor(text) { literals.append((attribute.nameToken, attribute.name + "=\"" + text + "\"")) }
                    case .expression(let range):
                        if range.count == 1, let text = source.stringValue(at: range.lowerBound), Self.isLiteralColor(text) {
                            literals.append((attribute.nameToken, attribute.name + "={" + source.text(at: range.lowerBound) + "}"))
                        }
                    case .none:
                        break
                    }
                }
            }
            guard !literals.isEmpty else { continue }
            let unused = UnusedStyleNames(file, in: reactNative) {
                if references == nil { references = ModuleReferences(reactNative) }
                return references!
            }
            let shown = literals.filter { literal in !cameraFrames.contains { $0.contains(literal.token) } }.filter { !unused.holds($0.token) && !Self.onlyForDebugging($0.token, in: file.file)
                && !Self.marksMissingAsset($0.token, in: file.file) }.sorted { $0.token < $1.token }
            guard let first = shown.first else { continue }
            // The app's own copy of its launch screen keeps the launch screen's colour.
            if Self.mirrorsLaunchScreen(file, shown.map(\.token), in: reactNative) { continue }
            // A developer screen's colours are for the app's developers, not its users.
            if references == nil { references = ModuleReferences(reactNative) }
            if references!.shownOnlyOnDeveloperPages(file.path, in: reactNative) { continue }
            // Artwork on a fixed-colour surface: nothing of it can follow an appearance.
            if Self.drawnOnlyOnFixedSurfaces(file, references: references!, in: reactNative) { continue }
            // Artwork the app saves as a picture keeps the colours it was laid out in.
            if references!.drawnOnlyIntoCapturedImages(file, in: reactNative) { continue }
            // A root error boundary's fallback has no theme to take roles from.
            if references!.drawnByThemelessErrorBoundary(file, in: reactNative) { continue }
            let count = LiteralTally.phrase(shown.map(\.text), noun: "colour")
            output.report(
                "This file sets \(count) (first: \(first.text)) instead of a role from the app's palette: a literal cannot follow a dark or high-contrast appearance or a rebrand, and says nothing about what it is for. Name the colour as a role in the palette (background, secondary text, accent) and take it from there.",
                at: file.position(ofToken: first.token), confidence: .low)
        }
    }

    /// Whether the file is the app's in-app splash (its name says `splash`) and every literal
    /// it sets is a background of the native launch screen's colour from the Expo config
    /// (`ExpoConfig.splashColors`): the view shown while the app loads after the native splash
    /// hides must match it, and the native splash has no roles to follow (kushi-rn's
    /// `SplashLoading` on the splash's near-black). Any other literal keeps the finding.
    static func mirrorsLaunchScreen(_ file: ReactNativeFile, _ keys: [Int], in model: ReactNativeModel) -> Bool {
        guard (file.path.split(separator: "/").last ?? "").lowercased().contains("splash") else { return false }
        let splash = model.expoConfigs.values.reduce(into: Set<String>()) { $0.formUnion($1.splashColors) }
        guard !splash.isEmpty else { return false }
        let source = file.file.source
        return keys.allSatisfy { key in
            source.isWord("backgroundColor", at: key) && source.kind(at: key + 1) == .colon
                && source.stringValue(at: key + 2).map { splash.contains($0.lowercased()) } == true
        }
    }

    /// Whether a file that takes no colour role and has no controls (no `on…` handler, button,
    /// touchable, switch or text field) is drawn only as JSX tags of files that take none
    /// either, each tag inside a root element whose own style sets a literal background
    /// (`<View style={{ flex: 1, backgroundColor: '#37003C' }}>`): a drawing (a phone mockup on a
    /// brand-coloured onboarding slide) on a surface that looks the same in every appearance,
    /// so no role would make it follow one. The surface's screen keeps its own finding; a tag
    /// handed on as a value (`component={Mockup}`), a side-effect import, or any importer that
    /// reads a palette, a theme or the colour scheme keeps the file's.
    static func drawnOnlyOnFixedSurfaces(_ file: ReactNativeFile, references: ModuleReferences, in model: ReactNativeModel) -> Bool {
        guard !drawsControls(file.file), !takesColorRoles(file, in: model),
              let importers = references.importers(of: file.path, in: model)?.filter({ $0.file.scope == .app }), !importers.isEmpty
        else { return false }
        for importer in importers {
            let js = importer.file.file
            let source = js.source
            // The imported names used only as tags.
            guard !takesColorRoles(importer.file, in: model), let tags = importer.tags() else { return false }
            for tag in tags {
                var root = tag
                while let parent = js.elements[root].parent { root = parent }
                guard root != tag, let style = js.elements[root].attribute("style")?.expression,
                      style.contains(where: { index in
                          source.isWord("backgroundColor", at: index) && source.kind(at: index + 1) == .colon
                              && source.stringValue(at: index + 2).map(isLiteralColor) == true
                      })
                else { return false }
            }
        }
        return true
    }

    /// Whether the file draws a control: an element with an `on…` handler, a button, a
    /// touchable, a switch or a text field. Without one it is a drawing: nothing in it responds
    /// to a touch or takes text.
    static func drawsControls(_ file: JSFile) -> Bool {
        file.elements.contains { element in
            element.attributes.contains { $0.name.count > 2 && $0.name.hasPrefix("on") && $0.name.dropFirst(2).first?.isUppercase == true }
                || ["Button", "Pressable", "TextInput", "Switch"].contains(element.simpleName) || element.simpleName.hasPrefix("Touchable")
        }
    }

    /// Whether a file takes colours from roles: it imports a palette or theme file (`isPalette`,
    /// `ReactNativeLiteralFontSize.isThemeFile`), or names a theme, palette, tokens or the
    /// colour scheme (`useTheme()`, `colors.text`, `useColorScheme()`).
    static func takesColorRoles(_ file: ReactNativeFile, in model: ReactNativeModel) -> Bool {
        if importsRoles(file, in: model) { return true }
        let source = file.file.source
        return source.tokens.indices.contains { index in
            guard source.kind(at: index) == .identifier else { return false }
            let word = source.text(at: index).lowercased()
            return word.contains("theme") || word.contains("colorscheme") || word.contains("palette")
                || ["colors", "colours", "tokens"].contains(word)
        }
    }

    /// Whether the file imports a palette or theme file (`isPalette`, `ReactNativeLiteralFontSize.isThemeFile`).
    static func importsRoles(_ file: ReactNativeFile, in model: ReactNativeModel) -> Bool {
        file.file.imports.contains { statement in
            guard let path = model.resolveModule(statement.module, from: file.path) else { return false }
            return ReactNativeLiteralFontSize.isThemeFile(path) || model.file(at: path).map(isPalette) == true
        }
    }

    /// `row: { borderBottomColor: '#AAA' }` in a `StyleSheet.create` sheet the file keeps to
    /// itself, where the style sets no border width and each use of it is the whole `style` of
    /// one of React Native's own elements (`<View style={styles.row}>`): with no width React
    /// Native draws no border, so the colour is never seen. A style combined with others, or
    /// handed to a component of the app's, may get its width there and is not judged.
    static func colorsUndrawnBorder(_ key: Int, in file: JSFile, builtIns: Set<String>) -> Bool {
        let source = file.source
        guard source.text(at: key).hasPrefix("border"), let object = source.enclosingBrace(of: key) else { return false }
        let open = object.lowerBound
        guard !file.properties(ofObjectAt: open).contains(where: { property in
            property.isSpread || property.key.map { $0 == "border" || $0.hasPrefix("border") && $0.hasSuffix("Width") } ?? true
        }) else { return false }
        return wornOnlyWhole(styleAt: open, in: file, builtIns: builtIns)
    }

    /// `box: { backgroundColor: 'red', opacity: 0, position: 'absolute' }` in a sheet the file
    /// keeps to itself, each use the whole `style` of one of React Native's own elements: an
    /// invisible hit area or placeholder, whose colour no one sees. A style combined with others
    /// may get its opacity back there and is not judged.
    static func colorsInvisibleStyle(_ key: Int, in file: JSFile, builtIns: Set<String>) -> Bool {
        guard let object = file.source.enclosingBrace(of: key) else { return false }
        let open = object.lowerBound
        guard file.properties(ofObjectAt: open).contains(where: { $0.key == "opacity" && file.value(of: $0.value) == .number(0) }) else { return false }
        return wornOnlyWhole(styleAt: open, in: file, builtIns: builtIns)
    }

    /// Whether the `StyleSheet.create` style opening at `open` is in a sheet the file keeps to
    /// itself and each of its uses is the whole `style` of one of React Native's own elements
    /// (`<View style={styles.row}>`), so what the style sets is all the element gets.
    static func wornOnlyWhole(styleAt open: Int, in file: JSFile, builtIns: Set<String>) -> Bool {
        let source = file.source
        guard let variable = UnusedStyleNames.privateSheet(ofStyleAt: open, in: file) else { return false }
        let style = source.text(at: open - 2)
        let uses = source.tokens.indices.filter { source.isWord(variable, at: $0) && source.kind(at: $0 + 1) == .dot && source.isWord(style, at: $0 + 2) }
        let wholeStyles = file.elements.filter { builtIns.contains($0.name) }.compactMap { $0.attribute("style")?.expression }
        return !uses.isEmpty && uses.allSatisfy { use in wholeStyles.contains(use..<(use + 3)) }
    }

    /// Packages whose components show a live camera preview.
    static let cameraModules: Set<String> = [
        "expo-camera", "expo-barcode-scanner", "react-native-camera", "react-native-vision-camera", "react-native-qrcode-scanner",
        "react-native-camera-kit",
    ]

    /// The `style` expressions of the file's camera preview elements (a component imported
    /// from `cameraModules`) and of the containers that hold nothing but one of them, up the
    /// tree: the frame of a live feed, seen only around it or before it starts, dark in every
    /// appearance, so no colour role applies. A container with anything else in it (a hint, a
    /// button) is a surface of the screen and keeps its roles.
    static func cameraPreviewFrames(in file: JSFile) -> [Range<Int>] {
        let cameras = Set(file.imports.filter { cameraModules.contains($0.module) }.flatMap(\.bindings).map(\.local))
        guard !cameras.isEmpty else { return [] }
        var frames: [Range<Int>] = []
        for start in file.elements.indices where cameras.contains(String(file.elements[start].name.split(separator: ".").first ?? "")) {
            var current: Int? = start
            while let index = current {
                if let style = file.elements[index].attribute("style")?.expression { frames.append(style) }
                guard let parent = file.elements[index].parent, file.elements[parent].children == [index] else { break }
                current = parent
            }
        }
        return frames
    }

    /// Flags that turn on a developer's visual aid: a `debug` prop, React Native's `__DEV__`.
    static let debugFlags: Set<String> = ["debug", "isDebug", "__DEV__"]

    /// Whether the style holding the key is applied only behind a debug flag: written inline
    /// as `debug && { backgroundColor: 'red' }`, or a sheet's style whose every use is
    /// `debug && styles.debug`. Such a colour outlines a layout for its developers (a story
    /// sets the prop), it is no colour the app shows.
    static func onlyForDebugging(_ key: Int, in file: JSFile) -> Bool {
        let source = file.source
        func gated(_ start: Int) -> Bool {
            source.kind(at: start - 1) == .operator && source.text(at: start - 1) == "&&"
                && source.kind(at: start - 2) == .identifier && debugFlags.contains(source.text(at: start - 2))
        }
        guard let object = source.enclosingBrace(of: key) else { return false }
        if gated(object.lowerBound) { return true }
        guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: key, in: file) else { return false }
        return uses.allSatisfy { gated($0 - 2) }
    }

    /// Whether the key's inline style is returned by an `if` or `else` branch that first reports a developer's
    /// mistake (`console.warn(`Icon ${name} does not exist`); return <View style={[size,
    /// { backgroundColor: 'red' }]} />;`): a marker for a missing asset that a developer should
    /// see while building, no colour of the design.
    static func marksMissingAsset(_ key: Int, in file: JSFile) -> Bool {
        let source = file.source
        guard let object = source.enclosingBrace(of: key) else { return false }
        // The branch around the style (`if (…) {`, `else {`): skip the JSX expression's and
        // objects' braces; a function's body is no branch.
        func isBranch(_ open: Int) -> Bool {
            if source.isWord("else", at: open - 1) { return true }
            guard source.kind(at: open - 1) == .rightParen, let condition = source.partner(of: open - 1) else { return false }
            return source.isWord("if", at: condition - 1)
        }
        var block = source.enclosingBrace(of: object.lowerBound)
        while let brace = block, !isBranch(brace.lowerBound) {
            block = source.enclosingBrace(of: brace.lowerBound)
        }
        guard let block else { return false }
        var warned = false
        var returning = false
        var index = block.lowerBound + 1
        while index < object.lowerBound {
            if source.isWord("console", at: index), source.kind(at: index + 1) == .dot,
               source.isWord("warn", at: index + 2) || source.isWord("error", at: index + 2) {
                warned = true
            } else if source.isWord("return", at: index) {
                returning = true
            } else if source.kind(at: index) == .semicolon {
                returning = false
            }
            if let close = source.partner(of: index), close > index {
                if close > object.lowerBound { break }
                index = close + 1
            } else {
                index += 1
            }
        }
        return warned && returning
    }

    /// The colours (`rrggbb`, lowercased) the file binds to a constant of its own:
    /// `const PAPER = '#F4F0E9';`.
    static func namedConstantColors(in source: JSSource) -> Set<String> {
        var named: Set<String> = []
        for index in source.tokens.indices where source.isWord("const", at: index) {
            guard source.kind(at: index + 1) == .identifier, source.kind(at: index + 2) == .assign,
                  let value = source.stringValue(at: index + 3), source.kind(at: index + 4) != .dot,
                  let rgb = rgbHex(value) else { continue }
            named.insert(rgb)
        }
        return named
    }

    /// `rgba(244, 240, 233, 0.62)` or `#F4F0E99E` where the file names `#F4F0E9` as a constant
    /// (fingekko-rn: a scrim in the illustration's paper colour, kept as `YAY_BG`): a translucent
    /// tint of a colour the file already names, not a new colour picked at the call site. The
    /// name says what it is for; only the opacity is written here.
    static func tintsNamedColor(_ raw: String, named: Set<String>) -> Bool {
        guard !named.isEmpty else { return false }
        let value = raw.lowercased().filter { $0 != " " }
        let translucent: Bool
        if value.hasPrefix("rgba(") {
            let parts = value.dropFirst(5).dropLast().split(separator: ",")
            translucent = parts.count == 4 && (Double(parts[3]).map { $0 < 1 } ?? false)
        } else {
            translucent = value.hasPrefix("#") && value.count == 9 && !value.hasSuffix("ff")
        }
        guard translucent, let rgb = rgbHex(value) else { return false }
        return named.contains(rgb)
    }

    /// The red, green and blue of a hex or `rgb()`/`rgba()` colour as six lowercase hex digits.
    static func rgbHex(_ raw: String) -> String? {
        let value = raw.lowercased().filter { $0 != " " }
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            switch digits.count {
            case 3, 4: return digits.prefix(3).map { "\($0)\($0)" }.joined()
            case 6, 8: return String(digits.prefix(6))
            default: return nil
            }
        }
        for function in ["rgba(", "rgb("] where value.hasPrefix(function) && value.hasSuffix(")") {
            let parts = value.dropFirst(function.count).dropLast().split(separator: ",").prefix(3).compactMap { Int($0) }
            guard parts.count == 3, parts.allSatisfy({ (0...255).contains($0) }) else { return nil }
            return parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        return nil
    }

    /// A style key that sets a colour the element draws with (shadows are decoration).
    /// Colours React Native takes only as element props, never as style keys.
    static let propOnlyColorKeys: Set<String> = [
        "placeholderTextColor", "selectionColor", "underlayColor", "cursorColor", "underlineColorAndroid", "selectionHandleColor",
    ]

    /// `input: { placeholderTextColor: '#404040' }` in a style: the key is a `TextInput` prop,
    /// not a style key, so React Native ignores it and sets no colour. Unless the file reads the
    /// key back (`placeholderTextColor={styles.input.placeholderTextColor}`), nothing is drawn in it.
    static func isIgnoredPropKey(_ key: Int, in file: JSFile) -> Bool {
        let source = file.source
        let name = source.text(at: key)
        guard propOnlyColorKeys.contains(name) else { return false }
        return !source.tokens.indices.contains { $0 > 0 && source.kind(at: $0 - 1) == .dot && source.isWord(name, at: $0) }
    }

    static func isColorKey(_ key: String) -> Bool {
        (key == "color" || key.hasSuffix("Color")) && key != "shadowColor" && key != "textShadowColor"
    }

    /// A hex, `rgb()`/`hsl()` or named colour other than black, white or transparent.
    static func isLiteralColor(_ raw: String) -> Bool {
        let value = raw.lowercased().filter { $0 != " " }
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return false }
            let rgb = digits.count <= 4 ? String(digits.prefix(3)) : String(digits.prefix(6))
            let channels = digits.count <= 4 ? rgb.map { String($0) } : [0, 2, 4].map { String(Array(rgb)[$0..<($0 + 2)]) }
            let translucent = digits.count == 4 && digits.last != "f" || digits.count == 8 && !digits.hasSuffix("ff")
            if Set(channels).count == 1 && translucent { return false }
            return !["000", "fff", "000000", "ffffff"].contains(rgb)
        }
        for function in ["rgba(", "rgb(", "hsla(", "hsl("] where value.hasPrefix(function) && value.hasSuffix(")") {
            let parts = value.dropFirst(function.count).dropLast().split(separator: ",").map(String.init)
            guard parts.count >= 3 else { return false }
            let grey = function.hasPrefix("rgb") ? Set(parts.prefix(3)).count == 1 : parts[1] == "0%" || parts[1] == "0"
            let translucent = parts.count == 4 && (Double(parts[3]).map { $0 < 1 } ?? false)
            // Black and white; a translucent grey shows on any background.
            if grey && translucent { return false }
            if function.hasPrefix("rgb"), grey, ["0", "255"].contains(parts[0]) { return false }
            if function.hasPrefix("hsl"), parts[2] == "0%" || parts[2] == "100%" { return false }
            return true
        }
        return namedColors.contains(value)
    }

    /// A palette: a file named for colours or a palette, or a theme file that sets colours.
    static func isPalette(_ file: ReactNativeFile) -> Bool {
        let name = file.baseName.lowercased()
        if name.contains("color") || name.contains("colour") || name.contains("palette") { return true }
        return ReactNativeLiteralFontSize.isThemeFile(file.path) && file.file.source.bytes.contains(utf8: "olor")
    }
}
