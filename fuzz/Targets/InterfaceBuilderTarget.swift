import Foundation
import ThumbruleCore

/// A storyboard or xib, read both ways the tool reads one: `InterfaceBuilderDocument` (the
/// classes, initial screen and colours the entry points take from it) and `InterfaceBuilderFile`
/// (the element tree the Interface Builder checks walk), with the walks those checks make.
@Sendable func fuzzInterfaceBuilder(_ bytes: [UInt8]) {
    _ = InterfaceBuilderDocument(data: Data(bytes))
    guard let file = InterfaceBuilderFile(path: "App/Base.lproj/Main.storyboard", bytes: bytes) else { return }
    for index in file.elements.indices.prefix(200) {
        _ = file.outlets(of: index)
        _ = file.classes(around: index)
        _ = file.isInsideCell(index)
        _ = file.child(of: index, named: "fontDescription", key: "fontDescription")
    }
}
