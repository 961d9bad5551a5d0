import Foundation
import SwiftSyntax
import ThumbruleChecks
import ThumbruleCore

/// What the code says about the decisions STACK.md records: the background tasks it
/// schedules, the session constants it declares, the ad SDKs it links and whether it
/// links to outside purchases. Read from the index of the few files that can matter.
public struct StackEvidenceSurvey {
    /// A named thing found in code, with where.
    public struct Sighting: Sendable, Equatable {
        public var name: String
        public var position: SourcePosition
    }

    public var backgroundTaskIds: [Sighting] = []
    public var sessionLifetimeConstants: [Sighting] = []
    public var reauthWindowConstants: [Sighting] = []
    public var adModules: [Sighting] = []
    public var externalPurchase: [Sighting] = []
    /// Every `let`/`var` declared in the surveyed files, as `Type.name` and as `name`.
    private var declaredNames: Set<String> = []

    public init(_ sources: ProjectSources, recordedConstants: [String] = []) {
        typealias Evidence = StackRecordEvidence
        let constantNames = recordedConstants.compactMap { $0.split(separator: ".").last.map(String.init) }
        let exactWords = Evidence.backgroundTaskTextMarkers + PurchaseAPIs.externalPurchaseAPIs + AdNetworks.sdks.flatMap(\.modules) + constantNames
        let files = sources.swiftFiles { text in
            exactWords.contains(where: text.contains) || SessionWindowNames.mayHoldWindow(text)
        }.filter { $0.target.kind != .tests }

        for file in files {
            for variable in file.index.variables {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    declaredNames.insert(name)
                    if let type = variable.enclosingTypeName { declaredNames.insert(type + "." + name) }
                    guard variable.bindingSpecifier.tokenKind == .keyword(.let),
                          let value = binding.initializer?.value, StackEvidenceSurvey.holdsNumber(value) else { continue }
                    let type = variable.enclosingTypeName
                    let sighting = Sighting(name: type.map { $0 + "." + name } ?? name, position: file.position(of: binding))
                    // The auth checks' own reading of session windows, so both agree.
                    switch SessionWindowNames.kind(of: name, inType: type) {
                    case .reauth: reauthWindowConstants.append(sighting)
                    case .lifetime: sessionLifetimeConstants.append(sighting)
                    case nil: break
                    }
                }
            }
        }
        // The background checks' own reading of task identifiers, constants resolved across the
        // surveyed files; an identifier only known at run time (`"\(id).refresh"`) is left out.
        let taskUses = files.map(TaskIdentifierUse.collect)
        let taskConstants = taskUses.flatMap(\.constants)
        for use in taskUses.flatMap(\.uses) {
            guard let id = use.resolved(with: taskConstants), !id.contains("*") else { continue }
            backgroundTaskIds.append(Sighting(name: id, position: use.position))
        }
        for file in files {
            for module in file.index.importedModules where AdNetworks.sdk(forModule: module) != nil {
                let node = file.index.imports.first { $0.path.map(\.name.text).joined(separator: ".") == module }
                adModules.append(Sighting(name: module, position: node.map(file.position(of:)) ?? SourcePosition(path: file.path, line: 1, column: 1)))
            }
            for api in PurchaseAPIs.externalPurchaseAPIs {
                if let reference = file.index.references(api).first {
                    externalPurchase.append(Sighting(name: api, position: file.position(of: reference)))
                }
            }
        }
        for (path, plist) in sources.project.infoPlists.sorted(by: { $0.key < $1.key }) {
            for id in plist.strings(Evidence.backgroundTaskPlistKey) {
                backgroundTaskIds.append(Sighting(name: id, position: SourcePosition(path: path, line: plist.line(of: Evidence.backgroundTaskPlistKey), column: 1)))
            }
        }
        for (path, entitlements) in sources.project.entitlements.sorted(by: { $0.key < $1.key }) {
            for key in PurchaseAPIs.externalPurchaseEntitlements where entitlements.root[key] != nil {
                externalPurchase.append(Sighting(name: key, position: SourcePosition(path: path, line: entitlements.line(of: key), column: 1)))
            }
        }
    }

    /// True when code declares the constant a record names: `lifetime`, `SessionPolicy.lifetime`,
    /// or `Auth.SessionPolicy.lifetime` (matched by its innermost type and name).
    public func declares(_ constant: String) -> Bool {
        let parts = constant.split(separator: ".").map(String.init)
        return declaredNames.contains(parts.suffix(2).joined(separator: "."))
    }

    /// True when an initializer holds a number: `30 * 24 * 3600`, `.days(30)`, `Duration.seconds(300)`.
    static func holdsNumber(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains {
            if case .integerLiteral = $0.tokenKind { return true }
            if case .floatLiteral = $0.tokenKind { return true }
            return false
        }
    }
}
