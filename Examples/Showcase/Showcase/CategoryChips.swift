import SwiftUI

/// The row of cuisines above the recipe list.
struct CategoryChips: View {
    static let cuisines = ["All", "Italian", "Thai", "Mexican", "Indian", "Vegan"]
    @State private var selected = "All"

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(Self.cuisines, id: \.self) { cuisine in
                    Button(cuisine) { selected = cuisine }
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .foregroundStyle(selected == cuisine ? Color.white : Color.primary)
                        .background(selected == cuisine ? Color("Herb") : Color(.systemGray5), in: Capsule())
                }
            }
            .padding(.horizontal)
        }
    }
}
