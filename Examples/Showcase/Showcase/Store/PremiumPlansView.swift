import StoreKit
import SwiftUI

/// The plans on the paywall, with the annual plan's "was" price.
struct PremiumPlansView: View {
    enum Plan { case monthly, yearly }

    let yearly: Product
    @State private var selectedPlan: Plan = .yearly

    var body: some View {
        VStack(alignment: .leading) {
            Text(yearly.displayName)
                .font(.headline)
            Text(yearly.price * 2, format: yearly.priceFormatStyle)
                .strikethrough()
            Text(yearly.displayPrice)
                .font(.title2.bold())
        }
    }
}
