import StoreKit
import SwiftUI

/// The yearly plan, sold with its period and a restore button, but with no link to the
/// Terms of Use or the privacy policy anywhere on the screen.
struct ProUpgradeView: View {
    let yearly: Product

    var body: some View {
        VStack(spacing: 12) {
            Text("Showcase Pro")
                .font(.title.bold())
            if let period = yearly.subscription?.subscriptionPeriod {
                Text("\(yearly.displayPrice) every \(period.unit.localizedDescription)")
            }
            Button("Subscribe") {
                Task { _ = try? await yearly.purchase() }
            }
            .buttonStyle(.borderedProminent)
            Button("Restore Purchases") {
                Task { try? await AppStore.sync() }
            }
        }
        .padding()
    }
}
