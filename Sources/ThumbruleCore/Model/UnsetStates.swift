import SwiftSyntax

/// `@Published` and `@State` flags that start `false` and that no shipping code anywhere in the
/// project sets to anything else: a view model's `@Published var showSettingsSheet = false`
/// that only ever gets `= false`, whose sheet (`.sheet(isPresented: $viewModel.showSettingsSheet)`)
/// and `if viewModel.showSettingsSheet { … }` branches never show, or a view's
/// `@State var showClear = false` that no caller passes and no code sets, whose button under
/// `if showClear` never shows. `ConditionGates.keyingStatesNeverSet` settles a private state
/// within its file; this settles a state across files, by name.
///
/// It errs towards "set": a name counts as set when any shipping use (outside previews, `#if DEBUG`
/// and private code nothing uses) assigns it anything but `false`, toggles it, passes it `inout`,
/// names it in a key path, writes `_name`, passes a binding to it anywhere but an `isPresented:`
/// (not `.searchable`, whose field sets it) or a parameter of the same name (a `@Binding` whose
/// own writes count under the name), or passes an argument of that label that is not `false`
/// (a memberwise initialiser). The name must be declared only as such a state or as a
/// `@Binding`: any other variable or parameter of the name (a local, an `@AppStorage`, a `@State`)
/// keeps it.
///
/// An `@IBInspectable var uppercased: Bool = false` is such a flag too: besides Swift, only a
/// storyboard or xib (a user-defined runtime attribute of that key path) or Objective-C can set
/// it, so it counts as set when any of those files writes its name (`inspectable`): a label's
/// `if uppercased { … }` branch that no document turns on never runs.
struct UnsetStates: Sendable, Codable {
    /// Names declared `@Published var name = false`, `@State var name = false` or
    /// `@IBInspectable var name: Bool = false` in the file.
    var declaredFalse: Set<String> = []
    /// The `@IBInspectable` names among `declaredFalse`: Interface Builder and Objective-C may set them.
    var inspectable: Set<String> = []
    /// Names the file declares any other way (a `@Binding` of the name aside).
    var declaredOther: Set<String> = []
    /// Names the file's shipping code may set to something other than `false`.
    var maySet: Set<String> = []

    init() {}

    init(_ file: SwiftFile, unshipped: [Range<AbsolutePosition>]) {
        let index = file.index
        func ships(_ position: AbsolutePosition) -> Bool { !unshipped.contains { $0.contains(position) } }
        for variable in index.variables {
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let startsFalse = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                if variable.bindingSpecifier.tokenKind == .keyword(.var), !isStatic, variable.bindings.count == 1, attributes.count == 1 {
                    if ["Published", "State"].contains(attributes[0]), binding.accessorBlock == nil, startsFalse {
                        declaredFalse.insert(name)
                        continue
                    }
                    // Observers (`didSet`) still store what is set; a computed property stores nothing.
                    if attributes[0] == "IBInspectable", startsFalse, UnsetStates.storesOnly(binding.accessorBlock) {
                        declaredFalse.insert(name)
                        inspectable.insert(name)
                        continue
                    }
                    if attributes[0] == "Binding", binding.initializer == nil { continue }
                }
                declaredOther.insert(name)
            }
        }
        for function in index.functions {
            for parameter in function.signature.parameterClause.parameters {
                declaredOther.insert(parameter.firstName.text)
                if let second = parameter.secondName { declaredOther.insert(second.text) }
            }
        }
        for (written, references) in index.referencesByName {
            for reference in references where ships(reference.position) {
                if written.hasPrefix("_") { maySet.insert(String(written.dropFirst())); continue }
                if written.hasPrefix("$") {
                    let name = String(written.dropFirst())
                    if !UnsetStates.isHarmlessBinding(ExprSyntax(reference), of: name) { maySet.insert(name) }
                    continue
                }
                var use = ExprSyntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    if member.base?.trimmedSourceText.hasPrefix("$") == true {
                        if !UnsetStates.isHarmlessBinding(ExprSyntax(member), of: written) { maySet.insert(written) }
                        continue
                    }
                    use = ExprSyntax(member)
                }
                if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true || use.parent?.is(InOutExprSyntax.self) == true {
                    maySet.insert(written)
                } else if use.isAssigned {
                    if use.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) { maySet.insert(written) }
                } else if let call = use.parent?.as(MemberAccessExprSyntax.self), call.base?.id == use.id, call.declName.baseName.text == "toggle" {
                    maySet.insert(written)
                }
            }
        }
        // A memberwise initialiser's argument sets the property of its label.
        for call in index.callsInOrder where ships(call.position) {
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                let value = argument.expression
                if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { continue }
                let text = value.trimmedSourceText
                if text.hasPrefix("$"), text == "$" + label || text.hasSuffix("." + label) { continue }
                maySet.insert(label)
            }
        }
        // Key-value coding sets a property by the name a string spells (`setValue(true, forKey: "uppercased")`).
        for literal in index.stringLiterals where ships(literal.position) {
            guard let label = literal.parent?.as(LabeledExprSyntax.self)?.label?.text, ["forKey", "forKeyPath"].contains(label),
                  let text = literal.representedLiteralValue, let last = text.split(separator: ".").last else { continue }
            maySet.insert(String(last))
        }
    }

    /// True for no accessors, or observers alone (`didSet`, `willSet`).
    private static func storesOnly(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return true }
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    /// True when the binding `expression` (`$name`, `$model.name`) is only handed to a
    /// presentation's `isPresented:` or to a parameter of the same name of a view other than
    /// SwiftUI's own controls (`Toggle("Sync", isOn: $isOn)` turns `isOn` on).
    private static func isHarmlessBinding(_ expression: ExprSyntax, of name: String) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if label == name, !bindingWriters.contains(called ?? "") { return true }
        return label == "isPresented" && called != "searchable"
    }

    /// SwiftUI's views that write the flag they are bound to: a switch, a disclosure, a link.
    private static let bindingWriters = InteractiveViews.controls.union(["DisclosureGroup"])

    /// The content of every presentation whose `isPresented:` binds a state through a model
    /// (`.sheet(isPresented: $viewModel.showSettingsSheet) { settingsView }`) or directly, by the
    /// state's name, with the private functions and computed properties only that content uses:
    /// the model turns the name off when no file sets it (`offFlags`).
    static func presentedByState(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var presented: [String: [Range<AbsolutePosition>]] = [:]
        for (written, references) in file.index.referencesByName {
            for reference in references {
                var binding = ExprSyntax(reference), name = written
                if written.hasPrefix("$") {
                    name = String(written.dropFirst())
                } else if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                          member.base?.trimmedSourceText.hasPrefix("$") == true {
                    binding = ExprSyntax(member)
                } else { continue }
                guard let argument = binding.parent?.as(LabeledExprSyntax.self), argument.label?.text == "isPresented",
                      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
                let content = call.arguments.filter { $0.id != argument.id }.map(\.range)
                    + [call.trailingClosure?.range].compactMap { $0 } + call.additionalTrailingClosures.map(\.range)
                if !content.isEmpty { presented[name, default: []] += content }
            }
        }
        // With the private functions and views only that content shows (`private var settingsView`).
        return presented.mapValues { ConditionGates(regions: $0).addingPrivateFunctions(onlyCalledFromGates: file, computedProperties: true).regions }
    }

    /// The states no file sets, as flags the model turns off; none when a Swift file went unread.
    /// `writtenOutsideSwift` answers which inspectable names a storyboard, xib or Objective-C
    /// file writes (nil when one could not be read: then none is off).
    static func offFlags(_ states: [UnsetStates], everyFileRead: Bool,
                         writtenOutsideSwift: (Set<String>) -> Set<String>?) -> Set<String> {
        guard everyFileRead else { return [] }
        var declared = Set<String>(), other = Set<String>(), set = Set<String>(), inspectable = Set<String>()
        for state in states {
            declared.formUnion(state.declaredFalse)
            other.formUnion(state.declaredOther)
            set.formUnion(state.maySet)
            inspectable.formUnion(state.inspectable)
        }
        var off = declared.subtracting(other).subtracting(set)
        let candidates = off.intersection(inspectable)
        if !candidates.isEmpty { off.subtract(writtenOutsideSwift(candidates) ?? candidates) }
        return off
    }
}
