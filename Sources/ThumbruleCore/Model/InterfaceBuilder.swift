import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ThumbruleFrontEnds

/// What a storyboard or xib tells the model: the classes it instantiates (`customClass`),
/// which Swift code never names, and a storyboard's initial view controller.
///
/// A placeholder's class (a xib's File's Owner) is not one of them: loading the nib makes no
/// owner, it connects outlets to the object the loader passes in, which code made and named.
struct InterfaceBuilderDocument {
    var customClasses: Set<String> = []
    /// The classes of the first screen: the `customClass` of the scene `initialViewController`
    /// points at, or of the root of the navigation or tab bar controller it points at.
    var initialClasses: [String] = []
    /// Asset-catalog colours the document draws with: `<namedColor name="Brand">` and
    /// `<color name="Brand" …>`.
    var colorNames: Set<String> = []

    init?(data: Data) {
        // Bytes that stop the process inside FoundationXML leave the file unread.
        guard XMLTree.parserTrap([UInt8](data)) == nil else { return nil }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        customClasses = reader.customClasses
        colorNames = reader.colorNames
        guard let initial = reader.initialID else { return }
        if let own = reader.classByID[initial] {
            initialClasses = [own]
        } else {
            initialClasses = (reader.rootsByController[initial] ?? []).compactMap { reader.classByID[$0] }
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var customClasses: Set<String> = []
        var colorNames: Set<String> = []
        var classByID: [String: String] = [:]
        var initialID: String?
        /// Container controller id → the controllers its relationship segues hold.
        var rootsByController: [String: [String]] = [:]
        /// The view controller whose scene the parser is in (the last `…Controller` element).
        private var controllerID: String?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if elementName == "document" { initialID = attributes["initialViewController"] }
            if elementName == "namedColor" || elementName == "color", let name = attributes["name"] { colorNames.insert(name) }
            if elementName.hasSuffix("Controller"), let id = attributes["id"] { controllerID = id }
            if elementName == "segue", attributes["kind"] == "relationship", let controllerID,
               let destination = attributes["destination"] {
                rootsByController[controllerID, default: []].append(destination)
            }
            guard let customClass = attributes["customClass"], elementName != "placeholder" else { return }
            customClasses.insert(customClass)
            if let id = attributes["id"] { classByID[id] = customClass }
        }
    }
}
