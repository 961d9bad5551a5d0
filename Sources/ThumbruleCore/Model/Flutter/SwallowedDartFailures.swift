import ThumbruleFrontEnds

/// Whether a `try` block can fail into its `catch` once the project's own functions it calls
/// are followed: a service method whose whole body sits in a `try` with a bare `catch (e)` (or
/// `on Object`) that logs and returns a fallback (`return [];`, `return false;`) never throws,
/// so a screen's `catch` around nothing but such calls never runs and the text it would show
/// never ships.
///
/// Kept narrow: every call in the block must be resolved to a project function that cannot
/// fail (followed through forwarders and nested calls), or be one of a few SDK calls that throw
/// into no caller (`DartFile.canFail(in:)`'s hand-offs, logging, building a widget or value
/// (`SnackBar(…)`, `BorderRadius.circular(12)`, `ScaffoldMessenger.maybeOf`), showing a snack bar,
/// `setState`, `notifyListeners`, an unawaited `showDialog` or `Navigator.push` whose builder
/// runs later, and string and `RegExp` queries on literal patterns). A call of any other SDK or
/// package function, one whose receiver's type is not declared in sight, an `await` of
/// something that is not such a call, or a `throw` or `rethrow` outside a catch-all `try`
/// leaves the block able to fail.
public final class SwallowedDartFailures {
    private let files: [FlutterDartFile]
    /// Classes and top-level functions of the project's code, by name.
    private var classes: [String: [(file: Int, index: Int)]] = [:]
    private var topLevel: [String: [(file: Int, index: Int)]] = [:]
    private var fileIndex: [String: Int] = [:]
    /// Decided functions, keyed by file and index; functions being decided count as failing.
    private var decided: [Key: Bool] = [:]
    private var declaredTypes: [String: String?] = [:]
    /// Riverpod notifier classes by the provider that holds them: `listNotifierProvider` for a
    /// `@riverpod class ListNotifier`, and `final P = StateNotifierProvider<T, S>(…)` (with
    /// `.autoDispose` or `.family` before the type arguments) for a hand-written one.
    private var notifiers: [String: String] = [:]

    private struct Key: Hashable { let file: Int; let function: Int }

    public init(files: [FlutterDartFile]) {
        self.files = files.filter { $0.scope != .test }
        for (f, file) in self.files.enumerated() {
            fileIndex[file.path] = f
            for (c, declaration) in file.file.classes.enumerated() {
                if let name = declaration.name { classes[name, default: []].append((f, c)) }
            }
            for (index, function) in file.file.functions.enumerated() where function.enclosingClass == nil && function.enclosingFunction == nil {
                if let name = function.name { topLevel[name, default: []].append((f, index)) }
            }
            for (provider, type) in Self.notifierProviders(in: file.file) { notifiers[provider] = type }
        }
    }

    /// Providers of notifier classes a file declares: a class annotated `@riverpod` or
    /// `@Riverpod(…)` gets the generated provider named after it (`ListNotifier` →
    /// `listNotifierProvider`); `final name = …Provider….<Type, …>(` names its type argument.
    static let classModifiers: Set<String> = ["abstract", "base", "final", "sealed", "interface"]

    static func notifierProviders(in dart: DartFile) -> [(String, String)] {
        let source = dart.source
        var result: [(String, String)] = []
        let comments: Set<DartTokenKind> = [.lineComment, .blockComment, .docComment]
        for declaration in dart.classes where declaration.kind == .class {
            guard let name = declaration.name, let first = name.first, first.isUppercase,
                  var at = source.tokenIndex(at: declaration.position) else { continue }
            at -= 1
            while at > 0, source.kind(at: at).map(comments.contains) == true
                    || Self.classModifiers.contains(source.text(at: at)) { at -= 1 }
            if source.kind(at: at) == .rightParen, let open = source.partner(of: at) { at = open - 1 }
            guard at > 0, source.tokenIs(at, "riverpod") || source.tokenIs(at, "Riverpod"), source.kind(at: at - 1) == .at else { continue }
            result.append((first.lowercased() + name.dropFirst() + "Provider", name))
        }
        for at in source.tokens.indices where source.tokenIs(at, "final") && source.kind(at: at + 1) == .identifier
            && source.kind(at: at + 2) == .assign && source.kind(at: at + 3) == .identifier {
            let name = source.text(at: at + 1)
            guard name.hasSuffix("Provider"), source.text(at: at + 3).hasSuffix("Provider") else { continue }
            var token = at + 4
            while token < source.tokens.count, source.kind(at: token) == .dot, source.kind(at: token + 1) == .identifier { token += 2 }
            guard source.kind(at: token) == .less, source.kind(at: token + 1) == .identifier else { continue }
            let type = source.text(at: token + 1)
            guard type.first?.isUppercase == true else { continue }
            result.append((name, type))
        }
        return result
    }

    /// Whether the `try` statement of the file at `path` can fail into its `catch` clauses.
    public func canFail(in statement: DartTry, path: String) -> Bool {
        guard let f = fileIndex[path] else { return true }
        return !regionCannotFail(file: f, range: statement.body)
    }

    /// Whether the future a call of the file at `path` returns cannot complete with an error:
    /// the call names a project function (`cubit.toggleLike(…)` on a field declared with the
    /// cubit's type) whose body cannot throw, so a `.catchError` registered on it never runs.
    /// lyxa-flutter's post tile: the cubit awaits a repository method declared to return a
    /// `Result` and only emits states from it.
    public func futureCannotFail(call index: Int, path: String) -> Bool {
        // Only an `async` function's future carries no more than its body throws: another may
        // hand back a future it did not make (`Future<void> save() => _upload;`).
        guard let f = fileIndex[path], case .function(let file, let function)? = resolve(file: f, index: index),
              files[file].file.functions[function].isAsync else { return false }
        return functionCannotFail(file: file, function: function)
    }

    // MARK: Regions and functions

    /// Whether the code in `range` of a file cannot throw: nested `try` blocks that catch
    /// everything are skipped, their `catch` and `finally` blocks are not.
    private func regionCannotFail(file f: Int, range: Range<Int>) -> Bool {
        let dart = files[f].file
        let source = dart.source
        let guarded = dart.tries.filter { range.contains($0.keyword) && $0.body != range && catchesEverything($0, dart) }.map(\.body)
        // A builder an unawaited dialog or route runs later, outside this code.
        var later: [Range<Int>] = []
        for index in dart.calls.indices where range.contains(dart.calls[index].nameToken) && (presentsLater(index, dart) || registersCallbacks(index, dart)) {
            for argument in dart.calls[index].arguments {
                if case .function(let closure) = argument.value { later.append(dart.functions[closure].bodyRange) }
            }
        }
        func skipped(_ token: Int) -> Bool { guarded.contains { $0.contains(token) } || later.contains { $0.contains(token) } }
        let considered = dart.calls.indices.filter { range.contains(dart.calls[$0].nameToken) && !skipped(dart.calls[$0].nameToken) }
        for token in range where source.kind(at: token) == .identifier && !skipped(token) {
            if source.tokenIs(token, "throw") || source.tokenIs(token, "rethrow") { return false }
            if source.tokenIs(token, "await"), !considered.contains(where: { dart.calls[$0].startToken == token + 1 }) { return false }
        }
        return considered.allSatisfy { callCannotFail(file: f, index: $0, among: considered) }
    }

    /// Whether a function's body cannot throw (an empty body, abstract or external, can).
    private func functionCannotFail(file f: Int, function index: Int) -> Bool {
        let key = Key(file: f, function: index)
        if let known = decided[key] { return known }
        let body = files[f].file.functions[index].bodyRange
        // An interface's method declared to hand back its failure as a value
        // (`Future<Result<void>> addComment(…);`): its implementations catch and return it.
        guard !body.isEmpty else { return returnsResult(file: f, function: index) }
        decided[key] = false
        let result = regionCannotFail(file: f, range: body)
        decided[key] = result
        return result
    }

    /// Types that carry a failure as a value instead of throwing it: an app's own `Result`,
    /// `ApiResult` or `DataResult`, and the `Either` of dartz and fpdart.
    static func isResultType(_ name: String) -> Bool {
        name == "Either" || name == "Result" || (name.hasSuffix("Result") && name.first?.isUppercase == true)
    }

    /// Whether a function's declared return type is a result type, bare or in a `Future`:
    /// `Future<Result<List<Post>>> fetch(…)`, `Either<Failure, User> parse(…)`.
    private func returnsResult(file f: Int, function index: Int) -> Bool {
        let dart = files[f].file
        let source = dart.source
        guard let name = source.tokenIndex(at: dart.functions[index].position), name > 0 else { return false }
        // The type's tokens end just before the name: `… Result < void > >` read backwards to its first word.
        var at = name - 1
        var first: Int?
        while at >= 0 {
            switch source.kind(at: at) {
            case .identifier?:
                let text = source.text(at: at)
                if ["static", "abstract", "external", "override", "final", "late", "covariant"].contains(text) { at = -1; continue }
                first = at
            case .less?, .greater?, .comma?, .question?: break
            case .operator? where source.text(at: at).allSatisfy({ $0 == ">" }): break
            default: at = -1; continue
            }
            at -= 1
        }
        guard let start = first else { return false }
        let words = (start..<name).filter { source.kind(at: $0) == .identifier }.map { source.text(at: $0) }
        guard let head = words.first else { return false }
        if head == "Future", words.count > 1 { return Self.isResultType(words[1]) }
        return Self.isResultType(head)
    }

    /// Whether a `try` statement has a clause catching everything: a bare `catch (e)` or `on Object`.
    private func catchesEverything(_ statement: DartTry, _ dart: DartFile) -> Bool {
        let source = dart.source
        var token = statement.body.upperBound
        while token < source.tokens.count {
            if source.tokenIs(token, "on") {
                let type = token + 1
                if source.tokenIs(type, "Object") && (source.tokenIs(type + 1, "catch") || source.kind(at: type + 1) == .leftBrace) { return true }
                token = type + 1
                continue
            }
            if source.tokenIs(token, "catch") {
                if !source.tokenIs(token - 2, "on") { return true }
                guard source.kind(at: token + 1) == .leftParen, let close = source.partner(of: token + 1) else { return false }
                token = close + 1
            }
            guard source.kind(at: token) == .leftBrace, let end = source.partner(of: token) else { return false }
            token = end + 1
        }
        return false
    }

    // MARK: Calls

    /// SDK calls that throw into no caller: a snack bar shown, a rebuild or a notification asked for.
    static let quietCalls: Set<String> = ["showSnackBar", "hideCurrentSnackBar", "removeCurrentSnackBar", "clearSnackBars", "setState", "notifyListeners"]
    /// Dialogs and routes whose builders run later, when the call is not awaited.
    static let presenters: Set<String> = ["showDialog", "showModalBottomSheet", "showCupertinoDialog", "showCupertinoModalPopup", "showGeneralDialog"]
    static let routePushes: Set<String> = ["push", "pushNamed", "pushReplacement", "pushReplacementNamed"]
    /// Queries of strings and matches that throw on no input.
    static let stringQueries: Set<String> = ["trim", "trimLeft", "trimRight", "contains", "startsWith", "endsWith", "toLowerCase", "toUpperCase",
                                             "tryParse", "replaceAll", "hasMatch", "firstMatch", "group"]
    static let loggers: Set<String> = ["print", "debugPrint", "log"]
    static let loggerReceivers: Set<String> = ["logger", "_logger", "log", "_log", "Logger", "developer"]

    private func callCannotFail(file f: Int, index: Int, among considered: [Int]) -> Bool {
        let dart = files[f].file
        let call = dart.calls[index]
        if dart.isHandOff(index, among: considered) || isLogging(call) { return true }
        // A value made at compile time (`const AsyncValue.loading()`), or inside such a value.
        if isConstant(index, dart) { return true }
        if let target = resolve(file: f, index: index) {
            switch target {
            case .function(let file, let function):
                // An `async` function left unawaited fails into its future, never into this block.
                if files[file].file.functions[function].isAsync, !isAwaited(index, dart) { return true }
                return functionCannotFail(file: file, function: function)
            case .constructor(let file, let function):
                guard let function else { return true }
                return files[file].file.functions[function].bodyRange.isEmpty || functionCannotFail(file: file, function: function)
            }
        }
        if Self.quietCalls.contains(call.name) || presentsLater(index, dart) { return true }
        if isValueConstruction(call) { return true }
        // A Cubit or Bloc handing its new state to its listeners.
        if call.name == "emit", call.receiver.isEmpty, call.enclosingClass != nil { return true }
        // Reading a provider, or naming the provider to read (`ref.read(itemsProvider(id).notifier)`).
        if isProviderRead(index, dart) || dart.parent(of: index).map({ isProviderRead($0.call, dart) }) == true { return true }
        // Riverpod's state values, stored by a notifier (`state = AsyncValue.error(e, stack)`).
        if Self.stateValues.contains(call.qualifiedName) { return true }
        if call.name == "toString", !call.receiver.isEmpty, call.arguments.isEmpty { return true }
        // `.then(…)` or `.catchError(…)` on a future left unawaited: its callbacks run later.
        if registersCallbacks(index, dart) { return true }
        // `navigator.pop()` on a navigator taken before an `await` (`final navigator = Navigator.of(context);`).
        if DartFile.routePops.contains(call.name), call.receiver.count == 1, let name = call.receiverName,
           isNavigator(name, file: f) { return true }
        // `startsWith(pattern, index)` throws on an index past the end; `replaceAll` takes two arguments.
        if Self.stringQueries.contains(call.name), !call.receiver.isEmpty, call.arguments.count <= (call.name == "replaceAll" ? 2 : 1) { return true }
        if call.name == "RegExp", call.receiver.isEmpty, case .string? = call.arguments.first?.value { return true }
        return false
    }

    /// Constructors that parse what they are given, and may throw on it.
    static let parsingConstructors: Set<String> = ["RegExp", "Uri", "DateFormat", "NumberFormat", "BigInt"]

    /// A call that only builds or looks up a value: an SDK or package class's (not the project's) unnamed
    /// constructor (`SnackBar(…)`, `RoundedRectangleBorder(…)`: it stores its arguments, and its
    /// asserts are off in a release build) other than the parsing ones, a `maybeOf` lookup (it
    /// returns null where `of` throws), or a named constructor or static call given numbers
    /// alone (`BorderRadius.circular(12)`).
    private func isValueConstruction(_ call: DartCall) -> Bool {
        if call.receiver.isEmpty { return isTypeName(call.name) && classes[call.name] == nil && !Self.parsingConstructors.contains(call.name) }
        guard call.receiver.count == 1, let type = call.receiverName, isTypeName(type) else { return false }
        return call.name == "maybeOf" || !call.arguments.isEmpty && call.arguments.allSatisfy { $0.value.number != nil }
    }

    private func isLogging(_ call: DartCall) -> Bool {
        if call.receiver.isEmpty {
            if Self.loggers.contains(call.name) { return true }
            let rest = call.name.dropFirst(3)
            return call.name.hasPrefix("log") && rest.first?.isUppercase == true
        }
        return call.receiverName.map(Self.loggerReceivers.contains) == true
    }

    /// Riverpod's `AsyncValue` constructors, which only hold what they are given.
    static let stateValues: Set<String> = ["AsyncValue.data", "AsyncValue.error", "AsyncValue.loading", "AsyncData", "AsyncError", "AsyncLoading"]
    /// Calls that register callbacks on a future.
    public static let futureCallbacks: Set<String> = ["then", "catchError", "whenComplete", "onError"]

    /// Whether a call is written `const` or sits inside the arguments of one: made at compile time.
    private func isConstant(_ index: Int, _ dart: DartFile) -> Bool {
        ([index] + dart.ancestors(of: index)).contains { dart.source.tokenIs(dart.calls[$0].startToken - 1, "const") }
    }

    /// Whether the chain a call belongs to is awaited or returned.
    private func isAwaited(_ index: Int, _ dart: DartFile) -> Bool {
        let first = dart.chain(of: index).first ?? index
        let before = dart.calls[first].startToken - 1
        return dart.source.tokenIs(before, "await") || dart.source.tokenIs(before, "return") || dart.source.kind(at: before) == .arrow
    }

    /// `.then(…)`, `.catchError(…)` or `.whenComplete(…)` on a call, in a chain no one awaits.
    private func registersCallbacks(_ index: Int, _ dart: DartFile) -> Bool {
        let call = dart.calls[index]
        guard Self.futureCallbacks.contains(call.name), case .call? = call.receiver.last, call.receiver.count == 1 else { return false }
        return !isAwaited(index, dart)
    }

    /// Whether a name is declared from `Navigator.of(context)` in the file: `final navigator = Navigator.of(context);`.
    private func isNavigator(_ name: String, file f: Int) -> Bool {
        let source = files[f].file.source
        return files[f].file.identifierTokens([name]).contains { token in
            source.kind(at: token + 1) == .assign && source.tokenIs(token + 2, "Navigator") && source.kind(at: token + 3) == .dot
                && source.tokenIs(token + 4, "of") && source.kind(at: token + 5) == .leftParen
        }
    }

    /// An unawaited `showDialog(…)` or `Navigator.push(…)`: the route it opens builds later.
    private func presentsLater(_ index: Int, _ dart: DartFile) -> Bool {
        let call = dart.calls[index]
        let awaited = dart.source.tokenIs(call.startToken - 1, "await")
        if Self.presenters.contains(call.name) && call.receiver.isEmpty { return !awaited }
        guard Self.routePushes.contains(call.name) else { return false }
        if call.receiverName == "Navigator", call.receiver.count == 1 { return !awaited }
        guard call.receiver.count == 1, case .call(let of)? = call.receiver.last else { return false }
        return dart.calls[of].name == "of" && dart.calls[of].receiverName == "Navigator" && !awaited
    }

    private enum Target {
        case function(file: Int, function: Int)
        /// A project class's constructor: the declared unnamed one, or nil for the default.
        case constructor(file: Int, function: Int?)
    }

    /// The project function a call names: a method of the caller's class or a top-level
    /// function for a bare name, a static method for `Class.name(…)`, and for `x.name(…)` a
    /// method of the one project class `x` is declared with in the caller's file
    /// (`final StationService _service;`, `required AlarmService alarms`, `x = Service()`) or
    /// that a constructor call before it makes (`Service().name(…)`).
    private func resolve(file f: Int, index: Int) -> Target? {
        let dart = files[f].file
        let call = dart.calls[index]
        switch call.receiver.last {
        case nil:
            if let owner = call.enclosingClass, let method = method(call.name, inClass: owner, file: f) { return .function(file: f, function: method) }
            if isTypeName(call.name), let (file, index) = uniqueClass(call.name) {
                return .constructor(file: file, function: method(call.name, inClass: index, file: file))
            }
            guard let found = topLevel[call.name], found.count == 1 else { return nil }
            return .function(file: found[0].file, function: found[0].index)
        case .name(let name)?:
            if name == "this", call.receiver.count == 1, let owner = call.enclosingClass {
                return method(call.name, inClass: owner, file: f).map { .function(file: f, function: $0) }
            }
            let type: String?
            if isTypeName(name) {
                guard call.receiver.count == 1 else { return nil }
                type = name
            } else {
                type = declaredType(of: name, file: f)
            }
            guard let type, let (file, owner) = uniqueClass(type) else { return nil }
            if let method = method(call.name, inClass: owner, file: file) { return .function(file: file, function: method) }
            // A named constructor (`ListState.error(message)`), redirecting ones included.
            guard isTypeName(name), let made = method("\(type).\(call.name)", inClass: owner, file: file) else { return nil }
            return .constructor(file: file, function: made)
        case .call(let maker)? where isProviderRead(maker, dart):
            // `ref.read(listNotifierProvider.notifier).addMember(…)`: a method of the notifier class.
            guard let type = notifierType(read: maker, dart), let (file, owner) = uniqueClass(type),
                  let method = method(call.name, inClass: owner, file: file) else { return nil }
            return .function(file: file, function: method)
        case .call(let maker)?:
            let made = dart.calls[maker]
            guard made.receiver.isEmpty, isTypeName(made.name), let (file, owner) = uniqueClass(made.name),
                  let method = method(call.name, inClass: owner, file: file) else { return nil }
            return .function(file: file, function: method)
        default:
            return nil
        }
    }

    /// `ref.read(…)` or `ref.watch(…)` of one provider: Riverpod hands back what the provider holds.
    private func isProviderRead(_ index: Int, _ dart: DartFile) -> Bool {
        let call = dart.calls[index]
        return ["read", "watch"].contains(call.name) && call.receiver.count == 1 && call.receiverName == "ref"
            && call.arguments.count == 1 && call.arguments[0].label == nil
    }

    /// The notifier class a read of `provider.notifier` (or `provider(argument).notifier` for a
    /// family) hands back.
    private func notifierType(read index: Int, _ dart: DartFile) -> String? {
        let source = dart.source
        let range = dart.calls[index].arguments[0].tokenRange
        guard range.count >= 3, source.kind(at: range.lowerBound) == .identifier,
              source.tokenIs(range.upperBound - 1, "notifier"), source.kind(at: range.upperBound - 2) == .dot else { return nil }
        var provider = range.lowerBound + 1
        if source.kind(at: provider) == .leftParen, let close = source.partner(of: provider) { provider = close + 1 }
        guard provider == range.upperBound - 2 else { return nil }
        return notifiers[source.text(at: range.lowerBound)]
    }

    private func isTypeName(_ name: String) -> Bool { DartFile.isTypeName(name) }

    private func uniqueClass(_ name: String) -> (Int, Int)? {
        guard let found = classes[name], found.count == 1,
              [.class, .mixin].contains(files[found[0].file].file.classes[found[0].index].kind) else { return nil }
        return (found[0].file, found[0].index)
    }

    /// The one function of a class with this name (a method, or the unnamed constructor for the class's name).
    private func method(_ name: String, inClass owner: Int, file f: Int) -> Int? {
        let found = files[f].file.functions.indices.filter {
            files[f].file.functions[$0].enclosingClass == owner && files[f].file.functions[$0].name == name
                && files[f].file.functions[$0].enclosingFunction == nil
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The one type a name is declared with in a file (`DartFile.declaredType(of:)`), remembered.
    private func declaredType(of name: String, file f: Int) -> String? {
        let key = "\(f):\(name)"
        if let known = declaredTypes[key] { return known }
        let result = files[f].file.declaredType(of: name)
        declaredTypes[key] = result
        return result
    }
}
