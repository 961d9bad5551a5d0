import Foundation
import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// Storyboard scenes nothing presents, whose views never show.
///
/// A storyboard's initial scene shows only when the storyboard is loaded whole: an Info.plist's
/// main, scene or extension storyboard, a storyboard reference with no identifier, code calling
/// `instantiateInitialViewController()` on it. When nothing does, the initial scene and the
/// scenes only its segues (relationships, embeds, shows) lead to are left over, while scenes
/// with a storyboard identifier (code's `instantiateViewController(withIdentifier:)`, another
/// storyboard's reference) and what they lead to still show: delta's legacy
/// `SettingsViewController` table is the initial scene of Settings.storyboard, which the app no
/// longer loads whole (a SwiftUI screen replaced it) while it loads single scenes of it by
/// identifier. When code loads an initial scene from a storyboard it does not name with a
/// literal (a helper handed the name, R.swift, SwiftGen's `initialScene`, Objective-C), every
/// initial scene counts as presented.
enum StoryboardScenes {
    /// One call that loads a storyboard's initial scene: the storyboard's name when the code
    /// writes it (`UIStoryboard(name: "Onboarding", bundle: nil)`, directly or through a local
    /// constant), nil when it does not.
    struct InitialLoad: Codable, Sendable, Hashable {
        let storyboard: String?
    }

    /// The initial-scene loads of a Swift file.
    static func initialLoads(in file: SwiftFile) -> [InitialLoad] {
        var loads = file.index.calls("instantiateInitialViewController").map { call in
            InitialLoad(storyboard: call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(storyboardName))
        }
        // SwiftGen's `StoryboardScene.Onboarding.initialScene.instantiate()`.
        if !file.index.memberAccesses("initialScene").isEmpty { loads.append(InitialLoad(storyboard: nil)) }
        return loads
    }

    /// The literal name of the storyboard an expression holds: a `UIStoryboard(name: "X", …)`
    /// call, or a name bound to one in the enclosing function.
    private static func storyboardName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.calleeName == "UIStoryboard" else { return nil }
            return call.argument("name")?.expression.as(StringLiteralExprSyntax.self)?.plainText
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var scope = expression.parent
        while let node = scope, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self), !node.is(AccessorDeclSyntax.self) {
            scope = node.parent
        }
        guard let scope else { return nil }
        let bindings = scope.tokens(viewMode: .sourceAccurate).compactMap { token -> PatternBindingSyntax? in
            guard token.text == name, let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { return nil }
            return pattern.parent?.as(PatternBindingSyntax.self)
        }
        guard bindings.count == 1, let value = bindings[0].initializer?.value, !value.is(DeclReferenceExprSyntax.self) else { return nil }
        return storyboardName(value)
    }

    /// The scenes of each storyboard nothing presents, by path: the `scene` elements' indices.
    static func unpresented(in project: Project, loads: [InitialLoad]) -> [String: Set<Int>] {
        let documents = project.interfaceBuilder.files
        guard documents.contains(where: { $0.path.hasSuffix(".storyboard") }), !loads.contains(where: { $0.storyboard == nil }) else { return [:] }
        var loadedWhole = Set(loads.compactMap(\.storyboard)).union(project.launchedStoryboards)
        for document in documents {
            for element in document.elements where element.name == "viewControllerPlaceholder" && element.attribute("referencedIdentifier") == nil {
                if let name = element.attribute("storyboardName") { loadedWhole.insert(name) }
            }
        }
        var result: [String: Set<Int>] = [:]
        for document in documents where document.path.hasSuffix(".storyboard") {
            let name = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
            let unpresented = unpresentedScenes(of: document, loadedWhole: loadedWhole.contains(name))
            if !unpresented.isEmpty { result[document.path] = unpresented }
        }
        // Objective-C is not parsed: a load written there may name any storyboard.
        let loadsInObjectiveC = !result.isEmpty && project.files(of: .objectiveC).contains { file in
            guard let text = project.text(of: file) else { return true }
            return ObjectiveCTokens.tokens(of: text).contains { $0.isWord && $0.text == "instantiateInitialViewController" }
        }
        return loadsInObjectiveC ? [:] : result
    }

    /// The scenes of one storyboard that only its initial scene leads to, when nothing loads
    /// that initial scene: the initial scene and what its segues reach, less what a scene with
    /// an identifier reaches. A scene neither reaches is left alone, as are all scenes of a
    /// storyboard with no initial scene or one loaded whole.
    private static func unpresentedScenes(of document: InterfaceBuilderFile, loadedWhole: Bool) -> Set<Int> {
        guard !loadedWhole, let initial = document.tree.root?.attribute("initialViewController").flatMap(document.element(withID:)) else { return [] }
        // Each element's scene; elements come in document order, so a parent is placed first.
        var sceneOf: [Int?] = []
        sceneOf.reserveCapacity(document.elements.count)
        for (index, element) in document.elements.enumerated() {
            sceneOf.append(element.name == "scene" ? index : element.parent.flatMap { sceneOf[$0] })
        }
        var segues: [Int: [Int]] = [:]
        for (index, element) in document.elements.enumerated() where element.name == "segue" && element.attribute("kind") != "unwind" {
            guard let from = sceneOf[index], let destination = element.attribute("destination").flatMap(document.element(withID:)),
                  let to = sceneOf[destination] else { continue }
            segues[from, default: []].append(to)
        }
        func reached(from starts: [Int]) -> Set<Int> {
            var pending = starts
            var reached = Set<Int>()
            while let next = pending.popLast() {
                guard reached.insert(next).inserted else { continue }
                pending.append(contentsOf: segues[next] ?? [])
            }
            return reached
        }
        let identified = document.elements.indices.filter { document.elements[$0].attribute("storyboardIdentifier") != nil }.compactMap { sceneOf[$0] }
        return reached(from: sceneOf[initial].map { [$0] } ?? []).subtracting(reached(from: identified))
    }

    /// True when the element lies in one of the document's unpresented scenes.
    static func isUnpresented(_ index: Int, in document: InterfaceBuilderFile, scenes: [String: Set<Int>]) -> Bool {
        guard let unpresented = scenes[document.path] else { return false }
        return document.tree.ancestors(of: index).contains(where: unpresented.contains)
    }
}
