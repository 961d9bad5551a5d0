import SwiftSyntax

/// What a local Swift package builds, read from its `Package.swift` calls wherever they sit
/// (`Package(products:targets:)` or `package.targets.append(…)`): each `.library` product's
/// targets, and each `.target` / `.executableTarget` with its source folder and the targets
/// of the same package it depends on. Products of other packages (`.product(name:package:)`)
/// are not followed: their code is not in the checked tree.
struct LocalPackageGraph: Sendable {
    struct Target: Sendable {
        let folder: String
        let dependencies: [String]
    }

    /// Per package folder: product name → target names, target name → target.
    var products: [String: [(package: String, targets: [String])]] = [:]
    var targets: [String: [String: Target]] = [:]

    init(manifests: [(path: String, text: String)]) {
        for (path, text) in manifests {
            let package = ProjectPath.folder(of: path)
            let index = SwiftFileIndex(SwiftFile.parse(text))
            for library in index.calls("library") {
                guard let name = Self.string(library.argument("name")?.expression) else { continue }
                products[name, default: []].append((package, Self.strings(library.argument("targets")?.expression)))
            }
            for declaration in index.calls("target", "executableTarget") where !Self.isDependencyReference(declaration) {
                guard let name = Self.string(declaration.argument("name")?.expression) else { continue }
                let relative = Self.string(declaration.argument("path")?.expression) ?? "Sources/" + name
                let folder = [package, relative.split(separator: "/").joined(separator: "/")].filter { !$0.isEmpty }.joined(separator: "/")
                let dependencies = declaration.argument("dependencies")?.expression.as(ArrayExprSyntax.self)?.elements.compactMap { element -> String? in
                    if let name = Self.string(element.expression) { return name }
                    guard let call = element.expression.as(FunctionCallExprSyntax.self), ["target", "byName"].contains(call.calleeName) else { return nil }
                    return Self.string(call.argument("name")?.expression)
                } ?? []
                targets[package, default: [:]][name] = Target(folder: folder, dependencies: dependencies)
            }
        }
    }

    /// The source folders of the local targets that the named products build, with every
    /// local target they depend on; empty when no local package declares the products.
    func folders(linkedBy productNames: [String]) -> [String] {
        var seen = Set<String>()
        var folders: [String] = []
        var queue: [(package: String, target: String)] = productNames.flatMap { name in
            (products[name] ?? []).flatMap { product in product.targets.map { (product.package, $0) } }
        }
        while let (package, name) = queue.popLast() {
            guard seen.insert(package + "\u{0}" + name).inserted, let target = targets[package]?[name] else { continue }
            folders.append(target.folder)
            queue += target.dependencies.map { (package, $0) }
        }
        return folders.sorted()
    }

    /// `.target(name:)` inside a `dependencies:` list names a dependency, not a declaration.
    static func isDependencyReference(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { return true }
            if node.is(FunctionCallExprSyntax.self), node.as(FunctionCallExprSyntax.self)?.calleeName == "target" || node.as(FunctionCallExprSyntax.self)?.calleeName == "executableTarget" { return false }
            current = node.parent
        }
        return false
    }

    static func string(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), !literal.hasInterpolation, !literal.plainText.isEmpty else { return nil }
        return literal.plainText
    }

    static func strings(_ expression: ExprSyntax?) -> [String] {
        expression?.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
    }
}

extension Project {
    /// The source folders of local Swift package targets that an Xcode target links through
    /// its package products, directly or through their targets' dependencies.
    public func localPackageFolders(linkedBy target: XcodeProject.Target) -> [String] {
        guard !target.packageProducts.isEmpty else { return [] }
        let manifests = files(of: .packageManifest).compactMap { file in text(of: file).map { (file.path, $0) } }
        let graph = memo("local-package-graph") { LocalPackageGraph(manifests: manifests) }
        return graph.folders(linkedBy: target.packageProducts)
    }

    /// The folders of the local Swift packages (other than the root) that no build links: the
    /// project links local packages through Xcode targets' package products, yet no target links
    /// a product of theirs, and no other manifest, XcodeGen or Tuist file, nor any Swift file
    /// outside them, writes one of their product or target names (provenance's `PVPatreon`, whose
    /// `AboutPatreonHeaderView.xib` no app shows). A package whose manifest declares no product
    /// with literal names is kept.
    /// Built once, by the project model (`ProjectModel.unlinkedPackageFolders`).
    func unlinkedLocalPackageFolders() -> Set<String> {
        do {
            let linked = Set(xcodeProjects.flatMap(\.targets).flatMap(\.packageProducts))
            guard xcodeProjects.flatMap(\.targets).contains(where: { $0.kind == .app && !$0.packageProducts.isEmpty }) else { return [] }
            let manifests = files(of: .packageManifest).compactMap { file in text(of: file).map { (file.path, $0) } }
            let graph = LocalPackageGraph(manifests: manifests)
            var namesByPackage: [String: Set<String>] = [:]
            for (name, owners) in graph.products { for owner in owners { namesByPackage[owner.package, default: []].insert(name) } }
            var candidates: [String: Set<String>] = [:]
            for (package, products) in namesByPackage where !package.isEmpty && linked.isDisjoint(with: products) {
                candidates[package] = products.union(graph.targets[package]?.keys.map { $0 } ?? [])
            }
            guard !candidates.isEmpty else { return [] }
            let readers = files.filter { file in
                file.kind == .packageManifest || file.kind == .swift || ["project.yml", "project.yaml", "Project.swift"].contains(FileKind.fileName(of: file.path))
            }
            let allNames = Set(candidates.values.flatMap { $0 })
            for file in readers {
                let inside = candidates.keys.filter { file.path.hasPrefix($0 + "/") }
                guard let words = WrittenNames.words(inFile: file, among: allNames) else { return [] }
                for (package, names) in candidates where !inside.contains(package) && !words.isDisjoint(with: names) {
                    candidates[package] = nil
                }
            }
            return Set(candidates.keys)
        }
    }
}
