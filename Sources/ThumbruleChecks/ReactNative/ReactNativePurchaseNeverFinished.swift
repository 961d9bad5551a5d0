import ThumbruleCore
import ThumbruleFrontEnds

/// A purchase listener that never finishes the transaction: react-native-iap's
/// `purchaseUpdatedListener(…)` or expo-in-app-purchases' `setPurchaseListener(…)` whose
/// callback, and the functions it calls in its file or (one step) in a file it imports by
/// relative path, never call `finishTransaction` (or `acknowledgePurchaseAndroid`,
/// `consumePurchaseAndroid`, `finishTransactionAsync`). Google Play refunds a purchase that is
/// not acknowledged within three days, and the App Store delivers an unfinished transaction again
/// at every launch, so the user pays for nothing or the app grants twice.
///
/// Silent when the file calls a finishing function anywhere, or when the callback hands the
/// purchase to code the check cannot follow (`dispatch`, an event emitter, a function from a
/// file it does not resolve): finishing may happen there. Medium confidence.
struct ReactNativePurchaseNeverFinished: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.rn-purchase-never-finished",
        ruleId: "pay-outcome",
        summary: "A React Native purchase listener that never calls finishTransaction",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-iap"]),
                ("src/store.ts", """
                import { purchaseUpdatedListener } from 'react-native-iap';
                import { unlockPremium } from './premium';

                export function listen() {
                  return ↓purchaseUpdatedListener(async (purchase) => {
                    if (purchase.transactionReceipt) {
                      await unlockPremium(purchase.productId);
                    }
                  });
                }
                """),
                ("src/premium.ts", """
                export async function unlockPremium(productId) {
                  await save('premium', productId);
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-iap"]),
                ("src/store.ts", """
                import { finishTransaction, purchaseUpdatedListener } from 'react-native-iap';

                export function listen() {
                  return purchaseUpdatedListener(async (purchase) => {
                    await deliver(purchase);
                    await finishTransaction({ purchase, isConsumable: false });
                  });
                }
                """),
                ("src/redux.ts", """
                import { purchaseUpdatedListener } from 'react-native-iap';

                export const listen = (store) => purchaseUpdatedListener((purchase) => store.dispatch(purchased(purchase)));
                """),
                ("src/helper.ts", """
                import { purchaseUpdatedListener } from 'react-native-iap';
                import { handlePurchase } from './handler';

                export const listen = () => purchaseUpdatedListener(handlePurchase);
                """),
                ("src/handler.ts", """
                import * as RNIap from 'react-native-iap';

                export async function handlePurchase(purchase) {
                  await RNIap.finishTransaction({ purchase });
                }
                """),
            ]),
        ]
    )

    static let listeners: [String: String] = ["purchaseUpdatedListener": "react-native-iap", "setPurchaseListener": "expo-in-app-purchases"]
    static let finishing: Set<String> = [
        "finishTransaction", "finishTransactionAsync", "finishTransactionIOS", "acknowledgePurchaseAndroid", "consumePurchaseAndroid",
    ]
    /// Calls that hand a value to code elsewhere.
    static let handOffs: Set<String> = ["dispatch", "emit", "next", "put", "postMessage", "send", "resolve"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            guard Self.listeners.values.contains(where: js.imports), !Self.finishes(js) else { continue }
            for call in js.calls {
                guard let module = Self.listeners[call.name], js.imports(module), let callback = call.arguments.first,
                      Self.neverFinishes(callback, in: file, model: reactNative) else { continue }
                output.report(
                    "This purchase listener never calls finishTransaction, so Google Play refunds the purchase after three days and the App Store delivers it again at every launch. After verifying and delivering each purchase, call finishTransaction (isConsumable for consumables).",
                    at: file.position(call.position), confidence: .medium)
            }
        }
    }

    /// Whether the file calls a finishing function anywhere.
    static func finishes(_ file: JSFile) -> Bool {
        file.calls.contains { finishing.contains($0.name) }
    }

    /// Whether the callback provably never finishes: everything it calls is followed, and none finishes.
    static func neverFinishes(_ callback: Range<Int>, in file: ReactNativeFile, model: ReactNativeModel) -> Bool {
        let js = file.file
        var start = [callback]
        if case .reference(let names) = js.value(of: callback), names.count == 1 {
            let local = js.functions.filter { $0.name == names[0] }.map(\.body)
            if local.isEmpty {
                // A handler imported by relative path: read it in its file.
                guard let module = js.imports.first(where: { $0.bindings.contains { $0.local == names[0] } }),
                      let target = model.resolve(module.module, from: file.path), let other = model.file(at: target) else { return false }
                return !finishes(other.file)
            }
            start = local
        }
        let bodies = ReactNativeCode.reachedBodies(from: start, in: js)
        for call in js.calls where bodies.contains(where: { $0.contains(call.nameToken) }) {
            if handOffs.contains(call.name) { return false }
            guard call.receiver.isEmpty, !js.functions.contains(where: { $0.name == call.name }) else { continue }
            guard let module = js.imports.first(where: { $0.bindings.contains { $0.local == call.name } }), module.module.hasPrefix(".") else { continue }
            guard let target = model.resolve(module.module, from: file.path), let other = model.file(at: target) else { return false }
            if finishes(other.file) { return false }
        }
        return true
    }
}
