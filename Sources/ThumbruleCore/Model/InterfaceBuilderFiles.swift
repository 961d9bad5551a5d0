import Dispatch
import Foundation
import ThumbruleFrontEnds

/// One iOS storyboard or xib, element by element with positions (the XML front end's
/// `XMLTree`), for the checks that judge the views it lays out: fonts, sizes, labels.
public struct InterfaceBuilderFile: Sendable {
    public let path: String
    public let tree: XMLTree
    /// Element index by Interface Builder object id (`id="noD-gn-rO6"`).
    private let indexByID: [String: Int]
    /// Outlets by the id of the object they point at
    /// (`<outlet property="favoriteButton" destination="qd6-jY-K9B"/>`): Swift code reaches
    /// the object under these names.
    private let outletsByID: [String: [Outlet]]

    /// An outlet: the property's name, and the `customClass` of the object that holds it
    /// (a view controller, a cell, a xib's File's Owner), nil when that is a system class.
    public struct Outlet: Sendable, Hashable {
        public let property: String
        public let ownerClass: String?
        /// True for a scene's root view (`<view key="view">` of a view controller), which its
        /// controller reaches as `view` with no outlet element.
        public let isRootView: Bool

        public init(property: String, ownerClass: String?, isRootView: Bool = false) {
            self.property = property
            self.ownerClass = ownerClass
            self.isRootView = isRootView
        }
    }

    /// Documents for other platforms (Cocoa, WatchKit, tvOS) and launch screens are not
    /// read: nil for those and for XML that does not parse.
    package init?(path: String, bytes: [UInt8]) {
        guard let tree = try? XMLTree(bytes: bytes), let root = tree.root, root.name == "document",
              root.attribute("targetRuntime")?.hasPrefix("iOS.CocoaTouch") == true,
              root.attribute("launchScreen") != "YES" else { return nil }
        self.path = path
        self.tree = tree
        var indexByID: [String: Int] = [:]
        var outlets: [String: [Outlet]] = [:]
        for (index, element) in tree.elements.enumerated() {
            if let id = element.attribute("id") {
                indexByID[id] = index
                if element.attribute("key") == "view", let parent = element.parent, tree.elements[parent].name.hasSuffix("Controller") {
                    outlets[id, default: []].append(Outlet(property: "view", ownerClass: tree.elements[parent].attribute("customClass"), isRootView: true))
                }
            }
            if element.name == "outlet" || element.name == "outletCollection",
               let property = element.attribute("property"), let destination = element.attribute("destination") {
                let owner = element.parent.flatMap { tree.elements[$0].parent }
                outlets[destination, default: []].append(Outlet(property: property, ownerClass: owner.flatMap { tree.elements[$0].attribute("customClass") }))
            }
        }
        self.indexByID = indexByID
        self.outletsByID = outlets
    }

    public var elements: [XMLElementNode] { tree.elements }

    /// The position of an element's start tag.
    public func position(of index: Int) -> SourcePosition {
        let position = tree.elements[index].position
        return SourcePosition(path: path, line: position.line, column: position.column)
    }

    public func element(withID id: String) -> Int? { indexByID[id] }

    /// The first child with this tag and, when given, this `key` attribute
    /// (`<fontDescription key="fontDescription" …>`).
    public func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        tree.elements[index].children.first { child in
            tree.elements[child].name == name && (key == nil || tree.elements[child].attribute("key") == key)
        }
    }

    /// The outlets Swift code reaches this element by; empty when it has none.
    public func outlets(of index: Int) -> [Outlet] {
        tree.elements[index].attribute("id").map(outlets(ofID:)) ?? []
    }

    /// The outlets to the object with this id (a constraint, which has no element of its own to ask about).
    public func outlets(ofID id: String) -> [Outlet] {
        outletsByID[id] ?? []
    }

    /// The `customClass` of the element and of every element around it, innermost first:
    /// the view's own class, its cell's, its view controller's.
    public func classes(around index: Int) -> [String] {
        var classes: [String] = []
        var current: Int? = index
        while let at = current {
            if let name = tree.elements[at].attribute("customClass") { classes.append(name) }
            current = tree.elements[at].parent
        }
        return classes
    }

    /// True when the element lies inside a table or collection view cell.
    public func isInsideCell(_ index: Int) -> Bool {
        tree.ancestors(of: index).contains { ["tableViewCell", "collectionViewCell"].contains(tree.elements[$0].name) }
    }
}

/// Every iOS storyboard and xib of the project, with their suppression comments.
public struct InterfaceBuilderFiles: Sendable {
    public let files: [InterfaceBuilderFile]
    let suppressions: [String: Suppressions]

    /// True when a comment in the document silences the check on that line: a check that
    /// gathers a document's elements into one finding leaves the silenced ones out first.
    public func silences(_ checkId: String, of ruleId: String, in path: String, atLine line: Int) -> Bool {
        suppressions[path]?.directive(silencing: checkId, of: ruleId, atLine: line) != nil
    }
}

extension Project {
    /// The project's iOS storyboards and xibs in path order, parsed on first use. Files in a
    /// developer's folder (samples, examples, test hosts) or a tests folder (`AppTests/`,
    /// `UITests/`) are left out, as their Swift is, and so are xibs a subclass replaces
    /// (`ReplacedNibs`), xibs whose File's Owner nothing reaches (`UnreachableOwnerNibs`) and
    /// xibs made of classes from a module the project does not link (`UnlinkedModuleNibs`).
    /// Built in the project pass: it reads the symbol table and the project model.
    /// True for a document in the folder of an Xcode project that no target of it copies into
    /// its bundle (Copy Bundle Resources, a folder reference, a synchronized folder): a prototype
    /// left on disk. A document of a Swift package beside the project is the package's. A
    /// standalone nested project (`TargetResolver.standaloneProjects`) copies nothing that ships,
    /// so only the projects around it are asked.
    func isLeftOutOfItsXcodeProject(_ path: String, packageFolders: Set<String>) -> Bool {
        let owners = xcodeProjects.filter { project in
            let folder = ((project.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            return (folder.isEmpty || path.hasPrefix(folder + "/")) && !resolver.standaloneProjects.contains(project.path)
        }
        guard !owners.isEmpty else { return false }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if packageFolders.contains(folder) { return false }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return !owners.flatMap { $0.targets }.contains { target in
            target.resourceFiles.contains(path) || target.resourceFiles.contains { path.hasPrefix($0 + "/") }
                || (target.synchronizedFolders.contains { path.hasPrefix($0 + "/") } && !target.membershipExceptions.contains(path))
        }
    }

    /// True for a copy of a document named with a `~` that is no device modifier
    /// (`SaveStates~iOS~.storyboard`, `SaveStates~.storyboard`) beside a document of the plain
    /// name: UIKit loads `SaveStates` as `SaveStates.storyboard`, or `~iphone` / `~ipad`, never the copy.
    static func isStrayTildeCopy(_ path: String, documentNames: Set<String>) -> Bool {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let tilde = name.firstIndex(of: "~") else { return false }
        return !["iphone", "ipad"].contains(name[name.index(after: tilde)...].lowercased())
            && documentNames.contains(String(name[..<tilde]))
    }

    public var interfaceBuilder: InterfaceBuilderFiles {
        memo("interface-builder") {
            let packageFolders = Set(files.filter { ($0.path as NSString).lastPathComponent == "Package.swift" }
                .map { ($0.path as NSString).deletingLastPathComponent })
            let documentNames = Set(files.filter { $0.kind == .interfaceBuilder }.map { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension })
            let inputs = files.filter { file in
                file.kind == .interfaceBuilder && !DeveloperApps.liesInDeveloperFolder(file.path)
                    && !Project.isStrayTildeCopy(file.path, documentNames: documentNames)
                    && !(model?.unlinkedPackageFolders.contains { file.path.hasPrefix($0 + "/") } ?? false)
                    && !file.path.split(separator: "/").dropLast().contains { NameWords.split(String($0)).last == "tests" }
                    && !isLeftOutOfItsXcodeProject(file.path, packageFolders: packageFolders)
            }
            let parsed = ResultSlots<(InterfaceBuilderFile, Suppressions?)?>(count: inputs.count)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                guard let data = try? inputs[index].readData() else { return parsed.store(index, nil) }
                let bytes = [UInt8](data)
                guard let file = InterfaceBuilderFile(path: inputs[index].path, bytes: bytes) else { return parsed.store(index, nil) }
                var suppressions: Suppressions?
                if bytes.contains(utf8: Suppressions.marker) {
                    let found = XMLComments.comments(in: bytes, containing: Suppressions.marker)
                    if !found.comments.isEmpty { suppressions = Suppressions(comments: found.comments, lineCount: found.lineCount) }
                }
                parsed.store(index, (file, suppressions))
            }
            // A xib only a class's subclasses would load, each loading its own, never shows.
            let parsedFiles = parsed.values.compactMap { $0 }
            // Nor does a xib whose owner nothing reaches.
            let replaced = ReplacedNibs.paths(of: parsedFiles.map(\.0), in: self)
                .union(UnreachableOwnerNibs.paths(of: parsedFiles.map(\.0), in: self))
                .union(UnlinkedModuleNibs.paths(of: parsedFiles.map(\.0), in: self))
            let read = parsedFiles.filter { !replaced.contains($0.0.path) }.sorted { $0.0.path < $1.0.path }
            var suppressions: [String: Suppressions] = [:]
            for (file, table) in read { if let table { suppressions[file.path] = table } }
            return InterfaceBuilderFiles(files: read.map(\.0), suppressions: suppressions)
        }
    }

    var interfaceBuilderIfBuilt: InterfaceBuilderFiles? { memoIfBuilt("interface-builder") }
}
