import Foundation
import SwiftSyntax
import ThumbruleCore

/// What Swift code does to the views a storyboard or xib lays out: the checks of these
/// documents stay silent where code replaces what the document says (`nameLabel.font = …`
/// on the outlet, or `font = …` inside the label's own class).
/// A storyboard or xib check: its file pass collects what Swift does to the documents'
/// views, which serves nothing in a project without documents.
protocol InterfaceBuilderDocumentCheck: SwiftFileCheck, ProjectCheck {}

extension InterfaceBuilderDocumentCheck {
    static var documentsRead: Set<FileKind>? { [.interfaceBuilder] }
}

enum InterfaceBuilderCode {
    /// One member set or called in Swift, inside the type `type`: on a receiver whose last
    /// name is `outlet` (`self.favoriteButton.accessibilityLabel = …` → `favoriteButton`,
    /// `qualified` when something other than `self` comes before it, as in
    /// `cell.nameLabel.font`), or on `self` (`font = …` in `class BrandLabel: UILabel`).
    ///
    /// Two more kinds are kept for helpers: a member set on `self` in a function of an
    /// extension (`extension UITableView { func applyGroupedStyle() { backgroundColor = … } }`)
    /// carries the function's name, and a call on a view-named receiver
    /// (`tableView.applyGroupedStyle()`) is kept with `member` "call:" and the method's name.
    struct Setting: Sendable, Codable, Hashable {
        let member: String
        let outlet: String?
        let qualified: Bool
        let type: String?
        var function: String? = nil
    }

    /// `favoriteButton.isHidden = true` (`hides`) inside `type`, or the outlet set `isHidden` to
    /// anything else, with where the code is, so a project pass can keep only what ships.
    /// `fallback` marks a hide that is only the `else` of an `if` whose own branch fills the
    /// outlet's text (`if let version { versionLabel.text = … } else { versionLabel.isHidden = true }`):
    /// the label shows that text whenever the condition holds.
    struct Visibility: Sendable, Codable, Hashable {
        let outlet: String
        let type: String?
        let hides: Bool
        let position: SourcePosition
        let fallback: Bool
    }

    /// Every `isHidden` assignment of the file on a named receiver.
    static func visibilities(in file: SwiftFile) -> [Visibility] {
        file.index.memberAccesses("isHidden").compactMap { access in
            guard access.isAssigned, let outlet = access.base?.strippingOptionality.lastNameComponent else { return nil }
            let hides = ExprSyntax(access).assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            return Visibility(outlet: outlet, type: access.enclosingTypeName.map(Symbols.bareName), hides: hides, position: file.position(of: access),
                              fallback: hides && hidesOnlyAsFallback(access, outlet: outlet))
        }
    }

    /// Words of a condition that gates a developer's view (`if isDebugMenuOn`), whose `else` is the store build's.
    static let developerConditionWords = ["debug", "dogfood", "internal", "staging", "qa"]

    /// True for a hide in the `else` block of the nearest `if` around it, when that `if`'s own
    /// branch assigns the same outlet's `text` and its condition is not named for a developer's
    /// build: the hide covers a missing value, and the label shows its text otherwise.
    static func hidesOnlyAsFallback(_ access: MemberAccessExprSyntax, outlet: String) -> Bool {
        var node = Syntax(access)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            if let statement = parent.as(IfExprSyntax.self) {
                guard let elseBody = statement.elseBody?.as(CodeBlockSyntax.self), elseBody.id == node.id else { return false }
                let words = Set(NameWords.split(statement.conditions.trimmedDescription))
                guard !developerConditionWords.contains(where: words.contains) else { return false }
                return assignsText(of: outlet, in: statement.body)
            }
            node = parent
        }
        return false
    }

    /// True when `block` assigns `outlet.text` (`versionLabel.text = …`, `self.versionLabel?.text = …`).
    static func assignsText(of outlet: String, in block: CodeBlockSyntax) -> Bool {
        let tokens = Array(block.tokens(viewMode: .sourceAccurate)).filter { $0.tokenKind != .postfixQuestionMark && $0.tokenKind != .exclamationMark }
        guard tokens.count >= 4 else { return false }
        for index in 0...(tokens.count - 4) where tokens[index].text == outlet && tokens[index + 1].tokenKind == .period
            && tokens[index + 2].text == "text" && tokens[index + 3].tokenKind == .equal { return true }
        return false
    }

    static let callPrefix = "call:"
    /// The member of a setting kept for a container whose subviews code removes one by one
    /// (`for view in teamsStack.arrangedSubviews { view.removeFromSuperview() }`): what the
    /// document lays out inside it are placeholders that code replaces.
    static let removesSubviews = "removes:subviews"
    /// The member of a setting kept for a view its owner hides whenever VoiceOver runs
    /// (`self.detailsButton.hidden = … || UIAccessibilityIsVoiceOverRunning()`): VoiceOver never reaches it.
    static let hiddenFromVoiceOver = "hidden:voiceOver"
    /// Last name words of receivers that hold views, whose helper calls are kept.
    static let viewWords = ["label", "button", "view", "field", "switch", "slider", "stepper", "control", "bar", "cell", "item"]

    /// Parts of a receiver that lead from a view to one it owns (`button.titleLabel?.font`
    /// sets the button's font).
    static let ownedParts: Set<String> = ["titleLabel", "imageView", "layer", "configuration"]

    /// Every member any check of these documents asks about, collected once per file.
    static let allMembers: [String] = Array(Set(
        InterfaceBuilderFixedFontSize.fontMembers + InterfaceBuilderAdjustsFont.members + InterfaceBuilderSmallButton.sizeMembers + InterfaceBuilderSmallButton.actionMembers
            + InterfaceBuilderImageOnlyButtonName.namingMembers + InterfaceBuilderImageOnlyButtonName.barSlots
            + InterfaceBuilderLiteralColor.roles.values.joined() + InterfaceBuilderLiteralColor.attributedTextMembers
            + InterfaceBuilderViews.visibilityMembers + InterfaceBuilderKeyboardType.members
            + InterfaceBuilderKeyboardType.enablingMembers + InterfaceBuilderCredentialField.members
            + InterfaceBuilderCredentialField.reachingMembers)).sorted()

    private struct FileSettings { let settings: [Setting] }

    /// Where the file assigns one of `members` or calls one of them as a method, and the
    /// helper calls on views; the file is read once for all the checks that ask.
    static func settings(of members: [String], in file: SwiftFile) -> [Setting] {
        let wanted = Set(members)
        return file.shared(FileSettings.self) { FileSettings(settings: collect(in: file)) }.settings.filter {
            wanted.contains($0.member) || $0.member.hasPrefix(callPrefix)
        }
    }

    /// The computed property whose accessor holds `node`: `style` for `var style: LabelStyle { set { … } }`,
    /// a helper its users call by assigning it.
    private static func settingProperty(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard binding.accessorBlock?.encloses(node) == true else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// `hintView` or `self.hintView`: the name a view is stored under.
    private static func storedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self),
              access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return access.declName.baseName.text
    }

    /// The class a stored name of this file is declared as (`@IBOutlet var hintView: HintView!`,
    /// `let view = ItemView()` → the class), when the file's declarations of the name agree on one.
    private static func declaredType(of name: String, in file: SwiftFile) -> String? {
        let types = Set(file.index.variables.flatMap(\.bindings).compactMap { binding -> String? in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            if let type = binding.typeAnnotation?.type { return Symbols.bareName(type.trimmedSourceText) }
            guard let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                .as(DeclReferenceExprSyntax.self)?.baseName.text, made.first?.isUppercase == true else { return nil }
            return made
        })
        return types.count == 1 ? types.first : nil
    }

    private static func collect(in file: SwiftFile) -> [Setting] {
        let members = allMembers
        var found: Set<Setting> = []
        func typeName(around node: some SyntaxProtocol) -> String? {
            file.index.typeDeclarations.last { $0.node.encloses(node) }?.name
        }
        // `navigationItem.rightBarButtonItem = nil` removes what the document shows, and replaces nothing.
        func setsNil(_ target: ExprSyntax) -> Bool { target.assignedValue?.is(NilLiteralExprSyntax.self) == true }
        let hasProxies = !file.index.calls("appearance").isEmpty
        for access in file.index.memberAccesses(members) where access.isAssigned && !setsNil(ExprSyntax(access)) || isCalled(ExprSyntax(access)) {
            let member = access.declName.baseName.text
            var parts = access.receiverKey.split(separator: ".").map(String.init)
            // `titleLabel.textColor` alone may be an outlet named `titleLabel` or the button's own
            // title label (`titleLabel?.font` in a button class): it is kept as both.
            if parts.count == 1, ownedParts.contains(parts[0]) {
                found.insert(Setting(member: member, outlet: nil, qualified: false, type: typeName(around: access)))
            }
            // `hintView.titleLabel.attributedText`: UIKit's own `titleLabel` and `imageView` are
            // optionals, read through `?` or `!`, so one read without is an outlet of that name, of
            // the class `hintView` is declared as in this file; any other `titleLabel` outlet is not it.
            if parts.count > 1, let owned = access.base?.as(MemberAccessExprSyntax.self),
               ["titleLabel", "imageView"].contains(owned.declName.baseName.text),
               let base = owned.base.flatMap(storedName),
               let viewType = declaredType(of: base, in: file) {
                found.insert(Setting(member: member, outlet: owned.declName.baseName.text, qualified: false, type: viewType))
            }
            while parts.count > 1, let last = parts.last, ownedParts.contains(last) { parts.removeLast() }
            if access.base != nil {
                // A loop's element stands for the collection it walks: `for label in labels { label.font = … }`,
                // or for each view an array literal lists: `[self.levelLabel, self.streakLabel].forEach { $0?.textColor = … }`.
                if parts.count == 1, let sequence = loopedSequence(named: parts[0], around: access) {
                    if let array = sequence.as(ArrayExprSyntax.self) {
                        for element in array.elements {
                            let key = element.expression.receiverKey
                            guard let name = element.expression.lastNameComponent else { continue }
                            found.insert(Setting(member: member, outlet: name, qualified: key.contains("."), type: typeName(around: access)))
                        }
                        continue
                    }
                    if let collection = sequence.lastNameComponent { parts = [collection] }
                }
                // `RoundedCornerButton.appearance().backgroundColor = …`, directly or through a local:
                // every view of that class, as if the class set it on itself.
                if hasProxies, let proxied = appearanceClass(of: access.base, in: file) {
                    found.insert(Setting(member: member, outlet: nil, qualified: false, type: proxied))
                    continue
                }
                found.insert(Setting(member: member, outlet: parts.last, qualified: parts.count > 1, type: typeName(around: access)))
            }
        }
        func helperName(around node: some SyntaxProtocol) -> String? {
            guard file.index.typeDeclarations.last(where: { $0.node.encloses(node) })?.isExtension == true else { return nil }
            return node.enclosingFunction?.name.text ?? settingProperty(around: node)
        }
        for reference in file.index.references(members) where ExprSyntax(reference).isAssigned || isCalled(ExprSyntax(reference)) {
            let function = helperName(around: reference)
            // A helper that builds the attributed text from the view's own font
            // (`HTMLConverter(font: self.font)`) keeps the document's font.
            if function != nil, reference.baseName.text == "attributedText", readsOwnFont(around: reference, file) { continue }
            found.insert(Setting(member: reference.baseName.text, outlet: nil, qualified: false, type: typeName(around: reference),
                                 function: function))
        }
        for access in file.index.memberAccesses(members) where access.receiverKey.isEmpty && access.base != nil
            && (access.isAssigned && !setsNil(ExprSyntax(access)) || isCalled(ExprSyntax(access))) {
            if let function = helperName(around: access) {
                if access.declName.baseName.text == "attributedText", readsOwnFont(around: access, file) { continue }
                found.insert(Setting(member: access.declName.baseName.text, outlet: nil, qualified: false, type: typeName(around: access), function: function))
            }
        }
        // Containers emptied in a loop: `for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }`.
        for call in file.index.calls("removeFromSuperview", "removeArrangedSubview") {
            let removed = call.calleeName == "removeArrangedSubview" ? call.arguments.first?.expression : call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            guard let name = removed?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let walked = loopedSequence(named: name, around: call)?.as(MemberAccessExprSyntax.self),
                  ["arrangedSubviews", "subviews"].contains(walked.declName.baseName.text),
                  let container = walked.base?.lastNameComponent else { continue }
            found.insert(Setting(member: removesSubviews, outlet: container, qualified: false, type: typeName(around: call)))
        }
        // Helper calls on views: `tableView.applyGroupedStyle()`, `titleLabel.setFont(scaledFor: base, adjustForContentSize: true)`.
        for call in file.index.callsInOrder {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
            var parts = member.receiverKey.split(separator: ".").map(String.init)
            while parts.count > 1, let last = parts.last, ownedParts.contains(last) { parts.removeLast() }
            guard let last = parts.last?.lowercased(), viewWords.contains(where: last.hasSuffix) else { continue }
            found.insert(Setting(member: callPrefix + member.declName.baseName.text, outlet: parts.last, qualified: parts.count > 1,
                                 type: typeName(around: call)))
        }
        // Properties set on views, which an extension's setter may turn into other settings
        // (muun's `descriptionLabel.style = .description`, whose setter sets `self.font`).
        for access in file.index.memberAccessesByName.values.joined() where access.isAssigned && access.base != nil {
            var parts = access.receiverKey.split(separator: ".").map(String.init)
            while parts.count > 1, let last = parts.last, ownedParts.contains(last) { parts.removeLast() }
            guard let last = parts.last?.lowercased(), viewWords.contains(where: last.hasSuffix) else { continue }
            found.insert(Setting(member: callPrefix + access.declName.baseName.text, outlet: parts.last, qualified: parts.count > 1,
                                 type: typeName(around: access)))
        }
        return found.sorted { ($0.member, $0.outlet ?? "", $0.type ?? "") < ($1.member, $1.outlet ?? "", $1.type ?? "") }
    }

    /// True when the function around `node` reads the view's own `font` (`font`, `self.font`).
    static func readsOwnFont(around node: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        guard let function = node.enclosingFunction else { return false }
        let bare = file.index.references(within: function).contains { reference in
            reference.baseName.text == "font" && !ExprSyntax(reference).isAssigned && reference.parent?.is(MemberAccessExprSyntax.self) != true
        }
        return bare || file.index.memberAccesses(within: function).contains { access in
            access.declName.baseName.text == "font" && access.receiverKey.isEmpty && access.base != nil && !access.isAssigned
        }
    }

    /// The class whose appearance proxy `receiver` is: `RoundedCornerButton` for
    /// `RoundedCornerButton.appearance()` or `appearance(whenContainedInInstancesOf:)`, or for a
    /// local the same function sets to one (`let proxy = RoundedCornerButton.appearance()`).
    static func appearanceClass(of receiver: ExprSyntax?, in file: SwiftFile) -> String? {
        var expression = receiver
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { expression = file.index.initialValue(of: reference) }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calleeName == "appearance",
              let type = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true else { return nil }
        return type
    }

    /// The collection expression whose elements `name` walks at `node`: `labels` for `label` in
    /// `for label in labels { … }` and for `$0` in `labels.forEach { $0… }` (an outlet
    /// collection, or an array literal of outlets). Nil when `name` is no such element.
    static func loopedSequence(named name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let at = current {
            if let loop = at.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return loop.sequence
            }
            if let closure = at.as(ClosureExprSyntax.self), name == "$0" || name == closure.firstParameterName {
                guard let call = closure.invokingCall, call.calleeName == "forEach",
                      let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
                return receiver
            }
            if at.is(FunctionDeclSyntax.self) { return nil }
            current = at.parent
        }
        return nil
    }

    /// What Objective-C sets on outlets (`ObjectiveCOutletSettings`), once per project: an owner
    /// written in Objective-C replaces what its document says as Swift code does.
    static func objectiveCSettings(in project: Project) -> [Setting] {
        project.memo("interface-builder-objc-settings") { () -> [Setting] in
            let files = project.files(of: .objectiveC)
            guard !files.isEmpty else { return [] }
            let wanted = Set(allMembers)
            var found: Set<Setting> = []
            for file in files {
                guard let text = project.text(of: file) else { continue }
                found.formUnion(ObjectiveCOutletSettings.settings(in: text, members: wanted, ownedParts: ownedParts))
            }
            return found.sorted { ($0.member, $0.outlet ?? "", $0.type ?? "") < ($1.member, $1.outlet ?? "", $1.type ?? "") }
        }
    }

    /// True for the callee of a call: `setTitle` in `button.setTitle("Save", for: .normal)`.
    private static func isCalled(_ expression: ExprSyntax) -> Bool {
        expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id
    }

    /// Answers for one project: whether code sets a member on an element.
    struct Index {
        private let settings: [String: [Setting]]
        /// Members each extension helper sets on `self`, by the helper's name.
        private let helpers: [String: Set<String>]

        /// The settings Swift code recorded, with those the project's Objective-C makes.
        init(_ settings: [Setting], in project: Project) {
            let settings = settings + InterfaceBuilderCode.objectiveCSettings(in: project)
            self.settings = Dictionary(grouping: settings.filter { $0.function == nil }) { $0.outlet ?? "" }
            var helpers: [String: Set<String>] = [:]
            for setting in settings { if let function = setting.function { helpers[function, default: []].insert(setting.member) } }
            self.helpers = helpers
        }

        /// True when the setting sets one of `members`, itself or through a helper it calls.
        private func covers(_ setting: Setting, _ members: Set<String>) -> Bool {
            if members.contains(setting.member) { return true }
            guard setting.member.hasPrefix(InterfaceBuilderCode.callPrefix) else { return false }
            return !(helpers[String(setting.member.dropFirst(InterfaceBuilderCode.callPrefix.count))] ?? []).isDisjoint(with: members)
        }

        /// True when code sets one of `members` on the element: through one of its outlets
        /// inside the class that holds the outlet (or a class related to it), through any
        /// receiver of the outlet's name (`cell.nameLabel.font`), or on `self` inside the
        /// element's own class or a superclass the project declares.
        func sets(_ members: Set<String>, on element: Int, in document: InterfaceBuilderFile, symbols: SymbolTable,
                  alsoNamed names: [InterfaceBuilderFile.Outlet] = []) -> Bool {
            // A class and the superclasses the project declares: `extension UILabel` setting
            // `attributedText` says nothing about one label.
            func family(_ name: String) -> Set<String> { Set(([name] + symbols.superclasses(of: name)).filter(symbols.isDeclaredInProject)) }
            for outlet in document.outlets(of: element) + names {
                let owners = outlet.ownerClass.map(family)
                let found = (settings[outlet.property] ?? []).contains { setting in
                    guard covers(setting, members) else { return false }
                    // Any `x.view` is some controller's root view: only the scene's own class counts.
                    if outlet.isRootView { return !setting.qualified && setting.type.map { owners?.contains($0) == true } == true }
                    guard !setting.qualified, let owners, let type = setting.type else { return true }
                    // The owner (also one written in Objective-C, which the symbols do not declare), a class
                    // above or below it, or a protocol it adopts whose extension sets the member.
                    return owners.contains(type) || outlet.ownerClass == type || outlet.ownerClass.map { family(type).contains($0) || symbols.conforms($0, to: type) } == true
                }
                if found { return true }
            }
            guard let own = document.elements[element].attribute("customClass") else { return false }
            // The class itself also when Objective-C declares it, which the symbols do not.
            let classes = family(own).union([own])
            return (settings[""] ?? []).contains { members.contains($0.member) && $0.type.map(classes.contains) == true }
        }
    }
}
