import Foundation

/// Xibs that never load because a subclass replaces them: a library's base screen
/// (`MXKAuthenticationViewController.xib`, File's Owner `MXKAuthenticationViewController`) when
/// the app only subclasses that class, and every subclass loads a nib of its own
/// (`AuthenticationViewController` overrides `+nib` and its factory to name
/// `AuthenticationViewController.xib`).
///
/// A xib named after class C, with C as its File's Owner or top-level view, is left out when:
/// - C is written in the project (an Objective-C `@implementation` or a Swift declaration), and
///   at least one project class is a direct subclass of it;
/// - no code can make a C itself: every mention of C in Objective-C (`.m`, `.mm`, `.h`) and Swift
///   is a declaration, a superclass, a type (`C *`, `: C`, `as? C`), a bundle lookup
///   (`bundleForClass:[C class]`) or a naming of the nib; anything else (`[C alloc]`, `C()`,
///   `C.nib`, `isKindOfClass:[C class]`, another document of class C) keeps the xib;
/// - every naming of the nib (`@"C"`, `NSStringFromClass([C class])`) sits in an Objective-C
///   method of C that each direct subclass overrides without calling `super`'s. A name built
///   at run time (`NSStringFromClass(self.class)`) names the subclass's own nib, and UIKit's
///   default nib lookup uses the class actually made, so neither loads C's.
///
/// It errs towards loading: a file it cannot read, a name in a string it cannot place, or a
/// Swift naming of the nib keeps the xib.
enum ReplacedNibs {
    typealias Token = ObjectiveCTokens.Token

    /// An Objective-C method: class (`+`) or instance, and its selector (`initWithNibName:bundle:`).
    struct Method: Hashable {
        let isClassMethod: Bool
        let selector: String
        var firstKeyword: String { String(selector.split(separator: ":").first ?? "") }
    }

    /// What the project's code says about each candidate class.
    struct Uses {
        var implemented = false
        var subclasses: Set<String> = []
        /// Methods (with the class they are in) holding a naming of the nib; nil for one outside every method.
        var namings: [(owner: String?, method: Method?)] = []
        var other = false
    }

    static func paths(of documents: [InterfaceBuilderFile], in project: Project) -> Set<String> {
        var candidates: [String: String] = [:]
        for document in documents where document.path.hasSuffix(".xib") {
            let name = String(((document.path as NSString).lastPathComponent as NSString).deletingPathExtension)
            if ownerClasses(of: document).contains(name) { candidates[name] = document.path }
        }
        guard !candidates.isEmpty else { return [] }
        let names = Set(candidates.keys)
        var uses: [String: Uses] = [:]
        var methods: [String: [Method: Bool]] = [:]
        for file in project.files(of: .objectiveC) + project.files(of: .objectiveCHeader) {
            guard let text = project.text(of: file) else { return [] }
            guard !WrittenNames.words(in: text, among: names).isEmpty || text.contains("@implementation") else { continue }
            readObjectiveC(ObjectiveCTokens.tokens(of: text, keepingStrings: true, skippingDirectives: true), names: names,
                           uses: &uses, methods: &methods)
        }
        for file in project.files(of: .swift) {
            guard let text = project.text(of: file) else { return [] }
            guard !WrittenNames.words(in: text, among: names).isEmpty else { continue }
            readSwift(ObjectiveCTokens.tokens(of: text, keepingStrings: true), names: names, uses: &uses)
        }
        let symbols = project.symbols
        var replaced: Set<String> = []
        for (name, path) in candidates {
            let found = uses[name] ?? Uses()
            let subclasses = found.subclasses.union(symbols.subclasses(of: name))
            guard found.implemented || symbols.isDeclaredInProject(name), !found.other, !subclasses.isEmpty,
                  !documents.contains(where: { $0.path != path && $0.elements.contains { $0.attribute("customClass") == name } })
            else { continue }
            let overridden = found.namings.allSatisfy { naming in
                guard naming.owner == name, let method = naming.method else { return false }
                return subclasses.allSatisfy { subclass in
                    if let own = methods[subclass]?[method] { return !own }
                    return symbols.methods(of: subclass).contains {
                        $0.isOverride && $0.isStatic == method.isClassMethod && $0.name == method.firstKeyword
                    }
                }
            }
            if overridden { replaced.insert(path) }
        }
        return replaced
    }

    /// The classes a xib is made for: its File's Owner's and its top-level objects'.
    static func ownerClasses(of document: InterfaceBuilderFile) -> Set<String> {
        guard let root = document.tree.root,
              let objects = root.children.first(where: { document.elements[$0].name == "objects" }) else { return [] }
        return Set(document.elements[objects].children.compactMap { document.elements[$0].attribute("customClass") })
    }

    /// Reads one Objective-C file: its classes' superclasses and methods (with whether each calls
    /// `super`'s), and every mention of a candidate class.
    static func readObjectiveC(_ tokens: [Token], names: Set<String>, uses: inout [String: Uses], methods: inout [String: [Method: Bool]]) {
        func word(_ at: Int) -> String? { at >= 0 && at < tokens.count && tokens[at].isWord ? tokens[at].text : nil }
        func mark(_ at: Int, _ text: String) -> Bool { at >= 0 && at < tokens.count && tokens[at].isPunctuation && tokens[at].text == text }
        var implementation: String?
        var method: Method?
        var methodStart = 0
        var depth = 0
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            if token.isString {
                if names.contains(token.text) {
                    uses[token.text, default: Uses()].namings.append((implementation, method))
                } else {
                    // A candidate's name inside a longer string (`@"C~ipad"`, a format) cannot be placed.
                    for name in WrittenNames.words(in: token.text, among: names) { uses[name, default: Uses()].other = true }
                }
                continue
            }
            if mark(index, "{") { depth += 1; continue }
            if mark(index, "}") {
                depth = max(0, depth - 1)
                if depth == 0, let current = method, let owner = implementation {
                    // A method that calls `super`'s own (`[super nib]`) still loads what the superclass names.
                    let callsSuper = (methodStart..<index).contains { word($0) == "super" && word($0 + 1) == current.firstKeyword }
                    methods[owner, default: [:]][current] = callsSuper
                    method = nil
                }
                continue
            }
            if mark(index, "@"), let keyword = word(index + 1) {
                if keyword == "implementation" { implementation = word(index + 2) }
                if keyword == "end" { implementation = nil }
                if keyword == "interface", let name = word(index + 2), mark(index + 3, ":"), let superclass = word(index + 4), names.contains(superclass) {
                    uses[superclass, default: Uses()].subclasses.insert(name)
                }
                if keyword == "implementation", let name = word(index + 2), names.contains(name) { uses[name, default: Uses()].implemented = true }
            }
            if depth == 0, implementation != nil, method == nil, mark(index, "-") || mark(index, "+"), mark(index + 1, "(") {
                if let read = selector(in: tokens, from: index + 1) {
                    method = Method(isClassMethod: mark(index, "+"), selector: read)
                    methodStart = index
                }
                continue
            }
            guard let name = word(index), names.contains(name) else { continue }
            if let previous = word(index - 1), ["implementation", "interface", "class", "end"].contains(previous), mark(index - 2, "@") { continue }
            if mark(index - 1, ":"), word(index - 2) != nil, word(index - 3) == "interface", mark(index - 4, "@") { continue }
            if mark(index + 1, "*") { continue }
            // `[C class]` or `C.class`: a nib name inside `NSStringFromClass(…)`, a bundle after `bundleForClass:`.
            var before: Int?
            if mark(index - 1, "["), word(index + 1) == "class", mark(index + 2, "]") { before = index - 2 }
            if mark(index + 1, "."), word(index + 2) == "class" { before = index - 1 }
            if let before {
                if mark(before, "("), word(before - 1) == "NSStringFromClass" {
                    uses[name, default: Uses()].namings.append((implementation, method))
                    continue
                }
                if mark(before, ":"), word(before - 1) == "bundleForClass" { continue }
            }
            uses[name, default: Uses()].other = true
        }
    }

    /// The selector of the method whose return type opens at `open` (`(UINib *)nib`,
    /// `(instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle`).
    static func selector(in tokens: [Token], from open: Int) -> String? {
        var index = open
        func skipParentheses() {
            guard index < tokens.count, tokens[index].isPunctuation, tokens[index].text == "(" else { return }
            var level = 0
            repeat {
                if tokens[index].isPunctuation, tokens[index].text == "(" { level += 1 }
                if tokens[index].isPunctuation, tokens[index].text == ")" { level -= 1 }
                index += 1
            } while index < tokens.count && level > 0
        }
        skipParentheses()
        guard index < tokens.count, tokens[index].isWord else { return nil }
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation, tokens[index + 1].text == ":" else { return tokens[index].text }
        var selector = ""
        while index + 1 < tokens.count, tokens[index].isWord, tokens[index + 1].isPunctuation, tokens[index + 1].text == ":" {
            selector += tokens[index].text + ":"
            index += 2
            skipParentheses()
            if index < tokens.count, tokens[index].isWord { index += 1 }
        }
        return selector
    }

    /// Reads one Swift file for mentions of a candidate class: a declaration, a superclass or a
    /// type is no use; any other (a call, `C.self`, a string naming it) may make a C or load its nib.
    static func readSwift(_ tokens: [Token], names: Set<String>, uses: inout [String: Uses]) {
        func word(_ at: Int) -> String? { at >= 0 && at < tokens.count && tokens[at].isWord ? tokens[at].text : nil }
        func mark(_ at: Int, _ text: String) -> Bool { at >= 0 && at < tokens.count && tokens[at].isPunctuation && tokens[at].text == text }
        for (index, token) in tokens.enumerated() {
            if token.isString {
                for name in WrittenNames.words(in: token.text, among: names) { uses[name, default: Uses()].other = true }
                continue
            }
            guard token.isWord, names.contains(token.text) else { continue }
            if mark(index - 1, ":") || ["class", "extension", "as", "is"].contains(word(index - 1) ?? "") { continue }
            if (mark(index - 1, "?") || mark(index - 1, "!")) && word(index - 2) == "as" { continue }
            if mark(index - 1, ">"), mark(index - 2, "-") { continue }
            uses[token.text, default: Uses()].other = true
        }
    }
}
