import SwiftSyntax
import ThumbruleCore

/// A SwiftUI remote image (`AsyncImage(url:)`, Kingfisher's `KFImage`, Nuke's `LazyImage`,
/// SDWebImage's `WebImage`/`AnimatedImage`, `CachedAsyncImage`) whose box nothing sizes before
/// the bytes arrive, sitting in a list or scroll view or above other content in a `VStack`.
/// Until the load ends the view is the placeholder's size (a spinner, a 10pt colour, nothing);
/// after it, the picture's, so the row or the text below moves under a reading eye and a
/// moving thumb. The rulebook (`icon-reserve`) asks for the final box up front.
///
/// The box is reserved by a `.frame` giving a height (any `.frame` but a width-only one), an
/// `.aspectRatio` with a ratio, `.containerRelativeFrame`, or a modifier named for a size, on
/// the image's chain or on any container up to the list, scroll view or stack where it
/// matters, or a view modifier given a `size:` or `height:` (`appIconStyle(size: 111)`); by a
/// `GeometryReader` around it; or by drawing it in an `.overlay`, `.background`
/// or `.mask`, which take the base view's size. `.scaledToFill()` and
/// `.aspectRatio(contentMode:)` without a ratio size nothing: they follow the picture once it
/// is there. Sizing anywhere inside the image's own content or placeholder closures counts as
/// reserving too, so a placeholder framed to the final box is never reported.
///
/// Kept narrow: an image at the root of a view's body (a reusable image view its callers may
/// frame), inside a custom container, a horizontal scroll or a modifier's closure (a context
/// menu, a sheet's root) is left alone, and so is an image in a `VStack` with only `Spacer`s after it.
///
/// The app's own `View` extension modifiers are followed across files, by name, through
/// `project.styleEffects` (`.imageFill(2 / 3)` whose body ends in
/// `.aspectRatio(ratio, contentMode: .fit)`): one whose body gives a `.frame` a height, or an
/// `.aspectRatio` a ratio that is not `nil` (a ratio parameter only when the call passes one),
/// reserves the box. Findings wait for the project pass for that.
struct UnreservedRemoteImage: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "icon-reserve.unsized-remote-image",
        ruleId: "icon-reserve",
        summary: "A SwiftUI remote image with no size or aspect ratio before it loads, in a list or above other content",
        triggering: [
            CheckExample("""
            struct FeedRow: View {
                let post: Post
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓AsyncImage(url: post.imageURL) { image in
                            image.resizable().aspectRatio(contentMode: .fit)
                        } placeholder: {
                            ProgressView()
                        }
                        Text(post.caption)
                    }
                }
            }
            """),
            CheckExample("""
            struct PeopleList: View {
                let people: [Person]
                var body: some View {
                    List(people) { person in
                        HStack {
                            ↓KFImage(person.avatarURL)
                                .resizable()
                                .scaledToFill()
                            Text(person.name)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // A fixed frame on the image or its container, a ratio, an overlay, a body root.
            CheckExample("""
            struct FeedRow: View {
                let post: Post
                var body: some View {
                    VStack(alignment: .leading) {
                        AsyncImage(url: post.imageURL) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            Color.gray
                        }
                        .frame(height: 180)
                        .clipped()
                        HStack {
                            AsyncImage(url: post.authorURL)
                        }
                        .frame(width: 32, height: 32)
                        AsyncImage(url: post.bannerURL) { $0.resizable() } placeholder: { Color.gray }
                            .aspectRatio(16 / 9, contentMode: .fit)
                        Color.clear.overlay { AsyncImage(url: post.backdropURL) }
                        Text(post.caption)
                    }
                }
            }
            struct RemoteAvatar: View {
                let url: URL?
                var body: some View {
                    AsyncImage(url: url) { $0.resizable().scaledToFill() } placeholder: { Color.gray }
                }
            }
            """),
            // The placeholder is framed to the final box; only a Spacer follows.
            CheckExample("""
            struct Cover: View {
                let url: URL?
                var body: some View {
                    VStack {
                        LazyImage(url: url) { state in
                            if let image = state.image {
                                image.resizable().frame(width: 120, height: 180)
                            } else {
                                Rectangle().fill(.gray).frame(width: 120, height: 180)
                            }
                        }
                        Text("Cover")
                        AsyncImage(url: url)
                        Spacer()
                    }
                }
            }
            """),
            // The app's icon style sizes the loaded image and the placeholder to one box.
            CheckExample("""
            struct AppDetail: View {
                let iconURL: URL?
                var body: some View {
                    VStack {
                        LazyImage(url: iconURL) { state in
                            if let image = state.image { image.appIconStyle(size: 111) } else { placeholderIcon }
                        }
                        Text("Details")
                    }
                }
                var placeholderIcon: some View { Image("App_Unknown").appIconStyle(size: 111) }
            }
            """),
            // A horizontal carousel grows sideways; a context menu's preview is another layout.
            CheckExample("""
            struct Gallery: View {
                let urls: [URL]
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack { ForEach(urls, id: \\.self) { AsyncImage(url: $0) } }
                    }
                    .contextMenu { AsyncImage(url: urls.first); Text("First") }
                }
            }
            """),
            // hdrezka-ios cards: the app's own modifier, declared in another file, ends in an aspect ratio it is given.
            CheckExample(files: [
                ("App/Utils/View+Fill.swift", """
                extension View {
                    @ViewBuilder func coverFill(_ ratio: CGFloat? = nil) -> some View {
                        aspectRatio(contentMode: .fill)
                            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                            .aspectRatio(ratio, contentMode: .fit)
                    }
                }
                """),
                ("App/Cards/PosterCard.swift", """
                struct PosterCard: View {
                    let poster: URL
                    let title: String
                    var body: some View {
                        VStack(alignment: .leading) {
                            KFImage(poster)
                                .placeholder { Color.gray }
                                .resizable()
                                .coverFill(2 / 3)
                            Text(title)
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// The view types that load a picture from a URL.
    static let imageViews = ["AsyncImage", "CachedAsyncImage", "KFImage", "KFAnimatedImage", "LazyImage", "WebImage", "AnimatedImage"]
    /// Containers whose size follows their content: the walk goes on through them.
    static let passThrough: Set<String> = ["HStack", "ZStack", "Group", "Section", "ForEach", "NavigationLink", "Button", "Link", "VStack", "LazyVStack"]
    /// Containers where a child that changes height moves what follows it.
    static let scrolling: Set<String> = ["List", "Form", "ScrollView", "LazyVStack", "LazyVGrid"]
    /// Containers that lay their children out top to bottom, so a taller child moves the next.
    static let verticalContainers: Set<String> = ["VStack", "LazyVStack", "List", "Form", "Section", "ScrollView", "LazyVGrid"]

    /// An image whose box this file leaves unreserved, with the modifiers met on the way up
    /// that the project may define.
    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let place: String
        let modifiers: [AppliedModifier]
    }

    /// A modifier as applied: its name, and whether its first argument is unlabelled and not `nil`.
    struct AppliedModifier: Sendable, Codable {
        let name: String
        let passesValue: Bool
    }

    static let candidates = FactKey<Candidate>("icon-reserve.unsized-remote-image.candidate")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let calls = file.index.calls(Self.imageViews) + file.index.calls("url").filter { $0.calleePath == "KFImage.url" }
        for call in calls where Self.loadsURL(call) && !file.index.isInPreview(call) {
            var modifiers: [FunctionCallExprSyntax] = []
            guard !Self.sizesItself(call, file), let place = Self.unreservedPlace(of: call, applied: &modifiers) else { continue }
            let applied = modifiers.compactMap { modifier in
                modifier.calleeName.map { name in
                    AppliedModifier(name: name, passesValue: modifier.arguments.first.map { $0.label == nil && !$0.expression.is(NilLiteralExprSyntax.self) } ?? false)
                }
            }
            output.facts.add(Candidate(position: file.position(of: call), place: place, modifiers: applied), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // An overloaded name counts only when every declaration of it sizes the box; a test
        // target's or another platform's function of that name is not the one the app calls.
        let styles = project.styleEffects
        for candidate in project.facts.values(Self.candidates) {
            let reserved = candidate.modifiers.contains { modifier in
                let declarations = styles.bodies(ofViewExtension: modifier.name).filter { body in
                    project.model?.scopes(ofFile: body.position.path).map { Self.description.scopes.contains($0.scope) } ?? true
                }
                return !declarations.isEmpty && declarations.allSatisfy { Self.reservesBox($0, passingValue: modifier.passesValue) }
            }
            guard !reserved else { continue }
            output.report(
                "This remote image has no size until it loads: nothing gives it a height or an aspect ratio, so it starts at its placeholder's size and grows when the picture arrives, moving \(candidate.place) under the reader's eyes and thumb. Reserve the final box before the request: .frame(height:) or .aspectRatio(width / height, contentMode: .fill) on the image or its container, with a placeholder drawn in that same box.",
                at: candidate.position, confidence: .high)
        }
    }

    /// Whether a `View` extension function's body reserves the box: a `.frame` with a
    /// `height:`, or an `.aspectRatio` whose ratio is not `nil`, anywhere in it. A ratio that is
    /// the function's first parameter counts only where a call passes it (`imageFill(2 / 3)`,
    /// not `imageFill()`). Stricter than `reserves`: a `.frame(minHeight: 0, maxHeight: .infinity)`
    /// fixes nothing.
    static func reservesBox(_ body: StyleBody, passingValue: Bool) -> Bool {
        body.allEffects.contains { effect in
            switch effect.kind {
            case .frame(let sizes): return sizes["height"] != nil
            case .aspectRatio(let ratio?): return ratio != body.parameters.first || passingValue
            default: return false
            }
        }
    }

    /// A call that builds the view from a URL: `url:`/`request:`/`source:`, or Kingfisher's
    /// unlabelled first argument.
    static func loadsURL(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calleePath == "KFImage.url" { return true }
        guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
        if call.argument("url") != nil || call.argument("request") != nil || call.argument("source") != nil { return true }
        let name = call.calleeName ?? ""
        return name.hasPrefix("KF") && call.arguments.first.map { $0.label == nil } == true
    }

    /// Sizing written inside the image's own closures (content, placeholder, Kingfisher's
    /// `.placeholder`), which the walk up does not see.
    static func sizesItself(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        var scopes: [Syntax] = [Syntax(call)]
        scopes += call.modifiersApplied.filter { $0.calleeName == "placeholder" }.map(Syntax.init)
        return scopes.contains { scope in
            file.index.calls(within: scope).contains { $0.id != call.id && reserves($0) }
        }
    }

    /// A modifier that fixes the height or the shape of the box.
    static func reserves(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard modifier.modifiedExpression != nil || modifier.calledExpression.is(MemberAccessExprSyntax.self),
              let name = modifier.calleeName else { return false }
        switch name {
        case "frame":
            let widthOnly: Set<String> = ["width", "minWidth", "maxWidth", "idealWidth", "alignment"]
            return modifier.arguments.contains { $0.label.map { !widthOnly.contains($0.text) } ?? true }
        case "aspectRatio":
            guard let first = modifier.arguments.first, first.label == nil else { return false }
            return !first.expression.is(NilLiteralExprSyntax.self)
        case "containerRelativeFrame": return true
        default:
            let lowered = name.lowercased()
            // A view modifier given a size (`appIconStyle(size: 111)`) is the app's own sizing style.
            return ["size", "frame", "height", "aspect"].contains { lowered.contains($0) }
                || modifier.modifiedExpression != nil && modifier.arguments.contains { ["size", "height"].contains($0.label?.text ?? "") }
        }
    }

    /// Where the unsized image moves something ("the rows below it in this list", "the
    /// content below it in this stack"), or nil when its box is reserved, when nothing follows
    /// it, or when the code does not settle it.
    /// `applied` gathers the modifiers met on the way, which the project may define.
    static func unreservedPlace(of image: FunctionCallExprSyntax, applied: inout [FunctionCallExprSyntax]) -> String? {
        var current = Syntax(image)
        var followed = false
        var repeated = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if call.modifiersApplied.contains(where: reserves) { return nil }
                applied += call.modifiersApplied
                current = Syntax(call.outermostModifiedExpression)
            }
            guard let (container, statement) = enclosingContainer(of: current) else { return nil }
            let name = container.calleeName ?? ""
            // overlay, background and mask take the base's size; sheets and menus are other layouts.
            if container.modifiedExpression != nil || name == "GeometryReader" { return nil }
            if name == "ScrollView", container.arguments.contains(where: { $0.expression.trimmedDescription.contains("horizontal") }) { return nil }
            if name == "NavigationLink", container.additionalTrailingClosures.contains(where: { $0.label.text == "label" }),
               let destination = container.trailingClosure, destination.position <= current.position, current.endPosition <= destination.endPosition {
                return nil
            }
            let vertical = verticalContainers.contains(name)
            if vertical, repeated || (statement.map(hasContent(after:)) ?? false) || (name == "List" && container.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) }) {
                followed = true
            }
            repeated = name == "ForEach"
            if scrolling.contains(name) {
                guard followed else { return nil }
                return name == "List" || name == "Form" ? "the rows below it in this list" : "the content below it in this scroll view"
            }
            if name == "VStack", followed { return "the content below it in this stack" }
            guard passThrough.contains(name) else { return nil }
            current = Syntax(container)
        }
    }

    /// The call whose closure or argument holds this view, through `if`/`switch` branches, and
    /// the statement of that closure the view belongs to; nil when the view is returned,
    /// assigned, passed under a label other than `content:` or `label:` (a link's
    /// `destination:`), or otherwise leaves view-builder code.
    static func enclosingContainer(of view: Syntax) -> (FunctionCallExprSyntax, CodeBlockItemSyntax?)? {
        var statement: CodeBlockItemSyntax?
        var node = view.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self) {
                return call.calledExpression.position <= view.position && view.endPosition <= call.calledExpression.endPosition ? nil : (call, statement)
            }
            if let item = current.as(CodeBlockItemSyntax.self) {
                statement = item
            } else if let argument = current.as(LabeledExprSyntax.self) {
                if let label = argument.label?.text, label != "content", label != "label" { return nil }
            } else if !(current.is(CodeBlockItemListSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self)
                || current.is(IfExprSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(SwitchCaseSyntax.self)
                || current.is(SwitchCaseListSyntax.self) || current.is(ExpressionStmtSyntax.self)
                || current.is(LabeledExprListSyntax.self) || current.is(MultipleTrailingClosureElementSyntax.self)
                || current.is(MultipleTrailingClosureElementListSyntax.self)) {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// True when a statement other than `Spacer()` follows this one in its closure.
    static func hasContent(after statement: CodeBlockItemSyntax) -> Bool {
        guard let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.drop { $0.id != statement.id }.dropFirst().contains { item in
            item.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName != "Spacer"
        }
    }
}
