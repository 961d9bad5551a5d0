import SwiftUI

/// The shopping list built from the week's recipes.
struct ShoppingListView: View {
    enum Aisle: CaseIterable { case produce, dairy, bakery, meat, pantry, frozen }

    @State private var items: [String] = []
    @State private var aisle = Aisle.produce

    var body: some View {
        List {
            Picker("Aisle", selection: $aisle) {
                ForEach(Aisle.allCases, id: \.self) { Text(String(describing: $0).capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            ForEach(items, id: \.self) { item in
                Text(item)
                    .swipeActions(edge: .leading) {
                        Button("Remove", systemImage: "trash", role: .destructive) { items.removeAll { $0 == item } }
                    }
                    .contextMenu {
                        Button("Remove", systemImage: "trash", role: .destructive) { items.removeAll { $0 == item } }
                        Button("Copy", systemImage: "doc.on.doc") { UIPasteboard.general.string = item }
                    }
            }
        }
    }
}
