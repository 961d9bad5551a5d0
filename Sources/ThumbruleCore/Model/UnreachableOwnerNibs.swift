import Foundation
import ThumbruleFrontEnds

/// Xibs made for a class nothing reaches: a File's Owner that no shipping code instantiates
/// (`MultilineAlertViewController`, whose `init(with:)` no screen calls) never loads its nib,
/// so the views the xib lays out never show.
///
/// A xib is left out when its File's Owner's class and every class of a top-level object it makes are
/// declared in the project's Swift, each only in unreachable code (the project model's
/// reachability, which already follows subclasses, Objective-C and run-time class lookups),
/// and no Swift or Objective-C file other than those declaring them writes the nib's name
/// (`UINib(nibName: "AlertView", …)` with another owner). A xib without a File's Owner class,
/// or with a class the model cannot place, is kept.
enum UnreachableOwnerNibs {
    static func paths(of documents: [InterfaceBuilderFile], in project: Project) -> Set<String> {
        guard let model = project.model else { return [] }
        let symbols = project.symbols
        var candidates: [String: (path: String, declaringFiles: Set<String>)] = [:]
        for document in documents where document.path.hasSuffix(".xib") {
            guard let root = document.tree.root,
                  let objects = root.children.first(where: { document.elements[$0].name == "objects" }) else { continue }
            let topLevel = document.elements[objects].children.map { document.elements[$0] }
            func isOwner(_ element: XMLElementNode) -> Bool { element.attribute("placeholderIdentifier") == "IBFilesOwner" }
            guard topLevel.contains(where: { $0.name == "placeholder" && isOwner($0) && $0.attribute("customClass") != nil }) else { continue }
            // The First Responder placeholder (`UIResponder`) stands for no object of the nib.
            let made = topLevel.filter { $0.name != "placeholder" || isOwner($0) }
            var declaringFiles = Set<String>()
            let unreachable = made.compactMap { $0.attribute("customClass") }.allSatisfy { name in
                guard let type = symbols.type(named: name), !type.declarations.isEmpty else { return false }
                declaringFiles.formUnion(type.declarations.map(\.path))
                return type.declarations.allSatisfy { model.scope(at: $0) == .unreachable }
            }
            guard unreachable else { continue }
            let name = String(((document.path as NSString).lastPathComponent as NSString).deletingPathExtension)
            candidates[name] = (document.path, declaringFiles)
        }
        guard !candidates.isEmpty else { return [] }
        var named = Set<String>()
        for file in project.files(of: .swift) + project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) {
            guard let text = project.text(of: file) else { return [] }
            for name in WrittenNames.words(in: text, among: Set(candidates.keys)) where candidates[name]?.declaringFiles.contains(file.path) != true {
                named.insert(name)
            }
        }
        return Set(candidates.filter { !named.contains($0.key) }.map(\.value.path))
    }
}
