import ThumbruleCore
import ThumbruleFrontEnds

/// A restore that tells the user it worked without looking at what came back: RevenueCat's
/// `Purchases.restorePurchases()` or react-native-iap's `getAvailablePurchases()` run as a bare
/// statement (its result bound to nothing), followed in the same block, under no condition, by
/// an alert, toast or snack bar whose text says the purchases were restored or the restore
/// succeeded. Both calls return what the store found (RevenueCat's customer info with its
/// active entitlements, react-native-iap's list of purchases); a person with nothing to
/// restore, or whose subscription lapsed, is told it worked and still has no access.
///
/// Left alone: a result kept in a variable or passed on (it may be read), a message under an
/// `if`, `?:` or `&&`, and wording that claims no result ("Restoring purchases…").
struct ReactNativeRestoreClaimsSuccess: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "pay-restore.rn-restore-claims-success",
        ruleId: "pay-restore",
        summary: "A React Native restore says purchases were restored without reading what the store returned",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-purchases", "react-native-iap"]),
                ("src/Paywall.tsx", """
                import { Alert } from 'react-native';
                import Purchases from 'react-native-purchases';
                import { getAvailablePurchases } from 'react-native-iap';

                export async function restore() {
                  await Purchases.restorePurchases();
                  ↓Alert.alert('Restored', 'Your purchases have been restored.');
                }

                export async function restoreFromStore(showToast) {
                  try {
                    await getAvailablePurchases();
                    ↓showToast({ text1: 'Restore successful' });
                  } catch (e) {
                    showToast({ text1: 'Could not reach the store' });
                  }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-purchases", "react-native-iap"]),
                ("src/Paywall.tsx", """
                import { Alert } from 'react-native';
                import Purchases from 'react-native-purchases';
                import { getAvailablePurchases } from 'react-native-iap';

                export async function restore() {
                  const info = await Purchases.restorePurchases();
                  if (info.entitlements.active.pro) {
                    Alert.alert('Restored', 'Your purchases have been restored.');
                  } else {
                    Alert.alert('Nothing to restore', 'No purchases were found for this account.');
                  }
                }

                export async function restoreFromStore(showToast, unlock) {
                  unlock(await getAvailablePurchases());
                  showToast({ text1: 'Restoring purchases…' });
                }

                export async function restoreQuietly(found) {
                  await Purchases.restorePurchases();
                  found && Alert.alert('Restored', 'Your purchases have been restored.');
                }
                """),
            ]),
        ]
    )

    /// The restoring calls, by module, and the receiver each is called on ("" for none).
    static let restores: [(name: String, receiver: [String], module: String)] = [
        ("restorePurchases", ["Purchases"], "react-native-purchases"),
        ("getAvailablePurchases", [], "react-native-iap"),
        ("getAvailablePurchases", ["RNIap"], "react-native-iap"),
    ]
    /// Words of a message that claims the restore found something.
    static let claims = ["restored", "success", "successful", "successfully"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "Purchases") {
            let js = file.file
            let source = js.source
            for call in js.calls where Self.restores.contains(where: { $0.name == call.name && $0.receiver == call.receiver && js.imports($0.module) }) {
                let start = call.receiver.isEmpty ? call.nameToken : call.nameToken - 2 * call.receiver.count
                guard Self.isBareStatement(start: start, end: call.closeParen, in: source), file.ships(call.nameToken),
                      let block = source.enclosingBrace(of: start) else { continue }
                // The next message in the same block, with nothing deciding in between.
                for message in js.calls where message.nameToken > call.closeParen && message.nameToken < block.upperBound
                    && ReactNativeCode.showsMessage(message) {
                    let between = (call.closeParen + 1)..<message.nameToken
                    guard !Self.decides(between, in: source), source.enclosingBrace(of: message.nameToken) == block else { break }
                    guard Self.claimsResult(message, in: source) else { continue }
                    let at = message.receiver.isEmpty ? message.nameToken : message.nameToken - 2 * message.receiver.count
                    output.report(
                        "This message says the purchases were restored, but \(call.name)() returned what the store found and the code never looks at it: someone with nothing to restore, or whose subscription lapsed, is told it worked. Read the result (active entitlements, the purchases returned) and say what was restored, or that nothing was found.",
                        at: file.position(ofToken: at), confidence: .medium)
                    break
                }
            }
        }
    }

    /// `await Purchases.restorePurchases();` alone on its line: its result goes nowhere.
    static func isBareStatement(start: Int, end: Int, in source: JSSource) -> Bool {
        var first = start
        if source.isWord("await", at: first - 1) { first -= 1 }
        let before = source.kind(at: first - 1)
        let opens = before == .leftBrace || before == .semicolon || before == .rightBrace || (source.tokens.indices.contains(first) && source.tokens[first].followsNewline && before != .assign && before != .leftParen && before != .comma && before != .operator)
        let next = source.kind(at: end + 1)
        let closes = next == .semicolon || next == .rightBrace || (source.tokens.indices.contains(end + 1) && source.tokens[end + 1].followsNewline && next != .dot && next != .operator)
        return opens && closes
    }


    /// Whether the tokens hold a branch or a condition.
    static func decides(_ range: Range<Int>, in source: JSSource) -> Bool {
        range.contains { index in
            if ["if", "switch", "return", "catch"].contains(where: { source.isWord($0, at: index) }) { return true }
            if source.kind(at: index) == .question { return true }
            return source.kind(at: index) == .operator && ["&&", "||", "??"].contains(source.text(at: index))
        }
    }

    /// Whether a string literal among the message's arguments claims the restore found something.
    static func claimsResult(_ call: JSCall, in source: JSSource) -> Bool {
        call.argumentTokens.contains { index in
            guard let text = source.stringValue(at: index)?.lowercased() else { return false }
            let words = text.split { !$0.isLetter }.map(String.init)
            return words.contains { claims.contains($0) }
        }
    }
}
