import SwiftSyntax
import ThumbruleCore

/// What Swift code does to the views a storyboard or xib lays out: the checks of these
/// documents stay silent where code replaces what the document says (`nameLabel.font = …`
/// on the outlet, or `font = …` inside the label's own class).
enum InterfaceBuilderCode {
    /// One member set or called in Swift, inside the type `type`: on a receiver whose last
    /// name is `outlet` (`self.favoriteButton.accessibilityLabel = …` → `favoriteButton`,
    /// `qualified` when something other than `self` comes before it, as in
    /// `cell.nameLabel.font`), or on `self` (`font = …` in `class BrandLabel: UILabel`).
    struct Setting: Sendable, Codable, Hashable {
        let member: String
        let outlet: String?
        let qualified: Bool
        let type: String?
    }

    /// Parts of a receiver that lead from a view to one it owns (`button.titleLabel?.font`
    /// sets the button's font).
    static let ownedParts: Set<String> = ["titleLabel", "imageView", "layer", "configuration"]

    /// Where the file assigns one of `members` or calls one of them as a method.
    static func settings(of members: [String], in file: SwiftFile) -> [Setting] {
        var found: Set<Setting> = []
        func typeName(around node: some SyntaxProtocol) -> String? {
            file.index.typeDeclarations.last { $0.node.encloses(node) }?.name
        }
        for access in file.index.memberAccesses(members) where access.isAssigned || isCalled(ExprSyntax(access)) {
            let member = access.declName.baseName.text
            var parts = access.receiverKey.split(separator: ".").map(String.init)
            while let last = parts.last, ownedParts.contains(last) { parts.removeLast() }
            if access.base != nil {
                found.insert(Setting(member: member, outlet: parts.last, qualified: parts.count > 1, type: typeName(around: access)))
            }
        }
        for reference in file.index.references(members) where ExprSyntax(reference).isAssigned || isCalled(ExprSyntax(reference)) {
            found.insert(Setting(member: reference.baseName.text, outlet: nil, qualified: false, type: typeName(around: reference)))
        }
        return found.sorted { ($0.member, $0.outlet ?? "", $0.type ?? "") < ($1.member, $1.outlet ?? "", $1.type ?? "") }
    }

    /// True for the callee of a call: `setTitle` in `button.setTitle("Save", for: .normal)`.
    private static func isCalled(_ expression: ExprSyntax) -> Bool {
        expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id
    }

    /// Answers for one project: whether code sets a member on an element.
    struct Index {
        private let settings: [String: [Setting]]

        init(_ settings: [Setting]) {
            self.settings = Dictionary(grouping: settings) { $0.outlet ?? "" }
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
                    guard members.contains(setting.member) else { return false }
                    guard !setting.qualified, let owners, let type = setting.type else { return true }
                    // The owner, a class above or below it, or a protocol it adopts whose extension sets the member.
                    return owners.contains(type) || outlet.ownerClass.map { family(type).contains($0) || symbols.conforms($0, to: type) } == true
                }
                if found { return true }
            }
            guard let own = document.elements[element].attribute("customClass") else { return false }
            let classes = family(own)
            return (settings[""] ?? []).contains { members.contains($0.member) && $0.type.map(classes.contains) == true }
        }
    }
}
