/// `import 'package:x/y.dart' as z;`, and `export` / `part` directives.
public struct DartImport: Sendable, Hashable {
    public enum Kind: String, Sendable { case `import`, export, part }
    public let kind: Kind
    /// The URI as written, decoded: `package:flutter/material.dart`, `../model.dart`.
    public let uri: String
    /// The name after `as`, if any.
    public let prefix: String?
    public let position: TextPosition
    /// The clauses of a conditional directive (`if (dart.library.io) 'io.dart'`): the platform
    /// a build targets picks one of them in place of `uri`.
    public let alternatives: [ConditionalURI]

    /// The package a `package:` URI names (`flutter` for `package:flutter/material.dart`), else nil.
    public var package: String? {
        guard uri.hasPrefix("package:") else { return nil }
        return uri.dropFirst("package:".count).split(separator: "/").first.map(String.init)
    }
}

/// One `if (condition) 'uri'` clause of a conditional import or export.
public struct ConditionalURI: Sendable, Hashable {
    /// The condition as written without spaces: `dart.library.io`, `dart.library.js_interop`.
    public let condition: String
    public let uri: String
}

/// A class, mixin, enum or extension declaration.
public struct DartClass: Sendable, Hashable {
    public enum Kind: String, Sendable { case `class`, mixin, `enum`, `extension` }
    public let kind: Kind
    /// Nil for an unnamed extension.
    public let name: String?
    /// The type after `extends` (`State` for `extends State<Home>`), or for a mixin or extension its `on` type.
    public let superclass: String?
    /// The types after `extends`'s type arguments: `Home` in `State<Home>`.
    public let superclassArguments: [String]
    /// Types after `with` and `implements`.
    public let interfaces: [String]
    public let position: TextPosition
    /// Tokens from `{` through `}`.
    public let bodyRange: Range<Int>
}

/// A function, method, constructor, getter or setter, or a closure (`(x) { }`, `() => …`).
public struct DartFunction: Sendable, Hashable {
    /// The name as declared (`build`, `Home.named` for a named constructor); nil for a closure.
    public let name: String?
    public let position: TextPosition
    /// Index into `DartFile.classes` of the class declaring it (nil for top-level and local functions
    /// declared outside a class, and for closures outside one).
    public let enclosingClass: Int?
    /// The function or closure whose body holds this one.
    public let enclosingFunction: Int?
    /// The parameter list's tokens, from `(` through `)`; empty for a getter.
    public let parameterRange: Range<Int>
    /// The body's tokens: `{ … }`, or the expression after `=>`; empty when declared without one.
    public internal(set) var bodyRange: Range<Int>
    public internal(set) var isAsync: Bool
    public var isClosure: Bool { name == nil }
}

/// Where a call sits relative to the nearest enclosing call: inside one of its arguments. Blocks,
/// closures and collection literals in between do not count, so `Text` in
/// `Column(children: [if (x) Text('a')])` is in `Column`'s `children` argument, and `pop` in
/// `IconButton(onPressed: () { Navigator.pop(context); })` is in its `onPressed`.
public struct DartCallContainer: Sendable, Hashable {
    /// The enclosing call's index.
    public let call: Int
    /// The argument's index in that call's `arguments`.
    public let argument: Int
}

/// One link of a receiver chain: `Theme.of(context).textTheme.bodyLarge!.copyWith()` gives
/// `copyWith` the receiver `[.call(<of>), .name("textTheme"), .name("bodyLarge")]`.
public enum DartChainLink: Sendable, Hashable {
    /// A name read without a call: `Theme`, `widget`, `this`.
    case name(String)
    /// A call, by index into `DartFile.calls`.
    case call(Int)
    /// `[key]`.
    case `subscript`
    /// A literal or parenthesized expression starting the chain, as text.
    case expression(String)
}

/// What an argument's expression is, as far as structure tells without types.
public enum DartValue: Sendable, Hashable {
    case integer(Int)
    case decimal(Double)
    /// A string literal without interpolation, escapes decoded.
    case string(String)
    /// A string literal with `$name` or `${…}`.
    case interpolated
    case boolean(Bool)
    case null
    /// A dotted name: `BoxFit.scaleDown`, `widget.title`, `TextScaler.noScaling`.
    case reference([String])
    /// A call chain ending in a call (index into `DartFile.calls`): `const Text('a')`, `Theme.of(context).x()`.
    case call(Int)
    /// A closure literal (index into `DartFile.functions`).
    case function(Int)
    /// A list literal `[…]` (with or without type arguments).
    case list
    /// Anything else: operators, conditionals, casts.
    case other

    /// The number an integer or decimal literal holds.
    public var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .decimal(let value): return value
        default: return nil
        }
    }
}

/// One argument: `tooltip: 'Back'` has the label `tooltip`.
public struct DartArgument: Sendable, Hashable {
    public let label: String?
    /// The value's tokens (after the label).
    public let tokenRange: Range<Int>
    public let position: TextPosition
    public let value: DartValue
}

/// A call or constructor invocation found by structure: a name followed by `(…)`, with optional
/// type arguments. `Text('a')`, `const Text('a')`, `EdgeInsets.all(8)` (name `all`, receiver
/// `EdgeInsets`) and `context.read<Bloc>()` are all calls: without types they look the same.
public struct DartCall: Sendable, Hashable {
    /// The callee's name as written: `IconButton`, `all`, `of`.
    public let name: String
    /// Index of the name token.
    public let nameToken: Int
    public let position: TextPosition
    /// The links before the name, back to and including the previous call of the chain.
    public let receiver: [DartChainLink]
    /// Reached with `..` or `?..`: `AnimationController(…)..repeat()`.
    public let isCascade: Bool
    /// Reached with `?.`.
    public let isNullAware: Bool
    /// Written with `const` or `new` before it.
    public let isConst: Bool
    /// Explicit type arguments as written (`<Bloc>`), if any.
    public let typeArguments: String?
    public internal(set) var arguments: [DartArgument]
    /// The nearest enclosing call's argument holding this call, if any.
    public let container: DartCallContainer?
    /// Index into `DartFile.functions` of the innermost function or closure whose body holds it.
    public let enclosingFunction: Int?
    /// Index into `DartFile.classes` of the class holding it.
    public let enclosingClass: Int?
    /// The call that has this one as its receiver: `of` → `copyWith`.
    public internal(set) var nextInChain: Int?
    /// The first token of the receiver chain (or the name when there is none).
    public let startToken: Int
    /// Tokens from the chain's start through the closing parenthesis.
    public internal(set) var tokenRange: Range<Int>

    /// The first argument with this label.
    public func argument(_ label: String) -> DartArgument? {
        arguments.first { $0.label == label }
    }

    /// Arguments without a label, in order.
    public var positionalArguments: [DartArgument] {
        arguments.filter { $0.label == nil }
    }

    /// The receiver's last plain name: `EdgeInsets` for `EdgeInsets.all`, `instance` for
    /// `MobileAds.instance.initialize`; nil when the receiver ends in a call or has none.
    public var receiverName: String? {
        if case .name(let name)? = receiver.last { return name }
        return nil
    }

    /// `Type.name` for a named constructor or static call on a plain name (`EdgeInsets.all`), else the name.
    public var qualifiedName: String {
        receiver.count == 1 ? receiverName.map { $0 + "." + name } ?? name : name
    }
}

/// A `try { … }` statement's block and what runs in it, so a check can tell which failures its
/// `catch` clauses can see: with no `await` in the block itself, only synchronous throws reach
/// them, and a future the block starts fails on its own.
public struct DartTry: Sendable, Hashable {
    /// The `try` keyword's token.
    public let keyword: Int
    /// The block's tokens, from `{` through `}`.
    public let body: Range<Int>
    /// Whether the block itself awaits (`await`, `await for`); an `await` in a closure it
    /// builds runs in that closure, not in the `try`.
    public let awaits: Bool
    /// Whether the block has a `throw` of its own (outside the closures it builds).
    public let throwsItself: Bool
    /// Indices into `DartFile.calls` of every call written in the block, closures included
    /// (a `setState` callback runs at once, inside the `try`).
    public let calls: [Int]
}
