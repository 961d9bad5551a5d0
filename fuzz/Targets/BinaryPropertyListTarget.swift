/// The same reader fed binary plists (`bplist00`), seeded by converting the examples' XML plists.
@Sendable func fuzzBinaryPropertyList(_ bytes: [UInt8]) {
    readPropertyList(bytes, path: "App/Info.plist")
}
