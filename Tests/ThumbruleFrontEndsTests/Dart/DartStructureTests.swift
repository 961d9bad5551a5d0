import Testing
@testable import ThumbruleFrontEnds

@Suite struct DartStructureTests {
    static let screen = """
    import 'package:flutter/material.dart';
    import 'package:permission_handler/permission_handler.dart' as ph show Permission;
    export 'src/api.dart';
    part 'home.g.dart';

    @immutable
    class HomePage extends StatefulWidget {
      const HomePage({super.key, this.size = 48});
      final double size;
      @override
      State<HomePage> createState() => _HomePageState();
    }

    class _HomePageState extends State<HomePage> with TickerProviderStateMixin {
      late final AnimationController _spin = AnimationController(vsync: this, duration: const Duration(seconds: 1))..repeat();

      @override
      void initState() {
        super.initState();
        Permission.notification.request();
      }

      Widget get title => const Text('Home');

      @override
      Widget build(BuildContext context) {
        return Scaffold(
          appBar: AppBar(title: title, actions: [
            IconButton(icon: const Icon(Icons.share), onPressed: () {
              Share.share('x ${widget.size}');
            }),
            if (widget.size > 40) Tooltip(message: 'Info', child: IconButton(onPressed: _info, icon: Icon(Icons.info))),
          ]),
          body: Column(children: <Widget>[
            Text('Hello', style: Theme.of(context).textTheme.bodyLarge!.copyWith(fontSize: 14)),
            for (final item in items) ListTile(title: Text(item.name), onTap: () => open(item)),
          ]),
        );
      }

      void _info() {
        int twice(int x) => x * 2;
        showDialog<void>(context: context, builder: (context) => AlertDialog(content: Text('${twice(2)}')));
      }
    }

    void main() async {
      WidgetsFlutterBinding.ensureInitialized();
      await MobileAds.instance.initialize();
      runApp(const MaterialApp(home: HomePage()));
    }
    """

    let file = DartFile(screen)

    func call(_ name: String, _ nth: Int = 0) -> Int { file.callIndices(named: name)[nth] }

    @Test func balancedAndImports() {
        #expect(file.isBalanced, "\(file.issues)")
        #expect(file.imports.map(\.uri) == ["package:flutter/material.dart", "package:permission_handler/permission_handler.dart", "src/api.dart", "home.g.dart"])
        #expect(file.imports[1].prefix == "ph")
        #expect(file.imports[1].package == "permission_handler")
        #expect(file.imports.map(\.kind) == [.import, .import, .export, .part])
    }

    /// A conditional import keeps each platform's URI: the build picks one of them.
    @Test func conditionalImportAlternatives() {
        let file = DartFile("""
        import 'storage_stub.dart' if (dart.library.io) 'storage_io.dart' if (dart.library.html) 'storage_web.dart' as storage;
        export 'src/api.dart';
        """)
        #expect(file.imports.map(\.uri) == ["storage_stub.dart", "src/api.dart"])
        #expect(file.imports[0].alternatives.map(\.uri) == ["storage_io.dart", "storage_web.dart"])
        #expect(file.imports[0].alternatives.map(\.condition) == ["dart.library.io", "dart.library.html"])
        #expect(file.imports[0].prefix == "storage")
        #expect(file.imports[1].alternatives.isEmpty)
    }

    @Test func classesWithSuperclasses() {
        #expect(file.classes.map(\.name) == ["HomePage", "_HomePageState"])
        #expect(file.classes[1].superclass == "State")
        #expect(file.classes[1].superclassArguments == ["HomePage"])
        #expect(file.classes[1].interfaces == ["TickerProviderStateMixin"])
    }

    @Test func declarationsAreNotCalls() {
        let names = file.functions.compactMap(\.name)
        #expect(names.contains("HomePage"))
        #expect(names.contains("createState"))
        #expect(names.contains("initState"))
        #expect(names.contains("title"))
        #expect(names.contains("build"))
        #expect(names.contains("twice"))
        #expect(names.contains("main"))
        #expect(file.callIndices(named: "HomePage").count == 1)
        #expect(file.callIndices(named: "build").isEmpty)
        #expect(file.callIndices(named: "if").isEmpty && file.callIndices(named: "for").isEmpty)
        #expect(file.functions.first { $0.name == "main" }!.isAsync)
    }

    @Test func namedArgumentsAndNesting() {
        let iconButton = call("IconButton")
        let first = file.calls[iconButton]
        #expect(first.argument("icon") != nil)
        #expect(first.argument("tooltip") == nil)
        if case .function = first.argument("onPressed")!.value {} else { Issue.record("onPressed is a closure") }
        #expect(file.parent(of: iconButton)?.label == "actions")
        #expect(file.calls[file.parent(of: iconButton)!.call].name == "AppBar")
        let second = call("IconButton", 1)
        #expect(file.ancestors(of: second).map { file.calls[$0].name } == ["Tooltip", "AppBar", "Scaffold"])
        #expect(file.parent(of: second)?.label == "child")
        let share = call("share")
        #expect(file.parent(of: share)?.label == "onPressed")
        #expect(file.calls[call("Icon")].isConst)
        #expect(file.children(of: call("Column"), label: "children").map { file.calls[$0].name } == ["Text", "ListTile"])
    }

    @Test func chainsAndReceivers() {
        let copy = call("copyWith")
        #expect(file.receiverNames(of: copy) == ["Theme", "of", "textTheme", "bodyLarge"])
        #expect(file.chain(of: copy).map { file.calls[$0].name } == ["of", "copyWith"])
        if case .integer(14)? = file.calls[copy].argument("fontSize")?.value {} else { Issue.record("fontSize 14") }
        let initialize = call("initialize")
        #expect(file.receiverNames(of: initialize) == ["MobileAds", "instance"])
        #expect(file.calls[initialize].receiverName == "instance")
        let repeatCall = call("repeat")
        #expect(file.calls[repeatCall].isCascade)
        #expect(file.calls[repeatCall].receiver == [.call(call("AnimationController"))])
        let request = call("request")
        #expect(file.receiverNames(of: request) == ["Permission", "notification"])
        #expect(file.functions[file.calls[request].enclosingFunction!].name == "initState")
        #expect(file.calls[call("showDialog")].typeArguments == "<void>")
    }

    @Test func enclosingFunctionsAndClasses() {
        let alert = call("AlertDialog")
        let closure = file.calls[alert].enclosingFunction!
        #expect(file.functions[closure].isClosure)
        #expect(file.functions[file.namedFunction(around: alert)!].name == "_info")
        #expect(file.calls[alert].enclosingClass == 1)
        #expect(file.calls[call("runApp")].enclosingClass == nil)
        #expect(file.calls[call("twice")].container?.call == alert || file.ancestors(of: call("twice")).contains(alert))
        let field = call("AnimationController")
        #expect(file.calls[field].enclosingClass == 1)
        if case .call(let duration)? = file.calls[field].argument("duration")?.value {
            #expect(file.calls[duration].name == "Duration")
        } else {
            Issue.record("duration is a const call")
        }
    }

    @Test func valuesOfArguments() {
        let file = DartFile("void main() { f(a: BoxFit.scaleDown, b: -1.5, c: 'x', d: null, e: true, g: [1], h: 0x10, i: x + 1, j: TextScaler.linear(1)); }")
        let f = file.calls[0]
        #expect(f.argument("a")?.value == .reference(["BoxFit", "scaleDown"]))
        #expect(f.argument("b")?.value == .decimal(-1.5))
        #expect(f.argument("c")?.value == .string("x"))
        #expect(f.argument("d")?.value == .null)
        #expect(f.argument("e")?.value == .boolean(true))
        #expect(f.argument("g")?.value == .list)
        #expect(f.argument("h")?.value == .integer(16))
        #expect(f.argument("i")?.value == .other)
        if case .call(let index)? = f.argument("j")?.value { #expect(file.calls[index].qualifiedName == "TextScaler.linear") } else { Issue.record("j") }
    }

    @Test func switchExpressionCasesAreNotFunctions() {
        let file = DartFile("""
        Widget icon(Shape shape) {
          helper() => 1;
          return switch (shape) {
            Circle() => const Icon(Icons.circle),
            Square(side: final side) when side > 2 => Text('big'),
            _ => const SizedBox(),
          };
        }
        """)
        #expect(file.functions.compactMap(\.name) == ["icon"] || file.functions.compactMap(\.name) == ["icon", "helper"])
        let icon = file.callIndices(named: "Icon")[0]
        #expect(file.functions[file.namedFunction(around: icon)!].name == "icon")
        #expect(file.callIndices(named: "Circle").count == 1)
    }

    /// A `try` block's facts: whether it awaits or throws itself (not in a closure it builds)
    /// and every call written in it.
    @Test func tryStatementsKnowWhatTheirBlockAwaitsAndCalls() {
        let file = DartFile("""
        Future<void> save(Bloc bloc) async {
          try {
            bloc.add(const Save());
            later(() async { await upload(); throw StateError('x'); });
          } catch (e) {}
          try {
            await upload();
          } on Exception {
            try { throw 'no'; } finally {}
          }
        }
        """)
        #expect(file.tries.count == 3)
        let first = file.tries[0]
        #expect(!first.awaits && !first.throwsItself)
        #expect(first.calls.map { file.calls[$0].name } == ["add", "Save", "later", "upload", "StateError"])
        #expect(file.tries[1].awaits && !file.tries[1].throwsItself)
        #expect(file.tries[2].throwsItself && file.tries[2].calls.isEmpty)
        #expect(file.tryStatement(block: first.body) == first)
    }

    /// Type arguments nest like brackets when arguments are split at commas; comparisons do not.
    @Test func typeArgumentsDoNotSplitArguments() {
        let file = DartFile("""
        Widget build(BuildContext context) {
          return Scaffold(
            body: StoreConnector<AppState, _ViewModel>(converter: _ViewModel.fromStore, builder: (context, vm) => Text(vm.title)),
            bottomNavigationBar: Counts(table: Map<String, int>.from(raw), keys: const <String, int>{'a': 1}, pick: context.select<Store, int>((s) => s.n)),
          );
        }
        """)
        let scaffold = file.calls[file.callIndices(named: "Scaffold")[0]]
        #expect(scaffold.arguments.map(\.label) == ["body", "bottomNavigationBar"])
        let connector = file.callIndices(named: "StoreConnector")
        #expect(connector.count == 1)
        if let index = connector.first {
            #expect(file.calls[index].typeArguments == "<AppState, _ViewModel>")
            #expect(file.calls[index].arguments.map(\.label) == ["converter", "builder"])
            #expect(file.parent(of: index)?.label == "body")
        }
        let counts = file.calls[file.callIndices(named: "Counts")[0]]
        #expect(counts.arguments.map(\.label) == ["table", "keys", "pick"])
        #expect(file.callIndices(named: "Text").count == 1)

        // `a < b, c > d` compares: two arguments, whatever the case of what follows.
        let comparisons = DartFile("void main() { f(a < b, c > d); g(count < Max, limit > 2); h(Max < a, b > 2); }")
        #expect(comparisons.calls[comparisons.callIndices(named: "f")[0]].arguments.count == 2)
        #expect(comparisons.calls[comparisons.callIndices(named: "g")[0]].arguments.count == 2)
        #expect(comparisons.calls[comparisons.callIndices(named: "h")[0]].arguments.count == 2)
    }

    @Test func badInputNeverHangs() {
        for text in ["class {", "f(", "a..b(", ")))}}}", "@x(", "void f() => ;", "import ;", "get", "=> =>", String(repeating: "f(", count: 400)] {
            let file = DartFile(text)
            #expect(file.calls.count <= text.count)
        }
    }
}
