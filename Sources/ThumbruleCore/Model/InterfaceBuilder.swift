import Foundation
import ThumbruleFrontEnds

/// What a storyboard or xib tells the model: the classes it instantiates (`customClass`),
/// which Swift code never names, and a storyboard's initial view controller.
///
/// A placeholder's class (a xib's File's Owner) is not one of them: loading the nib makes no
/// owner, it connects outlets to the object the loader passes in, which code made and named.
package struct InterfaceBuilderDocument {
    var customClasses: Set<String> = []
    /// The classes of the first screen: the `customClass` of the scene `initialViewController`
    /// points at, or of the root of the navigation or tab bar controller it points at.
    var initialClasses: [String] = []
    /// Asset-catalog colours the document draws with: `<namedColor name="Brand">` and
    /// `<color name="Brand" …>`.
    var colorNames: Set<String> = []

    /// Read with the XML front end's `XMLTree`, as `InterfaceBuilderFile` is: it refuses what
    /// stops the process inside FoundationXML and keeps libxml2's error reports away from
    /// FoundationXML's handler, which loses memory on each (`LibXMLErrorRoute`). A document that
    /// is not well-formed is left unread.
    package init?(data: Data) {
        guard let tree = try? XMLTree(bytes: [UInt8](data)) else { return nil }
        var classByID: [String: String] = [:]
        var initialID: String?
        /// Container controller id → the controllers its relationship segues hold.
        var rootsByController: [String: [String]] = [:]
        /// The view controller whose scene the walk is in (the last `…Controller` element).
        var controllerID: String?
        for element in tree.elements {
            let name = element.name
            if name == "document" { initialID = element.attribute("initialViewController") }
            if name == "namedColor" || name == "color", let color = element.attribute("name") { colorNames.insert(color) }
            if name.hasSuffix("Controller"), let id = element.attribute("id") { controllerID = id }
            if name == "segue", element.attribute("kind") == "relationship", let controllerID,
               let destination = element.attribute("destination") {
                rootsByController[controllerID, default: []].append(destination)
            }
            guard let customClass = element.attribute("customClass"), name != "placeholder" else { continue }
            customClasses.insert(customClass)
            if let id = element.attribute("id") { classByID[id] = customClass }
        }
        guard let initial = initialID else { return }
        if let own = classByID[initial] {
            initialClasses = [own]
        } else {
            initialClasses = (rootsByController[initial] ?? []).compactMap { classByID[$0] }
        }
    }
}
