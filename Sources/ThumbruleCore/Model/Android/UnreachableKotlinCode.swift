import ThumbruleFrontEnds

/// Kotlin of an application module that no user can reach: an activity the manifest never
/// declares and no code names (an unfinished rewrite), the functions only such code uses
/// (its screens, its navigation graph), and private functions nothing names (a helper left
/// behind). It ships in the APK but never runs, so it takes the unreachable scope and checks
/// skip it.
///
/// Judged by name across every Kotlin file, erring towards "runs": a function is reached
/// when any shipping code that may run names it (a call or a reference, from any module);
/// tests and previews reach nothing. Overrides, operators, annotated functions and anything a
/// layout or manifest names may be reached by the framework, so they count as running. A public
/// function no Kotlin names at all runs only if Java, reflection or data binding may call it:
/// composables never (only Kotlin composables call them: a screen or button left behind by a
/// redesign), and a plain function (a `testNow()` beside the real scheduler) when no Java file
/// and no Kotlin string names it, it is no bean accessor (`getX`, `isX`, `setX`), and a sibling
/// of its file or type is reached (so its file is in use and it alone is not). Overloads of one
/// name are told apart by a call's named arguments: `TextEditBlock(initText = …, label = …)`
/// reaches only the overloads declaring both parameters, so its namesake only a dead
/// composable calls stays dead.
/// A Compose Navigation destination whose route only such code names (a `navigateToStats()`
/// nothing calls) never opens either, nor what only its screen draws (`unopenedDestinations`).
/// In a Flutter app, the handler of a platform channel no Dart code opens never runs either
/// (`unopenedChannelHandlers`), nor what only it calls.
/// Library modules are left alone, but for the composables of the app's own component modules
/// (`componentFolders`: an unpublished library module an app depends on, such as uwang-android's
/// `core/core-component`): only Kotlin composables call a composable, so one that no Kotlin of
/// the project calls, or only a preview or another such composable calls, never draws a screen.
enum UnreachableKotlinCode {
    /// Lines of unreachable declarations, by path. `resourcesName` says whether a layout or
    /// manifest names a word (an `android:onClick` handler, a data-binding call).
    /// `javaNames` says whether a Java file names a word, `otherResourcesName` whether another XML
    /// resource (a navigation graph) does; fragments are judged only when both can say. `dartOpens` says whether the Flutter
    /// app's Dart may open a platform channel of a name; nil outside a Flutter app.
    /// `componentFolders` holds the folders (with a trailing slash) of the app's own unpublished
    /// library modules, whose composables alone are judged.
    static func lines(in files: [AndroidKotlinFile], apps: [AndroidApp], resourcesName: (String) -> Bool,
                      javaNames: (String) -> Bool = { _ in true }, otherResourcesName: (String) -> Bool = { _ in true },
                      dartOpens: ((String) -> Bool)? = nil, componentFolders: [String] = []) -> [String: [ClosedRange<Int>]] {
        let appFolders = folders(of: apps)
        guard !appFolders.isEmpty else { return [:] }
        func inApp(_ file: AndroidKotlinFile) -> Bool { file.scope == .app && appFolders.contains { file.path.hasPrefix($0) } }
        func inComponents(_ file: AndroidKotlinFile) -> Bool {
            file.scope == .app && !inApp(file) && componentFolders.contains { file.path.hasPrefix($0) }
        }

        // Names used anywhere, and where: the function around each use, by name.
        var uses: [String: Int] = [:]
        for file in files {
            let source = file.file.source, header = headerLines(of: file.file)
            for token in source.tokens where token.kind == .identifier && !header.contains(token.line) { uses[source.text(of: token), default: 0] += 1 }
        }
        func isNamedElsewhere(_ name: String) -> Bool { (uses[name] ?? 0) > 1 || resourcesName(name) }

        // Seeds: undeclared activities and private functions nothing else names.
        let declared = Set(apps.flatMap { $0.manifest.components.map { String($0.name.split(separator: ".").last ?? "") } })
        var dead: [String: [ClosedRange<Int>]] = [:]
        for file in files where inApp(file) {
            for type in file.file.types where type.enclosingType == nil && type.kind == .class {
                guard let name = type.name, type.supertypes.contains(where: { $0.hasSuffix("Activity") }),
                      !declared.contains(name), !isNamedElsewhere(name), let range = file.lines(ofType: type) else { continue }
                dead[file.path, default: []].append(range)
            }
            for (index, function) in file.file.functions.enumerated() where isJudged(function) && function.modifiers.contains("private") {
                guard !isNamedElsewhere(function.name), let range = file.lines(ofFunction: index) else { continue }
                dead[file.path, default: []].append(range)
            }
            if let dartOpens { dead[file.path, default: []] += unopenedChannelHandlers(in: file.file, dartOpens: dartOpens) }
        }
        // In a component module only composables are judged: its other functions may serve anyone.
        func isCandidate(_ file: AndroidKotlinFile, _ function: KotlinFunction) -> Bool {
            inApp(file) || inComponents(file) && function.annotations.contains { $0.name == "Composable" } && !function.isPreview
        }
        var result = dead.merging(onlyUsedByDeadCode(files, dead: dead, inApp: isCandidate, resourcesName: resourcesName, javaNames: javaNames), uniquingKeysWith: +)
        // Fragments and navigation destinations nothing that runs opens, and what only they
        // reach, until none is left.
        let named = { (word: String) in resourcesName(word) || otherResourcesName(word) || javaNames(word) }
        var seen = Set<[Int]>()
        while true {
            let fragments = unnamedFragments(files, inApp: inApp, unreachable: result, resourcesName: { resourcesName($0) || otherResourcesName($0) }, javaNames: javaNames)
                .subtracting(seen)
            let destinations = unopenedDestinations(files, inApp: inApp, unreachable: result, named: named)
                .filter { !(dead[$0.path] ?? []).contains($0.lines) }
            guard !fragments.isEmpty || !destinations.isEmpty else { break }
            for fragment in fragments {
                let file = files[fragment[0]]
                if let range = file.lines(ofType: file.file.types[fragment[1]]) { dead[file.path, default: []].append(range) }
            }
            for destination in destinations { dead[destination.path, default: []].append(destination.lines) }
            seen.formUnion(fragments)
            result = dead.merging(onlyUsedByDeadCode(files, dead: dead, inApp: isCandidate, resourcesName: resourcesName, javaNames: javaNames), uniquingKeysWith: +)
        }
        return result
    }

    /// The lines inside the lambda of each Compose Navigation destination of the app modules
    /// (`composable(Screen.Stats.route) { StatsScreen() }`, `composable<StatsRoute> { … }`) that
    /// nothing that runs can open. The route's own name is the last capitalised name of its
    /// reference (`Stats`, `STATS`) or the type argument; the destination is unopened when that
    /// name is written, apart from its declaration, this registration, imports and tests, only in
    /// `unreachable` lines (a `navigateToStats()` nothing calls), at least once, and no Java,
    /// layout, manifest or navigation graph names it. A start destination or a link to the
    /// route is a use that runs; a destination with deep links is left alone.
    private static func unopenedDestinations(_ files: [AndroidKotlinFile], inApp: (AndroidKotlinFile) -> Bool,
                                             unreachable: [String: [ClosedRange<Int>]], named: (String) -> Bool) -> [(path: String, lines: ClosedRange<Int>)] {
        var destinations: [(file: Int, call: Int, route: String, lines: ClosedRange<Int>)] = []
        for (fileIndex, file) in files.enumerated() where inApp(file) {
            let tokens = file.file.source.tokens
            for index in file.file.callIndices(named: "composable") {
                let call = file.file.calls[index]
                guard let lambda = call.trailingLambda, call.argument("deepLinks") == nil,
                      let route = routeName(of: call) else { continue }
                let first = tokens[lambda.tokenRange.lowerBound].line + 1
                let last = tokens[min(lambda.tokenRange.upperBound, tokens.count) - 1].line - 1
                if first <= last { destinations.append((fileIndex, index, route, first...last)) }
            }
        }
        guard !destinations.isEmpty else { return [] }
        let routes = Set(destinations.map(\.route))
        var running = Set<String>(), inDeadCode = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            let source = file.file.source, header = headerLines(of: file.file)
            let deadLines = unreachable[file.path] ?? []
            let registrations = destinations.filter { $0.file == fileIndex }.map { file.file.calls[$0.call].tokenRange }
            for (index, token) in source.tokens.enumerated() where token.kind == .identifier {
                let name = source.text(of: token)
                guard routes.contains(name), !header.contains(token.line), file.scope != .test,
                      index == 0 || !["object", "class", "interface", "val", "var", "fun"].contains(source.text(at: index - 1)),
                      !registrations.contains(where: { $0.contains(index) }) else { continue }
                if deadLines.contains(where: { $0.contains(token.line) }) { inDeadCode.insert(name) } else { running.insert(name) }
            }
        }
        return destinations.filter { inDeadCode.contains($0.route) && !running.contains($0.route) && !named($0.route) }
            .map { (files[$0.file].path, $0.lines) }
    }

    /// The name a destination's route goes by: the type argument of `composable<StatsRoute>`, else
    /// the last capitalised name of the route reference (`Screen.Stats.route` gives `Stats`,
    /// `Routes.STATS` gives `STATS`); nil for a string or any other expression.
    private static func routeName(of call: KotlinCall) -> String? {
        if let type = call.typeArguments {
            let name = type.filter { !"<> ".contains($0) }
            return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
        }
        guard let argument = call.argument("route") ?? call.positionalArguments.first,
              case .reference(let path) = argument.value else { return nil }
        return path.last { $0.first?.isUppercase == true }
    }

    /// Top-level fragment classes of the app modules (`[file, type]`: a class whose supertype's
    /// name ends in `Fragment`, not open or abstract) whose name no layout, manifest, navigation
    /// graph or Java file writes, no Kotlin string holds, and no Kotlin outside their own body
    /// names but in `unreachable` lines, test code or an import: only code that names a fragment
    /// shows it, so one named nowhere that runs (a dev showcase only an unused fragment or a
    /// commented-out call opens) never reaches anyone. Only where some Kotlin names one of the
    /// app's fragments at all.
    private static func unnamedFragments(_ files: [AndroidKotlinFile], inApp: (AndroidKotlinFile) -> Bool,
                                         unreachable: [String: [ClosedRange<Int>]], resourcesName: (String) -> Bool,
                                         javaNames: (String) -> Bool) -> Set<[Int]> {
        var fragments: [String: [Int]] = [:], ambiguous = Set<String>()
        for (fileIndex, file) in files.enumerated() where inApp(file) {
            for (index, type) in file.file.types.enumerated() where type.kind == .class && type.enclosingType == nil && type.bodyRange != nil {
                guard let name = type.name, type.supertypes.contains(where: { $0.hasSuffix("Fragment") }),
                      !type.modifiers.contains(where: { ["open", "abstract", "sealed"].contains($0) }) else { continue }
                if fragments[name] != nil { ambiguous.insert(name) }
                fragments[name] = [fileIndex, index]
            }
        }
        for name in ambiguous { fragments[name] = nil }
        guard !fragments.isEmpty else { return [] }
        var named = Set<String>(), mentioned = false
        for (fileIndex, file) in files.enumerated() {
            let source = file.file.source, header = headerLines(of: file.file)
            let deadLines = unreachable[file.path] ?? []
            for (index, token) in source.tokens.enumerated() {
                if token.kind == .stringText {
                    let text = source.text(of: token)
                    named.formUnion(fragments.keys.filter { text.contains($0) })
                    continue
                }
                guard token.kind == .identifier else { continue }
                let name = source.text(of: token)
                guard let fragment = fragments[name], !named.contains(name) || !mentioned else { continue }
                if fragment[0] == fileIndex, file.file.types[fragment[1]].bodyRange?.contains(index) == true
                    || index > 0 && source.text(at: index - 1) == "class" { continue }
                if !header.contains(token.line) { mentioned = true }
                if file.scope == .test || header.contains(token.line) || deadLines.contains(where: { $0.contains(token.line) }) { continue }
                named.insert(name)
            }
        }
        // Code that names none of its fragments (an excerpt, or an app that opens them some way not
        // read here) decides nothing.
        guard mentioned else { return [] }
        return Set(fragments.filter { name, _ in !named.contains(name) && !resourcesName(name) && !javaNames(name) }.values)
    }

    /// Functions of application modules that only unreachable code names, directly or through
    /// other such functions.
    private static func onlyUsedByDeadCode(_ files: [AndroidKotlinFile], dead: [String: [ClosedRange<Int>]],
                                           inApp: (AndroidKotlinFile, KotlinFunction) -> Bool, resourcesName: (String) -> Bool,
                                           javaNames: (String) -> Bool) -> [String: [ClosedRange<Int>]] {
        // Candidates: judged functions of the app modules outside the dead lines, by name.
        var candidates: [String: [(file: Int, function: Int, lines: ClosedRange<Int>)]] = [:]
        var running = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            let deadLines = dead[file.path] ?? []
            for (index, function) in file.file.functions.enumerated() where function.enclosingFunction == nil {
                guard inApp(file, function), isJudged(function), let lines = file.lines(ofFunction: index),
                      !deadLines.contains(where: { $0.contains(function.position.line) }) else {
                    // A function of the same name outside the app, or one the framework may call;
                    // a private one names nothing outside its file.
                    if !(dead[file.path] ?? []).contains(where: { $0.contains(function.position.line) }), !function.modifiers.contains("private") {
                        running.insert(function.name)
                    }
                    continue
                }
                if resourcesName(function.name) { running.insert(function.name) }
                candidates[function.name, default: []].append((fileIndex, index, lines))
            }
        }
        running.formIntersection(candidates.keys)
        // Names every declaration of which is a top-level function: `X.name` is some member, not them.
        let topLevel = Set(candidates.filter { _, declarations in
            declarations.allSatisfy { files[$0.file].file.functions[$0.function].enclosingType == nil && files[$0.file].file.functions[$0.function].receiverType == nil }
        }.keys)
        guard !candidates.isEmpty else { return [:] }
        // Composables: only Kotlin composables call them, and a package-qualified call
        // (`pkg.Chip()`, not a member `Routes.Chip` or a nested class `Deeplink.Chip(…)`) names them too.
        let composables = Set(candidates.filter { _, declarations in
            declarations.allSatisfy { files[$0.file].file.functions[$0.function].annotations.contains { $0.name == "Composable" } }
        }.keys)

        // Uses of candidate names: from a candidate, from code that runs, or from dead code.
        let candidateFunctions = Set(candidates.values.joined().map { [$0.file, $0.function] })
        // An overloaded name's declarations are nodes of their own (`name#k`), reached through the
        // name (any use) or alone (a call whose named arguments only they declare).
        var overloadNode: [[Int]: String] = [:]
        for (name, declarations) in candidates where declarations.count > 1 {
            for (k, declaration) in declarations.enumerated() { overloadNode[[declaration.file, declaration.function]] = Self.overloadNode(name, k) }
        }
        /// The nodes a use of a candidate name at a token of a file reaches. A private function is
        /// visible only in its own file: `Header()` in one widget's file names its own private
        /// `Header`, never the one of a dead widget's file.
        func nodes(_ name: String, at index: Int, in fileIndex: Int, calls: [Int: Int]) -> [String] {
            guard let declarations = candidates[name] else { return [name] }
            var matching = declarations.indices.filter { k in
                declarations[k].file == fileIndex || !files[declarations[k].file].file.functions[declarations[k].function].modifiers.contains("private")
            }
            if matching.count > 1, let call = calls[index] {
                let labels = files[fileIndex].file.calls[call].arguments.compactMap(\.label)
                let labelled = matching.filter { k in
                    let parameters = files[declarations[k].file].file.functions[declarations[k].function].parameters.map(\.name)
                    return labels.allSatisfy(parameters.contains)
                }
                if !labels.isEmpty, !labelled.isEmpty { matching = labelled }
            }
            return matching.count == declarations.count ? [name] : matching.map { Self.overloadNode(name, $0) }
        }
        var usedBy: [String: Set<String>] = [:], named = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            let source = file.file.source, kotlin = file.file
            let deadLines = dead[file.path] ?? []
            let declarations = Set(kotlin.functions.map(\.position.offset)), header = headerLines(of: kotlin)
            var holder = [Int?](repeating: nil, count: source.tokens.count)
            let calls = Dictionary(kotlin.calls.indices.map { (kotlin.calls[$0].nameToken, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, function) in kotlin.functions.enumerated() where function.enclosingFunction == nil {
                guard let body = function.bodyRange else { continue }
                for token in body where token < holder.count { holder[token] = index }
            }
            for (index, token) in source.tokens.enumerated() where token.kind == .identifier && !declarations.contains(token.offset) && !header.contains(token.line) {
                let name = source.text(of: token)
                // Names being declared are no uses: a function's, and a class's that shares one.
                guard candidates[name] != nil, index == 0 || !["class", "interface", "object"].contains(source.text(at: index - 1)) else { continue }
                if topLevel.contains(name), index > 0, source.tokens[index - 1].kind == .dot,
                   !(composables.contains(name) && isPackageQualifiedCall(source, at: index)) { continue }
                named.insert(name)
                // Uses from dead code, tests and previews run nothing for users.
                if file.scope != .app || deadLines.contains(where: { $0.contains(token.line) }) { continue }
                if let function = holder[index], kotlin.functions[function].isPreview { continue }
                // Used inside a candidate: reached if it is; anywhere else (a class body, an
                // override, a test): reached.
                let reaches = nodes(name, at: index, in: fileIndex, calls: calls)
                if let function = holder[index], candidateFunctions.contains([fileIndex, function]) {
                    usedBy[overloadNode[[fileIndex, function]] ?? kotlin.functions[function].name, default: []].formUnion(reaches)
                } else {
                    running.formUnion(reaches)
                }
            }
        }
        // Public functions nothing names may be called from Java, by reflection or by data
        // binding; composables may not, nor a plain function no Java or string names.
        // A plain one counts as dead only beside a sibling (same file, same type) that running
        // code names and reaches: the class is in use and this one function is not (`testNow()` beside `schedule()`).
        let unnamed = candidates.keys.filter { !named.contains($0) && !composables.contains($0) }
        let strings = unnamed.isEmpty ? [] : stringTexts(of: files)
        let unseen = Set(unnamed.filter { name in
            !isBeanAccessor(name) && !javaNames(name) && !strings.contains { $0.contains(name) }
        })
        running.formUnion(unnamed.filter { !unseen.contains($0) })
        func closure(_ roots: Set<String>) -> Set<String> {
            var reached = Set<String>(), pending = Array(roots)
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                pending += usedBy[name] ?? []
                // A name reaches each of its overloads.
                if let declarations = candidates[name], declarations.count > 1 { pending += declarations.indices.map { Self.overloadNode(name, $0) } }
            }
            return reached
        }
        var reached = closure(running)
        func isReached(_ name: String, _ file: Int, _ function: Int) -> Bool {
            reached.contains(name) || overloadNode[[file, function]].map(reached.contains) == true
        }
        let hidden = unseen.isEmpty ? [] : unnamedObjects(files, javaNames: javaNames, resourcesName: resourcesName, strings: strings)
        let orphans = unseen.filter { name in
            candidates[name]!.allSatisfy { declaration in
                let kotlin = files[declaration.file].file, type = kotlin.functions[declaration.function].enclosingType
                // A function of an object nothing names: the whole helper is left behind.
                if let type, hidden.contains([declaration.file, type]) { return true }
                // A judged sibling code names: an override runs whenever the framework likes, so it says nothing.
                return kotlin.functions.indices.contains { sibling in
                    let function = kotlin.functions[sibling]
                    return function.enclosingType == type && function.name != name && isReached(function.name, declaration.file, sibling)
                        && candidateFunctions.contains([declaration.file, sibling])
                }
            }
        }
        if orphans.count < unseen.count { reached = closure(running.union(unseen.subtracting(orphans))) }
        var result: [String: [ClosedRange<Int>]] = [:]
        for (name, declarations) in candidates where !reached.contains(name) {
            for declaration in declarations where !isReached(name, declaration.file, declaration.function) {
                result[files[declaration.file].path, default: []].append(declaration.lines)
            }
        }
        return result
    }

    /// Top-level objects (`[file, type]`) whose name no Kotlin outside their own body, no Java,
    /// resource or string names: a helper such as `WorkerHelper` left behind when its only
    /// caller went, so nothing can reach its functions.
    private static func unnamedObjects(_ files: [AndroidKotlinFile], javaNames: (String) -> Bool, resourcesName: (String) -> Bool,
                                       strings: [String]) -> Set<[Int]> {
        var objects: [String: [Int]] = [:]
        for (fileIndex, file) in files.enumerated() where file.scope == .app {
            for (index, type) in file.file.types.enumerated() where type.kind == .object && type.enclosingType == nil && type.annotations.isEmpty {
                if let name = type.name, type.bodyRange != nil { objects[name] = [fileIndex, index] }
            }
        }
        guard !objects.isEmpty else { return [] }
        var named = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            let source = file.file.source
            for (index, token) in source.tokens.enumerated() where token.kind == .identifier {
                let name = source.text(of: token)
                guard let object = objects[name], !named.contains(name) else { continue }
                let own = object[0] == fileIndex ? file.file.types[object[1]] : nil
                // The declaration itself and uses inside the object's body are not uses from elsewhere.
                if let own, own.bodyRange?.contains(index) == true || index > 0 && source.text(at: index - 1) == "object" { continue }
                named.insert(name)
            }
        }
        return Set(objects.filter { name, _ in
            !named.contains(name) && !javaNames(name) && !resourcesName(name) && !strings.contains { $0.contains(name) }
        }.values)
    }

    /// The graph node of the `k`th declaration of an overloaded name; `#` is in no Kotlin name.
    private static func overloadNode(_ name: String, _ k: Int) -> String { name + "#" + String(k) }

    /// The lines inside the lambdas handed to `setMethodCallHandler` of a `MethodChannel` whose name,
    /// a string literal, no Dart code of the Flutter app may open: `MethodChannel(messenger,
    /// "app/storage").setMethodCallHandler { … }`, or through a `val` of the same function set to
    /// that channel. Only Dart invokes a method channel's handler, so it never runs.
    static func unopenedChannelHandlers(in file: KotlinFile, dartOpens: (String) -> Bool) -> [ClosedRange<Int>] {
        let tokens = file.source.tokens
        var result: [ClosedRange<Int>] = []
        for index in file.callIndices(named: "setMethodCallHandler") {
            let call = file.calls[index]
            guard call.arguments.isEmpty, let lambda = call.trailingLambda, call.receiver.count == 1 else { continue }
            let channel: Int?
            switch call.receiver[0] {
            case .call(let made):
                channel = made
            case .name(let name):
                let declared = file.properties.filter { $0.name == name && $0.enclosingFunction == call.enclosingFunction && $0.enclosingType == call.enclosingType }
                guard declared.count == 1, let property = declared.first, !property.isMutable, property.delegate == nil,
                      let initializer = property.initializer else { continue }
                channel = file.calls.indices.first { file.calls[$0].tokenRange == initializer.tokenRange }
            default:
                continue
            }
            guard let channel, file.calls[channel].name == "MethodChannel", file.calls[channel].receiver.isEmpty else { continue }
            let positional = file.calls[channel].arguments.filter { $0.label == nil }
            guard positional.count >= 2, case .string(let name) = positional[1].value, !dartOpens(name) else { continue }
            let first = tokens[lambda.tokenRange.lowerBound].line + 1
            let last = tokens[min(lambda.tokenRange.upperBound, tokens.count) - 1].line - 1
            if first <= last { result.append(first...last) }
        }
        return result
    }

    /// The text of every Kotlin string literal: `getMethod("testNow")` names a function.
    private static func stringTexts(of files: [AndroidKotlinFile]) -> [String] {
        files.flatMap { file in
            file.file.source.tokens.filter { $0.kind == .stringText }.map { file.file.source.text(of: $0) }
        }
    }

    /// `getTitle`, `isDone`, `setCount`: data binding and Java bean tools call these by property name.
    private static func isBeanAccessor(_ name: String) -> Bool {
        ["get", "is", "set"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// `io.example.ui.Chip(…)`: a call whose qualifier is a package path (lowercase segments), the
    /// only dotted way to call a top-level function; `DeeplinkType.AppDetail(…)` builds a nested class.
    private static func isPackageQualifiedCall(_ source: KotlinSource, at index: Int) -> Bool {
        guard index + 1 < source.tokens.count, [.leftParen, .leftBrace].contains(source.tokens[index + 1].kind) else { return false }
        var segment = index - 2
        while segment >= 0, source.tokens[segment].kind == .identifier {
            guard source.text(of: source.tokens[segment]).first?.isLowercase == true else { return false }
            guard segment > 0, source.tokens[segment - 1].kind == .dot else { return true }
            segment -= 2
        }
        return false
    }

    /// The `package` and `import` lines: a package named like a function is no use of it.
    private static func headerLines(of file: KotlinFile) -> Set<Int> {
        var lines = Set(file.imports.map(\.position.line))
        if let first = file.source.tokens.first, file.source.text(of: first) == "package" { lines.insert(first.line) }
        return lines
    }

    /// Annotations that say nothing about who calls a function. Any other (`@JvmStatic`,
    /// `@Provides`, `@BindingAdapter`, `@Subscribe`) may mean generated code or Java does.
    private static let neutralAnnotations: Set<String> = [
        "Composable", "ReadOnlyComposable", "NonRestartableComposable", "OptIn", "Suppress", "SuppressLint",
        "RequiresApi", "Deprecated", "UiThread", "MainThread", "WorkerThread", "CheckResult", "Stable",
    ]

    /// Functions whose callers calls can show: not overrides, operators or framework-annotated;
    /// composables and plain functions with a body.
    private static func isJudged(_ function: KotlinFunction) -> Bool {
        function.enclosingFunction == nil && !function.isConstructor && function.bodyRange != nil && function.name != "main"
            && function.annotations.allSatisfy { neutralAnnotations.contains($0.name) || $0.name.hasPrefix("Experimental") }
            && !function.modifiers.contains { ["override", "operator", "infix", "external", "abstract", "open"].contains($0) }
    }

    /// The application modules' folders, with a trailing slash ("" for a module at the root).
    static func folders(of apps: [AndroidApp]) -> [String] {
        apps.map { app in
            (app.buildRoot.isEmpty ? "" : app.buildRoot + "/") + (app.module.directory.isEmpty ? "" : app.module.directory + "/")
        }
    }
}
