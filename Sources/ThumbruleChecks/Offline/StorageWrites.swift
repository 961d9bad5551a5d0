import Foundation
import SwiftSyntax
import ThumbruleCore

extension StringLiteralExprSyntax {
    /// The literal with each interpolation shown as `…`: `"\(source).token"` → `….token`.
    var textWithPlaceholders: String {
        segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "…" }.joined()
    }
}

/// A write to a settings store or a plain file, as the offline checks read it: where it
/// goes, the name it is stored under, and what is written.
struct StorageWrite {
    package enum Store: String {
        case userDefaults = "UserDefaults"
        case appStorage = "@AppStorage"
        case iCloudKeyValueStore = "NSUbiquitousKeyValueStore"
        case file = "a plain file"
    }

    package let store: Store
    /// Where a finding about the write points: the call, or the property wrapper.
    package let node: Syntax
    /// The key or file name: a literal's text, or the name of the constant holding it.
    package let names: [String]
    /// The value written, when it is an expression (nil for a property wrapper).
    package let value: ExprSyntax?
}

/// Finds the writes of one file to `UserDefaults` (`.standard`, suites, injected
/// instances, extensions on `UserDefaults`), `@AppStorage` and look-alike wrappers,
/// `NSUbiquitousKeyValueStore`, and plain files (`write(to:)`, `createFile`).
enum StorageWrites {
    /// The writes of a file, found once for the checks that read them.
    package static func all(in file: SwiftFile) -> [StorageWrite] {
        file.shared([StorageWrite].self) { find(in: file) }
    }

    private static func find(in file: SwiftFile) -> [StorageWrite] {
        var writes: [StorageWrite] = []
        let setCalls = file.index.calls("set", "setValue").filter { $0.argumentLabels == ["_", "forKey"] }
        // Which variables hold a store matters only to files that call `set(_:forKey:)`.
        let declared = setCalls.isEmpty ? [:] : declaredStores(in: file.index)
        for call in setCalls {
            guard let store = store(receiving: call, declared), let value = call.arguments.first?.expression,
                  let key = call.argument("forKey")?.expression else { continue }
            writes.append(StorageWrite(store: store, node: Syntax(call), names: keyNames(key, file.index), value: value))
        }
        for variable in file.index.variables {
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                let wrapper = attribute.attributeName.trimmedSourceText
                guard wrapper == "AppStorage" || wrapper.contains("UserDefault") else { continue }
                let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
                let names = [key.flatMap(name(of:))] + variable.bindings.map { Optional($0.pattern.trimmedSourceText) }
                writes.append(StorageWrite(store: wrapper == "AppStorage" ? .appStorage : .userDefaults, node: Syntax(attribute),
                                           names: names.compactMap { $0 }, value: nil))
            }
        }
        for call in file.index.calls("write") where ["to", "toFile"].contains(call.argumentLabels.first ?? "") {
            guard let target = call.arguments.first else { continue }
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            writes.append(StorageWrite(store: .file, node: Syntax(call), names: fileNames(target.expression, file.index), value: receiver))
        }
        for call in file.index.calls("createFile") {
            guard let path = call.argument("atPath") else { continue }
            writes.append(StorageWrite(store: .file, node: Syntax(call), names: fileNames(path.expression, file.index),
                                       value: call.argument("contents")?.expression))
        }
        return writes
    }

    /// The store a `set(_:forKey:)` call writes to, or nil when its receiver is something else.
    package static func store(receiving call: FunctionCallExprSyntax, _ declared: [String: StorageWrite.Store]) -> StorageWrite.Store? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            switch call.enclosingTypeName {
            case "UserDefaults": return .userDefaults
            case "NSUbiquitousKeyValueStore": return .iCloudKeyValueStore
            default: return nil
            }
        }
        var base = member.base
        while let current = base, let unwrapped = current.as(ForceUnwrapExprSyntax.self)?.expression ?? current.as(OptionalChainingExprSyntax.self)?.expression {
            base = unwrapped
        }
        if let constructor = base?.as(FunctionCallExprSyntax.self)?.calleeName {
            return constructor == "UserDefaults" ? .userDefaults : nil
        }
        guard let path = base?.dottedPath, !path.lowercased().contains("keychain") else { return nil }
        if path.hasPrefix("UserDefaults") { return .userDefaults }
        if path.hasPrefix("NSUbiquitousKeyValueStore") { return .iCloudKeyValueStore }
        let last = String(path.split(separator: ".").last ?? "")
        if let store = declared[last] { return store }
        return last.lowercased().hasSuffix("defaults") ? .userDefaults : nil
    }

    /// Variables and parameters of the file declared as, or initialised from, a settings store.
    static func declaredStores(in index: SwiftFileIndex) -> [String: StorageWrite.Store] {
        var stores: [String: StorageWrite.Store] = [:]
        func record(_ name: String, type: String?, initializer: String?) {
            for store in [StorageWrite.Store.userDefaults, .iCloudKeyValueStore] {
                let typeName = store.rawValue
                if type?.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) == typeName || initializer?.hasPrefix(typeName) == true {
                    stores[name] = store
                }
            }
        }
        for binding in index.variables.flatMap(\.bindings) {
            // The initializer's first token decides (`UserDefaults.standard`, `UserDefaults(suiteName:)`);
            // the rest of it may be a long closure.
            record(binding.pattern.trimmedSourceText, type: binding.typeAnnotation?.type.trimmedSourceText,
                   initializer: binding.initializer?.value.firstToken(viewMode: .sourceAccurate)?.text)
        }
        for parameter in index.functions.flatMap(\.signature.parameterClause.parameters) {
            record((parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedSourceText, initializer: nil)
        }
        return stores
    }

    /// The name a key or value goes by: a literal's text, or the meaningful end of a
    /// reference chain: `Keys.authToken.rawValue` → authToken, `token.data(using:)` → token.
    /// The names a defaults key gives its value: the key's own text, except that a constant whose
    /// string says push or device token (`let tokenKey = "pushFCMToken"`) is named by that string.
    static func keyNames(_ key: ExprSyntax, _ index: SwiftFileIndex) -> [String] {
        if let reference = key.as(DeclReferenceExprSyntax.self),
           let literal = index.initialValue(of: reference)?.as(StringLiteralExprSyntax.self)?.textWithPlaceholders,
           CredentialNames.match(literal) == .lookAlike {
            return [literal]
        }
        return [name(of: key)].compactMap { $0 }
    }

    package static func name(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let literal = current.as(StringLiteralExprSyntax.self) { return literal.textWithPlaceholders }
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let wrapped = current.as(TryExprSyntax.self)?.expression ?? current.as(AwaitExprSyntax.self)?.expression
                ?? current.as(OptionalChainingExprSyntax.self)?.expression ?? current.as(ForceUnwrapExprSyntax.self)?.expression {
                current = wrapped
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                guard Self.conversions.contains(name), let base = member.base else { return name }
                current = base
                continue
            }
            if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calleeName, conversions.contains(callee) {
                let converted = argumentConversions.contains(callee) ? call.arguments.first?.expression : call.modifiedExpression
                if let converted { current = converted; continue }
            }
            return nil
        }
    }

    /// Names that convert or wrap a value without naming it.
    static let conversions: Set<String> = [
        "rawValue", "data", "Data", "utf8", "encode", "description", "stringValue", "base64EncodedString",
        "base64EncodedData", "String", "archivedData", "trimmingCharacters",
    ]

    /// Conversions that take the value as their argument rather than as their receiver.
    static let argumentConversions: Set<String> = ["Data", "String", "encode", "archivedData"]

    /// Names a file path goes by: its string literals and the name of the URL expression.
    static func fileNames(_ expression: ExprSyntax, _ index: SwiftFileIndex) -> [String] {
        let literals = index.stringLiterals(within: expression).map(\.plainText)
        return literals + [name(of: expression)].compactMap { $0 }
    }
}
