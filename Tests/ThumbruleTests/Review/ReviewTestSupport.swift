import Foundation
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

extension ScratchFolder {
    /// A small SwiftUI app: one screen with a primary button, loading and empty branches,
    /// a detail view it shows, and an Info.plist.
    static func app() throws -> ScratchFolder {
        let project = try ScratchFolder()
        try project.write("App/Info.plist", PlistExamples.infoPlist([:]))
        try project.write("App/RecipesView.swift", """
        import SwiftUI

        struct RecipesView: View {
            @State private var recipes: [String] = []
            @State private var isLoading = true

            var body: some View {
                NavigationStack {
                    if isLoading {
                        ProgressView()
                    } else if recipes.isEmpty {
                        ContentUnavailableView("No recipes", systemImage: "book")
                    } else {
                        List(recipes, id: \\.self) { Text($0) }
                    }
                    CookBar()
                }
            }
        }
        """)
        try project.write("App/CookBar.swift", """
        import SwiftUI

        struct CookBar: View {
            var body: some View {
                Button("Start cooking") {}
                    .buttonStyle(.borderedProminent)
            }
        }
        """)
        return project
    }
}
