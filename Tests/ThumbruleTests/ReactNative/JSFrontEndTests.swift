import Foundation
import Testing
import ThumbruleFrontEnds

@Suite struct JSFrontEndTests {
    func kinds(_ text: String, _ dialect: JSDialect = .tsx) -> [JSTokenKind] {
        JSSource(text, dialect: dialect).tokens.map(\.kind)
    }

    @Test func templatesNestStringsTemplatesAndBraces() {
        let source = JSSource("const s = `a ${ {x: `b ${c + '}'}`}.x } d`; f(s)")
        #expect(source.isBalanced)
        #expect(source.tokens.filter { $0.kind == .templateOpen }.count == 2)
        let file = JSFile(source: source)
        #expect(file.calls.map(\.name) == ["f"])
    }

    @Test func regexIsToldApartFromDivision() {
        let division = JSSource("const r = a / b / c; const x = (y) / 2")
        #expect(!division.tokens.contains { $0.kind == .regex })
        let regex = JSSource("const r = /[/)]+/g.test(s); if (x) return /a\\/b/.exec(y)")
        #expect(regex.tokens.filter { $0.kind == .regex }.count == 2)
        #expect(regex.isBalanced)
    }

    @Test func commentsAreKeptApart() {
        let source = JSSource("f(/* ) */ 1) // (\ng(2)")
        #expect(source.isBalanced)
        #expect(source.comments.count == 2)
        #expect(JSFile(source: source).calls.map(\.name) == ["f", "g"])
    }

    @Test func jsxElementsAttributesChildrenAndFragments() {
        let file = JSFile("""
        const App = () => (
          <>
            <Pressable onPress={() => go(1)} aria-label="Close" {...rest} disabled>
              <Icon name="x" />
              {open && <Text>Hi {name} / there</Text>}
            </Pressable>
          </>
        );
        """)
        #expect(file.isBalanced)
        #expect(file.elements.map(\.name) == ["", "Pressable", "Icon", "Text"])
        let pressable = file.elements[1]
        #expect(pressable.attributes.map(\.name) == ["onPress", "aria-label", "", "disabled"])
        #expect(pressable.attribute("aria-label")?.value == .string("Close"))
        #expect(pressable.hasSpread)
        #expect(pressable.parent == 0)
        #expect(pressable.children == [2, 3])
        #expect(file.elements[3].parent == 1)
        let texts = file.source.tokens.indices.filter { file.source.tokens[$0].kind == .jsxText }.map { file.source.text(at: $0) }
        #expect(texts == ["Hi", "/ there"])
        #expect(file.calls.map(\.name) == ["go"])
        #expect(file.functions.first?.name == "App")
    }

    @Test func typeParametersAreNotJSX() {
        let file = JSFile("""
        const [v, setV] = useState<string>('');
        const id = <T,>(x: T) => x;
        const map = <T extends object>(x: T): T => x;
        const generic = <T>(x: T) => x;
        const view = <View style={styles.a}><Text>{v}</Text></View>;
        function f<T>(a: Array<Array<T>>): Promise<void> { return g(a < b, c > d) }
        """)
        #expect(file.isBalanced)
        #expect(file.elements.map(\.name) == ["View", "Text"])
        #expect(file.calls.map(\.name).contains("useState"))
        #expect(file.calls.map(\.name).contains("g"))
        let ts = JSSource("const x = <Foo>bar; const y = a < b && c > d", dialect: .typeScript)
        #expect(ts.isBalanced)
        #expect(!ts.tokens.contains { $0.kind == .jsxOpen })
    }

    @Test func flowAnnotationsKeepTheBracketTree() {
        let source = JSSource("""
        // @flow
        type Props = {| +onPress: (event: PressEvent) => mixed, style?: ?ViewStyleProp |};
        function go(x: ?string): Array<{ a: number }> { return [x] }
        export default (Comp: React.AbstractComponent<Props>);
        const makeIcon = <Glyphs: string>(set: ComponentType<IconProps<Glyphs>>) => set;
        state.update(id, <M: Message>(old: M | void): M | void => old);
        const rect = <svg:rect width={4} />;
        """, dialect: .javaScript)
        #expect(source.isBalanced)
        // Flow's bounded type parameters are no elements; a namespaced JSX name is one.
        #expect(source.tokens.filter { $0.kind == .jsxOpen }.count == 1)
    }

    @Test func unbalancedInputIsReportedNotTrapped() {
        for text in ["f(", "}", "`abc ${", "<View>", "'abc", "/* x", "<A></A>)"] {
            let source = JSSource(text)
            #expect(!source.isBalanced, "\(text)")
        }
    }

    @Test func callsChainsAndReceivers() {
        let file = JSFile("""
        await messaging().requestPermission();
        PermissionsAndroid.request(PermissionsAndroid.PERMISSIONS.POST_NOTIFICATIONS, { title: 'x' });
        class A extends Component { async componentDidMount(): Promise<void> { await this.load() } }
        """)
        let request = file.calls[file.calls(named: "requestPermission")[0]]
        #expect(request.receiver == ["messaging"])
        #expect(request.previousInChain == file.calls(named: "messaging").first)
        let permissions = file.calls[file.calls(named: "request")[0]]
        #expect(permissions.receiver == ["PermissionsAndroid"])
        #expect(permissions.arguments.count == 2)
        #expect(file.value(of: permissions.arguments[0]) == .reference(["PermissionsAndroid", "PERMISSIONS", "POST_NOTIFICATIONS"]))
        #expect(file.functions.contains { $0.name == "componentDidMount" })
        #expect(file.calls(named: "componentDidMount").isEmpty)
        #expect(file.calls(named: "load").count == 1)
    }

    @Test func objectsAndImports() {
        let file = JSFile("""
        import React, { useEffect as effect } from 'react';
        import * as Notifications from 'expo-notifications';
        import type { Foo } from './foo';
        const AsyncStorage = require('@react-native-async-storage/async-storage');
        const styles = StyleSheet.create({ button: { width: 30, height: -2, 'min-height': 1.5e1 }, ...other });
        """)
        #expect(file.imports.map(\.module) == ["react", "expo-notifications", "./foo", "@react-native-async-storage/async-storage"])
        #expect(file.localNames(importing: "useEffect", from: "react") == ["effect"])
        #expect(file.localNames(importing: "*", from: "expo-notifications") == ["Notifications"])
        #expect(file.localNames(importing: "default", from: "@react-native-async-storage/async-storage") == ["AsyncStorage"])
        #expect(file.imports.map { $0.bindings.map(\.isType) } == [[false, false], [false], [true], [false]])
        let types = JSFile("import { type A, B, type C as D, type as e } from './a';\nimport type E from './e';\nimport type, { F } from './f';")
        #expect(types.imports.flatMap(\.bindings).map { "\($0.imported) \($0.local) \($0.isType)" } == [
            "A A true", "B B false", "C D true", "type e false", "default E true", "default type false", "F F false",
        ])
        let create = file.calls[file.calls(named: "create")[0]]
        guard case .object(let brace) = file.value(of: create.arguments[0]) else { Issue.record("no object"); return }
        let properties = file.properties(ofObjectAt: brace)
        #expect(properties.map(\.key) == ["button", nil])
        guard case .object(let button) = file.value(of: properties[0].value) else { Issue.record("no style"); return }
        #expect(file.properties(ofObjectAt: button).map { file.value(of: $0.value) } == [.number(30), .number(-2), .number(15)])
    }

    @Test func packageAndExpoConfig() {
        let package = PackageJSON(data: Data(#"{"name":"a","dependencies":{"react-native":"0.74.0"},"devDependencies":{"jest":"29"}}"#.utf8))
        #expect(package?.isReactNative == true)
        #expect(PackageJSON(data: Data(#"{"dependencies":{"react":"18"}}"#.utf8))?.isReactNative == false)
        #expect(PackageJSON(data: Data("[1]".utf8)) == nil)
        let json = ExpoConfig("""
        { "expo": { "android": { "permissions": ["CAMERA", "android.permission.RECORD_AUDIO"] },
                    "ios": { "infoPlist": { "NSCameraUsageDescription": "Scan" } },
                    "plugins": ["expo-camera", ["expo-notifications", { "icon": "./i.png" }]] } }
        """)
        #expect(json.androidPermissions.map(\.value) == ["CAMERA", "android.permission.RECORD_AUDIO"])
        #expect(json.infoPlistKeys.map(\.value) == ["NSCameraUsageDescription"])
        #expect(json.plugins.map(\.value) == ["expo-camera", "expo-notifications"])
        #expect(json.androidPermissions[0].position.line == 1)
        let script = ExpoConfig("""
        export default ({ config }) => ({
          ...config,
          android: { ...config.android, permissions: ['POST_NOTIFICATIONS', dynamic] },
          plugins: [['react-native-fbsdk-next', { appID: process.env.FB }]],
        });
        """, path: "app.config.ts")
        #expect(script.androidPermissions.map(\.value) == ["POST_NOTIFICATIONS"])
        #expect(script.plugins.map(\.value) == ["react-native-fbsdk-next"])
        // The launch screen's colours, from `splash` and from the splash plugin's options and their variants.
        let splash = ExpoConfig("""
        { "expo": { "splash": { "backgroundColor": "#FFFFFF" },
                    "plugins": [["expo-splash-screen", { "backgroundColor": "#050505", "dark": { "backgroundColor": "#101010" },
                                                         "android": { "backgroundColor": "#050505" } }],
                                ["expo-notifications", { "backgroundColor": "#FF0000" }]] } }
        """)
        #expect(splash.splashColors == ["#ffffff", "#050505", "#101010"])
    }

    /// Cut short anywhere, or scrambled, a file still lexes and structures without trapping.
    @Test func truncatedAndScrambledInputDoesNotTrap() {
        let sample = """
        import React, { useEffect } from 'react';
        const styles = StyleSheet.create({ a: { width: 30, height: `${x}` } });
        export default function App<T,>({ a }: Props<T>): JSX.Element {
          useEffect(() => { messaging().requestPermission(); }, []);
          const re = /[}{]+/g, half = a / 2;
          return (<View style={[styles.a, { height: 2 }]} {...a}>{list.map((i) => <Text key={i}>{`#${i}`}</Text>)}<>x</></View>);
        }
        class B extends C { async componentDidMount(): Promise<void> { await (x as any)!.y?.(z) } }
        const f = <T>(x: T): T => x; const g = (x): number => x;
        """
        let bytes = Array(sample.utf8)
        var generator = SystemRandomNumberGenerator()
        for cut in 0...bytes.count {
            for dialect in [JSDialect.tsx, .typeScript, .javaScript] {
                let file = JSFile(source: JSSource(bytes: Array(bytes[0..<cut]), dialect: dialect))
                _ = JSStyles(file: file).sheets
                _ = ExpoConfig(file: file).plugins
                for element in file.elements { _ = element.attributes.map { $0.expression.map { file.value(of: $0) } } }
            }
        }
        for _ in 0..<300 {
            var scrambled = bytes
            for _ in 0..<8 { scrambled.swapAt(Int.random(in: 0..<bytes.count, using: &generator), Int.random(in: 0..<bytes.count, using: &generator)) }
            let file = JSFile(bytes: scrambled, path: "x.tsx")
            _ = JSStyles(file: file).sheets
            for call in file.calls { _ = call.arguments.map { file.value(of: $0) } }
        }
    }

    /// Every JavaScript and TypeScript file of the corpus's React Native apps lexes balanced
    /// (skipped when the corpus is absent; each app that is present must yield files, whichever
    /// of them a machine has extracted). Lexing decides no finding, so the holdout apps are
    /// read too.
    @Test func corpusFilesLexBalanced() throws {
        let roots = ["mattermost-mobile", "rainbow", "rocketchat-rn", "inaturalist-rn", "zulip-mobile", "jellyfin-expo"]
            .map { "/work/corpus/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        var unbalanced: [String] = []
        var count = 0
        var emptyRoots: [String] = []
        for root in roots {
            let before = count
            defer { if count == before { emptyRoots.append(root) } }
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let path = walker.nextObject() as? String {
                if path.contains("node_modules") || path.hasSuffix(".d.ts") || path.hasSuffix(".min.js") { continue }
                guard [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"].contains(where: path.hasSuffix),
                      let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                count += 1
                let source = JSSource(bytes: [UInt8](data), dialect: JSDialect(path: path))
                if !source.isBalanced { unbalanced.append("\(path): \(source.issues.prefix(2))") }
            }
        }
        #expect(emptyRoots.isEmpty, "no JavaScript or TypeScript files read in \(emptyRoots)")
        #expect(unbalanced.isEmpty, "\(unbalanced.count) of \(count): \(unbalanced.prefix(20).joined(separator: "\n"))")
    }
}
