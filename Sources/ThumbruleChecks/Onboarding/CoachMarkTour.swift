import SwiftSyntax
import ThumbruleCore

/// A hand-built coach-mark tour: a type that keeps an index (`currentTip`, `tipIndex`),
/// reads a collection of tips with it (`tips[currentTip]`), steps it forward
/// (`currentTip += 1`) and draws over the screen (an overlay, a mask, an anchor
/// preference); or the Instructions library's `numberOfCoachMarks(for:)`. A forced
/// sequence of tips is a tour the person sits through; one anchored, dismissible tip at the
/// moment a control first matters is what TipKit does.
///
/// Silent in a project that imports TipKit (it has the tool and may be migrating). A note:
/// a tour may be what a complex professional tool needs. Known false negatives: a tour
/// whose tips live in another type, or whose index is an enum.
struct CoachMarkTour: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-in-place.coach-mark-tour",
        ruleId: "onboard-in-place",
        summary: "A hand-built coach-mark tour stepping through tips by index, where one anchored TipKit tip would do",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct CoachMark { let text: String; let anchor: String }

            struct HomeTour: ViewModifier {
                let tips: [CoachMark]
                @State private var currentTip = 0

                func body(content: Content) -> some View {
                    content.overlay {
                        if currentTip < tips.count {
                            VStack {
                                Text(↓tips[currentTip].text)
                                Button("Next") { currentTip += 1 }
                            }
                            .background(.regularMaterial)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // A project with TipKit has the anchored tip at hand.
            CheckExample(files: [
                ("App/HomeTour.swift", """
                import SwiftUI

                struct HomeTour: View {
                    let tips: [String]
                    @State private var tipIndex = 0
                    var body: some View {
                        Color.clear.overlay { Text(tips[tipIndex]).onTapGesture { tipIndex += 1 } }
                    }
                }
                """),
                ("App/Tips.swift", """
                import TipKit
                struct FavoriteTip: Tip { var title: Text { Text("Save a favourite") } }
                """),
            ]),
            // Onboarding pages and a single tip are not a tour.
            CheckExample("""
            import SwiftUI

            struct Welcome: View {
                let pages: [Page]
                @State private var currentPage = 0
                @State private var showTip = true
                let tip = "Tap + to add a habit"
                var body: some View {
                    VStack {
                        PageView(pages[currentPage])
                        Button("Next") { currentPage += 1 }
                    }
                    .overlay { if showTip { Text(tip).onTapGesture { showTip = false } } }
                }
            }
            """),
        ]
    )

    package enum Site: Sendable, Codable {
        case tour(SourcePosition, read: String)
        case usesTipKit
    }

    package static let sites = FactKey<Site>("onboard-in-place.site")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if file.index.importedModules.contains(CoachMarks.tipKitModule) { output.facts.add(.usesTipKit, for: Self.sites) }
        for function in file.index.functions where function.name.text == CoachMarks.libraryCountMethod {
            output.facts.add(.tour(file.position(of: function.name), read: "\(CoachMarks.libraryCountMethod)(for:)"), for: Self.sites)
        }
        // Most files name no tip collection: leave before looking at any type.
        guard Self.tipWord.mayMatch(in: file), Self.tipWord.matches(file.text) else { return }
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let (read, at) = tour(in: type.node, file.index) else { continue }
            output.facts.add(.tour(file.position(of: at), read: read), for: Self.sites)
        }
    }

    private static let tipWord = TextSearch(anyOf: CoachMarks.tipWords, ignoringCase: true)

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let sites = project.facts.values(Self.sites)
        guard !sites.contains(where: { if case .usesTipKit = $0 { return true } else { return false } }) else { return }
        for case .tour(let position, let read) in sites {
            output.report(
                "This screen walks the person through coach marks one after another (\(read)), a tour they must sit through and will have forgotten by the time each control matters; show one dismissible tip anchored to its control when the person first reaches it (TipKit's TipView or .popoverTip on iOS 17 and later).",
                at: position, confidence: .low)
        }
    }

    /// The tip read by an index the type steps forward, in a type that draws over the screen.
    private func tour(in type: DeclSyntax, _ index: SwiftFileIndex) -> (String, Syntax)? {
        let names = index.names(within: type)
        guard !names.isDisjoint(with: CoachMarks.overlayNames) else { return nil }
        for variable in index.variables where type.encloses(variable) && variable.enclosingTypeDeclaration?.id == type.id {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.isIndexName(name) else { continue }
                let references = index.references(name).filter { type.encloses($0) }
                guard references.contains(where: Self.stepsForward) else { continue }
                for reference in references {
                    guard let subscriptCall = reference.parent?.parent?.parent?.as(SubscriptCallExprSyntax.self),
                          let collection = subscriptCall.calledExpression.lastNameComponent,
                          !Set(NameWords.split(collection)).isDisjoint(with: CoachMarks.tipWords) else { continue }
                    return ("\(collection)[\(name)]", Syntax(subscriptCall))
                }
            }
        }
        return nil
    }

    /// `currentTip`, `tipIndex`, `step`: an index, or a step count.
    static func isIndexName(_ name: String) -> Bool {
        let words = Set(NameWords.split(name))
        return !words.isDisjoint(with: CoachMarks.indexWords) || !words.isDisjoint(with: CoachMarks.tipWords)
    }

    /// `currentTip += 1`, or `currentTip = currentTip + 1`.
    static func stepsForward(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let (op, value, following) = ExprSyntax(reference).assignment else { return false }
        if op == "+=" { return true }
        return op == "=" && value.trimmedSourceText == reference.baseName.text && following.first?.trimmedSourceText == "+"
    }
}
