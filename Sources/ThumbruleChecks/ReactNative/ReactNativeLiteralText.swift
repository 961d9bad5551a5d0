import ThumbruleCore
import ThumbruleFrontEnds

/// Words written as literals where a person reads them (`<Text>Save</Text>`,
/// `placeholder="Email"`, `Alert.alert('Delete note?')`) in an app that is localised (its
/// `package.json` depends on i18next, react-intl, i18n-js, Lingui or another translation
/// library, and its code imports it): those strings stay in one language for every user. One
/// note per file, at the first literal, with the count. A library listed in `package.json`
/// that no file imports translates nothing: the app is written in one language, and its
/// literals are not a slip.
///
/// Only a text element's own text counts (an element named `Text` or ending in `Text`), not
/// text inside other components, whose props decide what it is. Literals with no word in
/// them, numbers with a unit symbol (`2 kHz`), codes in capitals, one-word names with an inner capital, the app's own name (its
/// `package.json` name, or its Android `app_name` when no translation of the app changes it:
/// a name shown the same in every language, like `Öppna skolplattformen` in a heading),
/// identifiers and addresses (`LiteralText.isWords`), `__DEV__` blocks and developer screens
/// (`DevMenu.tsx`, a `debug` folder, a file only such screens import or a navigator screen only
/// they open: `ModuleReferences.shownOnlyOnDeveloperPages`) are left alone. Known false positives: brand and proper
/// names in a sentence; known false negatives: literals passed through variables or helpers.
struct ReactNativeLiteralText: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.rn-literal-text",
        ruleId: "l10n-strings",
        summary: "Literal user-visible text in a localised React Native app (one note per file)",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next", "i18next"]),
                ("src/screens/Settings.tsx", """
                import { useTranslation } from 'react-i18next';
                import { Button, Text, TextInput, View } from 'react-native';

                export const Settings = ({ onExport }) => {
                  const { t } = useTranslation();
                  return (
                    <View>
                      <Text>{t('settings.theme')}</Text>
                      <Text style={styles.row}>↓Export data</Text>
                      <TextInput placeholder="Search settings" />
                      <Button title={t('settings.export')} onPress={onExport} />
                    </View>
                  );
                };
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["react-intl"]),
                ("src/i18n.ts", """
                import { createIntl } from 'react-intl';

                export const intl = createIntl({ locale: 'en', messages: {} });
                """),
                ("src/notes/deleteNote.ts", """
                import { Alert } from 'react-native';
                import { intl } from '../i18n';

                export function confirmDelete(onDelete) {
                  Alert.alert(↓'Delete this note?', 'It will be gone from every device.', [
                    { text: intl.formatMessage({ id: 'cancel' }), style: 'cancel' },
                    { text: intl.formatMessage({ id: 'delete' }), onPress: onDelete },
                  ]);
                }
                """),
            ]),
            // A screen the developer screen opens, which a shipping screen opens too.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/screens/Developer.tsx", """
                import ErrorBanners from './ErrorBanners';

                export const Developer = () => <ErrorBanners />;
                """),
                ("src/screens/Support.tsx", """
                import { useTranslation } from 'react-i18next';
                import ErrorBanners from './ErrorBanners';

                export const Support = () => {
                  const { t } = useTranslation();
                  return <ErrorBanners title={t('support.title')} />;
                };
                """),
                ("src/screens/ErrorBanners.tsx", """
                import { Text } from 'react-native';

                export default function ErrorBanners() {
                  return <Text>↓Show every error banner</Text>;
                }
                """),
            ]),
            // A screen registered on a route a shipping screen opens as well as the debug menu.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/navigation/index.ts", """
                export type SettingsStackScreen = "Settings" | "ENDebugMenu" | "ENLocalDiagnosisKey";
                export const SettingsStackScreens: { [key in SettingsStackScreen]: SettingsStackScreen } = {
                  Settings: "Settings",
                  ENDebugMenu: "ENDebugMenu",
                  ENLocalDiagnosisKey: "ENLocalDiagnosisKey",
                };
                """),
                ("src/navigation/SettingsStack.tsx", """
                import Settings from "../Settings/";
                import ENDebugMenu from "../Settings/ENDebugMenu";
                import ENLocalDiagnosisKey from "../Settings/ENLocalDiagnosisKeyScreen";
                import { SettingsStackScreens } from "./index";

                const SettingsStack = () => (
                  <Stack.Navigator>
                    <Stack.Screen name={SettingsStackScreens.Settings} component={Settings} />
                    <Stack.Screen name={SettingsStackScreens.ENDebugMenu} component={ENDebugMenu} />
                    <Stack.Screen name={SettingsStackScreens.ENLocalDiagnosisKey} component={ENLocalDiagnosisKey} />
                  </Stack.Navigator>
                );
                export default SettingsStack;
                """),
                ("src/Settings/ENDebugMenu.tsx", """
                import { SettingsStackScreens } from "../navigation";

                const ENDebugMenu = ({ navigation }) => (
                  <DebugMenuListItem label="Show Local Diagnosis Keys"
                    onPress={() => navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)} />
                );
                export default ENDebugMenu;
                """),
                ("src/gaen/nativeModule.ts", """
                import { ENDiagnosisKey } from "../Settings/ENLocalDiagnosisKeyScreen";

                export const fetchDiagnosisKeys = async (): Promise<ENDiagnosisKey[]> => keysModule.fetch();
                """),
                ("src/Settings/index.tsx", """
                import { useTranslation } from "react-i18next";
                import { SettingsStackScreens } from "../navigation";

                const Settings = ({ navigation }) => {
                  const { t } = useTranslation();
                  const showDebugMenu = env.DISPLAY_DEBUG_MENU === "true" || __DEV__;
                  return (
                    <View>
                      <Text>{t("settings.title")}</Text>
                      <ListItem label={t("settings.keys")} onPress={() => navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)} />
                      {showDebugMenu && <ListItem label="EN Debug Menu" onPress={() => navigation.navigate(SettingsStackScreens.ENDebugMenu)} />}
                    </View>
                  );
                };
                export default Settings;
                """),
                ("src/Settings/ENLocalDiagnosisKeyScreen.tsx", """
                import { Alert, Text } from "react-native";

                export type ENDiagnosisKey = { rollingStartNumber: number };

                const ENLocalDiagnosisKeyScreen = () => {
                  const showError = () => Alert.alert(↓"Error", "Could not load keys");
                  return <Text onPress={showError}>Local keys</Text>;
                };
                export default ENLocalDiagnosisKeyScreen;
                """),
            ]),
            // An app name its translations change is copy to translate.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("android/app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">Notes</string>
                </resources>
                """),
                ("android/app/src/main/res/values-de/strings.xml", """
                <resources>
                    <string name="app_name">Notizen</string>
                </resources>
                """),
                ("src/Welcome.tsx", """
                import { useTranslation } from 'react-i18next';
                import { Text } from 'react-native';

                export const Welcome = () => {
                  const { t } = useTranslation();
                  return <Text accessibilityHint={t('welcome.hint')}>↓Notes</Text>;
                };
                """),
            ]),
        ],
        nonTriggering: [
            // beep-rn: a slider's end labels are numbers with unit symbols, which no language translates.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next", "i18next"]),
                ("src/screens/ToneRange.tsx", """
                import { useTranslation } from 'react-i18next';
                import { Text, View } from 'react-native';

                export const ToneRange = ({ range }) => {
                  const { t } = useTranslation();
                  return (
                    <View>
                      <Text>{t('tone.range')}</Text>
                      <Text>20 Hz</Text>
                      <RangeSlider values={range} min={20} max={4000} />
                      <Text>4 kHz</Text>
                    </View>
                  );
                };
                """),
            ]),
            // A loading skeleton sizes its bars with lorem-ipsum filler painted the bars' colour.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next", "i18next"]),
                ("components/search/LoadingSkeleton.tsx", """
                import { useTranslation } from 'react-i18next';
                import { Text, View } from 'react-native';

                export const LoadingSkeleton = () => {
                  const { t } = useTranslation();
                  return (
                    <View accessibilityLabel={t('search.loading')}>
                      {[1, 2, 3].map((i) => (
                        <View className='w-28' key={i}>
                          <Text className='text-neutral-900 bg-neutral-900 rounded-md' numberOfLines={1}>
                            Nisi mollit voluptate amet.
                          </Text>
                          <Text className='text-neutral-900 bg-neutral-900 text-xs rounded-md'>Lorem ipsum</Text>
                        </View>
                      ))}
                    </View>
                  );
                };
                """),
            ]),
            // The app's name, which its Android strings keep in one language for every locale.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("android/app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="app_name">Open School Platform</string>
                </resources>
                """),
                ("src/Login.tsx", """
                import { useTranslation } from 'react-i18next';
                import { Text, View } from 'react-native';

                export const Login = () => {
                  const { t } = useTranslation();
                  return (
                    <View>
                      <Text style={styles.header}>Open school platform</Text>
                      <Text>{t('auth.subtitle')}</Text>
                    </View>
                  );
                };
                """),
            ]),
            // Translated text, words-free literals, names, codes, keys, and a custom component's
            // title (often a key it translates itself).
            CheckExample(files: [
                ReactNativeExample.package(["i18n-js"]),
                ("src/screens/Profile.tsx", """
                export const Profile = ({ user, count }) => (
                  <View>
                    <Text>{i18n.t('profile.title')}</Text>
                    <Text>{user.name}</Text>
                    <Text>•</Text>
                    <Text>{count} · 42 %</Text>
                    <Text>GitHub</Text>
                    <Text>BETA</Text>
                    <Text>support@example.org</Text>
                    <CustomHeader title="profile-header" />
                    <List.Item title="Theme" translateTitle />
                    <Button title="Send_message" accessibilityLabel="Send_message" />
                    <Input placeholder="Topic" />
                    <Text>@channel, @all, @here</Text>
                    <Text>{name}&nbsp;</Text>
                  </View>
                );
                """),
            ]),
            // Text inside Lingui's and react-i18next's `<Trans>`, which extract it into the catalogs,
            // and Lingui's tagged templates.
            CheckExample(files: [
                ReactNativeExample.package(["@lingui/macro", "@lingui/react"]),
                ("src/screens/Capture.tsx", """
                import { Alert, Text, View } from 'react-native';
                import { msg, t, Trans } from '@lingui/macro';
                import { useLingui } from '@lingui/react';

                export const Capture = ({ icon }) => {
                  const { _ } = useLingui();
                  const onFail = () => Alert.alert(_(msg`Could not save the image`), t`Try again later`);
                  return (
                    <View>
                      <Trans comment="no spaces between the elements">
                        <Text>a bluesky post, via</Text>
                        <Image source={icon} />
                        <Text>graysky.app</Text>
                      </Trans>
                      <Text>{t`Share this post`}</Text>
                    </View>
                  );
                };
                """),
                ("src/screens/Welcome.tsx", """
                import { Text } from 'react-native';
                import { Trans as Translated } from 'react-i18next';

                export const Welcome = ({ name }) => (
                  <Translated i18nKey="welcome">
                    Hello <Text>{{ name }}</Text>, <Text>welcome back to the app</Text>
                  </Translated>
                );
                """),
            ]),
            // Services named beside the links that open them, and a value made of symbols and numbers.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/screens/TokenLinks.tsx", """
                import { Linking, Text, TouchableOpacity, View } from 'react-native';

                export const TokenLinks = ({ explorers, id, openLink }) => (
                  <View>
                    <TouchableOpacity onPress={() => Linking.openURL(explorers.cexplorer.token(id))}>
                      <Text>Cexplorer</Text>
                    </TouchableOpacity>
                    <TouchableOpacity onPress={() => openLink('adaex')}>
                      <Text>Adaex</Text>
                    </TouchableOpacity>
                    <Text>&lt;1%</Text>
                  </View>
                );
                """),
            ]),
            // A component left behind as work in progress: nothing renders, exports or names it.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/screens/Overview.tsx", """
                export const Overview = ({ t }) => <Text>{t('overview.title')}</Text>;

                // TODO: WIP
                const CreatedByInfoItem = () => (
                  <View>
                    <Text>Created By</Text>
                  </View>
                );
                """),
            ]),
            // disciple-tools-rn use-push-notifications: the alert expo-device's `isDevice` leaves to a simulator.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/hooks/usePushToken.js", """
                import * as Device from 'expo-device';

                export const registerForPush = async (save) => {
                  if (Device.isDevice) {
                    save(await getPushTokenAsync());
                  } else {
                    Alert.alert('Push needs a real phone');
                  }
                };
                """),
            ]),
            // Text only development builds, a simulator or developer screens show.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/App.tsx", """
                export const App = () => {
                  if (__DEV__) {
                    console.log(<Text>Render count</Text>);
                  }
                  return <Root />;
                };
                """),
                ("src/screens/BiometricLogin.tsx", """
                import DeviceInfo from 'react-native-device-info';

                export async function enableBiometrics(enable, skip) {
                  const isSimulator = await DeviceInfo.isEmulator();
                  if (isSimulator) {
                    Alert.alert('Running on Simulator', 'OS auth does not work here.', [{ text: 'OK', onPress: skip }]);
                    return;
                  }
                  enable();
                }
                """),
                ("src/screens/DevMenu.tsx", """
                export const DevMenu = () => <Text>Reset onboarding</Text>;
                """),
            ]),
            // A test screen that only the developer screen imports and opens.
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/screens/Developer.tsx", """
                import { useTranslation } from 'react-i18next';
                import ErrorAlertTest from './ErrorAlertTest';

                export const Developer = ({ testing }) => {
                  const { t } = useTranslation();
                  return testing ? <ErrorAlertTest /> : <Text>{t('Developer.Title')}</Text>;
                };
                """),
                ("src/screens/ErrorAlertTest.tsx", """
                import { Text } from 'react-native';

                export default function ErrorAlertTest() {
                  return <Text>Show every error banner</Text>;
                }
                """),
                ("src/screens/__tests__/ErrorAlertTest.test.tsx", """
                import ErrorAlertTest from '../ErrorAlertTest';

                it('renders', () => render(<ErrorAlertTest />));
                """),
            ]),
            // A screen registered on a route only the debug menu opens, whose types shipping code
            // imports (gaen-mobile's ENLocalDiagnosisKeyScreen, opened from ENDebugMenu).
            CheckExample(files: [
                ReactNativeExample.package(["react-i18next"]),
                ("src/navigation/index.ts", """
                export type SettingsStackScreen = "Settings" | "ENDebugMenu" | "ENLocalDiagnosisKey";
                export const SettingsStackScreens: { [key in SettingsStackScreen]: SettingsStackScreen } = {
                  Settings: "Settings",
                  ENDebugMenu: "ENDebugMenu",
                  ENLocalDiagnosisKey: "ENLocalDiagnosisKey",
                };
                """),
                ("src/navigation/SettingsStack.tsx", """
                import Settings from "../Settings/";
                import ENDebugMenu from "../Settings/ENDebugMenu";
                import ENLocalDiagnosisKey from "../Settings/ENLocalDiagnosisKeyScreen";
                import { SettingsStackScreens } from "./index";

                const SettingsStack = () => (
                  <Stack.Navigator>
                    <Stack.Screen name={SettingsStackScreens.Settings} component={Settings} />
                    <Stack.Screen name={SettingsStackScreens.ENDebugMenu} component={ENDebugMenu} />
                    <Stack.Screen name={SettingsStackScreens.ENLocalDiagnosisKey} component={ENLocalDiagnosisKey} />
                  </Stack.Navigator>
                );
                export default SettingsStack;
                """),
                ("src/Settings/ENDebugMenu.tsx", """
                import { SettingsStackScreens } from "../navigation";

                const ENDebugMenu = ({ navigation }) => (
                  <DebugMenuListItem label="Show Local Diagnosis Keys"
                    onPress={() => navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)} />
                );
                export default ENDebugMenu;
                """),
                ("src/gaen/nativeModule.ts", """
                import { ENDiagnosisKey } from "../Settings/ENLocalDiagnosisKeyScreen";

                export const fetchDiagnosisKeys = async (): Promise<ENDiagnosisKey[]> => keysModule.fetch();
                """),
                ("src/Settings/index.tsx", """
                import { useTranslation } from "react-i18next";
                import { SettingsStackScreens } from "../navigation";

                const Settings = ({ navigation }) => {
                  const { t } = useTranslation();
                  const showDebugMenu = env.DISPLAY_DEBUG_MENU === "true" || __DEV__;
                  return (
                    <View>
                      <Text>{t("settings.title")}</Text>
                      {showDebugMenu && <ListItem label="EN Debug Menu" onPress={() => navigation.navigate(SettingsStackScreens.ENDebugMenu)} />}
                    </View>
                  );
                };
                export default Settings;
                """),
                ("src/Settings/ENLocalDiagnosisKeyScreen.tsx", """
                import { Alert, Text } from "react-native";

                export type ENDiagnosisKey = { rollingStartNumber: number };

                const ENLocalDiagnosisKeyScreen = () => {
                  const showError = () => Alert.alert("Error", "Could not load keys");
                  return <Text onPress={showError}>Local keys</Text>;
                };
                export default ENLocalDiagnosisKeyScreen;
                """),
            ]),
            // An app with no translation library has nothing to move the text to yet.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/screens/Settings.tsx", """
                export const Settings = () => <Text>Export data</Text>;
                """),
            ]),
            // A translation library listed as a dependency but imported nowhere: the app is
            // written in one language.
            CheckExample(files: [
                ReactNativeExample.package(["i18next"]),
                ("src/feed/ReportSheet.tsx", """
                import { Alert } from 'react-native';

                export const ReportSheet = ({ onReport }) => (
                  <View>
                    <Text>Report this comment</Text>
                    <Button title="Send" onPress={() => Alert.alert('Report sent')} />
                  </View>
                );
                """),
            ]),
        ]
    )

    /// Translation libraries: an app depending on one has somewhere to put its strings.
    static let localisation: Set<String> = [
        "i18next", "react-i18next", "react-intl", "i18n-js", "react-native-i18n", "@lingui/core", "@lingui/react",
        "@lingui/macro", "typesafe-i18n", "@formatjs/intl", "react-native-localization", "rosetta",
    ]
    /// Whether some file of the app imports a translation library (or a module under it,
    /// `react-intl/locale-data`): a listed dependency nothing imports translates nothing.
    static func importsLocalisation(_ reactNative: ReactNativeModel) -> Bool {
        reactNative.files.contains { file in
            file.file.imports.contains { found in
                localisation.contains(found.module) || localisation.contains { found.module.hasPrefix($0 + "/") }
            }
        }
    }

    /// Translation libraries' components whose children are the message (module → exports):
    /// Lingui's `<Trans>` (the macro extracts `<Trans><Text>a post, via</Text></Trans>` into the
    /// catalog as one message) and react-i18next's `<Trans>`, which looks its children up by key
    /// or by their text. Literal text inside one is the source of a translation, not a slip.
    /// react-intl's `FormattedMessage` takes its text from props, not children, so is not listed.
    static let translatingComponents: [String: Set<String>] = [
        "@lingui/macro": ["Trans"], "@lingui/react/macro": ["Trans"], "@lingui/react": ["Trans"], "react-i18next": ["Trans"],
    ]

    /// The elements of the file that are one of `translatingComponents`, by the names its imports bind.
    static func translatingElements(in js: JSFile) -> Set<Int> {
        let names = Set(translatingComponents.flatMap { module, exports in
            exports.flatMap { js.localNames(importing: $0, from: module) }
        })
        guard !names.isEmpty else { return [] }
        return Set(js.elements.indices.filter { names.contains(js.elements[$0].name) })
    }

    /// Whether the element is, or sits inside, one of the given elements.
    static func isInside(_ element: Int, _ containers: Set<Int>, in js: JSFile) -> Bool {
        var current: Int? = element
        while let index = current {
            if containers.contains(index) { return true }
            current = js.elements[index].parent
        }
        return false
    }

    /// React Native's own components whose text props it shows or speaks as written.
    static let coreComponents: Set<String> = [
        "Text", "TextInput", "Button", "View", "Pressable", "TouchableOpacity", "TouchableHighlight",
        "TouchableWithoutFeedback", "Image", "ImageBackground", "Switch",
    ]
    static let spokenProps: Set<String> = ["accessibilityLabel", "accessibilityHint", "aria-label"]

    /// Whether the attribute's text is shown or spoken as written: a spoken prop, a `Button`'s
    /// `title` or a `TextInput`'s `placeholder`, on one of `coreComponents` the file imports
    /// from react-native. The app's own components often translate such props themselves
    /// (`<Input placeholder="Topic">` looks "Topic" up), so their props are left alone.
    static func showsText(_ attribute: JSXAttribute, of element: JSXElement, in js: JSFile) -> Bool {
        guard coreComponents.contains(element.name), js.localNames(importing: element.name, from: "react-native").contains(element.name) else { return false }
        switch attribute.name {
        case "title": return element.name == "Button"
        case "placeholder": return element.name == "TextInput"
        default: return spokenProps.contains(attribute.name)
        }
    }

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard Self.localisation.contains(where: reactNative.dependsOn), Self.importsLocalisation(reactNative) else { return }
        var appNames = Set(reactNative.packages.values.compactMap { $0.name?.lowercased() })
        if let launcherName = project.androidDefaultStrings["app_name"],
           project.androidTranslations(of: "app_name").allSatisfy({ $0 == launcherName }) { appNames.insert(launcherName.lowercased()) }
        var references: ModuleReferences?
        for file in reactNative.files where file.scope == .app && !LiteralText.isDeveloperPage(file.path) {
            let literals = Self.literals(in: file, appNames: appNames).filter { file.ships($0.token) }
            guard let first = literals.min(by: { $0.token < $1.token }) else { continue }
            // A screen only a developer screen imports or opens is a developer page too.
            if references == nil { references = ModuleReferences(reactNative) }
            if references!.shownOnlyOnDeveloperPages(file.path, in: reactNative) { continue }
            output.report(
                LiteralText.message(count: literals.count, first: first.text, translations: "the app's translation files and read them through its translation library (t(…), formatMessage, <Trans>)"),
                at: file.position(ofToken: first.token), confidence: .low)
        }
    }

    /// Whether the text is one capitalised word naming the service the touchable around it
    /// opens a link to: `<TouchableOpacity onPress={() => Linking.openURL(explorers.cexplorer.url)}>`
    /// holding `<Text>Cexplorer</Text>`, or `onPress={() => handleOpenLink('adaex')}` holding
    /// `Adaex`. The code names the service by the same word, so the text is its proper name,
    /// which reads the same in every language.
    static func namesLinkedService(_ text: String, in element: Int, _ js: JSFile) -> Bool {
        guard text.first?.isUppercase == true, text.count > 2, text.allSatisfy(\.isLetter) else { return false }
        let source = js.source, name = text.lowercased()
        var ancestor = js.elements[element].parent
        while let current = ancestor {
            if let press = js.elements[current].attribute("onPress")?.expression {
                let words = press.compactMap { index -> String? in
                    source.kind(at: index) == .identifier ? source.text(at: index) : source.stringValue(at: index)
                }
                let opensLink = words.contains { word in
                    let lower = word.lowercased()
                    return lower.contains("link") || lower.contains("url")
                }
                return opensLink && words.contains { $0.lowercased() == name }
            }
            ancestor = js.elements[current].parent
        }
        return false
    }

    /// The literal words of a file: text elements' own text, text props, and an alert's title and message.
    static func literals(in file: ReactNativeFile, appNames: Set<String>) -> [(token: Int, text: String)] {
        let js = file.file, source = js.source
        var found: [(token: Int, text: String)] = []
        func add(_ token: Int, _ text: String) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if LiteralText.isWords(trimmed, appNames: appNames) { found.append((token, trimmed)) }
        }
        let translating = translatingElements(in: js)
        for (position, element) in js.elements.enumerated() {
            if element.simpleName.hasSuffix("Text"), !isInside(position, translating, in: js) {
                var index = element.content.lowerBound
                while index < element.content.upperBound {
                    switch source.tokens[index].kind {
                    case .jsxText:
                        let text = source.text(at: index)
                        if !namesLinkedService(text.trimmingCharacters(in: .whitespacesAndNewlines), in: position, js) { add(index, text) }
                    case .jsxOpen: index = ReactNativeUnnamedTouchable.endOfElement(at: index, in: source)
                    case .leftBrace:
                        // `{'Save'}`: a string alone in braces.
                        if source.kind(at: index + 1) == .string, source.kind(at: index + 2) == .rightBrace, let text = source.stringValue(at: index + 1) {
                            add(index + 1, text)
                        }
                        index = source.partner(of: index) ?? index
                    default: break
                    }
                    index += 1
                }
            }
            for attribute in element.attributes where showsText(attribute, of: element, in: js) {
                if case .string(let text) = attribute.value { add(attribute.nameToken, text) }
            }
        }
        for call in js.calls where call.name == "alert" && call.receiver == ["Alert"] {
            for argument in call.arguments.prefix(2) where argument.count == 1 && source.kind(at: argument.lowerBound) == .string {
                if let text = source.stringValue(at: argument.lowerBound) { add(argument.lowerBound, text) }
            }
        }
        return found
    }
}
