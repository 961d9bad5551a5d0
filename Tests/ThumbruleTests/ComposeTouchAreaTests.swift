import Testing
import ThumbruleFrontEnds
@testable import ThumbruleChecks

/// The touch area a `Modifier` chain gives a clickable follows Compose's outside-in order.
@Suite struct ComposeTouchAreaTests {
    /// The area around the first clickable of `Modifier.<chain>`.
    func area(_ chain: String) -> ModifierTouchArea? {
        let file = KotlinFile("val m = Modifier.\(chain)")
        guard let click = file.calls.indices.first(where: { ComposeCode.clickModifiers.contains(file.calls[$0].name) }) else { return nil }
        return ModifierTouchArea(chain: file.chain(of: click), clickAt: click, in: file)
    }

    @Test func sizeOnEitherSideBoundsTheTarget() {
        #expect(area("size(32.dp).clickable { }")?.text == "32×32dp")
        #expect(area("clickable { }.size(32.dp)")?.text == "32×32dp")
        #expect(area("size(width = 40.dp, height = 24.dp).clickable { }")?.text == "40×24dp")
    }

    @Test func paddingInsideGrowsItAndPaddingOutsideShrinksIt() {
        #expect(area("clickable { }.padding(8.dp).size(32.dp)")?.text == "48×48dp")
        #expect(area("padding(8.dp).clickable { }.size(32.dp)")?.text == "32×32dp")
        #expect(area("size(48.dp).padding(8.dp).clickable { }")?.text == "32×32dp")
        #expect(area("clickable { }.padding(horizontal = 12.dp).size(24.dp)")?.text == "48×24dp")
    }

    @Test func floorsAndUnknownModifiersLeaveItUnknown() {
        #expect(area("minimumInteractiveComponentSize().size(24.dp).clickable { }") == nil)
        #expect(area("size(IconSize).clickable { }") == nil)
        #expect(area("touchTarget().size(24.dp).clickable { }") == nil)
        #expect(area("clickable { }.padding(8.dp)") == nil)
        let row = area("fillMaxWidth().height(40.dp).clickable { }")
        #expect(row?.width == nil && row?.height == 40 && row?.isSmall == true)
    }
}
