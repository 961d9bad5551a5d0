import ThumbruleCore
import ThumbruleFrontEnds

/// The code a Flutter app runs at launch without the user doing anything: `main()`, the
/// `initState` of the `State` of the widget `runApp` starts with (or of the `home:` of a
/// `MaterialApp`, `CupertinoApp` or `GetMaterialApp`), and the effect of a flutter_hooks
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
    }

    static let apps: Set<String> = ["MaterialApp", "CupertinoApp", "GetMaterialApp", "GetCupertinoApp", "WidgetsApp"]

    let reached: [Reached]

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
            if let home = FlutterCode.call(in: file.file.calls[index].argument("home")) { homes.insert(file.file.calls[home].name) }
        }
        for (file, index) in flutter.shippingCalls(named: ["runApp"]) where file.file.calls[index].receiver.isEmpty {
            for nested in file.file.descendants(of: index) where file.file.calls[nested].receiver.isEmpty { homes.insert(file.file.calls[nested].name) }
        }
        for file in files {
            let dart = file.file
            for (classIndex, type) in dart.classes.enumerated() where type.superclass == "State" && type.superclassArguments.contains(where: homes.contains) {
                for (index, function) in dart.functions.enumerated() where function.enclosingClass == classIndex && function.name == "initState" {
                    roots.append((file, index, "in initState of \(type.superclassArguments.first ?? "the first screen"), shown at launch"))
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
                        roots.append((file, closure, "in a useEffect of \(name)'s build, run when the first screen shows"))
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
            var queue: [(FlutterDartFile, Int, Int)] = [(root.file, root.function, 0)]
            while let (file, function, depth) = queue.popLast() {
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
                    reached.append(Reached(file: file, call: index, place: root.place))
                    let call = dart.calls[index]
                    // A helper declared in a function around the call (`f() async { … } f();`) is
                    // part of that function: following it costs no depth.
                    let around = Set(dart.enclosingFunctions(startingAt: call.enclosingFunction))
                    let nested = call.receiver.isEmpty ? dart.functions.indices.filter {
                        dart.functions[$0].name == call.name && dart.functions[$0].enclosingFunction.map(around.contains) == true
                    } : []
                    if !nested.isEmpty {
                        for target in nested { queue.append((file, target, depth)) }
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
                            for target in local { queue.append((file, target, depth + 1)) }
                        } else if let declared = topLevel[call.name], declared.count == 1 {
                            // A function another file declares, when only one file declares it.
                            queue.append((declared[0].0, declared[0].1, depth + 1))
                        }
                    } else if call.receiver.count == 1, let owner = call.receiverName, owner.first?.isUppercase == true {
                        for (targetFile, target) in methods(owner, call.name) { queue.append((targetFile, target, depth + 1)) }
                    }
                }
            }
        }
        self.reached = reached
    }
}
