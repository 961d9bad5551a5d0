import ThumbruleFrontEnds

/// An Android layout XML file: elements, attributes and dimensions.
@Sendable func fuzzLayout(_ bytes: [UInt8]) {
    _ = try? LayoutFile(bytes: bytes, path: "app/src/main/res/layout/activity_main.xml")
}
