import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// The app's own components, and what a use of one shows: `<BackButton icon="…" />` draws what
/// BackButton's body renders, with the props that use passes. Read from the bodies alone: text a
/// prop carries counts only where the use passes that prop, and anything a body does not show
/// plainly (a hook's result, a translated string, a component of a package, a spread of props it
/// did not receive) makes the answer unknown, so callers stay silent on it.
final class ReactNativeComponents {
    /// A component: a function of a file bound to a capitalized name, with its props as the
    /// parameters destructure them (`({ icon, alt = 'More', ...rest })`) or name them (`(props)`).
    struct Component {
        let file: ReactNativeFile
        let function: JSFunction
        /// Prop keys by the local names the body uses.
        let props: [String: String]
        /// Default values by prop key.
        let defaults: [String: Range<Int>]
        /// The name of `...rest`, and of a props object taken whole.
        let rest: String?
        let whole: String?

        /// Top-level elements of the body: what a `return` or an arrow's expression renders, and
        /// elements bound to local constants.
        var roots: [Int] {
            let elements = file.file.elements
            return elements.indices.filter { index in
                let element = elements[index]
                guard function.body.contains(element.openToken) else { return false }
                guard let parent = element.parent else { return true }
                return !function.body.contains(elements[parent].openToken)
            }
        }
    }

    /// What a rendered tree shows a screen reader: text (known, or carried by a prop the use did
    /// not pass), images and icon glyphs, or something the code does not settle.
    struct Shown {
        var text = false
        var unknown = false
        var images = 0

        static let unknown = Shown(unknown: true)
        static let text = Shown(text: true)

        mutating func add(_ other: Shown) {
            text = text || other.text
            unknown = unknown || other.unknown
            images += other.images
        }

        /// Icons or images and nothing that could name the control.
        var isOnlyImages: Bool { !text && !unknown && images > 0 }
    }

    /// A component's body evaluated for one use: the props come from `use` in `useFile`, whose
    /// own references are read in `outer` (nil: a file's top level, where they are unknown).
    final class Frame {
        let component: Component
        let use: JSXElement
        let useFile: ReactNativeFile
        let outer: Frame?
        let depth: Int

        init(component: Component, use: JSXElement, useFile: ReactNativeFile, outer: Frame?) {
            self.component = component
            self.use = use
            self.useFile = useFile
            self.outer = outer
            depth = (outer?.depth ?? 0) + 1
        }
    }

    let model: ReactNativeModel
    private var found: [String: Component?] = [:]
    private var iconImports: [String: Set<String>] = [:]
    /// Evaluation steps left for the whole run: a guard against pathological trees.
    private var budget = 2_000_000

    init(model: ReactNativeModel) {
        self.model = model
    }

    /// Components that draw an image.
    static let images: Set<String> = ["Image", "FastImage", "Icon", "Svg", "SvgXml", "SvgUri", "SvgCssUri", "LottieView"]

    /// Components that only lay their children out.
    static let containers: Set<String> = ["", "View", "SafeAreaView", "LinearGradient", "BlurView", "ImageBackground", "Fragment"]

    /// Last words of a component's name that say it draws text.
    static let textEndings = ["Text", "Label", "Title", "Caption", "Heading"]

    /// Attributes that name an element for a screen reader.
    static let labels: Set<String> = ["accessibilityLabel", "aria-label", "aria-labelledby", "accessibilityLabelledBy"]

    // MARK: - Finding components

    /// The app's component a JSX name refers to in a file: a function of that file, or one an
    /// import brings from another file of the app by a relative path or a path alias.
    func component(named name: String, in file: ReactNativeFile) -> Component? {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, !name.contains(".") else { return nil }
        let key = file.path + "\u{0}" + name
        if let known = found[key] { return known }
        var result: Component?
        let local = file.file.functions.filter { $0.name == name }
        if local.count == 1 {
            result = Self.component(local[0], in: file)
        } else if local.isEmpty {
            for statement in file.file.imports {
                guard let binding = statement.bindings.first(where: { $0.local == name }), binding.imported != "*" else { continue }
                let exported = binding.imported == "default" ? name : binding.imported
                if let path = model.resolveModule(statement.module, from: file.path), let target = model.file(at: path) {
                    let functions = target.file.functions.filter { $0.name == exported }
                    if functions.count == 1 { result = Self.component(functions[0], in: target) }
                }
                break
            }
        }
        found[key] = result
        return result
    }

    /// The component a function declares, with its props read from the parameters.
    static func component(_ function: JSFunction, in file: ReactNativeFile) -> Component {
        let js = file.file
        var props: [String: String] = [:]
        var defaults: [String: Range<Int>] = [:]
        var rest: String?
        var whole: String?
        let first = function.parameters.lowerBound
        if !function.parameters.isEmpty {
            if js.source.kind(at: first) == .leftBrace {
                for property in js.properties(ofObjectAt: first) {
                    if property.isSpread {
                        if js.source.kind(at: property.value.lowerBound) == .identifier { rest = js.source.text(at: property.value.lowerBound) }
                        continue
                    }
                    guard let key = property.key else { continue }
                    var value = property.value
                    if value.lowerBound == property.keyToken { value = (value.lowerBound + 1)..<value.upperBound }
                    var localName = key
                    if js.source.kind(at: value.lowerBound) == .identifier {
                        // `key: local` or `key: local = default`
                        localName = js.source.text(at: value.lowerBound)
                        value = (value.lowerBound + 1)..<value.upperBound
                    }
                    if js.source.kind(at: value.lowerBound) == .assign, value.count > 1 { defaults[key] = (value.lowerBound + 1)..<value.upperBound }
                    props[localName] = key
                }
            } else if js.source.kind(at: first) == .identifier {
                whole = js.source.text(at: first)
            }
        }
        return Component(file: file, function: function, props: props, defaults: defaults, rest: rest, whole: whole)
    }

    /// Whether a component renders this element, and only it, whatever its props: the arrow's
    /// expression is the element, or the body's one `return` (its own, not a nested function's)
    /// returns it. `if (onPress) return <Pressable>…; return content;` renders it only sometimes.
    static func rendersOnly(_ element: JSXElement, _ component: Component) -> Bool {
        let js = component.file.file
        let source = js.source
        var body = component.function.body
        if source.kind(at: body.lowerBound) != .leftBrace {
            while body.count >= 2, source.kind(at: body.lowerBound) == .leftParen, source.partner(of: body.lowerBound) == body.upperBound - 1 {
                body = (body.lowerBound + 1)..<(body.upperBound - 1)
            }
            return element.openToken == body.lowerBound
                && ReactNativeUnnamedTouchable.endOfElement(at: element.openToken, in: source) == body.upperBound - 1
        }
        let nested = js.functions.filter { $0.body != body && body.contains($0.body.lowerBound) }
        let returns = body.filter { index in
            source.isWord("return", at: index) && !nested.contains { $0.body.contains(index) }
        }
        guard returns.count == 1, var start = returns.first.map({ $0 + 1 }) else { return false }
        while source.kind(at: start) == .leftParen { start += 1 }
        return start == element.openToken
    }

    /// Local names a file imports from icon packages (`react-native-vector-icons/Feather`), and
    /// from SVG files of the app (`import Gear from '../assets/Gear.svg'`): an SVG transformer
    /// turns such a file into a component that draws that picture and nothing else.
    func icons(in file: ReactNativeFile) -> Set<String> {
        if let known = iconImports[file.path] { return known }
        let names = Set(file.file.imports.filter { statement in
            let module = statement.module.lowercased()
            return module.contains("icon") || module.hasSuffix(".svg")
        }.flatMap(\.bindings).map(\.local))
        iconImports[file.path] = names
        return names
    }

    // MARK: - What a tree shows

    /// What an element shows, its own attributes and the use's props included.
    func shown(by element: JSXElement, in file: ReactNativeFile, frame: Frame?) -> Shown {
        budget -= 1
        guard budget > 0 else { return .unknown }
        if ReactNativeUnnamedTouchable.isHidden(element, in: file.file) { return Shown() }
        if element.attributes.contains(where: { Self.labels.contains($0.name) || $0.name == "alt" }) { return .unknown }
        let name = String(element.simpleName)
        let head = element.name.split(separator: ".").first.map(String.init) ?? element.name
        if let component = component(named: element.name, in: file) {
            guard (frame?.depth ?? 0) < 6 else { return .unknown }
            let inner = Frame(component: component, use: element, useFile: file, outer: frame)
            let roots = component.roots
            guard !roots.isEmpty else { return .unknown }
            var result = Shown()
            for root in roots { result.add(shown(by: component.file.file.elements[root], in: component.file, frame: inner)) }
            return result
        }
        if ReactNativeCode.isTouchable(element) { return .unknown }
        if Self.images.contains(name) || icons(in: file).contains(head) || name.hasSuffix("Icon") || name.hasSuffix("Image") && name != "ImageBackground" {
            return Shown(images: 1)
        }
        // React Native's own Text and layout views show their children; a spread may pass them.
        // Another text component of a package may draw text from any prop (`defaultMessage`).
        guard name == "Text" || Self.containers.contains(name) else { return .unknown }
        if element.hasSpread && element.content.isEmpty { return .unknown }
        return shown(inContentOf: element, in: file, frame: frame)
    }

    /// What an element's children show.
    func shown(inContentOf element: JSXElement, in file: ReactNativeFile, frame: Frame?) -> Shown {
        let source = file.file.source
        var result = Shown()
        var index = element.content.lowerBound
        while index < element.content.upperBound {
            switch source.tokens[index].kind {
            case .jsxText:
                result.add(.text)
            case .jsxOpen:
                if let child = elementIndex(openingAt: index, in: file.file) { result.add(shown(by: file.file.elements[child], in: file, frame: frame)) }
                index = ReactNativeUnnamedTouchable.endOfElement(at: index, in: source)
            case .leftBrace:
                guard let close = source.partner(of: index) else { return .unknown }
                if close > index + 1 { result.add(shown(byExpression: (index + 1)..<close, in: file, frame: frame)) }
                index = close
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// What a `{…}` child or a prop's value shows when rendered.
    func shown(byExpression range: Range<Int>, in file: ReactNativeFile, frame: Frame?) -> Shown {
        budget -= 1
        guard budget > 0 else { return .unknown }
        let js = file.file
        let source = js.source
        var range = range
        while range.count >= 2, source.kind(at: range.lowerBound) == .leftParen, source.partner(of: range.lowerBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        let top = topLevelTokens(range, in: source)
        // `x as string`: the value before the type.
        if let cast = top.first(where: { source.isWord("as", at: $0) }), cast > range.lowerBound { range = range.lowerBound..<cast }
        guard !range.isEmpty else { return Shown() }
        // `test ? a : b`: either branch.
        if let question = top.first(where: { source.kind(at: $0) == .question && $0 < range.upperBound }) {
            var depth = 0
            for colon in top where colon > question && colon < range.upperBound {
                if source.kind(at: colon) == .question { depth += 1 }
                guard source.kind(at: colon) == .colon else { continue }
                if depth > 0 { depth -= 1; continue }
                var result = shown(byExpression: (question + 1)..<colon, in: file, frame: frame)
                result.add(shown(byExpression: (colon + 1)..<range.upperBound, in: file, frame: frame))
                return result
            }
            return .unknown
        }
        // `a || b`, `a ?? b`: any operand; `test && a`: the last.
        let either = top.filter { $0 < range.upperBound && source.kind(at: $0) == .operator && ["||", "??"].contains(source.text(at: $0)) }
        if !either.isEmpty {
            var result = Shown()
            var start = range.lowerBound
            for operatorToken in either + [range.upperBound] {
                result.add(shown(byExpression: start..<operatorToken, in: file, frame: frame))
                start = operatorToken + 1
            }
            return result
        }
        if let and = top.last(where: { $0 < range.upperBound && source.kind(at: $0) == .operator && source.text(at: $0) == "&&" }) {
            return shown(byExpression: (and + 1)..<range.upperBound, in: file, frame: frame)
        }
        if source.kind(at: range.lowerBound) == .jsxOpen, ReactNativeUnnamedTouchable.endOfElement(at: range.lowerBound, in: source) == range.upperBound - 1,
           let element = elementIndex(openingAt: range.lowerBound, in: js) {
            return shown(by: js.elements[element], in: file, frame: frame)
        }
        switch js.value(of: range) {
        case .string(let text): return Self.shown(byString: text)
        case .number: return .text
        case .bool, .null: return Shown()
        case .reference(let names): return shown(byReference: names, in: file, frame: frame)
        case .array(let bracket):
            var result = Shown()
            for element in js.elements(ofArrayAt: bracket) { result.add(shown(byExpression: element, in: file, frame: frame)) }
            return result
        case .object, .other:
            return source.kind(at: range.lowerBound) == .templateOpen ? .text : .unknown
        }
    }

    /// A string shows text unless it is empty or an icon font's glyph.
    static func shown(byString text: String) -> Shown {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return Shown() }
        return isGlyph(text) ? Shown(images: 1) : .text
    }

    /// Whether a string is only Private Use Area characters: icon fonts put their glyphs there,
    /// and a screen reader has no word for them.
    static func isGlyph(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            (0xE000...0xF8FF).contains(scalar.value) || (0xF0000...0x10FFFD).contains(scalar.value)
        }
    }

    /// What a name shows: a prop of the component being evaluated, or a constant of its body.
    func shown(byReference names: [String], in file: ReactNativeFile, frame: Frame?) -> Shown {
        guard let frame, let first = names.first else { return .unknown }
        let component = frame.component
        if names.count >= 2, first == component.rest || first == component.whole { return shown(byProp: names[1], frame: frame) }
        if let key = component.props[first] { return names.count == 1 ? shown(byProp: key, frame: frame) : unknownUnlessAbsent(key, frame: frame) }
        if names.count == 1, let value = constant(first, in: component) {
            return shown(byExpression: value, in: file, frame: frame)
        }
        return .unknown
    }

    /// A member of a prop (`item.title`): nothing when the use does not pass the prop.
    func unknownUnlessAbsent(_ key: String, frame: Frame) -> Shown {
        let passed = frame.use.hasSpread || frame.use.attribute(key) != nil || key == "children" && !frame.use.content.isEmpty || frame.component.defaults[key] != nil
        return passed ? .unknown : Shown()
    }

    /// What a prop shows: the use's attribute or children, the default, or nothing.
    func shown(byProp key: String, frame: Frame) -> Shown {
        let use = frame.use
        if key == "children", !use.content.isEmpty {
            return shown(inContentOf: use, in: frame.useFile, frame: frame.outer)
        }
        if let attribute = use.attribute(key) {
            switch attribute.value {
            case .none: return Shown()
            case .string(let text): return Self.shown(byString: text)
            case .expression(let range): return shown(byExpression: range, in: frame.useFile, frame: frame.outer)
            }
        }
        if use.hasSpread { return .unknown }
        if let value = frame.component.defaults[key] {
            return shown(byExpression: value, in: frame.component.file, frame: nil)
        }
        return Shown()
    }

    /// The value of `const name = …` in a component's body, if the body binds the name once.
    func constant(_ name: String, in component: Component) -> Range<Int>? {
        let source = component.file.file.source
        var found: [Range<Int>] = []
        for index in component.function.body where source.isWord(name, at: index) {
            guard ["const", "let"].contains(where: { source.isWord($0, at: index - 1) }), source.kind(at: index + 1) == .assign else { continue }
            var end = index + 2
            while end < component.function.body.upperBound {
                let kind = source.tokens[end].kind
                if kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .comma { break }
                if end > index + 2, source.tokens[end].followsNewline, ["const", "let", "var", "return", "if", "function"].contains(where: { source.isWord($0, at: end) }) { break }
                if let partner = source.partner(of: end), partner > end { end = partner }
                end += 1
            }
            if end > index + 2 { found.append((index + 2)..<end) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Tokens of a range that no bracket or element holds.
    func topLevelTokens(_ range: Range<Int>, in source: JSSource) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            result.append(index)
            if source.kind(at: index) == .jsxOpen {
                index = ReactNativeUnnamedTouchable.endOfElement(at: index, in: source)
            } else if let partner = source.partner(of: index), partner > index {
                index = partner
            }
            index += 1
        }
        return result
    }

    /// The element whose `<` is this token (elements are in source order of their `<`).
    func elementIndex(openingAt token: Int, in file: JSFile) -> Int? {
        var low = 0
        var high = file.elements.count
        while low < high {
            let middle = (low + high) / 2
            if file.elements[middle].openToken < token { low = middle + 1 } else { high = middle }
        }
        return low < file.elements.count && file.elements[low].openToken == token ? low : nil
    }
}
