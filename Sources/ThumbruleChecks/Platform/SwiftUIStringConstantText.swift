import Foundation
import SwiftSyntax
import ThumbruleCore

/// Words kept in a `String` constant (`static let first = "Inspire your day"`) and shown
/// through SwiftUI's `Text(_:)`, `Button(_:action:)`, `Label(_:systemImage:)`,
/// `Toggle(_:isOn:)`, `.navigationTitle(_:)` or `.alert(_:isPresented:)`. Given a `String`
/// value rather than a literal, these take the verbatim `StringProtocol` initialiser, which
/// never looks in the catalog, so the text is never translated. Reported once at the
/// constant's declaration, whichever files show it. Also the view that shows its own
/// `String` property (`let title: String`, `Text(title)`): the literal of words a caller
/// passes it (`SectionHeader(title: "Your plants")`) and the constant it passes. And a `let`
/// array of literal words shown one by one, once at the array:
/// `ForEach(messages, id: \.self) { message in Text(message) }`. A constant glued from values
/// and words (`"\(today)\nWord of the day"`) is a `String` too, and so is the literal branch of
/// `Text(owned ? "purchased" : product.displayPrice)`. In a localised app, also a constant set as
/// UIKit text (`label.text = Copy.tip`, `UIAlertAction(title: Copy.ok, …)`), and a one-word
/// value its constant is named for (`static let total = "Total"`).
///
/// Not reported: `Text(verbatim:)`, constants typed `LocalizedStringKey` or
/// `LocalizedStringResource`, `String(localized:)` values, other one-word values (a brand, the
/// app's name) and keys, identifiers or addresses (`LiteralText.isWords`), an interpolated literal
/// written in `Text` (a key), uses in
/// previews, debug code and developer pages (`LiteralText.isDeveloperPage`, flags named for
/// debugging), constants nothing shows, and text inside a view always drawn redacted as a
/// placeholder (`.redacted(reason: .placeholder)`: a loading skeleton's grey bars, mundo-ios).
///
/// Confidence: in an app localised into two languages or more (`UIKitLiteralText.languages`)
/// the text visibly stays in the source language beside translated text, a warning; in an app
/// of one language nothing is wrong yet, so it is a note that the value bypasses the catalog.
struct SwiftUIStringConstantText: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.swiftui-string-constant",
        ruleId: "l10n-strings",
        summary: "Words in a String constant shown through SwiftUI's verbatim initialiser, which no catalog translates",
        triggering: [
            // Enum constants shown through Text, Button and navigationTitle in a localised app.
            CheckExample(files: [
                ("App/Copy.swift", """
                enum OnboardingHeads {
                    static let ↓first = "Inspire your day"
                    static let ↓start = "Get started"
                    static let identifier = "onboarding_first"
                }
                enum Titles { static let ↓garden: String = "Your garden" }
                """),
                ("App/OnboardingView.swift", """
                import SwiftUI
                struct OnboardingView: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text(OnboardingHeads.first)
                                Text(OnboardingHeads.first).font(.title)
                                Button(OnboardingHeads.start) { start() }
                            }
                            .navigationTitle(Titles.garden)
                        }
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
            // An app in one language (a note), with a global constant and the view's own.
            CheckExample(files: [
                ("App/PlantsView.swift", """
                import SwiftUI
                let ↓emptyMessage = "No plants yet"
                struct PlantsView: View {
                    let ↓footer = "Water them weekly"
                    @State private var showsHelp = false
                    var body: some View {
                        VStack {
                            Text(emptyMessage)
                            Label(footer, systemImage: "drop")
                            // naturefm: the other branch is a String, so this literal is one too.
                            Text(owned ? ↓"purchased" : product.displayPrice)
                        }
                        .alert(Self.helpTitle, isPresented: $showsHelp) { Button("OK") {} }
                    }
                    static let ↓helpTitle = "Need a hand?"
                }
                """),
                ("App/TipsBanner.swift", """
                import SwiftUI
                struct TipsBanner: View {
                    var body: some View {
                        ForEach(tips, id: \\.self) { tip in Text(tip) }
                    }
                }
                let ↓tips = [
                    "Water in the morning.",
                    "Turn the pot every week.",
                ]
                """),
            ]),
            // A view that shows its own String property: the caller's literal and constant.
            CheckExample(files: [
                ("App/SectionHeader.swift", """
                import SwiftUI
                struct SectionHeader: View {
                    var text: String
                    var body: some View { Text(text).font(.headline) }
                }
                """),
                ("App/Copy.swift", "enum PaywallHeads { static let ↓unlock = \"Unlock every collection\" }\n"),
                // mind-hooks: a constant glued from a date and words is still a String.
                ("App/DayHeads.swift", """
                enum DayHeads {
                    static let ↓word = "\\(Date.now.formatted(date: .abbreviated, time: .omitted))\\nWord of the day"
                    static let stamp = "\\(Date.now.timeIntervalSince1970)"
                }
                """),
                ("App/PaywallView.swift", """
                import SwiftUI
                struct PaywallView: View {
                    var body: some View {
                        VStack {
                            SectionHeader(text: ↓"Get all features")
                            SectionHeader(text: ↓"Welcome!")
                            SectionHeader(text: "Sproutly")
                            SectionHeader(text: PaywallHeads.unlock)
                            SectionHeader(text: DayHeads.word)
                            SectionHeader(text: DayHeads.stamp)
                        }
                    }
                }
                """),
            ]),
            // tip-calculator: a struct of constants set as UIKit text and alert actions in an app
            // with a string catalog of several languages; one-word copy counts when named for it.
            CheckExample(files: [
                ("App/Copy.swift", """
                struct Copy {
                    static let ↓tip = "Tip"
                    static let ↓splitBill = "Split the bill"
                    static let ↓alertCancel = "Cancel"
                    static let appName = "Tipsy"
                    static let symbol = "mic.fill"
                }
                """),
                ("App/ResultsView.swift", """
                import UIKit
                final class ResultsView: UIView {
                    let tipLabel = UILabel()
                    let splitLabel = UILabel()
                    let brandLabel = UILabel()
                    func configure() {
                        tipLabel.text = Copy.tip
                        splitLabel.text = Copy.splitBill
                        brandLabel.text = Copy.appName
                    }
                }
                final class ResultsController: UIViewController {
                    func confirm() {
                        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: Copy.alertCancel, style: .cancel))
                        present(alert, animated: true)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/fr.lproj/Localizable.strings", "\"done\" = \"Terminé\";\n"),
            ]),
        ],
        nonTriggering: [
            // The same UIKit constants in an app of one language: nothing is untranslated yet.
            CheckExample(files: [
                ("App/Copy.swift", """
                struct Copy {
                    static let tip = "Tip"
                    static let splitBill = "Split the bill"
                }
                """),
                ("App/ResultsView.swift", """
                import UIKit
                final class ResultsView: UIView {
                    let tipLabel = UILabel()
                    func configure() {
                        tipLabel.text = Copy.tip
                        tipLabel.text = Copy.splitBill
                    }
                }
                """),
            ]),
            // Verbatim text, a LocalizedStringKey constant, String(localized:), one word, a key.
            CheckExample(files: [
                ("App/Copy.swift", """
                import SwiftUI
                enum Copy {
                    static let credits = "By Ada Lovelace and friends"
                    static let welcome: LocalizedStringKey = "Welcome back home"
                    static let resource: LocalizedStringResource = "Your daily plan"
                    static let today = String(localized: "Plan for today")
                    static let brand = "Sproutly"
                    static let route = "settings-main"
                    static let support = "help@sproutly.app"
                }
                """),
                ("App/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            Text(verbatim: Copy.credits)
                            Text(isOn ? "On" : "Off")
                            Text(owned ? "Owned" : LocalizedStringKey(priceKey))
                            Text(Copy.welcome)
                            Text(Copy.resource)
                            Text(Copy.today)
                            Text(Copy.brand)
                            Text(Copy.route)
                            Text(Copy.support)
                        }
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
            // A constant used only as a user-defaults key, and one shown only in a preview or debug code.
            CheckExample(files: [
                ("App/Keys.swift", """
                enum Keys {
                    static let lastSeen = "Last seen date"
                    static let sample = "Sample plant name"
                    static let debugBanner = "Debug build running"
                }
                """),
                ("App/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            #if DEBUG
                            Text(Keys.debugBanner)
                            #endif
                        }
                        .onAppear { UserDefaults.standard.set(Date(), forKey: Keys.lastSeen) }
                    }
                }
                #Preview { Text(Keys.sample) }
                struct HomeView_Previews: PreviewProvider {
                    static var previews: some View { Text(Keys.sample) }
                }
                """),
            ]),
            // A closure's own parameter of the same name, and a view whose initialiser localises its title.
            CheckExample(files: [
                ("App/ListView.swift", """
                import SwiftUI
                let title = "Plants to water"
                struct ListView: View {
                    let names: [String]
                    var body: some View {
                        ForEach(names, id: \\.self) { title in Text(title) }
                        LocalizedHeader(title: "settings_title_key")
                        LocalizedHeader(title: "Settings and help")
                    }
                }
                struct LocalizedHeader: View {
                    let title: String
                    init(title: String) { self.title = NSLocalizedString(title, comment: "") }
                    var body: some View { Text(title) }
                }
                """),
            ]),
            // mundo-ios: the loading skeleton of a score card, always drawn redacted as grey bars,
            // so its titles are never read as text (the loaded card is written elsewhere).
            CheckExample(files: [
                ("App/ScoresCard.swift", """
                import SwiftUI
                struct ScoresCard: View {
                    let scores: [Double]?
                    var body: some View {
                        if let scores {
                            ForEach(scores, id: \\.self) { Text($0, format: .number) }
                        } else {
                            Group {
                                ScoreLine(title: "Overall rating", score: 0)
                                ScoreLine(title: "Quality of food", score: 0)
                            }
                            .redacted(reason: .placeholder)
                        }
                        Text(Copy.waiting).redacted(reason: .placeholder)
                    }
                }
                enum Copy { static let waiting = "Loading the latest scores" }
                struct ScoreLine: View {
                    let title: String
                    let score: Double
                    var body: some View { HStack { Text(title); Text(score, format: .number) } }
                }
                """),
            ]),
        ]
    )

    /// Views and modifiers whose unlabelled first argument is the text shown, verbatim when it is a `String`.
    static let views: Set<String> = ["Text", "Button", "Label", "Toggle"]
    static let modifiers: Set<String> = ["navigationTitle", "alert"]

    /// A constant shown directly: `Text(Heads.first)`, or a bare name (`Text(title)`) that may be
    /// a constant of the enclosing type (`owner`) or a global.
    struct ShownConstant: Codable, Sendable, Hashable {
        let owner: String
        let name: String
        let isBare: Bool
        let api: String
        let position: SourcePosition
        /// Set as UIKit text (`label.text = Copy.tip`, `UIAlertAction(title: Copy.ok, …)`):
        /// reported only in a localised app, where the plain `String` visibly stays untranslated.
        var isUIKit = false
    }

    /// A view's own `String` property that it shows (`var text: String` … `Text(text)`) and that
    /// callers set by its label.
    struct ShownProperty: Codable, Sendable, Hashable {
        let owner: String
        let name: String
        let api: String
        let position: SourcePosition
    }

    /// An argument of a call of a capitalised name (`SectionHeader(text: …)`): a literal of words,
    /// or a constant (`Heads.first`).
    struct PassedArgument: Codable, Sendable, Hashable {
        let callee: String
        let label: String
        let literal: String?
        let constantOwner: String?
        let constantName: String?
        let position: SourcePosition
    }

    /// A `let` array of literal words shown element by element through `ForEach`.
    struct ShownList: Codable, Sendable, Hashable {
        let texts: [String]
        let api: String
        let position: SourcePosition
        let shownAt: SourcePosition
    }

    /// The literal branch of a conditional whose other branch is a `String` value
    /// (`Text(owned ? "purchased" : product.displayPrice)`): the literal is a `String` too.
    struct ShownBranch: Codable, Sendable, Hashable {
        let text: String
        let api: String
        let position: SourcePosition
    }

    static let branches = FactKey<ShownBranch>("l10n-strings.swiftui-shown-branch")
    static let lists = FactKey<ShownList>("l10n-strings.swiftui-shown-list")
    static let constants = FactKey<ShownConstant>("l10n-strings.swiftui-shown-constant")
    static let properties = FactKey<ShownProperty>("l10n-strings.swiftui-shown-property")
    static let arguments = FactKey<PassedArgument>("l10n-strings.swiftui-passed-argument")

    /// `String` constants whose literal glues values into words (`static let word = "\(today)\nWord of
    /// the day"`): still a `String`, shown verbatim. The symbol table keeps only plain literals.
    static let interpolatedConstants = FactKey<ConstantText>("l10n-strings.swiftui-interpolated-constant")

    /// A `String` constant's declaration: its type (empty for a global), name, text and place.
    struct ConstantText: Codable, Sendable, Hashable {
        let typeName: String
        let name: String
        let value: String
        let position: SourcePosition
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for variable in file.index.variables where variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let isMember = variable.parent?.is(MemberBlockItemSyntax.self) == true
            guard isMember || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
                  let typeName = isMember ? variable.enclosingTypeName.map(Symbols.bareName) : "" else { continue }
            for binding in variable.bindings where binding.typeAnnotation.map({ Symbols.bareName($0.type.trimmedSourceText) == "String" }) ?? true {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), literal.hasInterpolation,
                      Self.isWords(literal.plainText) else { continue }
                output.facts.add(ConstantText(typeName: typeName, name: name, value: literal.plainText, position: file.position(of: binding)),
                                 for: Self.interpolatedConstants)
            }
        }
        let shownCalls = file.index.calls(Array(Self.views) + Array(Self.modifiers))
        let candidateArguments = file.index.callsInOrder.filter { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
                && !Self.views.contains(call.calleeName ?? "") && call.arguments.contains { $0.label != nil }
        }
        let uikitValues = Self.uikitTextValues(in: file)
        guard !shownCalls.isEmpty || !candidateArguments.isEmpty || !uikitValues.isEmpty else { return }
        let debugOnly = file.debugFlagGates
        for (value, api) in uikitValues where !debugOnly.gate(value) {
            guard let member = value.as(MemberAccessExprSyntax.self), let owner = member.base?.lastNameComponent,
                  owner.first?.isUppercase == true, owner != "Self" else { continue }
            output.facts.add(ShownConstant(owner: owner, name: member.declName.baseName.text, isBare: false, api: api,
                                           position: file.position(of: value), isUIKit: true), for: Self.constants)
        }
        for call in shownCalls where !debugOnly.gate(call) && !call.isDrawnAsRedactedPlaceholder {
            guard let name = call.calleeName, let first = call.arguments.first, first.label == nil else { continue }
            let isView = Self.views.contains(name) && call.calledExpression.is(DeclReferenceExprSyntax.self)
            let isModifier = Self.modifiers.contains(name) && call.calledExpression.is(MemberAccessExprSyntax.self)
            guard isView || isModifier else { continue }
            let api = isView ? "\(name)(_:)" : ".\(name)(_:)"
            let position = file.position(of: call)
            let value = first.expression
            if let literal = Self.stringBranch(of: value) {
                output.facts.add(ShownBranch(text: literal.plainText, api: api, position: file.position(of: literal)), for: Self.branches)
                continue
            }
            if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
                let baseName = base.lastNameComponent ?? ""
                if baseName == "self" {
                    guard let owner = call.enclosingTypeName.map(Symbols.bareName) else { continue }
                    record(member.declName.baseName.text, owner: owner, isBare: false, in: call, api: api, position: position, &output)
                } else if baseName == "Self", let owner = call.enclosingTypeName.map(Symbols.bareName) {
                    output.facts.add(ShownConstant(owner: owner, name: member.declName.baseName.text, isBare: false, api: api, position: position), for: Self.constants)
                } else if baseName.first?.isUppercase == true {
                    output.facts.add(ShownConstant(owner: baseName, name: member.declName.baseName.text, isBare: false, api: api, position: position), for: Self.constants)
                }
            } else if let reference = value.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                if !Self.isLocal(reference, in: file) {
                    record(reference.baseName.text, owner: call.enclosingTypeName.map(Symbols.bareName) ?? "", isBare: true, in: call,
                           api: api, position: position, &output)
                } else if let list = Self.constantList(iteratedAs: reference, in: file) {
                    output.facts.add(ShownList(texts: list.texts, api: api, position: file.position(of: list.declaration), shownAt: position), for: Self.lists)
                }
            }
        }
        for call in candidateArguments where !debugOnly.gate(call) && !call.isDrawnAsRedactedPlaceholder {
            guard let callee = call.calleeName else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                let position = file.position(of: argument.expression)
                if let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    guard !literal.hasInterpolation, Self.isWords(literal.plainText) else { continue }
                    output.facts.add(PassedArgument(callee: callee, label: label, literal: literal.plainText, constantOwner: nil, constantName: nil,
                                                    position: position), for: Self.arguments)
                } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let owner = member.base?.lastNameComponent,
                          owner.first?.isUppercase == true, owner != "Self" {
                    output.facts.add(PassedArgument(callee: callee, label: label, literal: nil, constantOwner: owner,
                                                    constantName: member.declName.baseName.text, position: position), for: Self.arguments)
                }
            }
        }
    }

    /// Values set as UIKit text, with the API that shows them: a `text` or `placeholder`
    /// assignment and the text arguments `UIKitLiteralText` reads (`UIAlertAction(title:)`,
    /// `setTitle(_:for:)`).
    static func uikitTextValues(in file: SwiftFile) -> [(ExprSyntax, String)] {
        var values: [(ExprSyntax, String)] = []
        for target in file.index.memberAccesses(Array(UIKitLiteralText.textProperties)) where target.base != nil {
            guard let value = target.assignedValue else { continue }
            values.append((value, ".\(target.declName.baseName.text)"))
        }
        for call in file.index.calls(Array(UIKitLiteralText.textArguments.keys)) {
            guard let name = call.calleeName, let labels = UIKitLiteralText.textArguments[name] else { continue }
            for argument in call.arguments where labels.contains(argument.label?.text ?? "") {
                values.append((argument.expression, "\(name)(\(argument.label.map { "\($0.text):" } ?? "_:"))"))
            }
        }
        return values
    }

    /// The literal of words in `flag ? "purchased" : price` when the other branch is a value
    /// that is no literal (so the conditional, and the literal, are typed `String`), not a
    /// `LocalizedStringKey(…)`. One word counts: a branch is shown as written.
    static func stringBranch(of value: ExprSyntax) -> StringLiteralExprSyntax? {
        guard let ternary = Ternary(whole: value), let otherwise = ternary.elseExpression else { return nil }
        let branches = (ternary.thenExpression, otherwise)
        for (literalBranch, other) in [branches, (branches.1, branches.0)] {
            guard let literal = literalBranch.as(StringLiteralExprSyntax.self), !literal.hasInterpolation,
                  other.is(MemberAccessExprSyntax.self) || other.is(DeclReferenceExprSyntax.self) else { continue }
            let text = literal.plainText
            guard isWords(text) || text.count >= 3 && text.allSatisfy(\.isLetter) && LiteralText.isWords(text, appNames: []) else { return nil }
            return literal
        }
        return nil
    }

    /// Records a name of the enclosing type shown by `call`: its stored `String` property that
    /// callers set, or else a constant to look up in the project pass.
    private func record(_ name: String, owner: String, isBare: Bool, in call: FunctionCallExprSyntax, api: String, position: SourcePosition,
                        _ output: inout CheckOutput) {
        let type = call.enclosingTypeDeclaration
        if let type, Self.isSetByCallers(name, in: type) {
            output.facts.add(ShownProperty(owner: owner, name: name, api: api, position: position), for: Self.properties)
        } else {
            // A member of the type hides a global of the same name.
            let isMember = type.map { Self.declaresMember(name, in: $0) } ?? false
            output.facts.add(ShownConstant(owner: owner, name: name, isBare: isBare && !isMember, api: api, position: position), for: Self.constants)
        }
    }

    /// True when `type` declares a property called `name`.
    static func declaresMember(_ name: String, in type: DeclSyntax) -> Bool {
        type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        } ?? false
    }

    /// True when `type` declares `name` as a stored `String` property without a value
    /// (`var text: String`) that its initialisers, if it writes any, set straight from a
    /// `String` parameter of the same label: what a caller passes is what is shown.
    static func isSetByCallers(_ name: String, in type: DeclSyntax) -> Bool {
        guard let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        let declared = members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer == nil && binding.accessorBlock == nil
                    && binding.typeAnnotation.map { Symbols.bareName($0.type.trimmedSourceText) } == "String"
            }
        }
        guard declared else { return false }
        return members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.allSatisfy { initializer in
            guard let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == name }),
                  Symbols.bareName(parameter.type.trimmedSourceText) == "String", let body = initializer.body else { return false }
            let inner = (parameter.secondName ?? parameter.firstName).text
            // Every statement of the body that sets it is `self.text = text`.
            let writes = body.statements.compactMap { item -> [ExprSyntax]? in
                guard let elements = item.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
                      elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedSourceText == "self.\(name)" else { return nil }
                return elements
            }
            return !writes.isEmpty && writes.allSatisfy { $0[2].as(DeclReferenceExprSyntax.self)?.baseName.text == inner }
        }
    }

    /// For `message` in `ForEach(messages, id: \.self) { message in Text(message) }`, the `let`
    /// array of plain string literals the file binds `messages` to (`ValueFlow`'s
    /// `constantValue`) and its declaration, when its texts are words.
    static func constantList(iteratedAs reference: DeclReferenceExprSyntax, in file: SwiftFile) -> (texts: [String], declaration: Syntax)? {
        guard let closure = reference.ancestor(where: { $0.is(ClosureExprSyntax.self) })?.as(ClosureExprSyntax.self),
              let parameters = closure.signature?.parameterClause,
              (parameters.as(ClosureShorthandParameterListSyntax.self)?.map(\.name.text) ?? []) == [reference.baseName.text],
              let loop = closure.invokingCall, loop.calleeName == "ForEach",
              let collection = loop.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
              let array = file.index.constantValue(of: collection)?.as(ArrayExprSyntax.self), let binding = array.parent?.parent,
              binding.is(PatternBindingSyntax.self) else { return nil }
        let literals = array.elements.map { $0.expression.as(StringLiteralExprSyntax.self) }
        guard !literals.isEmpty, literals.allSatisfy({ $0 != nil && !$0!.hasInterpolation }) else { return nil }
        let texts = literals.compactMap { $0?.plainText }
        return texts.allSatisfy(isWords) ? (texts, binding) : nil
    }

    /// True when a bare name is a parameter or local of the code around it (a closure's
    /// `title in`, a function's parameter, a local `let`, an `if let`), not a member or global.
    static func isLocal(_ reference: DeclReferenceExprSyntax, in file: SwiftFile) -> Bool {
        let name = reference.baseName.text
        if reference.optionalBindingValue != nil { return true }
        var current = reference.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature {
                let shorthand = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.map(\.name.text) ?? []
                let written = signature.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
                if (shorthand + written).contains(name) { return true }
            }
            if let function = node.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let initializer = node.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let loop = node.as(ForStmtSyntax.self), loop.body.encloses(reference),
               loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            current = node.parent
        }
        guard let body = reference.enclosingScope else { return false }
        return file.index.variables.contains { variable in
            variable.parent?.is(MemberBlockItemSyntax.self) == false && body.encloses(variable) && variable.position < reference.position
                && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// A phrase a person reads: two words or more, or one word closed by `!` or `?` (`"Welcome!"`,
    /// a sentence, not a brand), not starting with a number, and words by `LiteralText.isWords`
    /// (no key, identifier, address or brand).
    static func isWords(_ text: String) -> Bool {
        (text.contains(" ") || isExclamation(text)) && text.first?.isNumber == false && LiteralText.isWords(text, appNames: [])
    }

    /// One word of three letters or more closed by `!` or `?`.
    static func isExclamation(_ text: String) -> Bool {
        guard let last = text.last, last == "!" || last == "?" else { return false }
        let word = text.dropLast()
        return word.count >= 3 && word.allSatisfy(\.isLetter)
    }

    /// A one-word value its constant is named for (`static let total = "Total"`,
    /// `static let alertCancel = "Cancel"`): a word of copy, not a brand kept under another name
    /// (`static let appName = "Sproutly"`). Counted only in a localised app, where the word is
    /// seen untranslated beside translated text.
    static func isNamedWord(_ constant: ConstantText) -> Bool {
        let value = constant.value
        return !value.contains(where: \.isWhitespace) && value.allSatisfy(\.isLetter) && LiteralText.isWords(value, appNames: [])
            && NameWords.split(constant.name).contains(value.lowercased())
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let symbols = project.symbols
        let languages = UIKitLiteralText.appLanguages(project)
        let isLocalised = languages.all.count >= 2
        let interpolated = Dictionary(grouping: project.facts.values(Self.interpolatedConstants), by: { $0.typeName + "." + $0.name })
        /// The constant a use names, when every declaration of it is a `String` of words.
        func declaration(owner: String, name: String, isBare: Bool) -> ConstantText? {
            var declared = symbols.stringConstantDeclarations(name, of: owner)
            if declared.isEmpty, isBare { declared = symbols.stringConstantDeclarations(name, of: "") }
            guard declared.allSatisfy({ $0.isString && $0.position != nil }) else { return nil }
            var found = declared.map { ConstantText(typeName: $0.typeName, name: $0.name, value: $0.value, position: $0.position!) }
            if found.isEmpty { found = interpolated[Symbols.bareName(owner) + "." + name] ?? (isBare ? interpolated["." + name] ?? [] : []) }
            guard let first = found.first, found.allSatisfy({ $0.value == first.value }),
                  Self.isWords(first.value) || isLocalised && Self.isNamedWord(first),
                  !LiteralText.isDeveloperPage(first.position.path) else { return nil }
            return first
        }
        var shown: [SourcePosition: (constant: ConstantText, api: String, isUIKit: Bool, related: [RelatedLocation])] = [:]
        func add(_ constant: ConstantText, api: String, isUIKit: Bool = false, _ related: [RelatedLocation]) {
            let position = constant.position
            var entry = shown[position] ?? (constant, api, isUIKit, [])
            entry.related += related
            shown[position] = entry
        }
        for use in project.shippingFacts(Self.constants, at: \.position) where isLocalised || !use.isUIKit {
            guard let constant = declaration(owner: use.owner, name: use.name, isBare: use.isBare) else { continue }
            add(constant, api: use.api, isUIKit: use.isUIKit, [RelatedLocation(use.position, "shown here through \(use.api)")])
        }
        let properties = Dictionary(grouping: project.shippingFacts(Self.properties, at: \.position), by: { $0.owner + "." + $0.name })
        var literals: [(PassedArgument, ShownProperty)] = []
        for argument in project.shippingFacts(Self.arguments, at: \.position) {
            guard let property = properties[argument.callee + "." + argument.label]?.first else { continue }
            let passed = RelatedLocation(argument.position, "passed to \(argument.callee)(\(argument.label):) here")
            let showing = RelatedLocation(property.position, "shown through \(property.api)")
            if argument.literal != nil {
                literals.append((argument, property))
            } else if let owner = argument.constantOwner, let name = argument.constantName,
                      let constant = declaration(owner: owner, name: name, isBare: false) {
                add(constant, api: property.api, [passed, showing])
            }
        }
        let consequence: String
        let confidence: Confidence
        if isLocalised {
            let source = Self.languageName(languages.source ?? (languages.all.contains("en") ? "en" : nil))
            consequence = "skips the string catalog, so this text stays in \(source) while the rest of the screen is translated (the app has \(languages.all.count) languages)"
            confidence = .medium
        } else {
            consequence = "bypasses the string catalog, so it would stay untranslated once the app is localised"
            confidence = .low
        }
        for (position, entry) in shown.sorted(by: { $0.key < $1.key }) {
            let shownBy = entry.isUIKit ? "set as UIKit text through \(entry.api), a plain String that" : "shown through \(entry.api), whose String initialiser"
            let fix = entry.isUIKit ? "declaring it with String(localized:) or NSLocalizedString" : "Text(\"…\") with a literal, or declaring it with String(localized:),"
            output.report(
                "'\(entry.constant.value)' is a String constant \(shownBy) \(consequence); \(fix) fixes it.",
                at: position, confidence: confidence, related: Array(Set(entry.related)).sorted { $0.position < $1.position })
        }
        let lists = Dictionary(grouping: project.shippingFacts(Self.lists, at: \.shownAt), by: \.position)
        for (position, uses) in lists.sorted(by: { $0.key < $1.key }) where !LiteralText.isDeveloperPage(position.path) {
            let list = uses[0]
            let more = list.texts.count == 1 ? " is a String" : " and \(list.texts.count - 1) more are Strings"
            output.report(
                "'\(list.texts[0])'\(more) of a constant array shown one by one through \(list.api), whose String initialiser \(consequence); an array of LocalizedStringResource or String(localized:) values fixes it.",
                at: position, confidence: confidence, related: Set(uses.map(\.shownAt)).sorted().map { RelatedLocation($0, "shown here through \(list.api)") })
        }
        for branch in project.shippingFacts(Self.branches, at: \.position).sorted(by: { $0.position < $1.position }) {
            output.report(
                "'\(branch.text)' is one branch of a conditional whose other branch is a String, so it is a String too, shown through \(branch.api), whose String initialiser \(consequence); String(localized:) for this branch fixes it.",
                at: branch.position, confidence: confidence)
        }
        for (argument, property) in literals.sorted(by: { $0.0.position < $1.0.position }) {
            output.report(
                "'\(argument.literal!)' is passed as a String to \(argument.callee), which shows it through \(property.api), whose String initialiser \(consequence); a LocalizedStringKey property, or passing String(localized:), fixes it.",
                at: argument.position, confidence: confidence, related: [RelatedLocation(property.position, "shown here through \(property.api)")])
        }
    }

    /// The English name of the language the app's text is written in (a catalog's
    /// `sourceLanguage`, else English when the app has it), or "the source language".
    static func languageName(_ code: String?) -> String {
        guard let code else { return "the source language" }
        return Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
    }
}
