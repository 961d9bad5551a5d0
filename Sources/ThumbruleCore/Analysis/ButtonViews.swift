import SwiftSyntax

/// The project's own buttons: view types whose `body` is a SwiftUI button control, directly or
/// through another such view (`hButton` draws `_hButton`, whose body is `SwiftUI.Button`).
/// VoiceOver announces them as buttons, and where they stand a control stands.
public enum ButtonViews {
    /// A view type and the view at the root of its `body`: `hButton` → `_hButton`.
    public struct BodyRoot: Sendable, Codable {
        public let type: String
        public let root: String
    }

    public static let bodyRoots = FactKey<BodyRoot>("core.body-root")

    package static func collect(_ file: SwiftFile, into facts: inout FactStore) {
        guard file.target.kind != .tests else { return }
        for variable in file.index.variables {
            guard let binding = variable.bindings.first, binding.pattern.trimmedSourceText == "body",
                  let root = binding.accessorBlock?.getterExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName,
                  let type = variable.enclosingTypeName, !file.index.isInPreview(variable) else { continue }
            facts.add(BodyRoot(type: SwiftFile.simpleTypeName(type), root: root), for: bodyRoots)
        }
    }
}

extension Project {
    /// Names of the views VoiceOver meets as a button: SwiftUI's button controls
    /// (`InteractiveViews.buttons`) and the project's view types whose body is one of them.
    public var buttonViewNames: Set<String> {
        memo("core.button-views") {
            var found = InteractiveViews.buttons
            var pending = facts.values(ButtonViews.bodyRoots)
            while true {
                let next = pending.filter { found.contains($0.root) }
                guard !next.isEmpty else { return found }
                found.formUnion(next.map(\.type))
                pending.removeAll { found.contains($0.type) }
            }
        }
    }
}
