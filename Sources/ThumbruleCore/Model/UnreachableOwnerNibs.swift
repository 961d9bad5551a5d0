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
/// (`UINib(nibName: "AlertView", …)` with another owner, or R.swift's `R.nib.alertView`). A xib
/// without a File's Owner class counts only when every object it makes has a class (a cell nib
/// whose cell class nothing names or registers); one with an object of no class, or with a
/// class the model cannot place, is kept.
///
/// A library's public class is reached for the library's clients; when the project has an app
/// target, they are in the project. So a class declared only in a library's files also counts
/// when nothing outside Swift names it (`ProjectModel.classesNamedOutsideSwift`) and no Swift or
/// Objective-C file outside its declarations and tests writes its name (covpass-ios
/// `ScanCardView`, which only its unit test makes). Tests never ship, so what they write keeps
/// no nib.
enum UnreachableOwnerNibs {
    typealias Candidate = (path: String, names: Set<String>, declaringFiles: Set<String>)

    static func paths(of documents: [InterfaceBuilderFile], in project: Project) -> Set<String> {
        guard let model = project.model else { return [] }
        let symbols = project.symbols
        let libraryFiles = project.appTargets.isEmpty ? []
            : Set(project.swiftFiles.filter { [.swiftPackage, .framework].contains($0.target.kind) }.map(\.path))
        var candidates: [Candidate] = []
        for document in documents where document.path.hasSuffix(".xib") {
            // The First Responder placeholder (`UIResponder`) stands for no object of the nib. Without
            // an owner's class, every object it makes must have a class of the project's.
            guard let made = topLevelObjects(of: document, withOwner: true),
                  made.contains(where: { $0.name == "placeholder" && $0.attribute("customClass") != nil })
                    || made.contains(where: { $0.name != "placeholder" }) && made.allSatisfy({ $0.name == "placeholder" || $0.attribute("customClass") != nil })
            else { continue }
            var declaringFiles = Set<String>()
            var libraryClasses = Set<String>()
            let unreachable = made.compactMap { $0.attribute("customClass") }.allSatisfy { name in
                guard let type = symbols.type(named: name), !type.declarations.isEmpty else { return false }
                declaringFiles.formUnion(type.declarations.map(\.path))
                if type.declarations.allSatisfy({ model.scope(at: $0) == .unreachable }) { return true }
                // A library class a document, a plist or a run-time lookup names is made there.
                guard type.declarations.allSatisfy({ libraryFiles.contains($0.path) }),
                      !model.classesNamedOutsideSwift.contains(name) else { return false }
                libraryClasses.insert(name)
                return true
            }
            guard unreachable else { continue }
            let name = String(((document.path as NSString).lastPathComponent as NSString).deletingPathExtension)
            candidates.append((document.path, libraryClasses.union(spellings(ofNib: name)), declaringFiles))
        }
        return unnamed(candidates, in: project)
    }

    /// The paths of the candidate nibs none of whose names (the nib's, and those of its library
    /// classes) a Swift or Objective-C file writes in code or a string (a comment is no use,
    /// `WrittenNames.wordsOutsideComments`), other than the files listed with it (those declaring
    /// its classes) and tests; none when a file cannot be read.
    static func unnamed(_ candidates: [Candidate], in project: Project) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        let tests = Set(project.swiftFiles.filter { $0.target.kind == .tests }.map(\.path))
        let names = Set(candidates.flatMap(\.names))
        var named = Set<Int>()
        for file in project.files(of: .swift) + project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) where !tests.contains(file.path) {
            guard let words = WrittenNames.wordsOutsideComments(inFile: file, among: names) else { return [] }
            for name in words {
                for (index, candidate) in candidates.enumerated() where candidate.names.contains(name) && !candidate.declaringFiles.contains(file.path) {
                    named.insert(index)
                }
            }
        }
        return Set(candidates.indices.filter { !named.contains($0) }.map { candidates[$0].path })
    }

    /// The words code loads a nib by: its name (`UINib(nibName: "WordCell", …)`), R.swift's
    /// generated member (`R.nib.wordCell`, `R.nib.urlCell` for `URLCell`), and the view
    /// controller UIKit loads `NoteView.xib` for when given no nib name (`NoteViewController`).
    static func spellings(ofNib name: String) -> Set<String> {
        let capitals = name.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < name.count ? capitals - 1 : max(capitals, 1)
        return [name, name.prefix(lowered).lowercased() + name.dropFirst(lowered), name + "Controller"]
    }

    /// The names of the xibs some code may load by name: a Swift or Objective-C file writes one of
    /// their spellings (`spellings(ofNib:)`) in code or a string, not only in a comment (devstack-ios
    /// `BookTableViewCell`, whose registration is commented out), other than a Swift file declaring a type of that name
    /// with no string literal of it (a cell class's own file, which makes no cell of itself), or with
    /// one when the file declares nothing else (rocketchat-ios `ChatChannelHeaderCell`, whose
    /// `identifier` nothing reads since nothing else names the class). All of them when a file
    /// cannot be read.
    static func loadedByName(_ xibNames: Set<String>, outlines: [FileOutline], in project: Project) -> Set<String> {
        guard !xibNames.isEmpty else { return [] }
        var nibsBySpelling: [String: Set<String>] = [:]
        for name in xibNames { for spelling in spellings(ofNib: name) { nibsBySpelling[spelling, default: []].insert(name) } }
        let outlinesByPath = Dictionary(outlines.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var loaded = Set<String>()
        for file in project.files(of: .swift) + project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) {
            guard let words = WrittenNames.wordsOutsideComments(inFile: file, among: Set(nibsBySpelling.keys)) else { return xibNames }
            let outline = outlinesByPath[file.path]
            for word in words {
                // In a file of that type alone, a string of it (`static let identifier = "HeaderCell"`)
                // is used only by code that reaches the type, and that code writes the type's name itself.
                if let outline, outline.declarations.contains(where: { $0.name == word }),
                   !outline.memberOutline.stringNames.contains(word) || outline.declarations.allSatisfy({ $0.name == word }) { continue }
                loaded.formUnion(nibsBySpelling[word] ?? [])
            }
        }
        return loaded
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
        let candidates = modulesByNib.filter { $0.value.modules.isSubset(of: unlinked) }
            .map { (path: $0.value.path, names: Set([$0.key]), declaringFiles: Set<String>()) }
        return UnreachableOwnerNibs.unnamed(candidates, in: project)
    }
}
