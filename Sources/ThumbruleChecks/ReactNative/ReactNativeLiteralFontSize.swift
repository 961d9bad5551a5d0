import ThumbruleCore
import ThumbruleFrontEnds

/// `fontSize: 13` written in a screen's or component's styles instead of taken from the app's
/// type scale. React Native scales `fontSize` with the user's text setting, but each call site
/// picks its own size and the hierarchy becomes whatever they picked. One note per file, at the
/// first literal, with the count: the fix is a review of the file's text, not of each line.
///
/// Theme definitions are where literals belong and are left alone: files under a `theme`,
/// `typography`, `fonts`, `tokens` or `design-system` folder, or named for a theme, typography,
/// fonts or text styles, a step of a scale named by its size or heading level (`M: { fontSize:
/// 16 }`, `h2: { fontSize: 30 }`, `definesScaleStep`) wherever it sits, a file that defines one
/// named text role (`export default styled(Text, { fontSize: 14 })` in `P1.tsx`,
/// `definesTextRole`), a sheet of shared styles that screens in several folders take by name
/// (`import styles from 'shared/Styles'` then `styles.bodyContent`, `inSharedSheet`), and the
/// default of a user's text-size setting kept among the app's
/// other settings (`{ fontSize: 16, compactMode: false }`, `isSettingsDefault`). A size computed from a scale (`fontSize: type.body`) is not a literal,
/// a literal in a `StyleSheet.create` style that no code names is not a size the app shows
/// (`UnusedStyleNames`: also a style of a sheet an exported hook returns, when every caller
/// destructures the hook's result and none names that style), and one in the inline style of an icon (`<Icon name="close"
/// style={{ fontSize: 25 }} />`), in a style that sets an icon font's family, or in a style named
/// for an icon (`heartButtonIcon: { fontSize: 23 }`, handed to a vector icon through a local
/// array) sizes an icon font's glyph, not text; so does any size in a file named for an icon
/// (`NumberingIconReversedSquare`: a station number drawn in a pictogram, `namedForIcon`). Development code (a screen only a `__DEV__`
/// developer menu opens) is out of scope like any debug-only code. So is the app's wordmark: a
/// `Text` of one to three words naming the app (`ZEUS Pay+` in an app whose package is `zeus`)
/// in a font family of its own at 28 points or more (`drawsWordmark`), a logo set in type, and
/// artwork drawn only into a view the app captures as a picture (a poster handed to
/// react-native-view-shot, `ModuleReferences.drawnOnlyIntoCapturedImages`): the saved image keeps
/// the sizes it was laid out in, whatever the reader's text size; so is what an error boundary
/// reading no theme draws in its fallback (`ModuleReferences.drawnByThemelessErrorBoundary`).
/// A style that spreads a role of the scale and restates its size (`{ ...Typography.styles.h1,
/// fontSize: 28 }` where the imported `Typography.styles.h1` sets 28, `restatesSpreadRole`) takes
/// that role, and a file exporting three or more styled text components (`export const Title =
/// styled.Text` …, `definesTextRoles`) is the app's set of text roles, literals and all.
/// A size a later entry replaces never renders either: one overridden at every use of its style
/// (`overriddenAtEveryUse`), or handed as `style` to an app component that sets its own
/// `fontSize` after the style it is given or wears it only on a `View` (`overriddenByComponent`).
struct ReactNativeLiteralFontSize: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "type-scale.rn-literal-font-size",
        ruleId: "type-scale",
        summary: "React Native text sized with fontSize literals outside the type scale (one note per file)",
        triggering: [
            // A sheet's style on a greeting that only mentions the app's name: a heading, a step of the hierarchy.
            CheckExample(files: [
                ("package.json", "{ \"name\": \"lumen\", \"dependencies\": { \"react-native\": \"0.74.0\" } }"),
                ("src/Welcome.tsx", """
                import { StyleSheet, Text } from 'react-native';
                export const Welcome = () => <Text style={styles.title}>Welcome to Lumen</Text>;
                const styles = StyleSheet.create({ title: { fontFamily: 'Serif-Bold', ↓fontSize: 30 } });
                """),
            ]),
            // A crash card drawn by an error boundary that reads the theme: it sits inside the provider.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: true, sizeMarker: "↓"),
            // The same card, drawn by a themeless boundary, is also a help screen's: it is shared UI.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: false, alsoOnHelpScreen: true, sizeMarker: "↓"),
            // A score card saved as a picture, drawn a second time on the screen itself.
            ReactNativeExample.capturedScoreCard(alsoOnScreen: true, sizeMarker: "↓"),
            // A button named for its icon still sets its label's text (below: a pictogram's number does not).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/IconButton.tsx", """
                import { Pressable, StyleSheet, Text } from 'react-native';

                export const IconButton = ({ icon, title, onPress }) => (
                  <Pressable onPress={onPress}>{icon}<Text style={styles.title}>{title}</Text></Pressable>
                );
                const styles = StyleSheet.create({ title: { ↓fontSize: 15 } });
                """),
            ]),
            // The same destructured style worn by a Text sizes text.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-paper"]),
                ("src/Footer.tsx", """
                import { StyleSheet, Text, View } from 'react-native';
                import { Button } from 'react-native-paper';

                export const Footer = ({ title, onPress }) => {
                  const { label, bar } = styles;
                  return (
                    <View style={bar}>
                      <Button onPress={onPress} style={label}>{title}</Button>
                      <Text style={label}>{title}</Text>
                    </View>
                  );
                };

                const styles = StyleSheet.create({
                  label: { ↓fontSize: 17, alignSelf: 'center' },
                  bar: { height: 60 },
                });
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PriceTag.tsx", """
                export const PriceTag = ({ price }) => <Text style={[styles.price, { ↓fontSize: 12 }]}>{price}</Text>;

                const styles = StyleSheet.create({
                  price: { fontSize: 28, fontWeight: '700' },
                });
                """),
            ]),
            // A style another file names is shown, wherever its sheet is declared; the screen's
            // own components sharing its sheet do not make it the app's.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Threads/index.tsx", """
                import styles from './styles';

                export const Empty = () => <Text style={styles.noDataFound}>No threads</Text>;
                """),
                ("src/Threads/Row/index.tsx", """
                import styles from '../styles';

                export const Row = ({ title }) => <Text style={styles.noDataFound}>{title}</Text>;
                """),
                ("src/Threads/Header/index.tsx", """
                import styles from '../styles';

                export const Header = ({ title }) => <Text style={styles.noDataFound}>{title}</Text>;
                """),
                ("src/Threads/styles.ts", """
                import { StyleSheet } from 'react-native';

                export default StyleSheet.create({
                  noDataFound: { ↓fontSize: 14 },
                });
                """),
            ]),
            // A hook's sheet: the style a caller takes by name is shown.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/lib/sheet.ts", """
                import { useMemo } from 'react';
                import { StyleSheet } from 'react-native';

                export const useSheetStyles = (theme) =>
                  useMemo(() => StyleSheet.create({ textInputStyle: { ↓fontSize: 20 }, handleStyle: { height: 4 } }), [theme]);
                """),
                ("src/components/Composer.tsx", """
                import { useSheetStyles } from '../lib/sheet';

                export const Composer = ({ theme }) => {
                  const { textInputStyle } = useSheetStyles(theme);
                  return <TextInput style={textInputStyle} />;
                };
                """),
            ]),
            // The same factory's style that a screen does wear is shown.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/hooks/useSheet.js", """
                import { StyleSheet } from 'react-native';
                const useSheet = (local) => ({ styles: StyleSheet.create(local({ dark: false })) });
                export default useSheet;
                """),
                ("src/components/Panel.styles.js", """
                export const panelStyles = ({ dark }) => ({
                  box: { backgroundColor: dark ? '#000' : '#fff' },
                  title: { fontWeight: 'bold', ↓fontSize: 16 },
                });
                """),
                ("src/components/Panel.js", """
                import useSheet from '../hooks/useSheet';
                import { panelStyles } from './Panel.styles';

                const Panel = ({ header }) => {
                  const { styles } = useSheet(panelStyles);
                  return <View style={styles.box}><Text style={styles.title}>{header}</Text></View>;
                };
                export default Panel;
                """),
            ]),
            // A display heading in the brand's font is still a step of the hierarchy.
            CheckExample(files: [
                ("package.json", "{ \"name\": \"lumen\", \"dependencies\": { \"react-native\": \"0.74.0\" } }"),
                ("src/Welcome.tsx", """
                export const Welcome = () => <Text style={{ fontFamily: 'Marlide-Bold', ↓fontSize: 52 }}>Welcome back</Text>;
                """),
            ]),
            // The same sheet once one use overrides the size only under a condition: that use renders the literal.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/Results.js", """
                import { StyleSheet, Text, View } from 'react-native';
                import { scaled } from '../utils/scale';

                export const Results = ({ count, total, large }) => (
                  <View>
                    <Text style={{ ...styles.resultText, ...{ fontSize: scaled(6) } }}>{count}</Text>
                    <Text style={[styles.resultText, large && { fontSize: scaled(8) }]}>{total}</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  resultText: { marginLeft: 25, ↓fontSize: 20 },
                });
                """),
            ]),
            // zeus Activity: a `+` before a fee amount is the amount's text, not an icon's glyph.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/FeeRow.tsx", """
                export const FeeRow = ({ fee }) => (
                  <View>
                    <Text style={{ color: '#888', ↓fontSize: 16 }}>+</Text>
                    <Amount sats={fee} />
                  </View>
                );
                """),
            ]),
            // A constant chosen between words is text, even when one choice is an emoji.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/RewardTitle.tsx", """
                export const RewardTitle = ({ reward }) => {
                  const title = reward.done ? 'Goal reached' : '⭐';
                  return <Text style={{ ↓fontSize: 22 }}>{title}</Text>;
                };
                """),
            ]),
            // A stack screen the login screen opens by its route's name.
            Self.signUpStack(loginOpens: "SignUp", marker: "↓"),
            // niuzie-rn's shape: the screen is opened from a header button another screen's options draw.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", "import App from './src/App';"),
                ("src/App.tsx", """
                import { createNativeStackNavigator } from '@react-navigation/native-stack';
                import { CartScreen } from './CartScreen';
                import { ShopScreen } from './ShopScreen';

                const ShopStack = createNativeStackNavigator();

                export default () => (
                  <ShopStack.Navigator>
                    <ShopStack.Screen
                      name="Shop"
                      component={ShopScreen}
                      options={({ navigation }) => ({ headerRight: () => <Button title="Cart" onPress={() => navigation.navigate('Cart')} /> })}
                    />
                    <ShopStack.Screen name="Cart" component={CartScreen} />
                  </ShopStack.Navigator>
                );
                """),
                ("src/ShopScreen.tsx", "export const ShopScreen = () => <View />;"),
                ("src/CartScreen.tsx", """
                export const CartScreen = () => <Text style={{ ↓fontSize: 24 }}>Cart</Text>;
                """),
            ]),
            // A role spread in, then resized off its step: the literal is a size of its own.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/type.ts", """
                export const Type = { body: { fontFamily: 'Inter', fontSize: 14, lineHeight: 20 } };
                """),
                ("src/Banner.tsx", """
                import { StyleSheet, Text } from 'react-native';
                import { Type } from './theme/type';

                export const Banner = ({ note }) => <Text style={styles.note}>{note}</Text>;
                const styles = StyleSheet.create({ note: { ...Type.body, ↓fontSize: 17 } });
                """),
            ]),
        ],
        nonTriggering: [
            // A style that spreads a role of the app's scale and restates that role's size: the text
            // takes the role, and the literal is the role's own step.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/theme/type.ts", """
                export const Type = {
                  family: 'Inter',
                  roles: {
                    heading: { fontFamily: 'Inter-Bold', fontSize: 26, lineHeight: 32 },
                    body: { fontFamily: 'Inter', fontSize: 15, lineHeight: 21 },
                  },
                };
                """),
                ("src/Hero.tsx", """
                import { StyleSheet, Text, View } from 'react-native';
                import { Type } from './theme/type';

                export const Hero = ({ title, blurb }) => (
                  <View>
                    <Text style={styles.title}>{title}</Text>
                    <Text style={styles.blurb}>{blurb}</Text>
                  </View>
                );
                const styles = StyleSheet.create({
                  title: { ...Type.roles.heading, fontSize: 26, color: 'white', textAlign: 'center' },
                  blurb: { ...Type.roles.body, fontSize: 15, opacity: 0.9 },
                });
                """),
            ]),
            // The app's file of text roles, styled components one after another: a badge role
            // defined beside them is part of the scale, not a call site's pick.
            CheckExample(files: [
                ReactNativeExample.package(["styled-components"]),
                ("src/ui/words.tsx", """
                import { Text } from 'react-native';
                import styled from 'styled-components/native';

                export const Heading = styled.Text`
                  font-size: 24px;
                `;
                export const Lead = styled.Text`
                  font-size: 17px;
                `;
                export const Fine = styled(Text)`
                  font-size: 12px;
                `;
                export const Tag = ({ label, tint }) => (
                  <Text style={{ fontSize: 11, color: 'white', backgroundColor: tint, borderRadius: 6 }}>{label}</Text>
                );
                """),
            ]),
            // A crash card drawn by an error boundary that reads no theme, as one at the root above
            // every provider: the fallback must look right with no theme, so its sizes are its own.
            ReactNativeExample.crashCardInBoundary(boundaryReadsTheme: false),
            // A score card drawn only into the view the app captures as a picture to share: the
            // exported image keeps the look it was laid out in, whatever the phone's settings.
            ReactNativeExample.capturedScoreCard(alsoOnScreen: false),
            // trainlcd's station-numbering pictograms: the number is set to fit a drawn square of fixed size.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/NumberingIconSquare.tsx", """
                import { StyleSheet, Text, View } from 'react-native';

                export const NumberingIconSquare = ({ code, color }) => (
                  <View style={[styles.root, { borderColor: color }]}><Text style={styles.code}>{code}</Text></View>
                );
                const styles = StyleSheet.create({
                  root: { width: 64, height: 64, borderWidth: 4, alignItems: 'center', justifyContent: 'center' },
                  code: { fontSize: 10, fontWeight: 'bold' },
                });
                """),
            ]),
            // edairy-rn: a stub sign-up screen registered on the stack, whose route nothing names
            // (no `navigate`, link or `initialRouteName`): no user reaches it.
            Self.signUpStack(loginOpens: "Dashboard", marker: ""),
            // budget-rn's search results: each use of the sheet's style spreads a size of its own
            // after it, so the sheet's literal never renders.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/Results.js", """
                import { StyleSheet, Text, View } from 'react-native';
                import { scaled } from '../utils/scale';

                export const Results = ({ count, total, color }) => (
                  <View>
                    <Text style={{ ...styles.resultText, ...{ color, fontSize: scaled(6) } }}>{count}</Text>
                    <Text style={[styles.resultText, { fontSize: scaled(5) }]}>{total}</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  resultText: { marginLeft: 25, fontSize: 20 },
                });
                """),
            ]),
            // actual-rn: a Skia font for a chart's axis labels, drawn on a canvas, not a Text style.
            CheckExample(files: [
                ReactNativeExample.package(["@shopify/react-native-skia", "victory-native"]),
                ("src/components/SpendChart.tsx", """
                import { View } from 'react-native';
                import { CartesianChart, Line } from 'victory-native';
                import { matchFont } from '@shopify/react-native-skia';

                export function SpendChart({ points }) {
                  const font = matchFont({ fontSize: 10, fontFamily: 'System' });
                  return (
                    <View style={{ height: 180 }}>
                      <CartesianChart data={points} xKey="month" yKeys={['total']} axisOptions={{ font }}>
                        {({ points: p }) => <Line points={p.total} color="teal" strokeWidth={2} />}
                      </CartesianChart>
                    </View>
                  );
                }
                """),
            ]),
            // agridata-rn: an invoice drawn with a PDF library sizes its text in points of the page.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-pdf-lib"]),
                ("src/orders/Invoice.js", """
                import { Text } from 'react-native';
                import PDFLib, { PDFDocument, PDFPage } from 'react-native-pdf-lib';

                export async function makeInvoice(order, path) {
                  const page = PDFPage.create()
                    .setMediaBox(2480, 3508)
                    .drawText('Order summary', { x: 100, y: 3100, fontSize: 150 })
                    .drawText(order.number, { x: 100, y: 2900, fontSize: 90 });
                  return PDFDocument.create(path).addPages(page).write();
                }

                export const InvoiceLabel = () => <Text>Invoice</Text>;
                """),
            ]),
            // weaup-rn: an svg-charts axis draws its tick labels with the `svg` attributes it is given.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg", "react-native-svg-charts"]),
                ("src/components/ScoresCard.tsx", """
                import { View } from 'react-native';
                import { AreaChart, XAxis } from 'react-native-svg-charts';

                export function ScoresCard({ scores, days }) {
                  return (
                    <View>
                      <AreaChart style={{ height: 160 }} data={scores} />
                      <XAxis data={days} formatLabel={(_, i) => days[i]} svg={{ fontSize: 10, fill: '#999' }} />
                    </View>
                  );
                }
                """),
            ]),
            // wowsinfo-rn WoWsInfo: a fontSize in the `style` of a react-native-paper Button, taken
            // from a destructured sheet, styles the button's surface; its label takes `labelStyle`.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-paper"]),
                ("src/Footer.tsx", """
                import { StyleSheet, View } from 'react-native';
                import { Button } from 'react-native-paper';

                export const Footer = ({ title, onPress }) => {
                  const renderBar = () => {
                    const { label, bar } = styles;
                    return (
                      <View style={bar}>
                        <Button onPress={onPress} style={label}>{title}</Button>
                      </View>
                    );
                  };
                  return renderBar();
                };

                const styles = StyleSheet.create({
                  label: { fontSize: 17, alignSelf: 'center', width: '70%' },
                  bar: { height: 60 },
                });
                """),
            ]),
            // disciple-tools-rn Card.styles / NotificationsScreen.styles: a style factory handed to a
            // sheet hook, whose `title` and `emptyText` no importer names, and a style named for
            // the header icon it sizes.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/hooks/useSheet.js", """
                import { StyleSheet } from 'react-native';
                const useSheet = (local) => ({ styles: StyleSheet.create(local({ dark: false })) });
                export default useSheet;
                """),
                ("src/components/Panel.styles.js", """
                export const panelStyles = ({ dark }) => ({
                  box: { backgroundColor: dark ? '#000' : '#fff' },
                  title: { fontWeight: 'bold', fontSize: 16 },
                  emptyText: { fontSize: 14, padding: 10 },
                  clearAllIcon: (active) => ({ fontSize: 24, opacity: active ? 1 : 0.5 }),
                });
                """),
                ("src/components/Panel.js", """
                import useSheet from '../hooks/useSheet';
                import { panelStyles } from './Panel.styles';

                const Panel = ({ title, active }) => {
                  const { styles } = useSheet(panelStyles);
                  return (
                    <View style={styles.box}>
                      <Header title={title} />
                      <ClearIcon style={styles.clearAllIcon(active)} />
                    </View>
                  );
                };
                export default Panel;
                """),
            ]),
            // tonkeeper-rn's CardsWidget: `export *` barrels pass on only the names asked of them,
            // and nothing asks for the widget, so the list only it draws never ships (a vault's
            // method named `import` loads no module).
            CheckExample(files: [
                ("package.json", "{ \"name\": \"purse\", \"main\": \"index.js\", \"dependencies\": { \"react-native\": \"0.74.0\" } }"),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import App from './src/App';
                AppRegistry.registerComponent('purse', () => App);
                """),
                ("src/App.tsx", """
                import { Steps } from './components';
                import { Vault } from './vault';
                export const vault = new Vault();
                export default function App() { return <Steps />; }
                """),
                ("src/vault.ts", """
                export class Vault {
                  public async import(identifier: string, words: string[]) {
                    return { identifier, words };
                  }
                }
                """),
                ("src/theme/typography.ts", "export const typography = { body: { fontSize: 16 }, caption: { fontSize: 12 } };"),
                ("src/components/index.ts", "export * from './PayCards';\nexport * from './Steps';"),
                ("src/components/Steps/index.ts", "export * from './Steps';"),
                ("src/components/Steps/Steps.tsx", """
                import { Text } from 'react-native';
                import { typography } from '../../theme/typography';
                export const Steps = () => <Text style={typography.body}>Steps</Text>;
                """),
                ("src/components/PayCards/index.ts", "export * from './PayCards';"),
                ("src/components/PayCards/PayCards.tsx", """
                import { CardRow } from './CardRow';
                export const PayCards = () => <CardRow />;
                """),
                ("src/components/PayCards/CardRow.tsx", """
                import { StyleSheet, Text } from 'react-native';
                export const CardRow = () => <Text style={styles.label}>Card</Text>;
                const styles = StyleSheet.create({ label: { fontSize: 8.5 } });
                """),
            ]),
            // zeus: the app's name set in its display font as a wordmark is a logo, not a text role.
            CheckExample(files: [
                ("package.json", "{ \"name\": \"lumen\", \"dependencies\": { \"react-native\": \"0.74.0\" } }"),
                ("src/PlusPlan.tsx", """
                export const PlusPlan = () => (
                  <Row>
                    <Text style={{ ...styles.text, fontFamily: font('marlideBold'), fontSize: 55, color: themeColor('text') }}>
                      LUMEN Plus
                    </Text>
                  </Row>
                );
                """),
            ]),
            // The app's name as a wordmark through a sheet's style, set in the brand's family by the
            // app's own text component: a logo too.
            CheckExample(files: [
                ("package.json", "{ \"name\": \"lumen\", \"dependencies\": { \"react-native\": \"0.74.0\" } }"),
                ("src/components/LogoType.tsx", """
                import { StyleSheet, Text } from 'react-native';
                export default function LogoType({ style, children }) {
                  return <Text style={[styles.type, style]}>{children}</Text>;
                }
                const styles = StyleSheet.create({ type: { fontFamily: 'Serif-Bold' } });
                """),
                ("src/Welcome.tsx", """
                import { StyleSheet, View } from 'react-native';
                import LogoType from './components/LogoType';
                export const Welcome = () => (
                  <View>
                    <LogoType style={styles.mark}>lumen</LogoType>
                  </View>
                );
                const styles = StyleSheet.create({ mark: { fontSize: 34, paddingVertical: 8 } });
                """),
            ]),
            // A playground only the developer menu opens, drawn for QA builds, development and
            // debug profiles: the navigator registers it for every build, but no release user reaches it.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", "import App from './src/App';"),
                ("src/App.tsx", """
                import { PlaygroundScreen } from './PlaygroundScreen';
                import { ProfileScreen } from './ProfileScreen';

                export default () => (
                  <Stack.Navigator>
                    <Stack.Screen name="Profile" component={ProfileScreen} />
                    <Stack.Screen name="Playground" component={PlaygroundScreen} />
                  </Stack.Navigator>
                );
                """),
                ("src/ProfileScreen.tsx", """
                export const ProfileScreen = ({ navigation, profile }) => (
                  <View>
                    {(__DEV__ || JSON.parse(IS_QA_ENV || 'false') || profile?.debug) && (
                      <Button title="Playground" onPress={() => navigation.navigate('Playground')} />
                    )}
                  </View>
                );
                """),
                ("src/PlaygroundScreen.tsx", """
                export const PlaygroundScreen = () => <Text style={{ fontSize: 22 }}>Heading</Text>;
                """),
            ]),
            // The same playground registered under a route constant (`name={Routes.Playground}`),
            // whose name its union type and constant table spell out for the code alone.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", "import App from './src/App';"),
                ("src/routes.ts", """
                export type Route = 'Profile' | 'Playground';
                export const Routes: { [key in Route]: Route } = { Profile: 'Profile', Playground: 'Playground' };
                """),
                ("src/App.tsx", """
                import { PlaygroundScreen } from './PlaygroundScreen';
                import { ProfileScreen } from './ProfileScreen';
                import { Routes } from './routes';

                export default () => (
                  <Stack.Navigator>
                    <Stack.Screen name={Routes.Profile} component={ProfileScreen} />
                    <Stack.Screen name={Routes.Playground} component={PlaygroundScreen} />
                  </Stack.Navigator>
                );
                """),
                ("src/ProfileScreen.tsx", """
                import { Routes } from './routes';

                export const ProfileScreen = ({ navigation }) => (
                  <View>
                    {__DEV__ && <Button title="Playground" onPress={() => navigation.navigate(Routes.Playground)} />}
                  </View>
                );
                """),
                ("src/PlaygroundScreen.tsx", """
                export const PlaygroundScreen = () => <Text style={{ fontSize: 22 }}>Heading</Text>;
                """),
            ]),
            // The app's scale itself, its steps named by size, kept beside other constants.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/utils/constants.ts", """
                export const Layout = {
                  TextStyle: {
                    S: { fontSize: 13, lineHeight: 17 },
                    M: { fontSize: 15, lineHeight: 20 },
                    L: { fontSize: 19, lineHeight: 25 },
                  },
                  Gap: 8,
                };
                """),
            ]),
            // pawly-rn's main button: its label sizes defined once in a table named by size, and
            // call sites pick a size name, not a number.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/PrimaryButton.tsx", """
                import { Pressable, Text } from 'react-native';
                const SIZES = {
                  xs: { paddingVertical: 6, fontSize: 13 },
                  sm: { paddingVertical: 10, fontSize: 15 },
                  md: { paddingVertical: 12, fontSize: 17 },
                  lg: { paddingVertical: 14, fontSize: 22 },
                } as const;
                export const PrimaryButton = ({ label, size = 'md' }) => (
                  <Pressable style={{ paddingVertical: SIZES[size].paddingVertical }}>
                    <Text style={{ fontSize: SIZES[size].fontSize }}>{label}</Text>
                  </Pressable>
                );
                """),
            ]),
            // Heading levels mapped to sizes once, for a renderer to apply.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/markdown/headingStyles.ts", """
                export const headingStyles = {
                  h1: { fontSize: 32, fontWeight: 'bold' },
                  h2: { fontSize: 26, fontWeight: 'bold' },
                  h3: { fontSize: 21 },
                };
                """),
            ]),
            // A file that defines one named text role: the role's size, set once.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/ui/Caption.tsx", """
                import { styled, Text } from 'tamagui';

                export default styled(Text, { fontSize: 12, lineHeight: 16, color: '$gray10' });
                """),
                ("src/ui/FieldLabel.tsx", """
                import { Label, styled } from 'tamagui';

                const Styled = styled(Label, { fontSize: 13 });

                export function FieldLabel({ children }) {
                  return <Styled>{children}</Styled>;
                }
                """),
            ]),
            // A component that is one text role: its one Text shows what call sites write inside it.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/lists/ListTitle.tsx", """
                import { StyleSheet, Text } from 'react-native';

                const styles = StyleSheet.create({
                  title: { fontSize: 17, fontWeight: '500' },
                  plain: { fontWeight: '400' },
                });

                export function ListTitle(props) {
                  return <Text numberOfLines={props.lines} style={[styles.title, !props.bold && styles.plain, props.style]}>{props.children}</Text>;
                }
                """),
                ("src/lists/Row.tsx", """
                import { ListTitle } from './ListTitle';

                export const Row = ({ item }) => <ListTitle bold>{item.name}</ListTitle>;
                """),
            ]),
            // The app's own base Text, named like React Native's and importing it under another
            // name: its default size is the body role every call site takes, not a pick.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/ui/Text.tsx", """
                import { StyleSheet, Text as NativeText } from 'react-native';

                export const Text = ({ children, style, lines }) => {
                  const styles = makeStyles();
                  return <NativeText numberOfLines={lines} style={[styles.body, style]}>{children}</NativeText>;
                };

                const makeStyles = () => StyleSheet.create({ body: { fontSize: 15, lineHeight: 21 } });
                """),
                ("src/screens/About.tsx", """
                import { Text } from '../ui/Text';

                export const About = ({ version }) => <Text>Version {version}</Text>;
                """),
            ]),
            // The default of the reader's own text-size setting, among the other settings.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/store/preferences.ts", """
                export const defaultPreferences = {
                  theme: 'system',
                  fontSize: 17,
                  openLinksInApp: true,
                  hideReadPosts: false,
                };
                """),
            ]),
            // A glyph of the app's icon font, sized as artwork.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/LocationPin.tsx", """
                export const LocationPin = () => <Text style={styles.pin}>{'\\ue01a'}</Text>;

                const styles = StyleSheet.create({
                  pin: { fontFamily: 'TravelIcons-Regular', fontSize: 30, color: '#888' },
                });
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PriceTag.tsx", """
                import { type } from './theme/typography';

                export const PriceTag = ({ price }) => <Text style={type.headline}>{price}</Text>;
                const styles = StyleSheet.create({ unit: { fontSize: type.caption.fontSize } });
                """),
                ("src/theme/typography.ts", """
                export const type = {
                  headline: { fontSize: 28, fontWeight: '700' },
                  caption: { fontSize: 12 },
                };
                """),
            ]),
            // An icon font's glyph is sized by fontSize.
            // A UI kit's theme copied into the app: its component files are the type scale.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/kit-theme/components/Banner.js", """
                export default (variables) => ({
                  'Kit.Text': { fontSize: 15, color: variables.textColor },
                  'Kit.Title': { fontSize: 20 },
                });
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/CloseButton.tsx", """
                export const CloseButton = ({ onPress }) => (
                  <Pressable onPress={onPress}><Icon name="rounded-close" style={{ color: '#fff', fontSize: 25 }} /></Pressable>
                );
                """),
            ]),
            // A style named for an icon sizes a vector icon's glyph, whichever way it reaches the icon.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/Artwork.tsx", """
                export const Artwork = ({ liked }) => {
                  const heartStyles = liked ? [styles.heartButtonIcon, styles.active] : [styles.heartButtonIcon];
                  return <Icon name="heart" style={heartStyles} />;
                };

                const styles = StyleSheet.create({
                  heartButtonIcon: { color: '#fff', fontSize: 23 },
                  active: { color: '#f00' },
                });
                """),
                ("src/RoundButtons.tsx", """
                export const Back = ({ onPress }) => <CircleButton name="arrow-left" onPress={onPress} iconStyle={styles.iconStyle} />;

                const styles = StyleSheet.create({
                  iconStyle: { fontSize: 22 },
                });
                """),
            ]),
            // A size on a style only a View wears does nothing: a View draws no text.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Consent.tsx", """
                export const Consent = ({ label }) => (
                  <View style={styles.toggle}>
                    <Text style={styles.label}>{label}</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  toggle: { flexDirection: 'row', fontSize: 24 },
                  label: { ...type.body },
                });
                """),
            ]),
            // The same in a button whose folder's index re-exports it: its sheet is the file's
            // own, so no other file can put the View's style on a Text.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/buttons/index.ts", """
                export { default as BigButton } from './big-button';
                """),
                ("src/buttons/big-button/index.tsx", """
                import { StyleSheet, Text, View } from 'react-native';

                const buttonStyles = StyleSheet.create({
                  bigButton: { borderRadius: 28, fontSize: 16, paddingVertical: 16 },
                  buttonText: { textAlign: 'center' },
                });

                export default function BigButton({ children }) {
                  return (
                    <View style={buttonStyles.bigButton}>
                      <Text style={buttonStyles.buttonText}>{children}</Text>
                    </View>
                  );
                }
                """),
            ]),
            // Bullets sized as glyphs: a check mark written in a text element, and a list of
            // marks, each beside its style, that a text element maps over.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Benefits.tsx", """
                export const Benefits = ({ strings }) => (
                  <View>
                    <Text style={styles.tick}>✓</Text>
                    {[{ style: styles.cross, icon: '✕', key: 'private' }].map(({ style, icon, key }) => (
                      <Text key={key} style={style}>{icon}</Text>
                    ))}
                  </View>
                );

                const styles = StyleSheet.create({
                  tick: { paddingRight: 8, fontSize: 16 },
                  cross: { paddingRight: 8, fontSize: 16 },
                });
                """),
            ]),
            // recosante-rn: a component left returning null above the badge its style is for.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/EnvBadge.tsx", """
                import { StyleSheet, Text, View } from 'react-native';

                const EnvBadge = ({ env }) => {
                  return null;
                  return <Text style={styles.badge}>{env}</Text>;
                };
                export default EnvBadge;

                const styles = StyleSheet.create({ badge: { fontSize: 16, color: 'red' } });
                """),
            ]),
            // recosante-rn: a favourite toggle drawn as a star glyph, sized in its inline style.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Favourite.tsx", """
                export const Favourite = ({ on, onPress }) => (
                  <TouchableOpacity onPress={onPress}>
                    <Text style={{ fontSize: 18, color: on ? '#FC0' : '#AAA' }}>{on ? '★' : '☆'}</Text>
                  </TouchableOpacity>
                );
                """),
            ]),
            // fingekko-rn: a reward's hero badge, one emoji chosen by the outcome and sized in its inline style.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/RewardCard.tsx", """
                export const RewardCard = ({ reward }) => {
                  const badge = reward.done ? '🏅' : reward.close ? '🔥' : '🌱';
                  return (
                    <View>
                      <Text style={{ fontSize: 30 }}>{badge}</Text>
                    </View>
                  );
                };
                """),
            ]),
            // A style the file never reads as `styles.label`, though `label` is the name of a prop and
            // a key of its data: nothing wears its size.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Filters.tsx", """
                import { StyleSheet, View } from 'react-native';

                const ranges = [{ label: 'near', value: 10 }];

                export const Filters = ({ t }) => (
                  <View style={styles.content}>
                    <Picker label={t('distance')} items={ranges} />
                  </View>
                );

                const styles = StyleSheet.create({
                  content: { padding: 12 },
                  label: { fontSize: 16, marginBottom: 4 },
                });
                """),
            ]),
            // The app's text component puts its own size after the style it is given, and its text
            // field wears the style on its wrapping View, so the sizes a screen hands them never
            // render (labour-rn's CustomText and text field).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/components/AppText.tsx", """
                import { Text } from 'react-native';
                import { scaled } from '../scale';

                type Props = { children: any; size?: number; style?: any };

                const AppText = ({ children, size = 16, style, ...rest }: Props) => (
                  <Text style={[{ color: '#222' }, style, { fontSize: scaled(size) }]} {...rest}>{children}</Text>
                );

                export default AppText;
                """),
                ("src/components/Field.tsx", """
                import { TextInput, View } from 'react-native';

                export default function Field({ value, onChangeText, style }) {
                  return (
                    <View style={[{ borderWidth: 1 }, style]}>
                      <TextInput value={value} onChangeText={onChangeText} style={{ padding: 8 }} />
                    </View>
                  );
                }
                """),
                ("src/screens/History.tsx", """
                import { StyleSheet, View } from 'react-native';
                import AppText from '../components/AppText';
                import Field from '../components/Field';

                export const History = ({ item, note, setNote }) => (
                  <View>
                    <AppText style={styles.date}>{item.date}</AppText>
                    <AppText style={[styles.note, { marginTop: 4 }]}>{item.note}</AppText>
                    <Field value={note} onChangeText={setNote} style={styles.input} />
                  </View>
                );

                const styles = StyleSheet.create({
                  date: { fontSize: 12, opacity: 0.7 },
                  note: { fontSize: 13 },
                  input: { fontSize: 18, marginTop: 8 },
                });
                """),
            ]),
            // `noDataFound` is named nowhere: its size is never shown.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Threads/index.tsx", """
                import styles from './styles';

                export const Threads = ({ items }) => <FlatList style={styles.list} data={items} />;
                """),
                ("src/Threads/styles.ts", """
                import { StyleSheet } from 'react-native';

                export default StyleSheet.create({
                  list: { flex: 1 },
                  noDataFound: { fontSize: 14 },
                });
                """),
            ]),
            // The app's shared sheet: screens in three folders take `bodyContent` by name, so its size is set once.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/shared/Styles.js", """
                import { StyleSheet } from 'react-native';

                export default StyleSheet.create({
                  flex: { flex: 1 },
                  bodyContent: { fontFamily: 'notosans', fontSize: 18 },
                });
                """),
                ("src/screens/onboarding/Anonymous.tsx", """
                import styles from '../../shared/Styles';

                export const Anonymous = ({ text }) => <Text style={styles.bodyContent}>{text}</Text>;
                """),
                ("src/screens/home/Clear.tsx", """
                import styles from '../../shared/Styles';

                export const Clear = ({ text }) => <Text style={styles.bodyContent}>{text}</Text>;
                """),
                ("src/screens/history/History.tsx", """
                import styles from '../../shared/Styles';

                export const History = ({ text }) => <View style={styles.flex}><Text style={styles.bodyContent}>{text}</Text></View>;
                """),
            ]),
            // A hook's sheet whose `textInputStyle` no caller takes: every caller destructures the
            // styles it wears by name.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/lib/bottom-sheet.ts", """
                import { useMemo } from 'react';
                import { StyleSheet } from 'react-native';

                export const useBottomSheetStyles = (theme) => {
                  return useMemo(
                    () =>
                      StyleSheet.create({
                        backgroundStyle: { backgroundColor: theme.colors.card },
                        textInputStyle: { padding: 0, fontSize: 20, lineHeight: 28 },
                        handleStyle: { borderTopStartRadius: 15 },
                      }),
                    [theme],
                  );
                };
                """),
                ("src/components/FeedsButton.tsx", """
                import { useBottomSheetStyles } from '~/lib/bottom-sheet';

                export const FeedsButton = ({ theme }) => {
                  const { backgroundStyle, handleStyle } = useBottomSheetStyles(theme);
                  return <BottomSheetModal backgroundStyle={backgroundStyle} handleStyle={handleStyle} />;
                };
                """),
            ]),
        ]
    )

    /// A two-screen stack whose login screen navigates to `route`; the sign-up screen's size
    /// carries `marker`, so the same app serves as the reached and the unreached case.
    static func signUpStack(loginOpens route: String, marker: String) -> CheckExample {
        CheckExample(files: [
            ReactNativeExample.package(),
            ("index.js", "import App from './src/App';"),
            ("src/App.tsx", """
            import { createNativeStackNavigator } from '@react-navigation/native-stack';
            import { LoginScreen } from './LoginScreen';
            import { SignUpScreen } from './SignUpScreen';

            const AuthStack = createNativeStackNavigator();

            export default () => (
              <AuthStack.Navigator screenOptions={{ headerShown: false }}>
                <AuthStack.Screen name="Login" component={LoginScreen} />
                <AuthStack.Screen name="SignUp" component={SignUpScreen} />
              </AuthStack.Navigator>
            );
            """),
            ("src/LoginScreen.tsx", """
            export const LoginScreen = ({ navigation }) => (
              <View>
                <Button title="Sign in" onPress={() => navigation.navigate('\(route)')} />
              </View>
            );
            """),
            ("src/SignUpScreen.tsx", """
            export const SignUpScreen = () => <Text style={{ \(marker)fontSize: 24 }}>Sign up</Text>;
            """),
        ])
    }

    /// Words of a component's name that make it a control or a layout holding text beside an
    /// icon (`IconButton`, `TextWithIcon`, `IconListItem`), rather than the icon itself.
    static let textHolderWords: Set<String> = [
        "button", "text", "label", "title", "with", "and", "row", "item", "list", "menu", "header",
        "bar", "tab", "tabs", "card", "cell", "picker", "selector", "grid", "input", "field", "toggle",
    ]

    /// Whether a file is named for an icon (`NumberingIconReversedSquare`, `LineIcon`,
    /// `ArrowIcon`): its text is a glyph set inside a pictogram of a fixed size (a station number
    /// in its drawn square), sized to fit the drawing rather than taken from the type scale.
    /// Not when another word of the name holds text (`IconButton`, `TextWithIcon`).
    static func namedForIcon(_ baseName: String) -> Bool {
        let words = NameWords.split(baseName).map { $0.lowercased() }
        return words.contains("icon") && textHolderWords.isDisjoint(with: words)
    }

    static let themeFolders: Set<String> = ["theme", "themes", "typography", "fonts", "tokens", "design-system", "designsystem"]
    static let themeNames = ["theme", "typography", "font", "textstyle", "tokens"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        var references: ModuleReferences?
        let appNames = Self.appNameWords(reactNative)
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "fontSize") && !Self.isThemeFile(file.path)
            && !Self.namedForIcon(file.baseName) {
            let source = file.file.source
            let literals = source.tokens.indices.filter { index in
                source.isWord("fontSize", at: index) && source.kind(at: index + 1) == .colon && source.kind(at: index + 2) == .number
                    && (source.kind(at: index - 1) == .leftBrace || source.kind(at: index - 1) == .comma)
                    && (source.kind(at: index + 3) == .comma || source.kind(at: index + 3) == .rightBrace)
            }
            let unused = UnusedStyleNames(file, in: reactNative) {
                if references == nil { references = ModuleReferences(reactNative) }
                return references!
            }
            // An icon font's glyph is sized with fontSize too: that is an icon's size, not text.
            let iconStyles = file.file.elements.filter { $0.simpleName == "Icon" || $0.simpleName.hasSuffix("Icon") }
                .compactMap { $0.attribute("style")?.expression }
            let shown = literals.filter { literal in
                !unused.holds(literal) && !iconStyles.contains { $0.contains(literal) } && !Self.stylesAnIconFont(literal, in: file.file)
                    && !Self.definesScaleStep(literal, in: source) && !Self.isSettingsDefault(literal, in: file.file)
                    && !Self.drawsWordmark(literal, in: file, reactNative, appNames: appNames)
                    && !Self.stylesOnlyViews(literal, in: file, reactNative) {
                        if references == nil { references = ModuleReferences(reactNative) }
                        return references!
                    } && !Self.stylesOnlyGlyphs(literal, in: file.file) && !Self.sizesInlineGlyph(literal, in: file.file)
                    && !Self.usedOnlyInDeadCode(literal, in: file.file) && !Self.sizesDrawnFont(literal, in: file.file)
                    && !Self.overriddenAtEveryUse(literal, in: file.file) && !Self.overriddenByComponent(literal, in: file, reactNative)
                    && !Self.inSharedSheet(literal, in: file, reactNative) {
                        if references == nil { references = ModuleReferences(reactNative) }
                        return references!
                    } && !Self.restatesSpreadRole(literal, in: file, reactNative)
            }
            if Self.definesTextRole(shown, in: file.file) || Self.definesTextRoles(file.file) { continue }
            guard let first = shown.first else { continue }
            // Artwork the app saves as a picture keeps the sizes it was laid out in.
            if references == nil { references = ModuleReferences(reactNative) }
            if references!.drawnOnlyIntoCapturedImages(file, in: reactNative) { continue }
            // A root error boundary's fallback has no theme to take roles from.
            if references!.drawnByThemelessErrorBoundary(file, in: reactNative) { continue }
            let count = LiteralTally.phrase(shown.map { source.text(at: $0 + 2) }, noun: "size")
            // The one note names every other literal of the file as a related place, to review in turn.
            let others = shown.dropFirst().map { RelatedLocation(file.position(ofToken: $0), "fontSize: \(source.text(at: $0 + 2))") }
            output.report(
                "This file sets text in \(count) (first: fontSize: \(source.text(at: first + 2))) instead of a role from the type scale: React Native scales it with the user's text size, but each call site picks its own size and the hierarchy drifts. Define the sizes once as named roles (body, caption, title) and take them from there.",
                at: file.position(ofToken: first), confidence: .low, related: others)
        }
    }

    /// The distinctive words of the app's package names (`zeus`), lowercased.
    static func appNameWords(_ reactNative: ReactNativeModel) -> Set<String> {
        Wordmark.nameWords(reactNative.packages.values.compactMap(\.name))
    }

    /// Whether the literal sizes the app's wordmark: the style of a `Text` whose only content is
    /// written text naming the app (`ZEUS Pay+`), in a font family of its own, at a display size
    /// (28 points or more). The style is inline or an entry of a sheet the file keeps to itself
    /// (`styles.logo`) that only such texts wear; the family is set beside the size or by the
    /// app's own text component that draws it (`<BrandText style={styles.logo}>pingua</BrandText>`,
    /// whose `Text` sets the brand's family). A logo set in type is artwork, not a step of the
    /// text hierarchy.
    static func drawsWordmark(_ literal: Int, in file: ReactNativeFile, _ model: ReactNativeModel, appNames: Set<String>) -> Bool {
        let js = file.file
        let source = js.source
        guard !appNames.isEmpty, (source.numberValue(at: literal + 2) ?? 0) >= Wordmark.displaySize,
              let object = source.enclosingBrace(of: literal) else { return false }
        let ownFamily = object.contains(where: { source.isWord("fontFamily", at: $0) && source.kind(at: $0 + 1) == .colon })
        let wearers: [JSXElement]
        var inline = false
        if let element = js.elements.last(where: { $0.attribute("style")?.expression?.contains(literal) == true }) {
            wearers = [element]
            inline = true
        } else if let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js), !uses.isEmpty,
                  UnusedStyleNames.privateSheet(ofStyleAt: object.lowerBound, in: js) != nil {
            wearers = uses.compactMap { use in js.elements.last(where: { $0.attribute("style")?.expression?.contains(use) == true }) }
            guard wearers.count == uses.count else { return false }
        } else {
            return false
        }
        return wearers.allSatisfy { element in
            guard element.children.isEmpty else { return false }
            if element.simpleName == "Text" {
                guard ownFamily else { return false }
            } else {
                guard ownFamily || textComponentSetsFamily(element, in: file, model) else { return false }
            }
            let content = element.content.filter { source.kind(at: $0) != .jsxText || !source.text(at: $0).allSatisfy(\.isWhitespace) }
            guard !content.isEmpty, content.allSatisfy({ source.kind(at: $0) == .jsxText }) else { return false }
            let text = content.map { source.text(at: $0) }.joined(separator: " ")
            // Through a shared style or component, only the name itself: "Welcome, Gaffer!" is a heading.
            if !inline || element.simpleName != "Text" {
                let words = NameWords.split(text).map { $0.lowercased() }
                return !words.isEmpty && words.allSatisfy(appNames.contains)
            }
            return Wordmark.namesApp(text, nameWords: appNames)
        }
    }

    /// Whether the element is the app's own component, imported from a file of the project that
    /// draws a `Text` and sets a `fontFamily`: a text in the brand's type (`BrandText`).
    static func textComponentSetsFamily(_ element: JSXElement, in file: ReactNativeFile, _ model: ReactNativeModel) -> Bool {
        let js = file.file
        guard !element.name.contains("."), element.name.first?.isUppercase == true,
              let statement = js.imports.first(where: { $0.bindings.contains { $0.local == element.name } }),
              let path = model.resolveModule(statement.module, from: file.path), let component = model.file(at: path) else { return false }
        let source = component.file.source
        return component.file.elements.contains { $0.simpleName == "Text" }
            && source.tokens.indices.contains { source.isWord("fontFamily", at: $0) && source.kind(at: $0 + 1) == .colon }
    }

    /// Whether the style object holding the literal sets an icon font's family
    /// (`{ fontFamily: 'GuardianIcons-Regular', fontSize: 30 }`) or is named for an icon
    /// (`closeIcon: { fontSize: 25 }`, `iconStyle: { fontSize: 25 }`): the size is a glyph's.
    static func stylesAnIconFont(_ literal: Int, in js: JSFile) -> Bool {
        let source = js.source
        guard let object = source.enclosingBrace(of: literal) else { return false }
        let open = object.lowerBound
        // `closeIcon`, `iconStyle`: named for an icon, with or without a trailing `Style`, also
        // when the style takes an argument (`readAllIcon: (active) => ({ fontSize: 24 })`).
        if let key = styleKey(ofObjectAt: open, in: js) {
            var words = NameWords.split(source.text(at: key)).map { $0.lowercased() }
            if words.count > 1, words.last == "style" { words.removeLast() }
            if let last = words.last, last == "icon" || last == "glyph" { return true }
        }
        return object.contains { key in
            guard source.isWord("fontFamily", at: key), source.kind(at: key + 1) == .colon,
                  let family = source.stringValue(at: key + 2)?.lowercased() else { return false }
            return ["icon", "fontawesome", "icomoon", "glyph", "materialsymbols"].contains { family.contains($0) }
        }
    }

    /// The key token naming the style object that opens at `open`: `row` of `row: { … }`, or of
    /// `row: (selected) => ({ … })`.
    static func styleKey(ofObjectAt open: Int, in js: JSFile) -> Int? {
        let source = js.source
        if source.kind(at: open - 1) == .colon, source.kind(at: open - 2) == .identifier { return open - 2 }
        guard let arrow = js.functions.first(where: { $0.body.lowerBound == open || ($0.body.lowerBound == open - 1 && source.kind(at: open - 1) == .leftParen) }),
              !arrow.parameters.isEmpty else { return nil }
        let start = source.kind(at: arrow.parameters.lowerBound - 1) == .leftParen ? arrow.parameters.lowerBound - 1 : arrow.parameters.lowerBound
        guard source.kind(at: start - 1) == .colon, source.kind(at: start - 2) == .identifier else { return nil }
        return start - 2
    }

    /// Whether the literal sits in a `StyleSheet.create` style that only `View`s of its file
    /// wear (`<View style={styles.toggle}>`), or react-native-paper `Button`s as their `style`
    /// (`textlessStyles`), in a sheet the file keeps to itself or one no file
    /// importing the file names the style of: a View draws
    /// no text and its children do not inherit `fontSize`, so the size is never shown.
    static func stylesOnlyViews(_ literal: Int, in file: ReactNativeFile, _ model: ReactNativeModel, references: () -> ModuleReferences) -> Bool {
        let js = file.file
        let views = textlessStyles(in: js)
        guard let (key, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js) else {
            // A sheet taken apart first (`const { text } = styles`) is read through its names.
            guard let uses = destructuredUses(ofStyleHolding: literal, in: js), !uses.isEmpty else { return false }
            return uses.allSatisfy { use in views.contains { $0.contains(use) } }
        }
        guard uses.allSatisfy({ use in views.contains { $0.contains(use) } }) else { return false }
        // A sheet the file keeps to itself has no other readers to ask about.
        if let open = js.source.enclosingBrace(of: literal)?.lowerBound, UnusedStyleNames.privateSheet(ofStyleAt: open, in: js) != nil { return true }
        guard let importers = references().importers(of: file.path, in: model) else { return false }
        return importers.allSatisfy { importer in
            let other = importer.file.file.source
            return !other.tokens.indices.contains { other.isWord(key, at: $0) }
        }
    }

    /// The `style` expressions of elements that draw no text with them: a `View` (its children do
    /// not inherit `fontSize`), and react-native-paper's `Button`, which hands `style` to its
    /// container surface and sizes its label with `labelStyle` alone.
    static func textlessStyles(in js: JSFile) -> [Range<Int>] {
        let paperButtons = Set(js.imports.filter { $0.module == "react-native-paper" }.flatMap(\.bindings).filter { $0.imported == "Button" }.map(\.local))
        return js.elements.filter { $0.name == "View" || $0.name == "Animated.View" || paperButtons.contains($0.name) }
            .compactMap { $0.attribute("style")?.expression }
    }

    /// The uses of the `StyleSheet.create` style holding `literal` when the file keeps its sheet to
    /// itself and takes it apart by plain names (`const { text, footer } = styles`, then
    /// `style={text}` in the same function): each later use of the name in that function. Nil when
    /// the sheet is exported or used any other way, or a string names the style.
    static func destructuredUses(ofStyleHolding literal: Int, in js: JSFile) -> [Int]? {
        let source = js.source
        guard let object = source.enclosingBrace(of: literal), source.kind(at: object.lowerBound - 1) == .colon,
              source.kind(at: object.lowerBound - 2) == .identifier else { return nil }
        let keyToken = object.lowerBound - 2, key = source.text(at: keyToken)
        guard let sheet = js.calls.first(where: { $0.name == "create" && $0.receiver == ["StyleSheet"] && $0.arguments.first?.contains(keyToken) == true }),
              let variable = UnusedStyleNames.boundVariable(before: sheet.nameToken - 2, in: source),
              !UnusedStyleNames.isExported(variable, in: source) else { return nil }
        func isMember(_ index: Int) -> Bool { source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot }
        var uses: [Int] = []
        for index in source.tokens.indices {
            if source.stringValue(at: index) == key { return nil }
            guard source.isWord(variable, at: index), index != sheet.nameToken - 4, !isMember(index) else { continue }
            if source.kind(at: index + 1) == .dot || source.kind(at: index + 1) == .optionalDot { continue }
            guard source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .rightBrace, let open = source.partner(of: index - 2),
                  ["const", "let", "var"].contains(where: { source.isWord($0, at: open - 1) }) else { return nil }
            let names = (open + 1)..<(index - 2)
            guard names.allSatisfy({ source.kind(at: $0) == .identifier || source.kind(at: $0) == .comma }) else { return nil }
            guard names.contains(where: { source.isWord(key, at: $0) }) else { continue }
            guard let body = js.functions.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count })?.body else { return nil }
            uses += ((index + 1)..<body.upperBound).filter { source.isWord(key, at: $0) && !isMember($0) && source.kind(at: $0 + 1) != .colon }
        }
        return uses
    }

    /// Whether the literal sits in a `StyleSheet.create` style that sizes only a glyph (`✓`,
    /// `•`): each use is the style of a text element whose only content is a glyph
    /// (`<Text style={styles.tick}>✓</Text>`), or sits in an object beside the glyph it is for
    /// (`{ style: styles.tick, icon: '✓' }`, a list a text element maps over). A bullet's size
    /// is artwork, as an icon font's is, not a step of the type scale.
    static func stylesOnlyGlyphs(_ literal: Int, in js: JSFile) -> Bool {
        guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js) else { return false }
        let source = js.source
        let glyphTexts = js.elements.filter { showsOnlyGlyph($0, in: js) }.compactMap { $0.attribute("style")?.expression }
        return uses.allSatisfy { use in
            if glyphTexts.contains(where: { $0.contains(use) }) { return true }
            guard let object = source.enclosingBrace(of: use) else { return false }
            return js.properties(ofObjectAt: object.lowerBound).contains { property in
                property.value.count == 1 && source.stringValue(at: property.value.lowerBound).map { isGlyph($0) } == true
            }
        }
    }

    /// Whether the element is a text element whose only content is a glyph: written out
    /// (`<Text>✓</Text>`, `<Text>{'•'}</Text>`) or chosen between two glyphs
    /// (`<Text>{favourite ? '★' : '☆'}</Text>`, a toggle drawn as a star).
    static func showsOnlyGlyph(_ element: JSXElement, in js: JSFile, pictograph: Bool = false) -> Bool {
        let source = js.source
        guard element.simpleName.hasSuffix("Text"), !element.content.isEmpty, element.children.isEmpty else { return false }
        var text = ""
        var index = element.content.lowerBound
        while index < element.content.upperBound {
            switch source.kind(at: index) {
            case .jsxText?:
                text += source.text(at: index)
                index += 1
            case .leftBrace?:
                // One `{…}` group: a glyph string, or a condition choosing between two glyph strings.
                var depth = 0
                var end = index
                while end < element.content.upperBound {
                    if source.kind(at: end) == .leftBrace { depth += 1 }
                    if source.kind(at: end) == .rightBrace { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                guard end < element.content.upperBound else { return false }
                let group = Array((index + 1)..<end)
                if group.count == 1, let value = source.stringValue(at: group[0]) {
                    text += value
                } else if group.count == 1, source.kind(at: group[0]) == .identifier,
                          let glyph = constantGlyph(source.text(at: group[0]), in: source, pictograph: pictograph) {
                    text += glyph
                } else if group.count >= 5, source.kind(at: group[group.count - 4]) == .question,
                          source.kind(at: group[group.count - 2]) == .colon,
                          let first = source.stringValue(at: group[group.count - 3]), let second = source.stringValue(at: group[group.count - 1]),
                          isGlyph(first, pictograph: pictograph), isGlyph(second, pictograph: pictograph) {
                    text += first
                } else {
                    return false
                }
                index = end + 1
            default:
                return false
            }
        }
        return isGlyph(text, pictograph: pictograph)
    }

    /// The first glyph a constant of the file holds when every value it can take is a glyph:
    /// `const hero = done ? '🏆' : best ? '🎖️' : '⭐';` (fingekko-rn's reward badge, one emoji
    /// drawn as an icon). Each `?` must be followed by a glyph string and the chain must end in
    /// one; conditions may read anything. One binding of the name in the file, or none counts.
    static func constantGlyph(_ name: String, in source: JSSource, pictograph: Bool) -> String? {
        let bindings = source.tokens.indices.filter { index in
            source.isWord(name, at: index) && source.kind(at: index + 1) == .assign
                && ["const", "let", "var"].contains { source.isWord($0, at: index - 1) }
        }
        guard bindings.count == 1, let binding = bindings.first else { return nil }
        var questions = 0
        var colons = 0
        var index = binding + 2
        var last: Int?
        while index < source.tokens.count {
            let kind = source.kind(at: index)
            if kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .comma { break }
            // A new statement on the next line with no semicolon.
            if let last, source.kind(at: last) == .string, kind == .identifier, source.tokens[index].line > source.tokens[last].line { break }
            if let partner = source.partner(of: index), partner > index { return nil }
            if kind == .question {
                questions += 1
                guard let value = source.stringValue(at: index + 1), isGlyph(value, pictograph: pictograph) else { return nil }
            } else if kind == .colon {
                colons += 1
            }
            last = index
            index += 1
        }
        guard let last, questions > 0, questions == colons, let final = source.stringValue(at: last), isGlyph(final, pictograph: pictograph),
              source.kind(at: last - 1) == .colon else { return nil }
        return final
    }

    /// Whether the literal, or each use of the `StyleSheet.create` style holding it, sits after a
    /// bare `return null;` at the top of its function (`JSDeadCode`): that JSX never renders.
    static func usedOnlyInDeadCode(_ literal: Int, in js: JSFile) -> Bool {
        if JSDeadCode.followsBareReturn(literal, in: js) { return true }
        guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js), !uses.isEmpty else { return false }
        return uses.allSatisfy { JSDeadCode.followsBareReturn($0, in: js) }
    }

    /// Whether every use of the `StyleSheet.create` style holding the literal sets a `fontSize` of
    /// its own after it, in the same style: `{ ...styles.resultText, ...{ fontSize: scaled(6) } }`,
    /// `{ ...styles.resultText, fontSize: 18 }` or `[styles.resultText, { fontSize: 18 }]`. The
    /// later entry wins, so the sheet's size never renders (budget-rn's search results). An entry
    /// under a condition (`cond && { fontSize: 18 }`, `...(cond ? { … } : {})`) does not count.
    static func overriddenAtEveryUse(_ literal: Int, in js: JSFile) -> Bool {
        guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js), !uses.isEmpty else { return false }
        return uses.allSatisfy { overridesFontSize(after: $0, in: js.source) }
    }

    /// Whether every use of the `StyleSheet.create` style holding the literal is the `style` of an
    /// app component whose file, on every element it hands `style` to, sets a `fontSize` after it
    /// (`CustomText`: `<Text style={[styles.text, style, { fontSize: getFontSize(locale, baseFont)
    /// }]}>`, labour-rn) or wears it on a `View` (a text field's wrapper, `<View style={[styles.field,
    /// style]}>`): the component's own size wins, or no text wears the style, so the sheet's size
    /// never renders. The component's own sizes are its own file's finding.
    static func overriddenByComponent(_ literal: Int, in file: ReactNativeFile, _ model: ReactNativeModel) -> Bool {
        let js = file.file
        guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: js), !uses.isEmpty else { return false }
        return uses.allSatisfy { use in
            guard let element = js.elements.first(where: { $0.attribute("style")?.expression?.contains(use) == true }),
                  !element.name.contains("."), element.name.first?.isUppercase == true,
                  let statement = js.imports.first(where: { $0.bindings.contains { $0.local == element.name } }),
                  let path = model.resolveModule(statement.module, from: file.path), let component = model.file(at: path)
            else { return false }
            return styleNeverShowsItsFontSize(component.file)
        }
    }

    /// Whether the component file hands its `style` prop, at least once, only to a `View`'s style
    /// (`textlessStyles`) or to style arrays that set a `fontSize` after it (`[base, style, {
    /// fontSize: size }]`); the name `style` used anywhere else (passed on whole, merged, spread)
    /// keeps the caller's size possible.
    static func styleNeverShowsItsFontSize(_ js: JSFile) -> Bool {
        let source = js.source
        let styles = js.elements.compactMap { $0.attribute("style")?.expression }
        let textless = textlessStyles(in: js)
        var overridden = false
        for index in source.tokens.indices where source.kind(at: index) == .identifier && source.isWord("style", at: index) {
            if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot { continue }
            // A type's member (`style?: any`) or a parameter (`{ children, style, ...rest }`).
            if source.kind(at: index + 1) == .colon || source.kind(at: index + 1) == .question { continue }
            if js.functions.contains(where: { $0.parameters.contains(index) }) { continue }
            guard textless.contains(where: { $0.contains(index) })
                    || styles.contains(where: { $0.contains(index) }) && overridesFontSize(afterEntry: index, end: index, in: source) else { return false }
            overridden = true
        }
        return overridden
    }

    /// Whether the style read at `use` (the key of `styles.key`) is a whole entry of an object
    /// (spread) or array style followed by an entry that sets `fontSize`.
    static func overridesFontSize(after use: Int, in source: JSSource) -> Bool {
        overridesFontSize(afterEntry: use - 2, end: use, in: source)
    }

    /// Whether the entry from `start` to `end` is a whole entry of an object (spread) or array
    /// style followed by an entry that sets `fontSize`.
    static func overridesFontSize(afterEntry start: Int, end use: Int, in source: JSSource) -> Bool {
        guard source.kind(at: use + 1) == .comma, let opener = source.enclosingOpener(of: start),
              let close = source.partner(of: opener) else { return false }
        switch source.kind(at: opener) {
        case .leftBrace?: guard source.kind(at: start - 1) == .spread else { return false }
        case .leftBracket?: guard source.kind(at: start - 1) == .leftBracket || source.kind(at: start - 1) == .comma else { return false }
        default: return false
        }
        return ((use + 2)..<close).contains { at in
            guard source.isWord("fontSize", at: at), source.kind(at: at + 1) == .colon,
                  source.kind(at: at - 1) == .leftBrace || source.kind(at: at - 1) == .comma,
                  let object = source.enclosingOpener(of: at), source.kind(at: object) == .leftBrace else { return false }
            if object == opener { return true }
            // An object literal spread into the object, or an element of the array.
            guard source.enclosingOpener(of: object) == opener else { return false }
            return source.kind(at: opener) == .leftBrace ? source.kind(at: object - 1) == .spread : source.kind(at: object - 1) == .comma
        }
    }

    /// Whether the literal sizes a font a chart draws rather than a React Native `Text` style: the
    /// object handed to Skia's `matchFont({ fontSize: 11 })`, or the `svg` attributes of a
    /// react-native-svg-charts axis (`<XAxis svg={{ fontSize: 10 }} />`). The user's text size
    /// never scales those labels, and a role of the type scale cannot be taken there. So are the
    /// options of a PDF library's `drawText` call, which size text on a PDF page.
    static func sizesDrawnFont(_ literal: Int, in js: JSFile) -> Bool {
        if js.source.bytes.contains(utf8: "react-native-svg-charts"),
           js.elements.contains(where: { $0.attribute("svg")?.expression?.contains(literal) == true }) {
            return true
        }
        guard let object = js.source.enclosingBrace(of: literal) else { return false }
        // agridata-rn's invoice: the options of a PDF library's `page.drawText('…', { fontSize: 150 })`
        // (react-native-pdf-lib, pdf-lib) size text drawn on a PDF page, not on the screen.
        if js.imports.contains(where: { $0.module.lowercased().contains("pdf") }),
           js.calls.contains(where: { $0.name == "drawText" && $0.arguments.dropFirst().contains(object) }) {
            return true
        }
        guard js.source.bytes.contains(utf8: "react-native-skia") else { return false }
        return js.calls.contains { $0.name == "matchFont" && $0.arguments.first == object }
    }

    /// Whether the literal sits in the inline style of a text element showing only a glyph
    /// (`<Text style={{ fontSize: 18 }}>{favourite ? '★' : '☆'}</Text>`): the glyph's size, as an icon's.
    /// Only a pictograph counts here: a `+` before an amount (zeus's fee) is that amount's text.
    static func sizesInlineGlyph(_ literal: Int, in js: JSFile) -> Bool {
        guard let element = js.elements.last(where: { $0.attribute("style")?.expression?.contains(literal) == true }) else { return false }
        return showsOnlyGlyph(element, in: js, pictograph: true)
    }

    /// Folders outside its own from which a sheet must be imported to count as the app's shared styles.
    static let sharedSheetFolders = 3

    /// Whether the literal sits in a `StyleSheet.create` sheet the file exports (`export default
    /// StyleSheet.create(…)`, or the variable it is bound to) that files in at least
    /// `sharedSheetFolders` folders outside the file's own import: the app's shared styles,
    /// each named style (`bodyContent`) set once for the screens that take it by name, as the
    /// rule asks. A screen's sheet that only its own components import stays a call site's pick.
    static func inSharedSheet(_ literal: Int, in file: ReactNativeFile, _ model: ReactNativeModel, references: () -> ModuleReferences) -> Bool {
        let js = file.file
        let source = js.source
        guard let sheet = js.calls.first(where: { $0.name == "create" && $0.receiver == ["StyleSheet"] && $0.argumentTokens.contains(literal) })
        else { return false }
        let start = sheet.nameToken - 2
        let exportName: String
        if source.isWord("default", at: start - 1), source.isWord("export", at: start - 2) {
            exportName = "default"
        } else if let variable = UnusedStyleNames.boundVariable(before: start, in: source), UnusedStyleNames.isExported(variable, in: source) {
            let exportedAsDefault = source.tokens.indices.contains { source.isWord(variable, at: $0) && source.isWord("default", at: $0 - 1) && source.isWord("export", at: $0 - 2) }
            exportName = exportedAsDefault ? "default" : variable
        } else {
            return false
        }
        func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
        let own = folder(of: file.path)
        guard let importers = references().importers(of: file.path, in: model) else { return false }
        let folders = Set(importers.filter { importer in
            importer.imports.contains { $0.bindings.contains { $0.imported == exportName } }
        }.map { folder(of: $0.file.path) }.filter { $0 != own && !$0.hasPrefix(own + "/") })
        return folders.count >= sharedSheetFolders
    }

    /// One or two characters with no letter or digit in them: `✓`, `✕`, `•`, `→`.
    static func isGlyph(_ text: String, pictograph: Bool = false) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && trimmed.count <= 2 && !trimmed.contains { $0.isLetter || $0.isNumber }
            && (!pictograph || trimmed.contains { !$0.isASCII })
    }

    /// Keys that name a step of a size scale (`xs`…`xl`, with the short `sm`/`md`/`lg` of a
    /// component's own size table), or a heading level.
    static let scaleSteps: Set<String> = [
        "xxs", "xs", "s", "sm", "m", "md", "l", "lg", "xl", "xxl", "xxxl", "2xl", "3xl", "small", "medium", "large",
        "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// Names of the components a text role wraps (`Text`, `SizableText`, `Label`, `Heading`).
    static let textComponentEndings = ["Text", "Label", "Heading", "Paragraph"]

    /// Whether the file defines one named text role: every literal size it shows sits in the
    /// style object of a single `styled(Text, { … })` call, in a file that exports something
    /// (`P1.tsx`: `export default styled(Text, { fontSize: 14 })`), or in `StyleSheet.create`
    /// styles worn only by the file's one `Text`, which shows the caller's children
    /// (`export function Title(props) { return <Text style={[styles.title, props.style]}>{props.children}</Text> }`;
    /// the app's own base `Text`, which takes React Native's under another name, alike).
    /// Call sites take the role by its name, so this literal is the scale's definition, not a pick.
    static func definesTextRole(_ literals: [Int], in file: JSFile) -> Bool {
        guard !literals.isEmpty, file.source.tokens.indices.contains(where: { file.source.isWord("export", at: $0) }) else { return false }
        let roles = file.calls.filter { call in
            call.name == "styled" && call.receiver.isEmpty && call.arguments.count == 2
                && textComponentEndings.contains { ending in file.text(of: call.arguments[0]).hasSuffix(ending) }
        }
        if roles.count == 1 && literals.allSatisfy({ roles[0].arguments[1].contains($0) }) { return true }
        // React Native's `Text`, also under the name a wrapper of the same name imports it by
        // (`import { Text as RNText } from 'react-native'` in the app's own `Text.tsx`).
        let renamed: [String] = file.imports.filter { $0.module == "react-native" }.flatMap(\.bindings)
            .filter { $0.imported == "Text" }.map(\.local)
        let textNames = Set(["Text"] + renamed)
        let texts = file.elements.filter { textNames.contains(String($0.simpleName)) }
        guard texts.count == 1, let style = texts[0].attribute("style")?.expression,
              callersChildren.contains(texts[0].content.map { file.source.text(at: $0) }) else { return false }
        return literals.allSatisfy { literal in
            guard let (_, uses) = UnusedStyleNames.uses(ofStyleHolding: literal, in: file) else { return false }
            return uses.allSatisfy(style.contains)
        }
    }

    /// The content of a `Text` that shows what its caller wrote between the component's tags.
    static let callersChildren: Set<[String]> = [["{", "props", ".", "children", "}"], ["{", "children", "}"]]

    /// Whether the object holding the literal is a set of app settings rather than a style: one
    /// of its own keys holds `true` or `false`, which no text style does. `fontSize` there is
    /// the default of the user's text-size setting.
    static func isSettingsDefault(_ literal: Int, in file: JSFile) -> Bool {
        guard let object = file.source.enclosingBrace(of: literal) else { return false }
        return file.properties(ofObjectAt: object.lowerBound).contains { property in
            property.value.count == 1 && property.key != "includeFontPadding"
                && (file.source.isWord("true", at: property.value.lowerBound) || file.source.isWord("false", at: property.value.lowerBound))
        }
    }

    /// Whether the style object holding the literal is a step of the app's type scale, named
    /// by its size (`FontStyle: { S: { fontSize: 14 }, M: { fontSize: 16 } }`): the scale's
    /// definition, where literals belong, wherever the file sits.
    static func definesScaleStep(_ literal: Int, in source: JSSource) -> Bool {
        guard let object = source.enclosingBrace(of: literal) else { return false }
        let open = object.lowerBound
        return source.kind(at: open - 1) == .colon && source.kind(at: open - 2) == .identifier
            && scaleSteps.contains(source.text(at: open - 2).lowercased())
    }

    /// Whether the style object holding the literal spreads a role of the app's type scale that
    /// sets the same size (`{ ...Typography.styles.h1, fontSize: 28, color: 'white' }`, where the
    /// imported `Typography` object's `styles.h1` has `fontSize: 28`): the text takes its role, and
    /// the literal only restates the role's step.
    static func restatesSpreadRole(_ literal: Int, in file: ReactNativeFile, _ model: ReactNativeModel) -> Bool {
        let js = file.file
        guard let object = js.source.enclosingBrace(of: literal), let size = js.source.numberValue(at: literal + 2) else { return false }
        return js.properties(ofObjectAt: object.lowerBound).contains { property in
            guard property.isSpread, case .reference(let chain) = js.value(of: property.value),
                  let role = objectLiteral(named: chain, in: file, model),
                  let roleSize = role.file.property("fontSize", ofObjectAt: role.brace) else { return false }
            return roleSize.value.count == 1 && role.file.source.numberValue(at: roleSize.value.lowerBound) == size
        }
    }

    /// The object literal a member chain names (`Typography.styles.h1`): its first name a
    /// `const` of this file or one imported by name from another of the app's files, bound to an
    /// object literal, and each further name a key of the object before it holding one. Nil when
    /// any step is anything else.
    static func objectLiteral(named chain: [String], in file: ReactNativeFile, _ model: ReactNativeModel) -> (file: JSFile, brace: Int)? {
        guard let first = chain.first else { return nil }
        var js = file.file
        var name = first
        if let binding = js.imports.lazy.compactMap({ found in found.bindings.first { $0.local == first }.map { (found, $0) } }).first {
            guard !binding.1.isType, binding.1.imported != "*", binding.1.imported != "default",
                  let path = model.resolveModule(binding.0.module, from: file.path), let target = model.file(at: path) else { return nil }
            js = target.file
            name = binding.1.imported
        }
        guard let range = ReactNativeCode.constant(name, in: js), case .object(var brace) = js.value(of: range) else { return nil }
        for key in chain.dropFirst() {
            guard let property = js.property(key, ofObjectAt: brace), !property.isSpread,
                  case .object(let inner) = js.value(of: property.value) else { return nil }
            brace = inner
        }
        return (js, brace)
    }

    /// Whether the file is the app's set of text roles: it exports three or more text
    /// components styled in it (`export const Title = styled.Text` with its CSS, or
    /// `styled(Text)`). A literal there is part of the scale's definition (a badge role beside
    /// `Title` and `SubTitle`), not a call site picking its own size.
    static func definesTextRoles(_ js: JSFile) -> Bool {
        let source = js.source
        guard source.bytes.contains(utf8: "styled") else { return false }
        var roles = 0
        for index in source.tokens.indices where source.isWord("styled", at: index) {
            guard source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .identifier,
                  source.isWord("const", at: index - 3), source.isWord("export", at: index - 4) else { continue }
            let styledText = source.kind(at: index + 1) == .dot && source.isWord("Text", at: index + 2)
                || source.kind(at: index + 1) == .leftParen && source.isWord("Text", at: index + 2) && source.kind(at: index + 3) == .rightParen
            if styledText { roles += 1 }
        }
        return roles >= 3
    }

    /// A file of theme definitions: under a theme folder, or named for a theme, typography or fonts.
    static func isThemeFile(_ path: String) -> Bool {
        let components = path.lowercased().split(separator: "/")
        let name = components.last ?? ""
        // A folder named for a theme, or ending in one (`native-base-theme`, `app_theme`): a UI
        // kit's theme copied into the app, whose component files define the text styles once.
        return components.dropLast().contains { folder in
            themeFolders.contains(String(folder)) || NameWords.split(String(folder)).last.map { ["theme", "themes"].contains($0) } == true
        } || themeNames.contains { name.contains($0) }
    }
}

/// The `StyleSheet.create` styles of one file that no code names, so what they set is never
/// shown. A style of a sheet bound to a variable counts as named when its file reads it as
/// `sheet.name` (a `label` prop or an `'emailAddress'` string of the same spelling names no style);
/// one of a sheet with no variable of its own when its name appears anywhere else in its file. For a
/// sheet the file exports, a word of any file that refers to the file (`ModuleReferences`) names it too. Every
/// style of a sheet counts as named when the sheet is used other than as `sheet.name`
/// (`sheet[key]`, passed whole, spread) in its file or a file importing it (an importer that
/// takes only the file's other exports, `import { CardHeight } from './styles'`, does not use
/// it), and when the exported sheet has no importer the model can see or is referred to other than by an import
/// (re-exported, required, mocked).
struct UnusedStyleNames {
    /// Token ranges (the style's braces) of the styles nothing names.
    private let ranges: [ClosedRange<Int>]

    init(_ file: ReactNativeFile, in model: ReactNativeModel, references: () -> ModuleReferences) {
        let source = file.file.source
        var ranges: [ClosedRange<Int>] = []
        for call in file.file.calls where call.name == "create" && call.receiver == ["StyleSheet"] {
            guard let argument = call.arguments.first, case .object(let brace) = file.file.value(of: argument) else { continue }
            let styles = file.file.properties(ofObjectAt: brace).compactMap { property -> (String, Int)? in
                guard let key = property.key, case .object(let style) = file.file.value(of: property.value) else { return nil }
                return (key, style)
            }
            let start = call.nameToken - 2
            let exportedWhole = source.isWord("default", at: start - 1) && source.isWord("export", at: start - 2)
            let variable = Self.boundVariable(before: start, in: source)
            let hook = exportedWhole || variable != nil ? nil : Self.exportedHook(returning: start, in: file.file)
            // `const getStyles = () => StyleSheet.create({…})` kept to the file: the styles read
            // from the sheets it makes are all that is worn (`review.message` is no read of `styles.message`).
            if !exportedWhole, variable == nil, hook == nil {
                if let factory = Self.localFactory(returning: start, in: file.file),
                   let read = Self.membersRead(ofSheetsMadeBy: factory, in: source) {
                    for (key, style) in styles where !read.contains(key) {
                        if let end = source.partner(of: style) { ranges.append(style...end) }
                    }
                }
                continue
            }
            let named = Self.occurrences(of: Set(styles.map(\.0)), in: source)
            var candidates = styles.filter { named[$0.0] == 1 }
            guard exportedWhole || variable != nil || hook != nil,
                  Self.onlyMembersUsed(of: variable, in: source, skipping: start - 2, exportedToImporters: true) else { continue }
            // A sheet the file reads only as `sheet.name`: what it reads so is all of its own use, and
            // a style's name elsewhere in the file (a `label` prop, a `'emailAddress'` key) wears nothing.
            if let variable {
                let read = Self.memberNames(readFrom: variable, in: source)
                candidates = styles.filter { !read.contains($0.0) }
            }
            guard !candidates.isEmpty else { continue }
            if exportedWhole || hook != nil || variable.map({ Self.isExported($0, in: source) }) == true {
                guard let importers = references().importers(of: file.path, in: model), !importers.isEmpty,
                      importers.allSatisfy({ importer in
                          importer.imports.allSatisfy { found in
                              found.bindings.allSatisfy { binding in
                                  guard binding.imported != "*" else { return false }
                                  // Another export of the file (`import { CardHeight } from './styles'`) holds
                                  // no style: the sheet is its default or its own name, and its file names it only
                                  // as `sheet.name`, which a style's count there already saw.
                                  if hook == nil, binding.imported != "default", binding.imported != variable { return true }
                                  let other = importer.file.file.source
                                  // The hook's callers take its styles by name; the file's other exports are no use of them.
                                  guard let hook else { return Self.onlyMembersUsed(of: binding.local, in: other, skipping: nil) }
                                  return binding.imported != hook || Self.onlyNamedResults(of: binding.local, in: other)
                              }
                          }
                      }) else { continue }
                // A word of its own: `redbutton` does not name `button`.
                let namedByImporters = importers.reduce(into: [String: Int]()) { counts, importer in
                    counts.merge(Self.occurrences(of: Set(candidates.map(\.0)), in: importer.file.file.source), uniquingKeysWith: +)
                }
                candidates.removeAll { name, _ in namedByImporters[name] != nil }
            }
            for (_, style) in candidates {
                if let end = source.partner(of: style) { ranges.append(style...end) }
            }
        }
        for (_, style) in Self.unusedFactoryStyles(file, in: model, references: references) {
            if let end = source.partner(of: style) { ranges.append(style...end) }
        }
        self.ranges = ranges
    }

    /// The styles of an exported style factory that no importer names: disciple's
    /// `export const localStyles = ({ theme }) => ({ title: { fontSize: 16 } })`, which each
    /// importer only hands to a hook that builds the sheet (`const { styles } = useStyles(localStyles)`)
    /// and then reads as `styles.container`. A style no importer reads as a member of such a sheet
    /// is never worn. Any other use of the factory or of the hook's result keeps every style.
    static func unusedFactoryStyles(_ file: ReactNativeFile, in model: ReactNativeModel, references: () -> ModuleReferences) -> [(String, Int)] {
        let js = file.file
        let source = js.source
        var unused: [(String, Int)] = []
        for function in js.functions {
            guard let name = function.name, isExported(name, in: source), occurrences(of: [name], in: source)[name] == 1,
                  case .object(let brace) = js.value(of: function.body) else { continue }
            let styles = js.properties(ofObjectAt: brace).compactMap { property -> (String, Int)? in
                guard let key = property.key else { return nil }
                if case .object(let style) = js.value(of: property.value) { return (key, style) }
                // `container: (isNew) => ({ … })`: a style that takes an argument.
                guard let inner = js.functions.first(where: { $0.body.upperBound == property.value.upperBound && property.value.contains($0.body.lowerBound) }),
                      case .object(let style) = js.value(of: inner.body) else { return nil }
                return (key, style)
            }
            let named = occurrences(of: Set(styles.map(\.0)), in: source)
            var candidates = styles.filter { named[$0.0] == 1 }
            guard !candidates.isEmpty, let importers = references().importers(of: file.path, in: model), !importers.isEmpty else { continue }
            var read = Set<String>()
            let known = importers.allSatisfy { importer in
                importer.imports.allSatisfy { found in
                    found.bindings.allSatisfy { binding in
                        guard binding.imported != "*", binding.imported != "default" else { return false }
                        guard binding.imported == name else { return true }
                        guard let members = membersRead(ofSheetsBuiltFrom: binding.local, in: importer.file.file.source) else { return false }
                        read.formUnion(members)
                        return true
                    }
                }
            }
            guard known else { continue }
            // A word of an importer that is no sheet's member (`title={title}`, a prop) wears no style.
            candidates.removeAll { key, _ in read.contains(key) }
            unused += candidates
        }
        return unused
    }

    /// The members read of the sheets a hook builds from the factory `name` (`container` of
    /// `const { styles, globalStyles } = useStyles(name)` then `styles.container`), when every use
    /// of `name` in the file is the one argument of such a hook whose result is taken apart by
    /// plain names, each read only as `styles.member`; nil for any other use.
    static func membersRead(ofSheetsBuiltFrom name: String, in source: JSSource) -> Set<String>? {
        var members = Set<String>()
        for index in source.tokens.indices {
            guard source.isWord(name, at: index), source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot,
                  !isImportBinding(index, in: source) else { continue }
            guard source.kind(at: index - 1) == .leftParen, source.kind(at: index + 1) == .rightParen, source.kind(at: index - 2) == .identifier,
                  source.kind(at: index - 3) == .assign, source.kind(at: index - 4) == .rightBrace, let open = source.partner(of: index - 4),
                  ["const", "let", "var"].contains(where: { source.isWord($0, at: open - 1) }) else { return nil }
            for token in (open + 1)..<(index - 4) {
                switch source.kind(at: token) {
                case .comma?: continue
                case .identifier?:
                    let sheet = source.text(at: token)
                    guard onlyMembersUsed(of: sheet, in: source, skipping: token) else { return nil }
                    members.formUnion(memberNames(readFrom: sheet, in: source))
                default: return nil
                }
            }
        }
        return members
    }

    /// The name of the `StyleSheet.create` style holding `token` (`toggle: { … }` in a sheet
    /// bound to a variable) and each use of it in the file, the `toggle` of `styles.toggle`;
    /// nil when a string names it (`styles['toggle']`) or nothing uses it. `strings.toggle`,
    /// another object's member, and a bare `toggle` (a prop or variable of that name) are no use.
    /// A sheet a factory the file keeps to itself makes (`const makeStyles = () =>
    /// StyleSheet.create({…})`) is read through each variable its calls are bound to (`const
    /// styles = makeStyles()`, `sheetVariables`); nil when the factory is called any other way.
    static func uses(ofStyleHolding token: Int, in js: JSFile) -> (key: String, uses: [Int])? {
        let source = js.source
        guard let object = source.enclosingBrace(of: token), source.kind(at: object.lowerBound - 1) == .colon,
              source.kind(at: object.lowerBound - 2) == .identifier else { return nil }
        let keyToken = object.lowerBound - 2
        guard let sheet = js.calls.first(where: { $0.name == "create" && $0.receiver == ["StyleSheet"] && $0.arguments.first?.contains(keyToken) == true })
        else { return nil }
        let variables: Set<String>
        if let variable = boundVariable(before: sheet.nameToken - 2, in: source) {
            variables = [variable]
        } else if let factory = localFactory(returning: sheet.nameToken - 2, in: js),
                  let made = sheetVariables(madeBy: factory, in: source) {
            variables = Set(made.map(\.variable))
        } else {
            return nil
        }
        let key = source.text(at: keyToken)
        var uses: [Int] = []
        for index in source.tokens.indices where index != keyToken {
            if source.stringValue(at: index) == key { return nil }
            guard source.isWord(key, at: index), source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot else { continue }
            if source.kind(at: index - 2) == .identifier, variables.contains(source.text(at: index - 2)) { uses.append(index) }
        }
        return uses.isEmpty ? nil : (key, uses)
    }

    /// The name of the exported function whose value is the sheet made at `start`: `export const
    /// useSheetStyles = () => { return useMemo(() => StyleSheet.create({…}), [theme]) }`, or one
    /// returning `StyleSheet.create(…)` itself. Nil when the sheet goes anywhere else, or when the
    /// file itself calls the function.
    static func exportedHook(returning start: Int, in js: JSFile) -> String? {
        let source = js.source
        var value = start
        // At most two steps: the function returning the sheet, then one returning its memo.
        for _ in 0..<2 {
            guard let returner = returningFunction(of: value, in: js) else { return nil }
            if let name = returner.name, isExported(name, in: source) {
                return occurrences(of: [name], in: source)[name] == 1 ? name : nil
            }
            // `useMemo(() => sheet, deps)` and `React.useMemo(…)`: the memo's value is the sheet.
            guard let memo = js.calls.first(where: { call in
                call.name == "useMemo" && call.arguments.first.map { $0.contains(value) && $0.upperBound == returner.body.upperBound } == true
            }) else { return nil }
            value = call(startingAt: memo, in: source)
        }
        return nil
    }

    /// The function whose value is the expression starting at `start`: the innermost one holding
    /// it after a `return`, or the arrow function whose body it is. Nil for any other position.
    static func returningFunction(of start: Int, in js: JSFile) -> JSFunction? {
        if js.source.isWord("return", at: start - 1) {
            return js.functions.filter { $0.body.contains(start) }.max { $0.body.lowerBound < $1.body.lowerBound }
        }
        if js.source.kind(at: start - 1) == .arrow {
            return js.functions.first { $0.body.lowerBound == start }
        }
        return nil
    }

    /// The name of the function the file keeps to itself whose value is the sheet made at
    /// `start`: `const getStyles = (theme) => StyleSheet.create({…})`, or one returning it.
    static func localFactory(returning start: Int, in js: JSFile) -> String? {
        let source = js.source
        guard let name = returningFunction(of: start, in: js)?.name, !isExported(name, in: source) else { return nil }
        return name
    }

    /// The members read of the sheets the file's factory `name` makes (`message` of `const
    /// styles = getStyles(theme)` then `styles.message`), when every call of it is bound so to a
    /// variable read only as `styles.member`; nil for any other use, or when nothing calls it.
    static func membersRead(ofSheetsMadeBy name: String, in source: JSSource) -> Set<String>? {
        guard let made = sheetVariables(madeBy: name, in: source) else { return nil }
        var members = Set<String>()
        for (sheet, token) in made {
            guard onlyMembersUsed(of: sheet, in: source, skipping: token) else { return nil }
            members.formUnion(memberNames(readFrom: sheet, in: source))
        }
        return members
    }

    /// The variables the sheets of the file's factory `name` are bound to (`styles` of `const
    /// styles = getStyles(theme)`, with the variable's token), when every call of it is bound so;
    /// nil for any other use, or when nothing calls it.
    static func sheetVariables(madeBy name: String, in source: JSSource) -> [(variable: String, token: Int)]? {
        var made: [(variable: String, token: Int)] = []
        for index in source.tokens.indices {
            guard source.kind(at: index) == .identifier, source.isWord(name, at: index), source.kind(at: index - 1) != .dot,
                  source.kind(at: index - 1) != .optionalDot else { continue }
            // Its own declaration, `const getStyles = …` or `function getStyles(…)`.
            if source.kind(at: index + 1) == .assign, ["const", "let", "var"].contains(where: { source.isWord($0, at: index - 1) }) { continue }
            if source.isWord("function", at: index - 1) { continue }
            guard source.kind(at: index + 1) == .leftParen, source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .identifier,
                  ["const", "let", "var"].contains(where: { source.isWord($0, at: index - 3) }) else { return nil }
            made.append((source.text(at: index - 2), index - 2))
        }
        return made.isEmpty ? nil : made
    }

    /// The first token of a call: its name, or `React` of `React.useMemo(…)`.
    static func call(startingAt call: JSCall, in source: JSSource) -> Int {
        call.receiver.count == 1 && source.kind(at: call.nameToken - 1) == .dot ? call.nameToken - 2 : call.nameToken
    }

    /// True when every use of the hook `name` in the file calls it and takes members of the result
    /// by name: `const { backgroundStyle, handleStyle } = useSheetStyles()` with no rest element, or
    /// `useSheetStyles().handleStyle`. Anything else (the result kept whole, spread, passed on)
    /// may read every style.
    static func onlyNamedResults(of name: String, in source: JSSource) -> Bool {
        source.tokens.indices.allSatisfy { index in
            guard source.isWord(name, at: index), source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot,
                  !isImportBinding(index, in: source) else { return true }
            guard source.kind(at: index + 1) == .leftParen, let close = source.partner(of: index + 1) else { return false }
            if source.kind(at: close + 1) == .dot || source.kind(at: close + 1) == .optionalDot { return true }
            guard source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .rightBrace, let open = source.partner(of: index - 2),
                  ["const", "let", "var"].contains(where: { source.isWord($0, at: open - 1) }) else { return false }
            return !(open..<(index - 2)).contains { source.kind(at: $0) == .spread }
        }
    }

    /// The names read as members of `sheet` in the file (`row` of `styles.row` or `styles?.row`).
    static func memberNames(readFrom sheet: String, in source: JSSource) -> Set<String> {
        var members = Set<String>()
        for use in source.tokens.indices where source.isWord(sheet, at: use) && source.kind(at: use - 1) != .dot && source.kind(at: use - 1) != .optionalDot {
            if source.kind(at: use + 2) == .identifier, source.kind(at: use + 1) == .dot || source.kind(at: use + 1) == .optionalDot {
                members.insert(source.text(at: use + 2))
            }
        }
        return members
    }

    /// Whether the token sits in a style nothing names.
    func holds(_ token: Int) -> Bool {
        ranges.contains { $0.contains(token) }
    }

    /// The variable of the `StyleSheet.create` sheet holding the style that opens at `open`
    /// (`row: { … }`), when the file keeps the sheet to itself: not exported and used only as
    /// `sheet.name`, so the file's own uses of the style are all there are.
    static func privateSheet(ofStyleAt open: Int, in js: JSFile) -> String? {
        let source = js.source
        guard source.kind(at: open - 1) == .colon, source.kind(at: open - 2) == .identifier,
              let sheet = source.enclosingBrace(of: open - 2),
              let create = js.calls.first(where: { $0.name == "create" && $0.receiver == ["StyleSheet"] && $0.argumentTokens.first == sheet.lowerBound }),
              let variable = boundVariable(before: create.nameToken - 2, in: source),
              !isExported(variable, in: source),
              onlyMembersUsed(of: variable, in: source, skipping: create.nameToken - 4) else { return nil }
        return variable
    }

    /// `const name = StyleSheet.create(…)`: the name, with `StyleSheet` at `index`.
    static func boundVariable(before index: Int, in source: JSSource) -> String? {
        guard source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .identifier,
              ["const", "let", "var"].contains(where: { source.isWord($0, at: index - 3) }) else { return nil }
        return source.text(at: index - 2)
    }

    /// `export const name` or `export default name` / `export { name }` anywhere in the file.
    static func isExported(_ name: String, in source: JSSource) -> Bool {
        source.tokens.indices.contains { index in
            source.isWord(name, at: index) && (source.isWord("export", at: index - 2) || source.isWord("default", at: index - 1)
                || source.kind(at: index - 1) == .leftBrace && source.isWord("export", at: index - 2))
        }
    }

    /// How many identifier or string tokens spell each of the names.
    static func occurrences(of names: Set<String>, in source: JSSource) -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in source.tokens.indices {
            let word: String?
            switch source.kind(at: index) {
            case .identifier?: word = source.text(at: index)
            case .string?: word = source.stringValue(at: index)
            default: word = nil
            }
            if let word, names.contains(word) { counts[word, default: 0] += 1 }
        }
        return counts
    }

    /// True when every use of `name` in the file is `name.member` (or `name?.member`), leaving
    /// out its declaration (`const name =`, at `skipping`) and import bindings; true for no name.
    static func onlyMembersUsed(of name: String?, in source: JSSource, skipping declaration: Int?, exportedToImporters: Bool = false) -> Bool {
        guard let name else { return true }
        return source.tokens.indices.allSatisfy { index in
            guard source.kind(at: index) == .identifier, source.isWord(name, at: index), index != declaration,
                  source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot, !isImportBinding(index, in: source) else { return true }
            if source.kind(at: index + 1) == .dot || source.kind(at: index + 1) == .optionalDot { return true }
            // The sheet's own `export default styles` or `export { styles }`, when the caller checks its importers instead.
            if exportedToImporters, isExportStatement(of: index, in: source) { return true }
            // `const name = require('./styles')`
            return source.kind(at: index + 1) == .assign && ["const", "let", "var"].contains { source.isWord($0, at: index - 1) }
        }
    }

    /// `export default name;` or `export { name }` with no `as`: the name leaves the file under
    /// `default` or its own name, the two bindings an importer's check looks for.
    static func isExportStatement(of index: Int, in source: JSSource) -> Bool {
        if source.isWord("default", at: index - 1), source.isWord("export", at: index - 2) {
            return index + 1 == source.tokens.count || source.kind(at: index + 1) == .semicolon
                || source.tokens[index + 1].line != source.tokens[index].line
        }
        return source.kind(at: index - 1) == .leftBrace && source.isWord("export", at: index - 2)
            && (source.kind(at: index + 1) == .rightBrace || source.kind(at: index + 1) == .comma)
    }

    /// Whether the identifier is a binding of an `import … from` statement.
    static func isImportBinding(_ index: Int, in source: JSSource) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 40 {
            if source.isWord("import", at: cursor) { return true }
            guard let kind = source.kind(at: cursor), [.identifier, .comma, .leftBrace, .operator].contains(kind) else { return false }
            cursor -= 1
        }
        return false
    }
}

/// Which files of a React Native app refer to which: every string that names a project file,
/// by a relative path the bundler resolves (`'./styles'`) or by an alias whose last two parts
/// match the file's (`'@app/views/Threads/styles'`), found once per run and read by
/// `UnusedStyleNames`.
struct ModuleReferences {
    /// A file that refers to another, with the imports that do it.
    struct Importer {
        let file: ReactNativeFile
        let imports: [JSImport]
    }

    /// Target path → the indexes into `model.files` of each string referring to it, repeated per string.
    private let resolved: [String: [Int]]
    /// Path-like strings that are not relative (aliases), with their files.
    private let aliases: [(file: Int, module: String)]

    init(_ model: ReactNativeModel) {
        var resolved: [String: [Int]] = [:]
        var aliases: [(Int, String)] = []
        for (offset, file) in model.files.enumerated() {
            let source = file.file.source
            for index in source.tokens.indices where source.kind(at: index) == .string {
                guard let value = source.stringValue(at: index), value.contains("/"), !value.contains(" "), !value.contains(":") else { continue }
                if value.hasPrefix(".") {
                    if let path = model.resolve(value, from: file.path) { resolved[path, default: []].append(offset) }
                } else {
                    aliases.append((offset, value))
                }
            }
        }
        self.resolved = resolved
        self.aliases = aliases
    }

    /// The files importing `path`, each with its imports of it; nil when some file refers to it
    /// other than by an import (a re-export, `jest.mock`, a path in a string).
    func importers(of path: String, in model: ReactNativeModel) -> [Importer]? {
        let withoutExtension = String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)])
        let module = withoutExtension.hasSuffix("/index") ? String(withoutExtension.dropLast("/index".count)) : withoutExtension
        let tail = module.split(separator: "/").suffix(2).joined(separator: "/")
        var references = resolved[path] ?? []
        references += aliases.filter { $0.module == tail || $0.module.hasSuffix("/" + tail) }.map(\.file)
        var importers: [Importer] = []
        for offset in Set(references).sorted() {
            let file = model.files[offset]
            let imports = file.file.imports.filter { found in
                model.resolve(found.module, from: file.path) == path || found.module == tail || found.module.hasSuffix("/" + tail)
            }
            guard imports.count == references.filter({ $0 == offset }).count else { return nil }
            importers.append(Importer(file: file, imports: imports))
        }
        return importers
    }
}
