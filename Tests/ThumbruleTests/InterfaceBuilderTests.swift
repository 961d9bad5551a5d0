import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
@testable import ThumbruleRules

/// The storyboard and xib reader (`Project.interfaceBuilder`) and what the engine does with
/// its documents' suppression comments.
struct InterfaceBuilderTests {
    static let scene = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="PlanViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <label text="Monthly" id="l1">
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="planLabel" destination="l1" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func files(_ pairs: [(String, String)]) -> [WorkspaceFile] {
        pairs.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
    }

    @Test func readsIOSDocumentsWithLinesAndOutlets() throws {
        let mac = Self.scene.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"MacOSX.Cocoa\"")
        let launch = Self.scene.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"iOS.CocoaTouch\" launchScreen=\"YES\"")
        let project = Project(root: "", files: Self.files([
            ("App/Main.storyboard", Self.scene), ("Mac/Main.storyboard", mac), ("App/LaunchScreen.storyboard", launch),
            ("App/Broken.xib", "<document"), ("Example/Demo.storyboard", Self.scene),
        ]))
        let documents = project.interfaceBuilder.files
        #expect(documents.map(\.path) == ["App/Main.storyboard"])
        let document = try #require(documents.first)
        let label = try #require(document.element(withID: "l1"))
        #expect(document.position(of: label).line == 9)
        #expect(document.outlets(of: label) == [InterfaceBuilderFile.Outlet(property: "planLabel", ownerClass: "PlanViewController")])
        #expect(document.classes(around: label) == ["PlanViewController"])
        let font = try #require(document.child(of: label, named: "fontDescription", key: "fontDescription"))
        #expect(document.position(of: font).line == 10)
    }

    /// A document in an Xcode project's folder that no target copies is a prototype left on
    /// disk; one a target copies ships, and so does a Swift package's beside the project.
    @Test func documentsNoTargetCopiesAreLeftOut() {
        let project = Project(root: "", files: Self.files([
            (PrivacyExamples.path, PrivacyExamples.project(sources: ["App.swift"], resources: ["Main.storyboard"])),
            ("Planner/Main.storyboard", Self.scene),
            ("Planner/Prototype.storyboard", Self.scene),
            ("Packages/Widgets/Package.swift", "// swift-tools-version:5.9"),
            ("Packages/Widgets/Sources/Widgets/Card.xib", Self.scene),
        ]))
        #expect(project.interfaceBuilder.files.map(\.path) == ["Packages/Widgets/Sources/Widgets/Card.xib", "Planner/Main.storyboard"])
    }

    @Test func suppressionCommentsSilenceStoryboardFindings() {
        let suppressed = Self.scene.replacingOccurrences(
            of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"13\"/>",
            with: "<!-- thumbrule:disable:next type-scale - a price table kept at one size -->\n<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"13\"/>")
        let engine = Engine(rulebook: .bundled, checks: [InterfaceBuilderFixedFontSize.self], jobs: 1)
        #expect(engine.run(files: Self.files([("App/Main.storyboard", Self.scene)]), root: "").findings.count == 1)
        #expect(engine.run(files: Self.files([("App/Main.storyboard", suppressed)]), root: "").findings.isEmpty)
    }

    /// A font set on the outlet in the class that holds it replaces the document's; the same
    /// name set in an unrelated class does not.
    @Test func codeOnTheOutletsOwnerSilencesTheFont() {
        let engine = Engine(rulebook: .bundled, checks: [InterfaceBuilderFixedFontSize.self], jobs: 1)
        func findings(_ swift: String) -> Int {
            engine.run(files: Self.files([("App/Main.storyboard", Self.scene), ("App/Code.swift", swift)]), root: "").findings.count
        }
        #expect(findings("final class PlanViewController: UIViewController { func setUp() { planLabel.font = .preferredFont(forTextStyle: .body) } }") == 0)
        #expect(findings("final class ReceiptView: UIView { func setUp() { planLabel.font = .preferredFont(forTextStyle: .body) } }") == 1)
        #expect(findings("final class ReceiptView: UIView { func setUp(cell: PlanCell) { cell.planLabel.font = .preferredFont(forTextStyle: .body) } }") == 0)
        // An outlet collection walked by a loop.
        #expect(findings("final class PlanViewController: UIViewController { func setUp() { for label in planLabel { label.font = .preferredFont(forTextStyle: .body) } } }") == 0)
        #expect(findings("final class PlanViewController: UIViewController { func setUp() { planLabel.forEach { $0.font = .preferredFont(forTextStyle: .body) } } }") == 0)
        #expect(findings("final class PlanViewController: UIViewController { func setUp() { for label in others { label.font = .preferredFont(forTextStyle: .body) } } }") == 1)
    }
}
