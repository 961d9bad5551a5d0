import SwiftSyntax
import ThumbruleCore

/// A bar, button or banner pinned over the bottom of a SwiftUI `ScrollView`, `List` or `Form`
/// by layering rather than by the safe area, while the scroll content leaves no room for it:
/// the last rows scroll under the element and can never be read or tapped.
///
/// Pinned: an item drawn after the scroll view in the same `ZStack`, either bottom-aligned by
/// the stack (`ZStack(alignment: .bottom)`) or pushed down by a leading `Spacer()` in a
/// `VStack`, or the content of `.overlay(alignment: .bottom)` on the scroll view. Only chrome
/// counts: a control (`Button`, `NavigationLink`, …), a row of controls, or a view named as
/// one (`BannerAd`, `MiniPlayer`, `BottomBar`, `ActionButton`); items shown under a condition,
/// faded or moved (`if`, `.opacity`, `.offset`) are transient and left alone.
///
/// Room is reserved, and nothing is reported, when the scroll view or a container it ends
/// has `.safeAreaInset`, `.safeAreaPadding`, `.contentMargins`, a height frame or a padding
/// with a length that covers the bottom edge, or when its content ends in a blank
/// (`Spacer`, `Color.clear`, `Rectangle`) or in a view with such a padding, looking into a view
/// property or function of the same type that the content ends with. A padding of the
/// system's default length (`.padding(.vertical)`) does not count: it is shorter than any
/// control. Known false negatives: scroll views and pinned views built in another view type,
/// and elements pinned to the top edge.
struct PinnedOverScrollEnd: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "layout-chrome.pinned-over-scroll",
        ruleId: "layout-chrome",
        summary: "A SwiftUI bar, button or banner layered over the bottom of a scroll view whose content reserves no room for it",
        scopes: [.app, .appExtension],
        triggering: [
            CheckExample("""
            struct SettingsView: View {
                var body: some View {
                    ZStack {
                        ScrollView {
                            VStack(spacing: 24) {
                                ForEach(items) { MenuRow(item: $0) }
                            }
                            .padding(.vertical)
                        }
                        VStack {
                            Spacer()
                            ↓BannerAd(adUnitID: unitID)
                                .frame(height: 50)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct CheckoutView: View {
                var body: some View {
                    ZStack(alignment: .bottom) {
                        List(lines) { LineRow(line: $0) }
                        ↓Button("Pay") { pay() }
                            .buttonStyle(.borderedProminent)
                            .padding()
                    }
                }
            }
            """),
            CheckExample("""
            struct LibraryView: View {
                var body: some View {
                    ScrollView {
                        LazyVStack { ForEach(episodes) { EpisodeRow(episode: $0) } }
                    }
                    .overlay(alignment: .bottom) {
                        ↓HStack {
                            Text(nowPlaying)
                            Button("Pause") { pause() }
                        }
                        .padding()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The safe-area mechanism insets the content by the bar's height.
            CheckExample("""
            struct CheckoutView: View {
                var body: some View {
                    List(lines) { LineRow(line: $0) }
                        .safeAreaInset(edge: .bottom) {
                            Button("Pay") { pay() }.padding()
                        }
                }
            }
            """),
            // The content ends in room for the banner: a bottom padding, a blank, content margins.
            CheckExample("""
            struct SettingsView: View {
                var body: some View {
                    ZStack {
                        ScrollView {
                            VStack { ForEach(items) { MenuRow(item: $0) } }
                                .padding(.bottom, 80)
                        }
                        VStack { Spacer(); BannerAd(adUnitID: unitID).frame(height: 50) }
                    }
                    ZStack(alignment: .bottom) {
                        ScrollView {
                            ForEach(items) { MenuRow(item: $0) }
                            Color.clear.frame(height: 72)
                        }
                        Button("Add") { add() }.padding()
                    }
                    ZStack(alignment: .bottomTrailing) {
                        List(items) { MenuRow(item: $0) }
                            .contentMargins(.bottom, 88, for: .scrollContent)
                        AddButton()
                    }
                }
            }
            """),
            // recipebuddy-ios: the content ends with a view property of the same type whose last
            // item is a blank taller than the floating button.
            CheckExample("""
            struct RecipesView: View {
                var body: some View {
                    ZStack {
                        ScrollView {
                            SearchField(text: $query)
                            if !query.isEmpty { results } else { mainContent }
                        }
                        VStack {
                            Spacer()
                            HStack { Spacer(); Button { create() } label: { Image(systemName: "plus") }.padding(16) }
                        }
                    }
                }

                private var mainContent: some View {
                    VStack(spacing: 24) {
                        ForEach(recipes) { RecipeCard(recipe: $0) }
                        Spacer(minLength: 120)
                    }
                }
            }
            """),
            // A scroll-to-bottom button shows only away from the end.
            CheckExample("""
            struct ThreadView: View {
                var body: some View {
                    ScrollView { MessageRows() }
                        .overlay(alignment: .bottomTrailing) {
                            ScrollToBottomButton(isHidden: atBottom) { scrollDown() }
                        }
                }
            }
            """),
            // Transient or decorative layers, and a horizontal strip, are not chrome over a list's end.
            CheckExample("""
            struct FeedView: View {
                @State private var copied = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        ScrollView { FeedRows() }
                        LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
                            .frame(height: 40)
                        if copied { ToastBar(text: "Copied") }
                        Button("Top") { scrollUp() }.opacity(showsTop ? 1 : 0)
                    }
                    ZStack(alignment: .bottom) {
                        ScrollView(.horizontal) { Thumbnails() }
                        Button("Edit") { edit() }
                    }
                }
            }
            """),
        ]
    )

    /// Containers that scroll their content vertically.
    static let scrollViews: Set<String> = ["ScrollView", "List", "Form"]
    /// Controls that make a pinned element something the person reads and taps.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "ShareLink", "Menu", "Toggle", "TextField", "PhotosPicker"]
    /// Words in a view's name that say it is chrome pinned to an edge.
    static let chromeWords: Set<String> = ["banner", "ad", "bar", "toolbar", "footer", "player", "button"]
    /// Words of a view's name or argument labels that say it shows only sometimes: a
    /// scroll-to-bottom button appears only away from the end, a toast goes by itself.
    static let transientWords: Set<String> = ["scroll", "toast", "snackbar", "hidden", "visible", "shown", "presented", "show"]
    /// Modifiers that make an element appear only sometimes or move it off its place.
    static let transientModifiers: Set<String> = ["opacity", "offset", "hidden", "transition"]
    /// Modifiers that inset a scroll view's content or shorten the scroll view.
    static let insettingModifiers: Set<String> = ["safeAreaInset", "safeAreaPadding", "contentMargins"]
    /// Views that only take space: a blank at the end of the content reserves room.
    static let blanks: Set<String> = ["Spacer", "Rectangle", "EmptyView", "Color"]
    /// Containers whose last item ends the scroll content.
    static let contentContainers: Set<String> = ["VStack", "LazyVStack", "Group", "Section", "ForEach"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for stack in file.index.calls("ZStack") {
            guard let closure = stack.trailingClosure else { continue }
            let items = Self.unconditionalItems(closure.statements)
            guard let scrollIndex = items.firstIndex(where: { Self.scrollPath($0) != nil }),
                  let path = Self.scrollPath(items[scrollIndex]) else { continue }
            let bottomAligned = Self.isBottom(stack.argument("alignment")?.expression)
            let pinned = items[(scrollIndex + 1)...].lazy.compactMap { Self.pinnedElement($0, bottomAligned: bottomAligned) }.first
            guard let pinned, !Self.reservesRoom(path) else { continue }
            report(pinned, over: path.last!, in: file, &output)
        }
        for overlay in file.index.calls("overlay") where Self.isBottom(overlay.argument("alignment")?.expression) {
            guard let base = overlay.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  Self.isVerticalScroll(base), let closure = overlay.contentClosure() else { continue }
            let pinned = Self.unconditionalItems(closure.statements).lazy.compactMap { Self.pinnedElement($0, bottomAligned: true) }.first
            guard let pinned, !Self.reservesRoom([base]) else { continue }
            report(pinned, over: base, in: file, &output)
        }
    }

    private func report(_ pinned: FunctionCallExprSyntax, over scroll: FunctionCallExprSyntax, in file: SwiftFile, _ output: inout CheckOutput) {
        let element = pinned.calleeName ?? "view"
        let container = scroll.calleeName ?? "ScrollView"
        output.report(
            "This \(element) is layered over the bottom of the \(container) on line \(file.line(of: scroll)), and the scroll content reserves no room for it: the last rows scroll under it and cannot be read or tapped. Attach it with .safeAreaInset(edge: .bottom) { … } on the \(container) so its content is inset by the element's height, or end the content with a bottom padding as tall as the element.",
            at: file.position(of: pinned), confidence: .medium,
            related: [RelatedLocation(file.position(of: scroll), "\(container) whose last rows sit under it")])
    }

    /// The expressions a builder closure always shows: conditional branches (`if`, `#if`) are
    /// left out, since what they show comes and goes.
    static func unconditionalItems(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        statements.compactMap { statement in
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else { return nil }
            return expression
        }
    }

    /// `.bottom`, `.bottomLeading`, `.bottomTrailing`.
    static func isBottom(_ alignment: ExprSyntax?) -> Bool {
        guard let name = alignment?.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return name.hasPrefix("bottom")
    }

    static func isVerticalScroll(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, scrollViews.contains(name) else { return false }
        guard name == "ScrollView", let axes = call.arguments.first, axes.label == nil else { return true }
        return !axes.expression.trimmedSourceText.contains("horizontal")
    }

    /// The containers from a `ZStack` item down to the scroll view that reaches the stack's
    /// bottom: the item itself, or the last item of a `VStack` (a header above a list).
    static func scrollPath(_ item: ExprSyntax) -> [FunctionCallExprSyntax]? {
        guard let root = item.as(FunctionCallExprSyntax.self)?.rootViewCall else { return nil }
        if isVerticalScroll(root) { return [root] }
        guard root.calleeName == "VStack", let closure = root.trailingClosure else { return nil }
        let items = unconditionalItems(closure.statements)
        guard items.count == closure.statements.count,
              let inner = items.last?.as(FunctionCallExprSyntax.self)?.rootViewCall, isVerticalScroll(inner) else { return nil }
        return [root, inner]
    }

    /// The chrome an item of the stack pins to the bottom: the item itself in a bottom-aligned
    /// stack, or what a `VStack { Spacer(); … }` pushes down.
    static func pinnedElement(_ item: ExprSyntax, bottomAligned: Bool) -> FunctionCallExprSyntax? {
        guard let call = item.as(FunctionCallExprSyntax.self) else { return nil }
        let root = call.rootViewCall
        guard !root.modifierNames.contains(where: transientModifiers.contains) else { return nil }
        if root.calleeName == "VStack", let closure = root.trailingClosure {
            let items = unconditionalItems(closure.statements)
            guard items.count == closure.statements.count, items.count >= 2,
                  items.first?.as(FunctionCallExprSyntax.self)?.calleeName == "Spacer",
                  let last = items.last?.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  !items.dropFirst().contains(where: { $0.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Spacer" }),
                  !last.modifierNames.contains(where: transientModifiers.contains) else { return nil }
            return isChrome(last) ? last : nil
        }
        return bottomAligned && isChrome(root) ? root : nil
    }

    /// A control, a row holding a control, or a view named as chrome.
    static func isChrome(_ view: FunctionCallExprSyntax) -> Bool {
        guard let name = view.calleeName else { return false }
        if controls.contains(name) { return true }
        if name == "HStack", let closure = view.trailingClosure {
            return unconditionalItems(closure.statements).contains { item in
                item.as(FunctionCallExprSyntax.self).map { controls.contains($0.rootViewCall.calleeName ?? "") } ?? false
            }
        }
        guard name.first?.isUppercase == true, !["VStack", "ZStack", "HStack"].contains(name) else { return false }
        let words = NameWords.split(name)
        guard !words.contains(where: transientWords.contains),
              !view.argumentLabels.contains(where: { NameWords.split($0).contains(where: transientWords.contains) }) else { return false }
        return words.contains(where: chromeWords.contains)
    }

    /// Whether the scroll view, or a container on the path to it, insets or shortens it, or
    /// its content ends with room to spare.
    static func reservesRoom(_ path: [FunctionCallExprSyntax]) -> Bool {
        if path.contains(where: { $0.modifiersApplied.contains(where: reservesBottom) }) { return true }
        guard let scroll = path.last else { return true }
        if let closure = scroll.trailingClosure, endsWithRoom(closure, depth: 0) { return true }
        return false
    }

    /// A modifier that keeps the scroll view's content clear of the bottom.
    static func reservesBottom(_ modifier: FunctionCallExprSyntax) -> Bool {
        switch modifier.calleeName ?? "" {
        case let name where insettingModifiers.contains(name): return true
        case "frame": return modifier.argument("height") != nil
        case "padding": return paddingCoversBottom(modifier)
        default: return false
        }
    }

    /// `.padding(.bottom, 80)`, `.padding(.vertical, h)`, `.padding(60)`, `.padding(insets)`:
    /// a padding with a length of its own that reaches the bottom edge.
    static func paddingCoversBottom(_ padding: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(padding.arguments)
        guard let first = arguments.first else { return false }
        if arguments.count == 1 {
            // One argument: edges alone (default length), or a length or insets alone.
            return first.expression.as(MemberAccessExprSyntax.self) == nil && !first.expression.is(ArrayExprSyntax.self)
        }
        let edges = first.expression.trimmedSourceText
        return ["bottom", "vertical", "all"].contains { edges.contains($0) }
    }

    /// Whether a builder closure's last item is a blank or a view padded at its bottom, looking
    /// into the last item's own container (`VStack { rows; Spacer(minLength: 80) }`).
    static func endsWithRoom(_ closure: ClosureExprSyntax, depth: Int) -> Bool {
        endsWithRoom(closure.statements, depth: depth)
    }

    static func endsWithRoom(_ statements: CodeBlockItemListSyntax, depth: Int) -> Bool {
        guard depth < 4, let last = BuilderItems.expressions(in: statements).last else { return false }
        // recipebuddy-ios: the content ends with a view property of the same type (`mainContent`),
        // whose own last item is `Spacer(minLength: 128)`.
        if let body = memberViewBody(last) { return endsWithRoom(body, depth: depth + 1) }
        guard let call = last.as(FunctionCallExprSyntax.self) else { return false }
        let root = call.rootViewCall
        if ([root] + root.modifiersApplied).contains(where: reservesBottom) { return true }
        if blanks.contains(root.calleeName ?? "") || root.calledExpression.trimmedSourceText.hasPrefix("Color.clear") { return true }
        if contentContainers.contains(root.calleeName ?? ""), let inner = root.trailingClosure { return endsWithRoom(inner, depth: depth + 1) }
        return false
    }

    /// The body of the computed view property or view function of the enclosing type that an
    /// item names (`mainContent`, `self.mainContent`, `rows(for: items)`), unmodified.
    static func memberViewBody(_ item: ExprSyntax) -> CodeBlockItemListSyntax? {
        var name: String?
        var isCall = false
        if let reference = item.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = item.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" {
            name = member.declName.baseName.text
        } else if let call = item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                  let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isCall = true
        }
        guard let name, let type = item.enclosingTypeDeclaration else { return nil }
        let members = type.as(StructDeclSyntax.self)?.memberBlock.members ?? type.as(ExtensionDeclSyntax.self)?.memberBlock.members
        for member in members ?? [] {
            if isCall, let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name {
                return function.body?.statements
            }
            if !isCall, let variable = member.decl.as(VariableDeclSyntax.self),
               let binding = variable.bindings.first, binding.pattern.trimmedSourceText == name,
               let accessors = binding.accessorBlock?.accessors {
                if let body = accessors.as(CodeBlockItemListSyntax.self) { return body }
                if let list = accessors.as(AccessorDeclListSyntax.self), let getter = list.first(where: { $0.accessorSpecifier.text == "get" }) {
                    return getter.body?.statements
                }
            }
        }
        return nil
    }
}
