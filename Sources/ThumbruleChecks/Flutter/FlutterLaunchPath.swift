import ThumbruleCore
import ThumbruleFrontEnds

/// The code a Flutter app runs at launch without the user doing anything: `main()`, the
/// `initState` of the `State` of the widget `runApp` starts with (or of the `home:` of a
/// `MaterialApp`, `CupertinoApp` or `GetMaterialApp`) or of an app widget that screen's `build`
/// constructs outside routes, dialogs and user actions, three levels deep (the home page a launch gate picks), and the effect of a flutter_hooks
/// `useEffect(() { … }, [])` in that widget's `build` (with no keys or empty keys it runs when
/// the widget first shows, like `initState`), each followed one call deep into functions of
/// the same file (local helpers such as `Future<void> f() async { … } f();` included),
/// top-level functions another file alone declares, and static methods of the app's own
/// classes (`NotificationService.init()`). Calls inside callbacks of user actions
/// (`onPressed:`, `onTap:`) are not launch code.
struct FlutterLaunchPath {
    /// A call reached at launch, with where that is said in a message.
    struct Reached {
        let file: FlutterDartFile
        let call: Int
        let place: String
        /// The launch code's call that leads into the helper holding this one (nil when the
        /// launch code makes it itself).
        var via: SourcePosition? = nil
    }

    static let apps: Set<String> = ["MaterialApp", "CupertinoApp", "GetMaterialApp", "GetCupertinoApp", "WidgetsApp"]

    let reached: [Reached]

    /// Calls whose arguments build widgets later than the screen around them: routes, dialogs,
    /// sheets, and pages a pager or tab view builds only when the user swipes to them.
    static let deferred: Set<String> = [
        "MaterialPageRoute", "CupertinoPageRoute", "PageRouteBuilder", "GoRoute", "ShellRoute", "Navigator",
        "push", "pushNamed", "pushReplacement", "pushAndRemoveUntil", "showDialog", "showCupertinoDialog",
        "showGeneralDialog", "showModalBottomSheet", "showCupertinoModalPopup", "showBottomSheet",
        "TabBarView", "PageView", "CupertinoTabView", "CupertinoTabScaffold", "LazyIndexedStack",
    ]

    init(_ flutter: FlutterModel) {
        let files = flutter.shippingFiles
        var roots: [(file: FlutterDartFile, function: Int, place: String)] = []
        for file in files {
            let dart = file.file
            for (index, function) in dart.functions.enumerated() where function.name == "main" && function.enclosingClass == nil && function.enclosingFunction == nil {
                roots.append((file, index, "in main()"))
            }
        }
        // The widgets `runApp` starts with (and the wrappers around them), and the `home:` of the app widget.
        var homes = Set<String>()
        for (file, index) in flutter.shippingCalls(named: Self.apps) {
            if let home = FlutterCode.call(in: file.file.calls[index].argument("home")) {
                homes.insert(file.file.calls[home].name)
                // And the widgets it wraps (`home: ProviderScope(child: RootPage())`).
                for nested in file.file.descendants(of: home) where file.file.calls[nested].receiver.isEmpty
                    && !FlutterCode.isInUserAction(nested, in: file.file)
                    && !file.file.ancestors(of: nested).contains(where: { Self.deferred.contains(file.file.calls[$0].name) }) {
                    homes.insert(file.file.calls[nested].name)
                }
            }
        }
        for (file, index) in flutter.shippingCalls(named: ["runApp"]) where file.file.calls[index].receiver.isEmpty {
            for nested in file.file.descendants(of: index) where file.file.calls[nested].receiver.isEmpty { homes.insert(file.file.calls[nested].name) }
        }
        // Widgets of the app that the first screen's build constructs, three levels deep (the
        // home page a launch gate picks, the body that page wraps): they show at launch with it. Widgets a
        // route, a dialog, a sheet or a lazily built page holds, and those a user action
        // builds, wait for the user.
        let appClasses = Set(files.flatMap { $0.file.classes.compactMap(\.name) })
        var shownBy: [String: String] = [:]
        var builders = homes
        for _ in 0..<3 {
            var next = Set<String>()
            for file in files {
                let dart = file.file
                for (classIndex, type) in dart.classes.enumerated() {
                    guard let name = type.superclass == "State" ? type.superclassArguments.first : type.name, builders.contains(name) else { continue }
                    for build in dart.functions.indices where dart.functions[build].enclosingClass == classIndex && dart.functions[build].name == "build" {
                        for index in dart.calls.indices where dart.namedFunction(around: index) == build {
                            let call = dart.calls[index]
                            guard call.receiver.isEmpty, call.name.first?.isUppercase == true, appClasses.contains(call.name),
                                  !homes.contains(call.name), shownBy[call.name] == nil, !FlutterCode.isInUserAction(index, in: dart),
                                  !dart.ancestors(of: index).contains(where: { Self.deferred.contains(dart.calls[$0].name) }) else { continue }
                            shownBy[call.name] = shownBy[name] ?? name
                            next.insert(call.name)
                        }
                    }
                }
            }
            homes.formUnion(next)
            builders = next
            if next.isEmpty { break }
        }
        func shown(_ name: String) -> String {
            shownBy[name].map { "\(name), which the first screen \($0) builds at launch" } ?? "\(name), shown at launch"
        }
        for file in files {
            let dart = file.file
            for (classIndex, type) in dart.classes.enumerated() where type.superclass == "State" && type.superclassArguments.contains(where: homes.contains) {
                for (index, function) in dart.functions.enumerated() where function.enclosingClass == classIndex && function.name == "initState" {
                    roots.append((file, index, "in initState of \(shown(type.superclassArguments.first ?? "the first screen"))"))
                }
            }
            // A mount effect in the first screen's build: `useEffect(() { … }, [])`.
            guard file.file.source.mentions("useEffect") else { continue }
            for (classIndex, type) in dart.classes.enumerated() {
                guard let name = type.superclass == "State" ? type.superclassArguments.first : type.name, homes.contains(name) else { continue }
                for build in dart.functions.indices where dart.functions[build].enclosingClass == classIndex && dart.functions[build].name == "build" {
                    for effect in dart.callIndices(named: "useEffect") where dart.namedFunction(around: effect) == build {
                        let arguments = dart.calls[effect].positionalArguments
                        guard case .function(let closure)? = arguments.first?.value,
                              arguments.count == 1 || arguments[1].value == .list && dart.text(of: arguments[1].tokenRange).filter({ !$0.isWhitespace }) == "[]",
                              !FlutterCode.isInUserAction(effect, in: dart) else { continue }
                        roots.append((file, closure, shownBy[name] == nil ? "in a useEffect of \(name)'s build, run when the first screen shows"
                            : "in a useEffect of \(name)'s build, run when the first screen \(shownBy[name]!) builds it at launch"))
                    }
                }
            }
        }
        // Static methods of the app's own classes, found by class name when a launch call names one.
        func methods(_ owner: String, _ name: String) -> [(FlutterDartFile, Int)] {
            files.filter { $0.file.source.mentions(owner) }.flatMap { file in
                file.file.functions.indices.compactMap { index -> (FlutterDartFile, Int)? in
                    let function = file.file.functions[index]
                    guard function.name == name, let type = function.enclosingClass, file.file.classes[type].name == owner else { return nil }
                    return (file, index)
                }
            }
        }
        // Top-level functions of every file, by name, for calls to a function another file declares.
        var topLevel: [String: [(FlutterDartFile, Int)]] = [:]
        for file in files {
            for (index, function) in file.file.functions.enumerated() where function.enclosingClass == nil && function.enclosingFunction == nil {
                if let name = function.name { topLevel[name, default: []].append((file, index)) }
            }
        }
        var reached: [Reached] = []
        var seen = Set<String>()
        for root in roots {
            var queue: [(FlutterDartFile, Int, Int, SourcePosition?)] = [(root.file, root.function, 0, nil)]
            while let (file, function, depth, via) = queue.popLast() {
                guard seen.insert(file.path + "#\(function)#" + root.place).inserted else { continue }
                let dart = file.file
                let body = dart.functions[function].bodyRange
                // A named function reaches the calls no other named function holds; a closure root
                // (a mount effect) reaches those no named function inside it holds.
                let owner = dart.functions[function].isClosure
                    ? dart.enclosingFunctions(startingAt: dart.functions[function].enclosingFunction).first { dart.functions[$0].name != nil }
                    : function
                for index in dart.calls.indices where body.contains(dart.calls[index].nameToken)
                    && dart.namedFunction(around: index) == owner && !FlutterCode.isInUserAction(index, in: dart) {
                    reached.append(Reached(file: file, call: index, place: root.place, via: via))
                    let hop = via ?? file.position(ofCall: index)
                    let call = dart.calls[index]
                    // A helper declared in a function around the call (`f() async { … } f();`) is
                    // part of that function: following it costs no depth.
                    let around = Set(dart.enclosingFunctions(startingAt: call.enclosingFunction))
                    let nested = call.receiver.isEmpty ? dart.functions.indices.filter {
                        dart.functions[$0].name == call.name && dart.functions[$0].enclosingFunction.map(around.contains) == true
                    } : []
                    if !nested.isEmpty {
                        for target in nested { queue.append((file, target, depth, via)) }
                        continue
                    }
                    guard depth < 1 else { continue }
                    if call.receiver.isEmpty {
                        let local = dart.functions.indices.filter { target in
                            let declared = dart.functions[target]
                            return declared.name == call.name && declared.enclosingFunction == nil
                                && (declared.enclosingClass == nil || declared.enclosingClass == dart.functions[function].enclosingClass)
                        }
                        if !local.isEmpty {
                            for target in local { queue.append((file, target, depth + 1, hop)) }
                        } else if let declared = topLevel[call.name], declared.count == 1 {
                            // A function another file declares, when only one file declares it.
                            queue.append((declared[0].0, declared[0].1, depth + 1, hop))
                        }
                    } else if call.receiver.count == 1, let owner = call.receiverName, owner.first?.isUppercase == true {
                        for (targetFile, target) in methods(owner, call.name) { queue.append((targetFile, target, depth + 1, hop)) }
                    }
                }
            }
        }
        self.reached = reached
    }
}
