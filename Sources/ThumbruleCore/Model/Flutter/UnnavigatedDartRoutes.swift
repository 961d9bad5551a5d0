import ThumbruleFrontEnds

/// go_router routes no code navigates to: a `GoRoute(path: AppRoutes.onboarding, builder: …)`
/// whose path constant nothing else names but a comparison (`state.fullPath ==
/// AppRoutes.onboarding`), and whose path and name no other string spells. The screen its
/// builder makes is never shown from there, so that use of the screen's class does not count
/// (`UnreachableDartCode`).
///
/// Kept narrow: only a route whose `path:` is a string literal or a `Class.constant` is judged,
/// never one under a `StatefulShellBranch` (a tab shows it by index), and none when the app
/// takes links from outside (an Android `BROWSABLE` intent filter with a scheme, or
/// `FlutterDeepLinkingEnabled` on iOS), which may open any path. Any string of the app holding
/// the path up to its first parameter (`'/onboarding'`, `'/parent/child'` for `/parent`,
/// `'/call/$id'` for `/call/:id`) or equal to the route's `name:`
/// counts as a navigation; so does any other spelling of the constant's name, unless it lies in
/// code found dead (the caller decides, round by round).
enum UnnavigatedDartRoutes {
    struct Route {
        let file: Int
        /// The tokens of the `builder:` and `pageBuilder:` arguments.
        let builders: [Range<Int>]
        /// Spellings of the path constant that may navigate to it, by file and token.
        let uses: [(file: Int, token: Int)]
    }

    /// The routes judged, with the spellings that may navigate to each; routes some string
    /// navigates to are left out.
    static func routes(files: [FlutterDartFile], readers: [Int], takesLinks: Bool) -> [Route] {
        guard !takesLinks else { return [] }
        var found: [(file: Int, call: Int, constant: String?, path: String, name: String?, own: Set<Int>)] = []
        for index in readers {
            let dart = files[index].file
            guard dart.source.mentions("GoRoute") else { continue }
            for call in dart.callIndices(named: "GoRoute") where dart.calls[call].receiver.isEmpty {
                guard !dart.ancestors(of: call).contains(where: { dart.calls[$0].name == "StatefulShellBranch" }),
                      let path = dart.calls[call].argument("path") else { continue }
                var own: Set<Int> = []
                let name: String?
                if let argument = dart.calls[call].argument("name") {
                    guard case .string(let text) = argument.value else { continue }
                    name = text
                    own.formUnion(argument.tokenRange)
                } else {
                    name = nil
                }
                own.formUnion(path.tokenRange)
                switch path.value {
                case .string(let text):
                    found.append((index, call, nil, text, name, own))
                case .reference(let names) where names.count == 2 && DartFile.isTypeName(names[0]):
                    guard let value = constantValue(names[0], names[1], files: files, readers: readers) else { continue }
                    found.append((index, call, names[1], value, name, own))
                default:
                    continue
                }
            }
        }
        guard !found.isEmpty else { return [] }
        var strings: [(file: Int, token: Int, text: String)] = []
        for index in readers {
            let source = files[index].file.source
            for token in source.tokens.indices where source.kind(at: token) == .stringText {
                let text = source.text(at: token)
                // A directive's URI (`'../screens/onboarding/onboarding_screen.dart'`) opens no route.
                if !text.hasSuffix(".dart") { strings.append((index, token, text)) }
            }
        }
        var routes: [Route] = []
        for route in found {
            let dart = files[route.file].file
            // Strings that may name the route: its path (or a longer one holding it) or its name.
            let spelled = strings.contains { string in
                guard !(string.file == route.file && route.own.contains(string.token)) else { return false }
                if string.text == route.name { return true }
                guard string.text.contains(route.path.prefix { $0 != ":" }) else { return false }
                // The constant's own declaration (`static const String onboarding = '/onboarding';`).
                return !(route.constant.map { isDeclaration(of: $0, valueToken: string.token, in: files[string.file].file.source) } ?? false)
            }
            guard !spelled else { continue }
            var uses: [(Int, Int)] = []
            if let constant = route.constant {
                for index in readers {
                    let source = files[index].file.source
                    for token in files[index].file.identifierTokens([constant]) {
                        if index == route.file && route.own.contains(token) { continue }
                        if source.kind(at: token + 1) == .assign, source.kind(at: token - 1) == .identifier { continue }
                        if isCompared(token, in: source) { continue }
                        uses.append((index, token))
                    }
                }
            }
            let builders = dart.calls[route.call].arguments.filter { $0.label == "builder" || $0.label == "pageBuilder" }.map(\.tokenRange)
            routes.append(Route(file: route.file, builders: builders, uses: uses))
        }
        return routes
    }

    /// Whether the app takes links from outside that may open any route: an Android activity
    /// with a `BROWSABLE` intent filter naming a scheme, or `FlutterDeepLinkingEnabled` in an
    /// iOS property list.
    static func takesLinks(_ project: Project) -> Bool {
        if project.infoPlists.values.contains(where: { $0.root["FlutterDeepLinkingEnabled"] == .bool(true) }) { return true }
        return project.files.contains { file in
            guard file.kind == .androidManifest, let text = project.text(of: file), let manifest = try? AndroidManifest(text: text) else { return false }
            return manifest.components.contains { component in
                component.intentFilters.contains { $0.categories.contains("android.intent.category.BROWSABLE") && !$0.schemes.isEmpty }
            }
        }
    }

    /// The string a class's constant holds: `static const String onboarding = '/onboarding';`.
    static func constantValue(_ type: String, _ member: String, files: [FlutterDartFile], readers: [Int]) -> String? {
        var values: Set<String> = []
        for index in readers {
            let dart = files[index].file
            guard let owner = dart.classes.first(where: { $0.name == type }) else { continue }
            let source = dart.source
            for token in dart.identifierTokens([member]) where owner.bodyRange.contains(token) && source.kind(at: token + 1) == .assign {
                guard source.kind(at: token + 2) == .stringOpen, let close = source.partner(of: token + 2),
                      [.semicolon, .comma].contains(source.kind(at: close + 1)), let text = source.stringLiteral(at: token + 2) else { return nil }
                values.insert(text)
            }
        }
        return values.count == 1 ? values.first : nil
    }

    /// Whether the string text at `valueToken` is the value of the constant's declaration.
    private static func isDeclaration(of constant: String, valueToken: Int, in source: DartSource) -> Bool {
        source.kind(at: valueToken - 1) == .stringOpen && source.kind(at: valueToken - 2) == .assign && source.text(at: valueToken - 3) == constant
    }

    /// Whether the constant at `token` (alone or after `Class.`) is an operand of `==` or `!=`.
    private static func isCompared(_ token: Int, in source: DartSource) -> Bool {
        var start = token
        while [.dot, .nullAwareDot].contains(source.kind(at: start - 1)), source.kind(at: start - 2) == .identifier { start -= 2 }
        return ["==", "!="].contains(source.text(at: start - 1)) || ["==", "!="].contains(source.text(at: token + 1))
    }
}
