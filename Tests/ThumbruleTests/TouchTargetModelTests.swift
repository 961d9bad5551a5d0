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
