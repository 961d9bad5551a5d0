import SwiftSyntax
import ThumbruleCore

/// One call of a required-reason API in a Swift file, as the syntax tree shows it.
struct RequiredReasonUse: Sendable, Codable {
    let position: SourcePosition
    let path: String
    let target: BuildTarget
    let category: RequiredReasonAPIs.Category
    let api: String
    /// The type or C function the use names, which a project declaration of the same name would shadow.
    let shadowable: Shadowable

    /// A struct, not a tuple, so the use can be cached (facts are `Codable`).
    struct Shadowable: Sendable, Codable {
        let type: String?
        let function: String?
    }
}

/// Finds the `RequiredReasonAPIs` a file calls, telling them from look-alike names by the
/// syntax: `UserDefaults` as a type in an expression, `@AppStorage`, a key written on its
/// owner type (`FileAttributeKey.creationDate`) or inferred in a file that reads file
/// attributes, a property on its known receiver (`ProcessInfo.processInfo.systemUptime`),
/// and C functions called bare with their arguments. `PHAsset.creationDate` or an app's own
/// `.modificationDate` sort key is none of these.
enum RequiredReasonUses {
    /// Shared by the checks that read them, so a file is searched once.
    struct List { let uses: [RequiredReasonUse] }

    static func collect(_ file: SwiftFile) -> [RequiredReasonUse] {
        file.shared(List.self) { List(uses: find(in: file)) }.uses
    }

    private static func find(in file: SwiftFile) -> [RequiredReasonUse] {
        var found: [(node: Syntax, api: RequiredReasonAPIs.API, type: String?, function: String?)] = []
        let index = file.index
        for api in RequiredReasonAPIs.all {
            switch api.trigger {
            case .type(let name):
                for reference in index.references(name) { found.append((Syntax(reference), api, name, nil)) }
            case .propertyWrapper(let name):
                for variable in index.variables {
                    for case .attribute(let attribute) in variable.attributes
                    where attribute.attributeName.trimmedSourceText == name || attribute.attributeName.trimmedSourceText == "SwiftUI." + name {
                        found.append((Syntax(attribute), api, nil, nil))
                    }
                }
            case .key(let name, let owner, let inferredWhen):
                let inferredReads = inferredWhen.isEmpty || !index.calls(inferredWhen).isEmpty
                for member in index.memberAccesses(name) {
                    if let base = member.base {
                        guard base.lastNameComponent == owner else { continue }
                    } else {
                        guard inferredReads, !isPattern(member) else { continue }
                    }
                    found.append((Syntax(member), api, nil, nil))
                }
            case .property(let name, let receivers):
                for member in index.memberAccesses(name) {
                    guard let base = member.base else { continue }
                    let receiver = base.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent ?? base.lastNameComponent
                    guard let receiver, receivers.contains(receiver) else { continue }
                    found.append((Syntax(member), api, nil, nil))
                }
            case .method(let name):
                for call in index.calls(name) {
                    guard call.arguments.isEmpty, call.trailingClosure == nil,
                          let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
                    found.append((Syntax(call), api, nil, nil))
                }
            case .cFunction(let name, let arguments):
                for call in index.calls(name) {
                    guard isBare(call.calledExpression), call.trailingClosure == nil,
                          arguments == 0 ? call.arguments.isEmpty : call.arguments.count >= arguments else { continue }
                    found.append((Syntax(call), api, nil, name))
                }
            }
        }
        return found.filter { !isSimulatorOnly($0.node) }.sorted { $0.node.position < $1.node.position }.map {
            RequiredReasonUse(position: file.position(of: $0.node), path: file.path, target: file.target,
                              category: $0.api.category, api: $0.api.name, shadowable: RequiredReasonUse.Shadowable(type: $0.type, function: $0.function))
        }
    }

    /// Code under `#if targetEnvironment(simulator)` (alone or joined with `&&`) is not in
    /// the device binary App Store Connect scans.
    private static func isSimulatorOnly(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedSourceText,
               clause.poundKeyword.tokenKind != .poundElse,
               condition.contains("targetEnvironment(simulator)"), !condition.contains("!"), !condition.contains("||") {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `stat(…)`, or `Darwin.stat(…)`: a C function, not a method of some value.
    private static func isBare(_ callee: ExprSyntax) -> Bool {
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return ["Darwin", "Glibc", "Foundation"].contains(base.baseName.text)
    }

    /// `case .creationDate:` matches a value of the app's own type, not a file attribute key.
    private static func isPattern(_ member: MemberAccessExprSyntax) -> Bool {
        member.parent?.is(ExpressionPatternSyntax.self) == true
    }

    /// Which UI framework a file of a target imports: with `SDKROOT` set in an `.xcconfig` the
    /// project file does not say the platform, and a target whose code imports AppKit and
    /// never UIKit is a Mac app.
    struct Platform: Sendable, Codable {
        let path: String
        let appKit: Bool
        let uiKit: Bool
    }

    /// Only unconditional imports count: code shared between platforms imports UIKit under `#if os(iOS)`.
    static func platform(of file: SwiftFile) -> Platform {
        let unconditional = file.index.imports.filter { declaration in
            var current = declaration.parent
            while let node = current {
                if node.is(IfConfigClauseSyntax.self) { return false }
                current = node.parent
            }
            return true
        }
        let modules = Set(unconditional.compactMap { $0.path.first?.name.text })
        return Platform(path: file.path, appKit: modules.contains("AppKit") || modules.contains("Cocoa"),
                        uiKit: modules.contains("UIKit") || modules.contains("WatchKit"))
    }

    /// Whether App Store Connect's required-reason scan skips the target: an Xcode target built
    /// for macOS only (`SDKROOT = macosx`, or no SDKROOT in the project file and files that
    /// only this target compiles importing AppKit and never UIKit). The rule covers iOS,
    /// iPadOS, tvOS, visionOS and watchOS.
    static func isMacOnly(_ name: String, in project: Project, platforms: [Platform]) -> Bool {
        guard let target = project.xcodeTarget(named: name) else { return false }
        if let sdk = target.sdk { return sdk == "macosx" }
        let others = project.xcodeProjects.flatMap(\.targets).filter { $0.name != name && $0.kind != .tests }
        let own = platforms.filter { platform in target.contains(platform.path) && !others.contains { $0.contains(platform.path) } }
        return own.contains(where: \.appKit) && !own.contains(where: \.uiKit)
    }

    /// Drops uses whose name the project declares itself (its own `UserDefaults` type or `stat` function).
    static func real(_ uses: [RequiredReasonUse], in project: Project) -> [RequiredReasonUse] {
        let symbols = project.symbols
        return uses.filter { use in
            if let type = use.shadowable.type, symbols.isDeclaredInProject(type) { return false }
            if let function = use.shadowable.function, symbols.functions(named: function).contains(where: { $0.typeName == nil }) { return false }
            return true
        }
    }
}
