import SwiftSyntax
import ThumbruleCore

/// How VoiceOver meets a SwiftUI `Image`: what it reads for it, and whether the code around
/// it names it, hides it, merges it into a row or draws it as decoration. Shared by the
/// a11y-name image checks, so they agree on which image belongs to which check.
struct SwiftUIImageAccessibility {
    /// What the image call gives VoiceOver to read.
    enum Source: Equatable {
        /// `Image("name")` or `Image("name", bundle:)`: VoiceOver reads the asset name.
        case asset(String)
        /// `Image(.name)`: a generated image resource, also read by its name.
        case resource(String)
        /// `Image(uiImage:)` / `Image(nsImage:)`: no name at all.
        case platformImage
        /// `Image(systemName:)` (or SFSafeSymbols' `systemSymbol:`): the symbol's built-in
        /// description; `described` when every symbol it may show is in `SymbolLabels`.
        case symbol(String?, described: Bool)
        /// `Image(decorative:)` or `Image(_:label:)`: named or hidden by its initializer.
        case named
        /// A name chosen at run time, or an initializer this does not know.
        case unknown
    }

    /// Where the code around the image leaves it.
    enum Context {
        /// A separate VoiceOver stop, with nothing around it that names or hides it.
        case alone
        /// Named or hidden (itself or by a container), or part of a control's label or a system surface.
        case covered
        /// Inside a container merged with `.accessibilityElement(children: .combine)`.
        case combined(FunctionCallExprSyntax)
    }

    /// Modifiers that name or hide a view, or stand in for its accessibility element.
    static let namingModifiers: Set<String> = [
        "accessibilityLabel", "accessibility", "accessibilityHidden", "accessibilityRepresentation",
        "accessibilityElement", "accessibilityLabeledPair", "accessibilityChildren",
    ]
    /// Calls whose content is a control's label or a surface the system names (tab items,
    /// menus, pickers, labels): the image is read, if at all, as part of that control.
    static let labelledSurfaces: Set<String> = Set(SwiftUIControls.names).union([
        "Label", "Picker", "tabItem", "Tab", "toolbar", "ToolbarItem", "ToolbarItemGroup", "contextMenu", "swipeActions",
        "EditButton", "PasteButton", "alert", "confirmationDialog", "navigationTitle", "navigationBarItems", "Gauge",
        "ProgressView", "mask",
    ])
    /// Modifiers that draw their content behind a view: what they hold is decoration.
    static let backgroundModifiers: Set<String> = ["background", "listRowBackground", "containerBackground", "presentationBackground"]
    /// Modifiers on a container that make it the element VoiceOver announces: a tap gesture
    /// turns it into a control, read as one (`a11y-name.tap-gesture-trait` asks for its trait).
    static let actionModifiers: Set<String> = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]
    /// Argument labels under which a view hands a closure's image to a component that places
    /// it as an icon beside its own title (`Row(title:, icon: { Image(…) })`).
    static let iconArguments: Set<String> = ["icon", "image", "label", "leading", "trailing", "accessory", "thumbnail", "badge"]
    /// Words in an asset name that mark it as decoration.
    static let decorativeWords: Set<String> = [
        "background", "bg", "texture", "pattern", "divider", "separator", "gradient", "noise", "wallpaper",
        "backdrop", "decoration", "decorative", "ornament", "confetti", "shadow",
    ]

    let call: FunctionCallExprSyntax

    var source: Source {
        if call.argument("decorative") != nil || call.argument("label") != nil { return .named }
        if let symbol = call.argument("systemName") ?? call.argument("systemSymbol") {
            let names = Self.symbolNames(symbol.expression)
            return .symbol(names?.count == 1 ? names?.first : nil, described: names.map { $0.allSatisfy(SymbolLabels.describes) } ?? false)
        }
        if call.argument("uiImage") != nil || call.argument("nsImage") != nil { return .platformImage }
        guard let first = call.arguments.first, first.label == nil else { return .unknown }
        if let literal = first.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation, !literal.plainText.isEmpty {
            return .asset(literal.plainText)
        }
        if let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .resource(member.declName.baseName.text)
        }
        return .unknown
    }

    /// The asset or resource name VoiceOver reads, when the source gives one.
    var assetName: String? {
        switch source {
        case .asset(let name), .resource(let name): return name
        default: return nil
        }
    }

    /// True when the image's own modifiers name or hide it.
    var namesItself: Bool {
        call.modifierNames.contains(where: Self.namingModifiers.contains)
    }

    /// True when the image is handed to other code rather than placed in a view: an argument
    /// of a call (`AnyView(Image(…))`, `LinkRow(icon: Image(…), title: …)`) other than a
    /// background or `.overlay`, the value of a function or property typed `Image`, or a value
    /// stored in a variable (`selectedPhoto = Image(uiImage: picked)`), drawn wherever the variable is.
    /// Whoever receives it decides how VoiceOver meets it.
    var isHandedOn: Bool {
        if ExprSyntax(call.outermostModifiedExpression).assignmentTarget != nil { return true }
        if let argument = call.outermostModifiedExpression.parent?.as(LabeledExprSyntax.self) {
            let receiver = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            return !Self.backgroundModifiers.union(["overlay"]).contains(receiver?.calleeName ?? "")
        }
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { Self.isImageType($0.type) } ?? false
            }
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { Self.isImageType($0.type) } ?? false
            }
            if node.is(DeclSyntax.self) && !node.is(VariableDeclSyntax.self) && !node.is(IfConfigDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private static func isImageType(_ type: TypeSyntax) -> Bool {
        ["Image", "Image?", "SwiftUI.Image", "SwiftUI.Image?"].contains(type.trimmedSourceText)
    }

    /// Where the containers around the image leave it, up to the declaration that holds it.
    var context: Context {
        if namesItself { return .covered }
        var combined: FunctionCallExprSyntax?
        var previous = Syntax(call.outermostModifiedExpression)
        var current = previous.parent
        while let node = current {
            if node.is(DeclSyntax.self) && !node.is(IfConfigDeclSyntax.self) { break }
            if let closure = node.as(ClosureExprSyntax.self) {
                let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
                    ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
                if let label, Self.iconArguments.contains(label) { return .covered }
            }
            if let container = node.as(FunctionCallExprSyntax.self), container.calledExpression.id != previous.id {
                if Self.labelledSurfaces.contains(container.calleeName ?? "") { return .covered }
                for modifier in container.modifiersApplied {
                    let name = modifier.calleeName ?? ""
                    if name == "accessibilityElement" {
                        let children = modifier.argument("children")?.expression.trimmedSourceText
                        if children == ".combine" { combined = combined ?? modifier; continue }
                        if children == ".contain" { continue }
                        return .covered
                    }
                    if Self.namingModifiers.contains(name) || Self.actionModifiers.contains(name) { return .covered }
                }
            }
            previous = node
            current = node.parent
        }
        return combined.map(Context.combined) ?? .alone
    }

    /// Why the image looks like decoration (drawn behind content, or named as a texture),
    /// or nil when nothing says so.
    var decorativeReason: String? {
        if let name = assetName {
            let words = NameWords.split(name)
            if let word = words.first(where: Self.decorativeWords.contains) { return "its name says \(word)" }
            // `HomeBackGroundImage`: the word split in two; but `logo-nobackground` is a logo.
            let joined = words.joined()
            if let word = Self.decorativeWords.sorted().first(where: { word in
                word.count > 4 && joined.ranges(of: word).contains { !joined[..<$0.lowerBound].hasSuffix("no") }
            }) { return "its name says \(word)" }
        }
        if let owner, let word = NameWords.split(owner).first(where: Self.decorativeWords.contains) {
            return "it is drawn by \(owner), whose name says \(word)"
        }
        var previous = Syntax(call.outermostModifiedExpression)
        var current = previous.parent
        while let node = current, !node.is(DeclSyntax.self) || node.is(IfConfigDeclSyntax.self) {
            if let container = node.as(FunctionCallExprSyntax.self), container.calledExpression.id != previous.id {
                if let name = container.calleeName, Self.backgroundModifiers.contains(name), container.modifiedExpression != nil {
                    return "it is drawn in a .\(name)"
                }
                break
            }
            previous = node
            current = node.parent
        }
        let modifiers = Set(call.modifierNames)
        if modifiers.contains("blur") { return "it is blurred" }
        let fills = modifiers.contains("scaledToFill") || modifiers.contains("ignoresSafeArea")
            || call.modifiersApplied.contains { $0.calleeName == "aspectRatio" && $0.argument("contentMode")?.expression.trimmedSourceText == ".fill" }
        if modifiers.contains("resizable"), fills, isFirstInZStack { return "it fills the ZStack behind the content" }
        if modifiers.contains("resizable"), fills, call.enclosingContainerCall?.calleeName == "GeometryReader" {
            return "it fills the GeometryReader behind the content"
        }
        return nil
    }

    /// True when the image is the first layer of a `ZStack`: what the rest is drawn on.
    private var isFirstInZStack: Bool {
        guard let item = call.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), list.first?.id == item.id,
              let stack = list.parent?.as(ClosureExprSyntax.self)?.invokingCall else { return false }
        return stack.calleeName == "ZStack" && list.count > 1
    }

    /// The name of the view or helper that returns this image, for matching call sites
    /// in other files that name or hide it: the function or property, or the type for `body`.
    var owner: String? {
        guard let function = call.enclosingFunctionName else { return nil }
        return function == "body" ? call.enclosingTypeName : function
    }

    /// The symbols an expression may name: `xmark.circle` for `"xmark.circle"`, for
    /// SFSafeSymbols' `.xmarkCircle` and for a constant such as `SFSymbol.xmarkCircle`; both
    /// branches of `isOn ? "pause.fill" : "play.fill"`; nil when chosen at run time.
    static func symbolNames(_ expression: ExprSyntax) -> [String]? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.hasInterpolation ? nil : [literal.plainText]
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
            return [symbolName(ofMember: member.declName.baseName.text)]
        }
        // A computed property of the same type whose every return names a symbol (`playPauseIcon`).
        if let reference = expression.as(DeclReferenceExprSyntax.self), let getter = computedProperty(named: reference.baseName.text, around: reference) {
            var names: [String] = []
            for returned in returnedExpressions(in: getter) {
                guard let found = symbolNames(returned) else { return nil }
                names += found
            }
            return names.isEmpty ? nil : names
        }
        if let ternary = Ternary(whole: expression) { return symbolNames(ternary) }
        return nil
    }

    /// The symbols of every branch of `cond ? a : b`, through a nested `c ? a : d ? e : f`.
    static func symbolNames(_ ternary: Ternary) -> [String]? {
        guard let then = symbolNames(ternary.thenExpression),
              let otherwise = ternary.elseExpression.flatMap(symbolNames) ?? ternary.elseTernary.flatMap(symbolNames) else { return nil }
        return then + otherwise
    }

    /// The symbol a constant named after it stands for: `xmarkCircle` → `xmark.circle`.
    static func symbolName(ofMember member: String) -> String {
        NameWords.split(member).joined(separator: ".")
    }

    /// The getter of a computed property of the type around `node` (not a stored one, which
    /// code may set to anything).
    private static func computedProperty(named name: String, around node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        guard let type = node.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) }) else { return nil }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                switch binding.accessorBlock?.accessors {
                case .getter(let body)?: return body
                case .accessors(let accessors)?: return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                default: return nil
                }
            }
        }
        return nil
    }

    /// What a getter returns: every `return`'s value (closures left out), or its one
    /// expression; empty when that cannot be told (a `switch` used as the value).
    private static func returnedExpressions(in body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var pending: [Syntax] = [Syntax(body)]
        while let node = pending.popLast() {
            if node.is(ClosureExprSyntax.self) { continue }
            if let statement = node.as(ReturnStmtSyntax.self) {
                guard let value = statement.expression else { return [] }
                found.append(value)
                continue
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        if !found.isEmpty { return found }
        guard body.count == 1, let only = body.first?.item.as(ExprSyntax.self),
              !only.is(SwitchExprSyntax.self), !only.is(IfExprSyntax.self) else { return [] }
        return [only]
    }
}

/// Names of views and helpers that a call site names or hides (`Logo().accessibilityHidden(true)`),
/// so an image inside them is not reported from its own file.
enum NamedAtCallSite {
    static func names(in file: SwiftFile) -> [String] {
        file.index.calls(Array(SwiftUIImageAccessibility.namingModifiers)).compactMap { modifier in
            modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName
        }
    }
}
