import ThumbruleCore
import ThumbruleFrontEnds

/// Translated React Native text whose case code changes at run time: `toUpperCase()` or
/// `toLowerCase()` on what a translation call returns (`t('save')`, `i18n.t('save')`,
/// `intl.formatMessage(…)`, `translate('save')`). The translator cannot choose the case,
/// JavaScript's `toUpperCase()` ignores the language (the Turkish dotted i), and many scripts
/// have no case.
///
/// Only apps that depend on a translation library are read, as
/// `l10n-strings.rn-literal-text` does. `toLocaleUpperCase()` follows the locale and is left alone.
struct ReactNativeRuntimeTextCase: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "copy-case.rn-runtime-transform",
        ruleId: "copy-case",
        summary: "Translated React Native text uppercased or lowercased in code",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["i18next", "react-i18next"]),
                ("src/Header.tsx", """
                import { Text } from 'react-native';
                import { useTranslation } from 'react-i18next';
                import i18n from './i18n';

                export const Header = () => {
                  const { t } = useTranslation();
                  return (
                    <>
                      <Text>{t('recent.title').↓toUpperCase()}</Text>
                      <Text>{i18n.t('offer.badge').↓toLowerCase()}</Text>
                    </>
                  );
                };
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["i18next", "react-i18next"]),
                ("src/Header.tsx", """
                import { Text } from 'react-native';
                import { useTranslation } from 'react-i18next';

                export const Header = ({ code }) => {
                  const { t } = useTranslation();
                  return (
                    <>
                      <Text>{t('recent.title')}</Text>
                      <Text>{code.toUpperCase()}</Text>
                      <Text>{t('offer.badge').toLocaleUpperCase()}</Text>
                    </>
                  );
                };
                """),
            ]),
            // No translation library: nobody translates the text.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Header.tsx", """
                import { Text } from 'react-native';
                export const Header = ({ t }) => <Text>{t('recent.title').toUpperCase()}</Text>;
                """),
            ]),
        ]
    )

    static let caseCalls: Set<String> = ["toUpperCase", "toLowerCase"]
    /// Calls that return translated text.
    static let translationCalls: Set<String> = ["t", "translate", "formatMessage"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard ReactNativeLiteralText.localisation.contains(where: reactNative.dependsOn) else { return }
        for file in reactNative.files where file.scope == .app && !LiteralText.isDeveloperPage(file.path) {
            let js = file.file
            for call in js.calls where Self.caseCalls.contains(call.name) && file.ships(call.nameToken) {
                guard let previous = call.previousInChain, Self.translationCalls.contains(js.calls[previous].name),
                      // `t('x').toUpperCase()` with nothing between the two calls.
                      js.calls[previous].closeParen + 2 == call.nameToken else { continue }
                output.report(
                    "This translated text has its case changed in code, so its translators cannot choose the case, JavaScript's \(call.name)() ignores the language (the Turkish dotted i), and scripts without case get nothing from it. Write the text in the case it should show in the translation file and drop the call.",
                    at: file.position(ofToken: call.nameToken), confidence: .medium)
            }
        }
    }
}
