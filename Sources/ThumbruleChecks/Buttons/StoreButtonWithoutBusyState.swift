import SwiftSyntax
import ThumbruleCore

/// A SwiftUI Buy or Restore button whose action starts the purchase or restore
/// asynchronously (`await store.purchase(product)`, `await restorePurchases()`,
/// `AppStore.sync()`) and shows no busy state: the same test as `ButtonWithoutBusyState`,
/// on by default for store work alone. Nothing marks the tap taken while the App Store
/// answers, so the buyer taps again and starts a second purchase or sync, or thinks the
/// first tap was lost. The work is a store's when a name the tap awaits or calls says
/// purchase or buy (`restorePurchases`, `buyPremium`) or it syncs with `AppStore.sync()`.
struct StoreButtonWithoutBusyState: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-state.store-no-busy-state",
        ruleId: "button-state",
        summary: "A Buy or Restore button that starts the store's work and never shows it busy or refuses a second tap",
        triggering: [
            // morningproof's and tally-counter's Restore buttons; naturefm's Buy button.
            CheckExample("""
            struct UpgradeView: View {
                @ObservedObject var subscriptions: SubscriptionStore
                let plan: Product
                var body: some View {
                    VStack {
                        ↓Button("Restore Purchases") {
                            Task { await subscriptions.restorePurchases() }
                        }
                        ↓Button {
                            Task { try await subscriptions.purchase(plan) }
                        } label: {
                            Text(plan.displayPrice)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct StoreSettings: View {
                var body: some View {
                    ↓Button("Restore") { Task { try? await AppStore.sync() } }
                }
            }
            """),
        ],
        nonTriggering: [
            // The purchase sets a flag that disables the button and swaps its label for progress;
            // the restore refuses a second tap while one runs.
            CheckExample("""
            struct UpgradeView: View {
                @State private var isPurchasing = false
                @State private var restoring = false
                let store: Store
                let plan: Product
                var body: some View {
                    VStack {
                        Button {
                            isPurchasing = true
                            Task { await store.purchase(plan); isPurchasing = false }
                        } label: {
                            if isPurchasing { ProgressView() } else { Text(plan.displayPrice) }
                        }
                        .disabled(isPurchasing)
                        Button("Restore Purchases") {
                            guard !restoring else { return }
                            restoring = true
                            Task { await store.restorePurchases(); restoring = false }
                        }
                    }
                }
            }
            """),
            // Work that is not the store's is the opt-in check's (`button-state.no-busy-state`).
            CheckExample("""
            struct ProfileView: View {
                let profile: Profile
                var body: some View {
                    Button("Save profile") { Task { await profile.save() } }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let unmarked = ButtonWithoutBusyState.unmarkedWork(of: button, file), Self.isStoreWork(unmarked.work, file) else { continue }
            output.report(ButtonWithoutBusyState.message(button, unmarked, file), at: file.position(of: button), confidence: .medium)
        }
    }

    /// Words of a name that say it buys or restores from the store.
    private static let storeWords: Set<String> = ["purchase", "purchases", "buy"]

    /// True when the work buys or restores: a name it awaits or calls says so, or its task
    /// calls `AppStore.sync()`.
    static func isStoreWork(_ work: AsyncAction.Work, _ file: SwiftFile) -> Bool {
        work.names.contains { name in NameWords.split(name).contains { storeWords.contains($0.lowercased()) } }
            || file.index.calls("sync").contains { work.call.encloses($0) && $0.calleePath == "AppStore.sync" }
    }
}
