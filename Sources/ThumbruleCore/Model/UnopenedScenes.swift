import Foundation
import ThumbruleFrontEnds

/// Storyboard scenes nothing can open, so their views never show: a scene with a storyboard
/// identifier that is not its storyboard's initial scene, that no segue of the storyboard leads to, and whose storyboard
/// identifier no storyboard reference names and no Swift or Objective-C file writes, as a string
/// literal or as a name (`"detailMessagesVC"`, an enum case, `String(describing: X.self)` when the
/// identifier is the class's name). entourage-ios keeps its old groups home (`home`) and a rugby
/// pop-up (`RugbySpecialPopUpVC`) in storyboards whose identifiers no code spells. Lines of such
/// scenes are unreachable. Decided only when every Swift and Objective-C file can be read and
/// one of them opens a scene by identifier.
enum UnopenedScenes {
    /// The calls that open a scene by its identifier, in Swift and in Objective-C: some code read
    /// here must make one before an identifier nothing writes says anything.
    static let instantiateCalls: Set<String> = ["instantiateViewController", "instantiateViewControllerWithIdentifier"]

    /// The line ranges of each storyboard's unopened scenes, by path.
    static func lines(in project: Project, documents: [InterfaceBuilderFile]) -> [String: [ClosedRange<Int>]] {
        let storyboards = documents.filter { $0.path.hasSuffix(".storyboard") }
        var candidates: [(document: InterfaceBuilderFile, scene: Int, identifier: String)] = []
        var referenced = Set<String>()
        for document in documents {
            for element in document.elements where element.name == "viewControllerPlaceholder" {
                if let identifier = element.attribute("referencedIdentifier") { referenced.insert(identifier) }
            }
        }
        for document in storyboards {
            let initial = document.tree.root?.attribute("initialViewController")
            var destinations = Set<String>()
            for element in document.elements where element.name == "segue" {
                if let destination = element.attribute("destination") { destinations.insert(destination) }
            }
            for (index, element) in document.elements.enumerated() where element.name == "scene" {
                // The scene's controller: the element of `objects` that is its scene member.
                let members = subtree(of: index, in: document.elements).filter { document.elements[$0].attribute("sceneMemberID") == "viewController" }
                guard members.count == 1, let controller = document.elements[members[0]].attribute("id"),
                      document.elements[members[0]].name != "viewControllerPlaceholder",
                      controller != initial, !destinations.contains(controller) else { continue }
                // A scene without an identifier is left alone: nothing here says how it was meant to open.
                guard let identifier = document.elements[members[0]].attribute("storyboardIdentifier"),
                      !referenced.contains(identifier) else { continue }
                candidates.append((document, index, identifier))
            }
        }
        guard !candidates.isEmpty else { return [:] }
        let identifiers = Set(candidates.map(\.identifier))
        var written = Set<String>()
        var opensByIdentifier = false
        for file in project.files(of: .swift) + project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) {
            guard let text = project.text(of: file) else { return [:] }
            for token in ObjectiveCTokens.tokens(of: text, keepingStrings: true) where !token.isPunctuation {
                if identifiers.contains(token.text) { written.insert(token.text) }
                if instantiateCalls.contains(token.text) { opensByIdentifier = true }
            }
        }
        // Code in a language not read here (C#, a generated file left out) may open every scene.
        guard opensByIdentifier else { return [:] }
        var result: [String: [ClosedRange<Int>]] = [:]
        for candidate in candidates where !written.contains(candidate.identifier) {
            let document = candidate.document
            let after = subtree(of: candidate.scene, in: document.elements).upperBound
            let start = document.elements[candidate.scene].position.line
            let end = after < document.elements.count ? document.elements[after].position.line - 1 : Int.max
            result[document.path, default: []].append(start...max(start, end))
        }
        return result
    }

    /// The indices of an element's descendants: the elements after it, in document order, until
    /// one no deeper than it.
    static func subtree(of index: Int, in elements: [XMLElementNode]) -> Range<Int> {
        var end = index + 1
        while end < elements.count, elements[end].depth > elements[index].depth { end += 1 }
        return (index + 1)..<end
    }
}

extension Project {
    /// Whether a line of a storyboard lies in a scene nothing opens (`UnopenedScenes`). Asked only
    /// once the storyboards are read, which a check reading them has done.
    func liesInUnopenedScene(_ position: SourcePosition) -> Bool {
        guard position.path.hasSuffix(".storyboard"), let documents = interfaceBuilderIfBuilt else { return false }
        let scenes = memo("unopened-scenes") { UnopenedScenes.lines(in: self, documents: documents.files) }
        return scenes[position.path]?.contains { $0.contains(position.line) } ?? false
    }
}
