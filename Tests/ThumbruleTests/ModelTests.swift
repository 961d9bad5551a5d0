import Testing
@testable import ThumbruleCore

/// The project-wide symbol table and style effects, built the way the engine builds them:
/// per-file facts, then one table for the project.
@Suite struct ModelTests {
    func facts(_ files: [(String, String)]) -> FactStore {
        let resolver = TargetResolver(projects: [], infoPlists: [:], packageManifests: [])
        var facts = FactStore()
        for (path, text) in files {
            Symbols.collect(SwiftFile(path: path, text: text, target: resolver.target(for: path)), into: &facts)
        }
        return facts
    }

    func symbols(_ files: [(String, String)]) -> SymbolTable { SymbolTable(facts: facts(files)) }
    func styles(_ files: [(String, String)]) -> StyleEffects { StyleEffects(facts: facts(files)) }

    @Test func typesMergeTheirExtensionsAcrossFiles() throws {
        let table = symbols([
            ("App/Player.swift", "final class PlayerButton: BaseButton {}\nstruct Card: View {}\nenum Mode {}\nactor Store {}"),
            ("App/Base.swift", "class BaseButton: UIButton {}\nextension Card: Equatable {}\nprotocol Themed: ButtonStyle {}"),
        ])
        let card = try #require(table.type(named: "Card"))
        #expect(card.kind == .struct)
        #expect(card.inherited == ["View", "Equatable"])
        #expect(card.declarations.map(\.path) == ["App/Player.swift"])
        #expect(card.extensions.map(\.path) == ["App/Base.swift"])
        #expect(table.type(named: "Mode")?.kind == .enum)
        #expect(table.type(named: "Store")?.kind == .actor)
        #expect(table.type(named: "Themed")?.kind == .protocol)
        #expect(table.type(named: "BaseButton")?.declarations.first?.line == 1)
    }

    @Test func inheritanceIsFollowedThroughProjectClasses() {
        let table = symbols([
            ("App/A.swift", "final class PlayerButton: BaseButton {}"),
            ("App/B.swift", "class BaseButton: UIButton, Themed {}\nclass Plain: NSObject {}"),
        ])
        #expect(table.superclasses(of: "PlayerButton") == ["BaseButton", "UIButton"])
        #expect(table.inherits("PlayerButton", from: "UIButton"))
        #expect(!table.inherits("Plain", from: "UIButton"))
        // Only the first name is the superclass.
        #expect(!table.inherits("BaseButton", from: "Themed"))
        #expect(table.conforms("PlayerButton", to: "Themed"))
    }

    @Test func conformanceCountsExtensionsAndProtocolInheritance() {
        let table = symbols([
            ("App/A.swift", "struct Pill {}\nstruct Round: AppStyle {}\nprotocol AppStyle: SwiftUI.ButtonStyle {}"),
            ("App/B.swift", "extension Pill: ButtonStyle {}"),
        ])
        #expect(table.conforms("Pill", to: "ButtonStyle"))
        #expect(table.conforms("Round", to: "ButtonStyle"))
        #expect(!table.conforms("Round", to: "LabelStyle"))
    }

    @Test func projectDeclarationsAreToldFromExtensionsOfOtherTypes() {
        let table = symbols([
            ("App/Banner.swift", "struct BannerView: UIViewRepresentable {}\nextension UIButton {}"),
            ("AppTests/Mocks.swift", "final class InterstitialAd {}"),
        ])
        #expect(table.isDeclaredInProject("BannerView"))
        #expect(!table.isDeclaredInProject("UIButton"))
        // Declared only in a test target: the app does not see it.
        #expect(!table.isDeclaredInProject("InterstitialAd"))
        #expect(table.type(named: "InterstitialAd") != nil)
    }

    @Test func methodsAreFoundInTheTypeOrItsSuperclasses() throws {
        let table = symbols([
            ("App/A.swift", """
            class WideButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
            }
            final class ShareButton: WideButton {}
            func track(_ name: String, value: Int) {}
            """),
        ])
        let method = try #require(table.method("point(inside:with:)", in: "ShareButton"))
        #expect(method.typeName == "WideButton")
        #expect(method.isOverride)
        #expect(table.method("point(inside:with:)", in: "ShareButton", inherited: false) == nil)
        #expect(table.functions(named: "track", labels: ["_", "value"]).count == 1)
        #expect(table.functions(named: "track", labels: ["value"]).isEmpty)
    }

    @Test func callsMatchByNameLabelsAndReceiverType() throws {
        let table = symbols([
            ("App/Analytics.swift", """
            struct Analytics {
                func track(_ name: String, value: Int = 0, tags: [String] = []) {}
            }
            struct Logger {
                func track(event: String) {}
            }
            """),
        ])
        let file = SwiftFile(path: "App/A.swift", text: "analytics.track(\"open\", tags: [])\nlog.track(event: \"x\")\n",
                             target: TargetResolver(projects: [], infoPlists: [:], packageManifests: []).target(for: "App/A.swift"))
        let calls = file.index.calls("track").compactMap(CallShape.init)
        #expect(table.functions(matching: calls[0]).map(\.typeName) == ["Analytics"])
        #expect(table.functions(matching: calls[1]).map(\.typeName) == ["Logger"])
        #expect(table.functions(matching: calls[1], in: "Analytics").isEmpty)
        #expect(table.functions(matching: CallShape(name: "track", labels: ["value", "_"])).isEmpty)
    }

    @Test func buttonStyleBodiesAndShorthandsResolve() throws {
        let effects = styles([
            ("App/Styles.swift", """
            struct CircleIconStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.title3)
                        .frame(width: 30, height: 30)
                        .padding(4)
                        .contentShape(Circle())
                }
            }
            extension ButtonStyle where Self == CircleIconStyle {
                static var circleIcon: CircleIconStyle { CircleIconStyle() }
            }
            extension PrimitiveButtonStyle {
                static func pill(size: CGFloat) -> PillStyle { PillStyle(size: size) }
            }
            """),
        ])
        let body = try #require(effects.body(of: .member("circleIcon"), as: "ButtonStyle"))
        #expect(body.name == "CircleIconStyle")
        let kinds = try #require(body.effects).map(\.kind)
        #expect(kinds == [
            .font(".title3"), .frame(["width": .points(30), "height": .points(30)]),
            .padding(edges: ".all", amount: .points(4)), .contentShape(grows: false),
        ])
        #expect(try #require(body.effects)[1].position.line == 5)
        #expect(effects.body(of: .type("CircleIconStyle"), as: "ButtonStyle")?.name == "CircleIconStyle")
        #expect(effects.typeName(of: .member("pill"), as: "PrimitiveButtonStyle") == "PillStyle")
        #expect(effects.body(of: .member("circleIcon"), as: "LabelStyle") == nil)
    }

    @Test func viewExtensionsAndModifiersExpandInAChain() throws {
        let effects = styles([
            ("App/Modifiers.swift", """
            struct CardModifier: ViewModifier {
                func body(content: Content) -> some View { content.padding(.horizontal, 12).frame(minHeight: 44) }
            }
            extension View {
                func appCardStyle() -> some View { modifier(CardModifier()) }
                func iconFrame() -> some View { self.frame(width: 28, height: 28) }
                func busy(_ flag: Bool) -> some View {
                    if flag { return AnyView(self.opacity(0.5)) }
                    return AnyView(self)
                }
            }
            """),
        ])
        let position = SourcePosition(path: "App/View.swift", line: 1, column: 1)
        let card = ViewEffect(kind: .other(name: "appCardStyle", style: nil), position: position)
        #expect(effects.expanded([card]).map(\.kind) == [.padding(edges: ".horizontal", amount: .points(12)), .frame(["minHeight": .points(44)])])
        let icon = ViewEffect(kind: .other(name: "iconFrame", style: nil), position: position)
        #expect(effects.expanded([icon]).first?.position.path == "App/Modifiers.swift")
        // A body that is not one chain stays unknown: the modifier is left for the caller to judge.
        #expect(try #require(effects.body(ofViewExtension: "busy")).effects == nil)
        let busy = ViewEffect(kind: .other(name: "busy", style: nil), position: position)
        #expect(effects.expanded([busy]).map(\.kind) == [busy.kind])
        let system = ViewEffect(kind: .other(name: "bold", style: nil), position: position)
        #expect(effects.expanded([system]).map(\.kind) == [system.kind])
    }

    @Test func aBodyBuiltAroundTheGivenViewStartsWithItsContainer() throws {
        let effects = styles([
            ("App/Styles.swift", """
            struct BadgeStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.label; Badge() }.padding(4)
                }
            }
            struct PressStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(configuration).frame(minHeight: 44)
                }
            }
            """),
        ])
        let badge = try #require(effects.body(ofType: "BadgeStyle")?.effects).map(\.kind)
        #expect(badge == [.container("HStack"), .padding(edges: ".all", amount: .points(4))])
        let press = try #require(effects.body(ofType: "PressStyle")?.effects).map(\.kind)
        #expect(press == [.frame(["minHeight": .points(44)])])
    }
}
