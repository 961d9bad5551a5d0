import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` dressed at its call site with a background, a foreground colour
/// and a corner shape, instead of a `ButtonStyle`: each copy drifts on its own, and the
/// same action ends up looking different on two screens.
///
/// Skipped: buttons that are the whole body of a view type, sit in a type whose name
/// says it is a button component (`PrimaryButton`), are the whole body of a function that
/// takes what varies and is named for a button or called from several places (a menu's
/// `bottomMenuItem(with:action:)` for each tile), or are built by a style's
/// `makeBody(configuration:)` (a `ToggleStyle` drawn as a button), or sit in the body of a view
/// the file makes several times that runs the action it is handed (a row with a footer for
/// each of share, remove and block), since such a component is
/// the one place the look is defined; icon buttons, circular or not (see `button-fab` and `touch-floor`);
/// buttons with a style other than `.plain` / `.borderless`; buttons that hold no rank on
/// the ladder: a selector (its action sets a selection and its look depends on it: a
/// hand-made segmented switcher or tab bar; a chip of a `ForEach` lit when a state equals its own
/// item; a chip lit while its filter is active), a toggle (its action is named for toggling:
/// `onAlarmToggle(departure)`, `isExpanded.toggle()`, `action: togglePast`), which switches a
/// state on and off like a `Toggle` drawn as a chip, a chip among chips (a container that also
/// builds buttons in a `ForEach`), and a provider's sign-in button (Google, Facebook),
/// dressed in the provider's branding, and a dropdown (a label with a `chevron.down`: a pop-up
/// button's face), or a face that switches over the value chosen and whose action only raises
/// the flag that opens the choices. Medium confidence: the code
/// proves the hand styling, but a one-off look is a smaller problem than a repeated one.
/// Known false negatives: looks built from a custom modifier (`.cardStyle()`), labels of
/// several statements, and UIKit buttons styled by setting `backgroundColor` and
/// `layer.cornerRadius`.
struct CallSiteButtonStyle: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-ladder.hand-styled",
        ruleId: "button-ladder",
        summary: "A button given its background, colour and corner shape at the call site instead of a ButtonStyle",
        triggering: [
            // Actions of a `ForEach` whose fill follows their role, a rank, not which one is chosen.
            CheckExample("""
            struct AlertActions: View {
                let actions: [AlertAction]
                var body: some View {
                    VStack {
                        ForEach(actions) { action in
                            ↓Button { action.run() } label: {
                                Text(action.title)
                                    .padding()
                                    .background(action.role == .destructive ? Color.red : Color.accentColor)
                                    .foregroundStyle(.white)
                                    .clipShape(Capsule())
                            }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct Checkout: View {
                var body: some View {
                    VStack {
                        Text("Total: 3 items")
                        ↓Button {
                            placeOrder()
                        } label: {
                            Text("Place order")
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.accentColor)
                                .foregroundColor(.white)
                                .cornerRadius(12)
                        }
                        ↓Button("Save for later") { save() }
                            .padding()
                            .background(.gray.opacity(0.2), in: Capsule())
                            .foregroundStyle(.primary)
                    }
                }
            }
            """),
            // A helper used once is the call site by another name: nothing else shares its look.
            CheckExample("""
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Paid")
                        receiptAction(title: "Share receipt")
                    }
                }
                private func receiptAction(title: String) -> some View {
                    ↓Button(title) { share() }
                        .padding()
                        .background(Color.accentColor)
                        .foregroundStyle(.white)
                        .clipShape(Capsule())
                }
            }
            """),
            // An action greyed until a choice is made is still an action: its fill reads the
            // chosen value, not whether it is itself the selected one.
            CheckExample("""
            struct QualitySheet: View {
                @State private var selectedQuality: Quality?
                var body: some View {
                    VStack {
                        QualityList(selection: $selectedQuality)
                        ↓Button { play() } label: {
                            Text("Watch")
                                .foregroundStyle(.white)
                                .background(selectedQuality != nil ? Color.accentColor : Color.secondary, in: .rect(cornerRadius: 6))
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            """),
            // A face that changes with the order's state but runs the next step is still an action.
            CheckExample("""
            struct OrderFooter: View {
                @ObservedObject var order: OrderDraft
                var body: some View {
                    VStack {
                        Text(order.total)
                        ↓Button(action: { order.advance() }) {
                            switch order.step {
                            case .cart: Text("Checkout")
                            case .payment: Text("Pay now")
                            }
                        }
                        .padding()
                        .background(Color.accentColor)
                        .foregroundColor(.white)
                        .cornerRadius(12)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // lh2gpx-ios: range chips of a `ForEach`, each lit when the filter's preset is its own,
            // and a filter chip lit while its filter is active: state-driven looks, not ranked actions.
            CheckExample("""
            struct RangeChips: View {
                @Binding var filter: RangeFilter
                var body: some View {
                    HStack {
                        ForEach(RangePreset.allCases) { preset in
                            Button { apply(preset) } label: {
                                Text(preset.title)
                                    .padding(8)
                                    .background(filter.preset == preset ? Color.accentColor.opacity(0.15) : Color.gray.opacity(0.1))
                                    .foregroundStyle(filter.preset == preset ? Color.accentColor : Color.primary)
                                    .clipShape(Capsule())
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            struct FilterChip: View {
                @Binding var filter: RangeFilter
                @State private var showsPicker = false
                var body: some View {
                    HStack {
                        Button { showsPicker = true } label: {
                            Text(filter.title)
                                .padding(8)
                                .background(filter.isActive ? Color.accentColor.opacity(0.15) : Color.gray.opacity(0.1))
                                .foregroundStyle(filter.isActive ? Color.accentColor : Color.primary)
                                .clipShape(Capsule())
                        }
                        .buttonStyle(.plain)
                        if filter.isActive { Button("Clear") { filter.reset() } }
                    }
                }
            }
            """),
            // habitminder-ios: a two-segment switcher whose look reads a local flag derived from the selection.
            CheckExample("""
            struct HistoryTabs: View {
                @State private var picked: Period = .week
                var body: some View {
                    HStack { segment(.week); segment(.month) }
                }
                private func segment(_ period: Period) -> some View {
                    let isPicked = picked == period
                    return Button {
                        picked = period
                    } label: {
                        Text(period.name)
                            .foregroundStyle(.primary)
                            .background(isPicked ? Color.gray : Color.clear)
                            .clipShape(Capsule())
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            // resumebuilder-ios HomeTabView's language pill, whose action calls a setter, and
            // mundo-ios AddToListView's checkable list rows: the fill follows whether the item is selected.
            CheckExample("""
            struct LanguageSwitch: View {
                @ObservedObject var settings: Settings
                var body: some View {
                    HStack { pill(.english); pill(.french) }
                }
                private func pill(_ language: Language) -> some View {
                    let isSelected = settings.language == language
                    return Button {
                        settings.setLanguage(language)
                    } label: {
                        Text(language.code)
                            .foregroundStyle(isSelected ? Color.white : Color.secondary)
                            .background(isSelected ? Color.accentColor : Color.clear, in: Capsule())
                    }
                    .buttonStyle(.plain)
                }
            }
            struct ListPicker: View {
                @ObservedObject var model: ListsModel
                var body: some View {
                    Button {
                        model.flip(model.current)
                    } label: {
                        Text(model.current.name)
                            .foregroundStyle(.primary)
                            .padding(10)
                            .background(model.isListSelected(model.current) ? Color.accentColor.opacity(0.15) : Color.secondary.opacity(0.1))
                            .clipShape(.rect(cornerRadius: 8))
                    }
                }
            }
            """),
            // convos-ios ContactDetailActionRow: one row view with a footer, made for each action of the card.
            CheckExample("""
            struct MemberCard: View {
                var body: some View {
                    VStack {
                        CardActionRow(title: "Share", note: "Send a link", tint: .primary, action: share)
                        CardActionRow(title: "Block", note: "They can't reach you", tint: .red, action: block)
                    }
                }
            }
            private struct CardActionRow: View {
                let title: String
                let note: String
                let tint: Color
                let action: () -> Void
                var body: some View {
                    VStack(alignment: .leading) {
                        Button(action: action) {
                            Text(title).foregroundStyle(tint).padding().background(Capsule().fill(.gray.opacity(0.1)))
                        }
                        .buttonStyle(.plain)
                        Text(note).font(.caption)
                    }
                }
            }
            """),
            // A builder that gives every banner action the same look.
            CheckExample("""
            struct BannerView: View {
                let actions: [BannerAction]
                var body: some View {
                    HStack { ForEach(actions) { action in actionButton(action) } }
                }
                private func actionButton(_ action: BannerAction) -> some View {
                    Button { action.run() } label: {
                        Text(action.title).padding(8).background(Color.accentColor).foregroundStyle(.white).clipShape(Capsule())
                    }
                }
            }
            """),
            // A private helper that draws each tile of an attachment menu: one look, defined once.
            CheckExample("""
            struct AttachmentMenu: View {
                var body: some View {
                    VStack(spacing: 8) {
                        menuItem(with: Image(systemName: "camera"), action: openCamera)
                        menuItem(with: Image(systemName: "photo"), action: openPhotos)
                        menuItem(with: Image(systemName: "doc"), action: openFiles)
                    }
                }
                private func menuItem(with image: Image, action: @escaping () -> Void) -> some View {
                    Button {
                        action()
                    } label: {
                        image
                            .resizable()
                            .frame(width: 24, height: 24)
                            .padding(28)
                            .background(Color.secondary.opacity(0.2))
                            .clipShape(RoundedRectangle(cornerRadius: 16))
                    }
                }
            }
            """),
            CheckExample("""
            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Text(title).padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(12)
                    }
                }
            }
            """),
            CheckExample("""
            struct Checkout: View {
                var body: some View {
                    VStack {
                        Button("Place order") { placeOrder() }.buttonStyle(.borderedProminent)
                        Button { close() } label: {
                            Image(systemName: "xmark").padding(8).background(Circle().fill(.gray)).foregroundStyle(.white)
                        }
                        Button { decrement() } label: {
                            Image(systemName: "minus").frame(width: 44, height: 44)
                                .background(Color.gray.opacity(0.2)).foregroundColor(.primary)
                                .clipShape(RoundedRectangle(cornerRadius: 12))
                        }
                        Button("Details") { open() }.padding().background(Color.blue)
                    }
                }
            }
            """),

            CheckExample("""
            struct PlanLengthSwitcher: View {
                @Binding var length: PlanLength
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(PlanLength.allCases) { option in
                            Button { length = option } label: {
                                Text(option.title)
                                    .padding(8)
                                    .background(length == option ? Color.orange : Color.clear)
                                    .foregroundStyle(length == option ? .white : .secondary)
                                    .clipShape(Capsule())
                            }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct IngredientPicker: View {
                let ingredients: [Ingredient]
                var body: some View {
                    WrappingStack {
                        ForEach(ingredients) { ingredient in
                            Button(ingredient.name) { add(ingredient) }
                        }
                        Button { showAll() } label: {
                            Text("All ingredients")
                                .padding(6)
                                .background(Capsule().fill(Color.green))
                                .foregroundStyle(.white)
                        }
                    }
                }
            }
            """),
            // Toggles drawn as chips: each switches a state on and off, holding no rank on the ladder.
            CheckExample("""
            struct DepartureRow: View {
                let departure: Departure
                let alarm: Alarm?
                let onAlarmToggle: (Departure) -> Void
                @Binding var showPast: Bool
                var body: some View {
                    HStack {
                        Button { onAlarmToggle(departure) } label: {
                            Label(alarm == nil ? "Alarm" : "\\(alarm!.minutes)m", systemImage: alarm == nil ? "bell" : "bell.fill")
                                .padding(6)
                                .foregroundStyle(alarm == nil ? Color.secondary : Color.white)
                                .background(alarm == nil ? Color(.tertiarySystemFill) : Color.green, in: Capsule())
                        }
                        .buttonStyle(.plain)
                        Button(action: togglePast) {
                            Text(showPast ? "Hide past" : "Past")
                                .padding(6)
                                .foregroundStyle(.tint)
                                .background(Color(.secondarySystemFill), in: Capsule())
                        }
                    }
                }
                private func togglePast() { showPast.toggle() }
            }
            """),
            // isowords: a title pill with a down chevron opens a tray: a dropdown, not a ranked action.
            CheckExample("""
            struct GameHeader: View {
                @Binding var isTrayOpen: Bool
                let title: String
                var body: some View {
                    HStack {
                        Button { store.send(.trayButtonTapped) } label: {
                            HStack {
                                Text(title)
                                Spacer()
                                Image(systemName: "chevron.down").rotationEffect(.degrees(isTrayOpen ? 180 : 0))
                            }
                            .padding(12)
                            .foregroundColor(.primary)
                        }
                        .background(Color.primary.opacity(0.05))
                        .cornerRadius(12)
                        ScoreView()
                    }
                }
            }
            """),
            // A chip showing the delivery speed picked, one face per speed, that opens the list of
            // speeds: a pop-up button's face, not an action of the screen's ladder.
            CheckExample("""
            struct ShippingForm: View {
                @ObservedObject var order: OrderDraft
                @State private var showsSpeeds = false
                var body: some View {
                    VStack {
                        AddressFields(order: order)
                        Button(action: { showsSpeeds = true }) {
                            switch order.speed {
                            case .standard:
                                Image(systemName: "shippingbox")
                                Text("Standard")
                            case .express:
                                Image(systemName: "bolt")
                                Text("Express")
                            }
                        }
                        .padding(8)
                        .background(Color.gray.opacity(0.2))
                        .foregroundColor(.primary)
                        .cornerRadius(14)
                    }
                    .sheet(isPresented: $showsSpeeds) { SpeedList(order: order) }
                }
            }
            """),
            // A toggle style that draws the toggle as a capsule button: applied with .toggleStyle(…) wherever it is used.
            CheckExample("""
            struct PillToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        configuration.label
                            .padding(8)
                            .background(Color.indigo)
                            .foregroundStyle(.white)
                            .clipShape(Capsule())
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            CheckExample("""
            struct WelcomeScreen: View {
                var body: some View {
                    Button { account.signInWithFacebook() } label: {
                        Label("Continue with Facebook", image: "facebook-mark")
                            .frame(maxWidth: .infinity)
                            .background(Color(red: 0.09, green: 0.47, blue: 0.95))
                            .foregroundColor(.white)
                            .cornerRadius(8)
                    }
                }
            }
            """),
        ]
    )

    /// An icon button (its label is one image): a stepper's minus, a tile's close. It holds no
    /// rank on the ladder of primary, secondary and tertiary actions, whatever its shape.
    static func isIconButton(_ button: FunctionCallExprSyntax) -> Bool {
        guard let label = SwiftUIControls.label(of: button) else { return false }
        return IconOnlyControlName.soleImage(in: label) != nil
    }

    /// Symbols of a pop-up button's face: the control opens a list (a menu, a tray, a picker).
    static let dropdownSymbols = ["chevron.down", "chevron.up.chevron.down", "arrowtriangle.down"]

    /// A dropdown (isowords' game title with a `chevron.down` that opens the tray): its label
    /// shows a disclosure arrow pointing down, so it is a pop-up button, like a `Menu`'s or a
    /// `Picker`'s face, holding no rank on the ladder of actions.
    static func isDropdown(_ button: FunctionCallExprSyntax) -> Bool {
        guard let label = SwiftUIControls.label(of: button) else { return false }
        return label.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .stringSegment(let text) = token.tokenKind else { return false }
            return dropdownSymbols.contains { text == $0 || text.hasPrefix($0 + ".") }
        }
    }

    /// A pop-up button's face without the arrow: its label is a `switch` over a value, one face
    /// per choice (`switch model.visibility { case .public: Label("Public", …) … }`), and its
    /// action only raises a flag (`showsVisibilityPicker = true`) that opens the list of choices.
    /// The face shows what is chosen and opens the chooser, like a `Picker`'s or a `Menu`'s, and
    /// holds no rank on the ladder of actions (damus's zap-type chip).
    static func isChoiceFace(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let label = SwiftUIControls.label(of: button), label.statements.count == 1,
              let choice = label.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? label.statements.first?.item.as(SwitchExprSyntax.self),
              choice.cases.count >= 2, let action = actionClosure(of: button), action.statements.count == 1,
              let sequence = action.statements.first?.item.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(sequence.elements)
        return parts.count == 3 && parts[1].is(AssignmentExprSyntax.self) && parts[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let style = HandStyledButton(button, file: file), style.shape != .circle, !Self.isIconButton(button),
                  !Self.isButtonComponent(button, file.index), !Self.isSelector(button, file.index), !Self.isToggle(button, file.index),
                  !Self.isChipAmongChips(button, file.index), !Self.isProviderSignIn(button, file.index),
                  !Self.isDropdown(button), !Self.isChoiceFace(button, file.index) else { continue }
            output.report(
                "\(button.controlDescription) gets its background, colour and \(style.shape) at the call site; define the look once as a ButtonStyle (or use .borderedProminent / .bordered / .plain) and apply it with .buttonStyle(…), so every button of this rank matches.",
                at: file.position(of: button), confidence: .medium)
        }
    }

    /// The closure a button runs: `action:`, or the trailing closure when the label is passed separately.
    static func actionClosure(of button: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let action = button.argument("action")?.expression.as(ClosureExprSyntax.self) { return action }
        guard let trailing = button.trailingClosure, button.labelClosure?.id != trailing.id else { return nil }
        return trailing
    }

    /// A selector, not an action: its action assigns a variable that decides its own look
    /// (`selection = tab` and `.background(selection == tab ? … : …)`).
    static func isSelector(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        if looksFollowSelection(button, index) { return true }
        guard let action = actionClosure(of: button) else { return false }
        let assigned = Set(index.references(within: action).filter(\.isAssignmentTarget).map(\.baseName.text)
            + index.memberAccesses(within: action).filter(\.isAssignmentTarget).map(\.declName.baseName.text))
        guard !assigned.isEmpty else { return false }
        let looks = (button.labelClosure.map { index.calls(within: $0) } ?? []) + button.modifiersApplied
        return looks.contains { call in
            guard ["background", "foregroundColor", "foregroundStyle", "fill", "tint"].contains(call.calleeName ?? "") else { return false }
            // A local constant derived from the selection (`let isSelected = selection == tab`, habitminder-ios) counts as it.
            let derived = index.references(within: call.arguments).compactMap { index.constantValue(of: $0) }.map { index.names(within: $0) }
            return ([index.names(within: call.arguments)] + derived).contains { !$0.isDisjoint(with: assigned) }
        }
    }

    /// Words of a condition that asks whether the button's item is the selected one, or whether
    /// the state it shows is on (`filter.isActive`: a filter chip lit while a filter applies).
    static let selectionWords: Set<String> = ["selected", "selection", "active"]

    /// True when the button's fill or colour switches on whether its item is selected
    /// (`.background(isSelected ? accent : .clear)`, `.background(vm.isItemSelected(…) ? … : …)`),
    /// told by a flag whose name ends in "selected" or "selection", with no `nil` in the test:
    /// a segment of a hand-made switcher or a checkable row, whatever its action calls
    /// (resumebuilder-ios's language pill calls `setLanguage(_:)`, mundo-ios's list rows add or remove).
    static func looksFollowSelection(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        let looks = (button.labelClosure.map { index.calls(within: $0) } ?? []) + button.modifiersApplied
        if looksCompareOwnItem(button, looks: looks, index) { return true }
        return looks.contains { call in
            guard ["background", "foregroundColor", "foregroundStyle", "fill", "tint"].contains(call.calleeName ?? "") else { return false }
            // The flag's name ends in the word (`isSelected`, `selected`): a name that only starts
            // with it (`selectedQuality != nil ? accent : gray`) is an action enabled once a choice is made.
            return call.arguments.contains { argument in
                let tokens = argument.expression.tokens(viewMode: .sourceAccurate)
                return tokens.contains { $0.tokenKind == .infixQuestionMark } && !tokens.contains { $0.tokenKind == .keyword(.nil) }
                    && tokens.contains { token in
                        guard case .identifier(let name) = token.tokenKind, let last = NameWords.split(name).last else { return false }
                        return selectionWords.contains(last)
                    }
            }
        }
    }

    /// True for one chip of a `ForEach` whose fill or colour tests the chip's own item against a
    /// state (`.background(filter.preset == preset ? accent : gray)`) and whose action hands that
    /// item on (`select(preset)`): the chip lit is the one chosen, a segment of a hand-made picker.
    /// A test against a constant (`role == .destructive ? …`) gives the button a rank: it is reported.
    static func looksCompareOwnItem(_ button: FunctionCallExprSyntax, looks: [FunctionCallExprSyntax], _ index: SwiftFileIndex) -> Bool {
        guard let action = actionClosure(of: button) else { return false }
        var items: Set<String> = []
        var node = button.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), closure.invokingCall?.calleeName == "ForEach" {
                if let item = closure.firstParameterName { items.insert(item) }
            }
            node = current.parent
        }
        items.formIntersection(index.names(within: action))
        guard !items.isEmpty else { return false }
        return looks.contains { call in
            guard ["background", "foregroundColor", "foregroundStyle", "fill", "tint"].contains(call.calleeName ?? "") else { return false }
            return index.references(within: call.arguments).contains { reference in
                guard items.contains(reference.baseName.text), let list = reference.parent?.as(ExprListSyntax.self) else { return false }
                let parts = Array(list)
                guard let at = parts.firstIndex(where: { $0.id == reference.id }),
                      list.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return false }
                // `state == item` or `item == state`, where the state is no literal and no `.constant`.
                return [(at - 1, at - 2), (at + 1, at + 2)].contains { operatorAt, otherAt in
                    guard parts.indices.contains(operatorAt), parts.indices.contains(otherAt),
                          parts[operatorAt].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return false }
                    let other = parts[otherAt]
                    if let member = other.as(MemberAccessExprSyntax.self) { return member.base != nil }
                    return other.is(DeclReferenceExprSyntax.self)
                }
            }
        }
    }

    /// A toggle, not an action: what it runs is named for toggling, a call (`onAlarmToggle(item)`,
    /// `isOpen.toggle()`) in its action closure or the function passed as its action (`action: togglePast`).
    static func isToggle(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        let names: [String]
        if let action = actionClosure(of: button) {
            names = index.calls(within: action).compactMap(\.calleeName)
        } else if let action = button.argument("action")?.expression {
            names = [action.as(DeclReferenceExprSyntax.self)?.baseName.text ?? action.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""]
        } else {
            names = []
        }
        return names.contains { NameWords.split($0).contains("toggle") }
    }

    /// One chip of a row or flow of chips: the container that holds it also builds buttons in a `ForEach`.
    static func isChipAmongChips(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let container = button.outermostModifiedExpression.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return index.calls("ForEach").contains { forEach in
            container.encloses(forEach) && forEach.parent?.parent?.as(CodeBlockItemListSyntax.self)?.id == container.id
                && index.calls("Button").contains { forEach.encloses($0) }
        }
    }

    /// Social providers whose sign-in buttons follow the provider's own branding.
    static let signInProviders: Set<String> = Set(SignInProviders.socialSDKs.values.map { $0.provider.lowercased() })

    /// A provider's sign-in button: its action calls something named for signing in with a social provider.
    static func isProviderSignIn(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let action = actionClosure(of: button) else { return false }
        return index.calls(within: action).contains { call in
            let words = NameWords.split(call.calleeName ?? "")
            let signsIn = words.contains("login") || zip(words, words.dropFirst()).contains { ($0 == "sign" || $0 == "log") && $1 == "in" }
            return signsIn && !Set(words).isDisjoint(with: signInProviders)
        }
    }

    /// A view type that exists to be this button: its name says so, or its body is the button;
    /// or a builder of this button: a function that takes what varies and whose body is the
    /// button, the one place every copy gets its look. The builder is named for a button
    /// (`func actionButton(_ action: ToastAction) -> some View`) or called from two places or
    /// more in its file (`bottomMenuItem(with: camera, …)` for each tile of a menu).
    static func isButtonComponent(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        if let typeName = button.enclosingTypeName, typeName.localizedCaseInsensitiveContains("button") { return true }
        if button.enclosingFunctionName == "makeBody" || isInRowComponent(button, index) { return true }
        guard let list = button.outermostModifiedExpression.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
              list.parent?.is(ClosureExprSyntax.self) == false else { return false }
        if button.enclosingFunctionName == "body" { return true }
        guard let function = list.parent?.parent?.as(FunctionDeclSyntax.self), !function.signature.parameterClause.parameters.isEmpty else { return false }
        let name = function.name.text
        return NameWords.split(name).contains("button") || index.calls(name).filter { !function.encloses($0) }.count >= 2
    }
}

extension CallSiteButtonStyle {
    /// A button in the `body` of a view struct that runs the action it is handed
    /// (`Button(action: action)` for a stored `let action`), when the file makes that view two
    /// times or more: a row component (a share, remove and block row with their footers) that
    /// defines the look once for each of them.
    static func isInRowComponent(_ button: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard button.enclosingFunctionName == "body", let type = button.enclosingTypeDeclaration?.as(StructDeclSyntax.self),
              let action = button.argument("action")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let handedIn = type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == action && $0.initializer == nil }
        }
        return handedIn && index.calls(type.name.text).filter { !type.encloses($0) }.count >= 2
    }
}

private extension ExprSyntaxProtocol {
    /// True for the left side of `x = …`.
    var isAssignmentTarget: Bool {
        guard let list = parent?.as(ExprListSyntax.self), list.first?.id == id else { return false }
        return Array(list).dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }
}
