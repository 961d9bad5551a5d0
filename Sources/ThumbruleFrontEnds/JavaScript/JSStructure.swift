/// An `import … from 'module'` or `require('module')`, with the local names it binds.
public struct JSImport: Sendable, Hashable {
    public struct Binding: Sendable, Hashable {
        /// The exported name: `default`, `*` for a namespace, or the member's name.
        public let imported: String
        /// The name the file uses.
        public let local: String
        /// Written as a type (`import type { Props }`, `import { type Props }`, Flow's alike):
        /// the compiler drops it, so it loads no code.
        public let isType: Bool

        public init(imported: String, local: String, isType: Bool = false) {
            self.imported = imported
            self.local = local
            self.isType = isType
        }
    }

    public let module: String
    public let bindings: [Binding]
    public let position: TextPosition
}

/// A call: a name followed by `(…)` (`request(…)`, `messaging().requestPermission()`,
/// `new Foo(…)`). Shapes, not types: a constructor and a function look alike.
public struct JSCall: Sendable, Hashable {
    public let name: String
    public let nameToken: Int
    /// The names before the callee, through earlier calls of the chain:
    /// `messaging().requestPermission()` gives `["messaging"]`, `a.b.c()` gives `["a", "b"]`.
    public let receiver: [String]
    /// The call this one is chained on (`messaging()` for `requestPermission`), if any.
    public let previousInChain: Int?
    /// `(` and `)` token indices.
    public let openParen: Int
    public let closeParen: Int
    /// Each argument's token range, split at top-level commas.
    public let arguments: [Range<Int>]
    public let position: TextPosition

    /// The tokens inside the parentheses.
    public var argumentTokens: Range<Int> { (openParen + 1)..<closeParen }
}

/// A function body: a declaration, a method, or an arrow or function expression, with the
/// name it is bound to where the code shows one (`const App = () => …`, `componentDidMount() {}`).
public struct JSFunction: Sendable, Hashable {
    public let name: String?
    /// The token range of the body: the braces and what they hold, or an arrow's expression.
    public let body: Range<Int>
    /// The token range of the parameters, inside their parentheses (empty when there are none).
    public let parameters: Range<Int>
    public let position: TextPosition
}

/// A JSX element or fragment with its attributes and children.
public struct JSXElement: Sendable, Hashable {
    /// The tag name as written (`Pressable`, `Animated.View`); "" for a fragment `<>`.
    public let name: String
    /// The `<` token.
    public let openToken: Int
    /// The `>` or `/>` ending the opening tag.
    public let tagEnd: Int
    public let attributes: [JSXAttribute]
    /// Tokens between the opening and closing tags (empty when self-closing).
    public let content: Range<Int>
    /// The element this one is a child of, if any (through `{…}` children too).
    public internal(set) var parent: Int?
    /// Direct child elements, in order (through `{…}` children, such as `{cond && <Icon/>}`).
    public internal(set) var children: [Int] = []
    public let position: TextPosition

    /// The last segment of the name: `Animated.Text` → `Text`.
    public var simpleName: Substring {
        guard let dot = name.lastIndex(of: ".") else { return Substring(name) }
        return name[name.index(after: dot)...]
    }

    public func attribute(_ name: String) -> JSXAttribute? {
        attributes.first { $0.name == name }
    }

    /// Whether a `{...props}` spread may set any attribute.
    public var hasSpread: Bool { attributes.contains { $0.name.isEmpty } }
}

public struct JSXAttribute: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        /// `disabled` with no value (true).
        case none
        /// `label="Close"`.
        case string(String)
        /// `style={…}`: the tokens inside the braces.
        case expression(Range<Int>)
    }

    /// The name; "" for a spread `{...props}`, whose `value` is the spread's expression.
    public let name: String
    public let nameToken: Int
    public let value: Value
    public let position: TextPosition

    /// The tokens of an expression value.
    public var expression: Range<Int>? {
        if case .expression(let range) = value { return range }
        return nil
    }

    /// True for a prop set to `{false}`.
    public func isFalse(in file: JSFile) -> Bool {
        guard case .expression(let range) = value else { return false }
        return file.value(of: range) == .bool(false)
    }

    /// True for a boolean prop that is on: written bare (`secureTextEntry`), `{true}` or `"true"`.
    public func isTrue(in file: JSFile) -> Bool {
        switch value {
        case .none: return true
        case .expression(let range): return file.value(of: range) == .bool(true)
        case .string(let text): return text == "true"
        }
    }
}

/// A property of an object literal: `key: value`, shorthand `key`, a method or `...spread`.
public struct JSProperty: Sendable, Hashable {
    /// The key as written, quotes removed; nil for a spread or a computed key.
    public let key: String?
    public let keyToken: Int
    /// The value's tokens (the key itself for a shorthand property).
    public let value: Range<Int>
    public let isSpread: Bool
}

/// What a short expression is, as far as its tokens show.
public enum JSValue: Sendable, Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// A name or member chain: `styles.button`, `PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS`.
    case reference([String])
    /// An object literal: the index of its `{`.
    case object(Int)
    /// An array literal: the index of its `[`.
    case array(Int)
    /// Anything else (a call, an operator expression, a template).
    case other
}
