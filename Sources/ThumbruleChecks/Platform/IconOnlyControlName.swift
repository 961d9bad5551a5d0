import SwiftSyntax
import ThumbruleCore

/// A SwiftUI control whose label is only an `Image` (`Button`, `NavigationLink`, `Link`,
/// `Menu`, `Toggle`, `ShareLink`: `SwiftUIControls`, the list the touch-target checks
/// use), or an image made tappable with a gesture, with no accessibility label.
///
/// Asset images (`Image("x")`, `Image(.x)`) are read by their file name: high confidence.
/// SF Symbols whose built-in description names a common action or object (`SymbolLabels`:
/// xmark reads as close, plus as add) are left alone; other symbols are a note, since their
/// description may not say what the control does. A tappable image also lacks the button
/// trait, so its message asks for both (`a11y-name.tap-gesture-trait` leaves it to this check).
/// A symbol a view takes as a stored property (`Image(systemName: imageName)`) is settled in
/// the project pass from the view's call sites: silent when every one passes a literal
/// symbol with a useful built-in description (`TopBarButton(imageName: "plus")`).
/// A symbol read from a constants type (`Image(systemName: MySymbols.new)`) is settled there
/// too, by the constant's text (`static let new = "plus"`), not by the member's name; a
/// constant of the project's whose text cannot be read is reported without naming a symbol.
/// A control whose label draws only shapes (a shutter drawn as two circles) has no name at
/// all and is reported too. Left alone: a control inside a container merged into one element
/// that names itself (`.accessibilityElement(children: .combine)` with an `.accessibilityLabel`),
/// or in a private view of the file that every use places in one. Known false negatives: labels built by custom views.
struct IconOnlyControlName: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.icon-only-control",
        ruleId: "a11y-name",
        summary: "An icon-only SwiftUI control or tappable image with no accessibility label",
        triggering: [
            CheckExample("""
            struct TripToolbar: View {
                var body: some View {
                    HStack {
                        ↓Button(action: addStop) {
                            Image("pin-add")
                        }
                        ↓NavigationLink(destination: TripMap()) { Image("map-glyph").resizable().frame(width: 24, height: 24) }
                        ↓Link(destination: URL(string: "https://example.com/help")!) { Image(.lifebuoy) }
                        ↓Menu { Button("Rename", action: rename) } label: { Image(systemName: "wand.and.stars") }
                        ↓Toggle(isOn: $isPinned) { Image("pin-outline") }
                        ↓ShareLink(item: tripURL) { Image("export-trip") }
                        ↓Image("compass-rose").onTapGesture { recenter() }
                        ↓Image(systemSymbol: .scribbleVariable).gesture(TapGesture().onEnded { sketch() })
                    }
                }
            }
            """),
            // A shutter button drawn as two circles has nothing VoiceOver can read.
            CheckExample("""
            struct ShutterButton: View {
                let action: () -> Void
                var body: some View {
                    ↓Button(action: action) {
                        ZStack {
                            Circle().stroke(Color.white.opacity(0.9), lineWidth: 4).frame(width: 72, height: 72)
                            Circle().fill(Color.red).frame(width: 60, height: 60)
                        }
                    }
                }
            }
            """),
            // Buttons of a ForEach that run a tool, not pick its symbol: the symbol may not say what they do.
            CheckExample("""
            struct ToolStrip: View {
                let tools: [Tool]
                var body: some View {
                    HStack {
                        ForEach(tools) { tool in
                            ↓Button { run(tool) } label: { Image(systemName: tool.icon) }
                        }
                    }
                }
            }
            """),
            // An error glyph on a failed message's button names its state, not the resend it offers.
            CheckExample("""
            struct MessageRow: View {
                var body: some View {
                    HStack(alignment: .top) {
                        Text(message.text).font(.caption)
                        if message.status == "error" {
                            ↓Button(action: { selected = message }, label: {
                                Image(systemName: "exclamationmark.circle")
                                    .font(.caption)
                                    .foregroundStyle(.red)
                            })
                            .buttonStyle(PlainButtonStyle())
                        }
                    }
                }
            }
            """),
            // A symbol passed in: one call site passes a symbol whose description says nothing.
            CheckExample(files: [
                ("App/TopBarButton.swift", """
                struct TopBarButton: View {
                    var imageName: String
                    var action: () -> Void
                    var body: some View { ↓Button(action: action) { Image(systemName: imageName) } }
                }
                """),
                ("App/Header.swift", """
                struct Header: View {
                    var body: some View {
                        TopBarButton(imageName: "plus") { add() }
                        TopBarButton(imageName: "wand.and.stars") { magic() }
                    }
                }
                """),
            ]),
            // A symbol from the project's constants is judged by the constant's text, not its name.
            CheckExample(files: [
                ("App/AppSymbols.swift", """
                enum AppSymbols {
                    static let magic = "wand.and.stars"
                }
                """),
                ("App/EditorToolbar.swift", """
                struct EditorToolbar: View {
                    var body: some View {
                        ↓Button(action: enhance) { Image(systemName: AppSymbols.magic) }
                    }
                }
                """),
            ]),
            // noor AddMicrohabitView: a chevron in the cancellation slot dismisses a form; "Back" does not say it cancels.
            CheckExample("""
            struct AddHabitForm: View {
                var body: some View {
                    Form { TextField("Title", text: $title) }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                ↓Button { onDismiss() } label: { Image(systemName: "chevron.left").frame(width: 36, height: 36) }
                            }
                        }
                }
            }
            """),
            // A string enum's case naming a symbol with no useful description, and a chevron that pages, not goes back.
            CheckExample(files: [
                ("App/Icons.swift", """
                enum Glyphs {
                    enum Regular: String {
                        case sparkle = "wand.and.stars"
                    }
                }
                """),
                ("App/EditorBar.swift", """
                struct EditorBar: View {
                    var body: some View {
                        ↓Button(action: enhance) { Image(systemName: Glyphs.Regular.sparkle.rawValue) }
                        ↓Button(action: { page -= 1 }) { Image(systemName: "chevron.left") }
                    }
                }
                """),
            ]),
            // A hand-made stepper: plus and minus beside a count are read "Add" and "Remove" (tally-counter, giganeko).
            CheckExample("""
            struct CounterCard: View {
                var body: some View {
                    HStack {
                        ↓Button { store.decrement(counter) } label: { Image(systemName: "minus.circle.fill").font(.title2) }
                            .buttonStyle(.plain)
                        Text("\\(counter.value)")
                        ↓Button { store.increment(counter) } label: { Image(systemName: "plus.circle.fill").font(.title2) }
                            .buttonStyle(.plain)
                    }
                }
            }
            """),
            // A chevron is read as a direction, not as the previous period it shows (giganeko StatisticsComponents).
            CheckExample("""
            struct PeriodSwitcher: View {
                var body: some View {
                    HStack {
                        ↓Button(action: { onDateChange(-1) }) { Image(systemName: "chevron.left").frame(width: 36, height: 36) }
                        Text(formattedDate)
                    }
                }
            }
            """),
            // One use of the helper leaves its button unnamed.
            CheckExample("""
            struct ShareCard: View {
                var body: some View {
                    HStack {
                        roundButton(icon: "chevron.backward", action: close).accessibilityLabel("Back")
                        roundButton(icon: "person.2.badge.gearshape", action: invite)
                    }
                }
                private func roundButton(icon: String, action: @escaping () -> Void) -> some View {
                    ↓Button(action: action) {
                        Image(systemName: icon).frame(width: 44, height: 44)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            // A project's icon type naming its symbol by case: an xmark that clears a code is not named by "Close".
            CheckExample("""
            struct CodeEntry: View {
                var body: some View {
                    HStack {
                        TextField("Code", text: $code)
                        ↓Button(action: clearCode) { Image(systemIcon: .xmarkCircleFill) }
                    }
                }
            }
            """),
            // A merged row with no label of its own reads the icon's file name as part of the whole.
            CheckExample("""
            struct QuoteRow: View {
                var body: some View {
                    HStack {
                        Text(quote.author)
                        ↓Image("quote_badge_2").onTapGesture { openQuote() }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        ],
        nonTriggering: [
            // A quoted message's thumbnail, a private view drawn only inside the quote row, which
            // is merged into one element and named "Quoting …": VoiceOver reads that name, never
            // the thumbnail's file name alone.
            CheckExample("""
            struct QuoteRow: View {
                let quote: Quote
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(quote.author)
                        if let picture = quote.picture {
                            QuoteThumbnail(picture: picture, onOpen: { openQuote() })
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Quoting \\(quote.author)")
                }
            }
            private struct QuoteThumbnail: View {
                let picture: UIImage
                let onOpen: () -> Void
                var body: some View {
                    Image(uiImage: picture).resizable().scaledToFit().onTapGesture { onOpen() }
                }
            }
            """),
            // naturefm AudioControlButtonsView: a numbered skip-forward glyph is read "go forward 15",
            // which names the skip it performs.
            CheckExample("""
            struct PodcastTransport: View {
                var body: some View {
                    Button { skip(seconds: 30) } label: { Image(systemName: "goforward.30").resizable().frame(width: 32, height: 32) }
                }
            }
            """),
            // olvid-ios SingleGroupV2MainView: a project's icon type names the symbol by its case; an
            // ellipsis ("More") is the right name for a toolbar Menu, and an xmark ("Close") for a button that dismisses.
            CheckExample("""
            struct TeamScreen: View {
                var body: some View {
                    Text("Team").toolbar {
                        Menu { Button("Rename", action: rename) } label: { Image(systemIcon: .ellipsisCircle) }
                        Button(action: dismissScreen) { Image(systemIcon: .xmarkCircleFill) }
                    }
                }
            }
            """),
            // spawn-ios ParticipantsBackButton, ReportActivityDrawer: a chevron pointing back on a button that
            // goes back or dismisses is read "Back", which is what it does.
            CheckExample("""
            struct GuestsBackButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: { haptics.light(); action() }) { Image(systemName: "chevron.left") }
                }
            }
            // spot-ios CustomBackButton: a back-button view runs the handler its callers pass.
            struct RoundBackButton: View {
                var action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "chevron.left").font(.title2) }
                }
            }
            struct ReportHeader: View {
                var body: some View {
                    HStack {
                        Button(action: { if reason != nil { reason = nil } else { dismiss() } }) {
                            Image(systemName: reason != nil ? "chevron.left" : "xmark")
                        }
                        Button(action: { presentationMode.wrappedValue.dismiss() }) { Image(systemName: "chevron.backward.circle") }
                        Button(action: onBack) { Image(systemName: "chevron.left") }
                        Button { path.removeLast() } label: { Image(systemName: "chevron.left") }
                    }
                }
            }
            """),
            // sotka-ios CloseButton: a string enum's case is read by its raw value, here "xmark".
            CheckExample(files: [
                ("App/Icons.swift", """
                enum Glyphs {
                    enum Regular: String {
                        case xmark
                        case share = "square.and.arrow.up"
                    }
                }
                """),
                ("App/CloseButton.swift", """
                struct CloseButton: View {
                    let action: () -> Void
                    var body: some View {
                        Button(action: action) { Image(systemName: Glyphs.Regular.xmark.rawValue) }
                        Button(action: share) { Image(systemName: Glyphs.Regular.share.rawValue) }
                    }
                }
                """),
            ]),
            // convos-ios InviteCodeOverlay: a private helper builds the round button, and each use labels it.
            CheckExample("""
            struct ShareCard: View {
                var body: some View {
                    HStack {
                        roundButton(icon: "chevron.backward", action: close).accessibilityLabel("Back")
                        Spacer()
                        roundButton(icon: "person.2.badge.gearshape", action: invite)
                            .accessibilityLabel("Add people")
                    }
                }
                private func roundButton(icon: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) {
                        Image(systemName: icon).frame(width: 44, height: 44)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            // A lone plus adds, and a plus beside a zoom-out glass zooms: only a plus and minus pair is a stepper.
            CheckExample("""
            struct ListToolbar: View {
                var body: some View {
                    HStack {
                        Button { showingAdd = true } label: { Image(systemName: "plus.circle.fill") }
                        Button { showingSettings = true } label: { Image(systemName: "gearshape.fill") }
                    }
                    HStack {
                        Button { zoomIn() } label: { Image(systemName: "plus") }
                        Button { zoomOut() } label: { Image(systemName: "minus.magnifyingglass") }
                    }
                }
            }
            """),
            // A constants struct naming described symbols: `new` is "plus", read as Add; `filter`
            // is the filter glyph (grocy-swiftui MDUserFieldsView, StockJournalView).
            CheckExample(files: [
                ("App/Helper/MySymbols.swift", """
                struct MySymbols {
                    static let new = "plus"
                    static let filter = "line.3.horizontal.decrease.circle"
                }
                """),
                ("App/Views/StockJournalView.swift", """
                struct StockJournalView: View {
                    var body: some View {
                        List { rows }
                            .toolbar {
                                Button(action: { showingFilterSheet = true }) { Image(systemName: MySymbols.filter) }
                                Button(action: { showAdd.toggle() }, label: { Image(systemName: MySymbols.new) })
                            }
                    }
                }
                """),
            ]),
            // Every call site passes a symbol VoiceOver describes usefully.
            CheckExample(files: [
                ("App/TopBarButton.swift", """
                struct TopBarButton: View {
                    var imageName: String
                    var action: () -> Void
                    var body: some View { Button(action: action) { Image(systemName: imageName) } }
                }
                """),
                ("App/Header.swift", """
                struct Header: View {
                    var body: some View {
                        TopBarButton(imageName: "plus") { add() }
                        TopBarButton(imageName: "trash.fill") { remove() }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct TripToolbar: View {
                var body: some View {
                    HStack {
                        Button(action: addStop) { Image("pin-add") }
                            .accessibilityLabel("Add stop")
                        Button(action: compose) { Image(systemName: "calendar.badge.plus") }
                            .help("New event")
                        NavigationLink { TripMap() } label: { Label("Map", image: "map-glyph") }
                            .labelStyle(.iconOnly)
                        Link(destination: helpURL) { Image("lifebuoy"); Text("Help") }
                        Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }
                        Menu { Button("Rename", action: rename) } label: { Image(systemSymbol: .ellipsisCircle) }
                        ShareLink(item: tripURL) { Image(systemName: "square.and.arrow.up") }
                        Toggle("Pinned", isOn: $isPinned)
                        Image("compass-rose", label: Text("Recenter")).onTapGesture { recenter() }
                        Menu("More") { Button { rename() } label: { Text("Rename") } }
                    }
                    HStack { Button(action: addStop) { Image("pin-add") } }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Trip tools")
                }
            }
            """),
            // Shapes beside text, or a shape-only button given a label, are named.
            CheckExample("""
            struct ShutterButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        ZStack { Circle().fill(Color.red); Text("REC") }
                    }
                    Button(action: action) {
                        ZStack { Circle().stroke(Color.white, lineWidth: 4); Circle().fill(Color.red) }
                    }
                    .accessibilityLabel("Take photo")
                    Button(action: action) { RecordGlyph() }
                    Button(action: action) { Circle().fill(Color.red).accessibilityLabel("Record") }
                    Button(action: action) { bordered().contentShape(Rectangle()) }
                    Button(action: action) { HStack { icon; Circle().frame(width: 4, height: 4) } }
                    Button(action: action) { Circle().overlay(Image(systemName: "mic.fill")) }
                    // workout-ios: an add-photo tile whose overlay is a design system's symbol view.
                    Button(action: action) {
                        RoundedRectangle(cornerRadius: 8).fill(Color.gray).overlay { Symbols.add.view.foregroundStyle(.white) }
                    }
                }
            }
            """),
            // An asset whose name is the action it performs is read as that action.
            CheckExample("""
            struct QuickAddWidgetView: View {
                var body: some View {
                    Link(destination: URL(string: "app://new")!) { Image("Add") }
                    Button(action: openInbox) { Image("messages").resizable().frame(width: 28, height: 28) }
                }
            }
            """),
            // An icon picker: each button picks the symbol it shows, whose description names it.
            CheckExample("""
            struct IconPicker: View {
                @Binding var selected: String?
                let symbols: [Symbol]
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(symbols) { symbol in
                            Button { selected = symbol.symbolName } label: { Image(systemName: symbol.symbolName).font(.largeTitle) }
                        }
                        ForEach(badges, id: \\.self) { badge in
                            Button(action: { choose(badge) }) { Image(systemName: badge) }
                        }
                    }
                }
            }
            """),
            // The magnifying glass with a plus or minus is read as zoom in or zoom out.
            CheckExample("""
            struct LogToolbar: View {
                var body: some View {
                    Button { model.zoomIn() } label: { Image(systemName: "plus.magnifyingglass") }
                    Button { model.zoomOut() } label: { Image(systemName: "minus.magnifyingglass") }
                }
            }
            """),
            // A computed property whose every branch returns a described symbol.
            CheckExample("""
            struct MiniPlayer: View {
                var isPlaying: Bool
                var body: some View {
                    Button { toggle() } label: { Image(systemName: playPauseIcon) }
                }
                private var playPauseIcon: String {
                    switch isPlaying {
                    case true: return "pause.fill"
                    case false: return "play.fill"
                    }
                }
            }
            """),
        ]
    )

    /// Plain words that, as a control's whole asset name (`Image("Add")`, `Image("messages")`),
    /// are what VoiceOver should say for it: the name already states the action or place.
    static let actionWords: Set<String> = [
        "add", "close", "delete", "remove", "edit", "share", "search", "settings", "send", "message", "messages",
        "done", "back", "next", "menu", "more", "refresh", "filter", "sort", "save", "cancel", "help", "reply", "compose",
    ]

    /// True for an asset named by one plain action word: read aloud, it names the control.
    /// `icon-add` or `ic_close_24` read as file names, and stay reported.
    static func namesItsAction(_ asset: String) -> Bool {
        asset.allSatisfy(\.isLetter) && actionWords.contains(asset.lowercased())
    }

    /// Modifiers that name the control or hide it; `help` sets the accessibility hint that
    /// VoiceOver reads after the symbol's name, which says what the button does.
    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibility", "accessibilityRepresentation", "accessibilityHidden", "help"]

    /// A report waiting on the call sites of the view whose stored property names its symbol.
    struct PropertySymbol: Codable, Sendable {
        let typeName: String
        let property: String
        let position: SourcePosition
        let kind: String
        let tappable: Bool
    }

    /// A view's initialiser call passing a string literal (or something else, nil) to an
    /// argument that may name a symbol.
    struct SymbolArgument: Codable, Sendable {
        let typeName: String
        let label: String
        let symbol: String?
        let position: SourcePosition
    }

    /// A report waiting on the text of the constant (`MySymbols.new`) that names its symbol.
    struct ConstantSymbol: Codable, Sendable {
        let constant: SymbolConstantName
        let position: SourcePosition
        let imagePosition: SourcePosition?
        let kind: String
        let tappable: Bool
    }

    /// A constant an image reads its symbol from: `MySymbols.new`.
    struct SymbolConstantName: Codable, Sendable {
        let typeName: String
        let member: String
    }

    static let propertySymbols = FactKey<PropertySymbol>("a11y-name.property-symbol")
    static let constantSymbols = FactKey<ConstantSymbol>("a11y-name.constant-symbol")
    static let symbolArguments = FactKey<SymbolArgument>("a11y-name.symbol-argument")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        recordSymbolArguments(file, &output)
        recordStringCases(file, &output)
        for control in file.index.calls(SwiftUIControls.names) {
            guard let label = SwiftUIControls.label(of: control),
                  !hasLabel(control, file), !control.isNamedByAccessibilityContainer(mergedChildrenName: false),
                  !Self.isReadInANamedElement(control, file) else { continue }
            if let image = Self.soleImage(in: label) {
                if Self.picksItsSymbol(control, image: image, file) { continue }
                report(image, at: control, kind: control.calleeName ?? "control", tappable: false, file: file, &output)
            } else if Self.drawsOnlyShapes(label, in: file) {
                let kind = control.calleeName ?? "control"
                output.report(
                    "This \(kind)'s label draws only shapes, with no text or image, so VoiceOver announces a \(kind == "Toggle" ? "switch" : "button") with no name (a shutter or record button drawn as circles); add .accessibilityLabel(\"…\") saying what it does.",
                    at: file.position(of: control), confidence: .high)
            }
        }
        for tap in file.index.calls(TapGestureTrait.gestureModifiers) where TapGestureTrait.singleTapAction(tap) != nil {
            let root = tap.rootViewCall
            guard tap.modifiedExpression != nil, root.calleeName == "Image", root.argument("label") == nil, root.argument("decorative") == nil,
                  !hasLabel(root, file), !root.isNamedByAccessibilityContainer(mergedChildrenName: false),
                  !Self.isReadInANamedElement(root, file) else { continue }
            report(root, at: root, kind: "tappable image", tappable: true, file: file, &output)
        }
    }

    /// True when a container merges the view into one element and names that element itself:
    /// `.accessibilityElement(children: .combine)` and `.accessibilityLabel(…)` on the same chain.
    /// VoiceOver reads the author's label for the whole and never the icon's name alone. A merge
    /// without a label of its own is not enough: the merged element would read the icon's name.
    static func isInNamedMergedElement(_ node: some SyntaxProtocol) -> Bool {
        node.hasAncestor { ancestor in
            guard let container = ancestor.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            let modifiers = container.modifiersApplied
            return modifiers.contains { $0.calleeName == "accessibilityLabel" }
                && modifiers.contains { $0.calleeName == "accessibilityElement" && $0.argument("children")?.expression.trimmedSourceText == ".combine" }
        }
    }

    /// True when the view sits in a named merged element (`isInNamedMergedElement`), written in
    /// place or in a private view type of the file that every use outside previews places in one
    /// (a reply preview's thumbnail, drawn only inside the row read as "Reply to …").
    static func isReadInANamedElement(_ view: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        if isInNamedMergedElement(view) { return true }
        guard let type = view.enclosingTypeDeclaration?.as(StructDeclSyntax.self),
              type.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return false }
        let uses = file.index.calls(type.name.text).filter { !type.encloses($0) && !file.index.isInPreview($0) }
        return !uses.isEmpty && uses.allSatisfy { isInNamedMergedElement($0) }
    }

    private func report(_ image: FunctionCallExprSyntax, at node: FunctionCallExprSyntax, kind: String, tappable: Bool,
                        file: SwiftFile, _ output: inout CheckOutput) {
        // The image, when it is not the control itself, is where a label goes in place of the file name.
        let imagePosition = image == node ? nil : file.position(of: image)
        if let constant = Self.constant(naming: image) {
            output.facts.add(ConstantSymbol(constant: constant, position: file.position(of: node), imagePosition: imagePosition,
                                            kind: kind, tappable: tappable), for: Self.constantSymbols)
            return
        }
        if !tappable, Self.showsBackSymbol(image), Self.goesBack(node, in: file) { return }
        if !tappable, let symbol = Self.projectIconCaseSymbol(image), Self.symbolNamesItsAction(symbol, of: node, in: file) { return }
        let reads: String
        let confidence: Confidence
        switch SwiftUIImageAccessibility(call: image).source {
        case .named:
            return
        case .symbol(let symbol?, described: true) where Self.stepsAValue(node, symbol: symbol):
            reads = "the symbol's built-in name (\"Add\" or \"Remove\"), which does not say which value it raises or lowers"
            confidence = .low
        case .symbol(_, described: true):
            return
        case .symbol(nil, described: false) where Self.storedProperty(naming: image) != nil:
            let (typeName, property) = Self.storedProperty(naming: image)!
            output.facts.add(PropertySymbol(typeName: typeName, property: property, position: file.position(of: node), kind: kind, tappable: tappable),
                             for: Self.propertySymbols)
            return
        case .symbol(let symbol, described: false):
            reads = "only the built-in description of " + (symbol.map { "the symbol \"\($0)\"" } ?? "a symbol chosen at run time") + ", which may not say what it does"
            confidence = .low
        case .asset(let name), .resource(let name):
            if Self.namesItsAction(name) { return }
            reads = "its asset name, \"\(name)\""
            confidence = .high
        case .platformImage, .unknown:
            reads = "the image's name, or nothing"
            confidence = .medium
        }
        output.report(Self.message(kind: kind, reads: reads, tappable: tappable), at: file.position(of: node), confidence: confidence,
                      related: Self.related(imagePosition, kind: kind))
    }

    /// True when every symbol the image may show is described or points back
    /// (`selecting ? "chevron.left" : "xmark"`), and one of them points back.
    static func showsBackSymbol(_ image: FunctionCallExprSyntax) -> Bool {
        guard let expression = (image.argument("systemName") ?? image.argument("systemSymbol"))?.expression,
              let names = SwiftUIImageAccessibility.symbolNames(expression) else { return false }
        let back = names.filter { SymbolLabels.backward.contains(SymbolLabels.baseName($0)) }
        return !back.isEmpty && names.allSatisfy { back.contains($0) || SymbolLabels.describes($0) }
    }

    /// The SF Symbol a project's own icon type names by its case, for an image built by the
    /// project's initializer taking that case (`Image(systemIcon: .ellipsisCircle)`,
    /// `UIImage(systemIcon: .xmarkCircleFill)`): the case's words as a symbol name
    /// (`ellipsis.circle`, `xmark.circle.fill`); nil for anything else.
    static func projectIconCaseSymbol(_ image: FunctionCallExprSyntax) -> String? {
        guard ["Image", "UIImage"].contains(image.calleeName ?? ""), let first = image.arguments.first, let label = first.label?.text,
              !["systemName", "systemSymbol", "named"].contains(label),
              !Set(NameWords.split(label)).isDisjoint(with: ["icon", "symbol"]),
              let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return SwiftUIImageAccessibility.symbolName(ofMember: member.declName.baseName.text)
    }

    /// Words of an action that closes what is shown: an `xmark` ("Close") names it.
    static let closeWords: Set<String> = ["dismiss", "close", "cancel"]

    /// True when the symbol's built-in name says what this control does: an ellipsis ("More")
    /// on a menu (a `Menu`, or a bar item built with `menu:`), or an xmark ("Close") on a control
    /// whose action dismisses or closes (`#selector(dismissAllContacts)`, `Button(action: close)`).
    /// Only these pairs: an xmark that clears a field or deselects a row is not named by "Close"
    /// (olvid-ios's project icon type, where other cases stay reported).
    static func symbolNamesItsAction(_ symbol: String, of control: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        let base = SymbolLabels.baseName(symbol)
        if base == "ellipsis" {
            return control.calleeName == "Menu" || (control.calleeName == "UIBarButtonItem" && control.argument("menu") != nil)
        }
        guard base == "xmark" else { return false }
        let action: Syntax?
        if control.calleeName == "UIBarButtonItem" {
            action = control.argument("action").map { Syntax($0.expression) }
        } else if control.calleeName == "Button" {
            action = (control.argument("action")?.expression).map(Syntax.init)
                ?? (control.labelClosure?.id == control.trailingClosure?.id ? nil : control.trailingClosure.map(Syntax.init))
        } else {
            action = nil
        }
        guard let action else { return false }
        let words = action.tokens(viewMode: .sourceAccurate).flatMap { NameWords.split($0.text) }
        return !closeWords.isDisjoint(with: words)
    }

    /// Words of a call or handler that take the reader back: `dismiss()`, `onBack`, `goBack()`, `popToRoot()`.
    static let backWords: Set<String> = ["dismiss", "back", "pop"]

    /// True when a button's action dismisses or goes back (`dismiss()`, `onBack()`,
    /// `presentationMode.wrappedValue.dismiss()`, `path.removeLast()`, `Button(action: onBack)`), or it is the body
    /// of a view named for going back (`ParticipantsBackButton`).
    /// A chevron pointing back is then read as "Back", which names what it does.
    /// In a toolbar's `.cancellationAction` slot the button cancels a form, which "Back" does not say (noor AddMicrohabitView).
    static func goesBack(_ control: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard control.calleeName == "Button", !isCancellationItem(control) else { return false }
        let action = control.argument("action")?.expression
            ?? (control.labelClosure?.id == control.trailingClosure?.id ? nil : control.trailingClosure.map(ExprSyntax.init))
        guard let action else { return false }
        func isBack(_ name: String) -> Bool { !backWords.isDisjoint(with: NameWords.split(name)) }
        // A view named for going back (`CustomBackButton`) whose button runs the handler its callers
        // pass (`Button(action: action)`): the callers give the handler, the type's name says what it is.
        let inBackType = control.enclosingTypeName.map { isBack(Symbols.bareName($0)) } ?? false
        if let reference = action.as(DeclReferenceExprSyntax.self) { return isBack(reference.baseName.text) || inBackType }
        if let member = action.as(MemberAccessExprSyntax.self) { return isBack(member.declName.baseName.text) || inBackType }
        guard let closure = action.as(ClosureExprSyntax.self) else { return false }
        let calls = file.index.calls(within: closure)
        if calls.contains(where: { $0.calleeName.map(isBack) ?? false }) { return true }
        // `path.removeLast()` pops a navigation path.
        if calls.contains(where: { $0.calleeName == "removeLast" && $0.calleePath.map { NameWords.split($0).contains("path") } == true }) { return true }
        return inBackType
    }

    /// True when the control is the content of `ToolbarItem(placement: .cancellationAction)`.
    static func isCancellationItem(_ control: FunctionCallExprSyntax) -> Bool {
        control.hasAncestor { ancestor in
            guard let item = ancestor.as(FunctionCallExprSyntax.self), item.calleeName == "ToolbarItem" else { return false }
            return item.argument("placement")?.expression.trimmedSourceText == ".cancellationAction"
        }
    }

    /// Symbols drawn on the two buttons of a hand-made stepper, each paired with the other.
    static let stepperSymbols = ["plus": "minus", "minus": "plus"]

    /// True when a plus (or minus) button stands in the same stack as a minus (or plus) button:
    /// a stepper around a count, where "Add" and "Remove" do not name the value they change
    /// (tally-counter, giganeko, tapweight's watch steppers).
    static func stepsAValue(_ control: FunctionCallExprSyntax, symbol: String) -> Bool {
        guard let partner = stepperSymbols[SymbolLabels.baseName(symbol)] else { return false }
        var node = Syntax(control)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let siblings = node.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return siblings.contains { item in
            guard let view = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  view.calleeName == "Button", let label = SwiftUIControls.label(of: view),
                  let image = soleImage(in: label),
                  case .symbol(let other?, _) = SwiftUIImageAccessibility(call: image).source else { return false }
            return SymbolLabels.baseName(other) == partner
        }
    }

    static func related(_ imagePosition: SourcePosition?, kind: String) -> [RelatedLocation] {
        imagePosition.map { [RelatedLocation($0, "the image VoiceOver reads for the \(kind)")] } ?? []
    }

    /// For `Image(systemName: MySymbols.new)`, the type and member of the constant naming the symbol.
    /// `Icons.Regular.xmark.rawValue` names the case `xmark` of the string enum `Regular`.
    static func constant(naming image: FunctionCallExprSyntax) -> SymbolConstantName? {
        guard var member = (image.argument("systemName") ?? image.argument("systemSymbol"))?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        if member.declName.baseName.text == "rawValue", let enumCase = member.base?.as(MemberAccessExprSyntax.self) { member = enumCase }
        guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              base.first?.isUppercase == true else { return nil }
        return SymbolConstantName(typeName: base, member: member.declName.baseName.text)
    }

    /// A case of a string enum and its raw value (`case xmark` is "xmark", `case share = "square.and.arrow.up"`).
    struct StringCase: Codable, Sendable {
        let typeName: String
        let name: String
        let value: String
    }

    static let stringCases = FactKey<StringCase>("a11y-name.string-case")

    /// The raw values of string enums' cases by `Type.case`; a case declared twice with
    /// different values names no one symbol.
    static func stringCaseValues(in project: Project) -> [String: String] {
        project.memo("a11y-name.string-case-values") {
            Dictionary(grouping: project.facts.values(stringCases), by: { "\($0.typeName).\($0.name)" })
                .compactMapValues { Set($0.map(\.value)).count == 1 ? $0.first?.value : nil }
        }
    }

    /// Records the cases of the file's enums backed by `String`, whose raw values may name symbols.
    func recordStringCases(_ file: SwiftFile, _ output: inout CheckOutput) {
        for type in file.index.typeDeclarations where type.inheritedNames.first == "String" {
            guard let declaration = type.node.as(EnumDeclSyntax.self) else { continue }
            for member in declaration.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] where element.parameterClause == nil {
                    let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self)
                    guard element.rawValue == nil || literal?.hasInterpolation == false else { continue }
                    output.facts.add(StringCase(typeName: declaration.name.text, name: element.name.text,
                                                value: literal?.plainText ?? element.name.text), for: Self.stringCases)
                }
            }
        }
    }

    /// The symbol a constant stands for: its text when the project declares it as a string
    /// (the symbol table's `stringConstant`); nil for a constant of the project's own type whose
    /// text cannot be read; otherwise a library's constant named after its symbol (SFSafeSymbols'
    /// `SFSymbol.xmarkCircle`).
    static func symbol(of constant: SymbolConstantName, in project: Project) -> String? {
        if let value = project.symbols.stringConstant(constant.member, of: constant.typeName) { return value }
        if let value = stringCaseValues(in: project)["\(constant.typeName).\(constant.member)"] { return value }
        if project.symbols.isDeclaredInProject(constant.typeName) { return nil }
        return SwiftUIImageAccessibility.symbolName(ofMember: constant.member)
    }

    /// Shapes, and the stacks that may lay them out, in a label that draws nothing else.
    static let shapes: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse"]
    static let stacks: Set<String> = ["ZStack", "HStack", "VStack"]
    /// Views anywhere in the label (an overlay, a background) that give it something to read.
    static let namedViews: Set<String> = ["Text", "Label", "Image"]

    /// True when each view a label closure builds is a shape (`Circle().fill(.red)`) or a stack
    /// holding only such views (`ZStack { Circle().stroke(…); Circle().fill(.red) }`), and no
    /// text, label or image appears in it, even in a modifier: nothing in it has a name. Any
    /// other view (a property, a helper's view, a view of the app's that may set a label)
    /// leaves it alone.
    static func drawsOnlyShapes(_ label: ClosureExprSyntax, in file: SwiftFile) -> Bool {
        // An `.overlay { … }` or `.background { … }` on a shape draws its content too: a tile
        // with a symbol laid over it (workout-ios PickedPhotoView) is not drawn only with shapes.
        func layersOnlyShapes(_ shape: FunctionCallExprSyntax) -> Bool {
            shape.modifiersApplied.allSatisfy { layer in
                guard ["overlay", "background"].contains(layer.calleeName ?? "") else { return true }
                if let content = layer.trailingClosure { return onlyShapes(content) }
                return layer.arguments.allSatisfy { argument in
                    guard argument.label == nil else { return true }
                    return argument.expression.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName.map(shapes.contains) ?? false
                }
            }
        }
        func onlyShapes(_ closure: ClosureExprSyntax) -> Bool {
            !closure.statements.isEmpty && closure.statements.allSatisfy { statement in
                guard let view = statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)?.rootViewCall, let name = view.calleeName else { return false }
                if shapes.contains(name) { return layersOnlyShapes(view) }
                guard stacks.contains(name), let content = view.trailingClosure else { return false }
                return onlyShapes(content)
            }
        }
        return onlyShapes(label) && !file.index.calls(within: label).contains { call in
            call.calleeName.map { namedViews.contains($0) || labelModifiers.contains($0) } ?? false
        }
    }

    static func message(kind: String, reads: String, tappable: Bool) -> String {
        let fix = tappable
            ? "add .accessibilityLabel(\"…\") saying what it does and .accessibilityAddTraits(.isButton), or make it a Button"
            : "add .accessibilityLabel(\"…\") saying what it does, or use Label(\"…\", systemImage:) with .labelStyle(.iconOnly)"
        return "This \(kind) shows only an image, so VoiceOver reads \(reads); \(fix)."
    }

    /// For `Image(systemName: name)` where `name` is a stored property of the enclosing view
    /// type (no initial value, so callers set it), the type's and property's names.
    static func storedProperty(naming image: FunctionCallExprSyntax) -> (String, String)? {
        guard let name = (image.argument("systemName") ?? image.argument("systemSymbol"))?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = image.enclosingTypeDeclaration?.as(StructDeclSyntax.self) else { return nil }
        let stored = type.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer == nil && binding.accessorBlock == nil
            } ?? false
        }
        return stored ? (type.name.text, name) : nil
    }

    /// Records the arguments of calls to the project's views whose label may name a symbol.
    func recordSymbolArguments(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.callsInOrder {
            guard let callee = call.calleeName, callee.first?.isUppercase == true else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text,
                      !Set(NameWords.split(label)).isDisjoint(with: ["image", "icon", "symbol", "system"]) else { continue }
                let names = SwiftUIImageAccessibility.symbolNames(argument.expression)
                output.facts.add(SymbolArgument(typeName: callee, label: label, symbol: names?.count == 1 ? names?.first : nil,
                                                position: file.position(of: argument)), for: Self.symbolArguments)
            }
        }
    }

    /// Reports the controls whose symbol comes from a stored property, unless every shipping
    /// call site passes a literal symbol VoiceOver describes usefully.
    package func check(_ project: Project, _ output: inout CheckOutput) {
        reportConstantSymbols(project, &output)
        let candidates = project.shippingFacts(Self.propertySymbols, at: \.position)
        guard !candidates.isEmpty else { return }
        let arguments = Dictionary(grouping: project.shippingFacts(Self.symbolArguments, at: \.position), by: { "\($0.typeName).\($0.label)" })
        for candidate in candidates {
            let sites = arguments["\(candidate.typeName).\(candidate.property)"] ?? []
            let symbols = sites.compactMap(\.symbol)
            if !sites.isEmpty, symbols.count == sites.count, symbols.allSatisfy(SymbolLabels.describes) { continue }
            let undescribed = symbols.first { !SymbolLabels.describes($0) }
            let reads = "only the built-in description of " + (undescribed.map { "the symbol \"\($0)\" (passed as \(candidate.property))" } ?? "a symbol chosen at run time") + ", which may not say what it does"
            output.report(Self.message(kind: candidate.kind, reads: reads, tappable: candidate.tappable), at: candidate.position, confidence: .low)
        }
    }

    /// Reports the controls whose symbol comes from a constant (`MySymbols.new`) unless the
    /// constant's text is a symbol VoiceOver describes usefully (`symbol(of:in:)`).
    func reportConstantSymbols(_ project: Project, _ output: inout CheckOutput) {
        for candidate in project.shippingFacts(Self.constantSymbols, at: \.position) {
            let symbol = Self.symbol(of: candidate.constant, in: project)
            if let symbol, SymbolLabels.describes(symbol) { continue }
            let name = "\(candidate.constant.typeName).\(candidate.constant.member)"
            let reads = "only the built-in description of " + (symbol.map { "the symbol \"\($0)\"" } ?? "the symbol \(name) holds")
                + ", which may not say what it does"
            output.report(Self.message(kind: candidate.kind, reads: reads, tappable: candidate.tappable), at: candidate.position, confidence: .low,
                          related: Self.related(candidate.imagePosition, kind: candidate.kind))
        }
    }

    /// True for a button of a `ForEach` that picks the symbol it shows (`ForEach(symbols) { symbol in
    /// Button { selected = symbol.name } label: { Image(systemName: symbol.name) } }`): in an icon
    /// picker each button's job is to choose that symbol, so its built-in description ("Star",
    /// "Flame") is the option's name. The action must assign or pass the very expression the
    /// image shows, rooted at the `ForEach` closure's parameter.
    static func picksItsSymbol(_ control: FunctionCallExprSyntax, image: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard control.calleeName == "Button",
              let path = (image.argument("systemName") ?? image.argument("systemSymbol"))?.expression.dottedPath,
              let root = path.split(separator: ".").first.map(String.init),
              let action = control.argument("action")?.expression.as(ClosureExprSyntax.self)
                ?? (control.labelClosure?.id == control.trailingClosure?.id ? nil : control.trailingClosure),
              isForEachParameter(root, around: control) else { return false }
        let values = file.index.memberAccesses(within: action).map(ExprSyntax.init) + file.index.references(within: action).map(ExprSyntax.init)
        return values.contains { value in
            guard value.dottedPath == path else { return false }
            if value.parent?.is(LabeledExprSyntax.self) == true { return true }
            // `selected = symbol.name`: the right side of an assignment.
            guard let list = value.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == value.id }),
                  index != list.startIndex else { return false }
            return list[list.index(before: index)].is(AssignmentExprSyntax.self)
        }
    }

    /// True when `name` is a parameter of a `ForEach` closure around `node`.
    private static func isForEachParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        node.hasAncestor { ancestor in
            guard let closure = ancestor.as(ClosureExprSyntax.self), closure.invokingCall?.calleeName == "ForEach" else { return false }
            if let parameters = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                return parameters.contains { $0.name.text == name }
            }
            return closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters
                .contains { ($0.secondName ?? $0.firstName).text == name } ?? false
        }
    }

    /// The Image a label closure holds when it holds nothing else with a name.
    static func soleImage(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let expression = closure.singleExpression?.as(FunctionCallExprSyntax.self) else { return nil }
        let root = expression.rootViewCall
        guard root.calleeName == "Image", root.argument("label") == nil,
              !expression.modifierNames.contains(where: labelModifiers.contains),
              !root.modifierNames.contains(where: labelModifiers.contains) else { return nil }
        return root
    }

    /// True when the view has a label modifier, or is all a private helper of the file builds
    /// and every use of the helper adds one (`roundButton(icon: "chevron.backward", action: dismiss).accessibilityLabel("Back")`).
    private func hasLabel(_ view: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        view.modifierNames.contains(where: Self.labelModifiers.contains) || PrivateViewHelpers.isNamedAtEveryUse(view, file, by: Self.labelModifiers)
    }
}
