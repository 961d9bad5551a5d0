import ThumbruleCore
import ThumbruleFrontEnds

/// A Compose remote image (Coil's `AsyncImage` or `SubcomposeAsyncImage`, Glide's
/// `GlideImage`) whose `Modifier` gives it no height before the picture arrives, in a lazy
/// list's item or above other content in a `Column`. Until the load ends the node measures as
/// its placeholder painter (an icon, or nothing); after it, as the picture scaled to the width,
/// so the row or the text below moves under the reader. The rulebook (`icon-reserve`) asks for
/// the final box up front. Android Lint has no counterpart.
///
/// The height is reserved by `size`, `height`, `aspectRatio`, `fillMaxSize`, `fillMaxHeight`,
/// `weight`, `matchParentSize` or their `In`/`required` forms, on the image or on a `Box`,
/// `Row`, `Card` or `Surface` around it. Only chains the check reads in full count as
/// unsized: one starting at `Modifier` (not a `modifier` parameter, which callers may size)
/// and made only of modifiers that leave the height alone (`fillMaxWidth`, `padding`, `clip`,
/// `background`, `clickable`…); a `then`, a custom modifier or a `run { aspectRatio(…) }`
/// leaves it alone. So does an image at the root of a composable, inside a custom layout or
/// passed as an argument, one with only `Spacer`s after it, and one loading a bundled resource
/// (`model = R.drawable.logo`).
struct AndroidUnsizedRemoteImage: AndroidCheck {
    package static let description = CheckDescription(
        id: "icon-reserve.compose-unsized-remote-image",
        ruleId: "icon-reserve",
        summary: "A Compose remote image with no height or aspect ratio before it loads, in a list item or above other content",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("ArticleList", """
                import coil.compose.AsyncImage

                @Composable
                fun ArticleList(articles: List<Article>) {
                    LazyColumn {
                        items(articles) { article ->
                            ↓AsyncImage(
                                model = article.imageUrl,
                                contentDescription = null,
                                modifier = Modifier.fillMaxWidth().clip(RoundedCornerShape(8.dp)),
                            )
                        }
                    }
                }

                @Composable
                fun ArticleBody(article: Article) {
                    Column {
                        Card {
                            ↓AsyncImage(model = article.imageUrl, contentDescription = null)
                        }
                        ↓GlideImage(model = article.photoUrl, contentDescription = null, Modifier.fillMaxWidth())
                        Text(article.body)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("ArticleList", """
                import coil.compose.AsyncImage

                @Composable
                fun ArticleList(articles: List<Article>, modifier: Modifier) {
                    LazyColumn {
                        items(articles) { article ->
                            AsyncImage(model = article.imageUrl, contentDescription = null, modifier = Modifier.fillMaxWidth().aspectRatio(16f / 9f))
                            AsyncImage(model = article.iconUrl, contentDescription = null, modifier = Modifier.size(24.dp))
                            GlideImage(model = article.photoUrl, contentDescription = null, Modifier.fillMaxWidth().height(dimensionResource(id = R.dimen.photo_height)))
                            AsyncImage(model = article.thumbUrl, contentDescription = null, modifier = modifier.fillMaxWidth())
                            AsyncImage(model = article.coverUrl, contentDescription = null, modifier = Modifier.fillMaxWidth().then(coverSize))
                            Box(modifier = Modifier.height(120.dp)) {
                                AsyncImage(model = article.bannerUrl, contentDescription = null, modifier = Modifier.fillMaxWidth())
                            }
                        }
                    }
                }

                @Composable
                fun Cover(url: String) {
                    AsyncImage(model = url, contentDescription = null, modifier = Modifier.fillMaxWidth())
                }

                @Composable
                fun Footer(url: String) {
                    Column {
                        Text("Sponsored")
                        AsyncImage(model = url, contentDescription = null, modifier = Modifier.fillMaxWidth())
                        Spacer(Modifier.height(8.dp))
                    }
                }

                // m2-android: the launcher icon, bundled with the app, is drawn at once.
                @Composable
                fun Title() {
                    Column(modifier = Modifier.padding(top = 16.dp)) {
                        GlideImage(model = R.mipmap.ic_launcher, contentDescription = null)
                        Text(stringResource(R.string.app_name))
                    }
                }
                """),
            ]),
        ]
    )

    static let imageCalls: Set<String> = ["AsyncImage", "SubcomposeAsyncImage", "GlideImage"]
    static let imagePackages = ["coil.", "coil3.", "com.bumptech.glide.integration.compose"]
    /// Modifiers that fix the node's height or shape.
    static let reserving: Set<String> = [
        "size", "height", "requiredSize", "requiredHeight", "sizeIn", "heightIn", "requiredSizeIn", "requiredHeightIn",
        "aspectRatio", "fillMaxSize", "fillMaxHeight", "matchParentSize", "weight", "defaultMinSize",
        "fillParentMaxSize", "fillParentMaxHeight",
    ]
    /// Modifiers that leave the node's height to its content.
    static let neutral: Set<String> = [
        "fillMaxWidth", "width", "widthIn", "requiredWidth", "padding", "clip", "background", "border", "clickable",
        "combinedClickable", "alpha", "blur", "shadow", "semantics", "clearAndSetSemantics", "testTag", "graphicsLayer",
        "align", "zIndex", "animateContentSize",
    ]
    /// Layouts whose size follows their content: the walk goes on through them.
    static let wrapping: Set<String> = ["Box", "Row", "Card", "ElevatedCard", "OutlinedCard", "Surface", "BoxWithConstraints", "Column"]
    /// Kotlin scope functions, loops and composition-local wrappers a composable may sit in
    /// without a layout of their own.
    static let transparent: Set<String> = [
        "let", "run", "also", "apply", "with", "key", "forEach", "forEachIndexed", "DisableSelection", "SelectionContainer", "CompositionLocalProvider",
    ]
    /// Lazy list builders: each item is a row with more rows after it.
    static let lazyItems: Set<String> = ["item", "items", "itemsIndexed", "stickyHeader"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles {
            let kotlin = file.file
            guard kotlin.imports.contains(where: { found in Self.imagePackages.contains { found.path.hasPrefix($0) } }) else { continue }
            for (index, call) in kotlin.calls.enumerated() where Self.imageCalls.contains(call.name) && call.receiver.isEmpty {
                guard let model = call.argument("model") ?? call.positionalArguments.first, !Self.isBundledResource(model),
                      Self.leavesHeightOpen(index, in: kotlin), let place = Self.movedContent(by: index, in: kotlin) else { continue }
                output.report(
                    "This \(call.name) has no height until its picture loads: its Modifier sets no size, height or aspectRatio, so it measures as the placeholder and grows when the picture arrives, moving \(place) under the reader's eyes and thumb. Reserve the final box before the request, Modifier.aspectRatio(width / height) or a fixed height, and let the placeholder fill it.",
                    at: file.position(ofCall: index), confidence: .high)
            }
        }
    }

    /// True for a model that names a resource of the app (`R.mipmap.ic_launcher`,
    /// `R.drawable.logo`): it is decoded from the APK, not fetched, so no placeholder stands in.
    static func isBundledResource(_ model: KotlinArgument) -> Bool {
        guard case .reference(let names) = model.value, names.count >= 3 else { return false }
        return names[names.count - 3] == "R" && ["drawable", "mipmap", "raw"].contains(names[names.count - 2])
    }

    /// True when the call's `modifier` is absent or a chain from `Modifier` made only of
    /// modifiers that leave the height open.
    static func leavesHeightOpen(_ call: Int, in file: KotlinFile) -> Bool {
        // A modifier may also come positionally after named arguments
        // (`GlideImage(model = url, contentDescription = d, Modifier.height(…))`).
        let positional = file.calls[call].positionalArguments
        guard let argument = file.calls[call].argument("modifier")
            ?? positional.first(where: { startsAtModifier($0, in: file) })
            ?? (positional.count > 2 ? positional[2] : nil) else { return true }
        guard startsAtModifier(argument, in: file) else { return false }
        guard case .call(let last) = argument.value else { return true }
        return file.chain(of: last).allSatisfy { neutral.contains(file.calls[$0].name) }
    }

    /// True when an argument is `Modifier` or a chain read from it.
    static func startsAtModifier(_ argument: KotlinArgument, in file: KotlinFile) -> Bool {
        switch argument.value {
        case .reference(let names): return names == ["Modifier"]
        case .call(let last): return file.chain(of: last).first.map { file.calls[$0].receiverNames(in: file) == ["Modifier"] } ?? false
        default: return false
        }
    }

    /// True when a layout's `modifier` fixes its height, or is not read in full.
    static func reservesHeight(_ call: Int, in file: KotlinFile) -> Bool {
        guard let argument = file.calls[call].argument("modifier") else { return false }
        switch argument.value {
        case .reference(let names): return names != ["Modifier"]
        case .call(let last): return file.chain(of: last).contains { !neutral.contains(file.calls[$0].name) }
        default: return true
        }
    }

    /// What the growing image moves, or nil when nothing follows it or the layout is not read.
    /// Content after it inside a wrapper that has no layout (a loop, `DisableSelection`) is
    /// laid out by the next real layout, so it counts there.
    static func movedContent(by image: Int, in file: KotlinFile) -> String? {
        var current = image
        var followed = false
        while case .lambda(let parent)? = file.calls[current].container {
            let layout = file.calls[parent]
            if lazyItems.contains(layout.name) { return "the rows below it in this list" }
            if transparent.contains(layout.name) {
                followed = followed || layout.name.hasPrefix("forEach") || hasContent(after: current, inLambdaOf: parent, in: file)
                current = parent
                continue
            }
            guard wrapping.contains(layout.name), layout.receiver.isEmpty else { return nil }
            if layout.name == "Column", followed || hasContent(after: current, inLambdaOf: parent, in: file) {
                return "the content below it in this column"
            }
            if reservesHeight(parent, in: file) { return nil }
            followed = false
            current = parent
        }
        return nil
    }

    /// Composables after an image that draw nothing.
    static let drawNothing: Set<String> = ["Spacer", "LaunchedEffect", "DisposableEffect", "SideEffect"]

    /// True when a composable (a capitalised call) other than a `Spacer` or an effect sits in the
    /// same lambda after this one.
    static func hasContent(after call: Int, inLambdaOf parent: Int, in file: KotlinFile) -> Bool {
        let end = file.calls[call].tokenRange.upperBound
        return file.calls.contains { sibling in
            guard case .lambda(let holder)? = sibling.container, holder == parent, sibling.receiver.isEmpty,
                  sibling.nameToken >= end, sibling.name.first?.isUppercase == true else { return false }
            return !drawNothing.contains(sibling.name)
        }
    }
}
