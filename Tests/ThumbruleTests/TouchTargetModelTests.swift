import SwiftSyntax
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Where touch-floor findings sit once the hit area comes from the project model.
@Suite struct TouchTargetModelTests {
    let styles = ("App/Styles.swift", """
    struct CircleIconStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 30, height: 30)
        }
    }
    extension ButtonStyle where Self == CircleIconStyle {
        static func circleIcon(tint: Color) -> CircleIconStyle { CircleIconStyle() }
    }
    """)

    /// A local control counts as placed whenever it goes anywhere but its own members: a view,
    /// an array, a return, a property, a bar item that is itself placed. (`size` is no view;
    /// the checks ask only of controls.)
    @Test func aLocalViewIsNeverPlacedOnlyWhenNothingTakesIt() throws {
        let source = """
        final class Editor: UIViewController {
            var gridItem: UIBarButtonItem!
            func build() -> UIButton {
                let unused = UIButton(frame: .zero)
                unused.addTarget(self, action: #selector(go), for: .touchUpInside)
                unused.imageView?.tintColor = .red
                let wrapped = UIButton()
                let wrapper = UIBarButtonItem(customView: wrapped)
                wrapper.isEnabled = false
                let added = UIButton()
                view.addSubview(added)
                let listed = UIButton()
                added.tag = [listed].count
                let kept = UIButton()
                gridItem = UIBarButtonItem(customView: kept)
                let shownItem = UIButton()
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: shownItem)
                let read = UIButton()
                let size = read.intrinsicContentSize
                let returned = UIButton()
                return returned
            }
        }
        """
        let file = SwiftFile(path: "App/Editor.swift", text: source, target: BuildTarget(
            name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
        var placed: [String: Bool] = [:]
        for binding in file.index.variables.flatMap(\.bindings) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            placed[name] = !file.index.isLocalViewNeverPlaced(binding)
        }
        #expect(placed == ["gridItem": true, "unused": false, "wrapped": false, "wrapper": false, "added": true, "listed": true,
                           "kept": true, "shownItem": true, "read": true, "size": false, "returned": true])
    }

    @Test func aFrameInAStyleElsewhereIsNamedAsRelated() throws {
        let findings = ExampleHarness().findings(SmallTapTarget.self, [styles, ("App/Bar.swift", """
        struct Bar: View {
            var body: some View {
                Button { close() } label: { Image(systemName: "xmark") }
                    .buttonStyle(.circleIcon(tint: .red))
            }
        }
        """)])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.position == SourcePosition(path: "App/Bar.swift", line: 3, column: 9))
        #expect(finding.related.map(\.position) == [SourcePosition(path: "App/Styles.swift", line: 4, column: 13)])
        #expect(finding.message.contains("Styles.swift:4"))
    }

    /// The finding sits on the control; its message and related location name the measured frame.
    @Test func aFrameAtTheCallSiteIsNamedByTheFinding() throws {
        let findings = ExampleHarness().findings(SmallTapTarget.self, [("App/Bar.swift", """
        struct Bar: View {
            var body: some View {
                Button { close() } label: {
                    Image(systemName: "xmark")
                        .frame(width: 30, height: 30)
                        .contentShape(Rectangle())
                }
            }
        }
        """)])
        let finding = try #require(findings.first)
        #expect(finding.position == SourcePosition(path: "App/Bar.swift", line: 3, column: 9))
        #expect(finding.related.map(\.position) == [SourcePosition(path: "App/Bar.swift", line: 5, column: 17)])
        #expect(finding.message.contains("from the .frame on line 5"))
    }

    @Test func aStyleTheButtonOutgrowsIsSilent() {
        let findings = ExampleHarness().findings(SmallTapTarget.self, [styles, ("App/Bar.swift", """
        struct Bar: View {
            var body: some View {
                Button { close() } label: { Image(systemName: "xmark") }
                    .buttonStyle(.circleIcon(tint: .red))
                    .padding(8)
            }
        }
        """)])
        #expect(findings.isEmpty)
    }
}
