import Testing
@testable import ThumbruleFrontEnds

/// Call tree and declaration shapes from the structure pass.
@Suite struct KotlinStructureTests {
    func call(_ file: KotlinFile, _ name: String, _ occurrence: Int = 0) -> (index: Int, call: KotlinCall) {
        let index = file.callIndices(named: name)[occurrence]
        return (index, file.calls[index])
    }

    @Test func composeModifierChainAcrossLines() {
        let file = KotlinFile("""
            Row(
                modifier = Modifier
                    .size(48.dp)
                    .padding(horizontal = 4.dp)
                    .clickable { onClick() },
            ) { Text("a") }
            """)
        let clickable = call(file, "clickable")
        #expect(clickable.call.receiverNames(in: file) == ["Modifier", "size", "padding"])
        #expect(clickable.call.trailingLambda != nil)
        let size = call(file, "size")
        #expect(size.call.arguments.first?.value == .dimension(48, unit: "dp"))
        #expect(file.chain(of: clickable.index).map { file.calls[$0].name } == ["size", "padding", "clickable"])
        #expect(file.chain(of: size.index) == file.chain(of: clickable.index))
        let row = call(file, "Row")
        #expect(size.call.container == .argument(call: row.index, index: 0))
        #expect(row.call.arguments.first?.label == "modifier")
        #expect(row.call.arguments.first?.value == .call(clickable.index))
        #expect(call(file, "onClick").call.container == .lambda(call: clickable.index))
        #expect(call(file, "Text").call.container == .lambda(call: row.index))
    }

    @Test func labelledArgumentsAndNull() {
        let file = KotlinFile(#"Icon(Icons.Default.Close, contentDescription = null, tint = Color.Red)"#)
        let icon = call(file, "Icon").call
        #expect(icon.arguments.map(\.label) == [nil, "contentDescription", "tint"])
        #expect(icon.argument("contentDescription")?.value == .null)
        #expect(icon.arguments[0].value == .reference(["Icons", "Default", "Close"]))
        #expect(icon.positionalArguments.count == 1)
    }

    @Test func trailingLambdaOnlyAndWithParentheses() {
        let file = KotlinFile("""
            Column { Text("x") }
            items(list, key = { it.id }) { item -> Row(item) }
            LaunchedEffect(Unit) {
                permission.launchPermissionRequest()
            }
            """)
        let column = call(file, "Column").call
        #expect(!column.hasParentheses && column.trailingLambda != nil)
        let items = call(file, "items")
        #expect(items.call.trailingLambda?.parameters == ["item"])
        if case .lambda(let key)? = items.call.argument("key")?.value {
            #expect(key.parameters.isEmpty)
        } else {
            Issue.record("key is not a lambda")
        }
        let request = call(file, "launchPermissionRequest").call
        #expect(request.container == .lambda(call: call(file, "LaunchedEffect").index))
        #expect(request.receiverNames(in: file) == ["permission"])
    }

    @Test func lambdaOnTheNextLineIsNotTrailing() {
        let file = KotlinFile("foo()\n{ bar() }")
        #expect(call(file, "foo").call.trailingLambda == nil)
        #expect(call(file, "bar").call.container == nil)
    }

    @Test func callsInsideBlocksBelongToTheNearestCall() {
        let file = KotlinFile("Column { if (show) { Text(\"a\") } else { when (x) { 1 -> Button(onClick = {}) {} } } }")
        let column = call(file, "Column").index
        #expect(call(file, "Text").call.container == .lambda(call: column))
        #expect(call(file, "Button").call.container == .lambda(call: column))
    }

    @Test func nestedCallsInArguments() {
        let file = KotlinFile("WorkManager.getInstance(ctx).enqueue(PeriodicWorkRequestBuilder<Sync>(15, TimeUnit.MINUTES).build())")
        let enqueue = call(file, "enqueue")
        #expect(enqueue.call.receiverNames(in: file) == ["WorkManager", "getInstance"])
        let builder = call(file, "PeriodicWorkRequestBuilder").call
        #expect(builder.typeArguments == "<Sync>")
        #expect(builder.container == .argument(call: enqueue.index, index: 0))
        #expect(builder.arguments.map(\.value) == [.integer(15), .reference(["TimeUnit", "MINUTES"])])
        #expect(enqueue.call.arguments[0].value == .call(call(file, "build").index))
    }

    @Test func comparisonIsNotTypeArguments() {
        let file = KotlinFile("if (a < b && c > d) foo(x)\nval y = n < limit\nbar(z)")
        #expect(file.calls.map(\.name) == ["foo", "bar"])
        let generic = KotlinFile("val m = mapOf<String, Int>(\"a\" to 1)\nval f = remember<Boolean> { false }")
        #expect(generic.calls.map(\.name) == ["mapOf", "remember"])
        #expect(generic.properties[0].initializer?.value == .call(0))
    }

    @Test func enclosingFunctionAndClass() {
        let file = KotlinFile("""
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContent { App() }
                }
                companion object { fun make() = Intent() }
            }
            fun top() { helper() }
            """)
        let activity = file.types.firstIndex { $0.name == "MainActivity" }
        #expect(file.types[activity!].supertypes == ["ComponentActivity"])
        #expect(file.types[activity!].inherits("ComponentActivity"))
        let app = call(file, "App").call
        #expect(app.enclosingType == activity)
        #expect(app.enclosingFunction.map { file.functions[$0].name } == "onCreate")
        let intent = call(file, "Intent").call
        #expect(intent.enclosingType.flatMap { file.types[$0].name } == "Companion")
        #expect(file.types[intent.enclosingType!].enclosingType == activity)
        let helper = call(file, "helper").call
        #expect(helper.enclosingType == nil)
        #expect(helper.enclosingFunction.map { file.functions[$0].name } == "top")
        #expect(call(file, "onCreate").call.receiverNames(in: file) == ["super"])
    }

    @Test func annotationsComposableAndPreview() {
        let file = KotlinFile("""
            @file:OptIn(ExperimentalMaterial3Api::class)
            package com.example.ui

            @Composable
            fun Greeting(name: String, modifier: Modifier = Modifier.padding(8.dp), onClick: @Composable () -> Unit = {}) {
                Text("Hi $name")
            }

            @Preview(showBackground = true, name = "Light")
            @Composable
            private fun GreetingPreview() = Greeting("x")
            """)
        #expect(file.packageName == "com.example.ui")
        #expect(file.fileAnnotations.map(\.name) == ["OptIn"])
        let greeting = file.functions[0]
        #expect(greeting.isComposable && !greeting.isPreview)
        #expect(greeting.parameters.map(\.name) == ["name", "modifier", "onClick"])
        #expect(greeting.parameters[2].type == "@Composable () -> Unit")
        #expect(greeting.parameters[1].defaultValue?.value == .call(call(file, "padding").index))
        let preview = file.functions[1]
        #expect(preview.isPreview && preview.modifiers == ["private"])
        #expect(preview.annotations[0].arguments.map(\.label) == ["showBackground", "name"])
        #expect(file.isInPreview(call(file, "Greeting").index))
        #expect(!file.isInPreview(call(file, "Text").index))
    }

    @Test func declarationsClassesObjectsInterfacesProperties() {
        let file = KotlinFile("""
            import androidx.work.*
            import com.google.android.gms.ads.MobileAds as Ads
            const val TARGET_SDK = 34
            object Versions { const val minSdk = 24; val name = "x" }
            interface Repo : Closeable, Flow<Int>
            data class User(val id: Int, private var name: String = "") : Parcelable
            enum class Kind { A, B, C }
            class Worker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params)
            val Context.dataStore by preferencesDataStore(name = "settings")
            fun <T> List<T>.second(): T = this[1]
            fun Modifier.minTouch(): Modifier = this.sizeIn(minWidth = 48.dp)
            """)
        #expect(file.imports.map(\.path) == ["androidx.work", "com.google.android.gms.ads.MobileAds"])
        #expect(file.imports[0].isWildcard && file.imports[1].importedName == "Ads")
        let target = file.properties.first { $0.name == "TARGET_SDK" }
        #expect(target?.isConst == true && target?.initializer?.value == .integer(34))
        let minSdk = file.properties.first { $0.name == "minSdk" }
        #expect(minSdk?.isConst == true && minSdk?.enclosingType.flatMap { file.types[$0].name } == "Versions")
        #expect(file.types.map { $0.kind } == [.object, .interface, .class, .enumClass, .class])
        #expect(file.types[1].supertypes == ["Closeable", "Flow"])
        #expect(file.types[2].modifiers == ["data"])
        #expect(file.types[3].enumEntries == ["A", "B", "C"])
        #expect(file.types[4].supertypes == ["CoroutineWorker"])
        #expect(file.properties.filter { $0.enclosingType == 2 }.map(\.name) == ["id", "name"])
        let dataStore = file.properties.first { $0.name == "dataStore" }
        #expect(dataStore?.receiverType == "Context")
        #expect(dataStore?.delegate?.value == .call(call(file, "preferencesDataStore").index))
        #expect(file.functions.map(\.name) == ["second", "minTouch"])
        #expect(file.functions.map(\.receiverType) == ["List<T>", "Modifier"])
        #expect(call(file, "sizeIn").call.arguments[0].value == .dimension(48, unit: "dp"))
    }

    @Test func assignments() {
        let file = KotlinFile("""
            android {
                compileSdk = 34
                defaultConfig { targetSdk = libs.versions.targetSdk.get().toInt() }
            }
            extra["minSdk"] = 21
            count += 1
            if (a == b) x = -2
            """)
        let android = call(file, "android").index
        #expect(file.assignments(inLambdaOf: android).map(\.target) == [["compileSdk"]])
        let target = file.assignments.first { $0.target == ["targetSdk"] }
        #expect(target?.container == .lambda(call: call(file, "defaultConfig").index))
        #expect(target?.value.value == .call(call(file, "toInt").index))
        #expect(file.assignments.map(\.target) == [["compileSdk"], ["targetSdk"], ["extra", "minSdk"], ["count"], ["x"]])
        #expect(file.assignments[3].operatorText == "+=")
        #expect(file.assignments[4].value.value == .integer(-2))
    }

    @Test func stringTemplatesHoldCalls() {
        let file = KotlinFile(#"Text("Total: ${format(total)} for $name")"#)
        #expect(file.calls.map(\.name) == ["Text", "format"])
        #expect(file.calls[1].container == .argument(call: 0, index: 0))
        #expect(file.calls[0].arguments[0].value == .template)
    }

    @Test func labelsAreNotAnnotations() {
        let file = KotlinFile("list.forEach loop@{ if (it) return@forEach; use(it) }\nthis@Main.finish()")
        #expect(call(file, "forEach").call.trailingLambda != nil)
        #expect(call(file, "use").call.container == .lambda(call: call(file, "forEach").index))
        #expect(file.calls.map(\.name) == ["forEach", "use", "finish"])
    }

    @Test func objectExpressionsAndAccessors() {
        let file = KotlinFile("""
            class A {
                val size: Int
                    get() = items.count()
                var name = ""
                    private set
                val listener = object : Runnable { override fun run() { work() } }
            }
            """)
        #expect(file.calls.map(\.name) == ["count", "work"])
        #expect(file.types.map(\.kind) == [.class, .objectExpression])
        #expect(file.types[1].supertypes == ["Runnable"])
        #expect(file.properties.map(\.name) == ["size", "name", "listener"])
    }

    @Test func typeAliasesFunInterfacesAndSecondaryConstructors() {
        let file = KotlinFile("""
            typealias Handler = (Event) -> Unit
            fun interface Listener { fun onEvent(e: Event) }
            class View : FrameLayout {
                constructor(context: Context) : super(context) { init(context) }
                init { setup() }
            }
            """)
        #expect(file.calls.map(\.name) == ["init", "setup"])
        #expect(file.types.map(\.kind) == [.interface, .class])
        #expect(file.types[0].modifiers == ["fun"])
        #expect(file.functions.map(\.name) == ["onEvent", "constructor"])
        #expect(file.functions[1].isConstructor && file.functions[1].parameters.map(\.name) == ["context"])
        #expect(file.calls[0].enclosingFunction == 1)
    }

    @Test func unbalancedInputStillGivesAStructure() {
        let file = KotlinFile("fun a() {\n  foo(bar(\n}\nfun b() { baz() }")
        #expect(!file.isBalanced)
        #expect(file.functions.map(\.name).contains("a"))
        #expect(file.calls.map(\.name).contains("foo"))
        let truncated = KotlinFile("class A { fun b() { c(\"unterminated")
        #expect(!truncated.isBalanced)
        #expect(truncated.calls.map(\.name) == ["c"])
    }

    @Test func longChainsStayLinear() {
        let file = KotlinFile("x" + String(repeating: ".f()", count: 20_000))
        #expect(file.calls.count == 20_000)
        #expect(file.calls.allSatisfy { $0.receiver.count == 1 })
        #expect(file.calls.last?.receiverNames(in: file).count == 20_000)
        #expect(file.chain(of: 0).count == 20_000)
        let long = KotlinFile("f(\"" + String(repeating: "é", count: 500) + "\")")
        let text = long.calls[0].arguments[0].text
        #expect(text.utf8.count <= KotlinExpression.maximumTextLength + 3 && text.hasSuffix("…"))
        #expect(long.calls[0].arguments[0].value == .string(String(repeating: "é", count: 500)))
    }

    @Test func deepNestingStopsWithAnIssue() {
        let text = String(repeating: "f(", count: 20_000) + String(repeating: ")", count: 20_000)
        let file = KotlinFile(text)
        #expect(file.isBalanced)
        #expect(file.issues.map(\.kind) == [.nestingTooDeep])
        let braces = KotlinFile(String(repeating: "{[(", count: 30_000))
        #expect(!braces.isBalanced)
    }
}
