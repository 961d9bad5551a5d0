import StoreKit
import SwiftUI

struct PaywallView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Showcase Pro")
                .font(.largeTitle.bold())
            Text("Every recipe, offline, for $4.99 a month.")
                .multilineTextAlignment(.center)
            Button("Subscribe") {
                Task { await subscribe() }
            }
            .buttonStyle(.borderedProminent)
            Button(action: { dismiss() }) {
                Image("close-glyph")
            }
        }
        .padding()
    }

    private func subscribe() async {
        guard let product = try? await Product.products(for: ["pro.monthly"]).first else { return }
        _ = try? await product.purchase()
    }
}
