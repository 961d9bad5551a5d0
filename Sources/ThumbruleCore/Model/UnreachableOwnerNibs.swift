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
            // The First Responder placeholder (`UIResponder`) stands for no object of the nib.
            guard let made = topLevelObjects(of: document, withOwner: true),
                  made.contains(where: { $0.name == "placeholder" && $0.attribute("customClass") != nil }) else { continue }
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
        return unnamed(candidates, in: project)
    }

    /// The paths of the candidate nibs (by nib name) whose name no Swift or Objective-C file
    /// writes, other than the files listed with it (those declaring its classes); none when a
    /// file cannot be read.
    static func unnamed(_ candidates: [String: (path: String, declaringFiles: Set<String>)], in project: Project) -> Set<String> {
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

    /// The objects a xib makes when loaded: its top-level elements other than placeholders,
    /// with the File's Owner placeholder when `withOwner`.
    static func topLevelObjects(of document: InterfaceBuilderFile, withOwner: Bool) -> [XMLElementNode]? {
        guard let root = document.tree.root,
              let objects = root.children.first(where: { document.elements[$0].name == "objects" }) else { return nil }
        return document.elements[objects].children.map { document.elements[$0] }
            .filter { $0.name != "placeholder" || (withOwner && $0.attribute("placeholderIdentifier") == "IBFilesOwner") }
    }
}

/// Xibs whose objects are all of classes from a module the project does not link (raivo-otp's
/// `CenteredBanner.xib`, a `MessageView` of SwiftMessages, kept after the package was dropped)
/// and whose name no Swift or Objective-C file writes: nothing loads them (`UINib(nibName:)`,
/// `loadNibNamed`, a cell registered by name all write it), and the classes they were made
/// for are gone.
///
/// A module counts as unlinked only where `UnlinkedModules` can tell: an Xcode project whose
/// build files never name it, with no dependency manager it does not read. Objects of the
/// app's own target (`customModuleProvider="target"`, or a module named for one of the
/// project's targets) or with no module keep the xib.
enum UnlinkedModuleNibs {
    static func paths(of documents: [InterfaceBuilderFile], in project: Project) -> Set<String> {
        var modulesByNib: [String: (path: String, modules: Set<String>)] = [:]
        for document in documents where document.path.hasSuffix(".xib") {
            guard let made = UnreachableOwnerNibs.topLevelObjects(of: document, withOwner: false), !made.isEmpty else { continue }
            let modules = made.map { $0.attribute("customModuleProvider") == "target" ? nil : $0.attribute("customModule") }
            guard modules.allSatisfy({ $0 != nil }) else { continue }
            let name = String(((document.path as NSString).lastPathComponent as NSString).deletingPathExtension)
            modulesByNib[name] = (document.path, Set(modules.compactMap { $0 }))
        }
        // The app's own modules: a target's name with what a module name cannot hold made `_`
        // ("Raivo OTP" builds the module `Raivo_OTP`, which no build file may write).
        let ownModules = Set(project.swiftFiles.map { String($0.target.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }) })
        let unlinked = UnlinkedModules.unlinked(among: Set(modulesByNib.values.flatMap(\.modules)).subtracting(ownModules), in: project)
        let candidates = modulesByNib.filter { $0.value.modules.isSubset(of: unlinked) }.mapValues { (path: $0.path, declaringFiles: Set<String>()) }
        return UnreachableOwnerNibs.unnamed(candidates, in: project)
    }
}
