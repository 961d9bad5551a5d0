import ThumbruleCore
import ThumbruleFrontEnds

/// Translated React Native text whose case code changes at run time: `toUpperCase()` or
/// `toLowerCase()` on what a translation call returns (`t('save')`, `i18n.t('save')`,
/// `intl.formatMessage(…)`, `translate('save')`). The translator cannot choose the case,
/// JavaScript's `toUpperCase()` ignores the language (the Turkish dotted i), and many scripts
/// have no case.
///
/// Only apps that depend on a translation library are read, as
/// `l10n-strings.rn-literal-text` does. `toLocaleUpperCase()` follows the locale and is left alone,
/// and so is a lowercased translation kept under a name whose every use matches typed text against
/// it (`label.indexOf(term)`), which nobody sees.
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
            // mattermost-mobile: the lowercased label only matches what the person types; it is never shown.
            CheckExample(files: [
                ReactNativeExample.package(["react-intl"]),
                ("src/Jump.tsx", """
                import { useMemo } from 'react';
                import { useIntl } from 'react-intl';

                export const useJumpItems = (term: string) => {
                  const { formatMessage } = useIntl();
                  const inboxLabel = useMemo(() => formatMessage({ id: 'inbox', defaultMessage: 'Inbox' }).toLowerCase(), [formatMessage]);
                  return useMemo(() => (inboxLabel.startsWith(term.toLowerCase()) ? ['inbox'] : []), [term, inboxLabel]);
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

    /// Methods that compare text with the value rather than show it.
    static let matchingMethods: Set<String> = ["indexOf", "includes", "startsWith", "endsWith", "localeCompare"]

    /// True when the translation call at `token` is what a `const` or `let` holds, directly or
    /// through `useMemo(() => …)`, and every other use of that name calls a matching method on it.
    static func isOnlyMatched(declaredBy token: Int, in source: JSSource) -> Bool {
        var index = token - 1
        while index >= 0, [.leftParen, .rightParen, .arrow, .dot].contains(source.kind(at: index))
                || source.isWord("useMemo", at: index) || source.isWord("React", at: index) { index -= 1 }
        guard source.kind(at: index) == .assign, source.kind(at: index - 1) == .identifier,
              source.isWord("const", at: index - 2) || source.isWord("let", at: index - 2) else { return false }
        let name = source.text(at: index - 1)
        let uses = source.tokens.indices.filter { $0 != index - 1 && source.isWord(name, at: $0) && source.kind(at: $0 - 1) != .dot }
        return !uses.isEmpty && uses.allSatisfy { use in
            isInDependencyList(use, source) || [.dot, .optionalDot].contains(source.kind(at: use + 1)) && source.kind(at: use + 2) == .identifier
                && matchingMethods.contains(source.text(at: use + 2))
        }
    }

    /// True for a name in a hook's dependency list, `[term, label])`: React compares it there, nothing shows it.
    static func isInDependencyList(_ token: Int, _ source: JSSource) -> Bool {
        var index = token - 1
        while [.identifier, .comma, .dot].contains(source.kind(at: index)) { index -= 1 }
        guard source.kind(at: index) == .leftBracket, let close = source.partner(of: index) else { return false }
        return close > token && source.kind(at: close + 1) == .rightParen
    }

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard ReactNativeLiteralText.localisation.contains(where: reactNative.dependsOn) else { return }
        for file in reactNative.files where file.scope == .app && !LiteralText.isDeveloperPage(file.path) {
            let js = file.file
            for call in js.calls where Self.caseCalls.contains(call.name) && file.ships(call.nameToken) {
                guard let previous = call.previousInChain, Self.translationCalls.contains(js.calls[previous].name),
                      // `t('x').toUpperCase()` with nothing between the two calls.
                      js.calls[previous].closeParen + 2 == call.nameToken,
                      !(call.name == "toLowerCase" && Self.isOnlyMatched(declaredBy: js.calls[previous].nameToken, in: js.source)) else { continue }
                output.report(
                    "This translated text has its case changed in code, so its translators cannot choose the case, JavaScript's \(call.name)() ignores the language (the Turkish dotted i), and scripts without case get nothing from it. Write the text in the case it should show in the translation file and drop the call.",
                    at: file.position(ofToken: call.nameToken), confidence: .medium)
            }
        }
    }
}
