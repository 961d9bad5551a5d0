import Dispatch
import ThumbruleFrontEnds

/// A layout resource (`res/layout*/*.xml`) of the project, parsed once.
public struct AndroidLayoutFile: Sendable {
    public let path: String
    public let layout: LayoutFile

    /// The position of an element's start tag.
    public func position(of element: Int) -> SourcePosition {
        let position = layout.elements[element].position
        return SourcePosition(path: path, line: position.line, column: position.column)
    }
}

extension Project {
    /// Every layout resource that parses, in path order, read on first use and shared by the
    /// checks that read views. A layout that does not parse is skipped: the checks need its
    /// elements, and Android's own build rejects such a file.
    public var androidLayouts: [AndroidLayoutFile] {
        memo("android-layouts") {
            let inputs = files.filter { $0.kind == .androidLayout }
            let parsed = ResultSlots<AndroidLayoutFile?>(count: inputs.count)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                let input = inputs[index]
                guard let data = try? input.readData(), let layout = try? LayoutFile(bytes: [UInt8](data), path: input.path) else {
                    parsed.store(index, nil)
                    return
                }
                parsed.store(index, AndroidLayoutFile(path: input.path, layout: layout))
            }
            return parsed.values.compactMap { $0 }.sorted { $0.path < $1.path }
        }
    }
}
