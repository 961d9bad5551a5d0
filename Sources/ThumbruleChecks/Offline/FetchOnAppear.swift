import SwiftSyntax
import ThumbruleCore

/// A screen that starts a network request when it appears and never reads the local
/// store, in an app that has one. Its content then exists only while the request
/// succeeds: offline, it shows a spinner even for content the device already holds.
///
/// A note (low confidence): the code cannot show whether the content could be stored
/// (a live price, a server search) or whether the response is written to the store and
/// observed elsewhere. Screens are SwiftUI views and view controllers; appearance is
/// `onAppear` / `task` and `viewDidLoad` / `viewWillAppear` / `viewDidAppear`, plus one
/// hop into a method of the same type. Requests are the calls in `DataSources`. A notification
/// content extension's views are left alone: they draw the push's payload, and so is a request
/// whose response is written to a cache the screen draws from first, or whose failure fills the
/// same property with content the app already holds (`catch { sections = fallbackSections }`). Known
/// false negative: requests made by a view model or service in another type.
struct FetchOnAppear: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "off-local-first.fetch-on-appear",
        ruleId: "off-local-first",
        summary: "A screen filled only by a request started on appear, in an app with a local store it never reads",
        triggering: [
            CheckExample(files: [
                ("App/RecipesView.swift", """
                import SwiftUI

                struct RecipesView: View {
                    @State private var recipes: [Recipe] = []

                    var body: some View {
                        List(recipes) { Text($0.title) }
                            .task { await load() }
                    }

                    func load() async {
                        let (data, _) = try! await ↓URLSession.shared.data(from: URL(string: "https://example.com/recipes")!)
                        recipes = try! JSONDecoder().decode([Recipe].self, from: data)
                    }
                }
                """),
                ("App/Store.swift", """
                import SwiftData

                @Model final class SavedRecipe { var title = "" }
                """),
            ]),
        ],
        nonTriggering: [
            // convos-ios MessageInviteView: the invite's picture is fetched into the image cache the card reads first.
            CheckExample(files: [
                ("App/InviteCard.swift", """
                import SwiftUI

                struct InviteCard: View {
                    let invite: Invite
                    @State private var picture: UIImage?

                    var body: some View {
                        VStack { Text(invite.title); if let picture { Image(uiImage: picture) } }
                            .cachedImage(for: invite) { picture = $0 }
                            .task {
                                guard let url = invite.imageURL else { return }
                                let (data, _) = try! await URLSession.shared.data(from: url)
                                if let image = UIImage(data: data) {
                                    PictureCache.shared.cacheImage(image, for: invite)
                                    picture = image
                                }
                            }
                    }
                }
                """),
                ("App/Store.swift", """
                import GRDB

                struct InviteRecord: FetchableRecord { var title: String }
                """),
            ]),
            // flipcash NotificationTranscriptView: a rich notification fetching a coin's icon
            // beside the text its push carries.
            CheckExample(files: [
                ("CoinNotification/Info.plist",
                 PlistExamples.infoPlist([:], dictionaries: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension"]])),
                ("CoinNotification/TranscriptView.swift", """
                import SwiftUI

                struct CoinBadge: View {
                    let url: URL
                    @State private var image: UIImage?

                    var body: some View {
                        Group { if let image { Image(uiImage: image) } else { Circle() } }
                            .frame(width: 13, height: 13)
                            .task {
                                let (data, _) = try! await URLSession.shared.data(from: url)
                                image = UIImage(data: data)
                            }
                    }
                }
                """),
                ("App/Store.swift", """
                import SwiftData

                @Model final class SavedCoin { var name = "" }
                """),
            ]),
            CheckExample(files: [
                ("App/RecipesView.swift", """
                import SwiftUI
                import SwiftData

                struct RecipesView: View {
                    @Query private var recipes: [SavedRecipe]
                    @Environment(\\.modelContext) private var context

                    var body: some View {
                        List(recipes) { Text($0.title) }
                            .task { await refresh() }
                    }

                    func refresh() async {
                        let (data, _) = try! await URLSession.shared.data(from: URL(string: "https://example.com/recipes")!)
                        context.insert(SavedRecipe(data))
                    }
                }
                """),
            ]),
            // A failed request falls back to the copy the app ships, so offline the screen has its text.
            CheckExample(files: [
                ("App/TermsView.swift", """
                import SwiftUI

                struct TermsView: View {
                    let shippedParagraphs: [String]
                    @State private var paragraphs: [String] = []

                    var body: some View {
                        List(paragraphs, id: \\.self) { Text($0) }
                            .task { await load() }
                    }

                    func load() async {
                        do {
                            let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/terms")!)
                            paragraphs = try JSONDecoder().decode([String].self, from: data)
                        } catch {
                            paragraphs = shippedParagraphs
                        }
                    }
                }
                """),
                ("App/Store.swift", """
                import SwiftData

                @Model final class Note { var text = "" }
                """),
            ]),
            CheckExample("""
            import SwiftUI

            struct QuoteView: View {
                @State private var quote = ""
                var body: some View {
                    Text(quote).task {
                        let (data, _) = try! await URLSession.shared.data(from: URL(string: "https://example.com/quote")!)
                        quote = String(decoding: data, as: UTF8.self)
                    }
                }
            }
            """),
        ]
    )

    enum Site: Sendable, Codable {
        case localStore(String)
        case request(SourcePosition, screen: String)
    }

    static let sites = FactKey<Site>("off-local-first.site")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if let module = file.index.importedModules.first(where: DataSources.localStoreModules.contains) {
            output.facts.add(.localStore(module), for: Self.sites)
        }
        // A rich notification's view shows what its push carries; what it fetches is an
        // extra for one notification, not content of the app's store shown again.
        if case .appExtension(.notificationContent) = file.target.kind { return }
        for screen in file.index.typeDeclarations where Self.isScreen(screen) {
            guard !readsStore(screen.node, file.index) else { continue }
            for request in requestsOnAppear(in: screen.node, file.index)
            where !Self.fillsACacheItReads(request, screen.node, file.index) && !Self.fallsBackToKeptContent(request, file.index) {
                output.facts.add(.request(file.position(of: request), screen: screen.name), for: Self.sites)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let sites = project.facts.values(Self.sites)
        let stores = sites.compactMap { site -> String? in if case .localStore(let module) = site { return module } else { return nil } }
        guard let store = stores.first else { return }
        for case .request(let position, let screen) in sites {
            output.report(
                "\(screen) fills its content from a request started when it appears and never reads the local store the app keeps (\(store)), so offline it shows a spinner even for content it had; render from the store (@Query, @FetchRequest, NSFetchedResultsController) and let the response write into it.",
                at: position, confidence: .low)
        }
    }

    /// True when the code that makes the request writes its response into a cache
    /// (`ImageCache.shared.cacheAfterUpload(image, for: invite, …)`) and the screen draws from
    /// that cache first (`.cachedImage(for: invite) { … }`): the response already lands where
    /// the screen reads, as the rule asks, in a cache rather than a database.
    static func fillsACacheItReads(_ request: FunctionCallExprSyntax, _ screen: DeclSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let body = request.enclosingCodeBody else { return false }
        let writes = index.calls(within: body).contains { call in
            call.position > request.position && NameWords.split(call.calleeName ?? "").first == "cache"
        }
        return writes && index.calls(within: screen).contains { NameWords.split($0.calleeName ?? "").first == "cached" }
    }

    /// True when the request sits in a `do` whose `catch` fills the same property the `do` fills
    /// with content the app already holds (`catch { sections = fallbackSections }`, a bundled copy
    /// of the legal text in halofi-ios's `LegalDocumentView`): offline, the screen shows that copy,
    /// not a spinner. Emptying it (`[]`, `nil`, a literal) is no fallback.
    static func fallsBackToKeptContent(_ request: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let doStatement = request.ancestor(where: { $0.is(DoStmtSyntax.self) })?.as(DoStmtSyntax.self),
              doStatement.body.encloses(request) else { return false }
        func filled(within scope: some SyntaxProtocol) -> [(name: String, value: ExprSyntax)] {
            index.references(within: scope).compactMap { reference in
                ExprSyntax(reference).assignedValue.map { (reference.baseName.text, $0) }
            } + index.memberAccesses(within: scope).compactMap { member in
                guard member.base?.trimmedSourceText == "self" else { return nil }
                return ExprSyntax(member).assignedValue.map { (member.declName.baseName.text, $0) }
            }
        }
        let filledByRequest = Set(filled(within: doStatement.body).map(\.name))
        return doStatement.catchClauses.contains { clause in
            filled(within: clause.body).contains { name, value in
                guard filledByRequest.contains(name) else { return false }
                let kept = value.is(DeclReferenceExprSyntax.self) || value.as(MemberAccessExprSyntax.self)?.base != nil
                return kept && !NameWords.split(value.trimmedSourceText.split(separator: ".").last.map(String.init) ?? "").contains("error")
            }
        }
    }

    static func isScreen(_ type: TypeDeclaration) -> Bool {
        !type.isExtension && type.inheritedNames.contains { $0 == "View" || $0.hasSuffix("ViewController") }
    }

    private func readsStore(_ screen: DeclSyntax, _ index: SwiftFileIndex) -> Bool {
        let wrappers = index.variables.filter { screen.encloses($0) }.flatMap { $0.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText } }
        if wrappers.contains(where: DataSources.storeReadNames.contains) { return true }
        return DataSources.storeReadNames.contains { name in
            (index.callsByName[name] ?? []).contains { screen.encloses($0) }
                || (index.memberAccessesByName[name] ?? []).contains { screen.encloses($0) }
                || (index.referencesByName[name] ?? []).contains { screen.encloses($0) }
        }
    }

    /// Request calls made while the screen appears, directly or in a method of the screen it calls.
    private func requestsOnAppear(in screen: DeclSyntax, _ index: SwiftFileIndex) -> [FunctionCallExprSyntax] {
        var scopes: [Syntax] = index.calls("onAppear", "task")
            .filter { screen.encloses($0) && $0.modifiedExpression != nil }
            .compactMap { $0.bodyClosure.map(Syntax.init) }
        scopes += index.functions
            .filter { screen.encloses($0) && ["viewDidLoad", "viewWillAppear", "viewDidAppear"].contains($0.name.text) }
            .compactMap { $0.body.map(Syntax.init) }
        scopes += index.bodiesOfMethods(calledFrom: scopes, in: screen)
        return Self.requests(in: index).filter { request in scopes.contains { $0.encloses(request) } }
    }

    package static func requests(in index: SwiftFileIndex) -> [FunctionCallExprSyntax] {
        DataSources.requestCalls.flatMap { name, labels in
            (index.callsByName[name] ?? []).filter { call in
                guard labels.contains(call.argumentLabels.first ?? ""), let receiver = call.modifiedExpression?.trimmedSourceText.lowercased() else { return false }
                return DataSources.requestReceivers[name].map { receiver.contains($0.lowercased()) } ?? true
            }
        }.sorted { $0.position < $1.position }
    }
}
