/// Entitlements files are property lists read by the same reader, seeded from `.entitlements` files.
@Sendable func fuzzEntitlements(_ bytes: [UInt8]) {
    readPropertyList(bytes, path: "App/App.entitlements")
}
